//! Search speed figures for `plateau bench`: MCTS iterations (with the game's playout policy,
//! and with uniform playouts) and alpha-beta nodes per second for a fixed budget from one
//! position.

use crate::clock::Moment;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::{
    Agent, AgentSpec, AlphaBetaAgent, AlphaBetaSpec, Limits, MAX_DEPTH, MctsAgent, MctsSpec, SeatSpec,
};
use crate::{GameAi, GameSession};

/// Work done and time taken by two MCTS searches (the game's playout policy, then uniform
/// playouts) and one alpha-beta search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct SearchSpeed {
    /// MCTS iterations run (fewer than the budget if the position was solved first).
    pub mcts_iterations: u64,
    /// Seconds they took.
    pub mcts_seconds: f64,
    /// MCTS iterations run with uniformly random playouts (plain UCT), which compare across
    /// games and across changes to a game's policy.
    pub uniform_iterations: u64,
    /// Seconds they took.
    pub uniform_seconds: f64,
    /// Alpha-beta nodes searched (paranoid with three or more players); `None` when the
    /// search could not be built.
    pub alphabeta_nodes: Option<u64>,
    /// Seconds they took.
    pub alphabeta_seconds: f64,
}

impl SearchSpeed {
    /// MCTS iterations per second (0 if nothing was measured).
    pub fn mcts_per_second(&self) -> f64 {
        per_second(self.mcts_iterations, self.mcts_seconds)
    }

    /// MCTS iterations per second with uniform playouts (0 if nothing was measured).
    pub fn uniform_per_second(&self) -> f64 {
        per_second(self.uniform_iterations, self.uniform_seconds)
    }

    /// Alpha-beta nodes per second (`None` when not measured).
    pub fn alphabeta_per_second(&self) -> Option<f64> {
        self.alphabeta_nodes.map(|n| per_second(n, self.alphabeta_seconds))
    }
}

/// `work` per second over `seconds`; 0 when no time was measured.
pub fn per_second(work: u64, seconds: f64) -> f64 {
    if seconds > 0.0 { work as f64 / seconds } else { 0.0 }
}

/// The spec of an MCTS search a speed measurement runs.
fn mcts_spec(budget: u64, seed: u64, random_playouts: bool) -> MctsSpec {
    MctsSpec {
        iterations: Some(budget),
        reuse: false,
        seed: Some(seed),
        random_playouts,
        ..MctsSpec::default()
    }
}

/// The spec of the alpha-beta search a speed measurement runs: the node budget alone
/// decides when it ends.
fn alphabeta_spec(budget: u64) -> AlphaBetaSpec {
    AlphaBetaSpec { nodes: Some(budget), depth: Some(MAX_DEPTH), ..AlphaBetaSpec::default() }
}

/// Runs two MCTS searches of `budget` iterations (seeded by `seed`; the game's playout policy,
/// then uniform playouts) and, for two-player games,
/// an alpha-beta search of `budget` nodes from `state`, counting the work actually done. A
/// finished game measures nothing.
pub fn measure<G: GameAi>(game: &G, state: &G::State, budget: u64, seed: u64) -> SearchSpeed {
    let stop = AtomicBool::new(false);
    let mut speed = SearchSpeed::default();
    // Iterations run and seconds taken; nothing for a finished game.
    let mcts = |random_playouts| {
        let mut agent = MctsAgent::new(game, mcts_spec(budget, seed, random_playouts), seed);
        agent
            .analyse(game, state, &Limits::NONE, &stop)
            .map_or((0, 0.0), |a| (a.nodes, a.elapsed.as_secs_f64()))
    };
    (speed.mcts_iterations, speed.mcts_seconds) = mcts(false);
    (speed.uniform_iterations, speed.uniform_seconds) = mcts(true);
    if let Ok(mut alphabeta) = AlphaBetaAgent::new(game, alphabeta_spec(budget)) {
        let a = alphabeta.analyse(game, state, &Limits::NONE, &stop);
        speed.alphabeta_nodes = Some(a.as_ref().map_or(0, |a| a.nodes));
        speed.alphabeta_seconds = a.map_or(0.0, |a| a.elapsed.as_secs_f64());
    }
    speed
}

/// The same measurement through [`GameSession::think`], for sessions that cannot run the
/// typed searches themselves (plugin sessions). `think` does not report the work done, so
/// this assumes each search used its whole budget: an upper bound when a search ends early
/// (a solved position, a single legal move).
pub fn measure_by_thinking<S: GameSession + ?Sized>(session: &S, budget: u64, seed: u64) -> SearchSpeed {
    let stop = AtomicBool::new(false);
    let timed = |spec: &dyn AgentSpec| {
        let start = Moment::now();
        let moved = session.think(&SeatSpec::from_spec(spec), &Limits::NONE, &stop).is_some();
        (moved, start.elapsed().as_secs_f64())
    };
    let mut speed = SearchSpeed::default();
    // The whole budget when a move came back, else nothing.
    let mcts = |random_playouts| match timed(&mcts_spec(budget, seed, random_playouts)) {
        (true, seconds) => (budget, seconds),
        (false, _) => (0, 0.0),
    };
    (speed.mcts_iterations, speed.mcts_seconds) = mcts(false);
    (speed.uniform_iterations, speed.uniform_seconds) = mcts(true);
    let (moved, seconds) = timed(&alphabeta_spec(budget));
    speed.alphabeta_nodes = Some(if moved { budget } else { 0 });
    speed.alphabeta_seconds = seconds;
    speed
}
