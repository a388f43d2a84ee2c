//! Why a library could not be used as a plugin.

use std::path::PathBuf;

use thiserror::Error;

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
