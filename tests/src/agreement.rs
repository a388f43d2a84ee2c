//! Session-level agreement of two builds of one game: the rules linked into the test and the
//! same rules loaded as a plugin (or any two [`GameFactory`]s that should behave alike).
//! Seeded random games are played on both side by side, and every question a front end asks
//! a session is asked of both, at every ply.
//!
//! The kit takes the factories as `&dyn GameFactory`, so it needs no plugin loader: the
//! caller opens the plugin and passes its factory.

use plateau_core::{GameFactory, GameSession, Rng, ToMove};
use serde_json::Value;

/// What an agreement run covered, so a test can assert it really played.
#[derive(Clone, Copy, Debug, Default)]
pub struct Agreement {
    /// Games played on both sides.
    pub games: u64,
    /// Games that reached their end (the rest were stopped by `max_plies`).
    pub finished: u64,
    /// Moves played on both sides, each compared before it was played.
    pub plies: u64,
    /// Legal moves whose notation and input were compared.
    pub moves_compared: u64,
}

/// Plays `games` random games (seeded by `seed`) with `options` on a session from `linked`
/// and one from `plugin`, each stopped after `max_plies` moves if it has not ended, and
/// panics on the first difference, naming the game and ply.
///
/// At every ply both sessions must agree on the legal move ids, who is to move, the hash, the
/// cursor, the phase, the scores, the board view and the whole snapshot, and on the notation
/// and input of every
/// legal move; the plugin must read each notation back as its id. Moves are played alternately
/// by id and by notation. At the end of each game they must agree on the outcome, the history,
/// its movers and the evaluation, and on every step of a walk along the timeline (undo to the
/// start, redo to the end, a seek, a new move that drops the redo tail, an unknown id); a copy
/// of the plugin session must match it; the plugin session must never have faulted.
pub fn check_agreement(
    linked: &dyn GameFactory,
    plugin: &dyn GameFactory,
    options: &Value,
    games: u64,
    seed: u64,
    max_plies: usize,
) -> Agreement {
    assert_eq!(linked.info(), plugin.info(), "the factories describe different games");
    let mut rng = Rng::new(seed);
    let mut coverage = Agreement::default();
    for game in 0..games {
        let mut a = linked.create(options).unwrap_or_else(|e| panic!("linked-in session: {e}"));
        let mut b = plugin.create(options).unwrap_or_else(|e| panic!("plugin session: {e}"));
        let at = |ply: usize| format!("game {game} (seed {seed}, options {options}) ply {ply}");
        assert_eq!(a.info(), b.info(), "{}", at(0));
        assert_eq!(a.options(), b.options(), "{}", at(0));
        let mut ply = 0;
        loop {
            let moves = compare_position(a.as_ref(), b.as_ref(), &at(ply));
            coverage.moves_compared += moves.len() as u64;
            if moves.is_empty() || ply == max_plies {
                break;
            }
            let id = moves[rng.below(moves.len())];
            if ply % 2 == 0 {
                assert_eq!(a.play(id), Ok(()), "{}", at(ply));
                assert_eq!(b.play(id), Ok(()), "{}", at(ply));
            } else {
                let text = a.notation(id).expect("the notation of a legal move");
                assert_eq!(a.play_notation(&text), Ok(vec![id]), "{}", at(ply));
                assert_eq!(b.play_notation(&text), Ok(vec![id]), "{}", at(ply));
            }
            ply += 1;
        }
        let finished = a.to_move() == ToMove::Terminal;
        compare_ending(a.as_ref(), b.as_ref(), &at(ply));
        walk_timeline(a.as_mut(), b.as_mut(), ply, &mut rng, &at(ply));
        assert_eq!(b.fault(), None, "{}", at(ply));
        coverage.games += 1;
        coverage.finished += u64::from(finished);
        coverage.plies += ply as u64;
    }
    coverage
}

/// [`check_agreement`] in each of `variants` (a value of the option `variant`, and a number
/// of games), every game played to its end; each variant's games must average at least
/// `min_plies` moves, so a game that stops early cannot pass for agreement. Prints how long
/// it took and returns the number of games compared.
pub fn check_variants(
    linked: &dyn GameFactory,
    plugin: &dyn GameFactory,
    variants: &[(&str, u64)],
    seed: u64,
    min_plies: u64,
) -> u64 {
    let started = std::time::Instant::now();
    let name = &linked.info().name;
    let mut total = 0;
    for &(variant, games) in variants {
        let options = serde_json::json!({ "variant": variant });
        let coverage = check_agreement(linked, plugin, &options, games, seed, usize::MAX);
        assert_eq!(coverage.finished, games, "{options}: every random game of {name} ends");
        assert!(coverage.plies >= games * min_plies, "{options}: {coverage:?}");
        total += coverage.games;
    }
    println!("{name}: {total} games compared in {:.1?}", started.elapsed());
    total
}

/// Compares everything a front end asks about the position at the cursor; returns the legal
/// move ids.
fn compare_position(a: &dyn GameSession, b: &dyn GameSession, at: &str) -> Vec<u32> {
    let moves = a.legal_moves();
    assert_eq!(moves, b.legal_moves(), "legal moves at {at}");
    assert_eq!(a.to_move(), b.to_move(), "to move at {at}");
    assert_eq!(a.hash(), b.hash(), "hash at {at}");
    assert_eq!(a.cursor(), b.cursor(), "cursor at {at}");
    assert_eq!(a.phase(), b.phase(), "phase at {at}");
    assert_eq!(a.scores(), b.scores(), "scores at {at}");
    assert!(a.snapshot() == b.snapshot(), "snapshot at {at}");
    let (view_a, view_b) = (a.board_view(), b.board_view());
    if view_a != view_b {
        let (ta, tb) = (
            serde_json::to_string(&view_a).unwrap_or_default(),
            serde_json::to_string(&view_b).unwrap_or_default(),
        );
        let from = ta.bytes().zip(tb.bytes()).position(|(x, y)| x != y).unwrap_or(0).saturating_sub(80);
        panic!(
            "board view at {at}: {} ... against {} ...",
            &ta[from..(from + 200).min(ta.len())],
            &tb[from..(from + 200).min(tb.len())]
        );
    }
    for &id in &moves {
        let notation = a.notation(id).unwrap_or_else(|e| panic!("notation of {id} at {at}: {e}"));
        assert_eq!(b.notation(id).as_ref(), Ok(&notation), "notation of {id} at {at}");
        assert_eq!(a.move_input(id), b.move_input(id), "input of '{notation}' at {at}");
        assert_eq!(b.parse_move(&notation), Ok(id), "the plugin reads '{notation}' at {at}");
    }
    moves
}

/// Compares the result and the record of a game that has stopped.
fn compare_ending(a: &dyn GameSession, b: &dyn GameSession, at: &str) {
    assert_eq!(a.outcome(), b.outcome(), "outcome at {at}");
    assert_eq!(a.history(), b.history(), "history at {at}");
    assert_eq!(a.history_movers(), b.history_movers(), "movers at {at}");
    assert_eq!(a.evaluate(), b.evaluate(), "evaluation at {at}");
    let copy = b.clone_box();
    assert_eq!((copy.cursor(), copy.hash()), (b.cursor(), b.hash()), "a copy of the plugin session at {at}");
    assert_eq!(copy.history(), b.history(), "a copy of the plugin session at {at}");
}

/// Undoes every move and redoes them, seeks to a random ply and plays a new move there, on
/// both sessions, comparing where each step lands; `plies` moves were played.
fn walk_timeline(a: &mut dyn GameSession, b: &mut dyn GameSession, plies: usize, rng: &mut Rng, at: &str) {
    let same_place = |a: &dyn GameSession, b: &dyn GameSession, step: &str| {
        assert_eq!(
            (a.cursor(), a.hash(), a.to_move()),
            (b.cursor(), b.hash(), b.to_move()),
            "{step} from {at}"
        );
    };
    for _ in 0..plies {
        assert!(a.undo() && b.undo(), "undo from {at}");
        same_place(a, b, "undo");
    }
    assert_eq!((a.undo(), b.undo()), (false, false), "undo at the start, from {at}");
    for _ in 0..plies {
        assert!(a.redo() && b.redo(), "redo from {at}");
        same_place(a, b, "redo");
    }
    assert_eq!((a.redo(), b.redo()), (false, false), "redo at the end, from {at}");

    let target = rng.below(plies + 1);
    assert!(a.seek(target) && b.seek(target), "seek to {target} from {at}");
    same_place(a, b, "seek");
    assert!(a.board_view() == b.board_view(), "board view after a seek to {target} from {at}");
    assert_eq!(a.legal_moves(), b.legal_moves(), "legal moves after a seek to {target} from {at}");
    assert_eq!((a.seek(plies + 1), b.seek(plies + 1)), (false, false), "seek past the end from {at}");
    same_place(a, b, "a refused seek");
    if let Some(&id) = a.legal_moves().first() {
        assert_eq!((a.play(id), b.play(id)), (Ok(()), Ok(())), "a new move after a seek from {at}");
        assert_eq!(a.history(), b.history(), "history after a new move from {at}");
        assert_eq!(a.history_movers(), b.history_movers(), "movers after a new move from {at}");
        same_place(a, b, "a new move");
    }
    assert_eq!(a.play(u32::MAX), b.play(u32::MAX), "an unknown move id from {at}");
    same_place(a, b, "a refused move");
}
