//! Compiled WebAssembly kept on disk between runs, and checked before it is run.
//!
//! wasmtime runs deserialized code as it is: its header check catches another wasmtime or
//! another configuration, not a damaged file, and not a file that is the compiled code of
//! another module. A cached file with a few thousand bytes flipped crashed every start with
//! SIGSEGV, and YINSH's compiled code copied under Hex's name loaded Hex as YINSH. So each
//! compiled file `<module sha256>-<engine>.cwasm` has a record beside it,
//! `<module sha256>-<engine>.check`, naming the SHA-256 of the module it was compiled from
//! and the SHA-256 of the compiled bytes. A load reads the compiled bytes into memory, hashes
//! them, compares the record with what it must say for this module and these bytes, and only
//! then deserializes, from those same bytes (never from the path again, so nothing can swap
//! the file in between). Anything that does not check out (damaged, truncated, another
//! module's, no record) is removed and the module compiled again.
//!
//! The record is no defence against someone who can write the user's cache folder: they can
//! write a matching record too, and can already change the programs the user runs. It is
//! what tells a cache file that is whole and belongs to this module from one that is not.

use std::path::{Path, PathBuf};

use plateau_core::files::{self, FileKind};
use wasmtime::{Engine, Module};

/// What a record starts with: a record of another format is not this one.
const RECORD_HEADER: &str = "plateau compiled-wasm check 1";

/// The record is a few lines; a larger file is not one.
const RECORD_MAX_BYTES: usize = 256;

/// Where one module's compiled code is kept, and its record.
pub(super) struct Kept {
    code: PathBuf,
    check: PathBuf,
    /// SHA-256 of the module, in hex.
    module_hash: String,
}

impl Kept {
    /// The files for `module` (its bytes) in `dir`, for code compiled by `engine`.
    pub(super) fn new(dir: &Path, module: &[u8], engine: &Engine) -> Self {
        let module_hash = super::content_hash(module);
        let stem = format!("{module_hash}-{}", engine_tag(engine));
        Self {
            code: dir.join(format!("{stem}.cwasm")),
            check: dir.join(format!("{stem}.check")),
            module_hash,
        }
    }

    /// The compiled code kept earlier, if it is there, checks out and this engine accepts
    /// it. Whatever is there and does not check out is removed.
    pub(super) fn load(&self, engine: &Engine) -> Option<Module> {
        if !self.code.exists() && !self.check.exists() {
            return None;
        }
        let Some(bytes) = self.verified() else {
            self.remove();
            return None;
        };
        // SAFETY: wasmtime runs deserialized code as it is, so it must be code wasmtime
        // itself compiled, for this module. These bytes are: `store` wrote them with
        // `Module::serialize` of this module, and the record beside them (written after
        // them) holds the SHA-256 of this module and of exactly these bytes, which
        // `verified` has just compared with the bytes in memory. wasmtime checks their header
        // (version, configuration) and refuses a mismatch. They are deserialized from memory,
        // so no change to the file after the check can reach them.
        let Ok(module) = (unsafe { Module::deserialize(engine, &bytes) }) else {
            self.remove();
            return None;
        };
        super::cache::mark_used(&self.code);
        super::cache::mark_used(&self.check);
        Some(module)
    }

    /// Keeps `module`'s compiled code and then its record, each written atomically, so a
    /// reader never finds a record for code that is not all there. Best effort: a cache that
    /// cannot be written only costs a compile next time.
    pub(super) fn store(&self, module: &Module) {
        let Ok(compiled) = module.serialize() else { return };
        if let Some(dir) = self.code.parent() {
            let _ = std::fs::create_dir_all(dir);
        }
        let stored = files::write(&self.code, &compiled)
            .and_then(|()| files::write(&self.check, self.record(&compiled).as_bytes()));
        if stored.is_err() {
            self.remove();
        }
    }

    /// The compiled bytes, if they and the record check out.
    fn verified(&self) -> Option<Vec<u8>> {
        let record = files::read(&self.check, FileKind::NativePlugin).ok()?;
        if record.len() > RECORD_MAX_BYTES {
            return None;
        }
        let bytes = files::read(&self.code, FileKind::NativePlugin).ok()?;
        (record == self.record(&bytes).as_bytes()).then_some(bytes)
    }

    /// The record for `compiled`, the code of this module.
    fn record(&self, compiled: &[u8]) -> String {
        format!("{RECORD_HEADER}\nmodule {}\ncompiled {}\n", self.module_hash, super::content_hash(compiled))
    }

    /// Removes the code and its record (best effort: what cannot be removed is checked, and
    /// refused, again next time).
    fn remove(&self) {
        let _ = std::fs::remove_file(&self.check);
        let _ = std::fs::remove_file(&self.code);
    }
}

/// The engine's compatibility hash, short: another wasmtime or another configuration
/// compiles afresh instead of finding code it refuses.
fn engine_tag(engine: &Engine) -> String {
    use std::hash::{Hash, Hasher};

    let mut hasher = std::collections::hash_map::DefaultHasher::new();
    engine.precompile_compatibility_hash().hash(&mut hasher);
    format!("{:016x}", hasher.finish())
}
