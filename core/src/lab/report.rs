//! What a study's records say, per rule set and per pair of rule sets: the numbers behind
//! the lab's tables, files and plots, computed from [`StudyResults`] alone (so a report can
//! be made again at any time, and merged shards report exactly like one run).

use std::collections::BTreeMap;
use std::fmt::Write as _;

use serde::Serialize;

use super::describe_difference;
use super::results::{LabGame, StudyResults};
use super::stats::{Interval, Proportion, Score, Z95};
use super::summary::Summary;
use super::trajectory::{DEAD_BAND, decisiveness, lead_changes};
use crate::quote::{quote, quote_up_to};
use crate::{Player, Verdict};

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
        // The games of each rule set, gathered in one pass (not one pass per rule set).
        let mut by_rule_set: Vec<Vec<&LabGame>> = vec![Vec::new(); results.study.rule_sets.len()];
        for game in &results.games {
            if let Some(games) = by_rule_set.get_mut(game.rule_set) {
                games.push(game);
            }
        }
        let rule_sets: Vec<RuleSetReport> = by_rule_set
            .into_iter()
            .enumerate()
            .map(|(r, games)| rule_set_report(results, r, games.into_iter()))
            .collect();
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
        Self { title: results.study.title(), rule_sets, comparisons, complete: results.is_complete() }
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
    let mut out =
        String::from("rule_set,game,seating,winner,finished,plies,ending,lead_changes,decided_at\n");
    for g in &results.games {
        let seats = &results.rule_sets[g.rule_set].seats;
        let winner = g.winner.and_then(|w| seats.get(w)).map_or("", String::as_str);
        let seating: Vec<String> = g.seating.iter().map(usize::to_string).collect();
        let (changes, decided) = trajectory_metrics(g);
        let _ = writeln!(
            out,
            "{},{},{},{},{},{},{},{},{}",
            csv_field(&results.study.rule_sets[g.rule_set].name),
            g.game,
            seating.join(" "),
            csv_field(winner),
            g.finished,
            g.plies,
            csv_field(&g.reason),
            changes,
            decided.map_or_else(String::new, |d| format!("{d:.3}")),
        );
    }
    out
}

/// Lead changes and decisiveness of one game, judged on the positions before each move (the
/// final position is the result itself).
pub fn trajectory_metrics(game: &LabGame) -> (u32, Option<f64>) {
    let judged = &game.trajectory[..game.trajectory.len().saturating_sub(1)];
    let verdict = match game.winner {
        Some(w) => Verdict::Winner(Player::new(w)),
        None => Verdict::Draw,
    };
    (lead_changes(judged, DEAD_BAND), decisiveness(judged, verdict, DEAD_BAND))
}

fn rule_set_report<'a>(
    results: &StudyResults,
    r: usize,
    games: impl Iterator<Item = &'a LabGame>,
) -> RuleSetReport {
    let games: Vec<&LabGame> = games.collect();
    let seat_names = &results.rule_sets[r].seats;
    let count = games.len() as u64;
    let draws = games.iter().filter(|g| g.winner.is_none()).count() as u64;
    let seats = seat_names
        .iter()
        .enumerate()
        .map(|(s, name)| {
            let wins = games.iter().filter(|g| g.winner == Some(s)).count() as u64;
            let score = Score { wins, draws, losses: count - wins - draws };
            SeatReport {
                seat: name.clone(),
                score,
                win_rate: score.win_rate().estimate(),
                win_interval: score.win_rate().wilson(Z95),
            }
        })
        .collect();
    // Sums in 128 bits: a phase's moves are a u64 a game, and sums of them must not wrap.
    let mut branching: Vec<(String, (u128, u128))> = Vec::new();
    let mut endings: BTreeMap<String, u64> = BTreeMap::new();
    let (mut changes, mut decided) = (Vec::new(), Vec::new());
    for g in &games {
        for count in &g.branching {
            let (moves, plies) = (u128::from(count.moves), u128::from(count.plies));
            match branching.iter_mut().find(|(p, _)| *p == count.phase) {
                Some((_, totals)) => {
                    totals.0 += moves;
                    totals.1 += plies;
                }
                None => branching.push((count.phase.clone(), (moves, plies))),
            }
        }
        *endings.entry(g.reason.clone()).or_default() += 1;
        let (c, d) = trajectory_metrics(g);
        changes.push(c);
        decided.extend(d);
    }
    let mut endings: Vec<(String, u64)> = endings.into_iter().collect();
    endings.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
    let draw_rate = Proportion { successes: draws, trials: count };
    RuleSetReport {
        name: results.study.rule_sets[r].name.clone(),
        options: results.study.rule_sets[r].options.clone(),
        games: count,
        unfinished: games.iter().filter(|g| !g.finished).count() as u64,
        seats,
        draws: draw_rate,
        draw_interval: draw_rate.wilson(Z95),
        length: Summary::of_counts(&games.iter().map(|g| g.plies).collect::<Vec<_>>()),
        branching: branching
            .into_iter()
            .map(|(phase, (sum, plies))| (phase, if plies == 0 { 0.0 } else { sum as f64 / plies as f64 }))
            .collect(),
        lead_changes: Summary::of_counts(&changes),
        decisiveness: Summary::of(&decided),
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
