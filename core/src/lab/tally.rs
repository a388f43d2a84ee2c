//! What a study's games add up to, kept as they are read or played: counts, samples of
//! distinct values ([`Sample`]) and a bounded sample of trajectories. A report and the plots
//! are computed from a tally alone, so a run, a report of a file and a merge hold the same
//! few numbers whether the study has a hundred games or a billion.

use std::collections::BTreeMap;

use super::results::{LabGame, StudyResults};
use super::sample::Sample;
use super::study::Study;
use super::trajectory::{DEAD_BAND, decisiveness, lead_changes};
use crate::{Player, Verdict};

/// A trajectory is kept at this many steps of its game's progress (`TRAJECTORY_STEPS + 1`
/// points, from the start to the position before the last move). 200 steps hold exactly
/// the values at every point of a band of `n + 1` points where `n` divides 200 (the plots
/// use 41 and 51).
pub const TRAJECTORY_STEPS: usize = 200;

/// Games whose trajectories a tally keeps, over all rule sets: each rule set keeps those of
/// its games numbered below `TRAJECTORY_GAMES / rule sets` (at least game 0). Game `g` of
/// every rule set is played by identically seeded agents, so the sample is paired and the
/// same whatever order the games arrive in; a study of fewer games keeps them all.
pub const TRAJECTORY_GAMES: u32 = 8_192;

/// Most distinct endings or phases a rule set keeps by name; more are counted together
/// under [`OTHER`] (no game has that many, but a file may claim so).
pub const MAX_NAMES: usize = 256;

/// The name under which endings or phases beyond [`MAX_NAMES`] are counted.
pub const OTHER: &str = "(others)";

/// What the games of one rule set add up to.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct RuleSetTally {
    /// Games.
    pub games: u64,
    /// Games stopped by the move cap.
    pub unfinished: u64,
    /// Games without a winner.
    pub draws: u64,
    /// Wins per seat.
    pub wins: Vec<u64>,
    /// Game lengths in plies.
    pub lengths: Sample,
    /// Lead changes per game.
    pub lead_changes: Sample,
    /// Per decided game, the share played before the winner's lead held.
    pub decisiveness: Sample,
    /// Per phase in the order first met: legal moves and plies summed (in 128 bits: a
    /// phase's moves are a u64 a game, and sums of them must not wrap).
    pub branching: Vec<(String, u128, u128)>,
    /// Games per ending.
    pub endings: BTreeMap<String, u64>,
    /// The kept trajectories: per game, each seat's value at each of the
    /// [`TRAJECTORY_STEPS`] + 1 points, seat major.
    pub trajectories: Vec<Vec<f64>>,
}

/// A study's games, added up per rule set.
#[derive(Clone, Debug, PartialEq)]
pub struct Tally {
    /// The study.
    pub study: Study,
    /// The seat names of each rule set.
    pub seats: Vec<Vec<String>>,
    /// True if a run of it was stopped before its part was done.
    pub interrupted: bool,
    /// Per rule set, in study order.
    pub rule_sets: Vec<RuleSetTally>,
}

impl Tally {
    /// Nothing yet of `study`, whose rule sets have the seats `seats`.
    pub fn new(study: Study, seats: Vec<Vec<String>>) -> Self {
        let rule_sets =
            seats.iter().map(|s| RuleSetTally { wins: vec![0; s.len()], ..Default::default() }).collect();
        Self { study, seats, interrupted: false, rule_sets }
    }

    /// The tally of results held in memory.
    pub fn of(results: &StudyResults) -> Self {
        let seats = results.rule_sets.iter().map(|r| r.seats.clone()).collect();
        let mut tally = Self::new(results.study.clone(), seats);
        tally.interrupted = results.interrupted;
        for game in &results.games {
            tally.add(game);
        }
        tally
    }

    /// Games added.
    pub fn games(&self) -> u64 {
        self.rule_sets.iter().map(|r| r.games).sum()
    }

    /// True when every game of the whole study is here and none was stopped early.
    pub fn is_complete(&self) -> bool {
        let jobs = self.study.rule_sets.len() as u64 * u64::from(self.study.games);
        !self.interrupted && self.games() == jobs
    }

    /// Games of each rule set whose trajectories are kept: those numbered below this.
    pub fn trajectory_games(&self) -> u32 {
        let rule_sets = u32::try_from(self.study.rule_sets.len()).unwrap_or(u32::MAX).max(1);
        (TRAJECTORY_GAMES / rule_sets).max(1)
    }

    /// Adds `game`, which must fit its rule set (checked by every reader, see
    /// [`LabGame::misfit`]); a game of a rule set the study lacks is left out.
    pub fn add(&mut self, game: &LabGame) {
        let keep_trajectory = game.game < self.trajectory_games();
        let Some(r) = self.rule_sets.get_mut(game.rule_set) else { return };
        let seats = r.wins.len();
        r.games += 1;
        r.unfinished += u64::from(!game.finished);
        match game.winner {
            Some(w) => {
                if let Some(wins) = r.wins.get_mut(w) {
                    *wins += 1;
                }
            }
            None => r.draws += 1,
        }
        r.lengths.add(f64::from(game.plies));
        let (changes, decided) = trajectory_metrics(game);
        r.lead_changes.add(f64::from(changes));
        if let Some(d) = decided {
            r.decisiveness.add(d);
        }
        for count in &game.branching {
            let (moves, plies) = (u128::from(count.moves), u128::from(count.plies));
            let at = match r.branching.iter().position(|(p, _, _)| *p == count.phase) {
                Some(at) => at,
                None if r.branching.len() < MAX_NAMES => {
                    r.branching.push((count.phase.clone(), 0, 0));
                    r.branching.len() - 1
                }
                None => {
                    if let Some(at) = r.branching.iter().position(|(p, _, _)| p == OTHER) {
                        at
                    } else {
                        r.branching.push((OTHER.to_owned(), 0, 0));
                        r.branching.len() - 1
                    }
                }
            };
            r.branching[at].1 += moves;
            r.branching[at].2 += plies;
        }
        let ending = if r.endings.len() < MAX_NAMES || r.endings.contains_key(&game.reason) {
            game.reason.clone()
        } else {
            OTHER.to_owned()
        };
        *r.endings.entry(ending).or_default() += 1;
        if keep_trajectory && game.trajectory.len() > 1 {
            r.trajectories.push(trajectory_points(game, seats));
        }
    }
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

/// Each seat's value in `game` at the [`TRAJECTORY_STEPS`] + 1 points of its progress
/// (see [`value_at`]), seat major; NaN where a seat has no value.
fn trajectory_points(game: &LabGame, seats: usize) -> Vec<f64> {
    let mut points = Vec::with_capacity(seats * (TRAJECTORY_STEPS + 1));
    for seat in 0..seats {
        for k in 0..=TRAJECTORY_STEPS {
            let t = k as f64 / TRAJECTORY_STEPS as f64;
            points.push(value_at(game, seat, t).unwrap_or(f64::NAN));
        }
    }
    points
}

/// Seat `seat`'s value in `game` (of two judged positions at least) at progress `t` in
/// `[0, 1]`: 0 is the start and 1 the position before the last move, interpolated linearly
/// between the judged positions around it.
fn value_at(game: &LabGame, seat: usize, t: f64) -> Option<f64> {
    let judged = &game.trajectory[..game.trajectory.len() - 1];
    let h = t * (judged.len() - 1) as f64;
    let i = (h.floor() as usize).min(judged.len() - 1);
    let below = seat_value(&judged[i], seat)?;
    Some(match judged.get(i + 1) {
        Some(next) => below + (h - i as f64) * (seat_value(next, seat)? - below),
        None => below,
    })
}

/// One seat's value of a judged position: its own entry, or for a two-player position given
/// as the first seat's value alone, that value negated for the second seat.
pub fn seat_value(position: &[f32], seat: usize) -> Option<f64> {
    match (position, seat) {
        ([v], 1) => Some(-f64::from(*v)),
        _ => position.get(seat).map(|&v| f64::from(v)),
    }
}

/// Seat `seat`'s value at progress `t` of one kept trajectory (see
/// [`RuleSetTally::trajectories`]), interpolated between its points.
pub fn kept_value_at(points: &[f64], seat: usize, t: f64) -> f64 {
    let per_seat = TRAJECTORY_STEPS + 1;
    let Some(values) = points.get(seat * per_seat..(seat + 1) * per_seat) else { return f64::NAN };
    let mut h = t.clamp(0.0, 1.0) * TRAJECTORY_STEPS as f64;
    // A point such as 1/50 lands on a kept step up to rounding: take the step itself.
    if (h - h.round()).abs() < 1e-9 {
        h = h.round();
    }
    let i = (h.floor() as usize).min(TRAJECTORY_STEPS);
    match values.get(i + 1) {
        Some(&next) if h > i as f64 => values[i] + (h - i as f64) * (next - values[i]),
        _ => values[i],
    }
}
