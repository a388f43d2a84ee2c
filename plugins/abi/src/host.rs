//! The host side of the ABI: loading a plugin ([`PluginLibrary`]) and using its game through
//! the ordinary object-safe traits ([`PluginFactory`] is a [`GameFactory`],
//! [`PluginSession`] a [`GameSession`], [`PluginAgent`] a [`SessionAgent`]).
//!
//! Every value a plugin returns is checked (seats against the player count, move ids
//! against the legal moves where they are chosen, board views, the shape of every answer).
//! A bad value, an unreadable answer or a panic in the plugin never panics the host: the
//! session is marked faulted ([`GameSession::fault`] says why) and from then on answers
//! safely without calling the plugin: no legal moves, nobody to move, a drawn outcome whose
//! reason names the fault. Libraries are never unloaded.
//!
//! Both tiers come in through one seam (`seam::Seam`): a native library (`native`) or a
//! sandboxed WebAssembly module ([`wasm`]), told apart by the file's extension (`.wasm`).

// Unsafe code here: loading a library, reading its header static and calling its functions.
// Each block states what it relies on; the header checks come before any other use.
#![allow(unsafe_code)]

pub mod cache;
mod compiled;
mod create;
pub mod file;
mod native;
pub(crate) mod seam;
pub mod wasm;

mod agent;
mod call;
mod error;
mod factory;
mod header;
mod library;
mod session;

pub use self::agent::PluginAgent;
pub use self::cache::{content_hash, user_cache_dir};
pub use self::create::NewGameError;
pub use self::error::PluginError;
pub use self::factory::PluginFactory;
pub use self::file::is_wasm;
pub use self::header::{PluginMeta, check_header, check_prefix};
pub use self::library::PluginLibrary;
pub use self::seam::Tier;
pub use self::session::PluginSession;
pub use self::wasm::WasmLimits;

#[cfg(test)]
mod tests;
