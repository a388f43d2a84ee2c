//! A seat's win rates under two rule sets, compared in one plain sentence.

use super::stats::{Difference, Interval, Proportion, Z95};

/// One sentence comparing a seat's win rate under rule set `name_a` (`a`: wins out of
/// games) with its win rate under `name_b`, with 95% intervals: Wilson intervals for the
/// rates and Newcombe's hybrid score interval for the difference (see [`Difference`]),
/// which is significant when its interval excludes 0. Rates are whole percentages and the
/// difference is in percentage points, whole unless smaller than one point. For example:
///
/// `White wins 61% [58, 64] of games under fast instead of 52% [49, 55] under standard;
/// the difference (+9 points, [+5, +13]) is significant.`
///
/// Without games under either rule set the sentence says so.
pub fn describe_difference(seat: &str, name_a: &str, a: Proportion, name_b: &str, b: Proportion) -> String {
    let missing = match (a.trials, b.trials) {
        (0, 0) => format!("{name_a} or {name_b}"),
        (0, _) => name_a.to_owned(),
        (_, 0) => name_b.to_owned(),
        _ => return sentence(seat, name_a, a, name_b, b),
    };
    format!("{seat} cannot be compared between {name_a} and {name_b}: no games under {missing}.")
}

/// The sentence when both rule sets have games.
fn sentence(seat: &str, name_a: &str, a: Proportion, name_b: &str, b: Proportion) -> String {
    let difference = Difference::newcombe(a, b, Z95).expect("both rule sets have games");
    let verdict = if difference.is_significant() { "is significant" } else { "is not significant" };
    format!(
        "{seat} wins {} of games under {name_a} instead of {} under {name_b}; the difference ({} points, [{}, {}]) {verdict}.",
        rate(a),
        rate(b),
        points(difference.estimate),
        points(difference.interval.low),
        points(difference.interval.high),
    )
}

/// `61% [58, 64]`: the rate and its Wilson interval in whole percentages.
fn rate(p: Proportion) -> String {
    let Interval { low, high } = p.wilson(Z95);
    let estimate = p.estimate().unwrap_or(0.0);
    format!("{}% [{}, {}]", percent(estimate), percent(low), percent(high))
}

/// A proportion as a whole percentage.
fn percent(p: f64) -> String {
    format!("{:.0}", (100.0 * p).round())
}

/// A difference of proportions in signed percentage points: whole points, or tenths below
/// one point so that a small difference does not read as 0. Never `-0`.
fn points(d: f64) -> String {
    let x = 100.0 * d;
    if x.abs() < 1.0 {
        // Adding 0 turns −0 into +0.
        format!("{:+.1}", (10.0 * x).round() / 10.0 + 0.0)
    } else {
        format!("{:+.0}", x.round() + 0.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_significant_difference() {
        // Wilson: 610/1000 is [57.94, 63.98]%, 520/1000 [48.90, 55.08]%; Newcombe's
        // interval for the 9-point difference is [+4.66, +13.30] points.
        assert_eq!(
            describe_difference(
                "White",
                "fast",
                Proportion::new(610, 1000),
                "standard",
                Proportion::new(520, 1000)
            ),
            "White wins 61% [58, 64] of games under fast instead of 52% [49, 55] under standard; \
             the difference (+9 points, [+5, +13]) is significant."
        );
    }

    #[test]
    fn a_difference_that_is_not_significant() {
        // 50% [46.01, 53.99] against 51.67% [47.67, 55.64]: −1.67 points in [−7.30, +3.98].
        assert_eq!(
            describe_difference(
                "Black",
                "fast",
                Proportion::new(300, 600),
                "standard",
                Proportion::new(310, 600)
            ),
            "Black wins 50% [46, 54] of games under fast instead of 52% [48, 56] under standard; \
             the difference (-2 points, [-7, +4]) is not significant."
        );
    }

    #[test]
    fn small_and_null_differences() {
        let same = describe_difference("Red", "a", Proportion::new(1, 3), "b", Proportion::new(1, 3));
        assert!(same.contains("the difference (+0.0 points, ["), "{same}");
        assert!(same.ends_with("is not significant."), "{same}");
        assert_eq!(points(0.004), "+0.4");
        assert_eq!(points(-0.004), "-0.4");
        assert_eq!(points(-0.0004), "+0.0");
        assert_eq!(points(-0.016), "-2");
        assert_eq!(points(1.0), "+100");
    }

    #[test]
    fn without_games() {
        assert_eq!(
            describe_difference("White", "fast", Proportion::new(0, 0), "standard", Proportion::new(5, 9)),
            "White cannot be compared between fast and standard: no games under fast."
        );
        assert_eq!(
            describe_difference("White", "fast", Proportion::new(5, 9), "standard", Proportion::new(0, 0)),
            "White cannot be compared between fast and standard: no games under standard."
        );
        assert_eq!(
            describe_difference("White", "fast", Proportion::default(), "standard", Proportion::default()),
            "White cannot be compared between fast and standard: no games under fast or standard."
        );
    }
}
