//! What a front end draws ([`BoardView`]) and how a person makes each move by pointing
//! ([`MoveInput`]).
//!
//! Cells are the 61 points at their axial coordinates `Coord { x: u, y: v }` (§2.2), laid out
//! with vertical columns. Move input:
//!
//! - a push: the dot, then the spot it enters; every other dot whose push leaves the same
//!   position is another way to make it (`MoveInput::also`), so c1→c2 works as well as the
//!   listed b1→c2. Labelled "GIPF-piece" or "basic piece" when the player may insert either
//!   kind, so both pushes through one entry stay distinct;
//! - a removal: every spot of the run, so the board marks them all as the last move; one
//!   click on any of them makes it. When the run holds GIPF-pieces, the label says which are
//!   kept ("keep e5, g5" or "keep none"), which tells apart the removals of one run;
//! - the end-of-turn move: no cell, only a label.

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{CellKind, CellView, ColorRole, Extent, Lattice, PieceKind, PieceView};
use plateau_core::{BoardView, Coord, MoveInput, Player};

use crate::Gipf;
use crate::geometry::{ENTRIES, Entry, GEO, point_name, spot_name};
use crate::moves::{GipfMove, Kind};
use crate::push;
use crate::state::Piece;
use crate::state::{GipfState, Stage};

/// The 61 points with the pieces on the spots, then each player's trays
/// ([`trays`]).
pub(crate) fn board_view(s: &GipfState) -> BoardView {
    let mut cells = Vec::with_capacity(61);
    for u in 0..9 {
        for v in 0..9 {
            let coord = Coord::new(u, v);
            let (kind, stack) = if let Some(spot) = GEO.spot_at(u, v) {
                let stack = s
                    .piece(spot)
                    .map(|p| {
                        let kind = if p.gipf { PieceKind::Double } else { PieceKind::Single };
                        PieceView::new(ColorRole::Player(p.owner), kind)
                    })
                    .into_iter()
                    .collect();
                (CellKind::Playable, stack)
            } else if GEO.dot_at(u, v).is_some() {
                (CellKind::EntryDot, Vec::new())
            } else {
                continue;
            };
            cells.push(CellView {
                coord,
                name: point_name(u as u8, v as u8),
                center: hex::center(coord, Orientation::Columns),
                kind,
                stack,
                badge: None,
            });
        }
    }
    let points = cells.len();
    cells.extend(trays(s, &cells[..points]));
    BoardView { cells, ..BoardView::empty(Lattice::HexColumns) }
}

/// How far from the board's outermost points a tray sits, and between a player's two trays,
/// in point spacings.
const TRAY_GAP: f32 = 1.4;

/// Each player's pieces off the board, as a box of them would lie beside a real board: the
/// reserve (a piece of theirs with the count) and the pieces captured from the opponent (a
/// piece of the opponent's), each with its word below. White's lie at the lower left, on
/// White's side, Black's at the upper right. The tray cells lie off the lattice
/// (columns −2 to −5), so no move names them.
fn trays(s: &GipfState, points: &[CellView]) -> Vec<CellView> {
    let Extent { left, right, bottom, top } = Extent::of_cells(points);
    let mut out = Vec::with_capacity(8);
    for p in [Player::WHITE, Player::BLACK] {
        let white = p == Player::WHITE;
        let (x, first, step) = if white {
            (left - TRAY_GAP, bottom + 1.0, TRAY_GAP)
        } else {
            (right + TRAY_GAP, top - 1.0, -TRAY_GAP)
        };
        let row = p.index() as i32;
        let trays = [
            ("reserve", s.reserve(p), p, -2),
            ("captured", s.captured(p), if white { Player::BLACK } else { Player::WHITE }, -3),
        ];
        for (i, (word, count, colour, column)) in trays.into_iter().enumerate() {
            let y = first + step * i as f32;
            let name = format!("{word}: {}, {count}", if white { "White" } else { "Black" });
            let piece = PieceView::new(ColorRole::Player(colour), PieceKind::Single);
            out.push(
                CellView::new(Coord::new(column, row), name, [x, y])
                    .with_stack(vec![piece])
                    .with_badge(count.to_string()),
            );
            out.push(CellView::label(word.to_owned(), Coord::new(column - 2, row), [x, y - 0.62]));
        }
    }
    out
}

impl Gipf {
    pub(crate) fn input(&self, s: &GipfState, mv: GipfMove) -> MoveInput {
        match mv.0 {
            Kind::Push { entry, gipf } => {
                let click = |e: &Entry| {
                    vec![GEO.dot_coord(usize::from(e.dot)), GEO.spot_coord(usize::from(e.spots[0]))]
                };
                let mut input = MoveInput::cells(click(&GEO.entries[usize::from(entry)]));
                // Pushes from other dots that leave the same position make the same move.
                let piece = Piece { owner: s.side, gipf };
                for other in (0..ENTRIES).filter(|&o| o != usize::from(entry)) {
                    let way = click(&GEO.entries[other]);
                    if push::gap(s, other).is_some()
                        && push::canonical_entry(s, other, piece) == usize::from(entry)
                        && !input.also.contains(&way)
                        && way != input.cells
                    {
                        input.also.push(way);
                    }
                }
                if gipf {
                    input.with_label("GIPF-piece")
                } else if self.insertion_kinds(s).1 {
                    // A basic piece is the usual move; a GIPF-piece is asked for.
                    input.with_label("basic piece").preselected()
                } else {
                    input
                }
            }
            Kind::Remove { line, start, end, keep } => {
                // The whole run, so the board marks every spot it empties; one click on any
                // of them makes the move.
                let spots = &GEO.line_spots[usize::from(line)];
                let run: Vec<_> =
                    (start..=end).map(|p| GEO.spot_coord(usize::from(spots[usize::from(p)]))).collect();
                let mut input = MoveInput::cells(run.clone());
                if run.len() > 1 {
                    input.also = run.into_iter().map(|c| vec![c]).collect();
                }
                let run_has_gipf = (start..=end).any(|p| s.gipf & (1u64 << spots[usize::from(p)]) != 0);
                if !run_has_gipf && keep == 0 {
                    return input;
                }
                let kept: Vec<String> = (start..=end)
                    .filter(|p| keep & (1 << (p - start)) != 0)
                    .map(|p| spot_name(usize::from(spots[usize::from(p)])))
                    .collect();
                // The safe choice is picked first: the mover keeps its own GIPF-pieces (losing
                // the last one loses the game) and takes the opponent's.
                let own_gipfs = (start..=end)
                    .filter(|&p| {
                        let spot = usize::from(spots[usize::from(p)]);
                        s.piece(spot).is_some_and(|piece| piece.gipf && piece.owner == s.side)
                    })
                    .fold(0u8, |mask, p| mask | 1 << (p - start));
                let input = if keep == own_gipfs { input.preselected() } else { input };
                if kept.is_empty() {
                    input.with_label("keep none")
                } else {
                    input.with_label(format!("keep {}", kept.join(", ")))
                }
            }
            Kind::EndTurn => MoveInput::label(if s.stage == Stage::AfterInsertion {
                "end turn"
            } else {
                "decline the rows (reserve empty: loses)"
            }),
        }
    }
}
