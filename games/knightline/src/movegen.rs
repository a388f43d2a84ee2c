//! Legal move generation (rules.md §3.4–§3.6).
//!
//! Order, fixed and dependent only on the state: placements by king step
//! (`square::KING_STEPS` order around the grey tile); splits by source cell (x, then y), then
//! by jump (`square::KNIGHT_JUMPS` order), then by tile count ascending.

use plateau_core::board::square::KING_STEPS;

use crate::geometry::Cell;
use crate::moves::{Move, push_run};
use crate::state::{KnightLineState, Status};

impl KnightLineState {
    /// True if a split may land on `(x, y)`: the cell is empty and touches an occupied cell
    /// (§3.6: a move never empties a cell, so this keeps the group connected).
    #[inline]
    pub(crate) fn is_target(&self, x: i32, y: i32) -> bool {
        self.frontier.contains(x, y)
    }

    /// True if `player` has at least one split now (the first-move restriction never takes a
    /// player's last option away: one tile may always move).
    pub(crate) fn can_split(&self, player: usize) -> bool {
        self.tall[player].as_slice().iter().any(|t| self.frontier.knight_targets(t.cell.x(), t.cell.y()) != 0)
    }

    /// Fills `out` (cleared first) with the legal moves. See the crate's `Game` contract: a
    /// lone pass when the player to move is stuck, nothing once the game is over.
    ///
    /// Speed: random play spends most of its time here. Every jump of every tall stack
    /// appends a full run of 19 splits and keeps the first `most` of them (none for a jump
    /// that has no target), so the loop has no branch that depends on the position; on the
    /// short, irregular runs of real games that beats skipping empty jumps and writing
    /// exactly `most` moves by about a quarter. `out` is used as scratch up to 19 moves past
    /// the result; a position offers at most 8 × 19 splits (19 spare tiles in all, 8 jumps
    /// each), so a buffer with room for 171 moves never reallocates.
    pub(crate) fn generate(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.status != Status::Ongoing {
            return;
        }
        if self.placements_left > 0 {
            let grey = self.grey.expect("placements happen around the grey tile");
            for step in KING_STEPS {
                let at = Cell::new_unchecked(grey.x() + step.0, grey.y() + step.1);
                if !self.is_occupied(at) {
                    out.push(Move::place(at));
                }
            }
            return;
        }
        for tall in self.tall[self.to_move as usize].as_slice() {
            let most = if self.restricted { 1 } else { tall.height - 1 };
            let targets = self.frontier.knight_targets(tall.cell.x(), tall.cell.y());
            for jump in 0..8u8 {
                // `most` if the jump has a target, else 0, computed without a branch.
                push_run(out, tall.cell, jump, most * (targets >> jump & 1) as u8);
            }
        }
        if out.is_empty() {
            // Only reachable with two players: a stuck player of three ends the game.
            out.push(Move::PASS);
        }
    }
}
