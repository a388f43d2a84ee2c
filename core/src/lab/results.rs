//! What a study produced: one record per game, stored with the study, so that any report
//! can be made again, and parts run apart (shards) can be merged into exactly the results
//! of one run.

use crate::quote::quote;
use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::stream::{Checksum, ResultsReader, results_text};
use super::study::Study;

/// The `format` field of every results file.
pub const FORMAT: &str = "plateau-lab-results";
/// The results format version this build writes and reads.
pub const VERSION: u32 = 1;

/// One game of a study, as played.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LabGame {
    /// Index of the rule set in the study.
    pub rule_set: usize,
    /// Game number within the rule set, from 0.
    pub game: u32,
    /// The study's agent index in each seat.
    pub seating: Vec<usize>,
    /// The winning seat; `None` for a draw or an unfinished game.
    pub winner: Option<usize>,
    /// False if the game hit the study's move cap.
    pub finished: bool,
    /// Moves played.
    pub plies: u32,
    /// Why the game ended, in the game's words (`"four in a row"`), or `"move cap"`.
    pub reason: String,
    /// Per phase, in the order the game reached them: the legal moves summed over the plies
    /// of that phase, and the number of those plies.
    pub branching: Vec<PhaseCount>,
    /// The evaluator's judgement of each position before each move and at the end, per
    /// seat, rounded to three decimals.
    pub trajectory: Vec<Vec<f32>>,
}

impl LabGame {
    /// Where this game stands in the study's job list (rule set major).
    pub fn job(&self, games_per_rule_set: u32) -> u64 {
        self.rule_set as u64 * u64::from(games_per_rule_set) + u64::from(self.game)
    }

    /// What does not fit in this game as one of a rule set with `seats` seats, starting with
    /// the field at fault (`winner: ...`); `None` if it fits. Winners index the seats,
    /// seatings the rule set's agents (one a seat) and trajectories hold a value a seat at
    /// most: a record outside them would be counted for a seat that does not exist, which the
    /// report cannot do. Results files and journals are checked with it as they are read.
    pub fn misfit(&self, seats: usize) -> Option<String> {
        if self.seating.len() != seats {
            return Some(format!("seating: {} agents for {seats} seats", self.seating.len()));
        }
        if let Some(agent) = self.seating.iter().find(|&&a| a >= seats) {
            return Some(format!("seating: agent {agent} of {seats} seats' agents"));
        }
        if let Some(winner) = self.winner.filter(|&w| w >= seats) {
            return Some(format!("winner: seat {winner} does not exist (the rule set has {seats} seats)"));
        }
        if let Some((i, values)) = self.trajectory.iter().enumerate().find(|(_, v)| v.len() > seats) {
            return Some(format!("trajectory[{i}]: {} values for {seats} seats", values.len()));
        }
        if self.reason.chars().any(crate::quote::needs_escape) {
            return Some(format!("reason: '{}' has control characters", quote(&self.reason)));
        }
        None
    }
}

/// The legal moves met in one phase of one game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhaseCount {
    /// The phase's name (`"Placement"`).
    pub phase: String,
    /// Legal moves summed over the plies of the phase.
    pub moves: u64,
    /// Plies played in the phase.
    pub plies: u32,
}

/// Part `index` of `count` of a study (`--shard 2/8` is `index` 2 of 8, counted from 0): the
/// jobs whose number is `index` modulo `count`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// Which part, from 0.
    pub index: u32,
    /// How many parts.
    pub count: u32,
}

impl Shard {
    /// The whole study.
    pub const WHOLE: Self = Self { index: 0, count: 1 };

    /// True if job number `job` belongs to this part.
    pub fn owns(self, job: u64) -> bool {
        job % u64::from(self.count) == u64::from(self.index)
    }

    /// Why this is not a part of a study, if it is not: the index must be below a count of at
    /// least 1. Checked wherever a shard comes from input, since [`Shard::owns`] and
    /// [`Shard::jobs_of`] divide by the count.
    pub fn check(self) -> Result<(), String> {
        if self.count == 0 || self.index >= self.count {
            return Err(format!("{self} is not a shard (need 0 <= i < n)"));
        }
        Ok(())
    }

    /// How many of the jobs `0..jobs` belong to this part.
    pub fn jobs_of(self, jobs: u64) -> u64 {
        let count = u64::from(self.count);
        jobs / count + u64::from(u64::from(self.index) < jobs % count)
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl FromStr for Shard {
    type Err = String;

    /// Reads `i/n` with `0 <= i < n`.
    fn from_str(text: &str) -> Result<Self, String> {
        let (i, n) = text
            .split_once('/')
            .ok_or_else(|| format!("'{}' is not of the form i/n (e.g. 0/8)", quote(text)))?;
        let index: u32 = i.trim().parse().map_err(|_| format!("'{}' is not a shard number", quote(i)))?;
        let count: u32 = n.trim().parse().map_err(|_| format!("'{}' is not a number of shards", quote(n)))?;
        let shard = Self { index, count };
        shard.check().map_err(|e| format!("shard {e}"))?;
        Ok(shard)
    }
}

/// Names of one rule set's seats, as its game calls them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RuleSetSeats {
    /// Seat names in seat order (`["White", "Black"]`).
    pub seats: Vec<String>,
}

/// A study with the games it played: what `plateau lab run` writes and `report` reads.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StudyResults {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`].
    pub version: u32,
    /// The study, exactly as run.
    pub study: Study,
    /// The seat names of each rule set.
    pub rule_sets: Vec<RuleSetSeats>,
    /// The shards these results cover (all of them once merged).
    pub shards: Vec<Shard>,
    /// True if the run was stopped before its part was done.
    pub interrupted: bool,
    /// [`Study::fingerprint`] of `study`, so an edited study is found out ([`Self::seal`]);
    /// empty in files of older versions, which are read unchecked.
    #[serde(default)]
    pub fingerprint: String,
    /// A checksum of the seat names, shards and games ([`Self::seal`]): a game edited,
    /// added, removed or moved in from another file is found out. Empty in files of older
    /// versions.
    #[serde(default)]
    pub checksum: String,
    /// The games played, in job order.
    pub games: Vec<LabGame>,
}

/// Why results cannot be read or merged.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum ResultsError {
    /// Not JSON, or not the shape of results.
    #[error("not a results file: {0}")]
    Format(String),
    /// Parts of different studies.
    #[error("part {part} is of another study than part 1 (they differ in {what})")]
    OtherStudy {
        /// 1-based index of the part.
        part: usize,
        /// What differs.
        what: String,
    },
    /// The same shard, or the same game, twice.
    #[error("part {part}: {what} is also in an earlier part")]
    Duplicate {
        /// 1-based index of the part.
        part: usize,
        /// The shard or game.
        what: String,
    },
    /// A part written without a checksum (by a build older than checksums), which a merge
    /// would seal as if it had been checked.
    #[error(
        "part {part}: checksum: empty, so its games cannot be checked for edits; a merge would vouch \
         for them (run its shard again)"
    )]
    Unchecked {
        /// 1-based index of the part.
        part: usize,
    },
    /// Shards of different splits.
    #[error("part {part} is shard {shard} but part 1 splits the study in {count}")]
    Split {
        /// 1-based index of the part.
        part: usize,
        /// The shard.
        shard: Shard,
        /// Part 1's count.
        count: u32,
    },
}

impl StudyResults {
    /// Reads results from JSON text, with every check of [`ResultsReader`].
    pub fn from_json(text: &str) -> Result<Self, ResultsError> {
        let mut reader = ResultsReader::new(text.as_bytes())?;
        let mut games = Vec::new();
        while let Some(game) = reader.next_game()? {
            games.push(game);
        }
        let head = reader.head().clone();
        Ok(Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            study: head.study,
            rule_sets: head.rule_sets,
            shards: head.shards,
            interrupted: head.interrupted,
            fingerprint: head.fingerprint,
            checksum: head.checksum,
            games,
        })
    }

    /// The results as JSON, one game a line (so large files stay readable by line tools),
    /// in the layout [`super::ResultsWriter`] streams.
    pub fn to_json(&self) -> String {
        results_text(self)
    }

    /// Fills in [`Self::fingerprint`] and [`Self::checksum`] for the study and games as they
    /// are now: done by every run and merge before its results are written.
    pub fn seal(&mut self) {
        self.fingerprint = self.study.fingerprint();
        self.checksum = content_checksum(self);
    }

    /// True when every game of the whole study is here: all shards, none stopped early.
    pub fn is_complete(&self) -> bool {
        let jobs = self.study.rule_sets.len() as u64 * u64::from(self.study.games);
        !self.interrupted && self.games.len() as u64 == jobs
    }

    /// Merges parts of one study (shards of one split, each once) into one set of results,
    /// games in job order: exactly what one run of those shards gives.
    pub fn merge(parts: Vec<Self>) -> Result<Self, ResultsError> {
        let mut parts = parts.into_iter();
        let mut merged = parts.next().ok_or_else(|| ResultsError::Format("nothing to merge".to_owned()))?;
        if merged.checksum.is_empty() {
            return Err(ResultsError::Unchecked { part: 1 });
        }
        let count = merged.shards.first().map_or(1, |s| s.count);
        let per_rule_set = merged.study.games;
        for (i, part) in parts.enumerate() {
            let number = i + 2;
            if part.checksum.is_empty() {
                return Err(ResultsError::Unchecked { part: number });
            }
            if part.study != merged.study {
                return Err(ResultsError::OtherStudy {
                    part: number,
                    what: study_difference(&merged.study, &part.study),
                });
            }
            for &shard in &part.shards {
                if shard.count != count {
                    return Err(ResultsError::Split { part: number, shard, count });
                }
                if merged.shards.contains(&shard) {
                    return Err(ResultsError::Duplicate { part: number, what: format!("shard {shard}") });
                }
            }
            merged.shards.extend(part.shards);
            merged.interrupted |= part.interrupted;
            merged.games.extend(part.games);
        }
        merged.shards.sort_by_key(|s| s.index);
        merged.games.sort_by_key(|g| g.job(per_rule_set));
        if let Some(pair) = merged.games.windows(2).find(|w| w[0].job(per_rule_set) == w[1].job(per_rule_set))
        {
            return Err(ResultsError::Duplicate {
                part: 0,
                what: format!("game {} of rule set {}", pair[0].game, pair[0].rule_set),
            });
        }
        merged.seal();
        Ok(merged)
    }
}

/// Every shard is one (see [`Shard::check`]), of one split, once; and there is one at least.
pub(super) fn check_shards(shards: &[Shard]) -> Result<(), String> {
    let Some(first) = shards.first() else {
        return Err("shards: none (results cover at least one shard)".to_owned());
    };
    for (i, shard) in shards.iter().enumerate() {
        shard.check().map_err(|e| format!("shards[{i}]: {e}"))?;
        if shard.count != first.count {
            return Err(format!("shards[{i}]: {shard} splits the study otherwise than shards[0] ({first})"));
        }
        if shards[..i].contains(shard) {
            return Err(format!("shards[{i}]: {shard} is there twice"));
        }
    }
    Ok(())
}

/// What the checksum covers before the games: the seat names, the shards and whether the
/// run was interrupted, as JSON.
pub(super) fn checksum_head(rule_sets: &[RuleSetSeats], shards: &[Shard], interrupted: bool) -> String {
    serde_json::to_string(&(rule_sets, shards, interrupted)).expect("results serialise")
}

/// 64-bit FNV-1a, in hex, over what a run decided besides its study: the seat names, the
/// shards, whether it was interrupted, and each game's JSON line.
fn content_checksum(results: &StudyResults) -> String {
    let mut hash = Checksum::new(&results.rule_sets, &results.shards, results.interrupted);
    for game in &results.games {
        hash.add(&serde_json::to_string(game).expect("a game serialises"));
    }
    hash.hex()
}

/// The first top-level field in which two studies differ.
pub(super) fn study_difference(a: &Study, b: &Study) -> String {
    let (a, b) = (serde_json::to_value(a).unwrap_or_default(), serde_json::to_value(b).unwrap_or_default());
    let (Some(a), Some(b)) = (a.as_object(), b.as_object()) else { return "everything".to_owned() };
    a.keys().chain(b.keys()).find(|k| a.get(*k) != b.get(*k)).cloned().unwrap_or_else(|| "nothing".to_owned())
}
