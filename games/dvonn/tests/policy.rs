//! The capture-greedy playout policy: legal choices, captures taken often, placements and
//! capture-free positions left to chance.

use plateau_core::ai::PlayoutPolicy;
use plateau_core::{Game, Player, Rng, ToMove};
use plateau_dvonn::{Dvonn, DvonnPolicy, Move};

/// How often each move of `state` is chosen in `draws` draws.
fn tally(game: &Dvonn, state: &plateau_dvonn::DvonnState, draws: usize) -> (Vec<Move>, Vec<usize>) {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut counts = vec![0; moves.len()];
    let (mut rng, mut scratch) = (Rng::new(11), Vec::new());
    for _ in 0..draws {
        let mv = DvonnPolicy.next_move(game, state, &mut scratch, &mut rng).expect("the game is not over");
        let i = moves.iter().position(|&m| m == mv).unwrap_or_else(|| panic!("{mv} is not legal"));
        counts[i] += 1;
    }
    (moves, counts)
}

#[test]
fn the_tallest_capture_is_taken_most_often() {
    let game = Dvonn::standard();
    // White's single on c3 can take d3 (a black single) or b3 (a black stack of three), and
    // f3 can take g3 or land on the DVONN piece: the stack of three is the prize.
    let state = Dvonn::position(
        &[("c3", "W"), ("d3", "B"), ("b3", "WBB"), ("e3", "D"), ("f3", "W"), ("g3", "B")],
        Player::WHITE,
    )
    .unwrap();
    let (moves, counts) = tally(&game, &state, 4_000);
    let prize = moves.iter().position(|m| m.to_string() == "c3-b3").expect("c3-b3 is legal");
    let share = counts[prize] as f64 / 4_000.0;
    // Nine choices in ten are greedy, and the random tenth still picks it now and then.
    assert!(share > 0.85, "c3-b3 chosen {share:.2} of the time: {moves:?} {counts:?}");
    assert!(counts.iter().all(|&c| c > 0), "every move stays possible: {moves:?} {counts:?}");
}

#[test]
fn without_captures_and_during_placement_the_choice_is_uniform() {
    let game = Dvonn::standard();
    let (moves, counts) = tally(&game, &game.initial_state(), 49_000);
    assert_eq!(moves.len(), 49);
    assert!(counts.iter().all(|&c| (800..1_200).contains(&c)), "{counts:?}");

    // Only own stacks in reach: nothing to take.
    let state =
        Dvonn::position(&[("c3", "W"), ("d3", "W"), ("e3", "D"), ("b3", "W")], Player::WHITE).unwrap();
    let (moves, counts) = tally(&game, &state, 6_000);
    let even = 6_000 / moves.len();
    assert!(counts.iter().all(|&c| c * 10 > even * 8 && c * 10 < even * 12), "{moves:?} {counts:?}");
}

#[test]
fn every_move_of_a_policy_playout_is_legal() {
    let game = Dvonn::standard();
    let (mut rng, mut scratch, mut legal) = (Rng::new(5), Vec::new(), Vec::new());
    for _ in 0..300 {
        let mut state = game.initial_state();
        while game.to_move(&state) != ToMove::Terminal {
            let mv = DvonnPolicy.next_move(&game, &state, &mut scratch, &mut rng).expect("not over");
            game.legal_moves(&state, &mut legal);
            assert!(legal.contains(&mv), "{mv} is not legal in\n{state:?}");
            game.play_unchecked(&mut state, mv);
        }
    }
}
