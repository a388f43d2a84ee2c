//! The WebAssembly tier of the seam: a `.wasm` game runs under wasmtime in a sandbox that
//! sees nothing but the seam ([`crate::wasm_abi`]).
//!
//! - **Nothing imported.** A module that imports anything (WASI, a host function, a memory)
//!   is refused before it is instantiated, so a guest cannot touch files, the network, the
//!   environment or the clock; the only clock it has is the coarse one the host writes into
//!   its memory.
//! - **Memory capped** ([`WasmLimits::memory_bytes`], 256 MiB by default): growing past it
//!   traps. The guest is told the cap, so its searches size their tables to fit
//!   ([`wasm_abi::EXPORT_MEMORY_CAP`]), and each memory's address space is fitted to the
//!   process's own limit on it (`reservation`).
//! - **Every call bounded.** The engine's epoch advances every [`TICK`]; at each tick the
//!   running call checks its patience (`Patience`): a quick call (rules, views) may run
//!   [`WasmLimits::quick_call`], a search until [`WasmLimits::stop_grace`] after it was asked
//!   to stop (or [`WasmLimits::search_call`] at most). Past that it is interrupted.
//! - **A trap faults its instance**, never the host: every call after it answers with the
//!   same fault. Each game (and each copy made to think, and each agent) has an instance of
//!   its own, so the app and the other games go on.
//!
//! A module is compiled once per load, and the compiled code is kept on disk
//! ([`compiled_cache_dir`]) under the module's SHA-256, so the next start only loads it,
//! once it has checked out (`super::compiled`); instances of it are cheap.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::{Duration, Instant};

use wasmtime::{
    Config, Engine, Instance, Linker, Memory, Module, ResourceLimiter, Store, Trap, TypedFunc, UpdateDeadline,
};

use self::reservation::Layout;
use super::compiled::Kept;
use super::seam::{Call, Handle, Patience, Reply, STATUS_FAULT, Seam, Tier};
use crate::abi::STATUS_OK;
use crate::wasm_abi::{self, About, op};

mod reservation;

/// How often the engine's epoch advances: how soon a stop request reaches a guest, how fine
/// its clock is, and how late past its limit a call is interrupted.
pub const TICK: Duration = Duration::from_millis(10);

/// The largest answer the host copies out of a guest.
const MAX_ANSWER_BYTES: usize = 16 << 20;

/// What a WebAssembly plugin may use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WasmLimits {
    /// Most bytes of linear memory one instance may have.
    pub memory_bytes: usize,
    /// Longest a quick call (rules, views, creating a game) may run.
    pub quick_call: Duration,
    /// How long a search may go on after it was asked to stop.
    pub stop_grace: Duration,
    /// Longest any search may run.
    pub search_call: Duration,
}

impl Default for WasmLimits {
    fn default() -> Self {
        Self {
            memory_bytes: 256 << 20,
            quick_call: Duration::from_secs(2),
            stop_grace: Duration::from_secs(2),
            search_call: Duration::from_mins(30),
        }
    }
}

/// The layout of every memory's address space, fitted to the process's limit on it (if any),
/// chosen once, with the engine.
fn layout() -> Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    *LAYOUT.get_or_init(|| {
        Layout::fitting(reservation::address_space_limit(), WasmLimits::default().memory_bytes as u64)
    })
}

/// The most bytes of memory an instance under `limits` can have: its cap, or less where the
/// address space is too small to reserve that much.
fn instance_cap(limits: &WasmLimits) -> usize {
    let reach = layout().reach().map_or(usize::MAX, |bytes| usize::try_from(bytes).unwrap_or(usize::MAX));
    limits.memory_bytes.min(reach)
}

/// The engine every module is compiled for, with its epoch ticking on a thread of its own.
fn engine() -> Result<&'static Engine, String> {
    static ENGINE: OnceLock<Result<Engine, String>> = OnceLock::new();
    ENGINE
        .get_or_init(|| {
            let mut config = Config::new();
            config.epoch_interruption(true);
            layout().apply(&mut config);
            let engine =
                Engine::new(&config).map_err(|e| format!("the WebAssembly engine cannot start: {e}"))?;
            let ticking = engine.clone();
            std::thread::Builder::new()
                .name("plateau-wasm-epoch".into())
                .spawn(move || {
                    loop {
                        std::thread::sleep(TICK);
                        ticking.increment_epoch();
                    }
                })
                .map_err(|e| format!("the WebAssembly clock cannot start: {e}"))?;
            Ok(engine)
        })
        .as_ref()
        .map_err(Clone::clone)
}

/// A compiled plugin module, ready to be instantiated.
pub(crate) struct WasmModule {
    path: PathBuf,
    module: Module,
    limits: WasmLimits,
}

impl std::fmt::Debug for WasmModule {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("WasmModule")
            .field("path", &self.path)
            .field("limits", &self.limits)
            .finish_non_exhaustive()
    }
}

impl WasmModule {
    /// Reads and compiles the module at `path` (or loads its compiled code from `cache`),
    /// and checks that it imports nothing.
    pub fn compile(path: &Path, limits: WasmLimits, cache: Option<&Path>) -> Result<Arc<Self>, String> {
        let bytes = plateau_core::files::read(path, plateau_core::files::FileKind::WasmModule)
            .map_err(|e| e.reason())?;
        let Some(dir) = cache else {
            return Self::from_bytes(path, &bytes, limits);
        };
        let engine = engine()?;
        let kept = Kept::new(dir, &bytes, engine);
        if let Some(module) = kept.load(engine) {
            return Self::checked(path, module, limits);
        }
        let made = Self::from_bytes(path, &bytes, limits)?;
        kept.store(&made.module);
        Ok(made)
    }

    /// Compiles a module from its bytes (binary or text format).
    pub fn from_bytes(path: &Path, bytes: &[u8], limits: WasmLimits) -> Result<Arc<Self>, String> {
        let engine = engine()?;
        let module = Module::new(engine, bytes)
            .map_err(|e| format!("not a valid WebAssembly module: {}", first_line(&e)))?;
        Self::checked(path, module, limits)
    }

    /// A compiled module as a plugin module, if it imports nothing.
    fn checked(path: &Path, module: Module, limits: WasmLimits) -> Result<Arc<Self>, String> {
        if let Some(import) = module.imports().next() {
            return Err(format!(
                "it imports '{}::{}'; a Plateau plugin may import nothing (no WASI, no host functions)",
                import.module(),
                import.name()
            ));
        }
        Ok(Arc::new(Self { path: path.to_owned(), module, limits }))
    }

    /// A fresh instance with its own memory.
    pub fn instantiate(self: &Arc<Self>) -> Result<WasmSeam, String> {
        let guest = Guest::new(self)?;
        Ok(WasmSeam { module: Arc::clone(self), guest: Mutex::new(Ok(guest)) })
    }

    /// What the plugin says about itself, from a throwaway instance.
    pub fn about(self: &Arc<Self>) -> Result<About, String> {
        let seam = self.instantiate()?;
        let reply = seam.run(op::ABOUT, 0, 0, &[], Patience::Quick);
        if reply.status != STATUS_OK {
            return Err(format!("it did not say what it is: {}", String::from_utf8_lossy(&reply.bytes)));
        }
        serde_json::from_slice(&reply.bytes).map_err(|e| format!("it said what it is unreadably: {e}"))
    }
}

fn first_line(error: &wasmtime::Error) -> String {
    let text = format!("{error:#}");
    text.lines().next().unwrap_or("").to_owned()
}

/// The folder compiled modules are kept in: `$XDG_CACHE_HOME/plateau/wasm`, else
/// `~/.cache/plateau/wasm`.
pub fn compiled_cache_dir() -> Option<PathBuf> {
    super::user_cache_dir().map(|dir| dir.join("wasm"))
}

/// What the epoch callback and the limiter know of the running call.
struct Watch {
    limits: WasmLimits,
    /// When the instance was made: the guest's clock counts from here.
    born: Instant,
    memory: Option<Memory>,
    stop_at: usize,
    clock_at: usize,
    started: Instant,
    patience: Patience,
    /// Address of the caller's stop flag for the running call, or 0. Set from a live
    /// `&AtomicBool` just before the call and cleared right after it, on the same thread.
    stop: usize,
    stop_seen: Option<Instant>,
    /// Why the host interrupted the call, when it did.
    verdict: Option<String>,
}

impl Watch {
    fn clock_bytes(&self) -> [u8; 8] {
        (self.born.elapsed().as_millis() as u64).to_le_bytes()
    }

    fn stop_requested(&self) -> bool {
        if self.stop == 0 {
            return false;
        }
        // SAFETY: a non-zero `stop` is the address of the caller's flag, which the caller
        // keeps alive for the whole call; it is cleared before the call returns, and this
        // runs only inside the call, on its thread.
        let flag = unsafe { &*(self.stop as *const AtomicBool) };
        flag.load(Ordering::Relaxed)
    }

    /// At each tick: why the call must end now, if it must.
    fn overdue(&mut self) -> Option<String> {
        let now = Instant::now();
        let ran = now - self.started;
        match self.patience {
            Patience::Quick if ran > self.limits.quick_call => Some(format!(
                "the plugin stopped answering (no answer within {} s)",
                self.limits.quick_call.as_secs_f64()
            )),
            Patience::Search if ran > self.limits.search_call => {
                Some(format!("the plugin's search ran past {} s", self.limits.search_call.as_secs_f64()))
            }
            // A search runs as long as it likes until someone asks it to stop.
            Patience::Search if !self.stop_requested() => None,
            Patience::Search => {
                let seen = *self.stop_seen.get_or_insert(now);
                (now - seen > self.limits.stop_grace).then(|| {
                    format!(
                        "the plugin's search did not stop within {} s of being asked",
                        self.limits.stop_grace.as_secs_f64()
                    )
                })
            }
            Patience::Quick => None,
        }
    }
}

impl ResourceLimiter for Watch {
    fn memory_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        if desired > self.limits.memory_bytes {
            let reason = format!(
                "the plugin ran out of memory: it wanted more than the {} MiB its sandbox allows",
                self.limits.memory_bytes >> 20
            );
            self.verdict = Some(reason.clone());
            return Err(wasmtime::Error::msg(reason));
        }
        Ok(true)
    }

    fn table_growing(
        &mut self,
        _current: usize,
        desired: usize,
        _maximum: Option<usize>,
    ) -> wasmtime::Result<bool> {
        const MAX_TABLE: usize = 1 << 20;
        if desired > MAX_TABLE {
            let reason = format!("the plugin wanted a table of more than {MAX_TABLE} entries");
            self.verdict = Some(reason.clone());
            return Err(wasmtime::Error::msg(reason));
        }
        Ok(true)
    }

    fn instances(&self) -> usize {
        1
    }

    fn memories(&self) -> usize {
        1
    }

    fn tables(&self) -> usize {
        4
    }
}

/// One instance and the exports the host calls.
struct Guest {
    store: Store<Watch>,
    memory: Memory,
    inbox: TypedFunc<u32, u32>,
    call: TypedFunc<(u32, u32, u64, u32), u32>,
    /// Where the guest leaves each call's reply.
    reply_at: usize,
    panic_text: TypedFunc<(), u64>,
}

fn export<P, R>(instance: &Instance, store: &mut Store<Watch>, name: &str) -> Result<TypedFunc<P, R>, String>
where
    P: wasmtime::WasmParams,
    R: wasmtime::WasmResults,
{
    instance
        .get_typed_func::<P, R>(&mut *store, name)
        .map_err(|e| format!("its export '{name}' is missing or of the wrong type ({})", first_line(&e)))
}

impl Guest {
    fn new(module: &WasmModule) -> Result<Self, String> {
        let engine = engine()?;
        let born = Instant::now();
        let limits = WasmLimits { memory_bytes: instance_cap(&module.limits), ..module.limits };
        let watch = Watch {
            limits,
            born,
            memory: None,
            stop_at: 0,
            clock_at: 0,
            started: born,
            patience: Patience::Quick,
            stop: 0,
            stop_seen: None,
            verdict: None,
        };
        let mut store = Store::new(engine, watch);
        store.limiter(|watch| watch as &mut dyn ResourceLimiter);
        store.epoch_deadline_callback(|mut context| {
            let watch = context.data_mut();
            if let Some(reason) = watch.overdue() {
                watch.verdict = Some(reason);
                return Ok(UpdateDeadline::Interrupt);
            }
            let stop = watch.stop_requested();
            let (memory, stop_at, clock_at, clock) =
                (watch.memory, watch.stop_at, watch.clock_at, watch.clock_bytes());
            if let Some(memory) = memory {
                // A guest that moved its own flag or clock out of its memory only loses them.
                let _ = memory.write(&mut context, clock_at, &clock);
                if stop {
                    let _ = memory.write(&mut context, stop_at, &[1]);
                }
            }
            Ok(UpdateDeadline::Continue(1))
        });
        store.set_epoch_deadline(1);
        let linker: Linker<Watch> = Linker::new(engine);
        let instance = linker.instantiate(&mut store, &module.module).map_err(|e| {
            store
                .data_mut()
                .verdict
                .take()
                .unwrap_or_else(|| format!("it cannot be instantiated: {}", first_line(&e)))
        })?;
        let memory = instance
            .get_memory(&mut store, "memory")
            .ok_or_else(|| "it exports no memory named 'memory'".to_owned())?;
        let version: TypedFunc<(), i32> = export(&instance, &mut store, wasm_abi::EXPORT_VERSION)?;
        let initialize: Option<TypedFunc<(), ()>> = instance.get_typed_func(&mut store, "_initialize").ok();
        let stop_flag: TypedFunc<(), u32> = export(&instance, &mut store, wasm_abi::EXPORT_STOP_FLAG)?;
        let clock: TypedFunc<(), u32> = export(&instance, &mut store, wasm_abi::EXPORT_CLOCK)?;
        let reply: TypedFunc<(), u32> = export(&instance, &mut store, wasm_abi::EXPORT_REPLY)?;
        let memory_cap: Option<TypedFunc<(), u32>> =
            instance.get_typed_func(&mut store, wasm_abi::EXPORT_MEMORY_CAP).ok();
        let mut guest = Self {
            inbox: export(&instance, &mut store, wasm_abi::EXPORT_INBOX)?,
            call: export(&instance, &mut store, wasm_abi::EXPORT_CALL)?,
            reply_at: 0,
            panic_text: export(&instance, &mut store, wasm_abi::EXPORT_PANIC_TEXT)?,
            memory,
            store,
        };
        let failed = |what: &str, reason: String| format!("{what} failed: {reason}");
        let found =
            guest.quick(|g| version.call(&mut g.store, ())).map_err(|r| failed("asking its version", r))?;
        if found != wasm_abi::WASM_ABI_VERSION {
            return Err(format!(
                "it is a plugin for WebAssembly ABI version {found}; this build of Plateau loads version {}",
                wasm_abi::WASM_ABI_VERSION
            ));
        }
        if let Some(initialize) = initialize {
            guest.quick(|g| initialize.call(&mut g.store, ())).map_err(|r| failed("starting it", r))?;
        }
        let stop_at = guest
            .quick(|g| stop_flag.call(&mut g.store, ()))
            .map_err(|r| failed("asking its stop flag", r))?;
        let clock_at =
            guest.quick(|g| clock.call(&mut g.store, ())).map_err(|r| failed("asking its clock", r))?;
        guest.reply_at = guest
            .quick(|g| reply.call(&mut g.store, ()))
            .map_err(|r| failed("asking its reply area", r))? as usize;
        if let Some(memory_cap) = memory_cap {
            // Told once, so the guest's searches keep within the sandbox.
            let at = guest
                .quick(|g| memory_cap.call(&mut g.store, ()))
                .map_err(|r| failed("asking where its memory cap goes", r))?;
            let cap = (limits.memory_bytes as u64).to_le_bytes();
            guest
                .memory
                .write(&mut guest.store, at as usize, &cap)
                .map_err(|_| "its memory cap lies outside its memory".to_owned())?;
        }
        let watch = guest.store.data_mut();
        watch.memory = Some(memory);
        watch.stop_at = stop_at as usize;
        watch.clock_at = clock_at as usize;
        Ok(guest)
    }

    /// Runs `f` as a quick call, turning a trap into its reason.
    fn quick<T>(&mut self, f: impl FnOnce(&mut Self) -> wasmtime::Result<T>) -> Result<T, String> {
        self.begin(Patience::Quick, None);
        let result = f(self);
        self.store.data_mut().stop = 0;
        result.map_err(|e| self.reason(&e))
    }

    fn begin(&mut self, patience: Patience, stop: Option<&AtomicBool>) {
        let watch = self.store.data_mut();
        watch.started = Instant::now();
        watch.patience = patience;
        watch.stop = stop.map_or(0, |flag| std::ptr::from_ref(flag) as usize);
        watch.stop_seen = None;
        watch.verdict = None;
        let (stop_at, clock_at, clock) = (watch.stop_at, watch.clock_at, watch.clock_bytes());
        if clock_at != 0 {
            let _ = self.memory.write(&mut self.store, clock_at, &clock);
            let _ = self.memory.write(&mut self.store, stop_at, &[0]);
        }
        self.store.set_epoch_deadline(1);
    }

    /// Why a call failed, in words for the user.
    fn reason(&mut self, error: &wasmtime::Error) -> String {
        if let Some(verdict) = self.store.data_mut().verdict.take() {
            return verdict;
        }
        match error.downcast_ref::<Trap>() {
            Some(Trap::StackOverflow) => "the plugin overflowed its stack".to_owned(),
            Some(Trap::UnreachableCodeReached) => match self.panic_message() {
                Some(message) => format!("the plugin panicked: {message}"),
                None => "the plugin aborted (it reached unreachable code)".to_owned(),
            },
            Some(trap) => {
                let trap = trap.to_string();
                format!("the plugin trapped: {}", trap.strip_prefix("wasm trap: ").unwrap_or(&trap))
            }
            None => format!("the plugin failed: {}", first_line(error)),
        }
    }

    /// The guest's last panic message, if it left one readable.
    fn panic_message(&mut self) -> Option<String> {
        self.begin(Patience::Quick, None);
        let packed = self.panic_text.call(&mut self.store, ()).ok()?;
        let (ptr, len) = ((packed >> 32) as usize, (packed & 0xFFFF_FFFF) as usize);
        if packed == 0 || len > 4096 {
            return None;
        }
        let mut bytes = vec![0; len];
        self.memory.read(&self.store, ptr, &mut bytes).ok()?;
        Some(String::from_utf8_lossy(&bytes).into_owned())
    }

    /// One call of the seam: request into the inbox, the call, the answer out.
    fn run(
        &mut self,
        op: u32,
        handle: Handle,
        arg: u64,
        request: &[u8],
        patience: Patience,
        stop: Option<&AtomicBool>,
    ) -> Result<Reply, String> {
        let handle = u32::try_from(handle).map_err(|_| format!("no such handle {handle}"))?;
        let len = u32::try_from(request.len()).map_err(|_| "a request too large to send".to_owned())?;
        if len > 0 {
            let at = self.quick(|g| g.inbox.call(&mut g.store, len))?;
            self.memory
                .write(&mut self.store, at as usize, request)
                .map_err(|_| "the plugin gave no room for the request".to_owned())?;
        }
        self.begin(patience, stop);
        let status = self.call.call(&mut self.store, (op, handle, arg, len));
        self.store.data_mut().stop = 0;
        let status = status.map_err(|e| self.reason(&e))?;
        let mut area = [0u8; wasm_abi::REPLY_BYTES];
        self.memory
            .read(&self.store, self.reply_at, &mut area)
            .map_err(|_| "the plugin's reply area lies outside its memory".to_owned())?;
        let word = |at: usize| u32::from_le_bytes([area[at], area[at + 1], area[at + 2], area[at + 3]]);
        let (ptr, len) = (word(0) as usize, word(4) as usize);
        let value = u64::from(word(8)) | (u64::from(word(12)) << 32);
        if len > MAX_ANSWER_BYTES {
            return Err(format!(
                "the plugin gave an answer of {len} bytes (at most {MAX_ANSWER_BYTES} allowed)"
            ));
        }
        let mut bytes = vec![0; len];
        self.memory
            .read(&self.store, ptr, &mut bytes)
            .map_err(|_| format!("the plugin's answer lies outside its memory ({len} bytes at {ptr})"))?;
        Ok(Reply { status, bytes, value, ids: Vec::new() })
    }
}

/// One instance of a WebAssembly plugin as a [`Seam`]. After a trap it is dead: every call
/// answers with the fault.
pub(crate) struct WasmSeam {
    module: Arc<WasmModule>,
    guest: Mutex<Result<Guest, String>>,
}

impl WasmSeam {
    fn run(&self, op: u32, handle: Handle, arg: u64, request: &[u8], patience: Patience) -> Reply {
        self.run_with(op, handle, arg, request, patience, None)
    }

    fn run_with(
        &self,
        op: u32,
        handle: Handle,
        arg: u64,
        request: &[u8],
        patience: Patience,
        stop: Option<&AtomicBool>,
    ) -> Reply {
        let mut state = self.guest.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
        let guest = match state.as_mut() {
            Ok(guest) => guest,
            Err(reason) => return Reply::fault(reason.clone()),
        };
        match guest.run(op, handle, arg, request, patience, stop) {
            Ok(reply) => reply,
            Err(reason) => {
                *state = Err(reason.clone());
                Reply::fault(reason)
            }
        }
    }
}

impl Seam for WasmSeam {
    fn call(&self, call: Call<'_>, patience: Patience, stop: Option<&AtomicBool>) -> Reply {
        let (op, handle, arg, request): (u32, Handle, u64, &[u8]) = match call {
            Call::FactoryRequest(request) => (op::FACTORY_REQUEST, 0, 0, request),
            Call::SessionNew(options) => (op::SESSION_NEW, 0, 0, options),
            Call::SessionClone(session) => (op::SESSION_CLONE, session, 0, &[]),
            Call::LegalMoves(session) => (op::LEGAL_MOVES, session, 0, &[]),
            Call::Play(session, id) => (op::PLAY, session, u64::from(id), &[]),
            Call::Undo(session) => (op::UNDO, session, 0, &[]),
            Call::Redo(session) => (op::REDO, session, 0, &[]),
            Call::Seek(session, index) => (op::SEEK, session, index, &[]),
            Call::Cursor(session) => (op::CURSOR, session, 0, &[]),
            Call::Hash(session) => (op::HASH, session, 0, &[]),
            Call::ToMove(session) => (op::TO_MOVE, session, 0, &[]),
            Call::SessionRequest(session, request) => (op::SESSION_REQUEST, session, 0, request),
            Call::AgentBind(session, spec) => (op::AGENT_BIND, session, 0, spec),
            Call::AgentRequest(agent, request) => (op::AGENT_REQUEST, agent, 0, request),
        };
        let mut reply = self.run_with(op, handle, arg, request, patience, stop);
        if op == op::LEGAL_MOVES && reply.status == STATUS_OK {
            if !reply.bytes.len().is_multiple_of(4) {
                return Reply::fault(format!("the plugin gave {} bytes of move ids", reply.bytes.len()));
            }
            reply.ids =
                reply.bytes.chunks_exact(4).map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect();
            reply.bytes.clear();
        }
        reply
    }

    fn free_session(&self, session: Handle) {
        let _ = self.run(op::SESSION_FREE, session, 0, &[], Patience::Quick);
    }

    fn free_agent(&self, agent: Handle) {
        let _ = self.run(op::AGENT_FREE, agent, 0, &[], Patience::Quick);
    }

    fn fork(&self) -> Option<Result<Arc<dyn Seam>, String>> {
        Some(self.module.instantiate().map(|seam| Arc::new(seam) as Arc<dyn Seam>))
    }

    fn tier(&self) -> Tier {
        Tier::Wasm
    }
}

/// A status a guest gives that the host reserves for itself is a fault too.
const _: () = assert!(STATUS_FAULT > crate::abi::STATUS_BUFFER_TOO_SMALL);
