//! The plugin builds of ZÈRTZ, loaded as the host loads them (the native library and the
//! sandboxed WebAssembly module), against the same crate linked in: the kit's agreement check
//! plays them side by side, action for action, in every variant.

use std::path::Path;
use std::time::Instant;

use plateau_core::StaticFactory;
use plateau_plugin::{PluginLibrary, host::Tier};
use plateau_tests::agreement::check_agreement;
use plateau_tests::plugin_build;
use plateau_zertz::Zertz;
use serde_json::json;

/// Checks the plugin at `file` against ZÈRTZ linked in; returns the games compared.
fn agree(file: &Path, tier: Tier) -> u64 {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, "zertz");
    assert_eq!(library.meta().tier, tier);
    let linked = StaticFactory::<Zertz>::new();
    let plugin = library.factory();
    let started = Instant::now();
    let mut total = 0;
    for (variant, games) in [("standard", 100u64), ("blitz", 100), ("48", 50), ("61", 50)] {
        let options = json!({ "variant": variant });
        let coverage = check_agreement(&linked, &plugin, &options, games, 0x2E27, usize::MAX);
        assert_eq!(coverage.finished, games, "{options}: every random game of ZÈRTZ ends");
        assert!(coverage.plies >= games * 30, "{options}: {coverage:?}");
        total += coverage.games;
    }
    println!("{tier:?}: {total} games compared in {:.1?}", started.elapsed());
    total
}

#[test]
fn the_native_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::library("plateau-zertz"), Tier::Native), 300);
}

#[test]
fn the_wasm_plugin_agrees_with_the_linked_in_game() {
    assert_eq!(agree(&plugin_build::wasm_module("plateau-zertz"), Tier::Wasm), 300);
}
