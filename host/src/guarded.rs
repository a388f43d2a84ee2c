//! Plugin games kept off the window's thread: a [`GuardedSession`] owns its plugin session on
//! a thread of its own and asks it everything through a channel.
//!
//! The window waits for an answer at most a short *slice* ([`DEFAULT_SLICE`]; a healthy
//! plugin answers in microseconds). An answer later than that is left to come on the game's
//! thread: the session is *busy* ([`GameSession::busy`]) and answers every question at once
//! from what the game last showed, refusing every change ("still answering"), and sends the
//! plugin nothing new, which would only queue behind the late request. When the late answer
//! comes within the patience ([`DEFAULT_PATIENCE`], counted from the request), the session is
//! idle again and the window reads it afresh; when it does not (a native library stuck in a
//! loop, which nothing can interrupt), the request is left to its thread and the game is
//! faulted: "the plugin stopped answering". What the window reads again (the position, the
//! moves played) is kept until the next change, the answer that came late included: a plugin
//! merely slow in its legal moves would otherwise go late on every reading. A faulted game keeps showing the board, moves,
//! cursor and options it last had, so it can still be looked at and saved where it was.
//!
//! Making the session (`Game::new`) waits the whole patience: the app makes plugin sessions
//! on a thread of its own (`app/start_job.rs`), never on the window's. Work done on such a
//! thread (a lesson replayed, a study checked, a save loaded) runs [`patiently`]: there every
//! request waits the whole patience too, since nothing draws there.
//!
//! Searches (`think`, `hint`, perft, playouts, speed) run on the caller's thread on a copy,
//! as the app's AI jobs already do from worker threads, so they are not bound by the
//! patience; making the copy is.

use std::cell::{Cell, RefCell};
use std::sync::atomic::AtomicBool;
use std::sync::mpsc;
use std::time::{Duration, Instant};

use plateau_core::ai::{AgentError, Hint, Limits, SearchSpeed, SeatSpec, SessionAgent};
use plateau_core::perft::PlayoutStats;
use plateau_core::snapshot::Snapshot;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, IllegalMove, MoveError, MoveInput, OptionsError, Outcome,
    Player, Scores, ToMove,
};
use serde_json::Value;

/// How long a plugin game may take to answer one request before it is faulted.
pub const DEFAULT_PATIENCE: Duration = Duration::from_secs(2);

/// How long the window waits for an answer before it goes on drawing and the session is
/// busy until the answer comes.
pub const DEFAULT_SLICE: Duration = Duration::from_millis(40);

type Job = Box<dyn FnOnce(&mut Box<dyn GameSession>) + Send>;

thread_local! {
    /// True while this thread runs [`patiently`].
    static PATIENT: Cell<bool> = const { Cell::new(false) };
}

/// Runs `work` with every guarded session asked on this thread waiting the whole patience
/// for each answer instead of a slice: for work off the window's thread, where a plugin
/// merely slow would otherwise be refused as "still answering".
pub fn patiently<T>(work: impl FnOnce() -> T) -> T {
    let before = PATIENT.replace(true);
    let done = work();
    PATIENT.set(before);
    done
}

/// A plugin game's factory whose sessions are [`GuardedSession`]s.
pub struct GuardedFactory {
    inner: std::sync::Arc<dyn GameFactory + Sync>,
    info: GameInfo,
    slice: Duration,
    patience: Duration,
}

impl GuardedFactory {
    /// Guards the sessions of `inner`, faulting a game that takes longer than `patience` to
    /// answer, and waiting [`DEFAULT_SLICE`] for each answer.
    pub fn new(inner: impl GameFactory + 'static, patience: Duration) -> Self {
        let info = inner.info().clone();
        Self { inner: std::sync::Arc::new(inner), info, slice: DEFAULT_SLICE, patience }
    }

    /// Waits `slice` for each answer before the session is busy (tests choose their own).
    #[must_use]
    pub fn with_slice(mut self, slice: Duration) -> Self {
        self.slice = slice;
        self
    }
}

impl GameFactory for GuardedFactory {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let factory = std::sync::Arc::clone(&self.inner);
        let options = options.clone();
        let session = GuardedSession::start(move || factory.create(&options), self.slice, self.patience)?;
        Ok(Box::new(session))
    }
}

/// Answers that hold until the next change (a move, undo, redo, seek).
#[derive(Default)]
struct Current {
    snapshot: Option<Snapshot>,
    lines: Option<Lines>,
}

/// The moves of the timeline in notation, and who made each.
type Lines = (Vec<String>, Vec<Option<Player>>);

/// What the game last showed, for while it is busy and after a fault.
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
    /// `None` until first seen.
    to_move: Option<ToMove>,
    outcome: Option<Outcome>,
}

/// Looks whether a late answer has come, and keeps what is worth keeping of it: `Some(false)`
/// not yet, `None` the game's thread ended.
type Answered = Box<dyn Fn(&GuardedSession) -> Option<bool> + Send>;

/// A request that went on past the slice.
struct Late {
    answered: Answered,
    /// When the patience runs out (counted from the request).
    deadline: Instant,
}

/// Why a request got no answer from the plugin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Refused {
    /// An earlier request is still running (or this one went late).
    Busy,
    /// The game is faulted for good.
    Faulted,
}

/// A plugin session on a thread of its own; see the module docs.
pub struct GuardedSession {
    jobs: RefCell<Option<mpsc::Sender<Job>>>,
    info: GameInfo,
    slice: Duration,
    patience: Duration,
    fault: RefCell<Option<String>>,
    seen: RefCell<Seen>,
    current: RefCell<Current>,
    late: RefCell<Option<Late>>,
    /// A request went late and [`GameSession::busy`] has not said false since: the caller
    /// has yet to learn that the game may have changed.
    unreported: Cell<bool>,
}

impl GuardedSession {
    /// Makes the session with `make` on a new thread and keeps it there; waits for it at most
    /// `patience` (so not on the window's thread), then asks each request's answer for at
    /// most `slice` (see the module docs).
    pub fn start(
        make: impl FnOnce() -> Result<Box<dyn GameSession>, OptionsError> + Send + 'static,
        slice: Duration,
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
            Err(mpsc::RecvTimeoutError::Timeout) => {
                return Err(OptionsError(format!(
                    "the plugin stopped answering (Game::new did not return within {} s)",
                    patience.as_secs_f64()
                )));
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                return Err(OptionsError("the plugin game's thread ended while making the game".to_owned()));
            }
        };
        let guarded = Self {
            jobs: RefCell::new(Some(jobs)),
            info,
            slice,
            patience,
            fault: RefCell::new(None),
            seen: RefCell::new(Seen::default()),
            current: RefCell::new(Current::default()),
            late: RefCell::new(None),
            unreported: Cell::new(false),
        };
        guarded.seen.borrow_mut().options = guarded.options();
        Ok(guarded)
    }

    /// Runs `f` on the session's thread and waits for its answer at most the slice; refused
    /// at once while an earlier request is late, and once the game is faulted.
    fn ask<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Box<dyn GameSession>) -> T + Send + 'static,
    ) -> Result<T, Refused> {
        self.ask_keeping(f, |_, _| {})
    }

    /// [`Self::ask`] for a change of the game: what was kept until a change goes.
    fn change<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Box<dyn GameSession>) -> T + Send + 'static,
    ) -> Result<T, Refused> {
        self.settle();
        if self.late.borrow().is_none() {
            *self.current.borrow_mut() = Current::default();
        }
        self.ask(f)
    }

    /// [`Self::ask`], and `keep` with the answer when it comes, in time or late.
    fn ask_keeping<T: Send + 'static>(
        &self,
        f: impl FnOnce(&mut Box<dyn GameSession>) -> T + Send + 'static,
        keep: impl Fn(&T, &Self) + Send + 'static,
    ) -> Result<T, Refused> {
        self.settle();
        if self.late.borrow().is_some() {
            return Err(Refused::Busy);
        }
        let jobs = self.jobs.borrow().clone().ok_or(Refused::Faulted)?;
        let (send, receive) = mpsc::sync_channel(1);
        let job: Job = Box::new(move |session| {
            let _ = send.send(f(session));
        });
        let asked = Instant::now();
        if jobs.send(job).is_err() {
            self.give_up("the plugin game's thread ended".to_owned());
            return Err(Refused::Faulted);
        }
        let wait = if PATIENT.get() { self.patience } else { self.slice.min(self.patience) };
        match receive.recv_timeout(wait) {
            Ok(answer) => {
                keep(&answer, self);
                Ok(answer)
            }
            Err(mpsc::RecvTimeoutError::Timeout) if wait < self.patience => {
                let answered = move |session: &Self| match receive.try_recv() {
                    Ok(answer) => {
                        keep(&answer, session);
                        Some(true)
                    }
                    Err(mpsc::TryRecvError::Empty) => Some(false),
                    Err(mpsc::TryRecvError::Disconnected) => None,
                };
                *self.late.borrow_mut() =
                    Some(Late { answered: Box::new(answered), deadline: asked + self.patience });
                self.unreported.set(true);
                Err(Refused::Busy)
            }
            Err(mpsc::RecvTimeoutError::Timeout) => {
                self.give_up(stopped_answering(self.patience));
                Err(Refused::Faulted)
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => {
                self.give_up("the plugin game's thread ended".to_owned());
                Err(Refused::Faulted)
            }
        }
    }

    /// Looks whether the late request has answered, and faults the game once its patience
    /// has run out.
    fn settle(&self) {
        let mut late = self.late.borrow_mut();
        let Some(request) = late.as_ref() else { return };
        let reason = match (request.answered)(self) {
            Some(true) => None,
            Some(false) if Instant::now() < request.deadline => return,
            Some(false) => Some(stopped_answering(self.patience)),
            None => Some("the plugin game's thread ended".to_owned()),
        };
        *late = None;
        drop(late);
        if let Some(reason) = reason {
            self.give_up(reason);
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

    /// Why a request was refused, in words.
    fn refusal(&self, refused: Refused) -> String {
        match refused {
            Refused::Busy => "the game's plugin is still answering an earlier request".to_owned(),
            Refused::Faulted => format!("the game's plugin failed: {}", self.fault_text()),
        }
    }

    fn refusal_error(&self, refused: Refused) -> MoveError {
        MoveError::Illegal { notation: String::new(), source: IllegalMove::new(self.refusal(refused)) }
    }

    fn agent_error(&self, seat: &SeatSpec, refused: Refused) -> AgentError {
        AgentError::Unsupported { agent: seat.label(), reason: self.refusal(refused) }
    }

    /// A copy of the session itself, made on its thread (for searches on the caller's).
    fn copy(&self) -> Result<Box<dyn GameSession>, Refused> {
        self.ask(|session| session.clone_box())
    }

    /// The answer `f` gives, kept in what the game last showed; or, refused, what it showed.
    fn seen<T: Clone + Send + 'static>(
        &self,
        f: impl FnOnce(&mut Box<dyn GameSession>) -> T + Send + 'static,
        field: impl Fn(&mut Seen) -> &mut T,
    ) -> T {
        match self.ask(f) {
            Ok(answer) => {
                field(&mut self.seen.borrow_mut()).clone_from(&answer);
                answer
            }
            Err(_) => field(&mut self.seen.borrow_mut()).clone(),
        }
    }

    /// Keeps the position as it stands until the next change.
    fn keep_snapshot(&self, snapshot: &Snapshot) {
        let mut seen = self.seen.borrow_mut();
        seen.cursor = snapshot.cursor;
        seen.hash = snapshot.hash;
        seen.board = Some(snapshot.board.clone());
        seen.scores = snapshot.scores.clone();
        seen.phase.clone_from(&snapshot.phase);
        seen.to_move = Some(snapshot.to_move);
        seen.outcome.clone_from(&snapshot.outcome);
        self.current.borrow_mut().snapshot = Some(snapshot.clone());
    }

    /// Keeps the timeline as it stands until the next change.
    fn keep_lines(&self, lines: &Lines) {
        let mut seen = self.seen.borrow_mut();
        (seen.history, seen.movers) = lines.clone();
        self.current.borrow_mut().lines = Some(lines.clone());
    }

    /// What was kept until the next change, unless an earlier request is late (nothing is
    /// answered as if all were well then) or the game is faulted.
    fn kept<T>(&self, field: impl FnOnce(&Current) -> Option<T>) -> Option<T> {
        self.settle();
        if self.late.borrow().is_some() || self.fault.borrow().is_some() {
            return None;
        }
        field(&self.current.borrow())
    }

    /// The moves of the timeline and their movers, asked together (the window reads both).
    fn lines(&self) -> Lines {
        if let Some(lines) = self.kept(|current| current.lines.clone()) {
            return lines;
        }
        let ask = |session: &mut Box<dyn GameSession>| (session.history(), session.history_movers());
        self.ask_keeping(ask, |lines, session| session.keep_lines(lines)).unwrap_or_else(|_| {
            let seen = self.seen.borrow();
            (seen.history.clone(), seen.movers.clone())
        })
    }

    /// The last board seen, or an empty one.
    fn seen_board(&self) -> BoardView {
        self.seen
            .borrow()
            .board
            .clone()
            .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square))
    }

    /// The outcome of a faulted game.
    fn failed_outcome(&self) -> Outcome {
        Outcome::draw(self.refusal(Refused::Faulted)).with_code("plugin-failed")
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
        self.seen(|session| session.options(), |seen| &mut seen.options)
    }

    fn to_move(&self) -> ToMove {
        match self.ask(|session| session.to_move()) {
            Ok(to_move) => {
                self.seen.borrow_mut().to_move = Some(to_move);
                to_move
            }
            Err(Refused::Busy) => self.seen.borrow().to_move.unwrap_or(ToMove::Terminal),
            Err(Refused::Faulted) => ToMove::Terminal,
        }
    }

    fn phase(&self) -> String {
        self.seen(|session| session.phase(), |seen| &mut seen.phase)
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.ask(|session| session.legal_moves()).unwrap_or_default()
    }

    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.ask(move |session| session.notation(id)).unwrap_or_else(|r| Err(self.refusal_error(r)))
    }

    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.ask(move |session| session.move_input(id)).unwrap_or_else(|r| Err(self.refusal_error(r)))
    }

    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        let text = text.to_owned();
        self.ask(move |session| session.parse_move(&text)).unwrap_or_else(|r| Err(self.refusal_error(r)))
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        self.change(move |session| session.play(id)).unwrap_or_else(|r| Err(self.refusal_error(r)))
    }

    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let text = text.to_owned();
        self.change(move |session| session.play_notation(&text))
            .unwrap_or_else(|r| Err(self.refusal_error(r)))
    }

    fn undo(&mut self) -> bool {
        self.change(|session| session.undo()).unwrap_or(false)
    }

    fn redo(&mut self) -> bool {
        self.change(|session| session.redo()).unwrap_or(false)
    }

    fn seek(&mut self, index: usize) -> bool {
        self.change(move |session| session.seek(index)).unwrap_or(false)
    }

    fn cursor(&self) -> usize {
        self.seen(|session| session.cursor(), |seen| &mut seen.cursor)
    }

    fn history(&self) -> Vec<String> {
        self.lines().0
    }

    fn history_movers(&self) -> Vec<Option<Player>> {
        self.lines().1
    }

    fn board_view(&self) -> BoardView {
        match self.ask(|session| session.board_view()) {
            Ok(board) => {
                self.seen.borrow_mut().board = Some(board.clone());
                board
            }
            Err(_) => self.seen_board(),
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        match self.ask(|session| session.outcome()) {
            Ok(outcome) => {
                self.seen.borrow_mut().outcome.clone_from(&outcome);
                outcome
            }
            Err(Refused::Busy) => self.seen.borrow().outcome.clone(),
            Err(Refused::Faulted) => Some(self.failed_outcome()),
        }
    }

    fn scores(&self) -> Scores {
        self.seen(|session| session.scores(), |seen| &mut seen.scores)
    }

    fn hash(&self) -> u64 {
        self.seen(|session| session.hash(), |seen| &mut seen.hash)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.copy().map_or(0, |copy| copy.perft(depth))
    }

    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.copy().map(|copy| copy.random_playouts(seed, count, max_plies)).unwrap_or_default()
    }

    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.copy().ok()?.think(seat, limits, stop)
    }

    fn clone_box(&self) -> Box<dyn GameSession> {
        // Copies for searches stay plain: they run on worker threads, which may wait.
        match self.copy() {
            Ok(copy) => copy,
            Err(refused) => Box::new(Unanswered { info: self.info.clone(), reason: self.refusal(refused) }),
        }
    }

    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        self.copy().ok()?.hint(seat, limits, stop)
    }

    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        let spec = seat.clone();
        self.ask(move |session| session.bind_agent(&spec)).unwrap_or_else(|r| Err(self.agent_error(seat, r)))
    }

    fn check_seat(&self, seat: &SeatSpec) -> Result<(), AgentError> {
        let spec = seat.clone();
        self.ask(move |session| session.check_seat(&spec)).unwrap_or_else(|r| Err(self.agent_error(seat, r)))
    }

    fn evaluate(&self) -> Vec<f32> {
        self.ask(|session| session.evaluate()).unwrap_or_else(|_| vec![0.0; self.info.player_count()])
    }

    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        self.copy().map(|copy| copy.search_speed(budget, seed)).unwrap_or_default()
    }

    fn snapshot(&self) -> Snapshot {
        if let Some(snapshot) = self.kept(|current| current.snapshot.clone()) {
            return snapshot;
        }
        // The board first, on its own: if the plugin then hangs in its legal moves, the
        // window shows the position its move list ends at, while it waits and after a fault.
        if let Ok((cursor, hash, board)) =
            self.ask(|session| (session.cursor(), session.hash(), session.board_view()))
        {
            let mut seen = self.seen.borrow_mut();
            (seen.cursor, seen.hash, seen.board) = (cursor, hash, Some(board));
        }
        let ask = |session: &mut Box<dyn GameSession>| session.snapshot();
        let refused = match self.ask_keeping(ask, |snapshot, session| session.keep_snapshot(snapshot)) {
            Ok(snapshot) => return snapshot,
            Err(refused) => refused,
        };
        let board = self.seen_board();
        let seen = self.seen.borrow();
        let (to_move, outcome) = match refused {
            Refused::Busy => (seen.to_move.unwrap_or(ToMove::Terminal), seen.outcome.clone()),
            Refused::Faulted => (ToMove::Terminal, Some(self.failed_outcome())),
        };
        Snapshot {
            cursor: seen.cursor,
            hash: seen.hash,
            to_move,
            phase: seen.phase.clone(),
            outcome,
            scores: seen.scores.clone(),
            board,
            // Nothing can be played until the plugin answers.
            moves: Vec::new(),
        }
    }

    fn fault(&self) -> Option<String> {
        self.settle();
        if let Some(fault) = self.fault.borrow().clone() {
            return Some(fault);
        }
        self.ask(|session| session.fault()).ok().flatten()
    }

    fn busy(&self) -> bool {
        self.settle();
        self.late.borrow().is_some() || self.unreported.replace(false)
    }
}

/// The copy a game gives while it cannot answer (busy or faulted): nothing to search, and
/// why.
struct Unanswered {
    info: GameInfo,
    reason: String,
}

impl Unanswered {
    fn error(&self) -> MoveError {
        MoveError::Illegal { notation: String::new(), source: IllegalMove::new(self.reason.clone()) }
    }
}

impl GameSession for Unanswered {
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
        Some(Outcome::draw(self.reason.clone()).with_code("plugin-failed"))
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
