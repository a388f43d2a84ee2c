//! The transposition table: a fixed-size hash table of search results keyed by
//! [`crate::Game::hash`], in buckets of two entries (one kept for depth, one always
//! replaced), with an age so that old searches give way to the current one.

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
#[derive(Clone, Copy, Debug, Default)]
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

/// The table. Its size is fixed at creation; it survives between searches of one agent.
pub(super) struct Table {
    entries: Vec<Entry>,
    /// `buckets - 1`; the number of buckets is a power of two.
    mask: usize,
    age: u8,
}

impl Table {
    /// A table of at most `megabytes` MiB (at least one bucket).
    pub(super) fn new(megabytes: u32) -> Self {
        let bytes = (megabytes as usize).saturating_mul(1 << 20);
        let fit = (bytes / (2 * size_of::<Entry>())).max(1);
        // The largest power of two that fits.
        let buckets = 1usize << (usize::BITS - 1 - fit.leading_zeros());
        Self { entries: vec![Entry::default(); 2 * buckets], mask: buckets - 1, age: 0 }
    }

    /// Marks the start of a new search: entries of earlier searches become the first to go.
    pub(super) fn new_search(&mut self) {
        self.age = self.age.wrapping_add(1);
    }

    fn bucket(&self, key: u64) -> usize {
        // The low bits index the bucket; the full key is compared on probing.
        2 * (key as usize & self.mask)
    }

    /// The entry stored for `key`, if any.
    pub(super) fn probe(&self, key: u64) -> Option<Entry> {
        let b = self.bucket(key);
        self.entries[b..b + 2].iter().find(|e| e.bound != Bound::Empty && e.key == key).copied()
    }

    /// Stores a result. An entry for the same position is updated in place (keeping its move
    /// if the new result has none). Otherwise the new result takes the first slot if it was
    /// searched at least as deep as the one there, or that one is from an earlier search (the
    /// old first entry then moves to the second slot); else it takes the second slot.
    pub(super) fn store(&mut self, key: u64, depth: u32, score: i32, bound: Bound, mv: u32) {
        let b = self.bucket(key);
        let mut entry =
            Entry { key, score, mv, depth: depth.min(u32::from(u8::MAX)) as u8, bound, age: self.age };
        if let Some(slot) =
            (b..b + 2).find(|&i| self.entries[i].bound != Bound::Empty && self.entries[i].key == key)
        {
            if entry.mv == NO_MOVE {
                entry.mv = self.entries[slot].mv;
            }
            self.entries[slot] = entry;
            return;
        }
        let first = self.entries[b];
        if first.bound == Bound::Empty || first.age != self.age || entry.depth >= first.depth {
            self.entries[b + 1] = first;
            self.entries[b] = entry;
        } else {
            self.entries[b + 1] = entry;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_entries_survive_shallow_ones_and_age_out() {
        let mut table = Table::new(0);
        assert_eq!(table.entries.len(), 2, "a zero-size request still gets one bucket");
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
        assert!(Table::new(1).entries.len().is_power_of_two());
    }
}
