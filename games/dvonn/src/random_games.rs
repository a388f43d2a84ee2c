//! Random games for the crate's tests: every move drawn uniformly among the legal ones, game
//! number `g` drawn with seed `g`, so each test sees the same positions on every run.

use plateau_core::{Game, Rng};

use crate::rules::Dvonn;
use crate::state::DvonnState;

/// Calls `visit` with the ply and the position before each move of random games `0..games`
/// of standard DVONN, up to the end of each game (its last position not included).
pub(crate) fn random_games(games: u64, mut visit: impl FnMut(usize, &DvonnState)) {
    let game = Dvonn::standard();
    let mut moves = Vec::new();
    for seed in 0..games {
        let mut rng = Rng::new(seed);
        let mut state = game.initial_state();
        let mut ply = 0;
        while !game.is_over(&state) {
            visit(ply, &state);
            game.legal_moves(&state, &mut moves);
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
            ply += 1;
        }
    }
}
