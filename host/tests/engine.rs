//! `plateau engine`: scripted sessions of the line protocol, as a GUI or a script drives it.
//!
//! The guards against hangs are generous timeouts; nothing here depends on how fast the
//! machine is.

mod common;

use std::io::Write;
use std::process::{Child, ChildStdin, Command, Stdio};
use std::sync::mpsc::Receiver;
use std::time::Duration;

/// How long any single answer may take before the test calls the engine hung.
const PATIENCE: Duration = Duration::from_mins(1);

/// A running `plateau engine` with its answers arriving line by line.
struct Engine {
    child: Child,
    stdin: Option<ChildStdin>,
    lines: Receiver<String>,
}

impl Engine {
    fn start(args: &[&str]) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_plateau"))
            .arg("engine")
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::inherit())
            .spawn()
            .expect("starting plateau engine");
        let stdin = child.stdin.take();
        let stdout = child.stdout.take().unwrap();
        let lines = common::lines_of(stdout);
        Self { child, stdin, lines }
    }

    fn send(&mut self, line: &str) {
        let stdin = self.stdin.as_mut().expect("stdin still open");
        writeln!(stdin, "{line}").unwrap();
        stdin.flush().unwrap();
    }

    fn next(&self) -> String {
        self.lines.recv_timeout(PATIENCE).expect("the engine answered in time")
    }

    /// Sends `command` and returns the lines up to and including the one that ends its
    /// answer (`ok`, `error ...`, `bestmove ...` or `readyok`).
    fn ask(&mut self, command: &str) -> Vec<String> {
        self.send(command);
        self.answer()
    }

    fn answer(&self) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let line = self.next();
            let last = line == "ok"
                || line == "readyok"
                || line.starts_with("error ")
                || line.starts_with("bestmove ");
            lines.push(line);
            if last {
                return lines;
            }
        }
    }

    /// Closes stdin and checks the engine ends with exit code 0, returning what it printed
    /// after that.
    fn finish(mut self) -> Vec<String> {
        drop(self.stdin.take());
        let rest: Vec<String> = std::iter::from_fn(|| self.lines.recv_timeout(PATIENCE).ok()).collect();
        let status = self.child.wait().unwrap();
        assert!(status.success(), "exit status {status}");
        rest
    }
}

fn legal(engine: &mut Engine) -> Vec<String> {
    let answer = engine.ask("legal");
    assert_eq!(answer.len(), 2, "{answer:?}");
    assert_eq!(answer[1], "ok");
    let words: Vec<String> = answer[0].split_whitespace().map(str::to_owned).collect();
    assert_eq!(words[0], "legal");
    words[1..].to_vec()
}

#[test]
fn lists_games_and_options_and_sets_up_positions() {
    let mut e = Engine::start(&[]);
    let games = e.ask("games");
    assert!(games.contains(&"game dvonn players 2 White Black name DVONN".to_owned()), "{games:?}");
    assert!(games.iter().any(|l| l.starts_with("game gipf ")), "{games:?}");
    assert_eq!(games.last().unwrap(), "ok");
    let options = e.ask("options gipf");
    assert!(
        options.len() > 1 && options.iter().all(|l| l.starts_with("option ") || l == "ok"),
        "{options:?}"
    );

    assert_eq!(legal(&mut e).len(), 49);
    assert_eq!(e.ask("play e3"), ["ok"]);
    assert_eq!(legal(&mut e).len(), 48);
    assert_eq!(e.ask("position startpos moves e3 d2 c3"), ["ok"]);
    assert_eq!(legal(&mut e).len(), 46);
    assert_eq!(e.ask("undo 2"), ["ok"]);
    let board = e.ask("board");
    assert_eq!(board[0], "game dvonn moves 1 phase Placement tomove Black");
    assert!(board.iter().any(|l| l.starts_with("row ") && l.contains("e3=D")), "{board:?}");
    assert_eq!(e.ask("result"), ["result none", "ok"]);

    assert_eq!(e.ask("newgame knightline"), ["ok"]);
    assert!(e.ask("board")[0].starts_with("game knightline moves 0 "));
    e.send("quit");
    assert!(e.finish().is_empty(), "quit ends the engine without another word");
}

#[test]
fn a_dvonn_game_can_be_played_to_its_result() {
    // Random moves through `go` (random agent) and `play`, until the game is over.
    let mut e = Engine::start(&["--game", "dvonn"]);
    assert_eq!(e.ask("agent random:seed=5"), ["ok"]);
    let mut plies = 0;
    loop {
        let moves = legal(&mut e);
        if moves.is_empty() {
            break;
        }
        let answer = e.ask("go");
        let best = answer.last().unwrap().strip_prefix("bestmove ").expect("a bestmove").to_owned();
        assert!(moves.contains(&best), "{best} is not among {moves:?}");
        assert_eq!(e.ask(&format!("play {best}")), ["ok"]);
        plies += 1;
        assert!(plies < 500, "the game does not end");
    }
    assert!(plies >= 49);
    let result = e.ask("result");
    assert!(result[0].starts_with("result ") && result[0] != "result none", "{result:?}");
    assert!(result[0].contains(" score "), "{result:?}");
    assert!(e.ask("go")[0].starts_with("error "), "no search once the game is over");
    assert!(e.ask("play pass")[0].starts_with("error "));
    assert_eq!(e.ask("undo"), ["ok"]);
    assert_eq!(e.ask("result"), ["result none", "ok"]);
    assert!(e.finish().is_empty());
}

#[test]
fn alpha_beta_reports_each_depth_then_the_best_move() {
    let mut e = Engine::start(&[]);
    assert_eq!(e.ask("agent alphabeta"), ["ok"]);
    e.ask("position e3 d2 c3");
    let answer = e.ask("go depth 3");
    assert_eq!(answer.len(), 4, "{answer:?}");
    for (depth, line) in answer[..3].iter().enumerate() {
        assert!(line.starts_with(&format!("info depth {} nodes ", depth + 1)), "{line}");
        assert!(line.contains(" pv "), "{line}");
    }
    let best = answer[3].strip_prefix("bestmove ").unwrap();
    assert!(legal(&mut e).iter().any(|m| m == best), "{best}");
    // The time and node budgets cover the whole search and still give a move.
    let answer = e.ask("go nodes 100 time 60000");
    assert!(answer.last().unwrap().starts_with("bestmove "), "{answer:?}");
    assert!(e.finish().is_empty());
}

#[test]
fn stop_ends_an_infinite_search_with_its_best_move() {
    let agents = ["mcts", "alphabeta", r#"{"type":"dvonn-search"}"#];
    // On one thread and on several (helpers end with the main search).
    for (agent, threads) in agents.into_iter().flat_map(|a| [(a, "1"), (a, "3")]) {
        let mut e = Engine::start(&["--threads", threads]);
        assert_eq!(e.ask(&format!("agent {agent}")), ["ok"]);
        e.send("go infinite");
        // isready is answered while the search runs: proof that stdin is read meanwhile. On
        // one thread the engine deepens and reports each depth, so info lines may come first.
        let ready = e.ask("isready");
        assert_eq!(ready.last().map(String::as_str), Some("readyok"), "{agent}: {ready:?}");
        assert!(ready[..ready.len() - 1].iter().all(|l| l.starts_with("info ")), "{ready:?}");
        let answer = e.ask("stop");
        assert!(answer.last().unwrap().starts_with("bestmove "), "{agent}: {answer:?}");
        assert!(answer[..answer.len() - 1].iter().all(|l| l.starts_with("info ")), "{answer:?}");
        assert_eq!(e.ask("stop"), ["ok"], "stop without a search does nothing");
        assert!(e.finish().is_empty());
    }
}

#[test]
fn commands_sent_during_a_search_wait_for_its_answer() {
    // The whole script is written at once; the answers still come in script order.
    let mut e = Engine::start(&[]);
    e.send("agent mcts:iterations=300,seed=1");
    e.send("go");
    e.send("legal");
    e.send("play e3");
    e.send("board");
    let lines = e.finish();
    assert_eq!(lines[0], "ok");
    let best = lines.iter().position(|l| l.starts_with("bestmove ")).expect("a bestmove");
    assert!(lines[1..best].iter().all(|l| l.starts_with("info ")), "{lines:?}");
    assert!(lines[best + 1].starts_with("legal a1 "), "{lines:?}");
    assert_eq!(lines[best + 2], "ok");
    assert_eq!(lines[best + 3], "ok", "play e3");
    assert!(lines[best + 4].contains("moves 1"), "{lines:?}");
    assert_eq!(lines.last().unwrap(), "ok");
}

#[test]
fn every_bad_command_gets_one_error_line_and_the_engine_goes_on() {
    let mut e = Engine::start(&[]);
    for bad in [
        "frobnicate",
        "newgame",
        "newgame chess",
        "newgame gipf variant=nonsense",
        "options chess",
        "play",
        "play z9",
        "play e3 d2 c3",
        "position e3 e3",
        "undo 1",
        "undo many",
        "go depth",
        "go depth -3",
        "go time soon",
        "go infinite depth 2",
        "agent",
        "agent human",
        "agent grandmaster",
        "legal please",
        "quit now",
        "\u{0}\u{1}\u{7f}",
    ] {
        let answer = e.ask(bad);
        assert_eq!(answer.len(), 1, "{bad:?}: {answer:?}");
        assert!(answer[0].starts_with("error "), "{bad:?}: {answer:?}");
    }
    // Control characters echoed from the input come back escaped.
    let answer = e.ask("play e\u{1b}[2J3");
    assert!(answer[0].contains("e\\u{1b}[2J3"), "{answer:?}");
    assert!(!answer[0].chars().any(char::is_control), "{answer:?}");
    // Nothing changed: still the start of a DVONN game.
    assert_eq!(legal(&mut e).len(), 49);
    assert_eq!(e.ask("isready"), ["readyok"]);
    assert!(e.finish().is_empty());
}

#[test]
fn gipf_turns_go_through_the_same_commands() {
    let mut e = Engine::start(&["--game", "gipf"]);
    let moves = legal(&mut e);
    assert!(!moves.is_empty());
    assert_eq!(e.ask(&format!("play {}", moves[0])), ["ok"]);
    assert_eq!(e.ask("agent mcts:iterations=50"), ["ok"]);
    let answer = e.ask("go");
    assert!(answer.last().unwrap().starts_with("bestmove "), "{answer:?}");
    assert!(e.ask("board").iter().any(|l| l.starts_with("row ")));
    assert!(e.finish().is_empty());
}

#[test]
fn the_end_of_input_stops_infinite_searches_and_runs_the_queue() {
    let mut e = Engine::start(&[]);
    e.send("agent mcts");
    e.send("go infinite");
    e.send("go infinite");
    e.send("result");
    let lines = e.finish();
    assert_eq!(lines.iter().filter(|l| l.starts_with("bestmove ")).count(), 2, "{lines:?}");
    assert_eq!(lines[lines.len() - 2..], ["result none", "ok"]);
}

#[test]
fn quit_during_a_search_still_answers_its_bestmove() {
    let mut e = Engine::start(&[]);
    assert_eq!(e.ask("agent alphabeta"), ["ok"]);
    e.send("go infinite");
    e.send("board");
    e.send("quit");
    let lines = e.finish();
    assert!(lines.last().is_some_and(|l| l.starts_with("bestmove ")), "{lines:?}");
    assert!(!lines.iter().any(|l| l.starts_with("game ")), "the queued board is dropped: {lines:?}");
}

#[test]
fn go_infinite_searches_past_the_agents_own_node_budget() {
    // One thread, so that the engine deepens one iteration at a time and reports each.
    let mut e = Engine::start(&["--threads", "1"]);
    assert_eq!(e.ask("agent alphabeta:nodes=50"), ["ok"]);
    e.send("go infinite");
    loop {
        let line = e.next();
        assert!(line.starts_with("info "), "only stop ends it: {line}");
        let nodes: u64 =
            line.split_whitespace().skip_while(|w| *w != "nodes").nth(1).unwrap().parse().unwrap();
        if nodes > 50 {
            break;
        }
    }
    let answer = e.ask("stop");
    assert!(answer.last().unwrap().starts_with("bestmove "), "{answer:?}");
    assert!(e.finish().is_empty());
}

#[test]
fn go_nodes_replaces_the_agents_own_node_budget() {
    // MCTS counts iterations: the level's own budget (Easy: 100) gives way to the line's.
    for agent in ["mcts:iterations=50", "easy", r#"{"type":"dvonn-search","nodes":50}"#] {
        let mut e = Engine::start(&["--threads", "1"]);
        assert_eq!(e.ask(&format!("agent {agent}")), ["ok"]);
        let answer = e.ask("go nodes 3000");
        let info = answer.iter().rev().find(|l| l.starts_with("info ")).expect("an info line");
        let nodes: u64 =
            info.split_whitespace().skip_while(|w| *w != "nodes").nth(1).unwrap().parse().unwrap();
        assert!(nodes > 1000 && nodes <= 3000, "{agent}: {info}");
        assert!(answer.last().unwrap().starts_with("bestmove "), "{answer:?}");
        assert!(e.finish().is_empty());
    }
}

/// Sends `lines` in one write, as a script that does not wait for answers does.
fn send_all(e: &mut Engine, lines: &[String]) {
    let stdin = e.stdin.as_mut().expect("stdin still open");
    let text = lines.join("\n") + "\n";
    stdin.write_all(text.as_bytes()).unwrap();
    stdin.flush().unwrap();
}

#[test]
fn each_stop_stops_the_search_of_the_go_it_follows() {
    let mut e = Engine::start(&["--threads", "1"]);
    assert_eq!(e.ask("agent mcts"), ["ok"]);
    let script: Vec<String> = ["go infinite", "stop", "go infinite", "stop"].map(str::to_owned).to_vec();
    send_all(&mut e, &script);
    // Both infinite searches end, each by its own stop: the second `go` does not run until
    // the end of input.
    let first = e.answer();
    assert!(first.last().unwrap().starts_with("bestmove "), "{first:?}");
    let second = e.answer();
    assert!(second.last().unwrap().starts_with("bestmove "), "{second:?}");
    assert_eq!(e.ask("isready"), ["readyok"]);

    // A second stop for one search has nothing left to stop: `ok`, in its turn.
    send_all(&mut e, &["go infinite".to_owned(), "stop".to_owned(), "stop".to_owned()]);
    assert!(e.answer().last().unwrap().starts_with("bestmove "));
    assert_eq!(e.answer(), ["ok"]);
    assert!(e.finish().is_empty());
}

#[test]
fn a_thousand_go_stop_pairs_get_a_thousand_answers() {
    let mut e = Engine::start(&["--threads", "1"]);
    assert_eq!(e.ask("agent mcts"), ["ok"]);
    // Each search may run for a minute unless its own stop ends it.
    let script: Vec<String> =
        (0..1000).flat_map(|_| ["go time 60000".to_owned(), "stop".to_owned()]).collect();
    send_all(&mut e, &script);
    for i in 0..1000 {
        let answer = e.answer();
        assert!(answer.last().unwrap().starts_with("bestmove "), "answer {i}: {answer:?}");
    }
    assert!(e.finish().is_empty());
}

#[test]
fn lines_beyond_the_queue_are_refused_one_by_one() {
    let mut e = Engine::start(&["--threads", "1"]);
    assert_eq!(e.ask("agent mcts"), ["ok"]);
    e.send("go infinite");
    // 60,005 bytes a line: 69 fit in the 4 MiB that may wait behind a search, 11 do not.
    let long = format!("play {}", "x".repeat(60_000));
    let mut script: Vec<String> = vec![long; 80];
    script.push("board".to_owned());
    // Behind lines that are no `go`, the stop is still this search's.
    script.push("stop".to_owned());
    send_all(&mut e, &script);
    for _ in 0..11 {
        let refused = e.answer();
        assert_eq!(refused.len(), 1, "{refused:?}");
        assert!(refused[0].starts_with("error 'play xxx"), "{refused:?}");
        assert!(
            refused[0].ends_with("…' dropped: 65536 lines or 4 MiB already wait for the search"),
            "{refused:?}"
        );
    }
    assert!(e.answer().last().unwrap().starts_with("bestmove "));
    for _ in 0..69 {
        let answer = e.answer();
        assert!(answer.len() == 1 && answer[0].starts_with("error "), "{answer:?}");
        assert!(answer[0].len() < 1_000, "the error quotes the move short: {} bytes", answer[0].len());
    }
    assert_eq!(e.answer().last().map(String::as_str), Some("ok"), "the board, in its turn");
    assert!(e.finish().is_empty());
}
