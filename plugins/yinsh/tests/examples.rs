//! The worked examples of rules.md, each a test: the positions are set up by hand and the
//! actions written in the game's notation.

use plateau_core::{Game, Player, ToMove};
use plateau_yinsh::{End, Phase, Setup, Variant, Yinsh, YinshOptions, YinshState, point};

fn normal() -> Yinsh {
    Yinsh::new(YinshOptions::default()).unwrap()
}

/// The notation of every legal action, in the game's order.
fn legal(game: &Yinsh, s: &YinshState) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(s, &mut moves);
    moves.into_iter().map(|m| game.notation(s, m)).collect()
}

/// The points holding a marker of `player`, by name, sorted.
fn markers(s: &YinshState, player: usize) -> Vec<String> {
    s.markers(player).map(|p| p.to_string()).collect()
}

/// White to move a ring, with the ring `moving` and four more out of the way on a2–a5,
/// Black's five rings out of the way on k7–k10 and j11, and `markers` (White's, Black's).
fn with_rings(game: &Yinsh, moving: &str, markers: [&[&str]; 2]) -> YinshState {
    let white = [moving, "a2", "a3", "a4", "a5"];
    game.position(&Setup { rings: [&white, &["k7", "k8", "k9", "k10", "j11"]], markers, ..Setup::default() })
        .unwrap()
}

fn names(list: &[&str]) -> Vec<String> {
    let mut points: Vec<_> = list.iter().map(|n| point(n).unwrap()).collect();
    points.sort();
    points.into_iter().map(|p| p.to_string()).collect()
}

#[test]
fn placement_alternates_and_white_moves_first() {
    let game = normal();
    let mut s = game.initial_state();
    assert_eq!(legal(&game, &s).len(), 85);
    for (i, at) in ["e5", "f6", "d4", "g7", "c3", "h8", "b2", "i9", "e2", "f2"].iter().enumerate() {
        assert_eq!(game.to_move(&s), ToMove::Player(Player::new(i % 2)));
        assert_eq!(game.phase(&s), "Placement");
        game.play_text(&mut s, at).unwrap();
    }
    assert_eq!(game.phase(&s), "Movement");
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    assert!(game.play_text(&mut s, "e5").is_err(), "no more rings to place");
    assert!(game.play_text(&mut s, "f6-f7").is_err(), "f6 is Black's ring");
    game.play_text(&mut s, "e5-e6").unwrap();
    assert_eq!(markers(&s, 0), ["e5"]);
}

#[test]
fn a_ring_jumps_one_run_of_markers_and_turns_it_over() {
    let game = normal();
    // White's ring on e5; above it Black's markers on e6 and e7 and White's on e8.
    let s = with_rings(&game, "e5", [&["e8"], &["e6", "e7"]]);
    let up: Vec<String> = legal(&game, &s).into_iter().filter(|m| m.starts_with("e5-e")).collect();
    // Upwards the ring must stop on e9, the first vacant point after the run: not e10.
    assert!(up.contains(&"e5-e9".to_owned()) && !up.contains(&"e5-e10".to_owned()), "{up:?}");
    let mut after = s.clone();
    game.play_text(&mut after, "e5-e9").unwrap();
    assert_eq!(markers(&after, 0), names(&["e5", "e6", "e7"]));
    assert_eq!(markers(&after, 1), ["e8"]);
    assert!(after.rings(0).any(|p| p.to_string() == "e9"));
    // Downwards over vacant points any distance: e4, e3, e2, e1.
    for to in ["e4", "e3", "e2", "e1"] {
        assert!(legal(&game, &s).contains(&format!("e5-{to}")), "{to}");
    }
    // A ring never jumps a ring, and never stops on a marker.
    let mut blocked = s.clone();
    assert!(game.play_text(&mut blocked, "a2-a6").is_err(), "a6 is not a point");
    assert!(game.play_text(&mut blocked, "a2-a4").is_err(), "a3 holds a ring");
    assert!(game.play_text(&mut blocked, "e5-e8").is_err(), "e8 holds a marker");
    assert!(game.play_text(&mut blocked, "e5-e10").is_err(), "past the first vacant point");
    assert_eq!(blocked, s, "refused actions change nothing");
}

#[test]
fn a_row_of_five_costs_a_marker_row_and_earns_a_ring() {
    let game = normal();
    let mut s = with_rings(&game, "e6", [&["e2", "e3", "e4", "e5"], &[]]);
    game.play_text(&mut s, "e6-f7").unwrap();
    assert_eq!(s.phase(), Phase::Row);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE), "the mover removes the row");
    assert_eq!(legal(&game, &s), ["xe2-e6"]);
    game.play_text(&mut s, "xe6-e2").unwrap();
    assert_eq!(s.phase(), Phase::Ring);
    assert!(markers(&s, 0).is_empty() && s.supply() == 51, "the row's markers go back to the supply");
    assert_eq!(legal(&game, &s), ["xa2", "xa3", "xa4", "xa5", "xf7"]);
    game.play_text(&mut s, "xa2").unwrap();
    assert_eq!(s.rings_removed(0), 1);
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(s.phase(), Phase::Movement);
}

#[test]
fn a_row_of_six_offers_two_rows_of_five() {
    let game = normal();
    let mut s = with_rings(&game, "e5", [&["e1", "e2", "e3", "e4", "e6"], &[]]);
    game.play_text(&mut s, "e5-d5").unwrap();
    assert_eq!(legal(&game, &s), ["xe1-e5", "xe2-e6"]);
    game.play_text(&mut s, "xe2-e6").unwrap();
    assert_eq!(markers(&s, 0), ["e1"], "the sixth marker stays");
}

#[test]
fn crossing_rows_share_a_marker_so_only_one_comes_off() {
    let game = normal();
    let mut s = with_rings(&game, "e4", [&["e2", "e3", "e5", "e6", "c4", "d4", "f4", "g4"], &[]]);
    game.play_text(&mut s, "e4-f5").unwrap();
    assert_eq!(legal(&game, &s), ["xc4-g4", "xe2-e6"]);
    game.play_text(&mut s, "xc4-g4").unwrap();
    game.play_text(&mut s, "xa2").unwrap();
    // The column row lost e4 with the other row: nothing more to remove.
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(s.phase(), Phase::Movement);
    assert_eq!(markers(&s, 0), names(&["e2", "e3", "e5", "e6"]));
}

#[test]
fn the_mover_removes_first_then_the_opponent() {
    let game = normal();
    // White's ring on e5 jumps White's e7 (turning it Black) and leaves a marker on e5: a
    // White row e1–e5 and a Black row b7–f7 at once.
    let mut s = with_rings(&game, "e5", [&["e1", "e2", "e3", "e4", "e7"], &["b7", "c7", "d7", "f7"]]);
    game.play_text(&mut s, "e5-e8").unwrap();
    assert_eq!(game.to_move(&s), ToMove::Player(Player::WHITE));
    assert_eq!(legal(&game, &s), ["xe1-e5"]);
    game.play_text(&mut s, "xe1-e5").unwrap();
    game.play_text(&mut s, "xa2").unwrap();
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert_eq!(s.phase(), Phase::Row);
    assert_eq!(legal(&game, &s), ["xb7-f7"]);
    game.play_text(&mut s, "xb7-f7").unwrap();
    game.play_text(&mut s, "xk7").unwrap();
    // Both removed a ring; now it is Black's own turn.
    assert_eq!((s.rings_removed(0), s.rings_removed(1)), (1, 1));
    assert_eq!((game.to_move(&s), s.phase()), (ToMove::Player(Player::BLACK), Phase::Movement));
}

#[test]
fn when_both_complete_their_third_row_the_mover_wins() {
    let game = normal();
    let mut s = game
        .position(&Setup {
            rings: [&["e5", "a2", "a3"], &["k7", "k8", "k9"]],
            markers: [&["e1", "e2", "e3", "e4", "e7"], &["b7", "c7", "d7", "f7"]],
            removed: [2, 2],
            to_move: 0,
        })
        .unwrap();
    for action in ["e5-e8", "xe1-e5", "xa2"] {
        game.play_text(&mut s, action).unwrap();
    }
    assert_eq!(s.end(), Some(End::Rings(0)));
    let outcome = game.outcome(&s).unwrap();
    assert_eq!(outcome.winner(), Some(Player::WHITE));
    assert!(legal(&game, &s).is_empty(), "Black's row is never removed");
}

#[test]
fn in_blitz_the_first_ring_removed_wins() {
    let game = Yinsh::new(YinshOptions { variant: Variant::Blitz }).unwrap();
    let mut s = with_rings(&game, "e6", [&["e2", "e3", "e4", "e5"], &[]]);
    for action in ["e6-f7", "xe2-e6", "xf7"] {
        game.play_text(&mut s, action).unwrap();
    }
    assert_eq!(game.outcome(&s).unwrap().winner(), Some(Player::WHITE));
    assert!(
        game.position(&Setup { removed: [1, 0], ..Setup::default() }).is_err(),
        "one ring removed has already won"
    );
}

#[test]
fn a_player_whose_rings_cannot_move_passes() {
    let game = normal();
    // White's three rings in the corner a2–a4, hemmed in by Black's rings on b2–b5 and by
    // the marker on a5, behind which the board ends.
    let mut s = game
        .position(&Setup {
            rings: [&["a2", "a3", "a4"], &["b2", "b3", "b4", "b5"]],
            markers: [&["a5"], &[]],
            removed: [2, 1],
            to_move: 0,
        })
        .unwrap();
    assert_eq!(legal(&game, &s), ["pass"]);
    assert!(game.play_text(&mut s, "a4-a6").is_err());
    game.play_text(&mut s, "pass").unwrap();
    assert_eq!(game.to_move(&s), ToMove::Player(Player::BLACK));
    assert!(legal(&game, &s).len() > 10);
}

#[test]
fn the_game_ends_when_the_last_marker_is_on_the_board() {
    let game = normal();
    let rings: [&[&str]; 2] = [&["a2", "a3", "a4"], &["k7", "k8", "k9", "k10"]];
    let ring_points: Vec<&str> = rings.iter().flat_map(|r| r.iter().copied()).collect();
    // Fifty markers, coloured so that no row of five stands, on every point but the rings,
    // the column a–b end and the last 20 points.
    let mut white: Vec<String> = Vec::new();
    let mut black: Vec<String> = Vec::new();
    for column in 'b'..='k' {
        for number in 1..=11 {
            let name = format!("{column}{number}");
            if white.len() + black.len() == 50
                || point(&name).is_err()
                || ring_points.contains(&name.as_str())
                || column == 'b'
            {
                continue;
            }
            // Two of one colour, two of the other, shifted by column: no five in a line.
            let colour = (number / 2 + column as usize) % 2;
            if colour == 0 { white.push(name) } else { black.push(name) }
        }
    }
    let white: Vec<&str> = white.iter().map(String::as_str).collect();
    let black: Vec<&str> = black.iter().map(String::as_str).collect();
    let s = game
        .position(&Setup { rings, markers: [&white, &black], removed: [2, 1], to_move: 0 })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.supply(), 1);
    // White's ring a4 moves up to a5: the 51st marker goes on a4, and no row forms.
    let mut after = s.clone();
    game.play_text(&mut after, "a4-a5").unwrap();
    assert_eq!(after.supply(), 0);
    assert_eq!(after.end(), Some(End::Markers));
    let outcome = game.outcome(&after).unwrap();
    assert_eq!(outcome.winner(), Some(Player::WHITE), "{outcome:?}");
    assert_eq!(outcome.code, "markers");
}

#[test]
fn malformed_notation_is_refused_with_a_reason() {
    let game = normal();
    let s = game.initial_state();
    let bad = [
        "",
        "x",
        "xx",
        "e",
        "e99",
        "z5",
        "a1",
        "a6",
        "f11",
        "e5-",
        "-e5",
        "e5-e5-e6",
        "move",
        "move e 5",
        "remove b",
        "place wr",
        "place wr e",
        "x e5-e8",
        "xe5-e10",
        "é5",
        "e+5",
        "e-5",
        "pass pass",
        ";",
        "e5;;",
    ];
    for text in bad {
        let parsed = game.parse_move(&s, text).map(|m| game.notation(&s, m));
        let sequence = game.parse_sequence(&s, text);
        assert!(parsed.is_err() || sequence.is_err(), "{text:?} read as {parsed:?}");
        if let Err(e) = game.parse_move(&s, text) {
            assert!(!e.to_string().is_empty());
        }
    }
    let long = "e5".repeat(10_000);
    assert!(game.parse_move(&s, &long).is_err());
}
