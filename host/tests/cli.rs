//! The command line as other tools call it: exact output forms, exit codes, clear errors.

use std::path::{Path, PathBuf};

mod common;
use common::{last_json, plateau, stderr, stdout};

/// A file in the system's temporary folder, removed again when the test is done with it
/// (pass or fail), so that test runs leave nothing behind.
struct TempFile(PathBuf);

impl TempFile {
    /// A name for a file that does not exist yet.
    fn named(name: &str) -> Self {
        Self(std::env::temp_dir().join(format!("plateau-cli-{}-{name}", std::process::id())))
    }
}

impl std::ops::Deref for TempFile {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

impl AsRef<Path> for TempFile {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl Drop for TempFile {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

fn temp_file(name: &str, contents: impl AsRef<[u8]>) -> TempFile {
    let file = TempFile::named(name);
    std::fs::write(&file, contents).unwrap();
    file
}

#[test]
fn perft_prints_the_count_alone_on_the_last_line() {
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "3"]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert_eq!(stdout(&o).lines().last(), Some("110544"));
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--moves", "e3 d2 c3"]);
    assert_eq!(stdout(&o).lines().last(), Some("46"));
}

#[test]
fn a_bad_move_names_the_move_and_its_index() {
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--moves", "e3 zz9"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("move 2 'zz9'"), "{err}");
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--moves", "e3 e3"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("move 2 'e3'"), "{}", stderr(&o));
}

#[test]
fn play_is_reproducible_for_a_seed_and_prints_a_result() {
    let a = plateau(&["play", "--game", "dvonn", "--seed", "7"]);
    let b = plateau(&["play", "--game", "dvonn", "--seed", "7"]);
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b));
    let text = stdout(&a);
    assert!(text.lines().count() > 50, "{text}");
    let last = text.lines().last().unwrap();
    assert!(last.starts_with("result: ") && last.contains("nobody can move"), "{last}");
    assert_ne!(stdout(&plateau(&["play", "--game", "dvonn", "--seed", "8"])), text);
}

#[test]
fn play_takes_a_seat_per_player() {
    let args = ["play", "--game", "knightline", "--seats", "easy,mcts:iterations=50", "--seed", "3"];
    let (a, b) = (plateau(&args), plateau(&args));
    assert!(a.status.success(), "{}", stderr(&a));
    assert_eq!(stdout(&a), stdout(&b), "seeded agents replay the same game");
    assert!(stdout(&a).lines().last().unwrap().starts_with("result: "));
    let wrong = plateau(&["play", "--game", "dvonn", "--seats", "easy"]);
    assert!(!wrong.status.success());
    assert!(stderr(&wrong).contains("names 1 agents, but the game has 2 seats"), "{}", stderr(&wrong));
    let bad = plateau(&["play", "--game", "dvonn", "--seats", "easy,wizard"]);
    assert!(stderr(&bad).contains("unknown agent 'wizard'"), "{}", stderr(&bad));
}

#[test]
fn bench_prints_rates() {
    let o = plateau(&["bench", "--game", "dvonn", "--seconds", "0.2", "--level", "easy"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let level = text.lines().find(|l| l.starts_with("easy level: ")).unwrap_or_else(|| panic!("{text}"));
    assert!(level.starts_with("easy level: 100 iterations or nodes in "), "{level}");
    for key in ["playouts/s: ", "moves/s: "] {
        let line =
            text.lines().find(|l| l.starts_with(key)).unwrap_or_else(|| panic!("no '{key}' in {text}"));
        let rate: f64 = line[key.len()..].parse().unwrap();
        assert!(rate > 0.0);
    }
    // Where the system reports a thread's CPU time, the rates per CPU-second follow.
    if cfg!(target_os = "linux") {
        let line =
            text.lines().find(|l| l.starts_with("per CPU-second: ")).unwrap_or_else(|| panic!("{text}"));
        let playouts: f64 = line.split_whitespace().nth(2).unwrap().parse().unwrap();
        assert!(playouts > 0.0, "{line}");
    }
}

#[test]
fn verify_passes_on_every_recorded_file() {
    // As docs/cli.md runs it: the recordings name an end by its meaning ("line"), which
    // `verify` compares with the game's reason code, not with the sentence shown to people.
    for (game, file, count) in [
        ("dvonn", "dvonn-games.jsonl", 292),
        ("knightline", "knightline-games.jsonl", 339),
        ("gipf", "gipf-basic-games.jsonl", 80),
    ] {
        let o = plateau(&["verify", "--game", game, plateau_tests::data_file(file).to_str().unwrap()]);
        let last = stdout(&o).lines().last().unwrap_or_default().to_owned();
        assert!(o.status.success(), "{game}: {}", stdout(&o));
        assert_eq!(last, format!("verified: {count}/{count} games match"), "{game}");
    }
}

#[test]
fn verify_names_a_reason_that_means_something_else() {
    let good = std::fs::read_to_string(plateau_tests::data_file("knightline-games.jsonl")).unwrap();
    let line = good.lines().find(|l| l.contains("\"reason\": \"line\"")).unwrap();
    let file =
        temp_file("reason.jsonl", line.replace("\"reason\": \"line\"", "\"reason\": \"nobody can move\""));
    let o = plateau(&["verify", "--game", "knightline", file.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(
        stdout(&o).contains("reason: expected nobody can move, got line (four in a row)"),
        "{}",
        stdout(&o)
    );
}

#[test]
fn verify_reports_each_mismatch_and_fails() {
    let good = std::fs::read_to_string(plateau_tests::data_file("dvonn-games.jsonl")).unwrap();
    let first = good.lines().next().unwrap();
    let wrong_count = first.replacen("\"legal_counts\": [49, 48", "\"legal_counts\": [49, 47", 1);
    let wrong_winner = first.replace("\"winner\": \"draw\"", "\"winner\": \"white\"");
    let file = temp_file("bad.jsonl", format!("{first}\n{wrong_count}\nnot json\n{wrong_winner}\n"));
    let o = plateau(&["verify", "--game", "dvonn", file.to_str().unwrap()]);
    assert!(!o.status.success());
    let out = stdout(&o);
    assert!(out.contains("ply 2: legal move count: expected 47, got 48"), "{out}");
    assert!(out.contains("line 3: not a recorded game"), "{out}");
    assert!(out.contains("winner: expected white, got draw"), "{out}");
    assert_eq!(out.lines().last(), Some("verified: 1/4 games match"));
}

#[test]
fn options_and_games_are_checked() {
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--option", "colour=red"]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("unknown field `colour`"), "{}", stderr(&o));
    let o = plateau(&["perft", "--game", "chess", "--depth", "1"]);
    assert!(stderr(&o).contains("unknown game 'chess'"), "{}", stderr(&o));
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--option", "colour"]);
    assert!(stderr(&o).contains("not of the form key=value"), "{}", stderr(&o));
}

#[test]
fn games_says_how_many_can_play_and_when_an_option_applies() {
    let o = plateau(&["games"]);
    assert!(o.status.success());
    let out = stdout(&o);
    assert!(out.contains("knightline (Knight Line), 2 or 3 players (by default 2: White, Black)"), "{out}");
    assert!(out.contains("dvonn (DVONN), 2 players: White, Black"), "{out}");
    assert!(out.contains("--option pieces=15..=18 (default 15) [only with version=basic]"), "{out}");
    assert!(out.contains("[an engine setting, not a rule]"), "{out}");
}

#[test]
fn check_validates_save_files() {
    let save = temp_file(
        "game.plateau",
        r#"{"format":"plateau-save","version":1,"game":{"id":"dvonn","rules_version":1,"options":{}},
            "players":[{"type":"human"},{"type":"random","seed":1}],"moves":["e3","d2","c3","c4"],"cursor":4}"#,
    );
    let o = plateau(&["check", save.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("4 moves"), "{}", stdout(&o));
    let bad = temp_file("bad.plateau", std::fs::read_to_string(&save).unwrap().replace("\"c4\"", "\"c3\""));
    let o = plateau(&["check", bad.to_str().unwrap()]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("move 4 'c3'"), "{}", stderr(&o));
    let torn = temp_file("torn.plateau", "{\"format\": \"plateau-save\", \"vers");
    let o = plateau(&["check", torn.to_str().unwrap()]);
    assert!(stderr(&o).contains("line 1, column"), "{}", stderr(&o));
}

#[test]
fn trust_a_huge_game_id_is_quoted_cut_short() {
    // 50 MiB of game id, with an escape sequence at its start.
    let id = format!("\\u001b[2J{}", "x".repeat(50 << 20));
    let save = temp_file(
        "huge-id.plateau",
        format!(
            r#"{{"format":"plateau-save","version":1,"game":{{"id":"{id}","rules_version":1,"options":{{}}}},
                "players":[{{"type":"human"}},{{"type":"human"}}],"moves":[],"cursor":0}}"#
        ),
    );
    for command in ["check", "analyse"] {
        let o = plateau(&[command, save.to_str().unwrap()]);
        assert!(!o.status.success());
        let error = stderr(&o);
        assert!(error.len() < 1000, "{command}: {} bytes of error", error.len());
        assert!(error.contains("unknown game '\\u{1b}[2Jxxx") && error.contains("x…'"), "{error}");
        assert!(!error.contains('\u{1b}'), "{error}");
    }
}

#[test]
fn check_names_a_missing_or_unreadable_save_once() {
    let missing = TempFile::named("missing.plateau");
    let o = plateau(&["check", missing.to_str().unwrap()]);
    assert!(!o.status.success());
    // The system's wording differs between platforms; it must appear once.
    let reason = std::fs::read(&missing).unwrap_err();
    assert_eq!(stderr(&o), format!("error: {}: cannot read: {reason}\n", missing.display()));

    let latin1 = temp_file("latin1.plateau", b"{\"format\": \"caf\xe9\"}");
    let o = plateau(&["check", latin1.to_str().unwrap()]);
    assert!(!o.status.success());
    assert_eq!(
        stderr(&o),
        format!("error: {}: not a save file: it is not text (byte 15 is not UTF-8)\n", latin1.display())
    );
}

#[test]
fn check_and_analyse_say_what_a_file_of_another_kind_is() {
    let picture = temp_file("picture.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR");
    for command in ["check", "analyse"] {
        let o = plateau(&[command, picture.to_str().unwrap()]);
        assert!(!o.status.success());
        assert_eq!(
            stderr(&o),
            format!("error: {}: not a Plateau save: it is a PNG image\n", picture.display())
        );
    }
}

#[test]
fn match_prints_a_table_and_ends_with_json() {
    let args = [
        "match",
        "--game",
        "knightline",
        "--seats",
        "easy,random",
        "--games",
        "4",
        "--random-opening",
        "2",
        "--threads",
        "2",
        "--json",
    ];
    let o = plateau(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("games: 4, seed 1, random opening of 2 moves"), "{text}");
    assert!(text.contains("Elo easy - random: "), "{text}");
    let last = last_json(&o);
    assert_eq!(last["games"], 4);
    let wins = last["wins"]["easy"].as_u64().unwrap() + last["wins"]["random"].as_u64().unwrap();
    assert_eq!(wins + last["draws"].as_u64().unwrap(), 4, "{last}");
    assert_eq!(stdout(&plateau(&args)), text, "node budgets and seeds make a match reproducible");

    let bad = plateau(&["match", "--game", "dvonn", "--seats", "easy,{\"type\":\"phased\"}"]);
    assert!(!bad.status.success());
    assert!(stderr(&bad).contains("missing field"), "{}", stderr(&bad));
}

/// Absurd numbers are usage errors (exit code 2) naming the argument: never a panic
/// (`Duration::from_secs_f64` overflows), an allocation abort or a run of years.
#[test]
fn absurd_numbers_are_refused_with_exit_code_2() {
    let cases: [&[&str]; 15] = [
        &["bench", "--game", "dvonn", "--seconds", "1e400"],
        &["bench", "--game", "dvonn", "--seconds", "-3"],
        &["bench", "--game", "dvonn", "--seconds", "nan"],
        &["bench", "--game", "dvonn", "--max-plies", "0"],
        &["perft", "--game", "dvonn", "--depth", "4000000000"],
        &["perft", "--game", "dvonn", "--depth", "99"],
        &["match", "--game", "dvonn", "--seats", "random,random", "--games", "0"],
        &["match", "--game", "dvonn", "--seats", "random,random", "--games", "99999999999"],
        &["match", "--game", "dvonn", "--seats", "random,random", "--move-time", "1e300"],
        &["match", "--game", "dvonn", "--seats", "random,random", "--threads", "100000"],
        &["play", "--game", "dvonn", "--max-moves", "-1"],
        &["engine", "--codecup-dvonn", "--time-per-game", "inf"],
        &["match", "--game", "dvonn", "--seats", "random,random", "--search-threads", "0"],
        &["engine", "--threads", "0"],
        &["engine", "--threads", "4096"],
    ];
    for args in cases {
        let o = plateau(args);
        let flag = args.iter().rev().nth(1).unwrap();
        assert_eq!(o.status.code(), Some(2), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).contains(flag), "{args:?} should name {flag}: {}", stderr(&o));
        assert!(!stderr(&o).contains("panicked"), "{args:?}: {}", stderr(&o));
    }
}

/// A seat spec asking for more memory than a desktop has is refused on the command line,
/// written as text or as JSON, before anything is allocated.
#[test]
fn seat_specs_out_of_bounds_are_refused() {
    for seats in ["alphabeta:tt_mb=65536,random", r#"{"type":"alphabeta","tt_mb":65536},random"#] {
        let o = plateau(&["match", "--game", "dvonn", "--seats", seats, "--games", "1"]);
        assert!(!o.status.success());
        assert!(stderr(&o).contains("tt_mb must be between 1 and 4096, not 65536"), "{}", stderr(&o));
    }
}

/// `plateau match | head` and the like: when the reader of standard output has gone, the
/// command ends quietly with the closed-pipe status 141, never with a panic.
#[test]
fn a_closed_standard_output_ends_the_command_quietly() {
    for args in [&["games"][..], &["perft", "--game", "dvonn", "--depth", "2", "--divide"]] {
        let (reader, writer) = std::io::pipe().unwrap();
        // Closed before the command starts: its first line already finds nobody to read it.
        drop(reader);
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_plateau"))
            .args(args)
            .stdout(writer)
            .stderr(std::process::Stdio::piped())
            .output()
            .unwrap();
        assert_eq!(o.status.code(), Some(141), "{args:?}: {}", stderr(&o));
        assert!(stderr(&o).is_empty(), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn play_saves_the_game_it_played() {
    let path = TempFile::named("played.plateau");
    let path_text = path.to_str().unwrap();
    let o =
        plateau(&["play", "--game", "dvonn", "--seats", "random,random", "--seed", "4", "--save", path_text]);
    assert!(o.status.success(), "{}", stderr(&o));
    let result = stdout(&o).lines().last().unwrap().to_owned();
    let checked = plateau(&["check", path_text]);
    assert!(checked.status.success(), "{}", stderr(&checked));
    // The save replays to the same end.
    let outcome = result.strip_prefix("result: ").unwrap();
    assert!(stdout(&checked).contains(outcome), "{result} / {}", stdout(&checked));
    drop(path);

    let o = plateau(&["play", "--game", "dvonn", "--save", "/no/such/folder/x.plateau"]);
    assert!(!o.status.success());
    assert!(
        stderr(&o).contains("--save: /no/such/folder/x.plateau: cannot write: No such file or directory"),
        "{}",
        stderr(&o)
    );
    assert!(stdout(&o).is_empty(), "refused before playing");
}

#[test]
fn the_version_names_the_commit_and_the_plugin_abis() {
    let out = plateau(&["--version"]);
    assert!(out.status.success());
    let text = stdout(&out);
    let version = env!("CARGO_PKG_VERSION");
    assert!(text.starts_with(&format!("plateau {version} (commit ")), "{text}");
    assert!(text.contains("plugin ABI 3 native, 2 WebAssembly)"), "{text}");
    // A hash from git (twelve hex digits) or, outside a checkout, "unknown".
    let commit = text.split("commit ").nth(1).unwrap().split(',').next().unwrap();
    assert!(
        commit == "unknown" || (commit.len() == 12 && commit.chars().all(|c| c.is_ascii_hexdigit())),
        "{commit}"
    );
}

#[test]
fn the_man_page_and_completions_come_from_the_command_line_itself() {
    let dir = tempfile::tempdir().unwrap();
    let out = plateau(&["desktop-files", &dir.path().to_string_lossy()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let page = std::fs::read_to_string(dir.path().join("plateau.1")).unwrap();
    assert!(
        page.starts_with(".ie") || page.contains(".TH plateau"),
        "a roff man page: {}",
        &page[..200.min(page.len())]
    );
    // Every visible subcommand is on the page and in every shell's completions; the hidden
    // generator is in none.
    let completions: Vec<String> = ["plateau.bash", "_plateau", "plateau.fish"]
        .iter()
        .map(|f| std::fs::read_to_string(dir.path().join(f)).unwrap())
        .collect();
    // The subcommands as `plateau --help` lists them, so a new one is checked too.
    let help = stdout(&plateau(&["--help"]));
    let commands: Vec<&str> = help
        .lines()
        .skip_while(|l| *l != "Commands:")
        .skip(1)
        .take_while(|l| l.starts_with("  "))
        .filter_map(|l| l.split_whitespace().next())
        .filter(|c| *c != "help")
        .collect();
    assert!(commands.len() >= 10, "the subcommands of --help: {commands:?}");
    for command in commands {
        let roff = command.replace('-', "\\-");
        assert!(page.contains(&format!("plateau\\-{roff}(1)")), "{command} on the page");
        for script in &completions {
            assert!(script.contains(command), "{command} completes");
        }
    }
    assert!(
        !page.contains("desktop\\-files") && !page.contains("desktop-files"),
        "the generator stays hidden"
    );
    let files = std::fs::read_dir(dir.path()).unwrap().count();
    assert_eq!(files, 4, "no half-written file left behind");
}
