//! Game plugins: games built as separate `cdylib`s and loaded at run time.
//!
//! - [`abi`]: the C ABI itself, a `#[repr(C)]` header static and a table of `extern "C"`
//!   functions over opaque handles, `u32` move ids and JSON for cold paths.
//! - [`protocol`]: the JSON requests and responses of the cold paths.
//! - [`export`]: the plugin side, written once for any game, and the
//!   [`export_game_plugin!`] macro that makes a game crate a plugin.
//! - [`host`]: the loader ([`PluginLibrary`]) and the host-side [`PluginFactory`],
//!   [`PluginSession`] and [`PluginAgent`], which check every value a plugin returns.
//! - [`check`]: the self-test and the probe report for `plateau probe-plugin`.
//!
//! `unsafe` code lives in this crate only, in `export` and `host`.

pub mod abi;
#[cfg(not(target_arch = "wasm32"))]
pub mod check;
pub mod export;
#[cfg(target_arch = "wasm32")]
#[doc(hidden)]
pub mod guest;
#[cfg(not(target_arch = "wasm32"))]
pub mod host;
pub mod protocol;
mod serve;
pub mod wasm_abi;

#[cfg(not(target_arch = "wasm32"))]
pub use host::{PluginAgent, PluginError, PluginFactory, PluginLibrary, PluginMeta, PluginSession};
