//! Descriptive statistics of a sample, such as the lengths in plies of a study's games.
//!
//! Percentiles use one definition throughout, linear interpolation between closest ranks
//! (Hyndman and Fan's type 7, the default of R and NumPy): for a sample sorted ascending
//! `x₀ ≤ … ≤ xₙ₋₁` and `q ∈ [0, 1]`, let `h = (n − 1) q` and `i = ⌊h⌋`; the
//! `q`-quantile is `xᵢ + (h − i)(xᵢ₊₁ − xᵢ)` (just `xₙ₋₁` when `i = n − 1`). The median is
//! the 0.5-quantile, so the mean of the two middle values of an even sample.

/// Summary of a non-empty sample.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Summary {
    /// Values summarised (NaN values are left out).
    pub count: usize,
    /// Arithmetic mean.
    pub mean: f64,
    /// Sample standard deviation (divisor `count − 1`); 0 for a single value.
    pub std_dev: f64,
    /// Smallest value.
    pub min: f64,
    /// 10th percentile.
    pub p10: f64,
    /// 50th percentile.
    pub median: f64,
    /// 90th percentile.
    pub p90: f64,
    /// Largest value.
    pub max: f64,
}

impl Summary {
    /// The summary of `values`, in any order, leaving NaN values out; `None` if no value
    /// is left.
    pub fn of(values: &[f64]) -> Option<Self> {
        let mut sorted: Vec<f64> = values.iter().copied().filter(|v| !v.is_nan()).collect();
        sorted.sort_by(f64::total_cmp);
        let (&min, &max) = (sorted.first()?, sorted.last()?);
        let count = sorted.len();
        let n = count as f64;
        let mean = sorted.iter().sum::<f64>() / n;
        let std_dev = if count > 1 {
            (sorted.iter().map(|v| (v - mean).powi(2)).sum::<f64>() / (n - 1.0)).sqrt()
        } else {
            0.0
        };
        let at = |q| percentile(&sorted, q).expect("a non-empty sample has every percentile");
        Some(Self { count, mean, std_dev, min, p10: at(0.1), median: at(0.5), p90: at(0.9), max })
    }

    /// The summary of integer `values` such as game lengths; `None` if there are none.
    pub fn of_counts(values: &[u32]) -> Option<Self> {
        let values: Vec<f64> = values.iter().copied().map(f64::from).collect();
        Self::of(&values)
    }
}

/// The `q`-quantile of `sorted` (ascending, without NaN) by linear interpolation between
/// closest ranks (type 7, see the [module](self) documentation). `None` for an empty sample
/// or a `q` outside `[0, 1]`.
pub fn percentile(sorted: &[f64], q: f64) -> Option<f64> {
    debug_assert!(sorted.is_sorted_by(|a, b| a <= b), "percentile needs a sorted sample");
    if sorted.is_empty() || !(0.0..=1.0).contains(&q) {
        return None;
    }
    let h = (sorted.len() - 1) as f64 * q;
    let i = h.floor() as usize;
    let below = sorted[i];
    Some(match sorted.get(i + 1) {
        Some(&above) => below + (h - i as f64) * (above - below),
        None => below,
    })
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "the expected values are exact in binary")]
mod tests {
    use super::*;

    fn near(actual: f64, expected: f64) -> bool {
        (actual - expected).abs() < 1e-12
    }

    #[test]
    fn type_7_percentiles_of_small_samples() {
        // R: quantile(c(1, 2, 3, 4), c(0.1, 0.5, 0.9)) gives 1.3, 2.5, 3.7.
        let four = [1.0, 2.0, 3.0, 4.0];
        assert!(near(percentile(&four, 0.1).unwrap(), 1.3));
        assert!(near(percentile(&four, 0.5).unwrap(), 2.5));
        assert!(near(percentile(&four, 0.9).unwrap(), 3.7));
        assert_eq!(percentile(&four, 0.0), Some(1.0));
        assert_eq!(percentile(&four, 1.0), Some(4.0));
        // 1..=10: h = 9q, so the 10th percentile is 1 + 0.9 and the 90th 9 + 0.1.
        let ten: Vec<f64> = (1..=10).map(f64::from).collect();
        assert!(near(percentile(&ten, 0.1).unwrap(), 1.9));
        assert!(near(percentile(&ten, 0.9).unwrap(), 9.1));
        assert_eq!(percentile(&ten, 0.5), Some(5.5));
        assert_eq!(percentile(&[7.0], 0.9), Some(7.0));
        assert_eq!(percentile(&[], 0.5), None);
        assert_eq!(percentile(&four, 1.5), None);
        assert_eq!(percentile(&four, f64::NAN), None);
    }

    #[test]
    fn summary_of_game_lengths() {
        let s = Summary::of_counts(&[30, 10, 20, 40, 100]).unwrap();
        assert_eq!((s.count, s.min, s.max), (5, 10.0, 100.0));
        assert_eq!(s.mean, 40.0);
        assert_eq!(s.median, 30.0);
        // Sorted 10, 20, 30, 40, 100: h = 0.4 → 10 + 0.4·10; h = 3.6 → 40 + 0.6·60.
        assert!(near(s.p10, 14.0), "{s:?}");
        assert!(near(s.p90, 76.0), "{s:?}");
        // Squared deviations 900 + 400 + 100 + 0 + 3600 = 5000, over 4.
        assert!(near(s.std_dev, 1250f64.sqrt()), "{s:?}");
    }

    #[test]
    fn summary_edges() {
        assert_eq!(Summary::of(&[]), None);
        assert_eq!(Summary::of_counts(&[]), None);
        assert_eq!(Summary::of(&[f64::NAN]), None);
        let one = Summary::of(&[3.5]).unwrap();
        assert_eq!(
            (one.count, one.mean, one.std_dev, one.min, one.p10, one.median, one.p90, one.max),
            (1, 3.5, 0.0, 3.5, 3.5, 3.5, 3.5, 3.5)
        );
        let even = Summary::of(&[2.0, f64::NAN, 1.0]).unwrap();
        assert_eq!((even.count, even.median, even.mean), (2, 1.5, 1.5));
    }
}
