//! A plugin's self-test and the probe report: what `plateau probe-plugin PATH` is to print
//! from a child process before the app trusts a plugin (ARCHITECTURE.md §6). The self-test plays a
//! few random games through the object-safe traits and checks the session contracts; it
//! works on any [`Subject`], compiled-in or loaded. Every call it makes is a step with a
//! time limit ([`steps`]), and a call that fails the plugin is reported as what happened
//! (the panic's text, the trap), escaped, not as the broken contract it leads to.

pub mod search;
pub mod steps;

use std::path::Path;
use std::time::Duration;

use plateau_core::quote::{quote, quote_up_to};
use plateau_core::{GameFactory, GameInfo, GameSession, OptionKind, Playable, Rng, StaticFactory, ToMove};
use serde::Serialize;
use serde_json::Value;

pub use self::search::ShortSearch;
pub use self::steps::Steps;
use crate::host::{NewGameError, PluginError, PluginFactory, PluginLibrary, PluginMeta};

/// How long one call of the rules (or making a game) may take: as long as a WebAssembly
/// plugin's quick calls may.
pub const QUICK: Duration = Duration::from_secs(2);
/// How long opening a plugin may take (compiling a large WebAssembly module takes seconds).
pub const OPENING: Duration = Duration::from_secs(30);
/// The most characters of a plugin's own text (a panic message) a report quotes.
const QUOTED_CHARS: usize = 300;

/// What the self-test runs on: a game, and how it answers for a new game, telling a refusal
/// of the options from a failure.
pub trait Subject: Sync {
    /// The game with its default options.
    fn info(&self) -> &GameInfo;
    /// A new game with these options.
    fn new_game(&self, options: &Value) -> Result<Box<dyn GameSession>, NewGameError>;
}

/// A compiled-in game can only refuse.
impl<G: Playable> Subject for StaticFactory<G> {
    fn info(&self) -> &GameInfo {
        GameFactory::info(self)
    }

    fn new_game(&self, options: &Value) -> Result<Box<dyn GameSession>, NewGameError> {
        self.create(options).map_err(|e| NewGameError::Refused(e.0))
    }
}

impl Subject for PluginFactory {
    fn info(&self) -> &GameInfo {
        GameFactory::info(self)
    }

    fn new_game(&self, options: &Value) -> Result<Box<dyn GameSession>, NewGameError> {
        Ok(Box::new(self.new_session(options)?))
    }
}

/// A plugin's own text as a report shows it: escaped, and cut after [`QUOTED_CHARS`].
fn shown(text: &str) -> String {
    quote_up_to(text, QUOTED_CHARS).to_string()
}

/// What a passing self-test did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub struct SelfTest {
    /// Games played.
    pub games: u64,
    /// Moves played in all of them.
    pub plies: u64,
    /// Games that reached their end before the ply cap.
    pub finished: u64,
}

/// Plays `games` random games (each capped at `max_plies`) with the default options, then one
/// with each extreme of every option (each choice, both ends of each number range, the other
/// value of each flag; a value the game refuses alone is skipped, one that fails the plugin
/// fails the test), and checks at every ply: legal moves exist exactly while someone is to
/// move and the outcome is unknown; ids are distinct; every played move reads back from its
/// notation; undo and redo restore the hash and the cursor; the timeline and its movers have
/// one entry per move; and the session never faults. Each call is a step of `steps`.
pub fn self_test(
    subject: &dyn Subject,
    games: u64,
    seed: u64,
    max_plies: u32,
    steps: &Steps,
) -> Result<SelfTest, String> {
    let mut rng = Rng::new(seed);
    let mut report = SelfTest::default();
    let players = subject.info().player_count();
    for game in 0..games {
        let context = |ply: u64| format!("game {game}, ply {ply}");
        let mut session = make_game(subject, &Value::Null, steps)?.map_err(|refused| {
            format!("{}: the default options are refused: {}", context(0), shown(&refused))
        })?;
        if session.info().player_count() != players {
            return Err(format!("{}: the default options seat another number of players", context(0)));
        }
        play_checked(session.as_mut(), &mut rng, max_plies, &mut report, &context, steps)?;
    }
    for options in extremes(subject.info()) {
        let context = |ply: u64| format!("with options {}, ply {ply}", quote(&options.to_string()));
        // A value may need another option set with it; alone, the game may say no.
        let Ok(mut session) = make_game(subject, &options, steps)? else { continue };
        play_checked(session.as_mut(), &mut rng, max_plies, &mut report, &context, steps)?;
    }
    Ok(report)
}

/// A new game with `options`, as a step: the game, or the game's refusal; an error if the
/// plugin failed or did not answer in time.
fn make_game(
    subject: &dyn Subject,
    options: &Value,
    steps: &Steps,
) -> Result<Result<Box<dyn GameSession>, String>, String> {
    let what = match options.as_object().filter(|set| !set.is_empty()) {
        None => "Game::new with the default options".to_owned(),
        Some(set) => {
            let pairs: Vec<String> = set
                .iter()
                .map(|(key, value)| {
                    let value = value.as_str().map_or_else(|| value.to_string(), str::to_owned);
                    format!("{}={}", quote(key), quote(&value))
                })
                .collect();
            format!("Game::new with option{} {}", if set.len() == 1 { "" } else { "s" }, pairs.join(", "))
        }
    };
    match steps.run(&what, QUICK, || subject.new_game(options))? {
        Ok(session) => Ok(Ok(session)),
        Err(NewGameError::Refused(reason)) => Ok(Err(reason)),
        Err(NewGameError::Failed(reason)) => Err(format!("{what} failed: {}", shown(&reason))),
    }
}

/// One option set for each extreme value of each option, the others left at their defaults.
fn extremes(info: &GameInfo) -> Vec<Value> {
    let mut sets = Vec::new();
    for option in &info.options {
        let values: Vec<Value> = match &option.kind {
            OptionKind::Choice { choices, default, .. } => {
                choices.iter().filter(|c| *c != default).map(|c| serde_json::json!(c)).collect()
            }
            OptionKind::Integer { min, max, default } => {
                [*min, *max].into_iter().filter(|v| v != default).map(|v| serde_json::json!(v)).collect()
            }
            OptionKind::Flag { default } => vec![serde_json::json!(!default)],
        };
        for value in values {
            let mut set = serde_json::Map::new();
            set.insert(option.key.clone(), value);
            sets.push(Value::Object(set));
        }
    }
    sets
}

/// One call of the session as a step named `name` at `at`: its answer, or what went wrong:
/// the call did not return in time, or it faulted the session (the fault, escaped).
fn call<T>(
    steps: &Steps,
    session: &mut dyn GameSession,
    at: &str,
    name: &str,
    body: impl FnOnce(&mut dyn GameSession) -> T,
) -> Result<T, String> {
    let value = steps.run(&format!("{at}: {name}"), QUICK, || body(&mut *session))?;
    match session.fault() {
        Some(fault) => Err(format!("{at}: {name} failed: {}", shown(&fault))),
        None => Ok(value),
    }
}

/// Plays one random game on `session`, checking the contracts at every ply; `context` says
/// which game and ply a message is about.
fn play_checked(
    session: &mut dyn GameSession,
    rng: &mut Rng,
    max_plies: u32,
    report: &mut SelfTest,
    context: &dyn Fn(u64) -> String,
    steps: &Steps,
) -> Result<(), String> {
    let mut ply = 0u64;
    loop {
        let at = context(ply);
        let moves = call(steps, session, &at, "legal_moves", |s| s.legal_moves())?;
        let to_move = call(steps, session, &at, "to_move", |s| s.to_move())?;
        let outcome = call(steps, session, &at, "outcome", |s| s.outcome())?;
        if moves.is_empty() != (to_move == ToMove::Terminal) || moves.is_empty() != outcome.is_some() {
            return Err(format!(
                "{at}: {} legal moves, {to_move:?} to move, outcome {outcome:?}",
                moves.len()
            ));
        }
        if moves.is_empty() {
            report.finished += 1;
            break;
        }
        if ply >= u64::from(max_plies) {
            break;
        }
        let mut sorted = moves.clone();
        sorted.sort_unstable();
        sorted.dedup();
        if sorted.len() != moves.len() {
            return Err(format!("{at}: the legal moves repeat an id"));
        }
        let id = moves[rng.below(moves.len())];
        let notation = call(steps, session, &at, &format!("notation of move {id}"), |s| s.notation(id))?
            .map_err(|e| format!("{at}: {}", shown(&e.to_string())))?;
        let quoted = quote(&notation).to_string();
        let parsed =
            call(steps, session, &at, &format!("parse_move of '{quoted}'"), |s| s.parse_move(&notation))?;
        match parsed {
            Ok(read) if read == id => {}
            Ok(read) => {
                return Err(format!("{at}: '{quoted}' does not read back as move {id} (it reads as {read})"));
            }
            Err(e) => {
                return Err(format!(
                    "{at}: '{quoted}' does not read back as move {id}: {}",
                    shown(&e.to_string())
                ));
            }
        }
        let hash = call(steps, session, &at, "hash", |s| s.hash())?;
        let cursor = call(steps, session, &at, "cursor", |s| s.cursor())?;
        call(steps, session, &at, &format!("play of '{quoted}'"), |s| s.play(id))?
            .map_err(|e| format!("{at}: {}", shown(&e.to_string())))?;
        let after = call(steps, session, &at, "hash", |s| s.hash())?;
        let moved = call(steps, session, &at, "cursor", |s| s.cursor())?;
        let undone = call(steps, session, &at, "undo", |s| s.undo())?;
        let back = (
            call(steps, session, &at, "hash", |s| s.hash())?,
            call(steps, session, &at, "cursor", |s| s.cursor())?,
        );
        if moved != cursor + 1 || !undone || back != (hash, cursor) {
            return Err(format!("{at}: undoing '{quoted}' does not restore the position"));
        }
        let redone = call(steps, session, &at, "redo", |s| s.redo())?;
        if !redone || call(steps, session, &at, "hash", |s| s.hash())? != after {
            return Err(format!("{at}: redoing '{quoted}' does not restore the position"));
        }
        ply += 1;
    }
    let at = context(ply);
    let length = call(steps, session, &at, "cursor", |s| s.cursor())?;
    let history = call(steps, session, &at, "history", |s| s.history())?;
    let movers = call(steps, session, &at, "history_movers", |s| s.history_movers())?;
    if history.len() != length || movers.len() != length {
        return Err(format!("{at}: the timeline does not have one entry per move"));
    }
    call(steps, session, &at, "board_view", |s| s.board_view())?;
    call(steps, session, &at, "scores", |s| s.scores())?;
    report.games += 1;
    report.plies += ply;
    Ok(())
}

/// What probing a plugin found, as `plateau probe-plugin` reports it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ProbeReport {
    /// The header.
    pub meta: PluginMeta,
    /// The game with its default options.
    pub info: GameInfo,
    /// The self-test's figures.
    pub self_test: SelfTest,
    /// The short search.
    pub search: ShortSearch,
}

/// Loads the plugin at `path`, self-tests it with `games` random games and asks its AI for
/// a move, every step under its time limit. Meant to run in a child process, so that a
/// plugin that crashes takes only the child with it; a step that hangs for good hangs this
/// call (a process that must answer runs [`probe_with`] on a thread and [`Steps::watch`]
/// itself).
pub fn probe(path: &Path, games: u64) -> Result<ProbeReport, PluginError> {
    let steps = Steps::new();
    std::thread::scope(|scope| {
        let watcher = scope.spawn(|| steps.watch());
        let report = probe_with(path, games, &steps);
        steps.finish();
        let _ = watcher.join();
        report
    })
}

/// As [`probe`], with `steps` watched by the caller.
pub fn probe_with(path: &Path, games: u64, steps: &Steps) -> Result<ProbeReport, PluginError> {
    let failed = |reason: String| PluginError::SelfTest { path: path.to_owned(), reason };
    let library =
        steps.run("opening the plugin", OPENING, || PluginLibrary::open(path)).map_err(failed)??;
    examine(&library, games, steps)
}

/// The self-test (`games` random games and the options' extremes) and the short search of
/// an opened plugin, each step of `steps`.
pub fn examine(library: &PluginLibrary, games: u64, steps: &Steps) -> Result<ProbeReport, PluginError> {
    let failed = |reason: String| PluginError::SelfTest { path: library.meta().path.clone(), reason };
    let factory = library.factory();
    let self_test = self_test(&factory, games, 1, 1000, steps).map_err(failed)?;
    let search = search::short_search(&factory, steps).map_err(failed)?;
    Ok(ProbeReport {
        meta: library.meta().clone(),
        info: GameFactory::info(&factory).clone(),
        self_test,
        search,
    })
}

#[cfg(test)]
mod tests;
