//! [`GameView`]: how a game's positions are drawn and its moves made by pointing.

use super::{BoardView, MoveInput};
use crate::Game;

/// What a front end needs beyond the rules: a picture of each position and, for each legal
/// move, the cells a person touches to make it.
///
/// Contract (checked by the conformance suite): among the legal moves of a state, no two have
/// the same [`MoveInput`], so a click sequence names at most one move.
pub trait GameView: Game {
    /// What a front end draws for this state. The session adds the last move.
    fn board_view(&self, state: &Self::State) -> BoardView;

    /// The cells a person touches, in order, to make `mv` in `state`, plus a label when cells
    /// alone cannot tell it from another legal move.
    fn move_input(&self, state: &Self::State, mv: Self::Move) -> MoveInput;
}
