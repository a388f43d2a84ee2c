//! Zobrist keys for Hex positions: one per (colour, cell), one while Black is to move, one
//! while the swap is on offer.

use plateau_core::rng::zobrist_keys;

use crate::geometry::MAX_CELLS;

static STONES: [u64; 2 * MAX_CELLS] = zobrist_keys(0x4E58_5EED_0000_0361);
const FLAGS: [u64; 2] = zobrist_keys(0x4E58_5EED_0000_0002);

/// Key present while Black is to move.
pub(crate) const BLACK_TO_MOVE: u64 = FLAGS[0];
/// Key present while the swap is a legal move.
pub(crate) const SWAP_OPEN: u64 = FLAGS[1];

/// Key of a stone of `player` on cell number `cell`.
#[inline]
pub(crate) fn stone(player: usize, cell: usize) -> u64 {
    STONES[player * MAX_CELLS + cell]
}
