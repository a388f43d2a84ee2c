//! The DVONN level table is the one chosen by matches (see `src/ai.rs`), and every level
//! builds an agent that plays a legal move.

use std::sync::atomic::AtomicBool;

use plateau_core::Game;
use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, LevelSpec, Limits, MctsSpec, build_agent};
use plateau_dvonn::Dvonn;

fn mcts(iterations: u64, cutoff: u32) -> MctsSpec {
    MctsSpec { iterations: Some(iterations), cutoff: Some(cutoff), ..MctsSpec::default() }
}

fn as_mcts(spec: &dyn AgentSpec) -> MctsSpec {
    spec.as_any().downcast_ref::<MctsSpec>().expect("an MCTS level").clone()
}

fn as_alphabeta(spec: &dyn AgentSpec) -> AlphaBetaSpec {
    spec.as_any().downcast_ref::<AlphaBetaSpec>().expect("an alpha-beta level").clone()
}

#[test]
fn level_table() {
    let game = Dvonn::standard();
    assert_eq!(as_mcts(game.level_spec(Level::Easy).as_ref()), mcts(100, 4));
    assert_eq!(as_mcts(game.level_spec(Level::Medium).as_ref()), mcts(1_000, 2));
    assert_eq!(
        as_alphabeta(game.level_spec(Level::Hard).as_ref()),
        AlphaBetaSpec { nodes: Some(30_000), ..AlphaBetaSpec::default() }
    );
    assert_eq!(
        as_alphabeta(game.level_spec(Level::Expert).as_ref()),
        AlphaBetaSpec { nodes: Some(2_000_000), ..AlphaBetaSpec::default() }
    );
}

#[test]
fn levels_use_budgets_not_time() {
    let game = Dvonn::standard();
    for level in Level::ALL {
        let spec = game.level_spec(level);
        let any = spec.as_any();
        if let Some(m) = any.downcast_ref::<MctsSpec>() {
            assert!(m.time_ms.is_none() && m.iterations.is_some(), "{level}");
        } else {
            let a = as_alphabeta(spec.as_ref());
            assert!(a.time_ms.is_none() && a.nodes.is_some(), "{level}");
        }
    }
}

#[test]
fn every_level_plays_a_legal_move() {
    let game = Dvonn::standard();
    let state = game.initial_state();
    let mut legal = Vec::new();
    game.legal_moves(&state, &mut legal);
    for level in Level::ALL {
        let mut agent = build_agent(&game, &LevelSpec { level, seed: Some(7) }).unwrap();
        // A small extra budget keeps the test fast; the level's own budget is checked above.
        let mv = agent.select(&game, &state, &Limits::nodes(500), &AtomicBool::new(false));
        assert!(mv.is_some_and(|mv| legal.contains(&mv)), "{level}");
    }
}
