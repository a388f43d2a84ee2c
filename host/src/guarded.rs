//! Plugin games kept off the window's thread: a [`GuardedSession`] owns its plugin session on
//! a thread of its own and asks it everything through a channel, waiting at most its patience
//! ([`DEFAULT_PATIENCE`]) for an answer. A plugin that does not answer in time (a native
//! library stuck in a loop, which nothing can interrupt) is left to its thread, and the game
//! is faulted: "the plugin stopped answering". The window never waits longer than that, and
//! the faulted game keeps showing the board, moves, cursor and options it last had, so it
//! can still be looked at and saved where it was.
//!
//! Searches (`think`, `hint`, perft, playouts, speed) run on the caller's thread on a copy,
//! as the app's AI jobs already do from worker threads, so they are not bound by the
//! patience; making the copy is.

use std::cell::RefCell;
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::Duration;

use plateau_core::ai::{AgentError, Hint, Limits, SearchSpeed, SeatSpec, SessionAgent};
use plateau_core::perft::PlayoutStats;
use plateau_core::snapshot::Snapshot;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, IllegalMove, MoveError, MoveInput, OptionsError, Outcome,
    Player, Scores, ToMove,
};
use serde_json::Value;

/// How long the window waits for one answer of a plugin game.
pub const DEFAULT_PATIENCE: Duration = Duration::from_secs(2);

type Job = Box<dyn FnOnce(&mut Box<dyn GameSession>) + Send>;

/// A plugin game's factory whose sessions are [`GuardedSession`]s.
pub struct GuardedFactory {
    inner: std::sync::Arc<dyn GameFactory + Sync>,
    info: GameInfo,
    patience: Duration,
}

impl GuardedFactory {
    /// Guards the sessions of `inner`, waiting at most `patience` for each answer.
    pub fn new(inner: impl GameFactory + 'static, patience: Duration) -> Self {
        let info = inner.info().clone();
        Self { inner: std::sync::Arc::new(inner), info, patience }
    }
}

impl GameFactory for GuardedFactory {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let factory = std::sync::Arc::clone(&self.inner);
        let options = options.clone();
        let session = GuardedSession::start(move || factory.create(&options), self.patience)?;
        Ok(Box::new(session))
    }
}

/// What the game last showed, for after a fault.
#[derive(Default)]
struct Seen {
    options: Value,
    cursor: usize,
    hash: u64,
    history: Vec<String>,
    movers: Vec<Option<Player>>,
    board: Option<BoardView>,
    scores: Scores,
    phase: String,
}

/// A plugin session on a thread of its own; see the module docs.
pub struct GuardedSession {
    jobs: RefCell<Option<mpsc::Sender<Job>>>,
    info: GameInfo,
    patience: Duration,
    fault: RefCell<Option<String>>,
    seen: RefCell<Seen>,
}

impl GuardedSession {
    /// Makes the session with `make` on a new thread and keeps it there.
    pub fn start(
        make: impl FnOnce() -> Result<Box<dyn GameSession>, OptionsError> + Send + 'static,
        patience: Duration,
    ) -> Result<Self, OptionsError> {
        let (jobs, inbox) = mpsc::channel::<Job>();
        let (made, answer) = mpsc::sync_channel(1);
        std::thread::Builder::new()
            .name("plateau-plugin-game".into())
            .spawn(move || {
                let mut session = match make() {
                    Ok(session) => {
                        let _ = made.send(Ok(session.info().clone()));
                        session
                    }
                    Err(error) => {
                        let _ = made.send(Err(error));
                        return;
                    }
                };
                while let Ok(job) = inbox.recv() {
                    job(&mut session);
                }
            })
            .map_err(|e| OptionsError(format!("cannot start the game's thread: {e}")))?;
        let info = match answer.recv_timeout(patience) {
            Ok(made) => made?,
            Err(_) => return Err(OptionsError(stopped_answering(patience))),
        };
        let guarded = Self {
            jobs: RefCell::new(Some(jobs)),
            info,
            patience,
            fault: RefCell::new(None),
            seen: RefCell::new(Seen::default()),
        };
        guarded.seen.borrow_mut().options = guarded.options();
        Ok(guarded)
    }

    /// Runs `f` on the session's thread and waits for its answer at most the patience;
    /// `None` once the game is faulted.
    fn ask<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Box<dyn GameSession>) -> T + Send + 'static,
    ) -> Option<T> {
        let jobs = self.jobs.borrow().clone()?;
        let (send, receive) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |session| {
            let _ = send.send(f(session));
        });
        if jobs.send(job).is_err() {
            self.give_up("the plugin game's thread ended".to_owned());
            return None;
        }
        match receive.recv_timeout(self.patience) {
            Ok(answer) => Some(answer),
            Err(mpsc::RecvTimeoutError::Timeout) => {
                self.give_up(stopped_answering(self.patience));
                None
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                self.give_up("the plugin game's thread ended".to_owned());
                None
            }
        }
    }

    /// Faults the game for good; the session's thread is left to finish (or not) on its own.
    fn give_up(&self, reason: String) {
        self.jobs.borrow_mut().take();
        self.fault.borrow_mut().get_or_insert(reason);
    }

    fn fault_text(&self) -> String {
        self.fault.borrow().clone().unwrap_or_default()
    }

    fn fault_error(&self) -> MoveError {
        MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!("the game's plugin failed: {}", self.fault_text())),
        }
    }

    /// A copy of the session itself, made on its thread (for searches on the caller's).
    fn copy(&self) -> Option<Box<dyn GameSession>> {
        self.ask(|session| session.clone_box())
    }
}

fn stopped_answering(patience: Duration) -> String {
    format!("the plugin stopped answering (no answer within {} s)", patience.as_secs_f64())
}

impl GameSession for GuardedSession {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn options(&self) -> Value {
        match self.ask(|session| session.options()) {
            Some(options) => options,
            None => self.seen.borrow().options.clone(),
        }
    }

    fn to_move(&self) -> ToMove {
        self.ask(|session| session.to_move()).unwrap_or(ToMove::Terminal)
    }

    fn phase(&self) -> String {
        match self.ask(|session| session.phase()) {
            Some(phase) => {
                self.seen.borrow_mut().phase.clone_from(&phase);
                phase
            }
            None => self.seen.borrow().phase.clone(),
        }
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.ask(|session| session.legal_moves()).unwrap_or_default()
    }

    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.ask(move |session| session.notation(id)).unwrap_or_else(|| Err(self.fault_error()))
    }

    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.ask(move |session| session.move_input(id)).unwrap_or_else(|| Err(self.fault_error()))
    }

    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        let text = text.to_owned();
        self.ask(move |session| session.parse_move(&text)).unwrap_or_else(|| Err(self.fault_error()))
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        self.ask(move |session| session.play(id)).unwrap_or_else(|| Err(self.fault_error()))
    }

    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let text = text.to_owned();
        self.ask(move |session| session.play_notation(&text)).unwrap_or_else(|| Err(self.fault_error()))
    }

    fn undo(&mut self) -> bool {
        self.ask(|session| session.undo()).unwrap_or(false)
    }

    fn redo(&mut self) -> bool {
        self.ask(|session| session.redo()).unwrap_or(false)
    }

    fn seek(&mut self, index: usize) -> bool {
        self.ask(move |session| session.seek(index)).unwrap_or(false)
    }

    fn cursor(&self) -> usize {
        match self.ask(|session| session.cursor()) {
            Some(cursor) => {
                self.seen.borrow_mut().cursor = cursor;
                cursor
            }
            None => self.seen.borrow().cursor,
        }
    }

    fn history(&self) -> Vec<String> {
        match self.ask(|session| session.history()) {
            Some(history) => {
                self.seen.borrow_mut().history.clone_from(&history);
                history
            }
            None => self.seen.borrow().history.clone(),
        }
    }

    fn history_movers(&self) -> Vec<Option<Player>> {
        match self.ask(|session| session.history_movers()) {
            Some(movers) => {
                self.seen.borrow_mut().movers.clone_from(&movers);
                movers
            }
            None => self.seen.borrow().movers.clone(),
        }
    }

    fn board_view(&self) -> BoardView {
        match self.ask(|session| session.board_view()) {
            Some(board) => {
                self.seen.borrow_mut().board = Some(board.clone());
                board
            }
            None => self
                .seen
                .borrow()
                .board
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square)),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.ask(|session| session.outcome()) {
            Some(outcome) => outcome,
            None => Some(
                Outcome::draw(format!("the game's plugin failed: {}", self.fault_text()))
                    .with_code("plugin-failed"),
            ),
        }
    }

    fn scores(&self) -> Scores {
        match self.ask(|session| session.scores()) {
            Some(scores) => {
                self.seen.borrow_mut().scores = scores.clone();
                scores
            }
            None => self.seen.borrow().scores.clone(),
        }
    }

    fn hash(&self) -> u64 {
        match self.ask(|session| session.hash()) {
            Some(hash) => {
                self.seen.borrow_mut().hash = hash;
                hash
            }
            None => self.seen.borrow().hash,
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        self.copy().map_or(0, |copy| copy.perft(depth))
    }

    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.copy().map(|copy| copy.random_playouts(seed, count, max_plies)).unwrap_or_default()
    }

    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.copy()?.think(seat, limits, stop)
    }

    fn clone_box(&self) -> Box<dyn GameSession> {
        // Copies for searches stay plain: they run on worker threads, which may wait.
        match self.copy() {
            Some(copy) => copy,
            None => Box::new(Faulted { info: self.info.clone(), reason: self.fault_text() }),
        }
    }

    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        self.copy()?.hint(seat, limits, stop)
    }

    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        let spec = seat.clone();
        self.ask(move |session| session.bind_agent(&spec)).unwrap_or_else(|| {
            Err(AgentError::Unsupported {
                agent: seat.label(),
                reason: format!("the game's plugin failed: {}", self.fault_text()),
            })
        })
    }

    fn check_seat(&self, seat: &SeatSpec) -> Result<(), AgentError> {
        let spec = seat.clone();
        self.ask(move |session| session.check_seat(&spec)).unwrap_or_else(|| {
            Err(AgentError::Unsupported {
                agent: seat.label(),
                reason: format!("the game's plugin failed: {}", self.fault_text()),
            })
        })
    }

    fn evaluate(&self) -> Vec<f32> {
        self.ask(|session| session.evaluate()).unwrap_or_else(|| vec![0.0; self.info.player_count()])
    }

    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        self.copy().map(|copy| copy.search_speed(budget, seed)).unwrap_or_default()
    }

    fn snapshot(&self) -> Snapshot {
        // The board first, on its own: if the plugin then hangs in its legal moves, the
        // faulted game still shows the position its move list ends at.
        if let Some((cursor, hash, board)) =
            self.ask(|session| (session.cursor(), session.hash(), session.board_view()))
        {
            let mut seen = self.seen.borrow_mut();
            (seen.cursor, seen.hash, seen.board) = (cursor, hash, Some(board));
        }
        if let Some(snapshot) = self.ask(|session| session.snapshot()) {
            let mut seen = self.seen.borrow_mut();
            seen.cursor = snapshot.cursor;
            seen.hash = snapshot.hash;
            seen.board = Some(snapshot.board.clone());
            seen.scores = snapshot.scores.clone();
            seen.phase.clone_from(&snapshot.phase);
            return snapshot;
        }
        let outcome = self.outcome();
        let seen = self.seen.borrow();
        Snapshot {
            cursor: seen.cursor,
            hash: seen.hash,
            to_move: ToMove::Terminal,
            phase: seen.phase.clone(),
            outcome,
            scores: seen.scores.clone(),
            board: seen
                .board
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square)),
            moves: Vec::new(),
        }
    }

    fn fault(&self) -> Option<String> {
        if let Some(fault) = self.fault.borrow().clone() {
            return Some(fault);
        }
        self.ask(|session| session.fault()).flatten()
    }
}

/// The copy a faulted game gives: nothing to search, and the fault.
struct Faulted {
    info: GameInfo,
    reason: String,
}

impl Faulted {
    fn error(&self) -> MoveError {
        MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!("the game's plugin failed: {}", self.reason)),
        }
    }
}

impl GameSession for Faulted {
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn options(&self) -> Value {
        Value::Null
    }
    fn to_move(&self) -> ToMove {
        ToMove::Terminal
    }
    fn phase(&self) -> String {
        String::new()
    }
    fn legal_moves(&self) -> Vec<u32> {
        Vec::new()
    }
    fn notation(&self, _: u32) -> Result<String, MoveError> {
        Err(self.error())
    }
    fn move_input(&self, _: u32) -> Result<MoveInput, MoveError> {
        Err(self.error())
    }
    fn parse_move(&self, _: &str) -> Result<u32, MoveError> {
        Err(self.error())
    }
    fn play(&mut self, _: u32) -> Result<(), MoveError> {
        Err(self.error())
    }
    fn play_notation(&mut self, _: &str) -> Result<Vec<u32>, MoveError> {
        Err(self.error())
    }
    fn undo(&mut self) -> bool {
        false
    }
    fn redo(&mut self) -> bool {
        false
    }
    fn seek(&mut self, _: usize) -> bool {
        false
    }
    fn cursor(&self) -> usize {
        0
    }
    fn history(&self) -> Vec<String> {
        Vec::new()
    }
    fn history_movers(&self) -> Vec<Option<Player>> {
        Vec::new()
    }
    fn board_view(&self) -> BoardView {
        BoardView::empty(plateau_core::board::Lattice::Square)
    }
    fn outcome(&self) -> Option<Outcome> {
        Some(Outcome::draw(format!("the game's plugin failed: {}", self.reason)).with_code("plugin-failed"))
    }
    fn scores(&self) -> Scores {
        Scores::default()
    }
    fn hash(&self) -> u64 {
        0
    }
    fn perft(&self, _: u32) -> u64 {
        0
    }
    fn random_playouts(&self, _: u64, _: u64, _: u32) -> PlayoutStats {
        PlayoutStats::default()
    }
    fn think(&self, _: &SeatSpec, _: &Limits, _: &AtomicBool) -> Option<u32> {
        None
    }
    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(Self { info: self.info.clone(), reason: self.reason.clone() })
    }
    fn fault(&self) -> Option<String> {
        Some(self.reason.clone())
    }
}
