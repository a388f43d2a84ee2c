//! AI searches on a worker thread, so thinking never freezes the window.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread;
use std::time::Instant;

use plateau_core::GameSession;
use plateau_core::ai::{Hint, Limits, SeatSpec, SessionAgent};

/// An AI seat's agent, shared with the worker thread while it searches. It follows the game
/// move by move, so its search tree carries over between its turns. The window only notes
/// each move; the agent is told on its next search's thread, before it thinks: a plugin's
/// agent may take long over a move (a native one has no time limit), and even a built-in
/// agent's tree takes a while to let go of.
#[derive(Clone)]
pub struct SharedAgent {
    agent: Arc<Mutex<Box<dyn SessionAgent>>>,
    /// The moves played since the agent was last told, oldest first. Held only for a push or
    /// a take, never while the agent works, so the window never waits on it for long.
    untold: Arc<Mutex<Vec<u32>>>,
    /// The agent refused a move it was told: it is out of step, to be bound again.
    lost: Arc<AtomicBool>,
}

impl SharedAgent {
    /// Shares `agent`, which stands at the position the game shows.
    pub fn new(agent: Box<dyn SessionAgent>) -> Self {
        Self {
            agent: Arc::new(Mutex::new(agent)),
            untold: Arc::default(),
            lost: Arc::new(AtomicBool::new(false)),
        }
    }

    /// Notes that move `id` was played, for the agent to follow before it next thinks.
    pub fn follow(&self, id: u32) {
        self.untold.lock().unwrap_or_else(PoisonError::into_inner).push(id);
    }

    /// True once the agent has refused a move it was told: it must be bound again.
    pub fn is_lost(&self) -> bool {
        self.lost.load(Ordering::Relaxed)
    }

    /// On a worker thread: tells the agent the moves played since it was last told, then
    /// lets it choose its move. `None` when it has none, or refused a move (it is lost then).
    pub fn select(&self, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        let mut agent = self.agent.lock().unwrap_or_else(PoisonError::into_inner);
        let untold = std::mem::take(&mut *self.untold.lock().unwrap_or_else(PoisonError::into_inner));
        for id in untold {
            if agent.play(id).is_err() {
                self.lost.store(true, Ordering::Relaxed);
                return None;
            }
        }
        agent.select(limits, stop)
    }
}

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
        let think = move |stop: &AtomicBool| Answer::Move(agent.select(&limits, stop));
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

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;
    use std::sync::{Arc, Mutex, mpsc};
    use std::time::Duration;

    use plateau_core::MoveError;
    use plateau_core::ai::{Hint, Limits, SessionAgent};

    use super::SharedAgent;

    /// Records the moves it is told; chooses the last of them, once let go.
    struct Recorder {
        told: Arc<Mutex<Vec<u32>>>,
        refuses: Option<u32>,
        go: Option<mpsc::Receiver<()>>,
    }

    impl SessionAgent for Recorder {
        fn select(&mut self, _: &Limits, _: &AtomicBool) -> Option<u32> {
            if let Some(go) = &self.go {
                go.recv().ok();
            }
            self.told.lock().unwrap().last().copied()
        }
        fn hint(&mut self, _: &Limits, _: &AtomicBool) -> Option<Hint> {
            None
        }
        fn play(&mut self, id: u32) -> Result<(), MoveError> {
            if self.refuses == Some(id) {
                return Err(MoveError::GameOver);
            }
            self.told.lock().unwrap().push(id);
            Ok(())
        }
    }

    fn select_on_a_worker(agent: &SharedAgent) -> std::thread::JoinHandle<Option<u32>> {
        let agent = agent.clone();
        std::thread::spawn(move || agent.select(&Limits::NONE, &AtomicBool::new(false)))
    }

    #[test]
    fn moves_are_told_on_the_searchs_thread_in_order_and_noted_at_once_while_it_thinks() {
        let told = Arc::new(Mutex::new(Vec::new()));
        let (go, gate) = mpsc::channel();
        let agent =
            SharedAgent::new(Box::new(Recorder { told: Arc::clone(&told), refuses: None, go: Some(gate) }));
        agent.follow(3);
        agent.follow(5);
        assert!(told.lock().unwrap().is_empty(), "noting a move tells the agent nothing yet");
        let thinking = select_on_a_worker(&agent);
        // The agent is busy thinking (its lock held): a move is noted all the same.
        while told.lock().unwrap().len() < 2 {
            std::thread::sleep(Duration::from_millis(1));
        }
        agent.follow(8);
        go.send(()).unwrap();
        assert_eq!(thinking.join().unwrap(), Some(5));
        go.send(()).unwrap();
        assert_eq!(select_on_a_worker(&agent).join().unwrap(), Some(8));
        assert_eq!(*told.lock().unwrap(), [3, 5, 8]);
        assert!(!agent.is_lost());
    }

    #[test]
    fn an_agent_that_refuses_a_move_it_is_told_is_lost() {
        let told = Arc::new(Mutex::new(Vec::new()));
        let agent =
            SharedAgent::new(Box::new(Recorder { told: Arc::clone(&told), refuses: Some(4), go: None }));
        agent.follow(2);
        agent.follow(4);
        assert_eq!(select_on_a_worker(&agent).join().unwrap(), None);
        assert!(agent.is_lost());
        assert_eq!(*told.lock().unwrap(), [2]);
    }
}
