//! Analysis mode's search: it studies the shown position until stopped, reporting after
//! each round. Each round is the one judging search ([`judge_seat`]), seeded and of a fixed
//! size, so a round's figures repeat: the first at the judge's own budget (so its figures
//! are those of the hint and the evaluation bar), each later one with twice the nodes the
//! one before spent.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::thread;

use plateau_core::GameSession;
use plateau_core::ai::Hint;

use crate::review::{judge_limits, judge_seat};

/// Nodes of the first round: `None`, the judging search's own budget.
pub const FIRST_ROUND: Option<u64> = None;
/// Moves scored besides the best, for the list of analysis mode (an alpha-beta search scores
/// them after its answer; MCTS reports every root move anyway).
const OTHER_LINES: u32 = 4;

/// Nodes beyond which the search stops by itself (it has said what it can).
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
    /// Starts studying the current position of `session`, the first round with
    /// `first_round` nodes (`None`: the judge's own budget); `wake` asks for a frame after
    /// each round.
    pub fn start(
        session: &dyn GameSession,
        first_round: Option<u64>,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let copy = session.clone_box();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (tx, results) = mpsc::channel();
        thread::Builder::new()
            .name("plateau-analysis".into())
            .spawn(move || {
                let mut nodes = first_round.map(|n| n.max(1));
                while nodes.is_none_or(|n| n <= LAST_ROUND) && !flag.load(Ordering::Relaxed) {
                    // The other lines leave the answer and its figure as the judge's own.
                    let limits = judge_limits().with_lines(OTHER_LINES);
                    let Some(hint) = copy.hint(&judge_seat(nodes), &limits, &flag) else { break };
                    // A proof is final, and a search that spent nothing (a forced move) has
                    // nothing more to say.
                    let done = hint.proven.is_some() || hint.nodes == 0;
                    let spent = nodes.unwrap_or(hint.nodes).max(hint.nodes);
                    if flag.load(Ordering::Relaxed) || tx.send(hint).is_err() || done {
                        break;
                    }
                    wake();
                    nodes = Some(spent.saturating_mul(2));
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

impl AnalysisJob {
    /// Waits for the next round's findings (tests: no clock involved); false once the
    /// search has ended.
    #[cfg(test)]
    pub(crate) fn wait_round(&mut self) -> bool {
        let Ok(hint) = self.results.recv() else { return false };
        self.latest = Some(hint);
        true
    }
}

impl Drop for AnalysisJob {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}
