//! The app's modal windows: egui's [`egui::Modal`], over a backdrop that shows in both themes.

use egui::{Color32, Id, Modal, Ui};

/// How dark the backdrop behind a modal window is, out of 255: egui's own 100 in the light
/// theme, more in the dark one, where 100 barely shows on a dark screen and the window seemed
/// to float on nothing.
fn backdrop_alpha(dark: bool) -> u8 {
    if dark { 170 } else { 100 }
}

/// A modal window named `name`, for the theme `ui` shows now.
pub fn modal(ui: &Ui, name: &str) -> Modal {
    let alpha = backdrop_alpha(ui.visuals().dark_mode);
    Modal::new(Id::unique(name)).backdrop_color(Color32::from_black_alpha(alpha))
}
