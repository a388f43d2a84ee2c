//! The evaluation of every position of the game in progress, for the evaluation bar and
//! graph: judged on a worker thread as the game goes (and for an opened game), position by
//! position, with the seeded search of [`crate::review`], so a game shows the same figures
//! every time it is looked at.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;

use plateau_core::GameSession;

use crate::review::{Judgement, judge_seat, review_timeline};

/// The judgements of the positions of a timeline, and the worker filling them in.
#[derive(Default)]
pub struct GameReview {
    /// Per position (index = moves played), its judgement once known.
    values: Vec<Option<Judgement>>,
    worker: Option<Worker>,
    /// Node budget of the judging search (`None`: the level's own); tests use small ones.
    nodes: Option<u64>,
}

/// A thread judging positions from `from` on, sending each as it is done.
struct Worker {
    stop: Arc<AtomicBool>,
    results: Receiver<(usize, Judgement)>,
}

impl Drop for Worker {
    fn drop(&mut self) {
        self.stop.store(true, Ordering::Relaxed);
    }
}

impl GameReview {
    /// A review with the judgements a record brought (one per position), if any.
    pub fn from_record(values: Vec<Judgement>) -> Self {
        Self { values: values.into_iter().map(Some).collect(), ..Self::default() }
    }

    /// Uses a node budget of `nodes` for the positions judged from now on.
    pub fn set_nodes(&mut self, nodes: Option<u64>) {
        self.nodes = nodes;
    }

    /// Each position's judgement, as far as known (index = moves played).
    pub fn values(&self) -> &[Option<Judgement>] {
        &self.values
    }

    /// The judgement of the position after `index` moves, if known.
    pub fn at(&self, index: usize) -> Option<&Judgement> {
        self.values.get(index)?.as_ref()
    }

    /// True while positions are being judged.
    pub fn is_working(&self) -> bool {
        self.worker.is_some()
    }

    /// The timeline changed after position `index` (a move played there replaced what came
    /// after): later judgements are forgotten and the worker starts again.
    pub fn forget_after(&mut self, index: usize) {
        if self.values.len() > index + 1 {
            self.values.truncate(index + 1);
        }
        self.worker = None;
    }

    /// Takes in what the worker has judged; starts or stops it. `session` has `positions`
    /// positions in its timeline; `wanted`: the figures are shown; `busy`: the worker should
    /// leave the cores to the AI (a timed game's move). `wake` asks for a frame when a
    /// judgement arrives. Returns true when it took any.
    pub fn drive(
        &mut self,
        session: &dyn GameSession,
        positions: usize,
        wanted: bool,
        busy: bool,
        wake: impl Fn() + Send + 'static,
    ) -> bool {
        self.values.resize(positions, None);
        let took = self.take_results();
        let first_missing = self.values.iter().position(Option::is_none);
        if !wanted || busy || first_missing.is_none() {
            self.worker = None;
        } else if self.worker.is_none()
            && let Some(from) = first_missing
        {
            self.worker = Some(Worker::start(session, judge_seat(self.nodes), from, wake));
        }
        took
    }

    /// Waits until the worker has judged every position it set out to (tests: no clock
    /// involved).
    #[cfg(test)]
    pub(crate) fn finish(&mut self) {
        let Some(worker) = self.worker.take() else { return };
        for (index, judgement) in &worker.results {
            if let Some(slot) = self.values.get_mut(index) {
                *slot = Some(judgement);
            }
        }
    }

    /// Stores the judgements sent so far; drops a worker that has finished.
    fn take_results(&mut self) -> bool {
        let Some(worker) = &self.worker else { return false };
        let mut took = false;
        loop {
            match worker.results.try_recv() {
                Ok((index, judgement)) => {
                    if let Some(slot) = self.values.get_mut(index) {
                        *slot = Some(judgement);
                        took = true;
                    }
                }
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    self.worker = None;
                    break;
                }
            }
        }
        took
    }
}

impl Worker {
    fn start(
        session: &dyn GameSession,
        seat: plateau_core::ai::SeatSpec,
        from: usize,
        wake: impl Fn() + Send + 'static,
    ) -> Self {
        let copy = session.clone_box();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        let (tx, results) = mpsc::channel();
        thread::Builder::new()
            .name("plateau-review".into())
            .spawn(move || {
                review_timeline(copy.as_ref(), &seat, from, &flag, |index, judgement| {
                    let sent = tx.send((index, judgement)).is_ok();
                    wake();
                    sent
                });
            })
            .expect("spawning the review thread");
        Self { stop, results }
    }
}
