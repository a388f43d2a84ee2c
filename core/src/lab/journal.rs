//! A run's journal: its games appended one a line as they end (`journal.jsonl` in the output
//! folder), so that a run stopped by Ctrl+C, a cluster's time limit, a crash or a power cut
//! resumes where it stopped: run again with the same study, shard and folder, it plays only
//! the games the journal lacks, and the results equal those of one uninterrupted run.
//!
//! The first line names the study (by [`super::Study::fingerprint`]) and the shard; a journal of
//! another study or shard is refused rather than mixed in. Every game's line names the study
//! too, so a line another run appended to the same file (two runs given one folder) is
//! refused rather than counted as one of this study's games. A last line cut short by a crash
//! is dropped (its game is played again); any other line that does not read is an error.

use std::collections::HashSet;
use std::fs::{File, OpenOptions};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::results::{LabGame, Shard};
use super::study::PreparedStudy;
use crate::files::{self, FileError, FileKind};
use crate::quote::quote;

/// The journal's file name in the output folder.
pub const JOURNAL: &str = "journal.jsonl";

/// The `format` of a journal's first line.
const FORMAT: &str = "plateau-lab-journal";

/// The version this build writes: 2 names the study on every line; a journal of version 1,
/// whose lines do not, is still read.
const VERSION: u32 = 2;

/// The field of a game's line that names its study's fingerprint.
const STUDY: &str = "study";

/// A journal's first line.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Header {
    format: String,
    version: u32,
    fingerprint: String,
    shard: Shard,
}

/// Why a journal cannot be used.
#[derive(Debug, Error)]
pub enum JournalError {
    /// It could not be read.
    #[error(transparent)]
    File(#[from] FileError),
    /// It could not be written.
    #[error("{}: {error}", .path.display())]
    Io {
        /// The journal.
        path: PathBuf,
        /// The system's reason.
        error: io::Error,
    },
    /// It belongs to another study or shard, or a line in it does not read.
    #[error("{}: {reason}", .path.display())]
    Refused {
        /// The journal.
        path: PathBuf,
        /// Why.
        reason: String,
    },
}

/// An open journal, appended to from the workers' threads.
pub struct Journal {
    path: PathBuf,
    file: Mutex<File>,
    /// The study's fingerprint, written on every line.
    fingerprint: String,
}

impl Journal {
    /// Opens the journal of `prepared`'s part `shard` in `folder`, making it if there is none;
    /// returns it with the games it already holds (each job once, in the order written). Each
    /// game must fit its rule set's seats ([`LabGame::misfit`]): one that does not would fail
    /// the report of every run that resumes from it, so it is refused, naming its line.
    pub fn open(
        folder: &Path,
        prepared: &PreparedStudy,
        shard: Shard,
    ) -> Result<(Self, Vec<LabGame>), JournalError> {
        let study = &prepared.study;
        let seats: Vec<usize> = prepared.sessions.iter().map(|s| s.info().players.len()).collect();
        let path = folder.join(JOURNAL);
        let header =
            Header { format: FORMAT.to_owned(), version: VERSION, fingerprint: study.fingerprint(), shard };
        let io = |error| JournalError::Io { path: path.clone(), error };
        let refused = |reason: String| JournalError::Refused { path: path.clone(), reason };
        let mut games = Vec::new();
        if path.symlink_metadata().is_ok() {
            let text = files::read_text(&path, FileKind::Results)?;
            let mut kept = 0;
            let mut lines = text.split_inclusive('\n').enumerate().peekable();
            let Some((_, first)) = lines.next() else {
                return Err(refused("it is empty: remove it to start the run afresh".to_owned()));
            };
            let found: Header = serde_json::from_str(first.trim_end())
                .map_err(|e| refused(format!("line 1 is not a journal's first line: {e}")))?;
            if found.format != FORMAT || !(1..=VERSION).contains(&found.version) {
                return Err(refused("line 1 is not a journal's first line".to_owned()));
            }
            if found.fingerprint != header.fingerprint {
                return Err(refused(
                    "it is the journal of another study (the study differs from the one it was started with); \
                     use another --out folder, or remove it to start afresh"
                        .to_owned(),
                ));
            }
            if found.shard != shard {
                return Err(refused(format!("it is the journal of shard {}, not {shard}", found.shard)));
            }
            kept += first.len();
            let jobs = study.rule_sets.len() as u64 * u64::from(study.games);
            let mut seen = HashSet::new();
            while let Some((index, line)) = lines.next() {
                // The last line may be cut short by a crash while it was written (only the
                // last can lack its newline): its game is played again.
                let last = lines.peek().is_none();
                if !line.ends_with('\n') {
                    break;
                }
                match read_line(line.trim_end()) {
                    // Only a journal of version 1 has lines that name no study.
                    Ok((named, _))
                        if named.as_ref().map_or(found.version > 1, |s| *s != header.fingerprint) =>
                    {
                        return Err(refused(format!(
                            "line {}: a game of another study ({}), not of this one ({}): another run wrote \
                             into this folder; give each run a folder of its own",
                            index + 1,
                            named.as_deref().map_or_else(|| "unnamed".to_owned(), |s| quote(s).to_string()),
                            header.fingerprint
                        )));
                    }
                    Ok((_, game)) => {
                        let job = game.job(study.games);
                        if game.rule_set >= study.rule_sets.len() || game.game >= study.games || job >= jobs {
                            return Err(refused(format!(
                                "line {}: a game the study does not have",
                                index + 1
                            )));
                        }
                        if !shard.owns(job) {
                            return Err(refused(format!("line {}: a game of another shard", index + 1)));
                        }
                        if let Some(misfit) = game.misfit(seats[game.rule_set]) {
                            return Err(refused(format!("line {}: {misfit}", index + 1)));
                        }
                        if seen.insert(job) {
                            games.push(game);
                        }
                        kept += line.len();
                    }
                    Err(_) if last => break,
                    Err(e) => return Err(refused(format!("line {} does not read: {e}", index + 1))),
                }
            }
            let file = OpenOptions::new().write(true).open(&path).map_err(io)?;
            file.set_len(kept as u64).map_err(io)?;
            drop(file);
        } else {
            let mut first = serde_json::to_string(&header).expect("a header serialises");
            first.push('\n');
            files::write(&path, first.as_bytes())?;
        }
        let file = OpenOptions::new().append(true).open(&path).map_err(io)?;
        Ok((Self { path, file: Mutex::new(file), fingerprint: header.fingerprint }, games))
    }

    /// Appends `game` in one write, so a crash leaves at most its own line cut short.
    pub fn append(&self, game: &LabGame) -> Result<(), JournalError> {
        let mut line =
            serde_json::to_string(&Line { study: &self.fingerprint, game }).expect("a game serialises");
        line.push('\n');
        let mut file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        file.write_all(line.as_bytes()).map_err(|error| JournalError::Io { path: self.path.clone(), error })
    }

    /// Flushes what was appended to the disk.
    pub fn sync(&self) -> Result<(), JournalError> {
        let file = self.file.lock().unwrap_or_else(PoisonError::into_inner);
        file.sync_data().map_err(|error| JournalError::Io { path: self.path.clone(), error })
    }

    /// The journal's path.
    pub fn path(&self) -> &Path {
        &self.path
    }
}

/// A game's line as written: the game, and the study it belongs to.
#[derive(Serialize)]
struct Line<'a> {
    study: &'a str,
    #[serde(flatten)]
    game: &'a LabGame,
}

/// A game's line as read: the study it names (none in a journal of version 1), and the game.
fn read_line(line: &str) -> Result<(Option<String>, LabGame), serde_json::Error> {
    let mut fields: serde_json::Map<String, serde_json::Value> = serde_json::from_str(line)?;
    let study = match fields.remove(STUDY) {
        None => None,
        Some(serde_json::Value::String(study)) => Some(study),
        Some(other) => Some(other.to_string()),
    };
    Ok((study, serde_json::from_value(serde_json::Value::Object(fields))?))
}
