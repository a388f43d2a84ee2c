//! Alpha-beta scores: integers from the point of view of the player to move, with evaluator
//! judgements scaled into a narrow band and proven results far outside it, shrinking with
//! the number of plies to the end so that quicker wins score higher.

/// Above every reachable score; the initial window is `(-INFINITY, INFINITY)`.
pub(super) const INFINITY: i32 = 2_000_000;

/// The score of winning right now (at the root).
const WIN: i32 = 1_000_000;

/// Most plies a search line can have; scores of proven results stay above `PROVEN`.
pub(super) const MAX_PLY: usize = 128;

/// Scores beyond ±`PROVEN` are proven results, not judgements.
const PROVEN: i32 = WIN - MAX_PLY as i32 - 1;

/// Evaluator output `1.0` maps to this score.
const EVAL_SCALE: f64 = 10_000.0;

/// Score of a finished game worth `reward` (in `[0, 1]`) to the player whose view is taken,
/// `ply` plies from the root: wins sooner and losses later score better. A draw's share
/// (1/2 with two players, 1/3 with three) is scored on the evaluator's scale, like a
/// judgement worth the same chance, so that a sure draw and an uncertain position compare.
pub(super) fn terminal(reward: f64, ply: usize) -> i32 {
    let reward = reward.clamp(0.0, 1.0);
    if reward > 0.0 && reward < 1.0 {
        return judgement((2.0 * reward - 1.0) as f32);
    }
    let distance = f64::from(WIN - ply.min(MAX_PLY) as i32);
    ((2.0 * reward - 1.0) * distance).round() as i32
}

/// Score of an evaluator judgement in `[-1, 1]` (clamped; non-finite counts as 0).
pub(super) fn judgement(value: f32) -> i32 {
    let value = if value.is_finite() { f64::from(value).clamp(-1.0, 1.0) } else { 0.0 };
    (value * EVAL_SCALE).round() as i32
}

/// True for the score of a proven win or loss.
pub(super) fn is_proven(score: i32) -> bool {
    score.abs() > PROVEN
}

/// A score as stored in the transposition table: proven results counted from the node
/// instead of the root, so the entry is right wherever the node is met again.
pub(super) fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > PROVEN {
        score + ply
    } else if score < -PROVEN {
        score - ply
    } else {
        score
    }
}

/// The inverse of [`to_table`] for a node `ply` plies from the root.
pub(super) fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > PROVEN {
        score - ply
    } else if score < -PROVEN {
        score + ply
    } else {
        score
    }
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
    fn proven_scores_prefer_quick_wins_and_survive_the_table() {
        assert!(terminal(1.0, 3) > terminal(1.0, 5));
        assert!(terminal(0.0, 5) > terminal(0.0, 3));
        assert_eq!(terminal(0.5, 7), 0);
        assert!(is_proven(terminal(1.0, MAX_PLY)) && is_proven(terminal(0.0, MAX_PLY)));
        assert!(!is_proven(judgement(1.0)) && !is_proven(judgement(-1.0)));
        for score in [terminal(1.0, 9), terminal(0.0, 9), judgement(0.25), 0] {
            assert_eq!(from_table(to_table(score, 4), 4), score);
        }
        // A win 9 plies from the root is a win 5 plies from a node 4 plies down.
        assert_eq!(to_table(terminal(1.0, 9), 4), terminal(1.0, 5));
        assert_eq!(judgement(f32::NAN), 0);
        assert_eq!(to_value(terminal(0.0, 2)), -1.0);
        assert!((to_value(judgement(0.5)) - 0.5).abs() < 1e-9);
    }
}
