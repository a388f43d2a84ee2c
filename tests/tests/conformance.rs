//! The conformance suite (DESIGN §8) on every compiled-in game and variant: thousands of
//! random games, every contract of `Game` checked at every state.

use plateau_core::Game;
use plateau_tests::conformance::{Coverage, check_random_games};

fn run<G: Game>(game: &G, games: u64, seed: u64, max_plies: u32) -> Coverage {
    let coverage = check_random_games(game, games, seed, max_plies);
    assert_eq!(coverage.games, games);
    assert!(coverage.refusals > 0, "no foreign move was ever refused: the suite checked nothing");
    coverage
}

#[test]
fn dvonn() {
    let game = plateau_dvonn::Dvonn::new(plateau_dvonn::DvonnOptions::default()).unwrap();
    let coverage = run(&game, 2000, 1, 1000);
    assert_eq!(coverage.finished, coverage.games, "every DVONN game ends");
    assert!(coverage.passes > 0, "random DVONN games reach forced passes: {coverage:?}");
}

#[test]
fn gipf_every_version() {
    use plateau_gipf::{Gipf, GipfOptions, Version};
    for (version, seed) in [(Version::Basic, 2), (Version::Standard, 3), (Version::Tournament, 4)] {
        // A cap keeps the suite bounded: GIPF has no rule that forces an end.
        let game = Gipf::new(GipfOptions { version, ply_cap: 600, ..GipfOptions::default() }).unwrap();
        let coverage = run(&game, 400, seed, 1000);
        assert!(
            coverage.finished * 10 >= coverage.games * 9,
            "{version:?}: most random games end by the rules: {coverage:?}"
        );
    }
    let basic18 =
        Gipf::new(GipfOptions { version: Version::Basic, pieces: 18, ..GipfOptions::default() }).unwrap();
    run(&basic18, 100, 5, 2000);
}

#[test]
fn knightline_every_variant() {
    use plateau_knightline::{Grey, KnightLine, KnightLineOptions};
    for players in [2, 3] {
        for grey in [Grey::None, Grey::Blocker, Grey::Wildcard] {
            let game =
                KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() }).unwrap();
            let coverage = run(&game, 500, u64::from(players) * 10 + grey as u64, 200);
            assert_eq!(
                coverage.finished, coverage.games,
                "every Knight Line game ends: {players} players, {grey:?}"
            );
            if players == 2 {
                assert!(
                    coverage.passes > 0 || grey != Grey::None,
                    "2-player games reach forced passes: {coverage:?}"
                );
            } else {
                assert_eq!(coverage.passes, 0, "a 3-player forced pass ends the game instead");
            }
        }
    }
}
