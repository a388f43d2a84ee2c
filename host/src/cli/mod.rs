//! Command-line parsing and dispatch.

/// `println!` for the command-line tools: a write error (the reader has gone, as in
/// `plateau match | head`) returns from the calling function with it instead of panicking;
/// `main` ends quietly on a closed pipe ([`is_closed_output`]).
macro_rules! outln {
    ($($arg:tt)*) => {{
        use std::io::Write as _;
        writeln!(std::io::stdout().lock(), $($arg)*)?
    }};
}

pub(crate) mod analyse;
mod bench;
mod check;
mod desktop_files;
mod engine_cmd;
mod games;
mod lab;
mod match_cmd;
pub(crate) mod numbers;
mod perft;
mod play;
mod probe_plugin;
mod verify;
mod watched;

use crate::engine::one_line;
use plateau_core::quote::quote;
use std::io;
use std::process::ExitCode;

use anyhow::Context as _;
use clap::{Args, Parser, Subcommand};
use plateau_core::{GameFactory, GameSession, options};

use crate::registry;

/// True when `error` comes from writing to a reader that has gone (a closed pipe): nothing
/// is wrong with the command, and nobody is left to tell.
pub fn is_closed_output(error: &anyhow::Error) -> bool {
    error
        .chain()
        .any(|e| e.downcast_ref::<io::Error>().is_some_and(|e| e.kind() == io::ErrorKind::BrokenPipe))
}

/// Plateau: play, compare and extend abstract board games.
///
/// Without a subcommand, opens the desktop app.
///
/// Game plugins are looked for, in this order, in every --plugins PATH, in the folders of
/// PLATEAU_PLUGIN_PATH (a list like PATH), in a `plugins` folder next to the executable (and
/// for an installed PREFIX/bin/plateau, in PREFIX/lib/plateau/plugins) and in the user's data
/// folder ($XDG_DATA_HOME/plateau/plugins, else
/// ~/.local/share/plateau/plugins). WebAssembly plugins (.wasm) run sandboxed. A native
/// library runs with your full rights, so it loads only with your consent (recorded by the
/// app, or --allow-native-plugins) and after `plateau probe-plugin` has checked a private
/// copy of it in a child process (time limit PLATEAU_PROBE_TIMEOUT_MS, default 10000). A
/// built-in game wins over a plugin with the same id. `plateau games` lists what loaded and
/// what did not.
#[derive(Debug, Parser)]
#[command(name = "plateau", version = crate::version::text(), about, long_about, args_conflicts_with_subcommands = true)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    /// A folder of game plugins, or one plugin library file, searched first; repeatable.
    #[arg(long = "plugins", value_name = "PATH", global = true)]
    plugins: Vec<std::path::PathBuf>,
    /// Load native plugin libraries this time even without recorded consent. A native plugin
    /// runs with your full rights; WebAssembly plugins (.wasm) run sandboxed and need no
    /// consent.
    #[arg(long, global = true)]
    allow_native_plugins: bool,
    #[command(flatten)]
    window: WindowArgs,
}

/// Options of the window (used without a subcommand).
#[derive(Debug, Args)]
#[expect(clippy::struct_excessive_bools, reason = "independent command-line switches")]
struct WindowArgs {
    /// A save file to open in the window (`plateau game.plateau`).
    #[arg(value_name = "FILE")]
    file: Option<std::path::PathBuf>,
    /// Write a PNG picture of the window to this file once it has settled, then exit.
    #[arg(long, value_name = "PNG")]
    screenshot: Option<std::path::PathBuf>,
    /// Open this game at start, with --demo-moves random moves played (for pictures).
    #[arg(long, value_name = "GAME")]
    demo: Option<String>,
    /// Rule option of the demo game as key=value; repeatable.
    #[arg(long = "demo-option", value_name = "KEY=VALUE")]
    demo_options: Vec<String>,
    /// Random moves to play in the demo game.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(0, numbers::MAX_RANDOM_MOVES))]
    demo_moves: usize,
    /// Play the demo game on this clock ("5+3": minutes each and seconds added a move; one of
    /// the New game dialog's choices).
    #[arg(long, value_name = "CLOCK")]
    demo_clock: Option<String>,
    /// Seats of the demo game, comma separated (human, random, easy .. expert).
    #[arg(long, value_name = "SEATS", value_delimiter = ',')]
    demo_seats: Vec<String>,
    /// Show the demo game in analysis mode (the picture waits for the first findings).
    #[arg(long)]
    demo_analyse: bool,
    /// Dark theme for the picture.
    #[arg(long)]
    dark: bool,
    /// Open the new-game dialog at start (for pictures).
    #[arg(long)]
    new_game_dialog: bool,
    /// Open the first lesson of this game at start, at step N (`dvonn:5`; for pictures).
    #[arg(long, value_name = "GAME[:STEP]")]
    learn: Option<String>,
    /// Show coordinates on the board (for pictures).
    #[arg(long)]
    coordinates: bool,
    /// The window's language this time ("en" or "de"; for pictures); View > Language
    /// chooses it for good.
    #[arg(long, value_name = "LANG", value_parser = language)]
    language: Option<crate::i18n::Language>,
    /// Size of the window at start, as WIDTHxHEIGHT in points (default 1280x800).
    #[arg(long, value_name = "WxH", value_parser = window_size)]
    size: Option<[f32; 2]>,
}

/// Reads `--size`: `WIDTHxHEIGHT`, at least the window's smallest size (720x480) and at most
/// 7680x4320.
fn window_size(text: &str) -> Result<[f32; 2], String> {
    let (w, h) = text
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("'{}' is not of the form WIDTHxHEIGHT, such as 800x600", quote(text)))?;
    let read = |part: &str, what: &str, min: u32, max: u32| {
        part.trim()
            .parse::<u32>()
            .ok()
            .filter(|v| (min..=max).contains(v))
            .map(|v| v as f32)
            .ok_or_else(|| format!("the {what} in '{text}' must be a whole number from {min} to {max}"))
    };
    Ok([read(w, "width", 720, 7680)?, read(h, "height", 480, 4320)?])
}

/// Reads `--language`: a code the window speaks.
fn language(text: &str) -> Result<crate::i18n::Language, String> {
    crate::i18n::Language::from_code(text).ok_or_else(|| {
        let known: Vec<&str> = crate::i18n::Language::ALL.iter().map(|l| l.code()).collect();
        format!("'{}' is not a language of the window (one of {})", quote(text), known.join(", "))
    })
}

#[derive(Debug, Subcommand)]
enum Command {
    /// List the games this build plays, with their options, and the plugins found.
    Games,
    /// Play a game between agents on the terminal and print the moves and the result.
    Play(play::PlayArgs),
    /// Count the leaf positions a number of plies ahead (move generator check).
    Perft(perft::PerftArgs),
    /// Measure random playouts per second on one core.
    Bench(bench::BenchArgs),
    /// Replay recorded games (JSON lines) and compare legal-move counts and results.
    Verify(verify::VerifyArgs),
    /// Check a save file: replay every move and report the first problem.
    Check(check::CheckArgs),
    /// Judge every position of a saved game: each player's chance to win after each move,
    /// with remarks on costly moves; optionally the evaluation graph and an annotated record.
    Analyse(analyse::AnalyseArgs),
    /// Play N games between agents on all cores; W/D/L table and Elo difference.
    Match(match_cmd::MatchArgs),
    /// Drive a game and its AI through a line protocol on stdin/stdout (or CodeCup DVONN).
    Engine(engine_cmd::EngineArgs),
    /// Compare rule sets by self-play: run a study, merge shards, report stored results.
    Lab(lab::LabArgs),
    /// Load a game plugin in this process, self-test it and print the report as JSON; exits
    /// with failure if the plugin is not usable.
    ProbePlugin(probe_plugin::ProbePluginArgs),
    /// Write the man page and shell completions into a folder, for packages.
    #[command(hide = true)]
    DesktopFiles(desktop_files::DesktopFilesArgs),
}

/// Which game, with which rule options.
#[derive(Debug, Args)]
struct GameArgs {
    /// Game id (see `plateau games`).
    #[arg(long, short)]
    game: String,
    /// A rule option as key=value; repeatable.
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    options: Vec<String>,
}

impl GameArgs {
    /// A new session of the chosen game with the chosen options.
    fn session(&self, games: &[Box<dyn GameFactory>]) -> anyhow::Result<Box<dyn GameSession>> {
        let factory = &games[registry::find(games, &self.game)?];
        let options = options::from_pairs(&self.options)?;
        // A plugin's refusal is its own text.
        factory
            .create(&options)
            .map_err(|e| anyhow::anyhow!(one_line(&e.to_string())))
            .with_context(|| format!("game '{}'", quote(&self.game)))
    }
}

/// Runs the command line; returns the process exit code.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    // Plugins are searched for only by the commands that play games, and each one is probed
    // in a child process before it is opened here.
    let search = crate::plugins::SearchPath::standard(&cli.plugins)
        .trusting(crate::plugins::NativeTrust::user(cli.allow_native_plugins));
    let load = || {
        let (games, statuses) = registry::with_plugins(&search);
        for status in &statuses {
            if let crate::plugins::PluginOutcome::Failed(failure) = &status.outcome {
                eprintln!("plugin not loaded: {}", one_line(&failure.to_string()));
            }
        }
        games
    };
    match cli.command {
        None => {
            let w = cli.window;
            crate::app::run_native(crate::app::NativeRun {
                screenshot: w.screenshot,
                demo: w.demo,
                demo_options: w.demo_options,
                demo_moves: w.demo_moves,
                demo_clock: w.demo_clock,
                demo_seats: w.demo_seats,
                demo_analyse: w.demo_analyse,
                dark: w.dark,
                new_game_dialog: w.new_game_dialog,
                learn: w.learn,
                coordinates: w.coordinates,
                language: w.language,
                size: w.size,
                open: w.file,
                plugins: search.clone(),
            })?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Games) => {
            let (games, statuses) = registry::with_plugins(&search);
            games::run(&games, &statuses)?;
            Ok(ExitCode::SUCCESS)
        }
        Some(Command::Play(args)) => play::run(&load(), &args),
        Some(Command::Perft(args)) => perft::run(&load(), &args),
        Some(Command::Bench(args)) => bench::run(&load(), &args),
        Some(Command::Verify(args)) => verify::run(&load(), &args),
        Some(Command::Check(args)) => check::run(&load(), &args),
        Some(Command::Analyse(args)) => analyse::run(&load(), &args),
        Some(Command::Match(args)) => match_cmd::run(&load(), &args),
        Some(Command::Engine(args)) => engine_cmd::run(&load(), &args),
        Some(Command::Lab(args)) => lab::run(&load(), &args),
        Some(Command::ProbePlugin(args)) => probe_plugin::run(&args),
        Some(Command::DesktopFiles(args)) => desktop_files::run(&args),
    }
}

/// Plays `moves` (whitespace-separated notation) on `session`, naming the first bad one.
fn play_move_list(session: &mut dyn GameSession, moves: &str) -> anyhow::Result<()> {
    for (i, text) in moves.split_whitespace().enumerate() {
        session
            .play_notation(text)
            .map_err(|e| anyhow::anyhow!("move {} '{}': {}", i + 1, quote(text), one_line(&e.to_string())))?;
    }
    Ok(())
}

/// The save at `path`, read as the window reads one: a file of another kind is named for
/// what it is ("a PNG image"), and every error names the file.
fn read_save(path: &std::path::Path) -> anyhow::Result<plateau_core::save::SaveFile> {
    use plateau_core::save::{SaveError, SaveFile};
    SaveFile::read(path).map_err(|error| match error {
        // These name the file themselves.
        SaveError::File(_) | SaveError::NotASave { .. } => error.into(),
        _ => anyhow::Error::new(error).context(path.display().to_string()),
    })
}

/// "White wins (nobody can move), score 24-18" and the like, on one line (the names and the
/// reason may be a plugin's).
fn describe_outcome(session: &dyn GameSession) -> String {
    one_line(&outcome_words(session))
}

fn outcome_words(session: &dyn GameSession) -> String {
    let Some(outcome) = session.outcome() else {
        return "game not over".to_owned();
    };
    let mut text = match outcome.winner() {
        Some(p) => format!("{} wins", session.info().player_name(p)),
        None => "draw".to_owned(),
    };
    text = format!("{text} ({})", outcome.reason);
    if !outcome.score.is_empty() {
        let score: Vec<String> = outcome.score.iter().map(ToString::to_string).collect();
        text = format!("{text}, score {}", score.join("-"));
    }
    text
}
