//! Seat specs fuzzed in both forms: text (`parse_seat`, `parse_seats`) and JSON as save
//! files hold it (`serde_json::from_str::<Box<dyn AgentSpec>>`, then `validate`). Arbitrary
//! and mutated specs must parse or be refused with a reason, never panic or hang; what
//! parses and validates asks for bounded memory, nodes and time, and survives a JSON round
//! trip. No agent is ever built from a fuzzed spec here.

mod fuzz;

use fuzz::{Edit, arbitrary_text, assert_bounded, config, edits, guarded, mutate};
use plateau_core::ai::parse::{parse_seat, parse_seats};
use plateau_core::ai::{AgentSpec, SeatError, SeatSpec};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::Value;

/// Valid seats in text form.
const TEXT_SEATS: &[&str] = &[
    "human",
    "human:name=Ann",
    "random",
    "random:seed=7",
    "easy",
    "medium",
    "hard",
    "expert",
    "hard:seed=3",
    "expert:time_ms=1000",
    "level:level=easy",
    "mcts",
    "mcts:iterations=20000,exploration=0.5,cutoff=40",
    "mcts:rave=1000,implicit=0.3,memory_mb=64,reuse=false,random_playouts=true,playout_limit=200",
    "mcts:c=1.2,seed=9,time_ms=50",
    "alphabeta:depth=6,tt_mb=64",
    "alphabeta:nodes=1000,aspiration=false,time_ms=5",
    r#"{"type":"phased","phases":{"placement":{"type":"mcts","iterations":100}},"otherwise":{"type":"alphabeta","depth":3}}"#,
];

/// Valid seats in JSON form.
const JSON_SEATS: &[&str] = &[
    r#"{"type":"human"}"#,
    r#"{"type":"human","name":"Ann"}"#,
    r#"{"type":"random","seed":18446744073709551615}"#,
    r#"{"type":"level","level":"hard","seed":1,"time_ms":500}"#,
    r#"{"type":"mcts","iterations":500,"exploration":0.5,"cutoff":30,"rave":300.0,"implicit":0.3}"#,
    r#"{"type":"mcts","time_ms":100,"playout_limit":50,"memory_mb":16,"reuse":false,"seed":4}"#,
    r#"{"type":"alphabeta","depth":4,"nodes":1000,"time_ms":20,"tt_mb":8,"aspiration":false}"#,
    r#"{"type":"phased","phases":{"placement":{"type":"mcts"},"movement":{"type":"alphabeta"}},"otherwise":{"type":"random"}}"#,
];

/// Pieces of specs spliced into mutated ones.
const PIECES: &[&str] = &[
    ",",
    ":",
    "=",
    "{",
    "}",
    "\"",
    "type",
    "tt_mb=65536",
    "memory_mb=4097",
    "iterations=0",
    "depth=65",
    "time_ms=86400001",
    "playout_limit=0",
    "cutoff=1000001",
    "\"tt_mb\":65536",
    "\"phases\":{}",
    "null",
    "exploration=-1",
    "rave=0",
    "implicit=2",
    "name=",
];

fn fragments() -> Vec<String> {
    TEXT_SEATS.iter().chain(JSON_SEATS).chain(PIECES).map(|&s| s.to_owned()).collect()
}

/// A spec text: arbitrary, or a valid one mutated.
#[derive(Clone, Debug)]
enum Spec {
    Arbitrary(String),
    Mutated(Index, Vec<Edit>),
}

fn spec() -> impl Strategy<Value = Spec> {
    prop_oneof![
        1 => arbitrary_text().prop_map(Spec::Arbitrary),
        4 => (any::<Index>(), edits(4)).prop_map(|(i, e)| Spec::Mutated(i, e)),
    ]
}

impl Spec {
    fn text(&self, valid: &[&str]) -> String {
        match self {
            Self::Arbitrary(text) => text.clone(),
            Self::Mutated(i, edits) => mutate(i.get::<&str>(valid), edits, &fragments()),
        }
    }
}

/// What every accepted seat must do: a kind this build knows as [`check_accepted`]; one it
/// does not know (a plugin's own) is carried exactly as written.
fn check_seat_accepted(seat: &SeatSpec, case: &str) {
    assert_eq!(seat.validate(), Ok(()), "{case}: accepted but invalid: {seat:?}");
    match seat.to_spec() {
        Ok(spec) => check_accepted(spec.as_ref(), case),
        Err(SeatError::UnknownKind(_)) => fuzz::assert_seat_bounded(seat, case),
        Err(e) => panic!("{case}: accepted a seat this build cannot read: {e}"),
    }
}

/// What every accepted spec must do: pass `validate`, stay within bounds, and read back
/// from its own JSON as the same spec.
fn check_accepted(spec: &dyn AgentSpec, case: &str) {
    assert!(spec.validate().is_ok(), "{case}: accepted but invalid: {spec:?}");
    assert_bounded(spec, case);
    // (A human seat named "" has an empty label; that is all `label` can say of it.)
    let _ = spec.label();
    let json = serde_json::to_string(spec).unwrap_or_else(|e| panic!("{case}: does not serialise: {e}"));
    let back: Box<dyn AgentSpec> = serde_json::from_str(&json)
        .unwrap_or_else(|e| panic!("{case}: its JSON {json} does not read back: {e}"));
    let again = serde_json::to_string(&back).unwrap();
    assert!(same_json(&parsed(&again), &parsed(&json)), "{case}: JSON round trip {json} -> {again}");
    assert_eq!(back.validate(), Ok(()), "{case}: its JSON {json} reads back invalid");
}

fn parsed(json: &str) -> Value {
    serde_json::from_str(json).unwrap()
}

/// Equal JSON, except that numbers may differ in their last bit: serde_json (without its
/// `float_roundtrip` feature) may read a float one unit in the last place away from the
/// one written, e.g. `1.1020754485866879e19` back as `1.102075448586688e19`.
fn same_json(a: &Value, b: &Value) -> bool {
    match (a, b) {
        (Value::Number(x), Value::Number(y)) if x.is_f64() || y.is_f64() => {
            let (x, y) = (x.as_f64().unwrap(), y.as_f64().unwrap());
            (x - y).abs() <= x.abs().max(y.abs()) * 4.0 * f64::EPSILON
        }
        (Value::Array(x), Value::Array(y)) => {
            x.len() == y.len() && x.iter().zip(y).all(|(x, y)| same_json(x, y))
        }
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| same_json(v, w)))
        }
        _ => a == b,
    }
}

fn check_seat(text: String) {
    guarded("seat", move || {
        let case = format!("{text:?}");
        match parse_seat(&text) {
            Ok(seat) => check_seat_accepted(&seat, &case),
            Err(e) => assert!(!e.reason.is_empty(), "{case}: refused without a reason"),
        }
    });
}

fn check_seats(text: String) {
    guarded("seats", move || {
        let case = format!("{text:?}");
        match parse_seats(&text) {
            Ok(seats) => {
                assert!(!seats.is_empty(), "{case}: no seats");
                for (seat, spec) in &seats {
                    check_seat_accepted(spec, &case);
                    // Each seat's own text reads alone as the same spec.
                    let alone =
                        parse_seat(seat).unwrap_or_else(|e| panic!("{case}: seat {seat:?} alone: {e}"));
                    let (alone, listed) =
                        (serde_json::to_value(&alone).unwrap(), serde_json::to_value(spec).unwrap());
                    assert_eq!(alone, listed, "{case}: seat {seat:?} alone");
                }
            }
            Err(e) => assert!(!e.reason.is_empty(), "{case}: refused without a reason"),
        }
    });
}

fn check_json(text: String) {
    guarded("JSON spec", move || {
        let case = format!("{text:?}");
        match serde_json::from_str::<Box<dyn AgentSpec>>(&text) {
            // Reading JSON checks the shape; `validate` checks the numbers. Save files and
            // `parse_seat` do both; whatever passes both must be bounded.
            Ok(spec) => match spec.validate() {
                Ok(()) => check_accepted(spec.as_ref(), &case),
                Err(reason) => {
                    assert!(!reason.is_empty(), "{case}: invalid without a reason");
                    // The text route refuses it too.
                    assert!(parse_seat(&text).is_err(), "{case}: parse_seat accepts what validate refuses");
                }
            },
            Err(e) => assert!(!e.to_string().is_empty(), "{case}: refused without a reason"),
        }
    });
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn text_seats_parse_or_are_refused(spec in spec()) {
        check_seat(spec.text(TEXT_SEATS));
    }

    #[test]
    fn seat_lists_parse_or_are_refused(
        specs in prop::collection::vec(spec(), 1..4),
        separator in prop::sample::select(&[",", ", ", ",,", " , "][..]),
    ) {
        let texts: Vec<String> = specs.iter().map(|s| s.text(TEXT_SEATS)).collect();
        check_seats(texts.join(separator));
    }

    #[test]
    fn json_seats_parse_or_are_refused(spec in spec()) {
        check_json(spec.text(JSON_SEATS));
    }

    #[test]
    fn json_seats_with_odd_numbers(
        seat in prop::sample::select(JSON_SEATS),
        field in prop::sample::select(&[
            "iterations", "time_ms", "exploration", "cutoff", "playout_limit", "rave", "implicit",
            "memory_mb", "seed", "depth", "nodes", "tt_mb", "level", "name", "type",
        ][..]),
        value in fuzz::odd_json(),
    ) {
        let mut json = parsed(seat);
        json[field] = value;
        check_json(json.to_string());
    }
}

/// The specs the bounds exist for, in both forms.
#[test]
fn oversized_specs_are_refused_on_every_route() {
    for (text, json) in [
        ("alphabeta:tt_mb=65536", r#"{"type":"alphabeta","tt_mb":65536}"#),
        ("alphabeta:depth=65", r#"{"type":"alphabeta","depth":65}"#),
        ("alphabeta:nodes=10000000001", r#"{"type":"alphabeta","nodes":10000000001}"#),
        ("mcts:memory_mb=4097", r#"{"type":"mcts","memory_mb":4097}"#),
        ("mcts:iterations=18446744073709551615", r#"{"type":"mcts","iterations":18446744073709551615}"#),
        ("mcts:time_ms=86400001", r#"{"type":"mcts","time_ms":86400001}"#),
        ("mcts:playout_limit=1000001", r#"{"type":"mcts","playout_limit":1000001}"#),
        ("hard:time_ms=86400001", r#"{"type":"level","level":"hard","time_ms":86400001}"#),
    ] {
        assert!(parse_seat(text).is_err(), "{text}");
        assert!(parse_seat(json).is_err(), "{json}");
        let spec: Box<dyn AgentSpec> = serde_json::from_str(json).unwrap();
        assert!(spec.validate().is_err(), "{json}");
        let phased =
            format!(r#"{{"type":"phased","phases":{{"placement":{json}}},"otherwise":{{"type":"random"}}}}"#);
        assert!(parse_seat(&phased).is_err(), "{phased}");
    }
    let long_name = format!("human:name={}", "a".repeat(201));
    assert!(parse_seat(&long_name).is_err());
}
