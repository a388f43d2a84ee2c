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

/// In [`Geometry::ring`], the place just off White's or Black's side of the board: a
/// neighbour that counts as that player's own stone, since their side is theirs.
pub(crate) const OFF_SIDE: [u16; 2] = [u16::MAX - 2, u16::MAX - 1];

/// The six lattice steps in order around a cell, so that steps next to each other in the
/// list lead to cells next to each other.
const AROUND: [(i32, i32); 6] = [(1, 0), (1, 1), (0, 1), (-1, 0), (-1, -1), (0, -1)];

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
    /// For every cell, its six neighbours in order around it: a cell number, or
    /// [`OFF_SIDE`] of the player whose side lies that way, or [`NONE`] past a corner.
    pub ring: Vec<[u16; 6]>,
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
        let ring = (0..cells).map(|i| around(Cell::from_index(i, n), n)).collect();
        Self { n, neighbours, ring, all: crate::Bits::below(cells) }
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

/// The entries of [`Geometry::ring`] for `cell` on a board of side `n`.
fn around(cell: Cell, n: u8) -> [u16; 6] {
    let here = cell.coord();
    AROUND.map(|step| {
        let there = here.step(step, 1);
        if let Some(c) = Cell::from_coord(there, n) {
            return c.index(n) as u16;
        }
        let (col, row) = (there.x, -there.y);
        let inside = |v: i32| (0..i32::from(n)).contains(&v);
        match (inside(col), inside(row)) {
            // Past the first or last row: White's side.
            (true, false) => OFF_SIDE[0],
            // Past the first or last column: Black's side.
            (false, true) => OFF_SIDE[1],
            _ => NONE,
        }
    })
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
    fn the_ring_holds_the_neighbours_in_order_around_the_cell() {
        let g = Geometry::new(6);
        for i in 0..g.cells() {
            let ring = g.ring[i];
            let mut on_board: Vec<u16> = ring.iter().copied().filter(|&x| (x as usize) < g.cells()).collect();
            let mut neighbours: Vec<u16> = g.neighbours[i].iter().copied().filter(|&x| x != NONE).collect();
            on_board.sort_unstable();
            neighbours.sort_unstable();
            assert_eq!(on_board, neighbours, "cell {i}");
            // Cells next to each other in the ring are neighbours of each other.
            for k in 0..6 {
                let (a, b) = (ring[k] as usize, ring[(k + 1) % 6] as usize);
                if a < g.cells() && b < g.cells() {
                    assert!(g.neighbours[a].contains(&(b as u16)), "cell {i}: {a} and {b}");
                }
            }
        }
        // b1 lies on White's first row: two steps lead off it, none off Black's side.
        let b1 = g.ring[Cell::new(1, 0).index(6)];
        assert_eq!(b1.iter().filter(|&&x| x == OFF_SIDE[0]).count(), 2);
        assert!(!b1.contains(&OFF_SIDE[1]) && !b1.contains(&NONE));
        // a3 lies on Black's first column.
        let a3 = g.ring[Cell::new(0, 2).index(6)];
        assert_eq!(a3.iter().filter(|&&x| x == OFF_SIDE[1]).count(), 2);
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
