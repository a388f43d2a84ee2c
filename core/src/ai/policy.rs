//! Playout policies: how MCTS picks moves in its simulated games.

use crate::{Game, Rng};

/// Picks the next move of a playout. Games bias playouts by returning their own policy from
/// [`Game::playout_policy`]; the policy must be cheap, it runs at every playout ply.
pub trait PlayoutPolicy<G: Game>: Send + Sync {
    /// Index into `moves` (the non-empty legal moves of `state`, in `legal_moves` order) of
    /// the move to play. Must be below `moves.len()`; MCTS clamps a larger index rather than
    /// crash. All randomness must come from `rng`, so playouts stay reproducible.
    fn choose(&self, game: &G, state: &G::State, moves: &[G::Move], rng: &mut Rng) -> usize;
}

/// Every legal move equally likely.
#[derive(Clone, Copy, Debug, Default)]
pub struct UniformPolicy;

impl<G: Game> PlayoutPolicy<G> for UniformPolicy {
    fn choose(&self, _game: &G, _state: &G::State, moves: &[G::Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }
}
