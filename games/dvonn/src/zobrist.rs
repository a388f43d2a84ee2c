//! Zobrist keys for DVONN positions.
//!
//! A position is hashed as the XOR of one key per piece, chosen by (cell, level in the stack,
//! piece colour), plus a key when Black is to act and a key once placement is over. That
//! covers everything the rules look at, including the order inside stacks, so equal
//! positions hash equally and the hash can be updated piece by piece when a stack moves.

use plateau_core::rng::zobrist_keys;

use crate::geometry::CELL_SLOTS;
use crate::state::{PIECES, Piece};

const LEVELS: usize = PIECES;
const COLOURS: usize = 3;
const PIECE_KEYS: usize = CELL_SLOTS * LEVELS * COLOURS;

static KEYS: [u64; PIECE_KEYS] = zobrist_keys(0x0D70_4E4E_5EED_0049);
const SIDE_KEYS: [u64; 2] = zobrist_keys(0x0D70_4E4E_5EED_0002);

/// Key present while Black is the side to act.
pub(crate) const BLACK_TO_ACT: u64 = SIDE_KEYS[0];
/// Key present once the placement phase is over.
pub(crate) const MOVEMENT: u64 = SIDE_KEYS[1];

/// Key of `piece` at `level` (0 = bottom) of the stack on cell number `cell`.
#[inline]
pub(crate) fn piece(cell: usize, level: usize, piece: Piece) -> u64 {
    KEYS[(cell * LEVELS + level) * COLOURS + piece as usize]
}
