//! The report as tables: per rule set, each seat's win rate with its interval, the draws,
//! the game length, branching, lead changes, where games were decided and how they ended;
//! then the comparison of every pair of rule sets in plain sentences.

use egui::{Align, Layout, RichText, Ui};
use plateau_core::lab::{Interval, RuleSetReport, StudyReport, Summary};

use super::plots::swatch;

/// Width of one rule set's table; they stand side by side when the window is wide enough.
const TABLE_WIDTH: f32 = 420.0;

/// A table per rule set, side by side where they fit.
pub fn rule_set_tables(ui: &mut Ui, report: &StudyReport) {
    ui.with_layout(Layout::left_to_right(Align::TOP).with_main_wrap(true), |ui| {
        for (r, rule_set) in report.rule_sets.iter().enumerate() {
            egui::Frame::group(ui.style()).inner_margin(10.0).show(ui, |ui| {
                // The frame's contents stack, whatever the flow of the frames.
                ui.vertical(|ui| {
                    ui.set_width(TABLE_WIDTH.min(ui.available_width()));
                    table(ui, r, rule_set);
                });
            });
        }
    });
}

/// The comparisons of every pair of rule sets, one sentence each.
pub fn comparisons(ui: &mut Ui, report: &StudyReport) {
    if report.comparisons.is_empty() {
        return;
    }
    ui.label(RichText::new("Comparisons").strong());
    for sentence in &report.comparisons {
        ui.label(format!("• {sentence}"));
    }
}

fn table(ui: &mut Ui, r: usize, report: &RuleSetReport) {
    ui.horizontal(|ui| {
        swatch(ui, r);
        ui.label(RichText::new(&report.name).strong().size(16.0));
        ui.label(RichText::new(format!("{} games", report.games)).weak());
    });
    egui::Grid::new(("lab-table", r)).num_columns(2).spacing([12.0, 4.0]).striped(true).show(ui, |ui| {
        for seat in &report.seats {
            let score = &seat.score;
            row(
                ui,
                &format!("{} wins", seat.seat),
                &format!(
                    "{}   {}–{}–{}",
                    rate(seat.win_rate, seat.win_interval),
                    score.wins,
                    score.draws,
                    score.losses
                ),
            )
            .on_hover_text("95% Wilson interval in brackets; then games won–drawn–lost");
        }
        row(ui, "Draws", &rate(report.draws.estimate(), report.draw_interval));
        if report.unfinished > 0 {
            row(ui, "Move cap", &format!("{} games stopped (counted as draws)", report.unfinished));
        }
        row(ui, "Length (plies)", &report.length.map_or_else(none, |l| length(&l)));
        let branching: Vec<String> =
            report.branching.iter().map(|(phase, b)| format!("{phase} {b:.1}")).collect();
        row(ui, "Branching", &if branching.is_empty() { none() } else { branching.join(" · ") });
        row(
            ui,
            "Lead changes",
            &report
                .lead_changes
                .map_or_else(none, |c| format!("{:.2} per game (median {:.1})", c.mean, c.median)),
        );
        row(
            ui,
            "Decided at",
            &report
                .decisiveness
                .map_or_else(none, |d| format!("{:.0}% of the game (median)", 100.0 * d.median)),
        )
        .on_hover_text("From this point on, the evaluator saw the eventual winner ahead to the end.");
        let endings: Vec<String> = report.endings.iter().map(|(reason, n)| format!("{reason} {n}")).collect();
        row(ui, "Endings", &if endings.is_empty() { none() } else { endings.join(" · ") });
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
    format!("mean {:.1} · median {} · 10–90%: {:.0}–{:.0}", l.mean, l.median, l.p10, l.p90)
}
