//! What a study's records say, per rule set and per pair of rule sets: the numbers behind
//! the lab's tables, files and plots, computed from the games alone, added up in a
//! [`Tally`] (so a report can be made again at any time, merged shards report exactly like
//! one run, and no game is held to make it).

use std::fmt::Write as _;

use serde::Serialize;

use super::describe_difference;
use super::results::{LabGame, StudyResults};
use super::stats::{Interval, Proportion, Score, Z95};
use super::study::Study;
use super::summary::Summary;
pub use super::tally::trajectory_metrics;
use super::tally::{RuleSetTally, Tally};
use crate::quote::{quote, quote_up_to};

/// How much of a study's title the report's first line shows.
const TITLE_CHARS: usize = 200;

/// `text` (a name from a results file or a game) as the report shows it: quoted.
fn shown(text: &str) -> String {
    quote(text).to_string()
}

/// One seat's results under one rule set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SeatReport {
    /// The seat's name (`"White"`).
    pub seat: String,
    /// Wins, draws and losses of whoever sat there.
    pub score: Score,
    /// Wins out of games, with its 95% Wilson interval.
    pub win_rate: Option<f64>,
    /// The interval of `win_rate`.
    pub win_interval: Interval,
}

/// Everything measured for one rule set.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RuleSetReport {
    /// The rule set's name.
    pub name: String,
    /// Its options as given.
    pub options: serde_json::Value,
    /// Games played.
    pub games: u64,
    /// Games stopped by the move cap (counted as draws).
    pub unfinished: u64,
    /// Per seat, in seat order.
    pub seats: Vec<SeatReport>,
    /// Games without a winner, with its 95% Wilson interval.
    pub draws: Proportion,
    /// The interval of the draw rate.
    pub draw_interval: Interval,
    /// Game length in plies.
    pub length: Option<Summary>,
    /// Mean number of legal moves per ply, per phase, in the order phases first occur.
    pub branching: Vec<(String, f64)>,
    /// Lead changes per game (see [`lead_changes`]).
    pub lead_changes: Option<Summary>,
    /// Per decided game, the share of the game after which the winner's lead held (see
    /// [`decisiveness`]); lower is decided earlier.
    pub decisiveness: Option<Summary>,
    /// How games ended, most common first.
    pub endings: Vec<(String, u64)>,
}

/// A study's report: each rule set, then each pair compared.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct StudyReport {
    /// The study's title.
    pub title: String,
    /// Per rule set, in study order.
    pub rule_sets: Vec<RuleSetReport>,
    /// For each pair of rule sets compared and each seat both have, one sentence with the
    /// difference of its win rate, the interval and whether it is significant. Up to
    /// [`MAX_PAIRWISE`] rule sets every pair is compared; beyond, each rule set is compared
    /// with the fairest one ([`fairest`]), so the sentences grow with the rule sets, not
    /// with their square.
    pub comparisons: Vec<String>,
    /// False if some games of the study are missing (an interrupted run, or one shard).
    pub complete: bool,
}

impl StudyReport {
    /// The report of `results`.
    pub fn of(results: &StudyResults) -> Self {
        Self::of_tally(&Tally::of(results))
    }

    /// The report of a study's games added up in `tally`: what a run, a report of a file and
    /// a merge compute, holding no game.
    pub fn of_tally(tally: &Tally) -> Self {
        let rule_sets: Vec<RuleSetReport> =
            tally.rule_sets.iter().enumerate().map(|(r, games)| rule_set_report(tally, r, games)).collect();
        let pairs: Vec<(usize, usize)> = if rule_sets.len() <= MAX_PAIRWISE {
            (0..rule_sets.len()).flat_map(|a| (a + 1..rule_sets.len()).map(move |b| (a, b))).collect()
        } else {
            let best = fairest(&rule_sets);
            (0..rule_sets.len()).filter(|&r| r != best).map(|r| (best, r)).collect()
        };
        let mut comparisons = Vec::new();
        for (a, b) in pairs {
            let (first, second) = (&rule_sets[a], &rule_sets[b]);
            for (seat_a, seat_b) in first.seats.iter().zip(&second.seats) {
                // The sentences are printed as they are: the names in them are shown quoted.
                comparisons.push(describe_difference(
                    &shown(&seat_a.seat),
                    &shown(&first.name),
                    seat_a.score.win_rate(),
                    &shown(&second.name),
                    seat_b.score.win_rate(),
                ));
            }
        }
        Self { title: tally.study.title(), rule_sets, comparisons, complete: tally.is_complete() }
    }

    /// A plain-text table per rule set and the comparisons, for the terminal. Every text in
    /// it that came from a file or a game (names, phases, endings) is shown quoted
    /// ([`quote`]): a results file is input, and a phase named `\e]0;...` must not retitle
    /// the terminal that prints its report.
    pub fn text(&self) -> String {
        let mut out = format!("{}\n", quote_up_to(&self.title, TITLE_CHARS));
        if !self.complete {
            out.push_str("(incomplete: some games of the study are missing)\n");
        }
        for r in &self.rule_sets {
            let _ =
                writeln!(out, "\n{} — {} games{}", shown(&r.name), r.games, unfinished_note(r.unfinished));
            for seat in &r.seats {
                let _ = writeln!(
                    out,
                    "  {:<8} wins {:>5.1}% [{:.1}, {:.1}]   ({} won, {} drawn, {} lost)",
                    shown(&seat.seat),
                    100.0 * seat.win_rate.unwrap_or(0.0),
                    100.0 * seat.win_interval.low,
                    100.0 * seat.win_interval.high,
                    seat.score.wins,
                    seat.score.draws,
                    seat.score.losses
                );
            }
            let _ = writeln!(
                out,
                "  draws    {:>5.1}% [{:.1}, {:.1}]",
                100.0 * r.draws.estimate().unwrap_or(0.0),
                100.0 * r.draw_interval.low,
                100.0 * r.draw_interval.high
            );
            if let Some(l) = &r.length {
                let _ = writeln!(
                    out,
                    "  length   mean {:.1}, median {:.1}, 10%–90% {:.0}–{:.0} plies",
                    l.mean, l.median, l.p10, l.p90
                );
            }
            if !r.branching.is_empty() {
                let phases: Vec<String> =
                    r.branching.iter().map(|(p, b)| format!("{} {b:.1}", quote(p))).collect();
                let _ = writeln!(out, "  branching {}", phases.join(", "));
            }
            if let Some(c) = &r.lead_changes {
                let _ = writeln!(out, "  lead changes per game: mean {:.2}, median {:.1}", c.mean, c.median);
            }
            if let Some(d) = &r.decisiveness {
                let _ = writeln!(
                    out,
                    "  decided at {:.0}% of the game (median; the winner's lead held from there on)",
                    100.0 * d.median
                );
            }
            let endings: Vec<String> =
                r.endings.iter().map(|(reason, n)| format!("{} {n}", quote(reason))).collect();
            let _ = writeln!(out, "  endings  {}", endings.join(", "));
        }
        if !self.comparisons.is_empty() {
            out.push('\n');
            for sentence in &self.comparisons {
                let _ = writeln!(out, "{sentence}");
            }
        }
        out
    }

    /// One CSV row per rule set and seat: win counts, rates and intervals, draws, lengths.
    pub fn summary_csv(&self) -> String {
        let mut out = String::from(
            "rule_set,seat,games,wins,draws,losses,win_rate,win_low,win_high,draw_rate,draw_low,draw_high,\
             length_mean,length_median,length_p10,length_p90,lead_changes_mean,decided_at_median\n",
        );
        for r in &self.rule_sets {
            for seat in &r.seats {
                let length = r.length.unwrap_or(EMPTY);
                let _ = writeln!(
                    out,
                    "{},{},{},{},{},{},{:.4},{:.4},{:.4},{:.4},{:.4},{:.4},{:.2},{:.1},{:.1},{:.1},{:.3},{:.3}",
                    csv_field(&r.name),
                    csv_field(&seat.seat),
                    r.games,
                    seat.score.wins,
                    seat.score.draws,
                    seat.score.losses,
                    seat.win_rate.unwrap_or(f64::NAN),
                    seat.win_interval.low,
                    seat.win_interval.high,
                    r.draws.estimate().unwrap_or(f64::NAN),
                    r.draw_interval.low,
                    r.draw_interval.high,
                    length.mean,
                    length.median,
                    length.p10,
                    length.p90,
                    r.lead_changes.map_or(f64::NAN, |s| s.mean),
                    r.decisiveness.map_or(f64::NAN, |s| s.median),
                );
            }
        }
        out
    }
}

/// Up to this many rule sets, a report compares every pair of them (28 pairs); beyond, each
/// with the fairest.
pub const MAX_PAIRWISE: usize = 8;

/// The fairest rule set: the one whose first seat's score (draws count half) lies nearest an
/// even share, the first such; rule sets without games come last.
pub fn fairest(rule_sets: &[RuleSetReport]) -> usize {
    let distance = |r: &RuleSetReport| {
        let seats = r.seats.len().max(1) as f64;
        r.seats.first().and_then(|s| s.score.mean()).map_or(f64::INFINITY, |m| (m - 1.0 / seats).abs())
    };
    (0..rule_sets.len())
        .min_by(|&a, &b| distance(&rule_sets[a]).total_cmp(&distance(&rule_sets[b])))
        .unwrap_or(0)
}

/// A summary of nothing, for CSV cells of empty samples.
const EMPTY: Summary = Summary {
    count: 0,
    mean: f64::NAN,
    std_dev: f64::NAN,
    min: f64::NAN,
    p10: f64::NAN,
    median: f64::NAN,
    p90: f64::NAN,
    max: f64::NAN,
};

fn unfinished_note(unfinished: u64) -> String {
    if unfinished == 0 {
        String::new()
    } else {
        format!(" ({unfinished} stopped by the move cap, counted as draws)")
    }
}

/// One CSV row per game: rule set, game, seating, winner, length, ending, lead changes,
/// decisiveness.
pub fn games_csv(results: &StudyResults) -> String {
    let mut out = String::from(GAMES_CSV_HEADER);
    for g in &results.games {
        out.push_str(&games_csv_row(&results.study, &results.rule_sets[g.rule_set].seats, g));
    }
    out
}

/// The first line of [`games_csv`].
pub const GAMES_CSV_HEADER: &str =
    "rule_set,game,seating,winner,finished,plies,ending,lead_changes,decided_at\n";

/// The row of [`games_csv`] for `game` of `study`, whose rule set has the seats `seats`.
pub fn games_csv_row(study: &Study, seats: &[String], g: &LabGame) -> String {
    let winner = g.winner.and_then(|w| seats.get(w)).map_or("", String::as_str);
    let seating: Vec<String> = g.seating.iter().map(usize::to_string).collect();
    let (changes, decided) = trajectory_metrics(g);
    let name = study.rule_sets.get(g.rule_set).map_or("", |r| r.name.as_str());
    format!(
        "{},{},{},{},{},{},{},{},{}\n",
        csv_field(name),
        g.game,
        seating.join(" "),
        csv_field(winner),
        g.finished,
        g.plies,
        csv_field(&g.reason),
        changes,
        decided.map_or_else(String::new, |d| format!("{d:.3}")),
    )
}

fn rule_set_report(tally: &Tally, r: usize, t: &RuleSetTally) -> RuleSetReport {
    let count = t.games;
    let draws = t.draws;
    let seats = tally.seats[r]
        .iter()
        .zip(&t.wins)
        .map(|(name, &wins)| {
            let score = Score { wins, draws, losses: count - wins - draws };
            SeatReport {
                seat: name.clone(),
                score,
                win_rate: score.win_rate().estimate(),
                win_interval: score.win_rate().wilson(Z95),
            }
        })
        .collect();
    let mut endings: Vec<(String, u64)> = t.endings.iter().map(|(e, &n)| (e.clone(), n)).collect();
    endings.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let draw_rate = Proportion { successes: draws, trials: count };
    RuleSetReport {
        name: tally.study.rule_sets[r].name.clone(),
        options: tally.study.rule_sets[r].options.clone(),
        games: count,
        unfinished: t.unfinished,
        seats,
        draws: draw_rate,
        draw_interval: draw_rate.wilson(Z95),
        length: t.lengths.summary(),
        branching: t
            .branching
            .iter()
            .map(|(phase, sum, plies)| {
                (phase.clone(), if *plies == 0 { 0.0 } else { *sum as f64 / *plies as f64 })
            })
            .collect(),
        lead_changes: t.lead_changes.summary(),
        decisiveness: t.decisiveness.summary(),
        endings,
    }
}

/// A CSV field, quoted when it holds a comma, a quote or a line break.
fn csv_field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}
