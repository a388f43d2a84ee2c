//! A static evaluation of DVONN positions for search cut-offs.
//!
//! It weighs, as differences between the player and the opponent:
//! - pieces controlled (the score if the game ended now);
//! - pieces in controlled stacks that hold or touch a DVONN piece, because those cannot be
//!   cut off by the next isolation and decide most endgames;
//! - mobility (number of moves), because a player without moves only watches;
//! - the number of controlled stacks, because each stack is a future move and a target the
//!   opponent must deal with, while a few tall stacks are easy to bury or strand.
//!
//! The weighted sum goes through `tanh`, so the value stays in `(-1, 1)`; a finished game
//! gets exactly 1, -1 or 0.

use plateau_core::{Evaluator, Player};

use crate::geometry::spread;
use crate::rules::Dvonn;
use crate::state::DvonnState;

/// Weights of the features, per unit of difference.
const CONTROLLED: f32 = 0.05;
const IN_CONTACT: f32 = 0.04;
const MOBILITY: f32 = 0.015;
const STACKS: f32 = 0.03;

/// The DVONN evaluator. Stateless and cheap: a few dozen bitboard operations.
#[derive(Clone, Copy, Debug, Default)]
pub struct DvonnEvaluator;

impl DvonnEvaluator {
    /// Weighted feature sum for seat index `side` minus the opponent's.
    fn raw(state: &DvonnState, side: u8) -> f32 {
        let near_dvonn = state.dvonn | spread(state.dvonn);
        let features = |s: u8| {
            let owned = state.owned(s);
            CONTROLLED * state.pieces_in(owned) as f32
                + IN_CONTACT * state.pieces_in(owned & near_dvonn) as f32
                + MOBILITY * state.count_moves(s) as f32
                + STACKS * owned.count_ones() as f32
        };
        features(side) - features(side ^ 1)
    }
}

impl Evaluator<Dvonn> for DvonnEvaluator {
    fn evaluate(&self, _game: &Dvonn, state: &DvonnState, player: Player) -> f32 {
        let side = u8::from(player != Player::WHITE);
        if state.is_over() {
            let mine = state.pieces_controlled(player);
            let theirs = state.pieces_controlled(player.opponent());
            return match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Less => -1.0,
                std::cmp::Ordering::Equal => 0.0,
            };
        }
        Self::raw(state, side).tanh()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_value_is_antisymmetric_and_bounded() {
        let state = Dvonn::position(
            &[("c3", "D"), ("d3", "WW"), ("e3", "B"), ("b2", "W"), ("g3", "B"), ("h3", "D")],
            Player::WHITE,
        )
        .unwrap();
        let eval = DvonnEvaluator;
        let game = Dvonn::standard();
        let white = eval.evaluate(&game, &state, Player::WHITE);
        let black = eval.evaluate(&game, &state, Player::BLACK);
        assert!((white + black).abs() < 1e-6, "{white} {black}");
        assert!(white > -1.0 && white < 1.0);
    }
}
