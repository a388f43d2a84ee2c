//! Plugin libraries for tests that load them: a nested `cargo build` of the plugin package,
//! once per package per test process, and the path of the library file it wrote.
//!
//! The build uses the test profile, the one `cargo test` has just built the plugin's
//! dependencies with, so it only has to compile the plugin crate and link it, and the plugin
//! runs optimised like the rules linked into the test (the dev profile leaves workspace crates
//! unoptimised, which made agreement runs many times slower). The library lands where the dev
//! profile puts it too, `debug/` in the workspace's target directory or in
//! `$CARGO_TARGET_DIR` when that is set.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::{Mutex, PoisonError};

/// Builds the workspace package `package` (a `cdylib`), unless this process has already done
/// so, and returns the path of its library file. The library's name is cargo's default for
/// the package, its name with `-` written `_` (`plateau-dvonn-plugin` gives
/// `libplateau_dvonn_plugin.so` on Linux). Panics if the build fails or writes no such file.
pub fn library(package: &str) -> PathBuf {
    // Held while building: tests on several threads ask at once, and cargo would only make
    // them queue for the target directory anyway.
    static BUILT: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let mut built = BUILT.lock().unwrap_or_else(PoisonError::into_inner);
    if !built.contains(package) {
        build(package);
        built.insert(package.to_owned());
    }
    let stem = package.replace('-', "_");
    let file = target_dir().join("debug").join(format!(
        "{}{stem}{}",
        std::env::consts::DLL_PREFIX,
        std::env::consts::DLL_SUFFIX
    ));
    assert!(file.is_file(), "building {package} wrote no library at {}", file.display());
    file
}

/// Builds the workspace package `package` as a WebAssembly plugin with `plugins/build-wasm`
/// (release, into `target/wasm`), unless this process has already done so, and returns the
/// path of its `.wasm` file. Panics, with the script's advice, where no toolchain for
/// `wasm32-unknown-unknown` is installed.
pub fn wasm_module(package: &str) -> PathBuf {
    static BUILT: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let mut built = BUILT.lock().unwrap_or_else(PoisonError::into_inner);
    let file = target_dir()
        .join("wasm/wasm32-unknown-unknown/release")
        .join(format!("{}.wasm", package.replace('-', "_")));
    if !built.contains(package) {
        let output = Command::new(workspace_root().join("plugins/build-wasm"))
            .args([package, &target_dir().join("wasm").to_string_lossy()])
            .current_dir(workspace_root())
            .output()
            .unwrap_or_else(|e| panic!("cannot run plugins/build-wasm for {package}: {e}"));
        assert!(
            output.status.success(),
            "plugins/build-wasm {package} failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        );
        built.insert(package.to_owned());
    }
    assert!(file.is_file(), "building {package} for wasm32 wrote no module at {}", file.display());
    file
}

/// The workspace's root folder (this crate sits one level below it).
fn workspace_root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("the test kit sits inside the workspace")
}

/// Where cargo puts build output: `$CARGO_TARGET_DIR` (relative to the workspace root if
/// relative) or the workspace's `target` folder.
fn target_dir() -> PathBuf {
    let dir = std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| PathBuf::from("target"), PathBuf::from);
    workspace_root().join(dir)
}

/// Runs `cargo build --profile test -p package` in the workspace, with the cargo that runs
/// the tests.
fn build(package: &str) {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "--quiet", "--profile", "test", "-p", package])
        .current_dir(workspace_root())
        .env("CARGO_TARGET_DIR", target_dir())
        .status()
        .unwrap_or_else(|e| panic!("cannot run cargo to build {package}: {e}"));
    assert!(status.success(), "cargo build -p {package} failed ({status})");
}
