//! Each compiled-in game against its plugin build from `plugins/`, loaded through the ABI as
//! the host loads it: the kit's agreement check plays thousands of random games on both side
//! by side and compares every answer of the two sessions at every ply, on every variant.

use std::time::Instant;

use plateau_core::{Playable, StaticFactory};
use plateau_plugin::PluginLibrary;
use plateau_tests::agreement::{Agreement, check_agreement};
use plateau_tests::plugin_build;
use serde_json::{Value, json};

/// Loads the plugin package `package` (built for the test) and checks it against `G` linked
/// in, `games` random games for each of `variants`; returns the games compared.
fn agree<G: Playable>(package: &str, game_id: &str, variants: &[(Value, u64)], max_plies: usize) -> u64 {
    let library = PluginLibrary::open(plugin_build::library(package)).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, game_id);
    let linked = StaticFactory::<G>::new();
    let plugin = library.factory();
    let started = Instant::now();
    let mut total = Agreement::default();
    for (seed, (options, games)) in variants.iter().enumerate() {
        let coverage = check_agreement(&linked, &plugin, options, *games, seed as u64 + 1, max_plies);
        assert_eq!(coverage.games, *games, "{options}");
        assert!(coverage.plies > coverage.games * 10, "{options}: {coverage:?}");
        total.games += coverage.games;
        total.finished += coverage.finished;
        total.plies += coverage.plies;
        total.moves_compared += coverage.moves_compared;
    }
    println!("{game_id}: {total:?} in {:.1?}", started.elapsed());
    total.finished
}

#[test]
fn dvonn_plugin_agrees_with_the_compiled_in_game() {
    let variants = [(Value::Null, 700), (json!({"end": "mover-stuck"}), 300)];
    let finished = agree::<plateau_dvonn::Dvonn>("plateau-dvonn-plugin", "dvonn", &variants, usize::MAX);
    assert_eq!(finished, 1000, "every DVONN game ends");
}

#[test]
fn gipf_plugin_agrees_with_the_compiled_in_game() {
    // GIPF has no rule that forces an end; the engine's ply cap (a draw) keeps games bounded.
    let variants = [
        (json!({"version": "basic", "ply_cap": 400}), 400),
        (json!({"version": "standard", "ply_cap": 400}), 300),
        (json!({"version": "tournament", "ply_cap": 400}), 300),
    ];
    let finished = agree::<plateau_gipf::Gipf>("plateau-gipf-plugin", "gipf", &variants, usize::MAX);
    assert_eq!(finished, 1000, "the ply cap ends every GIPF game");
}

#[test]
fn knightline_plugin_agrees_with_the_compiled_in_game() {
    let mut variants = Vec::new();
    for players in [2, 3] {
        for grey in ["none", "blocker", "wildcard"] {
            variants.push((json!({"players": players, "grey": grey}), 150));
        }
    }
    variants.push((json!({"first_move_single": false}), 100));
    let finished = agree::<plateau_knightline::KnightLine>(
        "plateau-knightline-plugin",
        "knightline",
        &variants,
        usize::MAX,
    );
    assert_eq!(finished, 1000, "every Knight Line game ends");
}
