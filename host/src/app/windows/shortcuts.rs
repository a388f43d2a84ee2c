//! The list of keyboard shortcuts (what `shortcuts.rs` reads).

use egui::{RichText, Ui};

use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::placement::in_work_area;
use crate::tr;

/// Each shortcut and what it does, as the window lists them.
fn shortcuts() -> [(String, String); 16] {
    [
        ("Ctrl+N".to_owned(), tr!("keys-new-game")),
        ("Ctrl+O".to_owned(), tr!("keys-open")),
        ("Ctrl+S".to_owned(), tr!("keys-save")),
        ("Ctrl+Z".to_owned(), tr!("keys-undo")),
        ("Ctrl+Shift+Z, Ctrl+Y".to_owned(), tr!("keys-redo")),
        ("← →".to_owned(), tr!("keys-step")),
        ("↑ ↓, Home End".to_owned(), tr!("keys-ends")),
        ("← → ↑ ↓, Enter".to_owned(), tr!("keys-chooser")),
        ("H".to_owned(), tr!("keys-hint")),
        ("P".to_owned(), tr!("keys-pause")),
        ("A".to_owned(), tr!("keys-analysis")),
        ("F".to_owned(), tr!("keys-flip")),
        ("R".to_owned(), tr!("keys-rotate")),
        ("Ctrl+C".to_owned(), tr!("keys-copy")),
        ("Ctrl+V".to_owned(), tr!("keys-paste")),
        (tr!("keys-cancel-keys"), tr!("keys-cancel")),
    ]
}

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
        let window = egui::Window::new(tr!("menu-shortcuts"))
            .id(egui::Id::unique("plateau-shortcuts"))
            .open(&mut self.open)
            .vscroll(true);
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
                for (keys, what) in shortcuts() {
                    ui.label(RichText::new(keys).monospace());
                    ui.label(what);
                    ui.end_row();
                }
            });
        });
    }
}
