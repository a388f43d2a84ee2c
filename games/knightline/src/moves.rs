//! The [`Move`] type and its `u32` id.
//!
//! A move names cells, never anything of a particular state, so ids are stable across states
//! and options. A `Move` is its id; the constructors only build well-formed ones (cells in
//! the supported range, a real knight jump, a tile count `1..=19`), so ids round-trip
//! exactly.
//!
//! # Id encoding
//!
//! ```text
//! bits  0..8   y + 128  (from-cell or placement cell; 6..=250 for |y| <= 122)
//! bits  8..16  x + 128
//! bits 16..19  jump     index into square::KNIGHT_JUMPS (splits only)
//! bits 19..24  tiles    1..=19 (splits only)
//! bits 24..26  kind     0 pass, 1 placement, 2 split
//! ```
//!
//! The pass is id 0. Every field a kind does not use is zero, so each move has exactly one
//! id and [`Move::from_id`] refuses any other number.

use std::fmt;

use plateau_core::board::square::KNIGHT_JUMPS;

use crate::geometry::Cell;

/// The most tiles a move can take: a stack never holds more than 20, and one stays behind.
pub const MAX_TILES_MOVED: u8 = 19;

/// One action: a forced pass, a stack placement (grey-tile opening), or a split move.
///
/// Stored as its id (module docs), so a move is 4 bytes and the generator writes a run of
/// splits that differ only in the tile count as plain arithmetic (`first + (i << 19)`).
#[derive(Copy, Clone, Eq, PartialEq, Hash)]
pub struct Move(u32);

/// What a move does, with its cells spelled out.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum MoveKind {
    /// The forced pass.
    Pass,
    /// The mover's whole stack of 20 goes on `at` (grey-tile opening).
    Place {
        /// Where the stack goes.
        at: Cell,
    },
    /// `tiles` tiles leave the mover's stack on `from` and form a new stack on `to`.
    Split {
        /// The stack that is split.
        from: Cell,
        /// The empty cell a knight's jump away.
        to: Cell,
        /// How many tiles move.
        tiles: u8,
    },
}

const KIND_SHIFT: u32 = 24;
const TILES_SHIFT: u32 = 19;
const JUMP_SHIFT: u32 = 16;
const X_SHIFT: u32 = 8;
/// Width of one coordinate field.
const COORD_BITS: u32 = 8;
const KIND_PLACE: u32 = 1;
const KIND_SPLIT: u32 = 2;
const OFFSET: i32 = 128;

/// The id bits of a cell.
#[inline]
const fn cell_bits(c: Cell) -> u32 {
    ((c.x() + OFFSET) as u32) << X_SHIFT | (c.y() + OFFSET) as u32
}

/// Extracts `bits` bits of `id` from `shift`.
#[inline]
const fn field(id: u32, shift: u32, bits: u32) -> u32 {
    (id >> shift) & ((1 << bits) - 1)
}

impl Move {
    /// The forced pass.
    pub const PASS: Self = Self(0);

    /// Placing the mover's stack on `at`.
    pub const fn place(at: Cell) -> Self {
        Self(KIND_PLACE << KIND_SHIFT | cell_bits(at))
    }

    /// Moving `tiles` tiles from `from` to `to`; `None` unless `to` is a knight's jump from
    /// `from` and `tiles` is in `1..=19`.
    pub fn split(from: Cell, to: Cell, tiles: u8) -> Option<Self> {
        let jump = from.jump_to(to)?;
        (1..=MAX_TILES_MOVED).contains(&tiles).then(|| {
            Self(
                KIND_SPLIT << KIND_SHIFT
                    | u32::from(tiles) << TILES_SHIFT
                    | u32::from(jump) << JUMP_SHIFT
                    | cell_bits(from),
            )
        })
    }

    /// What the move does.
    pub fn kind(self) -> MoveKind {
        match self.0 >> KIND_SHIFT {
            KIND_PLACE => MoveKind::Place { at: self.cell() },
            KIND_SPLIT => {
                let (from, jump, tiles) = self.as_split().expect("a split");
                MoveKind::Split { from, to: target(from, jump), tiles }
            }
            _ => MoveKind::Pass,
        }
    }

    /// True for the forced pass.
    pub const fn is_pass(self) -> bool {
        self.0 == 0
    }

    /// The cell in the low bits (placement cell or split source).
    #[inline]
    const fn cell(self) -> Cell {
        Cell::new_unchecked(
            field(self.0, X_SHIFT, COORD_BITS) as i32 - OFFSET,
            field(self.0, 0, COORD_BITS) as i32 - OFFSET,
        )
    }

    /// The split's source, jump index and tile count, without building the target cell.
    #[inline]
    pub(crate) const fn as_split(self) -> Option<(Cell, u8, u8)> {
        if self.0 >> KIND_SHIFT == KIND_SPLIT {
            Some((self.cell(), field(self.0, JUMP_SHIFT, 3) as u8, field(self.0, TILES_SHIFT, 5) as u8))
        } else {
            None
        }
    }

    /// The id described in the module documentation.
    pub const fn id(self) -> u32 {
        self.0
    }

    /// The move with this id, or `None` if no move has it.
    pub fn from_id(id: u32) -> Option<Self> {
        let cell = Cell::new(
            field(id, X_SHIFT, COORD_BITS) as i32 - OFFSET,
            field(id, 0, COORD_BITS) as i32 - OFFSET,
        );
        let (jump, tiles) = (field(id, JUMP_SHIFT, 3), field(id, TILES_SHIFT, 5));
        let mv = match id >> KIND_SHIFT {
            0 if id == 0 => Self::PASS,
            KIND_PLACE if jump == 0 && tiles == 0 => Self::place(cell?),
            KIND_SPLIT => {
                let from = cell?;
                let to = from.offset(KNIGHT_JUMPS[jump as usize])?;
                Self::split(from, to, tiles as u8)?
            }
            _ => return None,
        };
        // Rebuilding from the fields gives back `id` exactly unless it had stray bits.
        (mv.0 == id).then_some(mv)
    }
}

/// The tile fields of 1, 2, ..., 19 tiles.
const TILE_FIELDS: [u32; MAX_TILES_MOVED as usize] = {
    let mut fields = [0; MAX_TILES_MOVED as usize];
    let mut i = 0;
    while i < fields.len() {
        fields[i] = (i as u32 + 1) << TILES_SHIFT;
        i += 1;
    }
    fields
};

/// Appends the splits from `from` along jump `jump` moving 1, 2, ..., `keep` tiles, in that
/// order (`keep <= 19`; 0 appends nothing). `from` is occupied, so the target is in range.
/// All 19 are built with a few fixed-size vector operations and the surplus is cut off:
/// no loop whose length depends on the position, hence no branch to mispredict.
#[inline]
pub(crate) fn push_run(out: &mut Vec<Move>, from: Cell, jump: u8, keep: u8) {
    let base = KIND_SPLIT << KIND_SHIFT | u32::from(jump) << JUMP_SHIFT | cell_bits(from);
    let run = TILE_FIELDS.map(|tiles| Move(base | tiles));
    let len = out.len();
    out.extend_from_slice(&run);
    out.truncate(len + usize::from(keep));
}

/// The cell a knight jump lands on. Moves are built so that it is always in range.
#[inline]
pub(crate) const fn target(from: Cell, jump: u8) -> Cell {
    let (dx, dy) = KNIGHT_JUMPS[jump as usize];
    Cell::new_unchecked(from.x() + dx, from.y() + dy)
}

/// Canonical notation, e.g. `Move(0,0>2,1:1)`.
impl fmt::Debug for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Move({self})")
    }
}

/// Canonical notation: `fromx,fromy>tox,toy:k`, `@x,y` or `pass`.
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.kind() {
            MoveKind::Pass => f.write_str("pass"),
            MoveKind::Place { at } => write!(f, "@{at}"),
            MoveKind::Split { from, to, tiles } => write!(f, "{from}>{to}:{tiles}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(x: i32, y: i32) -> Cell {
        Cell::new(x, y).unwrap()
    }

    #[test]
    fn ids_round_trip_for_every_kind_and_extreme() {
        let lim = crate::geometry::COORD_LIMIT;
        let mut moves = vec![Move::PASS, Move::place(cell(-lim, lim)), Move::place(cell(0, 0))];
        for (x, y) in [(0, 0), (lim - 2, -lim + 2), (-3, 7)] {
            let from = cell(x, y);
            for j in KNIGHT_JUMPS {
                for tiles in [1, 7, MAX_TILES_MOVED] {
                    moves.push(Move::split(from, from.offset(j).unwrap(), tiles).unwrap());
                }
            }
        }
        let mut ids: Vec<u32> = moves.iter().map(|m| m.id()).collect();
        for (m, &id) in moves.iter().zip(&ids) {
            assert_eq!(Move::from_id(id), Some(*m), "{m:?} -> {id:#x}");
            assert!(id < 1 << 26);
        }
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), moves.len(), "ids are distinct");
    }

    #[test]
    fn ids_naming_no_move_are_refused() {
        let split = Move::split(cell(0, 0), cell(2, 1), 1).unwrap().id();
        for bad in [
            1,                                                                  // pass with a stray bit
            3 << KIND_SHIFT,                                                    // unknown kind
            1 << 30,                                                            // bits above the kind
            KIND_SPLIT << KIND_SHIFT, // split with 0 tiles from an off-board cell
            split & !(0x1f << TILES_SHIFT), // split moving 0 tiles
            split | (20 << TILES_SHIFT), // 21 tiles after the or
            KIND_PLACE << KIND_SHIFT | 1 << JUMP_SHIFT | 128 << X_SHIFT | 128, // placement with a jump
            KIND_PLACE << KIND_SHIFT, // placement at (-128, -128)
            KIND_SPLIT << KIND_SHIFT | 1 << TILES_SHIFT | 250 << X_SHIFT | 128, // target off range
            u32::MAX,
        ] {
            assert_eq!(Move::from_id(bad), None, "{bad:#x}");
        }
    }

    #[test]
    fn split_needs_a_knight_jump_and_a_sane_tile_count() {
        assert!(Move::split(cell(0, 0), cell(1, 1), 1).is_none());
        assert!(Move::split(cell(0, 0), cell(2, 1), 0).is_none());
        assert!(Move::split(cell(0, 0), cell(2, 1), 20).is_none());
        let m = Move::split(cell(0, 0), cell(2, 1), 19).unwrap();
        assert_eq!(m.kind(), MoveKind::Split { from: cell(0, 0), to: cell(2, 1), tiles: 19 });
        assert_eq!(m.to_string(), "0,0>2,1:19");
        assert_eq!(format!("{:?}", Move::place(cell(-1, 1))), "Move(@-1,1)");
        assert!(Move::PASS.is_pass() && !m.is_pass());
    }
}
