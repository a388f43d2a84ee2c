//! `plateau perft`: leaf counts for move-generator checks. The last line is the count alone,
//! because other tools read it.

use std::process::ExitCode;
use std::time::Instant;

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
            println!("{notation}: {n}");
            total += n;
        }
        total
    } else {
        session.perft(args.depth)
    };
    let seconds = start.elapsed().as_secs_f64();
    eprintln!("perft {} in {seconds:.3} s ({:.0} leaves/s)", args.depth, count as f64 / seconds.max(1e-9));
    println!("{count}");
    Ok(ExitCode::SUCCESS)
}
