//! Helpers shared by the command-line and engine tests.

#![allow(dead_code)] // each test file uses its own part of this module

use std::io::{BufRead, BufReader, Write};
use std::process::{ChildStdout, Command, Output, Stdio};
use std::sync::mpsc::{self, Receiver};
use std::thread;
use std::time::{Duration, Instant};

/// Guard against a hung engine (not a speed check).
const PATIENCE: Duration = Duration::from_mins(1);

/// Runs `plateau engine ARGS` on `input` to the end of its output; fails if it hangs.
pub fn run_engine(args: &[&str], input: Vec<u8>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
        .arg("engine")
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting plateau engine");
    let mut stdin = child.stdin.take().unwrap();
    // The engine may stop reading early (quit); a broken pipe is then expected.
    let writer = thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let id = child.id();
    let started = Instant::now();
    let waiter = thread::spawn(move || child.wait_with_output().unwrap());
    while !waiter.is_finished() {
        assert!(started.elapsed() < PATIENCE, "engine {id} hung");
        thread::sleep(Duration::from_millis(2));
    }
    writer.join().unwrap();
    waiter.join().unwrap()
}

/// The lines of a child's output as they arrive, read on a thread of their own so that a
/// test can wait for an answer with a timeout. The channel closes when the output ends.
pub fn lines_of(stdout: ChildStdout) -> Receiver<String> {
    let (tx, lines) = mpsc::channel();
    thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            let Ok(line) = line else { return };
            if tx.send(line).is_err() {
                return;
            }
        }
    });
    lines
}

/// Runs `plateau ARGS` to its end.
pub fn plateau(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_plateau")).args(args).output().expect("running plateau")
}

/// A finished command's standard output, as text.
pub fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// A finished command's standard error, as text.
pub fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// The last line of a finished command's standard output read as JSON (the `--json` summary).
pub fn last_json(o: &Output) -> serde_json::Value {
    let text = stdout(o);
    let line = text.lines().last().unwrap_or_else(|| panic!("no output; stderr: {}", stderr(o)));
    serde_json::from_str(line).unwrap_or_else(|e| panic!("the last line is not JSON ({e}): {line}"))
}
