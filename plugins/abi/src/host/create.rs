//! Making a game inside a plugin. The game may refuse the options it is given, an ordinary
//! answer (a value out of range, a key it does not know); or the plugin may fail while
//! making it (a panic, a call that never returns, an answer that makes no sense). The
//! self-test tries every option at its extremes and must tell the two apart: a refusal
//! skips a value, a failure fails the plugin.

use plateau_core::OptionsError;
use serde_json::Value;
use thiserror::Error;

use super::call::{CallError, checked, made};
use super::seam::{Call, Patience};
use super::{PluginFactory, PluginSession};
use crate::protocol::Refusal;

/// Why a plugin made no game.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum NewGameError {
    /// The game refused the options; its own reason.
    #[error("{0}")]
    Refused(String),
    /// The plugin failed while making the game.
    #[error("the plugin failed: {0}")]
    Failed(String),
}

impl From<NewGameError> for OptionsError {
    fn from(error: NewGameError) -> Self {
        match error {
            NewGameError::Refused(reason) => Self(reason),
            failed @ NewGameError::Failed(_) => Self(failed.to_string()),
        }
    }
}

impl PluginFactory {
    /// A new session as a [`PluginSession`] (for callers that want [`PluginSession::fault`]
    /// or the typed value).
    pub fn create_session(&self, options: &Value) -> Result<PluginSession, OptionsError> {
        self.new_session(options).map_err(OptionsError::from)
    }

    /// As [`PluginFactory::create_session`], telling a refusal of the options from a failure
    /// of the plugin.
    pub fn new_session(&self, options: &Value) -> Result<PluginSession, NewGameError> {
        let bytes = serde_json::to_vec(options).map_err(|e| NewGameError::Refused(e.to_string()))?;
        let seam = self.source.seam().map_err(NewGameError::Failed)?;
        let handle =
            match made(checked(seam.call(Call::SessionNew(&bytes), Patience::Quick, None)), "session") {
                Ok(handle) => handle,
                Err(CallError::Refused(Refusal::Options { reason })) => {
                    return Err(NewGameError::Refused(reason));
                }
                Err(CallError::Refused(other)) => {
                    return Err(NewGameError::Refused(format!("the plugin refused: {other:?}")));
                }
                Err(CallError::Fault(reason)) => return Err(NewGameError::Failed(reason)),
            };
        let mut session = PluginSession::new(seam, handle, self.info.clone());
        session.refresh_info();
        if let Some(fault) = session.fault.get() {
            return Err(NewGameError::Failed(fault.clone()));
        }
        Ok(session)
    }
}
