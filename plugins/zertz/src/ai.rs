//! The ZÈRTZ level table: what Easy .. Expert mean in this game.
//!
//! Alpha-beta from core with [`crate::ZertzEvaluator`] at the horizon. A placement, the ring
//! removed after it and each jump of a chain are separate actions, so depth counts actions,
//! not turns. Easy to Hard search to a fixed depth, Expert a fixed number of nodes; never a
//! time, so a level plays the same on every machine (the ladder's matches, with their
//! intervals and commands: docs/ai-strength.md, "ZÈRTZ").

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level};

/// Search depth in actions of Easy, Medium and Hard. Depth 1 sees only its own placement
/// and beat random play 73.5% of 200 games, too close to the ladder's 70%; depth 2 sees
/// the ring it removes after it, and depth 3 the capture it hands the opponent.
pub(crate) const DEPTHS: [u32; 3] = [2, 3, 5];

/// Nodes Expert searches a move, deepening as far as they reach: 0.4 s an action on
/// average on one core, 0.65 s for the first placements (1.5 s through WebAssembly). A
/// budget of 200,000 beat Hard only 67.5% of 40 games.
pub(crate) const EXPERT_NODES: u64 = 2_000_000;

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    if level == Level::Expert {
        return Box::new(AlphaBetaSpec::nodes(EXPERT_NODES));
    }
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(AlphaBetaSpec::depth(DEPTHS[index]))
}
