//! One agent per phase of a game: the search that suits a phase plays it.
//!
//! Some games change character between phases: DVONN's placement is a long, quiet build-up
//! that only playouts to the end judge well, while its movement phase is tactical and
//! alpha-beta with an evaluator reads it far better. A [`PhasedSpec`] names an agent for
//! each phase (by [`Game::phase`] name) and one for every other phase.

use std::collections::BTreeMap;
use std::sync::atomic::AtomicBool;

use serde::{Deserialize, Serialize};

use super::{Agent, AgentError, AgentSpec, Analysis, Limits, build_agent};
use crate::GameAi;

/// Agents by phase: `{"type": "phased", "phases": {"placement": {...}}, "otherwise": {...}}`.
/// Phase names are matched to [`Game::phase`](crate::Game::phase) ignoring case. Each agent keeps its own state
/// (tree, table) and is consulted only in its own phase.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PhasedSpec {
    /// The agent of each named phase.
    pub phases: BTreeMap<String, Box<dyn AgentSpec>>,
    /// The agent of every phase not named in `phases`.
    pub otherwise: Box<dyn AgentSpec>,
}

impl PhasedSpec {
    /// `first` plays the phase named `phase`, `then` plays every other phase.
    pub fn new(phase: &str, first: Box<dyn AgentSpec>, then: Box<dyn AgentSpec>) -> Self {
        Self { phases: BTreeMap::from([(phase.to_owned(), first)]), otherwise: then }
    }
}

#[typetag::serde(name = "phased")]
impl AgentSpec for PhasedSpec {
    fn label(&self) -> String {
        let mut parts: Vec<String> =
            self.phases.iter().map(|(phase, spec)| format!("{phase}: {}", spec.label())).collect();
        parts.push(format!("then {}", self.otherwise.label()));
        parts.join("; ")
    }

    fn reseeded(&self, seed: u64) -> Box<dyn AgentSpec> {
        // Distinct seeds per part, so that two MCTS parts do not play the same playouts.
        let phases = self
            .phases
            .iter()
            .enumerate()
            .map(|(i, (phase, spec))| (phase.clone(), spec.reseeded(seed.wrapping_add(i as u64 + 1))))
            .collect();
        Box::new(Self { phases, otherwise: self.otherwise.reseeded(seed) })
    }

    fn timed(&self, time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        let mut phases = BTreeMap::new();
        for (phase, spec) in &self.phases {
            phases.insert(phase.clone(), spec.timed(time_ms)?);
        }
        Some(Box::new(Self { phases, otherwise: self.otherwise.timed(time_ms)? }))
    }

    fn with_nodes(&self, nodes: u64) -> Option<Box<dyn AgentSpec>> {
        let mut phases = BTreeMap::new();
        for (phase, spec) in &self.phases {
            phases.insert(phase.clone(), spec.with_nodes(nodes)?);
        }
        Some(Box::new(Self { phases, otherwise: self.otherwise.with_nodes(nodes)? }))
    }

    fn validate(&self) -> Result<(), String> {
        for (phase, spec) in &self.phases {
            spec.validate().map_err(|e| format!("phase '{phase}': {e}"))?;
        }
        self.otherwise.validate().map_err(|e| format!("otherwise: {e}"))
    }
}

/// The agent of a [`PhasedSpec`].
pub struct PhasedAgent<G: GameAi> {
    /// Phase name (as the spec gives it) and its agent.
    phases: Vec<(String, Box<dyn Agent<G>>)>,
    otherwise: Box<dyn Agent<G>>,
}

impl<G: GameAi> PhasedAgent<G> {
    /// Builds every part for `game`; fails as [`build_agent`] fails for the first part that
    /// cannot be built.
    pub fn new(game: &G, spec: &PhasedSpec) -> Result<Self, AgentError> {
        let mut phases = Vec::with_capacity(spec.phases.len());
        for (phase, part) in &spec.phases {
            phases.push((phase.clone(), build_agent(game, part.as_ref())?));
        }
        Ok(Self { phases, otherwise: build_agent(game, spec.otherwise.as_ref())? })
    }

    /// The agent for the phase of `state`.
    fn agent_for(&mut self, game: &G, state: &G::State) -> &mut Box<dyn Agent<G>> {
        let phase = game.phase(state);
        match self.phases.iter().position(|(name, _)| name.eq_ignore_ascii_case(phase)) {
            Some(i) => &mut self.phases[i].1,
            None => &mut self.otherwise,
        }
    }
}

impl<G: GameAi> Agent<G> for PhasedAgent<G> {
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        self.agent_for(game, state).analyse(game, state, limits, stop)
    }
}
