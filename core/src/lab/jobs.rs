//! The set of a run's finished jobs, as a resumed run needs it (which games to skip) and as a
//! journal is checked with it (each game once), in memory that does not grow with the games.
//!
//! Jobs are kept in the order a run plays them, game major (game 0 of every rule set, then
//! game 1, ...): every job before a mark is done, and beyond it a few blocks of bits hold
//! the jobs finished out of order (a game that took longer than those after it). A run
//! plays in that order, so the blocks beyond the mark are those its threads are working in,
//! whatever the number of games. Games met in another order (a journal edited by hand)
//! are still kept exactly, in more blocks.

use std::collections::BTreeMap;

use super::results::Shard;

/// Jobs a block holds.
const BLOCK: u64 = 4096;
/// Words of a block.
const WORDS: usize = (BLOCK / 64) as usize;

/// A set of the jobs of one shard of a study.
#[derive(Clone, Debug)]
pub struct JobSet {
    rule_sets: u64,
    games: u64,
    shard: Shard,
    /// Every block below this one is full.
    full_below: u64,
    /// Blocks from `full_below` on with at least one job, by index; jobs the shard does not
    /// own, and slots past the study's end, are set from the start.
    blocks: BTreeMap<u64, Box<[u64; WORDS]>>,
    len: u64,
    /// The last block found to hold a job of the shard, so that it is not looked at again.
    not_vacant: Option<u64>,
}

impl JobSet {
    /// No job yet, of shard `shard` of a study of `rule_sets` rule sets of `games` games.
    pub fn new(rule_sets: usize, games: u32, shard: Shard) -> Self {
        Self {
            rule_sets: rule_sets as u64,
            games: u64::from(games),
            shard,
            full_below: 0,
            blocks: BTreeMap::new(),
            len: 0,
            not_vacant: None,
        }
    }

    /// The place of `job` (rule set major) in the order of play (game major).
    fn slot(&self, job: u64) -> u64 {
        let games = self.games.max(1);
        (job % games) * self.rule_sets + job / games
    }

    /// The job played at `slot`.
    fn job(&self, slot: u64) -> u64 {
        let rule_sets = self.rule_sets.max(1);
        (slot % rule_sets) * self.games + slot / rule_sets
    }

    /// Jobs of the shard in the set.
    pub fn len(&self) -> u64 {
        self.len
    }

    /// True when no job is in the set.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Blocks of bits held: a measure of the memory the set takes, for tests.
    pub fn blocks(&self) -> usize {
        self.blocks.len()
    }

    /// True when `job` is in the set (a job the shard does not own counts as in it).
    pub fn contains(&self, job: u64) -> bool {
        let slot = self.slot(job);
        let block = slot / BLOCK;
        if block < self.full_below {
            return true;
        }
        match self.blocks.get(&block) {
            Some(bits) => bits[((slot % BLOCK) / 64) as usize] >> (slot % 64) & 1 == 1,
            None => !self.shard.owns(job),
        }
    }

    /// Adds `job` (of the study and owned by the shard); false if it was already there.
    pub fn insert(&mut self, job: u64) -> bool {
        if self.contains(job) {
            return false;
        }
        let slot = self.slot(job);
        let block = slot / BLOCK;
        if !self.blocks.contains_key(&block) {
            let fresh = self.fresh_block(block);
            self.blocks.insert(block, fresh);
        }
        let bits = self.blocks.get_mut(&block).expect("made above");
        bits[((slot % BLOCK) / 64) as usize] |= 1 << (slot % 64);
        self.len += 1;
        while self.blocks.get(&self.full_below).is_some_and(|b| b.iter().all(|&w| w == u64::MAX)) {
            self.blocks.remove(&self.full_below);
            self.full_below += 1;
        }
        // A block below the mark may be missing only because it holds no job of the shard.
        while !self.blocks.contains_key(&self.full_below) && self.not_vacant != Some(self.full_below) {
            if !self.is_vacant(self.full_below) {
                self.not_vacant = Some(self.full_below);
                break;
            }
            self.full_below += 1;
        }
        true
    }

    /// A block with the slots that need no game (not the shard's, past the end) set.
    fn fresh_block(&self, block: u64) -> Box<[u64; WORDS]> {
        let mut bits = Box::new([0; WORDS]);
        let slots = self.rule_sets * self.games;
        for i in 0..BLOCK {
            let slot = block * BLOCK + i;
            if slot >= slots || !self.shard.owns(self.job(slot)) {
                bits[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        bits
    }

    /// True when block `block` has no job for the shard to play but is still within the
    /// study (so the mark may pass it).
    fn is_vacant(&self, block: u64) -> bool {
        let slots = self.rule_sets * self.games;
        let start = block * BLOCK;
        start < slots && (start..(start + BLOCK).min(slots)).all(|slot| !self.shard.owns(self.job(slot)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn jobs_in_play_order_take_no_block_once_done() {
        let mut set = JobSet::new(3, 100_000, Shard::WHOLE);
        // Played in game-major order, as a run plays them.
        for game in 0..100_000u64 {
            for rule_set in 0..3u64 {
                assert!(set.insert(rule_set * 100_000 + game));
            }
            assert!(set.blocks() <= 1, "{} blocks after game {game}", set.blocks());
        }
        assert_eq!(set.len(), 300_000);
        assert!(!set.insert(5), "each job once");
        assert!(set.contains(299_999));
    }

    #[test]
    fn jobs_out_of_order_are_kept_exactly_and_shards_count_only_their_own() {
        let shard = Shard { index: 1, count: 3 };
        let mut set = JobSet::new(2, 10_000, shard);
        let owned: Vec<u64> = (0..20_000).filter(|&j| shard.owns(j)).collect();
        for &job in owned.iter().rev() {
            assert!(!set.contains(job));
            assert!(set.insert(job));
        }
        assert_eq!(set.len(), owned.len() as u64);
        assert!(owned.iter().all(|&j| set.contains(j)));
        assert_eq!(set.blocks(), 0, "every block full and passed");
        let mut sparse = JobSet::new(2, 10_000, shard);
        sparse.insert(owned[500]);
        assert!(sparse.contains(owned[500]) && !sparse.contains(owned[499]));
        assert!(sparse.contains(0), "job 0 is not the shard's");
    }
}
