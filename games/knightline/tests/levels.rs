//! The Knight Line level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::ai::{AlphaBetaSpec, Level, MctsSpec};
use plateau_core::{Game, GameAi};
use plateau_knightline::{KnightLine, KnightLineOptions};

#[test]
fn level_table() {
    let game = KnightLine::new(KnightLineOptions::default()).unwrap();
    assert_eq!(game.level_spec(Level::Easy).downcast(), Some(&MctsSpec::cut_off(100, 4)));
    assert_eq!(game.level_spec(Level::Medium).downcast(), Some(&MctsSpec::cut_off(1_000, 4)));
    assert_eq!(game.level_spec(Level::Hard).downcast(), Some(&AlphaBetaSpec::nodes(100_000)));
    assert_eq!(game.level_spec(Level::Expert).downcast(), Some(&AlphaBetaSpec::nodes(2_000_000)));
}

#[test]
fn more_than_two_players_use_mcts() {
    for players in [3] {
        let game = KnightLine::new(KnightLineOptions { players, ..KnightLineOptions::default() }).unwrap();
        for level in Level::ALL {
            assert!(game.level_spec(level).downcast::<MctsSpec>().is_some(), "{players} players, {level}");
        }
        assert_eq!(game.level_spec(Level::Expert).downcast(), Some(&MctsSpec::cut_off(100_000, 4)));
        assert_eq!(game.level_spec(Level::Hard).downcast(), Some(&MctsSpec::cut_off(10_000, 4)));
    }
}
