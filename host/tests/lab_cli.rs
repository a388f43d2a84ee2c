//! `plateau lab` as a user runs it: the files and pictures it writes, shards that merge to
//! one run, the same results on any number of threads, the report again from stored
//! results, studies from flags equal to files, and bad studies refused naming the field.
//! Studies are small (random agents, 30 games per rule set) to keep the suite fast.

use std::path::{Path, PathBuf};
use std::process::Output;

use plateau_core::lab::StudyResults;

/// The study the tests run, as a file.
const STUDY_TOML: &str = r#"
game = "knightline"
seats = ["random"]
games = 30
seed = 7

[[rule_sets]]
name = "single"

[[rule_sets]]
name = "free"
options = { first_move_single = false }
"#;

/// The same study as flags.
const INLINE: [&str; 14] = [
    "--game",
    "knightline",
    "--rules",
    "single",
    "--rules",
    "free=first_move_single=false",
    "--seats",
    "random",
    "--games",
    "30",
    "--seed",
    "7",
    "--threads",
    "2",
];

mod common;
use common::{plateau, stderr, stdout};

/// A fresh directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("plateau-lab-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

fn text(path: &Path) -> &str {
    path.to_str().unwrap()
}

fn results(path: &Path) -> StudyResults {
    StudyResults::from_json(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Runs `args` and expects success.
fn ok(args: &[&str]) -> Output {
    let o = plateau(args);
    assert!(o.status.success(), "plateau {args:?} failed:\n{}", stderr(&o));
    o
}

#[test]
fn run_writes_every_file_and_report_reprints_its_tables() {
    let dir = scratch("files");
    let out = dir.join("out");
    let mut args = vec!["lab", "run"];
    args.extend(INLINE);
    args.extend(["--out", text(&out)]);
    let run = ok(&args);
    let tables = stdout(&run);
    assert!(tables.contains("single — 30 games") && tables.contains("free — 30 games"), "{tables}");
    assert!(tables.contains("White wins"), "{tables}");

    for name in ["study.json", "results.json", "games.csv", "summary.json", "summary.csv"] {
        assert!(out.join(name).is_file(), "{name} missing");
    }
    let stored = results(&out.join("results.json"));
    assert_eq!(stored.games.len(), 60);
    assert!(stored.is_complete());
    let games_csv = std::fs::read_to_string(out.join("games.csv")).unwrap();
    assert_eq!(games_csv.lines().count(), 61, "a header and a line per game");
    let summary: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("summary.json")).unwrap()).unwrap();
    assert_eq!(summary["rule_sets"][1]["name"], "free");
    assert!(std::fs::read_to_string(out.join("summary.csv")).unwrap().lines().count() >= 5);
    for plot in ["win-rates", "lengths", "trajectories"] {
        let svg = std::fs::read_to_string(out.join(format!("{plot}.svg"))).unwrap();
        assert!(svg.contains("<svg") && svg.trim_end().ends_with("</svg>"), "{plot}.svg");
        assert!(svg.contains("single") && svg.contains("free"), "{plot}.svg names the rule sets");
        let png = image::open(out.join(format!("{plot}.png"))).unwrap();
        assert_eq!((png.width(), png.height()), (1000, 600), "{plot}.png");
    }

    // The report of the stored results prints the same tables, and writes the same files.
    let again = dir.join("again");
    let report = ok(&["lab", "report", text(&out.join("results.json")), "--out", text(&again)]);
    assert_eq!(stdout(&report), tables);
    for name in ["results.json", "games.csv", "summary.json", "summary.csv", "lengths.svg"] {
        assert_eq!(
            std::fs::read(out.join(name)).unwrap(),
            std::fs::read(again.join(name)).unwrap(),
            "{name} differs between run and report"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn a_study_file_equals_its_flags_and_threads_do_not_matter() {
    let dir = scratch("forms");
    let study = dir.join("study.toml");
    std::fs::write(&study, STUDY_TOML).unwrap();
    let (one, two) = (dir.join("one"), dir.join("two"));
    let file_run = ok(&["lab", "run", text(&study), "--threads", "1", "--out", text(&one)]);
    let mut args = vec!["lab", "run"];
    args.extend(INLINE);
    args.extend(["--out", text(&two)]);
    let flag_run = ok(&args);
    assert_eq!(stdout(&file_run), stdout(&flag_run));
    let (a, b) = (results(&one.join("results.json")), results(&two.join("results.json")));
    assert_eq!(a.study, b.study);
    assert_eq!(a.games, b.games);
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn shards_merge_into_one_run() {
    let dir = scratch("shards");
    let study = dir.join("study.toml");
    std::fs::write(&study, STUDY_TOML).unwrap();
    let whole = dir.join("whole");
    ok(&["lab", "run", text(&study), "--out", text(&whole)]);
    let mut parts = Vec::new();
    for shard in ["0/2", "1/2"] {
        let out = dir.join(shard.replace('/', "-of-"));
        let run = ok(&["lab", "run", text(&study), "--shard", shard, "--out", text(&out)]);
        assert!(stdout(&run).contains("incomplete"), "one shard is not the whole study");
        parts.push(out.join("results.json"));
    }
    let merged = dir.join("merged.json");
    let merge = ok(&["lab", "merge", text(&parts[1]), text(&parts[0]), "-o", text(&merged)]);
    assert!(
        stdout(&merge).contains("60 games of 60") && stdout(&merge).contains("complete"),
        "{}",
        stdout(&merge)
    );
    let (merged, whole) = (results(&merged), results(&whole.join("results.json")));
    assert_eq!(merged.games, whole.games);
    assert!(merged.is_complete());

    // A part given twice, and a file that is no results file, are refused naming the file.
    let twice = plateau(&["lab", "merge", text(&parts[0]), text(&parts[0]), "-o", text(&dir.join("x.json"))]);
    assert!(!twice.status.success());
    assert!(stderr(&twice).contains("0-of-2") && stderr(&twice).contains("shard 0/2"), "{}", stderr(&twice));
    let alien = plateau(&["lab", "merge", text(&parts[0]), text(&study), "-o", text(&dir.join("x.json"))]);
    assert!(!alien.status.success());
    assert!(stderr(&alien).contains("study.toml: not a results file"), "{}", stderr(&alien));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn bad_studies_are_refused_naming_the_field() {
    let dir = scratch("bad");
    let cases = [
        ("game", STUDY_TOML.replace("\"knightline\"", "\"chess\""), "game: unknown game 'chess'"),
        (
            "option",
            STUDY_TOML.replace("first_move_single = false", "first_move = false"),
            "rule_sets[1].options: invalid options: unknown field `first_move`",
        ),
        ("agent", STUDY_TOML.replace("\"random\"", "\"rondom\""), "seats[0]: unknown agent 'rondom'"),
        ("zero", STUDY_TOML.replace("games = 30", "games = 0"), "games: must be between 1"),
    ];
    for (name, study, expected) in cases {
        let path = dir.join(format!("{name}.toml"));
        std::fs::write(&path, study).unwrap();
        let o = plateau(&["lab", "run", text(&path)]);
        assert!(!o.status.success(), "{name}");
        let err = stderr(&o);
        assert!(err.contains(&format!("{name}.toml: {expected}")), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
    // The same mistakes in flags name the flag.
    let o = plateau(&[
        "lab",
        "run",
        "--game",
        "knightline",
        "--rules",
        "a",
        "--rules",
        "b=first_move=false",
        "--seats",
        "random",
        "--games",
        "2",
    ]);
    assert!(stderr(&o).contains("error: --rules 'b=first_move=false': invalid options"), "{}", stderr(&o));
    let o = plateau(&[
        "lab",
        "run",
        "--game",
        "knightline",
        "--rules",
        "a",
        "--rules",
        "b",
        "--seats",
        "rondom",
        "--games",
        "2",
    ]);
    assert!(stderr(&o).contains("error: --seats: seat 'rondom'"), "{}", stderr(&o));
    // Numbers out of range are usage errors (exit code 2), as are a file and flags together.
    for args in [
        vec![
            "lab",
            "run",
            "--game",
            "knightline",
            "--rules",
            "a",
            "--rules",
            "b",
            "--seats",
            "random",
            "--games",
            "0",
        ],
        vec!["lab", "run", "x.toml", "--threads", "100000"],
        vec!["lab", "run", "x.toml", "--shard", "2/2"],
        vec!["lab", "run", "x.toml", "--games", "3"],
    ] {
        let o = plateau(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
    }
    // Missing files are named.
    let o = plateau(&["lab", "report", text(&dir.join("nowhere.json"))]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("nowhere.json"), "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn trust_damaged_results_are_refused_naming_the_file_and_field() {
    let dir = scratch("trust");
    let study = dir.join("study.toml");
    std::fs::write(&study, STUDY_TOML).unwrap();
    let mut parts = Vec::new();
    for shard in ["0/2", "1/2"] {
        let out = dir.join(shard.replace('/', "-of-"));
        ok(&["lab", "run", text(&study), "--shard", shard, "--out", text(&out)]);
        parts.push(std::fs::read_to_string(out.join("results.json")).unwrap());
    }
    let damaged = |name: &str, text: String| {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        path
    };
    let refused = |args: &[&str], expected: &[&str]| {
        let o = plateau(args);
        assert!(!o.status.success(), "plateau {args:?} succeeded");
        let error = stderr(&o);
        assert!(!error.contains("panicked"), "{error}");
        for part in expected {
            assert!(error.contains(part), "{part:?} not in: {error}");
        }
    };
    let out = dir.join("merged.json");
    // A shard count of 0 (the division of every job by it), in report and merge alike.
    let zero = damaged("zero.json", parts[0].replace("\"count\":2", "\"count\":0"));
    let expected = ["zero.json", "shards[0]: 0/0 is not a shard"];
    refused(&["lab", "report", text(&zero)], &expected);
    refused(
        &["lab", "merge", text(&zero), text(&dir.join("1-of-2/results.json")), "-o", text(&out)],
        &expected,
    );
    // Nine seats, and a winner no seat has.
    let nine = r#"{"seats":["White","Black","3","4","5","6","7","8","9"]}"#;
    let seats = damaged("seats.json", parts[0].replacen(r#"{"seats":["White","Black"]}"#, nine, 1));
    refused(&["lab", "report", text(&seats)], &["seats.json", "rule_sets[0].seats: 9 seats"]);
    let winner = damaged("winner.json", parts[0].replacen("\"winner\":0", "\"winner\":99", 1));
    refused(&["lab", "report", text(&winner)], &["winner.json", "winner: seat 99 does not exist"]);
    // A winner edited and the checksum emptied: read with a warning, never merged.
    let checksum = results(&dir.join("1-of-2/results.json")).checksum;
    let unchecked = damaged(
        "unchecked.json",
        parts[1]
            .replacen("\"winner\":0", "\"winner\":1", 1)
            .replace(&format!("\"checksum\":\"{checksum}\""), "\"checksum\":\"\""),
    );
    let report = ok(&["lab", "report", text(&unchecked)]);
    assert!(stderr(&report).contains("unchecked.json: checksum: empty"), "{}", stderr(&report));
    let first = dir.join("0-of-2/results.json");
    refused(
        &["lab", "merge", text(&first), text(&unchecked), "-o", text(&out)],
        &["unchecked.json", "checksum: empty"],
    );
    assert!(!out.exists(), "nothing merged");
    let _ = std::fs::remove_dir_all(&dir);
}
