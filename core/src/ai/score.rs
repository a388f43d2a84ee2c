//! Search scores: the one integer scale every alpha-beta search in Plateau uses, the generic
//! one ([`super::AlphaBetaAgent`]) and the games' own searches alike, so that the skeleton that
//! drives them ([`super::deepening`]) can tell a proven result from a judgement.
//!
//! The convention:
//! - A score is from the point of view of the side to act at the node.
//! - Judgements (the evaluator's opinion) stay strictly inside `(-PROVEN, PROVEN)`; each
//!   search picks its own scale within that band.
//! - A game won `ply` plies below the root scores [`won`]`(ply)`, `WIN - ply * PLY`, a lost
//!   one [`lost`]`(ply)`: a sooner win is always better and a later loss always less bad. A
//!   game may add a tie-break of at most [`MAX_TIE_BREAK`] either way (DVONN adds the piece
//!   margin); it orders results at the same distance only.
//! - In the transposition table a proven score is counted from the node that stores it, not
//!   from the root ([`to_table`], [`from_table`]), so the entry is right wherever the
//!   position is met again.

/// Above every reachable score; the initial window is `(-INFINITY, INFINITY)`.
pub const INFINITY: i32 = 2_000_000;

/// The score of winning right now, at the root.
pub const WIN: i32 = 1_000_000;

/// Most plies a search line can have; deeper results count as this deep.
pub const MAX_PLY: usize = 128;

/// What one ply of distance to the game's end costs a proven score.
pub const PLY: i32 = 128;

/// Largest tie-break a game may add to a proven score: less than half a ply, so that it
/// never outweighs the distance.
pub const MAX_TIE_BREAK: i32 = PLY / 2 - 1;

/// Scores beyond ±`PROVEN` are proven results; every judgement stays inside.
pub const PROVEN: i32 = WIN - (MAX_PLY as i32 + 1) * PLY;

/// The score of a game won `ply` plies below the root.
pub fn won(ply: usize) -> i32 {
    WIN - ply.min(MAX_PLY) as i32 * PLY
}

/// The score of a game lost `ply` plies below the root.
pub fn lost(ply: usize) -> i32 {
    -won(ply)
}

/// `points` as a tie-break between proven results at the same distance, clamped to
/// [`MAX_TIE_BREAK`].
pub fn tie_break(points: i32) -> i32 {
    points.clamp(-MAX_TIE_BREAK, MAX_TIE_BREAK)
}

/// True for the score of a proven win or loss.
pub fn is_proven(score: i32) -> bool {
    score.abs() > PROVEN
}

/// `score`, found `ply` plies below the root, as the table stores it: a proven result
/// counted from the node instead of the root.
pub fn to_table(score: i32, ply: usize) -> i32 {
    let shift = ply.min(MAX_PLY) as i32 * PLY;
    if score > PROVEN {
        score + shift
    } else if score < -PROVEN {
        score - shift
    } else {
        score
    }
}

/// The inverse of [`to_table`] for a node `ply` plies below the root.
pub fn from_table(score: i32, ply: usize) -> i32 {
    let shift = ply.min(MAX_PLY) as i32 * PLY;
    if score > PROVEN {
        score - shift
    } else if score < -PROVEN {
        score + shift
    } else {
        score
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sooner_wins_score_higher_whatever_the_tie_break() {
        assert!(won(3) + tie_break(-1_000) > won(4) + tie_break(1_000));
        assert!(lost(5) > lost(3));
        assert!(is_proven(won(MAX_PLY) - MAX_TIE_BREAK) && is_proven(lost(MAX_PLY) + MAX_TIE_BREAK));
        assert!(!is_proven(PROVEN) && !is_proven(-PROVEN));
        assert!(won(0) < INFINITY);
    }

    #[test]
    fn proven_scores_survive_the_table() {
        for score in [won(9) + 3, lost(9) - 3, 1_234, -PROVEN, 0] {
            assert_eq!(from_table(to_table(score, 4), 4), score);
        }
        // A win 9 plies from the root is a win 5 plies from a node 4 plies down.
        assert_eq!(to_table(won(9), 4), won(5));
        assert_eq!(to_table(lost(9), 4), lost(5));
    }
}
