//! The game's clocks as the game in progress keeps them: which seat's runs, and the end by
//! time once one runs out.

use super::{ActiveGame, describe_verdict, time_out};
use crate::app::clock::GameClock;
use plateau_core::ToMove;

impl ActiveGame {
    /// Puts the game on `clock` (or off the clock), as a save had it.
    pub fn set_clock(&mut self, clock: Option<GameClock>) {
        self.clock = clock;
        self.finished |= self.flagged();
        self.show_flag();
    }

    /// Shows the end by time at the latest position, once a player's time ran out.
    pub(super) fn show_flag(&mut self) {
        let Some(seat) = self.clock.as_ref().and_then(GameClock::flagged) else { return };
        if !self.at_latest() {
            return;
        }
        self.position.outcome = Some(time_out(&self.info, seat));
        self.position.to_move = ToMove::Terminal;
        self.position.legal.clear();
        self.selection.clear();
    }

    /// Brings the clocks to the frame's input time `now` (seconds); the clock of the seat to
    /// move at the end of the timeline runs unless the game is paused, analysed, finished
    /// (on any line: a side line played after the end runs no clock), `covered` (not in
    /// sight) or waiting for its plugin. Returns the status line when a player's time has
    /// just run out.
    pub fn tick_clock(&mut self, now: f64, covered: bool) -> Option<String> {
        self.now = now;
        let stopped = self.paused || self.analysing || covered || self.finished || self.waiting();
        let runs = match self.latest_to_move {
            ToMove::Player(p) if !stopped && self.fault.is_none() => Some(p.index()),
            _ => None,
        };
        let seat = self.clock.as_mut()?.tick(now, runs)?;
        self.job = None;
        self.hint = None;
        self.finished = true;
        self.changed();
        self.show_flag();
        let reason = time_out(&self.info, seat);
        Some(format!("{}: {}", reason.reason, describe_verdict(&self.info, &reason)))
    }
}
