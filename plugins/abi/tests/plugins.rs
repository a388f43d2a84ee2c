//! The plugin builds of DVONN and Knight Line, loaded through the ABI, against the same games
//! compiled in: they must refuse alike and think alike for the same seed, and the loader must
//! name each way a file can fail to be a plugin. (That every game's plugin build agrees with
//! it move for move is checked in `tests/tests/plugin_agreement.rs`, with the test kit.)
//!
//! The tests build the plugin crates they load with the test kit's `plugin_build`.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{AgentSpec, Limits, SeatSpec};
use plateau_core::{GameFactory, Rng, StaticFactory};
use plateau_plugin::check::probe;
use plateau_plugin::{PluginError, PluginLibrary};
use serde_json::{Value, json};

/// The library file of a plugin package, built by the test kit.
fn library_file(package: &str) -> PathBuf {
    plateau_tests::plugin_build::library(package)
}

fn open(package: &str) -> PluginLibrary {
    PluginLibrary::open(library_file(package)).unwrap_or_else(|e| panic!("{e}"))
}

fn spec(value: Value) -> SeatSpec {
    SeatSpec::from_json(value).expect("a seat spec")
}

#[test]
fn refused_options_and_moves_cross_as_errors() {
    let plug = open("plateau-knightline-plugin").factory();
    let stat = StaticFactory::<plateau_knightline::KnightLine>::new();
    let bad = json!({"players": 9});
    assert_eq!(plug.create(&bad).err(), stat.create(&bad).err());
    let mut a = stat.create(&Value::Null).unwrap();
    let mut b = plug.create(&Value::Null).unwrap();
    assert_eq!(b.parse_move("nonsense"), a.parse_move("nonsense"));
    assert_eq!(b.play_notation("nonsense"), a.play_notation("nonsense"));
    let first = a.history();
    assert_eq!(first, b.history());
    assert!(b.fault().is_none());
}

#[test]
fn thinking_in_the_plugin_matches_the_compiled_in_search() {
    let library = open("plateau-dvonn-plugin");
    let stat = StaticFactory::<plateau_dvonn::Dvonn>::new();
    let mut a = stat.create(&Value::Null).unwrap();
    let mut b = library.factory().create(&Value::Null).unwrap();
    let mcts = spec(json!({"type": "mcts", "iterations": 200, "seed": 1}));
    let stop = AtomicBool::new(false);
    let mut rng = Rng::new(5);
    for _ in 0..3 {
        let chosen = a.think(&mcts, &Limits::NONE, &stop);
        assert!(chosen.is_some());
        assert_eq!(chosen, b.think(&mcts, &Limits::NONE, &stop));
        let hint = a.hint(&mcts, &Limits::NONE, &stop).unwrap();
        let plugin_hint = b.hint(&mcts, &Limits::NONE, &stop).unwrap();
        assert_eq!((hint.mv, &hint.pv, hint.nodes), (plugin_hint.mv, &plugin_hint.pv, plugin_hint.nodes));
        // Move on a few random plies.
        for _ in 0..5 {
            let moves = a.legal_moves();
            let id = moves[rng.below(moves.len())];
            a.play(id).unwrap();
            b.play(id).unwrap();
        }
    }
    let human = spec(json!({"type": "human"}));
    assert_eq!(b.think(&human, &Limits::NONE, &stop), None);
    assert!(b.bind_agent(&human).is_err());
    assert_eq!(a.perft(2), b.perft(2));
    assert_eq!(a.random_playouts(3, 4, 500), b.random_playouts(3, 4, 500));
    assert!(b.fault().is_none());
}

#[test]
fn a_bound_agent_plays_like_the_compiled_in_one() {
    let library = open("plateau-knightline-plugin");
    let stat = StaticFactory::<plateau_knightline::KnightLine>::new();
    let mut a = stat.create(&Value::Null).unwrap();
    let mut b = library.factory().create(&Value::Null).unwrap();
    let mcts = spec(json!({"type": "mcts", "iterations": 100, "seed": 7}));
    let mut seat_a = a.bind_agent(&mcts).unwrap();
    let mut seat_b = b.bind_agent(&mcts).unwrap();
    let stop = AtomicBool::new(false);
    for _ in 0..6 {
        let Some(id) = seat_a.select(&Limits::NONE, &stop) else { break };
        assert_eq!(seat_b.select(&Limits::NONE, &stop), Some(id));
        for (session, seat) in [(&mut a, &mut seat_a), (&mut b, &mut seat_b)] {
            session.play(id).unwrap();
            seat.play(id).unwrap();
        }
    }
    let hint = seat_b.hint(&Limits::NONE, &stop).expect("a hint");
    assert!(b.legal_moves().contains(&hint.mv));
    assert!(seat_b.play(u32::MAX).is_err());
    let unknown = json!({"type": "no-such-agent"});
    assert!(serde_json::from_value::<Box<dyn AgentSpec>>(unknown).is_err());
}

#[test]
fn each_loader_failure_has_its_own_message() {
    let missing = PluginLibrary::open("/no/such/dir/libplugin.so").unwrap_err();
    assert!(matches!(missing, PluginError::Missing(_)), "{missing}");
    assert!(missing.to_string().contains("does not exist"));

    let not_a_library = PluginLibrary::open(concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml")).unwrap_err();
    assert!(matches!(not_a_library, PluginError::Load { .. }), "{not_a_library}");

    let system_libraries = [
        "/lib/x86_64-linux-gnu/libc.so.6",
        "/usr/lib/x86_64-linux-gnu/libc.so.6",
        "/lib64/libc.so.6",
        "/usr/lib/libc.so.6",
        "/lib/aarch64-linux-gnu/libc.so.6",
    ];
    if let Some(libc) = system_libraries.iter().find(|p| std::path::Path::new(p).exists()) {
        let error = PluginLibrary::open(libc).unwrap_err();
        assert!(matches!(error, PluginError::NotAPlugin { .. }), "{error}");
        assert!(error.to_string().contains("not a Plateau plugin"), "{error}");
    }
}

#[test]
fn a_library_loads_twice_and_reports_its_build() {
    let first = open("plateau-dvonn-plugin");
    let second = open("plateau-dvonn-plugin");
    assert_eq!(first.meta(), second.meta());
    let meta = first.meta();
    assert_eq!(meta.rules_version, 1);
    assert_eq!(meta.plugin_version, env!("CARGO_PKG_VERSION"));
    assert!(!meta.rustc_version.is_empty());
    // Sessions from either copy are independent.
    let mut a = first.factory().create(&Value::Null).unwrap();
    let b = second.factory().create(&Value::Null).unwrap();
    let id = a.legal_moves()[0];
    a.play(id).unwrap();
    assert_eq!(b.cursor(), 0);
    let copy = a.clone_box();
    assert_eq!(copy.hash(), a.hash());
    assert_eq!(copy.history(), a.history());
    // Sessions move between threads like compiled-in ones.
    let moved = std::thread::spawn(move || (a.cursor(), a.legal_moves().len())).join().unwrap();
    assert_eq!(moved, (1, 48));
}

#[test]
fn the_stop_flag_reaches_the_search_in_the_plugin() {
    let session = open("plateau-dvonn-plugin").factory().create(&Value::Null).unwrap();
    let endless = spec(json!({"type": "mcts", "iterations": 1_000_000_000u64, "seed": 1}));
    let stop = AtomicBool::new(true);
    let start = std::time::Instant::now();
    let chosen = session.think(&endless, &Limits::NONE, &stop);
    assert!(chosen.is_some_and(|id| session.legal_moves().contains(&id)));
    assert!(start.elapsed() < std::time::Duration::from_secs(5), "{:?}", start.elapsed());
}

#[test]
fn probing_a_plugin_self_tests_it() {
    let report = probe(&library_file("plateau-knightline-plugin"), 3).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(report.meta.game_id, "knightline");
    assert_eq!(report.info.id, "knightline");
    // The 3 default games, then one per extreme of Knight Line's options.
    assert!(report.self_test.games > 3, "{:?}", report.self_test);
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(json["meta"]["game_id"], "knightline");
    let missing = probe(std::path::Path::new("/no/such/plugin.so"), 1).unwrap_err();
    assert!(matches!(missing, PluginError::Missing(_)));
}
