//! The three-player judgement of [`crate::KnightLineEvaluator`]: each player's chance of
//! winning, by a multinomial (softmax) model over who wins.
//!
//! Player `p`'s score is `bias[k] + Σ weights[k][i] · feature_i(p)`, where `k` is how many
//! turns pass before `p` moves (0 for the player to move, 1 for the next, 2 for the last):
//! a threat is worth most to the player who moves soonest, and the players in between get a
//! chance to block it. The chances are the softmax of the scores, and the value for a player
//! is `2P - 1`, so MCTS (which maps a value `v` to the reward `(v + 1) / 2` and scales the
//! rewards to sum to 1) backs up exactly these chances. A live threat of the player to move
//! is a win next turn and is judged as in the two-player game.
//!
//! The weights were fitted to the outcomes of 1,500 games of MCTS self-play at 1,000
//! iterations a move after two random plies (`cargo run --release -p plateau-knightline
//! --example tune_knightline_evaluator -- 1500 1000 1 2`, under a minute on two cores),
//! played before [`crate::playout::ThreatPolicy`] existed, with uniform playouts and a first version of
//! this model (the two-player weights, doubled, for every wait and no offsets). On the
//! held-out fifth of the games the log-loss was 0.836 against 1.012 for the former
//! three-player value (`tanh` of the player's total minus the best rival's) and 1.099 for an
//! even guess. Most of the gain is the seat: White wins about half of all games. A live
//! threat of the next player is worth most (the player to move must block it), and
//! `live_gaps` and `live_threats` were always equal in those games, so the fit split their
//! weight evenly. Re-running the tuner now plays with these weights and the threat policy,
//! so it fits somewhat different ones.

use plateau_core::Player;

use crate::eval::{FEATURE_COUNT, WINNING_NEXT, features};
use crate::state::KnightLineState;

/// Features the model weighs: all but `spare`, the last. Every split spends exactly one
/// spare tile, so with three players it only counts turns, which the offsets already do.
pub const MODEL_FEATURES: usize = FEATURE_COUNT - 1;

/// Score offsets by turns to wait (the player to move is the reference).
const WAIT_OFFSET: [f32; 3] = [0.0, -0.07531, -0.11105];

/// Score offsets by seat: White, Black, Red (White is the reference).
const SEAT_OFFSET: [f32; 3] = [0.0, -0.69473, -1.10241];

/// Weights of the first [`MODEL_FEATURES`] of [`crate::eval::FEATURES`] by turns to wait.
const WEIGHTS: [[f32; MODEL_FEATURES]; 3] = [
    [0.00000, 0.00000, 0.58740, 0.12814, 0.00849, 0.34526],
    [1.71852, 1.71852, 0.37853, 0.12248, 0.02419, 0.24438],
    [1.08296, 1.08296, 0.26400, 0.10538, 0.01664, 0.23727],
];

/// The value of `state` (three players, not finished) for `player`.
pub(crate) fn value(state: &KnightLineState, player: Player) -> f32 {
    let mover = state.to_move as usize;
    let mut scores = [0f32; 3];
    for (p, score) in scores.iter_mut().enumerate() {
        let f = features(state, p);
        if p == mover && f.live_threats > 0 && !state.is_placement() {
            return if p == player.index() { WINNING_NEXT } else { -WINNING_NEXT };
        }
        let wait = (p + 3 - mover) % 3;
        *score = WAIT_OFFSET[wait]
            + SEAT_OFFSET[p]
            + WEIGHTS[wait].iter().zip(f.as_array()).map(|(w, x)| w * x).sum::<f32>();
    }
    let top = scores.iter().copied().fold(f32::MIN, f32::max);
    let total: f32 = scores.iter().map(|s| (s - top).exp()).sum();
    2.0 * (scores[player.index()] - top).exp() / total - 1.0
}

#[cfg(test)]
mod tests {
    use plateau_core::{Game, Player, Rng};

    use super::*;
    use crate::{KnightLine, KnightLineOptions};

    #[test]
    fn values_are_chances_that_sum_to_one() {
        let game = KnightLine::new(KnightLineOptions { players: 3, ..KnightLineOptions::default() }).unwrap();
        let mut rng = Rng::new(11);
        let mut moves = Vec::new();
        for _ in 0..20 {
            let mut state = game.initial_state();
            while game.outcome(&state).is_none() {
                let chances: Vec<f32> =
                    (0..3).map(|p| f32::midpoint(value(&state, Player::new(p)), 1.0)).collect();
                let total: f32 = chances.iter().sum();
                // A win at once is judged like the two-player game, nearly all for the mover.
                let mover_wins = features(&state, state.to_move as usize).live_threats > 0;
                if !mover_wins {
                    assert!((total - 1.0).abs() < 1e-4, "{chances:?}");
                }
                assert!(chances.iter().all(|c| (0.0..=1.0).contains(c)), "{chances:?}");
                game.legal_moves(&state, &mut moves);
                game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
            }
        }
    }
}
