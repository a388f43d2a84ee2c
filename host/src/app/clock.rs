//! Game clocks: each player's thinking time for the whole game, with an increment after each
//! move. A clock runs for the player to move while the game goes on and is not paused; the
//! player whose time runs out loses (with three or more players the game ends without a
//! winner). The AI thinks on its share of its own clock.
//!
//! Time comes from the frames' input time (seconds, as egui reports it), never read here from
//! the system clock, so tests drive the clocks frame by frame.

use crate::tr;
use std::time::Duration;

use plateau_core::save::SavedClock;

/// A time control: time per game per player, and the increment after each move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TimeControl {
    /// Each player's time for the whole game.
    pub per_game: Duration,
    /// Added to a player's time after each of its moves.
    pub increment: Duration,
}

impl TimeControl {
    /// "5 min + 3 s", "1 min", "90 s + 1 s".
    pub fn text(self) -> String {
        let base = duration_words(self.per_game);
        if self.increment.is_zero() { base } else { format!("{base} + {}", duration_words(self.increment)) }
    }
}

/// A duration as a person names a time control: whole minutes as "5 min", else seconds.
fn duration_words(d: Duration) -> String {
    let ms = d.as_millis();
    if ms.is_multiple_of(60_000) {
        format!("{} min", ms / 60_000)
    } else if ms.is_multiple_of(1_000) {
        format!("{} s", ms / 1_000)
    } else {
        format!("{:.1} s", d.as_secs_f64())
    }
}

/// The time controls the new-game dialog offers: a stored name (`"5+3"`: minutes and
/// seconds of increment) and the control; `"none"` is a game without clocks.
pub const PRESETS: &[(&str, u64, u64)] = &[
    ("1+0", 1, 0),
    ("3+2", 3, 2),
    ("5+0", 5, 0),
    ("5+3", 5, 3),
    ("10+5", 10, 5),
    ("15+10", 15, 10),
    ("30+0", 30, 0),
];

/// Longest time control the dialog offers: a day a player (as saves allow).
pub const MAX_MINUTES: u64 = 1440;
/// Largest increment the dialog offers: ten minutes a move.
pub const MAX_INCREMENT_S: u64 = 600;

/// The time control of a stored name: a preset, or any "minutes+seconds" within
/// [`MAX_MINUTES`] and [`MAX_INCREMENT_S`] (a custom control); `None` for "none" and for
/// anything else.
pub fn preset(name: &str) -> Option<TimeControl> {
    let (minutes, seconds) = name.split_once('+')?;
    let minutes: u64 = minutes.trim().parse().ok().filter(|m| (1..=MAX_MINUTES).contains(m))?;
    let seconds: u64 = seconds.trim().parse().ok().filter(|s| *s <= MAX_INCREMENT_S)?;
    Some(TimeControl { per_game: Duration::from_secs(minutes * 60), increment: Duration::from_secs(seconds) })
}

/// The stored name of a control of whole minutes and seconds (`"5+3"`).
pub fn control_name(control: TimeControl) -> Option<String> {
    let (game, increment) = (control.per_game.as_secs(), control.increment.as_secs());
    let whole = game.is_multiple_of(60)
        && control.per_game.subsec_nanos() == 0
        && control.increment.subsec_nanos() == 0;
    whole.then(|| format!("{}+{increment}", game / 60)).filter(|name| preset(name).is_some())
}

/// The menu text of a stored preset name.
pub fn preset_text(name: &str) -> String {
    preset(name).map_or_else(|| tr!("clock-none"), TimeControl::text)
}

/// Moves the AI expects still to make when it shares out its time: it spends 1/25 of what is
/// left (plus most of the increment), so it slows down as its time runs short but never
/// runs out by thinking.
const MOVES_TO_GO: u32 = 25;
/// The least time the AI takes for a move while it has time left.
const LEAST_THINK: Duration = Duration::from_millis(20);

/// The clocks of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct GameClock {
    control: TimeControl,
    /// Time left per seat, in seconds.
    left: Vec<f64>,
    /// The seat whose time ran out, if one's did.
    flagged: Option<usize>,
    /// The seat whose clock runs and the input time it was last charged up to.
    running: Option<(usize, f64)>,
}

impl GameClock {
    /// Full clocks for `seats` players.
    pub fn new(control: TimeControl, seats: usize) -> Self {
        Self { control, left: vec![control.per_game.as_secs_f64(); seats], flagged: None, running: None }
    }

    /// The clocks as a save stored them.
    pub fn from_saved(saved: &SavedClock) -> Self {
        Self {
            control: TimeControl {
                per_game: Duration::from_millis(saved.per_game_ms),
                increment: Duration::from_millis(saved.increment_ms),
            },
            left: saved.left_ms.iter().map(|&ms| ms as f64 / 1000.0).collect(),
            flagged: saved.flagged,
            running: None,
        }
    }

    /// The clocks as a save stores them (stopped where they stand).
    pub fn saved(&self) -> SavedClock {
        SavedClock {
            per_game_ms: self.control.per_game.as_millis() as u64,
            increment_ms: self.control.increment.as_millis() as u64,
            left_ms: self.left.iter().map(|s| (s.max(0.0) * 1000.0).round() as u64).collect(),
            flagged: self.flagged,
        }
    }

    /// The time control.
    pub fn control(&self) -> TimeControl {
        self.control
    }

    /// Time left on `seat`'s clock.
    pub fn left(&self, seat: usize) -> Duration {
        Duration::from_secs_f64(self.left.get(seat).copied().unwrap_or(0.0).max(0.0))
    }

    /// The seat whose time ran out, if one's did.
    pub fn flagged(&self) -> Option<usize> {
        self.flagged
    }

    /// The seat whose clock runs now.
    pub fn running(&self) -> Option<usize> {
        self.running.map(|(seat, _)| seat)
    }

    /// Brings the clocks to input time `now`: the running seat is charged the time since it
    /// was last charged, then `runs` (the seat to move, or `None` while the game waits)
    /// runs from `now` on. Returns the seat whose time ran out at this tick, once.
    pub fn tick(&mut self, now: f64, runs: Option<usize>) -> Option<usize> {
        if self.flagged.is_some() {
            self.running = None;
            return None;
        }
        self.charge(now);
        self.running = runs.filter(|&seat| seat < self.left.len()).map(|seat| (seat, now));
        let (seat, _) = self.running?;
        if self.left[seat] <= 0.0 {
            self.left[seat] = 0.0;
            self.flagged = Some(seat);
            self.running = None;
            return Some(seat);
        }
        None
    }

    /// Charges the running seat up to `now`.
    fn charge(&mut self, now: f64) {
        if let Some((seat, since)) = self.running {
            self.left[seat] -= (now - since).max(0.0);
            self.running = Some((seat, now));
        }
    }

    /// `seat` has moved at input time `now`: its clock is charged, gets the increment and
    /// stops (the next tick starts the next player's).
    pub fn moved(&mut self, seat: usize, now: f64) {
        if self.flagged.is_some() || seat >= self.left.len() {
            return;
        }
        self.charge(now);
        self.left[seat] += self.control.increment.as_secs_f64();
        if self.running.is_some_and(|(s, _)| s == seat) {
            self.running = None;
        }
    }

    /// How long the AI in `seat` thinks for its next move: its share of the time left, with
    /// most of the increment, never more than half of what is left.
    pub fn think_time(&self, seat: usize) -> Duration {
        let left = self.left(seat);
        let share = left / MOVES_TO_GO + self.control.increment.mul_f64(0.75);
        share.min(left / 2).max(LEAST_THINK.min(left))
    }
}

/// A clock reading: "4:59" from a minute up, "42.3" below it (tenths count then).
pub fn clock_text(left: Duration) -> String {
    let tenths = left.as_millis() / 100;
    if left >= Duration::from_mins(1) {
        let seconds = left.as_secs();
        if seconds >= 3600 {
            format!("{}:{:02}:{:02}", seconds / 3600, seconds / 60 % 60, seconds % 60)
        } else {
            format!("{}:{:02}", seconds / 60, seconds % 60)
        }
    } else {
        format!("{}.{}", tenths / 10, tenths % 10)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn five_plus_three() -> TimeControl {
        preset("5+3").unwrap()
    }

    #[test]
    fn the_running_clock_is_charged_and_the_mover_gets_the_increment() {
        let mut clock = GameClock::new(five_plus_three(), 2);
        assert_eq!(clock.tick(10.0, Some(0)), None);
        assert_eq!(clock.tick(12.5, Some(0)), None);
        clock.moved(0, 14.0);
        assert_eq!(clock.left(0), Duration::from_secs(300 - 4 + 3));
        assert_eq!(clock.running(), None);
        clock.tick(14.0, Some(1));
        clock.tick(20.0, None);
        // Paused: no time passes for anyone.
        clock.tick(100.0, None);
        assert_eq!(clock.left(1), Duration::from_secs(294));
    }

    #[test]
    fn time_running_out_flags_once_and_stops_the_clocks() {
        let control = TimeControl { per_game: Duration::from_secs(2), increment: Duration::ZERO };
        let mut clock = GameClock::new(control, 3);
        clock.tick(0.0, Some(2));
        assert_eq!(clock.tick(1.9, Some(2)), None);
        assert_eq!(clock.tick(2.1, Some(2)), Some(2));
        assert_eq!(clock.flagged(), Some(2));
        assert_eq!(clock.left(2), Duration::ZERO);
        assert_eq!(clock.tick(3.0, Some(2)), None, "flagged once");
        clock.moved(0, 4.0);
        assert_eq!(clock.left(0), Duration::from_secs(2), "nothing runs after a flag");
    }

    #[test]
    fn a_save_keeps_the_control_the_times_and_the_flag() {
        let mut clock = GameClock::new(five_plus_three(), 2);
        clock.tick(0.0, Some(1));
        clock.tick(61.25, Some(1));
        let saved = clock.saved();
        assert_eq!(saved.left_ms, vec![300_000, 238_750]);
        assert_eq!((saved.per_game_ms, saved.increment_ms, saved.flagged), (300_000, 3_000, None));
        let back = GameClock::from_saved(&saved);
        assert_eq!(back.left(1), Duration::from_millis(238_750));
        assert_eq!(back.running(), None);
    }

    #[test]
    fn the_ai_spends_a_share_and_never_its_last_half() {
        let clock = GameClock::new(five_plus_three(), 2);
        assert_eq!(clock.think_time(0), Duration::from_secs(12) + Duration::from_millis(2250));
        let mut short = GameClock::new(five_plus_three(), 2);
        short.tick(0.0, Some(0));
        short.tick(299.0, Some(0));
        assert_eq!(short.think_time(0), Duration::from_millis(500));
    }

    #[test]
    fn readings_and_names() {
        assert_eq!(clock_text(Duration::from_millis(299_400)), "4:59");
        assert_eq!(clock_text(Duration::from_millis(42_370)), "42.3");
        assert_eq!(clock_text(Duration::from_secs(3725)), "1:02:05");
        assert_eq!(five_plus_three().text(), "5 min + 3 s");
        assert_eq!(preset_text("1+0"), "1 min");
        assert_eq!(preset_text("none"), "No clock");
        assert_eq!(preset("bogus"), None);
    }
}
