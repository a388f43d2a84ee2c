//! The DVONN board (rules §1.2): 49 spaces of an elongated hexagon, numbered so that any set
//! of spaces is one `u64`.
//!
//! Space `(f, r)` (file index `f = 0..=10` for `a..k`, rank `r = 1..=5`) stands at the point
//! `(f, r)` of core's axial hex lattice ([`hex`]): E is `(1, 0)`, NW `(0, 1)` and NE `(1, 1)`.
//! Every direction, neighbour and line below comes from that lattice; this module only adds
//! the board's shape and its numbering.
//!
//! The cell number of `(f, r)` is `n = 11·(r−1) + f`, so sets of spaces use bits 0..=54 of a
//! `u64`, and a lattice step `(Δf, Δr)` is the bit offset `Δf + 11·Δr` (E +1, NE +12, NW +11,
//! W −1, SW −12, SE −11). A one-step shift that leaves the board on one side never lands on a
//! space on the other side, because the cells of the 11×5 rectangle that are not spaces (j1,
//! k1, k2, a4, a5, b5) catch every wrap-around; so masking a shifted set with [`SPACES`] is
//! exact. The unit tests check this cell by cell.

use std::fmt;

use plateau_core::Coord;
use plateau_core::board::hex;

/// Number of cell numbers in use (0..=54); arrays indexed by cell number have this length.
pub(crate) const CELL_SLOTS: usize = 55;

/// Spaces per rank in the numbering: a rank's cell numbers are one file index apart.
const RANK_WIDTH: i32 = 11;

/// True when the lattice point `c` is a space: ranks 1..=5, each running from file
/// `max(0, r−3)` to `min(10, r+7)` (rules §1.2's 9, 10, 11, 10, 9 spaces).
const fn on_board(c: Coord) -> bool {
    let (f, r) = (c.x, c.y);
    1 <= r && r <= 5 && 0 <= f && f <= 10 && r - 3 <= f && f <= r + 7
}

/// The cell number of the lattice point `c`, which must lie in the 11×5 rectangle.
const fn number(c: Coord) -> usize {
    (RANK_WIDTH * (c.y - 1) + c.x) as usize
}

/// The lattice point of cell number `n`.
const fn point(n: usize) -> Coord {
    Coord::new(n as i32 % RANK_WIDTH, n as i32 / RANK_WIDTH + 1)
}

/// How far the lattice step `(Δf, Δr)` moves a cell number.
const fn offset((df, dr): (i32, i32)) -> i32 {
    df + RANK_WIDTH * dr
}

/// `set` moved by the lattice step `step`, cell numbers and all (no masking).
#[inline]
const fn shifted(set: u64, step: (i32, i32)) -> u64 {
    let by = offset(step);
    if by >= 0 { set << by } else { set >> -by }
}

/// Every space of the board.
pub(crate) const SPACES: u64 = {
    let mut mask = 0;
    let mut n = 0;
    while n < CELL_SLOTS {
        if on_board(point(n)) {
            mask |= 1 << n;
        }
        n += 1;
    }
    mask
};

/// The 25 spaces whose six neighbours are all on the board; only these can be surrounded.
pub(crate) const INTERIOR: u64 = {
    let mut mask = 0;
    let mut n = 0;
    while n < CELL_SLOTS {
        if on_board(point(n)) {
            let around = hex::neighbours(point(n));
            let mut all = true;
            let mut d = 0;
            while d < 6 {
                all = all && on_board(around[d]);
                d += 1;
            }
            if all {
                mask |= 1 << n;
            }
        }
        n += 1;
    }
    mask
};

/// The lowest stack height that can never move: a straight line holds at most 11 spaces,
/// so at most 10 steps. Tables indexed by height stop here; index them with
/// `height.min(MAX_REACH)`.
pub(crate) const MAX_REACH: usize = 11;

/// Table type of [`JUMPS`]: per cell number, per height, per ring direction.
type JumpTable = [[[Cell; 6]; MAX_REACH + 1]; CELL_SLOTS];

/// Bit position standing for "off the board": above every space, so never occupied.
const OFF_BOARD: u8 = 63;

/// Builds [`JUMPS`]. Ring direction `d` is the lattice step [`hex::AROUND`]`[d]`: E, NE, NW,
/// W, SW, SE, each adjacent to the next and the last to the first, which the cut-vertex test
/// in [`ONE_ARC`] relies on; it is also the order in which moves are generated.
const fn jump_table() -> JumpTable {
    let mut table = [[[Cell::from_bits(OFF_BOARD); 6]; MAX_REACH + 1]; CELL_SLOTS];
    let mut cell = 0;
    while cell < CELL_SLOTS {
        let from = point(cell);
        let mut height = 1;
        while height < MAX_REACH {
            let mut dir = 0;
            while dir < 6 {
                let to = from.step(hex::AROUND[dir], height as i32);
                if on_board(from) && on_board(to) {
                    table[cell][height][dir] = Cell::from_bits(number(to) as u8);
                }
                dir += 1;
            }
            height += 1;
        }
        cell += 1;
    }
    table
}

/// `JUMPS[n][h][d]`: the cell `h` steps from cell number `n` in ring direction `d`, or the
/// never-occupied slot 63 when that leaves the board (and for `h == 0`, `h == MAX_REACH`).
/// Lets the move generator test all six directions of a stack without branching;
/// `JUMPS[n][1]` is the ring of neighbours.
pub(crate) static JUMPS: JumpTable = jump_table();

/// `TARGETS[n][h]`: the set of spaces of `JUMPS[n][h]`, i.e. exactly `h` steps from cell `n`
/// along one of the six lines. A stack of height `h` on `n` may land on the occupied ones.
pub(crate) static TARGETS: [[u64; MAX_REACH + 1]; CELL_SLOTS] = {
    let jumps = jump_table();
    let mut table = [[0; MAX_REACH + 1]; CELL_SLOTS];
    let mut n = 0;
    while n < CELL_SLOTS {
        let mut h = 0;
        while h <= MAX_REACH {
            let mut d = 0;
            while d < 6 {
                table[n][h] |= jumps[n][h][d].bit();
                d += 1;
            }
            table[n][h] &= SPACES;
            h += 1;
        }
        n += 1;
    }
    table
};

/// Bit `p` is set when the ring pattern `p` (bit `d` = neighbour in direction `d` occupied)
/// has its occupied neighbours in at most one unbroken arc. Consecutive ring neighbours
/// touch each other, so emptying a cell with such a ring cannot disconnect its neighbours.
const ONE_ARC: u64 = {
    let mut table = 0;
    let mut p = 0;
    while p < 64 {
        // Count the arcs: positions where an occupied neighbour follows an empty one.
        let mut starts = 0;
        let mut d = 0;
        while d < 6 {
            let here = (p >> d) & 1;
            let before = (p >> ((d + 5) % 6)) & 1;
            if here == 1 && before == 0 {
                starts += 1;
            }
            d += 1;
        }
        if starts <= 1 {
            table |= 1 << p;
        }
        p += 1;
    }
    table
};

/// Steps between the spaces with cell numbers `a` and `b` (0 for the same space).
#[inline]
pub(crate) const fn distance(a: usize, b: usize) -> u32 {
    hex::distance(point(a), point(b)) as u32
}

/// The spaces adjacent to some member of `set`.
#[inline]
pub(crate) const fn spread(set: u64) -> u64 {
    let mut near = 0;
    let mut d = 0;
    while d < 6 {
        near |= shifted(set, hex::DIRECTIONS[d]);
        d += 1;
    }
    near & SPACES
}

/// The members of `occupied` that are surrounded (rules §1.4): interior spaces whose six
/// neighbours are all occupied. Interior neighbours never wrap, so plain shifts are exact.
#[inline]
pub(crate) const fn surrounded(occupied: u64) -> u64 {
    let mut all = INTERIOR & occupied;
    let mut d = 0;
    while d < 6 {
        // The cells whose neighbour in direction `d` is occupied: `occupied` stepped back.
        all &= shifted(occupied, hex::DIRECTIONS[d ^ 1]);
        d += 1;
    }
    all
}

/// True when ring pattern `pattern` (see [`ONE_ARC`]) is at most one unbroken arc.
#[inline]
pub(crate) fn one_arc(pattern: u32) -> bool {
    (ONE_ARC >> pattern) & 1 == 1
}

/// The spaces whose occupied neighbours do not form one unbroken arc (see [`ONE_ARC`]), for
/// every space at once: emptying one of them may split a group, emptying any other cannot.
/// The same as `!one_arc(ring_pattern(occupied, n))` space by space, in a few dozen bit
/// operations instead of six lookups a space: an arc starts in ring direction `d` where the
/// neighbour there is occupied and the one before it is not, and two starts make two arcs.
#[inline]
pub(crate) const fn ring_breaks(occupied: u64) -> u64 {
    // `around[d]`: the spaces whose neighbour in ring direction `d` is occupied (a step off
    // the board lands on a never-occupied slot or off the word, see the module docs).
    let mut around = [0u64; 6];
    let mut d = 0;
    while d < 6 {
        let (df, dr) = hex::AROUND[d];
        around[d] = shifted(occupied, (-df, -dr)) & SPACES;
        d += 1;
    }
    let (mut one, mut two) = (0u64, 0u64);
    let mut d = 0;
    while d < 6 {
        let starts = around[d] & !around[(d + 5) % 6];
        two |= one & starts;
        one |= starts;
        d += 1;
    }
    two
}

/// The ring pattern of `occupied` around cell `n`: bit `d` set when the neighbour in ring
/// direction `d` is occupied.
#[inline]
pub(crate) fn ring_pattern(occupied: u64, n: usize) -> u32 {
    let mut pattern = 0;
    for (d, neighbour) in JUMPS[n][1].iter().enumerate() {
        pattern |= (((occupied >> neighbour.number()) & 1) as u32) << d;
    }
    pattern
}

/// Declares [`Slot`], one variant per bit position of a `u64`.
macro_rules! slots {
    ($($name:ident = $n:literal),* $(,)?) => {
        /// A bit position 0..=63 of a set of cells. An enum rather than a `u8` so that the
        /// 192 byte values it never takes are free for the compiler: that makes [`Move`]
        /// two bytes (a jump is two slots; the other actions live in the spare values), which
        /// halves the stores of move generation.
        ///
        /// [`Move`]: crate::Move
        #[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash)]
        #[repr(u8)]
        enum Slot {
            $($name = $n),*
        }

        impl Slot {
            /// The slot of bit `n % 64`; compiles to nothing.
            #[inline]
            const fn of(n: u8) -> Self {
                match n & 63 {
                    $($n => Self::$name,)*
                    _ => Self::S63,
                }
            }
        }
    };
}

slots!(
    S0 = 0,
    S1 = 1,
    S2 = 2,
    S3 = 3,
    S4 = 4,
    S5 = 5,
    S6 = 6,
    S7 = 7,
    S8 = 8,
    S9 = 9,
    S10 = 10,
    S11 = 11,
    S12 = 12,
    S13 = 13,
    S14 = 14,
    S15 = 15,
    S16 = 16,
    S17 = 17,
    S18 = 18,
    S19 = 19,
    S20 = 20,
    S21 = 21,
    S22 = 22,
    S23 = 23,
    S24 = 24,
    S25 = 25,
    S26 = 26,
    S27 = 27,
    S28 = 28,
    S29 = 29,
    S30 = 30,
    S31 = 31,
    S32 = 32,
    S33 = 33,
    S34 = 34,
    S35 = 35,
    S36 = 36,
    S37 = 37,
    S38 = 38,
    S39 = 39,
    S40 = 40,
    S41 = 41,
    S42 = 42,
    S43 = 43,
    S44 = 44,
    S45 = 45,
    S46 = 46,
    S47 = 47,
    S48 = 48,
    S49 = 49,
    S50 = 50,
    S51 = 51,
    S52 = 52,
    S53 = 53,
    S54 = 54,
    S55 = 55,
    S56 = 56,
    S57 = 57,
    S58 = 58,
    S59 = 59,
    S60 = 60,
    S61 = 61,
    S62 = 62,
    S63 = 63,
);

/// One of the 49 spaces. Ordered by cell number (a1 … i1, a2 … j2, …, c5 … k5).
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash)]
pub struct Cell(Slot);

impl Cell {
    /// The space with file index `file` (0 for `a` … 10 for `k`) and rank `rank` (1..=5).
    pub const fn new(file: u8, rank: u8) -> Option<Self> {
        let c = Coord::new(file as i32, rank as i32);
        if on_board(c) { Some(Self::from_bits(number(c) as u8)) } else { None }
    }

    /// The space with cell number `n = 11·(rank−1) + file`, if `n` numbers a space.
    pub const fn from_number(n: usize) -> Option<Self> {
        if n < CELL_SLOTS && (SPACES >> n) & 1 == 1 { Some(Self::from_bits(n as u8)) } else { None }
    }

    /// The cell number `11·(rank−1) + file`, in `0..=54`.
    pub const fn number(self) -> usize {
        self.0 as usize
    }

    /// The cell whose number is `n % 64`, unchecked.
    #[inline]
    const fn from_bits(n: u8) -> Self {
        Self(Slot::of(n))
    }

    /// File index, 0 for `a` … 10 for `k`.
    pub const fn file(self) -> u8 {
        self.0 as u8 % 11
    }

    /// Rank, 1..=5.
    pub const fn rank(self) -> u8 {
        self.0 as u8 / 11 + 1
    }

    /// The point of core's hex lattice where this space stands, `(file index, rank)`: the
    /// coordinate of views and move input, and of every direction and line.
    pub const fn coord(self) -> Coord {
        point(self.number())
    }

    /// The space at a lattice coordinate, if it is one.
    pub fn from_coord(coord: Coord) -> Option<Self> {
        let file = u8::try_from(coord.x).ok()?;
        let rank = u8::try_from(coord.y).ok()?;
        Self::new(file, rank)
    }

    /// Reads a space name such as `"e3"` or `"E3"` (nothing else around it).
    pub fn parse(name: &str) -> Option<Self> {
        match name.as_bytes() {
            &[letter, digit] => {
                let file = letter.to_ascii_lowercase().checked_sub(b'a')?;
                let rank = digit.checked_sub(b'0')?;
                if file > 10 || rank > 9 {
                    return None;
                }
                Self::new(file, rank)
            }
            _ => None,
        }
    }

    /// All 49 spaces in cell-number order.
    pub fn all() -> impl Iterator<Item = Self> {
        BitIter(SPACES).map(|n| Self::from_bits(n as u8))
    }

    /// The number of on-board neighbours (3, 4 or 6).
    pub fn neighbour_count(self) -> u32 {
        TARGETS[self.number()][1].count_ones()
    }

    /// True for the 24 spaces with an off-board neighbour, which are never surrounded.
    pub const fn is_edge(self) -> bool {
        (INTERIOR >> self.number()) & 1 == 0
    }

    /// The set holding only this space.
    pub(crate) const fn bit(self) -> u64 {
        1 << self.number()
    }

    /// The space with cell number `n`; `n` must number a space (callers take it from a set
    /// of spaces).
    pub(crate) const fn of_number(n: usize) -> Self {
        debug_assert!((SPACES >> n) & 1 == 1);
        Self::from_bits(n as u8)
    }

    /// The number of steps from `self` to `other` if they lie on one straight line
    /// (rules §1.2 directions), or `None` (also for `self == other`).
    pub const fn line_distance(self, other: Self) -> Option<u8> {
        match hex::line_between(self.coord(), other.coord()) {
            Some((_, steps)) => Some(steps as u8),
            None => None,
        }
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", char::from(b'a' + self.file()), self.rank())
    }
}

impl fmt::Debug for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// The set bits of a `u64`, lowest first.
#[derive(Clone)]
pub(crate) struct BitIter(pub(crate) u64);

impl Iterator for BitIter {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.0 == 0 {
            None
        } else {
            let n = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            Some(n)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn neighbours_by_coordinates(cell: Cell) -> u64 {
        hex::neighbours(cell.coord())
            .into_iter()
            .filter(|&n| on_board(n))
            .fold(0, |set, n| set | 1 << number(n))
    }

    #[test]
    fn distance_counts_steps_between_neighbours() {
        let at = |name: &str| Cell::parse(name).unwrap().number();
        assert_eq!(distance(at("e3"), at("e3")), 0);
        // One step to each neighbour, and neighbours only.
        for cell in Cell::all() {
            let one_step = BitIter(SPACES).filter(|&n| distance(cell.number(), n) == 1);
            assert_eq!(one_step.fold(0, |set, n| set | 1 << n), neighbours_by_coordinates(cell), "{cell}");
        }
        // Along a rank, and across the board from corner to corner.
        assert_eq!(distance(at("a1"), at("i1")), 8);
        assert_eq!(distance(at("a1"), at("k5")), 10);
        assert_eq!(distance(at("c5"), at("i1")), 10);
    }

    #[test]
    fn the_board_has_49_spaces_in_rows_of_9_10_11_10_9() {
        assert_eq!(Cell::all().count(), 49);
        let per_rank: Vec<usize> = (1..=5).map(|r| Cell::all().filter(|c| c.rank() == r).count()).collect();
        assert_eq!(per_rank, [9, 10, 11, 10, 9]);
        let names: Vec<String> = Cell::all().filter(|c| c.rank() == 4).map(|c| c.to_string()).collect();
        assert_eq!(names.first().map(String::as_str), Some("b4"));
        assert_eq!(names.last().map(String::as_str), Some("k4"));
    }

    #[test]
    fn edge_and_interior_spaces_match_the_rules() {
        let edge: Vec<String> = Cell::all().filter(|c| c.is_edge()).map(|c| c.to_string()).collect();
        assert_eq!(edge.len(), 24);
        assert_eq!(INTERIOR.count_ones(), 25);
        for name in ["a2", "a3", "b4", "j2", "k3", "k4", "a1", "i1", "c5", "k5"] {
            assert!(edge.contains(&name.to_owned()), "{name} should be an edge space");
        }
        let three: Vec<String> =
            Cell::all().filter(|c| c.neighbour_count() == 3).map(|c| c.to_string()).collect();
        assert_eq!(three, ["a1", "i1", "a3", "k3", "c5", "k5"]);
        assert_eq!(Cell::all().filter(|c| c.neighbour_count() == 4).count(), 18);
        assert!(Cell::all().filter(|c| !c.is_edge()).all(|c| c.neighbour_count() == 6));
    }

    #[test]
    fn one_step_shifts_never_wrap_onto_the_board() {
        for cell in Cell::all() {
            assert_eq!(spread(cell.bit()), neighbours_by_coordinates(cell), "{cell}");
            assert_eq!(TARGETS[cell.number()][1], neighbours_by_coordinates(cell), "{cell}");
        }
    }

    #[test]
    fn the_ring_lists_each_neighbour_once() {
        for cell in Cell::all() {
            let ring = JUMPS[cell.number()][1]
                .iter()
                .filter(|n| n.number() != usize::from(OFF_BOARD))
                .fold(0u64, |acc, n| acc | n.bit());
            assert_eq!(ring, neighbours_by_coordinates(cell), "{cell}");
        }
    }

    #[test]
    fn the_ring_runs_e_ne_nw_w_sw_se() {
        let e3 = Cell::parse("e3").unwrap();
        let ring: Vec<String> = JUMPS[e3.number()][1].iter().map(Cell::to_string).collect();
        assert_eq!(ring, ["f3", "f4", "e4", "d3", "d2", "e2"]);
    }

    #[test]
    fn surrounded_needs_six_occupied_neighbours() {
        let e3 = Cell::parse("e3").unwrap();
        let full = SPACES;
        assert_eq!(surrounded(full), INTERIOR);
        assert_eq!(surrounded(full & !TARGETS[e3.number()][1]) & e3.bit(), 0);
        let ring_only = e3.bit() | TARGETS[e3.number()][1];
        assert_eq!(surrounded(ring_only), e3.bit());
    }

    #[test]
    fn long_lines_limit_tall_stacks() {
        let a3 = Cell::parse("a3").unwrap();
        assert_eq!(TARGETS[a3.number()][10], Cell::parse("k3").unwrap().bit());
        for cell in Cell::all() {
            for (h, &targets) in TARGETS[cell.number()].iter().enumerate().skip(5) {
                for t in BitIter(targets).map(Cell::of_number) {
                    assert_eq!(t.rank(), cell.rank(), "height {h} leaves the rank from {cell}");
                }
            }
            assert_eq!(TARGETS[cell.number()][MAX_REACH], 0);
        }
    }

    #[test]
    fn ring_breaks_are_the_spaces_whose_ring_is_not_one_arc() {
        let mut rng = plateau_core::Rng::new(7);
        for round in 0..2_000 {
            // Sparse and dense boards alike: the AND of k random words keeps a space with a
            // chance of 1/2^k; its complement, of 1 - 1/2^k.
            let k = round % 4 + 1;
            let thinned = (0..k).fold(u64::MAX, |set, _| set & rng.next_u64());
            let occupied = SPACES & if round % 8 < 4 { thinned } else { !thinned };
            let breaks = ring_breaks(occupied);
            for n in BitIter(SPACES) {
                let expected = !one_arc(ring_pattern(occupied, n));
                assert_eq!(breaks >> n & 1 == 1, expected, "space {n}, occupied {occupied:#x}");
            }
            assert_eq!(breaks & !SPACES, 0);
        }
    }

    #[test]
    fn one_arc_patterns() {
        assert!(one_arc(0), "no neighbour");
        assert!(one_arc(0b11_0001), "SW, SE, E wrap round");
        assert!(!one_arc(0b00_0101), "E and NW are apart");
        assert!(!one_arc(0b01_1011), "E, NE and W, SW are two arcs");
        assert!(one_arc(0b11_1111), "all six");
    }

    #[test]
    fn names_and_lines() {
        let c3 = Cell::parse("C3").unwrap();
        assert_eq!(c3.to_string(), "c3");
        assert_eq!(c3.coord(), Coord::new(2, 3));
        assert_eq!(Cell::from_coord(Coord::new(2, 3)), Some(c3));
        for bad in ["a4", "k1", "z9", "a0", "a", "", "e33", "é3"] {
            assert_eq!(Cell::parse(bad), None, "{bad}");
        }
        let e5 = Cell::parse("e5").unwrap();
        assert_eq!(c3.line_distance(e5), Some(2));
        assert_eq!(c3.line_distance(Cell::parse("d5").unwrap()), None);
        assert_eq!(c3.line_distance(c3), None);
        assert_eq!(Cell::parse("a3").unwrap().line_distance(Cell::parse("k3").unwrap()), Some(10));
    }
}
