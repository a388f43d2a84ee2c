//! An agent kind whose search never returns, whatever its limits and its stop flag say: the
//! AI of a plugin that would hang every game it plays.

use std::sync::atomic::AtomicBool;

use plateau_core::Game;
use plateau_core::ai::{Agent, AgentSpec, Analysis, Limits};
use serde::{Deserialize, Serialize};

/// A search that never returns.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct EndlessSpec {}

#[typetag::serde(name = "endless-search")]
impl AgentSpec for EndlessSpec {
    fn label(&self) -> String {
        "a search that never returns".to_owned()
    }
}

/// The agent of [`EndlessSpec`].
pub struct EndlessAgent;

impl<G: Game> Agent<G> for EndlessAgent {
    fn analyse(&mut self, _: &G, _: &G::State, _: &Limits, _: &AtomicBool) -> Option<Analysis<G::Move>> {
        loop {
            std::thread::sleep(std::time::Duration::from_millis(10));
        }
    }
}
