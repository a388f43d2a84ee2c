//! Every request of the seam, each a type naming its answer ([`Request::Answer`]). They
//! stand for the [`plateau_core::GameSession`] and [`plateau_core::ai::SessionAgent`] methods
//! of the same names; seat specs travel as JSON (the `type`-tagged form of save files) and the
//! plugin builds its own agents from them.

use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::{GameInfo, Player};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{Addressee, Playouts, Request};

/// The game made with its default options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct DefaultInfo;

impl Request for DefaultInfo {
    type Answer = GameInfo;
    const NAME: &'static str = "info";
    const TO: Addressee = Addressee::Factory;
}

/// The game and its seats for this session's options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Info;

impl Request for Info {
    type Answer = GameInfo;
    const NAME: &'static str = "info";
    const TO: Addressee = Addressee::Session;
}

/// The session's rule options.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Options;

impl Request for Options {
    type Answer = Value;
    const NAME: &'static str = "options";
    const TO: Addressee = Addressee::Session;
}

/// The name of the current phase.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Phase;

impl Request for Phase {
    type Answer = String;
    const NAME: &'static str = "phase";
    const TO: Addressee = Addressee::Session;
}

/// A legal move's notation, or a move refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Notation {
    /// Move id.
    pub id: u32,
}

impl Request for Notation {
    type Answer = String;
    const NAME: &'static str = "notation";
    const TO: Addressee = Addressee::Session;
}

/// How to make a legal move by pointing, or a move refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MoveInput {
    /// Move id.
    pub id: u32,
}

impl Request for MoveInput {
    type Answer = plateau_core::MoveInput;
    const NAME: &'static str = "move_input";
    const TO: Addressee = Addressee::Session;
}

/// The id of the legal move written as `text`, or a move refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ParseMove {
    /// The move as written.
    pub text: String,
}

impl Request for ParseMove {
    type Answer = u32;
    const NAME: &'static str = "parse_move";
    const TO: Addressee = Addressee::Session;
}

/// Plays the moves written as `text`; the ids played, or a move refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PlayNotation {
    /// One move or several written as one unit.
    pub text: String,
}

impl Request for PlayNotation {
    type Answer = Vec<u32>;
    const NAME: &'static str = "play_notation";
    const TO: Addressee = Addressee::Session;
}

/// The whole timeline in notation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct History;

impl Request for History {
    type Answer = Vec<String>;
    const NAME: &'static str = "history";
    const TO: Addressee = Addressee::Session;
}

/// The seat that made each move of the timeline.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct HistoryMovers;

impl Request for HistoryMovers {
    type Answer = Vec<Option<Player>>;
    const NAME: &'static str = "history_movers";
    const TO: Addressee = Addressee::Session;
}

/// The position for drawing.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct BoardView;

impl Request for BoardView {
    type Answer = plateau_core::BoardView;
    const NAME: &'static str = "board_view";
    const TO: Addressee = Addressee::Session;
}

/// The result, if the game is over.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome;

impl Request for Outcome {
    type Answer = Option<plateau_core::Outcome>;
    const NAME: &'static str = "outcome";
    const TO: Addressee = Addressee::Session;
}

/// Live figures per seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Scores;

impl Request for Scores {
    type Answer = plateau_core::Scores;
    const NAME: &'static str = "scores";
    const TO: Addressee = Addressee::Session;
}

/// The number of move sequences of `depth` plies.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Perft {
    /// Depth in plies.
    pub depth: u32,
}

impl Request for Perft {
    type Answer = u64;
    const NAME: &'static str = "perft";
    const TO: Addressee = Addressee::Session;
    const SEARCHES: bool = true;
}

/// Totals of random games from the position.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomPlayouts {
    /// Seed of the random moves.
    pub seed: u64,
    /// Number of games.
    pub count: u64,
    /// Ply cap per game.
    pub max_plies: u32,
}

impl Request for RandomPlayouts {
    type Answer = Playouts;
    const NAME: &'static str = "random_playouts";
    const TO: Addressee = Addressee::Session;
    const SEARCHES: bool = true;
}

/// The move the seat would play, or none (a human seat, a spec the plugin cannot run, the game is over).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Think {
    /// The seat, read by the plugin with its own registry of agent kinds.
    pub spec: SeatSpec,
    /// Search limits.
    pub limits: Limits,
}

impl Request for Think {
    type Answer = Option<u32>;
    const NAME: &'static str = "think";
    const TO: Addressee = Addressee::Session;
    const SEARCHES: bool = true;
}

/// The seat's suggestion with its figures, or none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hint {
    /// The seat, read by the plugin with its own registry of agent kinds.
    pub spec: SeatSpec,
    /// Search limits.
    pub limits: Limits,
}

impl Request for Hint {
    type Answer = Option<plateau_core::ai::Hint>;
    const NAME: &'static str = "hint";
    const TO: Addressee = Addressee::Session;
    const SEARCHES: bool = true;
}

/// Nothing if the seat could sit at this game, else an agent refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CheckSeat {
    /// The seat, read by the plugin with its own registry of agent kinds.
    pub spec: SeatSpec,
}

impl Request for CheckSeat {
    type Answer = ();
    const NAME: &'static str = "check_seat";
    const TO: Addressee = Addressee::Session;
}

/// The evaluator's judgement per seat.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Evaluate;

impl Request for Evaluate {
    type Answer = Vec<f32>;
    const NAME: &'static str = "evaluate";
    const TO: Addressee = Addressee::Session;
}

/// How fast the game's searches run here.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SearchSpeed {
    /// MCTS iterations and alpha-beta nodes.
    pub budget: u64,
    /// Seed of the searches.
    pub seed: u64,
}

impl Request for SearchSpeed {
    type Answer = plateau_core::ai::SearchSpeed;
    const NAME: &'static str = "search_speed";
    const TO: Addressee = Addressee::Session;
    const SEARCHES: bool = true;
}

/// Everything shown of the position, in one call.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Snapshot;

impl Request for Snapshot {
    type Answer = plateau_core::snapshot::Snapshot;
    const NAME: &'static str = "snapshot";
    const TO: Addressee = Addressee::Session;
}

/// The agent's move, or none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Select {
    /// Search limits.
    pub limits: Limits,
}

impl Request for Select {
    type Answer = Option<u32>;
    const NAME: &'static str = "select";
    const TO: Addressee = Addressee::Agent;
    const SEARCHES: bool = true;
}

/// The agent's suggestion with its figures, or none.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentHint {
    /// Search limits.
    pub limits: Limits,
}

impl Request for AgentHint {
    type Answer = Option<plateau_core::ai::Hint>;
    const NAME: &'static str = "hint";
    const TO: Addressee = Addressee::Agent;
    const SEARCHES: bool = true;
}

/// Tells the agent a move was played; nothing, or a move refusal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AgentPlay {
    /// Move id.
    pub id: u32,
}

impl Request for AgentPlay {
    type Answer = ();
    const NAME: &'static str = "play";
    const TO: Addressee = Addressee::Agent;
}
