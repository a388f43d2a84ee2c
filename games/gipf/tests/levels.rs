//! The GIPF level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::Game;
use plateau_core::ai::{AgentSpec, Level, MctsSpec};
use plateau_gipf::game::Gipf;
use plateau_gipf::options::Version;

fn mcts(iterations: u64) -> MctsSpec {
    MctsSpec { iterations: Some(iterations), ..MctsSpec::default() }
}

fn as_mcts(spec: &dyn AgentSpec) -> MctsSpec {
    spec.as_any().downcast_ref::<MctsSpec>().expect("an MCTS level").clone()
}

#[test]
fn level_table() {
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        let game = Gipf::with_version(version);
        for (level, iterations) in Level::ALL.into_iter().zip([100, 1_000, 10_000, 100_000]) {
            assert_eq!(as_mcts(game.level_spec(level).as_ref()), mcts(iterations), "{version:?} {level}");
        }
    }
}
