//! A sequential probability ratio test (SPRT) for comparing two agents: play game pairs
//! (one opening, seats swapped) until the evidence says, with stated error rates, either
//! that entrant A is at least `elo1` stronger than B (H1) or at most `elo0` (H0).
//!
//! The log-likelihood ratio is the normal approximation of the generalized SPRT: the
//! score of a pair is treated as normally distributed with the variance measured so far,
//! and the two hypotheses are the expected scores of the two Elo differences. Scoring
//! whole pairs rather than single games is what makes the test efficient: both agents play
//! both seats of one opening, so the advantage of a seat or of an opening cancels inside a
//! pair, and the pair scores vary less than single games would. Their measured variance
//! is the right one; treating the games as independent would overstate it.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// The hypotheses and error rates of a test.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct SprtSpec {
    /// Elo difference (A over B) of the null hypothesis: "no better than this".
    pub elo0: f64,
    /// Elo difference of the alternative: "at least this much better".
    pub elo1: f64,
    /// Chance of accepting H1 when H0 holds.
    pub alpha: f64,
    /// Chance of accepting H0 when H1 holds.
    pub beta: f64,
}

/// The default error rates, for both kinds of error.
pub const DEFAULT_ERROR_RATE: f64 = 0.05;

/// Largest Elo difference a hypothesis may name: beyond it the expected scores are so
/// close to 0 or 1 that the test says nothing useful.
pub const MAX_ELO: f64 = 1000.0;

/// Why a test specification is refused.
#[derive(Clone, Debug, PartialEq, Error)]
pub enum SprtSpecError {
    /// A part of the text is not `key=value`.
    #[error("SPRT setting '{0}' is not key=value (expected elo0=0,elo1=20[,alpha=0.05,beta=0.05])")]
    NotKeyValue(String),
    /// A key other than elo0, elo1, alpha, beta.
    #[error("unknown SPRT setting '{0}' (known: elo0, elo1, alpha, beta)")]
    UnknownKey(String),
    /// A key given twice.
    #[error("SPRT setting '{0}' is given twice")]
    Repeated(&'static str),
    /// A required key is absent.
    #[error("SPRT setting '{0}' is missing (expected elo0=0,elo1=20[,alpha=0.05,beta=0.05])")]
    Missing(&'static str),
    /// A value is not a number.
    #[error("SPRT setting {field}='{text}' is not a number")]
    NotANumber {
        /// The key.
        field: &'static str,
        /// The value as given.
        text: String,
    },
    /// A value is a number, but out of range.
    #[error("SPRT setting {field} {rule}, not {value}")]
    OutOfRange {
        /// The key.
        field: &'static str,
        /// What it must be.
        rule: &'static str,
        /// The value given.
        value: f64,
    },
}

impl SprtSpec {
    /// A test of `elo0` against `elo1` with the default error rates, validated.
    pub fn new(elo0: f64, elo1: f64) -> Result<Self, SprtSpecError> {
        Self { elo0, elo1, alpha: DEFAULT_ERROR_RATE, beta: DEFAULT_ERROR_RATE }.validated()
    }

    /// `self` if every field is in range.
    pub fn validated(self) -> Result<Self, SprtSpecError> {
        let out = |field, rule, value| Err(SprtSpecError::OutOfRange { field, rule, value });
        for (field, value) in [("elo0", self.elo0), ("elo1", self.elo1)] {
            if !value.is_finite() || value.abs() > MAX_ELO {
                return out(field, "must be between -1000 and 1000", value);
            }
        }
        if self.elo0 >= self.elo1 {
            return out("elo1", "must be greater than elo0", self.elo1);
        }
        for (field, value) in [("alpha", self.alpha), ("beta", self.beta)] {
            // `!(..)` so that NaN is refused too.
            if !(value > 0.0 && value < 0.5) {
                return out(field, "must be above 0 and below 0.5", value);
            }
        }
        Ok(self)
    }

    /// The log-likelihood ratio at or below which H0 is accepted: ln(beta / (1 - alpha)).
    pub fn lower_bound(&self) -> f64 {
        (self.beta / (1.0 - self.alpha)).ln()
    }

    /// The log-likelihood ratio at or above which H1 is accepted: ln((1 - beta) / alpha).
    pub fn upper_bound(&self) -> f64 {
        ((1.0 - self.beta) / self.alpha).ln()
    }
}

impl FromStr for SprtSpec {
    type Err = SprtSpecError;

    /// Reads `elo0=0,elo1=20[,alpha=0.05,beta=0.05]`, in any order.
    fn from_str(text: &str) -> Result<Self, Self::Err> {
        const KEYS: [&str; 4] = ["elo0", "elo1", "alpha", "beta"];
        let mut values: [Option<f64>; 4] = [None; 4];
        for part in text.split(',').map(str::trim) {
            let (key, value) =
                part.split_once('=').ok_or_else(|| SprtSpecError::NotKeyValue(part.to_owned()))?;
            let key = key.trim();
            let slot = KEYS
                .iter()
                .position(|k| *k == key)
                .ok_or_else(|| SprtSpecError::UnknownKey(key.to_owned()))?;
            let field = KEYS[slot];
            if values[slot].is_some() {
                return Err(SprtSpecError::Repeated(field));
            }
            let value = value.trim();
            let number = value
                .parse::<f64>()
                .map_err(|_| SprtSpecError::NotANumber { field, text: value.to_owned() })?;
            values[slot] = Some(number);
        }
        let [elo0, elo1, alpha, beta] = values;
        Self {
            elo0: elo0.ok_or(SprtSpecError::Missing("elo0"))?,
            elo1: elo1.ok_or(SprtSpecError::Missing("elo1"))?,
            alpha: alpha.unwrap_or(DEFAULT_ERROR_RATE),
            beta: beta.unwrap_or(DEFAULT_ERROR_RATE),
        }
        .validated()
    }
}

impl fmt::Display for SprtSpec {
    /// `elo0=0 elo1=20 alpha=0.05 beta=0.05`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "elo0={} elo1={} alpha={} beta={}", self.elo0, self.elo1, self.alpha, self.beta)
    }
}

/// Where a test stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Not enough evidence yet.
    Continue,
    /// A is at least `elo1` better than B (when H0 holds, this happens with probability
    /// about alpha).
    AcceptH1,
    /// A is at most `elo0` better than B (when H1 holds, this happens with probability
    /// about beta).
    AcceptH0,
}

/// Scores of A in one game pair, in half points: 0 (lost both) to 4 (won both).
pub const PAIR_OUTCOMES: usize = 5;

/// The running test: counts of game pairs by A's score in the pair.
#[derive(Clone, Debug, PartialEq)]
pub struct Sprt {
    spec: SprtSpec,
    /// Pairs in which A scored 0, 0.5, 1, 1.5 and 2 points.
    pentanomial: [u64; PAIR_OUTCOMES],
}

impl Sprt {
    /// A test with no pairs yet.
    pub fn new(spec: SprtSpec) -> Self {
        Self { spec, pentanomial: [0; PAIR_OUTCOMES] }
    }

    /// The hypotheses and error rates.
    pub fn spec(&self) -> &SprtSpec {
        &self.spec
    }

    /// Counts one game pair in which A scored `half_points` / 2 points (a win is one
    /// point, a draw half). Panics unless `half_points` is 0 to 4: a pair has two games.
    pub fn add_pair(&mut self, half_points: usize) {
        assert!(half_points < PAIR_OUTCOMES, "a game pair scores 0 to 4 half points, not {half_points}");
        self.pentanomial[half_points] += 1;
    }

    /// Pairs counted.
    pub fn pairs(&self) -> u64 {
        self.pentanomial.iter().sum()
    }

    /// Pairs by A's score: 0, 0.5, 1, 1.5 and 2 points.
    pub fn pentanomial(&self) -> [u64; PAIR_OUTCOMES] {
        self.pentanomial
    }

    /// The log-likelihood ratio of H1 over H0, from the mean `m` and (population) variance
    /// `v` of the pair score x = points / 2 over N pairs: N (s1 - s0) (2m - s0 - s1) / 2v,
    /// where s is the expected score of an Elo difference.
    ///
    /// The pairs are counted with one more, imaginary pair spread evenly over the five
    /// results ([`PRIOR_PAIRS`]). Without it a run of identical pairs (an agent that wins
    /// every game) has a variance of 0, so the ratio is undefined and the test could never
    /// stop on the clearest evidence there is; with it the variance stays positive, a single
    /// lucky pair proves nothing, and after a few hundred pairs it no longer matters.
    pub fn llr(&self) -> f64 {
        if self.pairs() == 0 {
            return 0.0;
        }
        let counts = self.pentanomial.map(|c| c as f64 + PRIOR_PAIRS / 5.0);
        let n: f64 = counts.iter().sum();
        let score = |i: usize| i as f64 / 4.0;
        let mean = counts.iter().enumerate().map(|(i, &c)| c * score(i)).sum::<f64>() / n;
        let variance =
            counts.iter().enumerate().map(|(i, &c)| c * (score(i) - mean).powi(2)).sum::<f64>() / n;
        let s0 = expected_score(self.spec.elo0);
        let s1 = expected_score(self.spec.elo1);
        n * (s1 - s0) * (2.0 * mean - s0 - s1) / (2.0 * variance)
    }

    /// Whether the evidence decides the test.
    pub fn verdict(&self) -> Verdict {
        let llr = self.llr();
        if llr >= self.spec.upper_bound() {
            Verdict::AcceptH1
        } else if llr <= self.spec.lower_bound() {
            Verdict::AcceptH0
        } else {
            Verdict::Continue
        }
    }
}

/// Imaginary pairs added to the counts, spread evenly over the five results, so that the
/// variance of the pair scores is never 0 (see [`Sprt::llr`]).
pub const PRIOR_PAIRS: f64 = 1.0;

/// The expected score of a side `elo` stronger than its opponent: 1 / (1 + 10^(-elo/400)).
pub fn expected_score(elo: f64) -> f64 {
    1.0 / (1.0 + 10f64.powf(-elo / 400.0))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Rng;

    fn spec(elo0: f64, elo1: f64) -> SprtSpec {
        SprtSpec::new(elo0, elo1).unwrap()
    }

    #[test]
    fn bounds_for_five_percent_errors_are_about_2_944() {
        let s = spec(0.0, 20.0);
        assert!((s.upper_bound() - 19f64.ln()).abs() < 1e-12);
        assert!((s.lower_bound() + 19f64.ln()).abs() < 1e-12);
        assert!((s.upper_bound() - 2.944).abs() < 1e-3, "{}", s.upper_bound());
    }

    #[test]
    fn the_ratio_grows_with_a_s_score_and_has_its_sign() {
        let from_counts = |counts: [u64; PAIR_OUTCOMES]| {
            let mut t = Sprt::new(spec(0.0, 20.0));
            for (half_points, c) in counts.into_iter().enumerate() {
                for _ in 0..c {
                    t.add_pair(half_points);
                }
            }
            t
        };
        let weak = from_counts([1, 3, 10, 3, 1]);
        let strong = from_counts([1, 2, 8, 5, 2]);
        // Symmetric counts: mean 0.5, below the midpoint of s0 and s1, so H0 is favoured.
        assert!(weak.llr() < 0.0, "{}", weak.llr());
        assert!(strong.llr() > 0.0, "{}", strong.llr());
        // More of the same evidence pushes further.
        let mut more = strong.clone();
        for (half_points, &c) in strong.pentanomial().iter().enumerate() {
            for _ in 0..c {
                more.add_pair(half_points);
            }
        }
        // (About twice as far: the imaginary prior pair weighs a little less against more.)
        let ratio = more.llr() / strong.llr();
        assert!((1.8..2.2).contains(&ratio), "{ratio}");
        // A better pair score never lowers the ratio.
        let mut previous = f64::NEG_INFINITY;
        for extra in 0..PAIR_OUTCOMES {
            let mut t = weak.clone();
            t.add_pair(extra);
            assert!(t.llr() >= previous, "{extra}");
            previous = t.llr();
        }
    }

    #[test]
    fn a_clean_sweep_decides_but_one_lucky_pair_does_not() {
        let mut t = Sprt::new(spec(0.0, 20.0));
        assert!(t.llr().abs() < f64::EPSILON, "no pairs, no evidence");
        t.add_pair(4);
        assert!(t.llr() > 0.0 && t.llr() < t.spec().upper_bound(), "{}", t.llr());
        assert_eq!(t.verdict(), Verdict::Continue);
        let mut sweeps = 1;
        while t.verdict() == Verdict::Continue {
            t.add_pair(4);
            sweeps += 1;
        }
        assert_eq!(t.verdict(), Verdict::AcceptH1);
        assert!((3..=30).contains(&sweeps), "{sweeps} won pairs to accept");
        // And the same the other way.
        let mut t = Sprt::new(spec(0.0, 20.0));
        while t.verdict() == Verdict::Continue && t.pairs() < 100 {
            t.add_pair(0);
        }
        assert_eq!(t.verdict(), Verdict::AcceptH0);
        assert_eq!(t.pentanomial(), [t.pairs(), 0, 0, 0, 0]);
    }

    /// One game: A's score in half points, for an Elo difference, with 20% draws.
    fn game(rng: &mut Rng, elo: f64) -> usize {
        let draw = 0.2;
        let win = expected_score(elo) - draw / 2.0;
        let u = rng.unit();
        if u < win { 2 } else { usize::from(u < win + draw) }
    }

    /// Runs one test with games of the given true Elo difference; the verdict, or
    /// `Continue` if it took absurdly long.
    fn simulate(rng: &mut Rng, test: SprtSpec, elo: f64) -> Verdict {
        let mut t = Sprt::new(test);
        for _ in 0..100_000 {
            t.add_pair(game(rng, elo) + game(rng, elo));
            match t.verdict() {
                Verdict::Continue => {}
                decided => return decided,
            }
        }
        Verdict::Continue
    }

    #[test]
    fn simulated_tests_err_about_as_often_as_stated() {
        let test = spec(0.0, 20.0);
        let mut rng = Rng::new(20);
        let runs = 200;
        // At exactly elo1 (or elo0) the errors are about beta (alpha) = 5%; allow twice
        // that, since 200 runs and the normal approximation both add noise.
        let wrong_h0 = (0..runs).filter(|_| simulate(&mut rng, test, 20.0) != Verdict::AcceptH1).count();
        let wrong_h1 = (0..runs).filter(|_| simulate(&mut rng, test, 0.0) != Verdict::AcceptH0).count();
        assert!(wrong_h0 <= runs / 10, "{wrong_h0} of {runs} tests failed to accept H1");
        assert!(wrong_h1 <= runs / 10, "{wrong_h1} of {runs} tests failed to accept H0");
        // Far from both hypotheses the answer is nearly always right.
        let strong = (0..runs).filter(|_| simulate(&mut rng, test, 100.0) == Verdict::AcceptH1).count();
        assert!(strong >= runs - 2, "{strong}");
    }

    #[test]
    fn specs_are_read_from_text() {
        let s: SprtSpec = "elo0=0,elo1=20".parse().unwrap();
        assert_eq!(s, SprtSpec { elo0: 0.0, elo1: 20.0, alpha: 0.05, beta: 0.05 });
        let s: SprtSpec = "beta=0.1, elo1=5 ,elo0=-5,alpha=0.01".parse().unwrap();
        assert_eq!(s, SprtSpec { elo0: -5.0, elo1: 5.0, alpha: 0.01, beta: 0.1 });
        assert_eq!(s.to_string(), "elo0=-5 elo1=5 alpha=0.01 beta=0.1");
    }

    #[test]
    fn bad_specs_name_what_is_wrong() {
        let err = |text: &str| text.parse::<SprtSpec>().unwrap_err();
        assert_eq!(err("elo0=0,elo1=20,gamma=1"), SprtSpecError::UnknownKey("gamma".into()));
        assert_eq!(err("elo1=20"), SprtSpecError::Missing("elo0"));
        assert_eq!(err("elo0=0"), SprtSpecError::Missing("elo1"));
        assert_eq!(err("elo0=0,elo1=20,elo0=1"), SprtSpecError::Repeated("elo0"));
        assert_eq!(err("elo0=0,elo1=x"), SprtSpecError::NotANumber { field: "elo1", text: "x".into() });
        assert_eq!(err("elo0=0,elo1"), SprtSpecError::NotKeyValue("elo1".into()));
        assert!(matches!(err("elo0=20,elo1=0"), SprtSpecError::OutOfRange { field: "elo1", .. }));
        assert!(matches!(err("elo0=0,elo1=20,alpha=0.5"), SprtSpecError::OutOfRange { field: "alpha", .. }));
        assert!(matches!(err("elo0=0,elo1=20,beta=0"), SprtSpecError::OutOfRange { field: "beta", .. }));
        assert!(matches!(err("elo0=0,elo1=2000"), SprtSpecError::OutOfRange { field: "elo1", .. }));
        assert!(matches!(err("elo0=nan,elo1=20"), SprtSpecError::OutOfRange { field: "elo0", .. }));
        assert!(matches!(err("elo0=0,elo1=20,alpha=nan"), SprtSpecError::OutOfRange { field: "alpha", .. }));
        let message = err("elo0=0,elo1=20,alpha=0.7").to_string();
        assert_eq!(message, "SPRT setting alpha must be above 0 and below 0.5, not 0.7");
    }
}
