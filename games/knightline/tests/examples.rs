//! The worked examples KL-1..KL-6 of rules.md §3.12, and the other rules of §3 that they do
//! not reach: grey-tile openings, forced passes, the three-player draw.

use std::collections::BTreeSet;

use plateau_core::{Game, GameView, Outcome, Player, ToMove, Verdict};
use plateau_knightline::{Cell, Grey, KnightLine, KnightLineOptions, KnightLineState, Move, MoveKind};

fn game(players: u8, grey: Grey) -> KnightLine {
    KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() }).unwrap()
}

fn legal(g: &KnightLine, s: &KnightLineState) -> Vec<Move> {
    let mut out = Vec::new();
    g.legal_moves(s, &mut out);
    out
}

fn notations(g: &KnightLine, s: &KnightLineState) -> BTreeSet<String> {
    legal(g, s).into_iter().map(|m| g.notation(s, m)).collect()
}

/// Plays `moves` (any accepted notation), checking the legal-move count before each ply.
fn play_counted(g: &KnightLine, moves: &[&str], counts: &[usize]) -> KnightLineState {
    assert_eq!(moves.len(), counts.len());
    let mut s = g.initial_state();
    for (ply, (&text, &count)) in moves.iter().zip(counts).enumerate() {
        assert_eq!(legal(g, &s).len(), count, "legal moves before ply {} ({text})", ply + 1);
        let mv = g.parse_move(&s, text).unwrap();
        g.try_play(&mut s, mv).unwrap_or_else(|e| panic!("ply {} {text}: {e}", ply + 1));
    }
    s
}

/// Parses and plays one move, which must be legal.
fn play_text(g: &KnightLine, s: &mut KnightLineState, text: &str) {
    let mv = g.parse_move(s, text).unwrap();
    g.try_play(s, mv).unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The targets and tile counts of a set of split moves.
fn targets(moves: &[Move]) -> BTreeSet<(i32, i32)> {
    moves
        .iter()
        .map(|m| match m.kind() {
            MoveKind::Split { to, .. } => (to.x(), to.y()),
            other => panic!("not a split: {other:?}"),
        })
        .collect()
}

fn tiles(moves: &[Move]) -> BTreeSet<u8> {
    moves.iter().map(|m| if let MoveKind::Split { tiles, .. } = m.kind() { tiles } else { 0 }).collect()
}

#[test]
fn kl1_white_opens_with_one_of_two_single_tile_moves() {
    let g = game(2, Grey::None);
    let s = g.initial_state();
    assert_eq!(g.to_move(&s), ToMove::Player(Player::WHITE));
    assert_eq!(notations(&g, &s), BTreeSet::from(["0,0>2,1:1".to_owned(), "0,0>2,-1:1".to_owned()]));
    // (1,2) is a knight's jump away but touches neither stack.
    let mut probe = s.clone();
    let e = g.try_play(&mut probe, g.parse_move(&s, "0,0>1,2:1").unwrap()).unwrap_err();
    assert!(e.reason.contains("touches no stack"), "{e}");
    assert_eq!(probe, s);
    // m0,n1 is not a knight move at all.
    let e = g.parse_move(&s, "0,0>1,1:1").unwrap_err();
    assert!(e.reason.contains("not a knight's jump"), "{e}");
    // Five tiles break the first-move restriction.
    let e = g.try_play(&mut probe, g.parse_move(&s, "0,0>2,1:5").unwrap()).unwrap_err();
    assert!(e.reason.contains("first move must move exactly 1 tile"), "{e}");
    assert_eq!(probe, s);
}

#[test]
fn kl2_black_has_four_targets_with_nineteen_counts_each() {
    let g = game(2, Grey::None);
    let s = play_counted(&g, &["0,0>2,1:1"], &[2]);
    let moves = legal(&g, &s);
    assert_eq!(moves.len(), 76);
    assert_eq!(targets(&moves), BTreeSet::from([(2, 2), (3, 1), (-1, 1), (-1, -1)]));
    assert_eq!(tiles(&moves), (1..=19).collect());
}

#[test]
fn kl3_nobody_can_move_and_black_wins() {
    let g = game(2, Grey::None);
    let moves = ["0,0>2,-1:1", "1,0>2,-2:1", "0,0>1,-2:18", "1,0>-1,1:18", "1,-2>3,-3:17", "-1,1>0,-1:1"];
    let s = play_counted(&g, &moves, &[2, 76, 36, 72, 68, 17]);
    assert_eq!(g.to_move(&s), ToMove::Terminal);
    assert!(legal(&g, &s).is_empty());
    assert_eq!(
        g.outcome(&s),
        Some(Outcome::win(Player::BLACK, "nobody can move").with_code("nobody-can-move"))
    );
    // The same game in AbstractPlay notation.
    let ap = ["m0,o-1,1", "n0,o-2,1", "m0,n-2,18", "n0,l1,18", "n-2,p-3,17", "l1,m-1,1"];
    assert_eq!(play_counted(&g, &ap, &[2, 76, 36, 72, 68, 17]), s);
    // Both players' tall stacks are stuck: 17 on (3,-3) and 17 on (-1,1).
    let at = |x, y| s.stack_at(Cell::new(x, y).unwrap());
    assert_eq!(at(3, -3), Some((Player::WHITE, 17)));
    assert_eq!(at(-1, 1), Some((Player::BLACK, 17)));
}

#[test]
fn kl4_white_wins_with_a_diagonal() {
    let g = game(2, Grey::None);
    let moves = [
        "m0,o1,1", "n0,p1,10", "m0,n2,10", "p1,o3,5", "n2,l1,5", "n0,l-1,3", "l1,m3,3", "o3,q2,4", "m3,k2,2",
        "q2,p4,3", "k2,l4,1",
    ];
    let s = play_counted(&g, &moves, &[2, 76, 36, 54, 44, 43, 64, 42, 70, 40, 67]);
    assert_eq!(g.outcome(&s), Some(Outcome::win(Player::WHITE, "four in a row").with_code("line")));
    assert_eq!(g.to_move(&s), ToMove::Terminal);
    for (x, y) in [(-1, 4), (0, 3), (1, 2), (2, 1)] {
        assert_eq!(s.stack_at(Cell::new(x, y).unwrap()).map(|t| t.0), Some(Player::WHITE));
    }
    let longest = &g.scores(&s).per_player[0][1];
    assert_eq!((longest.label.as_str(), longest.value), ("longest line", 4));
    // The board points out the line that won.
    let mut shown: Vec<(i32, i32)> = g.board_view(&s).highlight.iter().map(|c| (c.x, c.y)).collect();
    shown.sort_unstable();
    assert_eq!(shown, [(-1, 4), (0, 3), (1, 2), (2, 1)]);
}

#[test]
fn kl5_three_player_start_is_unrestricted() {
    let g = game(3, Grey::None);
    assert_eq!(g.info().players, ["White", "Black", "Red"]);
    let s = g.initial_state();
    let moves = legal(&g, &s);
    assert_eq!(moves.len(), 76);
    assert_eq!(targets(&moves), BTreeSet::from([(-1, -2), (1, -2), (2, -1), (2, 1)]));
    assert_eq!(tiles(&moves), (1..=19).collect());
    assert_eq!(s.stack_at(Cell::new(0, -1).unwrap()), Some((Player::RED, 20)));
}

#[test]
fn kl6_wildcard_completes_the_line_and_blocker_breaks_it() {
    let (white, black) = (Player::WHITE, Player::BLACK);
    let line = [(-1, 0, white, 1), (1, 0, white, 1), (2, 0, white, 1), (0, 2, black, 5)];
    let wild = game(2, Grey::Wildcard);
    let block = game(2, Grey::Blocker);
    let s = wild.position(&line, Some((0, 0)), black).unwrap();
    assert_eq!(wild.outcome(&s), Some(Outcome::win(white, "four in a row").with_code("line")));
    let s = block.position(&line, Some((0, 0)), black).unwrap();
    assert_eq!(block.outcome(&s), None);
    // The same, made by a move: White jumps 1 tile from (1,-2) onto (2,0).
    let before = [(-1, 0, white, 1), (1, 0, white, 1), (1, -2, white, 2), (0, 2, black, 5)];
    let mut s = wild.position(&before, Some((0, 0)), white).unwrap();
    play_text(&wild, &mut s, "1,-2>2,0:1");
    assert_eq!(wild.outcome(&s), Some(Outcome::win(white, "four in a row").with_code("line")));
    let mut s = block.position(&before, Some((0, 0)), white).unwrap();
    play_text(&block, &mut s, "1,-2>2,0:1");
    assert_eq!(block.outcome(&s), None);
    assert_eq!(block.to_move(&s), ToMove::Player(black));
}

#[test]
fn grey_openings_place_stacks_next_to_the_grey_tile_in_turn() {
    for players in [2u8, 3] {
        let g = game(players, Grey::Blocker);
        let mut s = g.initial_state();
        assert_eq!(g.phase(&s), "Placement");
        assert_eq!(s.grey(), Some(Cell::ORIGIN));
        for p in 0..players as usize {
            assert_eq!(g.to_move(&s), ToMove::Player(Player::new(p)));
            let moves = legal(&g, &s);
            assert_eq!(moves.len(), 8 - p, "placements for seat {p}");
            assert!(moves.iter().all(|m| matches!(m.kind(), MoveKind::Place { .. })));
            // Placing away from the grey tile is refused (K-8), even next to another stack.
            let far = g.parse_move(&s, "@2,0").unwrap();
            let e = g.try_play(&mut s.clone(), far).unwrap_err();
            assert!(e.reason.contains("not next to the grey tile"), "{e}");
            let pick = moves[moves.len() / 2];
            g.try_play(&mut s, pick).unwrap();
        }
        assert_eq!(g.phase(&s), "Play");
        assert_eq!(g.to_move(&s), ToMove::Player(Player::WHITE));
        // K-9: the first split moves one tile with two players, any number with three.
        let moves = legal(&g, &s);
        let most = tiles(&moves).into_iter().max().unwrap();
        assert_eq!(most, if players == 2 { 1 } else { 19 });
    }
}

#[test]
fn a_forced_pass_is_the_only_move_and_hands_the_turn_back() {
    let (white, black) = (Player::WHITE, Player::BLACK);
    let g = game(2, Grey::None);
    // Black's only tall stack (4 on 5,5) has no knight target next to any piece; White's 3 on
    // (0,0) can reach (2,1), next to Black's single tile on (1,0). Black must pass.
    let s = g.position(&[(0, 0, white, 3), (1, 0, black, 1), (5, 5, black, 4)], None, black).unwrap();
    let moves = legal(&g, &s);
    assert_eq!(moves, [Move::PASS]);
    assert!(g.is_pass(moves[0]));
    assert_eq!(g.notation(&s, moves[0]), "pass");
    let mut s = s;
    g.try_play(&mut s, Move::PASS).unwrap();
    assert_eq!(g.to_move(&s), ToMove::Player(white));
    let e = g.try_play(&mut s.clone(), Move::PASS).unwrap_err();
    assert!(e.reason.contains("cannot pass"), "{e}");
    // (2,1) touches none of Black's targets: Black passes again.
    play_text(&g, &mut s, "0,0>2,1:1");
    assert_eq!(legal(&g, &s), [Move::PASS]);
    g.try_play(&mut s, Move::PASS).unwrap();
    // White's last spare tile goes to (1,2); then neither player can move: Black wins.
    play_text(&g, &mut s, "0,0>1,2:1");
    assert_eq!(g.outcome(&s), Some(Outcome::win(black, "nobody can move").with_code("nobody-can-move")));
}

#[test]
fn passing_is_re_evaluated_every_turn() {
    let (white, black) = (Player::WHITE, Player::BLACK);
    let g = game(2, Grey::None);
    // Black's 3 on (4,1) has targets (6,2) (5,3) (3,3) (2,2) (2,0) (3,-1) (5,-1) (6,0), none
    // next to a piece, so Black passes (K-4: not for good).
    let s = g
        .position(&[(0, 0, white, 3), (0, 1, white, 1), (4, 1, black, 3), (-1, -1, black, 1)], None, black)
        .unwrap();
    assert_eq!(legal(&g, &s), [Move::PASS]);
    let mut s = s;
    g.play_unchecked(&mut s, Move::PASS);
    // White lands on (1,2), next to Black's target (2,2): Black can move again.
    play_text(&g, &mut s, "0,0>1,2:1");
    let black = legal(&g, &s);
    assert_eq!(targets(&black), BTreeSet::from([(2, 2)]));
    assert_eq!(black.len(), 2);
}

#[test]
fn nobody_can_move_is_detected_at_once_with_two_players() {
    let (white, black) = (Player::WHITE, Player::BLACK);
    let g = game(2, Grey::None);
    let s = g.position(&[(0, 0, white, 1), (1, 0, black, 1)], None, white).unwrap();
    assert_eq!(g.outcome(&s), Some(Outcome::win(black, "nobody can move").with_code("nobody-can-move")));
    assert!(legal(&g, &s).is_empty());
}

#[test]
fn three_players_draw_when_the_player_to_move_is_stuck() {
    let (white, black, red) = (Player::WHITE, Player::BLACK, Player::RED);
    let g = game(3, Grey::None);
    // White's 2 on (0,0) can split once; Black and Red have single tiles only.
    let s = g.position(&[(0, 0, white, 2), (1, 0, black, 1), (0, -1, red, 1)], None, white).unwrap();
    assert_eq!(g.outcome(&s), None);
    let mut s2 = s.clone();
    let mv = legal(&g, &s)[0];
    g.try_play(&mut s2, mv).unwrap();
    // Black has no tall stack: its forced pass ends the game at once, a draw for all.
    let o = g.outcome(&s2).unwrap();
    assert_eq!(o, Outcome::draw("a player was forced to pass").with_code("forced-pass"));
    assert_eq!(o.verdict, Verdict::Draw);
    assert_eq!(g.to_move(&s2), ToMove::Terminal);
    // A position built with a stuck player to move is over too.
    let s = g.position(&[(0, 0, white, 2), (1, 0, black, 1), (0, -1, red, 1)], None, black).unwrap();
    assert_eq!(g.outcome(&s), Some(Outcome::draw("a player was forced to pass").with_code("forced-pass")));
}

#[test]
fn info_options_and_scores() {
    let g = game(2, Grey::None);
    let info = g.info();
    assert_eq!((info.id.as_str(), info.name.as_str(), info.rules_version), ("knightline", "Knight Line", 1));
    assert_eq!(info.players, ["White", "Black"]);
    assert_eq!(
        info.options.iter().map(|o| o.key.as_str()).collect::<Vec<_>>(),
        ["players", "grey", "first_move_single"]
    );
    assert!(
        KnightLine::new(KnightLineOptions { players: 4, ..KnightLineOptions::default() })
            .unwrap_err()
            .0
            .contains("2 or 3")
    );
    assert!(KnightLine::new(KnightLineOptions { players: 1, ..KnightLineOptions::default() }).is_err());
    let opts: KnightLineOptions = plateau_core::options::decode::<KnightLine>(
        &plateau_core::options::from_pairs(&["grey=wildcard"]).unwrap(),
    )
    .unwrap();
    assert_eq!(opts, KnightLineOptions { players: 2, grey: Grey::Wildcard, first_move_single: true });
    let unknown = plateau_core::options::from_pairs(&["colour=blue"]).unwrap();
    assert!(plateau_core::options::decode::<KnightLine>(&unknown).is_err());
    let scores = g.scores(&g.initial_state());
    let labels: Vec<&str> = scores.per_player[1].iter().map(|f| f.label.as_str()).collect();
    assert_eq!(labels, ["stacks", "longest line", "spare tiles"]);
    assert_eq!(scores.per_player[1].iter().map(|f| f.value).collect::<Vec<_>>(), [1, 1, 19]);
}
