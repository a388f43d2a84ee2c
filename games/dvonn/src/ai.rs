//! The DVONN level table: what Easy .. Expert mean in this game.
//!
//! Chosen by `plateau match` results:
//! - MCTS gains a lot from cutting playouts short and letting [`crate::DvonnEvaluator`]
//!   judge, but then hardly improves past a thousand iterations, so the cheap levels use
//!   short cut-off playouts.
//! - Alpha-beta with the same evaluator is far stronger than cut-off MCTS for its cost, which
//!   makes it the Hard level.
//! - Expert is DVONN's own search ([`crate::DvonnSearch`]), at a node budget: against
//!   PrimaDvonna it is far stronger than the MCTS Expert it replaced (full playouts with the
//!   capture-greedy [`crate::DvonnPolicy`], implicit minimax backups).
//!
//! The matches behind each choice: see docs/ai-strength.md#the-dvonn-level-table.
//!
//! Budgets are iterations and nodes, never time, so a level plays the same on every machine.

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};

use crate::DvonnSearchSpec;

/// MCTS iterations and playout cut-off of Easy: enough to take free pieces, too few to plan.
pub(crate) const EASY: (u64, u32) = (100, 4);
/// MCTS iterations and playout cut-off of Medium.
pub(crate) const MEDIUM: (u64, u32) = (1_000, 2);
/// Alpha-beta nodes per move of Hard (about 10 ms a move).
pub(crate) const HARD_NODES: u64 = 30_000;
/// Nodes per move of Expert, DVONN's own search (about half a second a move).
pub(crate) const EXPERT_NODES: u64 = 2_000_000;

/// The agent spec of `level` for DVONN.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    match level {
        Level::Easy => Box::new(MctsSpec::cut_off(EASY.0, EASY.1)),
        Level::Medium => Box::new(MctsSpec::cut_off(MEDIUM.0, MEDIUM.1)),
        Level::Hard => Box::new(AlphaBetaSpec::nodes(HARD_NODES)),
        Level::Expert => Box::new(DvonnSearchSpec::nodes(EXPERT_NODES)),
    }
}
