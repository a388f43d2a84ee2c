//! A bitboard of the grid folded onto a 64 x 64 torus: cell `(x, y)` is bit `x mod 64` of
//! row `y mod 64`. One plane is 64 `u64` words (512 bytes), so a whole position is a few of
//! them and copying it is cheap.
//!
//! Why folding is exact here: two cells share a bit only if they differ by a nonzero multiple
//! of 64 in `x` or in `y`. The engine keeps the box around the occupied cells at most
//! [`MAX_EXTENT`] = 60 steps wide and high (see `geometry.rs`), and it only ever reads cells
//! within 3 steps of that box (a knight target is 2 steps out, its neighbours 3; a line walk
//! stops 1 step past the stacks it counts). Any other cell folded onto a bit that is read lies
//! at least `64 - 60 - 3 = 1` step outside the box, so it is empty: a set bit always means the
//! cell that was asked about.
//!
//! [`MAX_EXTENT`]: crate::geometry::MAX_EXTENT

/// Side of the torus. A power of two, so folding is a mask.
const SIDE: i32 = 64;

/// Row index and bit mask of `(x, y)` on the torus.
#[inline]
const fn fold(x: i32, y: i32) -> (usize, u64) {
    ((y & (SIDE - 1)) as usize, 1u64 << (x & (SIDE - 1)))
}

/// Torus slot number `0..4096` of `(x, y)`, for Zobrist keys.
#[inline]
pub const fn slot(x: i32, y: i32) -> usize {
    ((y & (SIDE - 1)) * SIDE + (x & (SIDE - 1))) as usize
}

/// One set of cells (see the module comment for when it is exact).
#[derive(Clone, Eq, PartialEq, Hash)]
pub struct Plane([u64; SIDE as usize]);

impl Default for Plane {
    fn default() -> Self {
        Self([0; SIDE as usize])
    }
}

impl Plane {
    /// True if `(x, y)` is in the set.
    #[inline]
    pub fn contains(&self, x: i32, y: i32) -> bool {
        let (row, bit) = fold(x, y);
        self.0[row] & bit != 0
    }

    /// Adds `(x, y)`.
    #[inline]
    pub fn insert(&mut self, x: i32, y: i32) {
        let (row, bit) = fold(x, y);
        self.0[row] |= bit;
    }

    /// True if any cell of the 3 x 3 block centred on `(x, y)` is in the set. For an empty
    /// `(x, y)` that is "some 8-neighbour is in the set": the definition the frontier plane
    /// is checked against.
    #[cfg(test)]
    pub fn touches(&self, x: i32, y: i32) -> bool {
        let rows = self.0[((y - 1) & (SIDE - 1)) as usize]
            | self.0[(y & (SIDE - 1)) as usize]
            | self.0[((y + 1) & (SIDE - 1)) as usize];
        let block = 0b111u64.rotate_left(((x - 1) & (SIDE - 1)) as u32);
        rows & block != 0
    }

    /// The cells of row `y` as bits: bit `i` is `x = left + i` for `i in 0..64`, where
    /// `left` is any column (the 64 columns from `left` fold onto distinct bits).
    #[inline]
    pub fn row_from(&self, y: i32, left: i32) -> u64 {
        self.0[(y & (SIDE - 1)) as usize].rotate_right((left & (SIDE - 1)) as u32)
    }

    /// Marks the neighbours of the newly occupied `(x, y)` as *frontier* (empty cells next to
    /// a piece) and removes `(x, y)` itself. `self` is the frontier plane, `occupied` already
    /// holds `(x, y)`. Keeps `frontier == touches(occupied) & !occupied` row by row.
    #[inline]
    pub fn grow_frontier(&mut self, occupied: &Self, x: i32, y: i32) {
        let block = 0b111u64.rotate_left(((x - 1) & (SIDE - 1)) as u32);
        for row in [y - 1, y, y + 1] {
            let r = (row & (SIDE - 1)) as usize;
            self.0[r] = (self.0[r] | block) & !occupied.0[r];
        }
    }

    /// Which of the 8 knight jumps from `(x, y)` land in the set: bit `j` is jump `j` of
    /// `square::KNIGHT_JUMPS` = (2,1) (1,2) (-1,2) (-2,1) (-2,-1) (-1,-2) (1,-2) (2,-1).
    /// Four row loads instead of eight lookups; this is the move generator's inner step.
    #[inline]
    pub fn knight_targets(&self, x: i32, y: i32) -> u32 {
        // Rows one step up or down, with bit 0 at column x-2 (bit 4 is x+2); rows two steps
        // up or down, with bit 0 at column x-1 (bit 2 is x+1).
        let up1 = self.row_from(y + 1, x - 2);
        let up2 = self.row_from(y + 2, x - 1);
        let down1 = self.row_from(y - 1, x - 2);
        let down2 = self.row_from(y - 2, x - 1);
        let bit = |word: u64, i: u32| ((word >> i) & 1) as u32;
        bit(up1, 4)
            | bit(up2, 2) << 1
            | bit(up2, 0) << 2
            | bit(up1, 0) << 3
            | bit(down1, 0) << 4
            | bit(down2, 0) << 5
            | bit(down2, 2) << 6
            | bit(down1, 4) << 7
    }

    /// Number of cells in the set.
    pub fn len(&self) -> u32 {
        self.0.iter().map(|r| r.count_ones()).sum()
    }
}

impl std::fmt::Debug for Plane {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Plane({} cells)", self.len())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_and_contains_agree_across_the_fold_seam() {
        let mut p = Plane::default();
        for (x, y) in [(0, 0), (-1, -1), (63, 0), (-60, 31), (31, -32)] {
            assert!(!p.contains(x, y));
            p.insert(x, y);
            assert!(p.contains(x, y));
        }
        assert_eq!(p.len(), 5);
        assert!(!p.contains(1, 0));
        // Folding: (64, 64) shares (0, 0)'s bit; the engine never asks about both.
        assert!(p.contains(64, 64));
        assert_eq!(p.row_from(0, -1), 0b11, "(-1,0) and (0,0) from column -1");
        assert_eq!(slot(-1, 0), 63);
        assert_eq!(slot(0, -1), 63 * 64);
    }

    #[test]
    fn knight_targets_follow_the_jump_table() {
        use plateau_core::board::square::KNIGHT_JUMPS;
        let mut rng = plateau_core::Rng::new(3);
        for _ in 0..200 {
            let mut p = Plane::default();
            let (x, y) = (rng.below(130) as i32 - 65, rng.below(130) as i32 - 65);
            for _ in 0..rng.below(12) {
                let (dx, dy) = KNIGHT_JUMPS[rng.below(8)];
                p.insert(x + dx, y + dy);
            }
            let expected = KNIGHT_JUMPS
                .iter()
                .enumerate()
                .map(|(j, &(dx, dy))| u32::from(p.contains(x + dx, y + dy)) << j)
                .sum::<u32>();
            assert_eq!(p.knight_targets(x, y), expected, "({x},{y})");
        }
    }

    #[test]
    fn the_frontier_is_the_empty_neighbourhood() {
        let (mut occupied, mut frontier) = (Plane::default(), Plane::default());
        for (x, y) in [(0, 0), (1, 0), (2, 1), (-1, -1), (63, 5), (0, 2)] {
            occupied.insert(x, y);
            frontier.grow_frontier(&occupied, x, y);
        }
        for x in -3..5 {
            for y in -3..5 {
                let expected = !occupied.contains(x, y) && occupied.touches(x, y);
                assert_eq!(frontier.contains(x, y), expected, "({x},{y})");
            }
        }
    }

    #[test]
    fn touches_sees_exactly_the_eight_neighbours_and_the_centre() {
        let mut p = Plane::default();
        p.insert(-1, 5);
        for dx in -3i32..=3 {
            for dy in -3i32..=3 {
                let near = dx.abs() <= 1 && dy.abs() <= 1;
                assert_eq!(p.touches(-1 + dx, 5 + dy), near, "({dx},{dy})");
            }
        }
    }
}
