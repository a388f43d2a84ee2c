//! The worked examples DV-1..DV-6 of rules.md §1.10, exactly as written there.

mod common;

use common::{legal, legal_from, play, refusal, sorted};
use plateau_core::{Game, Player, ToMove, Verdict};
use plateau_dvonn::{Cell, Dvonn, DvonnState, Piece};

fn game() -> Dvonn {
    Dvonn::standard()
}

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

/// Fills the board by real placements: DVONN pieces on `dvonn`, White on `white` first,
/// Black on the rest, in the order of rules §1.3.
fn full_board(dvonn: [&str; 3], white: &[&str]) -> DvonnState {
    let game = game();
    let taken: Vec<Cell> = dvonn.iter().chain(white).map(|n| cell(n)).collect();
    let mut whites: Vec<Cell> = white.iter().map(|n| cell(n)).collect();
    let mut rest = Cell::all().filter(|c| !taken.contains(c));
    whites.extend(rest.by_ref().take(23 - white.len()));
    let blacks: Vec<Cell> = rest.collect();
    assert_eq!((whites.len(), blacks.len()), (23, 23));
    let mut order: Vec<Cell> = dvonn.iter().map(|n| cell(n)).collect();
    for (b, w) in blacks.iter().zip(&whites) {
        order.extend([*b, *w]);
    }
    let mut state = game.initial_state();
    for c in order {
        play(&game, &mut state, &c.to_string());
    }
    state
}

#[test]
fn dv1_start_of_phase_two_mobility_on_a_full_board() {
    let game = game();
    let tested = ["a1", "a3", "c5", "k5", "e1", "a2", "e3"];
    let state = full_board(["d4", "g3", "h2"], &tested);
    assert_eq!(game.to_move(&state), ToMove::Player(Player::WHITE));
    let expected: [(&str, &[&str]); 6] = [
        ("a1", &["a1-a2", "a1-b1", "a1-b2"]),
        ("a3", &["a3-a2", "a3-b3", "a3-b4"]),
        ("c5", &["c5-b4", "c5-c4", "c5-d5"]),
        ("k5", &["k5-j4", "k5-j5", "k5-k4"]),
        ("e1", &["e1-d1", "e1-e2", "e1-f1", "e1-f2"]),
        ("a2", &["a2-a1", "a2-a3", "a2-b2", "a2-b3"]),
    ];
    for (from, moves) in expected {
        assert_eq!(state.top(cell(from)), Some(Piece::White));
        assert_eq!(legal_from(&game, &state, from), sorted(moves), "moves from {from}");
    }
    assert!(legal_from(&game, &state, "e3").is_empty(), "e3 is surrounded");
    assert_eq!(refusal(&game, &state, "e3-e4"), "the stack on e3 is surrounded");
    // Only edge pieces move at the start: every legal move starts on an edge space.
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert!(!moves.is_empty());
    for m in moves {
        let from = game.notation(&state, m)[..2].to_owned();
        assert!(cell(&from).is_edge(), "{from} is not on the edge");
    }
}

#[test]
fn dv2_exact_distance_jumping_over_empties_no_empty_landing() {
    let game = game();
    let stacks = [("c3", "BW"), ("d3", "W"), ("f3", "B"), ("e4", "D"), ("c1", "B"), ("a3", "W"), ("e5", "B")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(legal_from(&game, &state, "c3"), sorted(&["c3-a3", "c3-c1", "c3-e5"]));
    assert_eq!(legal_from(&game, &state, "d3"), sorted(&["d3-c3", "d3-e4"]));
    assert_eq!(legal(&game, &state), sorted(&["c3-a3", "c3-c1", "c3-e5", "d3-c3", "d3-e4"]));
    for (mv, reason) in [
        ("c3-e3", "c3-e3 ends on an empty space"),
        ("c3-c5", "c3-c5 ends on an empty space"),
        ("c3-a1", "c3-a1 ends on an empty space"),
        ("c3-d3", "a stack of height 2 moves exactly 2 spaces in a straight line"),
    ] {
        assert_eq!(refusal(&game, &state, mv), reason);
    }
}

#[test]
fn dv3_isolation_removal() {
    let game = game();
    let stacks = [("c3", "D"), ("d3", "B"), ("e3", "W"), ("f3", "B"), ("g3", "W")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(legal(&game, &state), sorted(&["e3-d3", "e3-f3", "g3-f3"]));

    let mut after = state;
    play(&game, &mut after, "e3-d3");
    assert_eq!(after.describe(), "c3=D d3=BW");
    assert_eq!(game.scores(&after), plateau_core::Scores::single("pieces", [2, 0]));

    let mut after = state;
    play(&game, &mut after, "e3-f3");
    assert_eq!(after.describe(), "c3=D d3=B");

    let mut after = state;
    play(&game, &mut after, "g3-f3");
    assert_eq!(after.describe(), "c3=D d3=B e3=W f3=BW");
}

#[test]
fn dv4_end_of_game_and_dvonn_pieces_count_for_the_controller() {
    let game = game();
    let stacks = [("c3", "D"), ("d3", "W"), ("e3", "WB")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(legal(&game, &state), sorted(&["d3-c3", "d3-e3"]));
    let black_view = Dvonn::position(&stacks, Player::BLACK).unwrap();
    assert_eq!(legal(&game, &black_view), ["e3-c3"]);

    let mut after = state;
    play(&game, &mut after, "d3-c3");
    assert_eq!(after.describe(), "c3=DW");
    assert_eq!(game.to_move(&after), ToMove::Terminal);
    assert!(legal(&game, &after).is_empty());
    let outcome = game.outcome(&after).expect("game over");
    assert_eq!(outcome.verdict, Verdict::Winner(Player::WHITE));
    assert_eq!(outcome.score, [2, 0]);
    assert_eq!(outcome.reason, "nobody can move");
    assert_eq!(refusal(&game, &after, "c3-d3"), "the game is over");

    let mut after = state;
    play(&game, &mut after, "d3-e3");
    assert_eq!(after.describe(), "c3=D");
    assert_eq!(game.to_move(&after), ToMove::Terminal);
    let outcome = game.outcome(&after).expect("game over");
    assert_eq!(outcome.verdict, Verdict::Draw);
    assert_eq!(outcome.score, [0, 0]);
}

#[test]
fn dv5_forced_pass_then_the_passing_player_moves_again() {
    let game = game();
    let stacks = [("e3", "W"), ("d3", "B"), ("f3", "B"), ("f4", "D"), ("e4", "B"), ("e2", "B"), ("d2", "B")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(game.to_move(&state), ToMove::Player(Player::WHITE));
    assert_eq!(legal(&game, &state), ["pass"]);
    assert!(game.outcome(&state).is_none());
    assert_eq!(refusal(&game, &state, "e3-e4"), "the stack on e3 is surrounded");

    let mut after = state;
    play(&game, &mut after, "pass");
    assert_eq!(game.to_move(&after), ToMove::Player(Player::BLACK));
    let black = legal(&game, &after);
    assert_eq!(black.len(), 15, "{black:?}");
    assert!(black.contains(&"d3-e4".to_owned()));
    assert_eq!(refusal(&game, &after, "pass"), "pass is only allowed when you have no move");

    play(&game, &mut after, "d3-e4");
    assert_eq!(game.to_move(&after), ToMove::Player(Player::WHITE));
    assert_eq!(legal(&game, &after), sorted(&["e3-d2", "e3-e2", "e3-e4", "e3-f3", "e3-f4"]));
}

#[test]
fn dv6_placement_order() {
    let game = game();
    let mut state = game.initial_state();
    let mut placed = Vec::new();
    for (ply, c) in Cell::all().enumerate() {
        let ply = ply + 1;
        assert_eq!(game.phase(&state), "Placement", "ply {ply}");
        let expected_player =
            if ply == 2 || (ply >= 4 && ply % 2 == 0) { Player::BLACK } else { Player::WHITE };
        assert_eq!(game.to_move(&state), ToMove::Player(expected_player), "ply {ply}");
        play(&game, &mut state, &c.to_string());
        placed.push(state.top(c).unwrap());
    }
    assert_eq!(&placed[..3], [Piece::Dvonn; 3], "plies 1-3 place DVONN pieces");
    assert_eq!(placed[3], Piece::Black, "ply 4 is Black's first own piece");
    assert_eq!(placed[48], Piece::White, "ply 49 is White's");
    assert_eq!(placed.iter().filter(|&&p| p == Piece::White).count(), 23);
    assert_eq!(placed.iter().filter(|&&p| p == Piece::Black).count(), 23);
    assert_eq!(game.phase(&state), "Movement");
    assert_eq!(game.to_move(&state), ToMove::Player(Player::WHITE), "White also makes the first move");
    assert!(!legal(&game, &state).is_empty());
}

#[test]
fn no_removal_during_placement() {
    // D-1: a lone piece far from any DVONN piece stays during placement.
    let game = game();
    let mut state = game.initial_state();
    for name in ["a1", "b1", "c1", "k5"] {
        play(&game, &mut state, name);
    }
    assert_eq!(state.describe(), "a1=D b1=D c1=D k5=B");
}
