//! The Hex level table is the one chosen by matches (see `src/ai.rs`).

use plateau_core::ai::{Level, MctsSpec};
use plateau_core::{Game, GameAi};
use plateau_hex::{Hex, HexOptions};

#[test]
fn level_table() {
    let game = Hex::new(HexOptions::default()).unwrap();
    let expect = [300, 3_000, 30_000, 250_000];
    for (level, iterations) in Level::ALL.into_iter().zip(expect) {
        assert_eq!(game.level_spec(level).downcast(), Some(&MctsSpec::iterations(iterations)), "{level}");
    }
}
