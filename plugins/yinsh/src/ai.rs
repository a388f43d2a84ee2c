//! The YINSH level table: what Easy .. Expert mean in this game.
//!
//! Alpha-beta from core with [`crate::YinshEvaluator`] at the horizon; the levels differ in
//! depth only, never in time, so a level plays the same on every machine. Measured figures
//! are in docs/ai-strength.md.

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level};

/// Search depth in actions (a ring move, a row, a ring removed) of Easy, Medium, Hard and
/// Expert.
pub(crate) const DEPTHS: [u32; 4] = [1, 2, 4, 6];

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(AlphaBetaSpec::depth(DEPTHS[index]))
}
