//! The one shape every part of the window has.

use egui::Ui;

use super::state::AppState;

/// A part of the window — a screen, a bar, a window — drawn every frame from the shared app
/// state. A view keeps its own state (a dialog's choices, whether its window is open), reads
/// the shared state, edits the settings it shows, and asks for anything more with an
/// [`super::AppAction`] through [`AppState::act`].
pub trait View {
    /// Draws the view into `ui` (a window or modal shows itself on `ui.ctx()`) and handles its
    /// input.
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState);
}
