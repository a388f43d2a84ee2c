//! A heuristic for search: who is closer to four in a row, and who can keep moving.
//!
//! For each player it adds up:
//!
//! - **windows**: every 4 consecutive cells on a line axis that hold none of the other
//!   players' stacks (nor a blocker grey tile) and at least two of this player's. Three of
//!   four is a *threat*; a threat whose empty cell the player can reach with a split right
//!   now is *live*. Each window is counted once (from its first own stack).
//! - **mobility**: the number of (stack, target) pairs the player can split to now;
//! - **reserve**: spare tiles (sum of `height - 1`). Tall stacks kept for later keep a player
//!   moving when the group has grown, and running out of moves loses (two players) or ends
//!   the game (three players).
//!
//! It also counts, for the three-player model, the distinct **live gaps** (cells that would
//! complete a live threat: a rival blocks all the threats through one cell with one move)
//! and the **tall** stacks (those that can still split).
//!
//! A live threat of the player to move is a win next turn, so that position is worth nearly
//! a win for them. Otherwise, with two players, the value for `player` is `tanh` of their
//! total minus the other's, so it lies in `(-1, 1)`. With three players the value comes
//! from the fitted model of `three_players.rs` instead (each player's chance of winning).
//! Finished games give exactly 1, -1 or 0 (draw).
//!
//! Cost: 14 word loads per stack of the player (the 7 x 7 block around it), a few bit
//! operations per axis; no allocation.

use plateau_core::board::square::LINE_AXES;
use plateau_core::{Evaluator, Game, Player, Verdict};

use crate::KnightLine;
use crate::state::KnightLineState;
use crate::three_players;

/// Weights of the features (see the module documentation). The defaults were chosen so that
/// a live threat outweighs any amount of mobility and an open pair outweighs a few targets.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct KnightLineEvaluator {
    /// Per live threat (three of four, the fourth reachable now).
    pub live_threat: f32,
    /// Per other threat (three of four).
    pub threat: f32,
    /// Per open pair (two of four, the rest empty).
    pub pair: f32,
    /// Per (stack, target) pair the player can split to.
    pub mobility: f32,
    /// Per spare tile.
    pub reserve: f32,
}

impl Default for KnightLineEvaluator {
    fn default() -> Self {
        Self { live_threat: 0.6, threat: 0.25, pair: 0.06, mobility: 0.015, reserve: 0.01 }
    }
}

/// Number of counted features of one player.
pub const FEATURE_COUNT: usize = 7;

/// Names of the counted features of one player, in the order of
/// [`KnightLineEvaluator::features`] (see the module documentation).
pub const FEATURES: [&str; FEATURE_COUNT] =
    ["live_threats", "live_gaps", "threats", "pairs", "targets", "tall", "spare"];

/// Counted features of one player.
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq)]
pub(crate) struct Features {
    pub(crate) live_threats: u32,
    pub(crate) threats: u32,
    pub(crate) pairs: u32,
    pub(crate) targets: u32,
    pub(crate) spare: u32,
    /// Distinct empty cells that would complete a live threat (one block stops all the
    /// threats through one cell, not those through two).
    pub(crate) live_gaps: u32,
    /// Stacks that can still split.
    pub(crate) tall: u32,
    /// The first [`MAX_GAPS`] of those cells (`live_gaps` may count more).
    pub(crate) gaps: [(i32, i32); MAX_GAPS],
}

/// Most live-threat gaps a [`Features`] remembers; more than one or two is rare, and any
/// past these are still counted.
pub(crate) const MAX_GAPS: usize = 8;

impl Features {
    pub(crate) fn as_array(self) -> [f32; FEATURE_COUNT] {
        [self.live_threats, self.live_gaps, self.threats, self.pairs, self.targets, self.tall, self.spare]
            .map(|n| n as f32)
    }
}

impl KnightLineEvaluator {
    /// The counted features of `player` in `state`, named by [`FEATURES`]: what the weights
    /// of the two-player value and the three-player model multiply. For tuning programs.
    pub fn features(state: &KnightLineState, player: Player) -> [f32; FEATURE_COUNT] {
        features(state, player.index()).as_array()
    }
}

/// Value given to the player to move who can complete a line at once.
pub(crate) const WINNING_NEXT: f32 = 0.95;

impl Evaluator<KnightLine> for KnightLineEvaluator {
    fn evaluate(&self, game: &KnightLine, state: &KnightLineState, player: Player) -> f32 {
        if let Some(outcome) = game.outcome(state) {
            return match outcome.verdict {
                Verdict::Winner(w) if w == player => 1.0,
                Verdict::Winner(_) => -1.0,
                Verdict::Draw => 0.0,
            };
        }
        let players = state.players as usize;
        if players == 3 {
            return three_players::value(state, player);
        }
        let mut totals = [0f32; 3];
        for (p, total) in totals.iter_mut().enumerate().take(players) {
            let f = features(state, p);
            if p == state.to_move as usize && f.live_threats > 0 && !state.is_placement() {
                return if p == player.index() { WINNING_NEXT } else { -WINNING_NEXT };
            }
            *total = self.live_threat * f.live_threats as f32
                + self.threat * f.threats as f32
                + self.pair * f.pairs as f32
                + self.mobility * f.targets as f32
                + self.reserve * f.spare as f32;
        }
        let me = totals[player.index()];
        let rival = (0..players).filter(|&p| p != player.index()).map(|p| totals[p]).fold(f32::MIN, f32::max);
        (me - rival).tanh()
    }
}

/// The features of player `p` in `state`.
pub(crate) fn features(state: &KnightLineState, p: usize) -> Features {
    let wild = state.wild();
    let mut f = Features::default();
    let tall = state.tall[p].as_slice();
    f.tall = tall.len() as u32;
    for t in tall {
        f.spare += u32::from(t.height) - 1;
        f.targets += state.frontier.knight_targets(t.cell.x(), t.cell.y()).count_ones();
    }
    let reachable = |x: i32, y: i32| {
        state.is_target(x, y)
            && tall.iter().any(|t| {
                let (dx, dy) = ((x - t.cell.x()).abs(), (y - t.cell.y()).abs());
                (dx == 1 && dy == 2) || (dx == 2 && dy == 1)
            })
    };
    for c in state.cells_of(&state.owned[p]) {
        // The 7 x 7 block around c, one word per row: row j is y = c.y + j - 3, and bit k of
        // it is x = c.x + k - 3. Loaded once for all four axes.
        let row = |plane: &crate::torus::Plane, j: i32| plane.row_from(c.y() + j - 3, c.x() - 3);
        let mut own_rows = [0u64; 7];
        let mut occupied_rows = [0u64; 7];
        for j in 0..7 {
            own_rows[j as usize] = row(&state.owned[p], j);
            occupied_rows[j as usize] = row(&state.occupied, j);
        }
        let mut member_rows = own_rows;
        if let Some(g) = wild {
            let (gx, gy) = (g.x() - c.x() + 3, g.y() - c.y() + 3);
            if (0..7).contains(&gx) && (0..7).contains(&gy) {
                member_rows[gy as usize] |= 1 << gx;
            }
        }
        for (dx, dy) in LINE_AXES {
            // Bit i stands for the cell c + (i - 3) * (dx, dy); c itself is bit 3.
            let (mut member, mut blocked, mut own) = (0u32, 0u32, 0u32);
            for i in 0..7 {
                let (j, k) = ((3 + (i - 3) * dy) as usize, 3 + (i - 3) * dx);
                let bit = |rows: &[u64; 7]| ((rows[j] >> k) & 1) as u32;
                member |= bit(&member_rows) << i;
                own |= bit(&own_rows) << i;
                blocked |= bit(&occupied_rows) << i;
            }
            blocked &= !member;
            for start in 0..4 {
                let window = 0b1111 << start;
                if blocked & window != 0 || (own & window).trailing_zeros() != 3 {
                    continue;
                }
                match (member & window).count_ones() {
                    2 => f.pairs += 1,
                    3 => {
                        let gap = (!member & window).trailing_zeros() as i32 - 3;
                        let at = (c.x() + gap * dx, c.y() + gap * dy);
                        if reachable(at.0, at.1) {
                            f.live_threats += 1;
                            // Past MAX_GAPS, a gap cannot be recognised and counts as new.
                            let known = &f.gaps[..(f.live_gaps as usize).min(MAX_GAPS)];
                            if !known.contains(&at) {
                                if let Some(slot) = f.gaps.get_mut(f.live_gaps as usize) {
                                    *slot = at;
                                }
                                f.live_gaps += 1;
                            }
                        } else {
                            f.threats += 1;
                        }
                    }
                    _ => {}
                }
            }
        }
    }
    f
}

#[cfg(test)]
mod tests {
    use plateau_core::Rng;

    use super::*;
    use crate::{Grey, KnightLineOptions};

    fn game(players: u8, grey: Grey) -> KnightLine {
        KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() }).unwrap()
    }

    #[test]
    fn counts_pairs_threats_and_live_threats_once() {
        let g = game(2, Grey::None);
        let (white, black) = (Player::WHITE, Player::BLACK);
        // White has three in a row on (1,0) (2,0) (3,0) and a tall stack on (2,2).
        let s = g
            .position(
                &[(1, 0, white, 1), (2, 0, white, 1), (3, 0, white, 1), (2, 2, white, 3), (0, 1, black, 5)],
                None,
                black,
            )
            .unwrap();
        let f = features(&s, 0);
        // Row windows x = 0..=3 (gap at 0,0) and x = 1..=4 (gap at 4,0): two threats, and
        // neither gap is a knight's jump from (2,2), so neither is live.
        assert_eq!((f.threats, f.live_threats), (2, 0), "{f:?}");
        assert_eq!(f.spare, 2);
        let s = g
            .position(
                &[(1, 0, white, 1), (2, 0, white, 1), (3, 0, white, 1), (3, 2, white, 3), (0, 1, black, 5)],
                None,
                black,
            )
            .unwrap();
        // With the tall stack on (3,2) instead, the jump (1,-2) reaches the gap (4,0): live.
        assert_eq!(features(&s, 0).live_threats, 1);
    }

    #[test]
    fn a_live_threat_for_the_side_to_move_is_nearly_a_win() {
        let g = game(2, Grey::None);
        let (white, black) = (Player::WHITE, Player::BLACK);
        let stacks =
            [(1, 0, white, 1), (2, 0, white, 1), (3, 0, white, 1), (3, 2, white, 3), (0, 1, black, 5)];
        let e = KnightLineEvaluator::default();
        let s = g.position(&stacks, None, white).unwrap();
        assert!((e.evaluate(&g, &s, white) - WINNING_NEXT).abs() < 1e-6);
        assert!((e.evaluate(&g, &s, black) + WINNING_NEXT).abs() < 1e-6);
        // With Black to move White's threat is still worth a lot, but not a certain win.
        let s = g.position(&stacks, None, black).unwrap();
        let v = e.evaluate(&g, &s, white);
        assert!(v > 0.3 && v < WINNING_NEXT, "{v}");
    }

    #[test]
    fn finished_games_score_exactly_and_values_stay_in_range() {
        let evaluator = KnightLineEvaluator::default();
        for (players, grey) in [(2, Grey::None), (3, Grey::None), (2, Grey::Wildcard), (3, Grey::Blocker)] {
            let rules = game(players, grey);
            let mut rng = Rng::new(7);
            let mut moves = Vec::new();
            for _ in 0..50 {
                let mut state = rules.initial_state();
                loop {
                    for p in 0..players as usize {
                        let value = evaluator.evaluate(&rules, &state, Player::new(p));
                        assert!((-1.0..=1.0).contains(&value), "{value}");
                    }
                    rules.legal_moves(&state, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    rules.play_unchecked(&mut state, moves[rng.below(moves.len())]);
                }
                let outcome = rules.outcome(&state).unwrap();
                for p in 0..players as usize {
                    let value = evaluator.evaluate(&rules, &state, Player::new(p));
                    let expected = match outcome.winner() {
                        Some(w) if w.index() == p => 1.0,
                        Some(_) => -1.0,
                        None => 0.0,
                    };
                    assert!((value - expected).abs() < 1e-6, "{value} != {expected}");
                }
            }
        }
    }

    #[test]
    fn blocker_grey_spoils_windows_and_wildcard_fills_them() {
        let (white, black) = (Player::WHITE, Player::BLACK);
        let stacks = [(-2, 0, white, 1), (-1, 0, white, 1), (0, 2, black, 4), (3, 3, white, 2)];
        let blocker = game(2, Grey::Blocker).position(&stacks, Some((0, 0)), black).unwrap();
        let wildcard = game(2, Grey::Wildcard).position(&stacks, Some((0, 0)), black).unwrap();
        let fb = features(&blocker, 0);
        let fw = features(&wildcard, 0);
        assert!(fw.threats > fb.threats, "{fb:?} {fw:?}");
        assert_eq!(fb.threats, 0);
    }
}
