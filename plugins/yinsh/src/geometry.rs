//! The YINSH board: 85 points on core's hex lattice, their names, neighbours and the
//! stretches of five along which rows form.
//!
//! Point `c n` (column letter `a` + c, number n) sits at the lattice point `(c, n)`, drawn
//! with columns upright ([`Orientation::Columns`](plateau_core::board::hex::Orientation)):
//! numbers grow up each column, and a number stays the same along the lines that fall to
//! the right. The board is the hexagon of points within five steps of `f6` without its six
//! corners (`a1`, `a6`, `f1`, `f11`, `k6`, `k11`), where no line of the printed board meets.
//! Points are numbered column by column, bottom up: `a2` is 0, `k10` is 84.
//!
//! Everything here is computed at compile time.

use std::fmt;

use plateau_core::Coord;

/// Points on the board.
pub const POINTS: usize = 85;
/// Columns (`a` to `k`).
pub const COLUMNS: usize = 11;
/// Numbers run from 1 to 11.
const NUMBERS: usize = 11;
/// Marks a step off the board.
pub(crate) const OFF: u8 = u8::MAX;

/// The six steps, as (column, number) changes: `2a` and `2a + 1` are the two ways along
/// axis `a`; axis 0 keeps the number, axis 1 is the column, axis 2 changes both.
pub(crate) const STEPS: [(i32, i32); 6] = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)];

/// Whether column `c` (0 for `a`) and number `n` name a point of the board.
const fn on_board(c: i32, n: i32) -> bool {
    let (q, r) = (c - 5, n - 6);
    let inside = q.abs() <= 5 && r.abs() <= 5 && (q - r).abs() <= 5;
    let corner = (q == 0 || r == 0 || q == r) && (q.abs() == 5 || r.abs() == 5);
    inside && !corner
}

/// The points' (column, number), in point order.
pub(crate) const PLACES: [(u8, u8); POINTS] = {
    let mut out = [(0, 0); POINTS];
    let mut i = 0;
    let mut c = 0;
    while c < COLUMNS as i32 {
        let mut n = 1;
        while n <= NUMBERS as i32 {
            if on_board(c, n) {
                out[i] = (c as u8, n as u8);
                i += 1;
            }
            n += 1;
        }
        c += 1;
    }
    assert!(i == POINTS, "the board has 85 points");
    out
};

/// The point at (column, number), or [`OFF`]; numbers 0 and 12 are there so a step off the
/// board needs no bounds check.
const INDEX: [[u8; NUMBERS + 2]; COLUMNS] = {
    let mut out = [[OFF; NUMBERS + 2]; COLUMNS];
    let mut i = 0;
    while i < POINTS {
        let (c, n) = PLACES[i];
        out[c as usize][n as usize] = i as u8;
        i += 1;
    }
    out
};

/// The point at (column, number), if there is one.
const fn point_at(c: i32, n: i32) -> u8 {
    if c < 0 || c >= COLUMNS as i32 || n < 0 || n > NUMBERS as i32 + 1 {
        OFF
    } else {
        INDEX[c as usize][n as usize]
    }
}

/// Per point and step, the neighbouring point or [`OFF`].
pub(crate) const NEXT: [[u8; 6]; POINTS] = {
    let mut out = [[OFF; 6]; POINTS];
    let mut i = 0;
    while i < POINTS {
        let (c, n) = PLACES[i];
        let mut d = 0;
        while d < 6 {
            out[i][d] = point_at(c as i32 + STEPS[d].0, n as i32 + STEPS[d].1);
            d += 1;
        }
        i += 1;
    }
    out
};

/// Five points in a line: where a row can form.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Stretch {
    /// The five points as a bit set.
    pub mask: u128,
    /// The end reached first going the positive way along the axis (the lower column, or
    /// the lower number on a column).
    pub start: u8,
}

/// Stretches of five on the board.
pub(crate) const STRETCH_COUNT: usize = 123;

/// Every stretch of five, by axis (41 each), then start point.
pub(crate) const STRETCHES: [Stretch; STRETCH_COUNT] = {
    let mut out = [Stretch { mask: 0, start: 0 }; STRETCH_COUNT];
    let mut k = 0;
    let mut axis = 0;
    while axis < 3 {
        let mut i = 0;
        while i < POINTS {
            let mut mask = 1u128 << i;
            let mut at = i as u8;
            let mut len = 1;
            while len < 5 && NEXT[at as usize][2 * axis] != OFF {
                at = NEXT[at as usize][2 * axis];
                mask |= 1u128 << at;
                len += 1;
            }
            if len == 5 {
                out[k] = Stretch { mask, start: i as u8 };
                k += 1;
            }
            i += 1;
        }
        axis += 1;
    }
    assert!(k == STRETCH_COUNT, "every stretch is counted");
    out
};

/// Every point as a bit set.
pub(crate) const ALL: u128 = (1u128 << POINTS) - 1;

/// A point of the board, by number (0 for `a2`, 84 for `k10`).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct Point(pub(crate) u8);

impl Point {
    /// The point numbered `i`, if the board has it.
    pub fn from_index(i: usize) -> Option<Self> {
        (i < POINTS).then_some(Self(i as u8))
    }

    /// Its number, 0 to 84.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The point in column `column` (0 for `a`) with number `number`, if the board has it.
    pub fn at(column: u8, number: u8) -> Option<Self> {
        let i = point_at(i32::from(column), i32::from(number));
        (i != OFF && number >= 1).then_some(Self(i))
    }

    /// Its column, 0 for `a`.
    pub const fn column(self) -> u8 {
        PLACES[self.0 as usize].0
    }

    /// Its number, 1 to 11.
    pub const fn number(self) -> u8 {
        PLACES[self.0 as usize].1
    }

    /// Its lattice point.
    pub const fn coord(self) -> Coord {
        Coord::new(self.column() as i32, self.number() as i32)
    }

    /// The point at a lattice point, if it is on the board.
    pub fn from_coord(c: Coord) -> Option<Self> {
        let column = u8::try_from(c.x).ok()?;
        let number = u8::try_from(c.y).ok()?;
        Self::at(column, number)
    }

    /// Its bit in a point set.
    pub(crate) const fn bit(self) -> u128 {
        1u128 << self.0
    }
}

impl fmt::Display for Point {
    /// `e5`: the column letter, then the number.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.column()), self.number())
    }
}

/// The points of a bit set, lowest first.
pub(crate) fn points(set: u128) -> impl Iterator<Item = Point> {
    // A board has 85 points: every number fits a u8.
    plateau_core::bits::ones(set).map(|i| Point(i as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_columns_hold_the_printed_points() {
        let column = |c: u8| -> Vec<u8> { (1..=11).filter(|&n| Point::at(c, n).is_some()).collect() };
        let spans =
            [(2, 5), (1, 7), (1, 8), (1, 9), (1, 10), (2, 10), (2, 11), (3, 11), (4, 11), (5, 11), (7, 10)];
        for (c, (low, high)) in spans.into_iter().enumerate() {
            assert_eq!(
                column(c as u8),
                (low..=high).collect::<Vec<u8>>(),
                "column {}",
                char::from(b'a' + c as u8)
            );
        }
        assert_eq!(Point(0).to_string(), "a2");
        assert_eq!(Point(84).to_string(), "k10");
    }

    #[test]
    fn neighbours_are_mutual_and_lines_have_their_stretches() {
        for (i, next) in NEXT.iter().enumerate() {
            for (d, &n) in next.iter().enumerate() {
                if n != OFF {
                    assert_eq!(NEXT[n as usize][d ^ 1], i as u8);
                }
            }
        }
        // Three axes with 41 stretches each (the board is symmetric under turning by 120°),
        // listed axis by axis.
        for axis in 0..3 {
            let of_axis = &STRETCHES[41 * axis..41 * (axis + 1)];
            assert!(of_axis.iter().all(|s| NEXT[s.start as usize][2 * axis] != OFF
                && s.mask & (1u128 << NEXT[s.start as usize][2 * axis]) != 0));
        }
        assert!(STRETCHES.iter().all(|s| s.mask.count_ones() == 5 && s.mask & !ALL == 0));
    }
}
