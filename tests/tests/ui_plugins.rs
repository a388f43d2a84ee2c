//! Plugin games in the window: the Plugins window lists what a scan found (a loaded plugin
//! with its game and build, a refused one with its error, the places looked in), Rescan scans
//! again and the start screen follows; a plugin game that fails mid-game says why, the app
//! goes on, and the game is saved as far as it went.
//!
//! The scans here make their games and statuses themselves, so no plugin library is built:
//! a "plugin" game is DVONN under another name, in a session that can be made to fail the way
//! a plugin session does (a fault, then no answers).

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, PluginSource, Prefs, ScriptedDialogs, Shelf};
use plateau::plugins::{LoadedPlugin, PluginFailure, PluginOutcome, PluginStatus, SearchPath};
use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::perft::PlayoutStats;
use plateau_core::save::SaveFile;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, IllegalMove, MoveError, MoveInput, OptionsError, Outcome,
    Player, Scores, ToMove,
};
use serde_json::Value;

const FAULT: &str = "the plugin panicked in play: index out of bounds";

/// A DVONN session under the plugin game's name that faults on move `fault_at` (1-based),
/// and from then on answers like a faulted plugin session: nothing; or whose legal moves
/// never come once `hang_after` moves are played (until `release` is set), like a plugin
/// stuck in a loop.
struct Faulting {
    inner: Box<dyn GameSession>,
    info: GameInfo,
    fault_at: Option<usize>,
    played: usize,
    faulted: bool,
    hang_after: Option<usize>,
    release: Arc<AtomicBool>,
}

impl GameSession for Faulting {
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn options(&self) -> Value {
        if self.faulted { Value::Null } else { self.inner.options() }
    }
    fn to_move(&self) -> ToMove {
        if self.faulted { ToMove::Terminal } else { self.inner.to_move() }
    }
    fn phase(&self) -> String {
        self.inner.phase()
    }
    fn legal_moves(&self) -> Vec<u32> {
        while self.hang_after.is_some_and(|after| self.inner.cursor() >= after)
            && !self.release.load(Ordering::SeqCst)
        {
            std::thread::sleep(Duration::from_millis(5));
        }
        if self.faulted { Vec::new() } else { self.inner.legal_moves() }
    }
    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.inner.notation(id)
    }
    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.inner.move_input(id)
    }
    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        self.inner.parse_move(text)
    }
    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        if !self.faulted && self.fault_at == Some(self.played + 1) {
            self.faulted = true;
        }
        if self.faulted {
            return Err(MoveError::Illegal {
                notation: String::new(),
                source: IllegalMove::new(format!("the game's plugin failed: {FAULT}")),
            });
        }
        self.inner.play(id)?;
        self.played += 1;
        Ok(())
    }
    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let id = self.parse_move(text)?;
        self.play(id)?;
        Ok(vec![id])
    }
    fn undo(&mut self) -> bool {
        !self.faulted && self.inner.undo()
    }
    fn redo(&mut self) -> bool {
        !self.faulted && self.inner.redo()
    }
    fn seek(&mut self, index: usize) -> bool {
        !self.faulted && self.inner.seek(index)
    }
    fn cursor(&self) -> usize {
        if self.faulted { 0 } else { self.inner.cursor() }
    }
    fn history(&self) -> Vec<String> {
        if self.faulted { Vec::new() } else { self.inner.history() }
    }
    fn history_movers(&self) -> Vec<Option<Player>> {
        if self.faulted { Vec::new() } else { self.inner.history_movers() }
    }
    fn board_view(&self) -> BoardView {
        let mut view = self.inner.board_view();
        if self.faulted {
            view.cells.clear();
        }
        view
    }
    fn outcome(&self) -> Option<Outcome> {
        if self.faulted { None } else { self.inner.outcome() }
    }
    fn scores(&self) -> Scores {
        self.inner.scores()
    }
    fn hash(&self) -> u64 {
        self.inner.hash()
    }
    fn perft(&self, depth: u32) -> u64 {
        self.inner.perft(depth)
    }
    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.inner.random_playouts(seed, count, max_plies)
    }
    fn think(&self, spec: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        if self.faulted { None } else { self.inner.think(spec, limits, stop) }
    }
    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(Faulting {
            inner: self.inner.clone_box(),
            info: self.info.clone(),
            fault_at: self.fault_at,
            played: self.played,
            faulted: self.faulted,
            hang_after: self.hang_after,
            release: Arc::clone(&self.release),
        })
    }
    fn fault(&self) -> Option<String> {
        self.faulted.then(|| FAULT.to_owned())
    }
}

/// The "plugin" game: DVONN renamed, its sessions faulting on move `fault_at` or hanging
/// after `hang_after` moves.
struct FakePlugin {
    inner: Box<dyn GameFactory>,
    info: GameInfo,
    fault_at: Option<usize>,
    hang_after: Option<usize>,
    release: Arc<AtomicBool>,
}

impl FakePlugin {
    fn new(fault_at: Option<usize>) -> Self {
        let inner = plateau::registry::builtin().remove(0);
        let mut info = inner.info().clone();
        info.id = "plugged".to_owned();
        info.name = "Plugged".to_owned();
        Self { inner, info, fault_at, hang_after: None, release: Arc::new(AtomicBool::new(false)) }
    }

    /// Sessions whose legal moves hang after `moves` moves, until `release` is set.
    fn hanging(moves: usize, release: &Arc<AtomicBool>) -> Self {
        Self { hang_after: Some(moves), release: Arc::clone(release), ..Self::new(None) }
    }
}

impl GameFactory for FakePlugin {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let inner = self.inner.create(options)?;
        let mut info = inner.info().clone();
        info.id.clone_from(&self.info.id);
        info.name.clone_from(&self.info.name);
        Ok(Box::new(Faulting {
            inner,
            info,
            fault_at: self.fault_at,
            played: 0,
            faulted: false,
            hang_after: self.hang_after,
            release: Arc::clone(&self.release),
        }))
    }
}

fn plugin_folder() -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-plugins-{}", std::process::id()))
}

fn loaded_status() -> PluginStatus {
    PluginStatus {
        path: plugin_folder().join("libplugged.so"),
        outcome: PluginOutcome::Loaded(LoadedPlugin {
            game_id: "plugged".to_owned(),
            name: "Plugged".to_owned(),
            rules_version: 3,
            plugin_version: "0.4.2".to_owned(),
            abi_crate_version: "0.1.0".to_owned(),
            rustc_version: "rustc 1.95.0".to_owned(),
            probe_time: Duration::from_millis(12),
            tier: plateau_plugin::host::Tier::Native,
        }),
    }
}

fn failed_status() -> PluginStatus {
    PluginStatus {
        path: plugin_folder().join("libold.so"),
        outcome: PluginOutcome::Failed(PluginFailure::Refused(
            "libold.so was built for plugin ABI version 0, this host speaks version 1".to_owned(),
        )),
    }
}

/// A source whose first scan finds the plugin game and a refused file, and whose later scans
/// find the refused file alone (the plugin was removed); counts its scans.
fn source(scans: &Arc<AtomicUsize>, fault_at: Option<usize>) -> PluginSource {
    let scans = Arc::clone(scans);
    PluginSource::new(SearchPath::only(&[plugin_folder()]), move |_| {
        if scans.fetch_add(1, Ordering::SeqCst) == 0 {
            let games: Vec<Box<dyn GameFactory>> = vec![Box::new(FakePlugin::new(fault_at))];
            (games, vec![loaded_status(), failed_status()])
        } else {
            (Vec::new(), vec![failed_status()])
        }
    })
}

fn harness(source: PluginSource, dialogs: ScriptedDialogs) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let app = PlateauApp::with_plugins(
        plateau::registry::builtin(),
        source,
        prefs,
        Shelf::none(),
        Box::new(dialogs),
    );
    let mut harness = Harness::builder()
        // Tall enough for the plugin game's card below the three built-in ones.
        .with_size([1280.0, 1200.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.step();
    harness
}

/// Steps frames until the scan on the worker thread is done (bounded, independent of its
/// speed).
fn finish_scan(harness: &mut Harness<'_, PlateauApp>) {
    for _ in 0..100_000 {
        if !harness.state().is_scanning_plugins() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(!harness.state().is_scanning_plugins(), "the scan finished");
    harness.run();
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens the new-game dialog on the plugin game and starts it: a plugin's game is made off
/// the window's thread, so the dialog's check of its options and the start itself may take
/// a few frames (bounded).
fn start_plugged(harness: &mut Harness<'_, PlateauApp>) {
    click(harness, "New Plugged game…");
    for _ in 0..100_000 {
        if harness.query_by_label("Checking the options…").is_none() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    click(harness, "Start");
    for _ in 0..100_000 {
        if !harness.state().is_starting() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    harness.run();
}

/// Clicks Rescan; the window repaints until the scan is done, so no waiting for it to settle.
fn rescan(harness: &mut Harness<'_, PlateauApp>) {
    harness.get_by_label("Rescan").click();
    harness.step();
    harness.step();
}

#[test]
fn the_start_screen_shows_built_in_games_at_once_and_plugin_games_after_the_scan() {
    let scans = Arc::new(AtomicUsize::new(0));
    let mut harness = harness(source(&scans, None), ScriptedDialogs::default());
    harness.get_by_label("New DVONN game…");
    finish_scan(&mut harness);
    harness.get_by_label("New Plugged game…");
    harness.get_by_label("plugin");
    let ids: Vec<String> = harness.state().games().map(|g| g.id.clone()).collect();
    assert_eq!(ids.last().map(String::as_str), Some("plugged"), "plugin games come after the built-in ones");
    assert!(harness.state().status().contains("Plugin games: Plugged"), "{}", harness.state().status());
}

#[test]
fn the_plugins_window_lists_each_file_and_rescans() {
    let scans = Arc::new(AtomicUsize::new(0));
    let mut harness = harness(source(&scans, None), ScriptedDialogs::default());
    finish_scan(&mut harness);
    click(&mut harness, "Help");
    click(&mut harness, "Plugins…");

    // The loaded plugin: its file, its game, its build.
    harness.get_by_label("libplugged.so");
    harness.get_by_label("loaded");
    harness.get_by_label_contains("Game: Plugged (plugged), rules version 3; plugin version 0.4.2");
    harness.get_by_label_contains("plateau-plugin 0.1.0 and rustc 1.95.0");
    // The refused one, with the exact error.
    harness.get_by_label("libold.so");
    harness.get_by_label("not loaded");
    harness.get_by_label("libold.so was built for plugin ABI version 0, this host speaks version 1");
    // The place looked in, which does not exist.
    harness.get_by_label(&plugin_folder().display().to_string());
    harness.get_by_label("does not exist");

    // Rescan: the plugin is gone now, and its game leaves the start screen.
    rescan(&mut harness);
    finish_scan(&mut harness);
    assert_eq!(scans.load(Ordering::SeqCst), 2, "Rescan scanned again");
    assert_eq!(harness.state().plugin_scans(), 2);
    assert!(harness.query_by_label("libplugged.so").is_none(), "the removed plugin is no longer listed");
    harness.get_by_label("libold.so");
    assert!(harness.query_by_label("New Plugged game…").is_none(), "its game is gone");
    harness.get_by_label("New DVONN game…");
}

#[test]
fn a_plugin_game_in_progress_stays_when_its_plugin_goes() {
    let scans = Arc::new(AtomicUsize::new(0));
    let mut harness = harness(source(&scans, None), ScriptedDialogs::default());
    finish_scan(&mut harness);
    start_plugged(&mut harness);
    assert_eq!(harness.state().active().unwrap().info().id, "plugged");
    click(&mut harness, "Help");
    click(&mut harness, "Plugins…");
    rescan(&mut harness);
    finish_scan(&mut harness);
    assert!(harness.state().games().any(|g| g.id == "plugged"), "the open game keeps its plugin game");
    click(&mut harness, "Close window");
    click(&mut harness, "e3: empty");
    harness.get_by_label("e3: red piece");
}

#[test]
fn a_plugin_game_that_fails_says_why_and_can_still_be_saved() {
    let path = std::env::temp_dir().join(format!("plateau-ui-plugins-{}-fault.plateau", std::process::id()));
    let scans = Arc::new(AtomicUsize::new(0));
    let dialogs = ScriptedDialogs { save: Some(path.clone()), ..ScriptedDialogs::default() };
    let mut harness = harness(source(&scans, Some(3)), dialogs);
    finish_scan(&mut harness);
    start_plugged(&mut harness);
    click(&mut harness, "e3: empty");
    click(&mut harness, "d2: empty");
    // The third move makes the plugin fail.
    click(&mut harness, "c3: empty");
    let game = harness.state().active().expect("the game stays open");
    assert_eq!(game.fault(), Some(FAULT));
    assert_eq!(game.timeline().len(), 2, "the moves before the fault stay");
    let error = harness.state().error().expect("an error dialog").to_owned();
    assert!(error.contains(FAULT) && error.contains("save"), "{error}");
    harness.get_by_label_contains("The plugin of Plugged failed");
    assert!(harness.state().status().contains(FAULT), "{}", harness.state().status());

    // The app goes on: the dialog closes, the board still shows the last good position, and
    // the fault is reported once.
    click(&mut harness, "OK");
    assert!(harness.state().error().is_none());
    for _ in 0..5 {
        harness.step();
    }
    assert!(harness.state().error().is_none(), "the fault is reported once");
    harness.get_by_label("d2: red piece");
    harness.get_by_label("This game's plugin failed");
    click(&mut harness, "c3: empty");
    assert!(harness.state().error().is_none());
    assert!(harness.state().status().contains("plugin failed"), "{}", harness.state().status());

    // Saved as far as it went, although the session now answers nothing.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::S);
    harness.run();
    let save = SaveFile::read(&path).expect("the game was saved");
    assert_eq!(save.game.id, "plugged");
    assert_eq!(save.moves, vec!["e3".to_owned(), "d2".to_owned()]);
    assert_eq!(save.cursor, 2);
    let fresh = plateau::registry::builtin()[0].create(&serde_json::json!({})).unwrap().options();
    assert_eq!(save.game.options, fresh, "the options as the game began");
    let _ = std::fs::remove_file(path);
}

#[test]
fn a_plugin_games_save_given_at_start_opens_once_the_scan_has_found_its_game() {
    // `plateau --plugins DIR game.plateau`: the file is read while the scan still runs.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("plugged.plateau");
    let save = r#"{"format":"plateau-save","version":1,"game":{"id":"plugged","rules_version":1,"options":{}},"players":[{"type":"human"},{"type":"human"}],"moves":["e3"],"cursor":1}"#;
    std::fs::write(&path, save).unwrap();
    // A scan held until the test lets it go.
    let (release, held) = std::sync::mpsc::channel::<()>();
    let held = std::sync::Mutex::new(held);
    let source = PluginSource::new(SearchPath::only(&[plugin_folder()]), move |_| {
        let _ = held.lock().unwrap().recv();
        (vec![Box::new(FakePlugin::new(None)) as Box<dyn GameFactory>], vec![loaded_status()])
    });
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let mut app = PlateauApp::with_plugins(
        plateau::registry::builtin(),
        source,
        prefs,
        Shelf::none(),
        Box::new(ScriptedDialogs::default()),
    );
    app.open_path(&path);
    let mut harness = Harness::builder()
        .with_size([1280.0, 1200.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    for _ in 0..100_000 {
        if !harness.state().is_loading() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(harness.state().error().is_none(), "not 'unknown game': {:?}", harness.state().error());
    assert!(
        harness.state().status().contains("once the plugin games have been looked for"),
        "{}",
        harness.state().status()
    );
    assert!(harness.state().active().is_none());

    release.send(()).unwrap();
    finish_scan(&mut harness);
    for _ in 0..100_000 {
        if !harness.state().is_loading() && harness.state().active().is_some() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    let game = harness.state().active().expect("the plugin game opened");
    assert_eq!(game.info().id, "plugged");
    assert_eq!(game.session().cursor(), 1);
    assert!(harness.state().error().is_none());
}

/// A source whose scans find one native plugin that waits for consent until `trust` allows
/// it, and then load it; counts its scans.
fn consent_source(scans: &Arc<AtomicUsize>, store: PathBuf) -> PluginSource {
    let scans = Arc::clone(scans);
    let trust = plateau::plugins::NativeTrust { allow_all: false, store: Some(store) };
    PluginSource::new(SearchPath::only(&[plugin_folder()]).trusting(trust), move |search| {
        scans.fetch_add(1, Ordering::SeqCst);
        if search.trust.allows("c0ffee") {
            let games: Vec<Box<dyn GameFactory>> = vec![Box::new(FakePlugin::new(None))];
            (games, vec![loaded_status()])
        } else {
            let path = plugin_folder().join("libplugged.so");
            (
                Vec::new(),
                vec![PluginStatus {
                    path: path.clone(),
                    outcome: PluginOutcome::Failed(PluginFailure::NeedsConsent {
                        path,
                        hash: "c0ffee".to_owned(),
                    }),
                }],
            )
        }
    })
}

#[test]
fn a_native_plugin_waits_for_consent_and_the_app_asks_for_it_once() {
    let dir = tempfile::tempdir().unwrap();
    let store = dir.path().join("trusted-plugins.json");
    let scans = Arc::new(AtomicUsize::new(0));
    let mut harness = harness(consent_source(&scans, store.clone()), ScriptedDialogs::default());
    finish_scan(&mut harness);
    // The scan found a native plugin nobody has agreed to: the Plugins window opened by itself.
    assert!(harness.query_by_label("Plugged").is_none(), "not on the start screen before consent");
    harness.get_by_label_contains("it would run with your full rights");
    harness.get_by_label("Allow and load").click();
    harness.step();
    harness.step();
    finish_scan(&mut harness);
    assert_eq!(scans.load(Ordering::SeqCst), 2, "consent is followed by a new scan");
    let recorded = std::fs::read_to_string(&store).expect("consent is recorded");
    assert!(recorded.contains("c0ffee") && recorded.contains("libplugged.so"), "{recorded}");
    assert!(
        harness.query_all_by_label_contains("Plugged").next().is_some(),
        "the plugin game is offered after consent"
    );
}

#[test]
fn install_plugin_copies_the_file_into_the_user_plugin_folder_and_never_replaces_one() {
    let data = tempfile::tempdir().unwrap();
    let folder = data.path().join("plateau/plugins");
    let install = |file: &std::path::Path| plateau::plugins::install_into(file, &folder);
    let source_dir = tempfile::tempdir().unwrap();
    let file = source_dir.path().join("game.wasm");
    std::fs::write(&file, b"\0asm\x01\0\0\0").unwrap();
    let installed = install(&file).unwrap();
    assert_eq!(installed, folder.join("game.wasm"));
    assert_eq!(std::fs::read(&installed).unwrap(), b"\0asm\x01\0\0\0");
    assert_eq!(install(&file).unwrap(), installed, "the same file again is fine");
    std::fs::write(&file, b"\0asm\x01\0\0\0another").unwrap();
    let refused = install(&file).unwrap_err();
    assert!(refused.contains("a different plugin named game.wasm is already installed"), "{refused}");
    assert_eq!(std::fs::read(&installed).unwrap(), b"\0asm\x01\0\0\0", "nothing replaced");
    let not_a_plugin = source_dir.path().join("notes.txt");
    std::fs::write(&not_a_plugin, "hi").unwrap();
    assert!(install(&not_a_plugin).unwrap_err().contains("is not a plugin file"));
}

#[test]
fn a_plugin_that_hangs_in_legal_moves_leaves_the_window_drawing_and_the_game_viewable() {
    let release = Arc::new(AtomicBool::new(false));
    let hanging = Arc::clone(&release);
    let source = PluginSource::new(SearchPath::only(&[plugin_folder()]), move |_| {
        let plugin = FakePlugin::hanging(1, &hanging);
        // As the app guards every plugin game, with a short patience for the test.
        let guarded = plateau::guarded::GuardedFactory::new(plugin, Duration::from_millis(200));
        let games: Vec<Box<dyn GameFactory>> = vec![Box::new(guarded)];
        (games, vec![loaded_status()])
    });
    let mut harness = harness(source, ScriptedDialogs::default());
    finish_scan(&mut harness);
    start_plugged(&mut harness);
    // The first move is the last the plugin answers for: the window draws on, and once the
    // patience has run out the game is faulted with the reason.
    click(&mut harness, "e3: empty");
    for _ in 0..100_000 {
        if harness.state().active().is_none_or(|g| g.fault().is_some()) {
            break;
        }
        std::thread::sleep(Duration::from_millis(2));
        harness.step();
    }
    harness.run();
    let game = harness.state().active().expect("the game stays open");
    let fault = game.fault().expect("the game is faulted").to_owned();
    assert!(fault.contains("the plugin stopped answering (no answer within 0.2 s)"), "{fault}");
    assert_eq!(game.timeline().len(), 1, "the move before the hang stays");
    // Still viewable: the board as it was.
    harness.get_by_label("e3: red piece");
    release.store(true, Ordering::SeqCst);
}
