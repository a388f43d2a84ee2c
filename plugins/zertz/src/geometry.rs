//! The three ZÈRTZ boards (37, 48 and 61 rings): ring names, neighbours, jumps, and where
//! each ring sits on core's hex lattice.
//!
//! The rulebook names a ring by its column letter and its number counted from the bottom
//! of the column (`d4`). Column `c` starts `FIRST[c]` half-steps above the lowest ring of
//! the board, so ring `k` of it sits at height `FIRST[c] + 2(k − 1)`; its neighbours are
//! two half-steps up and down its column and one up and down in the columns beside it.
//! On the lattice that is point `(c, k + (FIRST[c] + c − FIRST[0]) / 2)`, drawn with the
//! columns upright. Rings are numbered column by column, bottom up: `a1` is 0.
//!
//! Everything here is computed at compile time.

use plateau_core::Coord;

/// Most rings of any board (the 61-ring hexagon): ring sets fit in a `u64`.
pub const MAX_RINGS: usize = 61;
/// Marks a step off the board.
pub(crate) const OFF: u8 = u8::MAX;

/// The six directions as (column, half-height) changes, each 60° from the next, so two
/// directions in a row bound a sixth of the plane (a gap a ring slides out through).
const DIRECTIONS: [(i32, i32); 6] = [(0, 2), (1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1)];

/// One board: its rings, their names and their neighbours.
#[derive(Debug)]
pub struct Board {
    /// Rings on the full board.
    pub rings: usize,
    /// Columns (`a` to `g`, `h` or `i`).
    pub columns: usize,
    /// Every ring as a bit set.
    pub(crate) all: u64,
    /// Per ring: its column and its number in the column (from 1).
    pub(crate) place: [(u8, u8); MAX_RINGS],
    /// Per ring and direction, the neighbouring ring or [`OFF`].
    pub(crate) next: [[u8; 6]; MAX_RINGS],
    /// Per ring, its neighbours as a bit set.
    pub(crate) around: [u64; MAX_RINGS],
    /// Per ring, the first ring index of its column: `index(c, k) = column_start[c] + k − 1`.
    column_start: [u8; 10],
    /// Rings per column.
    column_len: [u8; 10],
    /// Half-steps from the board's lowest ring to each column's first ring.
    first: [u8; 10],
}

/// Builds the board whose columns start `first[c]` half-steps up and hold `len[c]` rings.
const fn build(first: &[u8], len: &[u8]) -> Board {
    let columns = first.len();
    let mut board = Board {
        rings: 0,
        columns,
        all: 0,
        place: [(0, 0); MAX_RINGS],
        next: [[OFF; 6]; MAX_RINGS],
        around: [0; MAX_RINGS],
        column_start: [0; 10],
        column_len: [0; 10],
        first: [0; 10],
    };
    let mut c = 0;
    while c < columns {
        board.column_start[c] = board.rings as u8;
        board.column_len[c] = len[c];
        board.first[c] = first[c];
        let mut k = 1;
        while k <= len[c] {
            board.place[board.rings] = (c as u8, k);
            board.rings += 1;
            k += 1;
        }
        c += 1;
    }
    assert!(board.rings <= MAX_RINGS);
    board.all = if board.rings == 64 { u64::MAX } else { (1u64 << board.rings) - 1 };
    let mut i = 0;
    while i < board.rings {
        let (c, k) = board.place[i];
        let height = first[c as usize] as i32 + 2 * (k as i32 - 1);
        let mut d = 0;
        while d < 6 {
            let to = ring_at(&board, c as i32 + DIRECTIONS[d].0, height + DIRECTIONS[d].1);
            board.next[i][d] = to;
            if to != OFF {
                board.around[i] |= 1 << to;
            }
            d += 1;
        }
        i += 1;
    }
    board
}

/// The ring in column `c` at `height` half-steps, or [`OFF`].
const fn ring_at(b: &Board, c: i32, height: i32) -> u8 {
    if c < 0 || c >= b.columns as i32 {
        return OFF;
    }
    let above = height - b.first[c as usize] as i32;
    if above < 0 || above % 2 != 0 || above / 2 >= b.column_len[c as usize] as i32 {
        return OFF;
    }
    b.column_start[c as usize] + (above / 2) as u8
}

/// The standard board: 37 rings, a hexagon four rings to a side (a1–a4 … d1–d7 … g1–g4).
pub static BOARD_37: Board = build(&[3, 2, 1, 0, 1, 2, 3], &[4, 5, 6, 7, 6, 5, 4]);
/// The board with the rulebook's 11 extra rings (48; boardspace.net's Zertz+11): one more
/// ring on top of each column a–g, and a column h of four.
pub static BOARD_48: Board = build(&[3, 2, 1, 0, 1, 2, 3, 4], &[5, 6, 7, 8, 7, 6, 5, 4]);
/// The board with 24 extra rings (61; Zertz+24): a hexagon five rings to a side.
pub static BOARD_61: Board = build(&[4, 3, 2, 1, 0, 1, 2, 3, 4], &[5, 6, 7, 8, 9, 8, 7, 6, 5]);

impl Board {
    /// The ring in column `column` (0 for `a`) with number `number` (from 1), if the board
    /// has it.
    pub fn ring(&self, column: u8, number: u8) -> Option<Ring> {
        let c = usize::from(column);
        (c < self.columns && number >= 1 && number <= self.column_len[c])
            .then(|| Ring(self.column_start[c] + number - 1))
    }

    /// How many rings column `column` (0 for `a`) holds; 0 past the last column.
    pub(crate) fn column_len(&self, column: u8) -> u8 {
        self.column_len
            .get(usize::from(column))
            .copied()
            .filter(|_| usize::from(column) < self.columns)
            .unwrap_or(0)
    }

    /// Ring `i` (0 for `a1`), if the board has it.
    pub fn ring_by_index(&self, i: usize) -> Option<Ring> {
        (i < self.rings).then_some(Ring(i as u8))
    }

    /// The name of `ring` as the rulebook prints it: `d4`.
    pub fn name(&self, ring: Ring) -> String {
        let (c, k) = self.place[ring.index()];
        format!("{}{k}", char::from(b'a' + c))
    }

    /// Where `ring` sits on core's hex lattice (columns upright).
    pub fn coord(&self, ring: Ring) -> Coord {
        let (c, k) = self.place[ring.index()];
        let lift = (i32::from(self.first[usize::from(c)]) + i32::from(c) - i32::from(self.first[0])) / 2;
        Coord::new(i32::from(c), i32::from(k) + lift)
    }

    /// The ring two steps from `from` in a straight line, with the one between: the jump
    /// from `from` in `direction`, if both are on the board.
    pub(crate) fn jump(&self, from: u8, direction: usize) -> Option<(u8, u8)> {
        let over = self.next[from as usize][direction];
        if over == OFF {
            return None;
        }
        let to = self.next[over as usize][direction];
        (to != OFF).then_some((over, to))
    }

    /// The direction from `from` to the ring two steps away at `to`, if they are.
    pub(crate) fn direction_of_jump(&self, from: u8, to: u8) -> Option<usize> {
        (0..6).find(|&d| self.jump(from, d).is_some_and(|(_, t)| t == to))
    }
}

/// One ring of a board, by number (0 for `a1`, column by column, bottom up).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub struct Ring(pub(crate) u8);

impl Ring {
    /// Its number, 0 for `a1`.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Its bit in a ring set.
    pub(crate) const fn bit(self) -> u64 {
        1 << self.0
    }
}

/// The rings of a set, lowest number first.
pub(crate) fn rings(set: u64) -> impl Iterator<Item = Ring> {
    // A board has at most 61 rings: every number fits a u8.
    plateau_core::bits::ones(set).map(|i| Ring(i as u8))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn named(b: &Board, name: &str) -> Ring {
        let (c, k) = (name.as_bytes()[0] - b'a', name[1..].parse().unwrap());
        b.ring(c, k).unwrap()
    }

    #[test]
    fn the_boards_have_the_rulebooks_ring_counts_and_symmetric_neighbours() {
        for (b, rings) in [(&BOARD_37, 37), (&BOARD_48, 48), (&BOARD_61, 61)] {
            assert_eq!(b.rings, rings);
            assert_eq!(b.all.count_ones() as usize, rings);
            for i in 0..b.rings {
                for d in 0..6 {
                    let j = b.next[i][d];
                    if j != OFF {
                        assert_eq!(b.next[j as usize][(d + 3) % 6], i as u8, "opposite steps undo");
                    }
                }
            }
        }
    }

    #[test]
    fn neighbours_are_as_the_reference_lists_them() {
        let b = &BOARD_37;
        let around = |name: &str| {
            let mut names: Vec<String> = rings(b.around[named(b, name).index()]).map(|r| b.name(r)).collect();
            names.sort();
            names.join(" ")
        };
        assert_eq!(around("d4"), "c3 c4 d3 d5 e3 e4");
        assert_eq!(around("b2"), "a1 a2 b1 b3 c2 c3");
        assert_eq!(around("a1"), "a2 b1 b2");
        // The perimeter of the standard board is its 18 rings with fewer than six neighbours.
        assert_eq!((0..37).filter(|&i| b.around[i].count_ones() < 6).count(), 18);
    }

    #[test]
    fn neighbouring_rings_are_neighbours_on_the_lattice() {
        for b in [&BOARD_37, &BOARD_48, &BOARD_61] {
            for i in 0..b.rings {
                let a = b.coord(Ring(i as u8));
                for j in rings(b.around[i]) {
                    let c = b.coord(j);
                    let step = (c.x - a.x, c.y - a.y);
                    assert!(
                        [(1, 0), (-1, 0), (0, 1), (0, -1), (1, 1), (-1, -1)].contains(&step),
                        "{} and {} are a lattice step apart, not {step:?}",
                        b.name(Ring(i as u8)),
                        b.name(j)
                    );
                }
            }
        }
    }
}
