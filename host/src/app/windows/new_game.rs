//! The new-game dialog: game, rule options and seats. The options are checked by making the
//! game; a plugin's game is made off the window's thread (`start_job`), so a plugin that
//! hangs in `Game::new` for some value leaves the dialog drawing and ends in an error.

use crate::tr;
use std::sync::Arc;

use egui::{ComboBox, Ui};
use plateau_core::GameFactory;
use serde_json::{Map, Value};

use crate::app::action::AppAction;
use crate::app::clock;
use crate::app::game_words::shown_info;
use crate::app::prefs::Prefs;
use crate::app::seats;
use crate::app::start_job::{FIRST_WAIT, POLL, StartJob};
use crate::app::state::AppState;
use crate::app::view::View;
use crate::app::widgets::options_editor::{Audience, option_rows};

/// The new-game window: a modal over the window while the dialog is open.
#[derive(Default)]
pub struct NewGameWindow {
    dialog: Option<NewGameDialog>,
}

impl NewGameWindow {
    /// Opens the dialog for `game` (registry index), prefilled from the preferences; the
    /// games from `builtin` on are plugins' games.
    pub fn open(&mut self, games: &[Arc<dyn GameFactory>], builtin: usize, game: usize, prefs: &Prefs) {
        self.dialog = Some(NewGameDialog::new(games, builtin, game, prefs));
    }

    /// True while the dialog is open.
    pub fn is_open(&self) -> bool {
        self.dialog.is_some()
    }
}

impl View for NewGameWindow {
    fn ui(&mut self, ui: &mut Ui, app: &mut AppState) {
        let Some(dialog) = &mut self.dialog else { return };
        let response =
            super::modal::modal(ui, "plateau-new-game").show(ui.ctx(), |ui| dialog.ui(ui, &app.games));
        // Escape cancels as egui's modal sees it: with a drop-down list open, Escape closes
        // the list alone, and the choices made so far stay.
        let close = response.should_close();
        let outcome = match response.inner {
            DialogOutcome::Open if close => DialogOutcome::Cancelled,
            outcome => outcome,
        };
        match outcome {
            DialogOutcome::Open => {}
            DialogOutcome::Cancelled => self.dialog = None,
            DialogOutcome::Start => {
                let dialog = self.dialog.take().expect("open");
                let options = dialog.options_value(&app.games);
                let clock = clock::preset(&dialog.clocks[dialog.game]);
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
    /// The session made to check the options, while a plugin's game is being made.
    checking: Option<StartJob>,
    /// The games from this index on are plugins' games.
    builtin: usize,
    /// Per registry index, the options and seats last chosen for that game (from the
    /// preferences at first), so that looking at another game and back loses nothing.
    chosen: Vec<(Map<String, Value>, Vec<String>)>,
    /// Per registry index, the time control chosen ("5+3", or "none"), from the preferences
    /// at first.
    clocks: Vec<String>,
    /// The fields of a time control of one's own are shown.
    custom_clock: bool,
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
    fn new(games: &[Arc<dyn GameFactory>], builtin: usize, game: usize, prefs: &Prefs) -> Self {
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
        let clocks: Vec<String> = games
            .iter()
            .map(|g| prefs.clocks.get(&g.info().id).cloned().unwrap_or_else(|| "none".to_owned()))
            .collect();
        let (options, seats) = std::mem::take(&mut chosen[game]);
        let custom_clock = is_custom(&clocks[game]);
        let mut dialog = Self {
            game,
            options,
            seats,
            players: Ok(Vec::new()),
            checking: None,
            builtin,
            chosen,
            clocks,
            custom_clock,
        };
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

    /// Learns the players of the chosen game and options, and makes the seat list as long;
    /// for a plugin's game, once it has been made.
    fn options_changed(&mut self, games: &[Arc<dyn GameFactory>]) {
        let options = self.options_value(games);
        self.checking = Some(StartJob::start(&games[self.game], &options, self.game >= self.builtin));
        self.take_check(FIRST_WAIT);
    }

    /// Takes the players from the session made to check the options, once made (waiting
    /// at most `wait`).
    fn take_check(&mut self, wait: std::time::Duration) {
        let Some(made) = self.checking.as_mut().and_then(|job| job.take(wait)) else { return };
        self.checking = None;
        self.players = made.map(|s| shown_info(s.info()).players.clone());
        let count = self.players.as_ref().map_or(2, Vec::len);
        self.seats.resize(count, "human".to_owned());
    }

    /// Draws the dialog body.
    fn ui(&mut self, ui: &mut Ui, games: &[Arc<dyn GameFactory>]) -> DialogOutcome {
        ui.heading(tr!("new-game-title"));
        ui.add_space(6.0);
        let mut changed = false;
        egui::Grid::new("new-game-grid").num_columns(2).spacing([12.0, 8.0]).show(ui, |ui| {
            let label = ui.label(tr!("new-game-game"));
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
                self.custom_clock = is_custom(&self.clocks[self.game]);
                changed = true;
            }
            ui.end_row();
            let info = shown_info(games[self.game].info());
            changed |= option_rows(ui, &info.options, &mut self.options, Audience::Players);
        });
        if changed {
            self.options_changed(games);
        }
        self.take_check(std::time::Duration::ZERO);
        ui.add_space(8.0);
        match &self.players {
            _ if self.checking.is_some() => {
                ui.ctx().request_repaint_after(POLL);
                ui.label(egui::RichText::new(tr!("new-game-checking")).weak());
            }
            Ok(players) => {
                ui.label(egui::RichText::new(tr!("new-game-seats")).strong());
                egui::Grid::new("new-game-seats").num_columns(2).spacing([12.0, 6.0]).show(ui, |ui| {
                    for (i, name) in players.iter().enumerate() {
                        let label = ui.label(name);
                        let seat = &mut self.seats[i];
                        ComboBox::from_id_salt(("seat", i))
                            .selected_text(seats::choice_text(seat))
                            .show_ui(ui, |ui| {
                                for (index, value) in seats::CHOICES.iter().enumerate() {
                                    ui.selectable_value(
                                        seat,
                                        (*value).to_owned(),
                                        seats::choice_label(index),
                                    );
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
        clock_row(ui, &mut self.clocks[self.game], &mut self.custom_clock);
        ui.add_space(10.0);
        let mut outcome = DialogOutcome::Open;
        ui.horizontal(|ui| {
            let ready = self.players.is_ok() && self.checking.is_none();
            if ui.add_enabled(ready, egui::Button::new(tr!("new-game-start"))).clicked() {
                outcome = DialogOutcome::Start;
            }
            if ui.button(tr!("button-cancel")).clicked() {
                outcome = DialogOutcome::Cancelled;
            }
        });
        outcome
    }
}

/// True for a stored time control that is none of the presets.
fn is_custom(name: &str) -> bool {
    name != "none" && !clock::PRESETS.iter().any(|p| p.0 == name)
}

/// The time control: no clock, a preset, or minutes and an increment of one's own
/// (`custom`: the fields for those are shown).
fn clock_row(ui: &mut Ui, chosen: &mut String, custom: &mut bool) {
    ui.horizontal(|ui| {
        let label = ui.label(egui::RichText::new(tr!("new-game-clock")).strong());
        let shown = if *custom { tr!("new-game-clock-custom") } else { clock::preset_text(chosen) };
        ComboBox::from_id_salt("new-game-clock")
            .selected_text(shown)
            .show_ui(ui, |ui| {
                let names = std::iter::once("none").chain(clock::PRESETS.iter().map(|p| p.0));
                for name in names {
                    if ui.selectable_label(!*custom && chosen == name, clock::preset_text(name)).clicked() {
                        name.clone_into(chosen);
                        *custom = false;
                    }
                }
                if ui.selectable_label(*custom, tr!("new-game-clock-custom-choice")).clicked() && !*custom {
                    *custom = true;
                    // Starts from the control shown, so a small change is a small step.
                    if chosen == "none" {
                        "20+10".clone_into(chosen);
                    }
                }
            })
            .response
            .on_hover_text(tr!("new-game-clock-tip"))
            .labelled_by(label.id);
    });
    // The fields of one's own control on a line of their own: typing in them never moves
    // them (a wrapped line re-flowed as a field grew).
    if *custom {
        ui.horizontal(|ui| {
            let control = clock::preset(chosen).unwrap_or(clock::TimeControl {
                per_game: std::time::Duration::from_mins(20),
                increment: std::time::Duration::from_secs(10),
            });
            let mut minutes = control.per_game.as_secs() / 60;
            let mut seconds = control.increment.as_secs();
            ui.add(egui::DragValue::new(&mut minutes).range(1..=clock::MAX_MINUTES).suffix(" min"))
                .on_hover_text(tr!("new-game-minutes-tip"));
            ui.label("+");
            ui.add(
                egui::DragValue::new(&mut seconds)
                    .range(0..=clock::MAX_INCREMENT_S)
                    .suffix(tr!("new-game-increment-suffix")),
            )
            .on_hover_text(tr!("new-game-increment-tip"));
            *chosen = format!("{minutes}+{seconds}");
        });
    }
}
