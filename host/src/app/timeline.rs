//! The move list beside the board: every move of the timeline in notation, redo tail
//! included, with who made it. Read from the session once per game and then kept in step
//! move by move, because the session builds the notation of the whole game on each request.

use plateau_core::{GameSession, Player};

/// The moves of the timeline as shown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Timeline {
    notation: Vec<String>,
    movers: Vec<Option<Player>>,
}

impl Timeline {
    /// The session's whole timeline (linear in its length).
    pub fn read(session: &dyn GameSession) -> Self {
        Self { notation: session.history(), movers: session.history_movers() }
    }

    /// A move played after `before` moves: it replaces any later moves (the redo tail), as
    /// the session does.
    pub fn record(&mut self, before: usize, notation: String, mover: Option<Player>) {
        self.notation.truncate(before);
        self.movers.truncate(before);
        self.notation.push(notation);
        self.movers.push(mover);
    }

    /// Every move in notation, redo tail included.
    pub fn moves(&self) -> &[String] {
        &self.notation
    }

    /// Number of moves, redo tail included.
    pub fn len(&self) -> usize {
        self.notation.len()
    }

    /// True before the first move.
    pub fn is_empty(&self) -> bool {
        self.notation.is_empty()
    }

    /// The notation of the move at `index` (0-based) and the player who made it.
    pub fn get(&self, index: usize) -> Option<(&str, Option<Player>)> {
        Some((self.notation.get(index)?.as_str(), self.movers.get(index).copied().flatten()))
    }
}
