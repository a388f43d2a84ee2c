//! Why a plugin's game said no, in a form that crosses the seam as data: move, agent and
//! options errors.

use plateau_core::ai::AgentError;
use plateau_core::{IllegalMove, MoveError, OptionsError, ParseMoveError};
use serde::{Deserialize, Serialize};

/// Why the game refused a request ([`crate::abi::STATUS_REFUSED`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "refusal", rename_all = "snake_case")]
pub enum Refusal {
    /// A move error.
    Move(WireMoveError),
    /// No agent could be built from the spec.
    Agent(WireAgentError),
    /// The options are refused.
    Options {
        /// Why.
        reason: String,
    },
}

/// [`MoveError`] as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WireMoveError {
    /// [`MoveError::Parse`].
    Parse {
        /// The text as given.
        input: String,
        /// What is wrong with it.
        reason: String,
    },
    /// [`MoveError::Illegal`].
    Illegal {
        /// The move as written.
        notation: String,
        /// Why the rules refuse it.
        reason: String,
    },
    /// [`MoveError::GameOver`].
    GameOver,
    /// [`MoveError::UnknownId`].
    UnknownId {
        /// The id.
        id: u32,
    },
}

impl From<&MoveError> for WireMoveError {
    fn from(error: &MoveError) -> Self {
        match error {
            MoveError::Parse(e) => Self::Parse { input: e.input.clone(), reason: e.reason.clone() },
            MoveError::Illegal { notation, source } => {
                Self::Illegal { notation: notation.clone(), reason: source.reason.clone() }
            }
            MoveError::GameOver => Self::GameOver,
            MoveError::UnknownId(id) => Self::UnknownId { id: *id },
        }
    }
}

impl From<WireMoveError> for MoveError {
    fn from(error: WireMoveError) -> Self {
        match error {
            WireMoveError::Parse { input, reason } => Self::Parse(ParseMoveError { input, reason }),
            WireMoveError::Illegal { notation, reason } => {
                Self::Illegal { notation, source: IllegalMove { reason } }
            }
            WireMoveError::GameOver => Self::GameOver,
            WireMoveError::UnknownId { id } => Self::UnknownId(id),
        }
    }
}

/// [`AgentError`] as data.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum WireAgentError {
    /// [`AgentError::Human`].
    Human {
        /// The spec's label.
        label: String,
    },
    /// [`AgentError::Unsupported`].
    Unsupported {
        /// The spec's label.
        agent: String,
        /// Why not.
        reason: String,
    },
    /// [`AgentError::Invalid`].
    Invalid {
        /// The spec's label.
        agent: String,
        /// Which setting.
        reason: String,
    },
    /// [`AgentError::Unknown`].
    Unknown {
        /// The spec's label.
        label: String,
    },
}

impl From<&AgentError> for WireAgentError {
    fn from(error: &AgentError) -> Self {
        match error {
            AgentError::Human(label) => Self::Human { label: label.clone() },
            AgentError::Unsupported { agent, reason } => {
                Self::Unsupported { agent: agent.clone(), reason: reason.clone() }
            }
            AgentError::Invalid { agent, reason } => {
                Self::Invalid { agent: agent.clone(), reason: reason.clone() }
            }
            AgentError::Unknown(label) => Self::Unknown { label: label.clone() },
        }
    }
}

impl From<WireAgentError> for AgentError {
    fn from(error: WireAgentError) -> Self {
        match error {
            WireAgentError::Human { label } => Self::Human(label),
            WireAgentError::Unsupported { agent, reason } => Self::Unsupported { agent, reason },
            WireAgentError::Invalid { agent, reason } => Self::Invalid { agent, reason },
            WireAgentError::Unknown { label } => Self::Unknown(label),
        }
    }
}

impl From<&OptionsError> for Refusal {
    fn from(error: &OptionsError) -> Self {
        Self::Options { reason: error.0.clone() }
    }
}

impl From<&MoveError> for Refusal {
    fn from(error: &MoveError) -> Self {
        Self::Move(error.into())
    }
}

impl From<&AgentError> for Refusal {
    fn from(error: &AgentError) -> Self {
        Self::Agent(error.into())
    }
}
