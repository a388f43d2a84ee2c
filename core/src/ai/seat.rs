//! Agents bound to one game in progress, behind an object-safe interface: what the match
//! runner and front ends hold per seat so that an agent keeps its search tree from move to
//! move, even though sessions are not generic.

use std::sync::atomic::AtomicBool;

use super::{Agent, Hint, Limits, SeatSpec};
use crate::{GameAi, GameSession, MoveError, ToMove};

/// An agent that follows one game: it is told every move played (by anyone) and asked for
/// moves and hints in the current position. Made by [`GameSession::bind_agent`].
pub trait SessionAgent: Send {
    /// Id of the move to play now; `None` when the game is over (or the agent cannot move).
    fn select(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<u32>;
    /// The suggested move with the search's statistics; `None` when the game is over.
    fn hint(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<Hint>;
    /// Advances the agent's copy of the game by move `id`, if legal.
    fn play(&mut self, id: u32) -> Result<(), MoveError>;
    /// Why the agent stopped working, if it did (a plugin's agent that failed: out of memory
    /// in its sandbox, a panic): what a front end says instead of "no move". Agents
    /// compiled in never fail.
    fn fault(&self) -> Option<String> {
        None
    }
}

/// A typed agent with its own copy of the game and state.
pub(crate) struct TypedSeat<G: GameAi> {
    game: G,
    state: G::State,
    agent: Box<dyn Agent<G>>,
}

impl<G: GameAi> TypedSeat<G> {
    pub(crate) fn new(game: G, state: G::State, agent: Box<dyn Agent<G>>) -> Self {
        Self { game, state, agent }
    }
}

impl<G: GameAi> SessionAgent for TypedSeat<G> {
    fn select(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.agent.select(&self.game, &self.state, limits, stop).map(|m| self.game.move_id(m))
    }

    fn hint(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        let analysis = self.agent.analyse(&self.game, &self.state, limits, stop)?;
        Some(Hint::from_analysis(&self.game, &self.state, &analysis))
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        if self.game.to_move(&self.state) == ToMove::Terminal {
            return Err(MoveError::GameOver);
        }
        let mv = self.game.move_from_id(id).ok_or(MoveError::UnknownId(id))?;
        let notation = self.game.notation(&self.state, mv);
        self.game.try_play(&mut self.state, mv).map_err(|source| MoveError::Illegal { notation, source })
    }
}

/// A seat for any session, built on [`GameSession::think`]: a fresh agent every move, so no
/// tree reuse. The default of [`GameSession::bind_agent`] for sessions without typed access.
pub(crate) struct ThinkingSeat {
    session: Box<dyn GameSession>,
    seat: SeatSpec,
}

impl ThinkingSeat {
    pub(crate) fn new(session: Box<dyn GameSession>, seat: SeatSpec) -> Self {
        Self { session, seat }
    }
}

impl SessionAgent for ThinkingSeat {
    fn select(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        self.session.think(&self.seat, limits, stop)
    }

    fn hint(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        self.session.hint(&self.seat, limits, stop)
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        self.session.play(id)
    }

    fn fault(&self) -> Option<String> {
        self.session.fault()
    }
}
