//! Scoring: the final result of a game and the live figures shown while it runs.

use serde::{Deserialize, Serialize};

use crate::Player;

/// Who won a finished game.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub enum Verdict {
    /// One player won; every other player lost.
    Winner(Player),
    /// Nobody won (DVONN's equal scores, Knight Line's three-player forced pass).
    Draw,
}

/// The result of a finished game, as [`crate::Game::outcome`] reports it.
#[derive(Clone, Eq, PartialEq, Hash, Debug, Serialize, Deserialize)]
pub struct Outcome {
    /// Winner or draw.
    pub verdict: Verdict,
    /// Why the game ended, in words a player understands (e.g. `"nobody can move"`); the
    /// words may change from one version to the next.
    pub reason: String,
    /// Why the game ended, as a stable word for programs (`"nobody-can-move"`): what
    /// `plateau verify` and other tools compare. Empty where a game gives none (plugins
    /// built before codes existed).
    #[serde(default)]
    pub code: String,
    /// Final score per seat, in seat order, for games that score (DVONN); empty otherwise.
    pub score: Vec<i64>,
}

impl Outcome {
    /// A win for `player`.
    pub fn win(player: Player, reason: impl Into<String>) -> Self {
        Self {
            verdict: Verdict::Winner(player),
            reason: reason.into(),
            code: String::new(),
            score: Vec::new(),
        }
    }

    /// A draw for everybody.
    pub fn draw(reason: impl Into<String>) -> Self {
        Self { verdict: Verdict::Draw, reason: reason.into(), code: String::new(), score: Vec::new() }
    }

    /// The end when `seat` drops out (resigns, runs out of time) of a game of `players`:
    /// with two the other wins; with more the game ends without a winner.
    pub fn conceded(seat: Player, players: usize, reason: impl Into<String>) -> Self {
        match players {
            2 => Self::win(Player::new(1 - seat.index().min(1)), reason),
            _ => Self::draw(reason),
        }
    }

    /// The same outcome with its reason's code (lowercase words joined by `-`).
    #[must_use]
    pub fn with_code(mut self, code: &str) -> Self {
        code.clone_into(&mut self.code);
        self
    }

    /// The same outcome with final scores attached.
    #[must_use]
    pub fn with_score(mut self, score: Vec<i64>) -> Self {
        self.score = score;
        self
    }

    /// The winner, if any.
    pub fn winner(&self) -> Option<Player> {
        match self.verdict {
            Verdict::Winner(p) => Some(p),
            Verdict::Draw => None,
        }
    }

    /// Reward of `player` in `[0, 1]`: 1 for a win, 0 for a loss, `1 / players` for a draw,
    /// so that the rewards of all seats always sum to 1 (search relies on that).
    pub fn reward(&self, player: Player, players: usize) -> f64 {
        match self.verdict {
            Verdict::Winner(w) => f64::from(u8::from(w == player)),
            Verdict::Draw => 1.0 / players as f64,
        }
    }
}

/// One labelled number shown for a player (e.g. "pieces controlled": 17).
#[derive(Clone, Eq, PartialEq, Debug, Serialize, Deserialize)]
pub struct Figure {
    /// Short label, e.g. `"reserve"`.
    pub label: String,
    /// The value.
    pub value: i64,
}

/// Live per-player figures for display, in seat order. Not a verdict: see [`Outcome`].
#[derive(Clone, Eq, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Scores {
    /// `per_player[seat]` lists that seat's figures, most important first.
    pub per_player: Vec<Vec<Figure>>,
}

impl Scores {
    /// Scores where each seat has exactly one figure with the same label.
    pub fn single(label: &str, values: impl IntoIterator<Item = i64>) -> Self {
        Self {
            per_player: values
                .into_iter()
                .map(|value| vec![Figure { label: label.to_owned(), value }])
                .collect(),
        }
    }
}
