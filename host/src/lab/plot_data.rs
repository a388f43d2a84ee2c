//! The series behind the lab's plots, as plain numbers: each seat's win rate with its
//! interval, a histogram of game lengths, and the evaluator's view of the games along their
//! course. Nothing here draws, so the command line's SVG/PNG plots and the app's plot widgets
//! show the same numbers.

use plateau_core::lab::tally::kept_value_at;
use plateau_core::lab::{StudyReport, Tally, percentile};

/// The lower edge of the trajectory bands, as a quantile of the games.
pub const BAND_LOW: f64 = 0.1;
/// The upper edge of the trajectory bands.
pub const BAND_HIGH: f64 = 0.9;

/// A seat's win rate under one rule set, with its 95% Wilson interval.
#[derive(Clone, Debug, PartialEq)]
pub struct WinRateBar {
    /// Index of the rule set in the study.
    pub rule_set: usize,
    /// Index of the seat.
    pub seat: usize,
    /// Wins out of games.
    pub rate: f64,
    /// Lower end of the interval.
    pub low: f64,
    /// Upper end of the interval.
    pub high: f64,
}

/// The win-rate plot: seats along the axis, one bar per rule set at each seat.
#[derive(Clone, Debug, PartialEq)]
pub struct WinRates {
    /// Rule set names, in study order.
    pub rule_sets: Vec<String>,
    /// Seat names of the rule set with the most seats: seats are compared by position, as the
    /// report's comparisons do.
    pub seats: Vec<String>,
    /// One bar per rule set and seat that played at least one game.
    pub bars: Vec<WinRateBar>,
    /// `1 / seats` when every rule set has that many seats: where every bar would stand if
    /// seats made no difference and no game were drawn.
    pub even_share: Option<f64>,
}

/// The win rates of a report.
pub fn win_rates(report: &StudyReport) -> WinRates {
    let seats = report
        .rule_sets
        .iter()
        .map(|r| &r.seats)
        .max_by_key(|s| s.len())
        .map(|s| s.iter().map(|seat| seat.seat.clone()).collect())
        .unwrap_or_default();
    let mut bars = Vec::new();
    for (rule_set, r) in report.rule_sets.iter().enumerate() {
        for (seat, s) in r.seats.iter().enumerate() {
            if let Some(rate) = s.win_rate {
                bars.push(WinRateBar {
                    rule_set,
                    seat,
                    rate,
                    low: s.win_interval.low,
                    high: s.win_interval.high,
                });
            }
        }
    }
    let counts: Vec<usize> = report.rule_sets.iter().map(|r| r.seats.len()).collect();
    let even_share = match counts.first() {
        Some(&n) if n > 0 && counts.iter().all(|&c| c == n) => Some(1.0 / n as f64),
        _ => None,
    };
    WinRates { rule_sets: report.rule_sets.iter().map(|r| r.name.clone()).collect(), seats, bars, even_share }
}

/// Game lengths of each rule set counted in bins shared by all rule sets.
#[derive(Clone, Debug, PartialEq)]
pub struct LengthHistogram {
    /// Rule set names, in study order.
    pub rule_sets: Vec<String>,
    /// Plies at the lower edge of the first bin.
    pub start: u32,
    /// Plies per bin: bin `i` holds lengths from `start + i * width` to
    /// `start + (i + 1) * width - 1`.
    pub width: u32,
    /// Per rule set, the games in each bin.
    pub counts: Vec<Vec<u64>>,
    /// Per rule set, the median length (`None` without games).
    pub medians: Vec<Option<f64>>,
}

impl LengthHistogram {
    /// Number of bins.
    pub fn bins(&self) -> usize {
        self.counts.first().map_or(0, Vec::len)
    }

    /// The shortest length counted in bin `bin`.
    pub fn bin_start(&self, bin: usize) -> u32 {
        self.start + bin as u32 * self.width
    }

    /// The fullest bin's count, over every rule set.
    pub fn max_count(&self) -> u64 {
        self.counts.iter().flatten().copied().max().unwrap_or(0)
    }
}

/// The histogram of game lengths, with at most `most_bins` bins (at least one) of a round
/// width (1, 2 or 5 times a power of ten plies) starting at a multiple of that width.
pub fn length_histogram(tally: &Tally, most_bins: usize) -> LengthHistogram {
    let rule_sets: Vec<String> = tally.study.rule_sets.iter().map(|r| r.name.clone()).collect();
    // Each rule set's lengths as counts of each length: lengths are whole plies (a sample
    // rounded to a grid, after more distinct lengths than any real study has, rounds them
    // to whole plies still).
    let lengths = || {
        tally.rule_sets.iter().enumerate().flat_map(|(r, t)| {
            t.lengths.counts().map(move |(plies, n)| (r, plies.max(0.0).min(f64::from(u32::MAX)) as u32, n))
        })
    };
    let (Some(min), Some(max)) = (lengths().map(|(_, p, _)| p).min(), lengths().map(|(_, p, _)| p).max())
    else {
        let none = rule_sets.len();
        return LengthHistogram {
            rule_sets,
            start: 0,
            width: 1,
            counts: vec![Vec::new(); none],
            medians: vec![None; none],
        };
    };
    let width = round_width(u64::from(max - min) + 1, most_bins.max(1) as u64);
    let start = min / width * width;
    let bins = ((max - start) / width + 1) as usize;
    let mut counts = vec![vec![0; bins]; rule_sets.len()];
    for (r, plies, n) in lengths() {
        counts[r][((plies - start) / width) as usize] += n;
    }
    let medians = tally.rule_sets.iter().map(|t| t.lengths.percentile(0.5)).collect();
    LengthHistogram { rule_sets, start, width, counts, medians }
}

/// The smallest round width (1, 2, 5, 10, 20, ...) that covers `span` values in at most
/// `most_bins` bins, whatever multiple of the width the first bin starts at.
fn round_width(span: u64, most_bins: u64) -> u32 {
    let mut scale: u64 = 1;
    loop {
        for step in [1, 2, 5] {
            let width = step * scale;
            // Starting at a multiple of the width can cost one bin more than span / width.
            if span.div_ceil(width) + u64::from(width > 1) <= most_bins || width >= span {
                return u32::try_from(width).unwrap_or(u32::MAX);
            }
        }
        scale *= 10;
    }
}

/// One seat's evaluation along the games of one rule set: at each point of
/// [`Trajectories::progress`], the median and the [`BAND_LOW`]–[`BAND_HIGH`] quantiles over
/// the games.
#[derive(Clone, Debug, PartialEq)]
pub struct TrajectoryBand {
    /// Index of the rule set in the study.
    pub rule_set: usize,
    /// Index of the seat.
    pub seat: usize,
    /// Games with at least one judged position (empty vectors when none).
    pub games: usize,
    /// Lower edge of the band at each point.
    pub low: Vec<f64>,
    /// The median at each point.
    pub median: Vec<f64>,
    /// Upper edge of the band at each point.
    pub high: Vec<f64>,
}

/// The evaluator's judgement along the games, with game length normalised: progress 0 is
/// the start and 1 the position before the last move. The final position is left out, as the
/// report's lead changes and decisiveness leave it out: the result judges it, not the
/// evaluator. Values are from the seat's point of view, in `[-1, 1]`.
#[derive(Clone, Debug, PartialEq)]
pub struct Trajectories {
    /// The progress of each point, evenly spaced from 0 to 1.
    pub progress: Vec<f64>,
    /// Rule set names, in study order.
    pub rule_sets: Vec<String>,
    /// Seat names of each rule set.
    pub seats: Vec<Vec<String>>,
    /// One band per rule set and seat, rule set major.
    pub bands: Vec<TrajectoryBand>,
}

impl Trajectories {
    /// True when every rule set has two seats, so the first seat's value tells the whole
    /// story (the second's is its negation).
    pub fn two_player(&self) -> bool {
        self.seats.iter().all(|s| s.len() == 2)
    }

    /// The band of `seat` under `rule_set`.
    pub fn band(&self, rule_set: usize, seat: usize) -> Option<&TrajectoryBand> {
        self.bands.iter().find(|b| b.rule_set == rule_set && b.seat == seat)
    }
}

/// The trajectories of every rule set and seat at `points` evenly spaced points of progress
/// (at least two), over the games whose trajectories the tally keeps (every game of a study
/// of up to [`plateau_core::lab::tally::TRAJECTORY_GAMES`] games; beyond, those numbered
/// below a bound, the same for every rule set).
pub fn trajectories(tally: &Tally, points: usize) -> Trajectories {
    let points = points.max(2);
    let progress: Vec<f64> = (0..points).map(|k| k as f64 / (points - 1) as f64).collect();
    let mut bands = Vec::new();
    for (rule_set, seats) in tally.seats.iter().enumerate() {
        let games = &tally.rule_sets[rule_set].trajectories;
        for seat in 0..seats.len() {
            let mut band = TrajectoryBand {
                rule_set,
                seat,
                games: games.len(),
                low: Vec::new(),
                median: Vec::new(),
                high: Vec::new(),
            };
            if !games.is_empty() {
                for &t in &progress {
                    let mut values: Vec<f64> =
                        games.iter().map(|g| kept_value_at(g, seat, t)).filter(|v| !v.is_nan()).collect();
                    values.sort_by(f64::total_cmp);
                    let at = |q| percentile(&values, q).unwrap_or(f64::NAN);
                    band.low.push(at(BAND_LOW));
                    band.median.push(at(0.5));
                    band.high.push(at(BAND_HIGH));
                }
            }
            bands.push(band);
        }
    }
    Trajectories {
        progress,
        rule_sets: tally.study.rule_sets.iter().map(|r| r.name.clone()).collect(),
        seats: tally.seats.clone(),
        bands,
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "the values are exact in binary")]
mod tests {
    use plateau_core::lab::results::{FORMAT, RuleSetSeats, VERSION};
    use plateau_core::lab::tally::seat_value;
    use plateau_core::lab::{LabGame, RuleSet, Shard, Study, StudyResults};

    use super::*;

    fn game(rule_set: usize, number: u32, plies: u32, trajectory: &[f32]) -> LabGame {
        LabGame {
            rule_set,
            game: number,
            seating: vec![0, 1],
            winner: Some(0),
            finished: true,
            plies,
            reason: "line".to_owned(),
            branching: Vec::new(),
            trajectory: trajectory.iter().map(|&v| vec![v, -v]).collect(),
        }
    }

    fn results(games: Vec<LabGame>) -> Tally {
        Tally::of(&held(games))
    }

    fn held(games: Vec<LabGame>) -> StudyResults {
        let rule_set = |name: &str| RuleSet { name: name.to_owned(), options: serde_json::Value::Null };
        StudyResults {
            format: FORMAT.to_owned(),
            version: VERSION,
            study: Study {
                name: None,
                game: "knightline".to_owned(),
                rule_sets: vec![rule_set("a"), rule_set("b")],
                seats: vec!["random".to_owned()],
                games: 10,
                seed: 1,
                max_moves: 100,
                random_opening: 0,
            },
            rule_sets: vec![RuleSetSeats { seats: vec!["White".to_owned(), "Black".to_owned()] }; 2],
            shards: vec![Shard::WHOLE],
            interrupted: false,
            fingerprint: String::new(),
            checksum: String::new(),
            games,
        }
    }

    #[test]
    fn round_widths() {
        assert_eq!(round_width(10, 30), 1);
        assert_eq!(round_width(30, 30), 1);
        assert_eq!(round_width(31, 30), 2);
        assert_eq!(round_width(120, 30), 5);
        assert_eq!(round_width(1000, 30), 50);
        assert_eq!(round_width(5, 1), 5);
    }

    #[test]
    fn histogram_bins_are_shared_and_round() {
        let r =
            results(vec![game(0, 0, 13, &[]), game(0, 1, 47, &[]), game(1, 0, 20, &[]), game(1, 1, 29, &[])]);
        let h = length_histogram(&r, 10);
        assert_eq!((h.start, h.width, h.bins()), (10, 5, 8));
        assert_eq!(h.counts[0], [1, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(h.counts[1], [0, 0, 1, 1, 0, 0, 0, 0]);
        assert_eq!(h.max_count(), 1);
        assert_eq!(h.bin_start(7), 45);
        assert_eq!(h.medians, [Some(30.0), Some(24.5)]);
        let empty = length_histogram(&results(Vec::new()), 10);
        assert_eq!((empty.bins(), empty.counts.len()), (0, 2));
    }

    #[test]
    fn trajectories_are_normalised_and_leave_out_the_final_position() {
        // Judged positions 0, 0.5, 1 (then the result); and 0, -1 (then the result).
        let r = results(vec![game(0, 0, 3, &[0.0, 0.5, 1.0, 1.0]), game(0, 1, 2, &[0.0, -1.0, -1.0])]);
        let t = trajectories(&r, 3);
        assert_eq!(t.progress, [0.0, 0.5, 1.0]);
        assert!(t.two_player());
        let white = t.band(0, 0).unwrap();
        assert_eq!(white.games, 2);
        // At progress 0.5: 0.5 and -0.5; at 1: 1 and -1.
        assert_eq!(white.median, [0.0, 0.0, 0.0]);
        assert!((white.high[1] - 0.4).abs() < 1e-12);
        assert!((white.low[2] + 0.8).abs() < 1e-12);
        let black = t.band(0, 1).unwrap();
        assert!((black.high[2] - 0.8).abs() < 1e-12);
        // No games under rule set b.
        assert_eq!(t.band(1, 0).unwrap().games, 0);
        assert!(t.band(1, 0).unwrap().median.is_empty());
    }

    #[test]
    fn one_value_positions_stand_for_both_seats() {
        assert_eq!(seat_value(&[0.25], 0), Some(0.25));
        assert_eq!(seat_value(&[0.25], 1), Some(-0.25));
        assert_eq!(seat_value(&[0.25, 0.5, -0.75], 2), Some(-0.75));
        assert_eq!(seat_value(&[0.25, 0.5], 2), None);
    }
}
