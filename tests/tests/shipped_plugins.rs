//! The plugins that ship with Plateau: `plugins/bundle` builds every package of
//! `plugins/shipped.txt` as WebAssembly into one folder, and each module there opens as the
//! host opens it, in its sandbox, as the game it is named for, and passes the self-test the
//! host runs before it offers the game.

use std::path::Path;
use std::process::Command;

use plateau_plugin::PluginLibrary;
use plateau_plugin::host::Tier;

#[test]
fn the_bundle_holds_every_shipped_plugin_and_each_loads_sandboxed() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let shipped: Vec<String> = std::fs::read_to_string(root.join("plugins/shipped.txt"))
        .unwrap()
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    assert!(shipped.len() >= 3, "Hex, YINSH and ZÈRTZ at least: {shipped:?}");
    let out = tempfile::tempdir().unwrap();
    let run = Command::new(root.join("plugins/bundle"))
        .args(["release", &out.path().to_string_lossy()])
        .current_dir(root)
        .output()
        .unwrap();
    assert!(run.status.success(), "plugins/bundle failed:\n{}", String::from_utf8_lossy(&run.stderr));
    let mut ids = Vec::new();
    for package in &shipped {
        let file = out.path().join(format!("{}.wasm", package.replace('-', "_")));
        let library = PluginLibrary::open(&file).unwrap_or_else(|e| panic!("{package}: {e}"));
        assert_eq!(library.meta().tier, Tier::Wasm, "{package} ships sandboxed");
        ids.push(library.meta().game_id.clone());
        // The self-test the host runs once per module before it offers the game, every step
        // within its time limit, and its AI's answer.
        let report = plateau_plugin::check::probe(&file, 3).unwrap_or_else(|e| panic!("{package}: {e}"));
        assert!(report.self_test.games >= 3, "{package}: {:?}", report.self_test);
        assert!(!report.search.chosen.is_empty(), "{package}");
    }
    assert_eq!(ids, ["hex", "yinsh", "zertz"]);
    let files = std::fs::read_dir(out.path()).unwrap().count();
    assert_eq!(files, shipped.len(), "nothing else, no half-written module left behind");
}
