//! Interval estimates for win rates and scores, and for the difference between two rule sets.
//!
//! - [`Proportion`]: `successes` out of `trials` (a seat's wins out of the games played),
//!   with its Wilson score interval.
//! - [`Difference`]: the difference of two independent proportions with Newcombe's hybrid
//!   score interval, and whether it is significant.
//! - [`Score`]: wins, draws and losses of one seat; its mean score counts a draw as ½.
//!
//! Every interval takes its normal quantile `z`; [`Z95`] gives two-sided 95% intervals.

/// Two-sided 95% quantile of the standard normal distribution: `Φ⁻¹(0.975)`.
pub const Z95: f64 = 1.959_963_984_540_054;

/// A closed interval `[low, high]`.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Interval {
    /// Lower end.
    pub low: f64,
    /// Upper end.
    pub high: f64,
}

impl Interval {
    /// `[0, 1]`: every proportion, what is known about one without data.
    pub const UNIT: Self = Self { low: 0.0, high: 1.0 };

    /// Whether `low ≤ x ≤ high`.
    pub fn contains(self, x: f64) -> bool {
        self.low <= x && x <= self.high
    }
}

/// `successes` out of `trials`, e.g. a seat's wins out of the games played.
///
/// `successes ≤ trials` always; [`Proportion::new`] checks it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct Proportion {
    /// Trials that succeeded.
    pub successes: u64,
    /// Trials in all.
    pub trials: u64,
}

impl Proportion {
    /// `successes` out of `trials`. Panics if `successes > trials`.
    pub const fn new(successes: u64, trials: u64) -> Self {
        assert!(successes <= trials, "more successes than trials");
        Self { successes, trials }
    }

    /// The observed proportion `successes / trials`; `None` without trials.
    pub fn estimate(self) -> Option<f64> {
        (self.trials > 0).then(|| self.successes as f64 / self.trials as f64)
    }

    /// The Wilson score interval (Wilson 1927, without continuity correction): the
    /// proportions `π` for which the observed `p̂ = x / n` lies within `z` standard errors
    /// `√(π(1 − π)/n)` of `π`. Solving that quadratic gives
    ///
    /// `(x + z²/2 ± z · √(x(n − x)/n + z²/4)) / (n + z²)`.
    ///
    /// At the edges the formula reduces to `[0, z²/(n + z²)]` for 0 of `n` and
    /// `[n/(n + z²), 1]` for `n` of `n`, which are returned exactly. Without trials
    /// (`n = 0`) nothing is known and the interval is [`Interval::UNIT`].
    pub fn wilson(self, z: f64) -> Interval {
        debug_assert!(self.successes <= self.trials, "more successes than trials");
        let (x, n) = (self.successes as f64, self.trials as f64);
        let z2 = z * z;
        if self.trials == 0 {
            Interval::UNIT
        } else if self.successes == 0 {
            Interval { low: 0.0, high: z2 / (n + z2) }
        } else if self.successes >= self.trials {
            Interval { low: n / (n + z2), high: 1.0 }
        } else {
            let centre = (x + z2 / 2.0) / (n + z2);
            let half = z * (x * (n - x) / n + z2 / 4.0).sqrt() / (n + z2);
            Interval { low: (centre - half).max(0.0), high: (centre + half).min(1.0) }
        }
    }
}

/// The difference `p₁ − p₂` of two independent proportions with its interval.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize)]
pub struct Difference {
    /// `p₁ − p₂`, in `[−1, 1]`.
    pub estimate: f64,
    /// The interval for `π₁ − π₂`, within `[−1, 1]`.
    pub interval: Interval,
}

impl Difference {
    /// Newcombe's hybrid score interval ("method 10" of Newcombe 1998, *Interval estimation
    /// for the difference between independent proportions: comparison of eleven methods*,
    /// Statistics in Medicine 17, 873–890). With `[l₁, u₁]` and `[l₂, u₂]` the Wilson
    /// intervals of `p₁` and `p₂` at the same `z`, and `d = p₁ − p₂`:
    ///
    /// - lower end `d − √((p₁ − l₁)² + (u₂ − p₂)²)`,
    /// - upper end `d + √((u₁ − p₁)² + (p₂ − l₂)²)`.
    ///
    /// `None` if either proportion has no trials.
    pub fn newcombe(first: Proportion, second: Proportion, z: f64) -> Option<Self> {
        let (p1, p2) = (first.estimate()?, second.estimate()?);
        let (w1, w2) = (first.wilson(z), second.wilson(z));
        let d = p1 - p2;
        let low = d - (p1 - w1.low).hypot(w2.high - p2);
        let high = d + (w1.high - p1).hypot(p2 - w2.low);
        Some(Self { estimate: d, interval: Interval { low: low.max(-1.0), high: high.min(1.0) } })
    }

    /// Whether the interval excludes 0: the two proportions differ at the interval's level
    /// (5% two-sided with [`Z95`]).
    pub fn is_significant(self) -> bool {
        !self.interval.contains(0.0)
    }
}

/// One seat's results over a set of games. A game scores 1 for a win, ½ for a draw (any
/// game without a winner, unfinished ones included) and 0 for a loss, whatever the number
/// of players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize)]
pub struct Score {
    /// Games the seat won.
    pub wins: u64,
    /// Games nobody won.
    pub draws: u64,
    /// Games somebody else won.
    pub losses: u64,
}

impl Score {
    /// Games in all.
    pub const fn games(self) -> u64 {
        self.wins + self.draws + self.losses
    }

    /// Wins out of all games: the win rate, with [`Proportion::wilson`] for its interval.
    pub const fn win_rate(self) -> Proportion {
        Proportion { successes: self.wins, trials: self.games() }
    }

    /// Draws out of all games.
    pub const fn draw_rate(self) -> Proportion {
        Proportion { successes: self.draws, trials: self.games() }
    }

    /// The mean score per game `s = (W + D/2) / N`; `None` without games.
    pub fn mean(self) -> Option<f64> {
        let n = self.games();
        (n > 0).then(|| (self.wins as f64 + self.draws as f64 / 2.0) / n as f64)
    }

    /// An interval for the mean score by the normal approximation on per-game scores: each
    /// game's score (1, ½ or 0) is an independent sample with variance
    /// `σ² = (W(1 − s)² + D(½ − s)² + L s²) / N` (divisor `N`), and the interval is
    /// `s ± z σ / √N`, clipped to `[0, 1]`.
    ///
    /// When every game is won (`s = 1`) or lost (`s = 0`) the sample variance is 0 and the
    /// approximation says nothing; the far end then comes from the Wilson interval of the
    /// wins out of `N` (`N / (N + z²)`, respectively `z² / (N + z²)`). Every game drawn still
    /// gives the single point `[½, ½]`. `None` without games.
    pub fn interval(self, z: f64) -> Option<Interval> {
        let mean = self.mean()?;
        let games = self.games() as f64;
        let squares = self.wins as f64 * (1.0 - mean).powi(2)
            + self.draws as f64 * (0.5 - mean).powi(2)
            + self.losses as f64 * mean.powi(2);
        let margin = z * (squares / games / games).sqrt();
        let mut interval = Interval { low: (mean - margin).max(0.0), high: (mean + margin).min(1.0) };
        if self.wins == self.games() {
            interval.low = self.win_rate().wilson(z).low;
        } else if self.losses == self.games() {
            interval.high = self.win_rate().wilson(z).high;
        }
        Some(interval)
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "the edge values are exact by construction")]
mod tests {
    use super::*;

    fn near(actual: f64, expected: f64, tolerance: f64) -> bool {
        (actual - expected).abs() <= tolerance
    }

    fn assert_interval(actual: Interval, low: f64, high: f64, tolerance: f64) {
        assert!(
            near(actual.low, low, tolerance) && near(actual.high, high, tolerance),
            "{actual:?} is not [{low}, {high}]"
        );
    }

    /// The Wilson interval in its textbook form, `(p̂ + z²/2n ± z√(p̂(1−p̂)/n + z²/4n²)) /
    /// (1 + z²/n)`, written independently of the implementation's rearrangement.
    fn textbook_wilson(x: f64, n: f64) -> (f64, f64) {
        let (p, z2) = (x / n, Z95 * Z95);
        let centre = p + z2 / (2.0 * n);
        let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
        let denominator = 1.0 + z2 / n;
        ((centre - half) / denominator, (centre + half) / denominator)
    }

    #[test]
    fn wilson_matches_the_closed_formula() {
        for (x, n) in [(0, 10), (1, 10), (5, 10), (9, 10), (10, 10), (81, 263), (1, 1), (0, 1), (499, 1000)] {
            let (low, high) = textbook_wilson(x as f64, n as f64);
            assert_interval(Proportion::new(x, n).wilson(Z95), low, high, 1e-12);
        }
    }

    #[test]
    fn wilson_matches_published_values() {
        // Newcombe 1998 (Two-sided confidence intervals for the single proportion, Statistics
        // in Medicine 17, 857–872), Wilson score method without continuity correction.
        assert_interval(Proportion::new(81, 263).wilson(Z95), 0.2553, 0.3662, 1e-4);
        assert_interval(Proportion::new(15, 148).wilson(Z95), 0.0624, 0.1605, 1e-4);
        assert_interval(Proportion::new(1, 29).wilson(Z95), 0.0061, 0.1718, 1e-4);
        assert_interval(Proportion::new(0, 20).wilson(Z95), 0.0, 0.1611, 1e-4);
        assert_interval(Proportion::new(5, 10).wilson(Z95), 0.2366, 0.7634, 1e-4);
    }

    #[test]
    fn wilson_at_the_edges() {
        let none = Proportion::new(0, 10).wilson(Z95);
        assert_eq!(none.low, 0.0);
        assert!(near(none.high, 0.2775, 1e-4), "{none:?}");
        let all = Proportion::new(10, 10).wilson(Z95);
        assert_eq!(all.high, 1.0);
        assert!(near(all.low, 0.7225, 1e-4), "{all:?}");
        assert_eq!(Proportion::new(0, 0).wilson(Z95), Interval::UNIT);
        assert_eq!(Proportion::new(0, 0).estimate(), None);
        assert_eq!(Proportion::new(3, 4).estimate(), Some(0.75));
        // z = 0 shrinks the interval to the point estimate.
        assert_interval(Proportion::new(3, 4).wilson(0.0), 0.75, 0.75, 1e-15);
    }

    #[test]
    #[should_panic(expected = "more successes than trials")]
    fn more_successes_than_trials_is_refused() {
        let _ = Proportion::new(5, 4);
    }

    #[test]
    fn newcombe_worked_examples() {
        // Newcombe 1998 (Statistics in Medicine 17, 873–890), table II, method 10.
        let cases = [
            ((56, 70), (48, 80), 0.2, 0.0524, 0.3339),
            ((9, 10), (3, 10), 0.6, 0.1705, 0.8090),
            ((6, 7), (2, 7), 4.0 / 7.0, 0.0582, 0.8062),
            ((5, 56), (0, 29), 5.0 / 56.0, -0.0381, 0.1926),
            ((0, 10), (0, 20), 0.0, -0.1611, 0.2775),
            ((0, 10), (0, 10), 0.0, -0.2775, 0.2775),
            ((10, 10), (0, 20), 1.0, 0.6791, 1.0),
            ((10, 10), (0, 10), 1.0, 0.6075, 1.0),
        ];
        for ((a, m), (b, n), estimate, low, high) in cases {
            let d = Difference::newcombe(Proportion::new(a, m), Proportion::new(b, n), Z95).unwrap();
            assert!(near(d.estimate, estimate, 1e-12), "{a}/{m} − {b}/{n}: {d:?}");
            assert_interval(d.interval, low, high, 1e-4);
        }
    }

    #[test]
    fn newcombe_from_its_definition() {
        // 23/60 − 18/72: d = 0.1333; every term computed here from the textbook Wilson ends.
        let (p1, p2) = (23.0 / 60.0, 18.0 / 72.0);
        let ((l1, u1), (l2, u2)) = (textbook_wilson(23.0, 60.0), textbook_wilson(18.0, 72.0));
        let low = p1 - p2 - ((p1 - l1).powi(2) + (u2 - p2).powi(2)).sqrt();
        let high = p1 - p2 + ((u1 - p1).powi(2) + (p2 - l2).powi(2)).sqrt();
        let d = Difference::newcombe(Proportion::new(23, 60), Proportion::new(18, 72), Z95).unwrap();
        assert!(near(d.estimate, 0.1333, 1e-4));
        assert_interval(d.interval, low, high, 1e-12);
        assert_interval(d.interval, -0.0246, 0.2861, 1e-4);
        assert!(!d.is_significant());
        // Swapping the samples mirrors the interval.
        let e = Difference::newcombe(Proportion::new(18, 72), Proportion::new(23, 60), Z95).unwrap();
        assert_interval(e.interval, -high, -low, 1e-12);
    }

    #[test]
    fn significance_is_the_interval_excluding_zero() {
        let clear = Difference::newcombe(Proportion::new(56, 70), Proportion::new(48, 80), Z95).unwrap();
        assert!(clear.is_significant());
        let reversed = Difference::newcombe(Proportion::new(48, 80), Proportion::new(56, 70), Z95).unwrap();
        assert!(reversed.is_significant() && reversed.interval.high < 0.0, "{reversed:?}");
        let even = Difference::newcombe(Proportion::new(50, 100), Proportion::new(50, 100), Z95).unwrap();
        assert_eq!(even.estimate, 0.0);
        assert!(!even.is_significant() && even.interval.low < 0.0 && even.interval.high > 0.0);
        assert!(Difference::newcombe(Proportion::new(0, 0), Proportion::new(1, 2), Z95).is_none());
        assert!(Difference::newcombe(Proportion::new(1, 2), Proportion::new(0, 0), Z95).is_none());
    }

    #[test]
    fn score_counts_draws_as_half() {
        let score = Score { wins: 6, draws: 2, losses: 2 };
        assert_eq!(score.games(), 10);
        assert_eq!(score.mean(), Some(0.7));
        assert_eq!(score.win_rate(), Proportion::new(6, 10));
        assert_eq!(score.draw_rate(), Proportion::new(2, 10));
        // σ² = (6·0.3² + 2·0.2² + 2·0.7²) / 10 = 0.16; margin = z·√(0.16/10).
        let margin = Z95 * (0.16f64 / 10.0).sqrt();
        assert_interval(score.interval(Z95).unwrap(), 0.7 - margin, 0.7 + margin, 1e-12);
        assert_eq!(Score::default().mean(), None);
        assert_eq!(Score::default().interval(Z95), None);
    }

    #[test]
    fn score_interval_at_the_edges() {
        let sweep = Score { wins: 10, draws: 0, losses: 0 }.interval(Z95).unwrap();
        assert_eq!(sweep.high, 1.0);
        assert!(near(sweep.low, 0.7225, 1e-4), "{sweep:?}");
        let swept = Score { wins: 0, draws: 0, losses: 10 }.interval(Z95).unwrap();
        assert_eq!(swept.low, 0.0);
        assert!(near(swept.high, 0.2775, 1e-4), "{swept:?}");
        let drawn = Score { wins: 0, draws: 8, losses: 0 }.interval(Z95).unwrap();
        assert_eq!((drawn.low, drawn.high), (0.5, 0.5));
        // Clipped to [0, 1]: one win in ten games has a margin (0.186) above its mean.
        let few = Score { wins: 1, draws: 0, losses: 9 }.interval(Z95).unwrap();
        assert_eq!(few.low, 0.0);
        assert!(few.high > 0.1 && few.high < 0.3, "{few:?}");
    }
}
