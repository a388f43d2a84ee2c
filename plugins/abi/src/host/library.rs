//! A plugin library, loaded and checked, and where its seams come from.

use std::path::Path;
use std::sync::Arc;

use plateau_core::GameInfo;

use super::call::{CallError, factory_info};
use super::error::PluginError;
use super::factory::PluginFactory;
use super::file::{self, is_wasm};
use super::header::check_prefix;
use super::header::{PluginMeta, check_header, check_info, header_address};
use super::native::NativeSeam;
use super::seam::Seam;
use super::seam::Tier;
use super::wasm::WasmModule;
use super::wasm::{self, WasmLimits};
use crate::abi::{ABI_VERSION, MAGIC, PluginTable};

/// Where a plugin's seams come from: one table for every native session, a new instance for
/// each WebAssembly one.
#[derive(Clone)]
pub(super) enum Source {
    Native(NativeSeam),
    Wasm(Arc<WasmModule>),
}

impl Source {
    pub(super) fn seam(&self) -> Result<Arc<dyn Seam>, String> {
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
