//! Lines of stacks (rules.md §3.7, §3.9; K-10, K-11).
//!
//! A line is 4 or more consecutive cells along one of `square::LINE_AXES` that all count
//! for one player: their own stacks, plus the grey tile in the wildcard variant. In the
//! blocker variant the grey tile counts for nobody, so it simply breaks lines. Heights do not
//! matter.

use plateau_core::board::square::LINE_AXES;

use crate::geometry::Cell;
use crate::state::KnightLineState;

/// The winning length.
pub const LINE_LENGTH: u32 = 4;

impl KnightLineState {
    /// True if `(x, y)` counts for `player`'s lines; `wild` is the grey tile's cell in the
    /// wildcard variant and `None` otherwise.
    #[inline]
    pub(crate) fn in_line_of(&self, player: usize, x: i32, y: i32, wild: Option<Cell>) -> bool {
        self.owned[player].contains(x, y) || wild.is_some_and(|g| g.x() == x && g.y() == y)
    }

    /// Number of consecutive cells counting for `player` from `(x, y)` (excluded) along
    /// `(dx, dy)`, looking at most `limit` cells far.
    #[inline]
    fn run(
        &self,
        player: usize,
        (x, y): (i32, i32),
        (dx, dy): (i32, i32),
        limit: u32,
        wild: Option<Cell>,
    ) -> u32 {
        let mut n = 0;
        while n < limit && self.in_line_of(player, x + dx * (n as i32 + 1), y + dy * (n as i32 + 1), wild) {
            n += 1;
        }
        n
    }

    /// True if `player`'s stack on `at` is part of a line. Only a new stack can complete a
    /// line (nothing is ever removed), so checking the four axes through the target of the
    /// last move is enough.
    #[inline]
    pub(crate) fn completes_line(&self, player: usize, at: Cell, wild: Option<Cell>) -> bool {
        let p = (at.x(), at.y());
        LINE_AXES.iter().any(|&(dx, dy)| {
            let ahead = self.run(player, p, (dx, dy), LINE_LENGTH - 1, wild);
            ahead + self.run(player, p, (-dx, -dy), LINE_LENGTH - 1 - ahead, wild) + 1 >= LINE_LENGTH
        })
    }

    /// The cells of a line of `player`'s (the whole run, from one end to the other), if
    /// there is one: what the board shows when the game has been won.
    pub(crate) fn winning_line(&self, player: usize, wild: Option<Cell>) -> Option<Vec<Cell>> {
        self.cells_of(&self.owned[player]).find_map(|c| {
            LINE_AXES.iter().find_map(|&(dx, dy)| {
                let p = (c.x(), c.y());
                let back = self.run(player, p, (-dx, -dy), u32::MAX, wild) as i32;
                let ahead = self.run(player, p, (dx, dy), u32::MAX, wild) as i32;
                (back + ahead + 1 >= LINE_LENGTH as i32).then(|| {
                    (-back..=ahead).map(|k| Cell::new_unchecked(p.0 + dx * k, p.1 + dy * k)).collect()
                })
            })
        })
    }

    /// Length of `player`'s longest line through one of their stacks (0 without stacks).
    pub(crate) fn longest_line(&self, player: usize, wild: Option<Cell>) -> u32 {
        self.cells_of(&self.owned[player])
            .flat_map(|c| {
                LINE_AXES.iter().map(move |&(dx, dy)| {
                    let p = (c.x(), c.y());
                    1 + self.run(player, p, (dx, dy), u32::MAX, wild)
                        + self.run(player, p, (-dx, -dy), u32::MAX, wild)
                })
            })
            .max()
            .unwrap_or(0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(x: i32, y: i32) -> Cell {
        Cell::new(x, y).unwrap()
    }

    /// White stacks on `cells`, grey on the origin.
    fn board(cells: &[(i32, i32)]) -> KnightLineState {
        let mut s = KnightLineState::empty(2, Some(Cell::ORIGIN), Cell::ORIGIN);
        for &(x, y) in cells {
            s.add_stack(0, cell(x, y), 1);
        }
        s
    }

    #[test]
    fn the_winning_line_is_the_whole_run() {
        let s = board(&[(1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (7, 7)]);
        let line: Vec<(i32, i32)> = s.winning_line(0, None).unwrap().iter().map(|c| (c.x(), c.y())).collect();
        assert_eq!(line.len(), 5, "{line:?}");
        assert!(line.contains(&(1, 1)) && line.contains(&(5, 5)) && !line.contains(&(7, 7)), "{line:?}");
        assert_eq!(board(&[(1, 1), (2, 2), (3, 3)]).winning_line(0, None), None);
    }

    #[test]
    fn four_on_each_axis_is_a_line_and_three_is_not() {
        for (dx, dy) in LINE_AXES {
            let cells: Vec<(i32, i32)> = (0..4).map(|i| (5 + dx * i, 5 + dy * i)).collect();
            let s = board(&cells);
            for &(x, y) in &cells {
                assert!(s.completes_line(0, cell(x, y), None), "axis ({dx},{dy}) at ({x},{y})");
            }
            assert_eq!(s.longest_line(0, None), 4);
            let s = board(&cells[..3]);
            assert!(!s.completes_line(0, cell(cells[2].0, cells[2].1), None));
            assert_eq!(s.longest_line(0, None), 3);
        }
    }

    #[test]
    fn grey_counts_only_as_a_wildcard() {
        // W W G W through the origin: rules.md §3.9's example.
        let s = board(&[(-2, 0), (-1, 0), (1, 0)]);
        assert!(s.completes_line(0, cell(1, 0), Some(Cell::ORIGIN)));
        assert!(!s.completes_line(0, cell(1, 0), None));
        assert_eq!(s.longest_line(0, Some(Cell::ORIGIN)), 4);
        assert_eq!(s.longest_line(0, None), 2);
        assert_eq!(s.longest_line(1, Some(Cell::ORIGIN)), 0, "Black has no stacks");
    }

    #[test]
    fn longer_lines_count_and_other_colours_break_them() {
        let mut s = board(&[(0, 1), (1, 1), (3, 1), (4, 1)]);
        s.add_stack(1, cell(2, 1), 1);
        assert!(!s.completes_line(0, cell(4, 1), None));
        let s = board(&[(0, 1), (1, 1), (2, 1), (3, 1), (4, 1)]);
        assert!(s.completes_line(0, cell(2, 1), None));
        assert_eq!(s.longest_line(0, None), 5);
    }
}
