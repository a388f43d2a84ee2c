//! The new-game dialog: game, rule options and seats.

use std::sync::Arc;

use egui::{ComboBox, Ui};
use plateau_core::GameFactory;
use serde_json::{Map, Value};

use crate::app::action::AppAction;
use crate::app::clock;
use crate::app::prefs::Prefs;
use crate::app::seats;
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::widgets::options_editor::{Audience, option_rows};

/// The new-game window: a modal over the window while the dialog is open.
#[derive(Default)]
pub struct NewGameWindow {
    dialog: Option<NewGameDialog>,
}

impl NewGameWindow {
    /// Opens the dialog for `game` (registry index), prefilled from the preferences.
    pub fn open(&mut self, games: &[Arc<dyn GameFactory>], game: usize, prefs: &Prefs) {
        self.dialog = Some(NewGameDialog::new(games, game, prefs));
    }

    /// True while the dialog is open.
    pub fn is_open(&self) -> bool {
        self.dialog.is_some()
    }
}

impl View for NewGameWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(dialog) = &mut self.dialog else { return };
        let outcome = egui::Modal::new(egui::Id::unique("plateau-new-game"))
            .show(ui.ctx(), |ui| dialog.ui(ui, &app.games))
            .inner;
        match outcome {
            DialogOutcome::Open => {}
            DialogOutcome::Cancelled => self.dialog = None,
            DialogOutcome::Start => {
                let dialog = self.dialog.take().expect("open");
                let options = dialog.options_value(&app.games);
                let clock = clock::preset(&dialog.clock);
                app.act(AppAction::StartGame { game: dialog.game, options, seats: dialog.seats, clock });
            }
        }
    }
}

/// The dialog's state while it is open.
struct NewGameDialog {
    /// Index of the chosen game in the registry.
    game: usize,
    /// Chosen options as JSON.
    options: Map<String, Value>,
    /// Chosen seat per player.
    seats: Vec<String>,
    /// The players' names for these options, or why the options make no game. Made when the
    /// game or an option changes, not every frame, since it takes a new session.
    players: Result<Vec<String>, String>,
    /// Per registry index, the options and seats last chosen for that game (from the
    /// preferences at first), so that looking at another game and back loses nothing.
    chosen: Vec<(Map<String, Value>, Vec<String>)>,
    /// The time control chosen (a preset name of [`clock::PRESETS`], or `"none"`).
    clock: String,
}

/// What the person decided.
enum DialogOutcome {
    /// Still open.
    Open,
    /// Closed without starting.
    Cancelled,
    /// Start this game.
    Start,
}

impl NewGameDialog {
    /// The dialog for `game`, prefilled from the preferences.
    fn new(games: &[Arc<dyn GameFactory>], game: usize, prefs: &Prefs) -> Self {
        let mut chosen: Vec<_> = games
            .iter()
            .map(|g| {
                let id = &g.info().id;
                let options = match prefs.options.get(id) {
                    Some(Value::Object(map)) => map.clone(),
                    _ => Map::new(),
                };
                (options, prefs.seats.get(id).cloned().unwrap_or_default())
            })
            .collect();
        let (options, seats) = std::mem::take(&mut chosen[game]);
        let mut dialog =
            Self { game, options, seats, players: Ok(Vec::new()), chosen, clock: prefs.clock.clone() };
        dialog.options_changed(games);
        dialog
    }

    /// Puts away the options and seats chosen for game `previous` and brings back those
    /// last chosen for `self.game`, the game just picked.
    fn switch_from(&mut self, previous: usize) {
        let now = std::mem::take(&mut self.chosen[self.game]);
        self.chosen[previous] =
            (std::mem::replace(&mut self.options, now.0), std::mem::replace(&mut self.seats, now.1));
    }

    /// The options that apply, as a JSON value.
    fn options_value(&self, games: &[Arc<dyn GameFactory>]) -> Value {
        Value::Object(plateau_core::applicable_options(&games[self.game].info().options, &self.options))
    }

    /// Learns the players of the chosen game and options, and makes the seat list as long.
    fn options_changed(&mut self, games: &[Arc<dyn GameFactory>]) {
        self.players = games[self.game]
            .create(&self.options_value(games))
            .map(|s| s.info().players.clone())
            .map_err(|e| e.to_string());
        let count = self.players.as_ref().map_or(2, Vec::len);
        self.seats.resize(count, "human".to_owned());
    }

    /// Draws the dialog body.
    fn ui(&mut self, ui: &mut Ui, games: &[Arc<dyn GameFactory>]) -> DialogOutcome {
        ui.heading("New game");
        ui.add_space(6.0);
        let mut changed = false;
        egui::Grid::new("new-game-grid").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
            let label = ui.label("Game");
            let before = self.game;
            ComboBox::from_id_salt("new-game-game")
                .selected_text(&games[self.game].info().name)
                .show_ui(ui, |ui| {
                    for (i, g) in games.iter().enumerate() {
                        ui.selectable_value(&mut self.game, i, &g.info().name);
                    }
                })
                .response
                .labelled_by(label.id);
            if before != self.game {
                self.switch_from(before);
                changed = true;
            }
            ui.end_row();
            changed |=
                option_rows(ui, &games[self.game].info().options, &mut self.options, Audience::Players);
        });
        if changed {
            self.options_changed(games);
        }
        ui.add_space(8.0);
        match &self.players {
            Ok(players) => {
                ui.label(egui::RichText::new("Seats").strong());
                egui::Grid::new("new-game-seats").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    for (i, name) in players.iter().enumerate() {
                        let label = ui.label(name);
                        let seat = &mut self.seats[i];
                        ComboBox::from_id_salt(("seat", i))
                            .selected_text(seats::choice_text(seat))
                            .show_ui(ui, |ui| {
                                for (value, text) in seats::CHOICES {
                                    ui.selectable_value(seat, (*value).to_owned(), *text);
                                }
                            })
                            .response
                            .labelled_by(label.id);
                        ui.end_row();
                    }
                });
            }
            Err(e) => {
                ui.colored_label(ui.visuals().error_fg_color, e);
            }
        }
        ui.add_space(8.0);
        ui.horizontal(|ui| {
            let label = ui.label(egui::RichText::new("Clock").strong());
            ComboBox::from_id_salt("new-game-clock")
                .selected_text(clock::preset_text(&self.clock))
                .show_ui(ui, |ui| {
                    ui.selectable_value(&mut self.clock, "none".to_owned(), "No clock");
                    for (name, ..) in clock::PRESETS {
                        ui.selectable_value(&mut self.clock, (*name).to_owned(), clock::preset_text(name));
                    }
                })
                .response
                .on_hover_text("Each player's time for the whole game, + the time added after each move")
                .labelled_by(label.id);
        });
        ui.add_space(10.0);
        let mut outcome = DialogOutcome::Open;
        ui.horizontal(|ui| {
            if ui.add_enabled(self.players.is_ok(), egui::Button::new("Start")).clicked() {
                outcome = DialogOutcome::Start;
            }
            if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                outcome = DialogOutcome::Cancelled;
            }
        });
        outcome
    }
}
