//! The lab's plots: win rates per seat with their 95% intervals, the game-length histogram,
//! and the evaluator's judgement along the games. Each rule set keeps one colour in every
//! plot. The plots are pictures of a finished study, so they neither pan nor zoom (which
//! would also steal the scroll wheel from the page around them).

use crate::tr;
use std::ops::RangeInclusive;

use egui::{Color32, RichText, Ui};
use egui_plot::{
    Bar, BarChart, Corner, FilledArea, GridMark, HLine, Legend, Line, LineStyle, Plot, PlotPoints, VLine,
    uniform_grid_spacer,
};

use super::finished::FinishedStudy;

/// Height of each plot.
const PLOT_HEIGHT: f32 = 230.0;

/// Colours of the rule sets, in study order (then round again).
const COLOURS: [Color32; 6] = [
    Color32::from_rgb(66, 133, 204),
    Color32::from_rgb(236, 128, 32),
    Color32::from_rgb(72, 160, 72),
    Color32::from_rgb(210, 66, 72),
    Color32::from_rgb(148, 103, 189),
    Color32::from_rgb(40, 170, 170),
];

/// The colour of rule set `r`.
pub fn colour(r: usize) -> Color32 {
    COLOURS[r % COLOURS.len()]
}

/// A small square of rule set `r`'s colour, its key in the tables and the form.
pub fn swatch(ui: &mut Ui, r: usize) {
    let (rect, _) = ui.allocate_exact_size(egui::vec2(12.0, 12.0), egui::Sense::hover());
    ui.painter().rect_filled(rect, 2.0, colour(r));
}

/// Every plot of `study`, one under the other.
pub fn plots(ui: &mut Ui, study: &FinishedStudy) {
    let detail = if study.win_rates.even_share.is_some() {
        tr!("lab-plot-win-rates-even")
    } else {
        tr!("lab-plot-win-rates-detail")
    };
    caption(ui, &tr!("lab-plot-win-rates"), &detail);
    win_rates(ui, study);
    ui.add_space(10.0);
    caption(ui, &tr!("lab-plot-lengths"), &tr!("lab-plot-lengths-detail"));
    lengths(ui, study);
    ui.add_space(10.0);
    let title = match study.win_rates.seats.first() {
        Some(seat) => tr!("lab-plot-evaluation", seat = seat.as_str()),
        None => tr!("lab-plot-evaluation-first-seat"),
    };
    caption(ui, &title, &tr!("lab-plot-evaluation-detail"));
    evaluations(ui, study);
}

/// A plot's title and what it shows, at the sizes of the rest of the window (the detail
/// is read to understand the plot, so it is body text, not small print).
fn caption(ui: &mut Ui, title: &str, detail: &str) {
    ui.label(RichText::new(title).strong().size(16.0));
    ui.add(egui::Label::new(RichText::new(detail).weak()).wrap());
}

/// A plot for pictures: no panning, zooming or scrolling.
fn still(id: &str) -> Plot<'_> {
    Plot::new(id)
        .height(PLOT_HEIGHT)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .legend(Legend::default().follow_insertion_order(true))
}

fn percent(mark: GridMark, _range: &RangeInclusive<f64>) -> String {
    format!("{:.0}%", mark.value * 100.0)
}

/// Where member `member` of `count` bars stands in the group at `group`: the members
/// spread over 0.8 of the space between groups, centred on the group.
fn grouped_x(group: f64, member: usize, count: usize) -> f64 {
    let count = count.max(1);
    group + (member as f64 - (count - 1) as f64 / 2.0) * 0.8 / count as f64
}

fn win_rates(ui: &mut Ui, study: &FinishedStudy) {
    let data = &study.win_rates;
    let rule_sets = data.rule_sets.len();
    let seats = data.seats.clone();
    let seat_count = seats.len();
    // Whiskers in the text colour stand out on bars of any colour, in either theme.
    let whisker_colour = ui.visuals().strong_text_color();
    still("lab-win-rates")
        .include_y(0.0)
        .include_y(1.0)
        .include_x(-0.5)
        .include_x(seat_count as f64 - 0.5)
        .x_grid_spacer(move |_| {
            (0..seat_count).map(|s| GridMark { value: s as f64, step_size: 1.0 }).collect()
        })
        .x_axis_formatter(move |mark, _| {
            let index = mark.value.round();
            if (mark.value - index).abs() < 1e-6 && index >= 0.0 {
                seats.get(index as usize).cloned().unwrap_or_default()
            } else {
                String::new()
            }
        })
        .y_axis_formatter(percent)
        .y_grid_spacer(uniform_grid_spacer(|_| [0.05, 0.25, 1.0]))
        // Lines through the seats would split their bars; only the rates get lines.
        .show_grid([false, true])
        .show(ui, |plot| {
            let width = 0.8 / rule_sets.max(1) as f64 * 0.85;
            let cap = width / 4.0;
            for (r, name) in data.rule_sets.iter().enumerate() {
                let colour = colour(r);
                let marks = data.bars.iter().filter(|m| m.rule_set == r);
                let bars = marks.clone().map(|m| {
                    Bar::new(grouped_x(m.seat as f64, r, rule_sets), m.rate).width(width).fill(colour)
                });
                plot.add(BarChart::new(name.as_str(), bars.collect()).color(colour).id(("bars", r)));
                for m in marks {
                    let x = grouped_x(m.seat as f64, r, rule_sets);
                    let stem = [[x, m.low], [x, m.high]];
                    let caps = [[[x - cap, m.low], [x + cap, m.low]], [[x - cap, m.high], [x + cap, m.high]]];
                    for (part, points) in [stem].into_iter().chain(caps).enumerate() {
                        // Unnamed, so the legend shows the bar's colour only.
                        plot.add(
                            Line::new("", PlotPoints::new(points.to_vec()))
                                .color(whisker_colour)
                                .width(1.5)
                                .id(("whisker", r, m.seat, part)),
                        );
                    }
                }
            }
            if let Some(even) = data.even_share {
                plot.add(
                    HLine::new("", even)
                        .color(Color32::GRAY)
                        .style(LineStyle::dashed_loose())
                        .allow_hover(false)
                        .id("even"),
                );
            }
        });
}

fn lengths(ui: &mut Ui, study: &FinishedStudy) {
    let histogram = &study.lengths;
    if histogram.bins() == 0 {
        ui.label(tr!("lab-no-games"));
        return;
    }
    let rule_sets = histogram.rule_sets.len();
    let bin_width = f64::from(histogram.width);
    still("lab-lengths").include_y(0.0).y_axis_formatter(percent).x_axis_label(tr!("lab-axis-plies")).show(
        ui,
        |plot| {
            let width = bin_width * 0.8 / rule_sets.max(1) as f64;
            for (r, name) in histogram.rule_sets.iter().enumerate() {
                let games = histogram.counts[r].iter().sum::<u64>();
                if games == 0 {
                    continue;
                }
                let bars = histogram.counts[r]
                    .iter()
                    .enumerate()
                    .map(|(bin, &count)| {
                        // A bin holds whole lengths from its start to start + width − 1.
                        let centre = f64::from(histogram.bin_start(bin)) + (bin_width - 1.0) / 2.0;
                        let x = centre + grouped_x(0.0, r, rule_sets) * bin_width;
                        Bar::new(x, count as f64 / games as f64).width(width).fill(colour(r))
                    })
                    .collect();
                plot.add(BarChart::new(name.as_str(), bars).color(colour(r)).id(("lengths", r)));
                if let Some(median) = histogram.medians[r] {
                    plot.add(
                        VLine::new(name.as_str(), median)
                            .color(colour(r))
                            .style(LineStyle::dashed_loose())
                            .id(("median", r)),
                    );
                }
            }
        },
    );
}

fn evaluations(ui: &mut Ui, study: &FinishedStudy) {
    let data = &study.trajectories;
    let plot = still("lab-evaluations").include_y(-1.0).include_y(1.0).include_x(0.0).include_x(1.0);
    // Games end in a clear lead, so the legend keeps to the even start on the left.
    let legend = Legend::default().follow_insertion_order(true).position(Corner::LeftTop);
    plot.legend(legend).x_axis_label(tr!("lab-axis-share-played")).show(ui, |plot| {
        for (r, name) in data.rule_sets.iter().enumerate() {
            let Some(band) = data.band(r, 0).filter(|b| !b.median.is_empty()) else { continue };
            let colour = colour(r);
            // Unnamed, so the legend takes the line's colour rather than the faint band's.
            plot.add(
                FilledArea::new("", &data.progress, &band.low, &band.high)
                    .fill_color(colour.gamma_multiply(0.18))
                    .id(("band", r)),
            );
            let median: Vec<[f64; 2]> =
                data.progress.iter().zip(&band.median).map(|(&x, &y)| [x, y]).collect();
            plot.add(
                Line::new(name.as_str(), PlotPoints::new(median)).color(colour).width(2.0).id(("median", r)),
            );
        }
    });
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "the expected values are exact in binary")]
mod tests {
    use super::grouped_x;

    #[test]
    fn bars_of_a_group_centre_on_it() {
        assert_eq!(grouped_x(2.0, 0, 1), 2.0);
        assert_eq!(grouped_x(1.0, 0, 2), 0.8);
        assert_eq!(grouped_x(1.0, 1, 2), 1.2);
        assert_eq!(grouped_x(0.0, 1, 3), 0.0);
    }
}
