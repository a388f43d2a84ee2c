//! The shared conformance suite on small, classic and largest boards, with and without the
//! swap rule.

use plateau_core::Game;
use plateau_hex::{Hex, HexOptions};
use plateau_tests::conformance::check_random_games;

#[test]
fn every_contract_holds_on_random_games() {
    for size in [5, 11, 19] {
        for swap in [true, false] {
            let game = Hex::new(HexOptions { size, swap }).unwrap();
            let games = if size == 19 { 20 } else { 60 };
            let coverage = check_random_games(&game, games, 0x4E58 + u64::from(size), 400);
            assert_eq!(coverage.finished, games, "size {size} swap {swap}: every game ends");
            assert!(coverage.refusals > 0, "size {size} swap {swap}: {coverage:?}");
        }
    }
}

#[test]
fn bad_options_are_refused() {
    for size in [0, 4, 20, 255] {
        assert!(Hex::new(HexOptions { size, swap: true }).is_err(), "size {size}");
    }
    let read = |pairs: &[&str]| {
        let value = plateau_core::options::from_pairs(pairs).unwrap();
        plateau_core::options::decode::<Hex>(&value)
    };
    assert_eq!(read(&["size=7", "swap=false"]).unwrap(), HexOptions { size: 7, swap: false });
    assert_eq!(read(&[]).unwrap(), HexOptions { size: 11, swap: true });
    assert!(read(&["colour=red"]).is_err());
}

/// The German words cover every text Hex shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<Hex>::new();
    let variants = [serde_json::json!({"size": 5}), serde_json::json!({"size": 7, "swap": false})];
    plateau_tests::words::check_words(&factory, &variants, 6, &["swap", "Swap or place"]).unwrap();
}
