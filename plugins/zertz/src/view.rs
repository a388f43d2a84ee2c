//! What a front end draws for a ZÈRTZ position: the rings still on the board (drawn as
//! rings; a removed ring leaves a gap) with their marbles, the pool on the left and each
//! player's captures on the right, each a marble with its count, and the column letters.
//! While a ring must be removed the free rings glow; in a chain, the marble that must jump.
//!
//! A placement is pointed at in two clicks, the marble in the pool (or, once the pool is
//! empty, among one's captures) and then the ring, or in one click on the ring and a
//! choice of colour.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{
    CellShape, CellView, ColorRole, Extent, Lattice, MoveInput, PieceKind, PieceShape, PieceView,
};
use plateau_core::{BoardView, Coord};

use crate::geometry::{Board, Ring, rings};
use crate::moves::{Colour, Move};
use crate::rules;
use crate::state::{Phase, ZertzState};

/// Space between the board and a tray, and between trays, in ring spacings.
const TRAY_GAP: f32 = 1.5;
/// Space between the marbles of a tray.
const TRAY_STEP: f32 = 1.1;
/// How far below a column its letter sits.
const LABEL_GAP: f32 = 0.8;

/// Where a tray sits: the pool, or a player's captures.
#[derive(Copy, Clone)]
enum Tray {
    Pool,
    Captured(usize),
}

impl Tray {
    /// The lattice coordinate of this tray's marble of `colour`: far off the board's.
    fn coord(self, colour: Colour) -> Coord {
        let column = match self {
            Self::Pool => -100,
            Self::Captured(p) => -101 - p as i32,
        };
        Coord::new(column, colour as i32)
    }
}

/// The colour role a marble is drawn in: white, grey and black belong to nobody.
fn role(colour: Colour) -> ColorRole {
    match colour {
        Colour::White => ColorRole::White,
        Colour::Grey => ColorRole::Neutral,
        Colour::Black => ColorRole::Black,
    }
}

fn marble(colour: Colour) -> PieceView {
    PieceView::new(role(colour), PieceKind::Single).with_shape(PieceShape::Disc)
}

fn center(c: Coord) -> [f32; 2] {
    hex::center(c, Orientation::Columns)
}

/// Every ring in ring order with its marble, then the trays, then the labels.
pub(crate) fn board_view(b: &Board, s: &ZertzState, players: &[String]) -> BoardView {
    let mut cells: Vec<CellView> = rings(s.rings)
        .map(|r| {
            let cell = CellView::new(b.coord(r), b.name(r), center(b.coord(r)));
            match s.marble(r) {
                Some(c) => cell.with_stack(vec![marble(c)]),
                None => cell,
            }
        })
        .collect();
    // The full board's, removed rings included, so that the trays stay where they are.
    let board = Extent::of_points((0..b.rings).map(|i| center(b.coord(Ring(i as u8)))));
    let (left, right, middle) = (board.left, board.right, board.middle()[1]);
    let trays = [
        (Tray::Pool, left - TRAY_GAP, s.pool, "pool".to_owned()),
        (Tray::Captured(0), right + TRAY_GAP, s.captured[0], players[0].clone()),
        (Tray::Captured(1), right + 2.0 * TRAY_GAP, s.captured[1], players[1].clone()),
    ];
    for (tray, x, counts, title) in trays {
        for colour in Colour::ALL {
            let n = counts[colour as usize];
            let y = middle + TRAY_STEP * (1.0 - colour as i32 as f32);
            let name = match tray {
                Tray::Pool => format!("{n} {} in the pool", colour.word()),
                Tray::Captured(_) => format!("{n} {} captured by {title}", colour.word()),
            };
            cells.push(
                CellView::new(tray.coord(colour), name, [x, y])
                    .with_stack(vec![marble(colour)])
                    .with_badge(n.to_string()),
            );
        }
        let at = Coord::new(tray.coord(Colour::White).x, -1);
        cells.push(CellView::label(title, at, [x, middle + 2.0 * TRAY_STEP]));
    }
    for column in 0..b.columns as u8 {
        let lowest = b.ring(column, 1).expect("every column has a first ring");
        let [x, y] = center(b.coord(lowest));
        cells.push(CellView::label(
            char::from(b'a' + column).to_string(),
            Coord::new(i32::from(column), -1),
            [x, y - LABEL_GAP],
        ));
    }
    cells.extend(row_labels(b));
    // A removed ring stays as an unnamed mark of where it was: the board keeps its extent
    // (it does not jump when an edge ring goes), and the ring removed last can be marked.
    cells.extend(
        rings(b.all & !s.rings).map(|r| CellView::label(String::new(), b.coord(r), center(b.coord(r)))),
    );
    let highlight = match s.phase {
        _ if s.end.is_some() => Vec::new(),
        Phase::Remove => rings(rules::free_rings(b, s)).map(|r| b.coord(r)).collect(),
        Phase::Chain(at) => vec![b.coord(at)],
        Phase::Turn => Vec::new(),
    };
    BoardView { cells, highlight, cell_shape: CellShape::Ring, ..BoardView::empty(Lattice::HexColumns) }
}

/// The row numbers: each row's number (the second part of its rings' names) up and to the
/// left of its first ring, along the row, as the rulebook's diagram prints them.
fn row_labels(b: &Board) -> impl Iterator<Item = CellView> + '_ {
    let (a1, b1) = (center(b.coord(Ring(0))), center(b.coord(b.ring(1, 1).expect("two columns"))));
    let step = [a1[0] - b1[0], a1[1] - b1[1]];
    let length = step[0].hypot(step[1]);
    let out = [step[0] / length * LABEL_GAP, step[1] / length * LABEL_GAP];
    let longest = (0..b.columns as u8).map(|c| b.column_len(c)).max().unwrap_or(0);
    (1..=longest).filter_map(move |number| {
        let first = (0..b.columns as u8).find_map(|c| b.ring(c, number))?;
        let [x, y] = center(b.coord(first));
        Some(CellView::label(
            number.to_string(),
            Coord::new(ROW_LABELS, i32::from(number)),
            [x + out[0], y + out[1]],
        ))
    })
}

/// The lattice column of the row numbers: far off the board's and the trays'.
const ROW_LABELS: i32 = -200;

/// The clicks of each action: the marble in its tray and the ring (or the ring alone and a
/// colour from the chooser); the ring removed; the jumping marble and where it lands.
pub(crate) fn move_input(b: &Board, s: &ZertzState, mv: Move) -> MoveInput {
    match mv {
        Move::Place { colour, at } => {
            let tray = if s.pool_empty() { Tray::Captured(s.to_move()) } else { Tray::Pool };
            let mut input = MoveInput::cells([tray.coord(colour), b.coord(at)])
                .with_label(format!("{} marble", colour.word()));
            input.also = vec![vec![b.coord(at)]];
            input
        }
        Move::Remove(at) => MoveInput::cells([b.coord(at)]),
        Move::Jump { from, to } => MoveInput::cells([b.coord(from), b.coord(to)]),
        Move::Pass => MoveInput::label("pass"),
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::board::CellKind;
    use plateau_core::{Game, GameView};

    use super::*;
    use crate::{Variant, Zertz, ZertzOptions};

    fn game(variant: Variant) -> Zertz {
        Zertz::new(ZertzOptions { variant }).unwrap()
    }

    #[test]
    fn rings_trays_and_labels_stay_apart_on_every_board() {
        for variant in [Variant::Standard, Variant::Rings48, Variant::Rings61] {
            let game = game(variant);
            let view = game.board_view(&game.initial_state());
            assert_eq!(view.cell_shape, CellShape::Ring);
            let playable = view.cells.iter().filter(|c| c.kind == CellKind::Playable).count();
            assert_eq!(playable, game.board().rings + 9, "{variant:?}: the rings and three trays of three");
            for (i, a) in view.cells.iter().enumerate() {
                for b in &view.cells[i + 1..] {
                    let (dx, dy) = (a.center[0] - b.center[0], a.center[1] - b.center[1]);
                    assert!(dx * dx + dy * dy > 0.6 * 0.6, "{variant:?}: {} and {} overlap", a.name, b.name);
                    assert_ne!(a.coord, b.coord, "{} and {} share a coordinate", a.name, b.name);
                }
            }
        }
    }

    #[test]
    fn a_removed_ring_is_a_gap_and_marbles_are_nobodys() {
        let game = game(Variant::Standard);
        let mut s = game.initial_state();
        game.play_text(&mut s, "Wd4").unwrap();
        let view = game.board_view(&s);
        // While a ring must go, the free ones glow.
        assert_eq!(view.highlight.len(), 18);
        game.play_text(&mut s, "-d1").unwrap();
        let view = game.board_view(&s);
        assert!(view.cells.iter().all(|c| c.name != "d1"));
        let d1 = game.board().coord(game.board().ring(3, 1).unwrap());
        let gap = view.cells.iter().find(|c| c.coord == d1).expect("the gap stays as a mark");
        assert_eq!((gap.kind, gap.name.as_str()), (CellKind::Decoration, ""));
        let d4 = view.cells.iter().find(|c| c.name == "d4").unwrap();
        assert_eq!(d4.stack[0].color, ColorRole::White);
        let pool = view.cells.iter().find(|c| c.name == "5 white in the pool").unwrap();
        assert_eq!(pool.badge.as_deref(), Some("5"));
        assert!(view.highlight.is_empty());
    }

    #[test]
    fn a_placement_is_the_trays_marble_then_the_ring_or_the_ring_and_a_colour() {
        let game = game(Variant::Standard);
        let s = game.initial_state();
        let mut moves = Vec::new();
        game.legal_moves(&s, &mut moves);
        let d4 = game.board().coord(game.board().ring(3, 4).unwrap());
        let on_d4: Vec<_> =
            moves.iter().map(|&mv| game.move_input(&s, mv)).filter(|i| i.cells[1] == d4).collect();
        assert_eq!(on_d4.len(), 3);
        let firsts: std::collections::HashSet<_> = on_d4.iter().map(|i| i.cells[0]).collect();
        assert_eq!(firsts.len(), 3, "each colour has its own marble in the pool");
        for input in &on_d4 {
            assert!(input.ways().any(|w| w == [d4]), "one click on the ring, then the chooser");
            assert!(input.label.as_deref().is_some_and(|l| l.ends_with("marble")));
        }
        // Once the pool is empty, the marbles come from the mover's own tray.
        let s = game.position(include_str!("../../../tools/zertz/positions/p4_pool_empty.txt")).unwrap();
        game.legal_moves(&s, &mut moves);
        let input = game.move_input(&s, moves[0]);
        assert_eq!(input.cells[0], Tray::Captured(0).coord(Colour::White));
    }
}
