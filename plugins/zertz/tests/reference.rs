//! The rules against an independent implementation: `tools/zertz/zertz_ref.py`, written in
//! Python from the rulebooks alone (`tools/zertz/FACTS.md` has the sources and the
//! decisions). Its perft counts (`tools/zertz/PERFT.md`, recomputed by
//! `tools/zertz/run_perft.sh`), positions and seeded random games are read from
//! `tools/zertz/`, and this crate must reproduce every one of them.
//!
//! The official notation page's examples are here too: they must read and play.

use std::path::Path;

use plateau_core::Game;
use plateau_core::perft::perft;
use plateau_zertz::{Colour, Variant, Zertz, ZertzOptions, ZertzState};

fn reference(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tools/zertz").join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn game(variant: Variant) -> Zertz {
    Zertz::new(ZertzOptions { variant }).unwrap()
}

/// The variant a reference file names (`variant: 48`).
fn variant_of(text: &str) -> Variant {
    let name = text
        .lines()
        .find_map(|l| l.trim_start_matches(['#', ' ']).strip_prefix("variant:"))
        .map_or("standard", str::trim);
    serde_json::from_value(serde_json::Value::String(name.to_owned())).unwrap()
}

fn position(file: &str) -> (Zertz, ZertzState) {
    let text = reference(&format!("positions/{file}"));
    let game = game(variant_of(&text));
    let s = game.position(&text).unwrap_or_else(|e| panic!("{file}: {e}"));
    (game, s)
}

#[test]
fn perft_from_the_start_of_every_variant() {
    // PERFT.md, "From the start position". Before any capture the counts are products of
    // vacant rings, colours and free rings (PERFT.md works perft 2 out by hand).
    let table: [(Variant, [u64; 4]); 4] = [
        (Variant::Standard, [111, 1_944, 204_120, 3_277_260]),
        (Variant::Blitz, [111, 1_944, 204_120, 3_277_260]),
        (Variant::Rings48, [144, 2_961, 408_618, 7_824_600]),
        (Variant::Rings61, [183, 4_320, 764_640, 17_000_496]),
    ];
    for (variant, counts) in table {
        let game = game(variant);
        let s = game.initial_state();
        for (depth, &count) in (1..).zip(&counts) {
            assert_eq!(perft(&game, &s, depth), count, "{variant:?}, depth {depth}");
        }
    }
}

#[test]
fn perft_from_the_reference_positions() {
    // PERFT.md, "Positions and results": a forced capture, a chain with a branch, an
    // isolation, an empty pool, no free ring.
    let table: [(&str, &[u64]); 5] = [
        ("p1_forced_capture.txt", &[2, 204, 3_168, 250_632, 3_658_284]),
        ("p2_chain_branch.txt", &[3, 4, 372, 5_040, 300_603, 3_913_248]),
        ("p3_isolation.txt", &[93, 1_530, 128_982, 1_953_036]),
        ("p4_pool_empty.txt", &[15, 36, 36, 61, 215, 504]),
        ("p5_no_free_ring.txt", &[21, 102, 288, 528, 1_968, 6_168]),
    ];
    for (file, counts) in table {
        let (game, s) = position(file);
        for (depth, &count) in (1..).zip(counts) {
            assert_eq!(perft(&game, &s, depth), count, "{file}, depth {depth}");
        }
    }
}

#[test]
fn the_reference_random_games_replay_with_the_same_choices_and_result() {
    let files = [
        "seed_1.txt",
        "seed_2.txt",
        "seed_3.txt",
        "seed_4.txt",
        "seed_5.txt",
        "blitz_seed_7.txt",
        "z48_seed_3.txt",
    ];
    for file in files {
        let text = reference(&format!("random/{file}"));
        let variant = match file {
            f if f.starts_with("blitz") => Variant::Blitz,
            f if f.starts_with("z48") => Variant::Rings48,
            _ => Variant::Standard,
        };
        let game = game(variant);
        let mut s = game.initial_state();
        let mut moves = Vec::new();
        for line in text.lines().filter(|l| !l.starts_with('#') && !l.trim().is_empty()) {
            let (action, comment) = line.split_once('#').unwrap_or((line, ""));
            let legal: usize = comment.trim().strip_prefix("legal=").unwrap().parse().unwrap();
            game.legal_moves(&s, &mut moves);
            assert_eq!(moves.len(), legal, "{file}: choices before {action}");
            game.play_text(&mut s, action.trim()).unwrap_or_else(|e| panic!("{file}: {e}"));
        }
        let result = text.lines().find_map(|l| l.strip_prefix("# result: ")).unwrap().trim();
        let outcome = game.outcome(&s).unwrap_or_else(|| panic!("{file}: the game goes on"));
        let ours = match outcome.winner() {
            None => "draw".to_owned(),
            Some(p) => format!("player {} wins", p.index() + 1),
        };
        assert_eq!(result, ours, "{file}");
        // The final position, as the reference prints it, is ours too.
        let field = |key: &str| {
            text.lines()
                .find_map(|l| l.strip_prefix(&format!("# {key}: ")))
                .unwrap_or_else(|| panic!("{key}"))
                .trim()
        };
        let counts = |c: [u8; 3]| format!("{} {} {}", c[0], c[1], c[2]);
        assert_eq!(field("pool"), counts(s.pool()), "{file}");
        assert_eq!(field("captured1"), counts(s.captured(0)), "{file}");
        assert_eq!(field("captured2"), counts(s.captured(1)), "{file}");
        let b = game.board();
        let on_board: Vec<String> = s.rings().map(|r| b.name(r)).collect();
        let removed: Vec<String> = (0..b.rings)
            .map(|i| b.name(b.ring_by_index(i).unwrap()))
            .filter(|n| !on_board.contains(n))
            .collect();
        assert_eq!(
            field("removed"),
            if removed.is_empty() { "-".to_owned() } else { removed.join(" ") },
            "{file}"
        );
        for colour in Colour::ALL {
            let ours: Vec<String> = s.marbles(colour).map(|r| b.name(r)).collect();
            let ours = if ours.is_empty() { "-".to_owned() } else { ours.join(" ") };
            assert_eq!(field(colour.word()), ours, "{file}: {} marbles", colour.word());
        }
    }
}

#[test]
fn the_official_notation_examples_read_and_play() {
    // gipf.com, "ZÈRTZ notation": a placement with its removal, a capture chain, and a
    // placement whose removal isolates two marbles.
    let standard = game(Variant::Standard);
    let mut s = standard.initial_state();
    let turn = standard.parse_sequence(&s, "Wd4,d1").unwrap();
    assert_eq!(turn.len(), 2);
    for mv in turn {
        standard.play_unchecked(&mut s, mv);
    }
    assert_eq!(s.pool(), [5, 8, 10]);

    let (game, s) = position("p2_chain_branch.txt");
    let chain = game.parse_sequence(&s, "x d1Gd3Wd5").unwrap();
    assert_eq!(chain.len(), 2);
    let mut after = s.clone();
    for mv in &chain {
        game.try_play(&mut after, *mv).unwrap();
    }
    assert_eq!(after.captured(0), [1, 1, 0], "a grey and then a white");
    assert!(game.parse_sequence(&s, "x d1Wd3").is_err(), "d2 holds a grey marble");

    let (game, s) = position("p3_isolation.txt");
    let turn = game.parse_sequence(&s, "Bd7,b2 x Wa1Wa2").unwrap();
    let mut after = s.clone();
    for mv in turn {
        game.try_play(&mut after, mv).unwrap();
    }
    assert_eq!(after.captured(0), [3, 0, 0], "the two isolated whites are player 1's");
    assert!(game.parse_sequence(&s, "Bd7,b2 x Wa1").is_err(), "both marbles are isolated");
    assert!(game.parse_sequence(&s, "Bd7,a5").is_err(), "a5 is not a ring of the standard board");

    // boardspace.net's strings and the play-by-mail form name the same actions.
    let mut bs = standard.initial_state();
    for text in ["RtoB 2 0 D 4", "R- D 1"] {
        standard.play_text(&mut bs, text).unwrap_or_else(|e| panic!("{text}: {e}"));
    }
    let mut pbm = standard.initial_state();
    for mv in standard.parse_sequence(&pbm, "wd4,d1").unwrap() {
        standard.play_unchecked(&mut pbm, mv);
    }
    assert_eq!(bs, pbm);
}
