//! Making a move by pointing, for any game: the cells clicked so far are matched against the
//! [`MoveInput`] of every legal move. Pure logic, no drawing.

use crate::tr;
use plateau_core::{BoardView, Coord, MoveInput};

/// A legal move as the front end sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LegalMove {
    /// Move id for [`plateau_core::GameSession::play`].
    pub id: u32,
    /// Cells to touch and the chooser label.
    pub input: MoveInput,
    /// Canonical notation, the chooser's fallback label.
    pub notation: String,
}

impl LegalMove {
    /// What a chooser shows for this move.
    pub fn choice_label(&self) -> String {
        match &self.input.label {
            Some(label) => format!("{label} ({})", self.notation),
            None => self.notation.clone(),
        }
    }
}

/// What a click did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Click {
    /// The click extends a move that needs more cells.
    Continue,
    /// Exactly one move is complete: play it.
    Play(u32),
    /// Several complete moves share these cells: the chooser is open.
    Choose,
    /// The click fits no legal move; the reason is for the status line.
    Rejected(String),
}

/// The cells clicked so far and, when several moves share them, the open chooser.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Selection {
    prefix: Vec<Coord>,
    chooser: Vec<u32>,
    /// The move just completed by clicks and the cells clicked, when those were another
    /// way to make it than the cells its notation names (GIPF's push from e9 that the record
    /// writes as the identical push from d8): the status line says so.
    other_way: Option<(u32, Vec<Coord>)>,
}

impl Selection {
    /// Cells clicked so far, in order.
    pub fn prefix(&self) -> &[Coord] {
        &self.prefix
    }

    /// Move ids offered by the chooser (empty when it is closed).
    pub fn chooser(&self) -> &[u32] {
        &self.chooser
    }

    /// Forgets the half-made move.
    pub fn clear(&mut self) {
        self.prefix.clear();
        self.chooser.clear();
        self.other_way = None;
    }

    /// What to add to "Played …" for move `id`: when the clicks that made it were another
    /// way to the same position than the one its notation names, which cells they were
    /// (" — you clicked e9 then e8, which makes the same move"), so the record's other dot is
    /// no surprise; else nothing. A move played clears the selection, and the note with it.
    pub fn played_note(&self, id: u32, board: &BoardView) -> String {
        match &self.other_way {
            Some((made, way)) if *made == id => {
                let names: Vec<String> = way
                    .iter()
                    .map(|&c| board.cell(c).map_or_else(|| format!("{c:?}"), |cell| cell.name.clone()))
                    .collect();
                tr!("selection-same-move", cells = names.join(&tr!("selection-then")))
            }
            _ => String::new(),
        }
    }

    /// True when nothing is selected.
    pub fn is_empty(&self) -> bool {
        self.prefix.is_empty() && self.chooser.is_empty()
    }

    /// Cells that continue some legal move from the current prefix (along any of its ways),
    /// each once, in move order. A move of one click is marked on its own cell only: its
    /// other one-click ways are more places to click the same move (Connect Four's column),
    /// and marking them all would cover the board in marks that say nothing new.
    pub fn next_cells(&self, legal: &[LegalMove]) -> Vec<Coord> {
        let mut cells = Vec::new();
        let ways = legal.iter().flat_map(|m| {
            let one_click = m.input.cells.len() == 1;
            m.input.ways().filter(move |way| !(one_click && way.len() == 1 && *way != m.input.cells))
        });
        for way in ways {
            if way.len() > self.prefix.len() && way.starts_with(&self.prefix) {
                let c = way[self.prefix.len()];
                if !cells.contains(&c) {
                    cells.push(c);
                }
            }
        }
        cells
    }

    /// Handles a click on `cell`. `name` names cells for the rejection message.
    pub fn click(&mut self, legal: &[LegalMove], cell: Coord, name: &str) -> Click {
        // Clicking the last selected cell again takes it back.
        if self.prefix.last() == Some(&cell) {
            self.prefix.pop();
            self.chooser.clear();
            return Click::Continue;
        }
        let mut extended = self.prefix.clone();
        extended.push(cell);
        if !any_starts_with(legal, &extended) {
            // Not a continuation: perhaps the start of another move.
            if self.prefix.is_empty() || !any_starts_with(legal, &[cell]) {
                return Click::Rejected(if self.prefix.is_empty() {
                    tr!("selection-no-move-starts", cell = name)
                } else {
                    tr!("selection-no-move-continues", cell = name)
                });
            }
            extended = vec![cell];
        }
        let complete: Vec<u32> =
            legal.iter().filter(|m| m.input.ways().any(|w| w == extended.as_slice())).map(|m| m.id).collect();
        // A move already complete by one way does not wait for a longer way of its own.
        let longer = legal
            .iter()
            .filter(|m| !complete.contains(&m.id))
            .any(|m| m.input.ways().any(|w| w.len() > extended.len() && w.starts_with(&extended)));
        // Another way of as many cells as the move's own (a push from another dot, not a
        // one-click short cut such as a click anywhere on a column or a run) is noted.
        self.other_way = match complete.as_slice() {
            [id] => legal
                .iter()
                .find(|m| m.id == *id)
                .filter(|m| m.input.cells.len() > 1 && m.input.cells.len() == extended.len())
                .filter(|m| m.input.cells != extended)
                .map(|_| (*id, extended.clone())),
            _ => None,
        };
        self.prefix = extended;
        self.chooser.clear();
        match (complete.len(), longer) {
            (1, false) => {
                self.prefix.clear();
                Click::Play(complete[0])
            }
            (0, _) => Click::Continue,
            _ => {
                self.chooser = complete;
                Click::Choose
            }
        }
    }
}

fn any_starts_with(legal: &[LegalMove], prefix: &[Coord]) -> bool {
    legal.iter().flat_map(|m| m.input.ways()).any(|w| w.starts_with(prefix))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(id: u32, cells: &[(i32, i32)], label: Option<&str>) -> LegalMove {
        LegalMove {
            id,
            input: MoveInput {
                cells: cells.iter().map(|&(x, y)| Coord::new(x, y)).collect(),
                label: label.map(str::to_owned),
                also: Vec::new(),
                preselect: false,
            },
            notation: format!("m{id}"),
        }
    }

    #[test]
    fn a_single_cell_move_plays_at_once() {
        let legal = [mv(1, &[(0, 0)], None), mv(2, &[(1, 0)], None)];
        let mut s = Selection::default();
        assert_eq!(s.click(&legal, Coord::new(1, 0), "b"), Click::Play(2));
        assert!(s.is_empty());
    }

    #[test]
    fn two_cell_moves_highlight_targets_then_play() {
        let legal =
            [mv(1, &[(0, 0), (1, 0)], None), mv(2, &[(0, 0), (2, 0)], None), mv(3, &[(5, 5), (1, 0)], None)];
        let mut s = Selection::default();
        assert_eq!(s.next_cells(&legal), vec![Coord::new(0, 0), Coord::new(5, 5)]);
        assert_eq!(s.click(&legal, Coord::new(0, 0), "a"), Click::Continue);
        assert_eq!(s.next_cells(&legal), vec![Coord::new(1, 0), Coord::new(2, 0)]);
        assert_eq!(s.click(&legal, Coord::new(2, 0), "c"), Click::Play(2));
    }

    #[test]
    fn shared_cells_open_a_chooser() {
        let legal = [mv(1, &[(0, 0), (1, 0)], Some("1 tile")), mv(2, &[(0, 0), (1, 0)], Some("2 tiles"))];
        let mut s = Selection::default();
        s.click(&legal, Coord::new(0, 0), "a");
        assert_eq!(s.click(&legal, Coord::new(1, 0), "b"), Click::Choose);
        assert_eq!(s.chooser(), &[1, 2]);
        assert_eq!(legal[1].choice_label(), "2 tiles (m2)");
    }

    #[test]
    fn any_way_of_a_move_makes_it() {
        // Move 1 is (0,0)→(1,0), or (2,0)→(1,0) the same; move 2, a row, is also one click on
        // any of its cells, one of which it shares with move 3.
        let mut one = mv(1, &[(0, 0), (1, 0)], None);
        one.input.also = vec![vec![Coord::new(2, 0), Coord::new(1, 0)]];
        let mut row = mv(2, &[(5, 0), (6, 0), (7, 0)], None);
        row.input.also = (5..=7).map(|x| vec![Coord::new(x, 0)]).collect();
        let mut other = mv(3, &[(7, 0), (7, 1)], None);
        other.input.also = vec![vec![Coord::new(7, 0)], vec![Coord::new(7, 1)]];
        let legal = [one, row, other];
        let mut s = Selection::default();
        assert_eq!(s.next_cells(&legal).len(), 6, "{:?}", s.next_cells(&legal));
        assert_eq!(s.click(&legal, Coord::new(2, 0), "c"), Click::Continue);
        assert_eq!(s.click(&legal, Coord::new(1, 0), "b"), Click::Play(1));
        assert_eq!(s.click(&legal, Coord::new(6, 0), "g"), Click::Play(2), "one click on the row");
        assert_eq!(s.click(&legal, Coord::new(7, 0), "h"), Click::Choose, "two rows share h");
        assert_eq!(s.chooser(), &[2, 3]);
    }

    #[test]
    fn a_move_made_another_way_says_which_cells_were_clicked() {
        use plateau_core::board::{CellView, Lattice};
        let cells = [("d8", 0), ("e8", 1), ("e9", 2)]
            .map(|(name, x)| CellView::new(Coord::new(x, 0), name, [x as f32, 0.0]))
            .to_vec();
        let board = BoardView { cells, ..BoardView::empty(Lattice::Square) };
        // The push d8 → e8, recorded so, is also made from e9; a row is also one click.
        let mut push = mv(1, &[(0, 0), (1, 0)], None);
        push.input.also = vec![vec![Coord::new(2, 0), Coord::new(1, 0)]];
        let mut row = mv(2, &[(5, 0), (6, 0)], None);
        row.input.also = vec![vec![Coord::new(5, 0)], vec![Coord::new(6, 0)]];
        let legal = [push, row];
        let mut s = Selection::default();
        s.click(&legal, Coord::new(2, 0), "e9");
        assert_eq!(s.click(&legal, Coord::new(1, 0), "e8"), Click::Play(1));
        assert_eq!(s.played_note(1, &board), " — you clicked e9 then e8, which makes the same move");
        s.clear();
        assert_eq!(s.played_note(1, &board), "", "a move played clears the selection");
        s.click(&legal, Coord::new(0, 0), "d8");
        assert_eq!(s.click(&legal, Coord::new(1, 0), "e8"), Click::Play(1));
        assert_eq!(s.played_note(1, &board), "", "the cells the notation names");
        assert_eq!(s.click(&legal, Coord::new(6, 0), "g"), Click::Play(2));
        assert_eq!(s.played_note(2, &board), "", "a one-click short cut is no other move");
    }

    #[test]
    fn a_one_click_move_is_marked_on_its_own_cell_and_made_from_any() {
        // A column: the disc lands on (0,0); a click anywhere on (0,0)..(0,3) drops it.
        let mut column = mv(1, &[(0, 0)], None);
        column.input.also = (1..4).map(|y| vec![Coord::new(0, y)]).collect();
        let legal = [column, mv(2, &[(1, 0)], None)];
        let mut s = Selection::default();
        assert_eq!(s.next_cells(&legal), vec![Coord::new(0, 0), Coord::new(1, 0)]);
        assert_eq!(s.click(&legal, Coord::new(0, 3), "a4"), Click::Play(1));
    }

    #[test]
    fn clicks_that_fit_nothing_are_rejected_with_a_reason() {
        let legal = [mv(1, &[(0, 0), (1, 0)], None)];
        let mut s = Selection::default();
        assert_eq!(
            s.click(&legal, Coord::new(9, 9), "z9"),
            Click::Rejected("no legal move starts at z9".into())
        );
        s.click(&legal, Coord::new(0, 0), "a");
        assert_eq!(
            s.click(&legal, Coord::new(9, 9), "z9"),
            Click::Rejected("no legal move continues with z9".into())
        );
        assert_eq!(s.prefix(), &[Coord::new(0, 0)], "a misclick keeps the half-made move");
    }

    #[test]
    fn another_start_cell_restarts_and_a_repeat_click_takes_back() {
        let legal = [mv(1, &[(0, 0), (1, 0)], None), mv(2, &[(3, 0), (1, 0)], None)];
        let mut s = Selection::default();
        s.click(&legal, Coord::new(0, 0), "a");
        assert_eq!(s.click(&legal, Coord::new(3, 0), "d"), Click::Continue);
        assert_eq!(s.prefix(), &[Coord::new(3, 0)]);
        assert_eq!(s.click(&legal, Coord::new(3, 0), "d"), Click::Continue);
        assert!(s.prefix().is_empty());
    }
}
