//! The push (rules.md §2.5): a new piece enters at the first spot of an entry line, and the
//! chain of pieces in front of it moves one spot forward, up to the first empty spot. A line
//! without an empty spot cannot be pushed into.
//!
//! # Identical pushes
//!
//! Two different pushes can leave the same position. That happens exactly when the chain
//! moved forward consists only of pieces identical to the new one (same colour, same kind):
//! then the push just adds one such piece on the gap. The common case is an empty first spot
//! (the chain is empty), which the rules' NOTE mentions; but a push whose chain is, say, two
//! basic white pieces into the gap `g` also equals White entering `g` directly when `g` is a
//! border spot, or another such push along another line. (If the chains hold anything else,
//! some spot off the gap changes, and the two pushes differ.)
//!
//! Such pushes are one move. Its representative, the push the move generator lists, is the
//! one a person would make: when the gap is a border spot, the direct entry into it from the
//! alphabetically first dot (so among pushes into the same empty spot the alphabetically
//! first dot is kept, as rules.md §2.5 suggests); when the gap is an inner spot, the push with
//! the lowest entry index, i.e. the alphabetically first dot (two lines from one dot never
//! share a spot, so a dot gives at most one push per gap). `canonical_entry` maps any push
//! to its representative.

use crate::geometry::{ENTRIES, Entry, GEO, bit};
use crate::state::{GipfState, Piece};

/// The position, in push order, of the first empty spot of `entry`'s line, or `None` when
/// the line is full.
#[inline]
pub(crate) fn gap(s: &GipfState, entry: usize) -> Option<usize> {
    let j = s.entry_occ[entry].trailing_ones() as usize;
    (j < usize::from(GEO.entries[entry].len)).then_some(j)
}

/// True when the chain in front of a push with gap position `j` is made only of pieces like
/// `piece`, so that the push amounts to putting `piece` on the gap.
#[inline]
pub(crate) fn adds_only(s: &GipfState, entry: &Entry, j: usize, piece: Piece) -> bool {
    let chain = entry.prefix[j];
    let own = s.colour[piece.owner.index()];
    let same_kind = if piece.gipf { s.gipf } else { !s.gipf };
    chain & !(own & same_kind) == 0
}

/// The entry that the move generator lists for the push of `piece` through `entry`: the same
/// entry unless the push only adds the piece on its gap and another push is the
/// representative of that result (module docs).
pub(crate) fn canonical_entry(s: &GipfState, entry: usize, piece: Piece) -> usize {
    let e = &GEO.entries[entry];
    let Some(j) = gap(s, entry) else { return entry };
    if !adds_only(s, e, j, piece) {
        return entry;
    }
    let target = usize::from(e.spots[j]);
    if GEO.border & bit(target) != 0 {
        return usize::from(GEO.first_entry_into[target]);
    }
    (0..ENTRIES)
        .find(|&other| {
            let o = &GEO.entries[other];
            gap(s, other).is_some_and(|k| usize::from(o.spots[k]) == target && adds_only(s, o, k, piece))
        })
        .unwrap_or(entry)
}

/// Pushes `piece` in through `entry`, whose first gap is at position `j`: every piece in
/// front moves one spot forward and `piece` takes the first spot. Keeps the hash; reserves
/// and turn bookkeeping are the caller's.
#[inline]
pub(crate) fn apply(s: &mut GipfState, entry: &Entry, j: usize, piece: Piece) {
    // Each spot of the chain takes the piece behind it; only the gap becomes occupied.
    let mut incoming = piece;
    for &spot in &entry.spots[..j] {
        let spot = usize::from(spot);
        let Some(old) = s.piece(spot) else { break };
        s.recolour(spot, old, incoming);
        incoming = old;
    }
    s.put(usize::from(entry.spots[j]), incoming);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::geometry::{Point, parse_point, spot};
    use plateau_core::Player;

    fn entry(dot: &str, first: &str) -> usize {
        let Some(Point::Dot(d)) = parse_point(dot) else { panic!("{dot}") };
        GEO.entry_from(d, spot(first)).unwrap()
    }

    const W: Piece = Piece { owner: Player::WHITE, gipf: false };
    const B: Piece = Piece { owner: Player::BLACK, gipf: false };

    #[test]
    fn a_push_shifts_the_chain_to_the_first_gap_only() {
        let mut s = GipfState::empty([5, 5], Player::BLACK, 0);
        s.put(spot("e2"), W);
        s.put(spot("e3"), B);
        s.put(spot("e5"), W);
        let e = &GEO.entries[entry("e1", "e2")];
        let j = gap(&s, entry("e1", "e2")).unwrap();
        assert_eq!(j, 2);
        apply(&mut s, e, j, B);
        assert_eq!(s.piece(spot("e2")), Some(B));
        assert_eq!(s.piece(spot("e3")), Some(W));
        assert_eq!(s.piece(spot("e4")), Some(B));
        assert_eq!(s.piece(spot("e5")), Some(W), "beyond the gap nothing moves");
        assert_eq!(s.hash, s.hash_from_scratch());
    }

    #[test]
    fn full_lines_have_no_gap() {
        let mut s = GipfState::empty([5, 5], Player::WHITE, 0);
        for n in ["b2", "b3", "b4", "b5"] {
            s.put(spot(n), W);
        }
        assert_eq!(gap(&s, entry("b1", "b2")), None);
        assert_eq!(gap(&s, entry("a1", "b2")), Some(1));
    }

    #[test]
    fn pushes_that_only_add_a_piece_map_to_their_representative() {
        let s = GipfState::empty([5, 5], Player::WHITE, 0);
        assert_eq!(canonical_entry(&s, entry("g1", "f2"), W), entry("f1", "f2"));
        assert_eq!(canonical_entry(&s, entry("f1", "e2"), W), entry("d1", "e2"));
        // With b2 white, White's b1-b2 moves that piece to b3 and puts the new one on b2:
        // the same as entering the border spot b3 directly, from a2.
        let mut s = GipfState::empty([5, 5], Player::WHITE, 0);
        s.put(spot("b2"), W);
        assert_eq!(canonical_entry(&s, entry("b1", "b2"), W), entry("a2", "b3"));
        assert_eq!(canonical_entry(&s, entry("a1", "b2"), W), entry("a1", "b2"));
        // An inner gap: c3 is reached by a1-b2 (over b2) and by c1-c2 with c2 white too; the
        // alphabetically first dot, a1, represents both.
        s.put(spot("c2"), W);
        assert_eq!(canonical_entry(&s, entry("c1", "c2"), W), entry("a1", "b2"));
        // A border gap is entered directly even when a chain push comes first: d1-e2 over a
        // white e2 fills f2 like f1-f2 does.
        let mut t = GipfState::empty([5, 5], Player::WHITE, 0);
        t.put(spot("e2"), W);
        assert_eq!(canonical_entry(&t, entry("d1", "e2"), W), entry("f1", "f2"));
        assert_eq!(canonical_entry(&t, entry("g1", "f2"), W), entry("f1", "f2"));
        let mut s2 = s.clone();
        let mut s3 = s.clone();
        let (e1, e2) = (entry("b1", "b2"), entry("a2", "b3"));
        apply(&mut s2, &GEO.entries[e1], gap(&s, e1).unwrap(), W);
        apply(&mut s3, &GEO.entries[e2], gap(&s, e2).unwrap(), W);
        assert_eq!(s2, s3);
        // Black's piece is not like White's: the same push by Black changes b3's colour.
        assert_eq!(canonical_entry(&s, entry("b1", "b2"), B), entry("b1", "b2"));
    }
}
