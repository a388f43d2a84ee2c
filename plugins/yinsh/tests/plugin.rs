//! The plugin builds of YINSH, loaded as the host loads them (the native library and the
//! sandboxed WebAssembly module), against the same crate linked in: the kit's agreement check
//! plays them side by side, action for action, in both variants.

use std::path::Path;
use std::time::Instant;

use plateau_core::StaticFactory;
use plateau_plugin::{PluginLibrary, host::Tier};
use plateau_tests::agreement::check_agreement;
use plateau_tests::plugin_build;
use plateau_yinsh::Yinsh;
use serde_json::json;

/// Checks the plugin at `file` against YINSH linked in; returns the games compared.
fn agree(file: &Path, tier: Tier) -> u64 {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, "yinsh");
    assert_eq!(library.meta().tier, tier);
    let linked = StaticFactory::<Yinsh>::new();
    let plugin = library.factory();
    let started = Instant::now();
    let mut total = 0;
    for (variant, games) in [("normal", 150u64), ("blitz", 150)] {
        let options = json!({ "variant": variant });
        let coverage = check_agreement(&linked, &plugin, &options, games, 0x5914, usize::MAX);
        assert_eq!(coverage.finished, games, "{options}: every random game of YINSH ends");
        assert!(coverage.plies >= games * 30, "{options}: {coverage:?}");
        total += coverage.games;
    }
    println!("{tier:?}: {total} games compared in {:.1?}", started.elapsed());
    total
}

#[test]
fn the_native_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::library("plateau-yinsh"), Tier::Native), 300);
}

#[test]
fn the_wasm_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::wasm_module("plateau-yinsh"), Tier::Wasm), 300);
}
