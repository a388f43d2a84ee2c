//! ZÈRTZ actions. A turn is a placement and the ring removed after it, or a capture
//! chain; each placement, removal and jump is its own action, so every choice is a move.

use crate::geometry::{MAX_RINGS, Ring};

/// A marble's colour. Marbles belong to nobody; what counts is who captures them.
#[derive(Copy, Clone, Eq, PartialEq, Ord, PartialOrd, Hash, Debug)]
pub enum Colour {
    /// Six in the standard game (five in Blitz); four captured win (three).
    White = 0,
    /// Eight (seven); five captured win (four).
    Grey = 1,
    /// Ten (nine); six captured win (five).
    Black = 2,
}

impl Colour {
    /// White, grey and black, in that order.
    pub const ALL: [Self; 3] = [Self::White, Self::Grey, Self::Black];

    /// The colour numbered `i` (0 white, 1 grey, 2 black).
    pub(crate) const fn from_index(i: usize) -> Self {
        match i {
            0 => Self::White,
            1 => Self::Grey,
            _ => Self::Black,
        }
    }

    /// The capital the official notation writes: `W`, `G`, `B`.
    pub const fn letter(self) -> char {
        match self {
            Self::White => 'W',
            Self::Grey => 'G',
            Self::Black => 'B',
        }
    }

    /// The colour in words: `white`, `grey`, `black`.
    pub const fn word(self) -> &'static str {
        match self {
            Self::White => "white",
            Self::Grey => "grey",
            Self::Black => "black",
        }
    }
}

/// One action of the player to move.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Move {
    /// A marble of `colour` from the pool (or, once the pool is empty, from the player's
    /// own captures) onto the vacant ring `at`.
    Place {
        /// The marble's colour.
        colour: Colour,
        /// The vacant ring it goes on.
        at: Ring,
    },
    /// A free ring leaves the board, after a placement.
    Remove(Ring),
    /// The marble on `from` jumps the marble beside it and lands on the vacant ring `to`
    /// beyond, capturing the marble jumped.
    Jump {
        /// Where the jumping marble stands.
        from: Ring,
        /// The vacant ring two steps away where it lands.
        to: Ring,
    },
    /// The player to move has no capture and no marble to place.
    Pass,
}

const RINGS: u32 = MAX_RINGS as u32;
const REMOVE_BASE: u32 = 3 * RINGS;
const JUMP_BASE: u32 = REMOVE_BASE + RINGS;
const PASS_ID: u32 = JUMP_BASE + RINGS * RINGS;

/// A move's id: placements 61·colour + ring (0–182), removals 183 + ring, jumps
/// 244 + 61·from + to, the pass 3 965.
pub(crate) fn id(mv: Move) -> u32 {
    match mv {
        Move::Place { colour, at } => colour as u32 * RINGS + at.0 as u32,
        Move::Remove(at) => REMOVE_BASE + at.0 as u32,
        Move::Jump { from, to } => JUMP_BASE + from.0 as u32 * RINGS + to.0 as u32,
        Move::Pass => PASS_ID,
    }
}

/// The move with id `id` on a board of `rings` rings, if any move has it.
pub(crate) fn from_id(id: u32, rings: usize) -> Option<Move> {
    let ring = |i: u32| (i < rings as u32).then_some(Ring(i as u8));
    Some(match id {
        _ if id < REMOVE_BASE => {
            Move::Place { colour: Colour::from_index((id / RINGS) as usize), at: ring(id % RINGS)? }
        }
        _ if id < JUMP_BASE => Move::Remove(ring(id - REMOVE_BASE)?),
        _ if id < PASS_ID => {
            let i = id - JUMP_BASE;
            Move::Jump { from: ring(i / RINGS)?, to: ring(i % RINGS)? }
        }
        PASS_ID => Move::Pass,
        _ => return None,
    })
}
