//! The commands of the engine protocol and how a line is read into one.
//!
//! A line is whitespace-separated words; the first names the command (case ignored). Empty
//! lines and lines starting with `#` are no command at all. See `docs/engine-protocol.md`.

use plateau_core::quote::quote;
use std::time::Duration;

use plateau_core::ai::{Limits, bounds};

/// One command of the engine protocol.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// `help`: the list of commands.
    Help,
    /// `games`: the games of this build.
    Games,
    /// `options [GAME]`: the rule options of a game (default: the current one).
    Options(Option<String>),
    /// `newgame GAME [KEY=VALUE ...]`: a new game with these rule options.
    NewGame {
        /// Game id.
        game: String,
        /// Rule options as `key=value`.
        options: Vec<String>,
    },
    /// `position [startpos] [moves] M1 M2 ...`: back to the start, then these moves.
    Position(Vec<String>),
    /// `play MOVE`: the rest of the line, played as one unit.
    Play(String),
    /// `legal`: the legal moves.
    Legal,
    /// `agent SPEC`: which AI `go` uses (a seat spec such as `hard` or `alphabeta:depth=6`).
    Agent(String),
    /// `go ...`: search and answer `bestmove`.
    Go(GoParams),
    /// `stop`: end the running search now.
    Stop,
    /// `undo [N]`: take back N moves (default 1).
    Undo(usize),
    /// `board`: the position as text.
    Board,
    /// `result`: the outcome, if the game is over.
    Result,
    /// `isready`: answers `readyok` (also during a search).
    IsReady,
    /// `quit`: end the engine.
    Quit,
}

/// The budget of one `go`.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct GoParams {
    /// Time, node and depth limits given on the line (the agent's own budget also applies).
    pub limits: Limits,
    /// `infinite`: search until `stop`.
    pub infinite: bool,
}

impl Command {
    /// True for the commands that act at once even while a search runs.
    pub fn acts_during_search(&self) -> bool {
        matches!(self, Self::Stop | Self::Quit | Self::IsReady)
    }
}

/// Reads one line. `Ok(None)` for a blank or comment line; `Err` says what is wrong.
pub fn parse(line: &str) -> Result<Option<Command>, String> {
    let mut words = line.split_whitespace();
    let Some(name) = words.next() else { return Ok(None) };
    if name.starts_with('#') {
        return Ok(None);
    }
    let args: Vec<&str> = words.collect();
    let name = name.to_ascii_lowercase();
    let no_args = |command: Command| {
        if args.is_empty() { Ok(command) } else { Err(format!("'{}' takes no arguments", quote(&name))) }
    };
    let command = match name.as_str() {
        "help" => no_args(Command::Help)?,
        "games" => no_args(Command::Games)?,
        "legal" => no_args(Command::Legal)?,
        "stop" => no_args(Command::Stop)?,
        "board" => no_args(Command::Board)?,
        "result" => no_args(Command::Result)?,
        "isready" => no_args(Command::IsReady)?,
        "quit" => no_args(Command::Quit)?,
        "options" => match args.as_slice() {
            [] => Command::Options(None),
            [game] => Command::Options(Some((*game).to_owned())),
            _ => return Err("usage: options [GAME]".to_owned()),
        },
        "newgame" => match args.split_first() {
            Some((game, options)) => Command::NewGame {
                game: (*game).to_owned(),
                options: options.iter().map(|&o| o.to_owned()).collect(),
            },
            None => return Err("usage: newgame GAME [KEY=VALUE ...]".to_owned()),
        },
        "position" => {
            let mut rest = args.as_slice();
            if rest.first().is_some_and(|w| w.eq_ignore_ascii_case("startpos")) {
                rest = &rest[1..];
            }
            if rest.first().is_some_and(|w| w.eq_ignore_ascii_case("moves")) {
                rest = &rest[1..];
            }
            Command::Position(rest.iter().map(|&m| m.to_owned()).collect())
        }
        "play" => {
            if args.is_empty() {
                return Err("usage: play MOVE".to_owned());
            }
            Command::Play(args.join(" "))
        }
        "agent" => {
            if args.is_empty() {
                return Err(
                    "usage: agent SPEC (e.g. hard, mcts:iterations=2000, alphabeta:depth=6)".to_owned()
                );
            }
            Command::Agent(args.join(" "))
        }
        "undo" => match args.as_slice() {
            [] => Command::Undo(1),
            [n] => Command::Undo(
                n.parse().map_err(|_| format!("undo: '{}' is not a number of moves", quote(n)))?,
            ),
            _ => return Err("usage: undo [N]".to_owned()),
        },
        "go" => Command::Go(parse_go(&args)?),
        _ => return Err(format!("unknown command '{}' (try 'help')", quote(&name))),
    };
    Ok(Some(command))
}

/// Deepest `go depth` accepted, in plies.
const MAX_GO_DEPTH: u32 = 1_000;

/// Reads the arguments of `go`: `time MS`, `nodes N`, `depth D` and `infinite`, each at
/// most once, in any order.
fn parse_go(args: &[&str]) -> Result<GoParams, String> {
    let mut params = GoParams::default();
    let mut seen: Vec<String> = Vec::new();
    let mut words = args.iter();
    while let Some(word) = words.next() {
        let key = word.to_ascii_lowercase();
        if seen.contains(&key) {
            return Err(format!("go: '{}' is given twice", quote(&key)));
        }
        seen.push(key.clone());
        if key == "infinite" {
            params.infinite = true;
            continue;
        }
        if !matches!(key.as_str(), "time" | "nodes" | "depth") {
            return Err(format!(
                "go: unknown budget '{}' (expected time MS, nodes N, depth D or infinite)",
                quote(word)
            ));
        }
        let value = words.next().ok_or_else(|| format!("go: '{}' needs a number", quote(&key)))?;
        let number: u64 = value
            .parse()
            .map_err(|_| format!("go: '{}' needs a whole number, not '{}'", quote(&key), quote(value)))?;
        // The same bounds as a seat spec's budgets: no line can ask for a search of years.
        let max = match key.as_str() {
            "time" => bounds::MAX_TIME_MS,
            "nodes" => bounds::MAX_NODES,
            _ => u64::from(MAX_GO_DEPTH),
        };
        if number == 0 || number > max {
            return Err(format!("go: '{key}' must be between 1 and {max}, not {number}"));
        }
        match key.as_str() {
            "time" => params.limits.time = Some(Duration::from_millis(number)),
            "nodes" => params.limits.nodes = Some(number),
            _ => params.limits.depth = Some(number as u32),
        }
    }
    if params.infinite && !params.limits.is_unbounded() {
        return Err("go: 'infinite' cannot be combined with a budget".to_owned());
    }
    Ok(params)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn go_reads_every_budget_once() {
        let Ok(Some(Command::Go(params))) = parse("GO depth 3 time 250 nodes 1000") else { panic!() };
        assert_eq!(params.limits.depth, Some(3));
        assert_eq!(params.limits.time, Some(Duration::from_millis(250)));
        assert_eq!(params.limits.nodes, Some(1000));
        assert!(parse("go depth 3 depth 4").is_err());
        assert!(parse("go depth").is_err());
        assert!(parse("go depth -1").is_err());
        assert!(parse("go infinite nodes 5").is_err());
        assert!(parse("go fast").is_err());
    }

    #[test]
    fn blank_and_comment_lines_are_no_command() {
        assert_eq!(parse("   "), Ok(None));
        assert_eq!(parse("# a comment"), Ok(None));
        assert!(parse("legal now").is_err());
        assert!(parse("frobnicate").is_err());
        assert_eq!(
            parse("position startpos moves e3 d2"),
            Ok(Some(Command::Position(vec!["e3".to_owned(), "d2".to_owned()])))
        );
        assert_eq!(parse("position"), Ok(Some(Command::Position(Vec::new()))));
    }
}
