//! Hex for Plateau, a game that exists only as a plugin: the host knows nothing of it and
//! loads it from this crate's `cdylib`.
//!
//! - [`Hex`] implements [`plateau_core::Game`]; [`HexOptions`] chooses the board size and
//!   whether the swap rule applies.
//! - [`HexState`] is a few bitsets: stones per colour and, per colour and side, the stones
//!   already joined to that side, so a win shows the moment a stone joins both.
//! - [`Move`] is a placement on a [`Cell`] or the swap.
//! - [`HexEvaluator`] judges positions by the empty cells each side still needs.
//! - The AI is core's MCTS with playouts that save bridges (`playout.rs`); the levels differ
//!   in iterations only (`ai.rs`).

mod ai;
mod bits;
mod eval;
mod game;
mod geometry;
mod lessons;
mod moves;
mod options;
mod playout;
mod state;
mod view;
mod words;
mod zobrist;

pub use bits::Bits;
pub use eval::{BLOCKED, HexEvaluator, distance_to_connect};
pub use game::{Hex, PositionError};
pub use geometry::{Cell, MAX_CELLS, MAX_SIZE, MIN_SIZE};
pub use moves::Move;
pub use options::HexOptions;
pub use state::HexState;

plateau_plugin::export_game_plugin!(Hex, id = "hex", rules_version = 1);
