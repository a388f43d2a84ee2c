//! The desktop app. It draws every game from [`plateau_core::BoardView`] and takes every move
//! through [`plateau_core::MoveInput`]; it contains no rule of any game.
//!
//! [`PlateauApp::show`] draws the whole window into a `Ui`, so UI tests drive the same code
//! the window runs.

mod active;
mod board;
mod files;
mod native;
mod new_game;
mod palette;
mod prefs;
mod seats;
mod selection;
mod side_panel;
mod worker;

use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use egui::{Key, KeyboardShortcut, Modifiers, RichText, Ui};
use plateau_core::ai::{Limits, RandomSpec};
use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, ToMove};
use serde_json::Value;

pub use active::ActiveGame;
pub use board::{Camera, cell_label};
pub use files::{FileDialogs, NativeDialogs, ScriptedDialogs};
pub use native::{NativeRun, run_native};
pub use prefs::{Prefs, Theme};
pub use selection::{Click, LegalMove, Selection};

use board::{Highlights, board_ui};
use new_game::{DialogOutcome, NewGameDialog};
use side_panel::{PanelAction, side_panel};

/// The whole app state.
pub struct PlateauApp {
    games: Vec<Box<dyn GameFactory>>,
    prefs: Prefs,
    active: Option<ActiveGame>,
    camera: Camera,
    dialog: Option<NewGameDialog>,
    resume: Option<SaveFile>,
    status: String,
    error: Option<String>,
    show_rules: bool,
    show_shortcuts: bool,
    dialogs: Box<dyn FileDialogs>,
    applied_theme: Option<Theme>,
    quit: bool,
}

impl PlateauApp {
    /// An app over these games. `autosave` is the game left open at the last exit, offered on
    /// the start screen.
    pub fn new(
        games: Vec<Box<dyn GameFactory>>,
        prefs: Prefs,
        autosave: Option<&str>,
        dialogs: Box<dyn FileDialogs>,
    ) -> Self {
        let resume = autosave.filter(|t| !t.trim().is_empty()).and_then(|t| SaveFile::from_json(t).ok());
        Self {
            games,
            prefs,
            active: None,
            camera: Camera::default(),
            dialog: None,
            resume,
            status: String::new(),
            error: None,
            show_rules: false,
            show_shortcuts: false,
            dialogs,
            applied_theme: None,
            quit: false,
        }
    }

    /// The game in progress.
    pub fn active(&self) -> Option<&ActiveGame> {
        self.active.as_ref()
    }

    /// The status line.
    pub fn status(&self) -> &str {
        &self.status
    }

    /// The error shown in the error dialog, if one is open.
    pub fn error(&self) -> Option<&str> {
        self.error.as_deref()
    }

    /// The preferences as they would be stored now.
    pub fn prefs(&self) -> &Prefs {
        &self.prefs
    }

    /// Changes the preferences (tests and the demo mode use this).
    pub fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.prefs
    }

    /// The save of the game in progress, as stored at exit for the next start.
    pub fn autosave_json(&self) -> Option<String> {
        let game = self.active.as_ref()?;
        (!game.session.history().is_empty())
            .then(|| SaveFile::capture(game.session.as_ref(), game.seats.clone()).to_json())
    }

    /// Starts a game by id with options (JSON object) and seat choices (`"human"`, `"random"`).
    pub fn start_game(&mut self, id: &str, options: &Value, seat_choices: &[String]) -> Result<(), String> {
        let index = self.game_index(id).ok_or_else(|| format!("unknown game '{id}'"))?;
        let session = self.games[index].create(options).map_err(|e| e.to_string())?;
        let players = session.info().player_count();
        let seats =
            (0..players).map(|i| seats::spec(seat_choices.get(i).map_or("human", String::as_str))).collect();
        let info = session.info();
        self.prefs.last_game = Some(info.id.clone());
        self.prefs.options.insert(info.id.clone(), options.clone());
        self.prefs.seats.insert(info.id.clone(), seat_choices.to_vec());
        self.status = format!("New game of {}", info.name);
        self.active = Some(ActiveGame::new(session, seats));
        self.camera = Camera::default();
        self.resume = None;
        Ok(())
    }

    fn game_index(&self, id: &str) -> Option<usize> {
        self.games.iter().position(|g| g.info().id == id)
    }

    /// Draws the whole window and handles its input.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.apply_theme(&ctx);
        self.shortcuts(&ctx);
        self.drive_ai(&ctx);

        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        if self.active.is_some() {
            egui::Panel::right("side").default_size(310.0).min_size(240.0).show(ui, |ui| {
                let action = side_panel(ui, self.active.as_ref().expect("checked"));
                if let Some(action) = action {
                    self.panel_action(action, &ctx);
                }
            });
            egui::CentralPanel::default().show(ui, |ui| self.board(ui));
        } else {
            egui::CentralPanel::default().show(ui, |ui| self.start_screen(ui));
        }
        self.windows(&ctx);
    }

    fn apply_theme(&mut self, ctx: &egui::Context) {
        if self.applied_theme != Some(self.prefs.theme) {
            ctx.set_theme(match self.prefs.theme {
                Theme::System => egui::ThemePreference::System,
                Theme::Light => egui::ThemePreference::Light,
                Theme::Dark => egui::ThemePreference::Dark,
            });
            self.applied_theme = Some(self.prefs.theme);
        }
    }

    fn shortcuts(&mut self, ctx: &egui::Context) {
        let command = |key| KeyboardShortcut::new(Modifiers::COMMAND, key);
        let command_shift = |key| KeyboardShortcut::new(Modifiers::COMMAND | Modifiers::SHIFT, key);
        let typing = ctx.memory(|m| m.focused().is_some());
        let (redo, undo, save, open, new, escape, back, forward, hint) = ctx.input_mut(|i| {
            // Ctrl+Shift+Z before Ctrl+Z, so the plain shortcut does not swallow it.
            let redo = i.consume_shortcut(&command_shift(Key::Z)) | i.consume_shortcut(&command(Key::Y));
            (
                redo,
                i.consume_shortcut(&command(Key::Z)),
                i.consume_shortcut(&command(Key::S)),
                i.consume_shortcut(&command(Key::O)),
                i.consume_shortcut(&command(Key::N)),
                i.key_pressed(Key::Escape),
                !typing && i.key_pressed(Key::ArrowLeft),
                !typing && i.key_pressed(Key::ArrowRight),
                !typing && i.modifiers.is_none() && i.key_pressed(Key::H),
            )
        });
        if new {
            self.open_new_game_dialog(None);
        }
        if open {
            self.open_file();
        }
        if save {
            self.save(false);
        }
        if undo {
            self.panel_action(PanelAction::Undo, ctx);
        }
        if redo {
            self.panel_action(PanelAction::Redo, ctx);
        }
        if escape && self.dialog.is_none() {
            self.error = None;
            self.panel_action(PanelAction::Cancel, ctx);
        }
        if let Some(game) = &self.active {
            let cursor = game.session.cursor();
            if back && cursor > 0 {
                self.panel_action(PanelAction::Seek(cursor - 1), ctx);
            }
            if forward {
                self.panel_action(PanelAction::Seek(cursor + 1), ctx);
            }
        }
        if hint {
            self.panel_action(PanelAction::Hint, ctx);
        }
    }

    /// Applies finished searches and starts the next AI move.
    fn drive_ai(&mut self, ctx: &egui::Context) {
        let Some(game) = &mut self.active else { return };
        let delay = Duration::from_millis(self.prefs.ai_delay_ms);
        if let Some(message) = game.poll_ai(delay) {
            self.status = message;
        }
        let wake_ctx = ctx.clone();
        game.schedule_ai(move || wake_ctx.request_repaint());
        if let Some(job) = &game.job {
            // Repaint for the spinner and for the end of the minimum move delay.
            let left = delay.saturating_sub(job.started.elapsed());
            ctx.request_repaint_after(left.max(Duration::from_millis(100)));
        }
    }

    fn panel_action(&mut self, action: PanelAction, ctx: &egui::Context) {
        let Some(game) = &mut self.active else { return };
        match action {
            PanelAction::Undo => {
                if game.undo() {
                    self.status = format!("Undone: back to move {}", game.session.cursor());
                }
            }
            PanelAction::Redo => {
                if game.redo() {
                    self.status = format!("Redone: at move {}", game.session.cursor());
                }
            }
            PanelAction::Hint => {
                let wake_ctx = ctx.clone();
                game.request_hint(seats::hint_spec(), move || wake_ctx.request_repaint());
                if game.job.is_some() {
                    self.status = "Looking for a hint…".to_owned();
                }
            }
            PanelAction::Play(id) => self.play(id),
            PanelAction::Seek(index) => {
                game.seek(index);
            }
            PanelAction::Cancel => game.selection.clear(),
            PanelAction::Rules => self.show_rules = true,
            PanelAction::Hurry => {
                if let Some(job) = &game.job {
                    job.hurry();
                }
            }
        }
    }

    fn play(&mut self, id: u32) {
        let Some(game) = &mut self.active else { return };
        let notation = game.legal_move(id).map(|m| m.notation.clone()).unwrap_or_default();
        match game.play(id) {
            Ok(()) => self.status = format!("Played {notation}"),
            Err(e) => self.status = format!("Not played: {e}"),
        }
    }

    fn board(&mut self, ui: &mut Ui) {
        let Some(game) = &mut self.active else { return };
        let view = game.session.board_view();
        let info = game.session.info().clone();
        let cell_names = |c| view.cell(c).map_or_else(|| format!("{c:?}"), |cell| cell.name.clone());
        let human = game.human_to_move() && game.job.is_none();
        let mut marks = Highlights::default();
        if human {
            marks.targets = game.selection.next_cells(game.legal());
            marks.selected = game.selection.prefix().to_vec();
        }
        if let Some(m) = game.hint.and_then(|id| game.legal_move(id)) {
            marks.hint.clone_from(&m.input.cells);
        }
        let dark = ui.visuals().dark_mode;
        let response =
            board_ui(ui, &view, &info, &marks, &mut self.camera, self.prefs.show_coordinates, dark);
        if response.cancelled {
            game.selection.clear();
        }
        let Some(cell) = response.clicked else { return };
        if !human {
            self.status = match game.session.to_move() {
                ToMove::Terminal => "The game is over.".to_owned(),
                ToMove::Player(p) => {
                    format!("It is {}'s turn ({}).", info.player_name(p), game.seats[p.index()].label())
                }
            };
            return;
        }
        let legal = game.legal().to_vec();
        match game.selection.click(&legal, cell, &cell_names(cell)) {
            Click::Play(id) => self.play(id),
            Click::Rejected(reason) => self.status = reason,
            Click::Choose => {
                self.status = "Several moves use these cells: choose one in the panel.".to_owned();
            }
            Click::Continue => self.status.clear(),
        }
    }

    fn start_screen(&mut self, ui: &mut Ui) {
        egui::ScrollArea::vertical().show(ui, |ui| {
            ui.add_space(12.0);
            ui.heading(RichText::new("Plateau").size(32.0).strong());
            ui.label("Abstract board games: play them, against each other or the computer, and compare their rules.");
            ui.add_space(12.0);
            if let Some(save) = &self.resume {
                let name = self.game_index(&save.game.id).map_or(save.game.id.clone(), |i| self.games[i].info().name.clone());
                let mut resume = false;
                let mut discard = false;
                egui::Frame::group(ui.style()).show(ui, |ui| {
                    ui.label(RichText::new(format!("Unfinished {name} game, {} moves", save.moves.len())).strong());
                    ui.horizontal(|ui| {
                        resume = ui.button("Resume").clicked();
                        discard = ui.button("Discard").clicked();
                    });
                });
                if resume {
                    self.resume_autosave();
                }
                if discard {
                    self.resume = None;
                }
                ui.add_space(12.0);
            }
            let mut chosen = None;
            for (i, factory) in self.games.iter().enumerate() {
                let info = factory.info();
                egui::Frame::group(ui.style()).inner_margin(12.0).show(ui, |ui| {
                    ui.set_width(ui.available_width().min(720.0));
                    ui.horizontal(|ui| {
                        ui.label(RichText::new(&info.name).size(22.0).strong());
                        ui.label(RichText::new(format!("{} players", info.player_count())).weak());
                    });
                    ui.label(&info.description);
                    if !info.options.is_empty() {
                        let variants: Vec<String> = info
                            .options
                            .iter()
                            .map(|o| match &o.kind {
                                plateau_core::OptionKind::Choice { choices, .. } => format!("{}: {}", o.label, choices.join(", ")),
                                plateau_core::OptionKind::Integer { min, max, .. } if max - min <= 100 => {
                                    format!("{}: {min}–{max}", o.label)
                                }
                                plateau_core::OptionKind::Integer { .. } | plateau_core::OptionKind::Flag { .. } => {
                                    o.label.clone()
                                }
                            })
                            .collect();
                        ui.label(RichText::new(format!("Variants — {}", variants.join(" · "))).weak());
                    }
                    if ui.button(format!("New {} game…", info.name)).clicked() {
                        chosen = Some(i);
                    }
                });
                ui.add_space(8.0);
            }
            if let Some(i) = chosen {
                self.open_new_game_dialog(Some(i));
            }
        });
    }

    /// Opens the new-game dialog for `game` (registry index), or the current or last game.
    pub fn open_new_game_dialog(&mut self, game: Option<usize>) {
        let game = game
            .or_else(|| self.active.as_ref().and_then(|a| self.game_index(&a.session.info().id)))
            .or_else(|| self.prefs.last_game.as_deref().and_then(|id| self.game_index(id)))
            .unwrap_or(0);
        self.dialog = Some(NewGameDialog::new(&self.games, game, &self.prefs));
    }

    fn resume_autosave(&mut self) {
        let Some(save) = self.resume.take() else { return };
        match self.restore(&save) {
            Ok(game) => {
                self.status = "Resumed the unfinished game".to_owned();
                self.active = Some(game);
                self.camera = Camera::default();
            }
            Err(e) => self.status = format!("Could not resume the last game: {e}"),
        }
    }

    fn restore(&self, save: &SaveFile) -> Result<ActiveGame, String> {
        let index =
            self.game_index(&save.game.id).ok_or_else(|| format!("unknown game '{}'", save.game.id))?;
        let session = save.restore(self.games[index].as_ref()).map_err(|e| e.to_string())?;
        Ok(ActiveGame::new(session, save.players.clone()))
    }

    /// Saves the game in progress; asks for a path the first time or with `save_as`.
    pub fn save(&mut self, save_as: bool) {
        let Some(game) = &self.active else {
            self.status = "Nothing to save: no game in progress.".to_owned();
            return;
        };
        let path = match (&game.path, save_as) {
            (Some(p), false) => Some(p.clone()),
            _ => self.dialogs.save_path(&format!("{}.plateau", game.session.info().id)),
        };
        let Some(path) = path else { return };
        let save = SaveFile::capture(game.session.as_ref(), game.seats.clone());
        match save.write(&path) {
            Ok(()) => {
                self.status = format!("Saved to {}", path.display());
                let game = self.active.as_mut().expect("checked");
                game.path = Some(path);
                game.dirty = false;
            }
            Err(e) => self.error = Some(format!("Could not save the game.\n\n{e}")),
        }
    }

    /// Asks for a save file and opens it; on any problem the current game stays.
    pub fn open_file(&mut self) {
        if let Some(path) = self.dialogs.open_path() {
            self.open_path(&path);
        }
    }

    /// Opens a save file; on any problem the current game stays and an error says why.
    pub fn open_path(&mut self, path: &Path) {
        let loaded = SaveFile::read(path).map_err(|e| e.to_string()).and_then(|save| self.restore(&save));
        match loaded {
            Ok(mut game) => {
                game.path = Some(PathBuf::from(path));
                self.status = format!("Opened {}", path.display());
                self.active = Some(game);
                self.camera = Camera::default();
                self.resume = None;
            }
            Err(e) => self.error = Some(format!("Could not open {}.\n\n{e}", path.display())),
        }
    }

    fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("Game", |ui| {
                if ui.add(egui::Button::new("New game…").shortcut_text("Ctrl+N")).clicked() {
                    self.open_new_game_dialog(None);
                }
                if ui.add(egui::Button::new("Open…").shortcut_text("Ctrl+O")).clicked() {
                    self.open_file();
                }
                let playing = self.active.is_some();
                if ui.add_enabled(playing, egui::Button::new("Save").shortcut_text("Ctrl+S")).clicked() {
                    self.save(false);
                }
                if ui.add_enabled(playing, egui::Button::new("Save as…")).clicked() {
                    self.save(true);
                }
                if ui.add_enabled(playing, egui::Button::new("Close game")).clicked() {
                    self.resume = self.autosave_json().and_then(|t| SaveFile::from_json(&t).ok());
                    self.active = None;
                }
                ui.separator();
                if ui.button("Quit").clicked() {
                    self.quit = true;
                }
            });
            ui.menu_button("View", |ui| {
                ui.checkbox(&mut self.prefs.show_coordinates, "Coordinates on the board");
                if ui.button("Fit board to pieces").clicked() {
                    self.camera.refit = true;
                }
                ui.separator();
                ui.label("Theme");
                ui.radio_value(&mut self.prefs.theme, Theme::System, "System");
                ui.radio_value(&mut self.prefs.theme, Theme::Light, "Light");
                ui.radio_value(&mut self.prefs.theme, Theme::Dark, "Dark");
                ui.separator();
                ui.label("AI move delay");
                ui.add(egui::Slider::new(&mut self.prefs.ai_delay_ms, 0..=2000).suffix(" ms"));
            });
            ui.menu_button("Help", |ui| {
                if ui.add_enabled(self.active.is_some(), egui::Button::new("Rules of this game")).clicked() {
                    self.show_rules = true;
                }
                if ui.button("Keyboard shortcuts").clicked() {
                    self.show_shortcuts = true;
                }
            });
        });
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        ui.horizontal(|ui| {
            if let Some(game) = &self.active
                && let Some(job) = &game.job
            {
                ui.add(egui::Spinner::new());
                let who = match game.session.to_move() {
                    ToMove::Player(p) if job.purpose == worker::Purpose::Move => {
                        format!("{} is thinking", game.session.info().player_name(p))
                    }
                    _ => "Looking for a hint".to_owned(),
                };
                ui.label(format!("{who}… {:.1} s", job.started.elapsed().as_secs_f32()));
                ui.separator();
            }
            ui.label(&self.status);
        });
    }

    fn windows(&mut self, ctx: &egui::Context) {
        if let Some(dialog) = &mut self.dialog {
            let outcome = egui::Modal::new(egui::Id::unique("plateau-new-game"))
                .show(ctx, |ui| dialog.ui(ui, &self.games))
                .inner;
            match outcome {
                DialogOutcome::Open => {}
                DialogOutcome::Cancelled => self.dialog = None,
                DialogOutcome::Start => {
                    let dialog = self.dialog.take().expect("open");
                    let id = self.games[dialog.game].info().id.clone();
                    if let Err(e) = self.start_game(&id, &dialog.options_value(), &dialog.seats) {
                        self.error = Some(e);
                    }
                }
            }
        }
        if let Some(message) = self.error.clone() {
            let response = egui::Modal::new(egui::Id::unique("plateau-error")).show(ctx, |ui| {
                ui.set_max_width(460.0);
                ui.heading("Something went wrong");
                ui.label(message);
                ui.add_space(8.0);
                ui.button("OK").clicked()
            });
            if response.inner {
                self.error = None;
            }
        }
        if self.show_rules
            && let Some(game) = &self.active
        {
            let info = game.session.info();
            egui::Window::new(format!("Rules of {}", info.name))
                .open(&mut self.show_rules)
                .default_width(520.0)
                .vscroll(true)
                .show(ctx, |ui| {
                    let rules =
                        if info.rules.is_empty() { info.description.as_str() } else { info.rules.as_str() };
                    for paragraph in rules.split("\n\n").map(str::trim).filter(|p| !p.is_empty()) {
                        // A paragraph may open with a title line.
                        match paragraph.split_once('\n') {
                            Some((head, rest)) => {
                                ui.label(RichText::new(head).strong());
                                ui.label(rest.replace('\n', " "));
                            }
                            None => {
                                ui.label(paragraph);
                            }
                        }
                        ui.add_space(6.0);
                    }
                });
        }
        if self.show_shortcuts {
            egui::Window::new("Keyboard shortcuts").open(&mut self.show_shortcuts).show(ctx, |ui| {
                egui::Grid::new("keys").num_columns(2).show(ui, |ui| {
                    for (keys, what) in [
                        ("Ctrl+N", "new game"),
                        ("Ctrl+O", "open a saved game"),
                        ("Ctrl+S", "save"),
                        ("Ctrl+Z", "undo (back to your last turn against the AI)"),
                        ("Ctrl+Shift+Z, Ctrl+Y", "redo"),
                        ("← →", "step through the moves"),
                        ("H", "hint"),
                        ("Esc, right click", "cancel a half-made move"),
                    ] {
                        ui.label(RichText::new(keys).monospace());
                        ui.label(what);
                        ui.end_row();
                    }
                });
            });
        }
    }

    /// Plays `moves` random moves from a fixed seed (demo screenshots).
    pub fn play_random_moves(&mut self, moves: usize, seed: u64) {
        let Some(game) = &mut self.active else { return };
        let stop = AtomicBool::new(false);
        for i in 0..moves {
            let spec = RandomSpec { seed: Some(seed.wrapping_add(i as u64)) };
            let Some(id) = game.session.think(&spec, &Limits::default(), &stop) else { break };
            if game.play(id).is_err() {
                break;
            }
        }
    }
}

impl eframe::App for PlateauApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
        if self.quit {
            ui.ctx().send_viewport_cmd(egui::ViewportCommand::Close);
        }
    }

    fn save(&mut self, storage: &mut dyn eframe::Storage) {
        storage.set_string(prefs::KEY, self.prefs.to_json());
        storage.set_string(prefs::AUTOSAVE_KEY, self.autosave_json().unwrap_or_default());
    }
}
