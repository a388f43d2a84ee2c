//! The AI's work for the game in progress: an AI seat's move, a hint for a person, and
//! applying what a search found.

use crate::tr;

use plateau_core::ToMove;
use plateau_core::ai::{Limits, SeatSpec};

use super::super::hint_words::hint_sentence;
use super::super::worker::{AiJob, Answer, Poll, Purpose, SharedAgent, search_limits};
use super::ActiveGame;

impl ActiveGame {
    /// Starts an AI seat's search when it is that seat's turn at the end of the timeline.
    /// `wake` is called when the search finishes.
    pub fn schedule_ai(&mut self, wake: impl FnOnce() + Send + 'static) {
        if self.job.is_some() || self.paused || self.analysing || self.flagged() || self.waiting() {
            return;
        }
        if !self.at_latest() {
            self.schedule_ai_at_end(wake);
            return;
        }
        let ToMove::Player(player) = self.position.to_move else { return };
        let Some(seat) = self.seats.get(player.index()).cloned() else { return };
        if seat.is_human() {
            return;
        }
        // On a clock, the AI thinks for its share of its own time (and no longer than its
        // level's budget).
        let limits = match &self.clock {
            Some(clock) => search_limits().and(&Limits::clock_share(clock.think_time(player.index()))),
            None => search_limits(),
        };
        if self.agents.len() < self.seats.len() {
            self.agents.resize_with(self.seats.len(), || None);
        }
        if self.agents[player.index()].as_ref().is_some_and(SharedAgent::is_lost) {
            self.agents[player.index()] = None;
        }
        if self.agents[player.index()].is_none() {
            match self.session.bind_agent(&seat) {
                Ok(agent) => self.agents[player.index()] = Some(SharedAgent::new(agent)),
                // Refused as late: the seat is bound once the plugin has answered.
                Err(_) if self.note_busy() => return,
                Err(_) => {
                    // A seat this build cannot run falls back to thinking afresh, which
                    // reports "no move" itself.
                    self.job = Some(AiJob::spawn(self.session.as_ref(), seat, limits, Purpose::Move, wake));
                    self.note_busy();
                    return;
                }
            }
        }
        let agent = self.agents[player.index()].clone().expect("bound above");
        self.job = Some(AiJob::spawn_move(self.session.as_ref(), agent, limits, wake));
        self.note_busy();
    }

    /// Starts a hint search for the human to move.
    pub fn request_hint(&mut self, spec: SeatSpec, wake: impl FnOnce() + Send + 'static) {
        if self.human_to_move() && self.job.is_none() {
            // One thread, as every judging search, so the hint's figure is the bar's.
            let limits = crate::review::judge_limits();
            self.job = Some(AiJob::spawn(self.session.as_ref(), spec, limits, Purpose::Hint, wake));
            self.note_busy();
        }
    }

    /// Applies a finished search: plays an AI move once `min_delay` has passed since it
    /// started (so a person can follow fast agents), or shows a hint. Returns a message for
    /// the status line when something noteworthy happened.
    pub fn poll_ai(&mut self, min_delay: std::time::Duration) -> Option<String> {
        let job = self.job.as_ref()?;
        if job.purpose == Purpose::Move && job.started.elapsed() < min_delay {
            return None;
        }
        let Poll::Done(answer) = job.poll() else { return None };
        let job = self.job.take().expect("checked above");
        let for_end = job.purpose == Purpose::Move && !self.at_latest();
        if for_end && job.position == (self.timeline.len(), self.latest_hash) {
            return Some(self.play_at_end(id_of(&answer)?));
        }
        if job.position != (self.position.cursor, self.position.hash) {
            return None;
        }
        match answer {
            Answer::Move(Some(id)) => {
                let mover = self.position.to_move.player();
                let notation = self.legal_move(id).map_or_else(|| id.to_string(), |m| m.notation.clone());
                match self.play(id) {
                    Ok(()) => Some(match mover {
                        Some(p) => {
                            tr!("active-played", player = self.info.player_name(p), notation = notation)
                        }
                        None => tr!("active-ai-played", notation = notation),
                    }),
                    Err(e) => Some(tr!("active-ai-illegal", reason = e.to_string())),
                }
            }
            // The agent refused a move it was told, out of step: bound again from the
            // position, it thinks once more.
            Answer::Move(None) if self.agents.iter().flatten().any(SharedAgent::is_lost) => {
                for slot in &mut self.agents {
                    if slot.as_ref().is_some_and(SharedAgent::is_lost) {
                        *slot = None;
                    }
                }
                None
            }
            Answer::Move(None) => {
                if self.check_fault() {
                    self.position_changed();
                }
                Some(tr!("active-ai-no-move"))
            }
            Answer::Hint(Some(hint)) => {
                self.hint = Some(hint.mv);
                let mover =
                    self.position.to_move.player().map_or("", |p| self.info.player_name(p)).to_owned();
                Some(hint_sentence(&hint, &mover, self.info.player_count()))
            }
            Answer::Hint(None) => Some(tr!("active-no-hint")),
        }
    }

    /// Stops any search under way.
    pub fn cancel_ai(&mut self) {
        self.job = None;
    }
}

/// The move an AI seat found, if the answer is one.
fn id_of(answer: &Answer) -> Option<u32> {
    match answer {
        Answer::Move(id) => *id,
        Answer::Hint(_) => None,
    }
}
