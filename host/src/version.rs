//! What `plateau --version` says: the version, the commit it was built from, and the plugin
//! ABI versions it loads (native libraries and WebAssembly modules), so a bug report or a
//! refused plugin can be matched to a build.

use std::sync::LazyLock;

/// The commit the binary was built from (`build.rs`), or "unknown".
pub const COMMIT: &str = env!("PLATEAU_COMMIT");

/// `0.1.0 (commit 1a2b3c4d5e6f, plugin ABI 3 native, 2 WebAssembly)`.
pub fn text() -> &'static str {
    static TEXT: LazyLock<String> = LazyLock::new(|| {
        format!(
            "{} (commit {COMMIT}, plugin ABI {} native, {} WebAssembly)",
            env!("CARGO_PKG_VERSION"),
            plateau_plugin::abi::ABI_VERSION,
            plateau_plugin::wasm_abi::WASM_ABI_VERSION,
        )
    });
    &TEXT
}
