//! Defined answers of every agent for the edge cases: zero budgets, finished games, a stop
//! flag set before the call, a single legal move; and reproducibility.

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::games::{Bonus, Pile, TreeGame};
use super::{analyse, legal};
use crate::Game;
use crate::ai::{
    Agent, AgentSpec, AlphaBetaSpec, Analysis, Level, LevelSpec, Limits, MctsAgent, MctsSpec, RandomSpec,
    build_agent,
};

fn searchers() -> Vec<Box<dyn AgentSpec>> {
    vec![Box::new(MctsSpec { seed: Some(1), ..MctsSpec::default() }), Box::new(AlphaBetaSpec::default())]
}

/// The analysis without its wall time, for comparing runs.
fn timeless<M: Copy>(mut a: Analysis<M>) -> Analysis<M> {
    a.elapsed = Duration::ZERO;
    a
}

#[test]
fn a_zero_budget_returns_the_first_legal_move() {
    let game = Bonus::new(20);
    let state = game.initial_state();
    let first = legal(&game, &state)[0];
    let zero_time = Limits { time: Some(Duration::ZERO), ..Limits::NONE };
    for spec in searchers() {
        for limits in [Limits::nodes(0), Limits::depth(0), zero_time] {
            let a = analyse(&game, spec.as_ref(), &state, limits).unwrap();
            assert_eq!((a.best, a.nodes), (first, 0), "{} with {limits:?}", spec.label());
        }
    }
}

#[test]
fn a_finished_game_gets_no_move() {
    let game = Bonus::new(5);
    let over = Pile::at(0, 1);
    let mut specs = searchers();
    specs.push(Box::new(RandomSpec { seed: Some(2) }));
    specs.push(Box::new(LevelSpec { seed: Some(3), ..LevelSpec::new(Level::Easy) }));
    for spec in specs {
        assert!(analyse(&game, spec.as_ref(), &over, Limits::NONE).is_none(), "{}", spec.label());
    }
}

#[test]
fn a_stop_flag_set_before_the_call_returns_a_legal_move_at_once() {
    let game = TreeGame::bushy(5, 30);
    let state = game.initial_state();
    let stop = AtomicBool::new(true);
    for spec in searchers() {
        let mut agent = build_agent(&game, spec.as_ref()).unwrap();
        // Budgets that would take ages: only the flag can end these searches.
        for limits in [Limits::nodes(u64::MAX), Limits { depth: Some(60), ..Limits::NONE }] {
            let a = agent.analyse(&game, &state, &limits, &stop).unwrap();
            assert!(legal(&game, &state).contains(&a.best));
            assert_eq!(a.nodes, 0, "{}", spec.label());
        }
    }
}

#[test]
fn a_single_legal_move_is_played_without_searching() {
    let game = Bonus::new(5);
    let state = Pile::at(1, 0);
    for spec in searchers() {
        let a = analyse(&game, spec.as_ref(), &state, Limits::nodes(1_000)).unwrap();
        assert_eq!((a.best, a.nodes), (1, 0));
    }
}

#[test]
fn a_fixed_seed_and_budget_give_the_same_search() {
    let game = TreeGame::bushy(11, 40);
    let state = game.initial_state();
    for spec in searchers() {
        let run = || timeless(analyse(&game, spec.as_ref(), &state, Limits::nodes(3_000)).unwrap());
        let first = run();
        assert!(first.nodes > 0);
        assert_eq!(first, run(), "{}", spec.label());
    }
    // Different seeds explore differently.
    let seeded = |seed| {
        let spec = MctsSpec { seed: Some(seed), ..MctsSpec::default() };
        timeless(analyse(&game, &spec, &state, Limits::nodes(3_000)).unwrap())
    };
    assert_ne!(seeded(1).moves, seeded(2).moves);
}

#[test]
fn a_sequence_of_moves_with_tree_reuse_is_reproducible() {
    let game = Bonus::new(40);
    let play_out = || {
        let stop = AtomicBool::new(false);
        let mut agent = MctsAgent::new(&game, MctsSpec::iterations(500), 9);
        let mut state = game.initial_state();
        let mut line = Vec::new();
        while let Some(a) = agent.analyse(&game, &state, &Limits::NONE, &stop) {
            line.push((a.best, a.reused, a.nodes));
            game.play_unchecked(&mut state, a.best);
        }
        line
    };
    let line = play_out();
    assert!(line.iter().any(|&(_, reused, _)| reused > 0), "{line:?}");
    assert_eq!(line, play_out());
}

#[test]
fn budgets_are_kept_exactly() {
    let game = TreeGame::bushy(3, 40);
    let state = game.initial_state();
    let mcts = MctsSpec { iterations: Some(10_000), seed: Some(4), ..MctsSpec::default() };
    // The tighter of the spec's budget and the caller's applies.
    assert_eq!(analyse(&game, &mcts, &state, Limits::nodes(700)).unwrap().nodes, 700);
    assert_eq!(analyse(&game, &MctsSpec::iterations(300), &state, Limits::nodes(5_000)).unwrap().nodes, 300);
    let alphabeta = AlphaBetaSpec { depth: Some(30), ..AlphaBetaSpec::default() };
    assert!(analyse(&game, &alphabeta, &state, Limits::nodes(900)).unwrap().nodes <= 900);
    let shallow = analyse(&game, &AlphaBetaSpec::depth(3), &state, Limits::NONE).unwrap();
    assert!(shallow.depth <= 3);
}
