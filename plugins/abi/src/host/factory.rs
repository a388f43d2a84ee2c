//! A plugin's game as a [`GameFactory`].

use std::sync::Arc;

use plateau_core::{GameFactory, GameInfo, GameSession, OptionsError};
use serde_json::Value;

use super::header::PluginMeta;
use super::library::Source;

/// A plugin's game as a [`GameFactory`].
#[derive(Clone)]
pub struct PluginFactory {
    pub(super) meta: Arc<PluginMeta>,
    pub(super) source: Source,
    pub(super) info: GameInfo,
}

impl std::fmt::Debug for PluginFactory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginFactory").field("meta", &self.meta).finish_non_exhaustive()
    }
}

impl PluginFactory {
    /// What the plugin's header says.
    pub fn meta(&self) -> &PluginMeta {
        &self.meta
    }
}

impl GameFactory for PluginFactory {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        Ok(Box::new(self.create_session(options)?))
    }
}
