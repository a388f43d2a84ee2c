//! The shared conformance suite on every variant.

use plateau_core::Game;
use plateau_tests::conformance::check_random_games;
use plateau_zertz::{Variant, Zertz, ZertzOptions};

#[test]
fn every_contract_holds_on_random_games() {
    for (variant, seed) in [
        (Variant::Standard, 0x2E27),
        (Variant::Blitz, 0x2E28),
        (Variant::Rings48, 0x2E29),
        (Variant::Rings61, 0x2E2A),
    ] {
        let game = Zertz::new(ZertzOptions { variant }).unwrap();
        let coverage = check_random_games(&game, 150, seed, 2_000);
        assert_eq!(coverage.finished, 150, "{variant:?}: every random game ends: {coverage:?}");
        assert!(coverage.refusals > 0, "{variant:?}: {coverage:?}");
    }
}

#[test]
fn bad_options_are_refused() {
    let read = |pairs: &[&str]| {
        let value = plateau_core::options::from_pairs(pairs).unwrap();
        plateau_core::options::decode::<Zertz>(&value)
    };
    assert_eq!(read(&["variant=blitz"]).unwrap(), ZertzOptions { variant: Variant::Blitz });
    assert_eq!(read(&["variant=48"]).unwrap(), ZertzOptions { variant: Variant::Rings48 });
    assert_eq!(read(&[]).unwrap(), ZertzOptions::default());
    assert!(read(&["variant=37"]).is_err());
    assert!(read(&["rings=48"]).is_err());
    let game = Zertz::new(ZertzOptions::default()).unwrap();
    assert_eq!(game.info().id, "zertz");
}

#[test]
fn the_phase_names_what_the_legal_actions_are() {
    use plateau_core::Rng;
    use plateau_zertz::Move;
    let game = Zertz::new(ZertzOptions::default()).unwrap();
    let mut rng = Rng::new(0x2E2B);
    let mut moves = Vec::new();
    for _ in 0..200 {
        let mut s = game.initial_state();
        loop {
            game.legal_moves(&s, &mut moves);
            let Some(&first) = moves.first() else { break };
            let expected = match first {
                Move::Jump { .. } if s.phase() == plateau_zertz::Phase::Turn => "Capture",
                Move::Jump { .. } => "Jump again",
                Move::Pass => "Pass",
                Move::Remove(_) => "Remove a free ring",
                Move::Place { .. } if s.pool_empty() => "Place a marble from your captures",
                Move::Place { .. } => "Place a marble",
            };
            assert_eq!(game.phase(&s), expected);
            game.play_unchecked(&mut s, moves[rng.below(moves.len())]);
        }
    }
}

/// The German words cover every text ZÈRTZ shows and name no text it does not.
#[test]
fn the_german_words_fit_the_game() {
    let factory = plateau_core::StaticFactory::<Zertz>::new();
    let variants = ["standard", "blitz", "48", "61"].map(|v| serde_json::json!({"variant": v}));
    // Every way to win and to draw, and the states random games seldom reach.
    let rare = [
        "captured four white",
        "captured five grey",
        "captured six black",
        "captured three of each colour",
        "captured three white",
        "captured four grey",
        "captured five black",
        "captured two of each colour",
        "captured a winning set",
        "filled the last vacant ring",
        "neither player could capture or place a marble",
        "Place a marble from your captures",
        "Pass",
        "pass",
        "captured by",
    ];
    plateau_tests::words::check_words(&factory, &variants, 3, &rare).unwrap();
}
