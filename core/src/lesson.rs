//! A game's first lesson: a few positions, each with what to look at and a paragraph of
//! words, that the front end draws with the game's own board code before a first game.
//!
//! Lessons are plain data in [`crate::GameInfo`], so they cross the plugin seam with the rest
//! of a game's description. Each one is a position given by rule options and the moves that
//! lead to it from the start; [`Lesson::replay`] makes it, and the generic game tests check
//! that every lesson of every built-in game replays and marks cells that exist.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use thiserror::Error;

use crate::quote::quote;
use crate::session::{GameFactory, GameSession};
use crate::{MoveError, OptionsError};

/// One step of a game's first lesson.
#[derive(Clone, Eq, PartialEq, Debug, Default, Serialize, Deserialize)]
pub struct Lesson {
    /// A few words (`"Moving a stack"`).
    pub title: String,
    /// What the position shows and what the rule is, in one or two short paragraphs
    /// (separated by a blank line).
    pub text: String,
    /// The rule options of the position (`null`: the game's defaults).
    #[serde(default, skip_serializing_if = "Value::is_null")]
    pub options: Value,
    /// The moves from the start to the position, each as [`GameSession::play_notation`]
    /// takes it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub moves: Vec<String>,
    /// Names of the cells to point out (as [`crate::BoardView`] names them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub marks: Vec<String>,
}

/// Why a lesson's position cannot be made.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
pub enum LessonError {
    /// The game refuses the lesson's options.
    #[error("lesson {}: {source}", quote(title))]
    Options {
        /// The lesson's title.
        title: String,
        /// What the game said.
        source: OptionsError,
    },
    /// One of the moves does not play.
    #[error("lesson {}, move {}: {}", quote(title), index + 1, source)]
    Move {
        /// The lesson's title.
        title: String,
        /// Which move (from 0).
        index: usize,
        /// What the game said.
        source: MoveError,
    },
    /// A marked cell is not on the board.
    #[error("lesson {}: no cell is named {}", quote(title), quote(cell))]
    Mark {
        /// The lesson's title.
        title: String,
        /// The name that matched no cell.
        cell: String,
    },
}

impl Lesson {
    /// A lesson with a title and words, at the start of a game with default options.
    pub fn new(title: &str, text: &str) -> Self {
        Self { title: title.to_owned(), text: text.to_owned(), ..Self::default() }
    }

    /// The same lesson after `moves` (whitespace-separated notation).
    #[must_use]
    pub fn after(mut self, moves: &str) -> Self {
        self.moves = moves.split_whitespace().map(str::to_owned).collect();
        self
    }

    /// The same lesson after the first `count` of `moves` (whitespace-separated notation):
    /// several steps can follow one recorded game.
    #[must_use]
    pub fn after_first(mut self, count: usize, moves: &str) -> Self {
        self.moves = moves.split_whitespace().take(count).map(str::to_owned).collect();
        self
    }

    /// The same lesson with `cells` (whitespace-separated names) pointed out.
    #[must_use]
    pub fn marking(mut self, cells: &str) -> Self {
        self.marks = cells.split_whitespace().map(str::to_owned).collect();
        self
    }

    /// The same lesson with rule option `key` set to `value` (the others at their defaults).
    #[must_use]
    pub fn with_option(mut self, key: &str, value: impl Into<Value>) -> Self {
        if !self.options.is_object() {
            self.options = Value::Object(serde_json::Map::new());
        }
        if let Value::Object(map) = &mut self.options {
            map.insert(key.to_owned(), value.into());
        }
        self
    }

    /// The lesson's position: a session of `game` at the end of its moves, its marks checked.
    pub fn replay(&self, game: &dyn GameFactory) -> Result<Box<dyn GameSession>, LessonError> {
        let mut session = game
            .create(&self.options)
            .map_err(|source| LessonError::Options { title: self.title.clone(), source })?;
        for (index, text) in self.moves.iter().enumerate() {
            session.play_notation(text).map_err(|source| LessonError::Move {
                title: self.title.clone(),
                index,
                source,
            })?;
        }
        let board = session.board_view();
        if let Some(cell) = self.marks.iter().find(|name| !board.cells.iter().any(|c| &c.name == *name)) {
            return Err(LessonError::Mark { title: self.title.clone(), cell: cell.clone() });
        }
        Ok(session)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::StaticFactory;
    use crate::toy::Toy;

    #[test]
    fn a_lesson_replays_its_moves_under_its_options() {
        let game = StaticFactory::<Toy>::new();
        let lesson =
            Lesson::new("Taking", "Take one to three.").with_option("stones", 7).after("take3 take2");
        assert_eq!(lesson.options, serde_json::json!({"stones": 7}));
        let session = lesson.replay(&game).unwrap();
        assert_eq!(session.cursor(), 2);
        assert_eq!(session.history(), ["take3", "take2"]);
    }

    #[test]
    fn what_does_not_replay_is_named() {
        let game = StaticFactory::<Toy>::new();
        let bad_move = Lesson::new("Taking", "").after("take3 take9");
        let error = bad_move.replay(&game).err().unwrap();
        assert!(matches!(error, LessonError::Move { index: 1, .. }), "{error:?}");
        assert!(error.to_string().starts_with("lesson Taking, move 2: cannot read 'take9'"), "{error}");

        let bad_options = Lesson::new("Options", "").with_option("pebbles", 3);
        assert!(matches!(bad_options.replay(&game), Err(LessonError::Options { .. })));

        let bad_mark = Lesson::new("Marks", "").marking("a1");
        let error = bad_mark.replay(&game).err().unwrap();
        assert_eq!(error.to_string(), "lesson Marks: no cell is named a1");
    }

    #[test]
    fn a_lesson_reads_back_as_written_and_leaves_out_what_is_empty() {
        let lesson = Lesson::new("Start", "The board.").marking("e5");
        let json = serde_json::to_string(&lesson).unwrap();
        assert_eq!(json, r#"{"title":"Start","text":"The board.","marks":["e5"]}"#);
        assert_eq!(serde_json::from_str::<Lesson>(&json).unwrap(), lesson);
    }
}
