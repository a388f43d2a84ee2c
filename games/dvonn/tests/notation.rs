//! Reading and writing moves, and the reasons `try_play` gives for illegal ones.

mod common;

use common::{play, refusal};
use plateau_core::{Game, Player};
use plateau_dvonn::{Cell, Dvonn, Move};
use proptest::prelude::*;

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

#[test]
fn all_accepted_spellings_read_the_same_move() {
    let game = Dvonn::standard();
    let state = game.initial_state();
    let jump = Move::Jump { from: cell("c3"), to: cell("e5") };
    for text in ["c3-e5", "C3E5", "c3e5", "C3-E5", "  c3 -e5 "] {
        assert_eq!(game.parse_move(&state, text), Ok(jump), "{text}");
    }
    assert_eq!(game.parse_move(&state, "E3"), Ok(Move::Place(cell("e3"))));
    assert_eq!(game.parse_move(&state, "PASS"), Ok(Move::Pass));
    assert_eq!(game.notation(&state, jump), "c3-e5");
    assert_eq!(game.notation(&state, Move::Place(cell("e3"))), "e3");
    assert_eq!(game.notation(&state, Move::Pass), "pass");
}

#[test]
fn garbage_gets_a_precise_message() {
    let game = Dvonn::standard();
    let state = game.initial_state();
    let error = |text: &str| game.parse_move(&state, text).unwrap_err().to_string();
    assert_eq!(error("z9"), "cannot read 'z9' as a move: 'z9' is not a DVONN space");
    assert_eq!(error("a4"), "cannot read 'a4' as a move: 'a4' is not a DVONN space");
    assert_eq!(error("c3-d5"), "cannot read 'c3-d5' as a move: c3 and d5 are not on one straight line");
    assert!(error("move c3 to e5").contains("expected a space like 'e3'"));
    assert!(error("").contains("empty"));
}

#[test]
fn refusals_name_the_rule() {
    let game = Dvonn::standard();
    let mut state = game.initial_state();
    assert_eq!(refusal(&game, &state, "c3-e5"), "it is the placement phase: place a piece on an empty space");
    assert_eq!(refusal(&game, &state, "pass"), "pass is only allowed when you have no move");
    play(&game, &mut state, "e3");
    assert_eq!(refusal(&game, &state, "e3"), "e3 is occupied");

    let stacks = [("b4", "B"), ("c4", "WWW"), ("d3", "W"), ("e3", "D"), ("f3", "WB"), ("c3", "W")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(refusal(&game, &state, "e3"), "the placement phase is over: move a stack");
    assert_eq!(refusal(&game, &state, "b4-c4"), "b4 is not White's stack");
    assert_eq!(refusal(&game, &state, "e3-d3"), "the DVONN piece on e3 never moves on its own");
    assert_eq!(refusal(&game, &state, "a3-b3"), "there is no stack on a3");
    assert_eq!(
        refusal(&game, &state, "d3-f3"),
        "a stack of height 1 moves exactly 1 space in a straight line"
    );
    assert_eq!(
        refusal(&game, &state, "c4-d4"),
        "a stack of height 3 moves exactly 3 spaces in a straight line"
    );
    assert_eq!(refusal(&game, &state, "c4-c1"), "c4-c1 ends on an empty space");
    assert_eq!(refusal(&game, &state, "pass"), "pass is only allowed when you have no move");

    // White's only stack is too tall to move, so White must pass; Black can still move.
    let stacks = [("a3", "WWWWWWWWWWW"), ("k3", "D"), ("a2", "B"), ("b2", "B")];
    let state = Dvonn::position(&stacks, Player::WHITE).unwrap();
    assert_eq!(common::legal(&game, &state), ["pass"]);
    assert_eq!(
        refusal(&game, &state, "a3-k3"),
        "a stack of height 11 cannot move: no line of the board is that long"
    );
}

#[test]
fn a_directly_built_jump_off_any_line_is_refused() {
    let game = Dvonn::standard();
    let state = Dvonn::position(&[("a1", "W"), ("k5", "D")], Player::WHITE).unwrap();
    let mut probe = state;
    let jump = Move::Jump { from: cell("a1"), to: cell("k5") };
    assert!(game.try_play(&mut probe, jump).is_err());
    assert_eq!(probe, state);
    assert_eq!(game.move_from_id(game.move_id(jump)), None, "no such move in the game");
}

proptest! {
    #[test]
    fn parsing_never_panics_and_round_trips(text in "\\PC{0,12}") {
        let game = Dvonn::standard();
        let state = game.initial_state();
        if let Ok(mv) = game.parse_move(&state, &text) {
            prop_assert_eq!(game.parse_move(&state, &game.notation(&state, mv)), Ok(mv));
        }
    }

    #[test]
    fn move_like_text_parses_exactly_when_it_names_a_move(
        a in "[a-lA-L][0-6]", hyphen in proptest::bool::ANY, b in "[a-lA-L][0-6]"
    ) {
        let game = Dvonn::standard();
        let state = game.initial_state();
        let text = format!("{a}{}{b}", if hyphen { "-" } else { "" });
        let from = Cell::parse(&a);
        let to = Cell::parse(&b);
        let expected = match (from, to) {
            (Some(f), Some(t)) if f.line_distance(t).is_some() => Some(Move::Jump { from: f, to: t }),
            _ => None,
        };
        prop_assert_eq!(game.parse_move(&state, &text).ok(), expected);
    }

    #[test]
    fn move_ids_decode_only_to_moves_that_encode_back(id in any::<u32>()) {
        let game = Dvonn::standard();
        if let Some(mv) = game.move_from_id(id) {
            prop_assert_eq!(game.move_id(mv), id);
        }
    }
}
