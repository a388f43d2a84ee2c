//! The YINSH position: rings and markers as bit sets over the 85 points, the rings each
//! player has removed, and where the turn stands.

use plateau_core::rng::zobrist_keys;

use crate::geometry::{POINTS, Point, points};

/// Markers in the game; those not on the board are the supply both players share.
pub const MARKERS: u32 = 51;
/// Rings per player.
pub const RINGS: u32 = 5;

/// Where the turn stands.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Phase {
    /// Rings go on the board, one per turn, White first.
    Placement,
    /// The player to move moves a ring (or passes when none can move).
    Movement,
    /// The player to move takes one of their rows of five off the board.
    Row,
    /// The player to move takes one of their rings off the board, for the row just removed.
    Ring,
}

/// How a game ended.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum End {
    /// This player removed the rings the rules ask for (three, or one in Blitz).
    Rings(u8),
    /// The supply was empty when a ring had to move: every marker was on the board.
    Markers,
    /// Neither player had a ring that could move.
    Blocked,
}

/// A YINSH position, including whose action it is. About 100 bytes, no heap.
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct YinshState {
    /// Rings of White (0) and Black (1).
    pub(crate) rings: [u128; 2],
    /// Markers showing White (0) and Black (1).
    pub(crate) markers: [u128; 2],
    /// Rings each player has taken off the board.
    pub(crate) removed: [u8; 2],
    /// Who acts next: the mover, or during removals whoever has a row.
    pub(crate) to_move: u8,
    /// Whose turn it is: the player who placed or moved a ring last, or is about to.
    /// Removals after a move go the mover's rows first.
    pub(crate) mover: u8,
    pub(crate) phase: Phase,
    pub(crate) end: Option<End>,
    pub(crate) hash: u64,
}

static PIECES: [u64; 4 * POINTS] = zobrist_keys(0x5914_5EED_0000_0085);
const FLAGS: [u64; 12] = zobrist_keys(0x5914_5EED_0000_000C);

/// Key of a ring (`kind` 0) or marker (`kind` 1) of `player` on point `i`.
#[inline]
pub(crate) fn piece_key(kind: usize, player: usize, i: usize) -> u64 {
    PIECES[(kind * 2 + player) * POINTS + i]
}

/// Key of the parts of a position that are not pieces: the player to move, the mover, the
/// phase and the rings removed (up to three each; later ones end the game).
pub(crate) fn flags_key(s: &YinshState) -> u64 {
    let mut h = 0;
    if s.to_move == 1 {
        h ^= FLAGS[0];
    }
    if s.mover == 1 {
        h ^= FLAGS[1];
    }
    h ^= FLAGS[2 + s.phase as usize];
    for p in 0..2 {
        if s.removed[p] > 0 {
            h ^= FLAGS[6 + 3 * p + usize::from(s.removed[p].min(3)) - 1];
        }
    }
    h
}

impl YinshState {
    /// The empty board before the first ring, White to place.
    pub(crate) fn start() -> Self {
        let mut s = Self {
            rings: [0; 2],
            markers: [0; 2],
            removed: [0; 2],
            to_move: 0,
            mover: 0,
            phase: Phase::Placement,
            end: None,
            hash: 0,
        };
        s.hash = s.hash_from_scratch();
        s
    }

    /// The hash from nothing but the position.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut h = flags_key(self);
        for p in 0..2 {
            for pt in points(self.rings[p]) {
                h ^= piece_key(0, p, pt.index());
            }
            for pt in points(self.markers[p]) {
                h ^= piece_key(1, p, pt.index());
            }
        }
        h
    }

    /// The rings of White (`0`) or Black (`1`).
    pub fn rings(&self, player: usize) -> impl Iterator<Item = Point> {
        points(self.rings[player])
    }

    /// The markers showing White (`0`) or Black (`1`).
    pub fn markers(&self, player: usize) -> impl Iterator<Item = Point> {
        points(self.markers[player])
    }

    /// Rings White (`0`) or Black (`1`) has taken off the board.
    pub fn rings_removed(&self, player: usize) -> u32 {
        u32::from(self.removed[player])
    }

    /// Markers not on the board.
    pub fn supply(&self) -> u32 {
        MARKERS.saturating_sub(self.markers_on_board())
    }

    /// Markers on the board.
    pub fn markers_on_board(&self) -> u32 {
        (self.markers[0] | self.markers[1]).count_ones()
    }

    /// Where the turn stands.
    pub fn phase(&self) -> Phase {
        self.phase
    }

    /// How the game ended, once it has.
    pub fn end(&self) -> Option<End> {
        self.end
    }

    /// Every point with a ring.
    pub(crate) fn all_rings(&self) -> u128 {
        self.rings[0] | self.rings[1]
    }

    /// Every point with a marker.
    pub(crate) fn all_markers(&self) -> u128 {
        self.markers[0] | self.markers[1]
    }

    /// Rings on the board and taken off, over both players.
    pub(crate) fn rings_placed(&self) -> u32 {
        self.all_rings().count_ones() + u32::from(self.removed[0]) + u32::from(self.removed[1])
    }
}
