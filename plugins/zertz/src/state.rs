//! The ZÈRTZ position: the rings still on the board and the marbles on them as bit sets,
//! the pool, each player's captures, and where the turn stands.

use crate::geometry::{Ring, rings};
use crate::moves::Colour;

/// Turns in a row in which no ring leaves the board and no marble leaves the pool, after
/// which the game is drawn: our stand-in for the rulebook's repetition rule (rules.md).
pub const QUIET_TURNS: u8 = 50;

/// Where the turn stands.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Phase {
    /// A turn begins: capture if any capture exists, else place a marble (or pass).
    Turn,
    /// The mover has placed a marble and removes a free ring.
    Remove,
    /// The marble on this ring has just jumped and must jump again.
    Chain(Ring),
}

/// How a game ended.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum End {
    /// This player captured a winning set of marbles.
    Captures(u8),
    /// This player filled the last vacant ring and wins.
    FullBoard(u8),
    /// Neither player could capture or place a marble, twice in a row: a draw.
    Passes,
    /// [`QUIET_TURNS`] turns went by with neither the board nor the pool shrinking: a draw.
    Quiet,
}

/// A ZÈRTZ position, including whose action it is. Under 80 bytes, no heap.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct ZertzState {
    /// Rings still on the board.
    pub(crate) rings: u64,
    /// Rings holding a white, grey and black marble.
    pub(crate) marbles: [u64; 3],
    /// Marbles of each colour in the pool.
    pub(crate) pool: [u8; 3],
    /// Marbles of each colour each player has captured.
    pub(crate) captured: [[u8; 3]; 2],
    /// Who acts next (0 or 1).
    pub(crate) to_move: u8,
    pub(crate) phase: Phase,
    /// Passes in a row (two end the game).
    pub(crate) passes: u8,
    /// Turns since a ring last left the board or a marble the pool.
    pub(crate) quiet: u8,
    pub(crate) end: Option<End>,
    pub(crate) hash: u64,
}

/// A 64-bit mix (the splitmix64 finaliser): every input bit reaches every output bit.
const fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl ZertzState {
    /// The full board of `all` rings with `supply` marbles in the pool, player 1 to move.
    pub(crate) fn start(all: u64, supply: [u8; 3]) -> Self {
        let mut s = Self {
            rings: all,
            marbles: [0; 3],
            pool: supply,
            captured: [[0; 3]; 2],
            to_move: 0,
            phase: Phase::Turn,
            passes: 0,
            quiet: 0,
            end: None,
            hash: 0,
        };
        s.hash = s.hash_from_scratch();
        s
    }

    /// The hash from nothing but the position. Positions are small enough that it is
    /// always computed whole: a chain of mixes over the sets and counts.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let counts = u64::from_le_bytes([
            self.pool[0],
            self.pool[1],
            self.pool[2],
            self.to_move,
            self.passes,
            self.quiet,
            match self.phase {
                Phase::Turn => 0xFE,
                Phase::Remove => 0xFD,
                Phase::Chain(at) => at.0,
            },
            match self.end {
                None => 0,
                Some(End::Captures(p)) => 1 + p,
                Some(End::FullBoard(p)) => 3 + p,
                Some(End::Passes) => 5,
                Some(End::Quiet) => 6,
            },
        ]);
        let captured = u64::from_le_bytes([
            self.captured[0][0],
            self.captured[0][1],
            self.captured[0][2],
            self.captured[1][0],
            self.captured[1][1],
            self.captured[1][2],
            0,
            0,
        ]);
        let mut h = 0x2E27_2000_0000_0037;
        for word in [self.rings, self.marbles[0], self.marbles[1], self.marbles[2], counts, captured] {
            h = mix(h ^ word);
        }
        h
    }

    /// Rings still on the board.
    pub fn rings(&self) -> impl Iterator<Item = Ring> {
        rings(self.rings)
    }

    /// The rings holding a marble of `colour`.
    pub fn marbles(&self, colour: Colour) -> impl Iterator<Item = Ring> {
        rings(self.marbles[colour as usize])
    }

    /// The marble on `ring`, if any.
    pub fn marble(&self, ring: Ring) -> Option<Colour> {
        Colour::ALL.into_iter().find(|&c| self.marbles[c as usize] & ring.bit() != 0)
    }

    /// Marbles of each colour in the pool (white, grey, black).
    pub fn pool(&self) -> [u8; 3] {
        self.pool
    }

    /// Marbles of each colour player `player` (0 or 1) has captured.
    pub fn captured(&self, player: usize) -> [u8; 3] {
        self.captured[player]
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Whose action it is (0 or 1).
    pub fn to_move(&self) -> usize {
        usize::from(self.to_move)
    }

    /// Every ring holding a marble.
    pub(crate) fn occupied(&self) -> u64 {
        self.marbles[0] | self.marbles[1] | self.marbles[2]
    }

    /// Every ring on the board without a marble.
    pub(crate) fn vacant(&self) -> u64 {
        self.rings & !self.occupied()
    }

    /// Where the mover's marbles come from: the pool while any marble is left in it, then
    /// the mover's own captures.
    pub(crate) fn source(&self) -> [u8; 3] {
        if self.pool_empty() { self.captured[usize::from(self.to_move)] } else { self.pool }
    }

    /// Whether the pool has no marble left of any colour.
    pub fn pool_empty(&self) -> bool {
        self.pool == [0; 3]
    }
}
