//! Which sound a change of position calls for.

use plateau_core::BoardView;

/// A sound the app makes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cue {
    /// A move that took nothing off the board.
    Move,
    /// A move that took pieces off the board: a capture, a removed row, stacks cut off.
    Capture,
    /// The game ended (by a move, a resignation or an agreed draw).
    End,
}

impl Cue {
    /// The cue for the move that led from `before` to `after`: a capture when a stack that
    /// stood on `before` is gone, apart from a moving stack's own starting cell. The host
    /// knows no game's rules, so it reads this from the boards alone, as the animation does.
    pub fn for_move(before: &BoardView, after: &BoardView) -> Self {
        if vanished(before, after).next().is_some() { Self::Capture } else { Self::Move }
    }
}

/// The cells whose stacks left the board between `before` and `after`, apart from the start
/// of a move of two cells (that stack moved, it was not taken).
pub fn vanished<'a>(
    before: &'a BoardView,
    after: &'a BoardView,
) -> impl Iterator<Item = &'a plateau_core::board::CellView> + 'a {
    let start = match after.last_move[..] {
        [from, to] if from != to => Some(from),
        _ => None,
    };
    before.cells.iter().filter(move |cell| {
        !cell.stack.is_empty()
            && Some(cell.coord) != start
            && after.cell(cell.coord).is_none_or(|now| now.stack.is_empty())
    })
}

#[cfg(test)]
mod tests {
    use plateau_core::{GameFactory, StaticFactory};

    use super::*;

    /// Plays up to `moves` moves of DVONN (`pick` chooses among the legal ones) and returns
    /// each move's cue.
    fn dvonn_cues(moves: usize, pick: impl Fn(usize, usize) -> usize) -> Vec<Cue> {
        let factory = StaticFactory::<plateau_dvonn::Dvonn>::new();
        let mut session = factory.create(&serde_json::Value::Null).unwrap();
        let mut cues = Vec::new();
        for ply in 0..moves {
            let before = session.board_view();
            let legal = session.legal_moves();
            if legal.is_empty() {
                break;
            }
            session.play(legal[pick(ply, legal.len())]).unwrap();
            cues.push(Cue::for_move(&before, &session.board_view()));
        }
        cues
    }

    #[test]
    fn placing_pieces_takes_nothing() {
        let cues = dvonn_cues(49, |_, _| 0);
        assert_eq!(cues, vec![Cue::Move; 49]);
    }

    #[test]
    fn a_game_played_out_cuts_stacks_off_now_and_then() {
        let cues = dvonn_cues(200, |ply, n| (ply * 7 + 3) % n);
        assert!(cues.len() > 49, "{cues:?}");
        assert!(cues[49..].contains(&Cue::Capture), "{cues:?}");
        assert!(cues[49..].contains(&Cue::Move), "{cues:?}");
    }
}
