//! The menu bar: Game, View, Help.

use egui::Ui;

use super::action::{AppAction, GameCommand};
use super::prefs::Theme;
use super::state::AppState;
use super::view::View;
use crate::i18n::Language;
use crate::tr;

/// The menu bar (no state of its own).
#[derive(Default)]
pub struct MenuBar;

impl View for MenuBar {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button(tr!("menu-game"), |ui| game_menu(ui, app));
            ui.menu_button(tr!("menu-view"), |ui| view_menu(ui, app));
            ui.menu_button(tr!("menu-help"), |ui| {
                if ui.add_enabled(app.active.is_some(), egui::Button::new(tr!("menu-rules"))).clicked() {
                    app.act(AppAction::ShowRules);
                }
                if ui.button(tr!("menu-shortcuts")).clicked() {
                    app.act(AppAction::ShowShortcuts);
                }
                if ui.button(tr!("menu-plugins")).on_hover_text(tr!("menu-plugins-tip")).clicked() {
                    app.act(AppAction::ShowPlugins);
                }
            });
        });
    }
}

fn game_menu(ui: &mut Ui, app: &mut AppState) {
    if ui.add(egui::Button::new(tr!("menu-new-game")).shortcut_text("Ctrl+N")).clicked() {
        app.act(AppAction::NewGameDialog(None));
    }
    if ui.add(egui::Button::new(tr!("menu-open")).shortcut_text("Ctrl+O")).clicked() {
        app.act(AppAction::OpenFile);
    }
    ui.add_enabled_ui(!app.prefs.recent.is_empty(), |ui| {
        ui.menu_button(tr!("menu-open-recent"), |ui| {
            if let Some(path) = recent_files(ui, app) {
                app.act(AppAction::OpenPath(path));
            }
        });
    });
    let playing = app.active.is_some();
    if ui.add_enabled(playing, egui::Button::new(tr!("menu-save")).shortcut_text("Ctrl+S")).clicked() {
        app.act(AppAction::Save { ask: false });
    }
    if ui.add_enabled(playing, egui::Button::new(tr!("menu-save-as"))).clicked() {
        app.act(AppAction::Save { ask: true });
    }
    if ui
        .add_enabled(playing, egui::Button::new(tr!("menu-export-record")))
        .on_hover_text(tr!("menu-export-record-tip"))
        .clicked()
    {
        app.act(AppAction::ExportRecord);
    }
    if ui.add_enabled(playing, egui::Button::new(tr!("menu-close-game"))).clicked() {
        app.act(AppAction::CloseGame);
    }
    ui.separator();
    if ui.add_enabled(playing, egui::Button::new(tr!("menu-copy-moves")).shortcut_text("Ctrl+C")).clicked() {
        app.act(AppAction::Game(GameCommand::CopyMoves));
    }
    if ui
        .add_enabled(playing, egui::Button::new(tr!("menu-copy-save")))
        .on_hover_text(tr!("menu-copy-save-tip"))
        .clicked()
    {
        app.act(AppAction::Game(GameCommand::CopySave));
    }
    if ui
        .add(egui::Button::new(tr!("menu-paste")).shortcut_text("Ctrl+V"))
        .on_hover_text(tr!("menu-paste-tip"))
        .clicked()
    {
        app.act(AppAction::RequestPaste);
    }
    ui.separator();
    if ui.button(tr!("menu-quit")).clicked() {
        app.act(AppAction::Quit);
    }
}

/// A button per recent file (its name; the whole path on hover); the one clicked.
pub fn recent_files(ui: &mut Ui, app: &AppState) -> Option<std::path::PathBuf> {
    let mut chosen = None;
    for path in &app.prefs.recent {
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        if ui.button(name).on_hover_text(path.display().to_string()).clicked() {
            chosen = Some(path.clone());
        }
    }
    chosen
}

fn view_menu(ui: &mut Ui, app: &mut AppState) {
    if app.lab_open {
        if ui.button(tr!("menu-close-lab")).clicked() {
            app.act(AppAction::CloseLab);
        }
    } else if ui.button(tr!("menu-lab")).on_hover_text(tr!("menu-lab-tip")).clicked() {
        app.act(AppAction::OpenLab);
    }
    ui.separator();
    let no_sound = app.sounds.problem();
    let prefs = &mut app.prefs;
    ui.checkbox(&mut prefs.show_coordinates, tr!("menu-coordinates"));
    ui.checkbox(&mut prefs.animate_moves, tr!("menu-animate"));
    match no_sound {
        // Not ticked and not to be ticked: a sound that cannot come is not offered.
        Some(why) => {
            ui.add_enabled(false, egui::Checkbox::new(&mut false, tr!("menu-sound-none")))
                .on_disabled_hover_text(why);
        }
        None => {
            ui.checkbox(&mut prefs.sound, tr!("menu-sound")).on_hover_text(tr!("menu-sound-tip"));
        }
    }
    ui.checkbox(&mut prefs.show_evaluation, tr!("menu-evaluation")).on_hover_text(tr!("menu-evaluation-tip"));
    let fit = ui.button(tr!("menu-fit-board")).clicked();
    if let Some(game) = &mut app.active
        && ui.checkbox(&mut game.flipped, tr!("menu-flip")).on_hover_text(tr!("menu-flip-tip")).changed()
    {
        ui.close();
    }
    if let Some(game) = &mut app.active
        && !game.position().board.lattice.has_square_cells()
        && ui.button(tr!("menu-rotate")).on_hover_text(tr!("menu-rotate-tip")).clicked()
    {
        game.rotation = (game.rotation + 1) % 6;
    }
    ui.separator();
    ui.label(tr!("menu-theme"));
    ui.radio_value(&mut prefs.theme, Theme::System, tr!("menu-theme-system"));
    ui.radio_value(&mut prefs.theme, Theme::Light, tr!("menu-theme-light"));
    ui.radio_value(&mut prefs.theme, Theme::Dark, tr!("menu-theme-dark"));
    ui.separator();
    let delay = ui.label(tr!("menu-ai-delay"));
    ui.add(egui::Slider::new(&mut prefs.ai_delay_ms, 0..=2000).suffix(" ms")).labelled_by(delay.id);
    ui.separator();
    ui.menu_button(tr!("menu-language"), |ui| {
        for language in Language::ALL {
            if ui.radio_value(&mut prefs.language, language, language.name()).clicked() {
                // Shown at once, not from the next frame on: the rest of this frame speaks it too.
                crate::i18n::set_language(language);
                ui.close();
            }
        }
    });
    if fit {
        app.act(AppAction::FitBoard);
    }
}
