//! YINSH for Plateau, a game that exists only as a plugin: the host knows nothing of it and
//! loads it from this crate's WebAssembly module (or its native library).
//!
//! - [`Yinsh`] implements [`plateau_core::Game`]; [`YinshOptions`] chooses the normal game
//!   or Blitz.
//! - [`YinshState`] is four bit sets over the 85 points (rings and markers of each colour),
//!   the rings removed and where the turn stands ([`Phase`]).
//! - [`Move`] is one action: a ring placed, a ring moved, a row or a ring removed, a pass.
//!   A turn is a ring move and the removals it causes, each its own action.
//! - [`YinshEvaluator`] weighs removed rings, markers and mobility; the levels are core's
//!   alpha-beta, Easy to Hard at growing depths and Expert at a node budget (`ai.rs`).

mod ai;
mod eval;
mod game;
mod geometry;
mod lessons;
mod moves;
mod notation;
mod options;
mod rules;
mod state;
mod view;
mod words;

pub use eval::YinshEvaluator;
pub use game::{PositionError, Setup, Yinsh, point};
pub use geometry::{POINTS, Point};
pub use moves::Move;
pub use options::{Variant, YinshOptions};
pub use state::{End, MARKERS, Phase, RINGS, YinshState};

plateau_plugin::export_game_plugin!(Yinsh, id = "yinsh", rules_version = 1);
