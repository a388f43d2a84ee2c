//! Move generation (rules §1.3, §1.4, §1.6): which actions the side to act has.
//!
//! A movement-phase move starts on a stack the mover owns that is not surrounded and lands
//! exactly `height` steps away on an occupied space; [`TARGETS`] holds those landing spaces
//! per cell and height, so the moves of one stack are one AND with the occupied set.

use crate::geometry::{BitIter, Cell, JUMPS, MAX_REACH, SPACES, TARGETS, surrounded};
use crate::moves::Move;
use crate::options::EndRule;
use crate::state::{DvonnState, PIECES, Status};

/// Move slots appended per stack: the six directions, rounded up to a power of two so that
/// indexing them needs no bounds check.
const SLOTS: usize = 8;

impl DvonnState {
    /// Stacks owned by seat `side` (top piece of its colour).
    #[inline]
    pub(crate) fn owned(&self, side: u8) -> u64 {
        if side == 0 { self.white } else { self.black }
    }

    /// Stacks of seat `side` that are not surrounded: the only ones that might move.
    #[inline]
    pub(crate) fn unblocked(&self, side: u8) -> u64 {
        self.owned(side) & !surrounded(self.occupied)
    }

    /// The spaces the stack on cell number `n` can land on.
    #[inline]
    pub(crate) fn landings(&self, n: usize) -> u64 {
        TARGETS[n][usize::from(self.height[n]).min(MAX_REACH)] & self.occupied
    }

    /// True when seat `side` has at least one movement-phase move.
    #[inline]
    pub(crate) fn has_move(&self, side: u8) -> bool {
        BitIter(self.unblocked(side)).any(|n| self.landings(n) != 0)
    }

    /// Fills `out` with the legal actions of the side to act under the end rule `end`:
    /// placements on every empty space (phase 1), every move (phase 2), exactly one pass when
    /// forced, nothing when the game is over (which under [`EndRule::MoverStuck`] is where a
    /// pass would be forced). Order: by cell number of the placement or of the start, then by
    /// direction (E, NE, NW, W, SW, SE).
    pub(crate) fn legal_moves(&self, out: &mut Vec<Move>, end: EndRule) {
        out.clear();
        match self.status {
            Status::Over => {}
            Status::MustPass => {
                if end == EndRule::NeitherCanMove {
                    out.push(Move::Pass);
                }
            }
            Status::Acting if self.is_placement() => {
                let mut empty = SPACES & !self.occupied;
                out.reserve(PIECES);
                while empty != 0 {
                    out.push(Move::Place(Cell::of_number(empty.trailing_zeros() as usize)));
                    empty &= empty - 1;
                }
            }
            Status::Acting => {
                // A stack has at most six landings. Eight slots are appended per stack and the
                // six candidates written into them, advancing only past landings on occupied
                // spaces; then the unused slots are cut off. No branch depends on the board
                // (random play would mispredict them), and the candidates are written in
                // place: staging them in a local array and copying it costs a store-forwarding
                // stall per stack.
                let mobile = self.unblocked(self.turn);
                out.reserve(SLOTS * PIECES);
                for n in BitIter(mobile) {
                    let from = Cell::of_number(n);
                    let start = out.len();
                    out.extend_from_slice(&[Move::Pass; SLOTS]);
                    let slots = &mut out[start..];
                    let mut kept = 0;
                    for &to in &JUMPS[n][usize::from(self.height[n]).min(MAX_REACH)] {
                        slots[kept & (SLOTS - 1)] = Move::Jump { from, to };
                        kept += ((self.occupied >> to.number()) & 1) as usize;
                    }
                    out.truncate(start + kept);
                }
            }
        }
    }
}
