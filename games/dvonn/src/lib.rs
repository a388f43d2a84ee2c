//! DVONN (Kris Burm, GIPF project #4) for Plateau, as specified in rules.md §1.
//!
//! - [`Dvonn`] implements [`plateau_core::Game`]; [`DvonnOptions`] holds its one rule option,
//!   [`EndRule`]: whether a player without a move passes (the rulebook) or the game ends.
//! - [`DvonnState`] is a `Copy` position built on `u64` bitboards with an incremental Zobrist
//!   hash; [`Dvonn::position`] builds hand-made positions for tests.
//! - [`Move`] is a two-byte action with a stable id ([`Move::id`]); notation is `e3`,
//!   `c3-e5` and `pass` ([`parse_move`] also reads `C3E5`, `PASS`).
//! - [`DvonnEvaluator`] is the heuristic for search cut-offs.

mod ai;
mod eval;
mod geometry;
mod legality;
mod lessons;
mod movegen;
mod moves;
mod notation;
mod options;
mod policy;
mod position;
#[cfg(test)]
mod random_games;
mod rules;
mod search;
mod state;
mod view;
mod words;
mod zobrist;

pub use eval::{
    DvonnEvaluator, FEATURE_COUNT, FEATURES, PHASE_KNOTS, PHASES, PLACEMENT_FEATURE_COUNT, PLACEMENT_FEATURES,
};
pub use geometry::Cell;
pub use moves::Move;
pub use notation::parse_move;
pub use options::{DvonnOptions, EndRule};
pub use policy::DvonnPolicy;
pub use rules::Dvonn;
pub use search::{DvonnSearch, DvonnSearchSpec};
pub use state::{DvonnState, Piece, Stack};
