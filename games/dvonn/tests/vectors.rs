//! Replays every recorded game of `tests/data/dvonn-games.jsonl` (games refereed by an
//! independent DVONN arbiter): same legal move count before every ply, same winner and score.

use plateau_core::StaticFactory;
use plateau_core::vectors::verify;
use plateau_dvonn::Dvonn;
use plateau_tests::recorded_games;

#[test]
fn every_recorded_game_replays_without_a_mismatch() {
    let factory = StaticFactory::<Dvonn>::new();
    let mut games = 0;
    let mut failures = Vec::new();
    for game in recorded_games("dvonn-games.jsonl") {
        assert!(game.legal_counts.is_some(), "{}: the DVONN vectors carry legal counts", game.id);
        assert!(game.score.is_some() && game.winner.is_some(), "{}: no recorded result", game.id);
        failures.extend(verify(&factory, &game).into_iter().map(|m| m.to_string()));
        games += 1;
    }
    assert_eq!(games, 292, "the file should hold 292 games");
    assert!(
        failures.is_empty(),
        "{} mismatches, first ones:\n{}",
        failures.len(),
        failures[..failures.len().min(20)].join("\n")
    );
}
