//! [`Playable`]: a game the app can show, play and pit against the AI.

use crate::{GameAi, GameView};

/// The rules ([`crate::Game`]), their picture ([`GameView`]) and the AI hooks ([`GameAi`])
/// together: what a [`crate::Session`] and the app need. Implemented for every type that has
/// all three; a game never implements it by hand.
pub trait Playable: GameView + GameAi {}

impl<G: GameView + GameAi> Playable for G {}
