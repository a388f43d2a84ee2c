//! The GIPF board of rules.md §2.2: 61 points (37 spots, 24 dots), the 21 playing lines and
//! the 42 entry moves, all computed at compile time into one static table.
//!
//! Points use the axial coordinates `(u, v)` of §2.2: column letter `a..i` is `u = 0..8`,
//! row number `n` is `v = n - 1 + max(0, u - 4)`, and the centre `e5` is `(4, 4)`. These are
//! the points `(u, v)` of core's hex lattice ([`hex`]) as they stand, with N `(0, 1)`, NE
//! `(1, 1)` and SE `(1, 0)`: directions, distances and lines all come from there. A point at
//! hex distance ≤ 3 from the centre is a spot, at distance 4 a dot.
//!
//! Spots are numbered `0..37` in alphabetical order of their names (`b2, b3, …, h5`), which
//! is also `(u, v)` order; that index is the bit of the spot in every `u64` bitboard. Dots
//! are numbered `0..24` the same way (`a1, …, a5, b1, b6, …, i5`).

use plateau_core::Coord;
use plateau_core::board::hex;

/// Number of spots (the play area).
pub const SPOTS: usize = 37;
/// Number of dots (the outer ring pieces enter from).
pub const DOTS: usize = 24;
/// Number of playing lines: 7 in each of the 3 axes.
pub const LINES: usize = 21;
/// Number of entry moves `(dot, direction)`.
pub const ENTRIES: usize = 42;
/// Number of 4-spot windows over all lines (a row needs 4 consecutive spots).
pub const WINDOWS: usize = 48;
/// Longest line, in spots.
pub const MAX_LINE: usize = 7;

/// The centre spot `e5`.
const CENTRE: Coord = Coord::new(4, 4);
/// Spots lie at most this many steps from the centre, dots one step further.
const RADIUS: i32 = 3;

/// The six directions of §2.2, in alphabetical order of their names. Entries from one dot
/// are listed in this order, which makes the entry list alphabetical like §2.2's table.
pub const DIRECTION_NAMES: [&str; 6] = ["N", "NE", "NW", "S", "SE", "SW"];
/// Each direction of [`DIRECTION_NAMES`] as a direction of the lattice (an index into
/// [`hex::DIRECTIONS`]), the board drawn in columns: N is `(0, 1)`, NE `(1, 1)`, NW `(-1, 0)`,
/// S `(0, -1)`, SE `(1, 0)`, SW `(-1, -1)`.
const LATTICE_DIRECTIONS: [usize; 6] = [2, 4, 1, 3, 0, 5];
/// The three axes in the order their lines are numbered (N–S lines are 0..7, NE–SW 7..14,
/// SE–NW 14..21), each named by the lattice direction its lines' spots are stored in: N, NE
/// and SE.
const AXIS_DIRECTIONS: [usize; 3] = [LATTICE_DIRECTIONS[0], LATTICE_DIRECTIONS[1], LATTICE_DIRECTIONS[4]];

/// The board's points, lines and entries.
#[derive(Debug)]
pub struct Geometry {
    /// `(u, v)` of each spot.
    pub spot_uv: [(u8, u8); SPOTS],
    /// `(u, v)` of each dot.
    pub dot_uv: [(u8, u8); DOTS],
    /// Spot index at `(u, v)`, or -1.
    spot_at: [[i8; 9]; 9],
    /// Dot index at `(u, v)`, or -1.
    dot_at: [[i8; 9]; 9],
    /// Spots of each line in its fixed orientation (N, NE or SE along the axis).
    pub line_spots: [[u8; MAX_LINE]; LINES],
    /// Number of spots of each line (4..=7).
    pub line_len: [u8; LINES],
    /// Bitboard of each line.
    pub line_mask: [u64; LINES],
    /// For each spot and axis, the line through the spot and the spot's position on it.
    pub spot_line: [[(u8, u8); 3]; SPOTS],
    /// The entry moves in alphabetical order of (dot, direction name), as in §2.2.
    pub entries: [Entry; ENTRIES],
    /// Lowest entry index whose first spot is this spot, or 255 for an inner spot.
    pub first_entry_into: [u8; SPOTS],
    /// The 18 border spots: those a push can enter directly.
    pub border: u64,
    /// Bitboard of every 4-spot window, grouped by line in line order.
    pub windows: [u64; WINDOWS],
    /// The line of each window.
    pub window_line: [u8; WINDOWS],
    /// Position on its line of each window's first spot.
    pub window_first: [u8; WINDOWS],
    /// The centre spot and its six neighbours.
    pub centre: u64,
    /// For each spot, the 6 entries whose lines pass through it (3 lines, pushed from either
    /// end) and the bit of the spot in that entry's push order.
    pub spot_entries: [[(u8, u8); 6]; SPOTS],
}

/// One of the 42 ways to push a piece in: a dot and a direction.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    /// The dot the piece comes from.
    pub dot: u8,
    /// Index into [`DIRECTION_NAMES`].
    pub dir: u8,
    /// The line pushed along.
    pub line: u8,
    /// Number of spots on the line.
    pub len: u8,
    /// The spots in push order (the first is next to the dot).
    pub spots: [u8; MAX_LINE],
    /// `prefix[j]` is the bitboard of the first `j` spots in push order: the chain that a push
    /// whose first gap is spot `j` moves forward.
    pub prefix: [u64; MAX_LINE + 1],
    /// The dot at the far end of the line.
    pub far_dot: u8,
    /// True when this is the alphabetically first entry into its first spot: the one that
    /// stands for all pushes into that spot while it is empty.
    pub first_into_spot: bool,
}

/// The one board, built at compile time.
pub static GEO: Geometry = Geometry::build();

/// Which of the three axes the lattice direction `d` runs along (0: N–S, 1: NE–SW, 2: SE–NW),
/// and whether it points the way the axis's lines are stored.
const fn axis_of(d: usize) -> (usize, bool) {
    let mut axis = 0;
    while hex::axis(AXIS_DIRECTIONS[axis]) != hex::axis(d) {
        axis += 1;
    }
    (axis, d == AXIS_DIRECTIONS[axis])
}

/// The line of `axis` through `c`. The lattice numbers the parallel lines of an axis in
/// order ([`hex::line_across`]); counted from the outermost one, `RADIUS` lines to one side
/// of the centre, the 7 lines of each axis are consecutive indices.
const fn line_through(axis: usize, c: Coord) -> usize {
    let across = hex::axis(AXIS_DIRECTIONS[axis]);
    let from_edge = hex::line_across(c, across) - hex::line_across(CENTRE, across) + RADIUS;
    axis * 7 + from_edge as usize
}

/// The entry of a `[[i8; 9]; 9]` point table at `c`, or -1 off the table.
const fn index_at(table: &[[i8; 9]; 9], c: Coord) -> i8 {
    if c.x >= 0 && c.x < 9 && c.y >= 0 && c.y < 9 { table[c.x as usize][c.y as usize] } else { -1 }
}

/// The lattice point of a `(u, v)` pair as the tables store it.
const fn coord_of((u, v): (u8, u8)) -> Coord {
    Coord::new(u as i32, v as i32)
}

impl Geometry {
    const fn build() -> Self {
        let mut geo = Self {
            spot_uv: [(0, 0); SPOTS],
            dot_uv: [(0, 0); DOTS],
            spot_at: [[-1; 9]; 9],
            dot_at: [[-1; 9]; 9],
            line_spots: [[0; MAX_LINE]; LINES],
            line_len: [0; LINES],
            line_mask: [0; LINES],
            spot_line: [[(0, 0); 3]; SPOTS],
            entries: [Entry {
                dot: 0,
                dir: 0,
                line: 0,
                len: 0,
                spots: [0; MAX_LINE],
                prefix: [0; MAX_LINE + 1],
                far_dot: 0,
                first_into_spot: false,
            }; ENTRIES],
            first_entry_into: [255; SPOTS],
            border: 0,
            windows: [0; WINDOWS],
            window_line: [0; WINDOWS],
            window_first: [0; WINDOWS],
            centre: 0,
            spot_entries: [[(0, 0); 6]; SPOTS],
        };
        // Points in (u, v) order, which is alphabetical order of their names.
        let (mut spots, mut dots) = (0, 0);
        let mut u = 0;
        while u < 9 {
            let mut v = 0;
            while v < 9 {
                let point = Coord::new(u, v);
                let r = hex::distance(point, CENTRE);
                if r <= RADIUS {
                    if r <= 1 {
                        geo.centre |= 1 << spots;
                    }
                    geo.spot_uv[spots] = (u as u8, v as u8);
                    geo.spot_at[u as usize][v as usize] = spots as i8;
                    // Spots come in u-major, v-minor order, so each line receives its spots
                    // in its stored orientation (increasing v for N, increasing u otherwise).
                    let mut axis = 0;
                    while axis < 3 {
                        let line = line_through(axis, point);
                        let pos = geo.line_len[line];
                        geo.line_spots[line][pos as usize] = spots as u8;
                        geo.line_len[line] = pos + 1;
                        geo.line_mask[line] |= 1 << spots;
                        geo.spot_line[spots][axis] = (line as u8, pos);
                        axis += 1;
                    }
                    spots += 1;
                } else if r == RADIUS + 1 {
                    geo.dot_uv[dots] = (u as u8, v as u8);
                    geo.dot_at[u as usize][v as usize] = dots as i8;
                    dots += 1;
                }
                v += 1;
            }
            u += 1;
        }
        assert!(spots == SPOTS && dots == DOTS);

        // Entries: every (dot, direction) whose first step lands on a spot, dots in
        // alphabetical order and directions in name order.
        let mut count = 0;
        let mut dot = 0;
        while dot < DOTS {
            let from = coord_of(geo.dot_uv[dot]);
            let mut dir = 0;
            while dir < 6 {
                let step = hex::DIRECTIONS[LATTICE_DIRECTIONS[dir]];
                let first = from.step(step, 1);
                if index_at(&geo.spot_at, first) >= 0 {
                    let (axis, forward) = axis_of(LATTICE_DIRECTIONS[dir]);
                    let line = line_through(axis, first);
                    let len = geo.line_len[line] as usize;
                    let mut entry = Entry {
                        dot: dot as u8,
                        dir: dir as u8,
                        line: line as u8,
                        len: len as u8,
                        spots: [0; MAX_LINE],
                        prefix: [0; MAX_LINE + 1],
                        far_dot: 0,
                        first_into_spot: false,
                    };
                    let mut k = 0;
                    while k < len {
                        let s =
                            if forward { geo.line_spots[line][k] } else { geo.line_spots[line][len - 1 - k] };
                        entry.spots[k] = s;
                        entry.prefix[k + 1] = entry.prefix[k] | 1 << s;
                        k += 1;
                    }
                    let last = coord_of(geo.spot_uv[entry.spots[len - 1] as usize]);
                    let far = index_at(&geo.dot_at, last.step(step, 1));
                    assert!(far >= 0, "every line ends on a dot");
                    entry.far_dot = far as u8;
                    let first = entry.spots[0] as usize;
                    if geo.first_entry_into[first] == 255 {
                        geo.first_entry_into[first] = count as u8;
                        geo.border |= 1 << first;
                        entry.first_into_spot = true;
                    }
                    geo.entries[count] = entry;
                    count += 1;
                }
                dir += 1;
            }
            dot += 1;
        }
        assert!(count == ENTRIES, "§2.2 lists 42 entry moves");
        let mut seen = [0usize; SPOTS];
        let mut index = 0;
        while index < ENTRIES {
            let mut k = 0;
            while k < geo.entries[index].len as usize {
                let spot = geo.entries[index].spots[k] as usize;
                geo.spot_entries[spot][seen[spot]] = (index as u8, 1 << k);
                seen[spot] += 1;
                k += 1;
            }
            index += 1;
        }
        let mut spot = 0;
        while spot < SPOTS {
            assert!(seen[spot] == 6, "every spot lies on 3 lines, each with 2 entries");
            spot += 1;
        }

        let mut window = 0;
        let mut line = 0;
        while line < LINES {
            let len = geo.line_len[line] as usize;
            let mut start = 0;
            while start + 4 <= len {
                let mut mask = 0;
                let mut k = start;
                while k < start + 4 {
                    mask |= 1u64 << geo.line_spots[line][k];
                    k += 1;
                }
                geo.windows[window] = mask;
                geo.window_line[window] = line as u8;
                geo.window_first[window] = start as u8;
                window += 1;
                start += 1;
            }
            line += 1;
        }
        assert!(window == WINDOWS);
        geo
    }

    /// The lattice point of a spot.
    pub const fn spot_coord(&self, spot: usize) -> Coord {
        coord_of(self.spot_uv[spot])
    }

    /// The lattice point of a dot.
    pub const fn dot_coord(&self, dot: usize) -> Coord {
        coord_of(self.dot_uv[dot])
    }

    /// The spot at `(u, v)`, if that point is a spot.
    pub fn spot_at(&self, u: i32, v: i32) -> Option<usize> {
        let (u, v) = (usize::try_from(u).ok()?, usize::try_from(v).ok()?);
        let s = *self.spot_at.get(u)?.get(v)?;
        usize::try_from(s).ok()
    }

    /// The dot at `(u, v)`, if that point is a dot.
    pub fn dot_at(&self, u: i32, v: i32) -> Option<usize> {
        let (u, v) = (usize::try_from(u).ok()?, usize::try_from(v).ok()?);
        let d = *self.dot_at.get(u)?.get(v)?;
        usize::try_from(d).ok()
    }

    /// The entry from `dot` whose first spot is `spot`, if there is one.
    pub fn entry_from(&self, dot: usize, spot: usize) -> Option<usize> {
        self.entries.iter().position(|e| e.dot as usize == dot && e.spots[0] as usize == spot)
    }

    /// The spots of `line` from position `start` to `end` inclusive, as a bitboard.
    pub fn segment_mask(&self, line: usize, start: usize, end: usize) -> u64 {
        self.line_spots[line][start..=end].iter().fold(0, |m, &s| m | 1 << s)
    }
}

/// The official name of the point `(u, v)` (`"e5"`), inverting §2.2's mapping.
pub fn point_name(u: u8, v: u8) -> String {
    let n = v + 1 - u.saturating_sub(4);
    format!("{}{}", char::from(b'a' + u), n)
}

/// Name of a spot.
pub fn spot_name(spot: usize) -> String {
    let (u, v) = GEO.spot_uv[spot];
    point_name(u, v)
}

/// Name of a dot.
pub fn dot_name(dot: usize) -> String {
    let (u, v) = GEO.dot_uv[dot];
    point_name(u, v)
}

/// A point named in the official notation: a spot or a dot.
#[derive(Clone, Copy, Eq, PartialEq, Debug)]
pub enum Point {
    /// A spot of the play area.
    Spot(usize),
    /// A dot of the outer ring.
    Dot(usize),
}

/// Reads a point name (`"e5"`, `"a1"`): a lower-case column `a..i` and a row number. `None`
/// for anything else, including names off the board (`"a9"`).
pub fn parse_point(text: &str) -> Option<Point> {
    let bytes = text.as_bytes();
    let (&col, digits) = bytes.split_first()?;
    if !(b'a'..=b'i').contains(&col) || digits.is_empty() || digits.len() > 1 {
        return None;
    }
    let n = i32::from(digits[0]) - i32::from(b'0');
    if !(1..=9).contains(&n) {
        return None;
    }
    let u = i32::from(col - b'a');
    let v = n - 1 + (u - 4).max(0);
    if let Some(s) = GEO.spot_at(u, v) { Some(Point::Spot(s)) } else { GEO.dot_at(u, v).map(Point::Dot) }
}

/// Bit of a spot in a bitboard.
#[inline]
pub const fn bit(spot: usize) -> u64 {
    1 << spot
}

/// Iterates over the spots of a bitboard in index order.
pub fn spots_of(mask: u64) -> impl Iterator<Item = usize> {
    plateau_core::bits::ones(mask)
}

/// The spot index of a spot name, for tests. Panics on anything else.
#[cfg(test)]
pub(crate) fn spot(name: &str) -> usize {
    match parse_point(name) {
        Some(Point::Spot(s)) => s,
        other => panic!("{name} is not a spot: {other:?}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dot(name: &str) -> usize {
        match parse_point(name) {
            Some(Point::Dot(d)) => d,
            other => panic!("{name} is not a dot: {other:?}"),
        }
    }

    #[test]
    fn names_round_trip_and_follow_the_mapping() {
        for s in 0..SPOTS {
            assert_eq!(parse_point(&spot_name(s)), Some(Point::Spot(s)));
        }
        for d in 0..DOTS {
            assert_eq!(parse_point(&dot_name(d)), Some(Point::Dot(d)));
        }
        assert_eq!(GEO.spot_uv[spot("e5")], (4, 4));
        assert_eq!(GEO.spot_uv[spot("f5")], (5, 5));
        assert_eq!(spot_name(0), "b2");
        assert_eq!(spot_name(SPOTS - 1), "h5");
        for bad in ["a0", "a6", "j1", "e10", "E5", "", "e", "5e", "i6"] {
            assert_eq!(parse_point(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_entry_table_is_the_one_of_the_rules() {
        // §2.2's table, row by row: dot, direction, spots in push order, far dot.
        let table = "a1 NE b2 c3 d4 e5 f5 g5 h5 i5|a2 NE b3 c4 d5 e6 f6 g6 h6|a2 SE b2 c2 d2 e2 f1|\
            a3 NE b4 c5 d6 e7 f7 g7|a3 SE b3 c3 d3 e3 f2 g1|a4 NE b5 c6 d7 e8 f8|\
            a4 SE b4 c4 d4 e4 f3 g2 h1|a5 SE b5 c5 d5 e5 f4 g3 h2 i1|b1 N b2 b3 b4 b5 b6|\
            b1 NE c2 d3 e4 f4 g4 h4 i4|b6 S b5 b4 b3 b2 b1|b6 SE c6 d6 e6 f5 g4 h3 i2|\
            c1 N c2 c3 c4 c5 c6 c7|c1 NE d2 e3 f3 g3 h3 i3|c7 S c6 c5 c4 c3 c2 c1|\
            c7 SE d7 e7 f6 g5 h4 i3|d1 N d2 d3 d4 d5 d6 d7 d8|d1 NE e2 f2 g2 h2 i2|\
            d8 S d7 d6 d5 d4 d3 d2 d1|d8 SE e8 f7 g6 h5 i4|e1 N e2 e3 e4 e5 e6 e7 e8 e9|\
            e9 S e8 e7 e6 e5 e4 e3 e2 e1|f1 N f2 f3 f4 f5 f6 f7 f8|f1 NW e2 d2 c2 b2 a2|\
            f8 S f7 f6 f5 f4 f3 f2 f1|f8 SW e8 d7 c6 b5 a4|g1 N g2 g3 g4 g5 g6 g7|\
            g1 NW f2 e3 d3 c3 b3 a3|g7 S g6 g5 g4 g3 g2 g1|g7 SW f7 e7 d6 c5 b4 a3|\
            h1 N h2 h3 h4 h5 h6|h1 NW g2 f3 e4 d4 c4 b4 a4|h6 S h5 h4 h3 h2 h1|\
            h6 SW g6 f6 e6 d5 c4 b3 a2|i1 NW h2 g3 f4 e5 d5 c5 b5 a5|i2 NW h3 g4 f5 e6 d6 c6 b6|\
            i2 SW h2 g2 f2 e2 d1|i3 NW h4 g5 f6 e7 d7 c7|i3 SW h3 g3 f3 e3 d2 c1|\
            i4 NW h5 g6 f7 e8 d8|i4 SW h4 g4 f4 e4 d3 c2 b1|i5 SW h5 g5 f5 e5 d4 c3 b2 a1";
        let rows: Vec<&str> = table.split('|').map(str::trim).collect();
        assert_eq!(rows.len(), ENTRIES);
        for (e, row) in GEO.entries.iter().zip(rows) {
            let words: Vec<&str> = row.split_whitespace().collect();
            let spots: Vec<String> =
                e.spots[..e.len as usize].iter().map(|&s| spot_name(s as usize)).collect();
            assert_eq!(dot_name(e.dot as usize), words[0]);
            assert_eq!(DIRECTION_NAMES[e.dir as usize], words[1]);
            assert_eq!(spots, words[2..words.len() - 1], "{row}");
            assert_eq!(dot_name(e.far_dot as usize), words[words.len() - 1]);
        }
    }

    #[test]
    fn direction_names_point_that_way_on_the_drawn_board() {
        use plateau_core::board::hex::{Orientation, center};
        for (name, &d) in DIRECTION_NAMES.iter().zip(&LATTICE_DIRECTIONS) {
            let [x, y] = center(Coord::new(0, 0).step(hex::DIRECTIONS[d], 1), Orientation::Columns);
            let bearing = x.atan2(y).to_degrees().rem_euclid(360.0);
            let expected = match *name {
                "N" => 0.0,
                "NE" => 60.0,
                "SE" => 120.0,
                "S" => 180.0,
                "SW" => 240.0,
                _ => 300.0,
            };
            assert!((bearing - expected).abs() < 1e-3, "{name} points at {bearing}°");
        }
    }

    #[test]
    fn lines_are_stored_one_lattice_step_apart_along_their_axis() {
        for line in 0..LINES {
            let step = hex::DIRECTIONS[AXIS_DIRECTIONS[line / 7]];
            let spots = &GEO.line_spots[line][..usize::from(GEO.line_len[line])];
            for pair in spots.windows(2) {
                let (a, b) = (GEO.spot_coord(usize::from(pair[0])), GEO.spot_coord(usize::from(pair[1])));
                assert_eq!(a.step(step, 1), b, "line {line}");
            }
        }
        for e in &GEO.entries {
            let step = hex::DIRECTIONS[LATTICE_DIRECTIONS[usize::from(e.dir)]];
            let from = GEO.dot_coord(usize::from(e.dot));
            for (k, &spot) in e.spots[..usize::from(e.len)].iter().enumerate() {
                assert_eq!(from.step(step, k as i32 + 1), GEO.spot_coord(usize::from(spot)));
            }
            assert_eq!(from.step(step, i32::from(e.len) + 1), GEO.dot_coord(usize::from(e.far_dot)));
        }
    }

    #[test]
    fn lines_windows_and_entry_counts() {
        let per_axis = |a: usize| GEO.line_len[a * 7..a * 7 + 7].to_vec();
        for axis in 0..3 {
            assert_eq!(per_axis(axis), [4, 5, 6, 7, 6, 5, 4], "axis {axis}");
        }
        // Border spots: 12 entered from 2 dots, the 6 corners from 3.
        let mut into = [0; SPOTS];
        for e in &GEO.entries {
            into[e.spots[0] as usize] += 1;
        }
        let corners = ["b2", "b5", "e2", "e8", "h2", "h5"].map(spot);
        for (s, &count) in into.iter().enumerate() {
            let expected = if corners.contains(&s) {
                3
            } else if count > 0 {
                2
            } else {
                0
            };
            assert_eq!(count, expected, "{}", spot_name(s));
        }
        assert_eq!(into.iter().filter(|&&n| n > 0).count(), 18);
        assert_eq!(GEO.first_entry_into[spot("b2")] as usize, GEO.entry_from(dot("a1"), spot("b2")).unwrap());
    }
}
