//! Named playing strengths (Easy .. Expert), resolved per game into concrete agent specs.

use std::fmt;
use std::str::FromStr;

use serde::{Deserialize, Serialize};

use super::{AgentSpec, MctsSpec};

/// A named strength. What each level means is up to the game ([`crate::GameAi::level_spec`]);
/// the generic meaning is [`Level::default_spec`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Level {
    /// Plays plausible moves and blunders often.
    Easy,
    /// A casual opponent.
    Medium,
    /// A strong club opponent.
    Hard,
    /// As strong as the build can play in reasonable time.
    Expert,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Self; 4] = [Self::Easy, Self::Medium, Self::Hard, Self::Expert];

    /// Lower-case name (`"hard"`), as used in seat specs and save files.
    pub const fn name(self) -> &'static str {
        match self {
            Self::Easy => "easy",
            Self::Medium => "medium",
            Self::Hard => "hard",
            Self::Expert => "expert",
        }
    }

    /// MCTS iterations of the generic level table. Each level has ten times the budget of the
    /// one below: MCTS strength grows roughly with the logarithm of its budget, so equal
    /// ratios give roughly equal steps.
    pub const fn default_iterations(self) -> u64 {
        match self {
            Self::Easy => 100,
            Self::Medium => 1_000,
            Self::Hard => 10_000,
            Self::Expert => 100_000,
        }
    }

    /// The generic meaning of the level for a game that does not tune its own: MCTS with
    /// [`Level::default_iterations`] and its default settings. Iteration budgets (not time)
    /// keep levels reproducible and equally strong on every machine.
    pub fn default_spec(self) -> Box<dyn AgentSpec> {
        Box::new(MctsSpec { iterations: Some(self.default_iterations()), ..MctsSpec::default() })
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Level {
    type Err = String;

    /// Reads a level name, ignoring case.
    fn from_str(text: &str) -> Result<Self, String> {
        Self::ALL
            .into_iter()
            .find(|l| l.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| format!("unknown level '{}' (expected easy, medium, hard or expert)", text.trim()))
    }
}

/// A seat played at a named level: `{"type": "level", "level": "hard"}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct LevelSpec {
    /// The strength.
    pub level: Level,
    /// Seed for the resolved agent; `None` picks one from the clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Thinking time per move in milliseconds instead of the level's own budget (see
    /// [`AgentSpec::timed`]); makes play depend on the machine.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// Nodes (or MCTS iterations) per move instead of the level's own budget (see
    /// [`AgentSpec::with_nodes`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
}

impl LevelSpec {
    /// An unseeded seat at `level`.
    pub fn new(level: Level) -> Self {
        Self { level, seed: None, time_ms: None, nodes: None }
    }
}

#[typetag::serde(name = "level")]
impl AgentSpec for LevelSpec {
    fn label(&self) -> String {
        match (self.nodes, self.time_ms) {
            (Some(n), _) => format!("{} {n} nodes", self.level.name()),
            (None, Some(ms)) => format!("{} {ms}ms", self.level.name()),
            (None, None) => self.level.name().to_owned(),
        }
    }
    fn reseeded(&self, seed: u64) -> Box<dyn AgentSpec> {
        Box::new(Self { seed: Some(seed), ..self.clone() })
    }
    fn timed(&self, time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { time_ms: Some(time_ms), nodes: None, ..self.clone() }))
    }
    fn with_nodes(&self, nodes: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { nodes: Some(nodes), time_ms: None, ..self.clone() }))
    }
    fn validate(&self) -> Result<(), String> {
        use super::limits::bounds::{MAX_NODES, MAX_TIME_MS, check_budget};
        check_budget("time_ms", self.time_ms, MAX_TIME_MS)?;
        check_budget("nodes", self.nodes, MAX_NODES)
    }
}
