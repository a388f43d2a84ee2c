//! What the window shows of the current position, read from the session once when the
//! position changes instead of every frame: a session may sit behind a plugin boundary, and
//! some answers (the board view, the legal moves with their notation) walk the whole board.

use plateau_core::board::BoardView;
use plateau_core::{GameSession, Outcome, Scores, ToMove};

use super::selection::LegalMove;

/// The shown position, as of the last change.
pub struct ShownPosition {
    /// Moves played to reach it.
    pub cursor: usize,
    /// The session's position hash (tells a stale search result).
    pub hash: u64,
    /// The board to draw.
    pub board: BoardView,
    /// Who acts next.
    pub to_move: ToMove,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Figures per player.
    pub scores: Scores,
    /// The game's name for the stage of play ("Placement").
    pub phase: String,
    /// Every legal move with its cells and notation; moves the session cannot describe are
    /// left out, since a person could not make them anyway.
    pub legal: Vec<LegalMove>,
}

impl ShownPosition {
    /// Reads the session's current position.
    pub fn read(session: &dyn GameSession) -> Self {
        // The board and the figures first, the legal moves last: if the session's plugin
        // stops answering halfway, what was read is the position as it is, not as it was.
        let (cursor, hash, board) = (session.cursor(), session.hash(), session.board_view());
        let (to_move, outcome, scores, phase) =
            (session.to_move(), session.outcome(), session.scores(), session.phase());
        let legal = session
            .legal_moves()
            .into_iter()
            .filter_map(|id| {
                Some(LegalMove {
                    id,
                    input: session.move_input(id).ok()?,
                    notation: session.notation(id).ok()?,
                })
            })
            .collect();
        Self { cursor, hash, board, to_move, outcome, scores, phase, legal }
    }

    /// The legal move with this id.
    pub fn legal_move(&self, id: u32) -> Option<&LegalMove> {
        self.legal.iter().find(|m| m.id == id)
    }
}
