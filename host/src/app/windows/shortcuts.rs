//! The list of keyboard shortcuts (what `shortcuts.rs` reads).

use egui::{RichText, Ui};

use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::placement::in_work_area;

/// Each shortcut and what it does, as the window lists them.
const SHORTCUTS: &[(&str, &str)] = &[
    ("Ctrl+N", "new game"),
    ("Ctrl+O", "open a saved game"),
    ("Ctrl+S", "save"),
    ("Ctrl+Z", "undo (back to your last turn against the AI)"),
    ("Ctrl+Shift+Z, Ctrl+Y", "redo"),
    ("← →", "step through the moves of the line shown; with a move chooser open, pick in it"),
    ("← → ↑ ↓, Enter", "in a move chooser: pick a move, play it"),
    ("H", "hint"),
    ("P", "pause or resume the AI seats and the clocks"),
    ("A", "analysis mode on or off"),
    ("F", "flip the board"),
    ("Ctrl+C", "copy the move list"),
    ("Ctrl+V", "open a game pasted as a move list or a save"),
    ("Esc, right click", "cancel a half-made move"),
];

/// The keyboard shortcuts window.
#[derive(Default)]
pub struct ShortcutsWindow {
    /// True while the window is open.
    pub open: bool,
}

impl View for ShortcutsWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        if !self.open {
            return;
        }
        // A long list on a small screen scrolls rather than running off it.
        let window = egui::Window::new("Keyboard shortcuts").open(&mut self.open).vscroll(true);
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
                for (keys, what) in SHORTCUTS {
                    ui.label(RichText::new(*keys).monospace());
                    ui.label(*what);
                    ui.end_row();
                }
            });
        });
    }
}
