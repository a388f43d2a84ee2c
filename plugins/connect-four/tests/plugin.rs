//! Connect Four through the shared conformance suite on the smallest, classic and largest
//! grids, and its plugin builds (native and WebAssembly), loaded as the host loads them,
//! playing move for move like the crate linked in.

use std::path::Path;

use connect_four_plugin::{ConnectFour, ConnectFourEvaluator, ConnectFourOptions};
use plateau_core::{Evaluator, Game, Player, StaticFactory};
use plateau_plugin::PluginLibrary;
use plateau_plugin::host::Tier;
use plateau_tests::agreement::check_agreement;
use plateau_tests::conformance::check_random_games;
use plateau_tests::plugin_build;
use serde_json::json;

const SIZES: [(u8, u8); 4] = [(4, 4), (7, 6), (10, 4), (10, 10)];

#[test]
fn connect_four_keeps_every_contract() {
    for (columns, rows) in SIZES {
        let game = ConnectFour::new(ConnectFourOptions { columns, rows }).unwrap();
        let coverage = check_random_games(&game, 60, u64::from(columns * 16 + rows), 200);
        assert_eq!(coverage.finished, 60, "{columns}x{rows}: every game ends");
    }
}

#[test]
fn the_evaluator_prefers_the_side_with_more_open_lines() {
    let game = ConnectFour::new(ConnectFourOptions::default()).unwrap();
    let mut state = game.initial_state();
    // Red takes the middle, Yellow a corner.
    for column in [3, 0] {
        game.play_unchecked(&mut state, column);
    }
    let red = ConnectFourEvaluator.evaluate(&game, &state, Player::new(0));
    let yellow = ConnectFourEvaluator.evaluate(&game, &state, Player::new(1));
    assert!(red > 0.0 && (red + yellow).abs() < 1e-6, "red {red}, yellow {yellow}");
    assert!(red < 0.95);
}

fn agree(file: &Path, tier: Tier) {
    let library = PluginLibrary::open(file).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!((library.meta().game_id.as_str(), library.meta().tier), ("connect-four", tier));
    let linked = StaticFactory::<ConnectFour>::new();
    for (columns, rows) in SIZES {
        let options = json!({"columns": columns, "rows": rows});
        let coverage = check_agreement(&linked, &library.factory(), &options, 30, 7, usize::MAX);
        assert_eq!(coverage.finished, 30, "{options}");
    }
}

#[test]
fn the_native_plugin_plays_like_the_linked_game() {
    agree(&plugin_build::library("connect-four-plugin"), Tier::Native);
}

#[test]
fn the_wasm_plugin_plays_like_the_linked_game() {
    agree(&plugin_build::wasm_module("connect-four-plugin"), Tier::Wasm);
}
