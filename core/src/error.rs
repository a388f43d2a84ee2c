//! Errors shared by every game: bad moves, bad notation, bad options.

use thiserror::Error;

use crate::quote::{quote, quote_up_to};

/// How much of a reason a message shows. Games build reasons from pieces of the input ("'zz'
/// is not a row"), so a reason is input too: escaped and cut like any quote, with room for a
/// sentence.
const REASON_CHARS: usize = 300;

/// A move that the rules do not allow in the given state.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
#[error("{}", quote_up_to(reason, REASON_CHARS))]
pub struct IllegalMove {
    /// Why, in words a player understands (e.g. "c3-e3 ends on an empty space").
    pub reason: String,
}

impl IllegalMove {
    /// An illegal move with this reason.
    pub fn new(reason: impl Into<String>) -> Self {
        Self { reason: reason.into() }
    }
}

/// Text that is not a move in the game's notation.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
#[error("cannot read '{}' as a move: {}", quote(input), quote_up_to(reason, REASON_CHARS))]
pub struct ParseMoveError {
    /// The text as given.
    pub input: String,
    /// What is wrong with it.
    pub reason: String,
}

impl ParseMoveError {
    /// A parse error for `input`.
    pub fn new(input: &str, reason: impl Into<String>) -> Self {
        Self { input: input.to_owned(), reason: reason.into() }
    }
}

/// Either kind of move error, for callers that parse and play in one step.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
pub enum MoveError {
    /// The text is not a move.
    #[error(transparent)]
    Parse(#[from] ParseMoveError),
    /// The move is well-formed but not legal here.
    #[error("'{}' is illegal: {source}", quote(notation))]
    Illegal {
        /// The move as written.
        notation: String,
        /// Why the rules refuse it.
        source: IllegalMove,
    },
    /// The game is already over.
    #[error("the game is over")]
    GameOver,
    /// A move id that does not name any move of this game.
    #[error("{0} is not a move id of this game")]
    UnknownId(u32),
}

/// Rule options that a game refuses (unknown key, value out of range, bad type).
#[derive(Clone, Eq, PartialEq, Debug, Error)]
#[error("invalid options: {}", quote_up_to(.0, REASON_CHARS))]
pub struct OptionsError(pub String);
