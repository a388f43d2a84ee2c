//! Cells of the unbounded square grid and the bounds the engine supports.
//!
//! The board is unbounded in the rules, but a game never strays far from where it started:
//! every move adds one stack next to an occupied cell, so the occupied cells always form one
//! 8-connected group, and that group holds at most 61 cells (60 tiles at most become 60
//! stacks, plus the grey tile) around the starting cells, which touch `(0,0)`. A connected
//! group of `n` cells containing `(0,0)` lies within king distance `n - 1` of it, so every
//! occupied cell of every reachable position satisfies `|x|, |y| <= 60`.
//!
//! The engine supports twice that, so that test positions need not sit at the origin:
//! occupied cells with `|x|, |y| <= 120` ([`OCCUPIED_LIMIT`]), and cells named by moves (a
//! knight's jump from an occupied cell) with `|x|, |y| <= 122` ([`COORD_LIMIT`]). [`Cell`]
//! stores such coordinates in two bytes; text or ids naming cells beyond them are refused
//! with a clear error. What the bitboards need is a different, tighter bound: the *spread*
//! of the occupied cells ([`MAX_EXTENT`]).

use std::fmt;

use plateau_core::Coord;
use plateau_core::board::square::KNIGHT_JUMPS;

/// Largest `|x|` or `|y|` of a cell any move may name (a knight's jump beyond
/// [`OCCUPIED_LIMIT`]).
pub const COORD_LIMIT: i32 = OCCUPIED_LIMIT + 2;

/// Largest `|x|` or `|y|` of an occupied cell in any position the engine holds.
pub const OCCUPIED_LIMIT: i32 = 120;

/// Largest width or height minus one of the box around the occupied cells. A connected group
/// of at most 61 cells spans at most 60 steps; the bitboards rely on it (see `torus.rs`).
pub const MAX_EXTENT: i32 = 60;

/// A cell `(x, y)` of the grid (y up) with `|x|, |y| <= COORD_LIMIT`.
///
/// Ordered by `x`, then `y`: the order in which moves are generated from their sources.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Default)]
pub struct Cell {
    x: i8,
    y: i8,
}

impl Cell {
    /// White's starting cell and the grey tile's cell.
    pub const ORIGIN: Self = Self { x: 0, y: 0 };

    /// The cell `(x, y)`, or `None` outside the supported range `-122..=122`.
    pub const fn new(x: i32, y: i32) -> Option<Self> {
        if in_range(x) && in_range(y) { Some(Self { x: x as i8, y: y as i8 }) } else { None }
    }

    /// A cell the caller knows to be in range (engine-internal arithmetic on occupied cells).
    pub(crate) const fn new_unchecked(x: i32, y: i32) -> Self {
        debug_assert!(in_range(x) && in_range(y));
        Self { x: x as i8, y: y as i8 }
    }

    /// The cell named by a lattice coordinate, or `None` outside the supported range.
    pub const fn from_coord(c: Coord) -> Option<Self> {
        Self::new(c.x, c.y)
    }

    /// Horizontal coordinate (right positive).
    pub const fn x(self) -> i32 {
        self.x as i32
    }

    /// Vertical coordinate (up positive).
    pub const fn y(self) -> i32 {
        self.y as i32
    }

    /// The same cell as a lattice coordinate, for views and move input.
    pub const fn coord(self) -> Coord {
        Coord::new(self.x(), self.y())
    }

    /// This cell moved by `(dx, dy)`, if the result is still in range.
    pub const fn offset(self, (dx, dy): (i32, i32)) -> Option<Self> {
        Self::new(self.x() + dx, self.y() + dy)
    }

    /// The index into [`KNIGHT_JUMPS`] of the jump from `self` to `to`, if it is one.
    pub fn jump_to(self, to: Self) -> Option<u8> {
        let d = (to.x() - self.x(), to.y() - self.y());
        KNIGHT_JUMPS.iter().position(|&j| j == d).map(|i| i as u8)
    }
}

const fn in_range(v: i32) -> bool {
    -COORD_LIMIT <= v && v <= COORD_LIMIT
}

/// Written as in canonical notation: `x,y`.
impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{},{}", self.x, self.y)
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({},{})", self.x, self.y)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn range_is_enforced_on_both_axes() {
        assert!(Cell::new(COORD_LIMIT, -COORD_LIMIT).is_some());
        assert!(Cell::new(COORD_LIMIT + 1, 0).is_none());
        assert!(Cell::new(0, -COORD_LIMIT - 1).is_none());
        assert_eq!(Cell::new(3, -4).map(|c| (c.x(), c.y())), Some((3, -4)));
        assert_eq!(Cell::ORIGIN.offset((COORD_LIMIT + 1, 0)), None);
    }

    #[test]
    fn knight_jumps_are_found_in_table_order() {
        let o = Cell::ORIGIN;
        for (i, &j) in KNIGHT_JUMPS.iter().enumerate() {
            assert_eq!(o.jump_to(o.offset(j).unwrap()), Some(i as u8));
        }
        assert_eq!(o.jump_to(Cell::new(1, 1).unwrap()), None);
        assert_eq!(o.jump_to(o), None);
    }

    #[test]
    fn cells_order_by_x_then_y_and_print_as_notation() {
        let a = Cell::new(-1, 5).unwrap();
        let b = Cell::new(0, -5).unwrap();
        let c = Cell::new(0, 2).unwrap();
        assert!(a < b && b < c);
        assert_eq!(a.to_string(), "-1,5");
        assert_eq!(format!("{b:?}"), "(0,-5)");
    }
}
