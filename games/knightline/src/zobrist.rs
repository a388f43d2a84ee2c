//! Zobrist keys, computed at compile time.
//!
//! A stack is keyed by its owner, its torus slot and its height: the slot key of the owner
//! rotated left by the height (heights are `1..=20`, so the rotations of one random key are
//! as good as independent keys and the table stays at one key per owner and slot). The grey
//! tile uses White's slot key rotated by [`GREY_ROTATION`], far from any height. Keying by
//! torus slot instead of by coordinate keeps the table at 96 KiB; two cells sharing a slot
//! are never both occupied in one position (see `torus.rs`).

use plateau_core::rng::zobrist_keys;

use crate::geometry::Cell;
use crate::torus::slot;

const SLOTS: usize = 64 * 64;
const PLAYERS: usize = 3;

static STACK_KEYS: [u64; PLAYERS * SLOTS] = zobrist_keys(0x4b4e_4947_4854_4c31);
static TURN_KEYS: [u64; 8] = zobrist_keys(0x4b4c_5455_524e_5331);

/// Rotation of the grey tile's key; heights use rotations `1..=20`.
const GREY_ROTATION: u32 = 48;

/// Key of a stack of `height` tiles of `owner` on `cell`.
#[inline]
pub fn stack(owner: usize, cell: Cell, height: u8) -> u64 {
    STACK_KEYS[owner * SLOTS + slot(cell.x(), cell.y())].rotate_left(u32::from(height))
}

/// Key of the grey tile on `cell`.
pub fn grey(cell: Cell) -> u64 {
    STACK_KEYS[slot(cell.x(), cell.y())].rotate_left(GREY_ROTATION)
}

/// Key of `player` being the one to act.
#[inline]
pub const fn turn(player: usize) -> u64 {
    TURN_KEYS[player]
}

/// Key of `left` placements still to be made (the grey-tile opening); 0 has none.
pub const fn placements(left: u8) -> u64 {
    if left == 0 { 0 } else { TURN_KEYS[3 + left as usize] }
}

/// Key of "White's first move must move one tile".
pub const fn restricted() -> u64 {
    TURN_KEYS[3]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stack_keys_differ_by_owner_cell_and_height() {
        let a = Cell::new(1, 2).unwrap();
        let b = Cell::new(2, 1).unwrap();
        let mut keys = vec![grey(a), grey(b), restricted(), placements(1), placements(3)];
        for owner in 0..3 {
            for cell in [a, b] {
                for h in 1..=20 {
                    keys.push(stack(owner, cell, h));
                }
            }
        }
        let n = keys.len();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), n);
        assert_eq!(placements(0), 0);
    }
}
