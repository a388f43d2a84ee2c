//! The evaluator: sensible signs on hand positions, exact values at the end, bounds.

mod common;

use plateau_core::{Evaluator, Game, Player, Rng};
use plateau_dvonn::{Dvonn, DvonnEvaluator, FEATURES, PHASE_KNOTS};

#[test]
fn the_side_with_more_safe_pieces_and_moves_looks_better() {
    let game = Dvonn::standard();
    let eval = DvonnEvaluator;
    // White: a stack of three on the DVONN piece's side plus two mobile singles; Black: two
    // singles, one of them far from the DVONN piece.
    let white_ahead = HAND_POSITION;
    let state = hand_position(Player::BLACK);
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
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
        }
    }
}

/// A hand position: White holds d3 = BWW, c2, b3 and f3; Black holds e3 and h3; DVONN
/// pieces on c3 and g3.
const HAND_POSITION: [(&str, &str); 8] = [
    ("c3", "D"),
    ("d3", "BWW"),
    ("c2", "W"),
    ("b3", "W"),
    ("e3", "B"),
    ("h3", "B"),
    ("f3", "W"),
    ("g3", "D"),
];

/// [`HAND_POSITION`] with `to_move` to act.
fn hand_position(to_move: Player) -> plateau_dvonn::DvonnState {
    Dvonn::position(&HAND_POSITION, to_move).unwrap()
}

/// (moves, stacks with a move) of the side to act, from the legal moves.
fn moves_and_movers(game: &Dvonn, state: &plateau_dvonn::DvonnState) -> (f32, f32) {
    let legal = common::legal(game, state);
    let mut starts: Vec<&str> = legal.iter().filter_map(|m| m.split('-').next()).collect();
    starts.dedup();
    (legal.len() as f32, starts.len() as f32)
}

#[test]
fn the_features_of_a_hand_position_match_a_count_by_hand() {
    let game = Dvonn::standard();
    let state = hand_position(Player::BLACK);
    let (white_moves, white_movers) = moves_and_movers(&game, &hand_position(Player::WHITE));
    let (black_moves, black_movers) = moves_and_movers(&game, &state);
    let named: Vec<(&str, f32)> =
        FEATURES.iter().copied().zip(DvonnEvaluator::features(&state, Player::WHITE)).collect();
    let expected = [
        ("controlled", 4.0), // 6 white pieces against 2 black
        ("near_dvonn", 5.0), // all 6 white ones touch c3 or g3; of Black's, h3
        ("on_dvonn", 0.0),   // nobody holds a DVONN piece
        ("within_two", 4.0), // Black's e3 is two steps from c3
        ("stacks", 2.0),     // 4 against 2
        ("mobility", white_moves - black_moves),
        ("movable", white_movers - black_movers),
        ("best_capture", -2.0), // f3 takes e3 (1); e3 takes d3 (3)
        ("in_reach", -3.0),     // e3 (1) against d3 and f3 (4)
        ("best_cut", 0.0),      // every group keeps a DVONN piece whichever stack leaves
        ("far", 0.0),           // e3, the farthest, is two steps from c3 and g3
        // Closeness: 1 on a DVONN piece, 1/4, 1/16, 1/64 one, two, three steps away, added up
        // over c3 and g3. d3 and f3 are 1/4 + 1/64, c2, b3 and h3 1/4, e3 2/16.
        // White's stacks 33/32 against Black's 3/8.
        ("stack_closeness", 33.0 / 32.0 - 3.0 / 8.0),
        // White lands on g3 from d3, on c3 and d3 from c2, on c3 from b3, on g3 and e3 from
        // f3: 4 + 17/64 + 1/8; Black on f3 and d3 from e3, on g3 from h3: 1 + 17/32.
        ("landing_closeness", 4.0 + 17.0 / 64.0 + 1.0 / 8.0 - (1.0 + 17.0 / 32.0)),
        ("onto_dvonn", 4.0 - 1.0),
        // Of those, the landings on the other side: f3 onto e3 (1/8); e3 onto f3 and d3.
        ("target_closeness", 1.0 / 8.0 - 17.0 / 32.0),
        ("capture_now", -3.0), // Black acts and can take 3
        ("cut_now", 0.0),
        ("to_move", -1.0),
    ];
    assert_eq!(named, expected);
    assert!(black_moves > 0.0 && white_moves > 0.0);
}

#[test]
#[expect(clippy::float_cmp, reason = "the features are small whole numbers, exact in f32")]
fn a_stack_that_holds_a_chain_to_the_dvonn_piece_can_cut_it() {
    // c3 DVONN, then d3 White, e3 Black, f3 Black in a row: when d3 leaves (onto c3), e3 and
    // f3 lose their link. Black can cut nothing of White's: e3 leaving only strands its own f3.
    let state =
        Dvonn::position(&[("c3", "D"), ("d3", "W"), ("e3", "B"), ("f3", "B")], Player::WHITE).unwrap();
    let features: Vec<(&str, f32)> =
        FEATURES.iter().copied().zip(DvonnEvaluator::features(&state, Player::WHITE)).collect();
    let feature = |name: &str| features.iter().find(|(n, _)| *n == name).unwrap().1;
    assert_eq!(feature("best_cut"), 2.0, "{features:?}");
    assert_eq!(feature("cut_now"), 2.0, "White acts");
    assert_eq!(feature("far"), -1.0, "f3 is three steps from c3");
}

#[test]
#[expect(clippy::float_cmp, reason = "the features are small whole numbers, exact in f32")]
fn features_are_antisymmetric_on_random_games() {
    let game = Dvonn::standard();
    let mut moves = Vec::new();
    for seed in 0..20 {
        let mut rng = Rng::new(seed);
        let mut state = game.initial_state();
        while game.to_move(&state) != plateau_core::ToMove::Terminal {
            let white = DvonnEvaluator::features(&state, Player::WHITE);
            let black = DvonnEvaluator::features(&state, Player::BLACK);
            assert!(white.iter().zip(&black).all(|(w, b)| w == &-b), "{white:?} {black:?}");
            check_phase_shares(&state);
            game.legal_moves(&state, &mut moves);
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
        }
    }
}

/// The movement weights of a position come from at most two neighbouring knots, whose shares
/// sum to 1, and a board with exactly a knot's number of stacks takes that knot's alone.
#[expect(clippy::float_cmp, reason = "a knot's share is exactly 1")]
fn check_phase_shares(state: &plateau_dvonn::DvonnState) {
    let shares = DvonnEvaluator::phase_shares(state);
    assert!((shares.iter().sum::<f32>() - 1.0).abs() < 1e-6, "{shares:?}");
    assert!(shares.iter().all(|s| (0.0..=1.0).contains(s)), "{shares:?}");
    let used: Vec<usize> = (0..shares.len()).filter(|&k| shares[k] > 0.0).collect();
    assert!(used.len() <= 2 && used.windows(2).all(|w| w[1] == w[0] + 1), "{shares:?}");
    let stacks = u32::try_from(state.occupied_cells().count()).unwrap();
    if let Some(k) = PHASE_KNOTS.iter().position(|&knot| knot == stacks) {
        assert_eq!(shares[k], 1.0, "{stacks} stacks: {shares:?}");
    }
    if stacks < PHASE_KNOTS[PHASE_KNOTS.len() - 1] {
        assert_eq!(shares[shares.len() - 1], 1.0, "{stacks} stacks: {shares:?}");
    }
}
