//! Analysis mode's other lines ([`Limits::lines`]). An alpha-beta search proves its best
//! move better than the rest without scoring the rest, so after it has answered, the other
//! moves worth showing are scored on a budget of their own: every root move a shallow
//! search first, to pick the candidates, then the best few of those at the depth the answer
//! reached, each with a full window. The answer and its figure are the search's without
//! them, so the hint, the bar and analysis agree on the best move and its figure.

use std::sync::atomic::AtomicBool;

use plateau_core::Game;
use plateau_core::ai::score::INFINITY;
use plateau_core::ai::{Budget, Limits};

use super::{CLOCK_EVERY, Shared, Worker};
use crate::moves::Move;

/// How deep the shallow search that picks the candidates goes.
const PICKING_DEPTH: u32 = 2;

impl Shared<'_> {
    /// Up to `count` root moves besides `best`, each with its score for the side to act
    /// searched `depth` plies from the root, best first; `nodes` bounds the whole work. Moves
    /// whose search the budget or `stop` cut short are left out.
    pub(super) fn other_lines(
        &self,
        worker: &mut Worker,
        best: Move,
        depth: u32,
        count: usize,
        nodes: u64,
        stop: &AtomicBool,
    ) -> Vec<(Move, i32)> {
        let limits = Limits::nodes(nodes);
        let mut budget = Budget::new(&limits, stop, CLOCK_EVERY);
        let mut search = self.search(worker, 0, &mut budget);
        let scored = |search: &mut super::Search<'_, '_>, mv: Move, depth: u32| {
            let mut child = *self.state;
            self.game.play_unchecked(&mut child, mv);
            search.depth = depth;
            let score = search.child(self.state, &child, depth - 1, -INFINITY, INFINITY, 1);
            score.filter(|_| !search.budget.spent())
        };
        let mut picked: Vec<(Move, i32)> = Vec::with_capacity(self.root.len());
        for &mv in self.root.iter().filter(|&&mv| mv != best) {
            let Some(score) = scored(&mut search, mv, PICKING_DEPTH.min(depth)) else { break };
            picked.push((mv, score));
        }
        picked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let mut lines = Vec::with_capacity(count);
        for (mv, _) in picked.into_iter().take(count) {
            let Some(score) = scored(&mut search, mv, depth) else { break };
            lines.push((mv, score));
        }
        lines.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        lines
    }
}
