//! Analysis mode's search: it studies the shown position until stopped, reporting after
//! each round, each round with twice the iterations of the one before (searches of a fixed
//! size, seeded, so a round's figures repeat; the first come within a blink).

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;

use plateau_core::GameSession;
use plateau_core::ai::{Hint, Limits};

use crate::review::analysis_seat;

/// Iterations of the first round.
pub const FIRST_ROUND: u64 = 2_000;
/// Iterations beyond which the search stops by itself (it has said what it can).
pub const LAST_ROUND: u64 = 4_096_000;

/// A search of one position, running until dropped or done.
pub struct AnalysisJob {
    stop: Arc<AtomicBool>,
    results: Receiver<Hint>,
    /// History cursor and position hash it studies.
    pub position: (usize, u64),
    /// The latest round's findings.
    pub latest: Option<Hint>,
    /// True once the last round is done.
    pub finished: bool,
}

impl AnalysisJob {
    /// Starts studying the current position of `session`; `wake` asks for a frame after each
    /// round.
    pub fn start(session: &dyn GameSession, first_round: u64, wake: impl Fn() + Send + 'static) -> Self {
        let copy = session.clone_box();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (tx, results) = mpsc::channel();
        thread::Builder::new()
            .name("plateau-analysis".into())
            .spawn(move || {
                let mut nodes = first_round.max(1);
                while nodes <= LAST_ROUND && !flag.load(Ordering::Relaxed) {
                    let seat = analysis_seat(nodes);
                    let Some(hint) = copy.hint(&seat, &Limits::NONE, &flag) else { break };
                    if flag.load(Ordering::Relaxed) || tx.send(hint).is_err() {
                        break;
                    }
                    wake();
                    nodes *= 2;
                }
            })
            .expect("spawning the analysis thread");
        let position = (session.cursor(), session.hash());
        Self { stop, results, position, latest: None, finished: false }
    }

    /// Takes the newest round's findings; true when there were new ones.
    pub fn poll(&mut self) -> bool {
        let mut fresh = false;
        loop {
            match self.results.try_recv() {
                Ok(hint) => {
                    self.latest = Some(hint);
                    fresh = true;
                }
                Err(mpsc::TryRecvError::Empty) => break,
                Err(mpsc::TryRecvError::Disconnected) => {
                    self.finished = true;
                    break;
                }
            }
        }
        fresh
    }
}

impl Drop for AnalysisJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
