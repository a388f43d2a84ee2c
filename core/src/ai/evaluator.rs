//! The evaluator every game gets when it does not provide its own.

use super::Evaluator;
use crate::{Game, Player};

/// Judges every position even (0). With it, alpha-beta only sees wins and losses it can
/// reach within its depth, and a cut-off MCTS playout counts as a draw.
#[derive(Clone, Copy, Debug, Default)]
pub struct NeutralEvaluator;

impl<G: Game> Evaluator<G> for NeutralEvaluator {
    fn evaluate(&self, _game: &G, _state: &G::State, _player: Player) -> f32 {
        0.0
    }
}
