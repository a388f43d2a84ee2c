//! Hex moves: a stone on an empty cell, or the swap.

use crate::geometry::{Cell, MAX_CELLS};

/// One action: place a stone, or (second player, first turn, with the swap rule) swap.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Move {
    /// A stone of the player to move on this empty cell.
    Place(Cell),
    /// The swap: the first stone is taken over (see rules.md).
    Swap,
}

/// The id of the swap: just past the cell numbers of the largest board.
pub(crate) const SWAP_ID: u32 = MAX_CELLS as u32;
