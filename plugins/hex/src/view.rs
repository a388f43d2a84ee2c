//! What a front end draws for a Hex position: the cells, coordinate labels, and the four
//! sides in the colour of the player who joins them.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{BoardEdge, CellKind, CellView, ColorRole, Lattice, PieceKind, PieceView};
use plateau_core::{BoardView, Coord, Player};

use crate::geometry::Cell;
use crate::{Hex, HexState};

/// How far outside the centres of the outer cells a side's line runs, in cell spacings.
const EDGE_OFFSET: f32 = 0.62;
/// How far past the centres of the corner cells it reaches along the side.
const EDGE_OVERHANG: f32 = 0.3;

/// Every cell in cell-number order with its stone, then column letters above the first row
/// and row numbers left of the first column, and the four coloured sides.
pub(crate) fn board_view(game: &Hex, s: &HexState) -> BoardView {
    let n = game.size();
    let mut cells: Vec<CellView> = (0..game.geo.cells())
        .map(|i| {
            let cell = Cell::from_index(i, n);
            CellView {
                coord: cell.coord(),
                name: cell.to_string(),
                center: hex::center(cell.coord(), Orientation::Rows),
                kind: CellKind::Playable,
                stack: s
                    .owner(i)
                    .map(|p| PieceView::new(ColorRole::Player(Player::new(p)), PieceKind::Single))
                    .into_iter()
                    .collect(),
                badge: None,
            }
        })
        .collect();
    let label =
        |name: String, coord: Coord| CellView::label(name, coord, hex::center(coord, Orientation::Rows));
    let n32 = i32::from(n);
    // A column's letter stands straight above its first cell, a row's spacing up. (The cell
    // up there on the lattice is half a cell to the left: a letter there read as the
    // column before.)
    cells.extend((0..n).map(|c| {
        let [x, y] = hex::center(Coord::new(i32::from(c), 0), Orientation::Rows);
        let up = hex::center(Coord::new(0, 1), Orientation::Rows)[1];
        CellView::label(char::from(b'a' + c).to_string(), Coord::new(i32::from(c), 1), [x, y + up])
    }));
    cells.extend((0..n32).map(|r| label((r + 1).to_string(), Coord::new(-1, -r))));
    BoardView { cells, edges: edges(n), ..BoardView::empty(Lattice::HexRows) }
}

/// White's sides along the first and last rows, Black's along the first and last columns.
fn edges(n: u8) -> Vec<BoardEdge> {
    let last = n - 1;
    let at = |col: u8, row: u8| hex::center(Cell::new(col, row).coord(), Orientation::Rows);
    // A line parallel to the outer cells from `a` to `b`, pushed outwards (away from `inner`).
    let side = |a: [f32; 2], b: [f32; 2], inner: [f32; 2], player: usize| {
        let (dx, dy) = (b[0] - a[0], b[1] - a[1]);
        // Not `hypot`: its last bit differs between math libraries, and the WebAssembly build
        // must draw exactly what the native one does; `sqrt` is exact everywhere.
        let len = (dx * dx + dy * dy).sqrt();
        let (ux, uy) = (dx / len, dy / len);
        let mid = [f32::midpoint(a[0], b[0]), f32::midpoint(a[1], b[1])];
        // The normal pointing away from the board's middle.
        let (mut nx, mut ny) = (-uy, ux);
        if nx * (inner[0] - mid[0]) + ny * (inner[1] - mid[1]) > 0.0 {
            (nx, ny) = (-nx, -ny);
        }
        let shift = |p: [f32; 2], along: f32| {
            [p[0] + nx * EDGE_OFFSET + ux * along, p[1] + ny * EDGE_OFFSET + uy * along]
        };
        BoardEdge::new(
            shift(a, -EDGE_OVERHANG),
            shift(b, EDGE_OVERHANG),
            ColorRole::Player(Player::new(player)),
        )
    };
    let middle = {
        let (a, b) = (at(0, 0), at(last, last));
        [f32::midpoint(a[0], b[0]), f32::midpoint(a[1], b[1])]
    };
    vec![
        side(at(0, 0), at(last, 0), middle, 0),
        side(at(0, last), at(last, last), middle, 0),
        side(at(0, 0), at(0, last), middle, 1),
        side(at(last, 0), at(last, last), middle, 1),
    ]
}

#[cfg(test)]
mod tests {
    use plateau_core::Game;

    use super::*;
    use crate::HexOptions;

    #[test]
    fn each_column_letter_stands_above_its_column_and_each_number_beside_its_row() {
        let game = Hex::new(HexOptions::default()).unwrap();
        let view = board_view(&game, &game.initial_state());
        let at = |name: &str| view.cells.iter().find(|c| c.name == name).unwrap().center;
        for (letter, first) in [("a", "a1"), ("f", "f1"), ("k", "k1")] {
            let (label, cell) = (at(letter), at(first));
            assert!((label[0] - cell[0]).abs() < 1e-6, "{letter} is straight above {first}");
            assert!(label[1] > cell[1], "{letter} is above the board");
        }
        let (label, cell) = (at("5"), at("a5"));
        assert!((label[1] - cell[1]).abs() < 1e-6 && label[0] < cell[0], "5 is left of a5");
    }
}
