//! Connect Four for Plateau, loaded as a plugin: two players drop discs into the columns of
//! an upright grid, and whoever first has four of their colour in a line wins.
//!
//! It is the example of what the render model lets a game look like: a bounded
//! [`Lattice::Grid`](plateau_core::board::Lattice::Grid) board, seats coloured red and yellow
//! by the game ([`plateau_core::GameInfo::seat_colors`]), disc pieces, and the winning line
//! highlighted.
//!
//! - [`ConnectFour`] implements [`plateau_core::Game`]; [`ConnectFourOptions`] sets the size.
//! - [`Grid`] is the board's shape as bit masks; [`ConnectFourState`] is one mask per seat.
//! - [`ConnectFourEvaluator`] counts the lines of four each side can still fill.

mod eval;
mod game;
mod grid;
mod options;
mod state;
mod view;

pub use eval::ConnectFourEvaluator;
pub use game::{ConnectFour, RED, YELLOW};
pub use grid::{Grid, MAX_SIDE, MIN_SIDE};
pub use options::ConnectFourOptions;
pub use state::ConnectFourState;

plateau_plugin::export_game_plugin!(ConnectFour, id = "connect-four", rules_version = 1);
