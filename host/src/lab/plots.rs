//! The lab's three plots, drawn from [`plot_data`](super::plot_data): win rates with their
//! intervals, game lengths, and the evaluation along the games. Each names its rule sets in
//! a legend kept above the data (the value axis runs on past its last labelled value to
//! leave it room).

use plateau_core::lab::{StudyReport, Tally};
use plotters::coord::Shift;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::canvas::{FONT, Figure, LABEL_SIZE, PlotError, Rendered, TICK_SIZE, TITLE_SIZE, colour, render};
use super::plot_data::{LengthHistogram, Trajectories, WinRates, length_histogram, trajectories, win_rates};
use super::ticks::Ticked;

/// Most bins of the length histogram.
pub const LENGTH_BINS: usize = 40;
/// Points along the game at which trajectories are summarised.
pub const TRAJECTORY_POINTS: usize = 51;

/// Lines of text and rules drawn over the data.
const INK: RGBColor = RGBColor(40, 40, 40);
/// Reference lines (even share, zero).
pub(super) const GUIDE: RGBColor = RGBColor(120, 120, 120);
/// Share of a bin or seat group that its bars fill.
const GROUP_WIDTH: f64 = 0.8;

/// Every plot of a study, named as its files are (`win-rates`, `lengths`, `trajectories`).
/// `game_name` names the game in the titles of a study without a name of its own ("Knight
/// Line", where the study says `knightline`).
pub fn all(
    tally: &Tally,
    report: &StudyReport,
    game_name: &str,
) -> Result<Vec<(&'static str, Rendered)>, PlotError> {
    let study = &tally.study;
    let title = study.name.clone().unwrap_or_else(|| {
        let names: Vec<&str> = study.rule_sets.iter().map(|r| r.name.as_str()).collect();
        format!("{game_name}: {}", names.join(" vs "))
    });
    Ok(vec![
        ("win-rates", render(&WinRatePlot { title: &title, data: &win_rates(report) })?),
        ("lengths", render(&LengthPlot { title: &title, data: &length_histogram(tally, LENGTH_BINS) })?),
        (
            "trajectories",
            render(&TrajectoryPlot { title: &title, data: &trajectories(tally, TRAJECTORY_POINTS) })?,
        ),
    ])
}

/// Headroom above the data for a legend of `entries` lines, as a share of the data's range.
pub(super) fn legend_room(entries: usize) -> f64 {
    0.06 + 0.075 * entries as f64
}

/// Draws the legend of a chart's labelled series in its top right corner.
pub(super) fn legend<'a, DB: DrawingBackend + 'a, CT: CoordTranslate>(
    chart: &mut ChartContext<'a, DB, CT>,
) -> Result<(), PlotError>
where
    DB::ErrorType: 'static,
{
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperRight)
        .background_style(WHITE.mix(0.9))
        .border_style(GUIDE)
        .label_font((FONT, LABEL_SIZE))
        .draw()?;
    Ok(())
}

/// A legend swatch: a filled square.
fn swatch(c: RGBColor) -> impl Fn((i32, i32)) -> Rectangle<(i32, i32)> {
    move |(x, y)| Rectangle::new([(x, y - 7), (x + 14, y + 7)], c.filled())
}

/// Win rate per seat per rule set, as bars with 95% Wilson intervals as error bars.
pub struct WinRatePlot<'a> {
    /// The study's title.
    pub title: &'a str,
    /// What to draw.
    pub data: &'a WinRates,
}

impl Figure for WinRatePlot<'_> {
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        let data = self.data;
        area.fill(&WHITE)?;
        let seats = data.seats.len().max(1);
        let groups = data.rule_sets.len().max(1);
        let bar = GROUP_WIDTH / groups as f64;
        let span = |seat: usize, rule_set: usize| {
            let left = seat as f64 - GROUP_WIDTH / 2.0 + rule_set as f64 * bar;
            (left + 0.1 * bar, left + 0.9 * bar)
        };
        let entries = data.rule_sets.len() + usize::from(data.even_share.is_some());
        let top = 1.0 + legend_room(entries);
        let mut chart = ChartBuilder::on(area)
            .caption(format!("{}: win rate per seat", self.title), (FONT, TITLE_SIZE))
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d(
                Ticked::new(-0.5..seats as f64 - 0.5, (0..seats).map(|s| s as f64)),
                Ticked::new(0.0..top, (0..=10).map(|k| f64::from(k) / 10.0)),
            )?;
        let seat_name = |x: &f64| data.seats.get(x.round() as usize).cloned().unwrap_or_default();
        chart
            .configure_mesh()
            .disable_x_mesh()
            .bold_line_style(GUIDE.mix(0.25))
            .x_desc("seat")
            .y_desc("win rate (bars: 95% Wilson interval)")
            .axis_desc_style((FONT, LABEL_SIZE))
            .label_style((FONT, TICK_SIZE))
            .x_label_formatter(&seat_name)
            .y_label_formatter(&|y| format!("{:.0}%", y * 100.0))
            .draw()?;
        // Under the bars and their labels, which it may cross.
        if let Some(share) = data.even_share {
            chart.draw_series(DashedLineSeries::new(
                [(-0.5, share), (seats as f64 - 0.5, share)],
                10,
                6,
                GUIDE.stroke_width(2),
            ))?;
        }
        for (r, name) in data.rule_sets.iter().enumerate() {
            let c = colour(r);
            let bars = data.bars.iter().filter(|b| b.rule_set == r);
            chart
                .draw_series(bars.clone().map(|b| {
                    let (left, right) = span(b.seat, r);
                    Rectangle::new([(left, 0.0), (right, b.rate)], c.mix(0.8).filled())
                }))?
                .label(name.as_str())
                .legend(swatch(c));
            chart.draw_series(bars.clone().flat_map(|b| {
                let (left, right) = span(b.seat, r);
                let (middle, cap) = (f64::midpoint(left, right), (right - left) / 4.0);
                let style = INK.stroke_width(2);
                [
                    PathElement::new(vec![(middle, b.low), (middle, b.high)], style),
                    PathElement::new(vec![(middle - cap, b.low), (middle + cap, b.low)], style),
                    PathElement::new(vec![(middle - cap, b.high), (middle + cap, b.high)], style),
                ]
            }))?;
            let above = TextStyle::from((FONT, TICK_SIZE).into_font())
                .color(&INK)
                .pos(Pos::new(HPos::Center, VPos::Bottom));
            chart.draw_series(bars.map(|b| {
                let (left, right) = span(b.seat, r);
                Text::new(
                    format!("{:.0}%", b.rate * 100.0),
                    (f64::midpoint(left, right), b.high + 0.015),
                    above.clone(),
                )
            }))?;
        }
        if let Some(share) = data.even_share {
            // The line is drawn above; this names it last in the legend.
            chart
                .draw_series(std::iter::empty::<PathElement<(f64, f64)>>())?
                .label(format!("even share ({:.0}%)", share * 100.0))
                .legend(|(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], GUIDE.stroke_width(2)));
        }
        legend(&mut chart)
    }
}

/// Histogram of game lengths, the rule sets' bars side by side in each bin, with each rule
/// set's median as a dashed line.
pub struct LengthPlot<'a> {
    /// The study's title.
    pub title: &'a str,
    /// What to draw.
    pub data: &'a LengthHistogram,
}

impl Figure for LengthPlot<'_> {
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        let data = self.data;
        area.fill(&WHITE)?;
        let width = f64::from(data.width);
        // Length `n` is drawn from `n - 0.5` to `n + 0.5`, so a bar of one length stands
        // over its tick.
        let left = f64::from(data.start) - 0.5;
        // Without games, an empty axis of ten lengths.
        let right = left + if data.bins() == 0 { 10.0 } else { width * data.bins() as f64 };
        let highest = data.max_count().max(1);
        let top = (highest as f64 * (1.0 + legend_room(data.rule_sets.len()))).ceil() as u64 + 1;
        let groups = data.rule_sets.len().max(1);
        let bar = width * GROUP_WIDTH / groups as f64;
        let bins = if data.width == 1 {
            "one bar per length".to_owned()
        } else {
            format!("bins of {} plies", data.width)
        };
        let mut chart = ChartBuilder::on(area)
            .caption(format!("{}: game length", self.title), (FONT, TITLE_SIZE))
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d(Ticked::new(left..right, whole_ticks(left, right)), 0..top)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .bold_line_style(GUIDE.mix(0.25))
            .light_line_style(TRANSPARENT)
            .x_desc(format!("game length in plies ({bins})"))
            .y_desc("games")
            .axis_desc_style((FONT, LABEL_SIZE))
            .label_style((FONT, TICK_SIZE))
            .x_label_formatter(&|x| format!("{x:.0}"))
            .y_label_formatter(&|y| format!("{y}"))
            .draw()?;
        for (r, name) in data.rule_sets.iter().enumerate() {
            let c = colour(r);
            let label = match data.medians.get(r).copied().flatten() {
                Some(median) if median.fract() == 0.0 => format!("{name} (median {median:.0})"),
                Some(median) => format!("{name} (median {median:.1})"),
                None => name.clone(),
            };
            chart
                .draw_series(data.counts[r].iter().enumerate().filter(|(_, n)| **n > 0).map(|(bin, &n)| {
                    let x = f64::from(data.bin_start(bin)) - 0.5
                        + width * (1.0 - GROUP_WIDTH) / 2.0
                        + r as f64 * bar;
                    Rectangle::new([(x, 0), (x + bar, n)], c.mix(0.85).filled())
                }))?
                .label(label)
                .legend(swatch(c));
            if let Some(median) = data.medians.get(r).copied().flatten() {
                chart.draw_series(DashedLineSeries::new(
                    [(median, 0), (median, highest)],
                    8,
                    5,
                    c.stroke_width(2),
                ))?;
            }
        }
        legend(&mut chart)
    }
}

/// Round whole numbers between `low` and `high`, about ten of them: multiples of 1, 2 or 5
/// times a power of ten.
pub(super) fn whole_ticks(low: f64, high: f64) -> Vec<f64> {
    let mut step = 1.0;
    'search: loop {
        for factor in [1.0, 2.0, 5.0] {
            if (high - low) / (step * factor) <= 12.0 {
                step *= factor;
                break 'search;
            }
        }
        step *= 10.0;
    }
    let first = (low / step).ceil() as i64;
    let last = (high / step).floor() as i64;
    (first..=last).map(|k| k as f64 * step).collect()
}

/// The evaluation along the games: for two players the first seat's value, median and band
/// per rule set in one chart; otherwise one panel per rule set with a median line per seat.
pub struct TrajectoryPlot<'a> {
    /// The study's title.
    pub title: &'a str,
    /// What to draw.
    pub data: &'a Trajectories,
}

/// The value axis: from -1 (lost) to 1 (won), with room above for the legend.
fn value_axis(entries: usize) -> Ticked {
    Ticked::new(-1.0..1.0 + 2.0 * legend_room(entries), [-1.0, -0.5, 0.0, 0.5, 1.0])
}

/// A value axis label as the window shows the same judgement, a chance: the evaluation `v`
/// in [−1, 1] is a chance of (v + 1) / 2 (`plateau_core::ai::evaluator_chances`), so −1 is
/// 0%, 0 is 50% and +1 is 100%.
fn value_label(y: f64) -> String {
    format!("{:.0}%", (y + 1.0) * 50.0)
}

const PROGRESS: &str = "game progress (0 = start, 1 = the position before the last move)";

impl Figure for TrajectoryPlot<'_> {
    fn draw<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        area.fill(&WHITE)?;
        if self.data.two_player() { self.two_players(area) } else { self.panels(area) }
    }
}

impl TrajectoryPlot<'_> {
    fn two_players<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        let data = self.data;
        let first_seats: Vec<&str> =
            data.seats.iter().filter_map(|s| s.first()).map(String::as_str).collect();
        let seat = match first_seats.split_first() {
            Some((first, rest)) if rest.iter().all(|s| s == first) => (*first).to_owned(),
            _ => "the first seat".to_owned(),
        };
        let mut chart = ChartBuilder::on(area)
            .caption(
                format!("{}: evaluation for {seat} (median, 10–90% of games)", self.title),
                (FONT, TITLE_SIZE),
            )
            .margin(20)
            .x_label_area_size(50)
            .y_label_area_size(70)
            .build_cartesian_2d(0.0..1.0, value_axis(data.rule_sets.len()))?;
        chart
            .configure_mesh()
            .bold_line_style(GUIDE.mix(0.25))
            .light_line_style(TRANSPARENT)
            .x_desc(PROGRESS)
            .y_desc(format!("chance for {seat}, as the evaluator judges it"))
            .axis_desc_style((FONT, LABEL_SIZE))
            .label_style((FONT, TICK_SIZE))
            .x_label_formatter(&|x| format!("{x:.1}"))
            .y_label_formatter(&|y| value_label(*y))
            .draw()?;
        chart.draw_series(LineSeries::new([(0.0, 0.0), (1.0, 0.0)], GUIDE.stroke_width(1)))?;
        for (r, name) in data.rule_sets.iter().enumerate() {
            let Some(band) = data.band(r, 0).filter(|b| b.games > 0) else { continue };
            let c = colour(r);
            let outline: Vec<(f64, f64)> = data
                .progress
                .iter()
                .zip(&band.high)
                .chain(data.progress.iter().zip(&band.low).rev())
                .filter(|(_, v)| !v.is_nan())
                .map(|(&x, &v)| (x, v))
                .collect();
            chart.draw_series([Polygon::new(outline, c.mix(0.18).filled())])?;
            let median =
                data.progress.iter().copied().zip(band.median.iter().copied()).filter(|(_, v)| !v.is_nan());
            chart
                .draw_series(LineSeries::new(median, c.stroke_width(3)))?
                .label(format!("{name} ({} games)", band.games))
                .legend(move |(x, y)| {
                    EmptyElement::at((x, y))
                        + Rectangle::new([(0, -7), (14, 7)], c.mix(0.18).filled())
                        + PathElement::new(vec![(0, 0), (14, 0)], c.stroke_width(3))
                });
        }
        legend(&mut chart)
    }

    fn panels<DB: DrawingBackend>(&self, area: &DrawingArea<DB, Shift>) -> Result<(), PlotError>
    where
        DB::ErrorType: 'static,
    {
        let data = self.data;
        let body = area
            .margin(12, 0, 0, 0)
            .titled(&format!("{}: evaluation per seat (median of games)", self.title), (FONT, TITLE_SIZE))?;
        let panels = body.split_evenly((1, data.rule_sets.len().max(1)));
        for ((r, name), panel) in data.rule_sets.iter().enumerate().zip(&panels) {
            let seats = &data.seats[r];
            let mut chart = ChartBuilder::on(panel)
                .caption(name, (FONT, LABEL_SIZE + 2))
                .margin(15)
                .x_label_area_size(50)
                .y_label_area_size(60)
                .build_cartesian_2d(0.0..1.0, value_axis(seats.len()))?;
            chart
                .configure_mesh()
                .bold_line_style(GUIDE.mix(0.25))
                .light_line_style(TRANSPARENT)
                .x_desc("progress (1 = before the last move)")
                .y_desc("the seat's chance, as the evaluator judges it")
                .axis_desc_style((FONT, TICK_SIZE))
                .label_style((FONT, TICK_SIZE))
                .x_label_formatter(&|x| format!("{x:.1}"))
                .y_label_formatter(&|y| value_label(*y))
                .draw()?;
            chart.draw_series(LineSeries::new([(0.0, 0.0), (1.0, 0.0)], GUIDE.stroke_width(1)))?;
            for (s, seat) in seats.iter().enumerate() {
                let Some(band) = data.band(r, s).filter(|b| b.games > 0) else { continue };
                let c = colour(s);
                let median = data
                    .progress
                    .iter()
                    .copied()
                    .zip(band.median.iter().copied())
                    .filter(|(_, v)| !v.is_nan());
                chart
                    .draw_series(LineSeries::new(median, c.stroke_width(3)))?
                    .label(seat.as_str())
                    .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 14, y)], c.stroke_width(3)));
            }
            legend(&mut chart)?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn whole_ticks_are_round_and_few() {
        assert_eq!(whole_ticks(-0.5, 10.5), (0..=10).map(f64::from).collect::<Vec<_>>());
        assert_eq!(whole_ticks(12.5, 39.5), [15.0, 20.0, 25.0, 30.0, 35.0]);
        assert_eq!(whole_ticks(37.5, 38.5), [38.0]);
        assert_eq!(whole_ticks(-0.5, 999.5), (0..=9).map(|k| f64::from(k) * 100.0).collect::<Vec<_>>());
    }
}
