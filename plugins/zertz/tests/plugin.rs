//! The plugin builds of ZÈRTZ, loaded as the host loads them (the native library and the
//! sandboxed WebAssembly module), against the same crate linked in: the kit's agreement check
//! plays them side by side, action for action, in every variant.

use std::path::Path;

use plateau_core::StaticFactory;
use plateau_plugin::{PluginLibrary, host::Tier};
use plateau_tests::agreement::check_variants;
use plateau_tests::plugin_build;
use plateau_zertz::Zertz;

/// Checks the plugin at `file`, of the `tier` expected, against the game linked in; returns
/// the games compared.
fn agree(file: &Path, tier: Tier) -> u64 {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().tier, tier);
    check_variants(
        &StaticFactory::<Zertz>::new(),
        &library.factory(),
        &[("standard", 100), ("blitz", 100), ("48", 50), ("61", 50)],
        0x2E27,
        30,
    )
}

#[test]
fn the_native_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::library("plateau-zertz"), Tier::Native), 300);
}

#[test]
fn the_wasm_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::wasm_module("plateau-zertz"), Tier::Wasm), 300);
}
