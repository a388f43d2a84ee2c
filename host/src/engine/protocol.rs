//! The Plateau engine protocol: the command loop (see `docs/engine-protocol.md`).
//!
//! Answers: a command that succeeds prints its data lines, if any, then `ok`; one that
//! fails prints a single `error MESSAGE` line and changes nothing. `go` answers with `info`
//! lines and one `bestmove` line instead (or `error`). `isready` answers `readyok`.
//!
//! stdin is read on its own thread and the search runs on another, both sending events to
//! this loop, which alone writes to stdout, so lines never interleave. While a search runs,
//! `stop`, `quit` and `isready` act at once; every other command waits in a queue until the
//! search has answered, which keeps scripted sessions deterministic.

use std::fmt::Write as _;
use std::io::{self, Write};
use std::process::ExitCode;
use std::sync::mpsc;

use plateau_core::ai::{SeatSpec, parse::parse_seat};
use plateau_core::quote::quote;
use plateau_core::{GameFactory, GameSession, OptionKind, ToMove, options};

use super::board_text;
use super::command::{Command, parse};
use super::input::{Input, spawn_stdin_reader};
use super::search::{RunningSearch, SearchReport};
use super::waiting::{self, Line, Waiting};
use crate::registry;

/// The agent `go` uses until an `agent` command says otherwise.
pub const DEFAULT_AGENT: &str = "hard";

/// What arrives at the loop.
enum Event {
    Input(Input),
    Search(SearchReport),
}

/// Whether the loop goes on after a command.
#[derive(PartialEq, Eq)]
enum Flow {
    Continue,
    Quit,
}

/// Runs the protocol on stdin/stdout, starting with a new game of `game` (options as
/// `key=value`), until `quit` or the end of input; searches bounded by time alone use up to
/// `threads` threads. Exits 0; only a broken stdout fails.
pub fn run_protocol(
    games: &[Box<dyn GameFactory>],
    game: &str,
    game_options: &[String],
    threads: u32,
) -> anyhow::Result<ExitCode> {
    let (tx, rx) = mpsc::channel();
    spawn_stdin_reader(tx.clone(), Event::Input);
    let mut engine = Engine::new(games, game, game_options, io::stdout().lock())?;
    engine.threads = threads;
    let mut eof = false;
    // The loop holds a sender for the searches, so `recv` cannot fail while it runs.
    while let Ok(event) = rx.recv() {
        match event {
            Event::Input(Input::Line(line)) => {
                if engine.line(&line, &tx)? == Flow::Quit {
                    break;
                }
            }
            Event::Input(Input::TooLong) => engine.too_long()?,
            Event::Input(Input::Eof) => eof = true,
            Event::Search(report) => {
                if engine.search_report(report, &tx)? == Flow::Quit {
                    break;
                }
            }
        }
        if eof {
            match &engine.search {
                None => break,
                // Nobody can send `stop` any more: end a search that only `stop` ends, also
                // one started later by a queued `go infinite`.
                Some(search) if search.is_infinite() => search.stop(),
                Some(_) => {}
            }
        }
    }
    engine.shutdown();
    Ok(ExitCode::SUCCESS)
}

struct Engine<'g, W: Write> {
    games: &'g [Box<dyn GameFactory>],
    out: W,
    session: Box<dyn GameSession>,
    agent: SeatSpec,
    agent_label: String,
    search: Option<RunningSearch>,
    /// Most threads of one search.
    threads: u32,
    /// `quit` came during a search: the engine exits once it has answered.
    quitting: bool,
    /// The running search was told to stop: a later `stop` belongs to a later `go`.
    stopping: bool,
    /// Lines that arrived during a search, in order.
    queue: Waiting,
}

impl<'g, W: Write> Engine<'g, W> {
    fn new(
        games: &'g [Box<dyn GameFactory>],
        game: &str,
        game_options: &[String],
        out: W,
    ) -> anyhow::Result<Self> {
        let session = new_session(games, game, game_options).map_err(anyhow::Error::msg)?;
        let agent = parse_seat(DEFAULT_AGENT)?;
        Ok(Self {
            games,
            out,
            session,
            agent,
            agent_label: DEFAULT_AGENT.to_owned(),
            search: None,
            threads: 1,
            quitting: false,
            stopping: false,
            queue: Waiting::default(),
        })
    }

    /// Handles one input line: at once, or queued behind a running search.
    fn line(&mut self, line: &str, tx: &mpsc::Sender<Event>) -> io::Result<Flow> {
        if self.quitting {
            return Ok(Flow::Continue);
        }
        if self.search.is_some() {
            let parsed = parse(line);
            let urgent = matches!(&parsed, Ok(Some(command)) if command.acts_during_search());
            // A `stop` stops the search of the latest `go` before it: this search, unless a
            // `go` waits in the queue (then it waits behind that `go`) or this search is
            // stopping already (then it has nothing left to stop, and says `ok` in its turn).
            let later_stop =
                matches!(parsed, Ok(Some(Command::Stop))) && (self.queue.has_go() || self.stopping);
            match parsed {
                Ok(Some(command)) if urgent && !later_stop => return self.execute(command, tx),
                Ok(None) => return Ok(Flow::Continue),
                _ => {}
            }
            if !urgent && self.queue.is_full_for(line) {
                self.error(&format!(
                    "'{}' dropped: {} lines or {} MiB already wait for the search",
                    quote(line),
                    waiting::MAX_LINES,
                    waiting::MAX_BYTES >> 20
                ))?;
                return Ok(Flow::Continue);
            }
            self.queue.push(Line::Text(line.to_owned()), matches!(parsed, Ok(Some(Command::Go(_)))));
            return Ok(Flow::Continue);
        }
        match parse(line) {
            Ok(Some(command)) => self.execute(command, tx),
            Ok(None) => Ok(Flow::Continue),
            Err(message) => {
                self.error(&message)?;
                Ok(Flow::Continue)
            }
        }
    }

    /// The search thread reported: print, and once it is done, run the queued lines until
    /// one of them starts another search.
    fn search_report(&mut self, report: SearchReport, tx: &mpsc::Sender<Event>) -> io::Result<Flow> {
        match report {
            SearchReport::Info(line) => self.say(&line)?,
            SearchReport::Done(result) => {
                if let Some(search) = self.search.take() {
                    search.join();
                }
                match result {
                    Ok(best) => self.say(&format!("bestmove {best}"))?,
                    Err(message) => self.error(&message)?,
                }
                if self.quitting {
                    return Ok(Flow::Quit);
                }
                // The waiting lines run in order until one starts a search.
                while self.search.is_none() {
                    let Some(queued) = self.queue.pop() else { break };
                    let flow = match queued {
                        Line::Text(line) => self.line(&line, tx)?,
                        Line::TooLong => {
                            self.too_long()?;
                            Flow::Continue
                        }
                    };
                    if flow == Flow::Quit {
                        return Ok(Flow::Quit);
                    }
                }
                // A `stop` or `quit` waiting before the next `go` is the new search's.
                if self.search.is_some()
                    && let Some(command) = self.queue.take_stop()
                {
                    return self.execute(command, tx);
                }
            }
        }
        Ok(Flow::Continue)
    }

    /// An overlong line: an error, in its turn behind a running search.
    fn too_long(&mut self) -> io::Result<()> {
        if self.search.is_some() {
            self.queue.push(Line::TooLong, false);
            return Ok(());
        }
        self.error("line too long")
    }

    fn execute(&mut self, command: Command, tx: &mpsc::Sender<Event>) -> io::Result<Flow> {
        let result = match command {
            Command::Quit => {
                // As chess engines do: a running search is stopped and still answers, so a
                // script ending in `quit` gets the move it asked for; queued commands are dropped.
                let Some(search) = &self.search else { return Ok(Flow::Quit) };
                search.stop();
                self.quitting = true;
                self.queue.clear();
                return Ok(Flow::Continue);
            }
            Command::IsReady => {
                self.say("readyok")?;
                return Ok(Flow::Continue);
            }
            Command::Stop => {
                // During a search the answer is its `bestmove`; otherwise there is nothing to stop.
                if let Some(search) = &self.search {
                    search.stop();
                    self.stopping = true;
                    return Ok(Flow::Continue);
                }
                Ok(Vec::new())
            }
            Command::Go(mut params) => {
                params.limits.threads = Some(self.threads);
                let tx = tx.clone();
                let started = RunningSearch::start(self.session.as_ref(), &self.agent, params, move |r| {
                    // The loop may be gone at exit; the report is then of no use to anyone.
                    let _ = tx.send(Event::Search(r));
                });
                match started {
                    Ok(search) => {
                        self.search = Some(search);
                        self.stopping = false;
                        return Ok(Flow::Continue);
                    }
                    Err(message) => Err(message),
                }
            }
            Command::Help => Ok(help_lines()),
            Command::Games => Ok(self.games.iter().map(|g| game_line(g.as_ref())).collect()),
            Command::Options(game) => self.options(game.as_deref()),
            Command::NewGame { game, options } => new_session(self.games, &game, &options).map(|session| {
                self.session = session;
                Vec::new()
            }),
            Command::Position(moves) => self.position(&moves),
            Command::Play(text) => self
                .session
                .play_notation(&text)
                .map(|_| Vec::new())
                .map_err(|e| format!("cannot play '{}': {e}", quote(&text))),
            Command::Legal => Ok(vec![self.legal_line()]),
            Command::Agent(text) => self.set_agent(&text),
            Command::Undo(n) => self.undo(n),
            Command::Board => Ok(self.board_lines()),
            Command::Result => Ok(vec![result_line(self.session.as_ref())]),
        };
        match result {
            Ok(lines) => {
                for line in lines {
                    self.say(&line)?;
                }
                self.say("ok")?;
            }
            Err(message) => self.error(&message)?,
        }
        Ok(Flow::Continue)
    }

    fn options(&self, game: Option<&str>) -> Result<Vec<String>, String> {
        let info = match game {
            Some(id) => self.games[registry::find(self.games, id).map_err(|e| e.to_string())?].info(),
            None => self.session.info(),
        };
        Ok(info
            .options
            .iter()
            .map(|option| {
                let kind = match &option.kind {
                    OptionKind::Choice { choices, default, .. } => {
                        format!("choice values {} default {default}", choices.join("|"))
                    }
                    OptionKind::Integer { min, max, default } => {
                        format!("integer min {min} max {max} default {default}")
                    }
                    OptionKind::Flag { default } => format!("flag default {default}"),
                };
                format!("option {} {kind}", option.key)
            })
            .collect())
    }

    /// Replays `moves` from the start of a fresh game with the same rules; all or nothing.
    fn position(&mut self, moves: &[String]) -> Result<Vec<String>, String> {
        let game = self.session.info().id.clone();
        let factory = &self.games[registry::find(self.games, &game).map_err(|e| e.to_string())?];
        let mut session = factory.create(&self.session.options()).map_err(|e| e.to_string())?;
        for (i, text) in moves.iter().enumerate() {
            session.play_notation(text).map_err(|e| format!("move {} '{}': {e}", i + 1, quote(text)))?;
        }
        self.session = session;
        Ok(Vec::new())
    }

    fn set_agent(&mut self, text: &str) -> Result<Vec<String>, String> {
        let spec = parse_seat(text).map_err(|e| e.to_string())?;
        if spec.is_human() {
            return Err("a human seat cannot search; choose an AI".to_owned());
        }
        // Fail now, not at the next `go`, when the agent cannot play this game.
        self.session.bind_agent(&spec).map_err(|e| e.to_string())?;
        self.agent = spec;
        self.agent_label = text.trim().to_owned();
        Ok(Vec::new())
    }

    fn undo(&mut self, n: usize) -> Result<Vec<String>, String> {
        if n > self.session.cursor() {
            return Err(format!("cannot undo {n} moves: only {} played", self.session.cursor()));
        }
        for _ in 0..n {
            self.session.undo();
        }
        Ok(Vec::new())
    }

    fn legal_line(&self) -> String {
        let mut line = "legal".to_owned();
        for id in self.session.legal_moves() {
            line.push(' ');
            line.push_str(&self.session.notation(id).unwrap_or_else(|_| format!("#{id}")));
        }
        line
    }

    fn board_lines(&self) -> Vec<String> {
        let session = self.session.as_ref();
        let info = session.info();
        let to_move = match session.to_move() {
            ToMove::Player(p) => info.player_name(p).to_owned(),
            ToMove::Terminal => "none".to_owned(),
        };
        let mut lines = vec![
            format!("game {} moves {} phase {} tomove {to_move}", info.id, session.cursor(), session.phase()),
            format!("agent {}", self.agent_label),
        ];
        for (seat, figures) in session.scores().per_player.iter().enumerate() {
            let name = info.players.get(seat).map_or("?", String::as_str);
            let figures: Vec<String> = figures.iter().map(|f| format!("{} {}", f.label, f.value)).collect();
            lines.push(format!("score {name} {}", figures.join(", ")));
        }
        lines.extend(board_text::render(session).into_iter().map(|row| format!("row {row}")));
        lines
    }

    /// Writes one line, kept one line whatever it carries: the input echoed in an error, and
    /// a plugin's names, notation, outcome reasons and fault messages in any answer, have
    /// their line breaks and control characters shown escaped (`\n`, `\u{1b}`), never sent raw.
    fn say(&mut self, line: &str) -> io::Result<()> {
        writeln!(self.out, "{}", super::one_line(line))?;
        self.out.flush()
    }

    /// An `error` line.
    fn error(&mut self, message: &str) -> io::Result<()> {
        self.say(&format!("error {message}"))
    }

    /// Stops a running search and waits for its thread, so the process exits cleanly.
    fn shutdown(&mut self) {
        if let Some(search) = self.search.take() {
            search.stop();
            search.join();
        }
    }
}

/// A new session of game `id` with rule options given as `key=value`.
fn new_session(
    games: &[Box<dyn GameFactory>],
    id: &str,
    pairs: &[String],
) -> Result<Box<dyn GameSession>, String> {
    let factory = &games[registry::find(games, id).map_err(|e| e.to_string())?];
    let options = options::from_pairs(pairs).map_err(|e| e.to_string())?;
    factory.create(&options).map_err(|e| format!("game '{}': {e}", quote(id)))
}

/// `game ID players N NAME... name TEXT`.
fn game_line(factory: &dyn GameFactory) -> String {
    let info = factory.info();
    format!("game {} players {} {} name {}", info.id, info.player_count(), info.players.join(" "), info.name)
}

/// `result none` while the game runs; else `result WINNER|draw reason ... [score A B]`.
fn result_line(session: &dyn GameSession) -> String {
    let Some(outcome) = session.outcome() else { return "result none".to_owned() };
    let verdict = match outcome.winner() {
        Some(p) => session.info().player_name(p).to_owned(),
        None => "draw".to_owned(),
    };
    let mut line = format!("result {verdict} reason {}", outcome.reason);
    if !outcome.score.is_empty() {
        let score: Vec<String> = outcome.score.iter().map(ToString::to_string).collect();
        let _ = write!(line, " score {}", score.join(" "));
    }
    line
}

fn help_lines() -> Vec<String> {
    [
        "help                          this list",
        "games                         the games of this build",
        "options [GAME]                rule options of GAME (default: the current game)",
        "newgame GAME [KEY=VALUE ...]  new game with these rule options",
        "position [startpos] [moves] M1 M2 ...   the start position, then these moves",
        "play MOVE                     play one move (a whole turn in GIPF)",
        "legal                         the legal moves",
        "agent SPEC                    the AI for go (hard, mcts:iterations=2000, alphabeta:depth=6, ...)",
        "go [time MS] [nodes N] [depth D] | go infinite   search; info lines, then bestmove",
        "stop                          end the running search now",
        "undo [N]                      take back N moves (default 1)",
        "board                         the position as text",
        "result                        the outcome, or 'result none'",
        "isready                       answers readyok",
        "quit                          end the engine",
    ]
    .into_iter()
    .map(|line| format!("help {line}"))
    .collect()
}
