//! An agent kind whose search never returns, whatever its limits and its stop flag say: the
//! AI of a plugin that would hang every game it plays, or, with `from_move`, only the games
//! that get that far (a plugin whose probe, searching from the start, finds nothing wrong).

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Agent, AgentSpec, Analysis, Limits};
use plateau_core::{Game, ToMove};
use serde::{Deserialize, Serialize};

/// A search that never returns (from move `from_move` on, where it is set).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndlessSpec {
    /// The first move number (counting from 1) for which the search never returns; before
    /// it, the agent plays the first legal move at once. Every move if unset.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub from_move: Option<u32>,
}

#[typetag::serde(name = "endless-search")]
impl AgentSpec for EndlessSpec {
    fn label(&self) -> String {
        match self.from_move {
            Some(from) => format!("a search that never returns from move {from} on"),
            None => "a search that never returns".to_owned(),
        }
    }
}

/// The agent of [`EndlessSpec`] without `from_move`.
pub struct EndlessAgent;

impl<G: Game> Agent<G> for EndlessAgent {
    fn analyse(&mut self, _: &G, _: &G::State, _: &Limits, _: &AtomicBool) -> Option<Analysis<G::Move>> {
        endless()
    }
}

/// The agent of [`EndlessSpec`] with `from_move`, for a game that knows how many moves
/// led to a position (`moves_before`).
pub struct LateEndlessAgent<F> {
    /// The first move it never answers.
    pub from_move: u32,
    /// The number of moves played before a position.
    pub moves_before: F,
}

impl<G: Game, F: Fn(&G::State) -> u32 + Send> Agent<G> for LateEndlessAgent<F> {
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        _: &Limits,
        _: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        if (self.moves_before)(state).saturating_add(1) >= self.from_move {
            endless()
        } else if game.to_move(state) == ToMove::Terminal {
            None
        } else {
            let mut moves = Vec::new();
            game.legal_moves(state, &mut moves);
            moves.first().map(|&mv| Analysis::bare(mv))
        }
    }
}

/// Sleeps for ever, deaf to any stop flag.
fn endless<T>() -> T {
    loop {
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}
