//! A study running on worker threads. A study may take minutes, so it never runs inside a
//! frame: one thread calls the lab core's runner (which plays on every core), counts the
//! finished games where the window can read them, and hands over the results when done.
//! Cancel asks the runner to stop; the games finished by then come back as results marked
//! interrupted.

use crate::tr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::thread;
use std::time::{Duration, Instant};

use plateau_core::lab::{PreparedStudy, Shard, StudyResults, run_study};

/// A running study. Dropping it stops the run; its results are then never looked at.
pub struct LabJob {
    stop: Arc<AtomicBool>,
    done: Arc<AtomicU64>,
    total: u64,
    /// When the run started, for the speed shown (never for anything the results depend on).
    started: Instant,
    result: Receiver<Result<StudyResults, String>>,
}

impl LabJob {
    /// Starts playing `prepared` on every core.
    pub fn start(prepared: PreparedStudy) -> Self {
        let study = &prepared.study;
        let total = study.rule_sets.len() as u64 * u64::from(study.games);
        let stop = Arc::new(AtomicBool::new(false));
        let done = Arc::new(AtomicU64::new(0));
        let (tx, result) = mpsc::channel();
        let (worker_stop, worker_done) = (Arc::clone(&stop), Arc::clone(&done));
        thread::Builder::new()
            .name("plateau-lab".into())
            .spawn(move || {
                // Workers report out of order: keep the largest count seen.
                let progress = |p: plateau_core::lab::LabProgress<'_>| {
                    worker_done.fetch_max(p.done, Ordering::Relaxed);
                };
                let results = run_study(&prepared, Shard::WHOLE, 0, Vec::new(), &worker_stop, &progress)
                    .map_err(|e| e.to_string());
                // The receiver is gone when the view was dropped; nothing to do then.
                let _ = tx.send(results);
            })
            .expect("spawning the lab thread");
        Self { stop, done, total, started: Instant::now(), result }
    }

    /// The results, once the run has ended (finished or cancelled); `None` meanwhile.
    pub fn poll(&self) -> Option<Result<StudyResults, String>> {
        match self.result.try_recv() {
            Ok(results) => Some(results),
            Err(TryRecvError::Empty) => None,
            // Only a panic (in a game or an agent) ends the thread without an answer.
            Err(TryRecvError::Disconnected) => {
                Some(Err(tr!("lab-stopped-unexpectedly", games = self.done())))
            }
        }
    }

    /// Asks the run to stop after the games under way are abandoned.
    pub fn cancel(&self) {
        self.stop.store(true, Ordering::Relaxed);
    }

    /// True once Cancel was pressed.
    pub fn is_stopping(&self) -> bool {
        self.stop.load(Ordering::Relaxed)
    }

    /// Games finished so far.
    pub fn done(&self) -> u64 {
        self.done.load(Ordering::Relaxed)
    }

    /// Games in the study.
    pub fn total(&self) -> u64 {
        self.total
    }

    /// Games per second so far, and the time left at that pace (once a game has finished).
    pub fn pace(&self) -> (f64, Option<Duration>) {
        let elapsed = self.started.elapsed().as_secs_f64();
        let done = self.done();
        if done == 0 || elapsed <= 0.0 {
            return (0.0, None);
        }
        let rate = done as f64 / elapsed;
        let left = self.total.saturating_sub(done) as f64 / rate;
        (rate, Some(Duration::from_secs_f64(left.min(1e9))))
    }
}

impl Drop for LabJob {
    fn drop(&mut self) {
        self.cancel();
    }
}
