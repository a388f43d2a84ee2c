//! A move that never comes ends `plateau play` and `plateau match` with a message, through the
//! real `plateau` binary, instead of a wait without end. The plugin is the test plugin that
//! panics in play, healthy here (it passes its probe), with an agent of its own kind that
//! plays at once until move 5 and never returns from then on, deaf to its stop flag: the AI
//! of a plugin that loops only in later positions, where no probe looks.
//!
//! The tests give each move a second (`--move-timeout 1`) and assert on the message and the
//! exit status only, not on how long anything took.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use plateau_tests::plugin_build::library;

/// The plugin's agent that never answers from move 5 on.
const LATE_ENDLESS: &str = r#"{"type":"endless-search","from_move":5},random"#;

fn plugin() -> PathBuf {
    library("plateau-faulty-panic-in-play")
}

/// A fresh scratch folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("late-moves").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `plateau` with these arguments on the test plugin's game, allowed to run the native
/// plugin, with data and cache folders of its own; its output and both streams as text.
fn plateau(scratch: &Path, args: &[&str]) -> (Output, String, String) {
    let plugin = plugin();
    let output = Command::new(env!("CARGO_BIN_EXE_plateau"))
        .args(args)
        .args(["--plugins", plugin.to_str().unwrap(), "--game", "panic-in-play"])
        .args(["--seats", LATE_ENDLESS, "--move-timeout", "1", "--allow-native-plugins"])
        .env_remove("PLATEAU_PLUGIN_PATH")
        .env_remove("RUST_BACKTRACE")
        .env("XDG_DATA_HOME", scratch.join("data"))
        .env("XDG_CACHE_HOME", scratch.join("cache"))
        .output()
        .expect("plateau runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output, stdout, stderr)
}

#[test]
fn trust_play_gives_up_on_a_move_that_never_comes_and_saves_the_game_so_far() {
    let dir = scratch("play");
    let save = dir.join("late.plateau");
    let (output, stdout, stderr) = plateau(&dir, &["play", "--save", &save.to_string_lossy()]);
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert!(
        stderr.contains("error: game 'panic-in-play': the agent for White gave no move 5 within its 1 s; "),
        "the game, the seat, the move and the time allowed are named: {stderr}"
    );
    assert!(
        stderr.contains("asked to stop, it had not answered after ")
            && stderr.contains(" s, so the command gave up on it"),
        "{stderr}"
    );
    assert!(stderr.contains("saved the 4 moves played before the failure"), "{stderr}");
    let saved = plateau_core::save::SaveFile::read(&save).expect("the game so far is saved");
    let printed: Vec<&str> = stdout.lines().filter_map(|l| l.split_whitespace().nth(2)).collect();
    assert_eq!(saved.moves, printed);
    assert_eq!(saved.moves.len(), 4);
}

#[test]
fn trust_match_gives_up_on_a_move_that_never_comes() {
    let dir = scratch("match");
    let (output, stdout, stderr) = plateau(&dir, &["match", "--games", "2", "--threads", "1"]);
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("error: game 'panic-in-play', game 0 of the match: agent '"), "{stderr}");
    assert!(stderr.contains("' at seat White gave no move 5 within its 1 s; "), "{stderr}");
    assert!(stderr.contains("so the command gave up on it"), "{stderr}");
    assert!(!stdout.contains("games:"), "no table from a match given up on: {stdout}");
}
