//! `plateau engine`: the engine protocols on stdin/stdout (see [`crate::engine`]).

use std::io;
use std::process::ExitCode;
use std::time::Duration;

use clap::Args;
use plateau_core::GameFactory;

use super::numbers;
use crate::engine::{CodecupConfig, run_codecup, run_protocol};

#[derive(Debug, Args)]
pub struct EngineArgs {
    /// Game of the first position; the protocol's `newgame` changes it.
    #[arg(long, short, default_value = "dvonn")]
    game: String,
    /// A rule option of the first game as key=value; repeatable.
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    options: Vec<String>,
    /// Speak the CodeCup 2011 DVONN referee protocol instead (one token per line).
    #[arg(long, conflicts_with_all = ["game", "options"])]
    codecup_dvonn: bool,
    /// CodeCup: own thinking time for the whole game, in seconds (never exceeded).
    #[arg(long, value_name = "SECONDS", default_value = "5", allow_negative_numbers = true, value_parser = numbers::seconds, requires = "codecup_dvonn")]
    time_per_game: Duration,
    /// CodeCup: the AI as a seat spec (easy..expert, mcts:iterations=N, alphabeta:depth=D);
    /// the time budget caps it.
    #[arg(long, value_name = "L", default_value = "expert", requires = "codecup_dvonn")]
    level: String,
    /// CodeCup: moves played before the game starts, separated by spaces (`"E3 D2 C3"`), so
    /// that a referee can vary the openings; `Start` then goes to the side to move after them.
    #[arg(long, value_name = "MOVES", requires = "codecup_dvonn")]
    opening: Option<String>,
    /// CodeCup: seed of the game's first placement, which White draws instead of searching
    /// (the search cannot tell the empty board's spaces apart); default: from the clock.
    #[arg(long, value_name = "S", value_parser = numbers::whole::<u64>(0, u64::MAX), requires = "codecup_dvonn")]
    seed: Option<u64>,
    /// Most threads of a search bounded by time alone (`go time`, `go infinite`); default
    /// every core. CodeCup play stays on one, as the contest was.
    #[arg(long, value_name = "N", value_parser = numbers::whole::<u32>(1, numbers::MAX_THREADS), conflicts_with = "codecup_dvonn")]
    threads: Option<u32>,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &EngineArgs) -> anyhow::Result<ExitCode> {
    if !args.codecup_dvonn {
        let threads = args.threads.unwrap_or_else(numbers::cores);
        return run_protocol(games, &args.game, &args.options, threads);
    }
    let opening = args
        .opening
        .as_deref()
        .map_or_else(Vec::new, |moves| moves.split_whitespace().map(str::to_owned).collect());
    let seed = args.seed.unwrap_or_else(|| {
        let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
        now.as_nanos() as u64 ^ u64::from(std::process::id()).rotate_left(32)
    });
    let config = CodecupConfig { budget: args.time_per_game, level: args.level.clone(), opening, seed };
    run_codecup(games, &config, &mut io::stdin().lock(), &mut io::stdout().lock())
}
