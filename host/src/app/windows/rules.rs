//! The rules of the game in progress, as its description gives them, in the window's
//! language paragraph by paragraph where the game translates them.

use crate::tr;
use egui::{RichText, Ui};

use crate::app::action::AppAction;
use crate::app::game_words::game_paragraphs;
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::windows::placement::in_work_area;

/// The rules window.
#[derive(Default)]
pub struct RulesWindow {
    /// True while the window is open.
    pub open: bool,
}

impl View for RulesWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(game) = &app.active else { return };
        if !self.open {
            return;
        }
        let info = game.info();
        let window = egui::Window::new(tr!("rules-title", game = info.name.as_str()))
            .id(egui::Id::unique("plateau-rules"))
            .open(&mut self.open)
            .default_width(520.0)
            .vscroll(true);
        let mut learn = false;
        in_work_area(window, app.work_area).show(ui.ctx(), |ui| {
            if !info.lessons.is_empty() {
                learn = ui.button(tr!("start-learn")).on_hover_text(tr!("rules-learn-tip")).clicked();
                ui.add_space(6.0);
            }
            let rules = if info.rules.is_empty() { info.description.as_str() } else { info.rules.as_str() };
            for paragraph in game_paragraphs(&info.words, rules) {
                // A paragraph may open with a title line.
                match paragraph.split_once('\n') {
                    Some((head, rest)) => {
                        ui.label(RichText::new(head).strong());
                        ui.label(rest.replace('\n', " "));
                    }
                    None => {
                        ui.label(paragraph.as_ref());
                    }
                }
                ui.add_space(6.0);
            }
        });
        if learn && let Some(index) = app.games.iter().position(|g| g.info().id == info.id) {
            app.act(AppAction::Learn(index));
        }
    }
}
