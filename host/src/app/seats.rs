//! What can sit in a seat, as the menus offer it.

use plateau_core::ai::{AgentSpec, HumanSpec, RandomSpec};

/// Seat choices in menu order: the stored name and the menu text.
pub const CHOICES: &[(&str, &str)] = &[("human", "Human"), ("random", "AI: random")];

/// The agent spec for a stored seat choice; unknown names fall back to a human, so a stale
/// preference never seats an agent the person did not pick.
pub fn spec(choice: &str) -> Box<dyn AgentSpec> {
    match choice {
        "random" => Box::new(RandomSpec { seed: None }),
        _ => Box::new(HumanSpec::default()),
    }
}

/// Menu text of a stored seat choice.
pub fn choice_text(choice: &str) -> &'static str {
    CHOICES.iter().find(|(name, _)| *name == choice).map_or("Human", |(_, text)| text)
}

/// The spec used for hints.
pub fn hint_spec() -> Box<dyn AgentSpec> {
    Box::new(RandomSpec { seed: None })
}
