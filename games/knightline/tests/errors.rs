//! Bad input gets a precise error and changes nothing: notation that is not a move, moves
//! the rules refuse, and test positions the engine cannot hold.

use plateau_core::{Game, Player};
use plateau_knightline::{Grey, KnightLine, KnightLineOptions, KnightLineState, Move};
use proptest::prelude::*;

fn game(players: u8, grey: Grey) -> KnightLine {
    KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() }).unwrap()
}

fn parse_error(text: &str) -> String {
    let g = game(2, Grey::None);
    g.parse_move(&g.initial_state(), text).unwrap_err().reason
}

/// Plays `moves`, then returns why `bad` is refused, checking the state is left as it was.
fn refusal(g: &KnightLine, moves: &[&str], bad: &str) -> String {
    let mut s = g.initial_state();
    for text in moves {
        let mv = g.parse_move(&s, text).unwrap();
        g.try_play(&mut s, mv).unwrap();
    }
    let before: KnightLineState = s.clone();
    let mv = g.parse_move(&s, bad).unwrap();
    let e = g.try_play(&mut s, mv).unwrap_err();
    assert_eq!(s, before, "a refused move left the state changed");
    e.reason
}

#[test]
fn off_lattice_and_out_of_range_cells_are_parse_errors() {
    assert!(parse_error("0.5,0>2,1:1").contains("not a whole number"));
    assert!(parse_error("@x,1").contains("not a whole number"));
    assert!(parse_error("0,0>123,1:1").contains("off the supported board"));
    assert!(parse_error("@-123,0").contains("off the supported board"));
    assert!(parse_error("@0,99999999999").contains("off the supported board"));
    assert!(parse_error("ez0,o1,1").contains("off the supported board"));
    assert!(parse_error("m170,o171,1").contains("off the supported board"));
}

#[test]
fn non_knight_jumps_and_bad_tile_counts_are_parse_errors() {
    assert!(parse_error("0,0>1,1:1").contains("not a knight's jump"));
    assert!(parse_error("0,0>0,0:1").contains("not a knight's jump"));
    assert!(parse_error("m0,m2,1").contains("not a knight's jump"));
    assert!(parse_error("0,0>2,1:0").contains("tile count from 1 to 19"));
    assert!(parse_error("0,0>2,1:20").contains("tile count from 1 to 19"));
    assert!(parse_error("0,0>2,1:-3").contains("tile count from 1 to 19"));
    assert!(parse_error("m0,o1,x").contains("tile count from 1 to 19"));
    assert!(parse_error("0,0>2,1").contains("missing ':k'"));
    assert!(parse_error("m0,o1").contains("missing the number of tiles"));
    assert!(parse_error("   ").contains("empty"));
    assert!(parse_error("?").contains("expected"));
}

#[test]
fn the_rules_refuse_with_precise_reasons() {
    let two = game(2, Grey::None);
    // More tiles than the stack can spare.
    let r = refusal(&two, &["0,0>2,1:1", "1,0>-1,1:15"], "0,0>1,2:19");
    assert!(r.contains("has 19 tiles, so 1 to 18 of them can move, not 19"), "{r}");
    // Moving another player's stack.
    let r = refusal(&two, &[], "1,0>3,1:1");
    assert!(r.contains("belongs to Black, and it is White's turn"), "{r}");
    // A single tile cannot move; an empty cell holds nothing to move.
    let r = refusal(&two, &["0,0>2,1:1"], "2,1>0,2:1");
    assert!(r.contains("belongs to White"), "{r}");
    let r = refusal(&two, &["0,0>2,1:1", "1,0>-1,1:1"], "2,1>0,2:1");
    assert!(r.contains("single tile"), "{r}");
    let r = refusal(&two, &[], "5,5>7,6:1");
    assert!(r.contains("no stack on 5,5"), "{r}");
    let r = refusal(&two, &[], "60,60>62,61:1");
    assert!(r.contains("no stack on 60,60"), "{r}");
    // Occupied target, disconnected target, first-move restriction.
    let r = refusal(&two, &["0,0>2,1:1", "1,0>2,2:3"], "0,0>2,1:1");
    assert!(r.contains("2,1 is not empty"), "{r}");
    let r = refusal(&two, &[], "0,0>1,2:1");
    assert!(r.contains("touches no stack or tile"), "{r}");
    let r = refusal(&two, &[], "0,0>2,1:2");
    assert!(r.contains("White's first move must move exactly 1 tile"), "{r}");
    // Placements outside the grey opening, and passes when a move exists.
    assert!(refusal(&two, &[], "@0,1").contains("placed only at the start"));
    assert!(refusal(&two, &[], "pass").contains("cannot pass"));
}

#[test]
fn grey_openings_refuse_bad_placements_and_early_splits() {
    let g = game(3, Grey::Wildcard);
    assert!(refusal(&g, &[], "@2,0").contains("not next to the grey tile on 0,0"));
    assert!(refusal(&g, &["@1,1"], "@1,1").contains("already taken"));
    assert!(refusal(&g, &["@1,1"], "@0,0").contains("not next to the grey tile"));
    assert!(refusal(&g, &["@1,1"], "1,1>3,2:1").contains("must first place their stack"));
    let r = refusal(&g, &["@1,0", "@-1,0", "@0,-1"], "0,0>2,1:1");
    assert!(r.contains("grey tile never moves"), "{r}");
    // After the game ends every move is refused.
    let two = game(2, Grey::None);
    let moves = ["0,0>2,-1:1", "1,0>2,-2:1", "0,0>1,-2:18", "1,0>-1,1:18", "1,-2>3,-3:17", "-1,1>0,-1:1"];
    assert!(refusal(&two, &moves, "pass").contains("game is over"));
}

#[test]
fn positions_the_engine_cannot_hold_are_refused() {
    let (white, black, red) = (Player::WHITE, Player::BLACK, Player::RED);
    let two = game(2, Grey::None);
    let err = |g: &KnightLine, stacks: &[(i32, i32, Player, u8)], grey: Option<(i32, i32)>, to: Player| {
        g.position(stacks, grey, to).unwrap_err().to_string()
    };
    assert!(err(&two, &[(0, 0, red, 1)], None, white).contains("Red has no seat"));
    assert!(err(&two, &[(0, 0, white, 1)], None, red).contains("not a seat"));
    assert!(err(&two, &[(0, 0, white, 0)], None, white).contains("stacks hold 1 to 20"));
    assert!(err(&two, &[(0, 0, white, 21)], None, white).contains("stacks hold 1 to 20"));
    assert!(err(&two, &[(0, 0, white, 12), (1, 0, white, 12)], None, white).contains("White has 24 tiles"));
    assert!(err(&two, &[(0, 0, white, 1), (0, 0, black, 1)], None, white).contains("holds two pieces"));
    assert!(err(&two, &[(0, 0, white, 1)], Some((1, 1)), white).contains("grey tile must be given"));
    let blocker = game(2, Grey::Blocker);
    assert!(err(&blocker, &[(0, 0, white, 1)], None, white).contains("grey tile must be given"));
    assert!(err(&blocker, &[(0, 0, white, 1)], Some((0, 0)), white).contains("holds two pieces"));
    assert!(err(&two, &[(121, 0, white, 1)], None, white).contains("too far from 0,0"));
    assert!(err(&two, &[(110, 0, white, 12)], None, white).contains("too far from 0,0"));
    assert!(
        err(&two, &[(-30, 0, white, 1), (30, 0, black, 2)], None, white).contains("spread past the 60 steps")
    );
    let lines = [
        (0, 0, white, 1),
        (1, 0, white, 1),
        (2, 0, white, 1),
        (3, 0, white, 1),
        (0, 1, black, 1),
        (1, 1, black, 1),
        (2, 1, black, 1),
        (3, 1, black, 1),
    ];
    assert!(err(&two, &lines, None, white).contains("more than one player has a line"));
    // The limits are generous: a far but compact position is fine.
    assert!(two.position(&[(115, -115, white, 3), (116, -115, black, 3)], None, white).is_ok());
}

#[test]
fn move_ids_that_name_no_move_are_refused() {
    let g = game(2, Grey::None);
    let mut s = g.initial_state();
    let mut moves = Vec::new();
    g.legal_moves(&s, &mut moves);
    for bad in [1, 2, u32::MAX, 1 << 31, 3 << 22] {
        assert_eq!(g.move_from_id(bad), None, "{bad:#x}");
    }
    // Every id of every legal move of a short game names that move.
    for _ in 0..6 {
        g.legal_moves(&s, &mut moves);
        for &m in &moves {
            assert_eq!(g.move_from_id(g.move_id(m)), Some(m));
        }
        g.play_unchecked(&mut s, moves[moves.len() / 2]);
    }
    assert_eq!(g.move_from_id(0), Some(Move::PASS));
}

proptest! {
    #[test]
    fn arbitrary_text_never_panics(text in ".{0,40}") {
        let g = game(3, Grey::Blocker);
        let s = g.initial_state();
        if let Ok(mv) = g.parse_move(&s, &text) {
            // What parses is well-formed: it has an id, and the rules judge it without panicking.
            prop_assert_eq!(g.move_from_id(g.move_id(mv)), Some(mv));
            let _ = g.try_play(&mut s.clone(), mv);
        }
    }

    #[test]
    fn move_shaped_text_never_panics(
        a in -200i64..200, b in -200i64..200, c in -200i64..200, d in -200i64..200, k in -5i64..30,
        letters in "[a-z]{1,3}", y in -100i64..100,
    ) {
        let g = game(2, Grey::None);
        let s = g.initial_state();
        for text in [format!("{a},{b}>{c},{d}:{k}"), format!("@{a},{b}"), format!("{letters}{y},{letters}{b},{k}"), format!("{letters}{y}")] {
            if let Ok(mv) = g.parse_move(&s, &text) {
                prop_assert_eq!(g.parse_move(&s, &g.notation(&s, mv)), Ok(mv));
                let _ = g.try_play(&mut s.clone(), mv);
            }
        }
    }

    #[test]
    fn arbitrary_ids_never_panic(id in any::<u32>()) {
        let g = game(2, Grey::None);
        if let Some(mv) = g.move_from_id(id) {
            prop_assert_eq!(g.move_id(mv), id);
        }
    }
}
