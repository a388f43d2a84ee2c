//! What can sit in a seat, as the menus offer it.

use plateau_core::ai::SeatSpec;
use plateau_core::ai::parse::parse_seat;

use crate::tr;

/// Seat choices in menu order, by their stored name (a seat spec, see `plateau match`);
/// [`choice_label`] gives the menu text.
pub const CHOICES: &[&str] = &["human", "random", "easy", "medium", "hard", "expert", "expert:time_ms=5000"];

/// Who plays the seat of choice `index`, in a word or two ("Human", "easy").
pub fn choice_words(index: usize) -> String {
    match index {
        1 => tr!("seat-level-random"),
        2 => tr!("seat-level-easy"),
        3 => tr!("seat-level-medium"),
        4 => tr!("seat-level-hard"),
        5 => tr!("seat-level-expert"),
        6 => tr!("seat-level-expert-timed"),
        _ => tr!("seat-human"),
    }
}

/// The menu text of choice `index` ("Human", "AI: easy").
pub fn choice_label(index: usize) -> String {
    if index == 0 { choice_words(0) } else { tr!("seat-ai", level = choice_words(index)) }
}

/// Who sits in `seat`, in a word or two ("human", "easy"): its menu entry's words, else the
/// agent's own description.
pub fn seat_words(seat: &SeatSpec) -> String {
    match choice_of(seat) {
        Some(0) => tr!("seat-human-short"),
        Some(index) => choice_words(index),
        None => seat.label(),
    }
}

/// The menu text of `seat`: its menu entry's, else the agent's own description.
pub fn seat_text(seat: &SeatSpec) -> String {
    choice_of(seat).map_or_else(|| seat.label(), choice_label)
}

/// The agent spec for a stored seat choice; anything unreadable falls back to a human, so a
/// stale preference never seats an agent the person did not pick.
pub fn spec(choice: &str) -> SeatSpec {
    parse_seat(choice).unwrap_or_else(|_| SeatSpec::human())
}

/// The menu entry (index into [`CHOICES`]) that seats `seat`, if one does.
pub fn choice_of(seat: &SeatSpec) -> Option<usize> {
    CHOICES.iter().position(|name| spec(name) == *seat)
}

/// Menu text of a stored seat choice.
pub fn choice_text(choice: &str) -> String {
    choice_label(CHOICES.iter().position(|name| *name == choice).unwrap_or(0))
}

/// The agent asked for hints: the one judging search ([`crate::review::judge_seat`]) at its
/// own budget, so the hint's figure is the evaluation bar's.
pub fn hint_spec() -> SeatSpec {
    crate::review::judge_seat(None)
}
