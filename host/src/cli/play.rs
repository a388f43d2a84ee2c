//! `plateau play`: agents against each other on the terminal.

use std::process::ExitCode;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::Duration;

use anyhow::{Context as _, bail};
use clap::Args;
use plateau_core::ai::move_watch::MoveWatch;
use plateau_core::ai::parse::{NamedSpec, parse_seats};
use plateau_core::ai::{Limits, SessionAgent};
use plateau_core::files::Destination;
use plateau_core::save::SaveFile;
use plateau_core::{GameFactory, GameSession, Rng, ToMove};

use super::watched::watched;
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
    /// Give up on an agent whose move has not come after this long (it is asked to stop,
    /// then the command ends with an error). Default: its time per move plus 5 s, or 300 s
    /// for budgets in iterations, nodes or depth.
    #[arg(long, value_name = "SECONDS", allow_negative_numbers = true, value_parser = numbers::seconds)]
    move_timeout: Option<Duration>,
}

/// An agent in its seat, with what the watch on its moves needs.
struct Seated {
    agent: Box<dyn SessionAgent>,
    /// `the agent for White`.
    who: Arc<str>,
    /// How long one of its moves may take.
    allowed: Duration,
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
    let watch = Arc::new(MoveWatch::new(args.move_timeout));
    let mut seeds = Rng::new(args.seed);
    let mut agents: Vec<Seated> = Vec::with_capacity(players);
    let mut seat_specs = Vec::with_capacity(players);
    for (seat, (name, spec)) in seats.iter().enumerate() {
        let spec = spec.reseeded(seeds.next_u64());
        let agent = session.bind_agent(&spec).with_context(|| format!("seat '{name}'"))?;
        let seat_name = session.info().players.get(seat).map_or("?", String::as_str);
        let who = Arc::from(format!("the agent for {}", one_line(seat_name)));
        agents.push(Seated { agent, who, allowed: watch.allowance(&spec, &Limits::NONE) });
        seat_specs.push(spec);
    }
    // The game as it stands before the agents move, in the save's canonical notation: what
    // is saved, with the moves played since, if the game cannot go on.
    let start = SaveFile::capture(session.as_ref(), seat_specs.clone());
    let game_id = session.info().id.clone();
    // The game is played on a thread of its own, so that a move that never comes (a
    // plugin's AI in an endless loop) can be given up on here.
    let played_moves = Arc::new(Mutex::new(Vec::new()));
    let stop = Arc::new(AtomicBool::new(false));
    let game = Game {
        max_moves: args.max_moves,
        before: start.moves.clone(),
        played: Arc::clone(&played_moves),
        watch: Arc::clone(&watch),
        stop: Arc::clone(&stop),
    };
    let played = watched(&watch, &stop, move || {
        let played = game.play_out(session.as_mut(), &mut agents);
        (session, played)
    })?;
    let played = match played {
        Ok((session, Ok(()))) => Ok(session),
        Ok((_, Err(error))) => Err(error),
        Err(late) => Err(anyhow::anyhow!(late.message(&game_id))),
    };
    let session = match played {
        Ok(session) => session,
        Err(error) => {
            if let Some(path) = &args.save {
                let so_far = played_moves.lock().unwrap_or_else(PoisonError::into_inner).clone();
                save_so_far(start, &so_far, path);
            }
            return Err(error);
        }
    };
    outln!("result: {}", super::describe_outcome(session.as_ref()));
    if let Some(path) = &args.save {
        SaveFile::capture(session.as_ref(), seat_specs)
            .write(path)
            .context("--save: could not save the game")?;
        eprintln!("saved to {}", path.display());
    }
    Ok(ExitCode::SUCCESS)
}

/// Saves the game as it was before the agents moved, with the moves they played since, and
/// says so: the game cannot go on (a plugin that failed answers nothing more, not even its
/// own history; an agent that never answered still holds it).
fn save_so_far(mut save: SaveFile, played: &[String], path: &std::path::Path) {
    save.moves.extend(played.iter().cloned());
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

/// What the thread that plays the game needs, besides the game and its agents.
struct Game {
    max_moves: usize,
    /// The moves played before the agents took over.
    before: Vec<String>,
    /// The moves the agents played so far, in notation: what is saved if the game cannot
    /// go on (read by the calling thread, also when this one is stuck).
    played: Arc<Mutex<Vec<String>>>,
    watch: Arc<MoveWatch>,
    /// Raised by the calling thread when a move is late.
    stop: Arc<AtomicBool>,
}

impl Game {
    /// Lets the agents play on until the game ends or `max_moves` are played, printing each
    /// move and adding its notation to `played`; an error if the game cannot go on.
    fn play_out(&self, session: &mut dyn GameSession, agents: &mut [Seated]) -> anyhow::Result<()> {
        let mut count = 0;
        while let ToMove::Player(player) = session.to_move() {
            if count == self.max_moves {
                break;
            }
            let number = self.before.len() + count + 1;
            let seated = &mut agents[player.index()];
            let ticket = self.watch.begin(None, &seated.who, number, seated.allowed);
            let chosen = seated.agent.select(&Limits::NONE, &self.stop);
            drop(ticket);
            if self.stop.load(Ordering::Relaxed) {
                // Late: the calling thread says so.
                bail!("{} was asked to stop at move {number}", seated.who);
            }
            let Some(id) = chosen else {
                match seated.agent.fault() {
                    Some(reason) => bail!("{} failed at move {number}: {}", seated.who, one_line(&reason)),
                    None => bail!("{} found no move at move {number}", seated.who),
                }
            };
            let notation = session.notation(id).map_err(|e| anyhow::anyhow!(one_line(&e.to_string())))?;
            if let Err(error) = session.play(id) {
                // A game from a plugin that failed: say so, and how to replay the game so far.
                if let Some(fault) = session.fault() {
                    let played = self.played.lock().unwrap_or_else(PoisonError::into_inner);
                    let all: Vec<String> = self.before.iter().chain(played.iter()).cloned().collect();
                    bail!(
                        "the plugin of game '{}' failed at move {number}: {}; the game stopped there, \
                         after {} moves{}",
                        one_line(&session.info().id),
                        one_line(&fault),
                        all.len(),
                        session_moves(&all)
                    );
                }
                bail!(one_line(&error.to_string()));
            }
            for seated in agents.iter_mut() {
                seated.agent.play(id).map_err(|e| anyhow::anyhow!(one_line(&e.to_string())))?;
            }
            self.played.lock().unwrap_or_else(PoisonError::into_inner).push(notation.clone());
            count += 1;
            outln!(
                "{:4}. {:<6} {}",
                session.cursor(),
                one_line(session.info().player_name(player)),
                one_line(&notation)
            );
        }
        Ok(())
    }
}

/// " (replay them with --moves 'a1 b2')", or nothing before the first move.
fn session_moves(moves: &[String]) -> String {
    if moves.is_empty() {
        String::new()
    } else {
        format!(" (replay them with --moves '{}')", one_line(&moves.join(" ")))
    }
}
