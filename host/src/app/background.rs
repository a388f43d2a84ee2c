//! Work for the window done on a thread of its own, whose answer the window looks for once a
//! frame: what asks a plugin's game something that may take long (making a game, replaying a
//! lesson, checking a study) runs this way, so the window draws on meanwhile.
//!
//! A [`Job`] is done at once when its work is the app's own (a built-in game), and on a
//! thread of its own otherwise. There every guarded plugin session waits its whole patience
//! for each answer (`crate::guarded::patiently`): nothing draws on that thread. Dropping a
//! job raises its stop flag, which its work may look at, and leaves its answer unread.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, mpsc};
use std::time::Duration;

/// How long the window waits for a job's answer before it goes on drawing and looks again
/// later: a healthy plugin answers in microseconds.
pub const FIRST_WAIT: Duration = crate::guarded::DEFAULT_SLICE;

/// How often the window looks again meanwhile.
pub const POLL: Duration = Duration::from_millis(50);

/// The job's thread ended without an answer (it could not start, or its work panicked).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ended;

/// Work under way, or its answer until taken.
pub enum Job<T> {
    /// Done already (at once), until taken.
    Done(Option<T>),
    /// Being done on a thread of its own.
    Running { answer: mpsc::Receiver<T>, stop: Arc<AtomicBool> },
}

impl<T: Send + 'static> Job<T> {
    /// Does `work` at once, or (`off_thread`) on a thread of its own called `name`; `work`
    /// is given the job's stop flag.
    pub fn start(off_thread: bool, name: &str, work: impl FnOnce(&AtomicBool) -> T + Send + 'static) -> Self {
        if !off_thread {
            return Self::Done(Some(work(&AtomicBool::new(false))));
        }
        let (send, answer) = mpsc::sync_channel(1);
        let stop = Arc::new(AtomicBool::new(false));
        let flag = Arc::clone(&stop);
        // Should the thread not start, the closure and its sender are dropped, and `take`
        // says so.
        let _ = std::thread::Builder::new().name(name.to_owned()).spawn(move || {
            let done = crate::guarded::patiently(|| work(&flag));
            // The receiver is gone when the job was dropped; nothing to do then.
            let _ = send.send(done);
        });
        Self::Running { answer, stop }
    }
}

impl<T> Job<T> {
    /// The answer once there (waiting at most `wait` for it), or [`Ended`] if the thread
    /// ended without one; `None` while the work goes on. Gives it once.
    pub fn take(&mut self, wait: Duration) -> Option<Result<T, Ended>> {
        match self {
            Self::Done(done) => done.take().map(Ok),
            Self::Running { answer, .. } => match answer.recv_timeout(wait) {
                Ok(done) => Some(Ok(done)),
                Err(mpsc::RecvTimeoutError::Timeout) => None,
                Err(mpsc::RecvTimeoutError::Disconnected) => Some(Err(Ended)),
            },
        }
    }
}

impl<T> Drop for Job<T> {
    fn drop(&mut self) {
        if let Self::Running { stop, .. } = self {
            stop.store(true, Ordering::Relaxed);
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::Ordering;
    use std::sync::mpsc;
    use std::time::Duration;

    use super::{Ended, Job};

    #[test]
    fn work_of_the_app_is_done_at_once_and_given_once() {
        let mut job = Job::start(false, "test", |_| 7);
        assert_eq!(job.take(Duration::ZERO), Some(Ok(7)));
        assert_eq!(job.take(Duration::ZERO), None);
    }

    #[test]
    fn work_off_the_thread_answers_later_and_a_dropped_job_is_told_to_stop() {
        let (go, gate) = mpsc::channel::<()>();
        let (seen, stopped) = mpsc::channel();
        let mut job = Job::start(true, "test", move |_| {
            gate.recv().ok();
            5
        });
        assert_eq!(job.take(Duration::ZERO), None, "not before the work is let go");
        go.send(()).unwrap();
        assert_eq!(job.take(Duration::from_mins(1)), Some(Ok(5)));

        let (go, gate) = mpsc::channel::<()>();
        let job = Job::start(true, "test", move |stop| {
            gate.recv().ok();
            seen.send(stop.load(Ordering::Relaxed)).ok();
        });
        drop(job);
        go.send(()).unwrap();
        assert_eq!(stopped.recv_timeout(Duration::from_mins(1)), Ok(true));
    }

    #[test]
    fn a_thread_that_ends_without_an_answer_says_so() {
        let mut job: Job<u8> = Job::start(true, "test", |_| panic!("the work fails"));
        assert_eq!(job.take(Duration::from_mins(1)), Some(Err(Ended)));
    }
}
