//! What a front end draws for a YINSH position: the 85 points with their rings (drawn as
//! rings) and markers (discs), the column letters below the columns and the numbers at
//! the left ends of the lines that keep a number, and, while a row must be removed, the
//! markers of every row on offer.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{
    CellView, ColorRole, Extent, Lattice, MoveInput, PieceKind, PieceShape, PieceView,
};
use plateau_core::{BoardView, Coord, Player};

use crate::geometry::{COLUMNS, POINTS, Point, STRETCHES, points};
use crate::moves::Move;
use crate::rules;
use crate::state::{Phase, YinshState};

/// How far outside the board a label sits, in point spacings.
const LABEL_GAP: f32 = 0.8;

/// Every point in point order with its piece, then the labels.
pub(crate) fn board_view(s: &YinshState) -> BoardView {
    let piece = |p: usize, shape| {
        vec![PieceView::new(ColorRole::Player(Player::new(p)), PieceKind::Single).with_shape(shape)]
    };
    let mut cells: Vec<CellView> = (0..POINTS)
        .map(|i| {
            let at = Point(i as u8);
            let bit = at.bit();
            let stack = (0..2)
                .find_map(|p| {
                    if s.rings[p] & bit != 0 {
                        Some(piece(p, PieceShape::Ring))
                    } else if s.markers[p] & bit != 0 {
                        Some(piece(p, PieceShape::Disc))
                    } else {
                        None
                    }
                })
                .unwrap_or_default();
            CellView::new(at.coord(), at.to_string(), center(at.coord())).with_stack(stack)
        })
        .collect();
    let trays = trays(s, &cells);
    cells.extend(labels());
    cells.extend(trays);
    let highlight = if s.phase == Phase::Row && s.end.is_none() {
        let all = rules::rows(s, s.to_move as usize).fold(0, |acc, k| acc | STRETCHES[k].mask);
        points(all).map(Point::coord).collect()
    } else {
        Vec::new()
    };
    BoardView { cells, highlight, ..BoardView::empty(Lattice::HexColumns) }
}

fn center(c: Coord) -> [f32; 2] {
    hex::center(c, Orientation::Columns)
}

/// Letters below the columns (at lattice `(c, 0)`, which no point has) and numbers before
/// the first point of each line of equal numbers (at `(-1, n)`). Where a number would stand
/// on a letter (1's place up-left of b1 and a's place under a2 both fall where a1 would be)
/// the number goes straight left of its point instead, so both can be read.
fn labels() -> Vec<CellView> {
    let away =
        |from: [f32; 2], step: [f32; 2]| [from[0] + LABEL_GAP * step[0], from[1] + LABEL_GAP * step[1]];
    let letters: Vec<CellView> = (0..COLUMNS as u8)
        .map(|column| {
            let lowest = (1..=11).find_map(|n| Point::at(column, n)).expect("every column has points");
            let at = away(center(lowest.coord()), [0.0, -1.0]);
            CellView::label(char::from(b'a' + column).to_string(), Coord::new(i32::from(column), 0), at)
        })
        .collect();
    // The lines of equal numbers run down to the right; their labels sit up to the left.
    let back = {
        let (o, n) = (center(Coord::new(0, 0)), center(Coord::new(1, 0)));
        [o[0] - n[0], o[1] - n[1]]
    };
    let clear = |at: [f32; 2]| {
        letters.iter().all(|l| (l.center[0] - at[0]).hypot(l.center[1] - at[1]) >= LABEL_CLEARANCE)
    };
    let mut out = Vec::new();
    for number in 1..=11u8 {
        let first = (0..COLUMNS as u8).find_map(|c| Point::at(c, number)).expect("every number has points");
        let from = center(first.coord());
        let along = away(from, back);
        let at = if clear(along) { along } else { away(from, [-1.0, 0.0]) };
        out.push(CellView::label(number.to_string(), Coord::new(-1, i32::from(number)), at));
    }
    out.extend(letters);
    out
}

/// How far apart two labels must stand to be read apart, in point spacings.
const LABEL_CLEARANCE: f32 = 0.6;

/// Each player's rings taken off the board (three win), as they lie beside a real board:
/// White's in a column at the left, Black's at the right, under the words "rings removed".
/// The tray cells lie off the lattice (columns −3 and −4), so no move names them.
fn trays(s: &YinshState, points: &[CellView]) -> Vec<CellView> {
    let board = Extent::of_cells(points);
    let (left, right, middle) = (board.left, board.right, board.middle()[1]);
    let mut out = Vec::new();
    for p in 0..2 {
        let (x, name) = if p == 0 { (left - TRAY_GAP, "White") } else { (right + TRAY_GAP, "Black") };
        let column = -3 - p as i32;
        let ring =
            PieceView::new(ColorRole::Player(Player::new(p)), PieceKind::Single).with_shape(PieceShape::Ring);
        for i in 0..s.removed[p] {
            let y = middle - 1.0 + f32::from(i);
            out.push(
                CellView::new(Coord::new(column, i32::from(i)), format!("ring removed by {name}"), [x, y])
                    .with_stack(vec![ring]),
            );
        }
        let label = CellView::label("rings removed".to_owned(), Coord::new(column, -1), [x, middle - 1.8]);
        out.push(label);
    }
    out
}

/// How far from the board's outermost points the trays of removed rings lie.
const TRAY_GAP: f32 = 1.8;

/// The clicks of each action: the point placed on; the ring, then where it goes; the five
/// markers of a row (one click on any of them will do); the ring taken off.
pub(crate) fn move_input(mv: Move) -> MoveInput {
    match mv {
        Move::Place(at) | Move::Remove(at) => MoveInput::cells([at.coord()]),
        Move::Ring { from, to } => MoveInput::cells([from.coord(), to.coord()]),
        Move::Row { stretch } => {
            let run: Vec<Coord> = points(STRETCHES[stretch as usize].mask).map(Point::coord).collect();
            let (low, high) = Move::row_ends(stretch);
            let mut input = MoveInput::cells(run.clone()).with_label(format!("row {low}–{high}"));
            input.also = run.into_iter().map(|c| vec![c]).collect();
            input
        }
        Move::Pass => MoveInput::label("pass"),
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::Game;
    use plateau_core::board::CellKind;

    use super::*;
    use crate::{Setup, Yinsh, YinshOptions};

    #[test]
    fn rings_are_rings_markers_are_discs_and_labels_stay_off_the_points() {
        let game = Yinsh::new(YinshOptions::default()).unwrap();
        let s = game
            .position(&Setup {
                rings: [&["e5", "a2", "a3", "a4", "a5"], &["k7", "k8", "k9", "k10", "j11"]],
                markers: [&["e8"], &["e6"]],
                ..Setup::default()
            })
            .unwrap();
        let view = board_view(&s);
        let at = |name: &str| view.cells.iter().find(|c| c.name == name).unwrap();
        assert_eq!(at("e5").stack[0].shape, PieceShape::Ring);
        assert_eq!(at("e6").stack[0].shape, PieceShape::Disc);
        assert_eq!(at("e6").stack[0].color, ColorRole::Player(Player::BLACK));
        assert!(at("e7").stack.is_empty());
        let playable = view.cells.iter().filter(|c| c.kind == CellKind::Playable).count();
        assert_eq!(playable, POINTS);
        // 11 letters and 11 numbers, none drawn on top of a point or of another label.
        let labels: Vec<_> = view.cells.iter().filter(|c| c.kind == CellKind::Decoration).collect();
        assert_eq!(labels.len(), 24, "and the words over each player's tray of rings removed");
        for (i, a) in view.cells.iter().enumerate() {
            for b in &view.cells[i + 1..] {
                let (dx, dy) = (a.center[0] - b.center[0], a.center[1] - b.center[1]);
                // Two labels need more room than a label beside a point's edge.
                let labels = a.kind == CellKind::Decoration && b.kind == CellKind::Decoration;
                let room = if labels { LABEL_CLEARANCE } else { 0.3 };
                assert!(dx * dx + dy * dy > room * room, "{} and {} overlap", a.name, b.name);
                assert_ne!(a.coord, b.coord, "{} and {} share a coordinate", a.name, b.name);
            }
        }
    }

    #[test]
    fn rings_removed_lie_beside_the_board_on_their_players_side() {
        let game = Yinsh::new(YinshOptions::default()).unwrap();
        let mut s = game.initial_state();
        s.removed = [2, 1];
        let view = board_view(&s);
        let white: Vec<_> = view.cells.iter().filter(|c| c.name == "ring removed by White").collect();
        let black: Vec<_> = view.cells.iter().filter(|c| c.name == "ring removed by Black").collect();
        assert_eq!((white.len(), black.len()), (2, 1));
        let leftmost =
            view.cells.iter().filter(|c| c.coord.x >= 0).map(|c| c.center[0]).fold(f32::MAX, f32::min);
        assert!(white.iter().all(|c| c.center[0] < leftmost && c.stack[0].shape == PieceShape::Ring));
        assert_eq!(black[0].stack[0].color, ColorRole::Player(Player::BLACK));
    }

    #[test]
    fn rows_on_offer_glow_and_any_of_their_markers_picks_them() {
        let game = Yinsh::new(YinshOptions::default()).unwrap();
        let mut s = game
            .position(&Setup {
                rings: [&["e4", "a2", "a3", "a4", "a5"], &["k7", "k8", "k9", "k10", "j11"]],
                markers: [&["e2", "e3", "e5", "e6", "c4", "d4", "f4", "g4"], &[]],
                ..Setup::default()
            })
            .unwrap();
        game.play_text(&mut s, "e4-f5").unwrap();
        let view = board_view(&s);
        assert_eq!(view.highlight.len(), 9, "two rows of five sharing e4");
        let mut moves = Vec::new();
        game.legal_moves(&s, &mut moves);
        let e4 = crate::point("e4").unwrap().coord();
        for mv in moves {
            let input = move_input(mv);
            assert_eq!(input.cells.len(), 5);
            assert!(input.ways().any(|w| w == [e4]), "one click on the shared marker names either row");
            assert!(input.label.is_some(), "a chooser tells the two apart");
        }
    }
}
