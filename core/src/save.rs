//! Save files: JSON, human-readable, versioned. A save holds the game id, rules version and
//! options, the seats, the moves as notation and the history cursor; never a game's internal
//! state. Loading replays every move through the rules, so a save can only ever produce a
//! legal position, and the first bad move is reported precisely. Side lines are kept beside
//! the main line ([`variations`](SaveFile::variations)) and replayed the same way.

use std::path::Path;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

mod variations;

pub use variations::{LineChoice, Variation, goto, line_choices, side_lines, side_lines_marked};

use crate::ai::SeatSpec;
use crate::files::{self, FileError, FileKind};
use crate::move_tree::{MoveTree, NodeId};
use crate::quote::{quote, quote_up_to};
use crate::{GameFactory, GameSession, MoveError, OptionsError};

/// The `format` field of every Plateau save.
pub const FORMAT: &str = "plateau-save";
/// The newest save format version this build reads. It writes the oldest version that holds
/// the game, so older builds read what they can: version 1 without side lines or an ending,
/// version 2 with them, version 3 only when the players ended a side line, version 4 only
/// when it holds moves taken back.
pub const VERSION: u32 = 4;

/// The version of a save whose players ended a side line.
const ENDED_LINE_VERSION: u32 = 3;

/// The version of a save without side lines.
const PLAIN_VERSION: u32 = 1;
/// The version of a save with side lines, or an ending of its main line.
const LINES_VERSION: u32 = 2;

/// The contents of a save file.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SaveFile {
    /// Always [`FORMAT`].
    pub format: String,
    /// [`VERSION`] when written by this build.
    pub version: u32,
    /// Which game, which rules.
    pub game: SavedGame,
    /// One seat per player, in seat order, as written: a seat of an agent kind this build
    /// does not know (a plugin's own) loads and saves unchanged.
    pub players: Vec<SeatSpec>,
    /// The main line in canonical notation, to its end.
    pub moves: Vec<String>,
    /// Number of moves played at the position shown, along the line shown (see `line`).
    pub cursor: usize,
    /// Side lines branching off the main line.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub variations: Vec<Variation>,
    /// Where the line shown leaves the main line, if it does.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub line: Vec<LineChoice>,
    /// The game clocks, for a game played on time.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock: Option<SavedClock>,
    /// How a line ended by the players' word (a resignation, an agreed draw), if one did:
    /// the main line, or the one `ending_line` leads to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ending: Option<Ending>,
    /// Where the line that `ending` closes leaves the main line; empty when it closes the
    /// main line (as in every save before version 3).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub ending_line: Vec<LineChoice>,
    /// An annotated record's judgement of each position: the start, then the position after
    /// each move (so one more than the moves), or none for a plain save.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub annotations: Vec<Annotation>,
}

/// The clocks of a game played on time: the time control and where the clocks stand.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedClock {
    /// Thinking time each player has for the whole game, in milliseconds.
    pub per_game_ms: u64,
    /// Time added to a player's clock after each of its moves, in milliseconds.
    #[serde(default)]
    pub increment_ms: u64,
    /// Time left on each player's clock, in seat order, in milliseconds.
    pub left_ms: Vec<u64>,
    /// The seat (0-based) whose time ran out, ending the game, if one did.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub flagged: Option<usize>,
}

impl SavedClock {
    /// Longest time control a save may hold: a day a player.
    pub const MAX_MS: u64 = 86_400_000;

    /// Checks the clock against the number of seats; says what is wrong.
    pub fn check(&self, seats: usize) -> Result<(), String> {
        if self.per_game_ms == 0 || self.per_game_ms > Self::MAX_MS {
            return Err(format!("per_game_ms must be 1 ..= {} (got {})", Self::MAX_MS, self.per_game_ms));
        }
        if self.increment_ms > Self::MAX_MS {
            return Err(format!("increment_ms must be at most {} (got {})", Self::MAX_MS, self.increment_ms));
        }
        if self.left_ms.len() != seats {
            return Err(format!("left_ms has {} entries, the game has {seats} seats", self.left_ms.len()));
        }
        if let Some(ms) = self.left_ms.iter().find(|&&ms| ms > 2 * Self::MAX_MS) {
            return Err(format!("left_ms: {ms} is more than two days"));
        }
        if let Some(seat) = self.flagged.filter(|&s| s >= seats) {
            return Err(format!("flagged seat {seat} does not exist (seats are 0 ..= {})", seats - 1));
        }
        Ok(())
    }
}

/// How a game ended by the players' word rather than by its rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Ending {
    /// The seat (0-based) gave up; in a game of two, the other wins.
    Resigned {
        /// The seat that resigned.
        seat: usize,
    },
    /// Every player agreed to a draw.
    DrawAgreed,
}

impl Ending {
    /// The result it gives, with the players' names from `info`.
    pub fn outcome(self, info: &crate::GameInfo) -> crate::Outcome {
        match self {
            Self::Resigned { seat } => {
                let seat = crate::Player::new(seat);
                let reason = format!("{} resigned", info.player_name(seat));
                crate::Outcome::conceded(seat, info.player_count(), reason)
            }
            Self::DrawAgreed => crate::Outcome::draw("the players agreed to a draw"),
        }
    }
}

/// What an annotated record says of one position: each seat's chance as the AI judged it,
/// the move it would play there, and a remark on the move that led to it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Annotation {
    /// Each seat's chance to win in percent, in seat order.
    pub chances: Vec<f32>,
    /// The move the AI would play here, in notation (none once the game is over).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub best: Option<String>,
    /// A remark on the move that led here ("a mistake: ..."), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub comment: Option<String>,
}

/// Identification of the game in a save.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SavedGame {
    /// [`crate::GameInfo::id`].
    pub id: String,
    /// [`crate::GameInfo::rules_version`] of the build that wrote the save.
    pub rules_version: u32,
    /// The rule options.
    #[serde(default)]
    pub options: Value,
}

/// Why a save could not be written or read.
#[derive(Debug, Error)]
pub enum SaveError {
    /// The file could not be read or written (missing, too large, not text, a device, …).
    #[error(transparent)]
    File(#[from] FileError),
    /// Not JSON, or not a save's shape.
    #[error("not a valid save file: line {line}, column {column}: {}", quote_up_to(message, 300))]
    Json {
        /// 1-based line of the problem.
        line: usize,
        /// 1-based column of the problem.
        column: usize,
        /// serde's description.
        message: String,
    },
    /// A JSON file, but not a Plateau save of a version this build reads.
    #[error("not a Plateau save: {}", quote_up_to(.0, 300))]
    Format(String),
    /// A file of another kind altogether (a picture, an empty file, JSON of another kind),
    /// with what it is in words.
    #[error("{}: not a Plateau save: it is {what}", files::shown(path))]
    NotASave {
        /// The file.
        path: std::path::PathBuf,
        /// What it is instead ("a PNG image").
        what: &'static str,
    },
    /// No game with this id is registered.
    #[error("unknown game '{}'", quote(.0))]
    UnknownGame(String),
    /// The save was written under other rules.
    #[error("the save is for rules version {saved} of '{}', this build plays version {ours}", quote(id))]
    RulesVersion {
        /// Game id.
        id: String,
        /// Version in the file.
        saved: u32,
        /// Version of this build.
        ours: u32,
    },
    /// The options are refused by the game.
    #[error(transparent)]
    Options(#[from] OptionsError),
    /// Wrong number of seats.
    #[error("the save has {}, the game needs {expected}", crate::plural(*.got, "seat"))]
    Seats {
        /// Seats the game has.
        expected: usize,
        /// Seats in the file.
        got: usize,
    },
    /// A seat's agent settings are out of range.
    #[error("seat {number}: {}", quote_up_to(reason, 300))]
    Seat {
        /// 1-based seat number.
        number: usize,
        /// Which setting, and its allowed range.
        reason: String,
    },
    /// The side lines, or the line shown, do not fit the moves.
    #[error("{}", quote_up_to(.0, 300))]
    Lines(String),
    /// A move of a side line does not replay.
    #[error("the side line after move {from}, its move {number} '{}': {error}", quote(text))]
    Variation {
        /// Moves of the game before the side line.
        from: usize,
        /// 1-based position in the side line.
        number: usize,
        /// The move as written in the file.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// A move does not replay.
    #[error("move {number} '{}': {error}", quote(text))]
    Move {
        /// 1-based position in the move list.
        number: usize,
        /// The move as written in the file.
        text: String,
        /// Why it was refused.
        error: MoveError,
    },
    /// The replay was stopped through its [`ReplayControl`].
    #[error("loading was cancelled")]
    Cancelled,
    /// The cursor points past the moves.
    #[error("cursor {cursor} is beyond the {} of the save", crate::plural(*.moves, "move"))]
    Cursor {
        /// Cursor in the file.
        cursor: usize,
        /// Number of moves.
        moves: usize,
    },
}

impl SaveFile {
    /// A save of `session` with these seats.
    pub fn capture(session: &dyn GameSession, players: Vec<SeatSpec>) -> Self {
        let info = session.info();
        Self {
            format: FORMAT.to_owned(),
            version: VERSION,
            game: SavedGame {
                id: info.id.clone(),
                rules_version: info.rules_version,
                options: session.options(),
            },
            players,
            moves: session.history(),
            cursor: session.cursor(),
            variations: Vec::new(),
            line: Vec::new(),
            clock: None,
            ending: None,
            ending_line: Vec::new(),
            annotations: Vec::new(),
        }
    }

    /// The version this save needs: side lines and endings are version 2, an ending of a side
    /// line version 3; the rest stays readable by builds that know version 1.
    pub fn needed_version(&self) -> u32 {
        if self.variations.iter().any(Variation::any_taken_back) {
            VERSION
        } else if !self.ending_line.is_empty() {
            ENDED_LINE_VERSION
        } else if self.variations.is_empty() && self.line.is_empty() && self.ending.is_none() {
            PLAIN_VERSION
        } else {
            LINES_VERSION
        }
    }

    /// The save cut to its first `moves` moves of the main line: its side lines that branch
    /// within them, the start of its record, no ending; shown at its last move. For opening
    /// what replays of a save with a bad move.
    #[must_use]
    pub fn first_moves(&self, moves: usize) -> Self {
        let moves = moves.min(self.moves.len());
        let mut cut = self.clone();
        cut.moves.truncate(moves);
        cut.cursor = moves;
        cut.line.clear();
        cut.ending = None;
        cut.ending_line.clear();
        cut.variations.retain(|v| v.from < moves);
        cut.annotations.truncate(moves + 1);
        if cut.annotations.len() != moves + 1 {
            cut.annotations.clear();
        }
        // The clocks stood where the last move left them, not where the file's end did.
        cut.clock = None;
        cut
    }

    /// Pretty JSON text of the save.
    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("saves serialise to JSON")
    }

    /// Reads a save from JSON text; checks format and version, not the moves.
    pub fn from_json(text: &str) -> Result<Self, SaveError> {
        // Check the envelope first, so that a file of another kind or version says so
        // rather than failing on some field deep inside.
        let value: Value = serde_json::from_str(text).map_err(|e| json_error(&e))?;
        match value.get("format").and_then(Value::as_str) {
            Some(FORMAT) => {}
            Some(other) => {
                return Err(SaveError::Format(format!("format is '{other}', expected '{FORMAT}'")));
            }
            None => {
                return Err(SaveError::Format(format!("no \"format\": \"{FORMAT}\" field")));
            }
        }
        match value.get("version").and_then(Value::as_u64) {
            Some(v) if (u64::from(PLAIN_VERSION)..=u64::from(VERSION)).contains(&v) => {}
            Some(v) => {
                return Err(SaveError::Format(format!(
                    "version {v} is not supported (this build reads {PLAIN_VERSION} to {VERSION})"
                )));
            }
            None => return Err(SaveError::Format("no numeric \"version\" field".to_owned())),
        }
        let save: Self = serde_json::from_str(text).map_err(|e| json_error(&e))?;
        // Seats are run when the game is played: refuse settings no desktop survives now,
        // while the file is at hand to be named.
        for (i, seat) in save.players.iter().enumerate() {
            seat.validate().map_err(|reason| SaveError::Seat { number: i + 1, reason })?;
        }
        if let Some(Ending::Resigned { seat }) = save.ending
            && seat >= save.players.len()
        {
            return Err(SaveError::Format(format!(
                "ending: seat {seat} resigned, but the seats are 0 to {}",
                save.players.len().saturating_sub(1)
            )));
        }
        if save.ending.is_none() && !save.ending_line.is_empty() {
            return Err(SaveError::Format("ending_line: there is no ending for it to place".to_owned()));
        }
        if let Some(clock) = &save.clock {
            clock.check(save.players.len()).map_err(|why| SaveError::Format(format!("clock: {why}")))?;
        }
        if !save.annotations.is_empty() && save.annotations.len() != save.moves.len() + 1 {
            return Err(SaveError::Format(format!(
                "annotations: {} entries for {}, expected one per position ({})",
                save.annotations.len(),
                crate::plural(save.moves.len(), "move"),
                save.moves.len() + 1
            )));
        }
        if let Some((i, note)) =
            save.annotations.iter().enumerate().find(|(_, n)| n.chances.len() != save.players.len())
        {
            return Err(SaveError::Format(format!(
                "annotations: position {i} has {} chances, the game has {} seats",
                note.chances.len(),
                save.players.len()
            )));
        }
        Ok(save)
    }

    /// Replays the save into a new session of the factory's game, with the cursor restored.
    /// Linear in the number of moves.
    pub fn restore(&self, factory: &dyn GameFactory) -> Result<Box<dyn GameSession>, SaveError> {
        self.restore_with(factory, &ReplayControl::new())
    }

    /// [`SaveFile::restore`], reporting its progress to `control` and stopping with
    /// [`SaveError::Cancelled`] when asked to (so a front end can replay a long save on a
    /// worker thread with a progress bar and a Cancel button).
    pub fn restore_with(
        &self,
        factory: &dyn GameFactory,
        control: &ReplayControl,
    ) -> Result<Box<dyn GameSession>, SaveError> {
        Ok(self.restore_tree_with(factory, control)?.session)
    }

    /// [`SaveFile::restore_with`], with the side lines: the session plays the line shown,
    /// and the tree holds every line, each move checked by the rules.
    pub fn restore_tree_with(
        &self,
        factory: &dyn GameFactory,
        control: &ReplayControl,
    ) -> Result<RestoredGame, SaveError> {
        let info = factory.info();
        if info.id != self.game.id {
            return Err(SaveError::UnknownGame(self.game.id.clone()));
        }
        if info.rules_version != self.game.rules_version {
            return Err(SaveError::RulesVersion {
                id: info.id.clone(),
                saved: self.game.rules_version,
                ours: info.rules_version,
            });
        }
        let mut session = factory.create(&self.game.options)?;
        let seats = session.info().player_count();
        if self.players.len() != seats {
            return Err(SaveError::Seats { expected: seats, got: self.players.len() });
        }
        if self.line.is_empty() && self.cursor > self.moves.len() {
            return Err(SaveError::Cursor { cursor: self.cursor, moves: self.moves.len() });
        }
        // The game's own build reads the seats (a plugin knows agent kinds this one does not).
        for (i, seat) in self.players.iter().enumerate() {
            session.check_seat(seat).map_err(|e| SaveError::Seat { number: i + 1, reason: e.to_string() })?;
        }
        for (i, text) in self.moves.iter().enumerate() {
            if control.is_cancelled() {
                return Err(SaveError::Cancelled);
            }
            session.play_notation(text).map_err(|error| SaveError::Move {
                number: i + 1,
                text: text.clone(),
                error,
            })?;
            control.done.store(i + 1, Ordering::Relaxed);
        }
        if self.variations.is_empty() && self.line.is_empty() && self.ending_line.is_empty() {
            session.seek(self.cursor);
            let tree = MoveTree::from_line(session.history());
            let shown = tree.line_end(NodeId::ROOT);
            let ending = self.ending.map(|e| (shown, e));
            return Ok(RestoredGame { session, tree, shown, ending, taken_back: Vec::new() });
        }
        let mut tree = MoveTree::from_line(session.history());
        let taken_back = variations::replay(session.as_mut(), &mut tree, &self.variations, control)?;
        let shown = variations::follow(&tree, &self.line, "the line shown")?;
        let line = tree.path_to(shown);
        if self.cursor > line.len() {
            return Err(SaveError::Cursor { cursor: self.cursor, moves: line.len() });
        }
        // The session plays whichever line was replayed last: bring it to the line shown
        // from the start, once.
        goto(session.as_mut(), &tree, &mut Vec::new(), &line)?;
        session.seek(self.cursor);
        let ending = match self.ending {
            Some(ending) => {
                Some((variations::follow(&tree, &self.ending_line, "the ending's line")?, ending))
            }
            None => None,
        };
        Ok(RestoredGame { session, tree, shown, ending, taken_back })
    }

    /// Writes the save to `path`, the way every file is written ([`files::write`]).
    pub fn write(&self, path: &Path) -> Result<(), SaveError> {
        Ok(files::write(path, self.to_json().as_bytes())?)
    }

    /// Reads a save from `path` ([`files::read_text`], at most [`FileKind::Save`]'s size). A
    /// file that is no save at all is [`SaveError::NotASave`], saying what it is.
    pub fn read(path: &Path) -> Result<Self, SaveError> {
        let read = files::read_text(path, FileKind::Save).map_err(SaveError::from);
        read.and_then(|text| Self::from_json(&text)).map_err(|e| not_a_save(path, e))
    }
}

/// A save replayed: the session on the line shown, at the position shown, and every line.
pub struct RestoredGame {
    /// The game, its timeline the line shown.
    pub session: Box<dyn GameSession>,
    /// Every line of the game, in canonical notation.
    pub tree: MoveTree,
    /// The last move of the line shown (the root for a game without moves).
    pub shown: NodeId,
    /// The players' ending and the last move of the line it closes, if the save has one.
    pub ending: Option<(NodeId, Ending)>,
    /// The first moves of the side lines the players took back
    /// ([`Variation::taken_back`]).
    pub taken_back: Vec<NodeId>,
}

/// Follows and steers a replay ([`SaveFile::restore_with`]) from another thread: how many
/// moves are done (out of the save's `moves.len()`), and a request to stop.
#[derive(Debug, Default)]
pub struct ReplayControl {
    done: AtomicUsize,
    cancelled: AtomicBool,
}

impl ReplayControl {
    /// A control for a replay that has not started.
    pub fn new() -> Self {
        Self::default()
    }

    /// Moves replayed so far.
    pub fn done(&self) -> usize {
        self.done.load(Ordering::Relaxed)
    }

    /// Asks the replay to stop before its next move.
    pub fn cancel(&self) {
        self.cancelled.store(true, Ordering::Relaxed);
    }

    /// True once [`ReplayControl::cancel`] was called.
    pub fn is_cancelled(&self) -> bool {
        self.cancelled.load(Ordering::Relaxed)
    }
}

/// `error`, or what the file at `path` is when it is plainly no save: a parser's complaint
/// ("expected value at line 1 column 1") says nothing to someone who dropped a picture.
fn not_a_save(path: &Path, error: SaveError) -> SaveError {
    // Only a file that failed to read as text, as JSON or as a save's envelope is looked at
    // again; any other error is about a save.
    let looked_at = match &error {
        SaveError::File(FileError::NotText { .. }) | SaveError::Json { .. } | SaveError::Format(_) => {
            files::read(path, FileKind::Save).ok()
        }
        _ => None,
    };
    let what = looked_at.and_then(|bytes| {
        files::describe(&bytes).or_else(|| {
            // JSON without a format field at all is some other program's (a format of
            // another name is Plateau's, and its error says which).
            let value: Value = serde_json::from_slice(&bytes).ok()?;
            value.get("format").is_none().then_some("JSON of another kind")
        })
    });
    match what {
        Some(what) => SaveError::NotASave { path: path.to_owned(), what },
        None => error,
    }
}

fn json_error(e: &serde_json::Error) -> SaveError {
    SaveError::Json { line: e.line(), column: e.column(), message: e.to_string() }
}
