//! `plateau play`: agents against each other on the terminal.

use std::process::ExitCode;
use std::sync::atomic::AtomicBool;

use anyhow::{Context as _, bail};
use clap::Args;
use plateau_core::ai::parse::{NamedSpec, parse_seats};
use plateau_core::ai::{Limits, SessionAgent};
use plateau_core::files::Destination;
use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, GameSession, Rng, ToMove};

use super::{GameArgs, numbers, one_line};

#[derive(Debug, Args)]
pub struct PlayArgs {
    #[command(flatten)]
    game: GameArgs,
    /// One agent per seat, comma separated, as in `plateau match` (random, easy .. expert,
    /// mcts:iterations=20000, ...); random for every seat if left out.
    #[arg(long, value_name = "SPECS")]
    seats: Option<String>,
    /// Seed of the agents; each seat gets its own stream.
    #[arg(long, default_value_t = 1)]
    seed: u64,
    /// Moves to play first (whitespace-separated notation).
    #[arg(long, default_value = "")]
    moves: String,
    /// Stop after this many moves even if the game is not over.
    #[arg(long, default_value_t = 100_000, allow_negative_numbers = true, value_parser = numbers::whole::<usize>(1, numbers::MAX_MOVES))]
    max_moves: usize,
    /// Write the game played to this save file (open it in the app, or `plateau check` it).
    #[arg(long, value_name = "FILE")]
    save: Option<std::path::PathBuf>,
}

pub fn run(games: &[Box<dyn GameFactory>], args: &PlayArgs) -> anyhow::Result<ExitCode> {
    // Found out before the game rather than after it.
    if let Some(path) = &args.save {
        Destination::new(path).check().context("--save")?;
    }
    let mut session = args.game.session(games)?;
    super::play_move_list(session.as_mut(), &args.moves)?;
    let players = session.info().player_count();
    let seats: Vec<NamedSpec> = match &args.seats {
        Some(text) => parse_seats(text)?,
        None => parse_seats(&vec!["random"; players].join(","))?,
    };
    if seats.len() != players {
        bail!("--seats names {} agents, but the game has {players} seats", seats.len());
    }
    // Agents are bound once and told every move, so searches keep their trees.
    let mut seeds = Rng::new(args.seed);
    let mut agents: Vec<Box<dyn SessionAgent>> = Vec::with_capacity(players);
    let mut seat_specs = Vec::with_capacity(players);
    for (name, spec) in &seats {
        let spec = spec.reseeded(seeds.next_u64());
        agents.push(session.bind_agent(&spec).with_context(|| format!("seat '{name}'"))?);
        seat_specs.push(spec);
    }
    // The game as it stands before the agents move, in the save's canonical notation: what
    // is saved, with the moves played since, if the game cannot go on (a plugin that failed
    // answers nothing more, not even its own history).
    let start = SaveFile::capture(session.as_ref(), seat_specs.clone());
    let mut played_moves: Vec<String> = Vec::new();
    let played = play_out(session.as_mut(), &mut agents, args.max_moves, &start.moves, &mut played_moves);
    if let Err(error) = played {
        if let Some(path) = &args.save {
            let mut save = start;
            save.moves.extend(played_moves.iter().cloned());
            save.cursor = save.moves.len();
            match save.write(path) {
                Ok(()) => eprintln!(
                    "saved the {} moves played before the failure to {}",
                    save.moves.len(),
                    one_line(&path.display().to_string())
                ),
                Err(e) => eprintln!("--save: could not save the game so far: {}", one_line(&e.to_string())),
            }
        }
        return Err(error);
    }
    outln!("result: {}", super::describe_outcome(session.as_ref()));
    if let Some(path) = &args.save {
        SaveFile::capture(session.as_ref(), seat_specs)
            .write(path)
            .context("--save: could not save the game")?;
        eprintln!("saved to {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// Lets the agents play on from the moves `before` until the game ends or `max_moves` are
/// played, printing each move and adding its notation to `played`; an error if the game
/// cannot go on.
fn play_out(
    session: &mut dyn GameSession,
    agents: &mut [Box<dyn SessionAgent>],
    max_moves: usize,
    before: &[String],
    played: &mut Vec<String>,
) -> anyhow::Result<()> {
    let stop = AtomicBool::new(false);
    while let ToMove::Player(player) = session.to_move() {
        if played.len() == max_moves {
            break;
        }
        let Some(id) = agents[player.index()].select(&Limits::NONE, &stop) else {
            bail!("the agent for {} found no move", one_line(session.info().player_name(player)));
        };
        let notation = session.notation(id).map_err(|e| anyhow::anyhow!(one_line(&e.to_string())))?;
        if let Err(error) = session.play(id) {
            // A game from a plugin that failed: say so, and how to replay the game so far.
            if let Some(fault) = session.fault() {
                let all: Vec<String> = before.iter().chain(played.iter()).cloned().collect();
                bail!(
                    "the plugin of game '{}' failed at move {}: {}; the game stopped there, \
                     after {} moves{}",
                    one_line(&session.info().id),
                    all.len() + 1,
                    one_line(&fault),
                    all.len(),
                    session_moves(&all)
                );
            }
            bail!(one_line(&error.to_string()));
        }
        for agent in agents.iter_mut() {
            agent.play(id).map_err(|e| anyhow::anyhow!(one_line(&e.to_string())))?;
        }
        played.push(notation.clone());
        outln!(
            "{:4}. {:<6} {}",
            session.cursor(),
            one_line(session.info().player_name(player)),
            one_line(&notation)
        );
    }
    Ok(())
}

/// " (replay them with --moves 'a1 b2')", or nothing before the first move.
fn session_moves(moves: &[String]) -> String {
    if moves.is_empty() {
        String::new()
    } else {
        format!(" (replay them with --moves '{}')", one_line(&moves.join(" ")))
    }
}
