//! What a front end draws for a DVONN position, and how a person points at a move.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{CellKind, CellView, ColorRole, Lattice, PieceKind, PieceView};
use plateau_core::{BoardView, MoveInput, Player};

use crate::geometry::Cell;
use crate::moves::Move;
use crate::state::{DvonnState, Piece};

/// All 49 spaces in cell-number order, each with its stack bottom to top and the height as a
/// badge from 2 up, then the coordinate labels along the edges as decoration cells. The last
/// move is left empty for the session to fill.
pub(crate) fn board_view(state: &DvonnState) -> BoardView {
    let mut cells: Vec<CellView> = Cell::all()
        .map(|cell| {
            let stack = state.stack(cell);
            CellView {
                coord: cell.coord(),
                name: cell.to_string(),
                center: hex::center(cell.coord(), Orientation::Rows),
                kind: CellKind::Playable,
                stack: stack.pieces().iter().map(|&p| PieceView::new(role(p), PieceKind::Single)).collect(),
                badge: (stack.len() >= 2).then(|| stack.len().to_string()),
            }
        })
        .collect();
    cells.extend(edge_labels());
    BoardView { cells, ..BoardView::empty(Lattice::HexRows) }
}

/// File letters just below where each file enters the board (a–i under rank 1, j and k
/// below their lowest spaces) and rank numbers left of each rank, as in printed diagrams.
fn edge_labels() -> impl Iterator<Item = CellView> {
    let label = |name: String, x: i32, y: i32| {
        let coord = plateau_core::Coord::new(x, y);
        CellView::label(name, coord, hex::center(coord, Orientation::Rows))
    };
    let files = (0..11).map(move |f: i32| {
        let lowest_rank = (f - 7).max(1);
        label(char::from(b'a' + f as u8).to_string(), f, lowest_rank - 1)
    });
    let ranks = (1..=5).map(move |r: i32| label(r.to_string(), (r - 3).max(0) - 1, r));
    files.chain(ranks)
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
