//! The WebAssembly tier of the seam, version [`WASM_ABI_VERSION`]: what a `.wasm` game
//! plugin exports and how the host calls it.
//!
//! A module imports nothing at all (no WASI, no host functions) and exports its linear
//! memory as `memory` and these functions, all over 32-bit integers:
//!
//! - [`EXPORT_VERSION`]`() -> i32`: the ABI version, [`WASM_ABI_VERSION`]. Its presence
//!   marks the module as a Plateau plugin.
//! - [`EXPORT_INBOX`]`(len) -> ptr`: room for `len` bytes of request in the guest's memory;
//!   the host writes the request there before the call that reads it (and skips this for a
//!   call with no request).
//! - [`EXPORT_CALL`]`(op, handle, arg: i64, len) -> status`: one call of the seam: `op` is
//!   one of [`op`], `handle` a session or agent the guest made, `arg` a move id, an index or
//!   nothing, and `len` the length of the request in the inbox. The status is one of the
//!   native ABI's (`crate::abi::STATUS_OK` and the others).
//! - [`EXPORT_REPLY`]`() -> ptr`: the reply area, 16 bytes the guest fills at the end of every
//!   call, read by the host without another call: at offset 0 the address and at 4 the
//!   length (little-endian `u32`) of the answer bytes (the answer, an error text, or the
//!   legal move ids as little-endian `u32`), valid until the next call; at 8 the call's number
//!   (little-endian `u64`: a new handle, a cursor, a hash, a seat, 0 or 1 for "done").
//! - [`EXPORT_STOP_FLAG`]`() -> ptr`: a byte the host sets to 1 to ask a search to end.
//! - [`EXPORT_CLOCK`]`() -> ptr`: a little-endian `u64` of milliseconds the host keeps
//!   current while the guest runs: the only clock a guest has.
//! - [`EXPORT_PANIC_TEXT`]`() -> i64`: after a trap, where the panic message is (pointer in
//!   the high 32 bits, length in the low), or 0.
//! - [`EXPORT_MEMORY_CAP`]`() -> ptr`, optional: a little-endian `u64` the host writes once,
//!   right after instantiating the module: the most bytes of linear memory the instance may
//!   have. The guest's searches size their tables by it (`plateau_core::memory`). A module
//!   without it is told nothing, so the export needs no new version.
//!
//! The requests and answers are the native tier's JSON ([`crate::protocol`]); handles are
//! small integers instead of pointers. A guest is single-threaded; the host calls one
//! instance from one thread at a time.

use serde::{Deserialize, Serialize};

/// The version of this tier's exports. Version 2 speaks the typed requests of
/// [`crate::abi::ABI_VERSION`] 3.
pub const WASM_ABI_VERSION: i32 = 2;

/// The export that marks a module as a plugin and says its version.
pub const EXPORT_VERSION: &str = "plateau_wasm_abi";
/// See the module docs.
pub const EXPORT_INBOX: &str = "plateau_inbox";
/// See the module docs.
pub const EXPORT_CALL: &str = "plateau_call";
/// See the module docs.
pub const EXPORT_REPLY: &str = "plateau_reply";
/// The size of the reply area.
pub const REPLY_BYTES: usize = 16;
/// See the module docs.
pub const EXPORT_STOP_FLAG: &str = "plateau_stop_flag";
/// See the module docs.
pub const EXPORT_CLOCK: &str = "plateau_clock";
/// See the module docs.
pub const EXPORT_PANIC_TEXT: &str = "plateau_panic_text";
/// See the module docs.
pub const EXPORT_MEMORY_CAP: &str = "plateau_memory_cap";

/// The operations of [`EXPORT_CALL`], one per function of the native table.
pub mod op {
    /// What the plugin is ([`super::About`] as JSON).
    pub const ABOUT: u32 = 0;
    /// A request to the game as a whole ([`crate::protocol::Addressee::Factory`]).
    pub const FACTORY_REQUEST: u32 = 1;
    /// A new session for the options in the inbox; the value is its handle.
    pub const SESSION_NEW: u32 = 2;
    /// A copy of session `handle`; the value is the copy's handle.
    pub const SESSION_CLONE: u32 = 3;
    /// Frees session `handle`.
    pub const SESSION_FREE: u32 = 4;
    /// The legal move ids, as little-endian `u32` answer bytes.
    pub const LEGAL_MOVES: u32 = 5;
    /// Plays move `arg`.
    pub const PLAY: u32 = 6;
    /// Steps back; the value is 1 if it did.
    pub const UNDO: u32 = 7;
    /// Steps forward; the value is 1 if it did.
    pub const REDO: u32 = 8;
    /// Moves the cursor to `arg`; the value is 1 if it did.
    pub const SEEK: u32 = 9;
    /// The value is the cursor.
    pub const CURSOR: u32 = 10;
    /// The value is the hash of the position.
    pub const HASH: u32 = 11;
    /// The value is the seat to move, or `crate::abi::TERMINAL`.
    pub const TO_MOVE: u32 = 12;
    /// A request to a game in progress ([`crate::protocol::Addressee::Session`]).
    pub const SESSION_REQUEST: u32 = 13;
    /// Binds an agent for the seat spec in the inbox; the value is its handle.
    pub const AGENT_BIND: u32 = 14;
    /// Frees agent `handle`.
    pub const AGENT_FREE: u32 = 15;
    /// A request to agent `handle` ([`crate::protocol::Addressee::Agent`]).
    pub const AGENT_REQUEST: u32 = 16;
}

/// What a WebAssembly plugin says about itself (the native tier's header, as JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct About {
    /// The game's id.
    pub game_id: String,
    /// The game's rules version.
    pub rules_version: u32,
    /// Version of the plugin crate.
    pub plugin_version: String,
    /// Version of the ABI crate it was built with.
    pub abi_crate_version: String,
    /// The compiler that built it.
    pub rustc_version: String,
}
