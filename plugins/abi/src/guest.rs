//! The plugin side of the WebAssembly tier ([`crate::wasm_abi`]): the guest's handles,
//! buffers, stop flag and clock, and the one call that the exports made by
//! [`export_game_plugin!`](crate::export_game_plugin) lead to. Built only for `wasm32`.
//!
//! The guest is single-threaded and the host calls it from one thread at a time, so its
//! state lives in a thread-local cell. A panic aborts (the guest is built with
//! `panic=abort`), which the host sees as a trap; the panic hook leaves the message where
//! [`panic_text`] finds it, so the host can say what went wrong.

use std::cell::RefCell;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU32, AtomicU64, Ordering};

use plateau_core::GameFactory;

use crate::abi::{ABI_CRATE_VERSION, RUSTC_VERSION, STATUS_BAD_REQUEST, STATUS_OK};
use crate::serve::{self, AgentBox, Failure, SessionBox};
use crate::wasm_abi::{About, op};

/// What the export macro knows of the plugin.
pub struct Plugin {
    /// The game's factory.
    pub factory: fn() -> &'static dyn GameFactory,
    /// The game's id.
    pub game_id: &'static str,
    /// Its rules version.
    pub rules_version: u32,
    /// Version of the plugin crate.
    pub plugin_version: &'static str,
}

/// Handles to values of type `T`: small integers from 1 (0 is "none", as a null pointer is
/// natively), reused after a free.
struct Slots<T> {
    slots: Vec<Option<T>>,
}

impl<T> Slots<T> {
    const fn new() -> Self {
        Self { slots: Vec::new() }
    }

    fn insert(&mut self, value: T) -> u64 {
        if let Some(free) = self.slots.iter().position(Option::is_none) {
            self.slots[free] = Some(value);
            free as u64 + 1
        } else {
            self.slots.push(Some(value));
            self.slots.len() as u64
        }
    }

    fn get(&mut self, handle: u32) -> Result<&mut T, Failure> {
        let index = (handle as usize).wrapping_sub(1);
        self.slots
            .get_mut(index)
            .and_then(Option::as_mut)
            .ok_or_else(|| Failure::BadRequest(format!("no live handle {handle}")))
    }

    fn remove(&mut self, handle: u32) {
        if let Some(slot) = self.slots.get_mut((handle as usize).wrapping_sub(1)) {
            *slot = None;
        }
    }
}

struct Guest {
    inbox: Vec<u8>,
    out: Vec<u8>,
    value: u64,
    sessions: Slots<SessionBox>,
    agents: Slots<AgentBox>,
}

thread_local! {
    static GUEST: RefCell<Guest> = const {
        RefCell::new(Guest {
            inbox: Vec::new(),
            out: Vec::new(),
            value: 0,
            sessions: Slots::new(),
            agents: Slots::new(),
        })
    };
}

/// Set by the host to ask the running search to end.
static STOP: AtomicBool = AtomicBool::new(false);

/// The last panic's message, for the host to read after the trap.
static PANIC: Mutex<String> = Mutex::new(String::new());

/// Runs the module's static constructors (the registrations of agent kinds), once, as the
/// host's first call.
pub fn initialize() {
    // The linker makes this function for every module with static constructors; it
    // takes no arguments and only runs them.
    #[allow(unsafe_code)]
    unsafe extern "C" {
        fn __wasm_call_ctors();
    }
    static ONCE: std::sync::Once = std::sync::Once::new();
    // SAFETY: `__wasm_call_ctors` is defined by the linker and runs each constructor; the
    // `Once` makes sure it runs once, before any other call, as constructors expect.
    #[allow(unsafe_code)]
    ONCE.call_once(|| unsafe { __wasm_call_ctors() });
}

/// Room for `len` bytes of request; its address.
pub fn inbox(len: u32) -> u32 {
    GUEST.with_borrow_mut(|guest| {
        guest.inbox.clear();
        guest.inbox.resize(len as usize, 0);
        guest.inbox.as_mut_ptr() as u32
    })
}

/// The reply area ([`crate::wasm_abi::EXPORT_REPLY`]): where the last answer is, how long,
/// and the call's number.
#[repr(C)]
struct ReplyArea {
    ptr: AtomicU32,
    len: AtomicU32,
    value: AtomicU64,
}

static REPLY: ReplyArea =
    ReplyArea { ptr: AtomicU32::new(0), len: AtomicU32::new(0), value: AtomicU64::new(0) };

/// The address of the reply area.
pub fn reply() -> u32 {
    std::ptr::from_ref(&REPLY) as u32
}

/// The address of the stop flag.
pub fn stop_flag() -> u32 {
    STOP.as_ptr() as u32
}

/// The address of the clock the host keeps.
pub fn clock() -> u32 {
    plateau_core::clock::GUEST_MILLIS.as_ptr() as u32
}

/// The address of the memory cap the host writes.
pub fn memory_cap() -> u32 {
    plateau_core::memory::GUEST_MEMORY_BYTES.as_ptr() as u32
}

/// Where the last panic's message is: address in the high half, length in the low; 0 if
/// there was none or it cannot be read (the panic may have struck inside the lock).
pub fn panic_text() -> u64 {
    match PANIC.try_lock() {
        Ok(text) if !text.is_empty() => {
            (u64::from(text.as_ptr() as u32) << 32) | u64::from(text.len() as u32)
        }
        _ => 0,
    }
}

fn keep_panic_messages() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        std::panic::set_hook(Box::new(|info| {
            if let Ok(mut text) = PANIC.try_lock() {
                *text = info.to_string();
            }
        }));
    });
}

/// One call of the seam; see [`crate::wasm_abi`].
pub fn call(plugin: &Plugin, op: u32, handle: u32, arg: u64, len: u32) -> u32 {
    keep_panic_messages();
    GUEST.with_borrow_mut(|guest| {
        let Guest { inbox, out, value, sessions, agents } = guest;
        let request = inbox.get(..len as usize);
        *value = 0;
        out.clear();
        let result = serve::guarded(|| {
            let request =
                request.ok_or_else(|| Failure::BadRequest("the request is longer than the inbox".into()))?;
            let factory = (plugin.factory)();
            match op {
                op::ABOUT => {
                    let about = About {
                        game_id: plugin.game_id.to_owned(),
                        rules_version: plugin.rules_version,
                        plugin_version: plugin.plugin_version.to_owned(),
                        abi_crate_version: ABI_CRATE_VERSION.to_owned(),
                        rustc_version: RUSTC_VERSION.to_owned(),
                    };
                    *out = serde_json::to_vec(&about).map_err(|e| Failure::BadRequest(e.to_string()))?;
                }
                op::FACTORY_REQUEST => *out = serve::factory_request(factory, Some(request))?,
                op::SESSION_NEW => *value = sessions.insert(serve::new_session(factory, Some(request))?),
                op::SESSION_CLONE => {
                    let copy = sessions.get(handle)?.clone_box();
                    *value = sessions.insert(copy);
                }
                op::SESSION_FREE => sessions.remove(handle),
                op::LEGAL_MOVES => {
                    *out =
                        sessions.get(handle)?.legal_moves().iter().flat_map(|id| id.to_le_bytes()).collect();
                }
                op::PLAY => {
                    let id = u32::try_from(arg).map_err(|_| Failure::BadRequest(format!("move id {arg}")))?;
                    serve::play(sessions.get(handle)?, id)?;
                }
                op::UNDO => *value = u64::from(sessions.get(handle)?.undo()),
                op::REDO => *value = u64::from(sessions.get(handle)?.redo()),
                op::SEEK => *value = u64::from(serve::seek(sessions.get(handle)?, arg)),
                op::CURSOR => *value = sessions.get(handle)?.cursor() as u64,
                op::HASH => *value = sessions.get(handle)?.hash(),
                op::TO_MOVE => *value = u64::from(serve::to_move(sessions.get(handle)?)),
                op::SESSION_REQUEST => {
                    let request = serve::parse(Some(request))?;
                    *out = serve::session_request(sessions.get(handle)?, request, &STOP)?;
                }
                op::AGENT_BIND => {
                    let agent = serve::bind_agent(sessions.get(handle)?, Some(request))?;
                    *value = agents.insert(agent);
                }
                op::AGENT_FREE => agents.remove(handle),
                op::AGENT_REQUEST => {
                    let request = serve::parse(Some(request))?;
                    *out = serve::agent_request(agents.get(handle)?, request, &STOP)?;
                }
                other => return Err(Failure::BadRequest(format!("unknown operation {other}"))),
            }
            Ok(())
        });
        STOP.store(false, Ordering::Relaxed);
        let status = match result {
            Ok(()) => STATUS_OK,
            Err(failed) => {
                *out = failed.text;
                if failed.status == 0 { STATUS_BAD_REQUEST } else { failed.status }
            }
        };
        REPLY.ptr.store(out.as_ptr() as u32, Ordering::Relaxed);
        REPLY.len.store(out.len() as u32, Ordering::Relaxed);
        REPLY.value.store(*value, Ordering::Relaxed);
        status
    })
}
