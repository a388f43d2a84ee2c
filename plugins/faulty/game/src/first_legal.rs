//! An agent kind that only the test plugins know: it shows that a plugin can bring agents of
//! its own, which the host carries as JSON (in save files, `plateau match`) without being able
//! to read them, and which run inside the plugin.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Agent, AgentSpec, Analysis, Limits};
use plateau_core::{Game, ToMove};
use serde::{Deserialize, Serialize};

/// Plays the first legal move, in the game's move order. Its `note` does nothing; it is there
/// to show that fields the host cannot read survive the trip.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct FirstLegalSpec {
    /// Free text, kept as written.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

#[typetag::serde(name = "first-legal")]
impl AgentSpec for FirstLegalSpec {
    fn label(&self) -> String {
        "first legal move".to_owned()
    }
    fn validate(&self) -> Result<(), String> {
        match &self.note {
            Some(note) if note.chars().count() > 200 => Err("note must be at most 200 characters".to_owned()),
            _ => Ok(()),
        }
    }
}

/// The agent of [`FirstLegalSpec`].
pub struct FirstLegalAgent;

impl<G: Game> Agent<G> for FirstLegalAgent {
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        _: &Limits,
        _: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        if game.to_move(state) == ToMove::Terminal {
            return None;
        }
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        moves.first().map(|&mv| Analysis::bare(mv))
    }
}
