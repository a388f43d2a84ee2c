//! Opening a WebAssembly plugin. It needs no consent and no child process: it runs in a
//! sandbox where every call has its deadline, so it can neither crash nor hang the host. It is
//! still self-tested before its game is offered, as a native plugin's probe does
//! ([`plateau_plugin::check`]): a module whose rules hang for one option value, or whose AI
//! never answers, is refused naming the step that failed, instead of stalling the first game
//! that meets it. The self-test may cost up to the probe's time limit, so its verdict is kept
//! per module content (its SHA-256, as its compiled code is): a module that passed is opened
//! from its compiled code without being tested again, and one that was refused is not opened
//! at all.

use std::path::Path;
use std::time::{Duration, Instant};

use plateau_core::GameFactory;
use plateau_core::files::{self, FileKind};
use plateau_plugin::check::{Steps, examine};
use plateau_plugin::host::{Tier, content_hash};
use plateau_plugin::{PluginError, PluginLibrary};

use super::verdicts::{Verdict, Verdicts};
use super::{LoadedPlugin, PluginFailure, Probed};

/// Random games of the self-test, as `plateau probe-plugin` plays by default.
const GAMES: u64 = 3;

/// Compiles (or loads the compiled code of) the module at `file`, self-tests it unless a
/// verdict on the same contents is kept, and keeps the verdict; a module refused before is
/// refused again without being opened.
pub(super) fn open_wasm(
    file: &Path,
    timeout: Duration,
    verdicts: &Verdicts,
) -> Result<Probed, PluginFailure> {
    let started = Instant::now();
    let bytes = files::read(file, FileKind::WasmModule)
        .map_err(|e| PluginFailure::Open(format!("{}: {}", file.display(), e.reason())))?;
    let hash = content_hash(&bytes);
    drop(bytes);
    let passed = match verdicts.get(&hash) {
        Some(Verdict::Unusable(why)) => return Err(PluginFailure::Remembered(why)),
        Some(Verdict::Usable(_)) => true,
        None => false,
    };
    let refused = |error: PluginError| {
        let failure = PluginFailure::Refused(error.to_string());
        // Only what the module's contents decide is kept: a file that went away, or is not
        // a file, says nothing about the module.
        if !matches!(error, PluginError::Missing(_) | PluginError::NotAFile { .. }) {
            verdicts.put(&hash, &Verdict::Unusable(failure.to_string()));
        }
        failure
    };
    let library = PluginLibrary::open(file).map_err(refused)?;
    if !passed {
        self_test(&library, timeout).map_err(refused)?;
    }
    let meta = library.meta();
    let info = library.factory().info().clone();
    let loaded = LoadedPlugin {
        game_id: info.id,
        name: info.name,
        rules_version: meta.rules_version,
        plugin_version: meta.plugin_version.clone(),
        abi_crate_version: meta.abi_crate_version.clone(),
        rustc_version: meta.rustc_version.clone(),
        probe_time: started.elapsed(),
        tier: Tier::Wasm,
    };
    if !passed {
        verdicts.put(&hash, &Verdict::Usable(loaded.clone()));
    }
    Ok(Probed { loaded, library: Some(library), staged: None })
}

/// The probe's self-test and short search, every step under its limit and all of them
/// within `timeout`. A call into the sandbox always comes back (its deadline interrupts it),
/// so the watcher here only raises the search's stop flag when its time is up.
fn self_test(library: &PluginLibrary, timeout: Duration) -> Result<(), PluginError> {
    let steps = Steps::new().within(timeout);
    std::thread::scope(|scope| {
        let watcher = scope.spawn(|| steps.watch());
        let result = examine(library, GAMES, &steps);
        steps.finish();
        let _ = watcher.join();
        result.map(drop)
    })
}
