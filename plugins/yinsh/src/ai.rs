//! The YINSH level table: what Easy .. Expert mean in this game.
//!
//! Alpha-beta from core with [`crate::YinshEvaluator`] at the horizon. A ring move and the
//! removals it causes are separate actions, so depth counts actions, not turns. Easy to
//! Hard search to a fixed depth, Expert a fixed number of nodes; never a time, so a level
//! plays the same on every machine; each
//! level beats the one below it at least 86% of the time, in both variants (the matches,
//! with their intervals and commands: docs/ai-strength.md, "YINSH").

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level};

/// Search depth in actions of Easy, Medium and Hard.
pub(crate) const DEPTHS: [u32; 3] = [1, 2, 4];

/// Nodes Expert searches a move, deepening as far as they reach. A fixed depth of six
/// took up to 15 s for the first ring moves, where every ring has long open lines; this
/// budget keeps a move under about 3 s on one core and searches deeper as the board
/// fills.
pub(crate) const EXPERT_NODES: u64 = 200_000;

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    if level == Level::Expert {
        return Box::new(AlphaBetaSpec::nodes(EXPERT_NODES));
    }
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(AlphaBetaSpec::depth(DEPTHS[index]))
}
