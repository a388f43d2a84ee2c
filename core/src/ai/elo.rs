//! Elo difference between two agents from a match result, with a 95% confidence interval.
//!
//! With `W` wins, `D` draws and `L` losses of agent A against agent B over `N = W + D + L`
//! games, A's mean score is `s = (W + D/2) / N`. The logistic Elo model says that a rating
//! difference `d` gives an expected score `1 / (1 + 10^(−d/400))`, so the estimate is
//! `d = −400 · log10(1/s − 1)`.
//!
//! The interval is the 95% interval of the mean score `s` ([`Score::interval`]: each game's
//! score 1, ½ or 0 as an independent sample, `s ± 1.96 σ / √N` clipped to `[0, 1]`), mapped
//! through the same formula. A score of 0 or 1 gives an infinite difference (no finite
//! rating explains it); its sample variance is 0, so the interval's finite end comes from
//! the Wilson score interval instead: a clean sweep of `N` games puts the true score at
//! least `N / (N + z²)`.

use crate::lab::{Score, Z95};

/// An Elo difference with its 95% interval; entries may be infinite.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Elo {
    /// Mean score per game of the first agent, in `[0, 1]`.
    pub score: f64,
    /// Estimated rating difference (first agent minus second).
    pub difference: f64,
    /// Lower end of the 95% interval.
    pub low: f64,
    /// Upper end of the 95% interval.
    pub high: f64,
}

/// The rating difference that makes `score` the expected score: `−400 · log10(1/s − 1)`,
/// infinite at 0 and 1.
pub fn elo_difference(score: f64) -> f64 {
    if score <= 0.0 {
        f64::NEG_INFINITY
    } else if score >= 1.0 {
        f64::INFINITY
    } else {
        // Written as a subtraction so that an even score gives +0, not -0.
        0.0 - 400.0 * (1.0 / score - 1.0).log10()
    }
}

/// The estimate for `wins`, `draws` and `losses` of the first agent; `None` without games.
pub fn estimate(wins: u64, draws: u64, losses: u64) -> Option<Elo> {
    let score = Score { wins, draws, losses };
    let (mean, interval) = (score.mean()?, score.interval(Z95)?);
    Some(Elo {
        score: mean,
        difference: elo_difference(mean),
        low: elo_difference(interval.low),
        high: elo_difference(interval.high),
    })
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "0 and infinities are exact results")]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 1e-6
    }

    #[test]
    fn known_values() {
        assert_eq!(elo_difference(0.5), 0.0);
        // 3:1 odds is 400·log10(3) Elo.
        assert!(close(elo_difference(0.75), 400.0 * 3f64.log10()));
        assert!(close(elo_difference(0.25), -400.0 * 3f64.log10()));
        assert!(close(elo_difference(10.0 / 11.0), 400.0));
        assert_eq!(elo_difference(1.0), f64::INFINITY);
        assert_eq!(elo_difference(0.0), f64::NEG_INFINITY);
    }

    #[test]
    fn interval_of_a_75_percent_score() {
        let e = estimate(75, 0, 25).unwrap();
        assert!(close(e.score, 0.75));
        assert!(close(e.difference, 190.848_501_887_865));
        // σ² = 0.75·0.25² + 0.25·0.75² = 0.1875; margin = 1.96·√(0.1875/100).
        let margin = Z95 * (0.1875f64 / 100.0).sqrt();
        assert!(close(e.low, elo_difference(0.75 - margin)));
        assert!(close(e.high, elo_difference(0.75 + margin)));
        assert!(e.low < e.difference && e.difference < e.high);
        assert!(e.low > 100.0 && e.high < 300.0, "{e:?}");
    }

    #[test]
    fn draws_and_edges() {
        let even = estimate(10, 10, 10).unwrap();
        assert_eq!(even.difference, 0.0);
        assert!(close(even.low, -even.high));
        let all_draws = estimate(0, 8, 0).unwrap();
        assert_eq!((all_draws.low, all_draws.difference, all_draws.high), (0.0, 0.0, 0.0));
        let sweep = estimate(100, 0, 0).unwrap();
        assert_eq!((sweep.difference, sweep.high), (f64::INFINITY, f64::INFINITY));
        // Wilson: at least 100 / (100 + 1.96²) ≈ 96.3% of the points, about +562 Elo.
        assert!(close(sweep.low, elo_difference(100.0 / (100.0 + Z95 * Z95))), "{sweep:?}");
        assert!((550.0..575.0).contains(&sweep.low), "{sweep:?}");
        let swept = estimate(0, 0, 5).unwrap();
        assert_eq!((swept.difference, swept.low), (f64::NEG_INFINITY, f64::NEG_INFINITY));
        assert!(swept.high.is_finite() && swept.high < -40.0, "five losses prove little: {swept:?}");
        assert!(estimate(0, 0, 0).is_none());
    }
}
