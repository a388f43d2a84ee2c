//! What can sit in a seat, as the menus offer it.

use plateau_core::ai::SeatSpec;
use plateau_core::ai::parse::parse_seat;

/// Seat choices in menu order: the stored name (a seat spec, see `plateau match`) and the menu
/// text.
pub const CHOICES: &[(&str, &str)] = &[
    ("human", "Human"),
    ("random", "AI: random"),
    ("easy", "AI: easy"),
    ("medium", "AI: medium"),
    ("hard", "AI: hard"),
    ("expert", "AI: expert"),
    ("expert:time_ms=5000", "AI: expert, 5 s a move"),
];

/// The agent spec for a stored seat choice; anything unreadable falls back to a human, so a
/// stale preference never seats an agent the person did not pick.
pub fn spec(choice: &str) -> SeatSpec {
    parse_seat(choice).unwrap_or_else(|_| SeatSpec::human())
}

/// The menu entry (index into [`CHOICES`]) that seats `seat`, if one does.
pub fn choice_of(seat: &SeatSpec) -> Option<usize> {
    CHOICES.iter().position(|(name, _)| spec(name) == *seat)
}

/// Menu text of a stored seat choice.
pub fn choice_text(choice: &str) -> &'static str {
    CHOICES.iter().find(|(name, _)| *name == choice).map_or("Human", |(_, text)| text)
}

/// The agent asked for hints: the one judging search ([`crate::review::judge_seat`]) at its
/// own budget, so the hint's figure is the evaluation bar's.
pub fn hint_spec() -> SeatSpec {
    crate::review::judge_seat(None)
}
