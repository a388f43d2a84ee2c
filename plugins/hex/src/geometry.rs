//! The n×n rhombus: cells, their names and their neighbours on core's hex lattice.
//!
//! Column `c` (letter `a` + c) and row `r` (number r + 1) sit at the lattice point
//! `(c, -r)`, so row 1 is drawn on top and each lower row shifts half a cell to the right,
//! the usual picture of a Hex board. Cell numbers run row by row: `r * n + c`.

use std::fmt;

use plateau_core::Coord;
use plateau_core::board::hex;

/// Smallest board side.
pub const MIN_SIZE: u8 = 5;
/// Largest board side.
pub const MAX_SIZE: u8 = 19;
/// Cells of the largest board.
pub const MAX_CELLS: usize = MAX_SIZE as usize * MAX_SIZE as usize;

/// Marks a missing neighbour in [`Geometry::neighbours`].
pub(crate) const NONE: u16 = u16::MAX;

/// A cell by column and row, both from 0.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct Cell {
    /// Column, 0 for `a`.
    pub col: u8,
    /// Row, 0 for `1`.
    pub row: u8,
}

impl Cell {
    /// The cell in column `col` and row `row` (both from 0).
    pub const fn new(col: u8, row: u8) -> Self {
        Self { col, row }
    }

    /// Its lattice point.
    pub const fn coord(self) -> Coord {
        Coord::new(self.col as i32, -(self.row as i32))
    }

    /// The cell at a lattice point, if it is on a board of side `n`.
    pub fn from_coord(c: Coord, n: u8) -> Option<Self> {
        let (col, row) = (c.x, -c.y);
        let inside = |v: i32| (0..i32::from(n)).contains(&v);
        (inside(col) && inside(row)).then(|| Self::new(col as u8, row as u8))
    }

    /// Its number on a board of side `n`.
    pub const fn index(self, n: u8) -> usize {
        self.row as usize * n as usize + self.col as usize
    }

    /// The cell numbered `i` on a board of side `n`.
    pub const fn from_index(i: usize, n: u8) -> Self {
        Self::new((i % n as usize) as u8, (i / n as usize) as u8)
    }

    /// The same cell reflected in the long diagonal (`a1` to the far corner): column and row
    /// exchanged, which turns top and bottom into left and right.
    #[must_use]
    pub const fn mirrored(self) -> Self {
        Self::new(self.row, self.col)
    }
}

impl fmt::Display for Cell {
    /// `d5`: the column letter, then the row number from 1.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.col), u32::from(self.row) + 1)
    }
}

/// The tables of one board size, built once per rule set.
#[derive(Clone, Debug)]
pub(crate) struct Geometry {
    /// Side of the board.
    pub n: u8,
    /// For every cell, its up to six neighbours ([`NONE`] where the board ends).
    pub neighbours: Vec<[u16; 6]>,
    /// Every cell of the board.
    pub all: crate::Bits,
}

impl Geometry {
    pub fn new(n: u8) -> Self {
        let cells = usize::from(n) * usize::from(n);
        let neighbours = (0..cells)
            .map(|i| {
                let here = Cell::from_index(i, n).coord();
                hex::neighbours(here)
                    .map(|c| Cell::from_coord(c, n).map_or(NONE, |cell| cell.index(n) as u16))
            })
            .collect();
        Self { n, neighbours, all: crate::Bits::below(cells) }
    }

    /// Number of cells.
    pub fn cells(&self) -> usize {
        usize::from(self.n) * usize::from(self.n)
    }

    /// True if cell `i` lies on side `side` (0 or 1) of `player`: player 0's sides are the
    /// first and last rows, player 1's the first and last columns.
    #[inline]
    pub fn on_side(&self, i: usize, player: usize, side: usize) -> bool {
        let cell = Cell::from_index(i, self.n);
        let along = if player == 0 { cell.row } else { cell.col };
        along == if side == 0 { 0 } else { self.n - 1 }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn corners_have_two_or_three_neighbours_and_inner_cells_six() {
        let g = Geometry::new(5);
        let count = |c: Cell| g.neighbours[c.index(5)].iter().filter(|&&x| x != NONE).count();
        assert_eq!(count(Cell::new(0, 0)), 2);
        assert_eq!(count(Cell::new(4, 4)), 2);
        assert_eq!(count(Cell::new(4, 0)), 3);
        assert_eq!(count(Cell::new(0, 4)), 3);
        assert_eq!(count(Cell::new(2, 2)), 6);
        // b1 touches a2 (the short diagonal), not a0 or c2.
        let b1 = &g.neighbours[Cell::new(1, 0).index(5)];
        assert!(b1.contains(&(Cell::new(0, 1).index(5) as u16)));
        assert!(!b1.contains(&(Cell::new(2, 1).index(5) as u16)));
    }

    #[test]
    fn mirroring_keeps_neighbours() {
        let g = Geometry::new(7);
        for i in 0..g.cells() {
            let m = Cell::from_index(i, 7).mirrored().index(7);
            let mut a: Vec<u16> = g.neighbours[i]
                .iter()
                .filter(|&&x| x != NONE)
                .map(|&x| Cell::from_index(x as usize, 7).mirrored().index(7) as u16)
                .collect();
            let mut b: Vec<u16> = g.neighbours[m].iter().copied().filter(|&x| x != NONE).collect();
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b);
        }
    }
}
