//! The C ABI between the host and a game plugin, version [`ABI_VERSION`].
//!
//! A plugin exports one [`PluginHeader`] static under the symbol [`SYMBOL`]. The header
//! starts with fixed fields the loader checks before it trusts anything else (magic bytes,
//! ABI version, the sizes of the header and of the table), then identifies the game and the
//! build, and points to the [`PluginTable`] of `extern "C"` functions.
//!
//! The functions work on opaque handles ([`SessionHandle`], [`AgentHandle`]) that the plugin
//! allocates and frees. Hot paths (legal moves, play, undo, redo, seek, cursor, hash, whose
//! turn) are direct calls with plain integers; every cold path goes through one JSON request
//! function per handle kind (see [`crate::protocol`]). Every function returns a status
//! ([`STATUS_OK`] and the others below); on failure the plugin writes the reason into the
//! error buffer. Buffers a plugin returns belong to it and go back through
//! [`PluginTable::free_buffer`]: whoever allocates frees.
//!
//! Nothing here is generic and no Rust trait object crosses: the types are `#[repr(C)]`
//! plain data, function pointers and raw pointers.

use std::sync::atomic::AtomicBool;

/// The ABI version this build speaks; bumped on any change to the header, the table, the
/// statuses or the protocol. Version 2 added the snapshot request, which the host asks of
/// every game it shows; version 3 made every request a type that names its answer, sent as
/// `{"request": name, "params": ...}` and answered with the bare value.
pub const ABI_VERSION: u32 = 3;

/// The name of the exported header static; it carries the ABI version, so a plugin built
/// for another version is not mistaken for this one.
pub const SYMBOL: &str = "plateau_plugin_v3";

/// The symbol name for ABI version `version`, to tell "another version" from "no plugin".
pub fn symbol_for(version: u32) -> String {
    format!("plateau_plugin_v{version}")
}

/// The first bytes of every header.
pub const MAGIC: [u8; 8] = *b"PLATEAU\0";

/// Length of [`PluginHeader::game_id`] (NUL-padded UTF-8).
pub const GAME_ID_LEN: usize = 32;
/// Length of the version fields of [`PluginHeader`] (NUL-padded UTF-8).
pub const VERSION_LEN: usize = 32;
/// Length of [`PluginHeader::rustc_version`] (NUL-padded UTF-8).
pub const RUSTC_LEN: usize = 96;

/// The call did what was asked; outputs are written.
pub const STATUS_OK: u32 = 0;
/// The game refused the request (an illegal move, bad options, an agent that cannot be
/// built); the error buffer holds the reason as JSON ([`crate::protocol::Refusal`]).
pub const STATUS_REFUSED: u32 = 1;
/// The plugin panicked; the error buffer holds the panic message.
pub const STATUS_PANICKED: u32 = 2;
/// The arguments were unusable (a null pointer, a request that is not valid JSON for this
/// ABI); the error buffer holds the reason.
pub const STATUS_BAD_REQUEST: u32 = 3;
/// The caller's move buffer is too small; the count written is the size needed.
pub const STATUS_BUFFER_TOO_SMALL: u32 = 4;

/// `to_move` answer when the game is over.
pub const TERMINAL: u32 = u32::MAX;

/// Bytes owned by the plugin that allocated them; give them back with
/// [`PluginTable::free_buffer`]. The empty buffer has a null pointer.
#[repr(C)]
#[derive(Debug)]
pub struct PluginBuffer {
    /// Start of the bytes (null when empty and unallocated).
    pub ptr: *mut u8,
    /// Number of bytes.
    pub len: usize,
    /// Allocated capacity, needed to free them.
    pub cap: usize,
}

impl PluginBuffer {
    /// The empty buffer, for out-parameters.
    pub const fn empty() -> Self {
        Self { ptr: std::ptr::null_mut(), len: 0, cap: 0 }
    }
}

/// A game in progress inside the plugin. Opaque: only the plugin knows its layout.
#[repr(C)]
pub struct SessionHandle {
    _opaque: [u8; 0],
}

/// An agent bound to a game in progress inside the plugin. Opaque.
#[repr(C)]
pub struct AgentHandle {
    _opaque: [u8; 0],
}

/// The header a plugin exports under [`SYMBOL`]. The loader reads the first four fields one
/// by one and checks them before it reads the rest.
#[repr(C)]
pub struct PluginHeader {
    /// Always [`MAGIC`].
    pub magic: [u8; 8],
    /// [`ABI_VERSION`] of the build that made the plugin.
    pub abi_version: u32,
    /// `size_of::<PluginHeader>()` in that build.
    pub header_size: u32,
    /// `size_of::<PluginTable>()` in that build.
    pub table_size: u32,
    /// The game's rules version ([`plateau_core::GameInfo::rules_version`]).
    pub rules_version: u32,
    /// The game's id ([`plateau_core::GameInfo::id`]), NUL-padded UTF-8.
    pub game_id: [u8; GAME_ID_LEN],
    /// Version of the plugin crate, NUL-padded UTF-8.
    pub plugin_version: [u8; VERSION_LEN],
    /// Version of this ABI crate (`plateau-plugin`) the plugin was built with.
    pub abi_crate_version: [u8; VERSION_LEN],
    /// `rustc --version` of the compiler that built the plugin, or `"unknown"`.
    pub rustc_version: [u8; RUSTC_LEN],
    /// The functions.
    pub table: &'static PluginTable,
}

/// The functions of a plugin. Every pointer argument is either null where documented or valid
/// for the call; every output is written only when the status says so. All of them catch
/// panics.
#[repr(C)]
#[allow(clippy::type_complexity)]
pub struct PluginTable {
    /// Frees a buffer this plugin returned. Null buffers are ignored.
    pub free_buffer: unsafe extern "C" fn(buffer: PluginBuffer),

    /// Answers a request to the game as a whole ([`crate::protocol::Addressee::Factory`],
    /// JSON in `request`) with its [`crate::protocol::Request::Answer`] in `out`; on failure
    /// `out` holds the reason.
    pub factory_request: unsafe extern "C" fn(request: *const u8, len: usize, out: *mut PluginBuffer) -> u32,
    /// A new session for the options given as JSON (`null` for the defaults). Refused
    /// options give [`STATUS_REFUSED`].
    pub session_new: unsafe extern "C" fn(
        options: *const u8,
        len: usize,
        session: *mut *mut SessionHandle,
        error: *mut PluginBuffer,
    ) -> u32,
    /// An independent copy of a session.
    pub session_clone: unsafe extern "C" fn(
        session: *const SessionHandle,
        copy: *mut *mut SessionHandle,
        error: *mut PluginBuffer,
    ) -> u32,
    /// Frees a session. Null is ignored.
    pub session_free: unsafe extern "C" fn(session: *mut SessionHandle),

    /// Writes the ids of the legal moves into `moves` (room for `capacity`) and their number
    /// into `count`; if they do not fit, writes only the number needed and returns
    /// [`STATUS_BUFFER_TOO_SMALL`].
    pub legal_moves: unsafe extern "C" fn(
        session: *const SessionHandle,
        moves: *mut u32,
        capacity: usize,
        count: *mut usize,
        error: *mut PluginBuffer,
    ) -> u32,
    /// Plays move `id`; [`STATUS_REFUSED`] with the reason if it is not legal.
    pub play: unsafe extern "C" fn(session: *mut SessionHandle, id: u32, error: *mut PluginBuffer) -> u32,
    /// Steps back one move; writes 1 if it did, 0 at the start.
    pub undo:
        unsafe extern "C" fn(session: *mut SessionHandle, done: *mut u8, error: *mut PluginBuffer) -> u32,
    /// Steps forward one move; writes 1 if it did, 0 at the end of the timeline.
    pub redo:
        unsafe extern "C" fn(session: *mut SessionHandle, done: *mut u8, error: *mut PluginBuffer) -> u32,
    /// Moves the cursor to `index`; writes 1 if it did, 0 if out of range.
    pub seek: unsafe extern "C" fn(
        session: *mut SessionHandle,
        index: u64,
        done: *mut u8,
        error: *mut PluginBuffer,
    ) -> u32,
    /// Writes the number of moves before the cursor.
    pub cursor: unsafe extern "C" fn(
        session: *const SessionHandle,
        cursor: *mut u64,
        error: *mut PluginBuffer,
    ) -> u32,
    /// Writes the Zobrist hash of the current state.
    pub hash:
        unsafe extern "C" fn(session: *const SessionHandle, hash: *mut u64, error: *mut PluginBuffer) -> u32,
    /// Writes the seat to move, or [`TERMINAL`].
    pub to_move:
        unsafe extern "C" fn(session: *const SessionHandle, seat: *mut u32, error: *mut PluginBuffer) -> u32,
    /// Answers a request to a game in progress ([`crate::protocol::Addressee::Session`],
    /// JSON) with its [`crate::protocol::Request::Answer`] in `out`. `stop` (may be null) is
    /// the flag that ends a search early; the caller keeps it alive for the call.
    pub session_request: unsafe extern "C" fn(
        session: *mut SessionHandle,
        request: *const u8,
        len: usize,
        stop: *const AtomicBool,
        out: *mut PluginBuffer,
    ) -> u32,

    /// Binds an agent built by the plugin from a seat spec (JSON, the `type`-tagged form of
    /// save files) to the session's current position; [`STATUS_REFUSED`] with an agent
    /// error if the spec cannot play here.
    pub agent_bind: unsafe extern "C" fn(
        session: *const SessionHandle,
        spec: *const u8,
        len: usize,
        agent: *mut *mut AgentHandle,
        error: *mut PluginBuffer,
    ) -> u32,
    /// Frees an agent. Null is ignored.
    pub agent_free: unsafe extern "C" fn(agent: *mut AgentHandle),
    /// Answers a request to an agent ([`crate::protocol::Addressee::Agent`], JSON) with its
    /// [`crate::protocol::Request::Answer`] in `out`; `stop` as for `session_request`.
    pub agent_request: unsafe extern "C" fn(
        agent: *mut AgentHandle,
        request: *const u8,
        len: usize,
        stop: *const AtomicBool,
        out: *mut PluginBuffer,
    ) -> u32,
}

/// `text` as a NUL-padded array, for header fields. Fails to compile (in a static's
/// initialiser) if the text does not fit with at least one NUL after it.
pub const fn fixed_text<const N: usize>(text: &str) -> [u8; N] {
    let bytes = text.as_bytes();
    assert!(bytes.len() < N, "header text too long");
    let mut out = [0u8; N];
    let mut i = 0;
    while i < bytes.len() {
        out[i] = bytes[i];
        i += 1;
    }
    out
}

/// The text of a NUL-padded header field, or `None` if it is not UTF-8 or has no NUL.
pub fn read_fixed_text(field: &[u8]) -> Option<&str> {
    let end = field.iter().position(|&b| b == 0)?;
    std::str::from_utf8(&field[..end]).ok()
}

/// `rustc --version` of the compiler building this crate (and so the plugin), if the build
/// script could ask it.
pub const RUSTC_VERSION: &str = env!("PLATEAU_PLUGIN_RUSTC_VERSION");

/// Version of this crate.
pub const ABI_CRATE_VERSION: &str = env!("CARGO_PKG_VERSION");
