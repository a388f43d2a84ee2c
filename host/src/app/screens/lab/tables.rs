//! The report as tables: per rule set, each seat's win rate with its interval, the draws,
//! the game length, branching, lead changes, where games were decided and how they ended;
//! then the comparison of every pair of rule sets in plain sentences.

use crate::tr;
use egui::{RichText, Ui};
use plateau_core::lab::{Interval, RuleSetReport, StudyReport, Summary};

use super::plots::swatch;

/// Width of one rule set's table; they stand side by side when the window is wide enough.
const TABLE_WIDTH: f32 = 380.0;

/// The frame around a table: its margin and stroke on both sides.
const FRAME_EXTRA: f32 = 2.0 * (10.0 + 1.0);

/// A table per rule set, as many side by side as fit the width (at least one, narrowed if
/// need be). The rows are counted here rather than left to a wrapping layout, which would
/// squeeze a table into the end of a row and let it spill past the window.
pub fn rule_set_tables(ui: &mut Ui, report: &StudyReport) {
    let gap = ui.spacing().item_spacing.x;
    let available = ui.available_width();
    let per_row = (((available + gap) / (TABLE_WIDTH + FRAME_EXTRA + gap)).floor() as usize).max(1);
    let width = TABLE_WIDTH.min(available - FRAME_EXTRA).max(0.0);
    for (row, rule_sets) in report.rule_sets.chunks(per_row).enumerate() {
        ui.horizontal_top(|ui| {
            for (i, rule_set) in rule_sets.iter().enumerate() {
                egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
                    ui.vertical(|ui| {
                        ui.set_width(width);
                        table(ui, row * per_row + i, rule_set);
                    });
                });
            }
        });
    }
}

/// The comparisons of every pair of rule sets, one sentence each.
pub fn comparisons(ui: &mut Ui, report: &StudyReport) {
    if report.comparisons.is_empty() {
        return;
    }
    ui.label(RichText::new(tr!("lab-comparisons")).strong());
    for sentence in &report.comparisons {
        ui.label(format!("• {sentence}"));
    }
}

fn table(ui: &mut Ui, r: usize, report: &RuleSetReport) {
    ui.horizontal(|ui| {
        swatch(ui, r);
        ui.label(RichText::new(&report.name).strong().size(16.0));
        ui.label(RichText::new(tr!("lab-games", count = report.games)).weak());
    });
    egui::Grid::new(("lab-table", r)).num_columns(2).spacing([12.0, 4.0]).striped(true).show(ui, |ui| {
        for seat in &report.seats {
            let score = &seat.score;
            row(
                ui,
                &tr!("over-wins", player = seat.seat.as_str()),
                &format!(
                    "{}   {}–{}–{}",
                    rate(seat.win_rate, seat.win_interval),
                    score.wins,
                    score.draws,
                    score.losses
                ),
            )
            .on_hover_text(tr!("lab-row-wins-tip"));
        }
        row(ui, &tr!("lab-row-draws"), &rate(report.draws.estimate(), report.draw_interval));
        if report.unfinished > 0 {
            row(ui, &tr!("lab-move-cap"), &tr!("lab-row-capped", count = report.unfinished));
        }
        row(ui, &tr!("lab-row-length"), &report.length.map_or_else(none, |l| length(&l)));
        let branching: Vec<String> =
            report.branching.iter().map(|(phase, b)| format!("{phase} {b:.1}")).collect();
        row(
            ui,
            &tr!("lab-row-branching"),
            &if branching.is_empty() { none() } else { branching.join(" · ") },
        );
        row(
            ui,
            &tr!("lab-row-lead-changes"),
            &report.lead_changes.map_or_else(none, |c| {
                tr!("lab-lead-changes", mean = format!("{:.2}", c.mean), median = format!("{:.1}", c.median))
            }),
        );
        row(
            ui,
            &tr!("lab-row-decided"),
            &report
                .decisiveness
                .map_or_else(none, |d| tr!("lab-decided", share = format!("{:.0}", 100.0 * d.median))),
        )
        .on_hover_text(tr!("lab-row-decided-tip"));
        let endings: Vec<String> = report.endings.iter().map(|(reason, n)| format!("{reason} {n}")).collect();
        row(ui, &tr!("lab-row-endings"), &if endings.is_empty() { none() } else { endings.join(" · ") });
    });
}

/// One row; the response is the value's, for a hover text.
fn row(ui: &mut Ui, name: &str, value: &str) -> egui::Response {
    ui.label(name);
    let response = ui.add(egui::Label::new(value).wrap());
    ui.end_row();
    response
}

fn none() -> String {
    "—".to_owned()
}

/// "52.0% [41.2–62.6]", or a dash without games.
fn rate(estimate: Option<f64>, interval: Interval) -> String {
    estimate.map_or_else(none, |p| {
        format!("{:.1}% [{:.1}–{:.1}]", 100.0 * p, 100.0 * interval.low, 100.0 * interval.high)
    })
}

/// "mean 41.2 · median 40 · 10–90%: 28–57".
fn length(l: &Summary) -> String {
    tr!(
        "lab-length",
        mean = format!("{:.1}", l.mean),
        median = l.median.to_string(),
        low = format!("{:.0}", l.p10),
        high = format!("{:.0}", l.p90)
    )
}
