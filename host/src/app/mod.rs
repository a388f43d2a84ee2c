//! The desktop app. It draws every game from [`plateau_core::BoardView`] and takes every move
//! through [`plateau_core::MoveInput`]; it contains no rule of any game.
//!
//! The window is made of views (see `view.rs`): the menu bar, the status bar, one screen
//! (start or game) and the windows over it. They share an `AppState` and ask for anything
//! beyond their own state with an `AppAction`, which [`PlateauApp`] carries out once they have
//! drawn.
//!
//! [`PlateauApp::show`] draws the whole window into a `Ui`, so UI tests drive the same code
//! the window runs.

mod action;
mod active;
mod ai_turns;
mod analysis_job;
mod analysis_view;
mod background;
mod board;
mod board_turn;
mod clock;
mod disk_writer;
mod edge_labels;
mod evaluation;
mod files;
mod game_commands;
mod game_over;
mod game_review;
mod game_summary;
mod game_words;
mod hint_words;
mod kept_owner;
mod load_job;
mod menu;
mod move_list;
mod move_list_view;
mod native;
mod notices;
#[cfg(test)]
mod one_figure_tests;
mod palette;
mod pieces;
mod plugin_scan;
mod position;
mod prefs;
mod save_names;
mod screens;
mod seats;
mod selection;
mod settings_file;
mod shelf;
mod shortcuts;
mod side_panel;
mod sound;
mod start_job;
mod state;
mod status_bar;
mod theme;
mod timeline;
mod view;
mod widgets;
mod windows;
mod worker;

use crate::tr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use egui::Ui;
use plateau_core::ai::{Limits, RandomSpec, SpecObject};
use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, GameInfo};
use serde_json::Value;

pub use active::ActiveGame;
pub use board::{Camera, cell_label};
pub use clock::{GameClock, TimeControl};
pub use files::{FileDialogs, NativeDialogs, OpenDialog, Picked, ScriptedDialogs};
pub use native::{NativeRun, run_native};
pub use plugin_scan::{Place, PluginSource, ScanFindings};
pub use position::ShownPosition;
pub use prefs::{Prefs, Theme};
pub use selection::{Click, LegalMove, Selection};
pub use settings_file::SettingsFile;
pub use shelf::{EXPIRY_DAYS, KeptGame, KeptKind, Shelf};
pub use sound::{Cue, DeviceSpeaker, Speaker};
pub use timeline::Timeline;
pub use windows::modal::forget_saved_layout;

use action::AppAction;
use ai_turns::drive_ai;
use game_commands::run_command;
use load_job::{LoadFailure, LoadJob, LoadSource};
use menu::MenuBar;
use notices::Severity;
use plugin_scan::PluginsState;
use screens::game::GameScreen;
use screens::lab::LabScreen;
use screens::start::StartScreen;
use shortcuts::read_shortcuts;
use state::AppState;
use status_bar::StatusBar;
use theme::AppliedTheme;
use view::View;
use windows::confirm::{Confirm, ConfirmWindow};
use windows::error::ErrorWindow;
use windows::file_chooser::{ChooserPurpose, Chosen, FileChooser};
use windows::loading::{LoadingWindow, grouped};
use windows::new_game::NewGameWindow;
use windows::plugins::PluginsWindow;

use crate::plugins::{PluginFailure, PluginOutcome};
use windows::learn::LearnWindow;
use windows::rules::RulesWindow;
use windows::shortcuts::ShortcutsWindow;

use crate::review::{self, Judgement};

/// How often the window redraws while a save loads, for the progress bar.
const LOADING_REPAINT: Duration = Duration::from_millis(50);
/// How often the window looks whether the plugin scan has finished.
const SCAN_REPAINT: Duration = Duration::from_millis(100);
/// How often the window looks whether the system file dialog open has answered.
const DIALOG_POLL: Duration = Duration::from_millis(100);

/// A system file dialog open, and what its answer is for.
struct AskedDialog {
    purpose: ChooserPurpose,
    /// The file name it offered, for the app's own chooser should it stand in after all.
    suggested_name: String,
    /// The game in progress when it opened ([`ActiveGame::key`]): a save or a record is
    /// written only of that game.
    game: Option<String>,
    dialog: OpenDialog,
}

/// The whole app: the shared state and every view.
pub struct PlateauApp {
    state: AppState,
    menu: MenuBar,
    status_bar: StatusBar,
    start_screen: StartScreen,
    game_screen: GameScreen,
    lab: LabScreen,
    new_game: NewGameWindow,
    loading: LoadingWindow,
    error: ErrorWindow,
    confirm: ConfirmWindow,
    rules: RulesWindow,
    learn: LearnWindow,
    shortcuts: ShortcutsWindow,
    plugins: PluginsWindow,
    /// Native plugins the Plugins window has asked consent for in this run.
    asked_consent: std::collections::BTreeSet<String>,
    dialogs: Box<dyn FileDialogs>,
    theme: AppliedTheme,
    quit: bool,
    /// The window title last sent.
    title: String,
    /// The app's own file chooser, while it stands in for a system dialog.
    chooser: Option<FileChooser>,
    /// The system file dialog open, and what its answer is for.
    open_dialog: Option<AskedDialog>,
    /// Where the preferences are kept.
    settings: SettingsFile,
    /// A save of a game not known before the plugin scan, opened again when it ends.
    open_after_scan: Option<PathBuf>,
    /// The language of the last frame.
    language: Option<crate::i18n::Language>,
    /// A game being started, its session made off the window's thread.
    starting: Option<start_job::Starting>,
}

impl PlateauApp {
    /// An app over these games, with no plugins. `shelf` keeps the games nobody saved; the
    /// start screen offers those it holds.
    pub fn new(
        games: Vec<Box<dyn GameFactory>>,
        prefs: Prefs,
        shelf: Shelf,
        dialogs: Box<dyn FileDialogs>,
    ) -> Self {
        Self::with_plugins(games, PluginSource::none(), prefs, shelf, dialogs)
    }

    /// An app over the built-in `games` and the plugin games `plugins` finds. The scan starts
    /// at once on a worker thread; the start screen lists the built-in games meanwhile and the
    /// plugin games once it is done.
    pub fn with_plugins(
        games: Vec<Box<dyn GameFactory>>,
        plugins: PluginSource,
        prefs: Prefs,
        shelf: Shelf,
        dialogs: Box<dyn FileDialogs>,
    ) -> Self {
        let games = games.into_iter().map(Arc::from).collect();
        // Messages made before the first frame (a demo game's status line) speak it too.
        crate::i18n::set_language(prefs.language);
        Self {
            state: AppState::new(games, PluginsState::new(plugins), prefs, shelf),
            menu: MenuBar,
            status_bar: StatusBar,
            start_screen: StartScreen::default(),
            game_screen: GameScreen::default(),
            lab: LabScreen::default(),
            new_game: NewGameWindow::default(),
            loading: LoadingWindow,
            error: ErrorWindow,
            confirm: ConfirmWindow,
            rules: RulesWindow::default(),
            learn: LearnWindow::default(),
            shortcuts: ShortcutsWindow::default(),
            plugins: PluginsWindow::default(),
            asked_consent: std::collections::BTreeSet::new(),
            dialogs,
            theme: AppliedTheme::default(),
            quit: false,
            title: "Plateau".to_owned(),
            chooser: None,
            open_dialog: None,
            settings: SettingsFile::none(),
            open_after_scan: None,
            language: None,
            starting: None,
        }
    }

    /// Sends the app's sounds to `speaker` from now on; until then they are only logged
    /// ([`Self::sounds_heard`]), which keeps tests and pictures quiet.
    pub fn use_speaker(&mut self, speaker: Box<dyn Speaker>) {
        self.state.sounds.use_speaker(speaker);
    }

    /// The sounds the app made lately, oldest first (with sound switched off, none).
    pub fn sounds_heard(&self) -> &[Cue] {
        self.state.sounds.heard()
    }

    /// Keeps the preferences in `settings` from now on, written whenever they change.
    pub fn keep_settings_in(&mut self, settings: SettingsFile) {
        self.settings = settings;
    }

    /// The game in progress.
    pub fn active(&self) -> Option<&ActiveGame> {
        self.state.active.as_ref()
    }

    /// The step of the lesson window (from 0) and the lesson's length, while it is open.
    pub fn lesson_step(&self) -> Option<(usize, usize)> {
        self.learn.step()
    }

    /// The status line.
    pub fn status(&self) -> &str {
        &self.state.status
    }

    /// The error shown in the error dialog, if one is open.
    pub fn error(&self) -> Option<&str> {
        self.state.error.as_deref()
    }

    /// Every game the app offers now, built-in games first, then plugin games.
    pub fn games(&self) -> impl Iterator<Item = &GameInfo> {
        self.state.games.iter().map(|g| g.info())
    }

    /// True while the plugin search path is being scanned.
    pub fn is_scanning_plugins(&self) -> bool {
        self.state.plugins.scanning()
    }

    /// How many plugin scans have finished.
    pub fn plugin_scans(&self) -> u32 {
        self.state.plugins.scans
    }

    /// What happened to every plugin file at the last scan.
    pub fn plugin_statuses(&self) -> &[crate::plugins::PluginStatus] {
        &self.state.plugins.statuses
    }

    /// True while a save is being loaded.
    pub fn is_loading(&self) -> bool {
        self.state.loading.is_some()
    }

    /// True while the rules lab is shown.
    pub fn is_lab_open(&self) -> bool {
        self.state.lab_open
    }

    /// True while a study of the rules lab runs.
    pub fn is_lab_running(&self) -> bool {
        self.lab.is_running()
    }

    /// Sets the budgets of the app's own searches: `review_nodes` for judging each position
    /// of the evaluation graph (`None`: the Hard level's own), `analysis_first_round` for
    /// analysis mode's first round. Tests make them small.
    pub fn set_search_budgets(&mut self, review_nodes: Option<u64>, analysis_first_round: u64) {
        self.state.review_nodes = review_nodes;
        self.state.analysis_first_round = Some(analysis_first_round.max(1));
    }

    /// Starts or ends analysis mode for the game in progress.
    pub fn set_analysing(&mut self, on: bool) {
        if let Some(game) = &mut self.state.active {
            game.set_analysing(on);
        }
    }

    /// True while analysis mode waits for its first findings.
    pub fn awaits_analysis(&self) -> bool {
        self.state.active.as_ref().is_some_and(|g| {
            g.analysing
                && g.position().to_move.player().is_some()
                && g.analysis.as_ref().is_none_or(|a| a.latest.is_none())
        })
    }

    /// True while positions of the game in progress are being judged for the evaluation graph.
    pub fn is_reviewing(&self) -> bool {
        self.state.active.as_ref().is_some_and(|g| g.review.is_working())
    }

    /// The preferences as they would be stored now.
    pub fn prefs(&self) -> &Prefs {
        &self.state.prefs
    }

    /// Changes the preferences (tests and the demo mode use this).
    pub fn prefs_mut(&mut self) -> &mut Prefs {
        &mut self.state.prefs
    }

    /// The unfinished games offered on the start screen, latest first.
    pub fn unfinished(&self) -> &[KeptGame] {
        &self.state.resume
    }

    /// The finished games never saved, latest first.
    pub fn finished(&self) -> &[KeptGame] {
        &self.state.finished
    }

    /// Writes what the app keeps of the game in progress and waits until every kept game is
    /// on disk: what happens at exit.
    pub fn flush_kept(&mut self) {
        self.state.sync_shelf();
        self.state.shelf.flush();
        self.settings.sync(&self.state.prefs);
        self.settings.flush();
    }

    /// Starts a game by id with options (JSON object) and seat choices (`"human"`, `"random"`).
    pub fn start_game(&mut self, id: &str, options: &Value, seat_choices: &[String]) -> Result<(), String> {
        self.start_timed_game(id, options, seat_choices, None)
    }

    /// [`Self::start_game`] on the clock: each player gets `clock`'s time for the game.
    pub fn start_timed_game(
        &mut self,
        id: &str,
        options: &Value,
        seat_choices: &[String],
        clock: Option<TimeControl>,
    ) -> Result<(), String> {
        let index = self.state.game_index(id).ok_or_else(|| tr!("error-unknown-game", game = id))?;
        let session = self.state.games[index].create(options).map_err(|e| e.to_string())?;
        self.open_new_game(session, options, seat_choices, clock);
        Ok(())
    }

    /// Shows `session` as a new game with `options`, seats chosen by `seat_choices` and
    /// `clock`, and remembers the choices for the next new game.
    fn open_new_game(
        &mut self,
        session: Box<dyn plateau_core::GameSession>,
        options: &Value,
        seat_choices: &[String],
        clock: Option<TimeControl>,
    ) {
        let state = &mut self.state;
        let info = session.info();
        let seats = (0..info.player_count())
            .map(|i| seats::spec(seat_choices.get(i).map_or("human", String::as_str)))
            .collect();
        state.prefs.last_game = Some(info.id.clone());
        state.prefs.options.insert(info.id.clone(), options.clone());
        state.prefs.seats.insert(info.id.clone(), seat_choices.to_vec());
        state.status = match clock {
            Some(control) => {
                tr!("status-new-game-clock", game = info.name.as_str(), control = control.text())
            }
            None => tr!("status-new-game", game = info.name.as_str()),
        };
        let players = info.player_count();
        let mut game = ActiveGame::new(session, seats);
        game.set_clock(clock.map(|control| GameClock::new(control, players)));
        self.show_game(game);
    }

    /// Opens the first lesson of game `id` at `step` (from 0).
    pub fn open_lesson(&mut self, id: &str, step: usize) -> Result<(), String> {
        let index = self.state.game_index(id).ok_or_else(|| format!("no game is called '{id}'"))?;
        self.learn.open(&self.state.games, self.state.builtin_count, index);
        self.learn.go_to(step);
        Ok(())
    }

    /// Opens the new-game dialog on `game` (an index into the games), else on the game in
    /// progress or the last one chosen.
    pub fn open_new_game_dialog(&mut self, game: Option<usize>) {
        let state = &self.state;
        let game = game
            .or_else(|| state.active.as_ref().and_then(|a| state.game_index(&a.info().id)))
            .or_else(|| state.prefs.last_game.as_deref().and_then(|id| state.game_index(id)))
            .unwrap_or(0);
        self.new_game.open(&state.games, state.builtin_count, game, &state.prefs);
    }

    /// Saves the game in progress; asks for a path the first time or with `save_as`.
    pub fn save(&mut self, save_as: bool) {
        self.save_then(save_as, None);
    }

    /// Saves the game in progress (asking for a path the first time or with `save_as`), then,
    /// once it is saved, carries out `then`. A cancelled dialog or a failed write leaves the
    /// game as it was and drops `then`; where the app's own chooser stands in for the
    /// system's dialog, the save and `then` wait for it.
    fn save_then(&mut self, save_as: bool, then: Option<AppAction>) {
        let Some(game) = &self.state.active else {
            self.state.status = tr!("status-nothing-to-save");
            return;
        };
        let path = if let (Some(p), false) = (&game.path, save_as) {
            p.clone()
        } else {
            let name = save_names::suggested_name(&self.start_folder(), &game.info().id, ".plateau");
            self.ask_for_path(ChooserPurpose::Save { then }, &name);
            return;
        };
        self.run_write(AppAction::WriteSave { path, then: then.map(Box::new) });
    }

    /// Carries out a [`AppAction::WriteSave`]: the save, then what waited for it.
    fn run_write(&mut self, write: AppAction) {
        let AppAction::WriteSave { path, then } = write else { return };
        if self.write_save(&path)
            && let Some(then) = then
        {
            self.state.act(AppAction::Confirmed(then));
        }
    }

    /// Writes the game in progress to `path`; false (with the error shown) if it failed.
    fn write_save(&mut self, path: &Path) -> bool {
        let Some(game) = &mut self.state.active else { return false };
        match game.save_file().write(path) {
            Ok(()) => {
                self.state.status = tr!("status-saved", path = path.display().to_string());
                self.state.prefs.remember_file(path);
                game.path = Some(path.to_path_buf());
                game.dirty = false;
                true
            }
            Err(e) => {
                self.state.error = Some(tr!("error-save", reason = e.to_string()));
                false
            }
        }
    }

    /// If a file is at `path`, asks whether to replace it, with `write` carried out once the
    /// person agrees, and returns true; false where nothing would be replaced.
    fn confirm_replace(&mut self, path: &Path, write: AppAction) -> bool {
        if path.symlink_metadata().is_err() {
            return false;
        }
        let name =
            path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned());
        let folder = path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."));
        self.state.confirm = Some(Confirm {
            question: tr!("confirm-replace", file = name.as_str()),
            detail: tr!(
                "confirm-replace-detail",
                folder = folder.display().to_string(),
                file = name.as_str()
            ),
            then: write,
            offer_save: false,
            discard_label: tr!("confirm-replace-button"),
        });
        true
    }

    /// Where file choosers start, and where a suggested name must be free: the folder of the
    /// game's file, else of the latest recent file, else the home folder.
    fn start_folder(&self) -> PathBuf {
        let state = &self.state;
        state
            .active
            .as_ref()
            .and_then(|g| g.path.as_deref())
            .or(state.prefs.recent.first().map(PathBuf::as_path))
            .and_then(Path::parent)
            .map(Path::to_path_buf)
            .filter(|dir| dir.is_dir())
            .or_else(std::env::home_dir)
            .unwrap_or_default()
    }

    /// Shows the app's own file chooser for `purpose`, saying why in the status line. It opens
    /// in [`Self::start_folder`].
    fn open_chooser(&mut self, purpose: ChooserPurpose, suggested_name: &str, why: &str) {
        self.chooser = Some(FileChooser::new(purpose, suggested_name, &self.start_folder()));
        self.state.status = tr!("status-own-chooser", reason = why);
    }

    /// Asks a file dialog for a path for `purpose` (`suggested_name`: the file name offered
    /// when saving), unless a dialog is open already. A system dialog answers later
    /// ([`Self::poll_dialog`]); where none can open, the app's own chooser stands in.
    fn ask_for_path(&mut self, purpose: ChooserPurpose, suggested_name: &str) {
        if self.open_dialog.is_some() || self.chooser.is_some() {
            self.state.status = tr!("status-dialog-busy");
            return;
        }
        let picked = match &purpose {
            ChooserPurpose::Open => self.dialogs.open_path(),
            ChooserPurpose::Save { .. } | ChooserPurpose::ExportRecord => {
                self.dialogs.save_path(suggested_name)
            }
            ChooserPurpose::ExportLab => self.dialogs.folder_path(&tr!("chooser-export-lab")),
            ChooserPurpose::InstallPlugin => self.dialogs.plugin_path(),
        };
        self.take_answer(purpose, suggested_name, picked);
    }

    /// Carries out a file dialog's answer for `purpose`.
    fn take_answer(&mut self, purpose: ChooserPurpose, suggested_name: &str, picked: Picked) {
        match picked {
            Picked::Path(path) => {
                let asked = self.dialogs.asks_before_replacing();
                self.use_path(purpose, path, asked);
            }
            Picked::Cancelled => {}
            Picked::Unavailable(why) => self.open_chooser(purpose, suggested_name, &why),
            Picked::Waiting(dialog) => {
                self.state.status = tr!("status-dialog-open");
                let game = self.state.active.as_ref().map(|g| g.key.clone());
                self.open_dialog =
                    Some(AskedDialog { purpose, suggested_name: suggested_name.to_owned(), game, dialog });
            }
        }
    }

    /// Takes the answer of the system dialog open, once it has come; until then the window
    /// goes on drawing, and looks again a little later.
    fn poll_dialog(&mut self, ctx: &egui::Context) {
        let Some(asked) = &self.open_dialog else { return };
        let Some(picked) = asked.dialog.answer() else {
            ctx.request_repaint_after(DIALOG_POLL);
            return;
        };
        let Some(asked) = self.open_dialog.take() else { return };
        if matches!(picked, Picked::Cancelled) {
            self.state.status = tr!("status-nothing-chosen");
        }
        // The window went on while the dialog was open: the game it was to write may be
        // closed or replaced by now, and another game must not take its place in the file.
        let writes_the_game =
            matches!(asked.purpose, ChooserPurpose::Save { .. } | ChooserPurpose::ExportRecord);
        let game_now = self.state.active.as_ref().map(|g| &g.key);
        if writes_the_game && matches!(picked, Picked::Path(_)) && game_now != asked.game.as_ref() {
            self.state.status = tr!("status-dialog-game-gone");
            return;
        }
        self.take_answer(asked.purpose, &asked.suggested_name, picked);
    }

    /// Uses `path`, chosen for `purpose`; `dialog_asked`: the dialog itself asked before a
    /// file was replaced, so the app does not ask again.
    fn use_path(&mut self, purpose: ChooserPurpose, path: PathBuf, dialog_asked: bool) {
        match purpose {
            // Asked about unsaved moves before the dialog opened.
            ChooserPurpose::Open => self.open_path(&path),
            ChooserPurpose::Save { then } => {
                let write = AppAction::WriteSave { path: path.clone(), then: then.map(Box::new) };
                if dialog_asked || !self.confirm_replace(&path, write.clone()) {
                    self.run_write(write);
                }
            }
            ChooserPurpose::ExportLab => self.export_lab_to(&path),
            ChooserPurpose::InstallPlugin => self.state.act(AppAction::InstallPluginFrom(path)),
            ChooserPurpose::ExportRecord => {
                if dialog_asked || !self.confirm_replace(&path, AppAction::WriteRecord(path.clone())) {
                    self.write_record(&path);
                }
            }
        }
    }

    /// Carries out what the app's own chooser was opened for, once a path is chosen.
    fn show_chooser(&mut self, ctx: &egui::Context) {
        let Some(chooser) = &mut self.chooser else { return };
        let path = match chooser.show(ctx) {
            Chosen::Waiting => return,
            Chosen::Cancelled => None,
            Chosen::Path(path) => Some(path),
        };
        let Some(chooser) = self.chooser.take() else { return };
        let Some(path) = path else {
            self.state.status = tr!("status-nothing-chosen");
            return;
        };
        // The app's own chooser does not ask before replacing a file: the app does.
        self.use_path(chooser.purpose, path, false);
    }

    /// Copies the plugin file at `path` into the user's plugin folder (nothing there is
    /// replaced: a different file of the same name is reported instead), shows the Plugins
    /// window and looks for plugins again, where a native plugin then waits for consent.
    fn install_plugin(&mut self, path: &Path, ctx: &egui::Context) {
        match crate::plugins::install(path) {
            Ok(installed) => {
                self.state.status = tr!("status-plugin-installed", path = installed.display().to_string());
                self.plugins.open = true;
                self.state.plugins.rescan();
                ctx.request_repaint_after(SCAN_REPAINT);
            }
            Err(why) => {
                let failed = tr!("status-plugin-not-installed", reason = why.as_str());
                self.state.notify(Severity::Error, failed);
            }
        }
    }

    /// Asks for a save file and opens it; on any problem the current game stays.
    pub fn open_file(&mut self) {
        self.ask_for_path(ChooserPurpose::Open, "");
    }

    /// Starts opening a save file on a worker thread (see [`Self::is_loading`]); the game in
    /// progress stays until the new one is complete, and stays for good if the file is
    /// refused or the person cancels, with an error or status line saying why.
    pub fn open_path(&mut self, path: &Path) {
        self.state.loading = Some(LoadJob::open(PathBuf::from(path), &self.state.games));
    }

    /// Opens the game in pasted `text` (a save, or a move list; see `move_list`) on a
    /// worker thread, like a file; on any problem the game in progress stays and the status
    /// line says why.
    pub fn paste(&mut self, text: &str) {
        let state = &mut self.state;
        let current = state.active.as_ref().map(|g| (g.info().id.as_str(), g.options(), g.seats.as_slice()));
        let mut save = match move_list::read_pasted(text, current) {
            Ok(save) => save,
            Err(e) => {
                state.status = tr!("status-nothing-pasted", reason = e);
                return;
            }
        };
        if save.game.rules_version == 0 {
            // A move list: it plays under this build's rules, with a person in every seat
            // it did not bring (counted by the load, which makes the game off the window's
            // thread).
            let Some(index) = state.game_index(&save.game.id) else {
                state.status = tr!("status-paste-unknown-game", game = save.game.id.as_str());
                return;
            };
            save.game.rules_version = state.games[index].info().rules_version;
        }
        state.loading = Some(LoadJob::paste(save, &state.games));
    }

    /// Plays `moves` random moves from a fixed seed (demo screenshots and tests): on the
    /// window's thread, which only the `--demo` pictures use.
    pub fn play_random_moves(&mut self, moves: usize, seed: u64) {
        let Some(game) = &mut self.state.active else { return };
        let stop = AtomicBool::new(false);
        for i in 0..moves {
            let spec = RandomSpec { seed: Some(seed.wrapping_add(i as u64)) }.seat();
            let Some(id) = game.session().think(&spec, &Limits::default(), &stop) else { break };
            if game.play(id).is_err() {
                break;
            }
        }
    }

    /// Draws the whole window and handles its input.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.theme.apply(&ctx, self.state.prefs.theme);
        crate::i18n::set_language(self.state.prefs.language);
        // A message in the language just left would stay on the status line: it goes.
        if self.language.replace(self.state.prefs.language).is_some_and(|l| l != self.state.prefs.language) {
            self.state.status.clear();
            if let Some(game) = &mut self.state.active {
                game.relocalize();
            }
        }
        self.poll_loading(&ctx);
        self.poll_starting(&ctx);
        self.poll_plugins(&ctx);
        // While a save loads, its modal owns the window.
        if self.state.loading.is_none() {
            // A save file dropped on the window opens as if chosen with Open; a plugin file
            // is installed.
            let dropped = ctx.input(|i| {
                i.raw.dropped_files.iter().map(|f| f.path().to_path_buf()).find(|p| !p.as_os_str().is_empty())
            });
            if let Some(path) = dropped {
                if crate::plugins::is_plugin_file(&path) {
                    self.state.act(AppAction::InstallPluginFrom(path));
                } else {
                    self.state.act(AppAction::OpenPath(path));
                }
            }
            read_shortcuts(&ctx, &mut self.state, self.new_game.is_open(), self.learn.is_open());
            // Shortcuts take effect before this frame draws.
            self.carry_out(&ctx);
        }
        // The game's clocks stop while it is not in sight: another screen, a modal window
        // over it, or a window of text over the board (the rules, the keys, the plugins).
        let state = &self.state;
        let covered = state.lab_open
            || self.new_game.is_open()
            || self.learn.is_open()
            || self.rules.open
            || self.shortcuts.open
            || self.plugins.open
            || state.loading.is_some()
            || state.confirm.is_some()
            || state.error.is_some()
            || self.chooser.is_some()
            || self.open_dialog.is_some();
        drive_ai(&ctx, &mut self.state, covered);

        let state = &mut self.state;
        egui::Panel::top("menu").show(ui, |ui| self.menu.ui(ui, state));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar.ui(ui, state));
        state.work_area = ui.available_rect_before_wrap();
        let screen: &mut dyn View = if state.lab_open {
            &mut self.lab
        } else if state.active.is_some() {
            &mut self.game_screen
        } else {
            &mut self.start_screen
        };
        screen.ui(ui, state);
        let windows: [&mut dyn View; 8] = [
            &mut self.learn,
            &mut self.new_game,
            &mut self.loading,
            &mut self.confirm,
            &mut self.error,
            &mut self.rules,
            &mut self.shortcuts,
            &mut self.plugins,
        ];
        for window in windows {
            window.ui(ui, state);
        }
        self.poll_dialog(&ctx);
        self.show_chooser(&ctx);
        self.carry_out(&ctx);
        self.state.sync_shelf();
        if let Some(failure) = self.state.shelf.take_failures().pop() {
            self.state.notify(Severity::Error, tr!("status-keep-failed", reason = failure.as_str()));
        }
        self.settings.sync(&self.state.prefs);
        if let Some(failure) = self.settings.take_failures().pop() {
            self.state.notify(Severity::Error, tr!("status-prefs-failed", reason = failure.as_str()));
        }
        // Last, so that it names what this frame ends with.
        self.show_title(&ctx);
        self.report_fault(&ctx);
    }

    /// The window title: the game in progress, its file, and a `*` while it has unsaved
    /// changes ("game.plateau* - DVONN - Plateau"). Sent only when it changes.
    fn show_title(&mut self, ctx: &egui::Context) {
        let title = match &self.state.active {
            None => "Plateau".to_owned(),
            Some(game) => {
                let mark = if game.dirty { "*" } else { "" };
                let name = &game.info().name;
                match game.path.as_ref().and_then(|p| p.file_name()) {
                    Some(file) => format!("{}{mark} - {name} - Plateau", file.to_string_lossy()),
                    None => format!("{name}{mark} - Plateau"),
                }
            }
        };
        if self.title != title {
            ctx.send_viewport_cmd(egui::ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// The window title last sent.
    pub fn title(&self) -> &str {
        &self.title
    }

    /// Shows, once, why the game in progress stopped working (a plugin game that failed).
    /// The game stays open as far as it went, and can be saved.
    fn report_fault(&mut self, ctx: &egui::Context) {
        let Some(game) = &mut self.state.active else { return };
        let Some(fault) = game.take_new_fault() else { return };
        let name = game.info().name.clone();
        let stopped = tr!("status-game-stopped", game = name.as_str(), reason = fault.as_str());
        self.state.notify(Severity::Error, stopped);
        let message = tr!("error-plugin-failed", game = name.as_str(), reason = fault.as_str());
        self.state.error = Some(match self.state.error.take() {
            Some(earlier) => format!("{earlier}\n\n{message}"),
            None => message,
        });
        ctx.request_repaint();
    }

    /// Takes the plugin games of a finished scan into the list; keeps the window repainting
    /// while one runs. A scan's result waits while the new-game dialog is open (it names its
    /// game by place in the list) or a save loads.
    fn poll_plugins(&mut self, ctx: &egui::Context) {
        if !self.state.plugins.scanning() {
            return;
        }
        if self.new_game.is_open() || self.state.loading.is_some() {
            ctx.request_repaint_after(SCAN_REPAINT);
            return;
        }
        let Some(found) = self.state.plugins.poll() else {
            ctx.request_repaint_after(SCAN_REPAINT);
            return;
        };
        let state = &mut self.state;
        let before: Vec<String> =
            state.games[state.builtin_count..].iter().map(|g| g.info().id.clone()).collect();
        let mut games: Vec<Arc<dyn GameFactory>> = state.games[..state.builtin_count].to_vec();
        for factory in found {
            let taken = games.iter().any(|g| g.info().id.eq_ignore_ascii_case(&factory.info().id));
            if !taken {
                games.push(Arc::from(factory));
            }
        }
        // A plugin game in progress stays playable although its plugin is gone now.
        if let Some(game) = &state.active
            && !games.iter().any(|g| g.info().id == game.info().id)
            && let Some(kept) = state.games.iter().find(|g| g.info().id == game.info().id)
        {
            games.push(Arc::clone(kept));
        }
        state.games = games;
        if let Some(path) = self.open_after_scan.take() {
            self.state.loading = Some(LoadJob::open(path, &self.state.games));
        }
        // A native plugin waiting for consent: the Plugins window asks, once per plugin.
        let waiting: Vec<String> = self
            .state
            .plugins
            .statuses
            .iter()
            .filter_map(|s| match &s.outcome {
                PluginOutcome::Failed(PluginFailure::NeedsConsent { hash, .. }) => Some(hash.clone()),
                _ => None,
            })
            .collect();
        let mut new_to_ask = false;
        for hash in waiting {
            new_to_ask |= self.asked_consent.insert(hash);
        }
        if new_to_ask {
            self.plugins.open = true;
        }
        let state = &mut self.state;
        let after: Vec<&str> =
            state.games[state.builtin_count..].iter().map(|g| g.info().name.as_str()).collect();
        let failed = state.plugins.statuses.iter().filter(|s| s.loaded().is_none()).count();
        let rescan = state.plugins.scans > 1;
        if rescan || !after.is_empty() || failed > 0 {
            let mut parts = vec![if after.is_empty() {
                tr!("scan-no-games")
            } else {
                tr!("scan-games", games = after.join(", "))
            }];
            let gone = before.iter().filter(|id| state.game_index(id).is_none()).count();
            if gone > 0 {
                parts.push(tr!("scan-gone", count = gone));
            }
            if failed > 0 {
                parts.push(tr!("scan-failed", count = failed));
            }
            // A plugin game gone or a file not loaded waits to be read; the rest is news.
            state.tell((gone > 0 || failed > 0).then_some(Severity::Warning), parts.join("; "));
        }
        ctx.request_repaint();
    }

    /// Carries out the actions the views asked for, in order.
    fn carry_out(&mut self, ctx: &egui::Context) {
        let actions = self.state.take_actions();
        if actions.is_empty() {
            return;
        }
        for action in actions {
            self.carry_out_one(action, ctx);
        }
        // The frame drawn before was of the old state.
        ctx.request_repaint();
    }

    /// Carries out `action`, unless it would lose moves nobody saved: then it waits for the
    /// person's answer to "save changes?" ([`ConfirmWindow`]).
    fn carry_out_one(&mut self, action: AppAction, ctx: &egui::Context) {
        if let Some(confirm) = self.confirmation(&action) {
            self.state.confirm = Some(confirm);
        } else {
            self.run_action(action, ctx);
        }
    }

    /// The question to ask before `action`, if it would lose unsaved moves: a new game or an
    /// opened file replacing a game changed since its last save, or the start screen's
    /// Discard of the game left open at the last exit.
    fn confirmation(&self, action: &AppAction) -> Option<Confirm> {
        let state = &self.state;
        match action {
            AppAction::StartGame { .. }
            | AppAction::Rematch
            | AppAction::OpenFile
            | AppAction::OpenPath(_)
            | AppAction::Paste(_) => {
                let game = state.active.as_ref().filter(|g| g.dirty && !g.timeline().is_empty())?;
                let name = &game.info().name;
                // Counted as the move list numbers them: a turn of several actions (a ZÈRTZ
                // placement and its ring) is one move.
                let moves = game.timeline().turn_of(game.timeline().len() - 1).0;
                // A finished game is not called "in progress".
                let over = if game.finished() { "yes" } else { "no" };
                let detail = match action {
                    AppAction::StartGame { .. } | AppAction::Rematch => {
                        tr!("confirm-unsaved-new-game", over = over, moves = moves)
                    }
                    AppAction::Paste(_) => tr!("confirm-unsaved-paste", over = over, moves = moves),
                    _ => tr!("confirm-unsaved-open", over = over, moves = moves),
                };
                Some(Confirm {
                    question: tr!("confirm-save-game", game = name.as_str()),
                    detail,
                    then: action.clone(),
                    offer_save: true,
                    discard_label: tr!("confirm-dont-save"),
                })
            }
            AppAction::DiscardAutosave(index) | AppAction::DeleteFinished(index) => {
                let finished = matches!(action, AppAction::DeleteFinished(_));
                let list = if finished { &state.finished } else { &state.resume };
                let save = &list.get(*index).filter(|k| !k.save.moves.is_empty())?.save;
                let name = state
                    .game_index(&save.game.id)
                    .map_or(save.game.id.as_str(), |i| &state.games[i].info().name);
                let moves = save.moves.len();
                let (question, detail, label) = if finished {
                    (
                        tr!("confirm-delete-finished"),
                        tr!("confirm-delete-finished-detail", game = name, moves = moves),
                        tr!("start-delete"),
                    )
                } else {
                    (
                        tr!("confirm-discard-unfinished"),
                        tr!("confirm-discard-unfinished-detail", game = name, moves = moves),
                        tr!("start-discard"),
                    )
                };
                Some(Confirm {
                    question,
                    detail,
                    then: action.clone(),
                    offer_save: false,
                    discard_label: label,
                })
            }
            _ => None,
        }
    }

    /// Carries out `action` without asking.
    fn run_action(&mut self, action: AppAction, ctx: &egui::Context) {
        match action {
            AppAction::Confirmed(action) => self.run_action(*action, ctx),
            AppAction::SaveThen(action) => self.save_then(false, Some(*action)),
            write @ AppAction::WriteSave { .. } => self.run_write(write),
            AppAction::WriteRecord(path) => self.write_record(&path),
            AppAction::NewGameDialog(game) => self.open_new_game_dialog(game),
            AppAction::StartGame { game, options, seats, clock } => {
                let id = self.state.games[game].info().id.clone();
                match clock.and_then(clock::control_name) {
                    Some(name) => self.state.prefs.clocks.insert(id.clone(), name),
                    None => self.state.prefs.clocks.remove(&id),
                };
                // A plugin's game is made off the window's thread, which draws on meanwhile.
                self.start_session(game, &options.clone(), move |app, made| match made {
                    Ok(session) => app.open_new_game(session, &options, &seats, clock),
                    Err(e) => app.state.error = Some(e),
                });
            }
            AppAction::Paste(text) => self.paste(&text),
            AppAction::OpenPartial { path, save } => {
                self.state.loading = Some(LoadJob::partial(path, *save, &self.state.games));
            }
            AppAction::RequestPaste => ctx.send_viewport_cmd(egui::ViewportCommand::RequestPaste),
            AppAction::OpenFile => self.open_file(),
            AppAction::OpenPath(path) => self.open_path(&path),
            AppAction::Save { ask } => self.save(ask),
            AppAction::ExportRecord => self.export_record(),
            AppAction::CloseGame => {
                self.state.shelve_active();
                self.state.active = None;
            }
            // It stays in its list until it has loaded: a cancelled or failed load keeps it.
            AppAction::ResumeAutosave(index) => self.state.open_kept(KeptKind::Unfinished, index),
            AppAction::OpenFinished(index) => self.state.open_kept(KeptKind::Finished, index),
            AppAction::DiscardAutosave(index) => self.state.let_go_kept(KeptKind::Unfinished, index),
            AppAction::DeleteFinished(index) => self.state.let_go_kept(KeptKind::Finished, index),
            AppAction::CancelLoading => self.cancel_loading(),
            // The game waits unseen behind the lab: its shortcuts must not change it there.
            AppAction::Game(_) if self.state.lab_open => {}
            AppAction::Game(command) => {
                if let Some(game) = &mut self.state.active
                    && let Some(status) = run_command(game, command, ctx)
                {
                    self.state.status = status;
                }
            }
            AppAction::ShowRules => self.rules.open = true,
            AppAction::Learn(index) => self.learn.open(&self.state.games, self.state.builtin_count, index),
            AppAction::ShowShortcuts => self.shortcuts.open = true,
            AppAction::ShowPlugins => self.plugins.open = true,
            AppAction::RescanPlugins => {
                self.state.plugins.rescan();
                ctx.request_repaint_after(SCAN_REPAINT);
            }
            AppAction::InstallPlugin => self.ask_for_path(ChooserPurpose::InstallPlugin, ""),
            AppAction::InstallPluginFrom(path) => self.install_plugin(&path, ctx),
            AppAction::AllowPlugin { path, hash } => {
                let name = path.file_name().map_or_else(String::new, |n| n.to_string_lossy().into_owned());
                match self.state.plugins.search().trust.approve(&hash, &name) {
                    Ok(()) => {
                        self.state.status = tr!("status-plugin-allowed", file = name.as_str());
                        self.state.plugins.rescan();
                        ctx.request_repaint_after(SCAN_REPAINT);
                    }
                    Err(why) => self.state.notify(
                        Severity::Error,
                        tr!("status-consent-failed", file = name.as_str(), reason = why.as_str()),
                    ),
                }
            }
            AppAction::FitBoard => self.game_screen.fit_board(),
            AppAction::Rematch => self.rematch(),
            AppAction::OpenLab => {
                self.lab.open(&self.state);
                self.state.lab_open = true;
            }
            AppAction::CloseLab => self.state.lab_open = false,
            AppAction::ExportLab => self.export_lab(),
            AppAction::Quit => self.quit = true,
        }
    }

    /// The annotated record of the game in progress, once every position is judged; else
    /// why not.
    pub fn annotated_record(&self) -> Result<SaveFile, String> {
        let game = self.state.active.as_ref().ok_or_else(|| tr!("record-no-game"))?;
        let values = game.review.values();
        let positions = game.timeline().len() + 1;
        let missing = (0..positions).filter(|&i| game.review.at(i).is_none()).count();
        if missing > 0 || values.len() < positions {
            let count = missing.max(1);
            return Err(if self.state.prefs.show_evaluation {
                tr!("record-incomplete-working", count = count)
            } else {
                tr!("record-incomplete-off", count = count)
            });
        }
        let judgements: Vec<Judgement> = values[..positions].iter().flatten().cloned().collect();
        let timeline = game.timeline();
        let movers: Vec<Option<usize>> = (0..timeline.len())
            .map(|i| timeline.get(i).and_then(|(_, p)| p).map(plateau_core::Player::index))
            .collect();
        Ok(review::annotate(&game.save_file(), &judgements, &movers, &game.info().players))
    }

    /// Asks for a file and writes the annotated record of the game in progress there.
    fn export_record(&mut self) {
        if let Err(why) = self.annotated_record() {
            self.state.notify(Severity::Warning, tr!("status-no-record", reason = why));
            return;
        }
        let id = self.state.active.as_ref().map_or_else(String::new, |g| g.info().id.clone());
        let name = save_names::suggested_name(&self.start_folder(), &id, "-annotated.plateau");
        self.ask_for_path(ChooserPurpose::ExportRecord, &name);
    }

    /// Writes the annotated record of the game in progress to `path`.
    fn write_record(&mut self, path: &Path) {
        match self.annotated_record().map(|record| record.write(path)) {
            Ok(Ok(())) => self.state.status = tr!("status-record-written", path = path.display().to_string()),
            Ok(Err(e)) => self.state.error = Some(tr!("error-record", reason = e.to_string())),
            Err(why) => self.state.notify(Severity::Warning, tr!("status-no-record", reason = why)),
        }
    }

    /// Asks for a folder and writes the lab's last results into it.
    fn export_lab(&mut self) {
        self.ask_for_path(ChooserPurpose::ExportLab, "");
    }

    /// Writes the lab's last results into `folder`.
    fn export_lab_to(&mut self, folder: &Path) {
        let state = &self.state;
        let name = |id: &str| {
            state.game_index(id).map_or_else(|| id.to_owned(), |i| state.games[i].info().name.clone())
        };
        match self.lab.export(folder, &name) {
            Ok(status) => self.state.status = status,
            Err(e) => self.state.error = Some(e),
        }
    }

    /// Makes `game` the game in progress, with a fresh board view (leaving the lab, if open).
    /// Starts the game in progress again with its seats swapped (rotated by one for more
    /// than two), the same rules and the same time control.
    fn rematch(&mut self) {
        let state = &mut self.state;
        let Some(old) = &state.active else { return };
        let Some(index) = state.game_index(&old.info().id) else { return };
        let mut seats = old.seats.clone();
        seats.rotate_left(1);
        let control = old.clock.as_ref().map(GameClock::control);
        let flipped = !old.flipped;
        let options = old.options().clone();
        self.start_session(index, &options, move |app, made| {
            let session = match made {
                Ok(session) => session,
                Err(e) => {
                    app.state.error = Some(tr!("error-rematch", reason = e));
                    return;
                }
            };
            let players = seats.len();
            let mut game = ActiveGame::new(session, seats);
            game.set_clock(control.map(|c| GameClock::new(c, players)));
            // Whoever sat at the bottom keeps sitting there.
            game.flipped = flipped && players == 2;
            app.state.status = tr!("status-rematch", game = game.info().name.as_str());
            app.show_game(game);
        });
    }

    fn show_game(&mut self, game: ActiveGame) {
        // The game it replaces stays among the kept games, a click away.
        self.state.shelve_active();
        self.state.active = Some(game);
        self.state.lab_open = false;
        self.game_screen = GameScreen::default();
    }

    /// Takes the result of a finished load; keeps the window repainting while one runs.
    fn poll_loading(&mut self, ctx: &egui::Context) {
        let Some(job) = &self.state.loading else { return };
        let Some(loaded) = job.poll() else {
            ctx.request_repaint_after(LOADING_REPAINT);
            return;
        };
        let source = job.source.clone();
        self.state.loading = None;
        match (source, loaded) {
            (LoadSource::File(path), Ok(mut game)) => {
                self.state.status = tr!("status-opened", path = path.display().to_string());
                self.state.prefs.remember_file(&path);
                open_paused(&mut game, &mut self.state.status);
                game.path = Some(path);
                self.show_game(game);
            }
            // Perhaps a plugin's game: opened again once the plugins have been looked for
            // (`plateau --plugins DIR GAME.plateau` opens the file before the scan ends).
            (LoadSource::File(path), Err(e)) if e.unknown_game && self.state.plugins.scanning() => {
                self.state.status = tr!("status-open-after-scan", path = path.display().to_string());
                self.open_after_scan = Some(path);
            }
            (LoadSource::File(path), Err(LoadFailure { message, partial: Some(save), .. })) => {
                let moves = save.moves.len();
                let dirty = self.state.active.as_ref().is_some_and(|g| g.dirty && !g.timeline().is_empty());
                let mut detail = tr!("confirm-partial-detail", reason = message, moves = moves);
                if dirty {
                    detail.push(' ');
                    detail.push_str(&tr!("confirm-partial-unsaved"));
                }
                self.state.confirm = Some(Confirm {
                    question: tr!("confirm-partial", file = file_name(&path)),
                    detail,
                    then: AppAction::OpenPartial { path, save },
                    offer_save: dirty,
                    discard_label: tr!("confirm-partial-button", moves = moves),
                });
            }
            (LoadSource::File(path), Err(e)) => {
                self.state.error =
                    Some(tr!("error-open", path = path.display().to_string(), reason = e.to_string()));
            }
            (LoadSource::Partial(path), Ok(mut game)) => {
                self.state.status =
                    tr!("status-opened-partial", moves = game.timeline().len(), file = file_name(&path));
                open_paused(&mut game, &mut self.state.status);
                game.dirty = true;
                self.show_game(game);
            }
            (LoadSource::Partial(path), Err(e)) => {
                self.state.error = Some(tr!(
                    "error-open-partial",
                    path = path.display().to_string(),
                    reason = e.to_string()
                ));
            }
            (LoadSource::Kept(key, kind), Ok(mut game)) => {
                self.state.unlist(&key);
                self.state.status = match kind {
                    KeptKind::Unfinished => tr!("status-resumed-kept"),
                    KeptKind::Finished => tr!("status-opened-kept"),
                };
                open_paused(&mut game, &mut self.state.status);
                // Still nobody's file: it stays kept, under its own key, until it is saved.
                game.key = key;
                game.dirty = true;
                self.show_game(game);
            }
            (LoadSource::Kept(key, _), Err(e)) => self.state.kept_not_loaded(&key, &e),
            (LoadSource::Pasted, Ok(mut game)) => {
                self.state.status = tr!(
                    "status-opened-pasted",
                    game = game.info().name.as_str(),
                    moves = game.timeline().len()
                );
                open_paused(&mut game, &mut self.state.status);
                game.dirty = true;
                self.show_game(game);
            }
            (LoadSource::Pasted, Err(e)) => {
                self.state.error = Some(tr!("error-open-pasted", reason = e.to_string()));
            }
        }
    }

    /// Stops the load under way; the game in progress (and the resume offer) stay as they were.
    fn cancel_loading(&mut self) {
        let Some(job) = self.state.loading.take() else { return };
        let what = match &job.source {
            LoadSource::File(path) => tr!("cancelled-file", path = path.display().to_string()),
            LoadSource::Kept(_, KeptKind::Unfinished) => tr!("cancelled-unfinished"),
            LoadSource::Kept(_, KeptKind::Finished) => tr!("cancelled-finished"),
            LoadSource::Pasted => tr!("cancelled-pasted"),
            LoadSource::Partial(_) => tr!("cancelled-partial"),
        };
        self.state.status = match job.total() {
            Some(total) => tr!(
                "status-cancelled-after",
                what = what,
                replayed = grouped(job.replayed()),
                total = grouped(total)
            ),
            None => tr!("status-cancelled-reading", what = what),
        };
    }
}

/// An opened, resumed or pasted game with the AI to move waits, paused, until the person has
/// looked at it; the status line says so.
fn open_paused(game: &mut ActiveGame, status: &mut String) {
    game.paused = game.ai_to_move();
    if game.paused {
        status.push_str(&tr!("status-paused-ai-to-move"));
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
        // Older versions kept the preferences and the unfinished games here; they are in
        // files of their own now (written as they change), and the window's storage keeps
        // only its size and place. egui's memory too is no longer kept, and what an older
        // version kept of it is emptied (see `forget_saved_layout`).
        storage.set_string(prefs::KEY, String::new());
        storage.set_string(prefs::AUTOSAVE_KEY, String::new());
        storage.set_string(EGUI_MEMORY_KEY, String::new());
        self.flush_kept();
    }

    /// The layout of the window (layer order, panel widths) is made afresh every run: a saved
    /// one once kept drop-down lists behind their dialog and a side panel too wide.
    fn persist_egui_memory(&self) -> bool {
        false
    }

    fn on_exit(&mut self, _gl: Option<&eframe::glow::Context>) {
        self.flush_kept();
    }
}

/// Where eframe keeps egui's memory in the window's storage.
const EGUI_MEMORY_KEY: &str = "egui";

/// The file's name for a message ("game.plateau"), or the whole path if it has none.
fn file_name(path: &Path) -> String {
    path.file_name().map_or_else(|| path.display().to_string(), |n| n.to_string_lossy().into_owned())
}
