//! The colour theme: egui is told only when the preference changes, so a person's choice in
//! the menu takes effect on the next frame and costs nothing afterwards.

use super::prefs::Theme;

/// The theme last handed to egui.
#[derive(Default)]
pub struct AppliedTheme(Option<Theme>);

impl AppliedTheme {
    /// Hands `theme` to egui if it is not the one applied already.
    pub fn apply(&mut self, ctx: &egui::Context, theme: Theme) {
        if self.0 != Some(theme) {
            ctx.set_theme(match theme {
                Theme::System => egui::ThemePreference::System,
                Theme::Light => egui::ThemePreference::Light,
                Theme::Dark => egui::ThemePreference::Dark,
            });
            self.0 = Some(theme);
        }
    }
}
