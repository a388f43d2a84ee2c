//! The shared conformance suite on both variants.

use plateau_core::Game;
use plateau_tests::conformance::check_random_games;
use plateau_yinsh::{Variant, Yinsh, YinshOptions};

#[test]
fn every_contract_holds_on_random_games() {
    for (variant, seed) in [(Variant::Normal, 0x5914), (Variant::Blitz, 0x5915)] {
        let game = Yinsh::new(YinshOptions { variant }).unwrap();
        let coverage = check_random_games(&game, 150, seed, 2_000);
        assert_eq!(coverage.finished, 150, "{variant:?}: every random game ends: {coverage:?}");
        assert!(coverage.refusals > 0, "{variant:?}: {coverage:?}");
    }
}

#[test]
fn bad_options_are_refused() {
    let read = |pairs: &[&str]| {
        let value = plateau_core::options::from_pairs(pairs).unwrap();
        plateau_core::options::decode::<Yinsh>(&value)
    };
    assert_eq!(read(&["variant=blitz"]).unwrap(), YinshOptions { variant: Variant::Blitz });
    assert_eq!(read(&[]).unwrap(), YinshOptions::default());
    assert!(read(&["variant=fast"]).is_err());
    assert!(read(&["rings=4"]).is_err());
}

/// The German words cover every text YINSH shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<Yinsh>::new();
    let variants = [serde_json::json!({}), serde_json::json!({"variant": "blitz"})];
    // Ends random games seldom reach, and a pass.
    let rare = ["removed three rings", "the markers ran out", "no ring could move", "pass"];
    plateau_tests::words::check_words(&factory, &variants, 3, &rare).unwrap();
}
