//! The DVONN level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::Game;
use plateau_core::ai::{AlphaBetaSpec, Level, MctsSpec};
use plateau_dvonn::Dvonn;

#[test]
fn level_table() {
    let game = Dvonn::standard();
    assert_eq!(game.level_spec(Level::Easy).downcast(), Some(&MctsSpec::cut_off(100, 4)));
    assert_eq!(game.level_spec(Level::Medium).downcast(), Some(&MctsSpec::cut_off(1_000, 2)));
    assert_eq!(game.level_spec(Level::Hard).downcast(), Some(&AlphaBetaSpec::nodes(30_000)));
    // Full playouts with the capture-greedy policy, and implicit minimax.
    assert_eq!(
        game.level_spec(Level::Expert).downcast(),
        Some(&MctsSpec { exploration: 0.35, implicit: Some(0.5), ..MctsSpec::iterations(200_000) })
    );
}
