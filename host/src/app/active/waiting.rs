//! A game whose plugin answers late ([`plateau_core::GameSession::busy`]): the window goes
//! on drawing while the game waits, the board takes no move, no search starts and the
//! clocks stop; once the plugin has answered, the game is read again, a change it was asked
//! for and refused as "still answering" included if it happened after all. A plugin that
//! does not answer within its patience faults the game, as any plugin failure does.

use crate::tr;
use plateau_core::{IllegalMove, MoveError};

use super::ActiveGame;

/// Whether the game waits for its plugin.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum PluginWait {
    /// Nothing is late.
    Answered,
    /// A request went late; the status line has not said so yet.
    Waiting,
    /// A request went late, and the status line said so.
    Told,
}

impl ActiveGame {
    /// True while the game waits for a late answer of its plugin.
    pub fn waiting(&self) -> bool {
        self.plugin_wait != PluginWait::Answered
    }

    /// Looks, once a frame, whether the plugin has answered: reads the game again once it
    /// has. Returns the status line when the wait begins or ends.
    pub fn poll_plugin(&mut self) -> Option<String> {
        let busy = self.session.busy();
        if busy {
            self.wait();
        }
        match (self.plugin_wait, busy) {
            (PluginWait::Answered, _) | (PluginWait::Told, true) => None,
            (PluginWait::Waiting, true) => {
                self.plugin_wait = PluginWait::Told;
                Some(tr!("active-waiting-plugin", game = self.info.name.as_str()))
            }
            (_, false) => {
                self.resync();
                let answered = !self.waiting() && self.fault.is_none();
                answered.then(|| tr!("active-plugin-answered", game = self.info.name.as_str()))
            }
        }
    }

    /// Notes whether the request just made went late; true while the game waits.
    pub(super) fn note_busy(&mut self) -> bool {
        if self.session.busy() {
            self.wait();
        }
        self.waiting()
    }

    /// What a change asked for while the game waits answers.
    pub(super) fn waiting_error(&self) -> MoveError {
        MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(tr!("active-waits-for-plugin", game = self.info.name.as_str())),
        }
    }

    /// The game waits: nothing may be played or searched until the plugin answers.
    fn wait(&mut self) {
        if self.plugin_wait == PluginWait::Answered {
            self.plugin_wait = PluginWait::Waiting;
        }
        self.selection.clear();
        self.position.legal.clear();
        self.hint = None;
        self.job = None;
        self.analysis = None;
        // They may miss a move played late; bound again from the position when next needed.
        self.agents.clear();
        // The clocks stop where this frame began: no seat pays for the plugin's wait.
        if let Some(clock) = &mut self.clock {
            clock.tick(self.now, None);
        }
    }

    /// Reads the game again after its plugin answered: the line it plays, then the position.
    fn resync(&mut self) {
        self.plugin_wait = PluginWait::Answered;
        if !self.check_fault() && !self.follow_session() {
            return;
        }
        self.position_changed();
    }

    /// Shows the line the session plays when a move was played late (refused as "still
    /// answering", then played after all); false when the session went late again.
    fn follow_session(&mut self) -> bool {
        let history = self.session.history();
        if self.note_busy() {
            return false;
        }
        // The session keeps moves taken back as its redo tail; those are no late move.
        let line = self.timeline.moves();
        let tail = self.timeline.taken_back_here().map(|node| self.timeline.tree().notation(node));
        if history.starts_with(line) && history.get(line.len()).is_none_or(|next| Some(next.as_str()) == tail)
        {
            return true;
        }
        let before = self.timeline.clone();
        self.timeline.follow(self.session.as_ref());
        if self.note_busy() {
            self.timeline = before;
            return false;
        }
        let kept = before.line().iter().zip(self.timeline.line()).take_while(|(a, b)| a == b).count();
        self.changed();
        self.review.forget_after(kept);
        // Moves played late at the end of the line: each mover's clock gets its increment.
        if kept == before.len() && !self.analysing {
            for ply in kept..self.timeline.len() {
                let mover = self.timeline.get(ply).and_then(|(_, mover)| mover);
                if let (Some(clock), Some(mover)) = (&mut self.clock, mover) {
                    clock.moved(mover.index(), self.now);
                }
            }
        }
        true
    }
}
