//! The Hex level table: what Easy .. Expert mean in this game.

use plateau_core::ai::{AgentSpec, Level, MctsSpec};

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    Box::new(match level {
        Level::Easy => MctsSpec::iterations(300),
        Level::Medium => MctsSpec::iterations(3_000),
        Level::Hard => MctsSpec::iterations(30_000),
        Level::Expert => MctsSpec::iterations(100_000),
    })
}
