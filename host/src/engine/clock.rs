//! Time management for a whole-game thinking budget (CodeCup: 5 seconds per game).
//!
//! The rule: a safety reserve of 3% of the budget (at least 50 ms, at most half the budget)
//! is never planned; the rest is spent as the game goes. A placement gets 1/60 of what is
//! left (placements are many and are searched only to a node cap, see the DVONN search); a
//! move gets what is left divided by the own moves still to come that will need thought
//! (the caller's estimate, at least 2), so the moves share the time about evenly and the
//! late middle game, where DVONN games are decided and a search can first see to the end,
//! gets as much as the first moves. Alpha-beta searches start an iteration only when they
//! expect it to finish in the time planned, so they use part of it, and the rest flows on
//! to later turns.
//!
//! Measured against PrimaDvonna at 5 s a game, 200 games each, back to back: this plan (with
//! the search's expected-finish rule and 1/60 a placement) scored 45.0% (38.3% .. 51.9%)
//! using 3.24 s a game; the plan before (1/100 a placement, 1/8 of what is left a move, an
//! iteration started while less than half the move's time was gone) 42.8% (36.1% .. 49.7%)
//! using 3.88 s. The same strength or a little more on a sixth less time; the rest of the
//! budget is what is left when the game is proven, won or lost. Earlier plans (100 games
//! each, an earlier search and evaluator): 1/5 a move (4.51 s used) 32.0%, no better than
//! 1/8 then; a share growing to 1/2 as the 13 moves a game is expected to need run out,
//! from 1/13 (4.22 s used) 48.0% and from 1/8 (4.36 s) 43.5%, against 51.5% and 46.5% in
//! two runs with 1/8. Shares of what is left can never add up to more than the whole, so the
//! planned time alone never overdraws; the reserve covers what the plan cannot see (the
//! search overshooting its deadline by one check, reading and writing the lines). Once the
//! plan is used up, moves are made with a zero time limit, which the agents answer at once.

use std::time::Duration;

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
            Turn::Move { to_come } => left / to_come.max(2),
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
    fn an_overdrawn_clock_plans_nothing() {
        let mut clock = ThinkingClock::new(Duration::from_secs(1));
        clock.record(Duration::from_secs(2));
        assert_eq!(clock.plan(Turn::Move { to_come: 5 }), Duration::ZERO);
    }
}
