//! The worked examples GP-1 … GP-11 of rules.md §2.12, position by position.

use std::collections::HashSet;

use plateau_core::board::CellKind;
use plateau_core::board::hex::DIRECTIONS;
use plateau_core::perft::perft;
use plateau_core::{Coord, Game, GameView, Player, ToMove, Verdict};
use plateau_gipf::{EndReason, Gipf, GipfMove, GipfState, Piece, Setup, Version, turn_notation};
use plateau_tests::conformance::successor_states;

const W: Piece = Piece { owner: Player::WHITE, gipf: false };
const B: Piece = Piece { owner: Player::BLACK, gipf: false };
const WG: Piece = Piece { owner: Player::WHITE, gipf: true };
const BG: Piece = Piece { owner: Player::BLACK, gipf: true };

fn position(game: &Gipf, pieces: &str, reserves: [u8; 2], to_move: Player) -> GipfState {
    game.position(&Setup::new(pieces, reserves, to_move)).expect("valid test position")
}

fn play(game: &Gipf, state: &mut GipfState, text: &str) -> Vec<GipfMove> {
    game.play_turn(state, text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refusal(game: &Gipf, state: &GipfState, text: &str) -> String {
    let mv = game.parse_move(state, text).unwrap_or_else(|e| panic!("{text} should parse: {e}"));
    let mut probe = state.clone();
    let reason = game.try_play(&mut probe, mv).expect_err(text).reason;
    assert_eq!(&probe, state, "a refused move leaves the state untouched");
    reason
}

/// Every sequence of the side's removals from `state` until none is left to choose: the end
/// states, one per sequence.
fn removal_sequences(game: &Gipf, state: &GipfState, ends: &mut Vec<GipfState>) {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let removals: Vec<GipfMove> = moves.into_iter().filter(|m| m.is_removal()).collect();
    if removals.is_empty() {
        ends.push(state.clone());
        return;
    }
    for mv in removals {
        let mut next = state.clone();
        game.play_unchecked(&mut next, mv);
        removal_sequences(game, &next, ends);
    }
}

#[test]
fn gp1_geometry() {
    let game = Gipf::with_version(Version::Basic);
    let mut view = game.board_view(&game.initial_state());
    // The board's points; the trays beside it lie off the lattice, at negative columns.
    view.cells.retain(|c| c.coord.x >= 0);
    assert_eq!(view.cells.len(), 61);
    assert_eq!(view.cells.iter().filter(|c| c.kind == CellKind::Playable).count(), 37);
    assert_eq!(view.cells.iter().filter(|c| c.kind == CellKind::EntryDot).count(), 24);
    let b2 = view.cells.iter().find(|c| c.name == "b2").unwrap();
    assert_eq!(b2.coord, Coord::new(1, 1));
    let mut neighbours: Vec<(String, CellKind)> = DIRECTIONS
        .iter()
        .map(|&d| {
            let cell = view.cell(b2.coord.step(d, 1)).expect("b2's neighbours are on the board");
            (cell.name.clone(), cell.kind)
        })
        .collect();
    neighbours.sort_by(|a, b| a.0.cmp(&b.0));
    let dot = CellKind::EntryDot;
    let spot = CellKind::Playable;
    assert_eq!(
        neighbours,
        [("a1", dot), ("a2", dot), ("b1", dot), ("b3", spot), ("c2", spot), ("c3", spot)]
            .map(|(n, k)| (n.to_owned(), k))
    );
    assert_eq!(view.cells.iter().find(|c| c.name == "e5").unwrap().coord, Coord::new(4, 4));

    let empty = position(&game, "", [15, 15], Player::WHITE);
    let mut raw = Vec::new();
    game.raw_entry_moves(&empty, &mut raw);
    let from = |dot: &str| -> Vec<String> {
        raw.iter().map(|&m| game.notation(&empty, m)).filter(|n| n.starts_with(&format!("{dot}-"))).collect()
    };
    assert_eq!(from("e1"), ["e1-e2"]);
    assert_eq!(from("b1"), ["b1-b2", "b1-c2"]);
}

#[test]
fn gp2_a_plain_push_in_both_notations() {
    let game = Gipf::with_version(Version::Basic);
    let start = position(&game, "e2=W e3=B", [10, 10], Player::BLACK);
    let canonical = game.parse_move(&start, "e1-e2").unwrap();
    assert_eq!(game.parse_move(&start, "e1-e4").unwrap(), canonical, "official chain-end form (G-1)");
    assert!(game.parse_move(&start, "e1-e5").is_err(), "the chain ends at e4, not e5");
    let mut s = start.clone();
    play(&game, &mut s, "e1-e2");
    assert_eq!(s.piece_at("e2"), Some(B));
    assert_eq!(s.piece_at("e3"), Some(W));
    assert_eq!(s.piece_at("e4"), Some(B));
    assert_eq!(s.pieces().len(), 3);
    assert_eq!(s.reserve(Player::BLACK), 9);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
}

#[test]
fn gp3_a_full_line_cannot_be_pushed_into() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "b2=W b3=B b4=W b5=B", [10, 10], Player::WHITE);
    for text in ["b1-b2", "b6-b5"] {
        let reason = refusal(&game, &s, text);
        assert!(reason.contains("is full"), "{text}: {reason}");
    }
    for text in ["a1-b2", "a2-b2", "a5-b5"] {
        let mut next = s.clone();
        game.play_turn(&mut next, text).unwrap_or_else(|e| panic!("{text} should be legal: {e}"));
    }
    let legal = game.legal_notations(&s);
    assert!(legal.contains(&"a1-b2".to_owned()) && legal.contains(&"a5-b5".to_owned()));
    // a2-b2 moves White's b2 piece onto the empty c2 and puts the new one on b2: the same
    // position as entering c2 directly, so the move is listed (and read) as b1-c2.
    assert_eq!(game.parse_move(&s, "a2-b2"), game.parse_move(&s, "b1-c2"));
    assert!(legal.contains(&"b1-c2".to_owned()));
}

const GP4: &str = "b2=B c3=W d4=W e5=W g5=B h5=W f2=B f3=W f4=W";

#[test]
fn gp4_a_row_with_its_extension() {
    let game = Gipf::with_version(Version::Basic);
    let start = position(&game, GP4, [8, 10], Player::WHITE);
    assert_eq!(game.phase(&start), "Insertion");
    let mut s = start.clone();
    play(&game, &mut s, "f1-f2");
    let column: Vec<Option<Piece>> = ["f2", "f3", "f4", "f5"].iter().map(|n| s.piece_at(n)).collect();
    assert_eq!(column, [Some(W), Some(B), Some(W), Some(W)]);
    assert_eq!(game.phase(&s), "Removal after insertion");
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    assert_eq!(game.legal_notations(&s), ["xb2,c3,d4,e5,f5,g5,h5"], "the whole run, compulsorily");
    play(&game, &mut s, "xb2,c3,d4,e5,f5,g5,h5");
    assert_eq!(s.reserve(Player::WHITE), 8 - 1 + 5);
    assert_eq!(s.captured(Player::WHITE) - start.captured(Player::WHITE), 2);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(game.phase(&s), "Insertion", "nothing else forms a row");
    let remaining: Vec<String> = s.pieces().into_iter().map(|(n, _)| n).collect();
    assert_eq!(remaining, ["f2", "f3", "f4"]);

    let turn = "f1-f2;xb2,c3,d4,e5,f5,g5,h5";
    let moves = game.parse_sequence(&start, turn).unwrap();
    assert_eq!(moves.len(), 2);
    assert_eq!(turn_notation(&moves), turn);
    let mut again = start;
    play(&game, &mut again, turn);
    assert_eq!(again, s);
}

#[test]
fn gp5_a_gipf_piece_in_the_extension_is_optional() {
    let game = Gipf::with_version(Version::Standard);
    // g5 is Black's last GIPF-piece; White's own GIPF-piece sits on c6, out of the way.
    let pieces = "b2=B c3=W d4=W e5=W g5=BG h5=W f2=B f3=W f4=W c6=WG";
    let start = position(&game, pieces, [8, 10], Player::WHITE);
    let mut s = start.clone();
    play(&game, &mut s, "f1-f2");
    assert_eq!(game.legal_notations(&s), ["xb2,c3,d4,e5,f5,g5,h5", "xb2,c3,d4,e5,f5,h5"]);

    let mut take = s.clone();
    play(&game, &mut take, "xb2,c3,d4,e5,f5,g5,h5");
    let before = start.captured(Player::WHITE);
    assert_eq!(take.captured(Player::WHITE) - before, 3, "a GIPF-piece counts 2 (G-14)");
    let outcome = game.outcome(&take).expect("capturing the last GIPF-piece wins at once");
    assert_eq!(outcome.verdict, Verdict::Winner(Player::WHITE));
    assert_eq!(outcome.reason, EndReason::LastGipfCaptured.text());

    let mut keep = s.clone();
    play(&game, &mut keep, "xb2,c3,d4,e5,f5,h5");
    assert_eq!(keep.piece_at("g5"), Some(BG));
    assert_eq!(keep.piece_at("h5"), None, "h5 goes: the run was fixed before the removal");
    assert_eq!(keep.captured(Player::WHITE) - before, 1);
    assert!(game.outcome(&keep).is_none());
    assert_eq!(game.to_move(&keep), ToMove::Player(Player::BLACK));

    // With a second Black GIPF-piece (e8), taking g5 does not end the game.
    let start = position(&game, &format!("{pieces} e8=BG"), [8, 8], Player::WHITE);
    let mut s = start.clone();
    play(&game, &mut s, "f1-f2;xb2,c3,d4,e5,f5,g5,h5");
    assert!(game.outcome(&s).is_none());
    assert_eq!(s.captured(Player::WHITE) - start.captured(Player::WHITE), 3);
    assert_eq!(s.gipf_pieces(Player::BLACK), 1);
}

#[test]
fn gp6_the_mover_resolves_first_and_breaks_the_opponents_row() {
    let game = Gipf::with_version(Version::Basic);
    let start = position(&game, "e2=W e3=W e4=W e5=B e6=W e7=B c4=B d5=B f6=B", [8, 8], Player::WHITE);
    assert_eq!(game.phase(&start), "Insertion", "no rows before the move");
    assert_eq!(game.parse_move(&start, "e1-e8").unwrap(), game.parse_move(&start, "e1-e2").unwrap());
    let mut s = start.clone();
    play(&game, &mut s, "e1-e2");
    let column: Vec<Option<Piece>> =
        ["e2", "e3", "e4", "e5", "e6", "e7", "e8"].iter().map(|n| s.piece_at(n)).collect();
    assert_eq!(column, [Some(W), Some(W), Some(W), Some(W), Some(B), Some(W), Some(B)]);
    // Black's row c4-d5-e6-f6 exists but is not White's to remove.
    assert_eq!(game.legal_notations(&s), ["xe2,e3,e4,e5,e6,e7,e8"]);
    let reason = refusal(&game, &s, "xc4,d5,e6,f6");
    assert!(reason.contains("Black's"), "{reason}");
    play(&game, &mut s, "xe2,e3,e4,e5,e6,e7,e8");
    assert_eq!(s.reserve(Player::WHITE), 8 - 1 + 5);
    assert_eq!(s.captured(Player::WHITE) - start.captured(Player::WHITE), 2);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(game.phase(&s), "Insertion", "Black's row lost e6: Black removes nothing");
    assert!(game.legal_notations(&s).iter().all(|m| !m.starts_with('x')));

    let turn = "e1-e2;xe2,e3,e4,e5,e6,e7,e8";
    assert_eq!(turn_notation(&game.parse_sequence(&start, turn).unwrap()), turn);
}

#[test]
fn gp7_intersecting_rows_with_a_basic_piece_on_the_crossing() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "d4=W e5=W f5=W g5=W e3=W e4=W e6=W", [5, 10], Player::WHITE);
    assert_eq!(game.phase(&s), "Removal before insertion");
    let legal = game.legal_notations(&s);
    assert_eq!(legal, ["xe3,e4,e5,e6", "xd4,e5,f5,g5"], "only removals while a row is compulsory");
    let mut ends = Vec::new();
    removal_sequences(&game, &s, &mut ends);
    assert_eq!(ends.len(), 2);
    let distinct: HashSet<GipfState> = ends.iter().cloned().collect();
    assert_eq!(distinct.len(), 2, "removing one row breaks the other: 2 outcomes");
    for end in &ends {
        assert_eq!(end.pieces().len(), 3);
        assert_eq!(game.phase(end), "Insertion");
    }
}

#[test]
fn gp7_intersecting_rows_with_a_gipf_piece_on_the_crossing() {
    let game = Gipf::with_version(Version::Standard);
    // c6 (White) and h3 (Black) hold the GIPF-pieces that keep both players in the game.
    let s = position(&game, "d4=W e5=WG f5=W g5=W e3=W e4=W e6=W c6=WG h3=BG", [5, 10], Player::WHITE);
    let legal = game.legal_notations(&s);
    assert_eq!(legal, ["xe3,e4,e5,e6", "xe3,e4,e6", "xd4,e5,f5,g5", "xd4,f5,g5"]);
    let mut ends = Vec::new();
    removal_sequences(&game, &s, &mut ends);
    // (a) a row with e5: the other breaks (2 sequences); (b)/(c) a row keeping e5: the other
    // row must follow, keeping e5 or not (2 × 2 sequences).
    assert_eq!(ends.len(), 6);
    let mut distinct: Vec<Vec<String>> = ends
        .iter()
        .map(|e| e.pieces().into_iter().map(|(n, _)| n).filter(|n| n != "c6" && n != "h3").collect())
        .collect();
    distinct.sort();
    distinct.dedup();
    assert_eq!(
        distinct,
        [vec![], vec!["d4", "f5", "g5"], vec!["e3", "e4", "e6"], vec!["e5"]]
            .map(|v: Vec<&str>| v.into_iter().map(str::to_owned).collect::<Vec<_>>())
    );
    let states: HashSet<GipfState> = ends.into_iter().collect();
    assert_eq!(states.len(), 4);
}

#[test]
fn gp8_a_row_of_four_gipf_pieces_is_optional() {
    let game = Gipf::with_version(Version::Tournament);
    let mut s = game.initial_state();
    for turn in ["Ga1-b2", "Ge9-e8", "Ga1-b2", "Gc7-d7", "Ga1-b2", "Gg7-g6", "Ga1-b2"] {
        play(&game, &mut s, turn);
    }
    for spot in ["b2", "c3", "d4", "e5"] {
        assert_eq!(s.piece_at(spot), Some(WG), "{spot}");
    }
    assert_eq!(s.piece_at("f5"), None);
    assert_eq!(game.phase(&s), "Removal after insertion");
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    let legal = game.legal_notations(&s);
    assert_eq!(legal.iter().filter(|m| m.starts_with('x')).count(), 15, "any non-empty subset");
    assert!(legal.contains(&"end".to_owned()), "doing nothing is allowed");
    assert_eq!(legal.len(), 16);

    let mut take = s.clone();
    let reserve = take.reserve(Player::WHITE);
    play(&game, &mut take, "xc3");
    assert_eq!(take.reserve(Player::WHITE), reserve + 2, "a GIPF-piece returns as two pieces");
    assert_eq!(game.to_move(&take), ToMove::Player(Player::BLACK));
    assert!(take.gipf_phase_open(Player::WHITE), "removing own GIPF-pieces keeps the phase open (FAQ 3)");
    play(&game, &mut take, "Gi5-h5");
    assert!(game.legal_notations(&take).iter().any(|m| m.starts_with('G')), "White may still insert G");

    // Declining: the row is offered again at White's next removal step, before the push.
    let mut keep = s.clone();
    play(&game, &mut keep, "end");
    assert_eq!(game.to_move(&keep), ToMove::Player(Player::BLACK));
    play(&game, &mut keep, "Gi4-h4");
    assert_eq!(game.phase(&keep), "Removal before insertion");
    let legal = game.legal_notations(&keep);
    assert!(legal.contains(&"xb2,c3,d4,e5".to_owned()));
    assert!(legal.contains(&"Ga2-b3".to_owned()), "inserting declines the optional row");
    assert!(!legal.contains(&"end".to_owned()), "before the push, declining is implicit");
    // Pushing a fifth GIPF-piece in from a1 lengthens the row; taking all five leaves White
    // without GIPF-pieces, which loses at once (§2.9).
    let mut after = keep.clone();
    play(&game, &mut after, "Ga1-b2;xb2,c3,d4,e5,f5");
    let outcome = game.outcome(&after).unwrap();
    assert_eq!(
        (outcome.verdict, outcome.reason.as_str()),
        (Verdict::Winner(Player::BLACK), "no GIPF-piece left")
    );
}

#[test]
fn gp9_tournament_first_moves() {
    let game = Gipf::with_version(Version::Tournament);
    let mut s = game.initial_state();
    assert!(game.legal_notations(&s).iter().all(|m| m.starts_with('G')));
    let reason = refusal(&game, &s, "e1-e2");
    assert!(reason.contains("first insertion must be a GIPF-piece"), "{reason}");
    play(&game, &mut s, "Ge1-e2");
    assert!(game.legal_notations(&s).iter().all(|m| m.starts_with('G')), "Black's first is forced too");
    assert!(refusal(&game, &s, "e9-e8").contains("first insertion"));
    play(&game, &mut s, "Ge9-e8");
    let legal = game.legal_notations(&s);
    assert!(legal.contains(&"a1-b2".to_owned()) && legal.contains(&"Ga1-b2".to_owned()), "either kind");
    play(&game, &mut s, "a1-b2");
    assert!(!s.gipf_phase_open(Player::WHITE));
    assert!(s.gipf_phase_open(Player::BLACK));
    assert!(game.legal_notations(&s).iter().any(|m| m.starts_with('G')), "Black's phase is unaffected");
    play(&game, &mut s, "i5-h5");
    assert!(game.legal_notations(&s).iter().all(|m| !m.starts_with('G')));
    let reason = refusal(&game, &s, "Ga2-b3");
    assert!(reason.contains("GIPF phase is closed"), "{reason}");
}

#[test]
fn gp10_reserve_loss_and_refilling_before_the_check() {
    let game = Gipf::with_version(Version::Basic);
    let s = position(&game, "b5=W e2=W h5=W b2=B e8=B h2=B", [0, 5], Player::WHITE);
    assert_eq!(game.to_move(&s), ToMove::Terminal);
    let outcome = game.outcome(&s).unwrap();
    assert_eq!(outcome.verdict, Verdict::Winner(Player::BLACK));
    assert_eq!(outcome.reason, "reserve empty");
    assert!(game.legal_notations(&s).is_empty());

    // Black's push makes a white row: White first removes it, then has pieces to push.
    let start = position(&game, "e2=B e3=W e4=W e5=W e7=W b2=B", [0, 5], Player::BLACK);
    let mut s = start.clone();
    play(&game, &mut s, "e1-e2");
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    assert_eq!(game.phase(&s), "Removal before insertion");
    assert_eq!(game.legal_notations(&s), ["xe2,e3,e4,e5,e6,e7"]);
    play(&game, &mut s, "xe2,e3,e4,e5,e6,e7");
    assert_eq!(s.reserve(Player::WHITE), 4);
    assert_eq!(s.captured(Player::WHITE) - start.captured(Player::WHITE), 2);
    assert!(game.outcome(&s).is_none());
    assert!(game.legal_notations(&s).iter().all(|m| !m.starts_with('x') && m != "end"));
}

#[test]
fn gp10_an_optional_row_may_refill_an_empty_reserve() {
    // G-8 with the optional removal of a kept all-GIPF row (Tournament).
    let game = Gipf::with_version(Version::Tournament);
    let s = position(&game, "b2=WG c3=WG d4=WG e5=WG h2=BG", [0, 10], Player::WHITE);
    assert_eq!(game.phase(&s), "Removal before insertion");
    let legal = game.legal_notations(&s);
    assert_eq!(legal.len(), 15 + 1, "any non-empty subset of the row, or end: {legal:?}");
    assert!(legal.contains(&"end".to_owned()));
    let mut decline = s.clone();
    play(&game, &mut decline, "end");
    let outcome = game.outcome(&decline).unwrap();
    assert_eq!((outcome.verdict, outcome.reason.as_str()), (Verdict::Winner(Player::BLACK), "reserve empty"));
    let mut refill = s.clone();
    play(&game, &mut refill, "xb2");
    assert_eq!(refill.reserve(Player::WHITE), 2);
    assert!(game.legal_notations(&refill).iter().any(|m| m.starts_with('G')));
    // Taking all four is legal too, but then White has no GIPF-piece left and loses.
    let mut all = s;
    play(&game, &mut all, "xb2,c3,d4,e5");
    let outcome = game.outcome(&all).unwrap();
    assert_eq!(
        (outcome.verdict, outcome.reason.as_str()),
        (Verdict::Winner(Player::BLACK), "no GIPF-piece left")
    );
}

#[test]
fn gp11_counts() {
    let standard = Gipf::with_version(Version::Standard);
    let start = standard.initial_state();
    let mut raw = Vec::new();
    standard.raw_entry_moves(&start, &mut raw);
    assert_eq!(raw.len(), 42);
    assert_eq!(perft(&standard, &start, 1), 30);

    let tournament = Gipf::with_version(Version::Tournament);
    let empty = tournament.initial_state();
    assert!(empty.pieces().is_empty());
    tournament.raw_entry_moves(&empty, &mut raw);
    assert_eq!(raw.len(), 42);
    assert_eq!(perft(&tournament, &empty, 1), 18);

    let basic = Gipf::with_version(Version::Basic);
    let empty_basic = position(&basic, "", [15, 15], Player::WHITE);
    basic.raw_entry_moves(&empty_basic, &mut raw);
    assert_eq!(raw.len(), 42);
    assert_eq!(perft(&basic, &empty_basic, 1), 18);

    // The distinct pushes of a position all lead to different positions.
    for (game, state) in [(&standard, &start), (&tournament, &empty), (&basic, &basic.initial_state())] {
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        let results = successor_states(game, state, &moves);
        assert_eq!(results.len(), moves.len());
    }
}
