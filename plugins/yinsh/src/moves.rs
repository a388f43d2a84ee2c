//! YINSH actions: one turn is a ring move, followed by any rows and rings removed because
//! of it, each its own action so that every choice is a move of the game.

use crate::geometry::{POINTS, Point, STRETCH_COUNT, STRETCHES};

/// One action of the player to move.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Move {
    /// Placement: a ring on a vacant point.
    Place(Point),
    /// A ring moves from `from` to `to`, leaving a marker of its colour at `from` and
    /// turning over every marker it jumps.
    Ring {
        /// Where the ring stands.
        from: Point,
        /// The vacant point it moves to.
        to: Point,
    },
    /// Five markers in a row go back to the supply: the stretch numbered `stretch`
    /// ([`Move::row_ends`] names its ends).
    Row {
        /// Index into the board's stretches of five.
        stretch: u8,
    },
    /// One of the player's own rings leaves the board, after a row.
    Remove(Point),
    /// The player to move has no ring that can move.
    Pass,
}

impl Move {
    /// The two end points of a row, lower end first (the start going the positive way).
    pub fn row_ends(stretch: u8) -> (Point, Point) {
        let s = &STRETCHES[stretch as usize];
        let high = s.mask.ilog2() as u8;
        let low = s.mask.trailing_zeros() as u8;
        // The lower-numbered point is always the start: points are numbered column by
        // column, bottom up, and every axis runs towards higher columns or numbers.
        debug_assert_eq!(low, s.start);
        (Point(low), Point(high))
    }
}

const RING_BASE: u32 = POINTS as u32;
const ROW_BASE: u32 = RING_BASE + (POINTS * POINTS) as u32;
const REMOVE_BASE: u32 = ROW_BASE + STRETCH_COUNT as u32;
const PASS_ID: u32 = REMOVE_BASE + POINTS as u32;

/// A move's id: placements 0–84 (the point), ring moves 85 + 85·from + to, rows
/// 7 310 + stretch, ring removals 7 433 + point, the pass 7 518.
pub(crate) fn id(mv: Move) -> u32 {
    match mv {
        Move::Place(p) => p.index() as u32,
        Move::Ring { from, to } => RING_BASE + (from.index() * POINTS + to.index()) as u32,
        Move::Row { stretch } => ROW_BASE + u32::from(stretch),
        Move::Remove(p) => REMOVE_BASE + p.index() as u32,
        Move::Pass => PASS_ID,
    }
}

/// The move with id `id`, if any move has it.
pub(crate) fn from_id(id: u32) -> Option<Move> {
    let point = |i: u32| Point::from_index(i as usize);
    Some(match id {
        _ if id < RING_BASE => Move::Place(point(id)?),
        _ if id < ROW_BASE => {
            let i = id - RING_BASE;
            Move::Ring { from: point(i / POINTS as u32)?, to: point(i % POINTS as u32)? }
        }
        _ if id < REMOVE_BASE => Move::Row { stretch: (id - ROW_BASE) as u8 },
        _ if id < PASS_ID => Move::Remove(point(id - REMOVE_BASE)?),
        PASS_ID => Move::Pass,
        _ => return None,
    })
}
