//! Replays every recorded Basic game of `shared/vectors/gipf-basic-games.jsonl` (whole turns
//! in canonical notation, from an independent implementation) and checks each turn is legal
//! and the recorded winner is ours.

use std::path::PathBuf;

use plateau_core::StaticFactory;
use plateau_core::vectors::{RecordedGame, verify};
use plateau_gipf::Gipf;

fn vectors_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/vectors/gipf-basic-games.jsonl")
}

#[test]
fn all_recorded_basic_games_replay_with_their_winner() {
    let path = vectors_file();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the recorded GIPF games at {} ({e}); the repository is expected to sit \
             next to a `shared` directory holding vectors/gipf-basic-games.jsonl",
            path.display()
        )
    });
    let factory = StaticFactory::<Gipf>::new();
    let mut games = 0;
    let mut turns = 0;
    let mut mismatches = Vec::new();
    for (n, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let game = RecordedGame::from_line(line).unwrap_or_else(|e| panic!("line {}: {e}", n + 1));
        assert!(game.winner.is_some(), "{}: no recorded winner", game.id);
        turns += game.moves.len();
        mismatches.extend(verify(&factory, &game).into_iter().map(|m| m.to_string()));
        games += 1;
    }
    assert_eq!(games, 80, "the file should hold 80 games");
    assert!(turns > 1000, "only {turns} turns replayed");
    assert!(mismatches.is_empty(), "{} mismatches:\n{}", mismatches.len(), mismatches.join("\n"));
}
