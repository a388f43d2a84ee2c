//! The JSON requests and responses of the cold paths: one request enum per handle kind, one
//! response enum for all, and the refusals (move, agent and options errors) in a form that
//! crosses as data. Hot paths do not use this module (see [`crate::abi::PluginTable`]).

use plateau_core::ai::{AgentError, Hint, Limits, SearchSpeed, SeatSpec};
use plateau_core::perft::PlayoutStats;
use plateau_core::{
    BoardView, GameInfo, IllegalMove, MoveError, MoveInput, OptionsError, Outcome, ParseMoveError, Player,
    Scores,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A question about the game as a whole.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case", deny_unknown_fields)]
pub enum FactoryRequest {
    /// The game made with its default options: answered by [`Response::Info`].
    Info,
}

/// A cold-path question to a session, named after the [`plateau_core::GameSession`] method
/// it stands for. Seat specs travel as JSON (the `type`-tagged form of save files) and the
/// plugin builds its own agent from them.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case", deny_unknown_fields)]
pub enum SessionRequest {
    /// [`Response::Info`].
    Info,
    /// [`Response::Options`].
    Options,
    /// [`Response::Text`].
    Phase,
    /// [`Response::Text`] or a move refusal.
    Notation {
        /// Move id.
        id: u32,
    },
    /// [`Response::MoveInput`] or a move refusal.
    MoveInput {
        /// Move id.
        id: u32,
    },
    /// [`Response::Move`] or a move refusal.
    ParseMove {
        /// The move as written.
        text: String,
    },
    /// [`Response::Moves`] (the ids played) or a move refusal.
    PlayNotation {
        /// One move or several written as one unit.
        text: String,
    },
    /// [`Response::Lines`].
    History,
    /// [`Response::Movers`].
    HistoryMovers,
    /// [`Response::BoardView`].
    BoardView,
    /// [`Response::Outcome`].
    Outcome,
    /// [`Response::Scores`].
    Scores,
    /// [`Response::Count`].
    Perft {
        /// Depth in plies.
        depth: u32,
    },
    /// [`Response::Playouts`].
    RandomPlayouts {
        /// Seed of the random moves.
        seed: u64,
        /// Number of games.
        count: u64,
        /// Ply cap per game.
        max_plies: u32,
    },
    /// [`Response::Move`].
    Think {
        /// The seat spec, read by the plugin with its own registry of agent kinds.
        spec: SeatSpec,
        /// Search limits.
        limits: Limits,
    },
    /// [`Response::Hint`].
    Hint {
        /// The seat spec, read by the plugin with its own registry of agent kinds.
        spec: SeatSpec,
        /// Search limits.
        limits: Limits,
    },
    /// [`Response::Done`] if the seat could sit at this game, else [`Refusal::Agent`].
    CheckSeat {
        /// The seat spec, read by the plugin with its own registry of agent kinds.
        spec: SeatSpec,
    },
    /// [`Response::Evaluation`].
    Evaluate,
    /// [`Response::SearchSpeed`].
    SearchSpeed {
        /// MCTS iterations and alpha-beta nodes.
        budget: u64,
        /// Seed of the searches.
        seed: u64,
    },
    /// [`Response::Snapshot`]: everything shown of the position, in one call.
    Snapshot,
}

/// A question to a bound agent, named after the [`plateau_core::ai::SessionAgent`] method.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "request", rename_all = "snake_case", deny_unknown_fields)]
pub enum AgentRequest {
    /// [`Response::Move`].
    Select {
        /// Search limits.
        limits: Limits,
    },
    /// [`Response::Hint`].
    Hint {
        /// Search limits.
        limits: Limits,
    },
    /// [`Response::Done`] or a move refusal.
    Play {
        /// Move id.
        id: u32,
    },
}

/// Every answer a plugin gives with [`crate::abi::STATUS_OK`]. The host checks that the
/// variant is the one its request calls for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "response", content = "value", rename_all = "snake_case")]
pub enum Response {
    /// The game and its seats.
    Info(GameInfo),
    /// Rule options.
    Options(Value),
    /// A phase name or a move's notation.
    Text(String),
    /// How to make a move by pointing.
    MoveInput(MoveInput),
    /// A move id, or none (a human seat, a spec the plugin cannot run, the game is over).
    Move(Option<u32>),
    /// Move ids.
    Moves(Vec<u32>),
    /// Moves in notation.
    Lines(Vec<String>),
    /// The seat that made each move.
    Movers(Vec<Option<Player>>),
    /// The position for drawing.
    BoardView(BoardView),
    /// The result, if the game is over.
    Outcome(Option<Outcome>),
    /// Live figures.
    Scores(Scores),
    /// A perft count.
    Count(u64),
    /// Random playout totals.
    Playouts(Playouts),
    /// A hint, or none.
    Hint(Option<Hint>),
    /// The evaluator's judgement per seat.
    Evaluation(Vec<f32>),
    /// Search speed figures.
    SearchSpeed(SearchSpeed),
    /// The position as a front end shows it.
    Snapshot(Box<plateau_core::snapshot::Snapshot>),
    /// Done, nothing to report.
    Done,
}

/// [`PlayoutStats`] as data.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Playouts {
    /// Games played.
    pub playouts: u64,
    /// Moves made in all of them.
    pub plies: u64,
    /// Games that reached their end.
    pub finished: u64,
}

impl From<PlayoutStats> for Playouts {
    fn from(stats: PlayoutStats) -> Self {
        Self { playouts: stats.playouts, plies: stats.plies, finished: stats.finished }
    }
}

impl From<Playouts> for PlayoutStats {
    fn from(p: Playouts) -> Self {
        Self { playouts: p.playouts, plies: p.plies, finished: p.finished }
    }
}

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
