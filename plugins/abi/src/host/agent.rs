//! An agent inside a plugin, bound to a game in progress, as a [`SessionAgent`].

use std::cell::OnceCell;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Hint, Limits, SessionAgent};
use plateau_core::{IllegalMove, MoveError};

use super::call::{CallError, request};
use super::seam::{Handle, Seam};
use super::session::PluginSession;
use crate::protocol::request::{AgentHint, AgentPlay, Select};
use crate::protocol::{Refusal, Request};

/// An agent inside a plugin, bound to a game in progress, as a [`SessionAgent`]. Its
/// failures make it answer "no move"; [`SessionAgent::fault`] says why.
///
/// It is `Send` but not `Sync`, as [`PluginSession`] is.
pub struct PluginAgent {
    pub(super) seam: Arc<dyn Seam>,
    pub(super) handle: Handle,
    /// The copy of the game the agent was bound to, where it has an instance of its own.
    pub(super) _home: Option<PluginSession>,
    pub(super) fault: OnceCell<String>,
}

impl Drop for PluginAgent {
    fn drop(&mut self) {
        self.seam.free_agent(self.handle);
    }
}

impl PluginAgent {
    fn ask<R: Request>(
        &mut self,
        request: &R,
        stop: Option<&AtomicBool>,
    ) -> Option<Result<R::Answer, Refusal>> {
        if self.fault.get().is_some() {
            return None;
        }
        let handle = self.handle;
        match self::request(self.seam.as_ref(), handle, request, stop) {
            Ok(answer) => Some(Ok(answer)),
            Err(CallError::Refused(refusal)) => Some(Err(refusal)),
            Err(CallError::Fault(reason)) => {
                let _ = self.fault.set(reason);
                None
            }
        }
    }

    fn fail<T>(&self, reason: String) -> Option<T> {
        let _ = self.fault.set(reason);
        None
    }
}

impl SessionAgent for PluginAgent {
    fn select(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        match self.ask(&Select { limits: *limits }, Some(stop))? {
            Ok(id) => id,
            Err(refusal) => self.fail(format!("refused a move request: {refusal:?}")),
        }
    }

    fn hint(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        match self.ask(&AgentHint { limits: *limits }, Some(stop))? {
            Ok(hint) => hint.filter(|h| h.value.is_none_or(f64::is_finite)),
            Err(refusal) => self.fail(format!("refused a hint request: {refusal:?}")),
        }
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        let failed = |reason: &str| MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!("the agent's plugin failed: {reason}")),
        };
        match self.ask(&AgentPlay { id }, None) {
            None => Err(failed(self.fault.get().map_or("", String::as_str))),
            Some(Ok(())) => Ok(()),
            Some(Err(Refusal::Move(error))) => Err(error.into()),
            Some(Err(other)) => {
                let reason = format!("refused a move with {other:?}");
                let error = failed(&reason);
                let _ = self.fault.set(reason);
                Err(error)
            }
        }
    }

    fn fault(&self) -> Option<String> {
        self.fault.get().cloned()
    }
}
