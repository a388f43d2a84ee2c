//! Finding and loading game plugins (ARCHITECTURE.md §6), safely.
//!
//! The search path, in this order: every `--plugins PATH` given on the command line (a folder
//! or one library file), the folders of `PLATEAU_PLUGIN_PATH` (a list like `PATH`), a
//! `plugins` folder next to the executable (and `PREFIX/lib/plateau/plugins` for one installed
//! as `PREFIX/bin/plateau`), and the user's data folder
//! ([`user_plugin_dir`]). Every library file found (extension
//! [`std::env::consts::DLL_EXTENSION`]) is first probed in a child process
//! (`plateau probe-plugin PATH`) with a timeout ([`probe_timeout`]), so a plugin that crashes
//! or hangs takes only the child with it; only a plugin the child found usable is opened in
//! this process. A plugin whose game id is already taken (by a built-in game or by a plugin
//! found earlier) is reported and not loaded: built-ins win.
//!
//! A native library runs with the user's full rights, so before any of that:
//!
//! - it must have the user's consent ([`trust`]), per content hash;
//! - it is copied to a private file named by its hash ([`staging`]), which is what the probe
//!   checks and what this process opens, after checking the hash again;
//! - the probe runs in a process group of its own, its output read under the deadline and a
//!   size cap (`child`), and its verdict is kept per content hash (`verdicts`), so a bad
//!   plugin costs its timeout once.
//!
//! A WebAssembly module (`.wasm`) needs none of this: it runs in a sandbox and is compiled
//! and self-tested in this process, its verdict kept per content as a native plugin's is
//! (`sandboxed`).
//!
//! The outcome of every file is a [`PluginStatus`], for `plateau games` and the app.

mod child;
mod sandboxed;
pub mod staging;
pub mod trust;
mod verdicts;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::ExitStatus;
use std::time::Duration;

use plateau_core::{GameFactory, GameInfo};
use plateau_plugin::host::file::{Found, what_is};
use plateau_plugin::host::{Tier, is_wasm};
use plateau_plugin::{PluginFactory, PluginLibrary};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use self::staging::Staged;
pub use self::trust::NativeTrust;
use self::verdicts::{Verdict, Verdicts};

/// The variable listing extra plugin folders, separated like `PATH`.
pub const PATH_VARIABLE: &str = "PLATEAU_PLUGIN_PATH";
/// The variable overriding the probe's time limit, in milliseconds.
pub const TIMEOUT_VARIABLE: &str = "PLATEAU_PROBE_TIMEOUT_MS";
/// How long a probe may take unless [`TIMEOUT_VARIABLE`] says otherwise.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// Where a place on the search path comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Origin {
    /// `--plugins PATH`: a missing path is reported.
    CommandLine,
    /// [`PATH_VARIABLE`].
    Variable,
    /// The `plugins` folder next to the executable, or for an executable in a `bin` folder,
    /// `lib/plateau/plugins` beside that folder.
    Executable,
    /// The user's data folder.
    UserData,
}

/// One place to look for plugins: a folder, or (from the command line) a library file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SearchEntry {
    /// The folder or file.
    pub path: PathBuf,
    /// Where it comes from.
    pub origin: Origin,
}

/// The places to look for plugins, in order.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchPath {
    /// The places, first first.
    pub entries: Vec<SearchEntry>,
    /// Which native plugins may run.
    pub trust: NativeTrust,
}

impl SearchPath {
    /// No plugins at all.
    pub fn none() -> Self {
        Self::default()
    }

    /// Only these folders or files, as if given with `--plugins`, each made absolute.
    pub fn only(paths: &[PathBuf]) -> Self {
        Self {
            entries: paths
                .iter()
                .map(|path| SearchEntry { path: absolute(path), origin: Origin::CommandLine })
                .collect(),
            trust: NativeTrust::default(),
        }
    }

    /// This path with `trust` deciding which native plugins may run.
    #[must_use]
    pub fn trusting(mut self, trust: NativeTrust) -> Self {
        self.trust = trust;
        self
    }

    /// The standard search path: `command_line` (the `--plugins` paths), then
    /// [`PATH_VARIABLE`], the `plugins` folder next to the executable and the user's data
    /// folder.
    pub fn standard(command_line: &[PathBuf]) -> Self {
        let exe_dir = std::env::current_exe().ok().and_then(|exe| exe.parent().map(Path::to_path_buf));
        Self::from_parts(command_line, std::env::var_os(PATH_VARIABLE).as_deref(), exe_dir, user_plugin_dir())
    }

    /// The search path from its parts, in order: the command-line paths, the folders of the
    /// variable's value, `plugins` in the executable's folder, the user's plugin folder.
    pub fn from_parts(
        command_line: &[PathBuf],
        variable: Option<&OsStr>,
        exe_dir: Option<PathBuf>,
        user_dir: Option<PathBuf>,
    ) -> Self {
        let mut path = Self::only(command_line);
        if let Some(list) = variable {
            path.entries.extend(
                std::env::split_paths(list)
                    .filter(|p| !p.as_os_str().is_empty())
                    .map(|path| SearchEntry { path: absolute(&path), origin: Origin::Variable }),
            );
        }
        if let Some(dir) = exe_dir {
            path.entries.push(SearchEntry { path: dir.join("plugins"), origin: Origin::Executable });
            // An installed program: the binary in PREFIX/bin, what ships with it in
            // PREFIX/lib/plateau (the Debian package's /usr, the release archive's ~/.local).
            if let Some(prefix) = dir.parent().filter(|_| dir.file_name().is_some_and(|n| n == "bin")) {
                path.entries.push(SearchEntry {
                    path: prefix.join("lib/plateau/plugins"),
                    origin: Origin::Executable,
                });
            }
        }
        if let Some(dir) = user_dir {
            path.entries.push(SearchEntry { path: dir, origin: Origin::UserData });
        }
        path
    }

    /// The library files on the path, in search order, each once; and a status for every
    /// command-line entry that does not exist and every entry named like a plugin that is not
    /// a regular file (a folder `x.so`, a symlink loop, a FIFO `x.wasm`), found out without
    /// opening it. Missing folders elsewhere on the path are simply skipped.
    pub fn candidates(&self) -> (Vec<PathBuf>, Vec<PluginStatus>) {
        let mut files: Vec<PathBuf> = Vec::new();
        let mut seen: Vec<PathBuf> = Vec::new();
        let mut missing = Vec::new();
        let not_a_file = |path: &Path, what: String| {
            PluginStatus::failed(path, PluginFailure::NotAFile { path: path.to_owned(), what })
        };
        let mut add = |file: PathBuf, files: &mut Vec<PathBuf>| {
            let key = file.canonicalize().unwrap_or_else(|_| file.clone());
            if !seen.contains(&key) {
                seen.push(key);
                files.push(file);
            }
        };
        for entry in &self.entries {
            let path = &entry.path;
            if path.is_dir() {
                let Ok(read) = std::fs::read_dir(path) else {
                    if entry.origin == Origin::CommandLine {
                        missing.push(PluginStatus::failed(path, PluginFailure::Unreadable(path.clone())));
                    }
                    continue;
                };
                let mut found: Vec<PathBuf> =
                    read.filter_map(Result::ok).map(|e| e.path()).filter(|p| is_plugin_file(p)).collect();
                found.sort();
                for file in found {
                    match what_is(&file) {
                        Found::File => add(file, &mut files),
                        // Gone since the folder was listed.
                        Found::Nothing => {}
                        Found::Other(what) => missing.push(not_a_file(&file, what)),
                    }
                }
            } else if entry.origin == Origin::CommandLine {
                match what_is(path) {
                    Found::File => add(path.clone(), &mut files),
                    Found::Nothing => {
                        missing.push(PluginStatus::failed(path, PluginFailure::Missing(path.clone())));
                    }
                    Found::Other(what) => missing.push(not_a_file(path, what)),
                }
            }
        }
        (files, missing)
    }
}

/// `path` made absolute against the current folder (as given if it cannot be), so that what
/// is listed, checked and loaded is one file whatever the current folder and whatever the
/// system loader's own search would find under a bare name.
fn absolute(path: &Path) -> PathBuf {
    std::path::absolute(path).unwrap_or_else(|_| path.to_owned())
}

/// Whether the file has the platform's dynamic library extension or is a WebAssembly module.
pub fn is_plugin_file(path: &Path) -> bool {
    is_wasm(path) || path.extension().is_some_and(|e| e.eq_ignore_ascii_case(std::env::consts::DLL_EXTENSION))
}

/// Copies the plugin file at `path` into the user's plugin folder ([`user_plugin_dir`]) and
/// returns where it went. Nothing is replaced: a file of the same name with other contents
/// is an error, and the same file already there is fine.
pub fn install(path: &Path) -> Result<PathBuf, String> {
    let folder = user_plugin_dir().ok_or("there is no user data folder to install into")?;
    install_into(path, &folder)
}

/// As [`install`], into `folder`.
pub fn install_into(path: &Path, folder: &Path) -> Result<PathBuf, String> {
    if !is_plugin_file(path) {
        return Err(format!(
            "{} is not a plugin file (a .wasm module or a .{} library)",
            path.display(),
            std::env::consts::DLL_EXTENSION
        ));
    }
    let name = path.file_name().ok_or_else(|| format!("{} names no file", path.display()))?;
    let target = folder.join(name);
    let kind = if is_wasm(path) {
        plateau_core::files::FileKind::WasmModule
    } else {
        plateau_core::files::FileKind::NativePlugin
    };
    let bytes = plateau_core::files::read(path, kind).map_err(|e| e.to_string())?;
    if target.exists() {
        let there = plateau_core::files::read(&target, kind).map_err(|e| e.to_string())?;
        if there == bytes {
            return Ok(target);
        }
        return Err(format!(
            "a different plugin named {} is already installed in {}; remove it first",
            name.to_string_lossy(),
            folder.display()
        ));
    }
    std::fs::create_dir_all(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
    plateau_core::files::write(&target, &bytes).map_err(|e| e.to_string())?;
    Ok(target)
}

/// The plugin folder in the user's data folder ([`user_data_dir`]): `plugins` in it.
pub fn user_plugin_dir() -> Option<PathBuf> {
    user_data_dir().map(|data| data.join("plugins"))
}

/// Plateau's folder in the user's data folder: `$XDG_DATA_HOME/plateau` or
/// `~/.local/share/plateau` on Linux and other Unix systems,
/// `~/Library/Application Support/plateau` on macOS, `%APPDATA%\plateau` on Windows.
pub fn user_data_dir() -> Option<PathBuf> {
    let var = |name: &str| std::env::var_os(name).map(PathBuf::from);
    if cfg!(windows) {
        user_data_dir_from(var("APPDATA"), None)
    } else if cfg!(target_os = "macos") {
        user_data_dir_from(None, var("HOME").map(|home| home.join("Library/Application Support")))
    } else {
        user_data_dir_from(var("XDG_DATA_HOME"), var("HOME").map(|home| home.join(".local/share")))
    }
}

/// `plateau` in the data folder `data` if it is an absolute path (a relative
/// `XDG_DATA_HOME` is to be ignored), else in `fallback` if that is absolute.
fn user_data_dir_from(data: Option<PathBuf>, fallback: Option<PathBuf>) -> Option<PathBuf> {
    let data = data.filter(|p| p.is_absolute()).or_else(|| fallback.filter(|p| p.is_absolute()))?;
    Some(data.join("plateau"))
}

/// The time limit `text` (milliseconds) gives, or [`DEFAULT_TIMEOUT`] if it gives none.
fn parse_timeout(text: Option<&str>) -> Duration {
    text.and_then(|text| text.trim().parse::<u64>().ok())
        .filter(|&ms| ms > 0)
        .map_or(DEFAULT_TIMEOUT, Duration::from_millis)
}

/// How long a probe may take: [`TIMEOUT_VARIABLE`] in milliseconds, or [`DEFAULT_TIMEOUT`].
pub fn probe_timeout() -> Duration {
    parse_timeout(std::env::var(TIMEOUT_VARIABLE).ok().as_deref())
}

/// What happened to one plugin file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PluginStatus {
    /// The file (or the missing path given on the command line).
    pub path: PathBuf,
    /// Loaded, or why not.
    pub outcome: PluginOutcome,
}

impl PluginStatus {
    fn failed(path: &Path, failure: PluginFailure) -> Self {
        Self { path: path.to_owned(), outcome: PluginOutcome::Failed(failure) }
    }

    /// The loaded plugin's description, if it loaded.
    pub fn loaded(&self) -> Option<&LoadedPlugin> {
        match &self.outcome {
            PluginOutcome::Loaded(loaded) => Some(loaded),
            PluginOutcome::Failed(_) => None,
        }
    }
}

/// Loaded, or why not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PluginOutcome {
    /// The plugin's game is in the registry.
    Loaded(LoadedPlugin),
    /// The plugin is not loaded.
    Failed(PluginFailure),
}

/// A loaded plugin: its game and how it was built.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LoadedPlugin {
    /// The game's id.
    pub game_id: String,
    /// The game's display name.
    pub name: String,
    /// The game's rules version.
    pub rules_version: u32,
    /// Version of the plugin crate.
    pub plugin_version: String,
    /// Version of the ABI crate it was built with.
    pub abi_crate_version: String,
    /// The compiler that built it.
    pub rustc_version: String,
    /// How long the probe in the child process took (native), or the compiling and
    /// checking in the sandbox (wasm).
    pub probe_time: Duration,
    /// Sandboxed (wasm) or with full access (native).
    pub tier: Tier,
}

impl std::fmt::Display for LoadedPlugin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} ({}) plugin {}, {}, rules version {}, plateau-plugin {}, {}; checked in {} ms",
            self.game_id,
            self.name,
            self.plugin_version,
            self.tier.label(),
            self.rules_version,
            self.abi_crate_version,
            self.rustc_version,
            self.probe_time.as_millis()
        )
    }
}

/// Why a plugin file is not loaded. Each failure has its own message.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PluginFailure {
    /// A native plugin the user has not agreed to run (new, or changed since).
    #[error(
        "{path} is a native plugin, which would run with your full rights (files, network, \
         programs); it is not loaded until you allow it (the app's Plugins window, or \
         --allow-native-plugins)"
    )]
    NeedsConsent {
        /// The file.
        path: PathBuf,
        /// SHA-256 of its contents, the name consent is kept under.
        hash: String,
    },
    /// An earlier probe of the very same file found it unusable.
    #[error("{0} (remembered from an earlier check of this same file)")]
    Remembered(String),
    /// A path given with `--plugins` does not exist.
    #[error("plugin file {0} does not exist")]
    Missing(PathBuf),
    /// Something named like a plugin that is not a regular file; it is never opened, so a
    /// FIFO cannot hold the scan up.
    #[error("{path}: not a regular file: {what}")]
    NotAFile {
        /// The path.
        path: PathBuf,
        /// What is there: "a folder", "a symlink loop", "a FIFO, not read"...
        what: String,
    },
    /// A folder given with `--plugins` cannot be listed.
    #[error("plugin folder {0} cannot be read")]
    Unreadable(PathBuf),
    /// The probe ran and refused the plugin: not a plugin, another ABI version, a layout
    /// mismatch, a failed self-test... The text is the probe's own message.
    #[error("{0}")]
    Refused(String),
    /// The probe process died: the plugin crashed (a segmentation fault, an abort).
    #[error("{path} crashed during its probe ({how}); it is not loaded")]
    Crashed {
        /// The file.
        path: PathBuf,
        /// How the probe process ended.
        how: String,
    },
    /// The probe did not finish in time and was stopped.
    #[error("{path} hung: its probe did not finish within {} ms and was stopped; it is not loaded", .timeout.as_millis())]
    Hung {
        /// The file.
        path: PathBuf,
        /// The time limit.
        timeout: Duration,
    },
    /// Another game already has the plugin's id.
    #[error("{path} provides game '{id}', which {owner} already provides; the plugin is not loaded")]
    Duplicate {
        /// The file.
        path: PathBuf,
        /// The game id.
        id: String,
        /// Who has it: "the built-in game DVONN" or "the plugin /path/file".
        owner: String,
    },
    /// The probe could not be run or gave no readable report.
    #[error("{path}: the probe did not work: {reason}")]
    Probe {
        /// The file.
        path: PathBuf,
        /// What went wrong.
        reason: String,
    },
    /// The probe passed, but opening the plugin in this process failed.
    #[error("{0}")]
    Open(String),
}

/// The probe's report as `plateau probe-plugin` prints it (the fields the host reads).
#[derive(Debug, Deserialize)]
struct ChildReport {
    usable: bool,
    #[serde(default)]
    error: Option<String>,
    #[serde(default)]
    meta: Option<ChildMeta>,
    #[serde(default)]
    info: Option<GameInfo>,
}

#[derive(Debug, Deserialize)]
struct ChildMeta {
    game_id: String,
    rules_version: u32,
    plugin_version: String,
    abi_crate_version: String,
    rustc_version: String,
}

/// Probes `path` in a child process (`plateau probe-plugin PATH`, the current executable)
/// and kills it, with anything it started, after `timeout`.
pub fn probe_in_child(path: &Path, timeout: Duration) -> Result<LoadedPlugin, PluginFailure> {
    let probe_error = |reason: String| PluginFailure::Probe { path: path.to_owned(), reason };
    let exe = std::env::current_exe().map_err(|e| probe_error(format!("no executable to run: {e}")))?;
    let run = child::run(&exe, &[OsStr::new("probe-plugin"), path.as_os_str()], timeout)
        .map_err(|e| probe_error(format!("cannot start the probe process: {e}")))?;
    let Some(status) = run.status else {
        return Err(PluginFailure::Hung { path: path.to_owned(), timeout });
    };
    if run.flooded {
        return Err(probe_error(format!(
            "the probe wrote more than {} MiB; a plugin that prints that much is not loaded",
            child::MAX_OUTPUT >> 20
        )));
    }
    let report = serde_json::from_slice::<ChildReport>(&run.stdout).ok();
    match report {
        Some(ChildReport { usable: true, meta: Some(meta), info: Some(info), .. }) if status.success() => {
            Ok(LoadedPlugin {
                game_id: meta.game_id,
                name: info.name,
                rules_version: meta.rules_version,
                plugin_version: meta.plugin_version,
                abi_crate_version: meta.abi_crate_version,
                rustc_version: meta.rustc_version,
                probe_time: run.elapsed,
                tier: Tier::Native,
            })
        }
        Some(ChildReport { usable: false, error: Some(error), .. }) if !status.success() && !died(status) => {
            Err(PluginFailure::Refused(error))
        }
        _ if died(status) || !status.success() => {
            Err(PluginFailure::Crashed { path: path.to_owned(), how: describe_exit(status, &run.stderr) })
        }
        _ => Err(probe_error(format!(
            "unreadable report: {}",
            String::from_utf8_lossy(&run.stdout).chars().take(200).collect::<String>()
        ))),
    }
}

/// Probes a staged native plugin, or reuses the verdict on the same contents; failures name
/// the original file, not the copy.
fn probe_staged(
    staged: &Staged,
    timeout: Duration,
    verdicts: &Verdicts,
) -> Result<LoadedPlugin, PluginFailure> {
    let rename = |text: String| {
        text.replace(&staged.file.display().to_string(), &staged.original.display().to_string())
    };
    if let Some(verdict) = verdicts.get(&staged.hash) {
        return match verdict {
            Verdict::Usable(loaded) => Ok(loaded),
            Verdict::Unusable(why) => Err(PluginFailure::Remembered(rename(why))),
        };
    }
    let result = probe_in_child(&staged.file, timeout).map_err(|failure| match failure {
        PluginFailure::Refused(text) => PluginFailure::Refused(rename(text)),
        PluginFailure::Crashed { how, .. } => PluginFailure::Crashed { path: staged.original.clone(), how },
        PluginFailure::Hung { timeout, .. } => PluginFailure::Hung { path: staged.original.clone(), timeout },
        PluginFailure::Probe { reason, .. } => PluginFailure::Probe { path: staged.original.clone(), reason },
        other => other,
    });
    match &result {
        Ok(loaded) => verdicts.put(&staged.hash, &Verdict::Usable(loaded.clone())),
        // A probe that could not run says nothing about the plugin.
        Err(PluginFailure::Probe { .. }) => {}
        Err(failure) => verdicts.put(&staged.hash, &Verdict::Unusable(failure.to_string())),
    }
    result
}

/// Whether the process was killed by a signal (Unix) rather than exiting.
fn died(status: ExitStatus) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        status.signal().is_some()
    }
    #[cfg(not(unix))]
    {
        let _ = status;
        false
    }
}

/// "killed by signal 6 (SIGABRT)", "exited with status 101: <last line of its errors>".
fn describe_exit(status: ExitStatus, stderr: &[u8]) -> String {
    #[cfg(unix)]
    {
        use std::os::unix::process::ExitStatusExt as _;
        if let Some(signal) = status.signal() {
            let name = match signal {
                4 => " (SIGILL)",
                6 => " (SIGABRT)",
                7 => " (SIGBUS)",
                8 => " (SIGFPE)",
                9 => " (SIGKILL)",
                11 => " (SIGSEGV)",
                _ => "",
            };
            return format!("killed by signal {signal}{name}");
        }
    }
    let last =
        String::from_utf8_lossy(stderr).lines().rev().find(|l| !l.trim().is_empty()).map(str::to_owned);
    match (status.code(), last) {
        (Some(code), Some(line)) => format!("exited with status {code}: {line}"),
        (Some(code), None) => format!("exited with status {code} without a report"),
        (None, _) => "ended without an exit status".to_owned(),
    }
}

/// Finds, probes and opens the plugins on `search`. Games whose id `taken` already has (the
/// built-ins) win over plugins, and earlier plugins over later ones. Returns the opened
/// factories and one status per file, in search order.
pub fn load(search: &SearchPath, taken: &[Box<dyn GameFactory>]) -> (Vec<PluginFactory>, Vec<PluginStatus>) {
    let (files, mut statuses) = search.candidates();
    let timeout = probe_timeout();
    let cache = plateau_plugin::host::user_cache_dir();
    let verdicts = Verdicts::at(cache.as_ref().map(|dir| dir.join("probes")));
    // Probes run side by side: a hanging plugin costs one timeout, not one per plugin. A
    // WebAssembly module needs no child process: it is compiled and checked in the sandbox,
    // where it can neither crash nor hang the host.
    let check = |file: &PathBuf| -> Result<Probed, PluginFailure> {
        if is_wasm(file) {
            return sandboxed::open_wasm(file, timeout, &verdicts);
        }
        let staged = staging::stage(file, cache.as_deref())
            .map_err(|reason| PluginFailure::Open(format!("{}: {reason}", file.display())))?;
        if !search.trust.allows(&staged.hash) {
            return Err(PluginFailure::NeedsConsent { path: file.clone(), hash: staged.hash });
        }
        let loaded = probe_staged(&staged, timeout, &verdicts)?;
        Ok(Probed { loaded, library: None, staged: Some(staged) })
    };
    let probes: Vec<Result<Probed, PluginFailure>> = std::thread::scope(|scope| {
        let check = &check;
        let handles: Vec<_> = files.iter().map(|file| scope.spawn(move || check(file))).collect();
        handles
            .into_iter()
            .zip(&files)
            .map(|(handle, file)| {
                handle.join().unwrap_or_else(|_| {
                    Err(PluginFailure::Probe {
                        path: file.clone(),
                        reason: "the probe thread failed".to_owned(),
                    })
                })
            })
            .collect()
    });
    let mut factories: Vec<(PluginFactory, PathBuf)> = Vec::new();
    for (file, probe) in files.iter().zip(probes) {
        let outcome = match probe.and_then(|probed| open(file, probed, taken, &factories)) {
            Ok((factory, loaded)) => {
                factories.push((factory, file.clone()));
                PluginOutcome::Loaded(loaded)
            }
            Err(failure) => PluginOutcome::Failed(failure),
        };
        statuses.push(PluginStatus { path: file.clone(), outcome });
    }
    // What plugins since removed or replaced, and older engines, left in the cache goes once
    // unused for a month; this scan has just marked what it used.
    let now = std::time::SystemTime::now();
    let folders =
        [cache.as_deref().map(staging::copies_dir), plateau_plugin::host::wasm::compiled_cache_dir()];
    for folder in folders.iter().flatten() {
        plateau_plugin::host::cache::prune(folder, plateau_plugin::host::cache::KEEP, now);
    }
    (factories.into_iter().map(|(factory, _)| factory).collect(), statuses)
}

/// A plugin the probe found usable: what it is, the library if the check opened it in this
/// process (wasm), and the staged copy to open (native).
struct Probed {
    loaded: LoadedPlugin,
    library: Option<PluginLibrary>,
    staged: Option<Staged>,
}

/// Opens a plugin the probe found usable, unless its game id is taken.
fn open(
    file: &Path,
    Probed { loaded, library, staged }: Probed,
    taken: &[Box<dyn GameFactory>],
    plugins: &[(PluginFactory, PathBuf)],
) -> Result<(PluginFactory, LoadedPlugin), PluginFailure> {
    let duplicate = |id: &str, owner: String| PluginFailure::Duplicate {
        path: file.to_owned(),
        id: id.to_owned(),
        owner,
    };
    let same = |id: &str| id.eq_ignore_ascii_case(&loaded.game_id);
    if let Some(builtin) = taken.iter().find(|g| same(&g.info().id)) {
        return Err(duplicate(&builtin.info().id, format!("the built-in game {}", builtin.info().name)));
    }
    if let Some((plugin, path)) = plugins.iter().find(|(p, _)| same(&p.info().id)) {
        return Err(duplicate(&plugin.info().id, format!("the plugin {}", path.display())));
    }
    let library = match (library, staged) {
        (Some(library), _) => library,
        (None, Some(staged)) => {
            // Exactly the bytes the probe checked, or nothing.
            staging::still_the_same(&staged).map_err(PluginFailure::Open)?;
            let renamed = |e: plateau_plugin::PluginError| {
                PluginFailure::Open(
                    e.to_string().replace(&staged.file.display().to_string(), &file.display().to_string()),
                )
            };
            PluginLibrary::open(&staged.file).map_err(renamed)?
        }
        (None, None) => PluginLibrary::open(file).map_err(|e| PluginFailure::Open(e.to_string()))?,
    };
    let factory = library.factory();
    if factory.info().id != loaded.game_id {
        return Err(PluginFailure::Open(format!(
            "{}: the probe saw game '{}', but the plugin now provides '{}'",
            file.display(),
            loaded.game_id,
            factory.info().id
        )));
    }
    Ok((factory, loaded))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn paths(search: &SearchPath) -> Vec<(PathBuf, Origin)> {
        search.entries.iter().map(|e| (e.path.clone(), e.origin)).collect()
    }

    #[test]
    fn the_search_path_goes_command_line_variable_executable_user() {
        let list = std::env::join_paths([PathBuf::from("/v1"), PathBuf::from("/v2")]).unwrap();
        let search = SearchPath::from_parts(
            &[PathBuf::from("/flag"), PathBuf::from("/lib.so")],
            Some(&list),
            Some(PathBuf::from("/opt/plateau")),
            Some(PathBuf::from("/home/u/.local/share/plateau/plugins")),
        );
        assert_eq!(
            paths(&search),
            vec![
                (PathBuf::from("/flag"), Origin::CommandLine),
                (PathBuf::from("/lib.so"), Origin::CommandLine),
                (PathBuf::from("/v1"), Origin::Variable),
                (PathBuf::from("/v2"), Origin::Variable),
                (PathBuf::from("/opt/plateau/plugins"), Origin::Executable),
                (PathBuf::from("/home/u/.local/share/plateau/plugins"), Origin::UserData),
            ]
        );
        // Installed under a prefix, the plugins that ship with the program are in its lib.
        let installed = SearchPath::from_parts(&[], None, Some(PathBuf::from("/usr/bin")), None);
        assert_eq!(
            paths(&installed),
            vec![
                (PathBuf::from("/usr/bin/plugins"), Origin::Executable),
                (PathBuf::from("/usr/lib/plateau/plugins"), Origin::Executable),
            ]
        );
        let empty = std::env::join_paths([PathBuf::new()]).unwrap();
        assert!(SearchPath::from_parts(&[], Some(&empty), None, None).entries.is_empty());
    }

    #[test]
    fn trust_paths_from_the_user_are_made_absolute() {
        let here = std::env::current_dir().unwrap();
        let list = std::env::join_paths([PathBuf::from("folder")]).unwrap();
        let search = SearchPath::from_parts(&[PathBuf::from("libm.so.6")], Some(&list), None, None);
        assert_eq!(
            paths(&search),
            vec![(here.join("libm.so.6"), Origin::CommandLine), (here.join("folder"), Origin::Variable)]
        );
    }

    #[test]
    fn the_user_folder_prefers_an_absolute_data_home() {
        let home = Some(PathBuf::from("/home/u/.local/share"));
        assert_eq!(
            user_data_dir_from(Some(PathBuf::from("/data")), home.clone()),
            Some(PathBuf::from("/data/plateau"))
        );
        assert_eq!(
            user_data_dir_from(Some(PathBuf::from("relative")), home.clone()),
            Some(PathBuf::from("/home/u/.local/share/plateau"))
        );
        assert_eq!(user_data_dir_from(None, home), Some(PathBuf::from("/home/u/.local/share/plateau")));
        assert_eq!(user_data_dir_from(None, None), None);
    }

    #[test]
    fn the_probe_timeout_reads_milliseconds() {
        assert_eq!(parse_timeout(Some("250")), Duration::from_millis(250));
        assert_eq!(parse_timeout(Some(" 1500 ")), Duration::from_millis(1500));
        for bad in [None, Some(""), Some("0"), Some("-5"), Some("soon")] {
            assert_eq!(parse_timeout(bad), DEFAULT_TIMEOUT, "{bad:?}");
        }
    }

    #[test]
    fn missing_places_are_reported_only_from_the_command_line() {
        let dir = std::env::temp_dir().join(format!("plateau-plugins-unit-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let library = dir.join(format!("b.{}", std::env::consts::DLL_EXTENSION));
        std::fs::write(&library, b"").unwrap();
        std::fs::write(dir.join(format!("a.{}", std::env::consts::DLL_EXTENSION)), b"").unwrap();
        std::fs::write(dir.join("notes.txt"), b"").unwrap();
        let gone = dir.join("gone");
        let mut search = SearchPath::only(&[gone.clone(), dir.clone(), library.clone()]);
        search.entries.push(SearchEntry { path: dir.join("also-gone"), origin: Origin::Variable });
        let (files, missing) = search.candidates();
        let names: Vec<_> =
            files.iter().map(|f| f.file_name().unwrap().to_string_lossy().into_owned()).collect();
        let ext = std::env::consts::DLL_EXTENSION;
        // Sorted within a folder, each file once although named twice.
        assert_eq!(names, vec![format!("a.{ext}"), format!("b.{ext}")]);
        assert_eq!(missing, vec![PluginStatus::failed(&gone, PluginFailure::Missing(gone.clone()))]);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
