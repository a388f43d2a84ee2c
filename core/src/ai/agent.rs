//! Agent specifications (data) and the generic agent interface.

use std::any::Any;
use std::fmt::Debug;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{
    AlphaBetaAgent, AlphaBetaSpec, Analysis, LevelSpec, Limits, MctsAgent, MctsSpec, PhasedAgent, PhasedSpec,
    RandomAgent, SeatSpec,
};
use crate::{Game, GameAi};

/// What sits in a seat, as data: a human, or an AI with its settings. Serialised with its
/// `type` tag (`{"type": "random", "seed": 7}`) in save and match files; tag names are
/// stable. New kinds of agent implement this trait with `#[typetag::serde(name = "...")]`.
#[typetag::serde(tag = "type")]
pub trait AgentSpec: SpecObject + Debug + Send + Sync {
    /// Short label for menus and result tables (`"random"`, `"mcts 20000"`).
    fn label(&self) -> String;
    /// True for a person at the board: the front end waits for clicks.
    fn is_human(&self) -> bool {
        false
    }
    /// A copy whose random choices are driven by `seed` instead of the spec's own seed (the
    /// match runner seeds every game this way). Specs without randomness return a copy.
    fn reseeded(&self, _seed: u64) -> Box<dyn AgentSpec> {
        self.clone_box()
    }
    /// The same agent thinking `time_ms` milliseconds per move instead of its own iteration,
    /// node or time budget (how "Expert at one second a move" is asked for). `None` for
    /// specs that do not think (a human) or cannot be given a time.
    fn timed(&self, _time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        None
    }
    /// The same agent searching `nodes` nodes (MCTS: iterations) per move instead of its own
    /// node, iteration or time budget (the engine's `go nodes N`). `None` for specs that do
    /// not search by nodes.
    fn with_nodes(&self, _nodes: u64) -> Option<Box<dyn AgentSpec>> {
        None
    }
    /// Why these settings cannot be run, naming the field at fault (`"tt_mb must be between 1
    /// and 4096, not 65536"`). Every number a spec holds must be checked against
    /// [`super::limits::bounds`] here: specs come from untrusted files, and
    /// [`build_agent`] runs only specs that pass. Specs that hold other specs check them too.
    fn validate(&self) -> Result<(), String> {
        Ok(())
    }
}

/// The object plumbing every spec needs, implemented once for all `Clone` specs so that a new
/// spec only writes what makes it different.
pub trait SpecObject {
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn AgentSpec>;
    /// For building agents from specs (downcast to the concrete spec).
    fn as_any(&self) -> &dyn Any;
    /// The spec as a seat: its JSON, as sessions take it.
    fn seat(&self) -> SeatSpec;
}

impl<T: AgentSpec + Clone + 'static> SpecObject for T {
    fn clone_box(&self) -> Box<dyn AgentSpec> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn seat(&self) -> SeatSpec {
        SeatSpec::from_spec(self)
    }
}

impl dyn AgentSpec + '_ {
    /// The concrete spec, if it is a `T` (`spec.downcast::<MctsSpec>()`).
    pub fn downcast<T: AgentSpec + 'static>(&self) -> Option<&T> {
        self.as_any().downcast_ref::<T>()
    }
}

impl Clone for Box<dyn AgentSpec> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A person at the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct HumanSpec {
    /// Optional name shown in the side panel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[typetag::serde(name = "human")]
impl AgentSpec for HumanSpec {
    fn label(&self) -> String {
        // A blank name (`human:name=`) would show as nothing in tables and the side panel.
        match self.name.as_deref().map(str::trim) {
            Some(name) if !name.is_empty() => name.to_owned(),
            _ => "human".to_owned(),
        }
    }
    fn is_human(&self) -> bool {
        true
    }
    fn validate(&self) -> Result<(), String> {
        let max = super::limits::bounds::MAX_NAME_CHARS;
        match &self.name {
            Some(name) if name.chars().count() > max => Err(format!("name must be at most {max} characters")),
            _ => Ok(()),
        }
    }
}

/// Uniformly random legal moves; reproducible when seeded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RandomSpec {
    /// Seed of the move choices; `None` picks one from the system clock.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
}

#[typetag::serde(name = "random")]
impl AgentSpec for RandomSpec {
    fn label(&self) -> String {
        "random".to_owned()
    }
    fn reseeded(&self, seed: u64) -> Box<dyn AgentSpec> {
        Box::new(Self { seed: Some(seed) })
    }
    fn timed(&self, _time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        // It does not think, so any time is the same to it.
        Some(self.clone_box())
    }
    fn with_nodes(&self, _nodes: u64) -> Option<Box<dyn AgentSpec>> {
        Some(self.clone_box())
    }
}

/// A machine that picks moves for one game. An agent may keep what it learnt between calls
/// (a search tree, a transposition table) and use it when the next state it is asked about
/// follows from the last one.
pub trait Agent<G: Game>: Send {
    /// The move to play in `state` with the statistics behind the choice (agents that do not
    /// search report the move alone, [`Analysis::bare`]), or `None` if the game is over.
    /// Must return within the limits, and soon after `stop` becomes true (then with the best
    /// move found so far).
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Analysis<G::Move>>;

    /// The move [`Agent::analyse`] chooses, without its statistics.
    fn select(&mut self, game: &G, state: &G::State, limits: &Limits, stop: &AtomicBool) -> Option<G::Move> {
        self.analyse(game, state, limits, stop).map(|a| a.best)
    }
}

/// Why no agent could be built from a spec.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum AgentError {
    /// The seat is a person; there is nothing to run.
    #[error("'{0}' is a human seat, not an agent")]
    Human(String),
    /// The agent exists but cannot play this game.
    #[error("{agent} cannot play here: {reason}")]
    Unsupported {
        /// The spec's label.
        agent: String,
        /// Why not, and what to use instead.
        reason: String,
    },
    /// The spec's settings are out of range ([`AgentSpec::validate`]).
    #[error("{agent}: {reason}")]
    Invalid {
        /// The spec's label.
        agent: String,
        /// Which setting, and its allowed range.
        reason: String,
    },
    /// No code in this build runs this kind of spec.
    #[error("this build cannot run agent '{0}'")]
    Unknown(String),
}

/// Builds the agent a spec describes for `game`: random, MCTS, alpha-beta, one per phase, a
/// named level (resolved through [`GameAi::level_spec`]) or a game's own agent
/// ([`GameAi::custom_agent`]).
/// A spec without a seed draws one from the clock. Fails for humans, for settings out of
/// range, and for specs this build does not know.
pub fn build_agent<G: GameAi>(game: &G, spec: &dyn AgentSpec) -> Result<Box<dyn Agent<G>>, AgentError> {
    if spec.is_human() {
        return Err(AgentError::Human(spec.label()));
    }
    spec.validate().map_err(|reason| AgentError::Invalid { agent: spec.label(), reason })?;
    if let Some(agent) = game.custom_agent(spec) {
        return Ok(agent);
    }
    let any = spec.as_any();
    if let Some(random) = any.downcast_ref::<RandomSpec>() {
        return Ok(Box::new(RandomAgent::new(random.seed.unwrap_or_else(clock_seed))));
    }
    if let Some(mcts) = any.downcast_ref::<MctsSpec>() {
        return Ok(Box::new(MctsAgent::new(game, mcts.clone(), mcts.seed.unwrap_or_else(clock_seed))));
    }
    if let Some(alphabeta) = any.downcast_ref::<AlphaBetaSpec>() {
        return Ok(Box::new(AlphaBetaAgent::new(game, alphabeta.clone())?));
    }
    if let Some(phased) = any.downcast_ref::<PhasedSpec>() {
        return Ok(Box::new(PhasedAgent::new(game, phased)?));
    }
    if let Some(level) = any.downcast_ref::<LevelSpec>() {
        let resolved = game.level_spec(level.level);
        if resolved.downcast::<LevelSpec>().is_some() {
            return Err(AgentError::Unsupported {
                agent: spec.label(),
                reason: format!("the game maps level {} to another level instead of an agent", level.level),
            });
        }
        let resolved = match level.seed {
            Some(seed) => resolved.reseeded(seed),
            None => resolved,
        };
        let resolved = match level.time_ms {
            Some(ms) => resolved.timed(ms).ok_or_else(|| AgentError::Unsupported {
                agent: spec.label(),
                reason: format!("level {} of this game cannot be given a thinking time", level.level),
            })?,
            None => resolved,
        };
        let resolved = match level.nodes {
            Some(nodes) => resolved.with_nodes(nodes).ok_or_else(|| AgentError::Unsupported {
                agent: spec.label(),
                reason: format!("level {} of this game cannot be given a node budget", level.level),
            })?,
            None => resolved,
        };
        return build_agent(game, resolved.as_ref());
    }
    Err(AgentError::Unknown(spec.label()))
}

/// A seed for specs that leave it open: different on every call, so unseeded agents vary.
pub(crate) fn clock_seed() -> u64 {
    crate::clock::seed_from_time()
}
