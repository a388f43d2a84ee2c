//! Perft counts: from the empty board, and from the first positions of the movement phase of
//! recorded games.

mod common;

use plateau_core::Game;
use plateau_core::perft::perft;
use plateau_dvonn::Dvonn;
use plateau_tests::recorded_games;

#[test]
fn perft_from_the_empty_board() {
    let game = Dvonn::standard();
    let start = game.initial_state();
    assert_eq!(perft(&game, &start, 1), 49);
    assert_eq!(perft(&game, &start, 2), 2_352);
    assert_eq!(perft(&game, &start, 3), 110_544);
}

/// Depth 1 is the recorded arbiter's own count; depths 2 and 3 were cross-checked against the
/// naive model of `tests/reference.rs` and are pinned here so that an optimisation cannot
/// change them unnoticed.
#[test]
fn perft_after_the_placements_of_recorded_games() {
    let game = Dvonn::standard();
    let expected: [(&str, [u64; 3]); 2] =
        [("pd-depth-0001", [45, 2_139, 101_339]), ("pd-depth-0002", [44, 1_887, 88_351])];
    let games = recorded_games("dvonn-games.jsonl");
    for (id, counts) in expected {
        let record = games.iter().find(|g| g.id == id).expect("recorded game");
        let mut state = game.initial_state();
        for text in &record.moves[..49] {
            common::play(&game, &mut state, text);
        }
        assert_eq!(game.phase(&state), "Movement");
        let recorded_depth_1 = record.legal_counts.as_ref().unwrap()[49] as u64;
        let got = [1, 2, 3].map(|d| perft(&game, &state, d));
        assert_eq!(got[0], recorded_depth_1, "{id}: depth 1 against the arbiter");
        assert_eq!(got, counts, "{id}");
    }
}
