//! The generic alpha-beta's judgements on the shared score scale ([`crate::ai::score`]):
//! evaluator values in `[-1, 1]` scaled into a narrow band, and finished games by reward.

pub(super) use crate::ai::score::{INFINITY, MAX_PLY, from_table, is_proven, to_table};
use crate::ai::score::{lost, won};

/// Evaluator output `1.0` maps to this score.
const EVAL_SCALE: f64 = 10_000.0;

/// Score of a finished game worth `reward` (in `[0, 1]`) to the player whose view is taken,
/// `ply` plies from the root: a win or a loss by the shared convention. A draw's share (1/2
/// with two players, 1/3 with three) is scored on the evaluator's scale, like a judgement
/// worth the same chance, so that a sure draw and an uncertain position compare.
pub(super) fn terminal(reward: f64, ply: usize) -> i32 {
    let reward = reward.clamp(0.0, 1.0);
    if reward >= 1.0 {
        won(ply)
    } else if reward <= 0.0 {
        lost(ply)
    } else {
        judgement((2.0 * reward - 1.0) as f32)
    }
}

/// Score of an evaluator judgement in `[-1, 1]` (clamped; non-finite counts as 0).
pub(super) fn judgement(value: f32) -> i32 {
    let value = if value.is_finite() { f64::from(value).clamp(-1.0, 1.0) } else { 0.0 };
    (value * EVAL_SCALE).round() as i32
}

/// The score on the evaluator's `[-1, 1]` scale (proven results at the ends).
pub(super) fn to_value(score: i32) -> f64 {
    if is_proven(score) {
        f64::from(score.signum())
    } else {
        (f64::from(score) / EVAL_SCALE).clamp(-1.0, 1.0)
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "proven scores map to exactly -1 and 1")]
mod tests {
    use super::*;

    #[test]
    fn finished_games_are_proven_and_judgements_are_not() {
        assert!(terminal(1.0, 3) > terminal(1.0, 5));
        assert!(terminal(0.0, 5) > terminal(0.0, 3));
        assert_eq!(terminal(0.5, 7), 0);
        assert!(is_proven(terminal(1.0, MAX_PLY)) && is_proven(terminal(0.0, MAX_PLY)));
        assert!(!is_proven(judgement(1.0)) && !is_proven(judgement(-1.0)));
        assert_eq!(from_table(to_table(judgement(0.25), 4), 4), judgement(0.25));
        assert_eq!(judgement(f32::NAN), 0);
        assert_eq!(to_value(terminal(0.0, 2)), -1.0);
        assert!((to_value(judgement(0.5)) - 0.5).abs() < 1e-9);
    }
}
