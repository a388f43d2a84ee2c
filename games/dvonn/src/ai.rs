//! The DVONN level table: what Easy .. Expert mean in this game.
//!
//! Measured with `plateau match`: MCTS gains a lot from cutting playouts short and letting
//! [`crate::DvonnEvaluator`] judge, but then hardly improves past a thousand iterations
//! (10 000 iterations beat 1 000 only 57-67% of the time), while alpha-beta with the same
//! evaluator is far stronger for its cost, so Hard and Expert search with alpha-beta.
//! Budgets are iterations and nodes, never time, so a level plays the same on every machine.

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};

/// MCTS iterations and playout cut-off of Easy: enough to take free pieces, too few to plan.
pub(crate) const EASY: (u64, u32) = (100, 4);
/// MCTS iterations and playout cut-off of Medium.
pub(crate) const MEDIUM: (u64, u32) = (1_000, 2);
/// Alpha-beta nodes per move of Hard (about 10 ms a move).
pub(crate) const HARD_NODES: u64 = 30_000;
/// Alpha-beta nodes per move of Expert (well under a second a move at 2.7 M nodes/s).
pub(crate) const EXPERT_NODES: u64 = 2_000_000;

/// The agent spec of `level` for DVONN.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    let mcts = |(iterations, cutoff): (u64, u32)| -> Box<dyn AgentSpec> {
        Box::new(MctsSpec { iterations: Some(iterations), cutoff: Some(cutoff), ..MctsSpec::default() })
    };
    let alphabeta = |nodes| -> Box<dyn AgentSpec> {
        Box::new(AlphaBetaSpec { nodes: Some(nodes), ..AlphaBetaSpec::default() })
    };
    match level {
        Level::Easy => mcts(EASY),
        Level::Medium => mcts(MEDIUM),
        Level::Hard => alphabeta(HARD_NODES),
        Level::Expert => alphabeta(EXPERT_NODES),
    }
}
