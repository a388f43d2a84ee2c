//! The seam between the host and a plugin, as the host calls it: one [`Call`] at a time,
//! one [`Reply`] back, whichever tier carries it ([`super::native`] through a C function
//! table, [`super::wasm`] into a sandboxed WebAssembly instance). Everything above this
//! (checking answers, faults, the game traits) is written once, over [`Seam`].

use std::sync::Arc;
use std::sync::atomic::AtomicBool;

/// A session or agent inside a plugin: a pointer natively, a small integer in a guest.
pub(crate) type Handle = u64;

/// A status only the host gives: the call did not complete (the guest trapped, ran out of
/// memory or time, or is dead from an earlier trap); the reply's bytes say why.
pub(crate) const STATUS_FAULT: u32 = 0x100;

/// One call of the seam. Handles are ones the same seam made and has not freed, each used
/// by one thread at a time: the types above keep that promise.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Call<'a> {
    /// A [`crate::protocol::FactoryRequest`] as JSON.
    FactoryRequest(&'a [u8]),
    /// A new session for options given as JSON; the reply's value is its handle.
    SessionNew(&'a [u8]),
    /// A copy of a session in the same plugin; the value is its handle.
    SessionClone(Handle),
    /// The legal moves, in the reply's ids.
    LegalMoves(Handle),
    /// Play a move.
    Play(Handle, u32),
    /// Step back; the value is 1 if it did.
    Undo(Handle),
    /// Step forward; the value is 1 if it did.
    Redo(Handle),
    /// Move the cursor; the value is 1 if it did.
    Seek(Handle, u64),
    /// The value is the cursor.
    Cursor(Handle),
    /// The value is the hash.
    Hash(Handle),
    /// The value is the seat to move or [`crate::abi::TERMINAL`].
    ToMove(Handle),
    /// A [`crate::protocol::SessionRequest`] as JSON.
    SessionRequest(Handle, &'a [u8]),
    /// Bind an agent for a seat spec (JSON); the value is its handle.
    AgentBind(Handle, &'a [u8]),
    /// An [`crate::protocol::AgentRequest`] as JSON.
    AgentRequest(Handle, &'a [u8]),
}

/// How long a call may take before the host gives up on it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Patience {
    /// Rules and views: answered in microseconds, so a call that runs long is stuck.
    Quick,
    /// Searches, perft, playouts: as long as they like while nobody asks them to stop, and
    /// a short grace once someone does.
    Search,
}

/// What a call gave back.
#[derive(Debug, Default)]
pub(crate) struct Reply {
    /// One of the ABI's statuses, or [`STATUS_FAULT`].
    pub status: u32,
    /// The answer (JSON), or the reason of a failure.
    pub bytes: Vec<u8>,
    /// The number the call gives (a handle, a cursor, a hash, a seat, a 0 or 1).
    pub value: u64,
    /// Move ids, for [`Call::LegalMoves`].
    pub ids: Vec<u32>,
}

impl Reply {
    /// A reply that only says the call failed, and why.
    pub fn fault(reason: impl Into<String>) -> Self {
        Self { status: STATUS_FAULT, bytes: reason.into().into_bytes(), ..Self::default() }
    }
}

/// Which tier a plugin runs in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Tier {
    /// A native library: runs in the host's process with the user's full rights.
    Native,
    /// A WebAssembly module: runs in a sandbox that sees nothing but the seam.
    Wasm,
}

impl Tier {
    /// How the tier reads in lists: "native (full access)" or "sandboxed (wasm)".
    pub fn label(self) -> &'static str {
        match self {
            Self::Native => "native (full access)",
            Self::Wasm => "sandboxed (wasm)",
        }
    }
}

/// A plugin's functions, as the host calls them.
pub(crate) trait Seam: Send + Sync {
    /// Makes one call. `stop`, when given, is the flag that asks a search to end early.
    fn call(&self, call: Call<'_>, patience: Patience, stop: Option<&AtomicBool>) -> Reply;

    /// Frees a session.
    fn free_session(&self, session: Handle);

    /// Frees an agent.
    fn free_agent(&self, agent: Handle);

    /// A seam of its own for a copy of a game, where copies must not share one (a guest
    /// runs one call at a time, and a copy is made to think while the original is shown);
    /// `None` where copies live side by side in this seam.
    fn fork(&self) -> Option<Result<Arc<dyn Seam>, String>>;

    /// The tier.
    fn tier(&self) -> Tier;
}
