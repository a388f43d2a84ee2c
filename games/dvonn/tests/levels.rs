//! The DVONN level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::Game;
use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};
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
    // Full playouts with the capture-greedy policy.
    assert_eq!(
        as_mcts(game.level_spec(Level::Expert).as_ref()),
        MctsSpec { exploration: 0.35, ..MctsSpec::iterations(200_000) }
    );
}
