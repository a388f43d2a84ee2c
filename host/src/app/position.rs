//! What the window shows of the current position, read from the session once when the
//! position changes instead of every frame, as one snapshot: a session may sit behind a
//! plugin boundary, where every question is a call.

use plateau_core::board::BoardView;
use plateau_core::{GameSession, Outcome, Scores, ToMove, Words};

use super::game_words::game_text;

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
    /// Reads the session's current position, its texts (phase, choosers' labels, figures,
    /// the reason it ended) in the window's language where `words` translate them.
    pub fn read(session: &dyn GameSession, words: &Words) -> Self {
        let snapshot = session.snapshot();
        let text = |s: &str| game_text(words, s).into_owned();
        let legal = snapshot
            .moves
            .into_iter()
            .map(|mut m| {
                m.input.label = m.input.label.as_deref().map(text);
                LegalMove { id: m.id, input: m.input, notation: m.notation }
            })
            .collect();
        let mut scores = snapshot.scores;
        for figure in scores.per_player.iter_mut().flatten() {
            figure.label = text(&figure.label);
        }
        // The names of trays and labels drawn on the board (ZÈRTZ's "pool"); a cell's name
        // in notation has no words to translate and stays as it is.
        let mut board = snapshot.board;
        if crate::i18n::current() != crate::i18n::Language::English && !words.is_empty() {
            for cell in &mut board.cells {
                cell.name = text(&cell.name);
            }
        }
        let mut outcome = snapshot.outcome;
        if let Some(outcome) = &mut outcome {
            outcome.reason = text(&outcome.reason);
        }
        Self {
            cursor: snapshot.cursor,
            hash: snapshot.hash,
            board,
            to_move: snapshot.to_move,
            outcome,
            scores,
            phase: text(&snapshot.phase),
            legal,
        }
    }

    /// The legal move with this id.
    pub fn legal_move(&self, id: u32) -> Option<&LegalMove> {
        self.legal.iter().find(|m| m.id == id)
    }
}
