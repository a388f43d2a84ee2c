//! Recorded games (JSON lines, one game a line) replayed against the rules: the same legal
//! move count before every ply, and the recorded result at the end.

use std::fmt;

use serde::Deserialize;
use serde_json::Value;

use crate::{GameFactory, Verdict};

/// One recorded game.
#[derive(Clone, Debug, Deserialize)]
pub struct RecordedGame {
    /// Name for messages.
    pub id: String,
    /// Rule options (`{}` for the defaults).
    #[serde(default)]
    pub options: Value,
    /// Moves in canonical notation from the initial position.
    pub moves: Vec<String>,
    /// Legal actions before each ply, where the recording program counts them as we do.
    #[serde(default)]
    pub legal_counts: Option<Vec<usize>>,
    /// `white`, `black`, `red` or `draw` once the game is over.
    #[serde(default)]
    pub winner: Option<String>,
    /// Final score per seat (DVONN).
    #[serde(default)]
    pub score: Option<Vec<i64>>,
    /// Why the game ended (Knight Line): the game's code for it (`line`), or the words
    /// it shows (`nobody can move`).
    #[serde(default)]
    pub reason: Option<String>,
}

impl RecordedGame {
    /// Parses one line of a vectors file.
    pub fn from_line(line: &str) -> Result<Self, String> {
        serde_json::from_str(line).map_err(|e| format!("column {}: {e}", e.column()))
    }
}

/// A difference between a recorded game and our rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mismatch {
    /// The recorded game's id.
    pub game: String,
    /// 1-based ply where it showed, or `None` for the final result.
    pub ply: Option<usize>,
    /// What differs.
    pub what: String,
    /// The recorded value.
    pub expected: String,
    /// Ours.
    pub got: String,
}

impl fmt::Display for Mismatch {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.ply {
            Some(ply) => write!(
                f,
                "{} ply {ply}: {}: expected {}, got {}",
                self.game, self.what, self.expected, self.got
            ),
            None => write!(
                f,
                "{} at the end: {}: expected {}, got {}",
                self.game, self.what, self.expected, self.got
            ),
        }
    }
}

/// Replays `game` with `factory`'s rules. Returns every mismatch found; the replay stops at
/// the first move that cannot be played. Empty means the game matches.
pub fn verify(factory: &dyn GameFactory, game: &RecordedGame) -> Vec<Mismatch> {
    let mismatch = |ply, what: &str, expected: String, got: String| Mismatch {
        game: game.id.clone(),
        ply,
        what: what.to_owned(),
        expected,
        got,
    };
    let mut session = match factory.create(&game.options) {
        Ok(s) => s,
        Err(e) => {
            return vec![mismatch(None, "options", game.options.to_string(), e.to_string())];
        }
    };
    let mut found = Vec::new();
    if let Some(counts) = &game.legal_counts
        && counts.len() != game.moves.len()
    {
        found.push(mismatch(
            None,
            "legal_counts length",
            game.moves.len().to_string(),
            counts.len().to_string(),
        ));
    }
    for (i, text) in game.moves.iter().enumerate() {
        let ply = Some(i + 1);
        if let Some(&expected) = game.legal_counts.as_ref().and_then(|c| c.get(i)) {
            let got = session.legal_moves().len();
            if got != expected {
                found.push(mismatch(ply, "legal move count", expected.to_string(), got.to_string()));
            }
        }
        if let Err(e) = session.play_notation(text) {
            found.push(mismatch(ply, &format!("move '{text}'"), "legal".to_owned(), e.to_string()));
            return found;
        }
    }
    let outcome = session.outcome();
    let info = session.info();
    if let Some(expected) = &game.winner {
        let got = match &outcome {
            None => "game not over".to_owned(),
            Some(o) => match o.verdict {
                Verdict::Draw => "draw".to_owned(),
                Verdict::Winner(p) => info.player_name(p).to_lowercase(),
            },
        };
        if !got.eq_ignore_ascii_case(expected) {
            found.push(mismatch(None, "winner", expected.clone(), got));
        }
    }
    if let Some(expected) = &game.score {
        let got = outcome.as_ref().map(|o| o.score.clone()).unwrap_or_default();
        if &got != expected {
            found.push(mismatch(None, "score", format!("{expected:?}"), format!("{got:?}")));
        }
    }
    // The meaning is compared, not the sentence: a recording names the reason by the game's
    // code for it, or by the words it showed when recorded.
    if let Some(expected) = &game.reason {
        let same = outcome.as_ref().is_some_and(|o| {
            let word = as_code(expected);
            (!o.code.is_empty() && word == o.code) || word == as_code(&o.reason)
        });
        if !same {
            let got = outcome.as_ref().map_or_else(
                || "game not over".to_owned(),
                |o| if o.code.is_empty() { o.reason.clone() } else { format!("{} ({})", o.code, o.reason) },
            );
            found.push(mismatch(None, "reason", expected.clone(), got));
        }
    }
    found
}

/// `text` as a reason code: lowercase, with every run of other characters than letters and
/// digits made one `-` (`"Nobody can move"` reads `nobody-can-move`).
fn as_code(text: &str) -> String {
    let mut code = String::with_capacity(text.len());
    for c in text.trim().chars() {
        if c.is_alphanumeric() {
            code.extend(c.to_lowercase());
        } else if !code.ends_with('-') {
            code.push('-');
        }
    }
    code.trim_matches('-').to_owned()
}
