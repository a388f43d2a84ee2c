//! The windows and modals over the screens.

pub mod confirm;
pub mod error;
pub mod file_chooser;
pub mod learn;
pub mod loading;
pub mod modal;
pub mod new_game;
pub mod notices;
pub mod placement;
pub mod plugins;
pub mod rules;
pub mod shortcuts;
