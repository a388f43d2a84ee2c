//! Agent specifications (data) and the generic agent interface.

use std::any::Any;
use std::fmt::Debug;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::{Limits, RandomAgent};
use crate::Game;

/// What sits in a seat, as data: a human, or an AI with its settings. Serialised with its
/// `type` tag (`{"type": "random", "seed": 7}`) in save and match files; tag names are
/// stable. New kinds of agent implement this trait with `#[typetag::serde(name = "...")]`.
#[typetag::serde(tag = "type")]
pub trait AgentSpec: Debug + Send + Sync {
    /// Short label for menus and result tables (`"random"`, `"mcts 20000"`).
    fn label(&self) -> String;
    /// True for a person at the board: the front end waits for clicks.
    fn is_human(&self) -> bool {
        false
    }
    /// A boxed copy.
    fn clone_box(&self) -> Box<dyn AgentSpec>;
    /// For building agents from specs (downcast to the concrete spec).
    fn as_any(&self) -> &dyn Any;
}

impl Clone for Box<dyn AgentSpec> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

/// A person at the board.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HumanSpec {
    /// Optional name shown in the side panel.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
}

#[typetag::serde(name = "human")]
impl AgentSpec for HumanSpec {
    fn label(&self) -> String {
        self.name.clone().unwrap_or_else(|| "human".to_owned())
    }
    fn is_human(&self) -> bool {
        true
    }
    fn clone_box(&self) -> Box<dyn AgentSpec> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// Uniformly random legal moves; reproducible when seeded.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
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
    fn clone_box(&self) -> Box<dyn AgentSpec> {
        Box::new(self.clone())
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
}

/// A machine that picks moves for one game.
pub trait Agent<G: Game>: Send {
    /// The move to play in `state`, or `None` if the game is over. Must return within the
    /// limits, and soon after `stop` becomes true (then with the best move found so far).
    fn select(&mut self, game: &G, state: &G::State, limits: &Limits, stop: &AtomicBool) -> Option<G::Move>;
}

/// Builds the agent a spec describes, or `None` for humans and for specs this build does not
/// know how to run.
pub fn build_agent<G: Game>(spec: &dyn AgentSpec) -> Option<Box<dyn Agent<G>>> {
    let any = spec.as_any();
    if let Some(random) = any.downcast_ref::<RandomSpec>() {
        let seed = random.seed.unwrap_or_else(clock_seed);
        return Some(Box::new(RandomAgent::new(seed)));
    }
    None
}

fn clock_seed() -> u64 {
    use std::time::{SystemTime, UNIX_EPOCH};
    SystemTime::now().duration_since(UNIX_EPOCH).map_or(0, |d| d.as_nanos() as u64)
}
