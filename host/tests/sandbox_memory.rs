//! The memory of the WebAssembly sandbox, through the real `plateau` binary: a shipped plugin
//! loads and plays where the address space is limited (`ulimit -v`, common on clusters).
//!
//! The plugin is built by the test kit's `plugin_build`, as `plugins/bundle` builds it.

use std::path::Path;
use std::process::{Command, Output};

use plateau_tests::plugin_build::wasm_module;

/// `plateau` with these arguments, seeing no plugins but those the arguments name, with a
/// cache of its own.
fn plateau(name: &str, args: &[&str]) -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_plateau"));
    command.args(args).env_remove("PLATEAU_PLUGIN_PATH").env_remove("RUST_BACKTRACE");
    isolate(&mut command, name);
    command
}

/// A data and cache folder of the test's own, so no compiled code of another run is reused.
fn isolate(command: &mut Command, name: &str) {
    let scratch = Path::new(env!("CARGO_TARGET_TMPDIR")).join("sandbox-memory").join(name);
    let _ = std::fs::remove_dir_all(&scratch);
    command.env("XDG_DATA_HOME", scratch.join("data")).env("XDG_CACHE_HOME", scratch.join("cache"));
}

fn text(output: &Output) -> (String, String) {
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

/// `plateau ARGS` run by bash after `ulimit -v KIB`: the limit holds for `plateau` alone.
#[cfg(target_os = "linux")]
fn plateau_limited(name: &str, kib: u64, args: &[&str]) -> Command {
    let mut command = Command::new("bash");
    command
        .arg("-c")
        .arg(format!("ulimit -v {kib} && exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_plateau"))
        .args(args)
        .env_remove("PLATEAU_PLUGIN_PATH")
        .env_remove("RUST_BACKTRACE");
    isolate(&mut command, name);
    command
}

#[cfg(target_os = "linux")]
#[test]
fn trust_a_shipped_plugin_loads_and_plays_under_a_3_gb_address_space_limit() {
    let hex = wasm_module("plateau-hex");
    let args = [
        "play",
        "--plugins",
        hex.to_str().unwrap(),
        "--game",
        "hex",
        "--seats",
        "mcts:iterations=200,random",
    ];
    let output = plateau_limited("limited", 3_000_000, &[&args[..], &["--max-moves", "2"]].concat())
        .output()
        .expect("bash runs plateau");
    let (stdout, stderr) = text(&output);
    assert!(output.status.success(), "plateau play under ulimit -v 3000000 failed:\n{stderr}\n{stdout}");
    assert!(!stderr.contains("mmap"), "{stderr}");
    // The same game without the limit, for the moves it printed.
    let unlimited = plateau("unlimited", &[&args[..], &["--max-moves", "2"]].concat()).output().unwrap();
    assert!(unlimited.status.success(), "{}", text(&unlimited).1);
    assert_eq!(stdout, text(&unlimited).0, "the same moves with the address space limited or not");
    assert!(!stdout.trim().is_empty(), "it printed the moves played");
}
