//! A plugin's self-test and the probe report: what `plateau probe-plugin PATH` is to print
//! from a child process before the app trusts a plugin (ARCHITECTURE.md §6). The self-test plays a
//! few random games through the object-safe traits and checks the session contracts; it
//! works on any [`GameFactory`], compiled-in or loaded.

use std::path::Path;

use plateau_core::{GameFactory, GameInfo, OptionKind, Rng, ToMove};
use serde::Serialize;

use crate::host::{PluginError, PluginLibrary, PluginMeta};

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
/// value of each flag; a value the game refuses alone is skipped), and checks at every ply:
/// legal moves exist exactly while someone is to move and the outcome is unknown; ids are
/// distinct; every played move reads back from its notation; undo and redo restore the hash
/// and the cursor; the timeline and its movers have one entry per move; and the session never
/// faults.
pub fn self_test(
    factory: &dyn GameFactory,
    games: u64,
    seed: u64,
    max_plies: u32,
) -> Result<SelfTest, String> {
    let mut rng = Rng::new(seed);
    let mut report = SelfTest::default();
    let players = factory.info().player_count();
    for game in 0..games {
        let fail = |ply: u64, what: String| format!("game {game}, ply {ply}: {what}");
        let mut session = factory.create(&serde_json::Value::Null).map_err(|e| fail(0, e.to_string()))?;
        if session.info().player_count() != players {
            return Err(fail(0, "the default options seat another number of players".to_owned()));
        }
        play_checked(session.as_mut(), &mut rng, max_plies, &mut report, &fail)?;
    }
    for options in extremes(factory.info()) {
        let fail = |ply: u64, what: String| format!("with options {options}, ply {ply}: {what}");
        // A value may need another option set with it; alone, the game may say no.
        let Ok(mut session) = factory.create(&options) else { continue };
        play_checked(session.as_mut(), &mut rng, max_plies, &mut report, &fail)?;
    }
    Ok(report)
}

/// One option set for each extreme value of each option, the others left at their defaults.
fn extremes(info: &GameInfo) -> Vec<serde_json::Value> {
    let mut sets = Vec::new();
    for option in &info.options {
        let values: Vec<serde_json::Value> = match &option.kind {
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
            sets.push(serde_json::Value::Object(set));
        }
    }
    sets
}

/// Plays one random game on `session`, checking the contracts at every ply.
fn play_checked(
    session: &mut dyn plateau_core::GameSession,
    rng: &mut Rng,
    max_plies: u32,
    report: &mut SelfTest,
    fail: &dyn Fn(u64, String) -> String,
) -> Result<(), String> {
    let mut ply = 0u64;
    loop {
        let moves = session.legal_moves();
        let to_move = session.to_move();
        let outcome = session.outcome();
        if let Some(fault) = session.fault() {
            return Err(fail(ply, fault));
        }
        if moves.is_empty() != (to_move == ToMove::Terminal) || moves.is_empty() != outcome.is_some() {
            return Err(fail(
                ply,
                format!("{} legal moves, {to_move:?} to move, outcome {outcome:?}", moves.len()),
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
            return Err(fail(ply, "the legal moves repeat an id".to_owned()));
        }
        let id = moves[rng.below(moves.len())];
        let notation = session.notation(id).map_err(|e| fail(ply, e.to_string()))?;
        if session.parse_move(&notation) != Ok(id) {
            return Err(fail(ply, format!("'{notation}' does not read back as move {id}")));
        }
        let (hash, cursor) = (session.hash(), session.cursor());
        session.play(id).map_err(|e| fail(ply, e.to_string()))?;
        let after = session.hash();
        if session.cursor() != cursor + 1
            || !session.undo()
            || session.hash() != hash
            || session.cursor() != cursor
        {
            return Err(fail(ply, format!("undoing '{notation}' does not restore the position")));
        }
        if !session.redo() || session.hash() != after {
            return Err(fail(ply, format!("redoing '{notation}' does not restore the position")));
        }
        ply += 1;
    }
    let length = session.cursor();
    if session.history().len() != length || session.history_movers().len() != length {
        return Err(fail(ply, "the timeline does not have one entry per move".to_owned()));
    }
    session.board_view();
    session.scores();
    if let Some(fault) = session.fault() {
        return Err(fail(ply, fault));
    }
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
}

/// Loads the plugin at `path` and self-tests it with `games` random games. Meant to run in
/// a child process, so that a plugin that crashes or hangs takes only the child with it.
pub fn probe(path: &Path, games: u64) -> Result<ProbeReport, PluginError> {
    let library = PluginLibrary::open(path)?;
    let factory = library.factory();
    let self_test = self_test(&factory, games, 1, 1000)
        .map_err(|reason| PluginError::SelfTest { path: path.to_owned(), reason })?;
    Ok(ProbeReport { meta: library.meta().clone(), info: factory.info().clone(), self_test })
}

#[cfg(test)]
mod tests {
    use plateau_core::StaticFactory;

    use super::*;

    #[test]
    fn compiled_in_games_pass_the_self_test() {
        let factory = StaticFactory::<plateau_dvonn::Dvonn>::new();
        let extremes = extremes(factory.info()).len() as u64;
        assert!(extremes >= 1, "DVONN's end rule has another value");
        let dvonn = self_test(&factory, 5, 1, 1000).unwrap();
        assert_eq!(dvonn.games, 5 + extremes);
        assert_eq!(dvonn.finished, 5 + extremes);
        let factory = StaticFactory::<plateau_knightline::KnightLine>::new();
        let capped = self_test(&factory, 3, 2, 10).unwrap();
        assert!(capped.games > 3, "Knight Line's options are tried at their extremes too");
        assert_eq!(capped.plies, 10 * capped.games);
    }
}
