//! A set of up to 384 cells as six machine words: enough for the largest board (19×19).

/// A set of cell indices below 384.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub struct Bits(pub [u64; 6]);

impl Bits {
    /// The empty set.
    pub const EMPTY: Self = Self([0; 6]);

    /// The cells `0..count`.
    pub fn below(count: usize) -> Self {
        let mut out = Self::EMPTY;
        for i in 0..count {
            out.insert(i);
        }
        out
    }

    /// True if `i` is in the set.
    #[inline]
    pub const fn contains(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 != 0
    }

    /// Adds `i`.
    #[inline]
    pub const fn insert(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }

    /// Removes `i`.
    #[inline]
    pub const fn remove(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }

    /// Number of cells in the set.
    pub fn len(&self) -> usize {
        self.0.iter().map(|w| w.count_ones() as usize).sum()
    }

    /// True if the set has no cell.
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Cells in both sets.
    #[must_use]
    pub fn and(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|k| self.0[k] & other.0[k]))
    }

    /// Cells in `self` but not in `other`.
    #[must_use]
    pub fn and_not(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|k| self.0[k] & !other.0[k]))
    }

    /// Cells in either set.
    #[must_use]
    pub fn or(&self, other: &Self) -> Self {
        Self(std::array::from_fn(|k| self.0[k] | other.0[k]))
    }

    /// The cells in increasing order.
    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.0.iter().enumerate().flat_map(|(k, &word)| {
            let mut w = word;
            std::iter::from_fn(move || {
                (w != 0).then(|| {
                    let bit = w.trailing_zeros() as usize;
                    w &= w - 1;
                    k * 64 + bit
                })
            })
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_hold_what_was_put_in() {
        let mut b = Bits::EMPTY;
        for i in [0, 63, 64, 200, 360] {
            b.insert(i);
        }
        assert_eq!(b.iter().collect::<Vec<_>>(), vec![0, 63, 64, 200, 360]);
        assert_eq!(b.len(), 5);
        b.remove(64);
        assert!(!b.contains(64) && b.contains(63));
        assert_eq!(Bits::below(70).len(), 70);
        assert!(Bits::below(70).and_not(&Bits::below(70)).is_empty());
    }
}
