//! What the app draws: the whole grid as a bounded [`Lattice::Grid`], each disc in its seat's
//! colour, the winning line highlighted; and how a person drops a disc: by clicking any cell
//! of the column.

use plateau_core::board::{CellView, ColorRole, Lattice, PieceKind, PieceShape, PieceView};
use plateau_core::{BoardView, MoveInput, Player};

use crate::grid::{Grid, column_letter, coord};
use crate::state::ConnectFourState;

/// Cells named `a1` (bottom left) to `g6`, at their column and row; a disc in its seat's
/// colour where there is one.
pub(crate) fn board_view(grid: &Grid, state: &ConnectFourState) -> BoardView {
    let mut cells = Vec::with_capacity(grid.cells());
    for column in 0..grid.columns() {
        for row in 0..grid.rows() {
            let name = format!("{}{}", column_letter(column), row + 1);
            let cell = CellView::new(coord(column, row), name, [f32::from(column), f32::from(row)]);
            let bit = grid.bit(column, row);
            let owner = (0..2).map(Player::new).find(|&seat| state.discs(seat) & bit != 0);
            cells.push(match owner {
                Some(seat) => cell.with_stack(vec![
                    PieceView::new(ColorRole::Player(seat), PieceKind::Single).with_shape(PieceShape::Disc),
                ]),
                None => cell,
            });
        }
    }
    BoardView { cells, highlight: winning_cells(grid, state), ..BoardView::empty(Lattice::Grid) }
}

/// The cells of every line of four the winner has (one line, or more when the last disc
/// closed two), empty while nobody has won.
fn winning_cells(grid: &Grid, state: &ConnectFourState) -> Vec<plateau_core::Coord> {
    let Some(winner) = state.last_mover().filter(|_| state.won()) else { return Vec::new() };
    let discs = state.discs(winner);
    let won = grid.lines().iter().filter(|&&line| discs & line == line).fold(0, |all, line| all | line);
    grid.coords(won).collect()
}

/// A drop is marked on the cell the disc lands in; a click on any other cell of the column
/// makes it too, since a person points at a column, not at a cell.
pub(crate) fn move_input(grid: &Grid, state: &ConnectFourState, column: u8) -> MoveInput {
    let landing = state.height(column).min(grid.rows() - 1);
    let mut input = MoveInput::cells([coord(column, landing)]);
    input.also = (0..grid.rows()).filter(|&row| row != landing).map(|row| vec![coord(column, row)]).collect();
    input
}
