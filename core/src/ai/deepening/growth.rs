//! The time model of iterative deepening: whether the next iteration is expected to finish in
//! the move's time, foreseen from how the work grew so far.

/// How fast the iterations of one search grow, to foresee whether the next will finish in
/// time: the time spent so far times [`Growth::expected`] is when it should end.
///
/// The growth alternates with the parity of the depth in two-player games whose sides
/// alternate (on recorded DVONN positions early in the movement phase the nodes of all
/// iterations so far grew about 3 times from depth 5 to 6, 5 times from 6 to 7 and 4 times
/// from 7 to 8), so the next iteration is foreseen from the last one of the same parity, where
/// there is one.
#[derive(Clone, Copy, Debug, Default)]
pub struct Growth {
    /// Nodes of all iterations so far at the end of each of the last three.
    totals: [u64; 3],
    /// How many iterations have finished.
    iterations: u32,
}

impl Growth {
    /// The fewest and most the work so far is expected to grow by the next iteration.
    const RANGE: (f64, f64) = (1.5, 8.0);
    /// What is assumed before two iterations have finished.
    const FIRST: f64 = 4.0;

    /// Records an iteration finished with `total` nodes searched so far.
    pub fn finished(&mut self, total: u64) {
        self.totals = [self.totals[1], self.totals[2], total];
        self.iterations += 1;
    }

    /// By how much the work done so far is expected to grow once the next iteration ends.
    pub fn expected(&self) -> f64 {
        let ratio = |from: u64, to: u64| to as f64 / from.max(1) as f64;
        let [older, old, last] = self.totals;
        let growth = match self.iterations {
            0 | 1 => Self::FIRST,
            2 => ratio(old, last),
            _ => ratio(older, old),
        };
        growth.clamp(Self::RANGE.0, Self::RANGE.1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_next_iteration_is_foreseen_from_the_last_of_its_parity() {
        let mut growth = Growth::default();
        assert!((growth.expected() - Growth::FIRST).abs() < 1e-9);
        growth.finished(100);
        growth.finished(300);
        assert!((growth.expected() - 3.0).abs() < 1e-9, "two iterations: their ratio");
        growth.finished(1_500);
        // Depth 4 follows depth 3: it is foreseen from depth 2, which followed depth 1.
        assert!((growth.expected() - 3.0).abs() < 1e-9);
        growth.finished(6_000);
        assert!((growth.expected() - 5.0).abs() < 1e-9);
        growth.finished(6_001);
        assert!((growth.expected() - 4.0).abs() < 1e-9);
        growth.finished(6_002);
        assert!((growth.expected() - Growth::RANGE.0).abs() < 1e-9, "clamped below");
    }
}
