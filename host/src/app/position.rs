//! What the window shows of the current position, read from the session once when the
//! position changes instead of every frame, as one snapshot: a session may sit behind a
//! plugin boundary, where every question is a call.

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
        let snapshot = session.snapshot();
        let legal = snapshot
            .moves
            .into_iter()
            .map(|m| LegalMove { id: m.id, input: m.input, notation: m.notation })
            .collect();
        Self {
            cursor: snapshot.cursor,
            hash: snapshot.hash,
            board: snapshot.board,
            to_move: snapshot.to_move,
            outcome: snapshot.outcome,
            scores: snapshot.scores,
            phase: snapshot.phase,
            legal,
        }
    }

    /// The legal move with this id.
    pub fn legal_move(&self, id: u32) -> Option<&LegalMove> {
        self.legal.iter().find(|m| m.id == id)
    }
}
