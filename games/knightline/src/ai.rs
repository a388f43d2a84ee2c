//! The Knight Line level table: what Easy .. Expert mean in this game.
//!
//! Measured with `plateau match`: MCTS with full random playouts barely improves with more
//! iterations here; cutting playouts after a few plies and letting
//! [`crate::KnightLineEvaluator`] judge makes it much stronger at equal iterations, but it
//! then stops improving past a thousand or so iterations. Alpha-beta with the same
//! evaluator keeps improving with its node budget, so Hard and Expert search with
//! alpha-beta. Budgets are iterations and nodes, never time, so a level plays the same on
//! every machine. With three players every level is MCTS: alpha-beta is paranoid there (the
//! others all play against the searcher), and at 100k nodes it won 2 of 30 games against
//! two Hards.

use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};

use crate::options::KnightLineOptions;

/// Plies of random playout before the evaluator judges, for the MCTS levels.
pub(crate) const CUTOFF: u32 = 4;
/// MCTS iterations of Easy.
pub(crate) const EASY_ITERATIONS: u64 = 100;
/// MCTS iterations of Medium.
pub(crate) const MEDIUM_ITERATIONS: u64 = 1_000;
/// Alpha-beta nodes per move of Hard.
pub(crate) const HARD_NODES: u64 = 100_000;
/// Alpha-beta nodes per move of Expert (well under a second a move).
pub(crate) const EXPERT_NODES: u64 = 2_000_000;

/// MCTS iterations of Hard and Expert with three players. With three players every level
/// plays out with [`crate::playout::ThreatPolicy`] and judges with the fitted three-player
/// model. Measured (docs/ai-strength.md#knight-line-with-three-players) over 360 to 750
/// games a rung, each level takes more than an even
/// share against two of the level below, but by only 5 to 10 points: a sample of 150 games
/// can land on either side of even. RAVE moved neither Hard's rung nor Expert's. Playouts of
/// 8 plies instead of 4 made Hard much stronger against two Mediums, but Expert with them
/// then lost to two such Hards, so the table keeps 4 plies, with which every rung holds.
pub(crate) const MULTIPLAYER_ITERATIONS: [u64; 2] = [10_000, 100_000];

/// The agent spec of `level` for Knight Line with `options`.
pub(crate) fn level_spec(options: KnightLineOptions, level: Level) -> Box<dyn AgentSpec> {
    let mcts = |iterations| -> Box<dyn AgentSpec> { Box::new(MctsSpec::cut_off(iterations, CUTOFF)) };
    let alphabeta = |nodes| -> Box<dyn AgentSpec> { Box::new(AlphaBetaSpec::nodes(nodes)) };
    match level {
        Level::Easy => mcts(EASY_ITERATIONS),
        Level::Medium => mcts(MEDIUM_ITERATIONS),
        Level::Hard if options.players != 2 => mcts(MULTIPLAYER_ITERATIONS[0]),
        Level::Expert if options.players != 2 => mcts(MULTIPLAYER_ITERATIONS[1]),
        Level::Hard => alphabeta(HARD_NODES),
        Level::Expert => alphabeta(EXPERT_NODES),
    }
}
