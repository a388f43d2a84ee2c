//! The running budget of one search: limits, deadline and stop flag checked together.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use crate::clock::Moment;

use super::Limits;

/// Tells a search when to stop. Built at the start of a search from its effective
/// [`Limits`]; the search asks [`Budget::exhausted`] before each unit of work (an MCTS
/// iteration or an alpha-beta node). The depth limit is the search's own business.
pub struct Budget<'a> {
    start: Moment,
    deadline: Option<Moment>,
    max_units: Option<u64>,
    stop: &'a AtomicBool,
    /// Reading the clock costs tens of nanoseconds; searches with cheap units read it only
    /// every `clock_every` checks.
    clock_every: u32,
    checks: u32,
    spent: bool,
}

impl<'a> Budget<'a> {
    /// A budget starting now. `clock_every` is how many checks may pass between two clock
    /// readings (1 for expensive units such as MCTS iterations).
    pub fn new(limits: &Limits, stop: &'a AtomicBool, clock_every: u32) -> Self {
        Self::since(Moment::now(), limits, stop, clock_every)
    }

    /// A budget that started at `start`: its time limit counts from then.
    pub fn since(start: Moment, limits: &Limits, stop: &'a AtomicBool, clock_every: u32) -> Self {
        Self {
            start,
            // A duration too large to add means no deadline in practice.
            deadline: limits.time.and_then(|t| start.checked_add(t)),
            max_units: limits.nodes,
            stop,
            clock_every: clock_every.max(1),
            checks: 0,
            spent: false,
        }
    }

    /// True once `done` units reach the unit limit, the deadline has passed or the stop flag
    /// is set; stays true from then on. The first check always reads the clock, so a zero
    /// time limit allows no work at all.
    pub fn exhausted(&mut self, done: u64) -> bool {
        if self.spent {
            return true;
        }
        if self.max_units.is_some_and(|max| done >= max) || self.stop.load(Ordering::Relaxed) {
            self.spent = true;
        } else if let Some(deadline) = self.deadline {
            if self.checks.is_multiple_of(self.clock_every) && Moment::now() >= deadline {
                self.spent = true;
            }
            self.checks = self.checks.wrapping_add(1);
        }
        self.spent
    }

    /// True once [`Budget::exhausted`] has said so.
    pub fn spent(&self) -> bool {
        self.spent
    }

    /// Time since the budget was made.
    pub fn elapsed(&self) -> Duration {
        self.start.elapsed()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unit_limit_and_stop_flag_end_the_budget_for_good() {
        let stop = AtomicBool::new(false);
        let mut budget = Budget::new(&Limits::nodes(3), &stop, 64);
        assert!(!budget.exhausted(0));
        assert!(!budget.exhausted(2));
        assert!(budget.exhausted(3));
        assert!(budget.exhausted(0), "once spent, always spent");

        let mut unlimited = Budget::new(&Limits::NONE, &stop, 64);
        assert!(!unlimited.exhausted(u64::MAX - 1));
        stop.store(true, Ordering::Relaxed);
        assert!(unlimited.exhausted(0));
    }

    #[test]
    fn a_zero_time_limit_allows_nothing() {
        let stop = AtomicBool::new(false);
        let limits = Limits { time: Some(Duration::ZERO), ..Limits::NONE };
        assert!(Budget::new(&limits, &stop, 1000).exhausted(0));
    }
}
