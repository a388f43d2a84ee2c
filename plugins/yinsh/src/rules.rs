//! The rules proper: which actions are legal and what each does, on [`YinshState`].
//!
//! After a ring move the turn is settled ([`settle`]): while the mover has a row of five
//! they remove one and then a ring, then the opponent does the same with theirs, and only
//! then does the opponent's turn begin ([`begin_turn`]), which is where the game ends if
//! the supply of markers is empty or no ring of either player can move.

use crate::geometry::{ALL, NEXT, OFF, POINTS, Point, STRETCHES, points};
use crate::moves::Move;
use crate::state::{End, MARKERS, Phase, RINGS, YinshState, flags_key, piece_key};

/// Whether some ring of `player` can move.
pub(crate) fn can_move(s: &YinshState, player: usize) -> bool {
    let mut found = false;
    ring_moves(s, player, |_, _| {
        found = true;
        false
    });
    found
}

/// Calls `each(from, to)` for every ring move of `player`, in order of ring, direction and
/// distance, until it returns false.
pub(crate) fn ring_moves(s: &YinshState, player: usize, mut each: impl FnMut(Point, Point) -> bool) {
    let rings = s.all_rings();
    let markers = s.all_markers();
    for from in points(s.rings[player]) {
        for (d, &first) in NEXT[from.index()].iter().enumerate() {
            let mut at = first;
            let mut jumped = false;
            while at != OFF {
                let bit = 1u128 << at;
                if rings & bit != 0 {
                    break;
                }
                if markers & bit != 0 {
                    jumped = true;
                } else {
                    if !each(from, Point(at)) {
                        return;
                    }
                    if jumped {
                        break;
                    }
                }
                at = NEXT[at as usize][d];
            }
        }
    }
}

/// The index of every stretch of five holding only `player`'s markers, in stretch order.
pub(crate) fn rows(s: &YinshState, player: usize) -> impl Iterator<Item = usize> + '_ {
    let own = s.markers[player];
    STRETCHES.iter().enumerate().filter(move |(_, st)| st.mask & own == st.mask).map(|(k, _)| k)
}

/// Whether `player` has a row of five.
pub(crate) fn has_row(s: &YinshState, player: usize) -> bool {
    let own = s.markers[player];
    // Cheap test first: no row without five markers.
    own.count_ones() >= 5 && STRETCHES.iter().any(|st| st.mask & own == st.mask)
}

/// Every legal action, in the order [`crate::Yinsh`] documents.
pub(crate) fn legal_moves(s: &YinshState, out: &mut Vec<Move>) {
    out.clear();
    if s.end.is_some() {
        return;
    }
    let p = s.to_move as usize;
    match s.phase {
        Phase::Placement => out.extend(points(ALL & !s.all_rings()).map(Move::Place)),
        Phase::Movement => {
            ring_moves(s, p, |from, to| {
                out.push(Move::Ring { from, to });
                true
            });
            if out.is_empty() {
                out.push(Move::Pass);
            }
        }
        Phase::Row => out.extend(rows(s, p).map(|k| Move::Row { stretch: k as u8 })),
        Phase::Ring => out.extend(points(s.rings[p]).map(Move::Remove)),
    }
}

/// The points strictly between `from` and `to`, which must lie on one line.
fn between(from: Point, to: Point) -> u128 {
    let (dc, dn) = (
        i32::from(to.column()) - i32::from(from.column()),
        i32::from(to.number()) - i32::from(from.number()),
    );
    let step = (dc.signum(), dn.signum());
    let d = crate::geometry::STEPS.iter().position(|&s| s == step).expect("a ring moves along a line");
    let mut mask = 0;
    let mut at = NEXT[from.index()][d];
    while at != to.0 {
        mask |= 1u128 << at;
        at = NEXT[at as usize][d];
    }
    mask
}

/// Plays a legal action.
pub(crate) fn play(s: &mut YinshState, mv: Move, target: u8) {
    s.hash ^= flags_key(s);
    let p = s.to_move as usize;
    match mv {
        Move::Place(at) => {
            s.rings[p] |= at.bit();
            s.hash ^= piece_key(0, p, at.index());
            if s.rings_placed() == 2 * RINGS {
                begin_turn(s, p ^ 1);
            } else {
                s.to_move ^= 1;
                s.mover = s.to_move;
            }
        }
        Move::Ring { from, to } => {
            s.rings[p] ^= from.bit() | to.bit();
            s.markers[p] |= from.bit();
            s.hash ^=
                piece_key(0, p, from.index()) ^ piece_key(0, p, to.index()) ^ piece_key(1, p, from.index());
            let flipped = between(from, to) & s.all_markers();
            for pt in points(flipped) {
                s.hash ^= piece_key(1, 0, pt.index()) ^ piece_key(1, 1, pt.index());
            }
            s.markers[0] ^= flipped;
            s.markers[1] ^= flipped;
            settle(s);
        }
        Move::Row { stretch } => {
            let mask = STRETCHES[stretch as usize].mask;
            s.markers[p] &= !mask;
            for pt in points(mask) {
                s.hash ^= piece_key(1, p, pt.index());
            }
            s.phase = Phase::Ring;
        }
        Move::Remove(at) => {
            s.rings[p] &= !at.bit();
            s.hash ^= piece_key(0, p, at.index());
            s.removed[p] += 1;
            if s.removed[p] >= target {
                s.end = Some(End::Rings(p as u8));
            } else {
                settle(s);
            }
        }
        Move::Pass => begin_turn(s, p ^ 1),
    }
    s.hash ^= flags_key(s);
}

/// After a ring move or a ring removal: the mover's rows first, then the opponent's, then
/// the opponent's turn.
fn settle(s: &mut YinshState) {
    let mover = s.mover as usize;
    if let Some(p) = [mover, mover ^ 1].into_iter().find(|&p| has_row(s, p)) {
        s.to_move = p as u8;
        s.phase = Phase::Row;
    } else {
        begin_turn(s, mover ^ 1);
    }
}

/// `player`'s turn to move a ring begins, unless the game ends here.
pub(crate) fn begin_turn(s: &mut YinshState, player: usize) {
    s.to_move = player as u8;
    s.mover = player as u8;
    s.phase = Phase::Movement;
    if s.markers_on_board() >= MARKERS {
        s.end = Some(End::Markers);
    } else if !can_move(s, player) && !can_move(s, player ^ 1) {
        s.end = Some(End::Blocked);
    }
}

/// Why `mv` is not legal in `s`, or `None` when it is.
pub(crate) fn refusal(s: &YinshState, mv: Move) -> Option<String> {
    if s.end.is_some() {
        return Some("the game is over".to_owned());
    }
    let p = s.to_move as usize;
    let own_ring = |at: Point| s.rings[p] & at.bit() != 0;
    let wrong_phase = |what: &str| {
        let now = match s.phase {
            Phase::Placement => "rings are being placed",
            Phase::Movement => "a ring must move",
            Phase::Row => "a row of five must be removed first",
            Phase::Ring => "a ring must be removed for the row",
        };
        Some(format!("{what} is not possible now: {now}"))
    };
    match (s.phase, mv) {
        (Phase::Placement, Move::Place(at)) => {
            (s.all_rings() & at.bit() != 0).then(|| format!("{at} already holds a ring"))
        }
        (Phase::Movement, Move::Ring { from, to }) => {
            if !own_ring(from) {
                return Some(format!("{from} holds no ring of the player to move"));
            }
            let mut legal = false;
            ring_moves(s, p, |f, t| {
                legal = f == from && t == to;
                !legal
            });
            (!legal).then(|| {
                format!(
                    "the ring on {from} cannot reach {to}: a ring moves in a straight line over vacant \
                     points, may jump one run of markers, and then stops on the first vacant point"
                )
            })
        }
        (Phase::Movement, Move::Pass) => {
            can_move(s, p).then(|| "a ring can move, so passing is not allowed".to_owned())
        }
        (Phase::Row, Move::Row { stretch }) => {
            let Some(st) = STRETCHES.get(stretch as usize) else {
                return Some("no such row of five on the board".to_owned());
            };
            (st.mask & s.markers[p] != st.mask)
                .then(|| "those five points are not a row of the player's markers".to_owned())
        }
        (Phase::Ring, Move::Remove(at)) => {
            (!own_ring(at)).then(|| format!("{at} holds no ring of the player to move"))
        }
        (_, Move::Place(_)) => wrong_phase("placing a ring"),
        (_, Move::Ring { .. }) => wrong_phase("moving a ring"),
        (_, Move::Pass) => wrong_phase("passing"),
        (_, Move::Row { .. }) => wrong_phase("removing a row"),
        (_, Move::Remove(_)) => wrong_phase("removing a ring"),
    }
}

/// Points are numbered 0 to 84.
const _: () = assert!(POINTS < 128);
