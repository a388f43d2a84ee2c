//! Tree parallelisation: several threads grow one tree, behind one lock, with virtual loss.
//!
//! An iteration takes the lock twice: once to select down the tree, add a node and count the
//! iteration's visits, and once to credit its rewards; the playout in between, where most of
//! an iteration's time goes, runs outside the lock on the thread's own state and random
//! generator. Visits counted before the rewards arrive are losses for now ("virtual loss",
//! [`Tree::visit`]), so a thread selecting while another plays out a line sees that line as
//! worse and tends to take another: the threads spread over the tree instead of all playing
//! out the same leaf. Every thread's iterations go to the one tree, so a second thread makes
//! the tree grow about twice as fast, where separate trees would each stay as shallow as one
//! thread's.
//!
//! One lock is the simplest sound sharing; its price is that selection and backup are
//! serialised. With playouts to the end of the game they are a small part of an iteration;
//! with short playouts cut off by the evaluator a larger one, and the speed-up smaller.

use std::sync::atomic::AtomicBool;
use std::sync::{Mutex, MutexGuard, PoisonError};

use super::tree::{Proof, Tree};
use super::{Budget, Limits, MctsAgent};
use crate::GameAi;

impl<G: GameAi> MctsAgent<G> {
    /// `tree` grown by `threads` threads together (at least two) within `limits`: this
    /// thread and `threads - 1` helper agents, each with its own random generator. Returns
    /// the tree and the iterations of all threads.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn grow_together(
        &mut self,
        tree: Tree<G>,
        game: &G,
        limits: &Limits,
        stop: &AtomicBool,
        max_depth: usize,
        max_bytes: usize,
        threads: usize,
    ) -> (Tree<G>, u64) {
        while self.helpers.len() < threads - 1 {
            let seed = self.rng.next_u64();
            self.helpers.push(MctsAgent::new(game, self.spec.clone(), seed));
        }
        let shared = Mutex::new(tree);
        let mut helpers = std::mem::take(&mut self.helpers);
        let iterations = std::thread::scope(|scope| {
            let shared = &shared;
            let running: Vec<_> = helpers[..threads - 1]
                .iter_mut()
                .map(|helper| {
                    scope.spawn(move || helper.grow(shared, game, limits, stop, max_depth, max_bytes))
                })
                .collect();
            let mine = self.grow(shared, game, limits, stop, max_depth, max_bytes);
            // A helper that panicked loses its count; the tree keeps what it credited.
            mine + running.into_iter().filter_map(|h| h.join().ok()).sum::<u64>()
        });
        self.helpers = helpers;
        (shared.into_inner().unwrap_or_else(PoisonError::into_inner), iterations)
    }

    /// One thread's share of a shared search: iterations until the budget is spent or the
    /// root is proven. Returns how many it made.
    fn grow(
        &mut self,
        shared: &Mutex<Tree<G>>,
        game: &G,
        limits: &Limits,
        stop: &AtomicBool,
        max_depth: usize,
        max_bytes: usize,
    ) -> u64 {
        let mut budget = Budget::new(limits, stop, 1);
        let mut iterations = 0;
        while !budget.exhausted(iterations) {
            let (mut state, exact) = {
                let mut tree = lock(shared);
                if tree.root_proof != Proof::Open {
                    break;
                }
                let mut state = tree.root_state.clone();
                let exact = self.descend(&mut tree, game, &mut state, max_depth, max_bytes);
                tree.visit(&self.path);
                (state, exact)
            };
            let rewards = match exact {
                Some(rewards) => rewards,
                None => self.playout(game, &mut state),
            };
            self.back_up(&mut lock(shared), game, &rewards);
            iterations += 1;
        }
        iterations
    }
}

/// The shared tree. A thread that panicked while holding the lock can at worst have left one
/// iteration half counted (visits without rewards: a small pessimism about one line), so the
/// others go on with the tree.
fn lock<G: GameAi>(shared: &Mutex<Tree<G>>) -> MutexGuard<'_, Tree<G>> {
    shared.lock().unwrap_or_else(PoisonError::into_inner)
}
