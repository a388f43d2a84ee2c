//! The menu bar: Game, View, Help.

use egui::Ui;

use super::action::{AppAction, GameCommand};
use super::prefs::Theme;
use super::state::AppState;
use super::view::View;

/// The menu bar (no state of its own).
#[derive(Default)]
pub struct MenuBar;

impl View for MenuBar {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| game_menu(ui, app));
            ui.menu_button("View", |ui| view_menu(ui, app));
            ui.menu_button("Help", |ui| {
                if ui.add_enabled(app.active.is_some(), egui::Button::new("Rules of this game")).clicked() {
                    app.act(AppAction::ShowRules);
                }
                if ui.button("Keyboard shortcuts").clicked() {
                    app.act(AppAction::ShowShortcuts);
                }
                if ui.button("Plugins…").on_hover_text("Game plugins: what was found, and where").clicked()
                {
                    app.act(AppAction::ShowPlugins);
                }
            });
        });
    }
}

fn game_menu(ui: &mut Ui, app: &mut AppState) {
    if ui.add(egui::Button::new("New game…").shortcut_text("Ctrl+N")).clicked() {
        app.act(AppAction::NewGameDialog(None));
    }
    if ui.add(egui::Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
        app.act(AppAction::OpenFile);
    }
    ui.add_enabled_ui(!app.prefs.recent.is_empty(), |ui| {
        ui.menu_button("Open recent", |ui| {
            if let Some(path) = recent_files(ui, app) {
                app.act(AppAction::OpenPath(path));
            }
        });
    });
    let playing = app.active.is_some();
    if ui.add_enabled(playing, egui::Button::new("Save").shortcut_text("Ctrl+S")).clicked() {
        app.act(AppAction::Save { ask: false });
    }
    if ui.add_enabled(playing, egui::Button::new("Save as…")).clicked() {
        app.act(AppAction::Save { ask: true });
    }
    if ui
        .add_enabled(playing, egui::Button::new("Export annotated record…"))
        .on_hover_text("The save with each position's chances and remarks on costly moves")
        .clicked()
    {
        app.act(AppAction::ExportRecord);
    }
    if ui.add_enabled(playing, egui::Button::new("Close game")).clicked() {
        app.act(AppAction::CloseGame);
    }
    ui.separator();
    if ui.add_enabled(playing, egui::Button::new("Copy move list").shortcut_text("Ctrl+C")).clicked() {
        app.act(AppAction::Game(GameCommand::CopyMoves));
    }
    if ui
        .add_enabled(playing, egui::Button::new("Copy game as a save"))
        .on_hover_text("The whole save: seats, clocks and the moves, as JSON text")
        .clicked()
    {
        app.act(AppAction::Game(GameCommand::CopySave));
    }
    if ui
        .add(egui::Button::new("Paste game").shortcut_text("Ctrl+V"))
        .on_hover_text("Open a move list or a save from the clipboard")
        .clicked()
    {
        app.act(AppAction::RequestPaste);
    }
    ui.separator();
    if ui.button("Quit").clicked() {
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
        if ui.button("Close the rules lab").clicked() {
            app.act(AppAction::CloseLab);
        }
    } else if ui.button("Rules lab…").on_hover_text("Compare rule sets by computer self-play").clicked() {
        app.act(AppAction::OpenLab);
    }
    ui.separator();
    let prefs = &mut app.prefs;
    ui.checkbox(&mut prefs.show_coordinates, "Coordinates on the board");
    ui.checkbox(&mut prefs.animate_moves, "Animate moves");
    ui.checkbox(&mut prefs.sound, "Sound")
        .on_hover_text("A knock for a move, a heavier one for a capture, a chime at the end");
    ui.checkbox(&mut prefs.show_evaluation, "Evaluation bar and graph").on_hover_text(
        "Each side's chance as the AI sees it, position by position (worked out in the background)",
    );
    let fit = ui.button("Fit board to pieces").clicked();
    if let Some(game) = &mut app.active
        && ui
            .checkbox(&mut game.flipped, "Flip the board (F)")
            .on_hover_text("Turn the board half a turn")
            .changed()
    {
        ui.close();
    }
    ui.separator();
    ui.label("Theme");
    ui.radio_value(&mut prefs.theme, Theme::System, "System");
    ui.radio_value(&mut prefs.theme, Theme::Light, "Light");
    ui.radio_value(&mut prefs.theme, Theme::Dark, "Dark");
    ui.separator();
    let delay = ui.label("AI move delay");
    ui.add(egui::Slider::new(&mut prefs.ai_delay_ms, 0..=2000).suffix(" ms")).labelled_by(delay.id);
    if fit {
        app.act(AppAction::FitBoard);
    }
}
