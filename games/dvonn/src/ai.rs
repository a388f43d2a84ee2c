//! The DVONN level table: what Easy .. Expert mean in this game.
//!
//! Measured with `plateau match` (numbers in the README's AI section):
//! - MCTS gains a lot from cutting playouts short and letting [`crate::DvonnEvaluator`]
//!   judge, but then hardly improves past a thousand iterations, so the cheap levels use
//!   short cut-off playouts.
//! - Alpha-beta with the same evaluator is far stronger than cut-off MCTS for its cost, which
//!   makes it the Hard level; but against plain UCT it only broke even, in the placement
//!   phase and in the movement phase alike (each measured with the other phase played by
//!   UCT), because the evaluator cannot read the long build-up of the placement phase.
//! - MCTS with full playouts and the capture-greedy [`crate::DvonnPolicy`] beat plain UCT at
//!   equal time 82.5% of the time, so Expert searches with it in both phases; with it, a
//!   smaller exploration constant (0.35) beat the textbook 0.7 67.5% of the time, and 0.2
//!   in turn lost to 0.35 by as much.
//!
//! Budgets are iterations and nodes, never time, so a level plays the same on every machine.

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};

/// MCTS iterations and playout cut-off of Easy: enough to take free pieces, too few to plan.
pub(crate) const EASY: (u64, u32) = (100, 4);
/// MCTS iterations and playout cut-off of Medium.
pub(crate) const MEDIUM: (u64, u32) = (1_000, 2);
/// Alpha-beta nodes per move of Hard (about 10 ms a move).
pub(crate) const HARD_NODES: u64 = 30_000;
/// MCTS iterations per move of Expert, full playouts with the game's policy (about a second
/// a move early in the game, less later), and its exploration constant.
pub(crate) const EXPERT: (u64, f64) = (200_000, 0.35);

/// The agent spec of `level` for DVONN.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    match level {
        Level::Easy => Box::new(MctsSpec::cut_off(EASY.0, EASY.1)),
        Level::Medium => Box::new(MctsSpec::cut_off(MEDIUM.0, MEDIUM.1)),
        Level::Hard => Box::new(AlphaBetaSpec::nodes(HARD_NODES)),
        Level::Expert => Box::new(MctsSpec { exploration: EXPERT.1, ..MctsSpec::iterations(EXPERT.0) }),
    }
}
