//! A fast heuristic for search: how good a GIPF position looks for one player.
//!
//! GIPF is lost by running out of pieces to bring in (or of GIPF-pieces), so the terms are:
//!
//! - **reserve**: the difference in reserves, the resource that decides the game;
//! - **GIPF-pieces**: under the GIPF-loss rule, each GIPF-piece on the board is insurance,
//!   and the last one is worth much more than the others;
//! - **rows in reach**: 4-spot windows holding three of a player's pieces and one empty spot,
//!   a row that one push may complete, which wins pieces back and captures;
//! - **centre**: pieces on the centre spot and its neighbours lie on more lines and are hard
//!   to push away.
//!
//! The weighted sum is squashed into `(-1, 1)`; finished games score exactly -1, 0 or 1.

use plateau_core::{Evaluator, Player};

use crate::Gipf;
use crate::geometry::{GEO, WINDOWS};
use crate::state::GipfState;

/// The GIPF heuristic; the fields are the weights of the terms in the module docs.
#[derive(Clone, Copy, Debug)]
pub struct GipfEvaluator {
    /// Per basic piece of reserve difference.
    pub reserve: f32,
    /// Per GIPF-piece of difference (when the GIPF-loss rule applies).
    pub gipf: f32,
    /// Extra weight for a player down to a single GIPF-piece.
    pub last_gipf: f32,
    /// Per 3-in-a-window threat of difference.
    pub threat: f32,
    /// Per piece of difference on the centre spots.
    pub centre: f32,
}

impl Default for GipfEvaluator {
    fn default() -> Self {
        Self { reserve: 0.12, gipf: 0.15, last_gipf: 0.35, threat: 0.06, centre: 0.03 }
    }
}

/// Windows where `colour` has three pieces and the fourth spot is empty.
fn threats(own: u64, empty: u64) -> i32 {
    let mut n = 0;
    for w in 0..WINDOWS {
        let window = GEO.windows[w];
        n += i32::from((own & window).count_ones() == 3 && (empty & window).is_power_of_two());
    }
    n
}

impl Evaluator<Gipf> for GipfEvaluator {
    fn evaluate(&self, game: &Gipf, state: &GipfState, player: Player) -> f32 {
        if let Some(ending) = state.ending {
            return match ending.winner {
                Some(w) if w == player => 1.0,
                Some(_) => -1.0,
                None => 0.0,
            };
        }
        let (me, op) = (player.index(), player.opponent().index());
        let mut score = self.reserve * (f32::from(state.reserve[me]) - f32::from(state.reserve[op]));
        for (p, sign) in [(me, 1.0), (op, -1.0)] {
            if game.gipf_rule(state, p) {
                let count = (state.colour[p] & state.gipf).count_ones() as f32;
                score += sign * (self.gipf * count - if count <= 1.0 { self.last_gipf } else { 0.0 });
            }
        }
        let empty = !state.occupied() & ((1u64 << crate::geometry::SPOTS) - 1);
        score += self.threat * (threats(state.colour[me], empty) - threats(state.colour[op], empty)) as f32;
        let centre = |p: usize| (state.colour[p] & GEO.centre).count_ones() as f32;
        score += self.centre * (centre(me) - centre(op));
        score / (1.0 + score.abs())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::options::{GipfOptions, Version};
    use crate::position::Setup;
    use plateau_core::Game;

    #[test]
    fn more_reserve_and_more_gipf_pieces_look_better() {
        let game = Gipf::new(GipfOptions::version(Version::Standard)).unwrap();
        let eval = GipfEvaluator::default();
        let even = game.initial_state();
        let e0 = eval.evaluate(&game, &even, Player::WHITE);
        assert!(e0.abs() < 1e-6, "the start is symmetric: {e0}");
        let richer =
            game.position(&Setup::new("b5=WG e2=WG h5=WG b2=BG e8=BG", [12, 10], Player::WHITE)).unwrap();
        let e = eval.evaluate(&game, &richer, Player::WHITE);
        assert!(e > 0.2 && e < 1.0, "{e}");
        assert!((eval.evaluate(&game, &richer, Player::BLACK) + e).abs() < 1e-6, "zero-sum");
    }

    #[test]
    fn threats_count_three_and_a_gap() {
        let game = Gipf::new(GipfOptions::version(Version::Basic)).unwrap();
        let eval = GipfEvaluator::default();
        let s = game.position(&Setup::new("c3=W d4=W e5=W", [12, 12], Player::BLACK)).unwrap();
        let empty = !s.occupied() & ((1u64 << crate::geometry::SPOTS) - 1);
        assert_eq!(threats(s.colour[0], empty), 2, "b2 and f5 both complete a row");
        assert!(eval.evaluate(&game, &s, Player::WHITE) > eval.evaluate(&game, &s, Player::BLACK));
    }
}
