//! `plateau engine` fed valid command scripts whose arguments are mutated: real moves,
//! positions, options and counts with flipped, inserted, deleted and duplicated bytes,
//! spliced pieces of other commands and numbers out of every range. The engine's line
//! parser is private to the binary, so the scripts go through stdin.
//!
//! Checked, per the protocol (docs/engine-protocol.md): every command gets exactly one
//! answer (`ok` after its data lines, or one `error` line; `bestmove` or `error` for `go`),
//! a refused command changes nothing (the `board` before and after it agree), and the engine
//! never panics, hangs or exits early. Searches are only ever started with a small node
//! budget and agents are never built from mutated specs, so each script runs in
//! milliseconds. The scripts come from a seeded generator; a failure names its case.

mod common;

use plateau_core::{GameSession, Rng};

/// Games and option pairs the scripts start from.
const GAMES: &[&str] = &[
    "dvonn",
    "gipf version=basic",
    "gipf version=standard",
    "gipf",
    "gipf version=basic pieces=18 ply_cap=300",
    "knightline",
    "knightline players=3",
    "knightline grey=blocker",
    "knightline players=3 grey=wildcard",
];

/// Agents `go` may run: small budgets, and some the engine refuses. Never mutated.
const AGENTS: &[&str] = &[
    "random:seed=1",
    "mcts:iterations=30,seed=2",
    "alphabeta:depth=2",
    "alphabeta:nodes=200",
    "easy:seed=3",
    "human",
    "alphabeta:tt_mb=0",
    "mcts:memory_mb=5000",
    "nobody",
];

/// `go` lines: small node budgets, and lines the engine refuses. Never mutated, so no
/// search can outlast the script.
const GOES: &[&str] = &[
    "go nodes 30",
    "go nodes 1",
    "go nodes 0",
    "go nodes -5",
    "go nodes 1e3",
    "go nodes 10000000001",
    "go depth 99999999999",
    "go time 18446744073709551616",
    "go nodes 30 nodes 30",
    "go infinite nodes 5",
    "go nodes",
    "go fast",
];

/// Numbers that parsers get wrong.
const ODD_NUMBERS: &[&str] = &[
    "-1",
    "0",
    "1.5",
    "1e308",
    "255",
    "256",
    "4294967296",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999",
    "NaN",
    "+7",
];

/// Pieces spliced into mutated arguments.
const PIECES: &[&str] = &[
    " ",
    ";",
    "-",
    ",",
    "=",
    ":",
    ">",
    "@",
    "x",
    "G",
    "pass",
    "end",
    "startpos",
    "moves",
    "players=3",
    "version=basic",
    "grey=wildcard",
    "pieces=99",
    "\u{0}",
    "é",
    "\u{feff}",
];

/// One line of a script: the command, and whether its arguments were mutated.
struct Line {
    text: String,
    mutated: bool,
}

/// Builds a script: a game, then commands a client would send, with arguments taken from a
/// game played alongside (so moves and positions are real), some of them mutated.
fn script(rng: &mut Rng) -> Vec<Line> {
    let games = plateau::registry::builtin();
    let mut lines = Vec::new();
    let start = GAMES[rng.below(GAMES.len())];
    let mut words = start.split(' ');
    let id = words.next().unwrap();
    let pairs: Vec<String> = words.map(str::to_owned).collect();
    let factory = &games[plateau::registry::find(&games, id).unwrap()];
    let options = plateau_core::options::from_pairs(&pairs).unwrap();
    let mut mirror = factory.create(&options).unwrap();
    lines.push(Line { text: format!("newgame {start}"), mutated: false });
    for _ in 0..4 + rng.below(10) {
        let command = match rng.below(12) {
            0..=2 => {
                let moves = mirror.legal_moves();
                if moves.is_empty() {
                    "undo".to_owned()
                } else {
                    let id = moves[rng.below(moves.len())];
                    let text = mirror.notation(id).unwrap();
                    mirror.play(id).unwrap();
                    format!("play {text}")
                }
            }
            3 => {
                let mut session = factory.create(&options).unwrap();
                for _ in 0..rng.below(60) {
                    let moves = session.legal_moves();
                    if moves.is_empty() {
                        break;
                    }
                    session.play(moves[rng.below(moves.len())]).unwrap();
                }
                let history = session.history().join(" ");
                mirror = session;
                format!("position startpos moves {history}")
            }
            4 => {
                let n = rng.below(4);
                for _ in 0..n {
                    mirror.undo();
                }
                format!("undo {n}")
            }
            5 => format!("newgame {}", GAMES[rng.below(GAMES.len())]),
            6 => format!("options {}", ["dvonn", "gipf", "knightline"][rng.below(3)]),
            7 => format!("agent {}", AGENTS[rng.below(AGENTS.len())]),
            8 => GOES[rng.below(GOES.len())].to_owned(),
            9 => "legal".to_owned(),
            10 => "result".to_owned(),
            _ => "board".to_owned(),
        };
        let (name, args) = command.split_once(' ').unwrap_or((&command, ""));
        // Mutating `agent` or `go` could build an agent from a fuzzed spec or start a long
        // search; mutating a `newgame` line makes the mirror's moves useless, which is fine.
        let mutable = !matches!(name, "agent" | "go");
        if mutable && rng.below(2) == 0 {
            let args = mutate(rng, args, &mirror_fragments(mirror.as_ref()));
            lines.push(Line { text: format!("{name} {args}"), mutated: true });
        } else {
            lines.push(Line { text: command, mutated: false });
        }
    }
    lines
}

/// Move notations of the position, spliced into mutated arguments.
fn mirror_fragments(session: &dyn GameSession) -> Vec<String> {
    let moves = session.legal_moves();
    let mut pieces: Vec<String> = moves.iter().take(20).map(|&id| session.notation(id).unwrap()).collect();
    pieces.extend(PIECES.iter().map(|&p| p.to_owned()));
    pieces
}

/// `text` with one to four random edits; never a line break, so it stays one command.
fn mutate(rng: &mut Rng, text: &str, fragments: &[String]) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=rng.below(4) {
        let len = bytes.len();
        let at = rng.below(len + 1);
        match rng.below(8) {
            0 if len > 0 => bytes[rng.below(len)] ^= 1 << rng.below(8),
            1 => bytes.insert(at, rng.next_u64() as u8),
            2 if at < len => {
                bytes.drain(at..(at + 1 + rng.below(6)).min(len));
            }
            3 if at < len => {
                let piece = bytes[at..(at + 1 + rng.below(12)).min(len)].to_vec();
                let to = rng.below(len + 1);
                bytes.splice(to..to, piece);
            }
            4 => bytes.truncate(at),
            5 => {
                let piece = &fragments[rng.below(fragments.len())];
                bytes.splice(at..at, piece.bytes());
            }
            _ => {
                // A number of the text, or a place, gets an odd number.
                let number = ODD_NUMBERS[rng.below(ODD_NUMBERS.len())].bytes();
                match bytes.iter().position(u8::is_ascii_digit) {
                    Some(start) if rng.below(2) == 0 => {
                        let end = start + bytes[start..].iter().take_while(|b| b.is_ascii_digit()).count();
                        bytes.splice(start..end, number);
                    }
                    _ => {
                        bytes.splice(at..at, number);
                    }
                }
            }
        }
    }
    String::from_utf8_lossy(&bytes).replace(['\n', '\r'], " ")
}

/// Takes the answer of one command off the front of `output`: up to `ok` or an `error`
/// line, or for `go` up to `bestmove` or `error`.
fn answer<'a>(output: &mut impl Iterator<Item = &'a str>, command: &str, case: &str) -> Vec<&'a str> {
    let go = command.split_whitespace().next().is_some_and(|w| w.eq_ignore_ascii_case("go"));
    let mut lines = Vec::new();
    loop {
        let line =
            output.next().unwrap_or_else(|| panic!("{case}: no answer to {command:?} after {lines:?}"));
        lines.push(line);
        let done = if go {
            line.starts_with("bestmove ") || line.starts_with("error ")
        } else {
            line == "ok" || line.starts_with("error ")
        };
        if done {
            return lines;
        }
        assert!(
            !line.starts_with("bestmove") || go,
            "{case}: {command:?} answered with a search result: {lines:?}"
        );
    }
}

#[test]
fn mutated_scripts_get_one_answer_per_command_and_refusals_change_nothing() {
    let mut rng = Rng::new(2026);
    for case in 0..64 {
        let script = script(&mut rng);
        // Each mutated command is framed by `board`, so its effect can be seen.
        let mut sent: Vec<&str> = Vec::new();
        for line in &script {
            if line.mutated {
                sent.extend(["board", &line.text, "board"]);
            } else {
                sent.push(&line.text);
            }
        }
        let input = sent.join("\n") + "\n";
        let case = format!("case {case}:\n{input}");
        let output = common::run_engine(&[], input.clone().into_bytes());
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{case}{stderr}");
        assert!(output.status.success(), "{case}{} {stderr}", output.status);

        let stdout = String::from_utf8_lossy(&output.stdout);
        let mut lines = stdout.lines();
        let mut answers = Vec::new();
        for command in &sent {
            // Blank and comment lines get no answer.
            if command.split_whitespace().next().is_none_or(|w| w.starts_with('#')) {
                answers.push(Vec::new());
                continue;
            }
            answers.push(answer(&mut lines, command, &case));
        }
        let rest: Vec<&str> = lines.collect();
        assert!(rest.is_empty(), "{case}: lines after the last answer: {rest:?}");

        for (k, command) in sent.iter().enumerate() {
            let refused = answers[k].len() == 1 && answers[k][0].starts_with("error ");
            let framed = k > 0 && sent[k - 1] == "board" && sent.get(k + 1) == Some(&"board");
            if framed && *command != "board" && refused {
                assert_eq!(
                    answers[k - 1],
                    answers[k + 1],
                    "{case}: {command:?} was refused but changed the game"
                );
            }
        }
    }
}
