//! Lock files: how one process at a time owns something on disk (a game the app keeps, a
//! study's output folder).
//!
//! The lock is the system's (`flock` on Unix, `LockFileEx` on Windows), taken with
//! [`File::try_lock`] on a small file of its own, so it goes with the process that holds it:
//! a window killed or a command stopped never leaves a stale lock behind. Such a process
//! leaves the empty file, which locks nothing; whoever takes it next removes it when done.
//! Locks belong to an open file, not to a process: two [`FileLock`]s in one process exclude
//! each other as two processes do.

use std::fs::{File, OpenOptions, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

use super::FileError;

/// A lock held on the file at a path, released (and the file removed) when dropped.
#[derive(Debug)]
pub struct FileLock {
    path: PathBuf,
    file: File,
}

/// How often a lock file replaced under the taker is opened again before giving up.
const ATTEMPTS: usize = 8;

impl FileLock {
    /// Takes the lock at `path`, making the file if needed (not its folder); `Ok(None)` when
    /// another holder has it. Never waits.
    pub fn try_take(path: &Path) -> Result<Option<Self>, FileError> {
        for _ in 0..ATTEMPTS {
            let file = OpenOptions::new()
                .read(true)
                .write(true)
                .create(true)
                .truncate(false)
                .open(path)
                .map_err(|e| failed(path, e))?;
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Ok(None),
                Err(TryLockError::Error(e)) => return Err(failed(path, e)),
            }
            // The holder before may have removed the file between its opening here and its
            // locking: a lock on a file no longer at `path` would lock nothing.
            if still_there(&file, path) {
                return Ok(Some(Self { path: path.to_owned(), file }));
            }
        }
        Err(failed(path, io::Error::other("the lock file keeps being replaced")))
    }

    /// True when another holder has the lock at `path` now (no file there is no lock).
    pub fn is_taken(path: &Path) -> Result<bool, FileError> {
        let file = match OpenOptions::new().read(true).write(true).open(path) {
            Ok(file) => file,
            Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(false),
            Err(e) => return Err(failed(path, e)),
        };
        // A shared lock: two lookers never take each other for a holder.
        match file.try_lock_shared() {
            Ok(()) => Ok(false),
            Err(TryLockError::WouldBlock) => Ok(true),
            Err(TryLockError::Error(e)) => Err(failed(path, e)),
        }
    }

    /// The lock file.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for FileLock {
    fn drop(&mut self) {
        // Removed while still locked, so nobody can have taken it in between; a taker that
        // opened it before sees it gone once it locks, and makes a new one.
        if REMOVABLE && still_there(&self.file, &self.path) {
            let _ = std::fs::remove_file(&self.path);
        }
    }
}

/// Only where a file's identity can be checked ([`still_there`]) is a lock file removed.
const REMOVABLE: bool = cfg!(unix);

/// True when `path` still names the file `file` has open.
fn still_there(file: &File, path: &Path) -> bool {
    if !REMOVABLE {
        // Never removed there, so always there.
        return true;
    }
    let ours = file.metadata().ok().as_ref().and_then(super::FileId::from_metadata);
    ours.is_some() && ours == super::FileId::of(path)
}

fn failed(path: &Path, error: io::Error) -> FileError {
    FileError::Io { path: path.to_owned(), action: "lock", error }
}
