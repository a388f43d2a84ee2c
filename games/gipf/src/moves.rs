//! GIPF sub-moves and their state-independent ids.
//!
//! A turn (rules.md §2.4) is played as several moves of the same player: each single row
//! removal is one move, the insertion is one move, and an explicit end-of-turn move declines
//! the optional rows that are left (see [`crate::game`]). Every move describes itself
//! completely, without the state: a push names its entry and piece kind, a removal names the
//! run it takes and the GIPF-pieces it keeps. So notation and ids never depend on the
//! position.
//!
//! # Move ids (`u32`)
//!
//! | bits 31..30 | meaning | payload |
//! |---|---|---|
//! | `00` | push | bits 0..=5 entry index (0..42, §2.2's table order), bit 6 set for a GIPF-piece |
//! | `01` | removal | bits 0..=4 line (0..21), 5..=7 run start, 8..=10 run end (positions on the line, inclusive), 11..=17 kept GIPF-pieces as a mask over the run (bit 0 = run start) |
//! | `10` | end of turn | none |
//!
//! Every other bit is zero. An id is a move when its fields are in range: the entry below 42,
//! `start <= end <` the line's length, the kept mask inside the run and not the whole run
//! (a removal removes at least one piece, G-12). Whether a move is legal is the state's
//! business.

use crate::geometry::{ENTRIES, GEO, LINES};

/// One action of one player.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct GipfMove(pub(crate) Kind);

/// The three kinds of sub-move.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub(crate) enum Kind {
    /// Bring a piece in through entry `entry` (§2.5); a GIPF-piece when `gipf`.
    Push { entry: u8, gipf: bool },
    /// Remove the run at positions `start..=end` of `line`, except the GIPF-pieces at the
    /// run positions set in `keep` (bit 0 = `start`).
    Remove { line: u8, start: u8, end: u8, keep: u8 },
    /// Decline the optional rows that are left.
    EndTurn,
}

const PUSH_TAG: u32 = 0;
const REMOVE_TAG: u32 = 1 << 30;
const END_TAG: u32 = 2 << 30;
const TAG_MASK: u32 = 3 << 30;

impl GipfMove {
    /// The end-of-turn move (declines optional rows; notation `end`).
    pub const END_TURN: Self = Self(Kind::EndTurn);

    /// A push through entry `entry` (index in §2.2's table order). Panics if `entry >= 42`.
    pub(crate) fn push(entry: usize, gipf: bool) -> Self {
        assert!(entry < ENTRIES);
        Self(Kind::Push { entry: entry as u8, gipf })
    }

    /// A removal; the caller guarantees the fields are in range (see the module docs).
    pub(crate) fn remove(line: usize, start: usize, end: usize, keep: u8) -> Self {
        debug_assert!(Self::removal_in_range(line, start, end, keep));
        Self(Kind::Remove { line: line as u8, start: start as u8, end: end as u8, keep })
    }

    fn removal_in_range(line: usize, start: usize, end: usize, keep: u8) -> bool {
        line < LINES && start <= end && end < usize::from(GEO.line_len[line]) && {
            let full = (1u16 << (end - start + 1)) - 1;
            u16::from(keep) & !full == 0 && u16::from(keep) != full
        }
    }

    /// True for an insertion.
    pub fn is_push(self) -> bool {
        matches!(self.0, Kind::Push { .. })
    }

    /// True for an insertion of a GIPF-piece.
    pub fn is_gipf_insertion(self) -> bool {
        matches!(self.0, Kind::Push { gipf: true, .. })
    }

    /// True for a row removal.
    pub fn is_removal(self) -> bool {
        matches!(self.0, Kind::Remove { .. })
    }

    /// True for the end-of-turn move.
    pub fn is_end_turn(self) -> bool {
        self.0 == Kind::EndTurn
    }

    /// For a removal, the spots it empties (run minus kept GIPF-pieces) as a bitboard.
    pub(crate) fn emptied(self) -> u64 {
        match self.0 {
            Kind::Remove { line, start, end, keep } => removal_mask(line, start, end, keep),
            _ => 0,
        }
    }

    /// The state-independent id (module docs).
    pub fn id(self) -> u32 {
        match self.0 {
            Kind::Push { entry, gipf } => PUSH_TAG | u32::from(entry) | u32::from(gipf) << 6,
            Kind::Remove { line, start, end, keep } => {
                REMOVE_TAG
                    | u32::from(line)
                    | u32::from(start) << 5
                    | u32::from(end) << 8
                    | u32::from(keep) << 11
            }
            Kind::EndTurn => END_TAG,
        }
    }

    /// The move with this id, or `None` if the id names no move (module docs). Never panics.
    pub fn from_id(id: u32) -> Option<Self> {
        let payload = id & !TAG_MASK;
        match id & TAG_MASK {
            PUSH_TAG => {
                let entry = (payload & 0x3f) as usize;
                (payload >> 7 == 0 && entry < ENTRIES).then(|| Self::push(entry, payload & 0x40 != 0))
            }
            REMOVE_TAG => {
                let line = (payload & 0x1f) as usize;
                let start = (payload >> 5 & 7) as usize;
                let end = (payload >> 8 & 7) as usize;
                let keep = (payload >> 11 & 0x7f) as u8;
                (payload >> 18 == 0 && Self::removal_in_range(line, start, end, keep))
                    .then(|| Self::remove(line, start, end, keep))
            }
            END_TAG => (payload == 0).then_some(Self::END_TURN),
            _ => None,
        }
    }
}

/// The spots a removal empties: positions `start..=end` of `line` minus the kept positions.
#[inline]
pub(crate) fn removal_mask(line: u8, start: u8, end: u8, keep: u8) -> u64 {
    let spots = &GEO.line_spots[usize::from(line)];
    let mut mask = 0;
    for pos in start..=end {
        if keep & (1 << (pos - start)) == 0 {
            mask |= 1u64 << spots[usize::from(pos)];
        }
    }
    mask
}

/// The run positions of `line` from `start` to `end` that hold a spot of `mask`, as a mask
/// relative to `start`.
pub(crate) fn run_positions(line: usize, start: usize, end: usize, mask: u64) -> u8 {
    let spots = &GEO.line_spots[line];
    (start..=end).filter(|&p| mask & (1u64 << spots[p]) != 0).fold(0, |k, p| k | 1 << (p - start))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_for_every_move() {
        let mut count = 0;
        for id in (0..128).chain((0..1u32 << 18).map(|p| REMOVE_TAG | p)).chain([END_TAG]) {
            if let Some(m) = GipfMove::from_id(id) {
                assert_eq!(m.id(), id);
                count += 1;
            }
        }
        assert!(count > 84, "{count}");
        for bad in
            [0x2a, 0x2a | 0x40, 0x80, END_TAG | 1, 3 << 30, REMOVE_TAG | 0x15, REMOVE_TAG | 1 << 18, u32::MAX]
        {
            assert_eq!(GipfMove::from_id(bad), None, "{bad:#x}");
        }
        // A run of 4 on line 0 (column b) keeping all four pieces removes nothing: not a move.
        assert_eq!(GipfMove::from_id(REMOVE_TAG | 3 << 8 | 0xf << 11), None);
        assert!(GipfMove::from_id(REMOVE_TAG | 3 << 8 | 0x7 << 11).is_some());
    }

    #[test]
    fn removal_masks_skip_kept_pieces() {
        let full = removal_mask(3, 0, 6, 0);
        assert_eq!(full, GEO.line_mask[3]);
        let kept = removal_mask(3, 0, 6, 0b100);
        assert_eq!(kept, full & !(1 << GEO.line_spots[3][2]));
        assert_eq!(run_positions(3, 0, 6, 1 << GEO.line_spots[3][2]), 0b100);
    }
}
