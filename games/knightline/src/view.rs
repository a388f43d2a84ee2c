//! What the front end draws and how a person makes a move by pointing.

use plateau_core::board::square;
use plateau_core::board::{CellKind, CellView, ColorRole, Lattice, PieceKind, PieceView};
use plateau_core::{BoardView, MoveInput};

use crate::geometry::Cell;
use crate::moves::{Move, MoveKind};
use crate::state::{KnightLineState, Status};

/// The board: every occupied cell, then every empty cell touching one (the only cells a
/// split or placement can reach), each set row by row from the top, left to right.
pub(crate) fn board_view(state: &KnightLineState) -> BoardView {
    let mut cells: Vec<CellView> = state.cells_of(&state.occupied).map(|c| occupied_cell(state, c)).collect();
    // The empty ring lies within one step of the box around the occupied cells.
    let (low, high) = (state.low, state.high);
    for y in (low.y() - 1..=high.y() + 1).rev() {
        for x in low.x() - 1..=high.x() + 1 {
            if state.frontier.contains(x, y) {
                cells.push(cell_view(Cell::new_unchecked(x, y), Vec::new(), None));
            }
        }
    }
    let highlight = match state.status {
        Status::Line(p) => state.winning_line(usize::from(p), state.wild()).unwrap_or_default(),
        _ => Vec::new(),
    };
    let highlight = highlight.iter().map(|c| c.coord()).collect();
    BoardView { cells, highlight, ..BoardView::empty(Lattice::Square) }
}

fn occupied_cell(state: &KnightLineState, c: Cell) -> CellView {
    match state.stack_at(c) {
        Some((player, height)) => {
            let tile = PieceView::new(ColorRole::Player(player), PieceKind::Single);
            let badge = (height >= 2).then(|| height.to_string());
            cell_view(c, vec![tile; height as usize], badge)
        }
        None => cell_view(c, vec![PieceView::new(ColorRole::Neutral, PieceKind::Single)], None),
    }
}

fn cell_view(c: Cell, stack: Vec<PieceView>, badge: Option<String>) -> CellView {
    CellView {
        coord: c.coord(),
        name: c.to_string(),
        center: square::center(c.coord()),
        kind: CellKind::Playable,
        stack,
        badge,
    }
}

/// Cells clicked for `mv`: source then target with the tile count as label (every count
/// between the same two cells shares them, so the front end offers a chooser); the cell of
/// a placement; nothing but the label for the pass.
pub(crate) fn move_input(mv: Move) -> MoveInput {
    match mv.kind() {
        MoveKind::Pass => MoveInput::label("pass"),
        MoveKind::Place { at } => MoveInput::cells([at.coord()]),
        MoveKind::Split { from, to, tiles } => {
            let label = if tiles == 1 { "1 tile".to_owned() } else { format!("{tiles} tiles") };
            MoveInput::cells([from.coord(), to.coord()]).with_label(label)
        }
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::Coord;

    use plateau_core::Player;
    use plateau_core::board::square::KING_STEPS;

    use super::*;

    /// Empty neighbours of `c`.
    fn free_around(state: &KnightLineState, c: Cell) -> usize {
        KING_STEPS.iter().filter(|&&s| c.offset(s).is_some_and(|n| !state.is_occupied(n))).count()
    }

    fn role(p: usize) -> ColorRole {
        ColorRole::Player(Player::new(p))
    }

    #[test]
    fn view_shows_stacks_badges_grey_and_the_empty_ring() {
        let mut s = KnightLineState::empty(2, Some(Cell::ORIGIN), Cell::ORIGIN);
        s.add_stack(0, Cell::new(1, 0).unwrap(), 20);
        s.add_stack(1, Cell::new(-1, 0).unwrap(), 1);
        let v = board_view(&s);
        assert_eq!(v.lattice, Lattice::Square);
        let white = v.cell(Coord::new(1, 0)).unwrap();
        assert_eq!(white.stack.len(), 20);
        assert!(white.stack.iter().all(|t| t.color == role(0)));
        assert_eq!(white.badge.as_deref(), Some("20"));
        assert_eq!(white.name, "1,0");
        assert!((white.center[0] - 1.0).abs() < 1e-6 && white.center[1].abs() < 1e-6);
        let black = v.cell(Coord::new(-1, 0)).unwrap();
        assert_eq!((black.stack.len(), black.badge.clone()), (1, None));
        assert_eq!(v.cell(Coord::new(0, 0)).unwrap().stack[0].color, ColorRole::Neutral);
        // 3 occupied in a row: a 5 x 3 box around them, minus the 3 themselves.
        assert_eq!(v.cells.len(), 3 + 12);
        assert!(v.cells[3..].iter().all(|c| c.stack.is_empty() && c.kind == CellKind::Playable));
        assert_eq!(free_around(&s, Cell::ORIGIN), 6);
    }

    #[test]
    fn move_input_names_cells_and_counts() {
        let from = Cell::new(0, 0).unwrap();
        let to = Cell::new(2, 1).unwrap();
        let one = move_input(Move::split(from, to, 1).unwrap());
        assert_eq!(one.cells, [Coord::new(0, 0), Coord::new(2, 1)]);
        assert_eq!(one.label.as_deref(), Some("1 tile"));
        assert_eq!(move_input(Move::split(from, to, 3).unwrap()).label.as_deref(), Some("3 tiles"));
        assert_eq!(move_input(Move::place(to)), MoveInput::cells([Coord::new(2, 1)]));
        assert_eq!(move_input(Move::PASS), MoveInput::label("pass"));
    }
}
