//! How a game went, from the evaluator's judgement of each position along it: how often the
//! lead changed hands, and how far into the game the winner's lead became final.
//!
//! A trajectory is a slice of positions in the order played, `positions[i]` judging the
//! position after `i` plies (so `positions[0]` is the start). Each position is given
//! either as one value per seat, each in `[−1, 1]` from that seat's point of view, or, for
//! two players, as the single value for seat 0 (seat 1's value is then its negation).
//!
//! **Leader.** The lead margin of a position is half the gap between the highest and the
//! second-highest seat value; with one value `v` for two players (or values `v` and `−v`)
//! it is `|v|`. The seat with the highest value leads when the margin is positive and at
//! least the dead band (default [`DEAD_BAND`]); otherwise the position is even. A position
//! with a NaN value, or with fewer than two seats' values, is even.

use crate::{Player, Verdict};

/// Default dead band: a lead margin below 0.05 counts as even.
pub const DEAD_BAND: f32 = 0.05;

/// The seat leading at one position (see the [module](self) documentation), as a seat
/// index; `None` when even.
fn leader_index(values: &[f32], dead_band: f32) -> Option<usize> {
    if values.iter().any(|v| v.is_nan()) {
        return None;
    }
    let (seat, margin) = match *values {
        [] => return None,
        [v] => (usize::from(v < 0.0), v.abs()),
        _ => {
            let mut best = 0;
            for (seat, &v) in values.iter().enumerate() {
                if v > values[best] {
                    best = seat;
                }
            }
            let second = values
                .iter()
                .enumerate()
                .filter(|&(seat, _)| seat != best)
                .map(|(_, &v)| v)
                .fold(f32::NEG_INFINITY, f32::max);
            (best, (values[best] - second) / 2.0)
        }
    };
    (margin > 0.0 && margin >= dead_band).then_some(seat)
}

/// The seat leading at one position: the seat with the highest value if the lead margin
/// (half the gap to the second-highest value; `|v|` for a single two-player value `v`) is
/// positive and at least `dead_band`; `None` when the position is even.
///
/// Panics with more than 8 values (no Plateau game seats more, see [`Player::new`]).
pub fn leader(values: &[f32], dead_band: f32) -> Option<Player> {
    leader_index(values, dead_band).map(Player::new)
}

/// How many times the lead changed hands along a game. The lead belongs to the last seat
/// that led (see [`leader`]); even positions leave it where it was, so a lead that fades to
/// even and comes back to the same seat is not a change. The first seat ever to lead takes
/// the lead without a change; each later position led by a seat other than the holder is
/// one change.
pub fn lead_changes<V: AsRef<[f32]>>(positions: &[V], dead_band: f32) -> u32 {
    let mut holder = None;
    let mut changes = 0;
    for position in positions {
        if let Some(seat) = leader_index(position.as_ref(), dead_band) {
            if holder.is_some_and(|h| h != seat) {
                changes += 1;
            }
            holder = Some(seat);
        }
    }
    changes
}

/// The fraction of the game, in `[0, 1]`, played before the winner's lead became final:
/// `k / n` for a trajectory of `n` positions, where `k` is the first position from which
/// the winner leads (see [`leader`]; an even position does not count as leading) at every
/// later position of the trajectory.
///
/// The trajectory should not include the final position, which the result itself judges:
/// 0 means the winner led from the first position on; `(n − 1) / n` that the winner led
/// only at the last judged position; 1 that the evaluator never saw the winner ahead at
/// the end (the last move decided the game, or the evaluator was wrong).
///
/// `None` for a draw or an empty trajectory.
pub fn decisiveness<V: AsRef<[f32]>>(positions: &[V], verdict: Verdict, dead_band: f32) -> Option<f64> {
    let Verdict::Winner(winner) = verdict else {
        return None;
    };
    if positions.is_empty() {
        return None;
    }
    let stable = positions
        .iter()
        .rev()
        .take_while(|position| leader_index(position.as_ref(), dead_band) == Some(winner.index()))
        .count();
    Some((positions.len() - stable) as f64 / positions.len() as f64)
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "fractions k/n with small n are compared exactly")]
mod tests {
    use super::*;

    const WHITE: Verdict = Verdict::Winner(Player::WHITE);
    const BLACK: Verdict = Verdict::Winner(Player::BLACK);
    const RED: Verdict = Verdict::Winner(Player::RED);

    /// A two-player trajectory given as seat 0's values.
    fn two(values: &[f32]) -> Vec<Vec<f32>> {
        values.iter().map(|&v| vec![v]).collect()
    }

    #[test]
    fn leader_with_the_dead_band() {
        assert_eq!(leader(&[0.3], DEAD_BAND), Some(Player::WHITE));
        assert_eq!(leader(&[-0.3], DEAD_BAND), Some(Player::BLACK));
        assert_eq!(leader(&[0.049], DEAD_BAND), None);
        assert_eq!(leader(&[-0.049], DEAD_BAND), None);
        assert_eq!(leader(&[0.05], DEAD_BAND), Some(Player::WHITE));
        // One value and the pair of values agree.
        assert_eq!(leader(&[0.05, -0.05], DEAD_BAND), Some(Player::WHITE));
        assert_eq!(leader(&[-0.3, 0.3], DEAD_BAND), Some(Player::BLACK));
        assert_eq!(leader(&[0.04, -0.04], DEAD_BAND), None);
        // Three seats: half the gap between the two best.
        assert_eq!(leader(&[0.1, 0.5, -0.6], DEAD_BAND), Some(Player::BLACK));
        assert_eq!(leader(&[0.42, 0.5, -0.9], DEAD_BAND), None);
        assert_eq!(leader(&[-0.9, 0.1, 0.2], DEAD_BAND), Some(Player::RED));
        // Ties and degenerate input are even, whatever the band.
        assert_eq!(leader(&[0.3, 0.3, -0.6], 0.0), None);
        assert_eq!(leader(&[0.0], 0.0), None);
        assert_eq!(leader(&[], DEAD_BAND), None);
        assert_eq!(leader(&[0.5, f32::NAN], DEAD_BAND), None);
    }

    #[test]
    fn a_lead_that_never_changes() {
        let game = two(&[0.0, 0.1, 0.2, 0.3, 0.5]);
        assert_eq!(lead_changes(&game, DEAD_BAND), 0);
        // Even at the start, White ahead from position 1 of 5.
        assert_eq!(decisiveness(&game, WHITE, DEAD_BAND), Some(0.2));
        let from_the_start = two(&[0.1, 0.2, 0.3, 0.5]);
        assert_eq!(decisiveness(&from_the_start, WHITE, DEAD_BAND), Some(0.0));
    }

    #[test]
    fn a_lead_that_flips_at_the_end() {
        let game = two(&[0.3, 0.2, 0.1, -0.2]);
        assert_eq!(lead_changes(&game, DEAD_BAND), 1);
        assert_eq!(decisiveness(&game, BLACK, DEAD_BAND), Some(0.75));
        // The evaluator never sees Black ahead: decided by the last move.
        let surprise = two(&[0.3, 0.2, 0.1, 0.1]);
        assert_eq!(lead_changes(&surprise, DEAD_BAND), 0);
        assert_eq!(decisiveness(&surprise, BLACK, DEAD_BAND), Some(1.0));
    }

    #[test]
    fn even_positions_keep_the_lead_but_break_a_winning_streak() {
        // White, even, even, White: no change.
        let faded = two(&[0.1, 0.04, -0.04, 0.1]);
        assert_eq!(lead_changes(&faded, DEAD_BAND), 0);
        // The streak that counts for decisiveness starts after the last even position.
        assert_eq!(decisiveness(&faded, WHITE, DEAD_BAND), Some(0.75));
        // White, even, Black, White: two changes.
        let swung = two(&[0.1, -0.04, -0.06, 0.1]);
        assert_eq!(lead_changes(&swung, DEAD_BAND), 2);
        // With no dead band the small values lead too: White, White, Black, White.
        assert_eq!(lead_changes(&faded, 0.0), 2);
        // Many swings.
        let seesaw = two(&[0.5, -0.5, 0.5, -0.5, 0.5, 0.0]);
        assert_eq!(lead_changes(&seesaw, DEAD_BAND), 4);
        assert_eq!(decisiveness(&seesaw, WHITE, DEAD_BAND), Some(1.0));
    }

    #[test]
    fn draws_and_empty_games() {
        let game = two(&[0.2, -0.2, 0.0]);
        assert_eq!(lead_changes(&game, DEAD_BAND), 1);
        assert_eq!(decisiveness(&game, Verdict::Draw, DEAD_BAND), None);
        let empty: Vec<Vec<f32>> = Vec::new();
        assert_eq!(lead_changes(&empty, DEAD_BAND), 0);
        assert_eq!(decisiveness(&empty, WHITE, DEAD_BAND), None);
        let all_even = two(&[0.0, 0.01, -0.01]);
        assert_eq!(lead_changes(&all_even, DEAD_BAND), 0);
        assert_eq!(decisiveness(&all_even, WHITE, DEAD_BAND), Some(1.0));
    }

    #[test]
    fn three_players() {
        let game = [
            [0.5, -0.2, -0.3], // White leads by 0.35
            [0.1, 0.4, -0.5],  // Black by 0.15
            [0.3, 0.32, -0.6], // even: margin 0.01
            [0.0, 0.1, 0.6],   // Red by 0.25
            [-0.5, -0.4, 0.9], // Red
        ];
        assert_eq!(lead_changes(&game, DEAD_BAND), 2);
        assert_eq!(decisiveness(&game, RED, DEAD_BAND), Some(0.6));
        assert_eq!(decisiveness(&game, BLACK, DEAD_BAND), Some(1.0));
        assert_eq!(decisiveness(&game, Verdict::Draw, DEAD_BAND), None);
        // Two-player values given per seat behave like the single value.
        let pairs: Vec<Vec<f32>> = [0.3f32, 0.2, 0.1, -0.2].iter().map(|&v| vec![v, -v]).collect();
        assert_eq!(lead_changes(&pairs, DEAD_BAND), 1);
        assert_eq!(decisiveness(&pairs, BLACK, DEAD_BAND), Some(0.75));
    }
}
