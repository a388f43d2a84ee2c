//! The undo/redo timeline: the moves played plus a cursor into them.

use crate::{Game, IllegalMove};

/// Moves from the initial state and a cursor. Undo and redo move the cursor; playing a move
/// after an undo drops the redo tail. Depth is unlimited. Every state along the line is kept
/// (states are small), so moving the cursor anywhere costs nothing.
#[derive(Clone, Debug)]
pub struct History<G: Game> {
    moves: Vec<G::Move>,
    /// `states[i]` is the state after `i` moves; `states[0]` is the initial state.
    states: Vec<G::State>,
    cursor: usize,
}

impl<G: Game> History<G> {
    /// An empty timeline at the game's initial state.
    pub fn new(game: &G) -> Self {
        Self { moves: Vec::new(), states: vec![game.initial_state()], cursor: 0 }
    }

    /// The state at the cursor.
    pub fn current(&self) -> &G::State {
        &self.states[self.cursor]
    }

    /// Number of moves before the cursor.
    pub fn cursor(&self) -> usize {
        self.cursor
    }

    /// Every move of the timeline, including the redo tail.
    pub fn moves(&self) -> &[G::Move] {
        &self.moves
    }

    /// The state after the first `index` moves. Panics if `index > moves().len()`.
    pub fn state_at(&self, index: usize) -> &G::State {
        &self.states[index]
    }

    /// The move that led to the current state, with the state it was played from.
    pub fn last_move(&self) -> Option<(&G::State, G::Move)> {
        let i = self.cursor.checked_sub(1)?;
        Some((&self.states[i], self.moves[i]))
    }

    /// Plays `mv` at the cursor if it is legal, dropping any redo tail.
    pub fn play(&mut self, game: &G, mv: G::Move) -> Result<(), IllegalMove> {
        let mut next = self.current().clone();
        game.try_play(&mut next, mv)?;
        self.moves.truncate(self.cursor);
        self.states.truncate(self.cursor + 1);
        self.moves.push(mv);
        self.states.push(next);
        self.cursor += 1;
        Ok(())
    }

    /// Plays `moves` one after the other at the cursor, all or nothing: if one is illegal,
    /// the timeline (redo tail included) is left exactly as it was and the error names the
    /// index of the refused move within `moves`. Costs one state per move, whatever the
    /// length of the timeline, so replaying a long game is linear.
    pub fn play_all(&mut self, game: &G, moves: &[G::Move]) -> Result<(), (usize, IllegalMove)> {
        let mut next = Vec::with_capacity(moves.len());
        let mut state = self.current().clone();
        for (i, &mv) in moves.iter().enumerate() {
            game.try_play(&mut state, mv).map_err(|e| (i, e))?;
            next.push(state.clone());
        }
        self.moves.truncate(self.cursor);
        self.states.truncate(self.cursor + 1);
        self.moves.extend_from_slice(moves);
        self.states.extend(next);
        self.cursor += moves.len();
        Ok(())
    }

    /// Steps back one move; false if already at the start.
    pub fn undo(&mut self) -> bool {
        self.seek(self.cursor.wrapping_sub(1))
    }

    /// Steps forward one move along the redo tail; false if there is none.
    pub fn redo(&mut self) -> bool {
        self.seek(self.cursor + 1)
    }

    /// Moves the cursor to `index` (moves played before it); false, and no change, if out of
    /// range.
    pub fn seek(&mut self, index: usize) -> bool {
        if index < self.states.len() {
            self.cursor = index;
            true
        } else {
            false
        }
    }
}
