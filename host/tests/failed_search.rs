//! A search that fails inside a plugin is named for what failed, through the real `plateau`
//! binary: the engine's `go` says why instead of "the agent found no move", `plateau bench`
//! exits non-zero with the reason instead of printing zeros as figures, and so do `plateau
//! play` and `plateau match`.
//!
//! The plugin is the test plugin that panics when a game reaches the move its `panic_at`
//! option names, so the search fails as soon as one of its playouts gets there.

use std::io::{BufRead as _, BufReader, Write as _};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

use plateau_tests::plugin_build::library;

/// The panic the plugin's search runs into, at the fifth move of a game.
const PANIC: &str = "a deliberate panic in play at move 5";

fn plugin() -> PathBuf {
    library("plateau-faulty-panic-in-play")
}

/// `plateau` with these arguments, allowed to run the native test plugin, with data and
/// cache folders of its own.
fn plateau(name: &str, args: &[&str]) -> Command {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("failed-search").join(name);
    let _ = std::fs::remove_dir_all(&scratch);
    let mut command = Command::new(env!("CARGO_BIN_EXE_plateau"));
    command
        .args(args)
        .arg("--allow-native-plugins")
        .env_remove("PLATEAU_PLUGIN_PATH")
        .env_remove("PLATEAU_FAULTY_PANIC_TEXT")
        .env_remove("RUST_BACKTRACE")
        .env("XDG_DATA_HOME", scratch.join("data"))
        .env("XDG_CACHE_HOME", scratch.join("cache"));
    command
}

fn text(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn trust_the_engine_says_why_a_plugins_search_failed() {
    let plugin = plugin();
    let args = ["engine", "--plugins", plugin.to_str().unwrap(), "--game", "panic-in-play"];
    let mut child = plateau("engine", &[&args[..], &["--option", "panic_at=5"]].concat())
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("plateau engine starts");
    let mut stdin = child.stdin.take().unwrap();
    // `quit` only once the search has answered: a `quit` read during it would stop it.
    writeln!(stdin, "agent mcts:iterations=2000,seed=1\ngo").unwrap();
    let mut stdout = String::new();
    for line in BufReader::new(child.stdout.take().unwrap()).lines() {
        let line = line.expect("the engine's output is text");
        stdout.push_str(&line);
        stdout.push('\n');
        if line.starts_with("error ") || line.starts_with("bestmove ") {
            break;
        }
    }
    writeln!(stdin, "quit").unwrap();
    drop(stdin);
    let output = child.wait_with_output().unwrap();
    let error = stdout.lines().find(|l| l.starts_with("error ")).unwrap_or_else(|| {
        panic!("the search failed with an error line:\n{stdout}\n{}", text(&output).1);
    });
    assert!(error.starts_with("error the agent failed: "), "{error}");
    assert!(error.contains(PANIC), "the cause is named: {error}");
    assert!(!stdout.contains("bestmove"), "{stdout}");
}

#[test]
fn trust_bench_exits_non_zero_with_the_reason_when_its_search_fails() {
    let plugin = plugin();
    // The playouts stop after three moves, short of the panic; the search does not.
    let output = plateau(
        "bench",
        &[
            "bench",
            "--plugins",
            plugin.to_str().unwrap(),
            "--game",
            "panic-in-play",
            "--option",
            "panic_at=5",
            "--max-plies",
            "3",
            "--seconds",
            "0.1",
            "--search-after",
            "0",
            "--search-budget",
            "2000",
        ],
    )
    .output()
    .unwrap();
    let (stdout, stderr) = text(&output);
    assert!(!output.status.success(), "bench reported success:\n{stdout}");
    assert!(stdout.contains("playouts/s"), "the playouts were measured: {stdout}\n{stderr}");
    assert!(stderr.contains("the search failed: "), "{stderr}");
    assert!(stderr.contains(PANIC), "the cause is named: {stderr}");
    assert!(!stdout.contains("mcts iterations/s"), "no figures from a failed search: {stdout}");
}

#[test]
fn trust_play_and_match_say_why_a_plugins_agent_failed_and_fail() {
    let plugin = plugin();
    let game = ["--plugins", plugin.to_str().unwrap(), "--game", "panic-in-play", "--option", "panic_at=5"];
    // The search's playouts reach the fifth move at once; the random seat never searches.
    let seats = ["--seats", "mcts:iterations=2000,random"];
    let output = plateau("play-agent", &[&["play"][..], &game, &seats].concat()).output().unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("the agent for White failed at move 1: "), "{stderr}");
    assert!(stderr.contains(PANIC), "the cause is named: {stderr}");
    assert!(!stderr.contains("found no move"), "{stderr}");

    let output = plateau(
        "match-agent",
        &[&["match"][..], &game, &seats, &["--games", "2", "--threads", "1"]].concat(),
    )
    .output()
    .unwrap();
    let (stdout, stderr) = text(&output);
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert!(
        stderr.contains("game 0: agent 'mcts:iterations=2000' gave no move in a running game: it failed: "),
        "{stderr}"
    );
    assert!(stderr.contains(PANIC), "the cause is named: {stderr}");
}
