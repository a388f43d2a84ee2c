//! Searches inside the WebAssembly sandbox keep to its memory: the host tells the guest its
//! cap, and a search sizes its tables by it, so a long search under a small cap returns its
//! best move instead of ending the plugin. (With the tree sized by its settings alone, 1 GiB
//! by default, a long Hex search under the default 256 MiB cap failed after about 9 s.)
//!
//! The cap here is 8 MiB, which the tree of a search of 5 000 iterations of Hex on its classic
//! board (about 3 KiB a node) would pass twice over.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::{GameFactory, GameSession};
use plateau_plugin::PluginLibrary;
use plateau_plugin::host::WasmLimits;
use plateau_tests::plugin_build::wasm_module;
use serde_json::{Value, json};

const ITERATIONS: u64 = 5_000;

fn small_sandbox() -> WasmLimits {
    WasmLimits { memory_bytes: 8 << 20, ..WasmLimits::default() }
}

fn hex_in_a_small_sandbox() -> Box<dyn GameSession> {
    let library = PluginLibrary::open_with(wasm_module("plateau-hex"), small_sandbox())
        .unwrap_or_else(|e| panic!("{e}"));
    library.factory().create(&Value::Null).expect("a game of Hex")
}

fn mcts(iterations: u64) -> SeatSpec {
    SeatSpec::from_json(json!({"type": "mcts", "iterations": iterations, "seed": 7})).expect("a seat spec")
}

#[test]
fn trust_a_long_search_in_a_small_sandbox_returns_its_move() {
    let session = hex_in_a_small_sandbox();
    let stop = AtomicBool::new(false);
    let hint = session.hint(&mcts(ITERATIONS), &Limits::NONE, &stop);
    assert_eq!(session.fault(), None, "the search kept to the sandbox");
    let hint = hint.expect("the search returned a move");
    assert_eq!(hint.nodes, ITERATIONS, "every iteration ran, the tree only stopped growing");
    assert!(session.legal_moves().contains(&hint.mv));
}

#[test]
fn trust_a_bound_agent_keeps_its_tree_within_the_sandbox_from_move_to_move() {
    let mut session = hex_in_a_small_sandbox();
    let mut agent = session.bind_agent(&mcts(ITERATIONS)).expect("an agent");
    let stop = AtomicBool::new(false);
    // Each move reuses what the tree knows of the new position, copied while the old tree
    // is still there.
    for _ in 0..2 {
        let id = agent.select(&Limits::NONE, &stop);
        assert_eq!(agent.fault(), None);
        let id = id.expect("a move");
        session.play(id).expect("a legal move");
        agent.play(id).expect("the agent follows");
    }
    assert_eq!(session.fault(), None);
}

#[test]
fn trust_an_alphabeta_table_larger_than_the_sandbox_is_fitted_into_it() {
    // A search may ask for a table of any size it is allowed natively (4 GiB); inside a
    // sandbox it gets what fits.
    let session = hex_in_a_small_sandbox();
    let spec = SeatSpec::from_json(json!({"type": "alphabeta", "nodes": 2_000, "tt_mb": 4_096}))
        .expect("a seat spec");
    let hint = session.hint(&spec, &Limits::NONE, &AtomicBool::new(false));
    assert_eq!(session.fault(), None, "the table fitted in the sandbox");
    assert!(hint.is_some(), "the search returned a move");
}
