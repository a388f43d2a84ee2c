//! Worked examples: finished and unfinished positions, the swap, notation, no draws, the
//! evaluator's sign, and the board view's coloured sides.

use plateau_core::board::ColorRole;
use plateau_core::{Evaluator, Game, GameView, Player, Rng, ToMove};
use plateau_hex::{Cell, Hex, HexEvaluator, HexOptions, HexState, Move, distance_to_connect};

fn hex(size: u8) -> Hex {
    Hex::new(HexOptions { size, swap: true }).unwrap()
}

fn play_all(game: &Hex, moves: &[&str]) -> HexState {
    let mut s = game.initial_state();
    for m in moves {
        let mv = game.parse_move(&s, m).unwrap();
        game.try_play(&mut s, mv).unwrap_or_else(|e| panic!("{m}: {e}"));
    }
    s
}

fn place(game: &Hex, s: &mut HexState, text: &str) {
    let mv = game.parse_move(s, text).unwrap();
    game.try_play(s, mv).unwrap();
}

#[test]
fn white_wins_with_a_column_from_top_to_bottom() {
    let game = hex(5);
    // White down column c (c1..c5), Black scattered along column a.
    let s = play_all(&game, &["c1", "a1", "c2", "a2", "c3", "a3", "c4", "a4", "c5"]);
    assert_eq!(game.to_move(&s), ToMove::Terminal);
    let outcome = game.outcome(&s).unwrap();
    assert_eq!(outcome.winner(), Some(Player::WHITE));
    assert_eq!(distance_to_connect(&game, &s, Player::WHITE), 0);
}

#[test]
fn a_bent_chain_along_the_short_diagonal_connects() {
    let game = hex(5);
    // e1 and a5 are joined by the short diagonal e1 d2 c3 b4 a5: a White chain top to bottom.
    let s = game.position(&["e1", "d2", "c3", "b4", "a5"], &["a1", "b1"], 1).unwrap();
    assert_eq!(game.outcome(&s).unwrap().winner(), Some(Player::WHITE));
    // The long diagonal a1 b2 .. e5 is not connected: b2 does not touch c3's predecessor.
    let s = game.position(&["a1", "b2", "c3", "d4", "e5"], &[], 1).unwrap();
    assert_eq!(game.outcome(&s), None, "a1-b2 is not an edge of the board");
}

#[test]
fn nobody_has_won_while_both_chains_have_gaps() {
    let game = hex(5);
    let s = game.position(&["c1", "c2", "c4", "c5"], &["a3", "b3", "d3"], 1).unwrap();
    assert_eq!(game.outcome(&s), None);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(distance_to_connect(&game, &s, Player::WHITE), 1);
    assert_eq!(distance_to_connect(&game, &s, Player::BLACK), 2);
    // Black closes the gap at c3 and then needs only e3.
    let mut s = s;
    game.try_play(&mut s, Move::Place(Cell::new(2, 2))).unwrap();
    assert_eq!(distance_to_connect(&game, &s, Player::BLACK), 1);
    // White must now go round through d2, e2, e3 and d4.
    assert_eq!(distance_to_connect(&game, &s, Player::WHITE), 4);
    place(&game, &mut s, "a1");
    place(&game, &mut s, "e3");
    assert_eq!(game.outcome(&s).unwrap().winner(), Some(Player::BLACK));
}

#[test]
fn swap_mirrors_the_first_stone_and_gives_white_the_move() {
    let game = hex(11);
    let s = play_all(&game, &["e3"]);
    let mut moves = Vec::new();
    game.legal_moves(&s, &mut moves);
    assert_eq!(moves.last(), Some(&Move::Swap));
    assert_eq!(moves.len(), 121 - 1 + 1);
    let s = play_all(&game, &["e3", "swap"]);
    let c5 = Cell::new(2, 4).index(11);
    assert_eq!(s.owner(c5), Some(1), "White's e3 became Black's c5");
    assert_eq!(s.owner(Cell::new(4, 2).index(11)), None);
    assert_eq!(s.occupied().len(), 1);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    game.legal_moves(&s, &mut moves);
    assert!(!moves.contains(&Move::Swap), "swap happens once");
    assert_eq!(game.hash(&s), game.hash_from_scratch(&s));
}

#[test]
fn swap_is_refused_out_of_turn_and_without_the_rule() {
    let game = hex(7);
    let mut s = game.initial_state();
    assert!(game.try_play(&mut s, Move::Swap).is_err(), "nothing to swap yet");
    let mut s = play_all(&game, &["d4", "c3"]);
    let err = game.try_play(&mut s, Move::Swap).unwrap_err();
    assert!(err.to_string().contains("first move"), "{err}");
    let plain = Hex::new(HexOptions { size: 7, swap: false }).unwrap();
    let mut s = play_all(&plain, &["d4"]);
    let err = plain.try_play(&mut s, Move::Swap).unwrap_err();
    assert!(err.to_string().contains("off"), "{err}");
    let mut taken = play_all(&plain, &["d4"]);
    assert!(plain.try_play(&mut taken, Move::Place(Cell::new(3, 3))).is_err());
}

#[test]
fn notation_round_trips_and_bad_text_is_refused() {
    let game = hex(19);
    let s = game.initial_state();
    for i in 0..361 {
        let mv = Move::Place(Cell::from_index(i, 19));
        let text = game.notation(&s, mv);
        assert_eq!(game.parse_move(&s, &text), Ok(mv), "{text}");
    }
    assert_eq!(game.notation(&s, Move::Place(Cell::new(3, 4))), "d5");
    assert_eq!(game.parse_move(&s, " S19 "), Ok(Move::Place(Cell::new(18, 18))));
    assert_eq!(game.parse_move(&s, "SWAP"), Ok(Move::Swap));
    let small = hex(5);
    for bad in ["", "5", "f1", "a0", "a6", "a", "a-1", "a+1", "z9", "é1", "d5x", "swapp"] {
        let err = small.parse_move(&s, bad).unwrap_err();
        assert!(!err.reason.is_empty(), "{bad}");
    }
    assert!(small.parse_move(&s, "f1").unwrap_err().reason.contains("a to e"));
}

#[test]
fn full_random_boards_have_exactly_one_winner() {
    // Fill the whole board at random, ignoring the game's end, then look at who connects.
    let mut rng = Rng::new(7);
    for size in [5, 8, 11, 19] {
        let game = hex(size);
        let cells = usize::from(size) * usize::from(size);
        for _ in 0..200 {
            let mut order: Vec<usize> = (0..cells).collect();
            for i in (1..cells).rev() {
                order.swap(i, rng.below(i + 1));
            }
            let names = |range: std::ops::Range<usize>| -> Vec<String> {
                order[range].iter().map(|&i| Cell::from_index(i, size).to_string()).collect()
            };
            let half = cells.div_ceil(2);
            let (white, black) = (names(0..half), names(half..cells));
            let white: Vec<&str> = white.iter().map(String::as_str).collect();
            let black: Vec<&str> = black.iter().map(String::as_str).collect();
            let s = game.position(&white, &black, 0).unwrap();
            let connected: Vec<bool> = [Player::WHITE, Player::BLACK]
                .iter()
                .map(|&p| distance_to_connect(&game, &s, p) == 0)
                .collect();
            assert!(connected[0] != connected[1], "size {size}: exactly one side connects");
            assert!(game.outcome(&s).is_some());
        }
    }
}

#[test]
fn the_evaluator_favours_the_side_about_to_connect() {
    let game = hex(7);
    // White owns column d except d4; Black has a few stones far apart.
    let s = game.position(&["d1", "d2", "d3", "d5", "d6", "d7"], &["a1", "g7", "b5", "f2", "a4"], 0).unwrap();
    let e = HexEvaluator;
    let white = e.evaluate(&game, &s, Player::WHITE);
    let black = e.evaluate(&game, &s, Player::BLACK);
    assert!(white > 0.5, "{white}");
    assert!(black < -0.5, "{black}");
    assert!((-1.0..=1.0).contains(&white) && (-1.0..=1.0).contains(&black));
    let mut won = s.clone();
    place(&game, &mut won, "d4");
    assert!((e.evaluate(&game, &won, Player::WHITE) - 1.0).abs() < f32::EPSILON);
    assert!((e.evaluate(&game, &won, Player::BLACK) + 1.0).abs() < f32::EPSILON);
}

#[test]
fn the_view_colours_each_side_for_its_owner() {
    let game = hex(9);
    let s = play_all(&game, &["e5"]);
    let view = game.board_view(&s);
    assert_eq!(view.edges.len(), 4);
    let white = ColorRole::Player(Player::WHITE);
    let black = ColorRole::Player(Player::BLACK);
    assert_eq!(view.edges.iter().filter(|e| e.role == white).count(), 2);
    // White's sides run horizontally (rows), Black's slant along the columns.
    for edge in &view.edges {
        let horizontal = (edge.from[1] - edge.to[1]).abs() < 1e-4;
        assert_eq!(horizontal, edge.role == white, "{edge:?}");
        assert!(edge.role == white || edge.role == black);
    }
    let e5 = view.cells.iter().find(|c| c.name == "e5").unwrap();
    assert_eq!(e5.stack.len(), 1);
    assert_eq!(view.cells.iter().filter(|c| c.kind == plateau_core::board::CellKind::Playable).count(), 81);
}
