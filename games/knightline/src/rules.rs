//! Playing a move and deciding what happens next (rules.md §3.5, §3.7, §3.8; K-4, K-5).
//!
//! After every move the engine settles the next turn at once:
//!
//! 1. A line of four through the new stack wins for the mover.
//! 2. Otherwise the turn passes to the next player in seat order (White, Black, Red).
//! 3. If that player has no split:
//!    - with three players the game ends there, a draw for all ("a player was forced to
//!      pass", K-5). The forced pass is detected when the stuck player's turn comes, which is
//!      when they would have to pass: a player who is stuck while others move is not passing,
//!      and may be able to move again by their turn (K-4);
//!    - with two players, if the mover cannot split either, nobody can move and Black wins;
//!      otherwise the next player's only move is the pass, after which the mover (who can
//!      move) plays again.

use plateau_core::IllegalMove;
use plateau_core::board::square::king_distance;

use crate::geometry::Cell;
use crate::moves::{Move, MoveKind, target};
use crate::state::{KnightLineState, STACK_SIZE, Status};
use crate::zobrist;

/// Seat names, for messages.
pub(crate) const SEATS: [&str; 3] = ["White", "Black", "Red"];

impl KnightLineState {
    /// Plays a legal move. Legality is only checked in debug builds.
    pub(crate) fn apply(&mut self, mv: Move) {
        debug_assert!(self.check(mv).is_ok(), "illegal {mv:?}: {:?}", self.check(mv));
        let mover = self.to_move as usize;
        if let Some((from, jump, tiles)) = mv.as_split() {
            self.split(mover, from, target(from, jump), tiles);
        } else if mv.is_pass() {
            self.set_to_move(self.next_seat());
        } else if let MoveKind::Place { at } = mv.kind() {
            self.add_stack(mover, at, STACK_SIZE);
            self.hash ^=
                zobrist::placements(self.placements_left) ^ zobrist::placements(self.placements_left - 1);
            self.placements_left -= 1;
            self.settle_turn(mover);
        }
    }

    #[inline]
    fn split(&mut self, mover: usize, from: Cell, to: Cell, tiles: u8) {
        let list = &mut self.tall[mover];
        let at = list.find(from).expect("a split leaves from one of the mover's tall stacks");
        let height = list.as_slice()[at].height;
        let rest = height - tiles;
        if rest == 1 {
            list.remove(at);
        } else {
            list.set_height(at, rest);
        }
        self.hash ^= zobrist::stack(mover, from, height) ^ zobrist::stack(mover, from, rest);
        self.add_stack(mover, to, tiles);
        if self.restricted {
            self.restricted = false;
            self.hash ^= zobrist::restricted();
        }
        if self.completes_line(mover, to, self.wild()) {
            self.status = Status::Line(mover as u8);
        } else {
            self.settle_turn(mover);
        }
    }

    #[inline]
    fn next_seat(&self) -> u8 {
        // A compare instead of `%`: a division costs more than the rest of a turn change.
        let next = self.to_move + 1;
        if next == self.players { 0 } else { next }
    }

    /// Hands the turn to the next seat and decides whether the game goes on (module docs).
    #[inline]
    fn settle_turn(&mut self, mover: usize) {
        let next = self.next_seat();
        self.set_to_move(next);
        if self.placements_left > 0 || self.can_split(next as usize) {
            return;
        }
        if self.players == 3 {
            self.status = Status::ForcedPass;
        } else if !self.can_split(mover) {
            self.status = Status::NobodyCanMove;
        }
    }

    /// Why `mv` is illegal here, or `Ok` if it is legal. Exactly the moves
    /// [`Self::generate`] lists pass.
    pub(crate) fn check(&self, mv: Move) -> Result<(), IllegalMove> {
        if self.status != Status::Ongoing {
            return Err(IllegalMove::new("the game is over"));
        }
        let player = self.to_move as usize;
        let name = SEATS[player];
        match mv.kind() {
            MoveKind::Pass => {
                if self.placements_left > 0 || self.can_split(player) {
                    return Err(IllegalMove::new(format!(
                        "{name} cannot pass: passing is only allowed when no other move is possible"
                    )));
                }
            }
            MoveKind::Place { at } => {
                let Some(grey) = self.grey.filter(|_| self.placements_left > 0) else {
                    return Err(IllegalMove::new(
                        "stacks are placed only at the start of the grey-tile variants; now stacks are split",
                    ));
                };
                if king_distance(at.coord(), grey.coord()) != 1 {
                    return Err(IllegalMove::new(format!(
                        "{at} is not next to the grey tile on {grey}: stacks must be placed on one of its 8 neighbours"
                    )));
                }
                if self.is_occupied(at) {
                    return Err(IllegalMove::new(format!("{at} is already taken")));
                }
            }
            MoveKind::Split { from, to, tiles } => {
                if self.placements_left > 0 {
                    return Err(IllegalMove::new(format!(
                        "{name} must first place their stack next to the grey tile"
                    )));
                }
                if self.grey == Some(from) {
                    return Err(IllegalMove::new("the grey tile never moves"));
                }
                let Some((owner, height)) = self.stack_at(from) else {
                    return Err(IllegalMove::new(format!("there is no stack on {from}")));
                };
                if owner.index() != player {
                    return Err(IllegalMove::new(format!(
                        "the stack on {from} belongs to {}, and it is {name}'s turn",
                        SEATS[owner.index()]
                    )));
                }
                if height == 1 {
                    return Err(IllegalMove::new(format!(
                        "the stack on {from} is a single tile, and one tile must always stay behind"
                    )));
                }
                if tiles >= height {
                    return Err(IllegalMove::new(format!(
                        "the stack on {from} has {height} tiles, so 1 to {} of them can move, not {tiles}",
                        height - 1
                    )));
                }
                if self.restricted && tiles != 1 {
                    return Err(IllegalMove::new(format!(
                        "White's first move must move exactly 1 tile, not {tiles}"
                    )));
                }
                if self.is_occupied(to) {
                    return Err(IllegalMove::new(format!("{to} is not empty, and stacks never merge")));
                }
                if !self.is_target(to.x(), to.y()) {
                    return Err(IllegalMove::new(format!(
                        "{to} touches no stack or tile, and all pieces must stay connected"
                    )));
                }
            }
        }
        Ok(())
    }
}
