//! Search budgets.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// How much an agent may think. Every limit that is set applies; the first one reached
/// stops the search. With none set, an agent uses its own default.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    /// Wall-clock time (never used by tests, which use the other two).
    pub time: Option<Duration>,
    /// Iterations (MCTS) or nodes (alpha-beta).
    pub nodes: Option<u64>,
    /// Search depth in plies.
    pub depth: Option<u32>,
}
