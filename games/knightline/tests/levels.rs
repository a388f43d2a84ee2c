//! The Knight Line level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::Game;
use plateau_core::ai::{AgentSpec, AlphaBetaSpec, Level, MctsSpec};
use plateau_knightline::{KnightLine, KnightLineOptions};

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
    let game = KnightLine::new(KnightLineOptions::default()).unwrap();
    assert_eq!(as_mcts(game.level_spec(Level::Easy).as_ref()), mcts(100, 4));
    assert_eq!(as_mcts(game.level_spec(Level::Medium).as_ref()), mcts(1_000, 4));
    assert_eq!(
        as_alphabeta(game.level_spec(Level::Hard).as_ref()),
        AlphaBetaSpec { nodes: Some(100_000), ..AlphaBetaSpec::default() }
    );
    assert_eq!(
        as_alphabeta(game.level_spec(Level::Expert).as_ref()),
        AlphaBetaSpec { nodes: Some(2_000_000), ..AlphaBetaSpec::default() }
    );
}

#[test]
fn more_than_two_players_use_mcts() {
    for players in [3] {
        let game = KnightLine::new(KnightLineOptions { players, ..KnightLineOptions::default() }).unwrap();
        for level in Level::ALL {
            assert!(game.level_spec(level).as_any().is::<MctsSpec>(), "{players} players, {level}");
        }
        assert_eq!(as_mcts(game.level_spec(Level::Expert).as_ref()), mcts(100_000, 4));
    }
}
