//! ZÈRTZ for Plateau, a game that exists only as a plugin: the host knows nothing of it and
//! loads it from this crate's WebAssembly module (or its native library).
//!
//! - [`Zertz`] implements [`plateau_core::Game`]; [`ZertzOptions`] chooses the standard
//!   game, Blitz, or a larger board of 48 or 61 rings.
//! - [`ZertzState`] is the rings on the board and the marbles on them as bit sets, the
//!   pool, each player's captures and where the turn stands ([`Phase`]).
//! - [`Move`] is one action: a marble placed, a ring removed, a jump, a pass. A turn is a
//!   placement and its removal, or a chain of jumps, each its own action.
//! - [`ZertzEvaluator`] weighs how near each player's captures are to a winning set; the
//!   levels are core's alpha-beta, Easy to Hard at growing depths and Expert at a node
//!   budget (`ai.rs`).

mod ai;
mod eval;
mod game;
mod geometry;
mod lessons;
mod moves;
mod notation;
mod options;
mod position;
mod rules;
mod state;
mod view;
mod words;

pub use eval::ZertzEvaluator;
pub use game::Zertz;
pub use geometry::{BOARD_37, BOARD_48, BOARD_61, Board, MAX_RINGS, Ring};
pub use moves::{Colour, Move};
pub use options::{Variant, ZertzOptions};
pub use position::PositionError;
pub use state::{End, Phase, QUIET_TURNS, ZertzState};

plateau_plugin::export_game_plugin!(Zertz, id = "zertz", rules_version = 1);
