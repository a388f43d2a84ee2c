//! The evaluator: sensible signs on hand positions, exact values at the end, bounds.

mod common;

use plateau_core::{Evaluator, Game, Player, Rng};
use plateau_dvonn::{Dvonn, DvonnEvaluator};

#[test]
fn the_side_with_more_safe_pieces_and_moves_looks_better() {
    let game = Dvonn::standard();
    let eval = DvonnEvaluator;
    // White: a stack of three on the DVONN piece's side plus two mobile singles; Black: two
    // singles, one of them far from the DVONN piece.
    let white_ahead = [
        ("c3", "D"),
        ("d3", "BWW"),
        ("c2", "W"),
        ("b3", "W"),
        ("e3", "B"),
        ("h3", "B"),
        ("f3", "W"),
        ("g3", "D"),
    ];
    let state = Dvonn::position(&white_ahead, Player::BLACK).unwrap();
    assert!(eval.evaluate(&game, &state, Player::WHITE) > 0.2);
    assert!(eval.evaluate(&game, &state, Player::BLACK) < -0.2);

    let swapped: Vec<(&str, String)> = white_ahead
        .iter()
        .map(|&(c, s)| {
            (
                c,
                s.chars()
                    .map(|p| match p {
                        'W' => 'B',
                        'B' => 'W',
                        other => other,
                    })
                    .collect(),
            )
        })
        .collect();
    let swapped: Vec<(&str, &str)> = swapped.iter().map(|(c, s)| (*c, s.as_str())).collect();
    let mirror = Dvonn::position(&swapped, Player::WHITE).unwrap();
    let white = eval.evaluate(&game, &mirror, Player::WHITE);
    assert!(white < -0.2, "{white}");
    assert!((white + eval.evaluate(&game, &state, Player::WHITE)).abs() < 1e-6, "colour symmetry");
}

#[test]
#[expect(clippy::float_cmp, reason = "a finished game is valued by exact constants")]
fn finished_games_get_exact_values() {
    let game = Dvonn::standard();
    let eval = DvonnEvaluator;
    let mut won = Dvonn::position(&[("c3", "D"), ("d3", "W"), ("e3", "WB")], Player::WHITE).unwrap();
    common::play(&game, &mut won, "d3-c3");
    assert_eq!(eval.evaluate(&game, &won, Player::WHITE), 1.0);
    assert_eq!(eval.evaluate(&game, &won, Player::BLACK), -1.0);
    let mut drawn = Dvonn::position(&[("c3", "D"), ("d3", "W"), ("e3", "WB")], Player::WHITE).unwrap();
    common::play(&game, &mut drawn, "d3-e3");
    assert_eq!(eval.evaluate(&game, &drawn, Player::WHITE), 0.0);
}

#[test]
fn values_stay_in_range_and_are_zero_sum_on_random_games() {
    let game = Dvonn::standard();
    let eval = DvonnEvaluator;
    let mut moves = Vec::new();
    for seed in 0..50 {
        let mut rng = Rng::new(seed);
        let mut state = game.initial_state();
        loop {
            let white = eval.evaluate(&game, &state, Player::WHITE);
            let black = eval.evaluate(&game, &state, Player::BLACK);
            assert!((-1.0..=1.0).contains(&white) && white.is_finite(), "{white}");
            assert!((white + black).abs() < 1e-5, "{white} {black}");
            game.legal_moves(&state, &mut moves);
            if moves.is_empty() {
                break;
            }
            game.play(&mut state, moves[rng.below(moves.len())]);
        }
    }
}
