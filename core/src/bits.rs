//! Sets of small numbers kept as the bits of an unsigned integer, bit `i` for the number `i`:
//! the bitboards of the games, walked with [`ones`].

/// An unsigned integer used as a set of the numbers below its width.
pub trait BitSet: Copy {
    /// The lowest number in the set; `None` when it is empty.
    fn lowest(self) -> Option<usize>;
    /// The set without its lowest number.
    #[must_use]
    fn without_lowest(self) -> Self;
}

macro_rules! bit_set {
    ($($t:ty),*) => {$(
        impl BitSet for $t {
            #[inline]
            fn lowest(self) -> Option<usize> {
                (self != 0).then(|| self.trailing_zeros() as usize)
            }

            #[inline]
            fn without_lowest(self) -> Self {
                self & self.wrapping_sub(1)
            }
        }
    )*};
}

bit_set!(u16, u32, u64, u128);

/// The numbers in `set`, lowest first.
#[inline]
pub fn ones<B: BitSet>(mut set: B) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        let lowest = set.lowest()?;
        set = set.without_lowest();
        Some(lowest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_numbers_come_lowest_first_at_every_width() {
        assert_eq!(ones(0b1010_0110u16).collect::<Vec<_>>(), [1, 2, 5, 7]);
        assert_eq!(ones(1u32 << 31 | 1).collect::<Vec<_>>(), [0, 31]);
        assert_eq!(ones(u64::MAX).count(), 64);
        assert_eq!(ones(1u128 << 127 | 1 << 64).collect::<Vec<_>>(), [64, 127]);
        assert_eq!(ones(0u64).next(), None);
    }
}
