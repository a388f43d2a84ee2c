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
