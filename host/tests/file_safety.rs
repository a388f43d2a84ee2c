//! The command line against hostile and careless paths: special files are neither written nor
//! waited for, links are followed and kept, inputs are never overwritten, huge inputs are
//! refused by size, and errors quote input with control characters escaped and cut short.

#![cfg(unix)]

use std::fs;
use std::os::unix::fs::FileTypeExt as _;
use std::path::Path;
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

mod common;
use common::{plateau, stderr, stdout};

/// Guard against a command that blocks on a FIFO (not a speed check).
const PATIENCE: Duration = Duration::from_mins(1);

fn folder() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

fn text(path: &Path) -> &str {
    path.to_str().expect("temporary paths are UTF-8")
}

/// Runs `plateau ARGS` with no standard input, failing the test if it has not ended within
/// [`PATIENCE`] (a blocking read of a FIFO would never end).
fn plateau_bounded(args: &[&str]) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
        .args(args)
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("running plateau");
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > PATIENCE {
            let _ = child.kill();
            panic!("plateau {args:?} blocked");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    child.wait_with_output().unwrap()
}

fn mkfifo(path: &Path) {
    assert!(Command::new("mkfifo").arg(path).status().expect("mkfifo runs").success());
}

/// A finished DVONN game saved by `plateau play`, in `dir`.
fn saved_game(dir: &Path) -> std::path::PathBuf {
    let save = dir.join("game.plateau");
    let o = plateau(&["play", "--game", "dvonn", "--seed", "3", "--save", text(&save)]);
    assert!(o.status.success(), "{}", stderr(&o));
    save
}

#[test]
fn a_save_over_a_fifo_is_refused_before_the_game_and_the_fifo_stays() {
    let dir = folder();
    let fifo = dir.path().join("pipe");
    mkfifo(&fifo);
    let o = plateau_bounded(&["play", "--game", "dvonn", "--seed", "1", "--save", text(&fifo)]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(
        err.contains("--save: ") && err.contains("it is a FIFO (named pipe), not a regular file"),
        "{err}"
    );
    assert!(stdout(&o).is_empty(), "refused before the game is played: {}", stdout(&o));
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
}

#[test]
fn a_save_through_a_link_writes_its_target_and_keeps_the_link_and_the_mode() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = folder();
    let target = dir.path().join("kept.plateau");
    fs::write(&target, "old").unwrap();
    fs::set_permissions(&target, fs::Permissions::from_mode(0o600)).unwrap();
    let link = dir.path().join("link.plateau");
    std::os::unix::fs::symlink(&target, &link).unwrap();
    let o = plateau(&["play", "--game", "knightline", "--seed", "2", "--save", text(&link)]);
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert!(fs::read_to_string(&target).unwrap().contains("\"plateau-save\""));
    assert_eq!(fs::metadata(&target).unwrap().permissions().mode() & 0o777, 0o600);
    let check = plateau(&["check", text(&link)]);
    assert!(check.status.success(), "{}", stderr(&check));
}

#[test]
fn reading_a_fifo_or_an_endless_device_fails_at_once() {
    let dir = folder();
    let fifo = dir.path().join("pipe");
    mkfifo(&fifo);
    let study = dir.path().join("study.toml");
    mkfifo(&study);
    let cases: [&[&str]; 6] = [
        &["check", text(&fifo)],
        &["analyse", text(&fifo)],
        &["verify", "--game", "dvonn", text(&fifo)],
        &["lab", "run", text(&study)],
        &["lab", "report", text(&fifo)],
        &["check", "/dev/zero"],
    ];
    for args in cases {
        let o = plateau_bounded(args);
        assert!(!o.status.success(), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains("cannot read: it is a"), "{args:?}: {err}");
    }
}

#[test]
fn a_file_too_large_for_its_kind_is_refused_by_its_size() {
    let dir = folder();
    let huge = dir.path().join("huge.plateau");
    fs::File::create(&huge).unwrap().set_len(3 << 30).unwrap();
    let o = plateau_bounded(&["check", text(&huge)]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("cannot read: it is 3 GiB, more than the 64 MiB a save file may be"), "{err}");
}

#[test]
fn analyse_refuses_a_picture_that_is_the_game_under_another_name_before_reviewing() {
    let dir = folder();
    let save = saved_game(dir.path());
    let before = fs::read(&save).unwrap();
    let picture = dir.path().join("pic.png");
    std::os::unix::fs::symlink(&save, &picture).unwrap();
    let o = plateau(&["analyse", text(&save), "--nodes", "50", "--png", text(&picture)]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("--png: ") && err.contains("which this command reads"), "{err}");
    assert!(stdout(&o).is_empty(), "refused before the review: {}", stdout(&o));
    assert_eq!(fs::read(&save).unwrap(), before);
}

#[test]
fn a_save_that_starts_with_a_byte_order_mark_opens() {
    let dir = folder();
    let save = saved_game(dir.path());
    let mut bytes = b"\xEF\xBB\xBF".to_vec();
    bytes.extend(fs::read(&save).unwrap());
    fs::write(&save, bytes).unwrap();
    let o = plateau(&["check", text(&save)]);
    assert!(o.status.success(), "{}", stderr(&o));
}

#[test]
fn a_picture_given_as_a_save_is_called_what_it_is() {
    let dir = folder();
    let png = dir.path().join("board.png");
    fs::write(&png, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    let o = plateau(&["check", text(&png)]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("board.png: not a Plateau save: it is a PNG image"), "{err}");
}

#[test]
fn a_hostile_move_is_quoted_escaped_and_short() {
    let o = plateau(&["perft", "--game", "dvonn", "--depth", "1", "--moves", "\u{1b}]0;PWNED\u{7}\u{1b}[2J"]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(err.contains("\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J"), "{err}");

    // A 10 MB move (the command line's own limit is about 2 MB an argument, so in a save).
    let dir = folder();
    let save = saved_game(dir.path());
    let long = "a1".repeat(5_000_000);
    let json = fs::read_to_string(&save).unwrap();
    let start = json.find("\"moves\": [").expect("a move list") + "\"moves\": [".len();
    let json = format!("{}\"{long}\", {}", &json[..start], &json[start..]);
    fs::write(&save, json).unwrap();
    let o = plateau(&["check", text(&save)]);
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.len() < 2_000, "{} bytes of error", err.len());
    assert!(err.contains("move 1 'a1a1") && err.contains("…'"), "{err}");
}

/// `plateau lab run` of a small Knight Line study of `games` games a rule set into `out`,
/// then `extra` arguments.
fn small_study<'a>(games: &'a str, out: &'a str, extra: &[&'a str]) -> Vec<&'a str> {
    let mut args = vec![
        "lab",
        "run",
        "--game",
        "knightline",
        "--rules",
        "a",
        "--rules",
        "b=first_move_single=false",
        "--seats",
        "random",
        "--games",
        games,
        "--out",
        out,
    ];
    args.extend(extra);
    args
}

#[test]
fn a_study_whose_folder_cannot_be_written_fails_before_it_plays() {
    let o = plateau_bounded(&small_study("400", "/proc/plateau-study", &[]));
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("/proc/plateau-study"), "{err}");
    assert!(!err.contains("games in"), "refused before playing: {err}");
}

#[test]
fn a_merge_never_writes_over_one_of_its_parts() {
    let dir = folder();
    let out = dir.path().join("run");
    let o = plateau(&small_study("4", text(&out), &["--threads", "1", "--shard", "0/2"]));
    assert!(o.status.success(), "{}", stderr(&o));
    let part = out.join("results.json");
    let before = fs::read(&part).unwrap();
    let alias = dir.path().join("alias.json");
    fs::hard_link(&part, &alias).unwrap();
    let o = plateau(&["lab", "merge", text(&part), "-o", text(&alias)]);
    assert!(!o.status.success());
    assert!(stderr(&o).contains("which this command reads"), "{}", stderr(&o));
    assert_eq!(fs::read(&part).unwrap(), before);
}
