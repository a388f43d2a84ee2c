//! `plateau engine --codecup-dvonn`: two engines play a whole game of DVONN through a small
//! referee written here, which checks every move against the rules (a `plateau_core`
//! session) and the CodeCup line format, forwards it to the other side, and ends the game
//! with `Quit` as the CodeCup arbiter does.

mod common;

use std::io::{Read, Write};
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::thread::{self, JoinHandle};
use std::time::{Duration, Instant};

use plateau_core::{GameSession, ToMove};

/// Guard against a hung engine; far above any budget given here.
const PATIENCE: Duration = Duration::from_mins(1);

struct Player {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
    stderr: JoinHandle<String>,
    /// Wall time from sending a line to receiving the answer, as the referee sees it.
    waited: Duration,
}

impl Player {
    fn start(args: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
            .args(["engine", "--codecup-dvonn"])
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starting plateau engine --codecup-dvonn");
        let stdin = child.stdin.take().unwrap();
        let stdout = child.stdout.take().unwrap();
        let mut err = child.stderr.take().unwrap();
        let lines = common::lines_of(stdout);
        let stderr = thread::spawn(move || {
            let mut text = String::new();
            let _ = err.read_to_string(&mut text);
            text
        });
        Self { child, stdin, lines, stderr, waited: Duration::ZERO }
    }

    fn send(&mut self, token: &str) {
        writeln!(self.stdin, "{token}").unwrap();
        self.stdin.flush().unwrap();
    }

    fn receive(&mut self) -> String {
        let asked = Instant::now();
        let line = self.lines.recv_timeout(PATIENCE).expect("the engine moved in time");
        self.waited += asked.elapsed();
        line
    }

    /// Sends `Quit`, checks exit code 0 and silence after the game; returns stderr.
    fn quit(mut self) -> String {
        self.send("Quit");
        let extra: Vec<String> = std::iter::from_fn(|| self.lines.recv_timeout(PATIENCE).ok()).collect();
        assert!(extra.is_empty(), "lines after the game: {extra:?}");
        let status = self.child.wait().unwrap();
        assert!(status.success(), "exit status {status}");
        self.stderr.join().unwrap()
    }
}

/// True for `D2`, `I1J2` and `PASS`: upper case, no hyphen, nothing else on the line.
fn codecup_token(token: &str) -> bool {
    let cell = |c: &[u8]| matches!(c, [b'A'..=b'K', b'1'..=b'5']);
    match token.as_bytes() {
        b"PASS" => true,
        t @ [_, _] => cell(t),
        [a, b, c, d] => cell(&[*a, *b]) && cell(&[*c, *d]),
        _ => false,
    }
}

/// Parses "thinking time X ms of Y ms" from an engine's stderr.
fn thinking_time(stderr: &str) -> (u64, u64) {
    let line = stderr.lines().find_map(|l| l.strip_prefix("codecup: thinking time ")).expect(stderr);
    let words: Vec<&str> = line.split_whitespace().collect();
    (words[0].parse().unwrap(), words[3].parse().unwrap())
}

#[test]
fn two_engines_play_a_whole_game_through_a_referee() {
    let games = plateau::registry::builtin();
    let factory = &games[plateau::registry::find(&games, "dvonn").unwrap()];
    let mut referee: Box<dyn GameSession> = factory.create(&serde_json::Value::Null).unwrap();
    // White thinks on a 1-second budget with the default level; Black plays a fixed
    // iteration budget, which the time budget still caps. PLATEAU_CODECUP_SECONDS sets
    // another budget for both, to watch the default of 5 seconds by hand.
    let seconds = std::env::var("PLATEAU_CODECUP_SECONDS").unwrap_or_else(|_| "1".to_owned());
    let mut players = [
        Player::start(&["--time-per-game", &seconds]),
        Player::start(&["--time-per-game", &seconds, "--level", "mcts:iterations=300"]),
    ];
    players[0].send("Start");
    let mut log = Vec::new();
    while let ToMove::Player(p) = referee.to_move() {
        let seat = p.index();
        let token = players[seat].receive();
        assert!(codecup_token(&token), "move {} '{token}' is not in CodeCup form", log.len() + 1);
        let legal = referee.legal_moves();
        let id =
            referee.parse_move(&token).unwrap_or_else(|e| panic!("move {} '{token}': {e}", log.len() + 1));
        if token == "PASS" {
            assert_eq!(legal.len(), 1, "PASS only without another move");
        }
        assert_eq!(referee.phase() == "Placement", log.len() < 49, "49 placements, then moves");
        referee.play(id).unwrap();
        players[1 - seat].send(&token);
        log.push(token);
    }
    let outcome = referee.outcome().expect("the game is over");
    assert!(log.len() > 49, "{log:?}");
    assert_eq!(outcome.score.len(), 2);
    let waited: Vec<Duration> = players.iter().map(|p| p.waited).collect();
    let [white, black] = players;
    for (name, stderr, waited) in [("White", white.quit(), waited[0]), ("Black", black.quit(), waited[1])] {
        let (used, budget) = thinking_time(&stderr);
        // The engine's own booking, not the machine's speed: it must stay within its budget.
        assert!(used <= budget, "{name} booked {used} ms of {budget} ms");
        eprintln!("{name}: thinking time {used} ms of {budget} ms (referee waited {waited:?})");
    }
    eprintln!("{} plies: {}", log.len(), log.join(" "));
}

#[test]
fn quit_at_any_time_ends_the_engine_cleanly() {
    for script in ["Quit\n", "Start\nQuit\n", "E3\nQuit\n", "Start\nA1\nB1\nQuit\n", "", "Start\n"] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
            .args(["engine", "--codecup-dvonn", "--time-per-game", "0.5"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(script.as_bytes()).unwrap();
        let output = child.wait_with_output().unwrap();
        assert!(output.status.success(), "{script:?}: {}", String::from_utf8_lossy(&output.stderr));
        let stdout = String::from_utf8(output.stdout).unwrap();
        assert!(stdout.lines().all(codecup_token), "{script:?}: {stdout:?}");
    }
}
