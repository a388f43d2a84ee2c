//! The native tier of the seam: calls through a loaded library's C function table.

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use super::seam::{Call, Handle, Patience, Reply, Seam, Tier};
use crate::abi::{AgentHandle, PluginBuffer, PluginTable, STATUS_BUFFER_TOO_SMALL, STATUS_OK, SessionHandle};

/// The most legal moves a position may have before the host calls the answer nonsense.
const MAX_MOVES: usize = 1 << 24;

/// A loaded library's functions, valid for the rest of the process (libraries are never
/// unloaded).
#[derive(Clone, Copy)]
pub(crate) struct NativeSeam {
    pub table: &'static PluginTable,
}

impl NativeSeam {
    /// Copies a buffer the plugin returned and gives it back.
    fn take(self, buffer: PluginBuffer) -> Vec<u8> {
        if buffer.ptr.is_null() {
            return Vec::new();
        }
        if buffer.len > buffer.cap {
            // Not a buffer this ABI makes; reading or freeing it could only do harm.
            return b"a malformed buffer".to_vec();
        }
        // SAFETY: a non-null buffer returned by the plugin holds `len` initialised bytes
        // until it is given back, which happens right after the copy and only here.
        let bytes = unsafe { std::slice::from_raw_parts(buffer.ptr, buffer.len) }.to_vec();
        // SAFETY: the buffer came from this plugin and is given back once.
        unsafe { (self.table.free_buffer)(buffer) };
        bytes
    }

    /// Runs a call that writes its failure (or answer) into one buffer.
    fn with_buffer(self, f: impl FnOnce(*mut PluginBuffer) -> u32) -> Reply {
        let mut buffer = PluginBuffer::empty();
        let status = f(&raw mut buffer);
        Reply { status, bytes: self.take(buffer), ..Reply::default() }
    }

    /// Runs a call that writes a number (of type `T`) and may fail into a buffer.
    fn valued<T: Default + Into<u64>>(self, f: impl FnOnce(*mut T, *mut PluginBuffer) -> u32) -> Reply {
        let mut value = T::default();
        let mut reply = self.with_buffer(|error| f(&raw mut value, error));
        reply.value = value.into();
        reply
    }

    fn legal_moves(self, session: *const SessionHandle) -> Reply {
        let mut moves: Vec<u32> = Vec::with_capacity(256);
        loop {
            let mut count = 0usize;
            let capacity = moves.capacity();
            let ptr = moves.as_mut_ptr();
            let mut reply = self.with_buffer(|error| {
                // SAFETY: `ptr` has room for `capacity` ids; the handle is live and used by
                // this thread only; the outputs are live.
                unsafe { (self.table.legal_moves)(session, ptr, capacity, &raw mut count, error) }
            });
            match reply.status {
                STATUS_OK if count <= capacity => {
                    // SAFETY: the plugin wrote `count` ids (at most the capacity) on success.
                    unsafe { moves.set_len(count) };
                    reply.ids = moves;
                    return reply;
                }
                STATUS_BUFFER_TOO_SMALL if count > capacity && count <= MAX_MOVES => {
                    moves.reserve_exact(count);
                }
                STATUS_OK | STATUS_BUFFER_TOO_SMALL => {
                    return Reply::fault(format!("gave {count} legal moves for a buffer of {capacity}"));
                }
                _ => return reply,
            }
        }
    }
}

fn session(handle: Handle) -> *mut SessionHandle {
    handle as usize as *mut SessionHandle
}

fn agent(handle: Handle) -> *mut AgentHandle {
    handle as usize as *mut AgentHandle
}

impl Seam for NativeSeam {
    fn call(&self, call: Call<'_>, _: Patience, stop: Option<&AtomicBool>) -> Reply {
        let table = self.table;
        let stop: *const AtomicBool = stop.map_or(std::ptr::null(), std::ptr::from_ref);
        // SAFETY (every block below): the handles are live ones this table made, used by one
        // thread at a time (the `Call` contract); byte slices, outputs and the stop flag are
        // live for the duration of each call.
        match call {
            Call::FactoryRequest(request) => self
                .with_buffer(|out| unsafe { (table.factory_request)(request.as_ptr(), request.len(), out) }),
            Call::SessionNew(options) => self.valued(|made: *mut u64, error| {
                let mut handle: *mut SessionHandle = std::ptr::null_mut();
                let status =
                    unsafe { (table.session_new)(options.as_ptr(), options.len(), &raw mut handle, error) };
                unsafe { made.write(handle as usize as u64) };
                status
            }),
            Call::SessionClone(original) => self.valued(|made: *mut u64, error| {
                let mut handle: *mut SessionHandle = std::ptr::null_mut();
                let status = unsafe { (table.session_clone)(session(original), &raw mut handle, error) };
                unsafe { made.write(handle as usize as u64) };
                status
            }),
            Call::LegalMoves(handle) => self.legal_moves(session(handle)),
            Call::Play(handle, id) => {
                self.with_buffer(|error| unsafe { (table.play)(session(handle), id, error) })
            }
            Call::Undo(handle) => {
                self.valued(|done: *mut u8, error| unsafe { (table.undo)(session(handle), done, error) })
            }
            Call::Redo(handle) => {
                self.valued(|done: *mut u8, error| unsafe { (table.redo)(session(handle), done, error) })
            }
            Call::Seek(handle, index) => self
                .valued(|done: *mut u8, error| unsafe { (table.seek)(session(handle), index, done, error) }),
            Call::Cursor(handle) => {
                self.valued(|at, error| unsafe { (table.cursor)(session(handle), at, error) })
            }
            Call::Hash(handle) => {
                self.valued(|hash, error| unsafe { (table.hash)(session(handle), hash, error) })
            }
            Call::ToMove(handle) => {
                self.valued(|seat: *mut u32, error| unsafe { (table.to_move)(session(handle), seat, error) })
            }
            Call::SessionRequest(handle, request) => self.with_buffer(|out| unsafe {
                (table.session_request)(session(handle), request.as_ptr(), request.len(), stop, out)
            }),
            Call::AgentBind(handle, spec) => self.valued(|made: *mut u64, error| {
                let mut bound: *mut AgentHandle = std::ptr::null_mut();
                let status = unsafe {
                    (table.agent_bind)(session(handle), spec.as_ptr(), spec.len(), &raw mut bound, error)
                };
                unsafe { made.write(bound as usize as u64) };
                status
            }),
            Call::AgentRequest(handle, request) => self.with_buffer(|out| unsafe {
                (table.agent_request)(agent(handle), request.as_ptr(), request.len(), stop, out)
            }),
        }
    }

    fn free_session(&self, handle: Handle) {
        // SAFETY: a live handle this table made, freed once by its owner.
        unsafe { (self.table.session_free)(session(handle)) };
    }

    fn free_agent(&self, handle: Handle) {
        // SAFETY: a live handle this table made, freed once by its owner.
        unsafe { (self.table.agent_free)(agent(handle)) };
    }

    fn fork(&self) -> Option<Result<Arc<dyn Seam>, String>> {
        None
    }

    fn tier(&self) -> Tier {
        Tier::Native
    }
}
