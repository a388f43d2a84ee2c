//! Drawing a frame asks the game nothing: the window shows what the active game read when
//! its position last changed, and the move list is kept in step move by move instead of
//! being rebuilt from the session. A game may live behind a plugin boundary, so this is
//! checked with a session that counts every call made to it.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};
use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::perft::PlayoutStats;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, MoveError, MoveInput, OptionsError, Outcome, Player,
    Scores, ToMove,
};
use serde_json::Value;

/// Calls made to the counted sessions.
#[derive(Default)]
struct Calls {
    /// Every call.
    all: AtomicUsize,
    /// Calls of `history` and `history_movers`, which are linear in the length of the game.
    timeline: AtomicUsize,
}

impl Calls {
    fn take(&self) -> (usize, usize) {
        (self.all.swap(0, Ordering::Relaxed), self.timeline.swap(0, Ordering::Relaxed))
    }
}

/// A session that counts the calls made to it and passes them on.
struct Counted {
    inner: Box<dyn GameSession>,
    calls: Arc<Calls>,
}

impl Counted {
    fn call(&self) -> &dyn GameSession {
        self.calls.all.fetch_add(1, Ordering::Relaxed);
        self.inner.as_ref()
    }

    fn call_mut(&mut self) -> &mut dyn GameSession {
        self.calls.all.fetch_add(1, Ordering::Relaxed);
        self.inner.as_mut()
    }
}

impl GameSession for Counted {
    fn info(&self) -> &GameInfo {
        self.call().info()
    }
    fn options(&self) -> Value {
        self.call().options()
    }
    fn to_move(&self) -> ToMove {
        self.call().to_move()
    }
    fn phase(&self) -> String {
        self.call().phase()
    }
    fn legal_moves(&self) -> Vec<u32> {
        self.call().legal_moves()
    }
    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.call().notation(id)
    }
    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.call().move_input(id)
    }
    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        self.call().parse_move(text)
    }
    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        self.call_mut().play(id)
    }
    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        self.call_mut().play_notation(text)
    }
    fn undo(&mut self) -> bool {
        self.call_mut().undo()
    }
    fn redo(&mut self) -> bool {
        self.call_mut().redo()
    }
    fn seek(&mut self, index: usize) -> bool {
        self.call_mut().seek(index)
    }
    fn cursor(&self) -> usize {
        self.call().cursor()
    }
    fn history(&self) -> Vec<String> {
        self.calls.timeline.fetch_add(1, Ordering::Relaxed);
        self.call().history()
    }
    fn history_movers(&self) -> Vec<Option<Player>> {
        self.calls.timeline.fetch_add(1, Ordering::Relaxed);
        self.call().history_movers()
    }
    fn board_view(&self) -> BoardView {
        self.call().board_view()
    }
    fn outcome(&self) -> Option<Outcome> {
        self.call().outcome()
    }
    fn scores(&self) -> Scores {
        self.call().scores()
    }
    fn hash(&self) -> u64 {
        self.call().hash()
    }
    fn perft(&self, depth: u32) -> u64 {
        self.call().perft(depth)
    }
    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.call().random_playouts(seed, count, max_plies)
    }
    fn think(&self, spec: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.call().think(spec, limits, stop)
    }
    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(Counted { inner: self.call().clone_box(), calls: Arc::clone(&self.calls) })
    }
}

/// Makes counted sessions of another factory's game.
struct CountedFactory {
    inner: Box<dyn GameFactory>,
    calls: Arc<Calls>,
}

impl GameFactory for CountedFactory {
    fn info(&self) -> &GameInfo {
        self.inner.info()
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let inner = self.inner.create(options)?;
        Ok(Box::new(Counted { inner, calls: Arc::clone(&self.calls) }))
    }
}

/// The built-in games, each making counted sessions.
fn counted_games(calls: &Arc<Calls>) -> Vec<Box<dyn GameFactory>> {
    plateau::registry::builtin()
        .into_iter()
        .map(|inner| Box::new(CountedFactory { inner, calls: Arc::clone(calls) }) as Box<dyn GameFactory>)
        .collect()
}

#[test]
fn drawing_a_frame_asks_the_game_nothing() {
    let calls = Arc::new(Calls::default());
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let mut app =
        PlateauApp::new(counted_games(&calls), prefs, Shelf::none(), Box::new(ScriptedDialogs::default()));
    app.start_game("dvonn", &serde_json::json!({}), &[]).unwrap();
    app.play_random_moves(30, 5);
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    calls.take();

    // Idle frames, with the board, the panel, the move list and the status bar drawn.
    for _ in 0..10 {
        harness.step();
    }
    assert_eq!(calls.take(), (0, 0), "an idle frame asks the session nothing");

    // A move by clicking reads the new position once, and not the whole timeline.
    harness.query_all_by_label_contains(": empty").next().expect("an empty cell").click();
    harness.run();
    assert_eq!(harness.state().active().unwrap().timeline().len(), 31, "the click played a move");
    let (after_move, timeline) = calls.take();
    assert!(after_move > 0, "the new position was read");
    assert_eq!(timeline, 0, "the move list grew by one move without reading the session's");

    // Stepping back through the moves reads each position, never the timeline.
    harness.key_press(Key::ArrowLeft);
    harness.run();
    harness.get_by_label("Viewing move 30 of 31");
    let (_, timeline) = calls.take();
    assert_eq!(timeline, 0);
    for _ in 0..10 {
        harness.step();
    }
    assert_eq!(calls.take(), (0, 0), "an idle frame looking at the past asks the session nothing");

    // The cached move list matches the session's own.
    let game = harness.state().active().unwrap();
    let listed: Vec<String> =
        (0..game.timeline().len()).map(|i| game.timeline().get(i).unwrap().0.to_owned()).collect();
    assert_eq!(listed, game.session().history());
}
