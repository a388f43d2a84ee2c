//! A static evaluation of DVONN positions for search cut-offs and implicit minimax.
//!
//! The value is `tanh` of a weighted sum of features, each the difference between the player
//! and the opponent, so it stays in `(-1, 1)`; a finished game gets exactly 1, -1 or 0. The
//! placement phase has features of its own ([`PLACEMENT_FEATURES`]: where the pieces stand
//! relative to the DVONN pieces and the edge); the movement phase has [`FEATURES`], with
//! weights that slide from a full board to an empty one.
//!
//! The weights were fitted by logistic regression on the outcomes of games, so that
//! `(1 + value) / 2` estimates the chance of winning: 2,000 games whose placements were drawn
//! at random (so that every kind of set-up occurs) and whose movement phase the DVONN search
//! played at 20,000 nodes a move (`cargo run --release -p plateau-dvonn --example
//! tune_evaluator -- 2000 20000 1`, six minutes on two cores). On the held-out fifth of the
//! games:
//! - placement: log-loss 0.668 against 0.693 for a coin (the former placement weights, on
//!   movement features, were no better than a coin), the side favoured winning 57.8% of the
//!   time; pieces next to a DVONN piece are worth most, then pieces two steps away;
//! - movement: log-loss 0.512 against 0.530 for the former weights (fitted to games of weak
//!   MCTS self-play), the side favoured winning 74.0% of the time.
//!
//! [`crate::search`] uses the weighted sum itself, as an integer, at its leaves.

use plateau_core::{Evaluator, Player};

use crate::geometry::{BitIter, INTERIOR, SPACES, spread};
use crate::rules::Dvonn;
use crate::state::DvonnState;

/// Number of features.
pub const FEATURE_COUNT: usize = 11;

/// Names of the features, in the order of [`DvonnEvaluator::features`]. All but the last two are
/// "mine minus theirs":
/// - `controlled`: pieces in the stacks a side controls (its score if the game ended now);
/// - `near_dvonn`: those of them in stacks that hold or touch a DVONN piece, which the next
///   isolation cannot cut off;
/// - `on_dvonn`: those in stacks that hold a DVONN piece, which no isolation can cut off;
/// - `within_two`: those at most two steps from a DVONN piece;
/// - `stacks`: stacks controlled (each is a future move and a target to deal with);
/// - `mobility`: moves the side would have;
/// - `movable`: stacks with at least one move;
/// - `best_capture`: height of the tallest enemy stack a move of the side can take;
/// - `in_reach`: enemy pieces in all the stacks the side can take;
/// - `capture_now`: `best_capture` of the side to act, counted for it and against the other
///   (the side to act takes first, so its capture is worth more than the other's threat);
/// - `to_move`: 1 when the side acts next, -1 when the opponent does.
pub const FEATURES: [&str; FEATURE_COUNT] = [
    "controlled",
    "near_dvonn",
    "on_dvonn",
    "within_two",
    "stacks",
    "mobility",
    "movable",
    "best_capture",
    "in_reach",
    "capture_now",
    "to_move",
];

/// Number of placement-phase features.
pub const PLACEMENT_FEATURE_COUNT: usize = 7;

/// Names of the placement-phase features, in the order of
/// [`DvonnEvaluator::placement_features`]; all but the last are "mine minus theirs", counted
/// over the pieces placed so far:
/// - `beside_dvonn`: pieces next to a DVONN piece (no isolation can cut them off while it
///   stays);
/// - `two_from_dvonn`: pieces two steps from the nearest DVONN piece;
/// - `edge`: pieces on the 24 edge spaces, the only ones free to move when the board is full;
/// - `edge_beside_enemy`: those of them next to an opponent's piece, which they could take
///   at once;
/// - `beside_own`: pieces with a neighbour of their own colour;
/// - `dvonn_reached`: DVONN pieces with at least one of the side's pieces next to them
///   (spreading over all three keeps a side from being cut off at one stroke);
/// - `to_move`: 1 when the side acts next, -1 when the opponent does.
pub const PLACEMENT_FEATURES: [&str; PLACEMENT_FEATURE_COUNT] =
    ["beside_dvonn", "two_from_dvonn", "edge", "edge_beside_enemy", "beside_own", "dvonn_reached", "to_move"];

/// Weights of the placement phase.
const PLACEMENT: [f32; PLACEMENT_FEATURE_COUNT] =
    [0.17051, 0.10783, -0.00215, 0.02372, -0.02450, -0.00694, 0.03103];
/// Weights of the movement phase on a full board (its first move).
const MOVEMENT_FULL: [f32; FEATURE_COUNT] =
    [-0.22802, 0.05509, 0.00609, 0.16218, 0.38325, 0.04170, -0.20006, -0.11535, 0.03950, 0.03387, 0.16777];
/// Weights of the movement phase on an empty board; in between, the weights slide from
/// [`MOVEMENT_FULL`] to these with the share of spaces still occupied (see
/// [`DvonnEvaluator::fullness`]).
const MOVEMENT_EMPTY: [f32; FEATURE_COUNT] =
    [0.10470, -0.00679, 0.01987, -0.01055, 0.08827, 0.02621, 0.31928, 0.07889, 0.08589, 0.00149, -0.14893];

/// The DVONN evaluator. Stateless and cheap: a few dozen bitboard operations.
#[derive(Clone, Copy, Debug, Default)]
pub struct DvonnEvaluator;

impl DvonnEvaluator {
    /// The [`FEATURES`] of `state` as seen by `player`.
    pub fn features(state: &DvonnState, player: Player) -> [f32; FEATURE_COUNT] {
        let side = u8::from(player != Player::WHITE);
        let regions = Regions::of(state);
        let mine = side_features(state, &regions, side);
        let theirs = side_features(state, &regions, side ^ 1);
        let mut out = [0.0; FEATURE_COUNT];
        for (o, (m, t)) in out.iter_mut().zip(mine.iter().zip(&theirs)) {
            *o = m - t;
        }
        let sign = if state.turn == side { 1.0 } else { -1.0 };
        let capture_now = if state.turn == side { mine[BEST_CAPTURE] } else { theirs[BEST_CAPTURE] };
        out[FEATURE_COUNT - 2] = sign * capture_now;
        out[FEATURE_COUNT - 1] = sign;
        out
    }

    /// The [`PLACEMENT_FEATURES`] of `state` as seen by `player`.
    pub fn placement_features(state: &DvonnState, player: Player) -> [f32; PLACEMENT_FEATURE_COUNT] {
        let side = u8::from(player != Player::WHITE);
        let regions = Regions::of(state);
        let mine = placement_side(state, &regions, side);
        let theirs = placement_side(state, &regions, side ^ 1);
        let mut out = [0.0; PLACEMENT_FEATURE_COUNT];
        for (o, (m, t)) in out.iter_mut().zip(mine.iter().zip(&theirs)) {
            *o = m - t;
        }
        out[PLACEMENT_FEATURE_COUNT - 1] = if state.turn == side { 1.0 } else { -1.0 };
        out
    }

    /// Share of the board's spaces that hold a stack, from 1 (full) to 0: how far the
    /// movement phase has come, which the movement weights slide along.
    pub fn fullness(state: &DvonnState) -> f32 {
        state.occupied.count_ones() as f32 / SPACES.count_ones() as f32
    }

    /// The weighted sum of the features of `state` for `player`: the fitted log-odds (halved)
    /// that `player` wins.
    fn log_odds(state: &DvonnState, player: Player) -> f32 {
        if state.is_placement() {
            let features = Self::placement_features(state, player);
            return features.iter().zip(&PLACEMENT).map(|(f, w)| f * w).sum();
        }
        let features = Self::features(state, player);
        features.iter().zip(&Self::weights(state)).map(|(f, w)| f * w).sum()
    }

    /// The movement-phase weights used in `state`.
    fn weights(state: &DvonnState) -> [f32; FEATURE_COUNT] {
        let full = Self::fullness(state);
        std::array::from_fn(|i| MOVEMENT_EMPTY[i] + (MOVEMENT_FULL[i] - MOVEMENT_EMPTY[i]) * full)
    }
}

/// Index of `best_capture` in [`FEATURES`].
const BEST_CAPTURE: usize = 7;

/// The spaces around the DVONN pieces that the features count pieces in; the same for both
/// sides, so found once per evaluation.
#[derive(Clone, Copy)]
struct Regions {
    /// Spaces holding or touching a DVONN piece.
    near: u64,
    /// Spaces at most two steps from a DVONN piece.
    within_two: u64,
}

impl Regions {
    fn of(state: &DvonnState) -> Self {
        let near = state.dvonn | spread(state.dvonn);
        Self { near, within_two: near | spread(near) }
    }
}

/// The per-side placement features (the last, `to_move`, left 0) of seat index `side`.
fn placement_side(state: &DvonnState, regions: &Regions, side: u8) -> [f32; PLACEMENT_FEATURE_COUNT] {
    let mine = state.owned(side);
    let theirs = state.owned(side ^ 1);
    // While placing, every stack is one piece, so a side's pieces never share a space with a
    // DVONN piece: "near" is "beside" for them.
    let beside_dvonn = regions.near;
    let two = regions.within_two & !regions.near;
    let edge = SPACES & !INTERIOR & mine;
    let edge_beside_enemy = edge & spread(theirs);
    let beside_own = mine & spread(mine);
    let reached = BitIter(state.dvonn).filter(|&d| spread(1 << d) & mine != 0).count();
    [
        (mine & beside_dvonn).count_ones() as f32,
        (mine & two).count_ones() as f32,
        edge.count_ones() as f32,
        edge_beside_enemy.count_ones() as f32,
        beside_own.count_ones() as f32,
        reached as f32,
        0.0,
    ]
}

/// The per-side features (all but the last two, which are left 0) of seat index `side`.
fn side_features(state: &DvonnState, regions: &Regions, side: u8) -> [f32; FEATURE_COUNT] {
    let Regions { near, within_two } = *regions;
    let owned = state.owned(side);
    // One pass over the side's stacks: each height goes to every region the stack is in.
    let (mut controlled, mut near_dvonn, mut on_dvonn, mut close) = (0u32, 0u32, 0u32, 0u32);
    for n in BitIter(owned) {
        let (height, bit) = (u32::from(state.height[n]), 1u64 << n);
        controlled += height;
        near_dvonn += height * u32::from(near & bit != 0);
        on_dvonn += height * u32::from(state.dvonn & bit != 0);
        close += height * u32::from(within_two & bit != 0);
    }
    let (mut mobility, mut movable, mut reach) = (0, 0, 0u64);
    for n in BitIter(state.unblocked(side)) {
        let landings = state.landings(n);
        mobility += landings.count_ones();
        movable += u32::from(landings != 0);
        reach |= landings;
    }
    let (mut best_capture, mut in_reach) = (0u8, 0u32);
    for n in BitIter(reach & state.owned(side ^ 1)) {
        best_capture = best_capture.max(state.height[n]);
        in_reach += u32::from(state.height[n]);
    }
    [
        controlled as f32,
        near_dvonn as f32,
        on_dvonn as f32,
        close as f32,
        owned.count_ones() as f32,
        mobility as f32,
        movable as f32,
        f32::from(best_capture),
        in_reach as f32,
        0.0,
        0.0,
    ]
}

/// The evaluation for the side to act in thousandths of the fitted log-odds (the weighted sum
/// before `tanh`, which keeps the order): the integer leaf score of [`crate::search`].
pub(crate) fn search_score(state: &DvonnState) -> i32 {
    (DvonnEvaluator::log_odds(state, Player::new(usize::from(state.turn))) * 1000.0) as i32
}

impl Evaluator<Dvonn> for DvonnEvaluator {
    fn evaluate(&self, game: &Dvonn, state: &DvonnState, player: Player) -> f32 {
        // The game's own end rule: under `mover-stuck` a player who must pass has lost or won
        // already, and the value is exact.
        if game.is_over(state) {
            let mine = state.pieces_controlled(player);
            let theirs = state.pieces_controlled(player.opponent());
            return match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Less => -1.0,
                std::cmp::Ordering::Equal => 0.0,
            };
        }
        Self::log_odds(state, player).tanh()
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
