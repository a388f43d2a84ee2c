//! Coordinates along the edges of the board, for games whose view brings no labels of its
//! own ([`view_names_its_edges`]; DVONN's does, as decoration cells), read from the cell names ("c4": column "c", row
//! "4"; Knight Line's "3,-1": column "3", row "-1"). On a bounded board each column's name
//! goes below its lowest cell and each row's left of its leftmost cell, where the column or
//! row has no cell, so never over a piece. The unbounded square grid (Knight Line) has its
//! names along the bottom and left edges of the view instead, in the margin the view keeps
//! around the pieces.

use std::collections::BTreeMap;

use egui::{Align2, FontId, Pos2};
use plateau_core::BoardView;
use plateau_core::board::CellKind;

use super::board_turn::Turn;

/// True when the game's view brings its own coordinates (YINSH's, ZÈRTZ's and Hex's letters
/// and numbers): decoration cells named like a coordinate, one or two letters or digits. A
/// word beside the board ("reserve" under GIPF's trays) or an unnamed mark (ZÈRTZ's removed
/// rings) is not one, and leaves the labels to [`draw`].
pub fn view_names_its_edges(view: &BoardView) -> bool {
    view.cells.iter().any(|c| {
        c.kind == CellKind::Decoration
            && (1..=2).contains(&c.name.chars().count())
            && c.name.chars().all(char::is_alphanumeric)
    })
}

/// The column and the row part of a cell name, if it has that form.
fn split_name(name: &str) -> Option<(&str, &str)> {
    // Only names of those two forms: a tray's "reserve: White, 2" names no column or row.
    if let Some((column, row)) = name.split_once(',') {
        let whole = |part: &str| part.parse::<i64>().is_ok();
        return (whole(column) && whole(row)).then_some((column, row));
    }
    let digits = name.find(|c: char| c.is_ascii_digit())?;
    let (column, row) = name.split_at(digits);
    let letters = !column.is_empty() && column.chars().all(|c| c.is_ascii_alphabetic());
    (letters && row.chars().all(|c| c.is_ascii_digit())).then_some((column, row))
}

/// Where each label goes, in board units: `(text, point, anchor)`. Columns are labelled
/// below their lowest cell, rows left of their leftmost cell (board `y` grows upwards).
fn placements(view: &BoardView) -> Vec<(String, [f32; 2], Align2)> {
    let mut lowest: BTreeMap<&str, [f32; 2]> = BTreeMap::new();
    let mut leftmost: BTreeMap<&str, [f32; 2]> = BTreeMap::new();
    for cell in view.cells.iter().filter(|c| c.kind != CellKind::Decoration) {
        let Some((column, row)) = split_name(&cell.name) else { continue };
        let low = lowest.entry(column).or_insert(cell.center);
        if cell.center[1] < low[1] {
            *low = cell.center;
        }
        let left = leftmost.entry(row).or_insert(cell.center);
        if cell.center[0] < left[0] {
            *left = cell.center;
        }
    }
    let below =
        lowest.into_iter().map(|(column, c)| (column.to_owned(), [c[0], c[1] - 0.62], Align2::CENTER_TOP));
    let beside =
        leftmost.into_iter().map(|(row, c)| (row.to_owned(), [c[0] - 0.62, c[1]], Align2::RIGHT_CENTER));
    below.chain(beside).collect()
}

/// Draws the labels: [`placements`] on a bounded board, the edges of `area` on the square
/// grid; `to_screen` maps board units to the screen and `unit` is the size of one board unit
/// there. On a flipped board the labels sit on the other sides, still facing out; on a board
/// turned by sixths of a turn each is centred a little further out from its cell.
pub fn draw(
    painter: &egui::Painter,
    view: &BoardView,
    area: egui::Rect,
    to_screen: impl Fn([f32; 2]) -> Pos2,
    unit: f32,
    color: egui::Color32,
    turn: Turn,
) {
    let font = FontId::proportional((unit * 0.28).clamp(9.0, 16.0));
    let flipped = turn.flipped();
    if !view.lattice.is_unbounded() {
        for (text, at, anchor) in placements(view) {
            if turn.upright() {
                let anchor = if flipped { anchor.flipped() } else { anchor };
                painter.text(to_screen(at), anchor, text, font.clone(), color);
            } else {
                // The anchor's side no longer faces out: centre the label, as far out again.
                let out = if anchor == Align2::CENTER_TOP { [0.0, -0.2] } else { [-0.2, 0.0] };
                let at = [at[0] + out[0], at[1] + out[1]];
                painter.text(to_screen(at), Align2::CENTER_CENTER, text, font.clone(), color);
            }
        }
        return;
    }
    let mut columns: BTreeMap<&str, f32> = BTreeMap::new();
    let mut rows: BTreeMap<&str, f32> = BTreeMap::new();
    for cell in &view.cells {
        if let Some((column, row)) = split_name(&cell.name) {
            columns.insert(column, cell.center[0]);
            rows.insert(row, cell.center[1]);
        }
    }
    let inside = area.shrink(4.0);
    for (text, x) in columns {
        let at = Pos2::new(to_screen([x, 0.0]).x, inside.bottom());
        if inside.x_range().contains(at.x) {
            painter.text(at, Align2::CENTER_BOTTOM, text, font.clone(), color);
        }
    }
    for (text, y) in rows {
        let at = Pos2::new(inside.left(), to_screen([0.0, y]).y);
        if inside.y_range().contains(at.y) {
            painter.text(at, Align2::LEFT_CENTER, text, font.clone(), color);
        }
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::Coord;
    use plateau_core::board::{CellView, Lattice};

    use super::*;

    fn view(cells: &[(&str, [f32; 2])]) -> BoardView {
        let cells = cells
            .iter()
            .map(|&(name, center)| CellView {
                coord: Coord::new(0, 0),
                name: name.to_owned(),
                center,
                kind: CellKind::Playable,
                stack: Vec::new(),
                badge: None,
            })
            .collect();
        BoardView { cells, ..BoardView::empty(Lattice::Square) }
    }

    #[test]
    fn words_and_unnamed_marks_beside_the_board_are_not_coordinates() {
        let decorated = |names: &[&str]| {
            let mut v = view(&[("a1", [0.0, 0.0])]);
            for name in names {
                v.cells.push(CellView::label((*name).to_owned(), Coord::new(9, 9), [5.0, 5.0]));
            }
            view_names_its_edges(&v)
        };
        assert!(!decorated(&[]));
        assert!(!decorated(&["reserve", "captured", ""]), "GIPF's trays and ZÈRTZ's removed rings");
        assert!(decorated(&["reserve", "a"]));
        assert!(decorated(&["11"]));
    }

    #[test]
    fn names_split_into_column_and_row() {
        assert_eq!(split_name("c4"), Some(("c", "4")));
        assert_eq!(split_name("3,-1"), Some(("3", "-1")));
        assert_eq!(split_name("c"), None);
        assert_eq!(split_name("4"), None);
        assert_eq!(split_name("c4x"), None);
        assert_eq!(split_name("reserve: White, 2"), None, "a tray beside the board");
        assert_eq!(split_name("ring removed by White 1"), None);
    }

    #[test]
    #[expect(
        clippy::float_cmp,
        reason = "the points are the cell centres moved by one constant, computed exactly"
    )]
    fn columns_are_labelled_below_and_rows_to_the_left_of_the_board() {
        let labels = placements(&view(&[("a1", [0.0, 0.0]), ("a2", [0.0, 1.0]), ("b2", [1.0, 1.0])]));
        let find = |text: &str| labels.iter().find(|l| l.0 == text).map(|l| l.1).unwrap();
        assert_eq!(labels.len(), 4);
        assert_eq!(find("a"), [0.0, -0.62], "below a1");
        assert_eq!(find("b"), [1.0, 1.0 - 0.62], "below b2, b's lowest");
        assert_eq!(find("1"), [-0.62, 0.0]);
        assert_eq!(find("2"), [-0.62, 1.0], "left of a2, row 2's leftmost");
    }
}
