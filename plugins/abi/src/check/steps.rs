//! Time limits on each step of a probe. A plugin that hangs in one call (making a game with
//! one option value, a search that never ends) must fail its probe naming that call, not
//! pass it, nor hold up whoever waits for the verdict.
//!
//! Each step runs under [`Steps::run`] with a limit. A step that comes back late fails with
//! "… did not return within 2 s". One that never comes back (a native plugin's loop cannot be
//! interrupted) is found by [`Steps::watch`], on another thread, which says which step hung
//! so that the probe can report it and end; the same watcher raises the stop flag of a
//! search step when its time is up, so a search that honours it ends in time.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard, PoisonError};
use std::time::{Duration, Instant};

/// The steps of one probe, shared between the thread that runs them and the one that
/// watches them.
#[derive(Clone, Debug, Default)]
pub struct Steps {
    shared: Arc<Shared>,
}

#[derive(Debug, Default)]
struct Shared {
    state: Mutex<State>,
    changed: Condvar,
}

#[derive(Debug, Default)]
struct State {
    running: Option<Running>,
    /// No more steps will come.
    finished: bool,
    /// When the whole probe must be over, and how long that was.
    deadline: Option<(Instant, Duration)>,
}

/// The step under way.
#[derive(Debug)]
struct Running {
    what: String,
    started: Instant,
    limit: Duration,
    /// A search's stop flag and when to raise it.
    stop: Option<(Arc<AtomicBool>, Duration)>,
}

impl Running {
    fn overdue(&self, now: Instant) -> bool {
        now.duration_since(self.started) > self.limit
    }
}

impl Steps {
    /// Steps with no limit on their total.
    pub fn new() -> Self {
        Self::default()
    }

    /// Steps that, together, may take `total`: a step asked to start later fails at once.
    #[must_use]
    pub fn within(self, total: Duration) -> Self {
        self.lock().deadline = Some((Instant::now() + total, total));
        self
    }

    fn lock(&self) -> MutexGuard<'_, State> {
        self.shared.state.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Runs `body` as the step `what`, which may take `limit`: its value, or why the step
    /// failed ("… did not return within 2 s").
    pub fn run<T>(&self, what: &str, limit: Duration, body: impl FnOnce() -> T) -> Result<T, String> {
        self.step(what, limit, None, body)
    }

    /// Runs a search as the step `what`: `body` gets a stop flag, which the watcher raises
    /// after `stop_after`; the step may take `limit` in all.
    pub fn run_search<T>(
        &self,
        what: &str,
        stop_after: Duration,
        limit: Duration,
        body: impl FnOnce(&AtomicBool) -> T,
    ) -> Result<T, String> {
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        self.step(what, limit, Some((stop, stop_after)), || body(&flag))
    }

    fn step<T>(
        &self,
        what: &str,
        limit: Duration,
        stop: Option<(Arc<AtomicBool>, Duration)>,
        body: impl FnOnce() -> T,
    ) -> Result<T, String> {
        let started = Instant::now();
        {
            let mut state = self.lock();
            if let Some((deadline, total)) = state.deadline
                && started >= deadline
            {
                return Err(format!(
                    "the probe did not finish within {}; {what} was not tried",
                    seconds(total)
                ));
            }
            state.running = Some(Running { what: what.to_owned(), started, limit, stop });
        }
        self.shared.changed.notify_all();
        let value = body();
        self.lock().running = None;
        if started.elapsed() > limit {
            return Err(overran(what, limit));
        }
        Ok(value)
    }

    /// Says that no more steps will come: [`Steps::watch`] returns.
    pub fn finish(&self) {
        self.lock().finished = true;
        self.shared.changed.notify_all();
    }

    /// Watches the steps until [`Steps::finish`]: raises each search's stop flag when its
    /// time is up, and returns what the first step that overran its limit was (`None` if
    /// every step came back in time). Meant for a thread of its own.
    pub fn watch(&self) -> Option<String> {
        let mut state = self.lock();
        loop {
            if state.finished {
                return None;
            }
            let now = Instant::now();
            let mut wake = None;
            if let Some(running) = &state.running {
                if running.overdue(now) {
                    return Some(overran(&running.what, running.limit));
                }
                wake = Some(running.started + running.limit);
                if let Some((flag, after)) = &running.stop {
                    let due = running.started + *after;
                    if now >= due {
                        flag.store(true, Ordering::Relaxed);
                    } else {
                        wake = Some(due);
                    }
                }
            }
            // A moment past the next deadline, so that it has passed on waking.
            let wait = wake.map_or(Duration::from_hours(1), |at| {
                at.saturating_duration_since(now) + Duration::from_millis(1)
            });
            state = self.shared.changed.wait_timeout(state, wait).unwrap_or_else(PoisonError::into_inner).0;
        }
    }
}

/// "`what` did not return within 2 s".
fn overran(what: &str, limit: Duration) -> String {
    format!("{what} did not return within {}", seconds(limit))
}

/// "2 s", "2.5 s", "20 ms".
fn seconds(duration: Duration) -> String {
    if duration.subsec_nanos() == 0 {
        format!("{} s", duration.as_secs())
    } else if duration < Duration::from_secs(1) {
        format!("{} ms", duration.as_millis())
    } else {
        format!("{:.1} s", duration.as_secs_f64())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_a_step_that_never_returns_is_named_by_the_watcher() {
        let steps = Steps::new();
        let watcher = {
            let steps = steps.clone();
            std::thread::spawn(move || steps.watch())
        };
        assert_eq!(steps.run("a quick call", Duration::from_mins(1), || 7), Ok(7));
        // A step that waits for a signal that never comes until the watcher has spoken.
        let (tell, told) = std::sync::mpsc::channel::<Option<String>>();
        let hung = {
            let steps = steps.clone();
            std::thread::spawn(move || {
                steps.run("Game::new with option size=9", Duration::from_millis(20), || told.recv())
            })
        };
        let verdict = watcher.join().unwrap();
        assert_eq!(verdict.as_deref(), Some("Game::new with option size=9 did not return within 20 ms"));
        tell.send(verdict).unwrap();
        // Come back at last, the step still failed.
        let late = hung.join().unwrap().unwrap_err();
        assert_eq!(late, "Game::new with option size=9 did not return within 20 ms");
    }

    #[test]
    fn trust_a_search_step_is_asked_to_stop_and_one_that_stops_passes() {
        let steps = Steps::new();
        let watcher = {
            let steps = steps.clone();
            std::thread::spawn(move || steps.watch())
        };
        let stopped = steps.run_search("a search", Duration::ZERO, Duration::from_mins(10), |stop| {
            while !stop.load(Ordering::Relaxed) {
                std::thread::yield_now();
            }
            "stopped"
        });
        assert_eq!(stopped, Ok("stopped"));
        steps.finish();
        assert_eq!(watcher.join().unwrap(), None);
    }

    #[test]
    fn steps_past_the_total_are_not_tried() {
        let steps = Steps::new().within(Duration::ZERO);
        let error = steps.run("undo", Duration::from_secs(2), || ()).unwrap_err();
        assert_eq!(error, "the probe did not finish within 0 s; undo was not tried");
        assert_eq!(seconds(Duration::from_secs(2)), "2 s");
        assert_eq!(seconds(Duration::from_millis(2500)), "2.5 s");
        assert_eq!(seconds(Duration::from_millis(500)), "500 ms");
    }
}
