//! Lattice math shared by games and the render model that front ends draw.
//!
//! Games keep their own compact cell indices internally; at the edges (views, move input)
//! cells are named by [`Coord`], lattice coordinates that mean the same for every game on
//! the same lattice.

mod game_view;
pub mod hex;
pub mod square;
mod view;

use serde::{Deserialize, Serialize};

pub use game_view::GameView;
pub use view::{
    BoardEdge, BoardView, CellKind, CellShape, CellView, ColorRole, Extent, Lattice, MoveInput, PieceKind,
    PieceShape, PieceView,
};

/// A cell on a lattice: axial `(p, q)` on hex boards, `(x, y)` on the square grid.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug, Serialize, Deserialize)]
pub struct Coord {
    /// First coordinate (hex `p`, square `x`).
    pub x: i32,
    /// Second coordinate (hex `q`, square `y`, up positive).
    pub y: i32,
}

impl Coord {
    /// The cell `(x, y)`.
    pub const fn new(x: i32, y: i32) -> Self {
        Self { x, y }
    }

    /// This cell moved by `(dx, dy)` `times` times.
    #[must_use]
    pub const fn step(self, (dx, dy): (i32, i32), times: i32) -> Self {
        Self { x: self.x + dx * times, y: self.y + dy * times }
    }
}
