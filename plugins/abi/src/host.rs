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

use std::cell::OnceCell;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{AgentError, Hint, Limits, SearchSpeed, SeatSpec, SessionAgent};
use plateau_core::board::ColorRole;
use plateau_core::perft::PlayoutStats;
use plateau_core::{
    BoardView, GameFactory, GameInfo, GameSession, IllegalMove, MoveError, MoveInput, OptionsError, Outcome,
    Player, Scores, ToMove,
};
use serde::Serialize;
use serde_json::Value;
use thiserror::Error;

pub use self::cache::{content_hash, user_cache_dir};
pub use self::create::NewGameError;
pub use self::file::is_wasm;
use self::native::NativeSeam;
pub use self::seam::Tier;
use self::seam::{Call, Handle, Patience, Reply, STATUS_FAULT, Seam};
pub use self::wasm::WasmLimits;
use self::wasm::WasmModule;
use crate::abi::{
    ABI_VERSION, MAGIC, PluginHeader, PluginTable, STATUS_BAD_REQUEST, STATUS_OK, STATUS_PANICKED,
    STATUS_REFUSED, SYMBOL, TERMINAL, read_fixed_text, symbol_for,
};
use crate::protocol::request::{self as ask, AgentHint, AgentPlay, DefaultInfo, Select};
use crate::protocol::{Addressee, Refusal, Request, decode_answer, encode};

/// The most seats a game may have (as [`Player::new`] allows).
const MAX_PLAYERS: usize = Player::MAX_SEATS;

/// Why a library could not be used as a plugin. Each failure has its own message.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PluginError {
    /// No file at the path.
    #[error("plugin file {0} does not exist")]
    Missing(PathBuf),
    /// Something at the path that is not a regular file, never opened (see `file`).
    #[error("{path}: not a regular file: {what}")]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What is there: "a folder", "a symlink loop", "a FIFO, not read"...
        what: String,
    },
    /// The system loader refused the file (not a shared library, missing dependencies).
    #[error("cannot load {path} as a shared library: {reason}")]
    Load {
        /// The file.
        path: PathBuf,
        /// The system loader's message.
        reason: String,
    },
    /// A library that exports no plugin header of any version.
    #[error("{path} is not a Plateau plugin (it exports no '{symbol}')")]
    NotAPlugin {
        /// The file.
        path: PathBuf,
        /// The symbol looked for.
        symbol: String,
    },
    /// The header does not start with the magic bytes.
    #[error("{0} is not a Plateau plugin (its header has the wrong magic bytes)")]
    BadMagic(PathBuf),
    /// A plugin for another version of the ABI.
    #[error("{path} is a plugin for ABI version {found}; this build of Plateau loads version {expected}")]
    AbiVersion {
        /// The file.
        path: PathBuf,
        /// The plugin's ABI version.
        found: u32,
        /// This build's.
        expected: u32,
    },
    /// Same version, different sizes: the plugin and the host disagree on the layout.
    #[error(
        "{path}: layout mismatch (header {header_found} bytes, expected {header_expected}; \
         function table {table_found} bytes, expected {table_expected})"
    )]
    Layout {
        /// The file.
        path: PathBuf,
        /// The plugin's header size.
        header_found: u32,
        /// This build's.
        header_expected: u32,
        /// The plugin's table size.
        table_found: u32,
        /// This build's.
        table_expected: u32,
    },
    /// A text field of the header is not NUL-terminated UTF-8.
    #[error("{path}: the header's {field} is not text")]
    BadHeaderText {
        /// The file.
        path: PathBuf,
        /// Which field.
        field: &'static str,
    },
    /// The game the plugin describes is not the one its header names, or makes no sense.
    #[error("{path}: {reason}")]
    BadGame {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The plugin loaded but broke the session contracts in its self-test.
    #[error("{path}: the self-test failed: {reason}")]
    SelfTest {
        /// The file.
        path: PathBuf,
        /// The first broken contract.
        reason: String,
    },
    /// A `.wasm` file that is not a usable plugin module: not WebAssembly, importing
    /// something, missing an export, or failing as it starts.
    #[error("{path} is not a usable WebAssembly plugin: {reason}")]
    BadModule {
        /// The file.
        path: PathBuf,
        /// What is wrong.
        reason: String,
    },
    /// The plugin failed (panicked, or answered nonsense) while it was being opened.
    #[error("{path}: the plugin failed: {reason}")]
    Failed {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
}

/// What a plugin's header says about it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PluginMeta {
    /// The file it was loaded from.
    pub path: PathBuf,
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
    /// Whether it runs sandboxed or with full access.
    pub tier: Tier,
}

/// Checks the fixed fields every header starts with, in the order the loader reads them.
pub fn check_prefix(
    path: &Path,
    magic: [u8; 8],
    abi_version: u32,
    header_size: u32,
    table_size: u32,
) -> Result<(), PluginError> {
    if magic != MAGIC {
        return Err(PluginError::BadMagic(path.to_owned()));
    }
    if abi_version != ABI_VERSION {
        return Err(PluginError::AbiVersion {
            path: path.to_owned(),
            found: abi_version,
            expected: ABI_VERSION,
        });
    }
    let header_expected = size_of::<PluginHeader>() as u32;
    let table_expected = size_of::<PluginTable>() as u32;
    if header_size != header_expected || table_size != table_expected {
        return Err(PluginError::Layout {
            path: path.to_owned(),
            header_found: header_size,
            header_expected,
            table_found: table_size,
            table_expected,
        });
    }
    Ok(())
}

/// Checks a whole header and reads what it says.
pub fn check_header(path: &Path, header: &PluginHeader) -> Result<PluginMeta, PluginError> {
    check_prefix(path, header.magic, header.abi_version, header.header_size, header.table_size)?;
    let text = |field: &[u8], name: &'static str| {
        read_fixed_text(field)
            .map(str::to_owned)
            .ok_or(PluginError::BadHeaderText { path: path.to_owned(), field: name })
    };
    let game_id = text(&header.game_id, "game id")?;
    if game_id.is_empty() {
        return Err(PluginError::BadHeaderText { path: path.to_owned(), field: "game id" });
    }
    Ok(PluginMeta {
        path: path.to_owned(),
        game_id,
        rules_version: header.rules_version,
        plugin_version: text(&header.plugin_version, "plugin version")?,
        abi_crate_version: text(&header.abi_crate_version, "ABI crate version")?,
        rustc_version: text(&header.rustc_version, "compiler version")?,
        tier: Tier::Native,
    })
}

/// Checks a game description from a plugin: a sensible number of seats, an id.
fn check_info(info: &GameInfo) -> Result<(), String> {
    if info.id.is_empty() {
        return Err("the game has an empty id".to_owned());
    }
    if !(1..=MAX_PLAYERS).contains(&info.player_count()) {
        return Err(format!("the game has {} seats (1 to {MAX_PLAYERS} allowed)", info.player_count()));
    }
    info.words.check().map_err(|why| format!("the game's words in other languages: {why}"))?;
    Ok(())
}

/// What can go wrong in one call.
enum CallError {
    /// The game refused; an ordinary answer.
    Refused(Refusal),
    /// The plugin failed: the session is faulted.
    Fault(String),
}

/// A reply whose status says the call did what was asked, or what went wrong.
fn checked(reply: Reply) -> Result<Reply, CallError> {
    let text = || String::from_utf8_lossy(&reply.bytes).into_owned();
    match reply.status {
        STATUS_OK => Ok(reply),
        STATUS_REFUSED => match serde_json::from_slice::<Refusal>(&reply.bytes) {
            Ok(refusal) => Err(CallError::Refused(refusal)),
            Err(e) => Err(CallError::Fault(format!("unreadable refusal: {e}"))),
        },
        STATUS_PANICKED => Err(CallError::Fault(format!("panicked: {}", text()))),
        STATUS_BAD_REQUEST => Err(CallError::Fault(format!("refused the request: {}", text()))),
        STATUS_FAULT => Err(CallError::Fault(text())),
        other => Err(CallError::Fault(format!("unknown status {other}"))),
    }
}

/// Sends `request` to its addressee (`handle`: the session or agent; unused for the factory)
/// and reads its answer: the one path every request takes, whatever it asks.
fn request<R: Request>(
    seam: &dyn Seam,
    handle: Handle,
    request: &R,
    stop: Option<&AtomicBool>,
) -> Result<R::Answer, CallError> {
    let bytes = encode(request).map_err(|e| CallError::Fault(format!("request not written: {e}")))?;
    let call = match R::TO {
        Addressee::Factory => Call::FactoryRequest(&bytes),
        Addressee::Session => Call::SessionRequest(handle, &bytes),
        Addressee::Agent => Call::AgentRequest(handle, &bytes),
    };
    let patience = if R::SEARCHES { Patience::Search } else { Patience::Quick };
    let reply = checked(seam.call(call, patience, stop))?;
    decode_answer::<R>(&reply.bytes).map_err(|e| CallError::Fault(unreadable::<R>(&reply.bytes, &e)))
}

/// The fault of an answer that is not `R::Answer`, quoting its start.
fn unreadable<R: Request>(bytes: &[u8], error: &serde_json::Error) -> String {
    let text: String = String::from_utf8_lossy(bytes).chars().take(80).collect();
    format!("gave an unreadable answer to '{}' ({error}): {text}", R::NAME)
}

/// A new handle from a reply, or why there is none.
fn made(reply: Result<Reply, CallError>, what: &str) -> Result<Handle, CallError> {
    match reply?.value {
        0 => Err(CallError::Fault(format!("the plugin made no {what}"))),
        handle => Ok(handle),
    }
}

fn factory_info(seam: &dyn Seam) -> Result<GameInfo, CallError> {
    request(seam, 0, &DefaultInfo, None)
}

/// Where a plugin's seams come from: one table for every native session, a new instance for
/// each WebAssembly one.
#[derive(Clone)]
enum Source {
    Native(NativeSeam),
    Wasm(Arc<WasmModule>),
}

impl Source {
    fn seam(&self) -> Result<Arc<dyn Seam>, String> {
        match self {
            Self::Native(native) => Ok(Arc::new(*native)),
            Self::Wasm(module) => Ok(Arc::new(module.instantiate()?)),
        }
    }
}

/// A plugin library, loaded and checked. Loading never unloads: the library stays mapped
/// for the rest of the process, so sessions and factories may outlive this value.
pub struct PluginLibrary {
    meta: Arc<PluginMeta>,
    source: Source,
    info: GameInfo,
}

impl std::fmt::Debug for PluginLibrary {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginLibrary").field("meta", &self.meta).finish_non_exhaustive()
    }
}

/// `error` and its causes, joined by ": ". The loader's own reason ("invalid ELF header",
/// "file too short", "wrong ELF class") is the cause of libloading's "dlopen failed".
fn with_causes(error: &dyn std::error::Error) -> String {
    let mut text = error.to_string();
    let mut cause = error.source();
    while let Some(next) = cause {
        text.push_str(": ");
        text.push_str(&next.to_string());
        cause = next.source();
    }
    text
}

impl PluginLibrary {
    /// Loads the plugin at `path`, checks its header and asks it for its game.
    ///
    /// A `.wasm` file is compiled and run in the sandbox ([`wasm`], with the default
    /// [`WasmLimits`]); any other file is loaded as a native library. Loading a library runs
    /// its initialisers, so only open native files meant to be plugins (the host probes
    /// unknown ones in a child process first).
    pub fn open(path: impl AsRef<Path>) -> Result<Self, PluginError> {
        Self::open_with(path, WasmLimits::default())
    }

    /// As [`PluginLibrary::open`], with these limits for a WebAssembly plugin.
    pub fn open_with(path: impl AsRef<Path>, limits: WasmLimits) -> Result<Self, PluginError> {
        Self::open_in(path, limits, wasm::compiled_cache_dir().as_deref())
    }

    /// As [`PluginLibrary::open_with`], keeping compiled WebAssembly in `cache` (none: compile
    /// every time).
    pub fn open_in(
        path: impl AsRef<Path>,
        limits: WasmLimits,
        cache: Option<&Path>,
    ) -> Result<Self, PluginError> {
        // Checked, read and loaded by its absolute path only (see `file`).
        let path = &file::checked(path.as_ref())?;
        if is_wasm(path) {
            let bad = |reason: String| PluginError::BadModule { path: path.to_owned(), reason };
            let module = WasmModule::compile(path, limits, cache).map_err(bad)?;
            return Self::from_module(path, module);
        }
        // SAFETY: loading a shared library runs its initialisers; a plugin is code the user
        // chose to run, and a library of any other kind is refused below before any of its
        // functions is called.
        let library = unsafe { libloading::Library::new(path) }
            .map_err(|e| PluginError::Load { path: path.to_owned(), reason: with_causes(&e) })?;
        let header = header_address(&library, path)?;
        // SAFETY: `header` is the address of the plugin's header static. Its first four
        // fields (8 bytes of magic, then three `u32`) are read one at a time, each only
        // after the previous ones matched, so only an object that starts like a header of
        // this ABI version and of this exact size is read as a whole.
        let meta = unsafe {
            let magic = (&raw const (*header).magic).read();
            if magic != MAGIC {
                return Err(PluginError::BadMagic(path.to_owned()));
            }
            let abi_version = (&raw const (*header).abi_version).read();
            if abi_version != ABI_VERSION {
                return Err(PluginError::AbiVersion {
                    path: path.to_owned(),
                    found: abi_version,
                    expected: ABI_VERSION,
                });
            }
            let header_size = (&raw const (*header).header_size).read();
            let table_size = (&raw const (*header).table_size).read();
            check_prefix(path, magic, abi_version, header_size, table_size)?;
            check_header(path, &*header)?
        };
        // SAFETY: the header checked out, so its table pointer is this ABI's table.
        let table: &'static PluginTable = unsafe { (*header).table };
        // Never unloaded: the table, and every handle made through it, live as long as the
        // process.
        std::mem::forget(library);
        Self::checked(path, meta, Source::Native(NativeSeam { table }))
    }

    /// A WebAssembly module as a plugin: what it says it is, then its game.
    pub(crate) fn from_module(path: &Path, module: Arc<WasmModule>) -> Result<Self, PluginError> {
        let bad = |reason: String| PluginError::BadModule { path: path.to_owned(), reason };
        let about = module.about().map_err(bad)?;
        let meta = PluginMeta {
            path: path.to_owned(),
            game_id: about.game_id,
            rules_version: about.rules_version,
            plugin_version: about.plugin_version,
            abi_crate_version: about.abi_crate_version,
            rustc_version: about.rustc_version,
            tier: Tier::Wasm,
        };
        Self::checked(path, meta, Source::Wasm(module))
    }

    /// Asks the plugin for its game and checks it against what the plugin said it is.
    fn checked(path: &Path, meta: PluginMeta, source: Source) -> Result<Self, PluginError> {
        let failed = |reason: String| PluginError::Failed { path: path.to_owned(), reason };
        let seam = source.seam().map_err(failed)?;
        let info = factory_info(seam.as_ref()).map_err(|e| match e {
            CallError::Fault(reason) => failed(reason),
            CallError::Refused(refusal) => failed(format!("refused to describe its game: {refusal:?}")),
        })?;
        let bad = |reason: String| PluginError::BadGame { path: path.to_owned(), reason };
        check_info(&info).map_err(bad)?;
        if info.id != meta.game_id || info.rules_version != meta.rules_version {
            return Err(bad(format!(
                "the header names game '{}' rules version {}, but the game is '{}' rules version {}",
                meta.game_id, meta.rules_version, info.id, info.rules_version
            )));
        }
        Ok(Self { meta: Arc::new(meta), source, info })
    }

    /// What the header says.
    pub fn meta(&self) -> &PluginMeta {
        &self.meta
    }

    /// The plugin's game as a factory of sessions.
    pub fn factory(&self) -> PluginFactory {
        PluginFactory { meta: Arc::clone(&self.meta), source: self.source.clone(), info: self.info.clone() }
    }
}

/// The address of the header static of this ABI version, or why there is none.
fn header_address(library: &libloading::Library, path: &Path) -> Result<*const PluginHeader, PluginError> {
    // SAFETY: the symbol is only taken as an address here (a pointer to the static); nothing
    // is read through it before the header checks.
    let found = unsafe { library.get::<*const PluginHeader>(SYMBOL.as_bytes()) };
    if let Ok(symbol) = found {
        // The symbol's value is the address of the static.
        let address: *const PluginHeader = *symbol;
        if !address.is_null() {
            return Ok(address);
        }
    }
    // Tell a plugin of another ABI version from a library that is no plugin at all.
    for version in (1..=16).filter(|&v| v != ABI_VERSION) {
        // SAFETY: as above; the symbol is only looked up.
        if unsafe { library.get::<*const PluginHeader>(symbol_for(version).as_bytes()) }.is_ok() {
            return Err(PluginError::AbiVersion {
                path: path.to_owned(),
                found: version,
                expected: ABI_VERSION,
            });
        }
    }
    Err(PluginError::NotAPlugin { path: path.to_owned(), symbol: SYMBOL.to_owned() })
}

/// A plugin's game as a [`GameFactory`].
#[derive(Clone)]
pub struct PluginFactory {
    meta: Arc<PluginMeta>,
    source: Source,
    info: GameInfo,
}

impl std::fmt::Debug for PluginFactory {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginFactory").field("meta", &self.meta).finish_non_exhaustive()
    }
}

impl PluginFactory {
    /// What the plugin's header says.
    pub fn meta(&self) -> &PluginMeta {
        &self.meta
    }
}

impl GameFactory for PluginFactory {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        Ok(Box::new(self.create_session(options)?))
    }
}

/// A game in progress inside a plugin, as a [`GameSession`].
///
/// It is `Send` but not `Sync` (the fault cell): one thread at a time uses its handle, as the
/// seam requires.
pub struct PluginSession {
    seam: Arc<dyn Seam>,
    handle: Handle,
    info: GameInfo,
    game_id: String,
    /// The first failure of the plugin; once set, nothing more is asked of it.
    fault: OnceCell<String>,
    /// What the plugin last showed, so a faulted game stays on screen and saves where it
    /// was, not blank at move 0.
    seen: std::cell::RefCell<LastSeen>,
}

/// The last good answers of a session.
#[derive(Default)]
struct LastSeen {
    cursor: usize,
    history: Vec<String>,
    movers: Vec<Option<Player>>,
    view: Option<BoardView>,
}

impl std::fmt::Debug for PluginSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginSession")
            .field("handle", &self.handle)
            .field("game", &self.game_id)
            .field("players", &self.info.player_count())
            .field("fault", &self.fault.get())
            .finish_non_exhaustive()
    }
}

impl Drop for PluginSession {
    fn drop(&mut self) {
        self.seam.free_session(self.handle);
    }
}

impl PluginSession {
    fn new(seam: Arc<dyn Seam>, handle: Handle, info: GameInfo) -> Self {
        let game_id = info.id.clone();
        Self { seam, handle, info, game_id, fault: OnceCell::new(), seen: std::cell::RefCell::default() }
    }

    /// Whether the plugin runs sandboxed or with full access.
    pub fn tier(&self) -> Tier {
        self.seam.tier()
    }

    /// A copy of this game (its options, its whole timeline and its cursor) in a seam of its
    /// own, replayed move by move and checked by its hash.
    fn replay_into(&self, seam: Arc<dyn Seam>) -> Result<Self, String> {
        let options = serde_json::to_vec(&self.options()).map_err(|e| e.to_string())?;
        let timeline = self.history();
        let cursor = self.cursor();
        let hash = self.hash();
        if let Some(fault) = self.fault.get() {
            return Err(fault.clone());
        }
        let handle = made(checked(seam.call(Call::SessionNew(&options), Patience::Quick, None)), "session")
            .map_err(|e| match e {
            CallError::Fault(reason) => reason,
            CallError::Refused(refusal) => format!("refused the game's own options: {refusal:?}"),
        })?;
        let mut copy = Self::new(seam, handle, self.info.clone());
        for line in &timeline {
            copy.play_notation(line).map_err(|e| format!("the copy refused move '{line}': {e}"))?;
        }
        if !copy.seek(cursor) || copy.hash() != hash {
            return Err("the copy does not reach the same position".to_owned());
        }
        Ok(copy)
    }
    fn faulted(&self) -> bool {
        self.fault.get().is_some()
    }

    /// Marks the session faulted (the first reason stays).
    fn set_fault(&self, reason: String) {
        let _ = self.fault.set(reason);
    }

    fn players(&self) -> usize {
        self.info.player_count()
    }

    fn seat_ok(&self, player: Player) -> bool {
        player.index() < self.players()
    }

    /// Asks the session and returns the answer, or `None` after marking it faulted
    /// (refusals come back as `Err`).
    fn ask<R: Request>(&self, request: &R, stop: Option<&AtomicBool>) -> Option<Result<R::Answer, Refusal>> {
        if self.faulted() {
            return None;
        }
        let handle = self.handle;
        match self::request(self.seam.as_ref(), handle, request, stop) {
            Ok(answer) => Some(Ok(answer)),
            Err(CallError::Refused(refusal)) => Some(Err(refusal)),
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                None
            }
        }
    }

    /// Asks for something the game never refuses; a refusal faults the session.
    fn expect<R: Request>(&self, request: &R) -> Option<R::Answer> {
        self.expect_with(request, None)
    }

    fn expect_with<R: Request>(&self, request: &R, stop: Option<&AtomicBool>) -> Option<R::Answer> {
        match self.ask(request, stop)? {
            Ok(answer) => Some(answer),
            Err(refusal) => {
                self.set_fault(format!("refused '{}': {refusal:?}", R::NAME));
                None
            }
        }
    }

    /// Asks for something that may be refused with a move error.
    fn expect_move<R: Request>(&self, request: &R) -> Result<R::Answer, MoveError> {
        match self.ask(request, None) {
            None => Err(self.fault_error()),
            Some(Err(Refusal::Move(error))) => Err(error.into()),
            Some(Err(other)) => {
                self.set_fault(format!("refused '{}': {other:?}", R::NAME));
                Err(self.fault_error())
            }
            Some(Ok(answer)) => Ok(answer),
        }
    }

    /// The move error a faulted session gives.
    fn fault_error(&self) -> MoveError {
        MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!(
                "the game's plugin failed: {}",
                self.fault.get().map_or("", String::as_str)
            )),
        }
    }

    /// Fetches and checks the session's own game description (its seats depend on the
    /// options).
    fn refresh_info(&mut self) {
        let Some(info) = self.expect(&ask::Info) else {
            return;
        };
        if let Err(reason) = check_info(&info) {
            self.set_fault(reason);
        } else if info.id != self.game_id {
            self.set_fault(format!("a session of game '{}' says it is '{}'", self.game_id, info.id));
        } else {
            self.info = info;
        }
    }

    /// Runs a call that answers with a number; `None` after marking the session faulted.
    fn hot(&self, call: Call<'_>) -> Option<Reply> {
        if self.faulted() {
            return None;
        }
        match checked(self.seam.call(call, Patience::Quick, None)) {
            Ok(reply) => Some(reply),
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                None
            }
            Err(CallError::Refused(refusal)) => {
                self.set_fault(format!("refused a call: {refusal:?}"));
                None
            }
        }
    }

    /// Runs a call that answers "done" or "not done".
    fn step(&self, call: Call<'_>) -> bool {
        self.hot(call).is_some_and(|reply| reply.value == 1)
    }

    /// Checks that `id` is a legal move now; faults if not.
    fn legal_or_fault(&self, id: u32, what: &str) -> bool {
        if self.legal_moves().contains(&id) {
            true
        } else {
            self.set_fault(format!("{what} {id}, which is not a legal move"));
            false
        }
    }

    fn check_hint(&self, hint: Hint) -> Option<Hint> {
        (self.legal_or_fault(hint.mv, "hinted move") && hint.value.is_none_or(f64::is_finite)).then_some(hint)
    }

    fn check_view(&self, view: &BoardView) -> Result<(), String> {
        for cell in &view.cells {
            if !cell.center.iter().all(|c| c.is_finite()) {
                return Err(format!("cell {} has no finite position", cell.name));
            }
            for piece in &cell.stack {
                if let ColorRole::Player(p) = piece.color
                    && !self.seat_ok(p)
                {
                    return Err(format!("a piece on {} belongs to seat {}", cell.name, p.index()));
                }
            }
        }
        for edge in &view.edges {
            if !edge.from.iter().chain(&edge.to).all(|c| c.is_finite()) {
                return Err("a board edge has no finite position".to_owned());
            }
            if let ColorRole::Player(p) = edge.role
                && !self.seat_ok(p)
            {
                return Err(format!("a board edge belongs to seat {}", p.index()));
            }
        }
        Ok(())
    }

    fn check_outcome(&self, outcome: &Outcome) -> Result<(), String> {
        if let Some(winner) = outcome.winner()
            && !self.seat_ok(winner)
        {
            return Err(format!("the winner is seat {}", winner.index()));
        }
        if !outcome.score.is_empty() && outcome.score.len() != self.players() {
            return Err(format!("the final score has {} entries", outcome.score.len()));
        }
        Ok(())
    }

    /// Checks a snapshot as each of its answers is checked alone: seats, board, outcome,
    /// distinct move ids.
    fn check_snapshot(&self, snapshot: &plateau_core::snapshot::Snapshot) -> Result<(), String> {
        if let ToMove::Player(p) = snapshot.to_move
            && !self.seat_ok(p)
        {
            return Err(format!("seat {} to move in a game of {} seats", p.index(), self.players()));
        }
        self.check_view(&snapshot.board)?;
        if let Some(outcome) = &snapshot.outcome {
            self.check_outcome(outcome)?;
        }
        if snapshot.scores.per_player.len() > self.players() {
            return Err(format!("scores for {} seats", snapshot.scores.per_player.len()));
        }
        let mut ids: Vec<u32> = snapshot.moves.iter().map(|m| m.id).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err("a move id given twice".to_owned());
        }
        Ok(())
    }

    /// What a faulted session shows: the last board and cursor it gave, nobody to move.
    fn faulted_snapshot(&self) -> plateau_core::snapshot::Snapshot {
        let seen = self.seen.borrow();
        plateau_core::snapshot::Snapshot {
            cursor: seen.cursor,
            hash: 0,
            to_move: ToMove::Terminal,
            phase: String::new(),
            outcome: Some(self.fault_outcome()),
            scores: Scores::default(),
            board: seen
                .view
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square)),
            moves: Vec::new(),
        }
    }

    /// The outcome a faulted session reports: a draw whose reason names the fault.
    fn fault_outcome(&self) -> Outcome {
        Outcome::draw(format!("the game's plugin failed: {}", self.fault.get().map_or("", String::as_str)))
            .with_code("plugin-failed")
    }
}

impl GameSession for PluginSession {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn options(&self) -> Value {
        self.expect(&ask::Options).unwrap_or(Value::Null)
    }

    fn to_move(&self) -> ToMove {
        let seat = self.hot(Call::ToMove(self.handle)).map_or(u64::from(TERMINAL), |reply| reply.value);
        let Ok(seat) = u32::try_from(seat) else {
            self.set_fault(format!("seat {seat} to move"));
            return ToMove::Terminal;
        };
        if seat == TERMINAL {
            return ToMove::Terminal;
        }
        if (seat as usize) < self.players() {
            ToMove::Player(Player::new(seat as usize))
        } else {
            self.set_fault(format!("seat {seat} to move in a game of {} seats", self.players()));
            ToMove::Terminal
        }
    }

    fn phase(&self) -> String {
        self.expect(&ask::Phase).unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.hot(Call::LegalMoves(self.handle)).map(|reply| reply.ids).unwrap_or_default()
    }

    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.expect_move(&ask::Notation { id })
    }

    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.expect_move(&ask::MoveInput { id })
    }

    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        let id = self.expect_move(&ask::ParseMove { text: text.to_owned() })?;
        if self.legal_or_fault(id, "read a move as") { Ok(id) } else { Err(self.fault_error()) }
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        if self.faulted() {
            return Err(MoveError::GameOver);
        }
        match checked(self.seam.call(Call::Play(self.handle, id), Patience::Quick, None)) {
            Ok(_) => Ok(()),
            Err(CallError::Refused(Refusal::Move(error))) => Err(error.into()),
            Err(CallError::Refused(other)) => {
                self.set_fault(format!("refused a move with {other:?}"));
                Err(self.fault_error())
            }
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                Err(self.fault_error())
            }
        }
    }

    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let ids = self.expect_move(&ask::PlayNotation { text: text.to_owned() })?;
        if ids.is_empty() {
            self.set_fault(format!("played '{text}' as no move at all"));
            return Err(self.fault_error());
        }
        Ok(ids)
    }

    fn undo(&mut self) -> bool {
        self.step(Call::Undo(self.handle))
    }

    fn redo(&mut self) -> bool {
        self.step(Call::Redo(self.handle))
    }

    fn seek(&mut self, index: usize) -> bool {
        self.step(Call::Seek(self.handle, index as u64))
    }

    fn cursor(&self) -> usize {
        match self.hot(Call::Cursor(self.handle)).map(|reply| usize::try_from(reply.value)) {
            Some(Ok(cursor)) => {
                self.seen.borrow_mut().cursor = cursor;
                cursor
            }
            _ => self.seen.borrow().cursor,
        }
    }

    fn history(&self) -> Vec<String> {
        match self.expect(&ask::History) {
            Some(lines) => {
                self.seen.borrow_mut().history.clone_from(&lines);
                lines
            }
            None => self.seen.borrow().history.clone(),
        }
    }

    fn history_movers(&self) -> Vec<Option<Player>> {
        let movers = self.expect(&ask::HistoryMovers).unwrap_or_else(|| self.seen.borrow().movers.clone());
        if let Some(bad) = movers.iter().flatten().find(|p| !self.seat_ok(**p)) {
            self.set_fault(format!("a move of the history was made by seat {}", bad.index()));
            return self.seen.borrow().movers.clone();
        }
        self.seen.borrow_mut().movers.clone_from(&movers);
        movers
    }

    fn board_view(&self) -> BoardView {
        let empty = || {
            self.seen
                .borrow()
                .view
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square))
        };
        let Some(view) = self.expect(&ask::BoardView) else {
            return empty();
        };
        match self.check_view(&view) {
            Ok(()) => {
                self.seen.borrow_mut().view = Some(view.clone());
                view
            }
            Err(reason) => {
                self.set_fault(format!("bad board view: {reason}"));
                empty()
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.faulted() {
            return Some(self.fault_outcome());
        }
        let outcome = self.expect(&ask::Outcome);
        match outcome {
            None => Some(self.fault_outcome()),
            Some(None) => None,
            Some(Some(outcome)) => match self.check_outcome(&outcome) {
                Ok(()) => Some(outcome),
                Err(reason) => {
                    self.set_fault(format!("bad outcome: {reason}"));
                    Some(self.fault_outcome())
                }
            },
        }
    }

    fn scores(&self) -> Scores {
        let scores = self.expect(&ask::Scores).unwrap_or_default();
        if scores.per_player.len() > self.players() {
            self.set_fault(format!("scores for {} seats", scores.per_player.len()));
            return Scores::default();
        }
        scores
    }

    fn hash(&self) -> u64 {
        self.hot(Call::Hash(self.handle)).map_or(0, |reply| reply.value)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.expect(&ask::Perft { depth }).unwrap_or(0)
    }

    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.expect(&ask::RandomPlayouts { seed, count, max_plies })
            .map(PlayoutStats::from)
            .unwrap_or_default()
    }

    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        if seat.is_human() {
            return None;
        }
        let id = self.expect_with(&ask::Think { spec: seat.clone(), limits: *limits }, Some(stop))??;
        self.legal_or_fault(id, "chose").then_some(id)
    }

    fn clone_box(&self) -> Box<dyn GameSession> {
        let copy = match self.seam.fork() {
            // Copies of a WebAssembly game get an instance of their own, so one can think
            // while the other is shown.
            Some(fork) => fork.and_then(|seam| self.replay_into(seam)),
            None => match self.hot(Call::SessionClone(self.handle)) {
                Some(reply) if reply.value != 0 => {
                    Ok(Self::new(Arc::clone(&self.seam), reply.value, self.info.clone()))
                }
                Some(_) => Err("made no copy of a session".to_owned()),
                None => Err(self.fault.get().cloned().unwrap_or_default()),
            },
        };
        match copy {
            Ok(copy) => Box::new(copy),
            Err(reason) => {
                // A copy that only reports the fault: handle 0 is "none" in both tiers, and a
                // faulted session never calls its plugin.
                let copy = Self::new(Arc::clone(&self.seam), 0, self.info.clone());
                copy.set_fault(reason);
                Box::new(copy)
            }
        }
    }

    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        if seat.is_human() {
            return None;
        }
        let hint = self.expect_with(&ask::Hint { spec: seat.clone(), limits: *limits }, Some(stop))??;
        self.check_hint(hint)
    }

    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        if seat.is_human() {
            return Err(AgentError::Human(seat.label()));
        }
        let unsupported = |reason: String| AgentError::Unsupported { agent: seat.label(), reason };
        if let Some(fault) = self.fault.get() {
            return Err(unsupported(format!("the game's plugin failed: {fault}")));
        }
        let bytes =
            serde_json::to_vec(seat).map_err(|e| unsupported(format!("the spec cannot be written: {e}")))?;
        // An agent of a WebAssembly game thinks in an instance of its own, on a copy of the
        // game, so the game stays free to answer while it thinks.
        let home = match self.seam.fork() {
            Some(fork) => Some(
                fork.and_then(|seam| self.replay_into(seam))
                    .map_err(|e| unsupported(format!("the game's plugin failed: {e}")))?,
            ),
            None => None,
        };
        let (seam, session) =
            home.as_ref().map_or((&self.seam, self.handle), |copy| (&copy.seam, copy.handle));
        match made(checked(seam.call(Call::AgentBind(session, &bytes), Patience::Quick, None)), "agent") {
            Ok(handle) => Ok(Box::new(PluginAgent {
                seam: Arc::clone(seam),
                handle,
                _home: home,
                fault: OnceCell::new(),
            })),
            Err(CallError::Refused(Refusal::Agent(error))) => Err(error.into()),
            Err(CallError::Refused(other)) => Err(unsupported(format!("the plugin refused: {other:?}"))),
            Err(CallError::Fault(reason)) => {
                if home.is_none() {
                    self.set_fault(reason.clone());
                }
                Err(unsupported(format!("the game's plugin failed: {reason}")))
            }
        }
    }

    fn check_seat(&self, seat: &SeatSpec) -> Result<(), AgentError> {
        let failed = |reason: String| AgentError::Unsupported { agent: seat.label(), reason };
        match self.ask(&ask::CheckSeat { spec: seat.clone() }, None) {
            Some(Ok(())) => Ok(()),
            Some(Err(Refusal::Agent(error))) => Err(error.into()),
            Some(Err(other)) => {
                let reason = format!("refused '{}' with {other:?}", ask::CheckSeat::NAME);
                self.set_fault(reason.clone());
                Err(failed(format!("the game's plugin failed: {reason}")))
            }
            None => Err(failed(format!(
                "the game's plugin failed: {}",
                self.fault.get().map_or("", String::as_str)
            ))),
        }
    }

    fn evaluate(&self) -> Vec<f32> {
        let players = self.players();
        let values = self.expect(&ask::Evaluate).unwrap_or_else(|| vec![0.0; players]);
        if values.len() != players || !values.iter().all(|v| v.is_finite()) {
            self.set_fault(format!("an evaluation of {} values for {players} seats", values.len()));
            return vec![0.0; players];
        }
        values.into_iter().map(|v| v.clamp(-1.0, 1.0)).collect()
    }

    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        self.expect(&ask::SearchSpeed { budget, seed }).unwrap_or_default()
    }

    fn snapshot(&self) -> plateau_core::snapshot::Snapshot {
        let Some(snapshot) = self.expect(&ask::Snapshot) else {
            return self.faulted_snapshot();
        };
        match self.check_snapshot(&snapshot) {
            Ok(()) => {
                let mut seen = self.seen.borrow_mut();
                seen.cursor = snapshot.cursor;
                seen.view = Some(snapshot.board.clone());
                snapshot
            }
            Err(reason) => {
                self.set_fault(format!("bad snapshot: {reason}"));
                self.faulted_snapshot()
            }
        }
    }

    fn fault(&self) -> Option<String> {
        self.fault.get().cloned()
    }
}

/// An agent inside a plugin, bound to a game in progress, as a [`SessionAgent`]. Its
/// failures make it answer "no move"; [`SessionAgent::fault`] says why.
///
/// It is `Send` but not `Sync`, as [`PluginSession`] is.
pub struct PluginAgent {
    seam: Arc<dyn Seam>,
    handle: Handle,
    /// The copy of the game the agent was bound to, where it has an instance of its own.
    _home: Option<PluginSession>,
    fault: OnceCell<String>,
}

impl Drop for PluginAgent {
    fn drop(&mut self) {
        self.seam.free_agent(self.handle);
    }
}

impl PluginAgent {
    fn ask<R: Request>(
        &mut self,
        request: &R,
        stop: Option<&AtomicBool>,
    ) -> Option<Result<R::Answer, Refusal>> {
        if self.fault.get().is_some() {
            return None;
        }
        let handle = self.handle;
        match self::request(self.seam.as_ref(), handle, request, stop) {
            Ok(answer) => Some(Ok(answer)),
            Err(CallError::Refused(refusal)) => Some(Err(refusal)),
            Err(CallError::Fault(reason)) => {
                let _ = self.fault.set(reason);
                None
            }
        }
    }

    fn fail<T>(&self, reason: String) -> Option<T> {
        let _ = self.fault.set(reason);
        None
    }
}

impl SessionAgent for PluginAgent {
    fn select(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        match self.ask(&Select { limits: *limits }, Some(stop))? {
            Ok(id) => id,
            Err(refusal) => self.fail(format!("refused a move request: {refusal:?}")),
        }
    }

    fn hint(&mut self, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        match self.ask(&AgentHint { limits: *limits }, Some(stop))? {
            Ok(hint) => hint.filter(|h| h.value.is_none_or(f64::is_finite)),
            Err(refusal) => self.fail(format!("refused a hint request: {refusal:?}")),
        }
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        let failed = |reason: &str| MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!("the agent's plugin failed: {reason}")),
        };
        match self.ask(&AgentPlay { id }, None) {
            None => Err(failed(self.fault.get().map_or("", String::as_str))),
            Some(Ok(())) => Ok(()),
            Some(Err(Refusal::Move(error))) => Err(error.into()),
            Some(Err(other)) => {
                let reason = format!("refused a move with {other:?}");
                let error = failed(&reason);
                let _ = self.fault.set(reason);
                Err(error)
            }
        }
    }

    fn fault(&self) -> Option<String> {
        self.fault.get().cloned()
    }
}

#[cfg(test)]
mod tests;
