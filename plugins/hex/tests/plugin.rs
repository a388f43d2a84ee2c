//! The plugin build of Hex, loaded through the ABI as the host loads it, against the same
//! crate linked in: the kit's agreement check plays them side by side, move for move, on
//! every board size class with and without the swap rule.

use std::time::Instant;

use plateau_core::StaticFactory;
use plateau_hex::Hex;
use plateau_plugin::PluginLibrary;
use plateau_tests::agreement::check_agreement;
use plateau_tests::plugin_build;
use serde_json::json;

#[test]
fn the_plugin_agrees_with_the_linked_in_game() {
    let library = PluginLibrary::open(plugin_build::library("plateau-hex")).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, "hex");
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
    println!("{total} games compared in {:.1?}", started.elapsed());
}
