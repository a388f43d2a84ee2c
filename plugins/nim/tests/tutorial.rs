//! The tutorial cannot rot: `docs/plugins.md` shows this crate's `src/lib.rs` whole, and the
//! test fails the moment the two differ. The game then goes through the conformance suite,
//! and both of its plugin builds (native and WebAssembly), loaded as the host loads them,
//! play move for move like the crate linked in.

use std::path::Path;

use nim_plugin::{Nim, NimOptions};
use plateau_core::{Game, StaticFactory};
use plateau_plugin::PluginLibrary;
use plateau_plugin::host::Tier;
use plateau_tests::agreement::check_agreement;
use plateau_tests::conformance::check_random_games;
use plateau_tests::plugin_build;
use serde_json::json;

/// The Rust code block of the guide that follows the line "`src/lib.rs`:".
fn guide_listing() -> String {
    let guide = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/plugins.md"))
        .expect("docs/plugins.md");
    let after = guide.split("`src/lib.rs`:\n\n```rust\n").nth(1).expect("the guide shows src/lib.rs");
    after.split("\n```\n").next().expect("the listing ends").to_owned() + "\n"
}

#[test]
fn the_guide_shows_exactly_this_crate() {
    let source = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).unwrap();
    assert!(
        guide_listing() == source,
        "docs/plugins.md's listing of src/lib.rs differs from plugins/nim/src/lib.rs; copy the file into the guide"
    );
}

#[test]
fn nim_keeps_every_contract() {
    for stones in [1, 2, 15, 50] {
        let game = Nim::new(NimOptions { stones }).unwrap();
        let coverage = check_random_games(&game, 50, u64::from(stones), 200);
        assert_eq!(coverage.finished, 50, "{stones} stones: every game ends");
    }
}

fn agree(file: &Path, tier: Tier) {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((library.meta().game_id.as_str(), library.meta().tier), ("nim", tier));
    let linked = StaticFactory::<Nim>::new();
    for stones in [1, 7, 15, 50] {
        let coverage =
            check_agreement(&linked, &library.factory(), &json!({"stones": stones}), 40, 7, usize::MAX);
        assert_eq!(coverage.finished, 40, "{stones} stones");
    }
}

#[test]
fn the_native_plugin_plays_like_the_linked_game() {
    agree(&plugin_build::library("nim-plugin"), Tier::Native);
}

#[test]
fn the_wasm_plugin_plays_like_the_linked_game() {
    agree(&plugin_build::wasm_module("nim-plugin"), Tier::Wasm);
}
