//! Helpers shared by the engine tests.

use std::io::{BufRead, BufReader};
use std::process::ChildStdout;
use std::sync::mpsc::{self, Receiver};
use std::thread;

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
