//! Moving along the game's lines: stepping back and forth, taking moves back, the AI's move
//! at the end of the line while the person looks elsewhere, and editing side lines.
//!
//! Two things are kept apart, as on Lichess: *browsing* (the arrows, a click in the list or
//! the graph) only shows another position, and the game goes on at the end of its line, its
//! AI seat answering there; *taking back* (Undo in a game in progress) ends the line earlier,
//! and the moves taken back are kept as a side line the move list shows folded.

use crate::tr;

use plateau_core::MoveError;
use plateau_core::ai::SeatSpec;
use plateau_core::move_tree::NodeId;

use plateau_core::ToMove;
use plateau_core::ai::Limits;

use super::super::worker::{AiJob, Purpose, search_limits};
use super::ActiveGame;

impl ActiveGame {
    /// True when Undo takes moves back: the game goes on, its end is shown, and there is a
    /// move to take back. Otherwise Undo steps back through the moves.
    pub fn can_take_back(&self) -> bool {
        self.fault.is_none()
            && !self.waiting()
            && !self.analysing
            && !self.is_over()
            && self.at_latest()
            && self.position.cursor > 0
    }

    /// Marks the side lines starting with `nodes` as moves taken back (read from a save), so
    /// the move list folds them as it did before the save.
    pub fn mark_taken_back(&mut self, nodes: &[NodeId]) {
        self.timeline.mark_taken_back(nodes);
    }

    /// Undo as the person means it: takes moves back in a game in progress
    /// ([`Self::take_back`]), and steps back anywhere else ([`Self::step_back`]).
    pub fn undo(&mut self) -> bool {
        if self.can_take_back() { self.take_back() } else { self.step_back() }
    }

    /// Redo: brings back the moves last taken back where the line ends, else steps forward.
    pub fn redo(&mut self) -> bool {
        if self.at_latest()
            && let Some(line) = self.timeline.taken_back_here()
        {
            if self.enter(line).is_err() {
                return false;
            }
            self.skip_ai_moves_forward();
            self.position_changed();
            return true;
        }
        self.step_forward()
    }

    /// Takes back the last move, and against the AI the moves back to the last position where
    /// a person was to move (so the AI does not play again at once). The line ends there; the
    /// moves taken back stay as a side line, folded in the move list, and Redo brings them
    /// back. The clocks keep the time they show.
    pub fn take_back(&mut self) -> bool {
        if !self.can_take_back() || !self.session.undo() {
            return false;
        }
        self.agents.clear();
        self.skip_ai_moves_back();
        let keep = self.session.cursor();
        self.timeline.take_back(keep);
        self.changed();
        self.review.forget_after(keep);
        self.position_changed();
        true
    }

    /// Shows the position one move earlier (against the AI: the last one where a person was
    /// to move). Returns false if nothing changed.
    pub fn step_back(&mut self) -> bool {
        if self.fault.is_some() || self.waiting() || !self.session.undo() {
            return false;
        }
        self.agents.clear();
        self.skip_ai_moves_back();
        self.position_changed();
        true
    }

    /// Shows the position one move later, skipping AI moves as [`Self::step_back`] does.
    pub fn step_forward(&mut self) -> bool {
        // The session may hold moves taken back past the line shown: those are not stepped into.
        if self.fault.is_some() || self.waiting() || self.at_latest() || !self.session.redo() {
            return false;
        }
        self.agents.clear();
        self.skip_ai_moves_forward();
        self.position_changed();
        true
    }

    fn skip_ai_moves_back(&mut self) {
        let has_human = self.seats.iter().any(SeatSpec::is_human);
        while has_human && !self.session_waits_for_human() && self.session.undo() {}
    }

    fn skip_ai_moves_forward(&mut self) {
        let has_human = self.seats.iter().any(SeatSpec::is_human);
        while has_human
            && !self.session_waits_for_human()
            && self.session.cursor() < self.timeline.len()
            && self.session.redo()
        {}
    }

    /// A move played at the end of the line shown that was played there before (a move
    /// taken back, played again): the game follows that one move, and what came after it
    /// stays taken back.
    pub(super) fn replay_at_end(&mut self, node: NodeId) -> Result<(), MoveError> {
        let notation = self.timeline.tree().notation(node).to_owned();
        self.enter(node)
            .map_err(|why| MoveError::Illegal { notation, source: plateau_core::IllegalMove::new(why) })?;
        let depth = self.timeline.tree().depth(node);
        if self.timeline.take_back(depth) {
            self.position_changed();
        }
        self.changed();
        Ok(())
    }

    /// While the person looks at an earlier position, starts the AI's move for the end of
    /// the line when an AI seat is to move there, on a copy of the session, so the game goes
    /// on as on Lichess.
    pub(super) fn schedule_ai_at_end(&mut self, wake: impl FnOnce() + Send + 'static) {
        if self.finished || self.ending.is_some() {
            return;
        }
        let ToMove::Player(player) = self.latest_to_move else { return };
        let Some(seat) = self.seats.get(player.index()).filter(|seat| !seat.is_human()) else { return };
        let mut copy = self.session.clone_box();
        if !copy.seek(self.timeline.len()) {
            return;
        }
        let limits = match &self.clock {
            Some(clock) => search_limits().and(&Limits::clock_share(clock.think_time(player.index()))),
            None => search_limits(),
        };
        self.job = Some(AiJob::spawn(copy.as_ref(), seat.clone(), limits, Purpose::Move, wake));
    }

    /// Plays the AI's move `id` at the end of the line and goes back to the position the
    /// person is looking at. Returns the status line.
    pub(super) fn play_at_end(&mut self, id: u32) -> String {
        let shown = self.position.cursor;
        let mover = self.latest_to_move.player();
        if !self.seek(self.timeline.len()) {
            return tr!("active-ai-no-move");
        }
        let notation = self.legal_move(id).map_or_else(|| id.to_string(), |m| m.notation.clone());
        let played = self.play(id);
        self.seek(shown);
        match (played, mover) {
            (Ok(()), Some(p)) => tr!("active-played", player = self.info.player_name(p), notation = notation),
            (Ok(()), None) => tr!("active-ai-played", notation = notation),
            (Err(e), _) => tr!("active-ai-illegal", reason = e.to_string()),
        }
    }

    /// Makes the side line through `node` one step more important. Once it is the main line,
    /// it is the line shown, numbered as the main line is.
    pub fn promote(&mut self, node: NodeId) -> bool {
        let promoted = self.timeline.promote(node);
        if promoted {
            self.changed();
            let tree = self.timeline.tree();
            let shows_it = self.timeline.line().contains(&node);
            if tree.is_main(node) && !shows_it {
                let _ = self.enter(node);
            }
        }
        promoted
    }

    /// Removes the side line that starts with the move `node` (a move of the main line is
    /// kept: false). If the position shown was on it, shows the position before it. The
    /// line can be put back with [`Self::restore_line`] until another is removed.
    pub fn remove_line(&mut self, node: NodeId) -> bool {
        if self.timeline.tree().is_main(node) {
            return false;
        }
        let shown_on_it = self.timeline.line().contains(&node);
        let depth = self.timeline.tree().depth(node);
        let cursor = self.position.cursor;
        let Some((parent, removed)) = self.timeline.remove(node) else { return false };
        self.removed = Some(removed);
        self.changed();
        if shown_on_it {
            let stay = cursor.min(depth - 1);
            if self.enter(parent).is_ok() && stay < depth - 1 {
                self.seek(stay);
            }
        }
        true
    }

    /// Puts back the side line removed last; false if there is none.
    pub fn restore_line(&mut self) -> bool {
        let Some(removed) = self.removed.take() else { return false };
        let restored = self.timeline.restore(removed);
        if restored {
            self.changed();
        }
        restored
    }
}
