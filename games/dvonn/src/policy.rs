//! The DVONN playout policy: playouts that take what is offered.
//!
//! Uniformly random movement-phase playouts leave tall enemy stacks standing next to stacks
//! that could take them, so they misjudge positions where one side has a capture at hand.
//! With probability `GREEDY` (0.9) a playout move takes the tallest enemy stack in reach: one
//! of the tallest at random, then one of the stacks that reach it at random. Otherwise, and
//! when nothing can be taken, the move is uniform among the legal ones. Placements stay
//! uniform: no placement rule has been measured yet.
//!
//! Greedy moves and placements are found on the bitboards, without generating the legal
//! moves: in a playout that generation would cost more than the choice itself.

use plateau_core::Rng;
use plateau_core::ai::PlayoutPolicy;

use crate::geometry::{BitIter, Cell, SPACES};
use crate::moves::Move;
use crate::rules::Dvonn;
use crate::state::{DvonnState, Status};

/// Share of movement-phase playout moves chosen greedily: mostly greedy playouts beat plain
/// UCT, and a little chance keeps them from all following one script (measured against
/// plain UCT at equal time: docs/ai-strength.md).
const GREEDY: f64 = 0.9;

/// Capture-greedy playouts for DVONN's movement phase.
#[derive(Clone, Copy, Debug, Default)]
pub struct DvonnPolicy;

impl PlayoutPolicy<Dvonn> for DvonnPolicy {
    /// Uniform: [`pick`](PlayoutPolicy::pick) has already declined to be greedy.
    fn choose(&self, _game: &Dvonn, _state: &DvonnState, moves: &[Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }

    fn pick(&self, game: &Dvonn, state: &DvonnState, rng: &mut Rng) -> Option<Move> {
        match state.status {
            // Under `mover-stuck` this position is over and has no pass to play.
            Status::MustPass => (!game.is_over(state)).then_some(Move::Pass),
            Status::Acting if state.is_placement() => {
                let empty = SPACES & !state.occupied;
                Some(Move::Place(Cell::of_number(nth_bit(empty, rng.below(empty.count_ones() as usize)))))
            }
            Status::Acting if rng.unit() < GREEDY => greedy_capture(state, rng),
            // The uniform tenth (and a finished game, which playouts never ask about) go to
            // `choose` with the legal moves; a finished game has none, so `next_move` says
            // `None`.
            Status::Acting | Status::Over => None,
        }
    }
}

/// A move onto one of the tallest enemy stacks in reach of the side to act, or `None` when
/// no enemy stack is in reach.
fn greedy_capture(state: &DvonnState, rng: &mut Rng) -> Option<Move> {
    let movers = state.unblocked(state.turn);
    let mut reach = 0u64;
    for n in BitIter(movers) {
        reach |= state.landings(n);
    }
    reach &= state.owned(state.turn ^ 1);
    let (mut tallest, mut prizes) = (0u8, 0u64);
    for t in BitIter(reach) {
        let height = state.height[t];
        if height > tallest {
            (tallest, prizes) = (height, 1 << t);
        } else if height == tallest {
            prizes |= 1 << t;
        }
    }
    if prizes == 0 {
        return None;
    }
    let to = nth_bit(prizes, rng.below(prizes.count_ones() as usize));
    let sources = BitIter(movers).filter(|&n| state.landings(n) >> to & 1 == 1).fold(0u64, |s, n| s | 1 << n);
    let from = nth_bit(sources, rng.below(sources.count_ones() as usize));
    Some(Move::Jump { from: Cell::of_number(from), to: Cell::of_number(to) })
}

/// Number of the `k`-th lowest set bit of `bits` (`k` below its population).
fn nth_bit(mut bits: u64, k: usize) -> usize {
    for _ in 0..k {
        bits &= bits - 1;
    }
    bits.trailing_zeros() as usize
}
