//! The rules proper: which actions are legal and what each does, on [`ZertzState`].
//!
//! A turn starts in [`Phase::Turn`]: if any marble can jump, the mover must capture, and
//! a marble that has jumped jumps on while it can ([`Phase::Chain`]). Otherwise the mover
//! places a marble and then, if some ring is free, removes one ([`Phase::Remove`]). After
//! a placement or a removal every group of rings cut off with a marble on each of its rings
//! goes to the mover. The game ends the moment the mover holds a winning set of captures,
//! or when no vacant ring is left (the mover wins), or in a draw (two passes in a row, or
//! [`QUIET_TURNS`] turns without progress).

use crate::geometry::{Board, OFF, Ring, rings};
use crate::moves::{Colour, Move};
use crate::options::Variant;
use crate::state::{End, Phase, QUIET_TURNS, ZertzState};

/// Calls `each(to)` for every jump of the marble on `from`: over a marble beside it to the
/// vacant ring directly beyond.
pub(crate) fn jumps_from(b: &Board, s: &ZertzState, from: Ring, mut each: impl FnMut(Ring)) {
    let occupied = s.occupied();
    let vacant = s.vacant();
    for d in 0..6 {
        if let Some((over, to)) = b.jump(from.0, d)
            && occupied & (1 << over) != 0
            && vacant & (1 << to) != 0
        {
            each(Ring(to));
        }
    }
}

/// Whether any marble can jump, which makes capturing compulsory.
pub(crate) fn can_capture(b: &Board, s: &ZertzState) -> bool {
    rings(s.occupied()).any(|from| {
        let mut found = false;
        jumps_from(b, s, from, |_| found = true);
        found
    })
}

/// Whether `ring` is free: on the board, vacant, and with two neighbouring places 60° apart
/// both empty of rings (off the board or removed), so it slides out without moving another.
pub(crate) fn is_free(b: &Board, s: &ZertzState, ring: Ring) -> bool {
    if s.vacant() & ring.bit() == 0 {
        return false;
    }
    let next = &b.next[ring.index()];
    let gone = |d: usize| next[d] == OFF || s.rings & (1 << next[d]) == 0;
    (0..6).any(|d| gone(d) && gone((d + 1) % 6))
}

/// Every free ring, as a set.
pub(crate) fn free_rings(b: &Board, s: &ZertzState) -> u64 {
    rings(s.vacant()).filter(|&r| is_free(b, s, r)).fold(0, |acc, r| acc | r.bit())
}

/// The group of rings joined to `start` (which must be on the board).
pub(crate) fn group(b: &Board, on_board: u64, start: Ring) -> u64 {
    let mut group = start.bit();
    let mut frontier = group;
    while frontier != 0 {
        let mut reached = 0;
        for r in rings(frontier) {
            reached |= b.around[r.index()];
        }
        frontier = reached & on_board & !group;
        group |= frontier;
    }
    group
}

/// Every legal action, in the order [`crate::Zertz`] documents.
pub(crate) fn legal_moves(b: &Board, s: &ZertzState, out: &mut Vec<Move>) {
    out.clear();
    if s.end.is_some() {
        return;
    }
    match s.phase {
        Phase::Chain(from) => jumps_from(b, s, from, |to| out.push(Move::Jump { from, to })),
        Phase::Remove => out.extend(rings(free_rings(b, s)).map(Move::Remove)),
        Phase::Turn => {
            for from in rings(s.occupied()) {
                jumps_from(b, s, from, |to| out.push(Move::Jump { from, to }));
            }
            if !out.is_empty() {
                return;
            }
            let source = s.source();
            for at in rings(s.vacant()) {
                for colour in Colour::ALL {
                    if source[colour as usize] > 0 {
                        out.push(Move::Place { colour, at });
                    }
                }
            }
            if out.is_empty() {
                out.push(Move::Pass);
            }
        }
    }
}

/// Plays a legal action.
pub(crate) fn play(variant: Variant, s: &mut ZertzState, mv: Move) {
    let board = variant.board();
    let p = usize::from(s.to_move);
    if mv != Move::Pass {
        s.passes = 0;
    }
    match mv {
        Move::Place { colour, at } => {
            let c = colour as usize;
            if s.pool_empty() {
                s.captured[p][c] -= 1;
            } else {
                s.pool[c] -= 1;
                s.quiet = 0;
            }
            s.marbles[c] |= at.bit();
            claim_full_groups(board, s, at.bit());
            if !ended(variant, s) {
                if free_rings(board, s) != 0 {
                    s.phase = Phase::Remove;
                } else {
                    end_turn(s);
                }
            }
        }
        Move::Remove(at) => {
            s.rings &= !at.bit();
            s.quiet = 0;
            claim_full_groups(board, s, board.around[at.index()]);
            if !ended(variant, s) {
                end_turn(s);
            }
        }
        Move::Jump { from, to } => {
            let d = board.direction_of_jump(from.0, to.0).expect("a legal jump");
            let over = Ring(board.next[from.index()][d]);
            let jumper = s.marble(from).expect("a marble jumps");
            let taken = s.marble(over).expect("a marble is jumped");
            s.marbles[jumper as usize] ^= from.bit() | to.bit();
            s.marbles[taken as usize] &= !over.bit();
            s.captured[p][taken as usize] += 1;
            if !ended(variant, s) {
                let mut again = false;
                jumps_from(board, s, to, |_| again = true);
                if again {
                    s.phase = Phase::Chain(to);
                } else {
                    end_turn(s);
                }
            }
        }
        Move::Pass => {
            s.passes += 1;
            if s.passes >= 2 {
                s.end = Some(End::Passes);
            } else {
                end_turn(s);
            }
        }
    }
    s.hash = s.hash_from_scratch();
}

/// Every group of rings that touches `near` and has a marble on each of its rings goes to
/// the mover, rings and marbles.
fn claim_full_groups(b: &Board, s: &mut ZertzState, near: u64) {
    let p = usize::from(s.to_move);
    let mut seen = 0;
    for start in rings(near & s.rings) {
        if seen & start.bit() != 0 {
            continue;
        }
        let g = group(b, s.rings, start);
        seen |= g;
        if g & s.vacant() == 0 {
            for c in 0..3 {
                s.captured[p][c] += (s.marbles[c] & g).count_ones() as u8;
                s.marbles[c] &= !g;
            }
            s.rings &= !g;
            s.quiet = 0;
        }
    }
}

/// Ends the game if the mover's last action won it: a winning set captured, or no vacant
/// ring left.
fn ended(variant: Variant, s: &mut ZertzState) -> bool {
    let p = s.to_move;
    if variant.wins(s.captured[usize::from(p)]) {
        s.end = Some(End::Captures(p));
    } else if s.vacant() == 0 {
        s.end = Some(End::FullBoard(p));
    }
    s.end.is_some()
}

/// The other player's turn begins, unless the game has gone on too long without progress.
fn end_turn(s: &mut ZertzState) {
    s.to_move ^= 1;
    s.phase = Phase::Turn;
    s.quiet = s.quiet.saturating_add(1);
    if s.quiet > QUIET_TURNS {
        s.end = Some(End::Quiet);
    }
}

/// Why `mv` is not legal in `s`, or `None` when it is.
pub(crate) fn refusal(b: &Board, s: &ZertzState, mv: Move) -> Option<String> {
    if s.end.is_some() {
        return Some("the game is over".to_owned());
    }
    let name = |r: Ring| b.name(r);
    let on_board = |r: Ring| r.index() < b.rings && s.rings & r.bit() != 0;
    let mut legal = Vec::new();
    legal_moves(b, s, &mut legal);
    if legal.contains(&mv) {
        return None;
    }
    let must = match s.phase {
        Phase::Chain(at) => format!("the marble on {} must jump again", name(at)),
        Phase::Remove => "a free ring must be removed after the placement".to_owned(),
        Phase::Turn if matches!(legal.first(), Some(Move::Jump { .. })) => {
            "a marble can be captured, and capturing is compulsory".to_owned()
        }
        Phase::Turn if legal == [Move::Pass] => "no marble can be placed or captured: pass".to_owned(),
        Phase::Turn => "a marble must be placed".to_owned(),
    };
    Some(match mv {
        Move::Place { colour, at } => {
            if !on_board(at) {
                format!("{} is not on the board", name(at))
            } else if s.occupied() & at.bit() != 0 {
                format!("{} already holds a marble", name(at))
            } else if s.phase == Phase::Turn && s.source()[colour as usize] == 0 {
                let from = if s.pool_empty() { "among the player's captures" } else { "in the pool" };
                format!("no {} marble is left {from}", colour.word())
            } else {
                format!("placing a marble is not possible now: {must}")
            }
        }
        Move::Remove(at) => {
            if s.phase != Phase::Remove {
                format!("removing a ring is not possible now: {must}")
            } else if !on_board(at) {
                format!("{} is not on the board", name(at))
            } else if s.occupied() & at.bit() != 0 {
                format!("{} holds a marble; only a vacant ring can be removed", name(at))
            } else {
                format!(
                    "{} is not free: a ring is removed only from the edge, where it can slide out \
                     without moving another ring",
                    name(at)
                )
            }
        }
        Move::Jump { from, to } => match s.phase {
            Phase::Chain(at) if at != from => must,
            Phase::Remove => format!("capturing is not possible now: {must}"),
            Phase::Turn | Phase::Chain(_) if !on_board(from) || s.occupied() & from.bit() == 0 => {
                format!("{} holds no marble", name(from))
            }
            _ => format!(
                "the marble on {} cannot jump to {}: a marble jumps over a marble beside it to the \
                 vacant ring directly behind",
                name(from),
                name(to)
            ),
        },
        Move::Pass => format!("passing is not allowed: {must}"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Zertz;
    use crate::state::QUIET_TURNS;
    use plateau_core::Game;

    /// A position where both players can only capture and place from their captures, with
    /// no ring free: player 1's jump is the only action.
    fn capture_turn() -> (Zertz, ZertzState) {
        let game = Zertz::new(crate::ZertzOptions::default()).unwrap();
        let s = game.position(include_str!("../../../tools/zertz/positions/p1_forced_capture.txt")).unwrap();
        (game, s)
    }

    #[test]
    fn fifty_turns_without_the_board_or_pool_shrinking_draw() {
        let (game, mut s) = capture_turn();
        s.quiet = QUIET_TURNS;
        let mut capture = s.clone();
        game.play_text(&mut capture, "xd4Gd6").unwrap();
        assert_eq!(capture.end, Some(End::Quiet), "a capture turn makes no progress");
        assert_eq!(game.outcome(&capture).unwrap().winner(), None);
        // A placement from the pool and a ring removed are progress, and start the count again.
        let mut fresh = game.initial_state();
        fresh.quiet = QUIET_TURNS;
        game.play_text(&mut fresh, "Wd4").unwrap();
        game.play_text(&mut fresh, "-d1").unwrap();
        assert_eq!((fresh.end, fresh.quiet), (None, 1));
    }

    #[test]
    fn the_hash_follows_every_part_of_the_position() {
        let (_, s) = capture_turn();
        let mut other = s.clone();
        other.quiet += 1;
        assert_ne!(other.hash_from_scratch(), s.hash_from_scratch());
        let mut other = s.clone();
        other.captured[1][2] += 1;
        assert_ne!(other.hash_from_scratch(), s.hash_from_scratch());
    }
}
