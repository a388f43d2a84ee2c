//! Playout policies: how MCTS picks moves in its simulated games.

use crate::{Game, Rng};

/// Picks the next move of a playout. Games bias playouts by returning their own policy from
/// [`crate::GameAi::playout_policy`]; the policy must be cheap, it runs at every playout ply.
///
/// A playout asks [`pick`](Self::pick) first; only when it declines are the legal moves
/// generated and handed to [`choose`](Self::choose). [`next_move`](Self::next_move) does both
/// and is what callers use.
pub trait PlayoutPolicy<G: Game>: Send + Sync {
    /// Index into `moves` (the non-empty legal moves of `state`, in `legal_moves` order) of
    /// the move to play, called when [`pick`](Self::pick) declined. Must be below
    /// `moves.len()`; callers clamp a larger index rather than crash. All randomness must
    /// come from `rng`, so playouts stay reproducible.
    fn choose(&self, game: &G, state: &G::State, moves: &[G::Move], rng: &mut Rng) -> usize;

    /// A legal move of `state` (a position that is not over) found without the list of
    /// legal moves, or `None` to be handed the list. Generating every move only to play one
    /// is most of a playout's cost, so a policy that can find its move directly (a capture
    /// found on bitboards, a random empty cell) saves that work here. The default declines.
    fn pick(&self, _game: &G, _state: &G::State, _rng: &mut Rng) -> Option<G::Move> {
        None
    }

    /// The policy's move in `state`, a position that is not over: [`pick`](Self::pick)'s, or
    /// [`choose`](Self::choose)'s among the legal moves, generated into `scratch`. `None`
    /// only when `state` has no legal move.
    fn next_move(
        &self,
        game: &G,
        state: &G::State,
        scratch: &mut Vec<G::Move>,
        rng: &mut Rng,
    ) -> Option<G::Move> {
        if let Some(mv) = self.pick(game, state, rng) {
            return Some(mv);
        }
        game.legal_moves(state, scratch);
        let last = scratch.len().checked_sub(1)?;
        Some(scratch[self.choose(game, state, scratch, rng).min(last)])
    }
}

/// Every legal move equally likely.
#[derive(Clone, Copy, Debug, Default)]
pub struct UniformPolicy;

impl<G: Game> PlayoutPolicy<G> for UniformPolicy {
    fn choose(&self, _game: &G, _state: &G::State, moves: &[G::Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }
}
