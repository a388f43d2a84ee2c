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

use std::fs::{File, OpenOptions};
use std::io::{self, BufRead, Write as _};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, PoisonError};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::jobs::JobSet;
use super::results::{LabGame, Shard};
use super::study::PreparedStudy;
use crate::files::{self, FileError};
use crate::quote::quote;

/// Most bytes one line of a journal may have (one game: see [`super::stream::MAX_VALUE`]).
pub const MAX_LINE: usize = super::stream::MAX_VALUE;

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
    /// returns it with the games it already holds (each job once, in the order written): for
    /// journals that fit in memory (tests). A run resumes with [`Journal::resume`], which
    /// holds none.
    pub fn open(
        folder: &Path,
        prepared: &PreparedStudy,
        shard: Shard,
    ) -> Result<(Self, Vec<LabGame>), JournalError> {
        let mut games = Vec::new();
        let (journal, _) =
            Self::resume(folder, prepared, shard, MAX_LINE, &mut |game| games.push(game.clone()))?;
        Ok((journal, games))
    }

    /// Opens the journal of `prepared`'s part `shard` in `folder`, making it if there is none,
    /// and hands each game it already holds to `kept` (each job once, in the order written);
    /// returns it with the set of those games' jobs. The journal is read a line at a time,
    /// each line at most `line_cap` bytes, so a journal of any size is read in bounded memory.
    /// Each game must fit its rule set's seats ([`LabGame::misfit`]): one that does not would
    /// fail the report of every run that resumes from it, so it is refused, naming its line.
    pub fn resume(
        folder: &Path,
        prepared: &PreparedStudy,
        shard: Shard,
        line_cap: usize,
        kept: &mut dyn FnMut(&LabGame),
    ) -> Result<(Self, JobSet), JournalError> {
        let study = &prepared.study;
        let seats: Vec<usize> = prepared.sessions.iter().map(|s| s.info().players.len()).collect();
        let path = folder.join(JOURNAL);
        let header =
            Header { format: FORMAT.to_owned(), version: VERSION, fingerprint: study.fingerprint(), shard };
        let io = |error| JournalError::Io { path: path.clone(), error };
        let refused = |reason: String| JournalError::Refused { path: path.clone(), reason };
        let mut seen = JobSet::new(study.rule_sets.len(), study.games, shard);
        if path.symlink_metadata().is_ok() {
            let mut lines = Lines::new(files::open(&path)?, line_cap);
            let mut kept_bytes = 0;
            let Some((_, first, _)) = lines.next_line().map_err(|e| lines_error(&path, e))? else {
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
            kept_bytes += first.len();
            let jobs = study.rule_sets.len() as u64 * u64::from(study.games);
            while let Some((index, line, last)) = lines.next_line().map_err(|e| lines_error(&path, e))? {
                // The last line may be cut short by a crash while it was written (only the
                // last can lack its newline): its game is played again.
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
                            kept(&game);
                        }
                        kept_bytes += line.len();
                    }
                    Err(_) if last => break,
                    Err(e) => return Err(refused(format!("line {} does not read: {e}", index + 1))),
                }
            }
            let file = OpenOptions::new().write(true).open(&path).map_err(io)?;
            file.set_len(kept_bytes as u64).map_err(io)?;
            drop(file);
        } else {
            let mut first = serde_json::to_string(&header).expect("a header serialises");
            first.push('\n');
            files::write(&path, first.as_bytes())?;
        }
        let file = OpenOptions::new().append(true).open(&path).map_err(io)?;
        Ok((Self { path, file: Mutex::new(file), fingerprint: header.fingerprint }, seen))
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

/// A journal's lines one at a time, each at most a cap long, with what a line's text needs.
struct Lines<R> {
    input: R,
    cap: usize,
    line: Vec<u8>,
    /// Lines read so far.
    count: usize,
}

/// Why a line could not be had.
enum LineError {
    Io(io::Error),
    TooLong(usize),
    NotText(usize),
}

fn lines_error(path: &Path, error: LineError) -> JournalError {
    match error {
        LineError::Io(error) => JournalError::Io { path: path.to_owned(), error },
        LineError::TooLong(line) => JournalError::Refused {
            path: path.to_owned(),
            reason: format!("line {line} is longer than any game"),
        },
        LineError::NotText(line) => JournalError::Refused {
            path: path.to_owned(),
            reason: format!("line {line} is not text (UTF-8)"),
        },
    }
}

impl<R: BufRead> Lines<R> {
    fn new(input: R, cap: usize) -> Self {
        Self { input, cap, line: Vec::new(), count: 0 }
    }

    /// The next line with its newline (the last may lack it), its index from 0 and whether
    /// it is the last; `None` at the end. A line cut short without its newline is not
    /// checked for text: it is dropped whatever it holds.
    fn next_line(&mut self) -> Result<Option<(usize, &str, bool)>, LineError> {
        self.line.clear();
        let limit = u64::try_from(self.cap).unwrap_or(u64::MAX).saturating_add(1);
        io::Read::take(&mut self.input, limit).read_until(b'\n', &mut self.line).map_err(LineError::Io)?;
        if self.line.is_empty() {
            return Ok(None);
        }
        self.count += 1;
        if self.line.len() > self.cap {
            return Err(LineError::TooLong(self.count));
        }
        let index = self.count - 1;
        let last = self.at_end()?;
        if !self.line.ends_with(b"\n") {
            // Cut short: the caller drops it; its bytes need not be text.
            return Ok(Some((index, "", last)));
        }
        match std::str::from_utf8(&self.line) {
            Ok(text) => Ok(Some((index, text, last))),
            Err(_) => Err(LineError::NotText(self.count)),
        }
    }

    /// True when no byte follows the line last read.
    fn at_end(&mut self) -> Result<bool, LineError> {
        self.input.fill_buf().map(<[u8]>::is_empty).map_err(LineError::Io)
    }
}
