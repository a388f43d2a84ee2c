//! A sample kept as counts of its distinct values, so that a study of a million games holds
//! a few hundred numbers per measure instead of a million, and still gives the exact mean,
//! spread and percentiles of [`Summary`].
//!
//! Game lengths, lead changes and the share of a game played before it was decided take few
//! distinct values (lengths are bounded by the study's move cap, and most games of one rule
//! set have similar lengths), so the counts stay small. If a sample ever holds more than
//! [`MAX_DISTINCT`] distinct values, its values are rounded to a grid (a power of two wide,
//! doubled as often as needed) so that memory stays bounded whatever the games: the summary
//! is then exact up to half the grid's width, and [`Sample::grid`] says how wide it is.

use std::collections::BTreeMap;

use super::summary::Summary;

/// Most distinct values a sample keeps before it rounds them to a grid.
pub const MAX_DISTINCT: usize = 1 << 14;

/// An `f64` ordered as [`f64::total_cmp`] orders it, as a map key.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
struct Key(u64);

impl Key {
    fn of(value: f64) -> Self {
        let bits = value.to_bits();
        // Negative values reversed below the positive ones, as total_cmp does.
        Self(if bits >> 63 == 1 { !bits } else { bits | (1 << 63) })
    }

    fn value(self) -> f64 {
        let bits = self.0;
        f64::from_bits(if bits >> 63 == 1 { bits & !(1 << 63) } else { !bits })
    }
}

/// Finite values (NaN and infinities left out) as counts of each distinct value.
#[derive(Clone, Debug, PartialEq)]
pub struct Sample {
    counts: BTreeMap<Key, u64>,
    count: u64,
    /// 0 while exact; otherwise every value is rounded to a multiple of it.
    grid: f64,
    /// [`MAX_DISTINCT`], or less in tests.
    cap: usize,
}

impl Default for Sample {
    fn default() -> Self {
        Self::new()
    }
}

impl Sample {
    /// An empty sample.
    pub fn new() -> Self {
        Self::with_cap(MAX_DISTINCT)
    }

    /// An empty sample that keeps at most `cap` distinct values (at least 2).
    pub fn with_cap(cap: usize) -> Self {
        Self { counts: BTreeMap::new(), count: 0, grid: 0.0, cap: cap.max(2) }
    }

    /// Adds `value` (a NaN is left out).
    pub fn add(&mut self, value: f64) {
        self.add_times(value, 1);
    }

    /// Adds `value` `times` times.
    pub fn add_times(&mut self, value: f64, times: u64) {
        if !value.is_finite() || times == 0 {
            return;
        }
        *self.counts.entry(Key::of(self.snapped(value))).or_default() += times;
        self.count += times;
        if self.counts.len() > self.cap {
            self.coarsen();
        }
    }

    /// Values kept (NaN left out).
    pub fn len(&self) -> u64 {
        self.count
    }

    /// True without values.
    pub fn is_empty(&self) -> bool {
        self.count == 0
    }

    /// 0 while every value is kept exactly; otherwise the width of the grid values are
    /// rounded to.
    pub fn grid(&self) -> f64 {
        self.grid
    }

    /// The distinct values ascending, each with how many times it was added.
    pub fn counts(&self) -> impl Iterator<Item = (f64, u64)> + '_ {
        self.counts.iter().map(|(k, &n)| (k.value(), n))
    }

    /// Every value ascending, each as often as it was added.
    pub fn values(&self) -> impl Iterator<Item = f64> + '_ {
        self.counts().flat_map(|(v, n)| std::iter::repeat_n(v, usize::try_from(n).unwrap_or(usize::MAX)))
    }

    /// The value at rank `rank` (from 0) of the sorted sample.
    fn nth(&self, rank: u64) -> Option<f64> {
        let mut below = 0;
        for (value, n) in self.counts() {
            below += n;
            if rank < below {
                return Some(value);
            }
        }
        None
    }

    /// The `q`-quantile, as [`percentile`] gives it of the sorted values.
    pub fn percentile(&self, q: f64) -> Option<f64> {
        if self.count == 0 || !(0.0..=1.0).contains(&q) {
            return None;
        }
        let h = (self.count - 1) as f64 * q;
        let i = h.floor() as u64;
        let below = self.nth(i)?;
        Some(match self.nth(i + 1) {
            Some(above) => below + (h - i as f64) * (above - below),
            None => below,
        })
    }

    /// The summary of the values: the same numbers [`Summary::of`] gives of them listed.
    pub fn summary(&self) -> Option<Summary> {
        let (min, max) = (self.counts.keys().next()?.value(), self.counts.keys().next_back()?.value());
        let count = usize::try_from(self.count).unwrap_or(usize::MAX);
        let n = self.count as f64;
        // Summed value by value in ascending order, as Summary::of sums its sorted sample,
        // so that both give the same bits.
        let mean = self.values().sum::<f64>() / n;
        let std_dev = if count > 1 {
            (self.values().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
        } else {
            0.0
        };
        let at = |q| self.percentile(q).expect("a non-empty sample has every percentile");
        Some(Summary { count, mean, std_dev, min, p10: at(0.1), median: at(0.5), p90: at(0.9), max })
    }

    fn snapped(&self, value: f64) -> f64 {
        if self.grid > 0.0 { (value / self.grid).round() * self.grid } else { value }
    }

    /// Rounds every value to a grid wide enough to leave at most half the cap of distinct
    /// values.
    fn coarsen(&mut self) {
        let (Some(min), Some(max)) = (self.counts.keys().next(), self.counts.keys().next_back()) else {
            return;
        };
        let span = max.value() - min.value();
        if !span.is_finite() {
            // Infinite values cannot be rounded to a grid; they stay few in any case.
            return;
        }
        let mut grid = if self.grid > 0.0 { self.grid * 2.0 } else { f64::MIN_POSITIVE };
        while span / grid > (self.cap / 2) as f64 - 1.0 {
            grid *= 2.0;
        }
        self.grid = grid;
        let old = std::mem::take(&mut self.counts);
        for (key, n) in old {
            *self.counts.entry(Key::of(self.snapped(key.value()))).or_default() += n;
        }
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "a sample must give exactly the listed sample's numbers")]
mod tests {
    use super::*;
    use crate::lab::summary::percentile;

    /// The type-7 percentile of listed values.
    fn listed_percentile(values: &[f64], q: f64) -> Option<f64> {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        percentile(&sorted, q)
    }

    #[test]
    fn a_sample_summarises_as_its_list_does() {
        let values = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0, 5.0, 3.0, 5.0, -0.5, 2.0 / 3.0];
        let mut sample = Sample::new();
        for v in values {
            sample.add(v);
        }
        sample.add(f64::NAN);
        assert_eq!(sample.len(), values.len() as u64);
        assert_eq!(sample.summary(), Summary::of(&values));
        for q in [0.0, 0.1, 0.25, 0.5, 0.9, 1.0] {
            assert_eq!(sample.percentile(q), listed_percentile(&values, q), "q = {q}");
        }
        assert_eq!(Sample::new().summary(), None);
        let mut one = Sample::new();
        one.add(7.0);
        assert_eq!(one.summary(), Summary::of(&[7.0]));
    }

    #[test]
    fn keys_order_as_total_cmp() {
        let values = [-f64::INFINITY, -2.5, -0.0, 0.0, 1e-300, 0.5, 3.0, f64::INFINITY];
        for pair in values.windows(2) {
            assert!(Key::of(pair[0]) < Key::of(pair[1]), "{pair:?}");
            assert_eq!(Key::of(pair[0]).value().to_bits(), pair[0].to_bits());
        }
    }

    #[test]
    fn too_many_distinct_values_are_rounded_to_a_grid_and_stay_few() {
        let mut sample = Sample::with_cap(64);
        for v in 0..10_000 {
            sample.add(f64::from(v));
        }
        assert!(sample.counts().count() <= 64, "{} distinct", sample.counts().count());
        assert_eq!(sample.len(), 10_000);
        let grid = sample.grid();
        assert!(grid > 0.0);
        let median = sample.percentile(0.5).unwrap();
        assert!((median - 4_999.5).abs() <= grid, "median {median} with a grid of {grid}");
    }
}
