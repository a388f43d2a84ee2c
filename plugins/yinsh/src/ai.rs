//! The YINSH level table: what Easy .. Expert mean in this game.
//!
//! Alpha-beta from core with [`crate::YinshEvaluator`] at the horizon. A ring move and the
//! removals it causes are separate actions, so depth counts actions, not turns. The levels
//! differ in depth only, never in time, so a level plays the same on every machine; each
//! level beats the one below it at least 89% of the time, in both variants (the matches,
//! with their intervals and commands: docs/ai-strength.md, "YINSH").

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level};

/// Search depth in actions of Easy, Medium, Hard and Expert.
pub(crate) const DEPTHS: [u32; 4] = [1, 2, 4, 6];

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(AlphaBetaSpec::depth(DEPTHS[index]))
}
