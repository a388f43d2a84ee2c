//! `plateau match`: N games between agents on one rule set, on all cores, with a progress
//! bar. Prints a wins/draws/losses table and, for two agents, the Elo difference with its
//! 95% interval; with `--json` the last line is exactly
//! `{"games":N,"draws":D,"wins":{"<seat spec as given>":n,...}}`.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use anyhow::Context as _;
use clap::Args;
use indicatif::{ProgressBar, ProgressStyle};
use plateau_core::ai::arena::{Entrant, MatchConfig, run_match};
use plateau_core::ai::parse::parse_seats;
use plateau_core::ai::{Limits, bounds};
use plateau_core::{GameFactory, options};

use super::numbers;
use crate::registry;

#[derive(Debug, Args)]
pub struct MatchArgs {
    /// Game id (see `plateau games`).
    #[arg(long, short)]
    pub game: String,
    /// A rule option as key=value; repeatable.
    #[arg(long = "option", short = 'o', value_name = "KEY=VALUE")]
    pub options: Vec<String>,
    /// One agent per seat, comma separated, in seat order of the first game: human-free
    /// specs such as random, easy, medium, hard, expert, mcts:iterations=20000,
    /// alphabeta:depth=6 (settings after a colon, comma separated), or a spec in JSON such
    /// as {"type":"phased",...}.
    #[arg(long, value_name = "SPECS")]
    pub seats: String,
    /// Number of games. Seats swap every other game (rotate with three players).
    #[arg(long, default_value_t = 100, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_GAMES))]
    pub games: u32,
    /// Seed from which every game's agent seeds derive.
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Worker threads; 0 uses every core.
    #[arg(long, default_value_t = 0, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(0, numbers::MAX_THREADS))]
    pub threads: usize,
    /// A game still running after this many moves stops and counts as a draw.
    #[arg(long, default_value_t = 10_000, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_MOVES))]
    pub max_moves: u32,
    /// Moves played at random before the agents take over; every seating of one rotation
    /// gets the same opening. Makes matches between deterministic agents (alpha-beta)
    /// meaningful.
    #[arg(long, default_value_t = 0, value_name = "MOVES", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(0, numbers::MAX_RANDOM_MOVES))]
    pub random_opening: u32,
    /// Extra limit per move for every agent: MCTS iterations or alpha-beta nodes.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u64>(1, bounds::MAX_NODES))]
    pub nodes: Option<u64>,
    /// Extra limit per move for every agent: search depth in plies.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_SEARCH_DEPTH))]
    pub depth: Option<u32>,
    /// Extra limit per move for every agent, in seconds (results then depend on the
    /// machine and its load; node and depth limits do not).
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = numbers::seconds)]
    pub move_time: Option<Duration>,
    /// End with the summary as one line of JSON.
    #[arg(long)]
    pub json: bool,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &MatchArgs) -> anyhow::Result<ExitCode> {
    let factory = &games[registry::find(games, &args.game)?];
    let options = options::from_pairs(&args.options)?;
    let session = factory.create(&options).with_context(|| format!("game '{}'", args.game))?;
    let entrants: Vec<Entrant> =
        parse_seats(&args.seats)?.into_iter().map(|(name, spec)| Entrant::new(name, spec)).collect();
    let time = args.move_time;
    let config = MatchConfig {
        games: args.games,
        seed: args.seed,
        limits: Limits { time, nodes: args.nodes, depth: args.depth },
        threads: args.threads,
        max_moves: args.max_moves,
        opening: args.random_opening,
        ..MatchConfig::new(entrants)
    };

    // The bar draws on stderr, so with --json stdout holds only the report.
    let progress = ProgressBar::new(u64::from(args.games)).with_style(
        ProgressStyle::with_template("{bar:40} {pos}/{len} games {elapsed} (eta {eta})")
            .expect("valid progress template"),
    );
    let stop = AtomicBool::new(false);
    let result = run_match(session.as_ref(), &config, &stop, &|_| progress.inc(1));
    progress.finish_and_clear();
    let report = result?;

    let info = session.info();
    println!("game: {} {}", info.id, session.options());
    match args.random_opening {
        0 => println!("games: {}, seed {}", report.games, args.seed),
        n => println!("games: {}, seed {}, random opening of {n} moves", report.games, args.seed),
    }
    println!("{}", report.table());
    if let Some(line) = report.elo_line() {
        println!("{line}");
    }
    if args.json {
        println!("{}", report.summary_json());
    }
    Ok(ExitCode::SUCCESS)
}
