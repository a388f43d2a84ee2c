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
//! - Implicit minimax backups (the evaluator's judgements of the tree's nodes, backed up by
//!   minimax and blended into the means with weight 0.3) won 51-5-24 (66.9%) over 80 games
//!   against the same MCTS without them at 20,000 iterations; weight 0.3 beat 0.5 (61.3%)
//!   and 0.2 (57.5%), and with it the exploration constant 0.35 still beat 0.25 (53.8%)
//!   and 0.5 (57.5%). RAVE made no difference (48.8% with k = 300, 48.8% with k = 1000).
//! - With the evaluator's weights fitted to self-play outcomes (see [`crate::DvonnEvaluator`]),
//!   implicit minimax with weight 0.3 beat none 79.4% over 80 games (66.9% with the old
//!   hand-set weights), and weight 0.5 then beat 0.3 by 76.2%, 0.7 by 61.3% and 0.9 by 68.8%
//!   (40 games each). Using it in the movement phase only scored 42.5% against using it
//!   everywhere. With weight 0.5, c = 0.35 beat 0.25 by 67.5%, and 0.5 against 0.35 scored
//!   53.8% (not significant), so c stays 0.35.
//! - The fitted evaluator made every level that uses it stronger: Hard beat Medium 96%
//!   (77.5% before), Medium beat Easy 90.5%.
//! - Against PrimaDvonna (the CodeCup 2011 champion, an alpha-beta program; see
//!   tools/sparring) at the contest's 5 s a game, the MCTS Expert above scored 5.7% over 340
//!   games. DVONN's own search ([`crate::DvonnSearch`]), with evaluator weights refitted to
//!   its games and placement features of their own, scored 25.0% over 100 games, so it is
//!   Expert now, at a node budget rather than a time.
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
