//! The match runner: N games between agents on one rule set, on all cores, with seats
//! rotated and every game seeded from the match seed, so that a match is reproducible
//! (with budgets in iterations, nodes or depth rather than time).

use std::fmt::Write as _;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use serde_json::Value;
use thiserror::Error;

use super::elo::{self, Elo};
use super::move_watch::MoveWatch;
use super::{AgentError, Limits, SeatSpec};
use crate::quote::{quote, quote_up_to};
use crate::rng::splitmix64;
use crate::workers::{run_jobs, worker_count};
use crate::{GameSession, MoveError, Player, Rng, ToMove};

/// One participant of a match.
#[derive(Clone, Debug)]
pub struct Entrant {
    /// How results name it: the seat spec as the user gave it (`"hard"`).
    pub name: String,
    /// What plays.
    pub spec: SeatSpec,
}

impl Entrant {
    /// An entrant named `name`.
    pub fn new(name: impl Into<String>, spec: impl Into<SeatSpec>) -> Self {
        Self { name: name.into(), spec: spec.into() }
    }
}

/// What to play.
#[derive(Clone, Debug)]
pub struct MatchConfig {
    /// One entrant per seat, in the seat order of the first game.
    pub entrants: Vec<Entrant>,
    /// Number of games.
    pub games: u32,
    /// Seed from which every game's agent seeds derive.
    pub seed: u64,
    /// Limits passed to every move on top of each agent's own budget.
    pub limits: Limits,
    /// Worker threads; 0 uses every core.
    pub threads: usize,
    /// A game still running after this many moves stops and counts as a draw (unfinished).
    pub max_moves: u32,
    /// Moves played uniformly at random before the agents take over. All games of one
    /// rotation share their opening (drawn from the match seed and the rotation), so each
    /// seating meets the same position, while deterministic agents (alpha-beta) still play
    /// different games from one rotation to the next. The opening counts in `plies` but
    /// stops early if the game ends.
    pub opening: u32,
    /// Where every agent's move is listed while it is thought about, for a caller that gives
    /// up on a move that does not come in time (see [`MoveWatch`]).
    pub watch: Option<Arc<MoveWatch>>,
}

impl MatchConfig {
    /// 100 games with seed 1, every core, no extra limits, at most 10 000 moves a game, no
    /// random opening.
    pub fn new(entrants: Vec<Entrant>) -> Self {
        Self {
            entrants,
            games: 100,
            seed: 1,
            limits: Limits::NONE,
            threads: 0,
            max_moves: 10_000,
            opening: 0,
            watch: None,
        }
    }
}

/// The result of one game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Game number, from 0.
    pub index: u32,
    /// Entrant index at each seat.
    pub seating: Vec<usize>,
    /// The winning entrant; `None` for a draw or an unfinished game.
    pub winner: Option<usize>,
    /// The winning seat.
    pub winner_seat: Option<Player>,
    /// Moves played.
    pub plies: u32,
    /// False if the game hit the move cap.
    pub finished: bool,
}

/// Reported after every finished game (from the worker thread that played it).
#[derive(Clone, Copy, Debug)]
pub struct MatchProgress<'a> {
    /// Games finished so far, this one included.
    pub done: u32,
    /// Games in the match.
    pub total: u32,
    /// The game just finished.
    pub record: &'a GameRecord,
}

/// Totals of a match.
#[derive(Clone, Debug, PartialEq)]
pub struct MatchReport {
    /// Entrant names, made unique (`hard`, `hard#2`) in entrant order.
    pub names: Vec<String>,
    /// Seat names of the game.
    pub seats: Vec<String>,
    /// Games completed (fewer than asked if the match was cancelled).
    pub games: u32,
    /// Games without a winner, unfinished ones included.
    pub draws: u32,
    /// Games stopped by the move cap (counted in `draws` too).
    pub unfinished: u32,
    /// Wins per entrant.
    pub wins: Vec<u32>,
    /// Wins per seat (first-player advantage).
    pub seat_wins: Vec<u32>,
    /// Every completed game, in game order.
    pub records: Vec<GameRecord>,
    /// The stop flag ended the match early.
    pub cancelled: bool,
}

/// Why a match could not be played.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum MatchError {
    /// Not one entrant per seat.
    #[error(
        "the game has {}, but the match has {}",
        crate::plural(*.seats, "seat"),
        crate::plural(*.given, "entrant")
    )]
    SeatCount {
        /// Seats of the game.
        seats: usize,
        /// Entrants given.
        given: usize,
    },
    /// An entrant cannot play this game.
    // The cause is part of the message (not a `source`), so that error chains printed by
    // callers do not repeat it.
    #[error("agent '{}': {reason}", quote(name))]
    Agent {
        /// The entrant.
        name: String,
        /// Why.
        reason: AgentError,
    },
    /// An agent gave no move although the game was not over.
    #[error(
        "game {game}: agent '{}' gave no move in a running game{}",
        quote(name),
        failure.as_ref().map(|f| format!(": it failed: {}", quote_up_to(f, usize::MAX))).unwrap_or_default()
    )]
    NoMove {
        /// Game number.
        game: u32,
        /// The entrant.
        name: String,
        /// Why, if the agent failed ([`super::SessionAgent::fault`]: a plugin's agent out of
        /// memory in its sandbox, a panic); a plugin's text, shown on one line.
        failure: Option<String>,
    },
    /// An agent's move was refused.
    #[error("game {game}: agent '{}' chose a move the game refused: {reason}", quote(name))]
    BadMove {
        /// Game number.
        game: u32,
        /// The entrant.
        name: String,
        /// The refusal.
        reason: MoveError,
    },
}

/// Plays `config.games` games from the position of `session` (a fresh session plays from
/// the start). In game `g`, seat `s` holds entrant `(s + g) mod n`, so with two entrants
/// the seats swap every other game and with three they rotate. The games of one rotation
/// share their agent seeds, derived from `config.seed`, the rotation and the entrant, so
/// the only difference between them is the seating. Results do not depend on the number of
/// threads. `progress` hears of every finished game. Setting `stop` abandons the games in
/// progress and returns the totals of the games finished.
pub fn run_match(
    session: &dyn GameSession,
    config: &MatchConfig,
    stop: &AtomicBool,
    progress: &(dyn Fn(MatchProgress<'_>) + Sync),
) -> Result<MatchReport, MatchError> {
    let players = session.info().player_count();
    if config.entrants.len() != players {
        return Err(MatchError::SeatCount { seats: players, given: config.entrants.len() });
    }
    let names = unique_names(&config.entrants);
    // Refuse entrants that cannot play this game before starting any work.
    for (entrant, name) in config.entrants.iter().zip(&names) {
        session
            .bind_agent(&entrant.spec)
            .map_err(|reason| MatchError::Agent { name: name.clone(), reason })?;
    }
    let games: Vec<u32> = (0..config.games).collect();
    // Sessions are not shared between threads: each worker plays from its own copy.
    let workers: Vec<Box<dyn GameSession>> =
        (0..worker_count(config.threads, games.len())).map(|_| session.clone_box()).collect();
    let mut records = run_jobs(
        &games,
        workers,
        stop,
        &|template: &mut Box<dyn GameSession>, &game, abort| {
            play_game(template.as_ref(), config, &names, game, stop, abort)
        },
        &|record, done| progress(MatchProgress { done: done as u32, total: config.games, record }),
    )?;
    records.sort_by_key(|r| r.index);
    let cancelled = records.len() < config.games as usize;
    Ok(MatchReport::tally(names, session.info().players.clone(), records, cancelled))
}

/// Entrant names with repeats numbered: `hard`, `hard#2`.
fn unique_names(entrants: &[Entrant]) -> Vec<String> {
    let mut names: Vec<String> = Vec::with_capacity(entrants.len());
    for (i, entrant) in entrants.iter().enumerate() {
        let earlier = entrants[..i].iter().filter(|e| e.name == entrant.name).count();
        names.push(if earlier == 0 {
            entrant.name.clone()
        } else {
            format!("{}#{}", entrant.name, earlier + 1)
        });
    }
    names
}

/// The seed of `entrant`'s agent in the games of rotation `round`.
fn agent_seed(seed: u64, round: u64, entrant: usize) -> u64 {
    let mut state = seed
        ^ round.wrapping_mul(0xA24B_AED4_963E_E407)
        ^ (entrant as u64).wrapping_mul(0x9FB2_1C65_1E98_DF25);
    splitmix64(&mut state)
}

/// Plays game number `game`; `None` if it was abandoned (stop flag or another game's error).
fn play_game(
    template: &dyn GameSession,
    config: &MatchConfig,
    names: &[String],
    game: u32,
    stop: &AtomicBool,
    abort: &AtomicBool,
) -> Result<Option<GameRecord>, MatchError> {
    let players = config.entrants.len();
    let seating: Vec<usize> = (0..players).map(|seat| (seat + game as usize) % players).collect();
    let round = u64::from(game) / players as u64;
    let mut session = template.clone_box();
    let mut plies = play_opening(session.as_mut(), config, round).map_err(|reason| MatchError::BadMove {
        game,
        name: "random opening".to_owned(),
        reason,
    })?;
    let mut agents = Vec::with_capacity(players);
    // For the watch: who sits where, and how long each may think.
    let mut watched = Vec::with_capacity(players);
    for (seat, &entrant) in seating.iter().enumerate() {
        let spec = config.entrants[entrant].spec.reseeded(agent_seed(config.seed, round, entrant));
        let agent = session
            .bind_agent(&spec)
            .map_err(|reason| MatchError::Agent { name: names[entrant].clone(), reason })?;
        agents.push(agent);
        if let Some(watch) = &config.watch {
            let seat_name = session.info().players.get(seat).map_or("?", String::as_str);
            let who = format!("agent '{}' at seat {}", quote(&names[entrant]), quote(seat_name));
            watched.push((Arc::<str>::from(who), watch.allowance(&spec, &config.limits)));
        }
    }
    let first_move = session.cursor().saturating_sub(plies as usize) + 1;
    let halted = || stop.load(Ordering::Relaxed) || abort.load(Ordering::Relaxed);
    let finished = loop {
        let ToMove::Player(player) = session.to_move() else { break true };
        if plies >= config.max_moves {
            break false;
        }
        let name = || names[seating[player.index()]].clone();
        let ticket = config.watch.as_ref().zip(watched.get(player.index())).map(|(watch, (who, allowed))| {
            watch.begin(Some(game), who, first_move + plies as usize, *allowed)
        });
        let chosen = agents[player.index()].select(&config.limits, stop);
        drop(ticket);
        // A move chosen by a search the stop flag cut short is not the agent's real choice.
        if halted() {
            return Ok(None);
        }
        let id = chosen.ok_or_else(|| MatchError::NoMove {
            game,
            name: name(),
            failure: agents[player.index()].fault(),
        })?;
        session.play(id).map_err(|reason| MatchError::BadMove { game, name: name(), reason })?;
        for agent in &mut agents {
            agent.play(id).map_err(|reason| MatchError::BadMove { game, name: name(), reason })?;
        }
        plies += 1;
    };
    let winner_seat = if finished { session.outcome().and_then(|o| o.winner()) } else { None };
    Ok(Some(GameRecord {
        index: game,
        winner: winner_seat.map(|p| seating[p.index()]),
        winner_seat,
        seating,
        plies,
        finished,
    }))
}

/// Plays the random opening of rotation `round` on `session`; returns the moves played.
fn play_opening(session: &mut dyn GameSession, config: &MatchConfig, round: u64) -> Result<u32, MoveError> {
    let mut state = config.seed ^ round.wrapping_mul(0xD6E8_FEB8_6659_FD93) ^ 0x6F70_656E_696E_6700;
    let mut rng = Rng::new(splitmix64(&mut state));
    let mut plies = 0;
    while plies < config.opening.min(config.max_moves) {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session.play(moves[rng.below(moves.len())])?;
        plies += 1;
    }
    Ok(plies)
}

impl MatchReport {
    /// The totals of these games (sorted by game number), between the entrants `names` at
    /// a game whose seats are `seats`; `cancelled` if the match stopped before its end.
    pub fn tally(names: Vec<String>, seats: Vec<String>, records: Vec<GameRecord>, cancelled: bool) -> Self {
        let players = seats.len();
        let mut report = Self {
            names,
            seats,
            games: records.len() as u32,
            draws: 0,
            unfinished: 0,
            wins: vec![0; players],
            seat_wins: vec![0; players],
            cancelled,
            records,
        };
        for record in &report.records {
            match (record.winner, record.winner_seat) {
                (Some(entrant), Some(seat)) => {
                    report.wins[entrant] += 1;
                    report.seat_wins[seat.index()] += 1;
                }
                _ => report.draws += 1,
            }
            report.unfinished += u32::from(!record.finished);
        }
        report
    }
}

impl MatchReport {
    /// Losses of an entrant: games some other entrant won.
    pub fn losses(&self, entrant: usize) -> u32 {
        self.games - self.wins[entrant] - self.draws
    }

    /// Mean reward per game of an entrant, a draw being worth `1 / players`.
    pub fn score(&self, entrant: usize) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        let share = 1.0 / self.names.len() as f64;
        (f64::from(self.wins[entrant]) + f64::from(self.draws) * share) / f64::from(self.games)
    }

    /// Elo difference of the first entrant over the second, for two-entrant matches with at
    /// least one game (see [`elo`] for the formula).
    pub fn elo(&self) -> Option<Elo> {
        if self.names.len() != 2 {
            return None;
        }
        elo::estimate(u64::from(self.wins[0]), u64::from(self.draws), u64::from(self.wins[1]))
    }

    /// `{"games":N,"draws":D,"wins":{"<name>":n,...}}` on one line, entrants in order.
    pub fn summary_json(&self) -> String {
        let wins: Vec<String> = self
            .names
            .iter()
            .zip(&self.wins)
            .map(|(name, wins)| format!("{}:{wins}", Value::String(name.clone())))
            .collect();
        format!("{{\"games\":{},\"draws\":{},\"wins\":{{{}}}}}", self.games, self.draws, wins.join(","))
    }

    /// A plain-text table: wins, draws, losses and score per entrant, then wins per seat.
    /// With more than two entrants a last column gives the score above (or below) an even
    /// share, in percentage points, since 40% is a strong result among three.
    pub fn table(&self) -> String {
        let width = self.names.iter().map(String::len).max().unwrap_or(0).max("agent".len());
        let many = self.names.len() > 2;
        let even = 1.0 / self.names.len().max(1) as f64;
        let mut out =
            format!("{:<width$}  {:>6}  {:>6}  {:>6}  {:>6}", "agent", "wins", "draws", "losses", "score");
        if many {
            out.push_str("  vs even");
        }
        out.push('\n');
        for (i, name) in self.names.iter().enumerate() {
            let _ = write!(
                out,
                "{name:<width$}  {:>6}  {:>6}  {:>6}  {:>5.1}%",
                self.wins[i],
                self.draws,
                self.losses(i),
                100.0 * self.score(i)
            );
            if many {
                let _ = write!(out, "  {:>+7.1}", 100.0 * (self.score(i) - even));
            }
            out.push('\n');
        }
        let seats: Vec<String> =
            self.seats.iter().zip(&self.seat_wins).map(|(s, w)| format!("{s} {w}")).collect();
        let _ = write!(out, "wins by seat: {}", seats.join(", "));
        if self.unfinished > 0 {
            let _ = write!(out, "\nunfinished (move cap, counted as draws): {}", self.unfinished);
        }
        out
    }

    /// `Elo hard - medium: +81 (95% interval +12 .. +152)`, for two-entrant matches.
    pub fn elo_line(&self) -> Option<String> {
        let e = self.elo()?;
        Some(format!(
            "Elo {} - {}: {:+.0} (95% interval {:+.0} .. {:+.0})",
            self.names[0], self.names[1], e.difference, e.low, e.high
        ))
    }
}
