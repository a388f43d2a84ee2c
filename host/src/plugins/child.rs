//! Running a probe child so that nothing it does can stall or swamp the host: it runs in a
//! process group of its own, killed whole (grandchildren too) when it ends or overruns; its
//! output is read under the same deadline and kept only up to a cap.

use std::io::Read;
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The most bytes of each output stream kept (a report is a few kilobytes).
pub const MAX_OUTPUT: usize = 1 << 20;

/// How a child run ended.
pub struct ChildRun {
    /// The child's exit, or `None` if it overran and was killed.
    pub status: Option<ExitStatus>,
    /// Its standard output, at most [`MAX_OUTPUT`] bytes.
    pub stdout: Vec<u8>,
    /// Its standard error, at most [`MAX_OUTPUT`] bytes.
    pub stderr: Vec<u8>,
    /// Whether either stream said more than [`MAX_OUTPUT`] bytes.
    pub flooded: bool,
    /// How long it ran.
    pub elapsed: Duration,
}

/// Runs `exe args...` with no input, waits at most `timeout` for it and for its output, and
/// kills its whole process group at the end either way.
pub fn run(exe: &Path, args: &[&std::ffi::OsStr], timeout: Duration) -> std::io::Result<ChildRun> {
    let mut command = Command::new(exe);
    command.args(args).stdin(Stdio::null()).stdout(Stdio::piped()).stderr(Stdio::piped());
    #[cfg(unix)]
    {
        use std::os::unix::process::CommandExt as _;
        command.process_group(0);
    }
    let start = Instant::now();
    let deadline = start + timeout;
    let mut child = command.spawn()?;
    let stdout = drain(child.stdout.take());
    let stderr = drain(child.stderr.take());
    let status = wait_for(&mut child, deadline);
    // Whatever it started goes with it: a grandchild holding the pipes open would otherwise
    // keep the reads below waiting.
    kill_group(&mut child);
    let elapsed = start.elapsed();
    let grace = Instant::now() + Duration::from_millis(200);
    let (stdout, out_flooded) = stdout.recv_timeout(deadline.max(grace) - Instant::now()).unwrap_or_default();
    let (stderr, err_flooded) = stderr
        .recv_timeout(deadline.max(grace).saturating_duration_since(Instant::now()))
        .unwrap_or_default();
    Ok(ChildRun { status, stdout, stderr, flooded: out_flooded || err_flooded, elapsed })
}

/// Reads a pipe on a thread of its own, so the child never blocks on a full pipe; keeps the
/// first [`MAX_OUTPUT`] bytes and throws the rest away. The result comes through the
/// channel when the pipe closes; a reader still waiting after the deadline is left behind.
fn drain(pipe: Option<impl Read + Send + 'static>) -> mpsc::Receiver<(Vec<u8>, bool)> {
    let (send, receive) = mpsc::channel();
    std::thread::spawn(move || {
        let mut kept = Vec::new();
        let mut flooded = false;
        if let Some(mut pipe) = pipe {
            let mut chunk = vec![0u8; 64 * 1024];
            loop {
                match pipe.read(&mut chunk) {
                    Ok(0) | Err(_) => break,
                    Ok(n) => {
                        let room = MAX_OUTPUT.saturating_sub(kept.len());
                        kept.extend_from_slice(&chunk[..n.min(room)]);
                        flooded |= n > room;
                    }
                }
            }
        }
        let _ = send.send((kept, flooded));
    });
    receive
}

/// Waits for the child to end, until `deadline`.
fn wait_for(child: &mut Child, deadline: Instant) -> Option<ExitStatus> {
    loop {
        match child.try_wait() {
            Ok(Some(status)) => return Some(status),
            Ok(None) if Instant::now() < deadline => std::thread::sleep(Duration::from_millis(5)),
            Ok(None) | Err(_) => return None,
        }
    }
}

/// Kills the child's process group (on Unix; elsewhere the child), and reaps the child.
fn kill_group(child: &mut Child) {
    #[cfg(unix)]
    {
        if let Some(group) = rustix::process::Pid::from_raw(child.id() as i32) {
            let _ = rustix::process::kill_process_group(group, rustix::process::Signal::KILL);
        }
    }
    let _ = child.kill();
    let _ = child.wait();
}
