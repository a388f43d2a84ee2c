//! The position: who is where, whose turn it is, and whether the game is over.
//!
//! # Representation
//!
//! - `occupied`, `frontier` and `owned[p]` are torus bitboards (`torus.rs`, 512 bytes
//!   each): every stack and the grey tile; the empty cells next to them (the only cells a
//!   split can land on, kept up to date in `add_stack`); and each player's stacks. Finding a
//!   stack's targets is four word loads; a line check is a few bit tests.
//! - Heights are kept only for *tall* stacks (two tiles or more), in one short sorted list
//!   per player (`TallList`, at most 10 entries since a player has 20 tiles). Every other
//!   occupied cell holds a single tile. Only tall stacks can move, so the move generator walks
//!   exactly these lists.
//! - `low`/`high` bound the occupied cells; they recover real coordinates from the torus for
//!   views and check the extent invariant the torus relies on.
//! - The outcome is decided when the move that causes it is played, so `to_move`,
//!   `outcome` and `legal_moves` on a finished game cost nothing.
//!
//! The whole state is about 2.7 KB, holds no heap memory, and is copied with one `memcpy`.
//! Equal positions have equal fields (lists are kept sorted and unused slots zeroed), so
//! the derived equality is position equality, and `Hash` feeds only the Zobrist key.

use std::hash::{Hash, Hasher};

use plateau_core::Player;

use crate::geometry::{Cell, MAX_EXTENT};
use crate::torus::Plane;
use crate::zobrist;

/// Tiles per player at the start (rules.md K-12).
pub const STACK_SIZE: u8 = 20;

/// Most tall stacks one player can have: 20 tiles, two or more per tall stack.
const TALL_CAPACITY: usize = (STACK_SIZE / 2) as usize;

/// How the game stands.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) enum Status {
    /// Someone acts next.
    Ongoing,
    /// This player completed a line of four.
    Line(u8),
    /// Two players, neither can move: Black wins.
    NobodyCanMove,
    /// Three players, the player to move has no move: everybody draws.
    ForcedPass,
}

/// A stack of two or more tiles.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub(crate) struct Tall {
    pub cell: Cell,
    pub height: u8,
}

/// One player's tall stacks, sorted by cell; slots past `len` are zero.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug, Default)]
pub(crate) struct TallList {
    len: u8,
    items: [Tall; TALL_CAPACITY],
}

impl TallList {
    #[inline]
    pub fn as_slice(&self) -> &[Tall] {
        &self.items[..self.len as usize]
    }

    #[inline]
    pub fn find(&self, cell: Cell) -> Option<usize> {
        self.as_slice().iter().position(|t| t.cell == cell)
    }

    /// Inserts a stack not yet in the list, keeping the order.
    pub fn insert(&mut self, tall: Tall) {
        let len = self.len as usize;
        assert!(len < TALL_CAPACITY, "a player cannot have more than {TALL_CAPACITY} tall stacks");
        let at = self.as_slice().iter().position(|t| t.cell > tall.cell).unwrap_or(len);
        self.items.copy_within(at..len, at + 1);
        self.items[at] = tall;
        self.len += 1;
    }

    /// Removes entry `at`, keeping the order and zeroing the freed slot.
    pub fn remove(&mut self, at: usize) {
        let len = self.len as usize;
        self.items.copy_within(at + 1..len, at);
        self.items[len - 1] = Tall::default();
        self.len -= 1;
    }

    #[inline]
    pub fn set_height(&mut self, at: usize, height: u8) {
        self.items[at].height = height;
    }
}

/// A Knight Line position. Build one with `Game::initial_state`, by playing
/// moves, or with [`crate::KnightLine::position`] for tests.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct KnightLineState {
    pub(crate) occupied: Plane,
    /// Empty cells next to a piece: exactly where a split may land (§3.6).
    pub(crate) frontier: Plane,
    pub(crate) owned: [Plane; 3],
    pub(crate) tall: [TallList; 3],
    pub(crate) grey: Option<Cell>,
    /// The grey tile counts for every player's lines (wildcard variant).
    pub(crate) wildcard: bool,
    pub(crate) low: Cell,
    pub(crate) high: Cell,
    pub(crate) players: u8,
    pub(crate) to_move: u8,
    /// Grey-tile opening: placements still to be made (0 in normal play).
    pub(crate) placements_left: u8,
    /// Two players: White's first split must move exactly one tile.
    pub(crate) restricted: bool,
    pub(crate) status: Status,
    pub(crate) hash: u64,
}

impl Hash for KnightLineState {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The Zobrist key is a function of the position, so equal states feed equal values.
        state.write_u64(self.hash);
    }
}

impl KnightLineState {
    /// A board for `players` players, White to act, holding only the grey tile (if any).
    /// `anchor` starts the bounding box: the grey tile's cell, or the first stack to be added.
    pub(crate) fn empty(players: u8, grey: Option<Cell>, anchor: Cell) -> Self {
        let mut state = Self {
            occupied: Plane::default(),
            frontier: Plane::default(),
            owned: Default::default(),
            tall: [TallList::default(); 3],
            grey,
            wildcard: false,
            low: anchor,
            high: anchor,
            players,
            to_move: 0,
            placements_left: 0,
            restricted: false,
            status: Status::Ongoing,
            hash: zobrist::turn(0),
        };
        if let Some(g) = grey {
            state.occupied.insert(g.x(), g.y());
            state.frontier.grow_frontier(&state.occupied, g.x(), g.y());
            state.hash ^= zobrist::grey(g);
        }
        state
    }

    /// Puts a new stack on the empty `cell`, updating planes, lists, bounds and hash.
    #[inline]
    pub(crate) fn add_stack(&mut self, owner: usize, cell: Cell, height: u8) {
        debug_assert!(!self.occupied.contains(cell.x(), cell.y()));
        self.occupied.insert(cell.x(), cell.y());
        self.frontier.grow_frontier(&self.occupied, cell.x(), cell.y());
        self.owned[owner].insert(cell.x(), cell.y());
        if height >= 2 {
            self.tall[owner].insert(Tall { cell, height });
        }
        self.hash ^= zobrist::stack(owner, cell, height);
        self.low = Cell::new_unchecked(self.low.x().min(cell.x()), self.low.y().min(cell.y()));
        self.high = Cell::new_unchecked(self.high.x().max(cell.x()), self.high.y().max(cell.y()));
        debug_assert!(self.extent() <= MAX_EXTENT, "occupied cells spread too far for the torus");
    }

    /// The cells of `plane` (which holds only occupied cells), row by row from the top, left
    /// to right, in real coordinates: the bounding box is narrower than the torus, so each
    /// torus column stands for exactly one column of the box.
    pub(crate) fn cells_of<'a>(&'a self, plane: &'a Plane) -> impl Iterator<Item = Cell> + 'a {
        let left = self.low.x();
        (self.low.y()..=self.high.y()).rev().flat_map(move |y| {
            let mut bits = plane.row_from(y, left);
            std::iter::from_fn(move || {
                (bits != 0).then(|| {
                    let i = bits.trailing_zeros() as i32;
                    bits &= bits - 1;
                    Cell::new_unchecked(left + i, y)
                })
            })
        })
    }

    /// Width or height of the box around the occupied cells, minus one.
    pub(crate) fn extent(&self) -> i32 {
        (self.high.x() - self.low.x()).max(self.high.y() - self.low.y())
    }

    /// Makes `player` the one to act, keeping the hash in step.
    #[inline]
    pub(crate) fn set_to_move(&mut self, player: u8) {
        self.hash ^= zobrist::turn(self.to_move as usize) ^ zobrist::turn(player as usize);
        self.to_move = player;
    }

    /// The grey tile's cell when it counts in lines (wildcard variant).
    #[inline]
    pub(crate) fn wild(&self) -> Option<Cell> {
        if self.wildcard { self.grey } else { None }
    }

    /// True if `c` lies within the box around the occupied cells. Only cells near that box
    /// may be looked up on the torus (see `torus.rs`); anything farther is empty.
    #[inline]
    pub(crate) fn near_box(&self, c: Cell) -> bool {
        (self.low.x() - 3..=self.high.x() + 3).contains(&c.x())
            && (self.low.y() - 3..=self.high.y() + 3).contains(&c.y())
    }

    /// The owner of the stack on `(x, y)`, if a player's stack stands there.
    #[inline]
    pub(crate) fn owner_at(&self, x: i32, y: i32) -> Option<usize> {
        (0..self.players as usize).find(|&p| self.owned[p].contains(x, y))
    }

    /// Height of `owner`'s stack on `cell` (1 unless it is tall).
    pub(crate) fn height_of(&self, owner: usize, cell: Cell) -> u8 {
        self.tall[owner].find(cell).map_or(1, |i| self.tall[owner].as_slice()[i].height)
    }

    /// The player whose stack is on `c` and its height, or `None` for an empty cell or the
    /// grey tile.
    pub fn stack_at(&self, c: Cell) -> Option<(Player, u8)> {
        if !self.near_box(c) {
            return None;
        }
        let owner = self.owner_at(c.x(), c.y())?;
        Some((Player::new(owner), self.height_of(owner, c)))
    }

    /// Where the grey tile is, in the grey-tile variants.
    pub fn grey(&self) -> Option<Cell> {
        self.grey
    }

    /// True if a stack or the grey tile is on `c`.
    pub fn is_occupied(&self, c: Cell) -> bool {
        self.near_box(c) && self.occupied.contains(c.x(), c.y())
    }

    /// Every stack on the board as `(cell, owner, height)`, row by row from the top, left to
    /// right. The grey tile is not a stack (see [`Self::grey`]).
    pub fn stacks(&self) -> Vec<(Cell, Player, u8)> {
        self.cells_of(&self.occupied).filter_map(|c| self.stack_at(c).map(|(p, h)| (c, p, h))).collect()
    }

    /// Number of stacks `player` has on the board.
    pub fn stack_count(&self, player: Player) -> u32 {
        self.owned[player.index()].len()
    }

    /// Tiles `player` could still move in later turns: the sum of `height - 1` over their
    /// stacks. Each split uses up exactly one of them.
    pub fn spare_tiles(&self, player: Player) -> u32 {
        self.tall[player.index()].as_slice().iter().map(|t| u32::from(t.height) - 1).sum()
    }

    /// True during the grey-tile opening, while stacks are still being placed.
    pub fn is_placement(&self) -> bool {
        self.placements_left > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(x: i32, y: i32) -> Cell {
        Cell::new(x, y).unwrap()
    }

    #[test]
    fn tall_lists_stay_sorted_and_canonical() {
        let mut a = TallList::default();
        for (x, y) in [(3, 0), (-2, 5), (0, 0), (0, -1)] {
            a.insert(Tall { cell: cell(x, y), height: 4 });
        }
        let cells: Vec<Cell> = a.as_slice().iter().map(|t| t.cell).collect();
        assert_eq!(cells, [cell(-2, 5), cell(0, -1), cell(0, 0), cell(3, 0)]);
        a.remove(a.find(cell(0, -1)).unwrap());
        let mut b = TallList::default();
        for (x, y) in [(0, 0), (3, 0), (-2, 5)] {
            b.insert(Tall { cell: cell(x, y), height: 4 });
        }
        assert_eq!(a, b, "same stacks, same list, whatever the history");
    }

    #[test]
    fn stacks_and_bounds_follow_additions() {
        let mut s = KnightLineState::empty(2, None, cell(0, 0));
        s.add_stack(0, cell(0, 0), 20);
        s.add_stack(1, cell(1, 0), 1);
        s.add_stack(0, cell(-2, 3), 2);
        assert_eq!((s.low, s.high), (cell(-2, 0), cell(1, 3)));
        assert_eq!(
            s.stacks(),
            [
                (cell(-2, 3), Player::WHITE, 2),
                (cell(0, 0), Player::WHITE, 20),
                (cell(1, 0), Player::BLACK, 1)
            ]
        );
        assert_eq!(s.stack_count(Player::WHITE), 2);
        assert_eq!(s.spare_tiles(Player::WHITE), 20);
        assert_eq!(s.stack_at(cell(5, 5)), None);
    }
}
