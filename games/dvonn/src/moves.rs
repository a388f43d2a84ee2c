//! DVONN actions and their compact ids.
//!
//! The moves of the game, independent of any position, are: a placement on any of the 49
//! spaces, a jump between two spaces on one straight line, and the forced pass. Ids:
//!
//! | action | id |
//! |---|---|
//! | `Place(c)` | `c.number()` (0..=54, `11·(rank−1) + file`) |
//! | `Jump { from, to }` | `0x1000 | from.number() << 6 | to.number()` |
//! | `Pass` | `0x2000` |
//!
//! Every other `u32` names no move, and [`Move::from_id`] returns `None` for it, including
//! jumps between spaces that share no straight line.

use crate::geometry::Cell;

/// One action of a DVONN game. Two bytes, `Copy`: a jump is two cells, and the other actions
/// fit in the byte values no cell uses.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub enum Move {
    /// Phase 1: put the next piece on an empty space (its kind follows from the ply).
    Place(Cell),
    /// Phase 2: move the whole stack on `from` onto the stack on `to`.
    Jump {
        /// Where the stack starts.
        from: Cell,
        /// Where it lands (on top of another stack).
        to: Cell,
    },
    /// The forced pass of a player who has no move while the other player has one.
    Pass,
}

// Search and playouts keep long lists of moves; the size is part of the speed design.
const _: () = assert!(size_of::<Move>() == 2);

const JUMP: u32 = 0x1000;
const PASS: u32 = 0x2000;

impl Move {
    /// The id of this move (see the module documentation).
    pub const fn id(self) -> u32 {
        match self {
            Self::Place(cell) => cell.number() as u32,
            Self::Jump { from, to } => JUMP | (from.number() as u32) << 6 | to.number() as u32,
            Self::Pass => PASS,
        }
    }

    /// The move with this id, or `None` when the id names no DVONN move.
    pub const fn from_id(id: u32) -> Option<Self> {
        match id >> 12 {
            0 => match Cell::from_number(id as usize) {
                Some(cell) => Some(Self::Place(cell)),
                None => None,
            },
            1 => {
                let (Some(from), Some(to)) =
                    (Cell::from_number(((id >> 6) & 63) as usize), Cell::from_number((id & 63) as usize))
                else {
                    return None;
                };
                if from.line_distance(to).is_some() { Some(Self::Jump { from, to }) } else { None }
            }
            _ if id == PASS => Some(Self::Pass),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_for_every_move() {
        let mut seen = std::collections::HashSet::new();
        let mut moves = vec![Move::Pass];
        for a in Cell::all() {
            moves.push(Move::Place(a));
            for b in Cell::all().filter(|&b| a.line_distance(b).is_some()) {
                moves.push(Move::Jump { from: a, to: b });
            }
        }
        for mv in moves {
            assert!(seen.insert(mv.id()), "{mv:?} shares an id");
            assert_eq!(Move::from_id(mv.id()), Some(mv));
        }
    }

    #[test]
    fn ids_of_no_move_decode_to_none() {
        let decoded = (0..0x3000).filter(|&id| Move::from_id(id).is_some()).count();
        let pairs_on_lines: usize =
            Cell::all().map(|a| Cell::all().filter(|&b| a.line_distance(b).is_some()).count()).sum();
        assert_eq!(decoded, 49 + pairs_on_lines + 1);
        let a1 = Cell::parse("a1").unwrap();
        let k5 = Cell::parse("k5").unwrap();
        assert_eq!(Move::from_id(Move::Jump { from: a1, to: k5 }.id()), None);
        assert_eq!(Move::from_id(Move::Jump { from: a1, to: a1 }.id()), None);
        for id in [55, 63, 64, 0x0FFF, 0x2001, 0x3000, u32::MAX] {
            assert_eq!(Move::from_id(id), None, "{id:#x}");
        }
    }
}
