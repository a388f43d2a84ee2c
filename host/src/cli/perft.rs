//! `plateau perft`: leaf counts for move-generator checks. The last line is the count alone,
//! because other tools read it.

use std::process::ExitCode;
use std::time::{Duration, Instant};

use clap::Args;
use plateau_core::GameFactory;

use super::{GameArgs, numbers};

#[derive(Debug, Args)]
pub struct PerftArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Plies to look ahead.
    #[arg(long, allow_negative_numbers = true, value_parser = numbers::whole::<u32>(0, numbers::MAX_PERFT_DEPTH))]
    depth: u32,
    /// Moves to play first (whitespace-separated notation).
    #[arg(long, default_value = "")]
    moves: String,
    /// Also print the count below each legal move.
    #[arg(long)]
    divide: bool,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &PerftArgs) -> anyhow::Result<ExitCode> {
    let mut session = args.game.session(games)?;
    super::play_move_list(session.as_mut(), &args.moves)?;
    let start = Instant::now();
    let count = if args.divide && args.depth > 0 {
        let mut total = 0;
        for id in session.legal_moves() {
            let mut child = session.clone_box();
            let notation = child.notation(id)?;
            child.play(id)?;
            let n = child.perft(args.depth - 1);
            outln!("{}: {n}", crate::engine::one_line(&notation));
            total += n;
        }
        total
    } else {
        session.perft(args.depth)
    };
    eprintln!("{}", timing(args.depth, count, start.elapsed()));
    outln!("{count}");
    Ok(ExitCode::SUCCESS)
}

/// Below this a run is mostly timer and start-up noise: its rate would be a made-up number.
const SHORTEST_RATED: Duration = Duration::from_millis(1);

/// The stderr line after a run: the time in a unit that shows its digits (µs, ms or s), and
/// the leaves per second when the run lasted long enough for a rate to mean something.
fn timing(depth: u32, count: u64, elapsed: Duration) -> String {
    let seconds = elapsed.as_secs_f64();
    let time = if elapsed < Duration::from_millis(1) {
        format!("{} µs", elapsed.as_micros())
    } else if elapsed < Duration::from_secs(1) {
        format!("{:.1} ms", seconds * 1e3)
    } else {
        format!("{seconds:.3} s")
    };
    if elapsed < SHORTEST_RATED {
        format!("perft {depth} in {time}")
    } else {
        format!("perft {depth} in {time} ({:.0} leaves/s)", count as f64 / seconds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn times_are_printed_in_a_fitting_unit_and_rated_only_when_long_enough() {
        assert_eq!(timing(1, 46, Duration::from_nanos(48_100)), "perft 1 in 48 µs");
        assert_eq!(timing(0, 1, Duration::ZERO), "perft 0 in 0 µs");
        assert_eq!(
            timing(3, 110_544, Duration::from_micros(12_340)),
            "perft 3 in 12.3 ms (8958185 leaves/s)"
        );
        assert_eq!(
            timing(5, 3_000_000, Duration::from_millis(1_500)),
            "perft 5 in 1.500 s (2000000 leaves/s)"
        );
    }
}
