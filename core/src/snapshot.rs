//! Everything a front end shows of a position, in one answer: [`Snapshot`]. Behind a plugin
//! boundary each question is a call, and drawing one position used to ask a dozen of them
//! plus two per legal move; a snapshot is one.

use serde::{Deserialize, Serialize};

use crate::{BoardView, GameSession, MoveInput, Outcome, Scores, ToMove};

/// A legal move with what a person needs to make it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SnapshotMove {
    /// Its id, for [`GameSession::play`].
    pub id: u32,
    /// How a person makes it by pointing.
    pub input: MoveInput,
    /// Its canonical notation.
    pub notation: String,
}

/// The position at a session's cursor, as a front end shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot {
    /// Moves played to reach it.
    pub cursor: usize,
    /// The hash of the position.
    pub hash: u64,
    /// Who acts next.
    pub to_move: ToMove,
    /// The name of the stage of play.
    pub phase: String,
    /// The result, once the game is over.
    pub outcome: Option<Outcome>,
    /// Live figures per player.
    pub scores: Scores,
    /// The board to draw.
    pub board: BoardView,
    /// Every legal move, in the game's order; moves the session cannot describe (no input or
    /// no notation) are left out, since a person could not make them anyway.
    pub moves: Vec<SnapshotMove>,
}

impl Snapshot {
    /// Reads the snapshot by asking `session` each question in turn (what
    /// [`GameSession::snapshot`] does unless a session knows a faster way). The board and
    /// figures come first and the legal moves last, so a session that fails halfway still
    /// gives the position as it is.
    pub fn ask(session: &(impl GameSession + ?Sized)) -> Self {
        let (cursor, hash, board) = (session.cursor(), session.hash(), session.board_view());
        let (to_move, outcome, scores, phase) =
            (session.to_move(), session.outcome(), session.scores(), session.phase());
        let moves = session
            .legal_moves()
            .into_iter()
            .filter_map(|id| {
                Some(SnapshotMove {
                    id,
                    input: session.move_input(id).ok()?,
                    notation: session.notation(id).ok()?,
                })
            })
            .collect();
        Self { cursor, hash, to_move, phase, outcome, scores, board, moves }
    }
}
