//! A Connect Four position: the discs of each seat as masks, each column's height, and
//! whether the last disc made four.

use plateau_core::Player;
use plateau_core::rng::zobrist_keys;

use crate::grid::{Grid, MAX_SIDE};

/// Bits a position's masks can use.
const BITS: usize = 128;
/// Zobrist keys, one per (seat, bit).
static KEYS: [u64; 2 * BITS] = zobrist_keys(0xC4C4_5EED_0000_0001);

/// One position. The seat to move follows from the number of discs: Red moves first.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ConnectFourState {
    /// The discs of seat 0 (Red) and seat 1 (Yellow).
    discs: [u128; 2],
    /// Discs in each column.
    heights: [u8; MAX_SIDE as usize],
    /// Discs on the board.
    played: u8,
    /// The last disc made four in a line.
    won: bool,
    /// Zobrist hash of the discs, kept up to date by [`Self::drop_disc`].
    hash: u64,
}

impl ConnectFourState {
    /// The empty board.
    pub(crate) fn empty() -> Self {
        Self { discs: [0; 2], heights: [0; MAX_SIDE as usize], played: 0, won: false, hash: 0 }
    }

    /// The seat whose turn it is (if the game goes on).
    pub fn mover(&self) -> Player {
        Player::new(usize::from(self.played % 2))
    }

    /// The seat that dropped the last disc, if any.
    pub fn last_mover(&self) -> Option<Player> {
        self.played.checked_sub(1).map(|n| Player::new(usize::from(n % 2)))
    }

    /// The discs of `seat`, as a mask of [`Grid`] bits.
    pub fn discs(&self, seat: Player) -> u128 {
        self.discs[seat.index()]
    }

    /// Discs in `column`.
    pub fn height(&self, column: u8) -> u8 {
        self.heights[usize::from(column)]
    }

    /// Discs on the board.
    pub fn played(&self) -> u8 {
        self.played
    }

    /// Whether the last disc made four in a line.
    pub fn won(&self) -> bool {
        self.won
    }

    /// The hash kept with the position.
    pub(crate) fn hash(&self) -> u64 {
        self.hash
    }

    /// The same hash, from the discs alone.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        (0..2).fold(0, |h, seat| {
            let mut discs = self.discs[seat];
            let mut h = h;
            while discs != 0 {
                h ^= KEYS[seat * BITS + discs.trailing_zeros() as usize];
                discs &= discs - 1;
            }
            h
        })
    }

    /// Drops the mover's disc into `column`, which must have room.
    pub(crate) fn drop_disc(&mut self, grid: &Grid, column: u8) {
        let seat = usize::from(self.played % 2);
        let row = self.heights[usize::from(column)];
        let index = grid.index(column, row);
        self.discs[seat] |= 1 << index;
        self.heights[usize::from(column)] += 1;
        self.played += 1;
        self.hash ^= KEYS[seat * BITS + index];
        self.won = grid.has_four(self.discs[seat]);
    }
}
