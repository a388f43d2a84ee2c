//! The rules lab's statistics: what a study reports per rule set and per pair of rule sets,
//! as pure functions of game results, with every definition stated where it is computed.
//!
//! - [`stats`]: proportions with Wilson score intervals, Newcombe's interval for the
//!   difference of two independent proportions, and the mean score (draws count ½).
//! - [`summary`]: mean, median and percentiles of a sample such as game lengths.
//! - [`trajectory`]: lead changes and the point where a game was decided, from the
//!   evaluator's judgement of each position along one game.
//! - [`sentence`]: a difference between two rule sets as one plain sentence.

pub mod sentence;
pub mod stats;
pub mod summary;
pub mod trajectory;

pub use sentence::describe_difference;
pub use stats::{Difference, Interval, Proportion, Score, Z95};
pub use summary::{Summary, percentile};
pub use trajectory::{DEAD_BAND, decisiveness, lead_changes, leader};
