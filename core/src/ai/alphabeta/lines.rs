//! Analysis mode's other lines ([`Limits::lines`]) for the generic alpha-beta search. It
//! proves its answer better than the other moves without scoring them, so after it has
//! answered, the other moves worth showing are scored on a budget of their own: every root
//! move by a shallow search first, to pick the candidates, then the best few of those at the
//! depth the answer reached, each with a full window. The answer and its figure are the
//! search's without them.

use std::sync::atomic::AtomicBool;

use super::{CLOCK_EVERY, INFINITY, NO_MOVE, Thread};
use crate::GameAi;
use crate::ai::{Budget, Limits};

/// How deep the shallow search that picks the candidates goes.
const PICKING_DEPTH: u32 = 2;

impl<G: GameAi> Thread<'_, G> {
    /// Up to `count` root moves besides `best`, each with its score for the root player
    /// searched `depth` plies from the root, best first; `nodes` bounds the whole work. Moves
    /// whose search the budget or `stop` cut short are left out.
    pub(super) fn other_lines(
        &mut self,
        best: G::Move,
        depth: u32,
        count: usize,
        nodes: u64,
        stop: &AtomicBool,
    ) -> Vec<(G::Move, i32)> {
        let shared = self.shared;
        let (game, state, mover) = (shared.game, shared.state, shared.root);
        let mut root = Vec::new();
        game.legal_moves(state, &mut root);
        root.retain(|&mv| mv != best);
        let limits = Limits::nodes(nodes);
        let mut budget = Budget::new(&limits, stop, CLOCK_EVERY);
        let mut search = self.search(&mut budget, NO_MOVE);
        let mut scored = |mv: G::Move, depth: u32| {
            let mut child = state.clone();
            game.play_unchecked(&mut child, mv);
            let score = search.child_value(&child, mover, depth - 1, -INFINITY, INFINITY, 1);
            score.filter(|_| !search.budget.spent())
        };
        let mut picked = Vec::with_capacity(root.len());
        for mv in root {
            let Some(score) = scored(mv, PICKING_DEPTH.min(depth)) else { break };
            picked.push((mv, score));
        }
        picked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let mut lines = Vec::with_capacity(count);
        for (mv, _) in picked.into_iter().take(count) {
            let Some(score) = scored(mv, depth) else { break };
            lines.push((mv, score));
        }
        lines.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        lines
    }
}
