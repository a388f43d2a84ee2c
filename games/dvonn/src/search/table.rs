//! The transposition table of [`super::DvonnSearch`]: one entry per slot, replaced by
//! relevancy.
//!
//! An entry's relevancy is how far the game had come at its position plus twice the depth it
//! was searched to. A new result replaces the one in its slot unless that one is more
//! relevant: within one search, results higher in the tree (more depth left) win, and as the
//! game goes on, entries of positions that can no longer occur (earlier in the game) give way
//! even to shallow new ones, so the table never silts up with a finished phase's positions.

pub(super) use plateau_core::ai::Bound;

use crate::state::DvonnState;

/// One stored result (16 bytes).
#[derive(Clone, Copy, Debug, Default)]
pub(super) struct Entry {
    /// The position's full hash.
    pub key: u64,
    /// Score in table form (proven results counted from this node, see `super::score`).
    pub score: i32,
    /// Id of the best move found ([`crate::Move::id`] fits 14 bits), or [`NO_MOVE`].
    pub mv: u16,
    pub depth: u8,
    pub bound: Bound,
}

/// Move id meaning "none".
pub(super) const NO_MOVE: u16 = u16::MAX;

/// The table; its size is fixed when it is made.
pub(super) struct Table {
    entries: Vec<Entry>,
    /// Relevancy per slot, kept apart so that entries stay 16 bytes.
    relevancy: Vec<u8>,
    mask: usize,
}

/// How far the game has come at `state`: placements made, then spaces emptied. It never falls
/// from one position to the next.
pub(super) fn progress(state: &DvonnState) -> u32 {
    let stacks = state.occupied.count_ones();
    if state.is_placement() { u32::from(state.placed) } else { 49 + 49u32.saturating_sub(stacks) }
}

impl Table {
    /// A table of at most `megabytes` MiB (at least one slot).
    pub(super) fn new(megabytes: u32) -> Self {
        let bytes = (megabytes as usize).saturating_mul(1 << 20);
        let fit = (bytes / (size_of::<Entry>() + 1)).max(1);
        let slots = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Self { entries: vec![Entry::default(); slots], relevancy: vec![0; slots], mask: slots - 1 }
    }

    /// The entry stored for `key`, if any.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let e = self.entries[key as usize & self.mask];
        (e.bound != Bound::Empty && e.key == key).then_some(e)
    }

    /// Stores a result found at a position `progress` into the game, searched `depth` plies,
    /// unless its slot holds a more relevant one. A result without a move keeps the move of
    /// an entry for the same position.
    pub(super) fn store(&mut self, key: u64, progress: u32, depth: u32, score: i32, bound: Bound, mv: u16) {
        let slot = key as usize & self.mask;
        let depth = depth.min(100) as u8;
        let relevancy = (progress + 2 * u32::from(depth)).min(255) as u8;
        let old = self.entries[slot];
        if old.bound != Bound::Empty && self.relevancy[slot] > relevancy {
            return;
        }
        let mv = if mv == NO_MOVE && old.key == key { old.mv } else { mv };
        self.entries[slot] = Entry { key, score, mv, depth, bound };
        self.relevancy[slot] = relevancy;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_results_stay_until_the_game_moves_on() {
        let mut table = Table::new(0);
        assert_eq!(table.entries.len(), 1, "a zero-size request still gets one slot");
        table.store(1, 60, 8, 10, Bound::Exact, 5);
        table.store(3, 60, 2, 20, Bound::Lower, 6);
        assert_eq!(table.probe(1).map(|e| (e.depth, e.mv)), Some((8, 5)), "the deeper result stays");
        assert!(table.probe(3).is_none());
        // Twelve moves later even a shallow result is more relevant.
        table.store(3, 72, 2, 20, Bound::Lower, 6);
        assert_eq!(table.probe(3).map(|e| e.score), Some(20));
        // Same position again without a move: the move is kept.
        table.store(3, 72, 3, 25, Bound::Exact, NO_MOVE);
        assert_eq!(table.probe(3).map(|e| (e.score, e.mv)), Some((25, 6)));
    }
}
