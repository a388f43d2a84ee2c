//! The GIPF level table is the one chosen by matches (see `src/ai.rs`); that every level is
//! reproducible and plays a legal move is checked for all games in tests/tests/levels.rs.

use plateau_core::GameAi;
use plateau_core::ai::{Level, MctsSpec};
use plateau_gipf::game::Gipf;
use plateau_gipf::options::Version;

#[test]
fn level_table() {
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        let game = Gipf::with_version(version);
        for (level, iterations) in Level::ALL.into_iter().zip([100, 1_000, 10_000, 100_000]) {
            let expected = MctsSpec::iterations(iterations);
            assert_eq!(game.level_spec(level).downcast(), Some(&expected), "{version:?} {level}");
        }
    }
}
