//! Search budgets.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// The most a seat spec may ask for. Specs arrive from save files, JSON on the command line
/// and the engine protocol, so every number in one is bounded here, by what a desktop
/// survives: no spec can make the program allocate tens of gigabytes or think for years.
/// [`super::AgentSpec::validate`] checks them; [`super::build_agent`] refuses what fails.
pub mod bounds {
    /// Largest transposition table or search tree, in MiB (4 GiB).
    pub const MAX_MEMORY_MB: u32 = 4_096;
    /// Most MCTS iterations or alpha-beta nodes per move (hours of search at today's speeds).
    pub const MAX_NODES: u64 = 10_000_000_000;
    /// Longest thinking time per move, in milliseconds (one day).
    pub const MAX_TIME_MS: u64 = 86_400_000;
    /// Longest MCTS playout or cut-off, in plies.
    pub const MAX_PLAYOUT_PLIES: u32 = 1_000_000;
    /// Longest name of a human seat, in characters.
    pub const MAX_NAME_CHARS: usize = 200;

    /// Checks an optional per-move budget against its bound, naming the field.
    pub fn check_budget(field: &str, value: Option<u64>, max: u64) -> Result<(), String> {
        match value {
            Some(v) if v == 0 || v > max => Err(format!("{field} must be between 1 and {max}, not {v}")),
            _ => Ok(()),
        }
    }
}

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

impl Limits {
    /// No limit at all: the agent decides.
    pub const NONE: Self = Self { time: None, nodes: None, depth: None };

    /// Only an iteration or node budget.
    pub const fn nodes(nodes: u64) -> Self {
        Self { time: None, nodes: Some(nodes), depth: None }
    }

    /// Only a depth limit.
    pub const fn depth(depth: u32) -> Self {
        Self { time: None, nodes: None, depth: Some(depth) }
    }

    /// Both sets of limits at once: for each kind, the tighter of the two (a limit set in only
    /// one of them is kept). This is how an agent's own budget and the caller's combine.
    #[must_use]
    pub fn and(&self, other: &Self) -> Self {
        fn tighter<T: Ord>(a: Option<T>, b: Option<T>) -> Option<T> {
            match (a, b) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            }
        }
        Self {
            time: tighter(self.time, other.time),
            nodes: tighter(self.nodes, other.nodes),
            depth: tighter(self.depth, other.depth),
        }
    }

    /// True when no limit is set.
    pub fn is_unbounded(&self) -> bool {
        self.time.is_none() && self.nodes.is_none() && self.depth.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn combining_keeps_the_tighter_of_each_limit() {
        let agent = Limits { time: Some(Duration::from_secs(5)), nodes: Some(1000), depth: None };
        let caller = Limits { time: Some(Duration::from_secs(1)), nodes: None, depth: Some(4) };
        let both = agent.and(&caller);
        assert_eq!(both, Limits { time: Some(Duration::from_secs(1)), nodes: Some(1000), depth: Some(4) });
        assert_eq!(both, caller.and(&agent));
        assert!(Limits::NONE.is_unbounded());
        assert!(!Limits::depth(0).is_unbounded());
    }
}
