//! The moves agents are thinking about, each with how long it may take. A search that will
//! never answer (a plugin's AI in an endless loop, deaf to its stop flag) cannot be told from
//! a long one by looking at it, only by its time: the watch keeps the list, and a front end
//! looks at it from a thread of its own ([`MoveWatch::most_overdue`]), raises the stop flag of
//! the work when a move is late and, if that does not bring the move, gives up on it with a
//! message instead of waiting for ever.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};
use std::time::{Duration, Instant};

use serde_json::Value;

use super::{Limits, SeatSpec};

/// How long past its time per move a move may come: a search checks its clock now and then,
/// and a busy machine delays it; seconds late is no longer either.
pub const GRACE: Duration = Duration::from_secs(5);
/// How long a move may take whose budget is not a time (iterations, nodes, depth, the agent's
/// own default). Every level of every game answers in seconds; a search asked for far more
/// can be given a longer time with the command's `--move-timeout`.
pub const CEILING: Duration = Duration::from_mins(5);
/// How long a search asked to stop may take to answer before it is given up on.
pub const STOP_GRACE: Duration = Duration::from_secs(2);

/// The moves being thought about; shared between the threads that play and the one that
/// watches.
#[derive(Debug, Default)]
pub struct MoveWatch {
    /// How long every move may take, instead of its budget plus [`GRACE`] or [`CEILING`].
    timeout: Option<Duration>,
    moves: Mutex<Vec<Thinking>>,
    next_id: AtomicU64,
}

/// A move being thought about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thinking {
    /// Game number in a match, from 0; `None` for a single game.
    pub game: Option<u32>,
    /// Who is thinking, as the front end names it (an agent and its seat).
    pub who: Arc<str>,
    /// The number of the move, counting from 1.
    pub number: usize,
    /// How long it may take.
    pub allowed: Duration,
    /// When it began.
    pub started: Instant,
    id: u64,
}

/// A move that has not come within the time it may take.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Overdue {
    /// The move.
    pub thinking: Thinking,
    /// How long it has been waited for.
    pub waited: Duration,
}

/// A move on the watch's list; dropping it (the agent answered, or the thread unwound) takes
/// the move off.
#[must_use = "the move is off the list once the ticket is dropped"]
pub struct Ticket<'a> {
    watch: &'a MoveWatch,
    id: u64,
}

impl Drop for Ticket<'_> {
    fn drop(&mut self) {
        let mut moves = self.watch.moves.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(at) = moves.iter().position(|m| m.id == self.id) {
            moves.swap_remove(at);
        }
    }
}

impl MoveWatch {
    /// A watch on which every move may take `timeout` if given, else its time per move plus
    /// [`GRACE`], or [`CEILING`] without one.
    pub fn new(timeout: Option<Duration>) -> Self {
        Self { timeout, ..Self::default() }
    }

    /// How long a move of the agent `seat` may take under `limits`: the longer of the two
    /// times per move (the limits' and the longest `time_ms` the spec names; the first
    /// reached ends a search, but a spec this build cannot read may not honour the limits)
    /// plus [`GRACE`], [`CEILING`] if neither names a time, or the watch's own timeout.
    pub fn allowance(&self, seat: &SeatSpec, limits: &Limits) -> Duration {
        if let Some(timeout) = self.timeout {
            return timeout;
        }
        let own = longest_time_ms(seat.json()).map(Duration::from_millis);
        limits.time.max(own).map_or(CEILING, |time| time.saturating_add(GRACE))
    }

    /// Puts a move on the list until the ticket is dropped.
    pub fn begin(&self, game: Option<u32>, who: &Arc<str>, number: usize, allowed: Duration) -> Ticket<'_> {
        let id = self.next_id.fetch_add(1, Ordering::Relaxed);
        let thinking = Thinking { game, who: Arc::clone(who), number, allowed, started: Instant::now(), id };
        self.moves.lock().unwrap_or_else(PoisonError::into_inner).push(thinking);
        Ticket { watch: self, id }
    }

    /// Of the moves on the list at `now` that have taken longer than they may, the one
    /// furthest past its time.
    pub fn most_overdue(&self, now: Instant) -> Option<Overdue> {
        let moves = self.moves.lock().unwrap_or_else(PoisonError::into_inner);
        moves
            .iter()
            .filter_map(|m| {
                let waited = now.saturating_duration_since(m.started);
                let late = waited.checked_sub(m.allowed).filter(|late| !late.is_zero())?;
                Some((late, Overdue { thinking: m.clone(), waited }))
            })
            .max_by_key(|(late, _)| *late)
            .map(|(_, overdue)| overdue)
    }
}

/// The longest `time_ms` anywhere in a spec (a phased spec's parts name their own), if any.
fn longest_time_ms(json: &Value) -> Option<u64> {
    match json {
        Value::Object(map) => map
            .iter()
            .filter_map(|(key, value)| match value {
                Value::Number(n) if key == "time_ms" => n.as_u64(),
                _ => longest_time_ms(value),
            })
            .max(),
        Value::Array(items) => items.iter().filter_map(longest_time_ms).max(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn seat(json: Value) -> SeatSpec {
        SeatSpec::from_json(json).unwrap()
    }

    #[test]
    fn a_move_may_take_its_longest_time_plus_the_grace_or_the_ceiling_without_one() {
        let watch = MoveWatch::new(None);
        let timed = seat(json!({"type": "level", "level": "hard", "time_ms": 3000}));
        assert_eq!(watch.allowance(&timed, &Limits::NONE), Duration::from_secs(3) + GRACE);
        let limits = Limits::time(Duration::from_secs(10));
        assert_eq!(watch.allowance(&timed, &limits), Duration::from_secs(10) + GRACE);
        let phased = seat(json!({"type": "phased", "phases": [
            {"type": "mcts", "time_ms": 200}, {"type": "alphabeta", "time_ms": 7000}
        ]}));
        assert_eq!(watch.allowance(&phased, &Limits::NONE), Duration::from_secs(7) + GRACE);
        let nodes = seat(json!({"type": "mcts", "iterations": 1000}));
        assert_eq!(watch.allowance(&nodes, &Limits::NONE), CEILING);
        let given = MoveWatch::new(Some(Duration::from_secs(1)));
        assert_eq!(given.allowance(&timed, &limits), Duration::from_secs(1));
    }

    #[test]
    fn only_moves_past_their_time_are_overdue_and_an_answered_move_is_off_the_list() {
        let watch = MoveWatch::new(None);
        let who: Arc<str> = Arc::from("random at seat White");
        let quick = watch.begin(Some(3), &who, 7, Duration::ZERO);
        let slow = watch.begin(None, &who, 8, Duration::from_hours(1));
        let later = Instant::now() + Duration::from_secs(1);
        let overdue = watch.most_overdue(later).expect("the move allowed no time is late");
        assert_eq!((overdue.thinking.game, overdue.thinking.number), (Some(3), 7));
        assert!(overdue.waited >= Duration::from_secs(1));
        drop(quick);
        assert_eq!(watch.most_overdue(later), None);
        drop(slow);
        assert!(watch.moves.lock().unwrap().is_empty());
    }
}
