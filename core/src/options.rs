//! Rule options as data: `--option key=value` pairs and JSON objects, decoded into a game's
//! `Options` type through serde.

use serde_json::{Map, Value};

use crate::{Game, OptionsError};

/// Turns `key=value` strings into a JSON object. Values that read as JSON numbers or booleans
/// become those; everything else is a string. Later keys win.
pub fn from_pairs<S: AsRef<str>>(pairs: &[S]) -> Result<Value, OptionsError> {
    let mut map = Map::new();
    for pair in pairs {
        let pair = pair.as_ref();
        let (key, value) = pair
            .split_once('=')
            .ok_or_else(|| OptionsError(format!("'{pair}' is not of the form key=value")))?;
        let key = key.trim();
        if key.is_empty() {
            return Err(OptionsError(format!("'{pair}' has an empty key")));
        }
        let value = value.trim();
        let parsed = match serde_json::from_str::<Value>(value) {
            Ok(v @ (Value::Number(_) | Value::Bool(_))) => v,
            _ => Value::String(value.to_owned()),
        };
        map.insert(key.to_owned(), parsed);
    }
    Ok(Value::Object(map))
}

/// Decodes a JSON object into `G::Options` (`null` means the defaults).
pub fn decode<G: Game>(value: &Value) -> Result<G::Options, OptionsError> {
    if value.is_null() {
        return Ok(G::Options::default());
    }
    serde_json::from_value(value.clone()).map_err(|e| OptionsError(e.to_string()))
}

/// Encodes options for save files and the plugin boundary.
pub fn encode<G: Game>(options: &G::Options) -> Value {
    serde_json::to_value(options).expect("options serialise to JSON")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_become_typed_json() {
        let v = from_pairs(&["players=3", "grey=wildcard", "cap=true"]).unwrap();
        assert_eq!(v, serde_json::json!({"players": 3, "grey": "wildcard", "cap": true}));
    }

    #[test]
    fn malformed_pairs_are_refused_with_the_pair() {
        let e = from_pairs(&["players"]).unwrap_err();
        assert!(e.0.contains("'players'"), "{e}");
        assert!(from_pairs(&["=3"]).is_err());
    }
}
