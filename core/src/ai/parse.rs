//! Seat specs on the command line.
//!
//! Grammar (names and keys ignore surrounding spaces; names ignore case):
//!
//! ```text
//! seats    := seat ("," seat)*
//! seat     := name [":" setting ("," setting)*]
//! name     := "human" | "random" | "easy" | "medium" | "hard" | "expert"
//!           | "mcts" | "alphabeta" | "level" | any other registered AgentSpec tag
//! setting  := key "=" value        keys are the spec's JSON field names
//! ```
//!
//! Examples: `random`, `random:seed=7`, `hard`, `hard:seed=3`,
//! `mcts:iterations=20000,exploration=0.5,cutoff=40`, `alphabeta:depth=6,tt_mb=64`.
//! Values read as JSON numbers or booleans where they can, else as strings. In a list of
//! seats a `key=value` piece without a colon continues the seat before it, so
//! `mcts:iterations=500,seed=2,hard` is two seats.
//!
//! A seat may also be a spec in JSON, as save and match files hold it, for agents whose
//! settings nest (`{"type":"phased","phases":{"placement":{"type":"mcts"}},"otherwise":
//! {"type":"alphabeta"}}`); commas inside braces do not split seats. JSON is also how to name
//! an agent kind this build does not know, one a plugin defines for its game: such a seat is
//! kept as written and checked by the plugin when the game starts. Names in the short form
//! must be kinds this build knows, so that a typo is caught here.

use serde::de::DeserializeOwned;
use serde_json::{Map, Value};
use thiserror::Error;

use super::{
    AgentSpec, AlphaBetaSpec, HumanSpec, Level, LevelSpec, MctsSpec, RandomSpec, SeatError, SeatSpec,
};
use crate::options;
use crate::quote::quote_up_to;

/// The built-in seat names, for messages.
pub const SEAT_NAMES: &str = "human, random, easy, medium, hard, expert, mcts, alphabeta";

/// A seat spec that cannot be read, naming the seat and the part at fault.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("seat '{}': {}", quote_up_to(seat, 300), quote_up_to(reason, 300))]
pub struct SpecError {
    /// The seat's text as given.
    pub seat: String,
    /// What is wrong, quoting the bad part.
    pub reason: String,
}

/// Reads one seat spec (see the module documentation for the grammar) and checks its
/// settings against their bounds ([`SeatSpec::validate`]), whichever form it was written in.
pub fn parse_seat(text: &str) -> Result<SeatSpec, SpecError> {
    let seat = text.trim();
    let fail = |reason: String| SpecError { seat: seat.to_owned(), reason };
    let spec = if seat.starts_with('{') {
        let value: Value = serde_json::from_str(seat).map_err(|e| fail(format!("JSON spec: {e}")))?;
        let spec = SeatSpec::from_json(value).map_err(|e| fail(format!("JSON spec: {e}")))?;
        match spec.to_spec() {
            Err(error @ SeatError::Fields { .. }) => return Err(fail(format!("JSON spec: {error}"))),
            // A known kind, or one a plugin may know: kept as written.
            Ok(_) | Err(SeatError::UnknownKind(_) | SeatError::Shape) => spec,
        }
    } else {
        SeatSpec::from(read_short_seat(seat)?)
    };
    spec.validate().map_err(fail)?;
    Ok(spec)
}

/// Reads a seat in the short form (`name[:key=value,...]`).
fn read_short_seat(seat: &str) -> Result<Box<dyn AgentSpec>, SpecError> {
    let fail = |reason: String| SpecError { seat: seat.to_owned(), reason };
    if seat.is_empty() {
        return Err(fail(format!("empty seat; expected one of {SEAT_NAMES}")));
    }
    let (name, settings) = match seat.split_once(':') {
        Some((name, settings)) => (name.trim(), settings.split(',').map(str::trim).collect()),
        None => (seat, Vec::new()),
    };
    if name.is_empty() {
        return Err(fail(format!("no agent name before ':'; expected one of {SEAT_NAMES}")));
    }
    let mut keys: Vec<&str> = Vec::new();
    for setting in &settings {
        let key = setting.split_once('=').map_or(*setting, |(k, _)| k.trim());
        if setting.is_empty() {
            return Err(fail("empty setting (a stray ',' or ':')".to_owned()));
        }
        if keys.contains(&key) {
            return Err(fail(format!("'{key}' is set twice")));
        }
        keys.push(key);
    }
    let name = name.to_ascii_lowercase();
    let read = |base: Map<String, Value>| read_settings(seat, base, &settings);
    match name.as_str() {
        "human" => Ok(Box::new(typed::<HumanSpec>(seat, &Map::new(), &settings)?)),
        "random" => Ok(Box::new(typed::<RandomSpec>(seat, &Map::new(), &settings)?)),
        "mcts" => Ok(Box::new(typed::<MctsSpec>(seat, &Map::new(), &settings)?)),
        "alphabeta" => Ok(Box::new(typed::<AlphaBetaSpec>(seat, &Map::new(), &settings)?)),
        _ if name.parse::<Level>().is_ok() => {
            let base = Map::from_iter([("level".to_owned(), Value::String(name.clone()))]);
            Ok(Box::new(typed::<LevelSpec>(seat, &base, &settings)?))
        }
        _ => {
            // Agents registered by other crates (typetag knows every tag of this binary).
            let base = Map::from_iter([("type".to_owned(), Value::String(name.clone()))]);
            let object = read(base)?;
            serde_json::from_value::<Box<dyn AgentSpec>>(object).map_err(|e| {
                if e.to_string().contains("unknown variant") {
                    fail(format!(
                        "unknown agent '{name}'; expected one of {SEAT_NAMES}, optionally with \
                         settings after a colon (e.g. mcts:iterations=20000)"
                    ))
                } else {
                    fail(e.to_string())
                }
            })
        }
    }
}

/// A seat's text as given (trimmed) with the spec it describes.
pub type NamedSpec = (String, SeatSpec);

/// Reads a comma-separated list of seats.
pub fn parse_seats(text: &str) -> Result<Vec<NamedSpec>, SpecError> {
    let mut seats: Vec<String> = Vec::new();
    for piece in split_outside_braces(text) {
        if piece.starts_with('{') {
            seats.push(piece.to_owned());
            continue;
        }
        let continues_previous = piece.contains('=') && !piece.contains(':');
        if !continues_previous {
            seats.push(piece.to_owned());
            continue;
        }
        match seats.last_mut() {
            Some(previous) if previous.contains(':') => {
                previous.push(',');
                previous.push_str(piece);
            }
            _ => {
                return Err(SpecError {
                    seat: piece.to_owned(),
                    reason: "a key=value setting must follow an agent name and a colon, \
                             e.g. mcts:iterations=20000"
                        .to_owned(),
                });
            }
        }
    }
    seats.into_iter().map(|seat| parse_seat(&seat).map(|spec| (seat, spec))).collect()
}

/// The comma-separated pieces of `text`, trimmed, ignoring commas inside `{...}` (and inside
/// JSON strings there).
fn split_outside_braces(text: &str) -> Vec<&str> {
    let mut pieces = Vec::new();
    let (mut depth, mut in_string, mut escaped, mut start) = (0usize, false, false, 0);
    for (i, c) in text.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' if depth > 0 => in_string = true,
            '{' => depth += 1,
            '}' => depth = depth.saturating_sub(1),
            ',' if depth == 0 => {
                pieces.push(text[start..i].trim());
                start = i + 1;
            }
            _ => {}
        }
    }
    pieces.push(text[start..].trim());
    pieces
}

/// The settings as a JSON object on top of `base` (the base wins on conflicts).
fn read_settings(seat: &str, base: Map<String, Value>, settings: &[&str]) -> Result<Value, SpecError> {
    let pairs =
        options::from_pairs(settings).map_err(|e| SpecError { seat: seat.to_owned(), reason: e.0 })?;
    let mut object = match pairs {
        Value::Object(object) => object,
        _ => Map::new(),
    };
    object.extend(base);
    Ok(Value::Object(object))
}

/// Deserialises the settings into `T`. On failure, names the first setting that fails on
/// its own (every field of a spec has a default, so a single setting is a complete spec).
fn typed<T: DeserializeOwned>(
    seat: &str,
    base: &Map<String, Value>,
    settings: &[&str],
) -> Result<T, SpecError> {
    let object = read_settings(seat, base.clone(), settings)?;
    serde_json::from_value::<T>(object).map_err(|whole| {
        for setting in settings {
            if let Ok(single) = read_settings(seat, base.clone(), &[setting])
                && let Err(e) = serde_json::from_value::<T>(single)
            {
                return SpecError { seat: seat.to_owned(), reason: format!("'{setting}': {e}") };
            }
        }
        SpecError { seat: seat.to_owned(), reason: whole.to_string() }
    })
}
