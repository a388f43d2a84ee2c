//! The progress of a load: which move is being replayed, a bar, and Cancel. A modal, so
//! nothing else changes while the new game is on its way.

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
        let cancel = egui::Modal::new(egui::Id::unique("plateau-loading"))
            .show(ui.ctx(), |ui| {
                ui.set_width(380.0);
                ui.heading(match &job.source {
                    LoadSource::File(path) => format!(
                        "Opening {}",
                        path.file_name()
                            .map_or_else(|| path.display().to_string(), |n| n.display().to_string())
                    ),
                    LoadSource::Kept(_, KeptKind::Unfinished) => "Resuming the unfinished game".to_owned(),
                    LoadSource::Kept(_, KeptKind::Finished) => "Opening the finished game".to_owned(),
                    LoadSource::Pasted => "Opening the pasted game".to_owned(),
                    LoadSource::Partial(_) => "Opening the first moves of the game".to_owned(),
                });
                ui.add_space(6.0);
                ui.label(progress_text(job));
                let fraction = job.total().map_or(0.0, |total| job.replayed() as f32 / total.max(1) as f32);
                ui.add(egui::ProgressBar::new(fraction).show_percentage());
                ui.add_space(6.0);
                ui.button("Cancel").clicked()
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
        None => "Reading the file…".to_owned(),
        Some(total) if job.replayed() < total => {
            format!("Replaying move {} of {}", grouped(job.replayed() + 1), grouped(total))
        }
        Some(_) => "Setting up the board…".to_owned(),
    }
}

/// A count with thousands separated: 20000 → "20,000".
pub fn grouped(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
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
