//! A seat's agent as JSON: what save files, match files and the plugin boundary carry.
//!
//! Agent kinds are a typetag registry, and that registry is per binary: the host knows the
//! kinds it was built with, a plugin knows those of core plus any it defines itself. A seat is
//! therefore kept as the JSON it was written as, and only turned into a typed [`AgentSpec`]
//! by the binary that runs it: the host for a built-in game, the plugin for a plugin game. A
//! plugin's own kind of agent loads, saves and reaches its plugin unchanged even though the
//! host cannot read it.

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize};
use serde_json::Value;
use thiserror::Error;

use super::{AgentError, AgentSpec, HumanSpec};

/// A seat spec as JSON: an object whose string field `type` names the kind of agent
/// (`{"type": "mcts", "iterations": 20000}`), the same text typetag writes for an
/// [`AgentSpec`].
#[derive(Clone, PartialEq, Serialize)]
#[serde(transparent)]
pub struct SeatSpec(Value);

/// Why JSON is not a seat spec, or a seat spec cannot be read by this build.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum SeatError {
    /// Not an object with a string `type` field.
    #[error("a seat must be an object with a \"type\" field, like {{\"type\": \"human\"}}")]
    Shape,
    /// A kind this build does not know (it may be a plugin's own).
    #[error("this build does not know agent '{0}'")]
    UnknownKind(String),
    /// A known kind with fields it does not accept.
    #[error("agent '{kind}': {reason}")]
    Fields {
        /// The `type` tag.
        kind: String,
        /// What serde said of the fields.
        reason: String,
    },
}

impl From<SeatError> for AgentError {
    fn from(error: SeatError) -> Self {
        match error {
            SeatError::UnknownKind(kind) => Self::Unknown(kind),
            SeatError::Shape => Self::Invalid { agent: "seat".to_owned(), reason: error.to_string() },
            SeatError::Fields { kind, reason } => Self::Invalid { agent: kind, reason },
        }
    }
}

impl SeatSpec {
    /// Checks that `value` has the shape of a seat spec; its fields are read only when the
    /// seat is run.
    pub fn from_json(value: Value) -> Result<Self, SeatError> {
        match value.get("type") {
            Some(Value::String(_)) if value.is_object() => Ok(Self(value)),
            _ => Err(SeatError::Shape),
        }
    }

    /// The seat of a typed spec.
    pub fn from_spec(spec: &dyn AgentSpec) -> Self {
        // typetag writes every spec as an object with its `type` tag; specs hold plain data
        // (numbers, strings, nested specs), which always serialise.
        Self(serde_json::to_value(spec).expect("agent specs serialise to JSON"))
    }

    /// A person at the board.
    pub fn human() -> Self {
        Self::from_spec(&HumanSpec::default())
    }

    /// The `type` tag (`"mcts"`, `"level"`, a plugin's own kind).
    pub fn kind(&self) -> &str {
        self.0.get("type").and_then(Value::as_str).unwrap_or_default()
    }

    /// The JSON, as written.
    pub const fn json(&self) -> &Value {
        &self.0
    }

    /// The typed spec, read with this binary's registry of agent kinds.
    pub fn to_spec(&self) -> Result<Box<dyn AgentSpec>, SeatError> {
        serde_json::from_value(self.0.clone()).map_err(|error| {
            let reason = error.to_string();
            // serde names an unregistered tag this way; anything else is about the fields.
            if reason.starts_with("unknown variant") {
                SeatError::UnknownKind(self.kind().to_owned())
            } else {
                SeatError::Fields { kind: self.kind().to_owned(), reason }
            }
        })
    }

    /// True for a person at the board (the front end waits for clicks). Read from the tag, so
    /// it holds for seats this build cannot otherwise read.
    pub fn is_human(&self) -> bool {
        self.kind() == "human"
    }

    /// Label for menus and tables: the spec's own, or the kind for one this build does not know.
    pub fn label(&self) -> String {
        self.to_spec().map_or_else(|_| self.kind().to_owned(), |spec| spec.label())
    }

    /// Why these settings cannot be run ([`AgentSpec::validate`]). A kind this build does not
    /// know passes: the binary that knows it checks it when it builds the agent.
    pub fn validate(&self) -> Result<(), String> {
        match self.to_spec() {
            Ok(spec) => spec.validate(),
            Err(SeatError::UnknownKind(_)) => Ok(()),
            Err(error) => Err(error.to_string()),
        }
    }

    /// The seat with its random choices driven by `seed` ([`AgentSpec::reseeded`]). A kind
    /// this build does not know keeps its own seed.
    #[must_use]
    pub fn reseeded(&self, seed: u64) -> Self {
        self.to_spec().map_or_else(|_| self.clone(), |spec| Self::from_spec(spec.reseeded(seed).as_ref()))
    }

    /// The same agent thinking `time_ms` per move ([`AgentSpec::timed`]); `None` for kinds
    /// that cannot be given a time, or that this build does not know.
    pub fn timed(&self, time_ms: u64) -> Option<Self> {
        let timed = self.to_spec().ok()?.timed(time_ms)?;
        Some(Self::from_spec(timed.as_ref()))
    }

    /// The same agent searching `nodes` per move ([`AgentSpec::with_nodes`]); `None` for
    /// kinds that do not search by nodes, or that this build does not know.
    pub fn with_nodes(&self, nodes: u64) -> Option<Self> {
        let budgeted = self.to_spec().ok()?.with_nodes(nodes)?;
        Some(Self::from_spec(budgeted.as_ref()))
    }
}

impl From<Box<dyn AgentSpec>> for SeatSpec {
    fn from(spec: Box<dyn AgentSpec>) -> Self {
        Self::from_spec(spec.as_ref())
    }
}

impl fmt::Debug for SeatSpec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "SeatSpec({})", self.0)
    }
}

impl fmt::Display for SeatSpec {
    /// The compact JSON, as in a save file.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl<'de> Deserialize<'de> for SeatSpec {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let value = Value::deserialize(deserializer)?;
        Self::from_json(value).map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::ai::{Level, LevelSpec, MctsSpec};

    #[test]
    fn a_known_kind_reads_back_as_the_typed_spec() {
        let seat = SeatSpec::from_spec(&MctsSpec::iterations(500));
        assert_eq!(seat.kind(), "mcts");
        let spec = seat.to_spec().unwrap();
        assert_eq!(spec.downcast::<MctsSpec>(), Some(&MctsSpec::iterations(500)));
        assert_eq!(seat.label(), spec.label());
        assert!(!seat.is_human());
        assert!(SeatSpec::human().is_human());
    }

    #[test]
    fn an_unknown_kind_is_kept_as_written() {
        let written = json!({"type": "someone-elses-agent", "depth": 3, "nested": {"a": [1, 2]}});
        let seat: SeatSpec = serde_json::from_value(written.clone()).unwrap();
        assert_eq!(seat.to_spec().err(), Some(SeatError::UnknownKind("someone-elses-agent".to_owned())));
        assert_eq!(serde_json::to_value(&seat).unwrap(), written);
        assert_eq!(seat.label(), "someone-elses-agent");
        assert_eq!(seat.validate(), Ok(()));
        assert_eq!(seat.reseeded(9), seat);
        assert_eq!(seat.timed(100), None);
        assert_eq!(
            AgentError::from(seat.to_spec().unwrap_err()),
            AgentError::Unknown("someone-elses-agent".into())
        );
    }

    #[test]
    fn bad_fields_of_a_known_kind_are_not_mistaken_for_an_unknown_kind() {
        let seat = SeatSpec::from_json(json!({"type": "mcts", "iterations": "many"})).unwrap();
        match seat.to_spec() {
            Err(SeatError::Fields { kind, reason }) => {
                assert_eq!(kind, "mcts");
                assert!(reason.contains("invalid type"), "{reason}");
            }
            other => panic!("{other:?}"),
        }
        assert!(seat.validate().is_err());
        let out_of_range = SeatSpec::from_json(json!({"type": "mcts", "iterations": 0})).unwrap();
        assert!(out_of_range.validate().is_err());
    }

    #[test]
    fn only_objects_with_a_string_type_are_seats() {
        for bad in [json!(null), json!("human"), json!({"kind": "human"}), json!({"type": 7}), json!([1])] {
            assert_eq!(SeatSpec::from_json(bad.clone()).err(), Some(SeatError::Shape), "{bad}");
            assert!(serde_json::from_value::<SeatSpec>(bad).is_err());
        }
    }

    #[test]
    fn reseeding_and_timing_go_through_the_typed_spec() {
        let seat = SeatSpec::from_spec(&LevelSpec::new(Level::Hard));
        let reseeded = seat.reseeded(42);
        assert_eq!(reseeded.json()["seed"], 42);
        let timed = seat.timed(250).unwrap();
        assert_eq!(timed.json()["time_ms"], 250);
        assert_eq!(SeatSpec::human().timed(250), None);
    }
}
