//! `plateau analyse`: a line per position with each seat's chance, the same figures on every
//! run, the evaluation graph as a PNG, the annotated record, and clear refusals of bad input.

use std::path::{Path, PathBuf};

use plateau_core::save::SaveFile;

mod common;
use common::{plateau, stderr, stdout};

/// Knight Line, two players, 13 moves to White's four in a row.
const TWO_PLAYERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/knightline-2p.plateau");
/// Knight Line, three players, 30 moves to Red's four in a row.
const THREE_PLAYERS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/knightline-3p.plateau");

/// A small budget keeps each review well under a second in a debug build.
const NODES: &str = "40";

/// A path in the temporary folder, unique to this test process.
fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-analyse-{}-{name}", std::process::id()))
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

/// The lines of the review that stand for a position ("  12. White  e3  White 54% · ..."):
/// a number, then the percentages.
fn position_lines(out: &str) -> Vec<&str> {
    out.lines()
        .filter(|l| l.trim_start().split_once(". ").is_some_and(|(n, _)| n.parse::<usize>().is_ok()))
        .collect()
}

/// The percentages on a line, in order.
fn percentages(line: &str) -> Vec<u32> {
    line.split_whitespace().filter_map(|w| w.strip_suffix('%')?.parse().ok()).collect()
}

/// Checks the review of the save at `fixture` with `players` seats and returns its output.
fn check_review(fixture: &str, players: &[&str], png: &Path, record: &Path) -> String {
    let o = plateau(&["analyse", fixture, "--nodes", NODES, "--png", text(png), "--record", text(record)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    let out = stdout(&o);
    let save = SaveFile::read(Path::new(fixture)).unwrap();

    let lines = position_lines(&out);
    assert_eq!(lines.len(), save.moves.len() + 1, "one line per position:\n{out}");
    assert!(lines[0].trim_start().starts_with("0. start"), "{}", lines[0]);
    for (i, line) in lines.iter().enumerate() {
        assert!(line.trim_start().starts_with(&format!("{i}. ")), "{line}");
        let shares = percentages(line);
        assert_eq!(shares.len(), players.len(), "a chance per seat: {line}");
        let total: u32 = shares.iter().sum();
        assert!((98..=102).contains(&total), "the chances add up to 100%: {line}");
        for name in players {
            assert!(line.contains(&format!("{name} ")), "{line}");
        }
        if let Some(played) = i.checked_sub(1).map(|m| &save.moves[m]) {
            assert!(line.contains(played.as_str()), "the line names the move: {line}");
            assert!(line.contains("search"), "the line gives the search's choice: {line}");
        }
    }
    // The game is over: the last position is decided.
    let end = out.lines().find(|l| l.starts_with("end: ")).unwrap_or_else(|| panic!("{out}"));
    assert!(end.contains("100%") && end.contains("wins"), "{end}");
    for name in players {
        assert!(out.lines().any(|l| l.starts_with(&format!("{name}: "))), "a summary for {name}: {out}");
    }

    let picture = std::fs::read(png).unwrap();
    assert!(picture.starts_with(b"\x89PNG\r\n\x1a\n"), "a PNG file");
    assert!(picture.len() > 10_000 && picture.len() < 2_000_000, "{} bytes", picture.len());

    let annotated = SaveFile::read(record).unwrap();
    assert_eq!(annotated.annotations.len(), annotated.moves.len() + 1);
    assert_eq!(annotated.moves, save.moves);
    assert_eq!(annotated.cursor, save.cursor);
    for (note, line) in annotated.annotations.iter().zip(&lines) {
        let total: f32 = note.chances.iter().sum();
        assert!((total - 100.0).abs() < 0.5, "{:?}", note.chances);
        // The record holds the printed figures with a decimal more (each rounded from the
        // search's figure, so they may differ by one in the last place).
        let printed = percentages(line);
        assert_eq!(printed.len(), note.chances.len(), "{line}");
        for (&recorded, &shown) in note.chances.iter().zip(&printed) {
            assert!((recorded - shown as f32).abs() <= 0.55, "{recorded} / {line}");
        }
    }
    assert!(annotated.annotations[0].comment.is_none(), "no move led to the start");
    // Each remark printed is the record's comment on that position.
    for (note, line) in annotated.annotations.iter().zip(&lines) {
        if let Some(comment) = &note.comment {
            assert!(out.contains(&format!("{line}\n      {comment}\n")), "{comment}");
        }
    }
    out
}

#[test]
fn analyse_judges_every_position_the_same_on_every_run() {
    let (png, record) = (temp_path("two.png"), temp_path("two.plateau"));
    let first = check_review(TWO_PLAYERS, &["White", "Black"], &png, &record);
    let first_png = std::fs::read(&png).unwrap();
    let again = check_review(TWO_PLAYERS, &["White", "Black"], &png, &record);
    assert_eq!(first, again, "the seeded search gives the same figures");
    assert_eq!(std::fs::read(&png).unwrap(), first_png, "and the same graph");

    // The annotated record opens like any save, and can itself be analysed.
    let checked = plateau(&["check", text(&record)]);
    assert!(checked.status.success(), "{}", stderr(&checked));
    let o = plateau(&["analyse", text(&record), "--nodes", NODES]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o), first, "the old annotations are judged afresh");
    let _ = std::fs::remove_file(&png);
    let _ = std::fs::remove_file(&record);
}

#[test]
fn analyse_draws_a_line_per_seat_with_three_players() {
    let (png, record) = (temp_path("three.png"), temp_path("three.plateau"));
    check_review(THREE_PLAYERS, &["White", "Black", "Red"], &png, &record);
    let _ = std::fs::remove_file(&png);
    let _ = std::fs::remove_file(&record);
}

/// Fails with a message on stderr naming `expected`, without a panic and before printing a
/// review.
fn assert_refused(args: &[&str], expected: &str) {
    let o = plateau(args);
    assert!(!o.status.success(), "{args:?}");
    let err = stderr(&o);
    assert!(err.contains(expected), "{args:?} should say '{expected}': {err}");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(stdout(&o).is_empty(), "{args:?}: refused before the review: {}", stdout(&o));
}

#[test]
fn analyse_refuses_bad_input_clearly() {
    let missing = temp_path("missing.plateau");
    let reason = std::fs::read(&missing).unwrap_err().to_string();
    assert_refused(
        &["analyse", text(&missing)],
        &format!("error: {}: cannot read: {reason}", missing.display()),
    );

    let notes = temp_path("notes.txt");
    std::fs::write(&notes, "White opened well.\n").unwrap();
    assert_refused(
        &["analyse", text(&notes)],
        &format!("{}: not a valid save file: line 1", notes.display()),
    );
    let other = temp_path("other.json");
    std::fs::write(&other, r#"{"format": "something-else", "version": 1}"#).unwrap();
    assert_refused(&["analyse", text(&other)], "not a Plateau save: format is 'something-else'");
    let bad_move = temp_path("bad-move.plateau");
    let fixture = std::fs::read_to_string(TWO_PLAYERS).unwrap();
    std::fs::write(&bad_move, fixture.replace("\"1,0>2,-2:3\"", "\"9,9>9,9:1\"")).unwrap();
    assert_refused(&["analyse", text(&bad_move)], "move 2 '9,9>9,9:1'");

    for nodes in ["0", "abc", "-5"] {
        let o = plateau(&["analyse", TWO_PLAYERS, "--nodes", nodes]);
        assert_eq!(o.status.code(), Some(2), "--nodes {nodes}: {}", stderr(&o));
        assert!(stderr(&o).contains("--nodes"), "{}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{}", stderr(&o));
    }

    let png = temp_path("same");
    assert_refused(
        &["analyse", TWO_PLAYERS, "--png", text(&png), "--record", text(&png)],
        "--png and --record name the same file",
    );
    assert!(!png.exists());
    assert_refused(&["analyse", TWO_PLAYERS, "--png", TWO_PLAYERS], "which this command reads");
    assert_refused(
        &["analyse", TWO_PLAYERS, "--png", "/no/such/folder/graph.png"],
        "--png: /no/such/folder/graph.png: cannot write: No such file or directory",
    );
    assert_refused(
        &["analyse", TWO_PLAYERS, "--record", "/no/such/folder/review.plateau"],
        "--record: /no/such/folder/review.plateau: cannot write: No such file or directory",
    );
    for path in [notes, other, bad_move] {
        let _ = std::fs::remove_file(path);
    }
}
