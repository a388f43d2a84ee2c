//! What a front end draws for a DVONN position, and how a person points at a move.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{CellKind, CellView, ColorRole, Lattice, PieceKind, PieceView};
use plateau_core::{BoardView, MoveInput, Player};

use crate::geometry::Cell;
use crate::moves::Move;
use crate::state::{DvonnState, Piece};

/// All 49 spaces in cell-number order, each with its stack bottom to top and the height as a
/// badge from 2 up. The last move is left empty for the session to fill.
pub(crate) fn board_view(state: &DvonnState) -> BoardView {
    let cells = Cell::all()
        .map(|cell| {
            let stack = state.stack(cell);
            CellView {
                coord: cell.coord(),
                name: cell.to_string(),
                center: hex::center(cell.coord(), Orientation::Rows),
                kind: CellKind::Playable,
                stack: stack
                    .pieces()
                    .iter()
                    .map(|&p| PieceView { color: role(p), kind: PieceKind::Single })
                    .collect(),
                badge: (stack.len() >= 2).then(|| stack.len().to_string()),
            }
        })
        .collect();
    BoardView { lattice: Lattice::HexRows, cells, last_move: Vec::new() }
}

fn role(piece: Piece) -> ColorRole {
    match piece {
        Piece::White => ColorRole::Player(Player::WHITE),
        Piece::Black => ColorRole::Player(Player::BLACK),
        Piece::Dvonn => ColorRole::Accent,
    }
}

/// A placement is one click on its space, a jump two (start, then landing), and the pass a
/// labelled button with no cell.
pub(crate) fn move_input(mv: Move) -> MoveInput {
    match mv {
        Move::Place(cell) => MoveInput::cells([cell.coord()]),
        Move::Jump { from, to } => MoveInput::cells([from.coord(), to.coord()]),
        Move::Pass => MoveInput::label("pass"),
    }
}
