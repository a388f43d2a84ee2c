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
//! per game, so two windows sharing the folder write different files and never erase each
//! other's games. Files are written on the [`DiskWriter`]'s thread, atomically.

use std::fs;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime};

use plateau_core::files::{self, FileKind};
use plateau_core::save::SaveFile;

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
}

impl KeptGame {
    /// When the game began, in local time: [`new_key`] wrote it into the key.
    pub fn begun(&self) -> Option<jiff::ZonedDateTime> {
        let millis: i64 = self.key.split('-').nth(1)?.parse().ok()?;
        let instant = jiff::Timestamp::from_millisecond(millis).ok()?;
        Some(instant.to_zoned_datetime(jiff::tz::TimeZone::system()))
    }
}

/// The folder of kept games with its writer (or none: tests and pictures keep them in
/// memory only), and what was in it at start.
pub struct Shelf {
    disk: Option<(PathBuf, DiskWriter)>,
    unfinished: Vec<KeptGame>,
    finished: Vec<KeptGame>,
    /// Files that could not be read at start, one message each (they are left in place).
    problems: Vec<String>,
}

impl Shelf {
    /// A shelf that keeps nothing on disk.
    pub fn none() -> Self {
        Self { disk: None, unfinished: Vec::new(), finished: Vec::new(), problems: Vec::new() }
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
    /// where they are and named in [`Shelf::problems`].
    pub fn at(folder: &Path) -> Self {
        let mut shelf = Self { disk: Some((folder.to_owned(), DiskWriter::new())), ..Self::none() };
        let expiry = Duration::from_secs(EXPIRY_DAYS * 24 * 60 * 60);
        for kind in [KeptKind::Unfinished, KeptKind::Finished] {
            let mut found: Vec<(SystemTime, KeptGame)> = Vec::new();
            let Ok(entries) = fs::read_dir(folder.join(kind.folder())) else { continue };
            for entry in entries.flatten() {
                let path = entry.path();
                let Some(key) = kept_key(&path) else { continue };
                let changed = entry.metadata().and_then(|m| m.modified()).unwrap_or(SystemTime::UNIX_EPOCH);
                let age = SystemTime::now().duration_since(changed).unwrap_or_default();
                if kind == KeptKind::Unfinished && age > expiry {
                    let _ = fs::remove_file(&path);
                    continue;
                }
                match files::read_text(&path, FileKind::AppState).map_err(|e| e.to_string()).and_then(
                    |text| SaveFile::from_json(&text).map_err(|e| format!("{}: {e}", path.display())),
                ) {
                    Ok(save) => found.push((changed, KeptGame { key, save })),
                    Err(problem) => shelf.problems.push(problem),
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
            let game = KeptGame { key: new_key(&save.game.id), save };
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

    /// Keeps the game `key` in the list `kind` (and out of the other).
    pub fn keep(&self, key: &str, kind: KeptKind, save: &SaveFile) {
        let Some((folder, writer)) = &self.disk else { return };
        let other = match kind {
            KeptKind::Unfinished => KeptKind::Finished,
            KeptKind::Finished => KeptKind::Unfinished,
        };
        writer.write(file_of(folder, kind, key), save.to_json().into_bytes());
        writer.remove(file_of(folder, other, key));
    }

    /// Lets the game `key` go from both lists (saved by the person, discarded or deleted).
    pub fn forget(&self, key: &str) {
        let Some((folder, writer)) = &self.disk else { return };
        for kind in [KeptKind::Unfinished, KeptKind::Finished] {
            writer.remove(file_of(folder, kind, key));
        }
    }

    /// Waits until every change asked so far is on disk.
    pub fn flush(&self) {
        if let Some((_, writer)) = &self.disk {
            writer.flush();
        }
    }

    /// What failed to be written since the last call.
    pub fn take_failures(&self) -> Vec<String> {
        self.disk.as_ref().map(|(_, writer)| writer.take_failures()).unwrap_or_default()
    }
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
