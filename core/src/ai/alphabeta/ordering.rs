//! Move ordering for alpha-beta: the transposition-table move first, then killer moves
//! (moves that caused a cut-off at the same ply elsewhere), then the rest by the history
//! heuristic (how often and how deep a move caused cut-offs before). Moves are known by
//! their ids ([`crate::Game::move_id`]), so none of this depends on the game.

use super::score::MAX_PLY;
use super::table::NO_MOVE;
use crate::Player;

/// History slots per player; move ids are folded into this range (a collision only blurs
/// the ordering).
const HISTORY_SLOTS: usize = 1 << 14;

/// Killers and history, kept between the searches of one agent.
pub(super) struct Ordering {
    killers: Vec<[u32; 2]>,
    history: Vec<u32>,
}

impl Ordering {
    pub(super) fn new() -> Self {
        Self { killers: vec![[NO_MOVE; 2]; MAX_PLY + 1], history: vec![0; 2 * HISTORY_SLOTS] }
    }

    /// Forgets the killers (they belong to the plies of the last search) and fades the
    /// history, so old evidence weighs less than new.
    pub(super) fn new_search(&mut self) {
        self.killers.fill([NO_MOVE; 2]);
        for h in &mut self.history {
            *h /= 8;
        }
    }

    fn slot(mover: Player, id: u32) -> usize {
        (mover.index() & 1) * HISTORY_SLOTS + (id as usize & (HISTORY_SLOTS - 1))
    }

    /// Sort key of move `id` for `mover` at `ply` (larger first); `first` is the move to try
    /// before all others (the table's move, or the previous best at the root).
    pub(super) fn key(&self, mover: Player, ply: usize, id: u32, first: u32) -> u32 {
        if id == first && first != NO_MOVE {
            return u32::MAX;
        }
        let [k0, k1] = self.killers[ply.min(MAX_PLY)];
        if id == k0 {
            return u32::MAX - 1;
        }
        if id == k1 {
            return u32::MAX - 2;
        }
        self.history[Self::slot(mover, id)].min(u32::MAX - 3)
    }

    /// Records that move `id` of `mover` caused a cut-off at `ply` with `depth` plies left.
    pub(super) fn cutoff(&mut self, mover: Player, ply: usize, id: u32, depth: u32) {
        let killers = &mut self.killers[ply.min(MAX_PLY)];
        if killers[0] != id {
            killers[1] = killers[0];
            killers[0] = id;
        }
        let h = &mut self.history[Self::slot(mover, id)];
        *h = h.saturating_add(depth.saturating_mul(depth));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_move_then_killers_then_history() {
        let mut o = Ordering::new();
        let p = Player::WHITE;
        o.cutoff(p, 3, 10, 4);
        o.cutoff(p, 3, 11, 2);
        o.cutoff(p, 5, 12, 6);
        assert_eq!(o.key(p, 3, 99, 99), u32::MAX);
        assert_eq!(o.key(p, 3, 11, 99), u32::MAX - 1);
        assert_eq!(o.key(p, 3, 10, 99), u32::MAX - 2);
        // Not a killer at ply 3: ordered by history (36 for move 12, nothing for move 13).
        assert_eq!(o.key(p, 3, 12, NO_MOVE), 36);
        assert_eq!(o.key(p, 3, 13, NO_MOVE), 0);
        assert_eq!(o.key(Player::BLACK, 4, 12, NO_MOVE), 0, "history is per player");
        o.new_search();
        assert_eq!(o.key(p, 3, 11, NO_MOVE), 0);
        assert_eq!(o.key(p, 5, 12, NO_MOVE), 36 / 8);
    }
}
