//! Why a move is illegal: the checks behind `try_play`, in the order a player would want to
//! hear about them, with one reason per rule of §1.3–§1.6.
//!
//! The checks never allocate, so `play_unchecked` can `debug_assert` them on the fast path; text is
//! only made when a refusal is shown.

use std::fmt;

use plateau_core::Player;

use crate::geometry::{Cell, MAX_REACH, surrounded};
use crate::moves::Move;
use crate::options::EndRule;
use crate::state::{DvonnState, Piece, Status};

/// The rule a move breaks.
#[derive(Copy, Clone, Eq, PartialEq, Debug)]
pub(crate) enum Refusal {
    /// The game has ended: neither player can move, or under [`EndRule::MoverStuck`] the
    /// player to move cannot.
    GameOver,
    /// A jump or pass while pieces are still being placed.
    PlacementPhase,
    /// A placement after the board is full.
    PlacementOver,
    /// A placement on a space that already holds a piece.
    Occupied(Cell),
    /// A pass while the player has a move.
    PassNotForced,
    /// A jump from an empty space.
    NoStack(Cell),
    /// A jump of a lone DVONN piece.
    LoneDvonn(Cell),
    /// A jump of a stack the other player owns.
    NotOwned(Cell, Player),
    /// A jump of a stack with all six neighbours occupied.
    Surrounded(Cell),
    /// A jump that is not exactly `height` steps in a straight line.
    WrongDistance(usize),
    /// A jump onto an empty space.
    EmptyLanding(Cell, Cell),
}

fn name(player: Player) -> &'static str {
    if player == Player::WHITE { "White" } else { "Black" }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Self::GameOver => f.write_str("the game is over"),
            Self::PlacementPhase => f.write_str("it is the placement phase: place a piece on an empty space"),
            Self::PlacementOver => f.write_str("the placement phase is over: move a stack"),
            Self::Occupied(cell) => write!(f, "{cell} is occupied"),
            Self::PassNotForced => f.write_str("pass is only allowed when you have no move"),
            Self::NoStack(cell) => write!(f, "there is no stack on {cell}"),
            Self::LoneDvonn(cell) => write!(f, "the DVONN piece on {cell} never moves on its own"),
            Self::NotOwned(cell, player) => write!(f, "{cell} is not {}'s stack", name(player)),
            Self::Surrounded(cell) => write!(f, "the stack on {cell} is surrounded"),
            Self::WrongDistance(height) if height >= MAX_REACH => {
                write!(f, "a stack of height {height} cannot move: no line of the board is that long")
            }
            Self::WrongDistance(1) => {
                f.write_str("a stack of height 1 moves exactly 1 space in a straight line")
            }
            Self::WrongDistance(height) => {
                write!(f, "a stack of height {height} moves exactly {height} spaces in a straight line")
            }
            Self::EmptyLanding(from, to) => write!(f, "{from}-{to} ends on an empty space"),
        }
    }
}

/// Checks `mv` for the side to act in `state` under the end rule `end`: `Ok` exactly for the
/// moves `legal_moves` yields.
pub(crate) fn check(state: &DvonnState, mv: Move, end: EndRule) -> Result<(), Refusal> {
    match state.status {
        Status::Over => return Err(Refusal::GameOver),
        Status::MustPass if end == EndRule::MoverStuck => return Err(Refusal::GameOver),
        Status::Acting | Status::MustPass => {}
    }
    match mv {
        Move::Place(cell) => {
            if !state.is_placement() {
                Err(Refusal::PlacementOver)
            } else if state.height(cell) > 0 {
                Err(Refusal::Occupied(cell))
            } else {
                Ok(())
            }
        }
        Move::Pass => {
            if state.status == Status::MustPass {
                Ok(())
            } else {
                Err(Refusal::PassNotForced)
            }
        }
        Move::Jump { from, to } => {
            if state.is_placement() {
                return Err(Refusal::PlacementPhase);
            }
            check_jump(state, from, to)
        }
    }
}

/// The rules of §1.4 for a jump. When the mover must pass, every jump fails one of them.
fn check_jump(state: &DvonnState, from: Cell, to: Cell) -> Result<(), Refusal> {
    let mover = state.turn();
    let height = state.height(from);
    match state.top(from) {
        None => return Err(Refusal::NoStack(from)),
        Some(Piece::Dvonn) => return Err(Refusal::LoneDvonn(from)),
        Some(piece) if piece.owner() != Some(mover) => return Err(Refusal::NotOwned(from, mover)),
        Some(_) => {}
    }
    if surrounded(state.occupied) & from.bit() != 0 {
        return Err(Refusal::Surrounded(from));
    }
    if from.line_distance(to) != Some(height as u8) {
        return Err(Refusal::WrongDistance(height));
    }
    if state.height(to) == 0 {
        return Err(Refusal::EmptyLanding(from, to));
    }
    debug_assert_eq!(state.status, Status::Acting, "a legal jump exists, so nobody must pass");
    Ok(())
}
