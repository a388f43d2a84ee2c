//! The shape of the board as bit masks: cell `(column, row)` is bit `column * stride + row`,
//! where `stride` is one more than the rows. The spare bit on top of each column stays empty,
//! so a shift that walks off a column's top or bottom lands on it and finds no disc: four
//! in a row is then a handful of shifts and ands, in any direction.

use plateau_core::Coord;

/// The fewest columns or rows a grid has: fewer could not hold a line of four both ways.
pub const MIN_SIDE: u8 = 4;
/// The most columns or rows: ten columns of eleven bits fill 110 of a `u128`'s bits.
pub const MAX_SIDE: u8 = 10;
/// How many discs in a line win.
pub const LINE: usize = 4;

/// A board size and the lines of four on it.
#[derive(Clone, Debug)]
pub struct Grid {
    columns: u8,
    rows: u8,
    /// Every line of four cells, as a mask: the evaluator's windows and the winning line.
    lines: Vec<u128>,
}

impl Grid {
    /// The grid of `columns` × `rows` cells; both must be in [`MIN_SIDE`]`..=`[`MAX_SIDE`].
    pub fn new(columns: u8, rows: u8) -> Self {
        assert!((MIN_SIDE..=MAX_SIDE).contains(&columns) && (MIN_SIDE..=MAX_SIDE).contains(&rows));
        let mut grid = Self { columns, rows, lines: Vec::new() };
        let (w, h) = (i32::from(columns), i32::from(rows));
        for (dc, dr) in [(0, 1), (1, 0), (1, 1), (1, -1)] {
            for c in 0..w {
                for r in 0..h {
                    let cells: Vec<(i32, i32)> = (0..LINE as i32).map(|k| (c + k * dc, r + k * dr)).collect();
                    if cells.iter().all(|&(c, r)| (0..w).contains(&c) && (0..h).contains(&r)) {
                        let mask = cells.iter().fold(0, |m, &(c, r)| m | grid.bit(c as u8, r as u8));
                        grid.lines.push(mask);
                    }
                }
            }
        }
        grid
    }

    /// Columns on the board.
    pub fn columns(&self) -> u8 {
        self.columns
    }

    /// Rows on the board (discs a column holds).
    pub fn rows(&self) -> u8 {
        self.rows
    }

    /// Cells on the board.
    pub fn cells(&self) -> usize {
        usize::from(self.columns) * usize::from(self.rows)
    }

    /// Bits from one column to the next.
    fn stride(&self) -> u32 {
        u32::from(self.rows) + 1
    }

    /// The bit number of a cell.
    pub fn index(&self, column: u8, row: u8) -> usize {
        usize::from(column) * self.stride() as usize + usize::from(row)
    }

    /// The mask of one cell.
    pub fn bit(&self, column: u8, row: u8) -> u128 {
        1 << self.index(column, row)
    }

    /// Every line of four on the board, as masks.
    pub fn lines(&self) -> &[u128] {
        &self.lines
    }

    /// Whether `discs` hold four in a line somewhere.
    pub fn has_four(&self, discs: u128) -> bool {
        let s = self.stride();
        // Up a column, along a row, and the two diagonals.
        [1, s, s - 1, s + 1].into_iter().any(|step| {
            let pairs = discs & (discs >> step);
            pairs & (pairs >> (2 * step)) != 0
        })
    }

    /// The cells of `mask`, as view coordinates (column, row from the bottom).
    pub fn coords(&self, mask: u128) -> impl Iterator<Item = Coord> + '_ {
        (0..self.columns).flat_map(move |c| {
            (0..self.rows).filter(move |&r| mask & self.bit(c, r) != 0).map(move |r| coord(c, r))
        })
    }
}

/// The view coordinate of a cell.
pub fn coord(column: u8, row: u8) -> Coord {
    Coord::new(i32::from(column), i32::from(row))
}

/// The letter naming a column: `a` for the first.
pub fn column_letter(column: u8) -> char {
    char::from(b'a' + column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_classic_board_has_69_lines_of_four() {
        // 7 columns × 3 upright starts, 6 rows × 4 flat starts, 2 × 4 × 3 diagonal starts.
        assert_eq!(Grid::new(7, 6).lines().len(), 21 + 24 + 24);
    }

    #[test]
    fn a_line_never_wraps_round_the_edge() {
        let grid = Grid::new(7, 6);
        // Three at the top of column a and one at the foot of column b: not a line.
        let wrapped = grid.bit(0, 3) | grid.bit(0, 4) | grid.bit(0, 5) | grid.bit(1, 0);
        assert!(!grid.has_four(wrapped));
        for &line in grid.lines() {
            assert!(grid.has_four(line));
            assert_eq!(line.count_ones(), 4);
        }
    }
}
