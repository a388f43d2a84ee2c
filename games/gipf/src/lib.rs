//! GIPF for Plateau (rules.md §2): the Basic, Standard and Tournament versions, with
//! notation, a board view for the generic front end, and an evaluator for search.
//!
//! - [`Gipf`] implements [`plateau_core::Game`]; [`GipfOptions`] chooses the version, Basic's
//!   piece count and an optional ply cap (an engine adjudication, not a rule).
//! - A turn is played as sub-moves of one player ([`GipfMove`]): single row removals, one
//!   push, and `end` to decline optional rows; see [`game`] for the model and [`notation`] for
//!   the notation of moves and whole turns ([`turn_notation`]).
//! - [`Setup`] and [`Gipf::position`] build positions for tests and puzzles.
//! - [`GipfEvaluator`] judges positions for search.
//!
//! The board is three `u64` bitboards over the 37 spots with precomputed lines, entries and
//! row windows ([`geometry`]), so move generation and play never allocate.

mod ai;
pub mod eval;
pub mod game;
pub mod geometry;
mod legality;
mod lessons;
pub mod movegen;
pub mod moves;
pub mod notation;
pub mod options;
pub mod position;
pub mod push;
pub mod rows;
pub mod state;
mod turn;
mod view;
mod words;

pub use eval::GipfEvaluator;
pub use game::Gipf;
pub use moves::GipfMove;
pub use notation::turn_notation;
pub use options::{GipfOptions, Version};
pub use position::{Setup, SetupError};
pub use state::{EndReason, Ending, GipfState, Piece, Rows, Stage};
