//! The uniformly random agent: the baseline every other agent must beat.

use std::sync::atomic::AtomicBool;

use super::{Agent, Analysis, Limits};
use crate::{Game, Rng};

/// Picks a uniformly random legal move; the sequence of choices is fixed by the seed.
#[derive(Clone, Debug)]
pub struct RandomAgent {
    rng: Rng,
}

impl RandomAgent {
    /// An agent whose choices are determined by `seed`.
    pub fn new(seed: u64) -> Self {
        Self { rng: Rng::new(seed) }
    }
}

impl<G: Game> Agent<G> for RandomAgent {
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        _limits: &Limits,
        _stop: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        (!moves.is_empty()).then(|| Analysis::bare(moves[self.rng.below(moves.len())]))
    }
}
