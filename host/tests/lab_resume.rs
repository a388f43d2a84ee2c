//! A study stopped as a cluster stops it (SIGTERM at a time limit) or as a crash does
//! (SIGKILL), then run again with the same command: it plays only the missing games, and the
//! finished results equal one uninterrupted run's, game for game.

#![cfg(unix)]

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

use plateau_core::lab::StudyResults;

mod common;
use common::{plateau, stderr};

/// Guard against a run that never gets going (not a speed check).
const PATIENCE: Duration = Duration::from_mins(2);

/// A study slow enough to be stopped half-way: 2 rule sets of 60 games of Knight Line
/// between small MCTS searches, on one thread.
fn study_args(out: &Path) -> Vec<String> {
    [
        "lab",
        "run",
        "--game",
        "knightline",
        "--rules",
        "single",
        "--rules",
        "free=first_move_single=false",
        "--seats",
        "mcts:iterations=30",
        "--games",
        "60",
        "--seed",
        "11",
        "--threads",
        "1",
        "--out",
    ]
    .iter()
    .map(|s| (*s).to_owned())
    .chain([out.to_str().unwrap().to_owned()])
    .collect()
}

fn results(dir: &Path) -> StudyResults {
    StudyResults::from_json(&std::fs::read_to_string(dir.join("results.json")).unwrap()).unwrap()
}

/// Games in the journal so far (its lines less the first).
fn journal_games(dir: &Path) -> usize {
    std::fs::read_to_string(dir.join("journal.jsonl")).map_or(0, |t| t.lines().count().saturating_sub(1))
}

/// Starts the study into `dir`, waits until the journal holds at least `games` games, then
/// sends `signal`; returns the exit status.
fn stopped_run(dir: &Path, games: usize, signal: &str) -> std::process::ExitStatus {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
        .args(study_args(dir))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while journal_games(dir) < games {
        assert!(started.elapsed() < PATIENCE, "the run did not get going");
        assert!(child.try_wait().unwrap().is_none(), "the run ended before it was stopped");
        std::thread::sleep(Duration::from_millis(5));
    }
    // The shell's own `kill`, which every system has.
    let sent = Command::new("sh").arg("-c").arg(format!("kill {signal} {}", child.id())).status().unwrap();
    assert!(sent.success());
    child.wait().unwrap()
}

/// The results of one uninterrupted run, made once for every test here.
fn uninterrupted() -> &'static StudyResults {
    static WHOLE: OnceLock<StudyResults> = OnceLock::new();
    WHOLE.get_or_init(|| {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let o = plateau(&study_args(&out).iter().map(String::as_str).collect::<Vec<_>>());
        assert!(o.status.success(), "{}", stderr(&o));
        results(&out)
    })
}

fn resumed(dir: &Path) -> (StudyResults, String) {
    let o = plateau(&study_args(dir).iter().map(String::as_str).collect::<Vec<_>>());
    assert!(o.status.success(), "{}", stderr(&o));
    (results(dir), stderr(&o))
}

fn folder() -> (tempfile::TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    (dir, out)
}

#[test]
fn a_study_stopped_by_sigterm_keeps_its_games_and_resumes_to_the_same_results() {
    let expected = uninterrupted();
    assert!(expected.is_complete());

    let (_b, out) = folder();
    let status = stopped_run(&out, 20, "-TERM");
    assert_eq!(status.code(), Some(130), "a stopped run exits as Ctrl+C does");
    let partial = results(&out);
    assert!(partial.interrupted && partial.games.len() >= 20, "{} games", partial.games.len());
    assert_eq!(journal_games(&out), partial.games.len());

    let (finished, said) = resumed(&out);
    assert!(said.contains(&format!("resuming: {} of 120 games are in", partial.games.len())), "{said}");
    assert_eq!(&finished, expected, "the resumed study equals the uninterrupted one");
    // Run once more: nothing is left to play, and nothing changes.
    let (again, said) = resumed(&out);
    assert!(said.contains("playing the other 0"), "{said}");
    assert_eq!(&again, expected);
}

#[test]
fn a_study_killed_outright_resumes_from_its_journal_even_with_a_line_cut_short() {
    let expected = uninterrupted();

    let (_b, out) = folder();
    let status = stopped_run(&out, 15, "-KILL");
    assert_eq!(status.code(), None, "killed by the signal");
    // As if the kill had come in the middle of a line.
    let journal = out.join("journal.jsonl");
    let mut text = std::fs::read_to_string(&journal).unwrap();
    text.push_str(r#"{"rule_set":0,"game":59,"seat"#);
    std::fs::write(&journal, text).unwrap();
    let (finished, said) = resumed(&out);
    assert!(said.contains("resuming: "), "{said}");
    assert_eq!(&finished, expected);
}

#[test]
fn another_studys_journal_is_refused_and_named() {
    let (_a, out) = folder();
    let _ = stopped_run(&out, 5, "-TERM");
    let mut args = study_args(&out);
    let seed = args.iter().position(|a| a == "--seed").unwrap() + 1;
    args[seed] = "12".to_owned();
    let o = plateau(&args.iter().map(String::as_str).collect::<Vec<_>>());
    assert!(!o.status.success());
    let err = stderr(&o);
    assert!(err.contains("journal.jsonl: it is the journal of another study"), "{err}");
}

#[test]
fn trust_a_second_run_into_the_folder_of_a_running_one_is_refused_at_once() {
    let (_a, out) = folder();
    // Many more games than the second run takes to start and stop.
    let mut args = study_args(&out);
    let games = args.iter().position(|a| a == "--games").unwrap() + 1;
    args[games] = "5000".to_owned();
    let mut first = Command::new(env!("CARGO_BIN_EXE_plateau"))
        .args(&args)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while journal_games(&out) < 1 {
        assert!(started.elapsed() < PATIENCE, "the run did not get going");
        std::thread::sleep(Duration::from_millis(5));
    }
    let journal = std::fs::read_to_string(out.join("journal.jsonl")).unwrap();
    // The same command again, and another study: both are refused before they touch a file.
    let mut other = args.clone();
    let seed = other.iter().position(|a| a == "--seed").unwrap() + 1;
    other[seed] = "12".to_owned();
    for second in [&args, &other] {
        let o = plateau(&second.iter().map(String::as_str).collect::<Vec<_>>());
        assert!(!o.status.success());
        let err = stderr(&o);
        let refusal = format!("{}: another `plateau lab run` is writing this folder", out.display());
        assert!(err.contains(&refusal), "{err}");
    }
    assert!(first.try_wait().unwrap().is_none(), "the first run went on meanwhile");
    let now = std::fs::read_to_string(out.join("journal.jsonl")).unwrap();
    assert!(now.starts_with(&journal), "the first run's journal only grew");
    // Killed, the first run leaves no lock behind: the folder is free.
    first.kill().unwrap();
    first.wait().unwrap();
    assert!(!plateau_core::files::FileLock::is_taken(&out.join(".lab-run.lock")).unwrap());
}
