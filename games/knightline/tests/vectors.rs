//! Every recorded game in `tests/data/knightline-games.jsonl` replays with the same legal
//! move counts before each ply and the same result, in canonical and in AbstractPlay notation.

use std::collections::BTreeMap;

use plateau_core::vectors::{RecordedGame, verify};
use plateau_core::{Game, StaticFactory, options};
use plateau_knightline::KnightLine;
use plateau_tests::recorded_lines;

/// A record in Plateau's words (the recorder says "line" for "four in a row").
fn in_our_words(game: RecordedGame) -> RecordedGame {
    plateau_tests::in_our_words("knightline", game)
}

/// The file's lines.
fn lines() -> Vec<String> {
    recorded_lines("knightline-games.jsonl").into_iter().map(|(_, line)| line).collect()
}

/// The same record with `moves_abstractplay` in place of `moves`: the recorded game as the
/// other program wrote it.
fn abstractplay_version(line: &str) -> RecordedGame {
    assert!(line.contains("\"moves_abstractplay\""), "a record without moves_abstractplay: {line}");
    let swapped = line.replacen("\"moves\":", "\"moves_canonical\":", 1).replacen(
        "\"moves_abstractplay\":",
        "\"moves\":",
        1,
    );
    in_our_words(RecordedGame::from_line(&swapped).expect("the swapped record parses"))
}

#[test]
fn all_recorded_games_replay_exactly() {
    let factory = StaticFactory::<KnightLine>::new();
    let lines = lines();
    assert_eq!(lines.len(), 339, "the vectors file should hold 339 games");
    let mut per_variant: BTreeMap<String, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for line in &lines {
        let game =
            in_our_words(RecordedGame::from_line(line).unwrap_or_else(|e| panic!("bad record {line}: {e}")));
        assert!(game.legal_counts.is_some() && game.winner.is_some() && game.reason.is_some(), "{}", game.id);
        *per_variant.entry(game.options.to_string()).or_default() += 1;
        failures.extend(verify(&factory, &game).into_iter().map(|m| m.to_string()));
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
    assert_eq!(per_variant.len(), 6, "all six variants are covered: {per_variant:?}");
}

#[test]
fn all_recorded_games_replay_in_abstractplay_notation() {
    let factory = StaticFactory::<KnightLine>::new();
    let mut failures = Vec::new();
    for line in lines() {
        let game = abstractplay_version(&line);
        failures.extend(verify(&factory, &game).into_iter().map(|m| m.to_string()));
    }
    assert!(failures.is_empty(), "{} mismatches:\n{}", failures.len(), failures.join("\n"));
}

#[test]
fn abstractplay_moves_parse_to_the_canonical_moves() {
    let mut checked = 0;
    for line in lines() {
        let canonical = RecordedGame::from_line(&line).unwrap();
        let other = abstractplay_version(&line);
        assert_eq!(canonical.moves.len(), other.moves.len(), "{}", canonical.id);
        let game = KnightLine::new(options::decode::<KnightLine>(&canonical.options).unwrap()).unwrap();
        let mut state = game.initial_state();
        for (ply, (text, ap)) in canonical.moves.iter().zip(&other.moves).enumerate() {
            let mv = game.parse_move(&state, text).unwrap();
            let from_ap = game
                .parse_move(&state, ap)
                .unwrap_or_else(|e| panic!("{} ply {}: {e}", canonical.id, ply + 1));
            assert_eq!(mv, from_ap, "{} ply {}: '{text}' vs '{ap}'", canonical.id, ply + 1);
            assert_eq!(game.notation(&state, mv), *text, "canonical notation is written back as recorded");
            assert_eq!(plateau_knightline::notation::to_abstractplay(mv), *ap);
            game.try_play(&mut state, mv).unwrap();
            checked += 1;
        }
    }
    assert!(checked > 12_000, "only {checked} moves checked");
}
