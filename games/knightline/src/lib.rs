//! Knight Line (Stephen Tavener) for Plateau: an unbounded square grid, 2 or 3 players, and
//! the grey-tile variants. The rules are rules.md §3; decisions K-1..K-13 are followed.
//!
//! - [`KnightLine`] implements [`plateau_core::Game`]; [`KnightLineOptions`] chooses the
//!   number of players, the [`Grey`] variant and whether White's first split is restricted.
//! - [`KnightLineState`] is a compact, allocation-free position (see `state.rs` for the
//!   representation); [`KnightLine::position`] builds arbitrary positions for tests.
//! - [`Move`] is a 4-byte `Copy` value: its own stable `u32` id (see `moves.rs`).
//! - [`KnightLineEvaluator`] judges positions for search.
//! - [`notation`] reads canonical and AbstractPlay notation.

mod ai;
mod eval;
mod game;
mod geometry;
mod lessons;
mod lines;
mod movegen;
mod moves;
pub mod notation;
mod options;
mod playout;
mod position;
mod rules;
mod state;
mod three_players;
mod torus;
mod view;
mod words;
mod zobrist;

pub use eval::{FEATURE_COUNT, FEATURES, KnightLineEvaluator};
pub use game::KnightLine;
pub use geometry::{COORD_LIMIT, Cell, OCCUPIED_LIMIT};
pub use lines::LINE_LENGTH;
pub use moves::{MAX_TILES_MOVED, Move, MoveKind};
pub use options::{Grey, KnightLineOptions};
pub use position::{PositionError, StackSpec};
pub use state::{KnightLineState, STACK_SIZE};
