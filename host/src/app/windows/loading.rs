//! The progress of a load: which move is being replayed, a bar, and Cancel. A modal, so
//! nothing else changes while the new game is on its way.

use crate::tr;
use egui::Ui;

use crate::app::action::AppAction;
use crate::app::load_job::{LoadJob, LoadSource};
use crate::app::shelf::KeptKind;
use crate::app::state::AppState;
use crate::app::view::View;

/// The loading modal (its job is shared state).
#[derive(Default)]
pub struct LoadingWindow;

impl View for LoadingWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(job) = &app.loading else { return };
        let cancel = super::modal::modal(ui, "plateau-loading")
            .show(ui.ctx(), |ui| {
                ui.set_width(380.0);
                ui.heading(match &job.source {
                    LoadSource::File(path) => tr!(
                        "loading-file",
                        file = path
                            .file_name()
                            .map_or_else(|| path.display().to_string(), |n| n.display().to_string())
                    ),
                    LoadSource::Kept(_, KeptKind::Unfinished) => tr!("loading-unfinished"),
                    LoadSource::Kept(_, KeptKind::Finished) => tr!("loading-finished"),
                    LoadSource::Pasted => tr!("loading-pasted"),
                    LoadSource::Partial(_) => tr!("loading-partial"),
                });
                ui.add_space(6.0);
                ui.label(progress_text(job));
                let fraction = job.total().map_or(0.0, |total| job.replayed() as f32 / total.max(1) as f32);
                ui.add(egui::ProgressBar::new(fraction).show_percentage());
                ui.add_space(6.0);
                ui.button(tr!("button-cancel")).clicked()
            })
            .inner;
        if cancel {
            app.act(AppAction::CancelLoading);
        }
    }
}

/// "Reading the file…", "Replaying move 12,345 of 20,000", "Setting up the board…".
fn progress_text(job: &LoadJob) -> String {
    match job.total() {
        None => tr!("loading-reading"),
        Some(total) if job.replayed() < total => {
            tr!("loading-replaying", move_number = grouped(job.replayed() + 1), total = grouped(total))
        }
        Some(_) => tr!("loading-setting-up"),
    }
}

/// A count with thousands separated as the window's language does: 20000 → "20,000" in
/// English, "20.000" in German.
pub fn grouped(n: usize) -> String {
    let separator = tr!("number-group-separator");
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push_str(&separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::grouped;

    #[test]
    fn counts_are_grouped_by_thousands() {
        assert_eq!(grouped(0), "0");
        assert_eq!(grouped(999), "999");
        assert_eq!(grouped(1000), "1,000");
        assert_eq!(grouped(12345), "12,345");
        assert_eq!(grouped(1_234_567), "1,234,567");
    }
}
