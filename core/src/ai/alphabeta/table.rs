//! The transposition table: a fixed-size hash table of search results keyed by
//! [`crate::Game::hash`], in buckets of two entries (one kept for depth, one always
//! replaced), with an age so that old searches give way to the current one. Shared without
//! locks by the threads of a parallel search.
//!
//! Sharing: an entry is three machine words, two of packed result and the key XOR both.
//! Threads read and write them without locks; an entry torn by two writers at once (words
//! from each) no longer matches any key it could be probed with, so it reads as empty
//! instead of as a wrong result. Two threads replacing in one bucket at once may lose one
//! of their results, which costs a re-search, never a wrong answer.

use std::sync::atomic::{AtomicU8, AtomicU64, Ordering::Relaxed};

/// Move id meaning "no move".
pub(super) const NO_MOVE: u32 = u32::MAX;

/// What a stored search score says about the true value (shared with games' own searches).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Bound {
    /// Empty slot.
    #[default]
    Empty,
    /// The score is the value.
    Exact,
    /// The value is at least the score (a cut-off happened).
    Lower,
    /// The value is at most the score (no move reached alpha).
    Upper,
}

/// One stored result.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Entry {
    /// The full hash, to tell apart positions sharing a bucket.
    pub key: u64,
    /// In table form (see `score::to_table`).
    pub score: i32,
    /// Id of the best move found, or [`NO_MOVE`].
    pub mv: u32,
    pub depth: u8,
    pub bound: Bound,
    age: u8,
}

impl Entry {
    /// The result as two words: score and move; depth, bound and age.
    fn pack(self) -> [u64; 2] {
        let bound = match self.bound {
            Bound::Empty => 0u64,
            Bound::Exact => 1,
            Bound::Lower => 2,
            Bound::Upper => 3,
        };
        [
            u64::from(self.score as u32) | u64::from(self.mv) << 32,
            u64::from(self.depth) | bound << 8 | u64::from(self.age) << 16,
        ]
    }

    fn unpack(key: u64, [a, b]: [u64; 2]) -> Self {
        let bound = match (b >> 8) & 0xff {
            1 => Bound::Exact,
            2 => Bound::Lower,
            3 => Bound::Upper,
            _ => Bound::Empty,
        };
        Self {
            key,
            score: a as u32 as i32,
            mv: (a >> 32) as u32,
            depth: b as u8,
            bound,
            age: (b >> 16) as u8,
        }
    }
}

/// One entry's place (24 bytes).
#[derive(Default)]
struct Slot {
    /// The key XOR both data words.
    check: AtomicU64,
    data: [AtomicU64; 2],
}

impl Slot {
    /// The entry here, whatever its key: a torn slot yields a key nobody asks for, an unused
    /// one an empty bound.
    fn load(&self) -> Entry {
        let data = [self.data[0].load(Relaxed), self.data[1].load(Relaxed)];
        Entry::unpack(self.check.load(Relaxed) ^ data[0] ^ data[1], data)
    }

    fn save(&self, entry: Entry) {
        let data = entry.pack();
        self.data[0].store(data[0], Relaxed);
        self.data[1].store(data[1], Relaxed);
        self.check.store(entry.key ^ data[0] ^ data[1], Relaxed);
    }
}

/// The table. Its size is fixed at creation; it survives between searches of one agent.
pub(super) struct Table {
    slots: Vec<Slot>,
    /// `buckets - 1`; the number of buckets is a power of two.
    mask: usize,
    age: AtomicU8,
}

impl Table {
    /// A table of at most `megabytes` MiB (at least one bucket).
    pub(super) fn new(megabytes: u32) -> Self {
        // Inside a sandbox, no more than its memory allows.
        let bytes = crate::memory::search_bytes((megabytes as usize).saturating_mul(1 << 20));
        let fit = (bytes / (2 * size_of::<Slot>())).max(1);
        // The largest power of two that fits.
        let buckets = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Self {
            slots: (0..2 * buckets).map(|_| Slot::default()).collect(),
            mask: buckets - 1,
            age: AtomicU8::new(0),
        }
    }

    /// Marks the start of a new search: entries of earlier searches become the first to go.
    pub(super) fn new_search(&mut self) {
        let age = self.age.get_mut();
        *age = age.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        // The low bits index the bucket; the full key is compared on probing.
        2 * (key as usize & self.mask)
    }

    /// The entry stored for `key`, if any.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.slots[b..b + 2].iter().map(Slot::load).find(|e| e.bound != Bound::Empty && e.key == key)
    }

    /// Stores a result. An entry for the same position is updated in place (keeping its move
    /// if the new result has none). Otherwise the new result takes the first slot if it was
    /// searched at least as deep as the one there, or that one is from an earlier search (the
    /// old first entry then moves to the second slot); else it takes the second slot.
    pub(super) fn store(&self, key: u64, depth: u32, score: i32, bound: Bound, mv: u32) {
        let b = self.bucket(key);
        let age = self.age.load(Relaxed);
        let mut entry = Entry { key, score, mv, depth: depth.min(u32::from(u8::MAX)) as u8, bound, age };
        let here = [self.slots[b].load(), self.slots[b + 1].load()];
        if let Some(i) = (0..2).find(|&i| here[i].bound != Bound::Empty && here[i].key == key) {
            if entry.mv == NO_MOVE {
                entry.mv = here[i].mv;
            }
            self.slots[b + i].save(entry);
            return;
        }
        let first = here[0];
        if first.bound == Bound::Empty || first.age != age || entry.depth >= first.depth {
            self.slots[b + 1].save(first);
            self.slots[b].save(entry);
        } else {
            self.slots[b + 1].save(entry);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_entries_survive_shallow_ones_and_age_out() {
        let mut table = Table::new(0);
        assert_eq!(table.slots.len(), 2, "a zero-size request still gets one bucket");
        table.store(1, 8, 10, Bound::Exact, 5);
        table.store(3, 2, 20, Bound::Lower, 6);
        table.store(5, 1, 30, Bound::Upper, 7);
        assert_eq!(table.probe(1).map(|e| (e.depth, e.score, e.mv)), Some((8, 10, 5)), "deep entry kept");
        assert_eq!(table.probe(5).map(|e| e.bound), Some(Bound::Upper), "newest shallow entry kept");
        assert!(table.probe(3).is_none(), "older shallow entry replaced");
        // Same position: updated in place, keeping the move when the new result has none.
        table.store(1, 9, 11, Bound::Lower, NO_MOVE);
        assert_eq!(table.probe(1).map(|e| (e.depth, e.score, e.mv)), Some((9, 11, 5)));
        // A new search: the deep entry of the old one gives way.
        table.new_search();
        table.store(7, 1, 40, Bound::Exact, 8);
        assert_eq!(table.probe(7).map(|e| e.score), Some(40));
        assert!(table.probe(1).is_some(), "moved to the second slot");
        assert!(Table::new(1).slots.len().is_power_of_two());
    }

    #[test]
    fn entries_survive_packing_and_torn_slots_read_as_empty() {
        let entry =
            Entry { key: 77, score: -123_456, mv: 0xdead_beef, depth: 200, bound: Bound::Upper, age: 9 };
        assert_eq!(Entry::unpack(77, entry.pack()), entry);
        let table = Table::new(0);
        table.store(4, 3, 5, Bound::Exact, 9);
        assert_eq!(table.probe(4).map(|e| e.score), Some(5));
        // Another writer's score in one word only, as a race could leave it.
        table.slots[0].data[0].store(Entry { score: 6, ..entry }.pack()[0], Relaxed);
        assert_eq!(table.probe(4), None);
    }
}
