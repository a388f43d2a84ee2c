//! The plugin builds of Hex, loaded as the host loads them (the native library and the
//! sandboxed WebAssembly module), against the same crate linked in: the kit's agreement check
//! plays them side by side, move for move, on every board size class with and without the
//! swap rule.

use std::path::Path;
use std::time::Instant;

use plateau_core::StaticFactory;
use plateau_hex::Hex;
use plateau_plugin::{PluginLibrary, host::Tier};
use plateau_tests::agreement::check_agreement;
use plateau_tests::plugin_build;
use serde_json::json;

/// Checks the plugin at `file` against Hex linked in; returns the games compared.
fn agree(file: &Path, tier: Tier) -> u64 {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, "hex");
    assert_eq!(library.meta().tier, tier);
    let linked = StaticFactory::<Hex>::new();
    let plugin = library.factory();
    let started = Instant::now();
    let mut total = 0;
    // Every legal move is compared at every ply, and a game fills about half the board: the
    // small boards carry the numbers, the classic and the largest are there to be covered.
    for (size, games) in [(5u8, 400u64), (7, 200), (9, 50), (11, 30), (19, 3)] {
        for swap in [true, false] {
            let options = json!({"size": size, "swap": swap});
            let coverage =
                check_agreement(&linked, &plugin, &options, games, 0x4E58 + u64::from(size), usize::MAX);
            assert_eq!(coverage.finished, games, "{options}: every Hex game ends");
            assert!(coverage.plies >= games * u64::from(size), "{options}: {coverage:?}");
            total += coverage.games;
        }
    }
    println!("{tier:?}: {total} games compared in {:.1?}", started.elapsed());
    total
}

#[test]
fn the_native_plugin_agrees_with_the_linked_in_game() {
    assert!(agree(&plugin_build::library("plateau-hex"), Tier::Native) >= 1000);
}

#[test]
fn the_wasm_plugin_agrees_with_the_linked_in_game() {
    assert!(agree(&plugin_build::wasm_module("plateau-hex"), Tier::Wasm) >= 1000);
}
