//! Hints: a search's answer in the object-safe form front ends use (move ids and notation).

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{Analysis, Proven, chance};
use crate::{Game, GameAi};

/// The suggested move for the player to move, with the evidence a Hint button can show.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Hint {
    /// Id of the suggested move ([`Game::move_id`]).
    pub mv: u32,
    /// The move in canonical notation.
    pub notation: String,
    /// How good the position is for the player to move with best play, in `[-1, 1]`
    /// (see [`Analysis::value`]); `None` when no search was needed or possible.
    pub value: Option<f64>,
    /// A proven result, if the search found one.
    pub proven: Option<Proven>,
    /// MCTS: the suggested move's share of the root visits, in `[0, 1]`.
    pub share: Option<f64>,
    /// MCTS iterations or alpha-beta nodes spent.
    pub nodes: u64,
    /// Alpha-beta depth reached, or the length of the MCTS principal variation.
    pub depth: u32,
    /// The expected line in notation, starting with the suggested move.
    pub pv: Vec<String>,
    /// MCTS: every root move, most visited first.
    pub moves: Vec<MoveHint>,
    /// Time the search took.
    pub elapsed: Duration,
    /// Whether the search's figures here can be compared with its figures at the next
    /// position ([`GameAi::steady_judgement`]). A hint from before this field existed (an
    /// older plugin) counts as steady, as every game was taken to be.
    #[serde(default = "steady_by_default")]
    pub steady: bool,
}

fn steady_by_default() -> bool {
    true
}

/// One root move of an MCTS hint.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct MoveHint {
    /// Move id.
    pub mv: u32,
    /// Canonical notation.
    pub notation: String,
    /// Iterations through the move.
    pub visits: u64,
    /// Share of the root visits.
    pub share: f64,
    /// Mean outcome for the player to move in `[-1, 1]`, if tried.
    pub value: Option<f64>,
    /// Proven result after the move, if any.
    pub proven: Option<Proven>,
    /// The expected line in notation, starting with the move.
    #[serde(default)]
    pub pv: Vec<String>,
}

impl MoveHint {
    /// The mover's chance to win after this move, through the one conversion [`chance`].
    pub fn chance(&self, players: usize) -> Option<f32> {
        chance(self.value, self.proven, players)
    }
}

impl Hint {
    /// A hint that is only a move (agents that do not report statistics).
    pub fn bare(mv: u32, notation: String) -> Self {
        Self {
            mv,
            pv: vec![notation.clone()],
            notation,
            value: None,
            proven: None,
            share: None,
            nodes: 0,
            depth: 0,
            moves: Vec::new(),
            elapsed: Duration::ZERO,
            steady: true,
        }
    }

    /// The chance to win the search gives the player to move (with its suggested move),
    /// through the one conversion [`chance`]; `None` when it gave no value.
    pub fn chance(&self, players: usize) -> Option<f32> {
        chance(self.value, self.proven, players)
    }

    /// The hint for `analysis`, a search of `state`.
    pub fn from_analysis<G: GameAi>(game: &G, state: &G::State, analysis: &Analysis<G::Move>) -> Self {
        let pv = line_notation(game, state, &analysis.pv);
        let moves = analysis
            .moves
            .iter()
            .map(|m| MoveHint {
                mv: game.move_id(m.mv),
                notation: game.notation(state, m.mv),
                visits: m.visits,
                share: m.share,
                value: m.value,
                proven: m.proven,
                pv: line_notation(game, state, &m.pv),
            })
            .collect();
        Self {
            mv: game.move_id(analysis.best),
            notation: game.notation(state, analysis.best),
            value: analysis.value,
            proven: analysis.proven,
            share: analysis.moves.iter().find(|m| m.mv == analysis.best).map(|m| m.share),
            nodes: analysis.nodes,
            depth: analysis.depth,
            pv,
            moves,
            elapsed: analysis.elapsed,
            steady: game.steady_judgement(state),
        }
    }
}

/// A line of moves from `state` in notation, as far as it stays legal.
fn line_notation<G: Game>(game: &G, state: &G::State, line: &[G::Move]) -> Vec<String> {
    let mut texts = Vec::with_capacity(line.len());
    let mut position = state.clone();
    for &mv in line {
        texts.push(game.notation(&position, mv));
        if game.try_play(&mut position, mv).is_err() {
            break;
        }
    }
    texts
}
