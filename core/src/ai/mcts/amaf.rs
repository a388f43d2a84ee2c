//! The set of (player, move) pairs played from some point of one iteration onwards, which
//! RAVE consults to credit every edge whose move its mover played later in the iteration
//! ("all moves as first").

use crate::Player;

/// Slots of the table; a power of two. Iterations record at most half as many moves (the
/// rest are left out, see [`AmafMarks::mark`]), so probing stays short.
const SLOTS: usize = 4_096;

/// An open-addressing set of `(player, move id)` keys, emptied in constant time by bumping
/// a generation stamp instead of clearing the slots.
pub(super) struct AmafMarks {
    keys: Vec<u64>,
    stamps: Vec<u32>,
    generation: u32,
    len: usize,
}

impl AmafMarks {
    pub(super) fn new() -> Self {
        Self { keys: vec![0; SLOTS], stamps: vec![0; SLOTS], generation: 0, len: 0 }
    }

    /// Empties the set.
    pub(super) fn clear(&mut self) {
        self.len = 0;
        self.generation = self.generation.wrapping_add(1);
        if self.generation == 0 {
            // Stamps from 2^32 clears ago would look current: wipe them once per wrap.
            self.stamps.fill(0);
            self.generation = 1;
        }
    }

    fn key(player: Player, id: u32) -> u64 {
        (u64::from(player.index() as u32) << 32 | u64::from(id)) + 1
    }

    fn slot_of(key: u64) -> usize {
        (key.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 52) as usize & (SLOTS - 1)
    }

    /// Linear probing for `key`: `Ok(slot)` holding it, or `Err(slot)`, the free slot where
    /// it would go. The table is never more than half full, so a free slot exists.
    fn probe(&self, key: u64) -> Result<usize, usize> {
        let mut slot = Self::slot_of(key);
        while self.stamps[slot] == self.generation {
            if self.keys[slot] == key {
                return Ok(slot);
            }
            slot = (slot + 1) & (SLOTS - 1);
        }
        Err(slot)
    }

    /// Adds `(player, id)`. Past half the slots further moves are ignored: they lie deepest
    /// in the playout, where all-moves-as-first says least.
    pub(super) fn mark(&mut self, player: Player, id: u32) {
        if self.len >= SLOTS / 2 {
            return;
        }
        let key = Self::key(player, id);
        if let Err(slot) = self.probe(key) {
            self.stamps[slot] = self.generation;
            self.keys[slot] = key;
            self.len += 1;
        }
    }

    /// True if `(player, id)` was marked since the last [`clear`](Self::clear).
    pub(super) fn contains(&self, player: Player, id: u32) -> bool {
        self.probe(Self::key(player, id)).is_ok()
    }
}

#[cfg(test)]
mod tests {
    use super::{AmafMarks, SLOTS};
    use crate::Player;

    #[test]
    fn marks_are_per_player_and_cleared() {
        let mut marks = AmafMarks::new();
        marks.clear();
        marks.mark(Player::new(0), 7);
        assert!(marks.contains(Player::new(0), 7));
        assert!(!marks.contains(Player::new(1), 7));
        assert!(!marks.contains(Player::new(0), 8));
        marks.clear();
        assert!(!marks.contains(Player::new(0), 7));
    }

    #[test]
    fn a_full_table_ignores_further_marks_without_looping() {
        let mut marks = AmafMarks::new();
        marks.clear();
        for id in 0..SLOTS as u32 {
            marks.mark(Player::new(1), id);
        }
        assert!(marks.contains(Player::new(1), 0));
        assert!(!marks.contains(Player::new(1), SLOTS as u32 - 1));
    }
}
