//! Opening a save never freezes the window: the replay runs on a worker thread behind a
//! progress modal with a Cancel button, and on any problem, or on Cancel, the game in
//! progress stays exactly as it was.
//!
//! To see the modal and to cancel at a known moment, the games are wrapped in a factory that
//! can hold the worker inside `create` (which the replay calls before its first move) until
//! the test lets it go. Nothing depends on how fast the worker runs.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};
use std::sync::{Arc, Mutex};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};
use plateau_core::{GameFactory, GameInfo, GameSession, OptionsError};
use serde_json::Value;

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-loading-{}-{name}", std::process::id()))
}

/// Where the next `create` waits, when the test has set a gate.
type Gate = Arc<Mutex<Option<Receiver<()>>>>;

/// A factory whose next session, once a gate is set, is made only when the gate opens (a
/// message, or its sender dropped).
struct HeldFactory {
    inner: Box<dyn GameFactory>,
    gate: Gate,
}

impl GameFactory for HeldFactory {
    fn info(&self) -> &GameInfo {
        self.inner.info()
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let gate = self.gate.lock().unwrap().take();
        if let Some(gate) = gate {
            let _ = gate.recv();
        }
        self.inner.create(options)
    }
}

/// Holds the next session made until the returned sender sends or is dropped.
fn hold_next_create(gate: &Gate) -> Sender<()> {
    let (open, wait) = mpsc::channel();
    *gate.lock().unwrap() = Some(wait);
    open
}

fn app(gate: &Gate, dialogs: ScriptedDialogs, autosave: Option<&str>) -> PlateauApp {
    let games = plateau::registry::builtin()
        .into_iter()
        .map(|inner| Box::new(HeldFactory { inner, gate: Arc::clone(gate) }) as Box<dyn GameFactory>)
        .collect();
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let shelf = match autosave {
        Some(text) => Shelf::none().with_legacy(text),
        None => Shelf::none(),
    };
    PlateauApp::new(games, prefs, shelf, Box::new(dialogs))
}

fn harness(app: PlateauApp) -> Harness<'static, PlateauApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    harness
}

/// Steps frames until `done` holds (bounded; the worker thread gets a chance each step).
fn step_until(harness: &mut Harness<'_, PlateauApp>, done: impl Fn(&Harness<'_, PlateauApp>) -> bool) {
    for _ in 0..100_000 {
        if done(harness) {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(done(harness), "timed out; status: {}", harness.state().status());
    harness.run();
}

/// A DVONN game of `moves` random moves, saved at `path`; returns its position hash.
fn write_long_save(path: &Path, moves: usize) -> u64 {
    let mut app = app(
        &Gate::default(),
        ScriptedDialogs { save: Some(path.to_path_buf()), ..ScriptedDialogs::default() },
        None,
    );
    app.start_game("dvonn", &serde_json::json!({}), &[]).unwrap();
    app.play_random_moves(moves, 11);
    assert_eq!(app.active().unwrap().timeline().len(), moves);
    app.save(false);
    assert!(path.exists(), "{}", app.status());
    app.active().unwrap().session().hash()
}

/// Ctrl+O over the unsaved game of [`play_g3`]: "Don't save" at the question it asks first.
/// Stepped, not run: the load it starts repaints until it is done.
fn open_without_saving(harness: &mut Harness<'_, PlateauApp>) {
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.step();
    harness.step();
    harness.get_by_label("Don't save").click();
    harness.step();
}

/// A DVONN game in progress with one piece placed at g3; returns its position hash.
fn play_g3(harness: &mut Harness<'_, PlateauApp>) -> u64 {
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    harness.get_by_label("g3: empty").click();
    harness.run();
    harness.get_by_label("g3: red piece");
    harness.state().active().unwrap().session().hash()
}

#[test]
fn a_long_save_opens_behind_a_progress_bar() {
    let path = temp_path("long.plateau");
    let saved_hash = write_long_save(&path, 60);
    let gate = Gate::default();
    let mut harness =
        harness(app(&gate, ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }, None));
    play_g3(&mut harness);

    let open = hold_next_create(&gate);
    open_without_saving(&mut harness);
    step_until(&mut harness, |h| h.query_by_label("Replaying move 1 of 60").is_some());
    harness.get_by_label("Cancel");
    assert!(harness.state().is_loading());
    open.send(()).unwrap();
    step_until(&mut harness, |h| !h.state().is_loading());

    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    let game = harness.state().active().unwrap();
    assert_eq!(game.session().hash(), saved_hash);
    assert_eq!(game.timeline().len(), 60);
    assert_eq!(game.path.as_ref(), Some(&path));
    assert!(harness.state().status().starts_with("Opened "), "{}", harness.state().status());
    assert!(harness.query_by_label("Replaying move 1 of 60").is_none(), "the progress modal closed");
    let _ = std::fs::remove_file(path);
}

#[test]
fn a_bad_move_deep_in_a_save_is_named_and_the_game_stays() {
    let path = temp_path("bad-move.plateau");
    // Five placements, then a sixth on a cell already taken.
    std::fs::write(
        &path,
        r#"{"format":"plateau-save","version":1,"game":{"id":"dvonn","rules_version":1,"options":{}},
           "players":[{"type":"human"},{"type":"human"}],
           "moves":["a1","b1","c1","d1","e1","a1","b2"],"cursor":7}"#,
    )
    .unwrap();
    let mut harness = harness(app(
        &Gate::default(),
        ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() },
        None,
    ));
    let hash = play_g3(&mut harness);
    open_without_saving(&mut harness);
    step_until(&mut harness, |h| !h.state().is_loading());

    // The refusal names the file and the move, and offers the five moves before it;
    // Cancel keeps the game in progress.
    for _ in 0..4 {
        harness.step();
    }
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    harness.get_by_label(&format!("{name} has a move that does not replay"));
    harness.get_by_label_contains("move 6 'a1'");
    harness.get_by_label("Cancel").click();
    for _ in 0..4 {
        harness.step();
    }
    let game = harness.state().active().unwrap();
    assert_eq!((game.session().cursor(), game.session().hash()), (1, hash), "the game in progress stays");
    assert_eq!(game.timeline().len(), 1);
    let _ = std::fs::remove_file(path);
}

#[test]
fn cancel_keeps_the_game_in_progress() {
    let path = temp_path("cancelled.plateau");
    write_long_save(&path, 40);
    let gate = Gate::default();
    let mut harness =
        harness(app(&gate, ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }, None));
    let hash = play_g3(&mut harness);

    let open = hold_next_create(&gate);
    open_without_saving(&mut harness);
    step_until(&mut harness, |h| h.query_by_label("Replaying move 1 of 40").is_some());
    harness.get_by_label("Cancel").click();
    harness.run();
    // Let the worker go only now: it finds the replay cancelled before its first move.
    drop(open);

    assert!(!harness.state().is_loading());
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    let status = harness.state().status().to_owned();
    assert!(status.starts_with("Cancelled opening") && status.contains("after 0 of 40 moves"), "{status}");
    let game = harness.state().active().unwrap();
    assert_eq!((game.session().cursor(), game.session().hash()), (1, hash));
    assert_eq!(game.path, None);
    harness.get_by_label("g3: red piece");
    // The game goes on as before.
    harness.get_by_label("d2: empty").click();
    harness.run();
    assert_eq!(harness.state().active().unwrap().session().cursor(), 2);
    let _ = std::fs::remove_file(path);
}

#[test]
fn cancelling_a_resume_keeps_the_offer() {
    let path = temp_path("resume.plateau");
    write_long_save(&path, 20);
    let autosave = std::fs::read_to_string(&path).unwrap();
    let gate = Gate::default();
    let mut harness = harness(app(&gate, ScriptedDialogs::default(), Some(&autosave)));
    harness.get_by_label("Unfinished DVONN game, 20 moves");

    let open = hold_next_create(&gate);
    harness.get_by_label("Resume").click();
    step_until(&mut harness, |h| h.query_by_label("Replaying move 1 of 20").is_some());
    harness.get_by_label("Resuming the unfinished game");
    harness.get_by_label("Cancel").click();
    harness.run();
    drop(open);
    assert!(harness.state().active().is_none());
    harness.get_by_label("Unfinished DVONN game, 20 moves");

    // Resuming again works.
    click_resume_and_finish(&mut harness);
    assert_eq!(harness.state().active().unwrap().timeline().len(), 20);
    let _ = std::fs::remove_file(path);
}

fn click_resume_and_finish(harness: &mut Harness<'_, PlateauApp>) {
    harness.get_by_label("Resume").click();
    step_until(harness, |h| !h.state().is_loading() && h.state().active().is_some());
}
