//! The plugin build of Hex, loaded through the ABI as the host loads it, against the same
//! crate linked in: they must agree move for move.
//!
//! The test builds this crate's `cdylib` itself (`cargo build -p plateau-hex`, the dev
//! profile, into the workspace's target directory) before loading it.

use std::path::PathBuf;
use std::process::Command;

use plateau_core::{GameFactory, Rng, StaticFactory, ToMove};
use plateau_hex::Hex;
use plateau_plugin::PluginLibrary;
use serde_json::{Value, json};

fn library_file() -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--quiet", "-p", "plateau-hex"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .status()
        .expect("cargo runs");
    assert!(status.success(), "the plugin builds");
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"), PathBuf::from);
    let name = format!("{}plateau_hex{}", std::env::consts::DLL_PREFIX, std::env::consts::DLL_SUFFIX);
    target.join("debug").join(name)
}

fn agree(stat: &dyn GameFactory, plug: &dyn GameFactory, options: &Value, games: u64, seed: u64) {
    let mut rng = Rng::new(seed);
    for game in 0..games {
        let mut a = stat.create(options).expect("linked-in session");
        let mut b = plug.create(options).expect("plugin session");
        assert_eq!(a.info(), b.info());
        let mut ply = 0;
        loop {
            let moves = a.legal_moves();
            assert_eq!(moves, b.legal_moves(), "game {game} ply {ply}");
            assert_eq!((a.to_move(), a.hash()), (b.to_move(), b.hash()));
            if ply % 9 == 0 {
                assert_eq!(a.board_view(), b.board_view(), "game {game} ply {ply}");
                assert_eq!(a.scores(), b.scores());
            }
            if moves.is_empty() {
                break;
            }
            let id = moves[rng.below(moves.len())];
            let notation = a.notation(id).expect("notation");
            assert_eq!(b.notation(id).expect("plugin notation"), notation);
            assert_eq!(b.parse_move(&notation), Ok(id));
            a.play(id).expect("legal");
            b.play(id).expect("legal in the plugin");
            ply += 1;
        }
        assert_eq!(b.to_move(), ToMove::Terminal);
        assert_eq!(a.outcome(), b.outcome());
        assert_eq!(a.board_view(), b.board_view());
        assert!(b.fault().is_none(), "{:?}", b.fault());
    }
}

#[test]
fn the_plugin_agrees_with_the_linked_in_game() {
    let library = PluginLibrary::open(library_file()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(library.meta().game_id, "hex");
    let stat = StaticFactory::<Hex>::new();
    let plug = library.factory();
    assert_eq!(stat.info(), plug.info());
    agree(&stat, &plug, &Value::Null, 10, 1);
    agree(&stat, &plug, &json!({"size": 5, "swap": true}), 40, 2);
    agree(&stat, &plug, &json!({"size": 19, "swap": false}), 4, 3);
}
