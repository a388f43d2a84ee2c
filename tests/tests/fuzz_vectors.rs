//! Recorded-game lines fuzzed: lines of `tests/data/*.jsonl` and lines made from random
//! games, mutated as text and as JSON, read with `RecordedGame::from_line` and replayed with
//! `vectors::verify` against every game. Each must be read or refused with its column,
//! never panic or hang; a replay reports mismatches, never a mismatch before the first ply
//! a mutation touched.

mod fuzz;

use std::sync::LazyLock;

use fuzz::{Edit, VARIANTS, arbitrary_text, config, edits, factories, factory, guarded, mutate, odd_json};
use plateau_core::GameSession;
use plateau_core::vectors::{RecordedGame, verify};
use plateau_tests::recorded_lines;
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

/// The recorded lines of `tests/data/`, with their game.
static RECORDED: LazyLock<Vec<(&'static str, String)>> = LazyLock::new(|| {
    [
        ("dvonn", "dvonn-games.jsonl"),
        ("gipf", "gipf-basic-games.jsonl"),
        ("knightline", "knightline-games.jsonl"),
    ]
    .into_iter()
    .flat_map(|(game, file)| recorded_lines(file).into_iter().map(move |(_, line)| (game, line)))
    .collect()
});

/// A line of a random game of `variant`, as a recording program would write it: moves,
/// legal move counts and, if the game ended, its result.
fn random_line(variant: usize, seed: u64, plies: usize) -> (&'static str, String) {
    let session = fuzz::random_session(variant, seed, plies, 0);
    let game = match session.info().id.as_str() {
        "dvonn" => "dvonn",
        "gipf" => "gipf",
        _ => "knightline",
    };
    let (id, options) = &fuzz::variants()[variant];
    let mut replay = factory(id).create(options).unwrap();
    let mut counts = Vec::new();
    for text in session.history() {
        counts.push(replay.legal_moves().len());
        replay.play_notation(&text).unwrap();
    }
    let mut line = json!({
        "id": format!("{game}-{seed}"),
        "options": session.options(),
        "moves": session.history(),
        "legal_counts": counts,
    });
    if let Some(outcome) = session.outcome() {
        line["winner"] = json!(winner(session.as_ref(), outcome.winner()));
        line["score"] = json!(outcome.score);
        line["reason"] = json!(outcome.reason);
    }
    (game, line.to_string())
}

fn winner(session: &dyn GameSession, player: Option<plateau_core::Player>) -> String {
    player.map_or_else(|| "draw".to_owned(), |p| session.info().player_name(p).to_lowercase())
}

/// Fields of a line that a structural mutation replaces or removes.
const FIELDS: &[&str] = &["id", "options", "moves", "legal_counts", "winner", "score", "reason"];

/// Pieces spliced into mutated lines.
const PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    ";",
    "-",
    "pass",
    "\"winner\":\"red\"",
    "\"score\":[1,2,3]",
    "\"legal_counts\":[]",
    "\"options\":{\"players\":3}",
    "\\u0000",
];

/// How one case changes its line.
#[derive(Clone, Debug)]
enum Damage {
    /// None: the line must verify.
    Nothing,
    /// Edits of the text.
    Text(Vec<Edit>),
    /// One move's text mutated and nothing else.
    OneMove(Index, Vec<Edit>),
    /// One field replaced.
    Set(Index, Value),
    /// One field removed.
    Remove(Index),
    /// One legal move count replaced.
    Count(Index, Value),
    /// The moves cut short.
    Truncate(Index),
    /// Not a line at all.
    Arbitrary(String),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        1 => Just(Damage::Nothing),
        4 => edits(5).prop_map(Damage::Text),
        4 => (any::<Index>(), edits(3)).prop_map(|(i, e)| Damage::OneMove(i, e)),
        2 => (any::<Index>(), odd_json()).prop_map(|(i, v)| Damage::Set(i, v)),
        1 => any::<Index>().prop_map(Damage::Remove),
        1 => (any::<Index>(), odd_json()).prop_map(|(i, v)| Damage::Count(i, v)),
        1 => any::<Index>().prop_map(Damage::Truncate),
        1 => arbitrary_text().prop_map(Damage::Arbitrary),
    ]
}

impl Damage {
    /// The damaged line, and the 0-based index of the one move changed, if that is all.
    fn apply(&self, line: &str) -> (String, Option<usize>) {
        let mut value: Value = serde_json::from_str(line).expect("the source lines are JSON");
        let moves = value["moves"].as_array().map_or(0, Vec::len);
        let mut fragments: Vec<String> = PIECES.iter().map(|&p| p.to_owned()).collect();
        if let Some(list) = value["moves"].as_array() {
            fragments.extend(list.iter().filter_map(Value::as_str).map(str::to_owned));
        }
        let mut changed = None;
        match self {
            Self::Nothing => return (line.to_owned(), None),
            Self::Text(edits) => return (mutate(line, edits, &fragments), None),
            Self::Arbitrary(text) => return (text.clone(), None),
            Self::OneMove(i, edits) if moves > 0 => {
                let k = i.index(moves);
                let text = value["moves"][k].as_str().unwrap_or_default().to_owned();
                value["moves"][k] = Value::String(mutate(&text, edits, &fragments));
                changed = Some(k);
            }
            Self::Set(i, v) => value[*i.get(FIELDS)] = v.clone(),
            Self::Remove(i) => {
                value.as_object_mut().unwrap().remove(*i.get(FIELDS));
            }
            Self::Count(i, v) => {
                if let Some(counts) = value["legal_counts"].as_array_mut().filter(|c| !c.is_empty()) {
                    *i.get_mut(counts) = v.clone();
                }
            }
            Self::Truncate(i) if moves > 0 => {
                value["moves"].as_array_mut().unwrap().truncate(i.index(moves));
            }
            _ => {}
        }
        (value.to_string(), changed)
    }
}

/// A line of the data files or of a random game.
#[derive(Clone, Debug)]
enum Source {
    Recorded(Index),
    Random(usize, u64, usize),
}

fn source() -> impl Strategy<Value = Source> {
    prop_oneof![
        any::<Index>().prop_map(Source::Recorded),
        (0..VARIANTS, any::<u64>(), 0..300usize).prop_map(|(v, s, p)| Source::Random(v, s, p)),
    ]
}

fn check(source: Source, damage: Damage) {
    guarded("recorded line", move || {
        let (game, line) = match &source {
            Source::Recorded(i) => i.get(&RECORDED).clone(),
            Source::Random(variant, seed, plies) => random_line(*variant, *seed, *plies),
        };
        let (text, changed) = damage.apply(&line);
        let case = format!("{source:?} {damage:?}: {text}");
        let recorded = match RecordedGame::from_line(&text) {
            Ok(recorded) => plateau_tests::in_our_words(game, recorded),
            Err(e) => {
                assert!(e.starts_with("column "), "{case}: {e}");
                assert!(
                    !matches!(damage, Damage::Nothing | Damage::OneMove(..)),
                    "{case}: a good line is refused: {e}"
                );
                return;
            }
        };
        for factory in factories() {
            let ours = factory.info().id == game;
            let mismatches = verify(factory.as_ref(), &recorded);
            for m in &mismatches {
                assert!(!m.to_string().is_empty(), "{case}");
                assert!(m.ply.is_none_or(|p| (1..=recorded.moves.len()).contains(&p)), "{case}: {m}");
            }
            if ours {
                if matches!(damage, Damage::Nothing) {
                    assert!(mismatches.is_empty(), "{case}: {}", mismatches[0]);
                }
                if let Some(k) = changed {
                    let early = mismatches.iter().find(|m| m.ply.is_some_and(|p| p <= k));
                    assert!(early.is_none(), "{case}: only move {} changed, but {}", k + 1, early.unwrap());
                }
            }
        }
    });
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn damaged_lines_are_refused_or_reported(source in source(), damage in damage()) {
        check(source, damage);
    }
}
