//! Runs a prepared study (or one shard of it) on worker threads.
//!
//! The jobs are the pairs (rule set, game), numbered rule set major. Each job is
//! deterministic on its own: its seating and agent seeds come from the study seed and the
//! game number alone, never from the rule set, the thread or the order of play. So the same
//! study gives the same records on any number of threads, shards merge to exactly one run's
//! results, and game `g` of every rule set is played by identically seeded agents (paired).

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, PoisonError};

use thiserror::Error;

use super::jobs::JobSet;
use super::results::{FORMAT, LabGame, PhaseCount, RuleSetSeats, Shard, StudyResults, VERSION};
use super::study::{PreparedStudy, Study};
use crate::ai::{AgentError, Limits, SeatSpec};
use crate::rng::{Rng, splitmix64};
use crate::workers::{run_job_sink, worker_count};
use crate::{GameSession, MoveError, Outcome, Player, ToMove};

/// Reported after every finished game, from the thread that played it.
#[derive(Clone, Copy, Debug)]
pub struct LabProgress<'a> {
    /// Games of this run finished so far, this one included.
    pub done: u64,
    /// Games of this run.
    pub total: u64,
    /// The game just finished.
    pub game: &'a LabGame,
}

/// Why a study stopped with an error (a bug in an agent or a game, never bad input: the
/// study was checked when it was prepared).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LabError {
    /// An agent could not be made for a game.
    #[error("rule set '{rule_set}', game {game}: {reason}")]
    Agent {
        /// The rule set's name.
        rule_set: String,
        /// Game number.
        game: u32,
        /// Why.
        reason: AgentError,
    },
    /// An agent gave no move, or one the rules refused.
    #[error("rule set '{rule_set}', game {game}: {what}")]
    Move {
        /// The rule set's name.
        rule_set: String,
        /// Game number.
        game: u32,
        /// What happened.
        what: String,
    },
}

/// Plays the jobs of `shard` with `threads` workers (0: every core), except those whose games
/// are in `already` (a resumed run's journal), which join the results as they are. Setting
/// `stop` ends the run early: games under way are abandoned, the finished ones are kept, and
/// the results say they were interrupted. The jobs are made as they are taken, never listed.
///
/// The results hold every game: for studies that fit in memory (the app's, tests). `plateau
/// lab run` plays through [`play_study`], which holds none.
pub fn run_study(
    prepared: &PreparedStudy,
    shard: Shard,
    threads: usize,
    already: Vec<LabGame>,
    stop: &AtomicBool,
    progress: &(dyn Fn(LabProgress<'_>) + Sync),
) -> Result<StudyResults, LabError> {
    let study = &prepared.study;
    let mut done = JobSet::new(study.rule_sets.len(), study.games, shard);
    let mut games: Vec<LabGame> = Vec::new();
    for game in already {
        let job = game.job(study.games);
        if shard.owns(job) && done.insert(job) {
            games.push(game);
        }
    }
    let played = Mutex::new(Vec::new());
    let total = run_total(prepared, shard, &done);
    let run = play_study(prepared, shard, threads, &done, stop, &|record, count| {
        progress(LabProgress { done: count, total, game: &record });
        played.lock().unwrap_or_else(PoisonError::into_inner).push(record);
    })?;
    games.extend(played.into_inner().unwrap_or_else(PoisonError::into_inner));
    games.sort_by_key(|g| g.job(study.games));
    let mut results = StudyResults {
        format: FORMAT.to_owned(),
        version: VERSION,
        study: study.clone(),
        rule_sets: rule_set_seats(prepared),
        shards: vec![shard],
        interrupted: run.interrupted,
        fingerprint: String::new(),
        checksum: String::new(),
        games,
    };
    results.seal();
    Ok(results)
}

/// Games of `shard` left to play when those of `done` are finished.
fn run_total(prepared: &PreparedStudy, shard: Shard, done: &JobSet) -> u64 {
    let study = &prepared.study;
    shard.jobs_of(study.rule_sets.len() as u64 * u64::from(study.games)).saturating_sub(done.len())
}

/// The seat names of each rule set of a prepared study.
pub fn rule_set_seats(prepared: &PreparedStudy) -> Vec<RuleSetSeats> {
    prepared.sessions.iter().map(|s| RuleSetSeats { seats: s.info().players.clone() }).collect()
}

/// How a run of [`play_study`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RunEnd {
    /// Games played by this run.
    pub played: u64,
    /// True if it was stopped before every job of its shard was done.
    pub interrupted: bool,
}

/// Plays the jobs of `shard` not in `done` with `threads` workers (0: every core), handing
/// each finished game to `finished` with the count of games finished so far, from the thread
/// that played it, and keeping none: memory stays flat in the number of games.
///
/// Setting `stop` ends the run promptly: no job is started after it is seen, and games under
/// way are abandoned at their next move (an agent's search is given the same flag, so it
/// returns at once). A game that ended before the flag was seen is still handed over.
pub fn play_study(
    prepared: &PreparedStudy,
    shard: Shard,
    threads: usize,
    done: &JobSet,
    stop: &AtomicBool,
    finished: &(dyn Fn(LabGame, u64) + Sync),
) -> Result<RunEnd, LabError> {
    let study = &prepared.study;
    let per_rule_set = u64::from(study.games);
    let rule_sets = study.rule_sets.len() as u64;
    let total = run_total(prepared, shard, done);
    // Play game 0 of every rule set, then game 1, and so on, so that a run stopped early
    // still compares the rule sets on (nearly) equal numbers of games. The order of play
    // changes nothing else: every job is deterministic on its own.
    let job_at = |slot: u64| {
        let job = (slot % rule_sets) * per_rule_set + slot / rule_sets;
        (shard.owns(job) && !done.contains(job)).then_some(job)
    };
    // Sessions are not shared between threads: each worker plays from its own copies.
    let workers: Vec<Vec<Box<dyn GameSession>>> =
        (0..worker_count(threads, usize::try_from(total).unwrap_or(usize::MAX)))
            .map(|_| prepared.sessions.iter().map(|s| s.clone_box()).collect())
            .collect();
    let seats = &prepared.seats;
    let played = run_job_sink(
        rule_sets * per_rule_set,
        &job_at,
        workers,
        stop,
        &|sessions: &mut Vec<Box<dyn GameSession>>, &job, abort| {
            let rule_set = (job / per_rule_set) as usize;
            let game = (job % per_rule_set) as u32;
            play(study, sessions[rule_set].as_ref(), &seats[rule_set], rule_set, game, stop, abort)
        },
        finished,
    )?;
    Ok(RunEnd { played, interrupted: played < total })
}

/// The seed of the agent in seat `seat` of game `game`: the same under every rule set.
fn agent_seed(seed: u64, game: u32, seat: usize) -> u64 {
    let mut state = seed
        ^ u64::from(game).wrapping_mul(0xA24B_AED4_963E_E407)
        ^ (seat as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25);
    splitmix64(&mut state)
}

/// The random source of game `game`'s opening: the same under every rule set.
fn opening_rng(seed: u64, game: u32) -> Rng {
    let mut state = seed ^ u64::from(game).wrapping_mul(0xD1B5_4A32_D192_ED03) ^ 0x6F70_656E_696E_6700;
    Rng::new(splitmix64(&mut state))
}

/// Plays game `game` of rule set `rule_set`; `None` if it was abandoned.
fn play(
    study: &Study,
    template: &dyn GameSession,
    agents_here: &[SeatSpec],
    rule_set: usize,
    game: u32,
    stop: &AtomicBool,
    abort: &AtomicBool,
) -> Result<Option<LabGame>, LabError> {
    let name = || study.rule_sets[rule_set].name.clone();
    let fail = |what: String| LabError::Move { rule_set: name(), game, what };
    let mut session = template.clone_box();
    let players = agents_here.len();
    // Seats rotate: in game g, seat s holds agent (s + g) mod n.
    let seating: Vec<usize> = (0..players).map(|seat| (seat + game as usize) % players).collect();
    let mut agents = Vec::with_capacity(players);
    for (seat, &agent) in seating.iter().enumerate() {
        let spec = agents_here[agent].reseeded(agent_seed(study.seed, game, seat));
        let bound =
            session.bind_agent(&spec).map_err(|reason| LabError::Agent { rule_set: name(), game, reason })?;
        agents.push(bound);
    }
    let mut branching: Vec<PhaseCount> = Vec::new();
    let mut trajectory = Vec::new();
    let mut plies = 0;
    let mut opening = opening_rng(study.seed, game);
    let finished = loop {
        trajectory.push(rounded(session.evaluate()));
        let ToMove::Player(player) = session.to_move() else { break true };
        if plies >= study.max_moves {
            break false;
        }
        let phase = session.phase();
        let moves = session.legal_moves().len() as u64;
        match branching.iter_mut().find(|c| c.phase == phase) {
            Some(count) => {
                count.moves += moves;
                count.plies += 1;
            }
            None => branching.push(PhaseCount { phase, moves, plies: 1 }),
        }
        let chosen = if plies < study.random_opening {
            let legal = session.legal_moves();
            legal.get(opening.below(legal.len().max(1))).copied()
        } else {
            agents[player.index()].select(&Limits::NONE, stop)
        };
        if stop.load(Ordering::Relaxed) || abort.load(Ordering::Relaxed) {
            return Ok(None);
        }
        let id = chosen.ok_or_else(|| fail("an agent gave no move in a running game".to_owned()))?;
        session.play(id).map_err(|e: MoveError| fail(format!("an agent's move was refused: {e}")))?;
        for agent in &mut agents {
            agent.play(id).map_err(|e| fail(format!("an agent lost track of the game: {e}")))?;
        }
        plies += 1;
    };
    let outcome = session.outcome();
    Ok(Some(LabGame {
        rule_set,
        game,
        winner: outcome.as_ref().filter(|_| finished).and_then(Outcome::winner).map(Player::index),
        reason: match (&outcome, finished) {
            (Some(o), true) => o.reason.clone(),
            _ => "move cap".to_owned(),
        },
        seating,
        finished,
        plies,
        branching,
        trajectory,
    }))
}

/// Values to three decimals, so results files stay small and diff well.
fn rounded(values: Vec<f32>) -> Vec<f32> {
    values.into_iter().map(|v| (v * 1000.0).round() / 1000.0).collect()
}
