//! The worked examples of docs/rules.md §8 ("ZÈRTZ"), one test each: the rulebook's rules
//! and our decisions where it is silent, on positions written in the reference's format.
//! The reference implementation (`tools/zertz/zertz_ref.py`) gives the same legal actions
//! and results for every one of them.

use plateau_core::{Game, Player};
use plateau_zertz::{Colour, End, Move, Phase, Variant, Zertz, ZertzOptions, ZertzState};

fn game(variant: Variant) -> Zertz {
    Zertz::new(ZertzOptions { variant }).unwrap()
}

fn setup(game: &Zertz, text: &str) -> ZertzState {
    game.position(text).unwrap_or_else(|e| panic!("{e}"))
}

/// The legal actions in `s`, written in our notation.
fn legal(game: &Zertz, s: &ZertzState) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(s, &mut moves);
    moves.into_iter().map(|mv| game.notation(s, mv)).collect()
}

/// Why `text` is refused in `s`.
fn refusal(game: &Zertz, s: &ZertzState, text: &str) -> String {
    let mut probe = s.clone();
    game.play_text(&mut probe, text).expect_err(text).to_string()
}

#[test]
fn a_ring_is_free_when_two_neighbouring_places_next_to_each_other_are_empty() {
    let game = game(Variant::Standard);
    // On the full board the 18 rings of the rim are free, and no other.
    let s = game.initial_state();
    let free = game.free_rings(&s);
    assert_eq!(free.len(), 18);
    assert!(
        free.contains(&"a1".to_owned())
            && free.contains(&"d7".to_owned())
            && !free.contains(&"b2".to_owned())
    );
    // b2 with b1 and b3 gone: the gaps face each other and b2 cannot slide out.
    let s = setup(&game, "removed: b1 b3");
    assert!(!game.free_rings(&s).contains(&"b2".to_owned()));
    // With a1 gone as well, b1 and a1 are gaps side by side: b2 is free.
    let s = setup(&game, "removed: b1 b3 a1");
    assert!(game.free_rings(&s).contains(&"b2".to_owned()));
    // A ring with a marble on it is never free.
    let s = setup(&game, "white: a1 | pool: 5 8 10");
    assert!(!game.free_rings(&s).contains(&"a1".to_owned()));
}

#[test]
fn a_turn_places_a_marble_and_removes_a_free_ring() {
    let game = game(Variant::Standard);
    let mut s = game.initial_state();
    game.play_text(&mut s, "Wd4").unwrap();
    assert_eq!(s.phase(), Phase::Remove);
    assert_eq!(s.pool(), [5, 8, 10]);
    assert!(refusal(&game, &s, "-d3").contains("not free"));
    assert!(refusal(&game, &s, "Gd5").contains("free ring must be removed"));
    game.play_text(&mut s, "-d1").unwrap();
    assert_eq!((s.phase(), s.to_move()), (Phase::Turn, 1));
    assert!(refusal(&game, &s, "Wd4").contains("already holds a marble"));
    assert!(refusal(&game, &s, "Wd1").contains("not on the board"));
}

#[test]
fn with_no_free_ring_the_turn_ends_at_the_placement() {
    let game = game(Variant::Standard);
    let s = setup(&game, include_str!("../../../tools/zertz/positions/p5_no_free_ring.txt"));
    let mut after = s.clone();
    game.play_text(&mut after, "Bd4").unwrap();
    assert_eq!((after.phase(), after.to_move()), (Phase::Turn, 1), "no removal: player 2's turn");
}

#[test]
fn capturing_is_compulsory_and_a_chain_goes_on_while_it_can() {
    let game = game(Variant::Standard);
    let s = setup(&game, include_str!("../../../tools/zertz/positions/p1_forced_capture.txt"));
    assert_eq!(legal(&game, &s), ["xd4Gd6", "xd5Wd3"]);
    assert!(refusal(&game, &s, "Bc1").contains("capturing is compulsory"));

    let s = setup(&game, include_str!("../../../tools/zertz/positions/p2_chain_branch.txt"));
    let mut after = s.clone();
    game.play_text(&mut after, "xd1Gd3").unwrap();
    assert_eq!(after.phase(), Phase::Chain(game.board().ring(3, 3).unwrap()));
    // The same marble jumps again, in either direction: no longest-chain rule.
    assert_eq!(legal(&game, &after), ["xd3Wd5", "xd3Bf3"]);
    assert!(refusal(&game, &after, "xe3Wc4").contains("d3 must jump again"));
    game.play_text(&mut after, "xd3Bf3").unwrap();
    assert_eq!((after.phase(), after.to_move(), after.captured(0)), (Phase::Turn, 1, [0, 1, 1]));
}

#[test]
fn the_game_ends_the_moment_a_goal_is_reached_even_mid_chain() {
    // Player 1 has four grey; the chain's first jump takes the fifth, and the second jump
    // it could make is never made.
    let game = game(Variant::Standard);
    let s = setup(
        &game,
        "removed: a1 a4 g1 g4 | white: d1 d4 | grey: d2 | black: e3 | pool: 4 3 9 | captured1: 0 4 0",
    );
    let mut after = s.clone();
    game.play_text(&mut after, "xd1Gd3").unwrap();
    assert_eq!(after.end(), Some(End::Captures(0)));
    let outcome = game.outcome(&after).unwrap();
    assert_eq!(outcome.winner(), Some(Player::new(0)));
    assert_eq!(outcome.reason, "captured five grey");
}

#[test]
fn blitz_wins_with_two_of_each() {
    let game = game(Variant::Blitz);
    let s = setup(
        &game,
        "removed: a1 a4 g1 g4 | white: d1 d4 | grey: d2 | black: e3 | pool: 1 4 6 | captured1: 2 2 1 | captured2: 0 0 1",
    );
    let mut after = s.clone();
    game.play_text(&mut after, "xd4Bf2").unwrap();
    assert_eq!(after.captured(0), [2, 2, 2]);
    assert_eq!(after.end(), Some(End::Captures(0)));
    assert_eq!(game.outcome(&after).unwrap().reason, "captured two of each colour");
    // The same captures are no win in the standard game, which wants three of each.
    let standard = self::game(Variant::Standard);
    assert!(!Variant::Standard.wins([2, 2, 2]) && Variant::Blitz.wins([2, 2, 2]));
    assert!(standard.position("captured1: 3 3 3 | pool: 3 5 7").is_err(), "three of each has already won");
}

#[test]
fn a_removal_that_cuts_off_a_full_group_claims_it() {
    // The official notation page's example: Bd7,b2 x Wa1Wa2.
    let game = game(Variant::Standard);
    let s = setup(&game, include_str!("../../../tools/zertz/positions/p3_isolation.txt"));
    let mut after = s.clone();
    game.play_text(&mut after, "Bd7").unwrap();
    game.play_text(&mut after, "-b2").unwrap();
    assert_eq!(after.captured(0), [3, 0, 0]);
    let names: Vec<String> = after.rings().map(|r| game.board().name(r)).collect();
    assert!(!names.contains(&"a1".to_owned()) && !names.contains(&"a2".to_owned()), "the rings go too");
}

#[test]
fn a_cut_off_group_with_a_vacant_ring_stays_until_someone_fills_it() {
    // a1 and a2 are cut off, a1 holds a white marble and a2 is vacant: the group stays,
    // and a marble can go on a2, which fills it and claims both.
    let game = game(Variant::Standard);
    let s = setup(&game, "removed: a3 b1 b2 b3 | white: a1 | pool: 5 8 10");
    assert!(legal(&game, &s).contains(&"Ga2".to_owned()));
    let mut after = s.clone();
    game.play_text(&mut after, "Ga2").unwrap();
    assert_eq!(after.captured(0), [1, 1, 0]);
    assert_eq!(after.rings().count(), 37 - 4 - 2);
    assert_eq!(after.phase(), Phase::Remove, "the placement's removal still follows");
}

#[test]
fn whoever_fills_the_last_vacant_ring_wins() {
    let game = game(Variant::Standard);
    let s = setup(&game, "rings: d4 d5 e4 | white: d4 | grey: d5 | pool: 5 7 10");
    let mut after = s.clone();
    game.play_text(&mut after, "Be4").unwrap();
    assert_eq!(after.end(), Some(End::FullBoard(0)));
    assert_eq!(after.captured(0), [1, 1, 1], "the last group is claimed too");
    assert_eq!(game.outcome(&after).unwrap().winner(), Some(Player::new(0)));
}

#[test]
fn with_the_pool_empty_marbles_come_from_the_players_captures() {
    let game = game(Variant::Standard);
    let s = setup(&game, include_str!("../../../tools/zertz/positions/p4_pool_empty.txt"));
    // Player 1 has 2 white, 4 grey and 3 black: every colour on every vacant ring.
    assert_eq!(legal(&game, &s).len(), 15);
    let mut after = s.clone();
    game.play_text(&mut after, "Wb1").unwrap();
    assert_eq!(after.captured(0), [1, 4, 3]);
    assert_eq!(after.pool(), [0, 0, 0]);
}

#[test]
fn a_player_without_a_marble_or_a_capture_passes() {
    // Columns a, c, e and g are full of marbles and b, d and f are vacant, so nothing can
    // jump; the pool is empty and player 1 has captured nothing.
    let game = game(Variant::Standard);
    let s = setup(
        &game,
        "white: a1 a2 a3 a4 c1 | grey: c2 c3 c4 c5 c6 e1 e2 | black: e3 e4 e5 e6 g1 g2 g3 g4 \
         | pool: 0 0 0 | captured2: 1 1 2",
    );
    assert_eq!(legal(&game, &s), ["pass"]);
    assert!(refusal(&game, &s, "Wb1").contains("no white marble is left among the player's captures"));
    let mut after = s.clone();
    game.play_text(&mut after, "pass").unwrap();
    assert_eq!(after.to_move(), 1);
    // Player 2 places from their own four marbles on the 17 vacant rings.
    assert_eq!(legal(&game, &after).len(), 17 * 3);
    assert!(game.is_pass(Move::Pass));
}

#[test]
fn moves_name_their_colours_and_read_back() {
    let game = game(Variant::Standard);
    let s = setup(&game, include_str!("../../../tools/zertz/positions/p2_chain_branch.txt"));
    let mut moves = Vec::new();
    game.legal_moves(&s, &mut moves);
    for mv in moves {
        let text = game.notation(&s, mv);
        assert_eq!(game.parse_move(&s, &text).unwrap(), mv, "{text}");
    }
    let jump = game.parse_move(&s, "xd1Gd3").unwrap();
    assert!(matches!(jump, Move::Jump { .. }));
    assert!(game.parse_move(&s, "xd1Bd3").unwrap_err().to_string().contains("is grey, not black"));
    assert_eq!(Colour::ALL.map(Colour::letter), ['W', 'G', 'B']);
}
