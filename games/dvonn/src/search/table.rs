//! The transposition table of [`super::DvonnSearch`]: one entry per slot, replaced by
//! relevancy, shared without locks by the threads of a parallel search.
//!
//! An entry's relevancy is how far the game had come at its position plus twice the depth it
//! was searched to. A new result replaces the one in its slot unless that one is more
//! relevant: within one search, results higher in the tree (more depth left) win, and as the
//! game goes on, entries of positions that can no longer occur (earlier in the game) give way
//! even to shallow new ones, so the table never silts up with a finished phase's positions.
//!
//! Sharing: a slot is two machine words, the packed result and the position's key XOR that
//! result. Threads read and write them without locks; a slot torn by two writers at once
//! (one word from each) no longer satisfies `check == key ^ data` for any key it could be
//! probed with, so it reads as empty instead of as a wrong result. Relevancy is a separate
//! byte: a stale one only makes a replacement decision a little worse.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

pub(super) use plateau_core::ai::Bound;

use crate::state::DvonnState;

/// One stored result.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// Score in table form (proven results counted from this node, see `super::score`).
    pub score: i32,
    /// Id of the best move found ([`crate::Move::id`] fits 14 bits), or [`NO_MOVE`].
    pub mv: u16,
    pub depth: u8,
    pub bound: Bound,
}

impl Entry {
    /// The entry as one word: score, move, depth and bound side by side.
    fn pack(self) -> u64 {
        let bound = match self.bound {
            Bound::Empty => 0u64,
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        u64::from(self.score as u32) | u64::from(self.mv) << 32 | u64::from(self.depth) << 48 | bound << 56
    }

    fn unpack(word: u64) -> Self {
        let bound = match word >> 56 {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => Bound::Empty,
        };
        Self { score: word as u32 as i32, mv: (word >> 32) as u16, depth: (word >> 48) as u8, bound }
    }
}

/// Move id meaning "none".
pub(super) const NO_MOVE: u16 = u16::MAX;

/// One slot (16 bytes).
#[derive(Default)]
struct Slot {
    /// The key XOR `data`.
    check: AtomicU64,
    /// The packed [`Entry`]; zero (an empty bound) in an unused slot.
    data: AtomicU64,
}

/// The table; its size is fixed when it is made.
pub(super) struct Table {
    slots: Vec<Slot>,
    /// Relevancy per slot, kept apart so that slots stay 16 bytes.
    relevancy: Vec<AtomicU8>,
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
        let fit = (bytes / (size_of::<Slot>() + 1)).max(1);
        let slots = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Self {
            slots: (0..slots).map(|_| Slot::default()).collect(),
            relevancy: (0..slots).map(|_| AtomicU8::new(0)).collect(),
            mask: slots - 1,
        }
    }

    /// The entry stored for `key`, if any.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let slot = &self.slots[key as usize & self.mask];
        let data = slot.data.load(Relaxed);
        let entry = Entry::unpack(data);
        (entry.bound != Bound::Empty && slot.check.load(Relaxed) ^ data == key).then_some(entry)
    }

    /// Stores a result found at a position `progress` into the game, searched `depth` plies,
    /// unless its slot holds a more relevant one. A result without a move keeps the move of
    /// an entry for the same position.
    pub(super) fn store(&self, key: u64, progress: u32, depth: u32, score: i32, bound: Bound, mv: u16) {
        let index = key as usize & self.mask;
        let depth = depth.min(100) as u8;
        let relevancy = (progress + 2 * u32::from(depth)).min(255) as u8;
        let slot = &self.slots[index];
        let old_data = slot.data.load(Relaxed);
        let old = Entry::unpack(old_data);
        if old.bound != Bound::Empty && self.relevancy[index].load(Relaxed) > relevancy {
            return;
        }
        let same_position = slot.check.load(Relaxed) ^ old_data == key;
        let mv = if mv == NO_MOVE && same_position { old.mv } else { mv };
        let data = Entry { score, mv, depth, bound }.pack();
        slot.data.store(data, Relaxed);
        slot.check.store(key ^ data, Relaxed);
        self.relevancy[index].store(relevancy, Relaxed);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deeper_results_stay_until_the_game_moves_on() {
        let table = Table::new(0);
        assert_eq!(table.slots.len(), 1, "a zero-size request still gets one slot");
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

    #[test]
    fn entries_survive_packing_and_torn_slots_read_as_empty() {
        for entry in [
            Entry { score: -1_999_999, mv: NO_MOVE, depth: 100, bound: Bound::Upper },
            Entry { score: 123, mv: 0x3fff, depth: 0, bound: Bound::Exact },
            Entry { score: i32::MAX, mv: 7, depth: 255, bound: Bound::Lower },
        ] {
            assert_eq!(Entry::unpack(entry.pack()), entry);
        }
        let table = Table::new(0);
        table.store(42, 10, 3, 5, Bound::Exact, 9);
        // Another writer's result in one word only, as a race could leave it.
        table.slots[0].data.store(Entry { score: 6, mv: 1, depth: 4, bound: Bound::Lower }.pack(), Relaxed);
        assert_eq!(table.probe(42), None);
    }
}
