//! Time management for a whole-game thinking budget (CodeCup: 5 seconds per game).
//!
//! The rule: a safety reserve of 3% of the budget (at least 50 ms, at most half the budget)
//! is never planned; the rest is spent as the game goes. A placement gets 1/60 of what is
//! left (placements are many and are searched only to a node cap, see the DVONN search); a
//! move may take [`MOVE_STRETCH`] times its even share, what is left divided by the own
//! moves still to come that will need thought (the caller's estimate, at least 2), but never
//! more than half of what is left. The stretch is there because the alpha-beta searches
//! start an iteration only when they expect it to finish in the time planned: on their even
//! share alone the first moves of the movement phase used a quarter to a third of it
//! (stopping at 6 plies where the 7th would have taken five times as long), the rest flowed
//! on to the last moves, where the game is mostly decided, and a game used 3.4 s of its 5 s.
//!
//! Measured against PrimaDvonna, with the plans tried before and dropped: see
//! docs/ai-strength.md#the-codecup-clock. A move's plan is at most half of what is
//! left, so the planned time alone never overdraws; the reserve covers what the plan cannot
//! see (the search overshooting its deadline by one check, reading and writing the lines).
//! Once the plan is used up, moves are made with a zero time limit, which the agents answer
//! at once.

use std::time::Duration;

/// How many times its even share of what is left a move may take (see the module
/// documentation): the searches stop early on their own, so the even share alone leaves much
/// of the budget unused.
pub const MOVE_STRETCH: f64 = 2.5;

/// A game's thinking budget and what has been spent of it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ThinkingClock {
    budget: Duration,
    used: Duration,
}

/// Which kind of turn is planned.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Turn {
    /// Placing a piece (the opening phase).
    Placement,
    /// Moving (the main phase), with an estimate of how many own moves are still to come
    /// that will need thinking.
    Move {
        /// Own moves still to come that need thinking (at least 2 is assumed).
        to_come: u32,
    },
}

impl ThinkingClock {
    /// A clock with `budget` for the whole game and nothing spent.
    pub fn new(budget: Duration) -> Self {
        Self { budget, used: Duration::ZERO }
    }

    /// The part of the budget never planned.
    pub fn reserve(&self) -> Duration {
        (self.budget * 3 / 100).max(Duration::from_millis(50)).min(self.budget / 2)
    }

    /// Time the search of the next turn may take.
    pub fn plan(&self, turn: Turn) -> Duration {
        let left = self.budget.saturating_sub(self.reserve()).saturating_sub(self.used);
        match turn {
            Turn::Placement => left / 60,
            Turn::Move { to_come } => (left.mul_f64(MOVE_STRETCH) / to_come.max(2)).min(left / 2),
        }
    }

    /// Books the time one turn really took, from reading the opponent's move to writing ours.
    pub fn record(&mut self, spent: Duration) {
        self.used = self.used.saturating_add(spent);
    }

    /// Total time booked.
    pub fn used(&self) -> Duration {
        self.used
    }

    /// The whole budget.
    pub fn budget(&self) -> Duration {
        self.budget
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn planned_time_never_reaches_the_reserve() {
        let mut clock = ThinkingClock::new(Duration::from_secs(5));
        assert_eq!(clock.reserve(), Duration::from_millis(150));
        for turn in (0..25)
            .map(|_| Turn::Placement)
            .chain((0..200).map(|i| Turn::Move { to_come: 14u32.saturating_sub(i) }))
        {
            let planned = clock.plan(turn);
            clock.record(planned);
        }
        assert!(clock.used() + clock.reserve() <= clock.budget());
        assert_eq!(ThinkingClock::new(Duration::from_millis(60)).reserve(), Duration::from_millis(30));
    }

    #[test]
    fn a_move_takes_its_stretched_share_but_never_more_than_half_of_what_is_left() {
        let clock = ThinkingClock::new(Duration::from_millis(1050));
        // 1,000 ms left after the reserve of 50 ms.
        assert_eq!(clock.plan(Turn::Move { to_come: 10 }), Duration::from_millis(250));
        assert_eq!(clock.plan(Turn::Move { to_come: 2 }), Duration::from_millis(500));
        assert_eq!(clock.plan(Turn::Placement), Duration::from_secs(1) / 60);
    }

    #[test]
    fn an_overdrawn_clock_plans_nothing() {
        let mut clock = ThinkingClock::new(Duration::from_secs(1));
        clock.record(Duration::from_secs(2));
        assert_eq!(clock.plan(Turn::Move { to_come: 5 }), Duration::ZERO);
    }
}
