//! The rules lab: studies that compare rule sets by AI self-play, and the statistics that
//! say how they differ, with every definition stated where it is computed.
//!
//! - [`study`]: a study as data (game, rule sets, seats, games, seed), checked against the
//!   games of this build.
//! - [`runner`]: plays a study, or one shard of it, on worker threads, deterministically.
//! - [`results`]: the records of every game, stored with the study; shards merge.
//! - [`journal`]: a run's games appended as they end, so a stopped run resumes.
//! - [`report`]: per rule set and per pair of rule sets, from the records alone.
//! - [`tally`]: what the games add up to, kept as they come, which reports and plots are
//!   made from: memory flat in the number of games ([`sample`] keeps each measure as
//!   counts of its distinct values).
//! - [`stream`]: results files read and written a game at a time, in bounded memory;
//!   [`merge`] joins shards' files as streams.
//! - [`sort`]: games put in job order in bounded memory, for the results file.
//! - [`jobs`]: the set of finished jobs a resumed run skips, kept compactly.
//!
//! - [`stats`]: proportions with Wilson score intervals, Newcombe's interval for the
//!   difference of two independent proportions, and the mean score (draws count ½).
//! - [`summary`]: mean, median and percentiles of a sample such as game lengths.
//! - [`trajectory`]: lead changes and the point where a game was decided, from the
//!   evaluator's judgement of each position along one game.
//! - [`sentence`]: a difference between two rule sets as one plain sentence.

pub mod jobs;
pub mod journal;
pub mod merge;
pub mod report;
pub mod results;
pub mod runner;
pub mod sample;
mod scan;
pub mod sentence;
pub mod sort;
pub mod stats;
pub mod stream;
pub mod study;
pub mod summary;
pub mod tally;
pub mod trajectory;

#[cfg(test)]
mod stream_tests;
#[cfg(test)]
mod tests;

pub use jobs::JobSet;
pub use journal::{JOURNAL, Journal, JournalError};
pub use report::{GAMES_CSV_HEADER, RuleSetReport, SeatReport, StudyReport, games_csv, games_csv_row};
pub use results::{LabGame, PhaseCount, ResultsError, Shard, StudyResults};
pub use runner::{LabError, LabProgress, run_study};
pub use sample::Sample;
pub use sentence::describe_difference;
pub use stats::{Difference, Interval, Proportion, Score, Z95};
pub use stream::{ResultsHead, ResultsReader, ResultsWriter};
pub use study::{PreparedStudy, RuleSet, Study, StudyError};
pub use summary::{Summary, percentile};
pub use tally::{RuleSetTally, Tally};
pub use trajectory::{DEAD_BAND, decisiveness, lead_changes, leader};
