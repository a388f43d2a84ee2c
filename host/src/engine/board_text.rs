//! The position as plain text, for the `board` command.
//!
//! Works from the game-independent [`BoardView`], so every game gets it for free: one line
//! per row of cells (top row first, cells left to right), each cell written `name=stack`.
//! A stack lists its pieces bottom to top: a player's piece is the first letter of the
//! player's name (`W`, `B`), a double piece (GIPF) that letter twice, the accent piece
//! (DVONN's red pieces) `D`, a neutral piece `N`, white and black pieces nobody owns (ZÈRTZ's
//! marbles) `w` and `b`; an empty cell is `.`. Entry dots and
//! decoration cells are left out.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use plateau_core::GameSession;
use plateau_core::board::{CellKind, ColorRole, PieceKind, PieceView};

/// The board lines of `session`'s position (without any protocol framing).
pub fn render(session: &dyn GameSession) -> Vec<String> {
    let view = session.board_view();
    // Rows are keyed by the centre's height in hundredths, so float noise cannot split a row;
    // the key is negated to put the top row (largest y) first.
    let mut rows: BTreeMap<i64, Vec<(f32, String)>> = BTreeMap::new();
    for cell in view.cells.iter().filter(|c| c.kind == CellKind::Playable) {
        let key = -((cell.center[1] * 100.0).round() as i64);
        let stack: String = if cell.stack.is_empty() {
            ".".to_owned()
        } else {
            cell.stack.iter().map(|piece| piece_text(session, *piece)).collect()
        };
        rows.entry(key).or_default().push((cell.center[0], format!("{}={stack}", cell.name)));
    }
    rows.into_values()
        .map(|mut row| {
            row.sort_by(|a, b| a.0.total_cmp(&b.0));
            let mut line = String::new();
            for (_, cell) in row {
                if !line.is_empty() {
                    line.push(' ');
                }
                let _ = write!(line, "{cell}");
            }
            line
        })
        .collect()
}

/// One piece as letters (see the module documentation).
fn piece_text(session: &dyn GameSession, piece: PieceView) -> String {
    let letter = match piece.color {
        ColorRole::Player(p) => {
            session.info().players.get(p.index()).and_then(|name| name.chars().next()).unwrap_or('?')
        }
        ColorRole::Accent => 'D',
        ColorRole::Neutral => 'N',
        ColorRole::White => 'w',
        ColorRole::Black => 'b',
    };
    match piece.kind {
        PieceKind::Single => letter.to_string(),
        PieceKind::Double => format!("{letter}{letter}"),
    }
}
