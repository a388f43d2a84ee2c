//! Replays every recorded game of `shared/vectors/dvonn-games.jsonl` (games refereed by an
//! independent DVONN arbiter): same legal move count before every ply, same winner and score.

use std::path::PathBuf;

use plateau_core::StaticFactory;
use plateau_core::vectors::{RecordedGame, verify};
use plateau_dvonn::Dvonn;

fn vectors_file() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../shared/vectors/dvonn-games.jsonl")
}

#[test]
fn every_recorded_game_replays_without_a_mismatch() {
    let path = vectors_file();
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
        panic!(
            "cannot read the recorded DVONN games at {}: {e}. The repository is expected to sit next \
             to a `shared` directory holding vectors/dvonn-games.jsonl.",
            path.display()
        )
    });
    let factory = StaticFactory::<Dvonn>::new();
    let mut games = 0;
    let mut failures = Vec::new();
    for (line_no, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
        let game = RecordedGame::from_line(line).unwrap_or_else(|e| panic!("line {}: {e}", line_no + 1));
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
