//! The games the app keeps without being asked, between runs and across windows.
//!
//! Two kinds are kept, each game in a file of its own under the user's data folder
//! (`$XDG_DATA_HOME/plateau/games`, else `~/.local/share/plateau/games`):
//!
//! - `unfinished/`: a game still in progress with moves nobody saved. Its file is written
//!   after every change and at exit, so a crash or a killed window loses at most the move
//!   being made; it goes when the game is saved to a file of the person's, when it is
//!   discarded, or when nobody has touched it for [`EXPIRY_DAYS`] days.
//! - `finished/`: a game that ended and was never saved, kept until the person deletes it
//!   (as an online board keeps every game played).
//!
//! Each file is an ordinary save (it opens with File > Open too) named after a key made once
//! per game. Files are written on the [`DiskWriter`]'s thread, atomically.
//!
//! Several windows may share the folder, so a kept game is owned by one window at a time: the
//! one that plays it holds a lock on `locks/<key>.lock` ([`FileLock`], released by the system
//! when the window's process ends, however it ends). A window writes or removes only the
//! games it owns; one that another window owns is listed as open there, not offered
//! (`super::kept_owner`). A game is owned from its first write, or from the moment Resume,
//! Open or Discard takes it, until its window closes or replaces it.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{self, Receiver};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, SystemTime};

use plateau_core::files::{self, FileKind, FileLock};
use plateau_core::save::{SaveError, SaveFile};

use super::disk_writer::DiskWriter;

/// An unfinished game untouched for this many days is let go at the next start.
pub const EXPIRY_DAYS: u64 = 90;

/// Which list a kept game is in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeptKind {
    /// Still in progress, with moves nobody saved.
    Unfinished,
    /// Over, and never saved.
    Finished,
}

impl KeptKind {
    fn folder(self) -> &'static str {
        match self {
            Self::Unfinished => "unfinished",
            Self::Finished => "finished",
        }
    }
}

/// A game the app keeps.
#[derive(Clone, Debug)]
pub struct KeptGame {
    /// Names its file; made once per game (`new_key`).
    pub key: String,
    /// The game.
    pub save: SaveFile,
    /// Another window has the game open (owns it): listed, not offered.
    pub open_elsewhere: bool,
}

impl KeptGame {
    /// When the game began, in local time: [`new_key`] wrote it into the key.
    pub fn begun(&self) -> Option<jiff::ZonedDateTime> {
        let millis: i64 = self.key.split('-').nth(1)?.parse().ok()?;
        let instant = jiff::Timestamp::from_millisecond(millis).ok()?;
        Some(instant.to_zoned_datetime(jiff::tz::TimeZone::system()))
    }
}

/// Whether this window may write a kept game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Claim {
    /// It owns the game now.
    Owned,
    /// Another window does.
    Elsewhere,
    /// Its lock could not be taken (a read-only folder, …): why.
    Failed(String),
}

/// What a kept game open in another window has become, looked at again
/// ([`Shelf::look_again`]).
#[derive(Debug)]
pub enum Now {
    /// Still open there (or its file could not be read this time).
    Elsewhere,
    /// Let go, as it is on disk now.
    Free(KeptKind, Box<SaveFile>),
    /// No longer kept: saved to a file of the person's, discarded, or deleted there.
    Gone,
}

/// The folder of kept games with its writer (or none: tests and pictures keep them in
/// memory only), and what was in it at start.
pub struct Shelf {
    disk: Option<(PathBuf, DiskWriter)>,
    unfinished: Vec<KeptGame>,
    finished: Vec<KeptGame>,
    /// Files that could not be read at start, one message each (they are left in place).
    problems: Vec<String>,
    /// What could not be done for want of ownership since the last [`Shelf::take_failures`].
    refused: Vec<String>,
    /// The locks of the games this window owns, by key. Declared after `disk`, so dropping
    /// the shelf waits for its writes before it lets the games go.
    owned: HashMap<String, FileLock>,
    /// Locks let go, each with its ticket, until the writing thread drops them once the
    /// writes asked before are done; meanwhile this window can take its game back.
    releasing: Releasing,
    /// The ticket of the next lock let go: a later release is never undone by an earlier one.
    next_ticket: u64,
}

/// Locks being let go, shared with the writing thread.
type Releasing = Arc<Mutex<HashMap<String, (u64, FileLock)>>>;

impl Shelf {
    /// A shelf that keeps nothing on disk.
    pub fn none() -> Self {
        Self {
            disk: None,
            unfinished: Vec::new(),
            finished: Vec::new(),
            problems: Vec::new(),
            refused: Vec::new(),
            owned: HashMap::new(),
            releasing: Releasing::default(),
            next_ticket: 0,
        }
    }

    /// The shelf in the user's data folder, or none where there is no such folder.
    pub fn user() -> Self {
        match crate::plugins::user_data_dir() {
            Some(data) => Self::at(&data.join("games")),
            None => Self::none(),
        }
    }

    /// The shelf in `folder` with the games it holds, the latest first. Unfinished games
    /// older than [`EXPIRY_DAYS`] are removed; files that do not read as saves are left
    /// where they are and named in [`Shelf::problems`]; games another window owns are
    /// marked [`KeptGame::open_elsewhere`].
    pub fn at(folder: &Path) -> Self {
        let mut shelf = Self { disk: Some((folder.to_owned(), DiskWriter::new())), ..Self::none() };
        let elsewhere = open_elsewhere(folder);
        let expiry = Duration::from_secs(EXPIRY_DAYS * 24 * 60 * 60);
        for kind in [KeptKind::Unfinished, KeptKind::Finished] {
            let mut found: Vec<(SystemTime, KeptGame)> = Vec::new();
            let Ok(entries) = fs::read_dir(folder.join(kind.folder())) else { continue };
            for entry in entries.flatten() {
                let path = entry.path();
                let Some(key) = kept_key(&path) else { continue };
                let open_elsewhere = elsewhere.contains(&key);
                let changed = entry.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
                let age = SystemTime::now().duration_since(changed).unwrap_or_default();
                if kind == KeptKind::Unfinished && age > expiry && !open_elsewhere {
                    if let Ok(Some(_lock)) = take_lock(folder, &key) {
                        let _ = fs::remove_file(&path);
                    }
                    continue;
                }
                match read_kept(&path) {
                    Ok(save) => found.push((changed, KeptGame { key, save, open_elsewhere })),
                    Err(SaveError::File(e)) => shelf.problems.push(e.to_string()),
                    Err(e) => shelf.problems.push(format!("{}: {e}", path.display())),
                }
            }
            found.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.key.cmp(&b.1.key)));
            let games = found.into_iter().map(|(_, game)| game).collect();
            match kind {
                KeptKind::Unfinished => shelf.unfinished = games,
                KeptKind::Finished => shelf.finished = games,
            }
        }
        shelf
    }

    /// Adds the unfinished games an older version kept in its single autosave (`text`, a
    /// JSON array of saves or one save), writing each into a file of its own.
    #[must_use]
    pub fn with_legacy(mut self, text: &str) -> Self {
        for save in super::state::read_unfinished(text) {
            let game = KeptGame { key: new_key(&save.game.id), save, open_elsewhere: false };
            self.keep(&game.key, KeptKind::Unfinished, &game.save);
            self.unfinished.push(game);
        }
        self
    }

    /// Takes the games found at start: (unfinished, finished), the latest first.
    pub fn take_found(&mut self) -> (Vec<KeptGame>, Vec<KeptGame>) {
        (std::mem::take(&mut self.unfinished), std::mem::take(&mut self.finished))
    }

    /// The files that could not be read at start.
    pub fn problems(&self) -> &[String] {
        &self.problems
    }

    /// Keeps the game `key` in the list `kind` (and out of the other), taking it for this
    /// window first; a game another window owns is not written (the failure says so).
    pub fn keep(&mut self, key: &str, kind: KeptKind, save: &SaveFile) {
        if !self.claim_or_refuse(key) {
            return;
        }
        let Some((folder, writer)) = &self.disk else { return };
        let other = match kind {
            KeptKind::Unfinished => KeptKind::Finished,
            KeptKind::Finished => KeptKind::Unfinished,
        };
        writer.write(file_of(folder, kind, key), save.to_json().into_bytes());
        writer.remove(file_of(folder, other, key));
    }

    /// Lets the game `key` go from both lists (saved by the person, discarded or deleted),
    /// taking it for this window first; a game another window owns is left as it is.
    pub fn forget(&mut self, key: &str) -> Claim {
        let claim = self.claim(key);
        if claim == Claim::Owned
            && let Some((folder, writer)) = &self.disk
        {
            for kind in [KeptKind::Unfinished, KeptKind::Finished] {
                writer.remove(file_of(folder, kind, key));
            }
        }
        claim
    }

    /// Lets the game `key` go from both lists if this window owns it; a game it never wrote
    /// has nothing on disk to let go.
    pub fn forget_own(&mut self, key: &str) {
        if self.owns(key) {
            self.forget(key);
        }
    }

    /// Takes the game `key` for this window, unless another window owns it. Never waits.
    pub fn claim(&mut self, key: &str) -> Claim {
        let Some((folder, _)) = &self.disk else { return Claim::Owned };
        if self.owned.contains_key(key) {
            return Claim::Owned;
        }
        // Let go of a moment ago, and not yet dropped: it is still this window's.
        let back = self.releasing.lock().unwrap_or_else(PoisonError::into_inner).remove(key);
        if let Some((_, held)) = back {
            self.owned.insert(key.to_owned(), held);
            return Claim::Owned;
        }
        match take_lock(folder, key) {
            Ok(Some(held)) => {
                self.owned.insert(key.to_owned(), held);
                Claim::Owned
            }
            Ok(None) => Claim::Elsewhere,
            Err(why) => Claim::Failed(why),
        }
    }

    /// True when this window owns the game `key` (always, without a disk).
    pub fn owns(&self, key: &str) -> bool {
        self.disk.is_none() || self.owned.contains_key(key)
    }

    /// Lets go of every game this window owns but those of `keep`: once every write asked
    /// for before is on disk, so the next owner reads the game whole.
    pub fn release_all_but(&mut self, keep: &[&str]) {
        let Some((_, writer)) = &self.disk else { return };
        let gone: Vec<String> = self.owned.keys().filter(|k| !keep.contains(&k.as_str())).cloned().collect();
        for key in gone {
            let Some(lock) = self.owned.remove(&key) else { continue };
            let ticket = self.next_ticket;
            self.next_ticket += 1;
            let releasing = Arc::clone(&self.releasing);
            releasing.lock().unwrap_or_else(PoisonError::into_inner).insert(key.clone(), (ticket, lock));
            writer.after(move || {
                let mut locks = releasing.lock().unwrap_or_else(PoisonError::into_inner);
                let ours = locks.get(&key).is_some_and(|(t, _)| *t == ticket);
                let lock = if ours { locks.remove(&key) } else { None };
                drop(locks);
                // Dropped outside the map's lock: dropping removes the lock file.
                drop(lock);
            });
        }
    }

    /// The files the game `key` may be in (unfinished, then finished), or none without a disk.
    pub fn files_of(&self, key: &str) -> Option<[PathBuf; 2]> {
        let (folder, _) = self.disk.as_ref()?;
        Some([KeptKind::Unfinished, KeptKind::Finished].map(|kind| file_of(folder, kind, key)))
    }

    /// Looks again, on the writing thread, at the games `keys` another window had open; the
    /// answer comes on the channel. `None` without a disk.
    pub fn look_again(&self, keys: Vec<String>) -> Option<Receiver<Vec<(String, Now)>>> {
        let (folder, writer) = self.disk.as_ref()?;
        let folder = folder.clone();
        let (tx, rx) = mpsc::channel();
        writer.after(move || {
            let found = keys
                .into_iter()
                .map(|key| {
                    let now = now_of(&folder, &key);
                    (key, now)
                })
                .collect();
            let _ = tx.send(found);
        });
        Some(rx)
    }

    fn claim_or_refuse(&mut self, key: &str) -> bool {
        match self.claim(key) {
            Claim::Owned => true,
            Claim::Elsewhere => {
                self.refused.push(format!("the game {key} is open in another window; it was left to it"));
                false
            }
            Claim::Failed(why) => {
                self.refused.push(why);
                false
            }
        }
    }

    /// Waits until every change asked so far is on disk.
    pub fn flush(&self) {
        if let Some((_, writer)) = &self.disk {
            writer.flush();
        }
    }

    /// What failed to be written since the last call.
    pub fn take_failures(&mut self) -> Vec<String> {
        let mut failures = std::mem::take(&mut self.refused);
        failures.extend(self.disk.as_ref().map(|(_, writer)| writer.take_failures()).unwrap_or_default());
        failures
    }
}

/// Reads a kept game's file.
fn read_kept(path: &Path) -> Result<SaveFile, SaveError> {
    files::read_text(path, FileKind::AppState)
        .map_err(SaveError::from)
        .and_then(|text| SaveFile::from_json(&text))
}

/// The game kept in one of `paths` (unfinished, then finished), as it is on disk now; a
/// [`SaveError::File`] of kind `NotFound` when it is in neither.
pub fn read_fresh(paths: &[PathBuf; 2]) -> Result<SaveFile, SaveError> {
    let mut missing = None;
    for file in paths {
        match read_kept(file) {
            Err(SaveError::File(e)) if e.io_kind() == Some(std::io::ErrorKind::NotFound) => missing = Some(e),
            read => return read,
        }
    }
    Err(SaveError::File(missing.unwrap_or_else(|| files::FileError::Io {
        path: paths[0].clone(),
        action: "read",
        error: std::io::ErrorKind::NotFound.into(),
    })))
}

/// What the game `key`, open in another window when last looked at, is now.
fn now_of(folder: &Path, key: &str) -> Now {
    if FileLock::is_taken(&lock_of(folder, key)).unwrap_or(true) {
        return Now::Elsewhere;
    }
    for kind in [KeptKind::Unfinished, KeptKind::Finished] {
        let file = file_of(folder, kind, key);
        match read_kept(&file) {
            Ok(save) => return Now::Free(kind, Box::new(save)),
            Err(SaveError::File(e)) if e.io_kind() == Some(std::io::ErrorKind::NotFound) => {}
            Err(_) => return Now::Elsewhere,
        }
    }
    Now::Gone
}

/// The keys of the games another window owns now. Lock files nobody holds (left by a window
/// that was killed, or whose game is gone) are removed on the way.
fn open_elsewhere(folder: &Path) -> std::collections::HashSet<String> {
    let mut taken = std::collections::HashSet::new();
    let Ok(entries) = fs::read_dir(folder.join(LOCKS)) else { return taken };
    for entry in entries.flatten() {
        let path = entry.path();
        let Some(key) = path.file_name().and_then(|n| n.to_str()).and_then(|n| n.strip_suffix(".lock"))
        else {
            continue;
        };
        // Taken and dropped at once: the lock file goes with it.
        if let Ok(None) = FileLock::try_take(&path) {
            taken.insert(key.to_owned());
        }
    }
    taken
}

/// The folder of the lock files.
const LOCKS: &str = "locks";

fn lock_of(folder: &Path, key: &str) -> PathBuf {
    folder.join(LOCKS).join(format!("{key}.lock"))
}

/// Takes the lock of the game `key` (making the folder of the locks if needed); `Ok(None)`
/// when another window has it.
fn take_lock(folder: &Path, key: &str) -> Result<Option<FileLock>, String> {
    let locks = folder.join(LOCKS);
    fs::create_dir_all(&locks).map_err(|e| format!("{}: {e}", locks.display()))?;
    FileLock::try_take(&lock_of(folder, key)).map_err(|e| e.to_string())
}

/// A key no other game has, in this window or another: the game, the time, the process and
/// a count. Only letters, digits and `-` (it names a file).
pub fn new_key(game_id: &str) -> String {
    static COUNT: AtomicU64 = AtomicU64::new(0);
    let id: String =
        game_id.chars().filter(char::is_ascii_alphanumeric).take(32).collect::<String>().to_ascii_lowercase();
    let millis = SystemTime::now().duration_since(SystemTime::UNIX_EPOCH).unwrap_or_default().as_millis();
    format!(
        "{}-{millis}-{}-{}",
        if id.is_empty() { "game" } else { &id },
        std::process::id(),
        COUNT.fetch_add(1, Ordering::Relaxed)
    )
}

fn file_of(folder: &Path, kind: KeptKind, key: &str) -> PathBuf {
    folder.join(kind.folder()).join(format!("{key}.plateau"))
}

/// The key of a kept game's file, or `None` for any other file (temporary files start with
/// a dot).
fn kept_key(path: &Path) -> Option<String> {
    let name = path.file_name()?.to_str()?;
    let key = name.strip_suffix(".plateau")?;
    (!key.is_empty() && !key.starts_with('.')).then(|| key.to_owned())
}
