//! What a search found, beyond the move itself: the statistics behind hints and analysis.

use std::time::Duration;

use serde::{Deserialize, Serialize};

/// A result the search proved (within the rules, not a guess), for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Proven {
    /// The player to move can force a win.
    Win,
    /// Every line loses against best play.
    Loss,
    /// Best play by everyone leads to a draw.
    Draw,
}

/// Statistics of one move at the root of an MCTS search.
#[derive(Clone, Debug, PartialEq)]
pub struct MoveStat<M> {
    /// The move.
    pub mv: M,
    /// Iterations that went through it (including ones kept from an earlier search).
    pub visits: u64,
    /// Its share of all root visits, in `[0, 1]`.
    pub share: f64,
    /// Mean outcome for the player to move, in `[-1, 1]` (1: always won); `None` if the move
    /// was never tried. For a proven move, the proven value.
    pub value: Option<f64>,
    /// The proven result after this move, if any.
    pub proven: Option<Proven>,
    /// The expected line after this move, starting with it (may be just the move).
    pub pv: Vec<M>,
}

/// A search's answer with the evidence behind it.
#[derive(Clone, Debug, PartialEq)]
pub struct Analysis<M> {
    /// The move to play.
    pub best: M,
    /// How good the position is for the player to move after `best`, in `[-1, 1]` (the
    /// scale of [`crate::Evaluator`]): MCTS reports `2 × mean reward − 1`, alpha-beta its
    /// score. `None` when nothing was searched (a single legal move, a zero budget).
    pub value: Option<f64>,
    /// The proven result of the position for the player to move, if the search proved one.
    pub proven: Option<Proven>,
    /// Units of work done by this call: MCTS iterations or alpha-beta nodes.
    pub nodes: u64,
    /// Alpha-beta: the deepest completed iteration; MCTS: the length of the principal
    /// variation.
    pub depth: u32,
    /// The expected line of play, starting with `best` (may be just `best`).
    pub pv: Vec<M>,
    /// MCTS: every root move, most visited first. Alpha-beta: empty, unless other lines
    /// were asked for ([`crate::ai::Limits::lines`]): then the answer first, then the moves
    /// scored after it, best first ([`Self::with_other_lines`]).
    pub moves: Vec<MoveStat<M>>,
    /// MCTS: root visits kept from the previous search (tree reuse); 0 otherwise.
    pub reused: u64,
    /// Wall time the call took (reported, never used to decide anything in tests).
    pub elapsed: Duration,
}

impl<M: Copy> Analysis<M> {
    /// An answer without evidence: the move alone (forced moves, zero budgets, agents that
    /// do not search).
    pub fn bare(best: M) -> Self {
        Self {
            best,
            value: None,
            proven: None,
            nodes: 0,
            depth: 0,
            pv: vec![best],
            moves: Vec::new(),
            reused: 0,
            elapsed: Duration::ZERO,
        }
    }

    /// The answer with the other lines an alpha-beta search scored after it
    /// ([`crate::ai::Limits::lines`]): [`Self::moves`] lists the answer first, then `others`
    /// as given. Nothing changes when there are none.
    #[must_use]
    pub fn with_other_lines(mut self, others: Vec<MoveStat<M>>) -> Self {
        if others.is_empty() {
            return self;
        }
        let best = MoveStat::scored(self.best, self.value, self.proven, self.pv.clone());
        self.moves = std::iter::once(best).chain(others).collect();
        self
    }
}

impl<M> MoveStat<M> {
    /// A move an alpha-beta search scored (no visits): its value, proof and line.
    pub fn scored(mv: M, value: Option<f64>, proven: Option<Proven>, pv: Vec<M>) -> Self {
        Self { mv, visits: 0, share: 0.0, value, proven, pv }
    }
}
