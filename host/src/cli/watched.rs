//! A command's games played on a thread of their own while the calling thread watches their
//! moves (a [`MoveWatch`]): a move that does not come in the time it may take has the work's
//! stop flag raised, and if it still has not come [`STOP_GRACE`] later, the command gives up
//! on it with a message instead of waiting for ever. The thread that is stuck (a plugin's AI
//! in an endless loop, deaf to the flag) is left behind and ends with the process.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::time::{Duration, Instant};

use plateau_core::ai::move_watch::{MoveWatch, Overdue, STOP_GRACE};

use super::one_line;

/// How often the watch is looked at: late moves are found within this much of their time.
const LOOK_EVERY: Duration = Duration::from_millis(50);

/// A move that did not come in time.
#[derive(Debug)]
pub struct Late {
    /// The move, and how long it had been waited for when given up on.
    pub overdue: Overdue,
    /// It came once asked to stop (the game was ended all the same: the move was late).
    pub answered: bool,
}

impl Late {
    /// `game 'hex', game 3 of the match: agent 'easy' at seat Red gave no move 12 within its
    /// 5 s; asked to stop, it had not answered after 7.1 s, so the command gave up on it`.
    pub fn message(&self, game_id: &str) -> String {
        let thinking = &self.overdue.thinking;
        let game = match thinking.game {
            Some(number) => format!("game '{}', game {number} of the match", one_line(game_id)),
            None => format!("game '{}'", one_line(game_id)),
        };
        let end = if self.answered {
            format!("it answered only when asked to stop, after {}", seconds(self.overdue.waited))
        } else {
            format!(
                "asked to stop, it had not answered after {}, so the command gave up on it",
                seconds(self.overdue.waited)
            )
        };
        format!(
            "{game}: {} gave no move {} within its {}; {end}",
            thinking.who,
            thinking.number,
            seconds(thinking.allowed)
        )
    }
}

/// Runs `work` on a thread of its own and returns what it returns, unless a move listed in
/// `watch` comes late: then `stop` (the flag the work's agents are given) is raised, and the
/// late move is returned, as soon as the work ends or at most [`STOP_GRACE`] later.
pub fn watched<T: Send + 'static>(
    watch: &MoveWatch,
    stop: &AtomicBool,
    work: impl FnOnce() -> T + Send + 'static,
) -> anyhow::Result<Result<T, Late>> {
    let (send, receive) = mpsc::channel();
    let worker = std::thread::Builder::new().name("plateau-games".into()).spawn(move || {
        let _ = send.send(work());
    })?;
    let mut late: Option<(Overdue, Instant)> = None;
    loop {
        match receive.recv_timeout(LOOK_EVERY) {
            Ok(done) => {
                return Ok(match late {
                    Some((overdue, _)) => Err(Late { overdue, answered: true }),
                    None => Ok(done),
                });
            }
            Err(RecvTimeoutError::Disconnected) => {
                // The work panicked: the same panic, here.
                match worker.join() {
                    Err(panic) => std::panic::resume_unwind(panic),
                    Ok(()) => anyhow::bail!("the games stopped without a result"),
                }
            }
            Err(RecvTimeoutError::Timeout) => {}
        }
        let now = Instant::now();
        match &mut late {
            None => {
                if let Some(overdue) = watch.most_overdue(now) {
                    stop.store(true, Ordering::Relaxed);
                    late = Some((overdue, now));
                }
            }
            Some((overdue, asked)) => {
                if now.duration_since(*asked) >= STOP_GRACE {
                    overdue.waited = now.saturating_duration_since(overdue.thinking.started);
                    return Ok(Err(Late { overdue: overdue.clone(), answered: false }));
                }
            }
        }
    }
}

/// `5 s`, `2.3 s`.
fn seconds(time: Duration) -> String {
    let secs = time.as_secs_f64();
    if time.subsec_millis() == 0 { format!("{secs:.0} s") } else { format!("{secs:.1} s") }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;

    #[test]
    fn work_without_late_moves_returns_its_result() {
        let watch = MoveWatch::new(None);
        let result = watched(&watch, &AtomicBool::new(false), || 42).unwrap();
        assert_eq!(result.unwrap(), 42);
    }

    #[test]
    fn a_move_that_never_comes_is_asked_to_stop_then_given_up_on() {
        let watch = Arc::new(MoveWatch::new(Some(Duration::ZERO)));
        let stop = Arc::new(AtomicBool::new(false));
        let (thinking, asked) = (Arc::clone(&watch), Arc::clone(&stop));
        let who: Arc<str> = Arc::from("the agent for White");
        let late = watched(&watch, &stop, move || {
            let _ticket = thinking.begin(None, &who, 5, Duration::ZERO);
            // Deaf to the flag for good: parked until the process ends.
            loop {
                std::thread::park();
            }
        })
        .unwrap()
        .expect_err("the move never comes");
        assert!(asked.load(Ordering::Relaxed), "the work was asked to stop first");
        assert!(!late.answered);
        assert!(late.overdue.waited >= STOP_GRACE);
        let message = late.message("hex");
        assert!(
            message.starts_with("game 'hex': the agent for White gave no move 5 within its 0 s; "),
            "{message}"
        );
        assert!(message.ends_with("so the command gave up on it"), "{message}");
    }

    #[test]
    fn a_move_that_comes_only_when_asked_to_stop_is_late_all_the_same() {
        let watch = Arc::new(MoveWatch::new(Some(Duration::ZERO)));
        let stop = Arc::new(AtomicBool::new(false));
        let (thinking, asked) = (Arc::clone(&watch), Arc::clone(&stop));
        let who: Arc<str> = Arc::from("agent 'easy' at seat Black");
        let late = watched(&watch, &stop, move || {
            let _ticket = thinking.begin(Some(3), &who, 12, Duration::ZERO);
            while !asked.load(Ordering::Relaxed) {
                std::thread::sleep(Duration::from_millis(1));
            }
        })
        .unwrap()
        .expect_err("the move was late");
        assert!(late.answered);
        let message = late.message("dvonn");
        assert!(
            message
                .starts_with("game 'dvonn', game 3 of the match: agent 'easy' at seat Black gave no move 12")
        );
        assert!(message.contains("it answered only when asked to stop"), "{message}");
    }
}
