//! Writing the app's own files on a thread of their own: a slow or stalled disk (a network
//! home folder, a flush that takes a second) never holds up a frame. Each file is written the
//! one way every file is ([`plateau_core::files::write`]), in the order asked.

use std::path::PathBuf;
use std::sync::mpsc::{self, Sender};
use std::sync::{Arc, Mutex, PoisonError};
use std::thread::{self, JoinHandle};

/// One thing to do on the disk.
enum Job {
    Write(PathBuf, Vec<u8>),
    Remove(PathBuf),
    /// Answers once everything asked before it is done.
    Flush(Sender<()>),
    /// Runs once everything asked before it is done.
    After(Box<dyn FnOnce() + Send>),
}

/// The writing thread. Dropping it waits for every write asked so far.
pub struct DiskWriter {
    jobs: Option<Sender<Job>>,
    thread: Option<JoinHandle<()>>,
    failures: Arc<Mutex<Vec<String>>>,
}

impl DiskWriter {
    /// Starts the thread; if none can start, the writes are done where they are asked.
    pub fn new() -> Self {
        let failures = Arc::new(Mutex::new(Vec::new()));
        let (tx, rx) = mpsc::channel::<Job>();
        let failed = Arc::clone(&failures);
        let thread = thread::Builder::new().name("plateau-disk".into()).spawn(move || {
            for job in rx {
                if let Some(failure) = run(job) {
                    failed.lock().unwrap_or_else(PoisonError::into_inner).push(failure);
                }
            }
        });
        match thread {
            Ok(thread) => Self { jobs: Some(tx), thread: Some(thread), failures },
            Err(_) => Self { jobs: None, thread: None, failures },
        }
    }

    /// Writes `bytes` to `path` (replacing it whole, or not at all), making its folder if
    /// needed.
    pub fn write(&self, path: PathBuf, bytes: Vec<u8>) {
        self.send(Job::Write(path, bytes));
    }

    /// Removes `path`, if it is there.
    pub fn remove(&self, path: PathBuf) {
        self.send(Job::Remove(path));
    }

    /// Runs `job` on the writing thread once everything asked so far is on disk (or has
    /// failed): what must follow the writes (letting another window have a game) or must not
    /// hold up a frame (looking at files again).
    pub fn after(&self, job: impl FnOnce() + Send + 'static) {
        self.send(Job::After(Box::new(job)));
    }

    /// Waits until everything asked so far is on disk (or has failed).
    pub fn flush(&self) {
        let (tx, rx) = mpsc::channel();
        self.send(Job::Flush(tx));
        let _ = rx.recv();
    }

    /// What failed since the last call, one message each.
    pub fn take_failures(&self) -> Vec<String> {
        std::mem::take(&mut *self.failures.lock().unwrap_or_else(PoisonError::into_inner))
    }

    fn send(&self, job: Job) {
        let job = match &self.jobs {
            Some(jobs) => match jobs.send(job) {
                Ok(()) => return,
                Err(mpsc::SendError(job)) => job,
            },
            None => job,
        };
        // No thread (it could not start, or it died): do it here rather than not at all.
        if let Some(failure) = run(job) {
            self.failures.lock().unwrap_or_else(PoisonError::into_inner).push(failure);
        }
    }
}

impl Default for DiskWriter {
    fn default() -> Self {
        Self::new()
    }
}

impl Drop for DiskWriter {
    fn drop(&mut self) {
        self.jobs = None;
        if let Some(thread) = self.thread.take() {
            let _ = thread.join();
        }
    }
}

/// Does `job`; the message of its failure, if it failed.
fn run(job: Job) -> Option<String> {
    match job {
        Job::Write(path, bytes) => {
            if let Some(folder) = path.parent()
                && let Err(e) = std::fs::create_dir_all(folder)
            {
                return Some(format!("{}: {e}", folder.display()));
            }
            plateau_core::files::write(&path, &bytes).err().map(|e| e.to_string())
        }
        Job::Remove(path) => match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => Some(format!("{}: {e}", path.display())),
            _ => None,
        },
        Job::Flush(done) => {
            let _ = done.send(());
            None
        }
        Job::After(job) => {
            job();
            None
        }
    }
}
