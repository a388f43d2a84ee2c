//! A plugin game that answers late never freezes the window: the frame that asks returns
//! after a short slice, the game waits for its plugin (the status line says so, the board
//! takes no move), and is read again once the plugin answers; a plugin that never answers
//! is faulted after its patience, its board still shown. A `Game::new` that hangs for one
//! option value leaves the new-game dialog drawing, and ends in an error there. A lesson, the
//! lab's check of a study and a pasted move list make the plugin's game off the window's
//! thread too: the window says it waits, and shows the result once the game is made.
//!
//! The "plugin" is DVONN under another name in a session that can be made slow, guarded as
//! the app guards every plugin game, with a short slice and patience. Every wait below steps
//! frames until a state is reached (bounded), never for a set time.

use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use plateau::app::{PlateauApp, PluginSource, Prefs, ScriptedDialogs, Shelf};
use plateau::guarded::GuardedFactory;
use plateau::plugins::{LoadedPlugin, PluginOutcome, PluginStatus, SearchPath};
use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::perft::PlayoutStats;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, MoveError, MoveInput, OptionsError, Outcome, Player,
    Scores, ToMove,
};
use serde_json::Value;

/// How the window waits for an answer before it draws on (a healthy plugin takes
/// microseconds).
const SLICE: Duration = Duration::from_millis(30);

/// Which call of the plugin is slow.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Call {
    /// The legal moves of every position after `after` moves (a loop in move generation).
    LegalMoves,
    /// Playing move number `after + 1`.
    Play,
    /// `Game::new` for the end rule "mover-stuck".
    New,
    /// `Game::new` whatever the options.
    AnyNew,
}

/// How slow the plugin is.
#[derive(Clone)]
struct Gate {
    call: Call,
    after: usize,
    /// A fixed time, or (`None`) until `release` is set: a loop nothing ends.
    wait: Option<Duration>,
    release: Arc<AtomicBool>,
}

impl Gate {
    fn hold(&self) {
        match self.wait {
            Some(wait) => std::thread::sleep(wait),
            None => {
                while !self.release.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
        }
    }
}

/// A DVONN session under the plugin game's name, slow where its gate says.
struct Slow {
    inner: Box<dyn GameSession>,
    info: GameInfo,
    gate: Gate,
}

impl GameSession for Slow {
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn options(&self) -> Value {
        self.inner.options()
    }
    fn to_move(&self) -> ToMove {
        self.inner.to_move()
    }
    fn phase(&self) -> String {
        self.inner.phase()
    }
    fn legal_moves(&self) -> Vec<u32> {
        if self.gate.call == Call::LegalMoves && self.inner.cursor() >= self.gate.after {
            self.gate.hold();
        }
        self.inner.legal_moves()
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
        if self.gate.call == Call::Play && self.inner.cursor() == self.gate.after {
            self.gate.hold();
        }
        self.inner.play(id)
    }
    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let id = self.parse_move(text)?;
        self.play(id)?;
        Ok(vec![id])
    }
    fn undo(&mut self) -> bool {
        self.inner.undo()
    }
    fn redo(&mut self) -> bool {
        self.inner.redo()
    }
    fn seek(&mut self, index: usize) -> bool {
        self.inner.seek(index)
    }
    fn cursor(&self) -> usize {
        self.inner.cursor()
    }
    fn history(&self) -> Vec<String> {
        self.inner.history()
    }
    fn history_movers(&self) -> Vec<Option<Player>> {
        self.inner.history_movers()
    }
    fn board_view(&self) -> BoardView {
        self.inner.board_view()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.inner.outcome()
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
        self.inner.think(spec, limits, stop)
    }
    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(Slow { inner: self.inner.clone_box(), info: self.info.clone(), gate: self.gate.clone() })
    }
}

/// The "plugin" game: DVONN renamed, its sessions slow where `gate` says.
struct SlowPlugin {
    inner: Box<dyn GameFactory>,
    info: GameInfo,
    gate: Gate,
}

impl GameFactory for SlowPlugin {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let stuck = options.get("end").and_then(Value::as_str) == Some("mover-stuck");
        if self.gate.call == Call::AnyNew || (self.gate.call == Call::New && stuck) {
            self.gate.hold();
        }
        let inner = self.inner.create(options)?;
        let mut info = inner.info().clone();
        info.id.clone_from(&self.info.id);
        info.name.clone_from(&self.info.name);
        Ok(Box::new(Slow { inner, info, gate: self.gate.clone() }))
    }
}

/// A window whose plugin scan finds the slow game, guarded with `patience`.
fn window(gate: Gate, patience: Duration) -> Harness<'static, PlateauApp> {
    let folder = PathBuf::from("/nonexistent/plateau-plugin-waits");
    let status = PluginStatus {
        path: folder.join("libplugged.so"),
        outcome: PluginOutcome::Loaded(LoadedPlugin {
            game_id: "plugged".to_owned(),
            name: "Plugged".to_owned(),
            rules_version: 1,
            plugin_version: "0.1.0".to_owned(),
            abi_crate_version: "0.1.0".to_owned(),
            rustc_version: "rustc 1.95.0".to_owned(),
            probe_time: Duration::from_millis(1),
            tier: plateau_plugin::host::Tier::Native,
        }),
    };
    let source = PluginSource::new(SearchPath::only(&[folder]), move |_| {
        let inner = plateau::registry::builtin().remove(0);
        let mut info = inner.info().clone();
        info.id = "plugged".to_owned();
        info.name = "Plugged".to_owned();
        let plugin = SlowPlugin { inner, info, gate: gate.clone() };
        let guarded = GuardedFactory::new(plugin, patience).with_slice(SLICE);
        (vec![Box::new(guarded) as Box<dyn GameFactory>], vec![status.clone()])
    });
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let app = PlateauApp::with_plugins(
        plateau::registry::builtin(),
        source,
        prefs,
        Shelf::none(),
        Box::new(ScriptedDialogs::default()),
    );
    let mut harness = Harness::builder()
        .with_size([1280.0, 1200.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    step_until(&mut harness, "the plugin scan ends", |app| !app.is_scanning_plugins());
    harness.run();
    harness
}

/// Steps frames until `done` holds, letting real time pass between them (bounded: a test
/// that never gets there fails instead of hanging). Returns the frames stepped.
fn step_until(
    harness: &mut Harness<'_, PlateauApp>,
    what: &str,
    done: impl Fn(&PlateauApp) -> bool,
) -> usize {
    for frames in 0..3000 {
        if done(harness.state()) {
            return frames;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    panic!("{what}: not reached after 3000 frames");
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens the new-game dialog on the plugin game and starts it once its options are checked.
fn start_plugged(harness: &mut Harness<'_, PlateauApp>) {
    click(harness, "New Plugged game…");
    for _ in 0..3000 {
        if harness.query_by_label("Checking the options…").is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    click(harness, "Start");
    step_until(harness, "the game starts", |app| app.active().is_some_and(|g| g.info().id == "plugged"));
    harness.run();
}

fn gate(call: Call, after: usize, wait: Option<Duration>) -> (Gate, Arc<AtomicBool>) {
    let release = Arc::new(AtomicBool::new(false));
    (Gate { call, after, wait, release: Arc::clone(&release) }, release)
}

#[test]
fn trust_a_plugin_that_hangs_in_legal_moves_is_waited_for_then_faulted_with_its_board_shown() {
    // A patience long enough for the checks made while the game waits, even on a busy machine.
    let (gate, release) = gate(Call::LegalMoves, 1, None);
    let mut harness = window(gate, Duration::from_secs(2));
    start_plugged(&mut harness);

    // The first move is the last the plugin answers for: the frame that plays it returns
    // after the slice, and the game waits.
    click(&mut harness, "e3: empty");
    let game = harness.state().active().expect("the game stays open");
    assert!(game.waiting(), "the game waits for its plugin");
    assert!(game.fault().is_none());
    assert!(game.legal().is_empty(), "no move can be made meanwhile");
    assert!(
        harness.state().status().contains("Waiting for the plugin of Plugged to answer"),
        "{}",
        harness.state().status()
    );
    harness.get_by_label("Waiting for this game's plugin to answer…");
    // The board as the move left it, and it takes no click.
    harness.get_by_label("e3: red piece");
    click(&mut harness, "d2: empty");
    assert!(
        harness.state().status().contains("The game waits for its plugin"),
        "{}",
        harness.state().status()
    );
    assert_eq!(harness.state().active().unwrap().timeline().len(), 1);

    // The patience runs out: the game is faulted, the board still shown.
    step_until(&mut harness, "the game is faulted", |app| app.active().is_some_and(|g| g.fault().is_some()));
    let game = harness.state().active().unwrap();
    let fault = game.fault().unwrap();
    assert!(fault.contains("the plugin stopped answering (no answer within 2 s)"), "{fault}");
    assert!(!game.waiting());
    assert_eq!(game.timeline().len(), 1, "the move before the hang stays");
    harness.run();
    harness.get_by_label("e3: red piece");
    harness.get_by_label("This game's plugin failed");
    release.store(true, Ordering::SeqCst);
}

#[test]
fn trust_a_move_the_plugin_plays_late_is_shown_once_it_has_answered() {
    let (gate, _) = gate(Call::Play, 1, Some(Duration::from_millis(300)));
    let mut harness = window(gate, Duration::from_secs(2));
    start_plugged(&mut harness);
    click(&mut harness, "e3: empty");
    // The second move takes the plugin 300 ms: refused as "still answering" at first, it is
    // played all the same, and shown once the plugin has answered.
    click(&mut harness, "d2: empty");
    let frames =
        step_until(&mut harness, "the plugin answers", |app| app.active().is_some_and(|g| !g.waiting()));
    harness.run();
    let game = harness.state().active().unwrap();
    assert!(game.fault().is_none(), "{:?}", game.fault());
    assert_eq!(game.timeline().moves(), ["e3", "d2"], "the move list has the late move, once");
    assert_eq!(game.position().cursor, 2);
    assert_eq!(game.session().cursor(), 2);
    assert!(!game.legal().is_empty(), "the game goes on");
    assert!(
        harness.state().status().contains("The plugin of Plugged answered"),
        "{}",
        harness.state().status()
    );
    harness.get_by_label("d2: red piece");
    assert!(frames > 1, "the window drew on while it waited ({frames} frames)");
    click(&mut harness, "c3: empty");
    assert_eq!(harness.state().active().unwrap().timeline().len(), 3);
}

#[test]
fn trust_slow_legal_moves_are_waited_for_once_per_position() {
    // Every position after the first move takes the plugin 300 ms to list its moves: each
    // is waited for once, not asked again and again.
    let (gate, _) = gate(Call::LegalMoves, 1, Some(Duration::from_millis(300)));
    let mut harness = window(gate, Duration::from_secs(2));
    start_plugged(&mut harness);
    click(&mut harness, "e3: empty");
    step_until(&mut harness, "the plugin answers", |app| app.active().is_some_and(|g| !g.waiting()));
    harness.run();
    let game = harness.state().active().unwrap();
    assert!(game.fault().is_none(), "{:?}", game.fault());
    assert!(game.human_to_move() && !game.legal().is_empty(), "the position after the move can be played");
    click(&mut harness, "d2: empty");
    step_until(&mut harness, "the plugin answers", |app| app.active().is_some_and(|g| !g.waiting()));
    assert_eq!(harness.state().active().unwrap().timeline().moves(), ["e3", "d2"]);
}

#[test]
fn trust_a_game_new_that_hangs_for_one_option_value_ends_in_an_error_in_the_dialog() {
    let (gate, release) = gate(Call::New, 0, None);
    let mut harness = window(gate, Duration::from_millis(500));
    click(&mut harness, "New Plugged game…");
    harness.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Game ends when").click();
    harness.run();
    harness.get_all_by_label("the player to move cannot move").last().expect("the item is listed").click();
    harness.run();
    // The dialog draws on while the plugin is stuck in making the game.
    harness.get_by_label("Checking the options…");
    assert!(harness.get_by_label("Start").accesskit_node().is_disabled(), "nothing to start yet");
    for _ in 0..3000 {
        if harness.query_by_label_contains("Game::new did not return").is_some() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    harness.get_by_label_contains("the plugin stopped answering (Game::new did not return within 0.5 s)");
    assert!(harness.get_by_label("Start").accesskit_node().is_disabled());
    assert!(harness.state().active().is_none());

    // The other value makes a game at once.
    harness.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Game ends when").click();
    harness.run();
    harness.get_all_by_label("neither player can move").last().expect("the item is listed").click();
    harness.run();
    for _ in 0..3000 {
        if harness.query_by_label("Checking the options…").is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    click(&mut harness, "Start");
    step_until(&mut harness, "the game starts", |app| app.active().is_some());
    release.store(true, Ordering::SeqCst);
}

/// Steps `frames` frames, letting real time pass between them: whatever the window waits for
/// gets the chance to come.
fn step_for(harness: &mut Harness<'_, PlateauApp>, frames: usize) {
    for _ in 0..frames {
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
}

#[test]
fn trust_a_plugin_games_lesson_is_replayed_off_the_windows_thread() {
    let (gate, release) = gate(Call::AnyNew, 0, None);
    let mut harness = window(gate, Duration::from_secs(30));
    harness.state_mut().open_lesson("plugged", 1).expect("the plugin game has a lesson");
    // The frame that asks for the step returns while the plugin is stuck making its game,
    // and the window draws on, saying it waits.
    step_for(&mut harness, 20);
    harness.get_by_label("Learn Plugged");
    harness.get_by_label("Setting up the board…");
    assert!(harness.query_by_label_contains("cannot be shown").is_none());
    assert!(harness.query_by_label_contains(": empty").is_none(), "no board yet");
    assert_eq!(harness.state().lesson_step().map(|(step, _)| step), Some(1));

    release.store(true, Ordering::SeqCst);
    for _ in 0..3000 {
        if harness.query_by_label("Setting up the board…").is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    harness.run();
    assert!(harness.query_by_label_contains("cannot be shown").is_none());
    assert!(
        !harness.get_all_by_label_contains(": empty").collect::<Vec<_>>().is_empty(),
        "the board is shown"
    );
}

#[test]
fn trust_the_lab_checks_a_plugin_games_study_off_the_windows_thread() {
    let (gate, release) = gate(Call::AnyNew, 0, None);
    let mut harness = window(gate, Duration::from_secs(30));
    click(&mut harness, "Compare rule sets…");
    harness.get_by_role_and_label(egui::accesskit::Role::ComboBox, "Game").click();
    harness.run();
    harness.get_all_by_label("Plugged").last().expect("the plugin game is listed").click();
    // The check makes the game once per rule set: the window draws on meanwhile, and Run
    // waits for it.
    step_for(&mut harness, 20);
    harness.get_by_label("Checking the rule sets…");
    assert!(harness.get_by_label("Run").accesskit_node().is_disabled(), "nothing to run yet");

    release.store(true, Ordering::SeqCst);
    for _ in 0..3000 {
        if harness.query_by_label("Checking the rule sets…").is_none() {
            break;
        }
        std::thread::sleep(Duration::from_millis(5));
        harness.step();
    }
    harness.run();
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled(), "the study can run");
    harness.get_by_label_contains("games in all");
}

#[test]
fn trust_a_pasted_move_list_counts_its_seats_off_the_windows_thread() {
    let (gate, release) = gate(Call::AnyNew, 0, None);
    let mut harness = window(gate, Duration::from_secs(30));
    // No seats in a move list: making the game to count them is left to the load.
    harness.state_mut().paste("# game: plugged {}\n1. e3 2. d2\n");
    assert!(harness.state().is_loading(), "{}", harness.state().status());
    step_for(&mut harness, 20);
    harness.get_by_label("Opening the pasted game");
    assert!(harness.state().is_loading() && harness.state().active().is_none());

    release.store(true, Ordering::SeqCst);
    step_until(&mut harness, "the pasted game opens", |app| !app.is_loading());
    harness.run();
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    let game = harness.state().active().expect("the pasted game is open");
    assert_eq!(game.info().id, "plugged");
    assert_eq!(game.timeline().moves(), ["e3", "d2"]);
    assert_eq!(game.seats.len(), 2);
    assert!(game.seats.iter().all(SeatSpec::is_human));
}

#[test]
fn trust_a_pasted_game_of_a_plugin_slow_in_its_moves_opens_all_the_same() {
    // The second move takes the plugin ten slices: the load, off the window's thread, waits
    // for it rather than take it as refused.
    let (gate, _) = gate(Call::Play, 1, Some(SLICE * 10));
    let mut harness = window(gate, Duration::from_secs(30));
    harness.state_mut().paste("# game: plugged {}\n1. e3 2. d2 3. c3\n");
    step_until(&mut harness, "the pasted game opens", |app| !app.is_loading());
    harness.run();
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    let game = harness.state().active().expect("the pasted game is open");
    assert_eq!(game.timeline().moves(), ["e3", "d2", "c3"]);
    assert!(!game.waiting() && game.fault().is_none());
}
