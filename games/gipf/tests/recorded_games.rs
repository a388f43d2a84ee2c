//! Replays every recorded Basic game of `tests/data/gipf-basic-games.jsonl` (whole turns
//! in canonical notation, from an independent implementation) and checks each turn is legal
//! and the recorded winner is ours.

use plateau_core::StaticFactory;
use plateau_core::vectors::verify;
use plateau_gipf::Gipf;
use plateau_tests::recorded_games;

#[test]
fn all_recorded_basic_games_replay_with_their_winner() {
    let factory = StaticFactory::<Gipf>::new();
    let mut games = 0;
    let mut turns = 0;
    let mut mismatches = Vec::new();
    for game in recorded_games("gipf-basic-games.jsonl") {
        assert!(game.winner.is_some(), "{}: no recorded winner", game.id);
        turns += game.moves.len();
        mismatches.extend(verify(&factory, &game).into_iter().map(|m| m.to_string()));
        games += 1;
    }
    assert_eq!(games, 80, "the file should hold 80 games");
    assert!(turns > 1000, "only {turns} turns replayed");
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}
