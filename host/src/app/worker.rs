//! AI searches on a worker thread, so thinking never freezes the window.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Instant;

use plateau_core::GameSession;
use plateau_core::ai::{Hint, Limits, SeatSpec, SessionAgent};

/// An AI seat's agent, shared with the worker thread while it searches. It follows the game
/// move by move, so its search tree carries over between its turns.
pub type SharedAgent = Arc<Mutex<Box<dyn SessionAgent>>>;

/// The limits of the app's searches: the seat's own budget, on every core when that budget
/// is a time per move (a level's node budget stays on one, so it plays the same everywhere).
pub fn search_limits() -> Limits {
    Limits::NONE.with_threads(crate::cli::numbers::cores())
}

/// Why a search runs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Purpose {
    /// An AI seat's move.
    Move,
    /// A suggestion for the human to move.
    Hint,
}

/// A search in progress. Dropping it asks the search to stop; its result is then ignored.
pub struct AiJob {
    stop: Arc<AtomicBool>,
    result: Receiver<Answer>,
    /// When it started (for the thinking indicator and the minimum move delay).
    pub started: Instant,
    /// Why it runs.
    pub purpose: Purpose,
    /// History cursor and position hash it was started for; a result for another position is
    /// stale.
    pub position: (usize, u64),
}

/// What a finished search answered.
#[derive(Debug)]
pub enum Answer {
    /// An AI seat's move, or `None` if the agent had none.
    Move(Option<u32>),
    /// A suggestion with its evidence, or `None` if there was none.
    Hint(Option<Hint>),
}

/// What a poll found.
#[derive(Debug)]
pub enum Poll {
    /// Still thinking.
    Thinking,
    /// Done.
    Done(Answer),
}

impl AiJob {
    /// Starts an AI seat's bound agent choosing its move. `wake` is called when the result is
    /// ready (the app passes a repaint request).
    pub fn spawn_move(
        session: &dyn GameSession,
        agent: SharedAgent,
        limits: Limits,
        wake: impl FnOnce() + Send + 'static,
    ) -> Self {
        let think = move |stop: &AtomicBool| {
            Answer::Move(agent.lock().unwrap_or_else(PoisonError::into_inner).select(&limits, stop))
        };
        Self::start(session, Purpose::Move, think, wake)
    }

    /// Starts `spec` thinking on a copy of `session` (hints). `wake` is called when the result
    /// is ready.
    pub fn spawn(
        session: &dyn GameSession,
        spec: SeatSpec,
        limits: Limits,
        purpose: Purpose,
        wake: impl FnOnce() + Send + 'static,
    ) -> Self {
        let copy = session.clone_box();
        let think = move |stop: &AtomicBool| match purpose {
            Purpose::Move => Answer::Move(copy.think(&spec, &limits, stop)),
            Purpose::Hint => Answer::Hint(copy.hint(&spec, &limits, stop)),
        };
        Self::start(session, purpose, think, wake)
    }

    /// Runs `think` on a worker thread for the position of `session`, with a fresh stop
    /// flag; sends its answer and calls `wake` when done.
    fn start(
        session: &dyn GameSession,
        purpose: Purpose,
        think: impl FnOnce(&AtomicBool) -> Answer + Send + 'static,
        wake: impl FnOnce() + Send + 'static,
    ) -> Self {
        let stop = Arc::new(AtomicBool::new(false));
        let (tx, result) = mpsc::channel();
        let flag = Arc::clone(&stop);
        thread::Builder::new()
            .name("plateau-ai".into())
            .spawn(move || {
                let answer = think(&flag);
                // The receiver is gone when the job was cancelled; nothing to do then.
                let _ = tx.send(answer);
                wake();
            })
            .expect("spawning the AI thread");
        let position = (session.cursor(), session.hash());
        Self { stop, result, started: Instant::now(), purpose, position }
    }

    /// Checks for the result without blocking.
    pub fn poll(&self) -> Poll {
        match self.result.try_recv() {
            Ok(answer) => Poll::Done(answer),
            Err(TryRecvError::Empty) => Poll::Thinking,
            Err(TryRecvError::Disconnected) => Poll::Done(match self.purpose {
                Purpose::Move => Answer::Move(None),
                Purpose::Hint => Answer::Hint(None),
            }),
        }
    }

    /// Asks the search to stop early and answer with its best move so far.
    pub fn hurry(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl Drop for AiJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
