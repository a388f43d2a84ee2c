//! What the front end sees (board view, move input, phases, scores), the evaluator's range,
//! and the rare removal cases: crossing all-GIPF rows and GIPF-pieces in extensions.

use std::collections::HashSet;

use plateau_core::board::hex::{self, Orientation};
use plateau_core::board::{CellKind, ColorRole, Lattice, PieceKind};
use plateau_core::{Coord, Evaluator, Game, GameView, MoveInput, Player, Rng};
use plateau_gipf::{Gipf, GipfEvaluator, GipfMove, GipfOptions, GipfState, Setup, Version};
use plateau_tests::conformance::successor_states;

fn position(game: &Gipf, pieces: &str, reserves: [u8; 2], to_move: Player) -> GipfState {
    game.position(&Setup::new(pieces, reserves, to_move)).expect("valid test position")
}

fn inputs(game: &Gipf, state: &GipfState) -> Vec<(String, MoveInput)> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    moves.into_iter().map(|m| (game.notation(state, m), game.move_input(state, m))).collect()
}

#[test]
fn the_board_view_shows_every_point_and_piece() {
    let game = Gipf::with_version(Version::Standard);
    let view = game.board_view(&game.initial_state());
    assert_eq!(view.lattice, Lattice::HexColumns);
    let e5 = view.cell(Coord::new(4, 4)).unwrap();
    assert_eq!((e5.name.as_str(), e5.kind), ("e5", CellKind::Playable));
    let centre = hex::center(Coord::new(4, 4), Orientation::Columns);
    assert!(e5.center.iter().zip(centre).all(|(a, b)| (a - b).abs() < 1e-6));
    let e1 = view.cells.iter().find(|c| c.name == "e1").unwrap();
    assert_eq!((e1.coord, e1.kind), (Coord::new(4, 0), CellKind::EntryDot));
    assert!(e1.center[1] < e5.center[1], "e1 is at the bottom, towards White");
    let occupied: Vec<_> = view.cells.iter().filter(|c| c.coord.x >= 0 && !c.stack.is_empty()).collect();
    assert_eq!(occupied.len(), 6);
    for cell in occupied {
        assert_eq!(cell.stack.len(), 1);
        assert_eq!(cell.stack[0].kind, PieceKind::Double);
        let white = ["b5", "e2", "h5"].contains(&cell.name.as_str());
        let owner = if white { Player::WHITE } else { Player::BLACK };
        assert_eq!(cell.stack[0].color, ColorRole::Player(owner), "{}", cell.name);
    }
    let names: HashSet<&str> =
        view.cells.iter().filter(|c| c.coord.x >= 0).map(|c| c.name.as_str()).collect();
    assert_eq!(names.len(), 61, "every point has a name of its own");
    // Beside the 61 points, each player's reserve and captures: a piece, a count, a word.
    let tray = |name: &str| view.cells.iter().find(|c| c.name == name).unwrap();
    let reserve = tray("reserve: White, 12");
    assert_eq!(
        (reserve.stack[0].color, reserve.badge.as_deref()),
        (ColorRole::Player(Player::WHITE), Some("12"))
    );
    let captured = tray("captured: Black, 0");
    assert_eq!(
        captured.stack[0].color,
        ColorRole::Player(Player::WHITE),
        "Black's captures are White's pieces"
    );
    assert!(
        reserve.center[0] < e1.center[0] && captured.center[1] > e5.center[1],
        "each on its player's side"
    );
    assert_eq!(view.cells.iter().filter(|c| c.coord.x < 0).count(), 8);
}

#[test]
fn pushes_are_a_dot_then_a_spot_labelled_by_kind_when_both_kinds_are_open() {
    let game = Gipf::with_version(Version::Tournament);
    let mut s = game.initial_state();
    let first = inputs(&game, &s);
    // e2 can be entered from d1, e1 and f1; the move is listed from d1, and the pushes from
    // e1 and f1 are other ways to make it.
    let (_, input) = first.iter().find(|(n, _)| n == "Gd1-e2").unwrap();
    let e2 = Coord::new(4, 1);
    assert_eq!(input.cells, [Coord::new(3, 0), e2]);
    assert_eq!(input.also, [vec![Coord::new(4, 0), e2], vec![Coord::new(5, 1), e2]]); // e1, f1
    assert_eq!(input.label.as_deref(), Some("GIPF-piece"));
    game.play_turn(&mut s, "Ge1-e2").unwrap();
    game.play_turn(&mut s, "Ge9-e8").unwrap();
    let both = inputs(&game, &s);
    let basic = both.iter().find(|(n, _)| n == "a1-b2").unwrap();
    let gipf = both.iter().find(|(n, _)| n == "Ga1-b2").unwrap();
    assert_eq!(basic.1.cells, gipf.1.cells);
    assert_eq!(basic.1.label.as_deref(), Some("basic piece"));
    assert_eq!(gipf.1.label.as_deref(), Some("GIPF-piece"));
    let distinct: HashSet<&MoveInput> = both.iter().map(|(_, i)| i).collect();
    assert_eq!(distinct.len(), both.len());
    // In Basic there is nothing to choose: no label.
    let basic_game = Gipf::with_version(Version::Basic);
    assert!(inputs(&basic_game, &basic_game.initial_state()).iter().all(|(_, i)| i.label.is_none()));
}

#[test]
fn removals_are_the_whole_run_taken_by_one_click_and_labelled_by_the_pieces_kept() {
    let game = Gipf::with_version(Version::Standard);
    let mut s =
        position(&game, "b2=B c3=W d4=W e5=W g5=BG h5=W f2=B f3=W f4=W c6=WG e8=BG", [8, 8], Player::WHITE);
    game.play_turn(&mut s, "f1-f2").unwrap();
    let all = inputs(&game, &s);
    let view = game.board_view(&s);
    let names = |cells: &[Coord]| -> Vec<String> {
        cells.iter().map(|&c| view.cell(c).unwrap().name.clone()).collect()
    };
    let run = ["b2", "c3", "d4", "e5", "f5", "g5", "h5"];
    assert_eq!(all.len(), 2);
    for (_, input) in &all {
        assert_eq!(names(&input.cells), run);
        let clicks: Vec<Vec<String>> = input.also.iter().map(|w| names(w)).collect();
        assert_eq!(clicks, run.map(|n| vec![n.to_owned()]), "one click on any spot of the run");
    }
    let whole = all[0].1.clone();
    let labels: Vec<Option<&str>> = all.iter().map(|(_, i)| i.label.as_deref()).collect();
    assert_eq!(labels, [Some("keep none"), Some("keep g5")]);
    // g5 is Black's GIPF-piece: White's chooser opens on taking it.
    let preselected: Vec<bool> = all.iter().map(|(_, i)| i.preselect).collect();
    assert_eq!(preselected, [true, false]);
    // Without GIPF-pieces in the run there is a single way and no label.
    let basic = Gipf::with_version(Version::Basic);
    let mut s = position(&basic, "b2=B c3=W d4=W e5=W g5=B h5=W f2=B f3=W f4=W", [8, 10], Player::WHITE);
    basic.play_turn(&mut s, "f1-f2").unwrap();
    let unlabelled = MoveInput { label: None, preselect: false, ..whole };
    assert_eq!(inputs(&basic, &s), [("xb2,c3,d4,e5,f5,g5,h5".to_owned(), unlabelled)]);
}

#[test]
fn crossing_gipf_rows_list_a_single_spot_removal_once() {
    // Column e3-e6 and diagonal d4-g5 of White GIPF-pieces cross at e5: emptying only e5
    // can be done through either row, with the same result; it is one move.
    let game = Gipf::with_version(Version::Tournament);
    let s = position(&game, "e3=WG e4=WG e5=WG e6=WG d4=WG f5=WG g5=WG h2=BG", [4, 10], Player::WHITE);
    let mut moves = Vec::new();
    game.legal_moves(&s, &mut moves);
    let removals: Vec<GipfMove> = moves.iter().copied().filter(|m| m.is_removal()).collect();
    assert_eq!(removals.len(), 15 + 15 - 1);
    let texts: Vec<String> = removals.iter().map(|&m| game.notation(&s, m)).collect();
    assert_eq!(texts.iter().filter(|t| *t == "xe5").count(), 1);
    let results = successor_states(&game, &s, &moves);
    assert_eq!(results.len(), moves.len(), "every listed move gives a different position");
    let distinct: HashSet<MoveInput> = moves.iter().map(|&m| game.move_input(&s, m)).collect();
    assert_eq!(distinct.len(), moves.len());
    // Taking e5 breaks both rows; the other pieces stay.
    let mut next = s.clone();
    game.play_turn(&mut next, "xe5").unwrap();
    assert_eq!(next.gipf_pieces(Player::WHITE), 6);
    assert_eq!(next.reserve(Player::WHITE), 6);
    assert_eq!(game.phase(&next), "Insertion");
}

#[test]
fn an_opponents_gipf_piece_extending_a_row_may_be_kept_or_taken() {
    let game = Gipf::with_version(Version::Tournament);
    // White's all-GIPF row b2..e5 extended by Black's GIPF-piece on f5: still optional.
    let s = position(&game, "b2=WG c3=WG d4=WG e5=WG f5=BG h2=BG", [6, 6], Player::WHITE);
    let legal = game.legal_notations(&s);
    assert_eq!(legal.iter().filter(|m| m.starts_with('x')).count(), 31, "any non-empty subset of 5");
    let mut take = s.clone();
    game.play_turn(&mut take, "xf5").unwrap();
    assert_eq!(take.captured(Player::WHITE) - s.captured(Player::WHITE), 2);
    assert_eq!(take.gipf_pieces(Player::BLACK), 1);
}

#[test]
fn phases_and_scores_tell_the_step_and_the_material() {
    let game = Gipf::with_version(Version::Basic);
    let mut s = position(&game, "b2=B c3=W d4=W e5=W g5=B h5=W f2=B f3=W f4=W", [8, 10], Player::WHITE);
    assert_eq!(game.phase(&s), "Insertion");
    game.play_turn(&mut s, "f1-f2").unwrap();
    assert_eq!(game.phase(&s), "Removal after insertion");
    let scores = game.scores(&s);
    let white: Vec<(&str, i64)> = scores.per_player[0].iter().map(|f| (f.label.as_str(), f.value)).collect();
    assert_eq!(
        white,
        [
            ("reserve", 7),
            ("captured", i64::from(s.captured(Player::WHITE))),
            ("GIPF-pieces", 0),
            ("on board", 7)
        ]
    );
    game.play_turn(&mut s, "xb2,c3,d4,e5,f5,g5,h5").unwrap();
    let scores = game.scores(&s);
    assert_eq!(scores.per_player[0][0].value, 12);
    assert_eq!(scores.per_player[1][3].value, 1, "Black keeps f3 only");
}

#[test]
fn the_ply_cap_is_an_adjudicated_draw() {
    let game = Gipf::new(GipfOptions { ply_cap: 3, ..GipfOptions::version(Version::Basic) }).unwrap();
    let mut s = game.initial_state();
    for turn in ["a1-b2", "i5-h5", "a2-b3"] {
        game.play_turn(&mut s, turn).unwrap();
    }
    let outcome = game.outcome(&s).unwrap();
    assert_eq!(outcome.winner(), None);
    assert_eq!(outcome.reason, "ply cap reached (not a rule)");
    assert_eq!(s.plies(), 3);
    let uncapped = Gipf::with_version(Version::Basic);
    let mut t = uncapped.initial_state();
    uncapped.play_turn(&mut t, "a1-b2").unwrap();
    assert_eq!(t.plies(), 0, "plies are only counted under a cap");
}

#[test]
fn the_evaluator_stays_in_range_and_is_zero_sum() {
    let eval = GipfEvaluator::default();
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        let game = Gipf::new(GipfOptions { ply_cap: 400, ..GipfOptions::version(version) }).unwrap();
        let mut rng = Rng::new(11);
        let mut moves = Vec::new();
        for _ in 0..30 {
            let mut s = game.initial_state();
            loop {
                let (w, b) =
                    (eval.evaluate(&game, &s, Player::WHITE), eval.evaluate(&game, &s, Player::BLACK));
                assert!((-1.0..=1.0).contains(&w), "{w}");
                assert!((w + b).abs() < 1e-5, "{w} {b}");
                game.legal_moves(&s, &mut moves);
                if moves.is_empty() {
                    let winner = game.outcome(&s).unwrap().winner();
                    if let Some(p) = winner {
                        assert!((eval.evaluate(&game, &s, p) - 1.0).abs() < f32::EPSILON);
                    }
                    break;
                }
                game.play_unchecked(&mut s, moves[rng.below(moves.len())]);
            }
        }
    }
}
