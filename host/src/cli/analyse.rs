//! `plateau analyse`: judges every position of a saved game with the review search
//! ([`crate::review`]) and prints each seat's chance after each move, the search's choice
//! and a remark on costly moves, then a summary per seat. `--png` draws the evaluation
//! graph, `--record` writes the game with every judgement as an annotated save. The search
//! is seeded, so the figures repeat from run to run.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use anyhow::{Context as _, bail};
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::ai::bounds;
use plateau_core::files::{Destination, FileId};
use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, Player, plural};

use super::numbers;
use crate::lab::canvas::render;
use crate::lab::eval_plot::EvaluationGraph;
use crate::registry;
use crate::review::{self, Judgement};

#[derive(Debug, Args)]
pub struct AnalyseArgs {
    /// The save file of the game.
    file: PathBuf,
    /// Draw the evaluation graph (each player's chance to win, move by move) to this PNG file.
    #[arg(long, value_name = "OUT.png")]
    png: Option<PathBuf>,
    /// Write the game with each position's chances and the remarks to this save file (an
    /// annotated record, opened like any save).
    #[arg(long, value_name = "OUT.plateau")]
    record: Option<PathBuf>,
    /// Nodes (MCTS iterations or alpha-beta nodes) per position instead of the Hard
    /// level's own budget.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u64>(1, bounds::MAX_NODES))]
    nodes: Option<u64>,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &AnalyseArgs) -> anyhow::Result<ExitCode> {
    // A review can take minutes: a place it could not write to is found out first.
    check_outputs(args)?;
    let context = || format!("{}", args.file.display());
    let save = super::read_save(&args.file)?;
    let factory = &games[registry::find(games, &save.game.id).with_context(context)?];
    let session = save.restore(factory.as_ref()).with_context(context)?;

    let info = session.info().clone();
    let moves = session.history();
    let movers: Vec<Option<usize>> =
        session.history_movers().into_iter().map(|p| p.map(Player::index)).collect();
    let table = Table::new(&info.players, &moves);
    let seat = review::judge_seat(args.nodes);
    let judge = match args.nodes {
        Some(nodes) => format!("the Hard level at {} a position", plural(nodes, "node")),
        None => "the Hard level".to_owned(),
    };
    outln!(
        "{}, {}, each position judged by {judge}, seed {}",
        super::one_line(&info.name),
        plural(moves.len(), "move"),
        review::REVIEW_SEED
    );

    // The bar draws on stderr (and not at all off a terminal), so stdout holds the figures.
    let progress = ProgressBar::new(moves.len() as u64 + 1).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} positions {elapsed} (eta {eta})")
            .expect("valid progress template"),
    );
    let stop = AtomicBool::new(false);
    let mut judgements: Vec<Judgement> = Vec::with_capacity(moves.len() + 1);
    let mut failure = None;
    review::review_timeline(session.as_ref(), &seat, 0, &stop, |index, judgement| {
        let lines = table.position(index, judgements.last(), &judgement, &movers);
        judgements.push(judgement);
        progress.inc(1);
        // Each position is printed as soon as it is judged, above the bar.
        let printed = progress.suspend(|| -> std::io::Result<()> {
            for line in &lines {
                outln!("{}", super::one_line(line));
            }
            Ok(())
        });
        printed.map_err(|e| failure = Some(e)).is_ok()
    });
    progress.finish_and_clear();
    if let Some(error) = failure {
        return Err(error.into());
    }
    if judgements.len() != moves.len() + 1 {
        bail!("the review stopped after {} of {} positions", judgements.len(), moves.len() + 1);
    }

    let mut end = session.clone_box();
    end.seek(moves.len());
    let last = &judgements[moves.len()];
    match (end.outcome(), &last.best) {
        (Some(_), _) | (None, None) => {
            let line = format!("end: {} ({})", table.chances(last), super::describe_outcome(end.as_ref()));
            outln!("{}", super::one_line(&line));
        }
        (None, Some(best)) => {
            let line =
                format!("end: {} (game not over; the search would play {best} next)", table.chances(last));
            outln!("{}", super::one_line(&line));
        }
    }
    for (seat, name) in info.players.iter().enumerate() {
        outln!(
            "{}",
            super::one_line(&format!("{name}: {}", seat_summary(seat, &judgements, &movers, &moves)))
        );
    }

    if let Some(path) = &args.png {
        let chances: Vec<Vec<f32>> = judgements.iter().map(|j| j.chances.clone()).collect();
        let graph = EvaluationGraph { game: &info.name, players: &info.players, chances: &chances };
        let picture = render(&graph).context("drawing the evaluation graph")?;
        Destination::new(path).not_onto(&args.file).write(&picture.png).context("--png")?;
        eprintln!("evaluation graph written to {}", path.display());
    }
    if let Some(path) = &args.record {
        // The moves as the game writes them, which the remarks compare with the search's choice.
        let canonical = SaveFile { moves: moves.clone(), ..save };
        let record = review::annotate(&canonical, &judgements, &movers, &info.players).to_json();
        Destination::new(path).not_onto(&args.file).write(record.as_bytes()).context("--record")?;
        eprintln!("annotated record written to {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// The line `plateau analyse` prints for position `index` of `session`'s timeline, each
/// position judged by the review search with `nodes` (for tests that compare its figures
/// with the app's).
#[cfg(test)]
pub(crate) fn printed_line(session: &dyn plateau_core::GameSession, nodes: u64, index: usize) -> String {
    let info = session.info().clone();
    let moves = session.history();
    let movers: Vec<Option<usize>> =
        session.history_movers().into_iter().map(|p| p.map(Player::index)).collect();
    let table = Table::new(&info.players, &moves);
    let mut judgements = Vec::new();
    let from = index.saturating_sub(1);
    review::review_timeline(
        session,
        &review::judge_seat(Some(nodes)),
        from,
        &AtomicBool::new(false),
        |i, j| {
            judgements.push(j);
            i < index
        },
    );
    let before = (index > 0).then(|| &judgements[0]);
    table.position(index, before, judgements.last().expect("judged"), &movers).remove(0)
}

/// Refuses outputs that cannot be written, that would overwrite each other, or the game.
fn check_outputs(args: &AnalyseArgs) -> anyhow::Result<()> {
    for (flag, path) in [("--png", &args.png), ("--record", &args.record)] {
        if let Some(path) = path {
            Destination::new(path).not_onto(&args.file).check().context(flag)?;
        }
    }
    if let (Some(png), Some(record)) = (&args.png, &args.record)
        && same_file(png, record)
    {
        bail!(
            "--png and --record name the same file, {}: the picture would replace the record",
            png.display()
        );
    }
    Ok(())
}

/// True when `a` and `b` name the same file, also when written differently (`x` and
/// `./x`) or when one is a link to the other: the file itself where it exists, else the
/// folders as the system resolves them.
fn same_file(a: &Path, b: &Path) -> bool {
    let place = |path: &Path| -> Option<(PathBuf, OsString)> {
        let dir = path.parent().filter(|d| !d.as_os_str().is_empty()).unwrap_or(Path::new("."));
        Some((dir.canonicalize().ok()?, path.file_name()?.to_owned()))
    };
    if let (Some(x), Some(y)) = (FileId::of(a), FileId::of(b)) {
        return x == y;
    }
    a == b || place(a).is_some_and(|p| Some(p) == place(b))
}

/// The columns of the printed review, as wide as this game's names and moves need.
struct Table<'a> {
    players: &'a [String],
    moves: &'a [String],
    /// Width of the mover column (at least "start").
    name_width: usize,
    /// Width of the move column; a longer move pushes its line's figures right.
    move_width: usize,
}

/// The move column grows with the game's longest move up to this width.
const MOST_MOVE_WIDTH: usize = 16;

impl<'a> Table<'a> {
    fn new(players: &'a [String], moves: &'a [String]) -> Self {
        let name_width = players.iter().map(|n| n.chars().count()).chain([START.len()]).max().unwrap_or(0);
        let move_width = moves.iter().map(|m| m.chars().count()).max().unwrap_or(0).min(MOST_MOVE_WIDTH);
        Self { players, moves, name_width, move_width }
    }

    /// "White  54% · Black  46%".
    fn chances(&self, judgement: &Judgement) -> String {
        let parts: Vec<String> = self
            .players
            .iter()
            .zip(&judgement.chances)
            .map(|(name, chance)| format!("{name} {:>3.0}%", chance * 100.0))
            .collect();
        parts.join(" · ")
    }

    /// The lines of position `index`: the start, or the move that led there with the chances
    /// after it and what the search would have played instead, and the remark on the move
    /// (indented, on a line of its own) if it was costly. `before` judged the position
    /// before the move.
    fn position(
        &self,
        index: usize,
        before: Option<&Judgement>,
        judgement: &Judgement,
        movers: &[Option<usize>],
    ) -> Vec<String> {
        let (name_width, move_width) = (self.name_width, self.move_width);
        let chances = self.chances(judgement);
        let Some((m, before)) = index.checked_sub(1).zip(before) else {
            return vec![format!("{index:>4}. {START:<name_width$}  {:<move_width$}  {chances}", "")];
        };
        let played = self.moves.get(m).map_or("?", String::as_str);
        let mover = movers.get(m).copied().flatten();
        let name = mover.and_then(|s| self.players.get(s)).map_or("?", String::as_str);
        let choice = match before.best.as_deref() {
            Some(best) if best == played => "   search agrees".to_owned(),
            Some(best) => format!("   search: {best}"),
            None => String::new(),
        };
        let mut lines =
            vec![format!("{index:>4}. {name:<name_width$}  {played:<move_width$}  {chances}{choice}")];
        if let Some(remark) = mover.and_then(|s| review::remark(name, before, judgement, s, played)) {
            lines.push(format!("      {remark}"));
        }
        lines
    }
}

/// The first line's word in the mover column.
const START: &str = "start";

/// "1 blunder, 2 mistakes; costliest move 7. e3 (64% to 30%)": what the seat's own moves
/// cost it against the search's choice, as the remarks measure it ([`Judgement::cost`]).
fn seat_summary(seat: usize, judgements: &[Judgement], movers: &[Option<usize>], moves: &[String]) -> String {
    let own: Vec<usize> = movers
        .iter()
        .enumerate()
        .filter(|&(m, mover)| *mover == Some(seat) && m + 1 < judgements.len())
        .map(|(m, _)| m)
        .collect();
    if own.is_empty() {
        return "no moves".to_owned();
    }
    // (move index, cost) of each of the seat's moves that cost something measurable.
    let costs: Vec<(usize, review::Cost)> = own
        .iter()
        .filter_map(|&m| {
            let played = moves.get(m)?;
            Some((m, judgements[m].cost(&judgements[m + 1], seat, played)?))
        })
        .collect();
    let count = |kind| costs.iter().filter(|(_, c)| review::Severity::of(c.drop()) == Some(kind)).count();
    let counts = match (count(review::Severity::Blunder), count(review::Severity::Mistake)) {
        (0, 0) => "no mistakes".to_owned(),
        (0, m) => plural(m, "mistake"),
        (b, 0) => plural(b, "blunder"),
        (b, m) => format!("{}, {}", plural(b, "blunder"), plural(m, "mistake")),
    };
    let costliest = costs.iter().copied().max_by(|a, b| a.1.drop().total_cmp(&b.1.drop()));
    match costliest {
        Some((m, cost)) if cost.drop() > 0.0 => {
            let played = moves.get(m).map_or("?", String::as_str);
            format!(
                "{counts}; costliest move {}. {played} ({:.0}% to {:.0}%)",
                m + 1,
                cost.was * 100.0,
                cost.now * 100.0
            )
        }
        _ => format!("{counts}; no move of this seat cost it against the search's choice"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::review::tests::judgement;

    #[test]
    fn lines_name_the_mover_the_move_the_chances_and_the_remark() {
        let players = ["White".to_owned(), "Black".to_owned()];
        let moves = ["e3".to_owned(), "d2".to_owned()];
        let table = Table::new(&players, &moves);
        let movers = [Some(0), Some(1)];
        let start = judgement(&[0.5, 0.5], Some("e3"));
        let first = judgement(&[0.64, 0.36], Some("c2"));
        let second = judgement(&[0.9, 0.1], None);
        assert_eq!(table.position(0, None, &start, &movers), ["   0. start      White  50% · Black  50%"]);
        assert_eq!(
            table.position(1, Some(&start), &first, &movers),
            ["   1. White  e3  White  64% · Black  36%   search agrees"]
        );
        assert_eq!(
            table.position(2, Some(&first), &second, &movers),
            [
                "   2. Black  d2  White  90% · Black  10%   search: c2",
                "      A blunder: Black's chance fell from 36% to 10%; c2 was the search's choice"
            ]
        );
        let judgements = [start, first, second];
        assert_eq!(
            seat_summary(0, &judgements, &movers, &moves),
            "no mistakes; no move of this seat cost it against the search's choice"
        );
        assert_eq!(
            seat_summary(1, &judgements, &movers, &moves),
            "1 blunder; costliest move 2. d2 (36% to 10%)"
        );
        assert_eq!(seat_summary(1, &judgements[..1], &[], &[]), "no moves");
    }

    #[test]
    fn the_same_file_is_recognised_however_it_is_written() {
        assert!(same_file(Path::new("x.png"), Path::new("./x.png")));
        assert!(same_file(Path::new("/no/such/dir/x"), Path::new("/no/such/dir/x")));
        assert!(!same_file(Path::new("x.png"), Path::new("y.png")));
    }
}
