//! Refusals: every class of illegal move gets a precise reason and leaves the state alone,
//! malformed text is a parse error, bad options are refused, and no input makes the parser
//! or the id decoder panic.

use plateau_core::options::{decode, from_pairs};
use plateau_core::{Game, GameView, MoveError, Player};
use plateau_gipf::{Gipf, GipfMove, GipfOptions, GipfState, Setup, Version};
use proptest::prelude::*;

fn position(game: &Gipf, pieces: &str, reserves: [u8; 2], to_move: Player) -> GipfState {
    game.position(&Setup::new(pieces, reserves, to_move)).expect("valid test position")
}

/// Parses `text` and checks `try_play` refuses it, leaving the state as it was; returns the
/// reason.
fn refused(game: &Gipf, state: &GipfState, text: &str) -> String {
    let mv = game.parse_move(state, text).unwrap_or_else(|e| panic!("'{text}' should parse: {e}"));
    let mut probe = state.clone();
    let reason = game.try_play(&mut probe, mv).expect_err(text).reason;
    assert_eq!(&probe, state, "state changed by a refused '{text}'");
    // The whole-turn reader reports the same refusal, naming the part.
    match game.parse_sequence(state, text) {
        Err(MoveError::Illegal { notation, source }) => {
            assert_eq!(notation, text);
            assert_eq!(source.reason, reason);
        }
        other => panic!("'{text}': expected an illegal-move error, got {other:?}"),
    }
    reason
}

fn parse_error(game: &Gipf, state: &GipfState, text: &str) -> String {
    match game.parse_sequence(state, text) {
        Err(MoveError::Parse(e)) => e.to_string(),
        other => panic!("'{text}': expected a parse error, got {other:?}"),
    }
}

fn assert_mentions(reason: &str, words: &[&str]) {
    for w in words {
        assert!(reason.contains(w), "'{reason}' should mention '{w}'");
    }
}

#[test]
fn a_push_must_start_on_a_dot() {
    let game = Gipf::with_version(Version::Basic);
    let s = game.initial_state();
    assert_mentions(&parse_error(&game, &s, "e2-e3"), &["e2 is a spot", "dot"]);
    assert_mentions(&parse_error(&game, &s, "a1-a2"), &["a2 is a dot"]);
    assert_mentions(&parse_error(&game, &s, "a1-e4"), &["no line runs from a1 through e4"]);
    assert_mentions(&parse_error(&game, &s, "d4"), &["not next to a dot"]);
    assert_mentions(&parse_error(&game, &s, "e2"), &["e2 is occupied"]);
}

#[test]
fn a_push_into_a_full_line_is_refused() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "e2=W e3=B e4=W e5=B e6=W e7=B e8=W", [5, 5], Player::BLACK);
    assert_mentions(&refused(&game, &s, "e1-e2"), &["e1-e2", "e2–e8 is full", "e9"]);
    assert_mentions(&refused(&game, &s, "e9-e8"), &["e8–e2 is full", "e1"]);
}

#[test]
fn a_removal_must_be_a_whole_run_of_the_players_colour() {
    let game = Gipf::with_version(Version::Basic);
    let mut s = position(&game, "b2=B c3=W d4=W e5=W g5=B h5=W f2=B f3=W f4=W", [8, 10], Player::WHITE);
    game.play_turn(&mut s, "f1-f2").unwrap();
    assert_mentions(
        &refused(&game, &s, "xc3,d4,e5,f5"),
        &["run of White's row is b2–h5", "b2 in it holds a basic piece"],
    );
    assert_mentions(&refused(&game, &s, "xf2,f3,f4,f5"), &["not a row of White's pieces"]);
    assert_mentions(&parse_error(&game, &s, "xb2,c4"), &["do not lie on one line"]);
    assert_mentions(&parse_error(&game, &s, "xb2,b2"), &["listed twice"]);
    assert_mentions(&parse_error(&game, &s, "xa1"), &["a1 is a dot"]);
    assert_mentions(&parse_error(&game, &s, "x"), &["must list the spots"]);
}

#[test]
fn basic_pieces_in_a_run_cannot_be_kept() {
    let game = Gipf::with_version(Version::Standard);
    let mut s =
        position(&game, "b2=B c3=W d4=WG e5=W g5=BG h5=W f2=B f3=W f4=W c6=WG e8=BG", [6, 8], Player::WHITE);
    game.play_turn(&mut s, "f1-f2").unwrap();
    // Keeping c3 (basic): not a legal removal. Keeping d4 and g5 (GIPF-pieces) is.
    assert_mentions(&refused(&game, &s, "xb2,d4,e5,f5,g5,h5"), &["c3 in it holds a basic piece"]);
    assert!(game.legal_notations(&s).contains(&"xb2,c3,e5,f5,h5".to_owned()));
}

#[test]
fn removing_while_no_row_exists_is_refused() {
    let game = Gipf::with_version(Version::Basic);
    let s = game.initial_state();
    assert_mentions(&refused(&game, &s, "xb5"), &["White has no row to remove"]);
    // The opponent's row is theirs, even when the player has none.
    let s = position(&game, "b2=B b3=B b4=B b5=B", [10, 8], Player::WHITE);
    let s = {
        // Black to move would have to remove it first; with White to move it waits.
        assert_eq!(game.phase(&s), "Insertion");
        s
    };
    assert_mentions(&refused(&game, &s, "xb2,b3,b4,b5"), &["no row to remove", "Black's"]);
}

#[test]
fn inserting_while_a_compulsory_row_remains_is_refused() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "d4=W e5=W f5=W g5=W e3=W e4=W e6=W", [5, 10], Player::WHITE);
    assert_mentions(&refused(&game, &s, "a1-b2"), &["must first remove", "e3–e6", "d4–g5"]);
    assert_mentions(&refused(&game, &s, "end"), &["cannot end the turn", "must remove"]);
    // After the insertion a second push is refused as well.
    let mut s = position(&game, "b2=B c3=W d4=W e5=W g5=B h5=W f2=B f3=W f4=W", [8, 10], Player::WHITE);
    game.play_turn(&mut s, "f1-f2").unwrap();
    assert_mentions(&refused(&game, &s, "a5-b5"), &["already inserted a piece this turn"]);
}

#[test]
fn gipf_insertions_are_refused_where_the_rules_forbid_them() {
    let basic = Gipf::with_version(Version::Basic);
    assert_mentions(&refused(&basic, &basic.initial_state(), "Ga1-b2"), &["only in the Tournament version"]);
    let standard = Gipf::with_version(Version::Standard);
    assert_mentions(&refused(&standard, &standard.initial_state(), "Ga1-b2"), &["not in standard"]);

    let game = Gipf::with_version(Version::Tournament);
    let mut s = game.initial_state();
    game.play_turn(&mut s, "Ge1-e2").unwrap();
    game.play_turn(&mut s, "Ge9-e8").unwrap();
    game.play_turn(&mut s, "a1-b2").unwrap();
    game.play_turn(&mut s, "i5-h5").unwrap();
    assert_mentions(&refused(&game, &s, "Ga2-b3"), &["GIPF phase is closed", "basic piece"]);
    // A GIPF-piece needs two reserve pieces.
    let s = game
        .position(&Setup {
            has_inserted: Some([true, true]),
            ..Setup::new("e5=WG b2=BG", [1, 10], Player::WHITE)
        })
        .unwrap();
    assert_mentions(&refused(&game, &s, "Ga1-b2"), &["needs 2 pieces", "only 1"]);
    assert_eq!(game.legal_notations(&s).iter().filter(|m| m.starts_with('G')).count(), 0);
}

#[test]
fn end_is_only_for_declining_optional_rows() {
    let game = Gipf::with_version(Version::Basic);
    let s = game.initial_state();
    assert_mentions(&refused(&game, &s, "end"), &["no row to decline", "must insert"]);
    let tournament = Gipf::with_version(Version::Tournament);
    let s =
        tournament.position(&Setup::new("b2=WG c3=WG d4=WG e5=WG h2=BG", [6, 10], Player::WHITE)).unwrap();
    assert_mentions(&refused(&tournament, &s, "end"), &["declined simply by inserting"]);
}

#[test]
fn a_push_from_another_dot_with_the_same_result_is_read_as_the_listed_one() {
    let game = Gipf::with_version(Version::Basic);
    let s = game.initial_state();
    let listed = game.parse_move(&s, "f1-f2").unwrap();
    assert_eq!(game.parse_move(&s, "g1-f2").unwrap(), listed);
    assert_eq!(game.parse_move(&s, "f2").unwrap(), listed, "bare spot form");
    // The other dot's move itself (e.g. from an id) is refused with the listed spelling.
    let mut raw = Vec::new();
    game.raw_entry_moves(&s, &mut raw);
    let other = *raw.iter().find(|&&m| game.notation(&s, m) == "g1-f2").unwrap();
    assert_ne!(other, listed);
    let mut probe = s.clone();
    let reason = game.try_play(&mut probe, other).unwrap_err().reason;
    assert_mentions(&reason, &["same position as f1-f2"]);
    assert_eq!(probe, s);
}

#[test]
fn malformed_turn_strings_are_parse_errors() {
    let game = Gipf::with_version(Version::Basic);
    let s = game.initial_state();
    for text in [
        "",
        "  ",
        ";",
        "a1-b2;",
        ";a1-b2",
        "a1-b2;;xb2",
        "q1-b2",
        "a1-",
        "-b2",
        "a1-b2-c3",
        "xb2;",
        "a10-b2",
        "G",
        "Gx",
    ] {
        assert!(matches!(game.parse_sequence(&s, text), Err(MoveError::Parse(_))), "'{text}'");
    }
    // A later part that does not fit is reported with the part, and nothing is played.
    match game.parse_sequence(&s, "a1-b2;xb2,c3,d4,e5") {
        Err(MoveError::Illegal { notation, source }) => {
            assert_eq!(notation, "xb2,c3,d4,e5");
            assert_mentions(&source.reason, &["White's turn is over"]);
        }
        other => panic!("{other:?}"),
    }
    let mut t = s.clone();
    match game.play_turn(&mut t, "a1-b2;i5-h5") {
        Err(MoveError::Illegal { notation, source }) => {
            assert_eq!(notation, "i5-h5");
            assert_mentions(&source.reason, &["White's turn is over", "one player's moves"]);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(t, s, "a failed turn plays nothing");
    assert!(game.parse_move(&s, "e1-e4").is_err(), "chain-end form naming the wrong spot");
}

#[test]
fn nothing_is_legal_once_the_game_is_over() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "b5=W b2=B", [0, 5], Player::WHITE);
    assert!(game.outcome(&s).is_some());
    assert_eq!(game.parse_sequence(&s, "a1-b2"), Err(MoveError::GameOver));
    let mv = game.parse_move(&s, "a1-b2").unwrap();
    let mut probe = s.clone();
    assert_eq!(game.try_play(&mut probe, mv).unwrap_err().reason, "the game is over");
}

#[test]
fn bad_options_and_setups_are_refused_clearly() {
    let decoded = |pairs: &[&str]| decode::<Gipf>(&from_pairs(pairs).unwrap()).and_then(Gipf::new);
    assert!(decoded(&["version=basic", "pieces=18"]).is_ok());
    assert!(decoded(&["version=standard", "ply_cap=500"]).is_ok());
    for (pairs, words) in [
        (&["version=basic", "pieces=19"][..], &["between 15 and 18"][..]),
        (&["version=standard", "pieces=16"], &["only applies to the Basic version"]),
        (&["version=expert"], &["unknown variant"]),
        (&["colour=red"], &["unknown field"]),
    ] {
        let e = decoded(pairs).unwrap_err().to_string();
        assert_mentions(&e, words);
    }
    assert_eq!(Gipf::with_version(Version::Basic).initial_state().reserve(Player::WHITE), 12);
    let long = Gipf::new(GipfOptions { pieces: 18, ..GipfOptions::version(Version::Basic) }).unwrap();
    assert_eq!(long.initial_state().reserve(Player::BLACK), 15);

    let game = Gipf::with_version(Version::Basic);
    for (pieces, reserves, words) in [
        ("e5=X", [5, 5], &["not a piece"][..]),
        ("e5", [5, 5], &["spot=W|B|WG|BG"]),
        ("a1=W", [5, 5], &["not a spot"]),
        ("e5=W e5=B", [5, 5], &["given twice"]),
        ("e5=WG", [5, 5], &["no GIPF-pieces"]),
        ("e5=W", [15, 5], &["more than the 15"]),
    ] {
        let e = game.position(&Setup::new(pieces, reserves, Player::WHITE)).unwrap_err().to_string();
        assert_mentions(&e, words);
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2000, ..ProptestConfig::default() })]

    #[test]
    fn the_turn_reader_never_panics(text in "[a-iGx0-9,;\\- e-n]{0,24}") {
        let tournament = Gipf::with_version(Version::Tournament);
        let standard = Gipf::with_version(Version::Standard);
        let mut mid = standard.initial_state();
        standard.play_turn(&mut mid, "a1-b2").unwrap();
        for (game, state) in [(&tournament, tournament.initial_state()), (&standard, standard.initial_state()), (&standard, mid)] {
            if let Ok(moves) = game.parse_sequence(&state, &text) {
                let mut s = state.clone();
                for mv in moves {
                    prop_assert!(game.try_play(&mut s, mv).is_ok());
                }
            }
            let _ = game.parse_move(&state, &text);
        }
    }

    #[test]
    fn any_string_is_handled(text in ".{0,40}") {
        let game = Gipf::with_version(Version::Basic);
        let _ = game.parse_sequence(&game.initial_state(), &text);
    }

    #[test]
    fn ids_decode_safely(id in any::<u32>()) {
        let game = Gipf::with_version(Version::Standard);
        if let Some(mv) = game.move_from_id(id) {
            prop_assert_eq!(game.move_id(mv), id);
            let state = game.initial_state();
            let mut probe = state.clone();
            let _ = game.try_play(&mut probe, mv);
            let _ = game.move_input(&state, mv);
            prop_assert!(!game.notation(&state, mv).is_empty());
        }
        prop_assert_eq!(GipfMove::from_id(id).map(GipfMove::id).is_none_or(|x| x == id), true);
    }
}
