//! What can sit in a seat, as the menus offer it.

use plateau_core::ai::parse::parse_seat;
use plateau_core::ai::{AgentSpec, HumanSpec, Level, LevelSpec};

/// Seat choices in menu order: the stored name (a seat spec, see `plateau match`) and the menu
/// text.
pub const CHOICES: &[(&str, &str)] = &[
    ("human", "Human"),
    ("random", "AI: random"),
    ("easy", "AI: easy"),
    ("medium", "AI: medium"),
    ("hard", "AI: hard"),
    ("expert", "AI: expert"),
];

/// The agent spec for a stored seat choice; anything unreadable falls back to a human, so a
/// stale preference never seats an agent the person did not pick.
pub fn spec(choice: &str) -> Box<dyn AgentSpec> {
    parse_seat(choice).unwrap_or_else(|_| Box::new(HumanSpec::default()))
}

/// Menu text of a stored seat choice.
pub fn choice_text(choice: &str) -> &'static str {
    CHOICES.iter().find(|(name, _)| *name == choice).map_or("Human", |(_, text)| text)
}

/// The agent asked for hints: the game's Hard level.
pub fn hint_spec() -> Box<dyn AgentSpec> {
    Box::new(LevelSpec::new(Level::Hard))
}
