//! The GIPF level table: what Easy .. Expert mean in this game.
//!
//! In GIPF, cutting playouts short and letting [`crate::eval::GipfEvaluator`] judge made MCTS
//! weaker at equal iterations (measured with `plateau match`: docs/ai-strength.md), so every
//! level plays MCTS with full playouts, each level with about ten times the iterations of the
//! one below. Budgets are iterations, never time, so a level plays the same on every
//! machine.

use plateau_core::ai::{AgentSpec, Level, MctsSpec};

use crate::options::GipfOptions;

/// MCTS iterations per move of each level, weakest first.
pub(crate) const ITERATIONS: [u64; 4] = [100, 1_000, 10_000, 100_000];

/// The agent spec of `level` for GIPF with `options` (every version uses the same table).
pub(crate) fn level_spec(_options: GipfOptions, level: Level) -> Box<dyn AgentSpec> {
    let iterations = ITERATIONS[level as usize];
    Box::new(MctsSpec::iterations(iterations))
}
