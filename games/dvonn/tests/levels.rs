//! The DVONN level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::GameAi;
use plateau_core::ai::{AlphaBetaSpec, Level, MctsSpec};
use plateau_dvonn::{Dvonn, DvonnSearchSpec};

#[test]
fn level_table() {
    let game = Dvonn::standard();
    assert_eq!(game.level_spec(Level::Easy).downcast(), Some(&MctsSpec::cut_off(100, 4)));
    assert_eq!(game.level_spec(Level::Medium).downcast(), Some(&MctsSpec::cut_off(1_000, 2)));
    assert_eq!(game.level_spec(Level::Hard).downcast(), Some(&AlphaBetaSpec::nodes(30_000)));
    // DVONN's own search, at a node budget so that it plays alike on every machine.
    assert_eq!(game.level_spec(Level::Expert).downcast(), Some(&DvonnSearchSpec::nodes(2_000_000)));
}
