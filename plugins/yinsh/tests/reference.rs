//! The rules against an independent implementation: `tools/yinsh/yinsh_ref.py`, written in
//! Python from the rulebook alone by someone who had not seen this crate. Its perft counts
//! and random games are stored in `tests/reference/`, and this crate must reproduce every
//! one of them. `tools/yinsh/run_perft.sh` recomputes the counts.
//!
//! The official notation page's opening is here too: it must read and play.

use std::path::Path;

use plateau_core::perft::perft;
use plateau_core::{Game, Player};
use plateau_yinsh::{Setup, Variant, Yinsh, YinshOptions, YinshState};

fn reference(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/reference").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A position in the reference's text format (`key: value` lines; only positions where a
/// ring must move), and whether it is a Blitz game.
fn position(text: &str) -> (Yinsh, YinshState) {
    let field = |key: &str| -> Option<&str> {
        text.lines()
            .map(|l| l.split('#').next().unwrap_or_default().trim())
            .find_map(|l| l.strip_prefix(key).and_then(|rest| rest.strip_prefix(':')))
            .map(str::trim)
    };
    let points = |key: &str| -> Vec<&str> {
        field(key).map_or_else(Vec::new, |v| v.split_whitespace().filter(|&p| p != "-").collect())
    };
    assert_eq!(field("phase"), Some("move"), "only ring-move positions are set up");
    let removed: Vec<u8> =
        field("removed").unwrap().split_whitespace().filter_map(|w| w.parse().ok()).collect();
    let blitz = field("variant") == Some("blitz");
    let game =
        Yinsh::new(YinshOptions { variant: if blitz { Variant::Blitz } else { Variant::Normal } }).unwrap();
    let (wr, br, wm, bm) =
        (points("white_rings"), points("black_rings"), points("white_markers"), points("black_markers"));
    let to_move = usize::from(field("to_act") == Some("black"));
    let s = game
        .position(&Setup {
            rings: [&wr, &br],
            markers: [&wm, &bm],
            removed: [removed[0], removed[1]],
            to_move,
        })
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(s.supply().to_string(), field("supply").unwrap(), "the supply follows from the markers");
    (game, s)
}

#[test]
fn perft_from_the_start_is_a_product_of_vacant_points() {
    let game = Yinsh::new(YinshOptions::default()).unwrap();
    let s = game.initial_state();
    // Placement only: 85 points, then 84, 83, 82 (the reference agrees).
    let expected = [85, 7_140, 592_620, 48_594_840];
    for (depth, &count) in (1..).zip(&expected) {
        assert_eq!(perft(&game, &s, depth), count, "depth {depth}");
    }
}

#[test]
fn perft_from_the_reference_positions() {
    // (file, perft 1, 2, 3, and 4 where the reference ran it), from PERFT.md of the
    // reference run.
    let table: [(&str, &[u64]); 8] = [
        ("p0_after_placement.txt", &[86, 6_258, 486_978]),
        ("p1_mover_row.txt", &[63, 3_009, 177_308, 7_984_781]),
        ("p2_both_rows.txt", &[63, 3_456, 194_261, 9_598_210]),
        ("p3_row_of_six.txt", &[65, 3_575, 209_078, 10_375_136]),
        ("p4_crossing_rows.txt", &[57, 2_164, 113_065, 3_838_814]),
        ("p5_both_third_row.txt", &[43, 1_201, 43_607, 1_125_379]),
        ("p6_last_marker.txt", &[21, 2, 10, 162]),
        ("p7_pass.txt", &[1, 46, 53, 1_942]),
    ];
    for (file, counts) in table {
        let (game, s) = position(&reference(&format!("positions/{file}")));
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(perft(&game, &s, depth), count, "{file}, depth {depth}");
        }
    }
}

/// An action of the reference (`P e3`, `M h7-g7`, `R c3-g3`, `X g7`, `pass`) in our notation.
fn ours(action: &str) -> String {
    match action.split_once(' ') {
        Some(("P" | "M", rest)) => rest.to_owned(),
        Some(("R" | "X", rest)) => format!("x{rest}"),
        _ => action.to_owned(),
    }
}

#[test]
fn the_reference_random_games_replay_with_the_same_choices_and_result() {
    for file in ["seed_1.txt", "seed_2.txt", "seed_3.txt", "seed_4.txt", "seed_5.txt", "blitz_seed_7.txt"] {
        let text = reference(&format!("random/{file}"));
        let variant = if file.starts_with("blitz") { Variant::Blitz } else { Variant::Normal };
        let game = Yinsh::new(YinshOptions { variant }).unwrap();
        let mut s = game.initial_state();
        let mut moves = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (action, comment) = line.split_once('#').unwrap_or((line, ""));
            let legal: usize = comment.trim().strip_prefix("legal=").unwrap().parse().unwrap();
            game.legal_moves(&s, &mut moves);
            assert_eq!(moves.len(), legal, "{file}: choices before {action}");
            game.play_text(&mut s, &ours(action.trim())).unwrap_or_else(|e| panic!("{file}: {e}"));
        }
        let result = text.lines().find_map(|l| l.strip_prefix("# result: ")).unwrap().trim();
        let outcome = game.outcome(&s).unwrap_or_else(|| panic!("{file}: the game goes on"));
        let ours = match outcome.winner() {
            None => "draw",
            Some(Player::WHITE) => "white",
            Some(_) => "black",
        };
        assert!(result.starts_with(ours), "{file}: the reference says {result}, we say {outcome:?}");
    }
}

#[test]
fn the_official_notation_pages_opening_reads_and_plays() {
    let game = Yinsh::new(YinshOptions::default()).unwrap();
    let mut s = game.initial_state();
    // gipf.com, "YINSH notation", diagram 2: ten placements, then White's first move.
    for action in "1.e3 2.a5 3.b5 4.c6 5.d6 6.e4 7.h7 8.g2 9.g3 10.g8".split_whitespace() {
        let (_, at) = action.split_once('.').unwrap();
        game.play_text(&mut s, at).unwrap();
    }
    let mut moves = Vec::new();
    game.legal_moves(&s, &mut moves);
    assert_eq!(moves.len(), 86, "White's ring moves after the placement");
    game.play_text(&mut s, "h7-g7").unwrap();
    assert_eq!(s.markers(0).map(|p| p.to_string()).collect::<Vec<_>>(), ["h7"]);
    assert_eq!(s.supply(), 50);
}

#[test]
fn a_whole_turn_reads_as_official_records_write_it() {
    let (game, s) = position(&reference("positions/p2_both_rows.txt"));
    // The ring move, White's row and ring, then Black's row and ring: two turns' worth of
    // removals after one move, written as the two players' records would.
    let white = game.parse_sequence(&s, "e5-e7;xa5-e5xb2").unwrap();
    assert_eq!(white.len(), 3);
    let mut after = s.clone();
    for mv in white {
        game.play_unchecked(&mut after, mv);
    }
    let black = game.parse_sequence(&after, "xb6-f6xa3").unwrap();
    assert_eq!(black.len(), 2);
    // boardspace.net's strings name the same actions.
    let mut bs = s.clone();
    for text in ["move e 5 e 7", "remove w a 5 e 5", "remove wr b 2", "remove b b 6 f 6", "remove br a 3"] {
        game.play_text(&mut bs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    for mv in black {
        game.play_unchecked(&mut after, mv);
    }
    assert_eq!(bs, after);
    assert!(game.parse_sequence(&s, "e5-e7;xa5-e5xa3").is_err(), "a3 is Black's ring");
}
