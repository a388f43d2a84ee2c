//! `plateau play`: agents against each other on the terminal.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use anyhow::bail;
use clap::Args;
use plateau_core::ai::{Limits, RandomSpec};
use plateau_core::{GameFactory, Rng, ToMove};

use super::GameArgs;

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// Seed of the random agents; each seat gets its own stream.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Moves to play first (whitespace-separated notation).
    #[arg(long, default_value = "")]
    moves: String,
    /// Stop after this many moves even if the game is not over.
    #[arg(long, default_value_t = 100_000)]
    max_moves: usize,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &PlayArgs) -> anyhow::Result<ExitCode> {
    let mut session = args.game.session(games)?;
    super::play_move_list(session.as_mut(), &args.moves)?;
    let mut seeds = Rng::new(args.seed);
    let seats: Vec<RandomSpec> =
        (0..session.info().player_count()).map(|_| RandomSpec { seed: Some(seeds.next_u64()) }).collect();
    let stop = AtomicBool::new(false);
    let mut played = 0;
    while let ToMove::Player(player) = session.to_move() {
        if played == args.max_moves {
            break;
        }
        // Each seat's agent is rebuilt from its spec every move; derive a fresh seed per move
        // so the sequence stays reproducible.
        let spec =
            RandomSpec { seed: seats[player.index()].seed.map(|s| s ^ (played as u64).wrapping_mul(0x9E37)) };
        let Some(id) = session.think(&spec, &Limits::default(), &stop) else {
            bail!("the agent for {} found no move", session.info().player_name(player));
        };
        let notation = session.notation(id)?;
        session.play(id)?;
        played += 1;
        println!("{:4}. {:<6} {notation}", session.cursor(), session.info().player_name(player));
    }
    println!("result: {}", super::describe_outcome(session.as_ref()));
    Ok(ExitCode::SUCCESS)
}
