//! Rows and runs (rules.md §2.6): finding the rows of a colour with the precomputed 4-spot
//! windows, and the run each one spans.
//!
//! A row of colour C is 4+ consecutive spots of a line holding C's pieces (basic or GIPF).
//! Its run is the maximal stretch of occupied spots around it, bounded by empty spots or the
//! line's end dots. A line has at most 7 spots, so it holds at most one row, and the windows
//! of one line are consecutive in the window table.

use crate::geometry::{GEO, LINES, WINDOWS, bit};
use crate::state::{GipfState, Rows};

/// A row of one colour on one line, with its run.
#[derive(Clone, Copy, Eq, PartialEq, Debug)]
pub(crate) struct Row {
    /// The line.
    pub line: u8,
    /// First position of the run on the line (inclusive).
    pub start: u8,
    /// Last position of the run on the line (inclusive).
    pub end: u8,
    /// The run's spots.
    pub run: u64,
}

/// The rows of one colour; at most one per line.
pub(crate) struct RowList {
    rows: [Row; LINES],
    len: usize,
}

impl RowList {
    /// The rows, in line order.
    pub fn as_slice(&self) -> &[Row] {
        &self.rows[..self.len]
    }
}

/// The run through the full window starting at position `first` of `line`.
#[inline]
fn run_around(occupied: u64, line: usize, first: usize) -> Row {
    let spots = &GEO.line_spots[line];
    let len = usize::from(GEO.line_len[line]);
    let mut start = first;
    while start > 0 && occupied & bit(usize::from(spots[start - 1])) != 0 {
        start -= 1;
    }
    let mut end = first + 3;
    while end + 1 < len && occupied & bit(usize::from(spots[end + 1])) != 0 {
        end += 1;
    }
    Row { line: line as u8, start: start as u8, end: end as u8, run: GEO.segment_mask(line, start, end) }
}

/// Position on its line of the first spot of window `w`.
#[inline]
fn window_start(w: usize) -> usize {
    usize::from(GEO.window_first[w])
}

/// Every row of `colour` (0 White, 1 Black) with its run, in line order.
pub(crate) fn rows_of(s: &GipfState, colour: usize) -> RowList {
    let mut list = RowList { rows: [Row { line: 0, start: 0, end: 0, run: 0 }; LINES], len: 0 };
    let own = s.colour[colour];
    if own.count_ones() < 4 {
        return list;
    }
    let occupied = s.occupied();
    let mut w = 0;
    while w < WINDOWS {
        let window = GEO.windows[w];
        let line = GEO.window_line[w];
        if own & window == window {
            list.rows[list.len] = run_around(occupied, usize::from(line), window_start(w));
            list.len += 1;
            while w < WINDOWS && GEO.window_line[w] == line {
                w += 1;
            }
        } else {
            w += 1;
        }
    }
    list
}

/// Whether `colour` has rows, and whether one of them must be removed (its run holds a basic
/// piece, §2.7). This runs after every move, so it avoids building the row list.
#[inline]
pub(crate) fn row_status(s: &GipfState, colour: usize) -> Rows {
    let own = s.colour[colour];
    if own.count_ones() < 4 {
        return Rows::None;
    }
    let mut status = Rows::None;
    for w in 0..WINDOWS {
        let window = GEO.windows[w];
        if own & window == window {
            // Without GIPF-pieces every row is compulsory; no need to look at the run.
            if s.gipf == 0 {
                return Rows::Compulsory;
            }
            let row = run_around(s.occupied(), usize::from(GEO.window_line[w]), window_start(w));
            if row.run & !s.gipf != 0 {
                return Rows::Compulsory;
            }
            status = Rows::Optional;
        }
    }
    status
}

/// The row of `colour` on `line`, if there is one.
pub(crate) fn row_on_line(s: &GipfState, colour: usize, line: usize) -> Option<Row> {
    rows_of(s, colour).as_slice().iter().copied().find(|r| usize::from(r.line) == line)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::spot;
    use crate::state::Piece;
    use plateau_core::Player;

    fn board(white: &[&str], black: &[&str], gipf: &[&str]) -> GipfState {
        let mut s = GipfState::empty([5, 5], Player::WHITE, 0);
        for (names, owner) in [(white, Player::WHITE), (black, Player::BLACK)] {
            for n in names {
                s.put(spot(n), Piece { owner, gipf: gipf.contains(n) });
            }
        }
        s
    }

    #[test]
    fn windows_start_where_their_lowest_spot_is() {
        for w in 0..WINDOWS {
            let line = usize::from(GEO.window_line[w]);
            let first = window_start(w);
            assert_eq!(GEO.segment_mask(line, first, first + 3), GEO.windows[w]);
        }
    }

    #[test]
    fn a_row_with_its_extension() {
        // GP-4 after the push: row c3-f5 on the a1-i5 diagonal, run b2..h5.
        let s = board(&["c3", "d4", "e5", "f5", "h5", "f2", "f4"], &["b2", "g5", "f3"], &[]);
        let rows = rows_of(&s, 0);
        assert_eq!(rows.as_slice().len(), 1);
        let row = rows.as_slice()[0];
        let names = ["b2", "c3", "d4", "e5", "f5", "g5", "h5"];
        assert_eq!(row.run, names.iter().fold(0, |m, n| m | bit(spot(n))));
        assert_eq!((row.start, row.end), (0, 6));
        assert_eq!(row_status(&s, 0), Rows::Compulsory);
        assert_eq!(row_status(&s, 1), Rows::None);
    }

    #[test]
    fn all_gipf_rows_are_optional_unless_a_basic_piece_extends_them() {
        let s = board(&["b2", "c3", "d4", "e5"], &[], &["b2", "c3", "d4", "e5"]);
        assert_eq!(row_status(&s, 0), Rows::Optional);
        let s = board(&["b2", "c3", "d4", "e5"], &["f5"], &["b2", "c3", "d4", "e5"]);
        assert_eq!(row_status(&s, 0), Rows::Compulsory, "G-3");
        let s = board(&["b2", "c3", "d4", "e5"], &["f5"], &["b2", "c3", "d4", "e5", "f5"]);
        assert_eq!(row_status(&s, 0), Rows::Optional);
    }

    #[test]
    fn three_in_a_row_is_no_row_and_two_rows_can_cross() {
        let s = board(&["d4", "e5", "f5"], &[], &[]);
        assert_eq!(row_status(&s, 0), Rows::None);
        let s = board(&["d4", "e5", "f5", "g5", "e3", "e4", "e6"], &[], &[]);
        let rows = rows_of(&s, 0);
        assert_eq!(rows.as_slice().len(), 2);
        assert!(rows.as_slice().iter().all(|r| r.run & bit(spot("e5")) != 0));
        assert!(row_on_line(&s, 0, usize::from(rows.as_slice()[1].line)).is_some());
        assert!(row_on_line(&s, 1, usize::from(rows.as_slice()[1].line)).is_none());
    }
}
