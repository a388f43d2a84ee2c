//! The alpha-beta skeleton: iterative deepening, its time model and the lazy-SMP helper
//! threads, written once for every alpha-beta search in Plateau. A search implements
//! [`RootSearch`] (one iteration at the root, to a given depth); [`deepen`] drives it.
//!
//! What is the skeleton's and what is the search's:
//! - The skeleton deepens one ply at a time until the depth limit, the budget, or a result
//!   that deeper search cannot change (a proven score, or an exact one: no judgement went into
//!   it). Scores follow the one convention of [`super::score`].
//! - Time: on one thread, an iteration is started only if it is expected to finish in the
//!   move's time ([`Growth`]); one cut short is mostly time lost, and the time left over goes
//!   back to the game clock. With helpers the main thread goes on until the time is up, so that
//!   a helper a ply ahead may finish.
//! - Threads ("lazy SMP"): helper searches run the same iterative deepening on the same
//!   position, every other one starting a ply ahead, and share only what the searches share
//!   (their transposition table), through which their results speed up the main search. The
//!   main thread's result is the answer, unless a helper finished a deeper iteration and the
//!   main thread's result is not proven.
//! - An iteration cut short by the budget counts only through a move it had already proved
//!   better than the previous iteration's best ([`Iteration::Interrupted`]).
//! - Analysis mode's other lines: which moves are scored after the answer, at what depth and
//!   on what budget ([`Deepened::other_lines`]); the search only scores a move ([`ScoreChild`]).
//! - The search owns everything below the root: move generation and ordering, the window
//!   (aspiration, null windows), pruning, extensions, its table and its evaluator.

mod growth;
mod lines;
#[cfg(test)]
mod tests;

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

pub use self::growth::Growth;
pub use self::lines::{OtherLines, ScoreChild};
use super::score::is_proven;
use super::{Analysis, Budget, Limits, Proven};
use crate::clock::Moment;

/// One thread's alpha-beta search of one position, as [`deepen`] drives it. Each thread has its
/// own value of the type; they may share a table behind it.
pub trait RootSearch: Send {
    /// A move of the game searched.
    type Move: Copy + Send + PartialEq;

    /// Searches the root `depth` plies deep, spending from `budget` (every node asks
    /// [`Budget::exhausted`]). `previous` is the last finished iteration's best move and score,
    /// to search first (and, if the search likes, to centre a window on).
    fn iterate(
        &mut self,
        budget: &mut Budget<'_>,
        depth: u32,
        previous: Option<(Self::Move, i32)>,
    ) -> Iteration<Self::Move>;

    /// Nodes searched since the search began, over all its iterations.
    fn nodes(&self) -> u64;

    /// The principal variation after `best`, the result of a `depth`-ply iteration: `best`
    /// first, then the moves the search expects, at most `depth` in all.
    fn line(&mut self, best: Self::Move, depth: u32) -> Vec<Self::Move>;
}

/// What one iteration at the root came to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Iteration<M> {
    /// It finished: its best move and score, and whether the score is exact (no judgement of
    /// an evaluator went into it, so deeper search would find the same).
    Finished { best: M, score: i32, exact: bool },
    /// The budget ran out during it. `better` is a move it had already proved better than the
    /// previous iteration's best (with the bound it showed), or, in the first iteration, the
    /// best move it had scored; `None` when it had found neither.
    Interrupted { better: Option<(M, i32)> },
}

/// What [`deepen`] is asked to do.
#[derive(Clone, Debug)]
pub struct Plan {
    /// The effective limits of the move; its time counts from `start`.
    pub limits: Limits,
    /// Deepest iteration.
    pub max_depth: u32,
    /// When the move's time began.
    pub start: Moment,
    /// Budget checks between two readings of the clock (see [`Budget::new`]).
    pub clock_every: u32,
}

/// The answer of a deepening search.
#[derive(Clone, Debug, PartialEq)]
pub struct Deepened<M> {
    /// The best move found, with its line; `None` when the budget ran out before the first
    /// iteration scored any move.
    pub found: Option<Found<M>>,
    /// Nodes searched by all threads together.
    pub nodes: u64,
    /// Time since [`Plan::start`].
    pub elapsed: Duration,
}

/// The result of the deepest finished iteration, or a move a cut-short one proved better.
#[derive(Clone, Debug, PartialEq)]
pub struct Found<M> {
    pub best: M,
    pub score: i32,
    /// The deepest finished iteration's depth (0 if only a cut-short first one scored).
    pub depth: u32,
    /// No judgement went into the score (see [`Iteration::Finished`]).
    pub exact: bool,
    /// `best` and the moves expected after it.
    pub pv: Vec<M>,
}

impl<M: Copy> Deepened<M> {
    /// The answer as an [`Analysis`]; `first` is the move to answer with when nothing was
    /// found, and `judge` turns the result into a value and a proof, on the search's scale.
    pub fn into_analysis(
        self,
        first: M,
        judge: impl FnOnce(&Found<M>) -> (Option<f64>, Option<Proven>),
    ) -> Analysis<M> {
        let (nodes, elapsed) = (self.nodes, self.elapsed);
        let Some(found) = self.found else {
            return Analysis { nodes, elapsed, ..Analysis::bare(first) };
        };
        let (value, proven) = judge(&found);
        Analysis {
            best: found.best,
            value,
            proven,
            nodes,
            depth: found.depth,
            pv: found.pv,
            moves: Vec::new(),
            reused: 0,
            elapsed,
        }
    }
}

impl<M> Found<M> {
    /// True when deeper search would not change the result.
    fn settled(&self) -> bool {
        is_proven(self.score) || self.exact
    }
}

/// Iterative deepening of `main`'s position, with `helpers` (searches of the same position)
/// on threads of their own, as [`Plan`] says. The helpers stop when the main thread answers;
/// one that panics loses only its own work.
pub fn deepen<S: RootSearch>(
    mut main: S,
    helpers: Vec<S>,
    plan: &Plan,
    stop: &AtomicBool,
) -> Deepened<S::Move> {
    let alone = helpers.is_empty();
    // Tells the helpers that the main thread has answered.
    let done = AtomicBool::new(false);
    let (mut found, nodes) = std::thread::scope(|scope| {
        let running: Vec<_> = helpers
            .into_iter()
            .enumerate()
            .map(|(i, search)| {
                let budget = Budget::since(plan.start, &plan.limits, &done, plan.clock_every);
                let first_depth = 1 + (i as u32 + 1) % 2;
                scope.spawn(move || help(search, budget, plan, first_depth))
            })
            .collect();
        let mut budget = Budget::since(plan.start, &plan.limits, stop, plan.clock_every);
        let mut found = iterate(&mut main, &mut budget, plan, Role::Main { alone });
        done.store(true, Ordering::Relaxed);
        let mut nodes = main.nodes();
        for helped in running.into_iter().filter_map(|h| h.join().ok()) {
            nodes += helped.nodes;
            // A helper a ply ahead may have finished an iteration deeper than the main thread's
            // last: its answer has seen more, unless the main thread's is proven.
            if let Some(deeper) = helped.deepest
                && found.as_ref().is_none_or(|f| deeper.depth > f.depth && !is_proven(f.score))
            {
                found = Some(deeper);
            }
        }
        (found, nodes)
    });
    if let Some(f) = &mut found
        && f.pv.is_empty()
    {
        f.pv = main.line(f.best, f.depth);
    }
    Deepened { found, nodes, elapsed: plan.start.elapsed() }
}

/// Which thread runs an iterative deepening.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Role {
    /// The main thread, `alone` or with helpers; it starts at depth 1.
    Main { alone: bool },
    /// A helper, starting at `first_depth`.
    Helper { first_depth: u32 },
}

/// One thread's iterative deepening up to [`Plan::max_depth`]. The result's line is left
/// empty, for the caller to ask once the answer is known. Only the main thread keeps a move
/// that a cut-short iteration proved better (a helper's counts only at a finished depth), and
/// only the main thread alone stops early for time: with helpers it goes on, since they are
/// already a ply deeper and stopping here would stop them too.
fn iterate<S: RootSearch>(
    search: &mut S,
    budget: &mut Budget<'_>,
    plan: &Plan,
    role: Role,
) -> Option<Found<S::Move>> {
    let first_depth = match role {
        Role::Main { .. } => 1,
        Role::Helper { first_depth } => first_depth,
    };
    let mut found: Option<Found<S::Move>> = None;
    let mut growth = Growth::default();
    for depth in first_depth..=plan.max_depth {
        let previous = found.as_ref().map(|f| (f.best, f.score));
        match search.iterate(budget, depth, previous) {
            Iteration::Finished { best, score, exact } => {
                let f = found.insert(Found { best, score, depth, exact, pv: Vec::new() });
                if f.settled() {
                    break;
                }
            }
            Iteration::Interrupted { better } => {
                if let (Role::Main { .. }, Some((best, score))) = (role, better) {
                    let depth = found.as_ref().map_or(0, |f| f.depth);
                    found = Some(Found { best, score, depth, exact: false, pv: Vec::new() });
                }
                break;
            }
        }
        growth.finished(search.nodes());
        if role == (Role::Main { alone: true })
            && let Some(time) = plan.limits.time
            && budget.elapsed().mul_f64(growth.expected()) > time
        {
            break;
        }
    }
    found
}

/// What a helper thread found: its nodes, and its deepest finished iteration with its line.
struct Helped<M> {
    nodes: u64,
    deepest: Option<Found<M>>,
}

/// A helper thread's iterative deepening from `first_depth`, until its budget (the move's
/// time, and the main thread's answer) runs out; its results also reach the main thread
/// through whatever the searches share.
fn help<S: RootSearch>(
    mut search: S,
    mut budget: Budget<'_>,
    plan: &Plan,
    first_depth: u32,
) -> Helped<S::Move> {
    let mut deepest = iterate(&mut search, &mut budget, plan, Role::Helper { first_depth });
    if let Some(f) = &mut deepest {
        f.pv = search.line(f.best, f.depth);
    }
    Helped { nodes: search.nodes(), deepest }
}
