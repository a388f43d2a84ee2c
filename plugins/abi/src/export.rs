//! The plugin side of the ABI, written once for every game: the functions of the
//! [`PluginTable`] over sessions made by any [`GameFactory`], and the
//! [`export_game_plugin!`](crate::export_game_plugin) macro that turns a game crate into a
//! plugin in a few lines.
//!
//! A plugin's sessions are the ordinary `Box<dyn GameSession>` of the game's
//! [`StaticFactory`], so a plugin plays exactly as the compiled-in game does, and its agents
//! are built by the plugin's own copy of the core AI from seat specs given as JSON.

// Unsafe code here: the exported functions receive raw pointers and handles from the host
// and dereference them. Each block states what the ABI guarantees about its pointers.
#![allow(unsafe_code)]

use std::panic::catch_unwind;
use std::sync::atomic::AtomicBool;

pub use plateau_core::{GameFactory, GameSession, StaticFactory};

use crate::abi::{
    ABI_CRATE_VERSION, ABI_VERSION, AgentHandle, GAME_ID_LEN, MAGIC, PluginBuffer, PluginHeader, PluginTable,
    RUSTC_LEN, RUSTC_VERSION, STATUS_BUFFER_TOO_SMALL, STATUS_OK, SessionHandle, VERSION_LEN, fixed_text,
};
use crate::serve::{self, AgentBox, Failure, SessionBox};

mod panics;

/// What the export macro provides per plugin: the game's factory, made once.
pub trait PluginEntry: 'static {
    /// The factory of the plugin's game.
    fn factory() -> &'static dyn GameFactory;
}

/// The function table for the game of `E`.
pub const fn table<E: PluginEntry>() -> PluginTable {
    PluginTable {
        free_buffer,
        factory_request: factory_request::<E>,
        session_new: session_new::<E>,
        session_clone,
        session_free,
        legal_moves,
        play,
        undo,
        redo,
        seek,
        cursor,
        hash,
        to_move,
        session_request,
        agent_bind,
        agent_free,
        agent_request,
    }
}

/// The header for a plugin of game `game_id` with this rules version, built by a crate of
/// version `plugin_version`, whose functions are `table`.
pub const fn header(
    game_id: &str,
    rules_version: u32,
    plugin_version: &str,
    table: &'static PluginTable,
) -> PluginHeader {
    PluginHeader {
        magic: MAGIC,
        abi_version: ABI_VERSION,
        header_size: size_of::<PluginHeader>() as u32,
        table_size: size_of::<PluginTable>() as u32,
        rules_version,
        game_id: fixed_text::<GAME_ID_LEN>(game_id),
        plugin_version: fixed_text::<VERSION_LEN>(plugin_version),
        abi_crate_version: fixed_text::<VERSION_LEN>(ABI_CRATE_VERSION),
        rustc_version: fixed_text::<RUSTC_LEN>(RUSTC_VERSION),
        table,
    }
}

/// Exports a game as a plugin. Built natively, that is the header static under
/// [`crate::abi::SYMBOL`] and the function table; the game id and rules version go into the
/// header, where the loader reads them without running game code, and the loader checks
/// them against the game's own [`plateau_core::GameInfo`]. Built for `wasm32`, it is the
/// exports of [`crate::wasm_abi`] over the same game. The same source serves both.
///
/// ```ignore
/// plateau_plugin::export_game_plugin!(plateau_dvonn::Dvonn, id = "dvonn", rules_version = 1);
/// ```
#[macro_export]
macro_rules! export_game_plugin {
    ($game:ty, id = $id:literal, rules_version = $rules:literal $(,)?) => {
        const _: () = {
            struct Entry;

            impl $crate::export::PluginEntry for Entry {
                fn factory() -> &'static dyn $crate::export::GameFactory {
                    static FACTORY: ::std::sync::OnceLock<$crate::export::StaticFactory<$game>> =
                        ::std::sync::OnceLock::new();
                    FACTORY.get_or_init($crate::export::StaticFactory::new)
                }
            }

            #[cfg(not(target_arch = "wasm32"))]
            static TABLE: $crate::abi::PluginTable = $crate::export::table::<Entry>();

            // The header must sit under its fixed, unmangled name for the loader to find it;
            // the compiler counts naming a symbol as unsafe.
            #[cfg(not(target_arch = "wasm32"))]
            #[allow(unsafe_code)]
            #[unsafe(export_name = "plateau_plugin_v3")]
            static HEADER: $crate::abi::PluginHeader =
                $crate::export::header($id, $rules, env!("CARGO_PKG_VERSION"), &TABLE);

            #[cfg(target_arch = "wasm32")]
            static PLUGIN: $crate::guest::Plugin = $crate::guest::Plugin {
                factory: <Entry as $crate::export::PluginEntry>::factory,
                game_id: $id,
                rules_version: $rules,
                plugin_version: env!("CARGO_PKG_VERSION"),
            };

            // The exports of the WebAssembly tier, under the names the host looks for.
            #[cfg(target_arch = "wasm32")]
            #[allow(unsafe_code)]
            const _: () = {
                // Exporting `_initialize` makes the module a reactor: the linker then runs
                // static constructors once, when the host calls this, instead of around
                // every export.
                #[unsafe(export_name = "_initialize")]
                extern "C" fn initialize() {
                    $crate::guest::initialize()
                }
                #[unsafe(export_name = "plateau_wasm_abi")]
                extern "C" fn version() -> i32 {
                    $crate::wasm_abi::WASM_ABI_VERSION
                }
                #[unsafe(export_name = "plateau_inbox")]
                extern "C" fn inbox(len: u32) -> u32 {
                    $crate::guest::inbox(len)
                }
                #[unsafe(export_name = "plateau_call")]
                extern "C" fn call(op: u32, handle: u32, arg: u64, len: u32) -> u32 {
                    $crate::guest::call(&PLUGIN, op, handle, arg, len)
                }
                #[unsafe(export_name = "plateau_reply")]
                extern "C" fn reply() -> u32 {
                    $crate::guest::reply()
                }
                #[unsafe(export_name = "plateau_stop_flag")]
                extern "C" fn stop_flag() -> u32 {
                    $crate::guest::stop_flag()
                }
                #[unsafe(export_name = "plateau_clock")]
                extern "C" fn clock() -> u32 {
                    $crate::guest::clock()
                }
                #[unsafe(export_name = "plateau_panic_text")]
                extern "C" fn panic_text() -> u64 {
                    $crate::guest::panic_text()
                }
                #[unsafe(export_name = "plateau_memory_cap")]
                extern "C" fn memory_cap() -> u32 {
                    $crate::guest::memory_cap()
                }
            };
        };
    };
}

/// Hands `bytes` to the caller through `out` (ignored if `out` is null).
///
/// # Safety
/// `out` is null or valid for a write.
unsafe fn give(out: *mut PluginBuffer, bytes: Vec<u8>) {
    if out.is_null() {
        return;
    }
    let mut bytes = std::mem::ManuallyDrop::new(bytes);
    let buffer = PluginBuffer { ptr: bytes.as_mut_ptr(), len: bytes.len(), cap: bytes.capacity() };
    // SAFETY: the caller guarantees `out` is valid for a write; the bytes now belong to the
    // caller until it gives them back through `free_buffer`.
    unsafe { out.write(buffer) };
}

/// Runs `body` through [`serve::guarded`] and turns its result into a status; failures
/// write their reason into `error`.
///
/// # Safety
/// `error` is null or valid for a write.
unsafe fn guard(error: *mut PluginBuffer, body: impl FnOnce() -> Result<u32, Failure>) -> u32 {
    let _inside = panics::Guarded::enter();
    match serve::guarded(body) {
        Ok(status) => status,
        Err(failed) => {
            // SAFETY: the caller's guarantee on `error`.
            unsafe { give(error, failed.text) };
            failed.status
        }
    }
}

/// The bytes `ptr..ptr+len`, or `None` for a null pointer.
///
/// # Safety
/// `ptr` is null or valid for reads of `len` bytes for `'a`.
unsafe fn bytes<'a>(ptr: *const u8, len: usize) -> Option<&'a [u8]> {
    // SAFETY: the caller guarantees `len` readable bytes at a non-null `ptr`.
    (!ptr.is_null()).then(|| unsafe { std::slice::from_raw_parts(ptr, len) })
}

fn null_argument(name: &str) -> Failure {
    Failure::BadRequest(format!("{name} is null"))
}

/// The session behind a handle, for reading.
///
/// # Safety
/// `handle` is null or a live handle made by this plugin and not used by another thread.
unsafe fn session_ref<'a>(handle: *const SessionHandle) -> Result<&'a SessionBox, Failure> {
    // SAFETY: live handles point to a `SessionBox` made by `into_handle`.
    unsafe { handle.cast::<SessionBox>().as_ref() }.ok_or_else(|| null_argument("session"))
}

/// The session behind a handle, for changing.
///
/// # Safety
/// As for [`session_ref`].
unsafe fn session_mut<'a>(handle: *mut SessionHandle) -> Result<&'a mut SessionBox, Failure> {
    // SAFETY: live handles point to a `SessionBox` made by `into_handle`, used by one
    // thread at a time.
    unsafe { handle.cast::<SessionBox>().as_mut() }.ok_or_else(|| null_argument("session"))
}

fn into_handle(session: SessionBox) -> *mut SessionHandle {
    Box::into_raw(Box::new(session)).cast()
}

/// Writes `value` through `out`.
///
/// # Safety
/// `out` is null (then it fails) or valid for a write.
unsafe fn put<T>(out: *mut T, value: T, name: &str) -> Result<(), Failure> {
    if out.is_null() {
        return Err(null_argument(name));
    }
    // SAFETY: not null, and the caller guarantees it is valid for a write.
    unsafe { out.write(value) };
    Ok(())
}

unsafe extern "C" fn free_buffer(buffer: PluginBuffer) {
    if buffer.ptr.is_null() {
        return;
    }
    let _inside = panics::Guarded::enter();
    let _ = catch_unwind(|| {
        // SAFETY: a non-null buffer comes from `give`, which leaked a `Vec<u8>` with exactly
        // this pointer, length and capacity; the host gives each buffer back once.
        drop(unsafe { Vec::from_raw_parts(buffer.ptr, buffer.len, buffer.cap) });
    });
}

unsafe extern "C" fn factory_request<E: PluginEntry>(
    request: *const u8,
    len: usize,
    out: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): the ABI makes `request` valid for `len` bytes and `out` valid.
    unsafe {
        guard(out, || {
            let answer = serve::factory_request(E::factory(), bytes(request, len))?;
            give(out, answer);
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn session_new<E: PluginEntry>(
    options: *const u8,
    len: usize,
    session: *mut *mut SessionHandle,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): the ABI makes `options` valid for `len` bytes (or null) and the
    // outputs valid for writes.
    unsafe {
        guard(error, || {
            let made = serve::new_session(E::factory(), bytes(options, len))?;
            put(session, into_handle(made), "session output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn session_clone(
    session: *const SessionHandle,
    copy: *mut *mut SessionHandle,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let made = session_ref(session)?.clone_box();
            put(copy, into_handle(made), "copy output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn session_free(session: *mut SessionHandle) {
    if session.is_null() {
        return;
    }
    let _inside = panics::Guarded::enter();
    let _ = catch_unwind(|| {
        // SAFETY: a live handle made by `into_handle`, freed once by its owner.
        drop(unsafe { Box::from_raw(session.cast::<SessionBox>()) });
    });
}

unsafe extern "C" fn legal_moves(
    session: *const SessionHandle,
    moves: *mut u32,
    capacity: usize,
    count: *mut usize,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, `count` valid for a write, and
    // `moves` valid for `capacity` writes (or null with capacity 0).
    unsafe {
        guard(error, || {
            let ids = session_ref(session)?.legal_moves();
            put(count, ids.len(), "count output")?;
            if ids.len() > capacity {
                return Ok(STATUS_BUFFER_TOO_SMALL);
            }
            if !ids.is_empty() {
                if moves.is_null() {
                    return Err(null_argument("move buffer"));
                }
                std::ptr::copy_nonoverlapping(ids.as_ptr(), moves, ids.len());
            }
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn play(session: *mut SessionHandle, id: u32, error: *mut PluginBuffer) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, `error` valid for a write.
    unsafe {
        guard(error, || {
            serve::play(session_mut(session)?, id)?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn undo(session: *mut SessionHandle, done: *mut u8, error: *mut PluginBuffer) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let moved = session_mut(session)?.undo();
            put(done, u8::from(moved), "done output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn redo(session: *mut SessionHandle, done: *mut u8, error: *mut PluginBuffer) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let moved = session_mut(session)?.redo();
            put(done, u8::from(moved), "done output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn seek(
    session: *mut SessionHandle,
    index: u64,
    done: *mut u8,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let moved = serve::seek(session_mut(session)?, index);
            put(done, u8::from(moved), "done output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn cursor(
    session: *const SessionHandle,
    cursor: *mut u64,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let at = session_ref(session)?.cursor();
            put(cursor, at as u64, "cursor output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn hash(session: *const SessionHandle, hash: *mut u64, error: *mut PluginBuffer) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            let value = session_ref(session)?.hash();
            put(hash, value, "hash output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn to_move(session: *const SessionHandle, seat: *mut u32, error: *mut PluginBuffer) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, the outputs valid for writes.
    unsafe {
        guard(error, || {
            put(seat, serve::to_move(session_ref(session)?), "seat output")?;
            Ok(STATUS_OK)
        })
    }
}

/// The flag behind `stop`, or a flag that stays down.
///
/// # Safety
/// `stop` is null or valid for the call.
unsafe fn stop_flag<'a>(stop: *const AtomicBool) -> &'a AtomicBool {
    static NEVER: AtomicBool = AtomicBool::new(false);
    // SAFETY: the caller keeps a non-null flag alive for the call.
    unsafe { stop.as_ref() }.unwrap_or(&NEVER)
}

unsafe extern "C" fn session_request(
    session: *mut SessionHandle,
    request: *const u8,
    len: usize,
    stop: *const AtomicBool,
    out: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, `request` valid for `len` bytes,
    // `stop` null or alive for the call, `out` valid for a write.
    unsafe {
        guard(out, || {
            let request = serve::parse(bytes(request, len))?;
            let answer = serve::session_request(session_mut(session)?, request, stop_flag(stop))?;
            give(out, answer);
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn agent_bind(
    session: *const SessionHandle,
    spec: *const u8,
    len: usize,
    agent: *mut *mut AgentHandle,
    error: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `session` is a live handle, `spec` valid for `len` bytes, the
    // outputs valid for writes.
    unsafe {
        guard(error, || {
            let bound = serve::bind_agent(session_ref(session)?, bytes(spec, len))?;
            let handle: *mut AgentHandle = Box::into_raw(Box::new(bound)).cast();
            put(agent, handle, "agent output")?;
            Ok(STATUS_OK)
        })
    }
}

unsafe extern "C" fn agent_free(agent: *mut AgentHandle) {
    if agent.is_null() {
        return;
    }
    let _inside = panics::Guarded::enter();
    let _ = catch_unwind(|| {
        // SAFETY: a live handle made by `agent_bind`, freed once by its owner.
        drop(unsafe { Box::from_raw(agent.cast::<AgentBox>()) });
    });
}

unsafe extern "C" fn agent_request(
    agent: *mut AgentHandle,
    request: *const u8,
    len: usize,
    stop: *const AtomicBool,
    out: *mut PluginBuffer,
) -> u32 {
    // SAFETY (all blocks): `agent` is a live handle used by one thread at a time, `request`
    // valid for `len` bytes, `stop` null or alive for the call, `out` valid for a write.
    unsafe {
        guard(out, || {
            let request = serve::parse(bytes(request, len))?;
            let agent = agent.cast::<AgentBox>().as_mut().ok_or_else(|| null_argument("agent"))?;
            let answer = serve::agent_request(agent, request, stop_flag(stop))?;
            give(out, answer);
            Ok(STATUS_OK)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::abi::{STATUS_BAD_REQUEST, STATUS_PANICKED};

    fn taken(buffer: PluginBuffer) -> String {
        // SAFETY: `buffer` was filled by `give` in this test.
        let text = unsafe { std::slice::from_raw_parts(buffer.ptr, buffer.len) }.to_vec();
        // SAFETY: given back once.
        unsafe { free_buffer(buffer) };
        String::from_utf8(text).unwrap()
    }

    #[test]
    fn a_panic_becomes_a_status_and_its_message() {
        let mut error = PluginBuffer::empty();
        // SAFETY: `error` is a live slot.
        let status = unsafe { guard(&raw mut error, || panic!("the rules broke")) };
        assert_eq!(status, STATUS_PANICKED);
        assert_eq!(taken(error), "the rules broke");
    }

    #[test]
    fn bad_requests_and_null_handles_are_refused() {
        let mut out = PluginBuffer::empty();
        let request = b"{\"request\":";
        // SAFETY: a null session is allowed (and refused); the request and slot are live.
        let status = unsafe {
            session_request(
                std::ptr::null_mut(),
                request.as_ptr(),
                request.len(),
                std::ptr::null(),
                &raw mut out,
            )
        };
        assert_eq!(status, STATUS_BAD_REQUEST);
        assert!(taken(out).contains("not valid"));
        let mut out = PluginBuffer::empty();
        let request = b"{\"request\":\"phase\"}";
        // SAFETY: as above.
        let status = unsafe {
            session_request(
                std::ptr::null_mut(),
                request.as_ptr(),
                request.len(),
                std::ptr::null(),
                &raw mut out,
            )
        };
        assert_eq!(status, STATUS_BAD_REQUEST);
        assert_eq!(taken(out), "session is null");
    }
}
