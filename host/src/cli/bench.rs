//! `plateau bench`: random playouts per second on one core, then search speeds.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;
use std::time::{Duration, Instant};

use anyhow::Context as _;
use clap::Args;
use plateau_core::GameFactory;
use plateau_core::ai::{Level, LevelSpec, Limits, SpecObject, bounds, per_second};
use plateau_core::cpu_time::{cpu_seconds_since, thread_cpu_nanos};
use plateau_core::perft::PlayoutStats;

use super::{GameArgs, numbers};

#[derive(Debug, Args)]
pub struct BenchArgs {
    #[command(flatten)]
    game: GameArgs,
    /// How long to measure.
    #[arg(long, default_value = "3", allow_negative_numbers = true, value_parser = numbers::seconds)]
    seconds: Duration,
    /// Seed of the playouts.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Cap on the length of one playout (games without a forced end, like GIPF).
    #[arg(long, default_value_t = 10_000, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_MOVES))]
    max_plies: u32,
    /// Search-speed budget (MCTS iterations and alpha-beta nodes); 0 skips it.
    #[arg(long, default_value_t = 50_000, allow_negative_numbers = true, value_parser = numbers::whole::<u64>(0, bounds::MAX_NODES))]
    search_budget: u64,
    /// Random moves (from --seed) played before measuring the search, for a mid-game position.
    #[arg(long, default_value_t = 20, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(0, numbers::MAX_RANDOM_MOVES))]
    search_after: usize,
    /// Also time one move of this level (`easy` .. `expert`) from the search position: the
    /// level's own search with its own settings, which the plain figures above leave out.
    #[arg(long)]
    level: Option<Level>,
    /// With --level: also let the level think --seconds on the clock, first on one thread and
    /// then on this many, and print both speeds (the parallel search's speed-up).
    #[arg(long, value_name = "N", requires = "level", allow_negative_numbers = true, value_parser = numbers::whole::<u32>(1, numbers::MAX_THREADS))]
    threads: Option<u32>,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &BenchArgs) -> anyhow::Result<ExitCode> {
    let session = args.game.session(games)?;
    let budget = args.seconds;
    // Warm up caches and the branch predictor before measuring.
    session.random_playouts(args.seed ^ 0xFFFF, 200, args.max_plies);
    let mut stats = PlayoutStats::default();
    let mut batch = 1_000;
    let start = Instant::now();
    let cpu_start = thread_cpu_nanos();
    let mut round = 0u64;
    while start.elapsed() < budget {
        let before = Instant::now();
        stats += session.random_playouts(args.seed.wrapping_add(round), batch, args.max_plies);
        round += 1;
        // Keep each batch around 50 ms so the clock is read rarely but the budget is kept.
        if before.elapsed() < Duration::from_millis(25) {
            batch *= 2;
        }
    }
    let seconds = start.elapsed().as_secs_f64();
    let cpu_seconds = cpu_seconds_since(cpu_start);
    let info = session.info();
    outln!("game: {} {}", crate::engine::one_line(&info.id), session.options());
    outln!("playouts: {} in {seconds:.2} s on one thread", stats.playouts);
    outln!("mean length: {:.1} moves", stats.plies as f64 / stats.playouts.max(1) as f64);
    if stats.finished < stats.playouts {
        outln!("finished by the rules: {} of {} (the rest hit --max-plies)", stats.finished, stats.playouts);
    }
    outln!("playouts/s: {:.0}", stats.playouts as f64 / seconds);
    outln!("moves/s: {:.0}", stats.plies as f64 / seconds);
    // The crates' own benches print the same: figures that other programs on the machine do
    // not lower.
    if let Some(cpu) = cpu_seconds.filter(|s| *s > 0.0) {
        outln!(
            "per CPU-second: {:.0} playouts, {:.0} moves (this thread had the CPU {:.0}% of the time)",
            stats.playouts as f64 / cpu,
            stats.plies as f64 / cpu,
            100.0 * cpu / seconds
        );
    }
    failed(session.as_ref(), "the playouts")?;
    if args.search_budget == 0 && args.level.is_none() {
        return Ok(ExitCode::SUCCESS);
    }
    let position = session_at_search_position(session.as_ref(), args)?;
    outln!("search position: after {}", plateau_core::plural(position.cursor(), "move"));
    if args.search_budget > 0 {
        let speed = position.search_speed(args.search_budget, args.seed);
        // A search that failed measured nothing: its zeros are no figures.
        failed(position.as_ref(), "the search")?;
        outln!("mcts iterations/s: {:.0} (the game's playout policy)", speed.mcts_per_second());
        outln!("mcts iterations/s: {:.0} (uniform playouts)", speed.uniform_per_second());
        if let Some(rate) = speed.alphabeta_per_second() {
            outln!("alphabeta nodes/s: {rate:.0}");
        }
    }
    if let Some(level) = args.level {
        let spec = LevelSpec { seed: Some(args.seed), ..LevelSpec::new(level) };
        let hint = position.hint(&spec.seat(), &Limits::NONE, &AtomicBool::new(false));
        failed(position.as_ref(), &format!("the {level} level"))?;
        let hint = hint.with_context(|| format!("the {level} level found no move in the search position"))?;
        let seconds = hint.elapsed.as_secs_f64();
        outln!(
            "{level} level: {} iterations or nodes in {seconds:.2} s, {:.0}/s (one move, its own settings)",
            hint.nodes,
            per_second(hint.nodes, seconds)
        );
        if let Some(threads) = args.threads {
            time_on_threads(position.as_ref(), level, args, threads)?;
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// One move of `level` on the clock (`--seconds`) in `position`, on one thread and on
/// `threads`, each from a fresh agent: nodes per second and the deepest finished iteration.
fn time_on_threads(
    position: &dyn plateau_core::GameSession,
    level: Level,
    args: &BenchArgs,
    threads: u32,
) -> anyhow::Result<()> {
    let time_ms = bounds::time_ms(args.seconds);
    let spec = LevelSpec { seed: Some(args.seed), time_ms: Some(time_ms), ..LevelSpec::new(level) }.seat();
    let mut rates = Vec::new();
    for t in [1, threads] {
        let hint = position.hint(&spec, &Limits::NONE.with_threads(t), &AtomicBool::new(false));
        failed(position, &format!("the {level} level"))?;
        let hint = hint.with_context(|| format!("the {level} level found no move in the search position"))?;
        let seconds = hint.elapsed.as_secs_f64();
        let rate = per_second(hint.nodes, seconds);
        outln!(
            "{level} level, {time_ms} ms on {}: {} nodes or iterations in {seconds:.2} s, {rate:.0}/s, depth {}",
            plateau_core::plural(t as usize, "thread"),
            hint.nodes,
            hint.depth
        );
        rates.push(rate);
    }
    if let [one, many] = rates[..]
        && one > 0.0
    {
        outln!("speed-up on {}: {:.2}x", plateau_core::plural(threads as usize, "thread"), many / one);
    }
    Ok(())
}

/// An error naming why `what` failed when the game's plugin failed in it (out of memory in
/// its sandbox, a panic): the figures it left are not measurements, and a script running
/// the bench must see it failed.
fn failed(session: &dyn plateau_core::GameSession, what: &str) -> anyhow::Result<()> {
    match session.fault() {
        Some(reason) => anyhow::bail!("{what} failed: {}", super::one_line(&reason)),
        None => Ok(()),
    }
}

/// A copy of `session` after `--search-after` random moves from `--seed` (fewer if the game
/// ends first): where the search figures are measured.
fn session_at_search_position(
    session: &dyn plateau_core::GameSession,
    args: &BenchArgs,
) -> anyhow::Result<Box<dyn plateau_core::GameSession>> {
    let mut position = session.clone_box();
    let mut rng = plateau_core::Rng::new(args.seed);
    for _ in 0..args.search_after {
        let moves = position.legal_moves();
        if moves.is_empty() {
            break;
        }
        position.play(moves[rng.below(moves.len())])?;
    }
    Ok(position)
}
