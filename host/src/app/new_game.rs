//! The new-game dialog: game, rule options and seats.

use egui::{ComboBox, Ui};
use plateau_core::{GameFactory, OptionKind};
use serde_json::{Map, Value};

use super::prefs::Prefs;
use super::seats;

/// The dialog's state while it is open.
pub struct NewGameDialog {
    /// Index of the chosen game in the registry.
    pub game: usize,
    /// Chosen options as JSON.
    pub options: Map<String, Value>,
    /// Chosen seat per player.
    pub seats: Vec<String>,
}

/// What the person decided.
pub enum DialogOutcome {
    /// Still open.
    Open,
    /// Closed without starting.
    Cancelled,
    /// Start this game.
    Start,
}

impl NewGameDialog {
    /// The dialog for `game`, prefilled from the preferences.
    pub fn new(games: &[Box<dyn GameFactory>], game: usize, prefs: &Prefs) -> Self {
        let id = &games[game].info().id;
        let options = match prefs.options.get(id) {
            Some(Value::Object(map)) => map.clone(),
            _ => Map::new(),
        };
        let seats = prefs.seats.get(id).cloned().unwrap_or_default();
        let mut dialog = Self { game, options, seats };
        dialog.fit_seats(games);
        dialog
    }

    /// The options as a JSON value.
    pub fn options_value(&self) -> Value {
        Value::Object(self.options.clone())
    }

    /// Makes the seat list as long as the number of players the options give.
    fn fit_seats(&mut self, games: &[Box<dyn GameFactory>]) {
        let players = games[self.game].create(&self.options_value()).map_or(2, |s| s.info().player_count());
        self.seats.resize(players, "human".to_owned());
    }

    /// Draws the dialog body.
    pub fn ui(&mut self, ui: &mut Ui, games: &[Box<dyn GameFactory>]) -> DialogOutcome {
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
                self.options.clear();
                changed = true;
            }
            ui.end_row();
            for spec in &games[self.game].info().options {
                let label = ui.label(&spec.label).on_hover_text(&spec.help);
                changed |= option_widget(ui, &spec.key, &spec.kind, &mut self.options, label.id);
                ui.end_row();
            }
        });
        if changed {
            self.fit_seats(games);
        }
        let session = games[self.game].create(&self.options_value());
        ui.add_space(8.0);
        match &session {
            Ok(s) => {
                ui.label(egui::RichText::new("Seats").strong());
                egui::Grid::new("new-game-seats").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    for (i, name) in s.info().players.iter().enumerate() {
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
                ui.colored_label(ui.visuals().error_fg_color, e.to_string());
            }
        }
        ui.add_space(10.0);
        let mut outcome = DialogOutcome::Open;
        ui.horizontal(|ui| {
            if ui.add_enabled(session.is_ok(), egui::Button::new("Start")).clicked() {
                outcome = DialogOutcome::Start;
            }
            if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                outcome = DialogOutcome::Cancelled;
            }
        });
        outcome
    }
}

/// One option's widget; true if the value changed.
fn option_widget(
    ui: &mut Ui,
    key: &str,
    kind: &OptionKind,
    options: &mut Map<String, Value>,
    label: egui::Id,
) -> bool {
    match kind {
        OptionKind::Choice { choices, default } => {
            let mut current = options.get(key).and_then(Value::as_str).unwrap_or(default).to_owned();
            let before = current.clone();
            ComboBox::from_id_salt(("option", key))
                .selected_text(&current)
                .show_ui(ui, |ui| {
                    for c in choices {
                        ui.selectable_value(&mut current, c.clone(), c);
                    }
                })
                .response
                .labelled_by(label);
            if current != before {
                options.insert(key.to_owned(), Value::String(current));
                return true;
            }
        }
        OptionKind::Integer { min, max, default } => {
            let mut current = options.get(key).and_then(Value::as_i64).unwrap_or(*default);
            let before = current;
            ui.add(egui::DragValue::new(&mut current).range(*min..=*max)).labelled_by(label);
            if current != before {
                options.insert(key.to_owned(), Value::from(current));
                return true;
            }
        }
        OptionKind::Flag { default } => {
            let mut current = options.get(key).and_then(Value::as_bool).unwrap_or(*default);
            if ui.checkbox(&mut current, "").labelled_by(label).changed() {
                options.insert(key.to_owned(), Value::Bool(current));
                return true;
            }
        }
    }
    false
}
