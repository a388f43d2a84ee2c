//! Legal move generation: row removals, pushes, and the end-of-turn move.
//!
//! Order (deterministic, depends only on the state): removals by line and, within a row, by
//! kept-mask value (so "remove everything" comes first); then basic-piece pushes by entry
//! index (§2.2's alphabetical table), then GIPF-piece pushes likewise; then the end-of-turn
//! move.
//!
//! Moves that lead to the same position are listed once (so perft counts positions reached
//! by distinct actions):
//!
//! - pushes that only add a piece on their gap are one move: the direct entry into that gap
//!   from the alphabetically first dot when the gap is a border spot, else the push from the
//!   alphabetically first dot (see [`crate::push`]). From the Standard start this leaves 30
//!   of the 42 raw entry moves, from an empty board 18; [`Gipf::raw_entry_moves`] lists all
//!   42;
//! - two removals empty the same spots only if both empty a single spot where two rows cross,
//!   every other piece of both runs being a kept GIPF-piece; the one on the lower line is kept.

use crate::Gipf;
use crate::geometry::{ENTRIES, GEO, bit};
use crate::moves::{GipfMove, Kind, removal_mask, run_positions};
use crate::push;
use crate::rows::rows_of;
use crate::state::{GipfState, Rows, Stage};

impl Gipf {
    /// Fills `out` with the legal moves (cleared first); empty iff the game is over.
    pub(crate) fn generate(&self, s: &GipfState, out: &mut Vec<GipfMove>) {
        out.clear();
        if s.ending.is_some() {
            return;
        }
        if s.rows != Rows::None {
            removals(s, out);
        }
        match s.stage {
            Stage::BeforeInsertion if s.rows != Rows::Compulsory => {
                if s.reserve[s.side.index()] > 0 {
                    self.pushes(s, out);
                } else {
                    // Only optional rows and no reserve: removing one may refill it,
                    // declining means losing (G-8).
                    out.push(GipfMove::END_TURN);
                }
            }
            Stage::AfterInsertion if s.rows == Rows::Optional => out.push(GipfMove::END_TURN),
            _ => {}
        }
    }

    fn pushes(&self, s: &GipfState, out: &mut Vec<GipfMove>) {
        let (basic, gipf) = self.insertion_kinds(s);
        if basic {
            pushes_of_kind(s, false, out);
        }
        if gipf {
            pushes_of_kind(s, true, out);
        }
    }

    /// Every push the player to move could make through one of the 42 entries, before
    /// identical results are merged (for rules.md GP-11): each entry whose line has a gap,
    /// once per piece kind the player may insert. Empty when the player cannot insert now.
    pub fn raw_entry_moves(&self, s: &GipfState, out: &mut Vec<GipfMove>) {
        out.clear();
        if s.ending.is_some() || s.stage != Stage::BeforeInsertion || s.rows == Rows::Compulsory {
            return;
        }
        let (basic, gipf) = self.insertion_kinds(s);
        for index in 0..ENTRIES {
            if push::gap(s, index).is_some() {
                for (allowed, kind) in [(basic, false), (gipf, true)] {
                    if allowed {
                        out.push(GipfMove::push(index, kind));
                    }
                }
            }
        }
    }
}

/// The pushes of one kind of piece by the player to move, in entry order, with the pushes
/// that only add a piece on their gap merged into their representative (see
/// [`crate::push`]). This is the hot loop of random playouts, hence the flat form.
fn pushes_of_kind(s: &GipfState, gipf: bool, out: &mut Vec<GipfMove>) {
    let own = s.colour[s.side.index()];
    // Pieces identical to the one being inserted: the chains that make a push a mere addition.
    let like = own & if gipf { s.gipf } else { !s.gipf };
    let mut seen = 0u64;
    // Collected in a local buffer and appended at once: cheaper than a checked push per move.
    let mut buffer = [GipfMove::END_TURN; ENTRIES];
    let mut count = 0;
    for (index, entry) in GEO.entries.iter().enumerate() {
        let occupied = s.entry_occ[index];
        let keep = if occupied & 1 == 0 {
            // Entering an empty spot: listed from the alphabetically first dot only.
            entry.first_into_spot
        } else {
            let j = occupied.trailing_ones() as usize;
            if j >= usize::from(entry.len) {
                false
            } else if entry.prefix[j] & !like != 0 {
                true
            } else {
                let target = usize::from(entry.spots[j]);
                if GEO.border & bit(target) != 0 {
                    // A border gap: represented by the direct entry from the first dot.
                    false
                } else {
                    let fresh = seen & bit(target) == 0;
                    seen |= bit(target);
                    fresh
                }
            }
        };
        if keep {
            buffer[count] = GipfMove(Kind::Push { entry: index as u8, gipf });
            count += 1;
        }
    }
    out.extend_from_slice(&buffer[..count]);
}

/// Every single row removal open to the player to move: for each row of their colour, every
/// choice of GIPF-pieces (of either colour) in its run to keep, as long as something goes.
fn removals(s: &GipfState, out: &mut Vec<GipfMove>) {
    let rows = rows_of(s, s.side.index());
    let mut singles = 0u64;
    for row in rows.as_slice() {
        let (line, start, end) = (usize::from(row.line), usize::from(row.start), usize::from(row.end));
        let gipfs = run_positions(line, start, end, s.gipf);
        let whole = ((1u16 << (end - start + 1)) - 1) as u8;
        // Subsets of `gipfs` in increasing order: 0, then ((k | !gipfs) + 1) & gipfs.
        let mut keep = 0u8;
        loop {
            if keep != whole {
                let emptied = removal_mask(row.line, row.start, row.end, keep);
                let single = emptied.is_power_of_two();
                let duplicate = single && singles & emptied != 0;
                if single {
                    singles |= emptied;
                }
                if !duplicate {
                    out.push(GipfMove::remove(line, start, end, keep));
                }
            }
            if keep == gipfs {
                break;
            }
            keep = (keep | !gipfs).wrapping_add(1) & gipfs;
        }
    }
}
