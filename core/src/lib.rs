//! Plateau's generic host: the traits every game implements and the facilities every game
//! gets for free (history, save files, sessions, random play, perft, AI). It knows no game.
//!
//! - [`Game`] is the rules of one game with its options; states and moves are its own types.
//!   [`GameView`] adds how it is drawn and clicked, [`GameAi`] what the AI may know of it;
//!   [`Playable`] is all three, what the app and sessions need.
//! - [`board`] holds the lattice helpers and the render model ([`BoardView`], [`MoveInput`]).
//! - [`session`] wraps any `Game` behind the object-safe [`GameSession`] that front ends use.

pub mod ai;
pub mod bits;
pub mod board;
pub mod clock;
pub mod cpu_time;
mod error;
pub mod files;
pub mod fit;
mod game;
pub mod history;
pub mod lab;
pub mod lesson;
pub mod memory;
pub mod move_tree;
pub mod options;
mod outcome;
pub mod perft;
mod playable;
mod player;
mod plural;
pub mod quote;
mod rgb;
pub mod rng;
pub mod save;
pub mod session;
pub mod snapshot;
pub mod vectors;
pub mod words;
pub mod workers;

pub use ai::{Evaluator, GameAi};
pub use board::{BoardView, Coord, GameView, MoveInput};
pub use error::{IllegalMove, MoveError, OptionsError, ParseMoveError};
pub use game::{Game, GameInfo, OptionCondition, OptionKind, OptionSpec, applicable_options};
pub use outcome::{Figure, Outcome, Scores, Verdict};
pub use playable::Playable;
pub use player::{Player, ToMove};
pub use plural::plural;
pub use rgb::Rgb;
pub use rng::Rng;
pub use session::{GameFactory, GameSession, Session, StaticFactory};
pub use words::Words;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod toy;
