//! Tests of the agents, specs, sessions and the match runner, on the toy game and the small
//! test games of [`games`]. No test depends on wall-clock time: budgets are iterations,
//! nodes or depth, and every random choice is seeded.

pub(crate) mod games;

mod agents;
mod alphabeta;
mod arena;
mod mcts;
mod parallel;
mod session;
mod specs;

use std::sync::atomic::AtomicBool;

use crate::GameAi;
use crate::ai::{AgentSpec, Analysis, Limits, build_agent};

/// Builds the agent for `spec` and analyses `state` within `limits`.
pub(crate) fn analyse<G: GameAi>(
    game: &G,
    spec: &dyn AgentSpec,
    state: &G::State,
    limits: Limits,
) -> Option<Analysis<G::Move>> {
    let mut agent = build_agent(game, spec).expect("agent builds");
    agent.analyse(game, state, &limits, &AtomicBool::new(false))
}

/// The legal moves of `state`.
pub(crate) fn legal<G: GameAi>(game: &G, state: &G::State) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    moves
}
