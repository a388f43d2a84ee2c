//! Machinery shared by the parser fuzz tests (`fuzz_*.rs`): the game variants, random
//! reachable sessions, mutations of valid inputs, and a guard that turns a hang into a
//! failure.
//!
//! Every parser fuzzed here must give a clear error or a success, never panic, never hang,
//! and leave the game it reads into untouched when it refuses its input. Huge allocations
//! are kept out by bounds, not watched at run time (a counting allocator would need
//! `unsafe`, which the project keeps to the plugin ABI): every seat spec that parses, on any
//! route, must be within core's bounds ([`assert_bounded`], used by the spec and save
//! fuzzers), and inputs here are small.

#![allow(dead_code)] // each fuzz file uses its own part of this module

use std::panic;
use std::sync::mpsc::{self, RecvTimeoutError};
use std::thread;
use std::time::Duration;

use plateau_core::ai::bounds::{MAX_MEMORY_MB, MAX_NAME_CHARS, MAX_NODES, MAX_PLAYOUT_PLIES, MAX_TIME_MS};
use plateau_core::ai::{
    AgentSpec, AlphaBetaSpec, HumanSpec, LevelSpec, MAX_DEPTH, MctsSpec, PhasedSpec, RandomSpec, SeatError,
    SeatSpec,
};
use plateau_core::{GameFactory, GameSession, Rng, StaticFactory};
use proptest::prelude::*;
use proptest::sample::Index;
use proptest::test_runner::Config;
use serde_json::{Value, json};

/// The proptest settings of every fuzz property: `cases` cases (or `PROPTEST_CASES` from
/// the environment, for a long run by hand), no failure files written.
pub fn config(cases: u32) -> Config {
    let cases = std::env::var("PROPTEST_CASES").ok().and_then(|n| n.parse().ok()).unwrap_or(cases);
    Config { cases, failure_persistence: None, ..Config::default() }
}

// ---- Variants -------------------------------------------------------------------------

/// Every rule set fuzzed: game id and options.
pub fn variants() -> Vec<(&'static str, Value)> {
    vec![
        ("dvonn", json!({})),
        ("gipf", json!({"version": "basic"})),
        ("gipf", json!({"version": "standard"})),
        ("gipf", json!({"version": "tournament"})),
        ("knightline", json!({"players": 2})),
        ("knightline", json!({"players": 3})),
        ("knightline", json!({"players": 2, "grey": "blocker"})),
        ("knightline", json!({"players": 2, "grey": "wildcard"})),
        ("knightline", json!({"players": 3, "grey": "blocker"})),
        ("knightline", json!({"players": 3, "grey": "wildcard"})),
    ]
}

/// Number of entries of [`variants`].
pub const VARIANTS: usize = 10;

/// The factory of a game.
pub fn factory(id: &str) -> Box<dyn GameFactory> {
    match id {
        "dvonn" => Box::new(StaticFactory::<plateau_dvonn::Dvonn>::new()),
        "gipf" => Box::new(StaticFactory::<plateau_gipf::Gipf>::new()),
        "knightline" => Box::new(StaticFactory::<plateau_knightline::KnightLine>::new()),
        _ => panic!("no game '{id}'"),
    }
}

/// The three games' factories.
pub fn factories() -> Vec<Box<dyn GameFactory>> {
    ["dvonn", "gipf", "knightline"].into_iter().map(factory).collect()
}

/// A session of variant `variant` after up to `plies` random legal moves (seeded by
/// `seed`), then `undo` moves taken back (so the timeline may have a redo tail).
pub fn random_session(variant: usize, seed: u64, plies: usize, undo: usize) -> Box<dyn GameSession> {
    let (id, options) = &variants()[variant];
    let mut session = factory(id).create(options).expect("the variants' options are valid");
    play_random(session.as_mut(), &mut Rng::new(seed), plies);
    for _ in 0..undo {
        session.undo();
    }
    session
}

/// Plays up to `plies` random legal moves.
pub fn play_random(session: &mut dyn GameSession, rng: &mut Rng, plies: usize) {
    for _ in 0..plies {
        let moves = session.legal_moves();
        if moves.is_empty() {
            break;
        }
        session.play(moves[rng.below(moves.len())]).expect("a legal move plays");
    }
}

/// What must not change when a parser refuses its input.
#[derive(Debug, PartialEq, Eq)]
pub struct Snapshot {
    pub hash: u64,
    pub cursor: usize,
    pub history: Vec<String>,
    pub legal: Vec<u32>,
}

impl Snapshot {
    pub fn of(session: &dyn GameSession) -> Self {
        Self {
            hash: session.hash(),
            cursor: session.cursor(),
            history: session.history(),
            legal: session.legal_moves(),
        }
    }
}

/// The canonical notation of every legal move of the session.
pub fn legal_notations(session: &dyn GameSession) -> Vec<String> {
    session
        .legal_moves()
        .into_iter()
        .map(|id| session.notation(id).expect("a legal id has notation"))
        .collect()
}

// ---- Seat specs -----------------------------------------------------------------------

/// [`assert_bounded`] for a seat as files hold it: a kind this build knows is read and
/// checked; one it does not know (a plugin's own) is only carried, never run here, and must
/// be kept exactly as written.
pub fn assert_seat_bounded(seat: &SeatSpec, case: &str) {
    match seat.to_spec() {
        Ok(spec) => assert_bounded(spec.as_ref(), case),
        Err(SeatError::UnknownKind(_)) => {
            let again: SeatSpec = serde_json::from_value(seat.json().clone()).unwrap();
            assert_eq!(&again, seat, "{case}: an unknown kind changed on its way through");
        }
        Err(e) => panic!("{case}: accepted a seat this build cannot read: {e}"),
    }
}

/// Checks that a spec which passed [`AgentSpec::validate`] asks for bounded resources:
/// memory, nodes, time, playout length and name within core's `bounds`. Fails on a kind of
/// spec it does not know, so that a new kind gets its bounds checked here too.
pub fn assert_bounded(spec: &dyn AgentSpec, case: &str) {
    let budget = |field: &str, value: Option<u64>, max: u64| {
        assert!(value.is_none_or(|v| (1..=max).contains(&v)), "{case}: {field} {value:?} passed validate");
    };
    if let Some(mcts) = spec.downcast::<MctsSpec>() {
        budget("iterations", mcts.iterations, MAX_NODES);
        budget("time_ms", mcts.time_ms, MAX_TIME_MS);
        budget("memory_mb", Some(mcts.memory_mb.into()), MAX_MEMORY_MB.into());
        budget("playout_limit", Some(mcts.playout_limit.into()), MAX_PLAYOUT_PLIES.into());
        assert!(mcts.cutoff.is_none_or(|c| c <= MAX_PLAYOUT_PLIES), "{case}: cutoff {:?}", mcts.cutoff);
        assert!(mcts.exploration.is_finite() && mcts.exploration >= 0.0, "{case}: {mcts:?}");
    } else if let Some(alphabeta) = spec.downcast::<AlphaBetaSpec>() {
        budget("nodes", alphabeta.nodes, MAX_NODES);
        budget("time_ms", alphabeta.time_ms, MAX_TIME_MS);
        budget("tt_mb", Some(alphabeta.tt_mb.into()), MAX_MEMORY_MB.into());
        assert!(alphabeta.depth.is_none_or(|d| d <= MAX_DEPTH), "{case}: depth {:?}", alphabeta.depth);
    } else if let Some(level) = spec.downcast::<LevelSpec>() {
        budget("time_ms", level.time_ms, MAX_TIME_MS);
    } else if let Some(human) = spec.downcast::<HumanSpec>() {
        let chars = human.name.as_ref().map_or(0, |n| n.chars().count());
        assert!(chars <= MAX_NAME_CHARS, "{case}: a name of {chars} characters");
    } else if let Some(phased) = spec.downcast::<PhasedSpec>() {
        for part in phased.phases.values() {
            assert_bounded(part.as_ref(), case);
        }
        assert_bounded(phased.otherwise.as_ref(), case);
    } else {
        assert!(
            spec.downcast::<RandomSpec>().is_some(),
            "{case}: a kind of spec without known bounds: {spec:?}"
        );
    }
}

// ---- Mutations ------------------------------------------------------------------------

/// Numbers that parsers get wrong: out of every integer range, negative, fractional, not
/// finite, or spelt oddly.
pub const ODD_NUMBERS: &[&str] = &[
    "-1",
    "0",
    "-0",
    "1.5",
    "1e3",
    "1e308",
    "-1e308",
    "1e999",
    "255",
    "256",
    "65536",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775809",
    "18446744073709551615",
    "18446744073709551616",
    "99999999999999999999999999999999999999",
    "NaN",
    "inf",
    "0x10",
    "+7",
    "007",
];

/// One change to a valid input.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Flip one bit of one byte.
    FlipBit(Index, u8),
    /// Insert a character.
    InsertChar(Index, char),
    /// Insert a raw byte (the result may not be UTF-8; it is read lossily).
    InsertByte(Index, u8),
    /// Delete up to this many bytes.
    Delete(Index, usize),
    /// Copy up to this many bytes to another place.
    Duplicate(Index, usize, Index),
    /// Cut the input short.
    Truncate(Index),
    /// Insert a fragment of another valid input.
    Splice(Index, Index),
    /// Replace up to this many bytes with a fragment of another valid input.
    Replace(Index, usize, Index),
    /// Replace one of the input's numbers with one of [`ODD_NUMBERS`].
    Number(Index, Index),
    /// Swap the case of one ASCII letter.
    Case(Index),
}

fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        1 => (any::<Index>(), 0..8u8).prop_map(|(i, b)| Edit::FlipBit(i, b)),
        1 => (any::<Index>(), any::<char>()).prop_map(|(i, c)| Edit::InsertChar(i, c)),
        1 => (any::<Index>(), any::<u8>()).prop_map(|(i, b)| Edit::InsertByte(i, b)),
        1 => (any::<Index>(), 1..8usize).prop_map(|(i, n)| Edit::Delete(i, n)),
        1 => (any::<Index>(), 1..16usize, any::<Index>()).prop_map(|(i, n, j)| Edit::Duplicate(i, n, j)),
        1 => any::<Index>().prop_map(Edit::Truncate),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, f)| Edit::Splice(i, f)),
        1 => (any::<Index>(), 1..8usize, any::<Index>()).prop_map(|(i, n, f)| Edit::Replace(i, n, f)),
        3 => (any::<Index>(), any::<Index>()).prop_map(|(i, n)| Edit::Number(i, n)),
        1 => any::<Index>().prop_map(Edit::Case),
    ]
}

/// One to `max` edits.
pub fn edits(max: usize) -> impl Strategy<Value = Vec<Edit>> {
    prop::collection::vec(edit(), 1..=max)
}

/// `input` with `edits` applied in order; `fragments` are the other valid pieces spliced in.
pub fn mutate(input: &str, edits: &[Edit], fragments: &[String]) -> String {
    let mut bytes = input.as_bytes().to_vec();
    for edit in edits {
        apply(&mut bytes, edit, fragments);
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A position in `0..=len` (an insertion point).
fn at(i: Index, len: usize) -> usize {
    i.index(len + 1)
}

fn apply(bytes: &mut Vec<u8>, edit: &Edit, fragments: &[String]) {
    let len = bytes.len();
    let fragment = |f: &Index| -> Vec<u8> {
        if fragments.is_empty() { Vec::new() } else { f.get(fragments).as_bytes().to_vec() }
    };
    match edit {
        Edit::FlipBit(i, bit) if len > 0 => bytes[i.index(len)] ^= 1 << bit,
        Edit::InsertChar(i, c) => {
            let mut buf = [0; 4];
            let at = at(*i, len);
            bytes.splice(at..at, c.encode_utf8(&mut buf).bytes());
        }
        Edit::InsertByte(i, b) => bytes.insert(at(*i, len), *b),
        Edit::Delete(i, n) if len > 0 => {
            let start = i.index(len);
            bytes.drain(start..(start + n).min(len));
        }
        Edit::Duplicate(i, n, j) if len > 0 => {
            let start = i.index(len);
            let piece = bytes[start..(start + n).min(len)].to_vec();
            let to = at(*j, len);
            bytes.splice(to..to, piece);
        }
        Edit::Truncate(i) => bytes.truncate(at(*i, len)),
        Edit::Splice(i, f) => {
            let at = at(*i, len);
            bytes.splice(at..at, fragment(f));
        }
        Edit::Replace(i, n, f) if len > 0 => {
            let start = i.index(len);
            bytes.splice(start..(start + n).min(len), fragment(f));
        }
        Edit::Number(i, n) => {
            let runs = number_runs(bytes);
            if runs.is_empty() {
                bytes.splice(at(*i, len)..at(*i, len), n.get(ODD_NUMBERS).bytes());
            } else {
                let (start, end) = *i.get(&runs);
                bytes.splice(start..end, n.get(ODD_NUMBERS).bytes());
            }
        }
        Edit::Case(i) => {
            let letters: Vec<usize> = (0..len).filter(|&k| bytes[k].is_ascii_alphabetic()).collect();
            if !letters.is_empty() {
                bytes[*i.get(&letters)] ^= 0x20;
            }
        }
        _ => {}
    }
}

/// The spans of the decimal numbers in `bytes` (digits, with a leading `-` if any).
fn number_runs(bytes: &[u8]) -> Vec<(usize, usize)> {
    let mut runs = Vec::new();
    let mut k = 0;
    while k < bytes.len() {
        if bytes[k].is_ascii_digit() {
            let start = if k > 0 && bytes[k - 1] == b'-' { k - 1 } else { k };
            while k < bytes.len() && bytes[k].is_ascii_digit() {
                k += 1;
            }
            runs.push((start, k));
        } else {
            k += 1;
        }
    }
    runs
}

/// Arbitrary text: any Unicode string, or arbitrary bytes read lossily.
pub fn arbitrary_text() -> impl Strategy<Value = String> {
    prop_oneof![
        any::<String>(),
        prop::collection::vec(any::<u8>(), 0..64).prop_map(|b| String::from_utf8_lossy(&b).into_owned()),
        "[ -~]{0,40}",
    ]
}

/// A replacement for a JSON value in a structured input: odd numbers, wrong types, huge
/// containers are not (the inputs stay small), but deep nesting and odd strings are.
pub fn odd_json() -> impl Strategy<Value = Value> {
    prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::Bool),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_map(Value::from),
        prop::sample::select(ODD_NUMBERS).prop_map(|n| serde_json::from_str(n).unwrap_or_else(|_| json!(n))),
        arbitrary_text().prop_map(Value::String),
        Just(json!([])),
        Just(json!({})),
        Just((0..100).fold(json!(1), |inner, _| json!([inner]))),
    ]
}

// ---- Guards ---------------------------------------------------------------------------

/// How long one case may take before it counts as hung (a case takes milliseconds).
pub const PATIENCE: Duration = Duration::from_secs(20);

/// Runs `f` on a thread of its own and returns its result: fails if it does not return
/// within [`PATIENCE`] (a guard against a hang, not a speed check), and passes its panic on.
pub fn guarded<T: Send + 'static>(what: &str, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    let worker = thread::spawn(move || {
        let _ = tx.send(f());
    });
    match rx.recv_timeout(PATIENCE) {
        Ok(value) => value,
        Err(RecvTimeoutError::Timeout) => panic!("{what}: no answer within {PATIENCE:?}: hung"),
        Err(RecvTimeoutError::Disconnected) => match worker.join() {
            Err(payload) => panic::resume_unwind(payload),
            Ok(()) => unreachable!("the worker sends before it ends"),
        },
    }
}
