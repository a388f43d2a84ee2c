//! Analysis mode's other lines ([`Limits::lines`]), written once for every alpha-beta search.
//! An alpha-beta search proves its answer better than the other moves without scoring them,
//! so after it has answered, the other moves worth showing are scored on a budget of their
//! own: every root move by a shallow search first, to pick the candidates, then the best few
//! of those at the depth the answer reached, each with a full window. The answer and its
//! figure are the search's without them, so the hint, the bar and analysis agree on the best
//! move and its figure.

use std::sync::atomic::AtomicBool;

use super::{Deepened, Found};
use crate::Game;
use crate::ai::{Budget, Limits};

/// How deep the shallow search that picks the candidates goes.
const PICKING_DEPTH: u32 = 2;

/// The least budget of the other lines ([`OtherLines::nodes`]), for an answer that cost less.
const OTHER_LINES_NODES: u64 = 50_000;

/// What the other lines need of an alpha-beta search: the score of one root move, searched
/// with a full window. A value of the type is one search spending from one budget, so that
/// the budget counts every node of the other lines.
pub trait ScoreChild<G: Game> {
    /// The score of `child`, the position one root move after `root`, for the side to act at
    /// `root` (on [`crate::ai::score`]'s scale), searched `depth` plies from the root:
    /// `depth - 1` below `child`; `depth` is at least 1. The window is full, so the score is
    /// exact for that depth, not a bound. `None` when the budget ran out, also when it ran
    /// out only as the score was found: a search cut short may return a score that is not.
    fn score_child(&mut self, root: &G::State, child: &G::State, depth: u32) -> Option<i32>;
}

/// The other lines asked of an answer (see [`Deepened::other_lines`]).
#[derive(Clone, Copy, Debug)]
pub struct OtherLines<'d, M> {
    /// The answer they come after.
    pub found: &'d Found<M>,
    /// How many moves besides the answer to score at most.
    pub count: usize,
    /// The nodes they may spend together: as many as the answer took, and never fewer than
    /// enough to pick the candidates among some fifty moves and score a few.
    pub nodes: u64,
}

impl<M> Deepened<M> {
    /// The other lines `limits` asks of this answer; `None` when it asks none, or when no
    /// iteration finished (there is no depth to score them at).
    pub fn other_lines(&self, limits: &Limits) -> Option<OtherLines<'_, M>> {
        match (limits.lines, &self.found) {
            (Some(count), Some(found)) if count > 0 && found.depth > 0 => {
                Some(OtherLines { found, count: count as usize, nodes: self.nodes.max(OTHER_LINES_NODES) })
            }
            _ => None,
        }
    }
}

impl<M: Copy + PartialEq> OtherLines<'_, M> {
    /// The budget of the lines: their nodes, until `stop` is set; `clock_every` as in
    /// [`Budget::new`].
    pub fn budget<'s>(&self, stop: &'s AtomicBool, clock_every: u32) -> Budget<'s> {
        Budget::new(&Limits::nodes(self.nodes), stop, clock_every)
    }

    /// Up to [`Self::count`] of `moves` (the root's, in the search's order; the answer among
    /// them is skipped), each with its score for the side to act at `root` at the answer's
    /// depth, best first; moves of equal score keep their order in `moves`. Moves whose
    /// search the budget cut short are left out. No score is above the answer's: the
    /// answer's came from another search of the same depth, which had proved it no worse.
    pub fn score<G: Game<Move = M>>(
        &self,
        game: &G,
        root: &G::State,
        moves: impl IntoIterator<Item = M>,
        search: &mut impl ScoreChild<G>,
    ) -> Vec<(M, i32)> {
        let (best, depth) = (self.found.best, self.found.depth);
        let mut scored = |mv: M, depth: u32| {
            let mut child = root.clone();
            game.play_unchecked(&mut child, mv);
            search.score_child(root, &child, depth)
        };
        let mut picked = Vec::new();
        for mv in moves.into_iter().filter(|&mv| mv != best) {
            let Some(score) = scored(mv, PICKING_DEPTH.min(depth)) else { break };
            picked.push((mv, score));
        }
        picked.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        let mut lines = Vec::with_capacity(self.count);
        for (mv, _) in picked.into_iter().take(self.count) {
            let Some(score) = scored(mv, depth) else { break };
            lines.push((mv, score));
        }
        lines.sort_by_key(|&(_, score)| std::cmp::Reverse(score));
        // Capped only once in order: moves that both beat the answer keep their own order.
        lines.into_iter().map(|(mv, score)| (mv, score.min(self.found.score))).collect()
    }
}
