//! The error modal: shows [`AppState::error`] until OK (or Escape) closes it.

use egui::Ui;

use crate::app::state::AppState;
use crate::app::view::View;
use crate::tr;

/// The error modal (its message is shared state, set by whatever failed).
#[derive(Default)]
pub struct ErrorWindow;

impl View for ErrorWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(message) = &app.error else { return };
        let response = super::modal::modal(ui, "plateau-error").show(ui.ctx(), |ui| {
            ui.set_max_width(460.0);
            ui.heading(tr!("error-heading"));
            ui.label(message);
            ui.add_space(8.0);
            ui.button(tr!("button-ok")).clicked()
        });
        if response.inner {
            app.error = None;
        }
    }
}
