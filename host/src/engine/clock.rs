//! Time management for a whole-game thinking budget (CodeCup: 5 seconds per game).
//!
//! The rule: a safety reserve of 3% of the budget (at least 50 ms, at most half the budget)
//! is never planned; the rest is spent as the game goes. A placement gets 1/100 of what is
//! left (placements are many and the search reads them less well), a move 1/8 of what is
//! left. Alpha-beta searches stop deepening rather than start an iteration they cannot
//! finish, so they use between half and all of what is planned and the rest flows on to
//! later turns; with a tenth held back and 1/10 per move, a fifth of the budget was never
//! used. With 1/8 a DVONN game still leaves about a quarter (3.64 s used of 5 s against
//! PrimaDvonna): the last five to eight moves are forced or proven and take nothing. Plans
//! that spend it did not play better there (100 games each at 5 s): with an earlier search,
//! 1/5 a move (4.51 s used) scored 32.0%, no better than 1/8 then; with the evaluator's
//! weights before their refit to PrimaDvonna's games, a share growing to 1/2 as the 13 moves
//! a game is expected to need run out, from 1/13 (4.22 s used) scored 48.0% and from 1/8
//! (4.36 s) 43.5%, against 51.5% and 46.5% in two runs with 1/8. Shares
//! of what is left can never add up to more than the whole, so the planned time alone never
//! overdraws; the reserve covers what the plan cannot see (the search overshooting its
//! deadline by one check, reading and writing the lines). Once the plan is used up, moves
//! are made with a zero time limit, which the agents answer at once.

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
    /// Moving (the main phase).
    Move,
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
            Turn::Placement => left / 100,
            Turn::Move => left / 8,
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
        for turn in (0..25).map(|_| Turn::Placement).chain((0..200).map(|_| Turn::Move)) {
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
        assert_eq!(clock.plan(Turn::Move), Duration::ZERO);
    }
}
