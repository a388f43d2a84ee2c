//! The plugin builds of YINSH, loaded as the host loads them (the native library and the
//! sandboxed WebAssembly module), against the same crate linked in: the kit's agreement check
//! plays them side by side, action for action, in both variants.

use std::path::Path;

use plateau_core::StaticFactory;
use plateau_plugin::{PluginLibrary, host::Tier};
use plateau_tests::agreement::check_variants;
use plateau_tests::plugin_build;
use plateau_yinsh::Yinsh;

/// Checks the plugin at `file`, of the `tier` expected, against the game linked in; returns
/// the games compared.
fn agree(file: &Path, tier: Tier) -> u64 {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().tier, tier);
    check_variants(
        &StaticFactory::<Yinsh>::new(),
        &library.factory(),
        &[("normal", 150), ("blitz", 150)],
        0x5914,
        30,
    )
}

#[test]
fn the_native_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::library("plateau-yinsh"), Tier::Native), 300);
}

#[test]
fn the_wasm_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::wasm_module("plateau-yinsh"), Tier::Wasm), 300);
}
