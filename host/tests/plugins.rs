//! Game plugins through the real `plateau` binary: each way a plugin can fail has its own
//! message and never takes the host down, and a plugin game plays like a built-in one.
//!
//! The tests build the plugin crates they load themselves, once per run, with the test kit's
//! `plugin_build`.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::{Duration, Instant};

use plateau_tests::plugin_build::library;
use serde_json::Value;

/// A fresh, empty folder for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("plugins").join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch folder");
    dir
}

/// `plateau` with these arguments, seeing no plugins but those the arguments name, allowed
/// to run native plugins, with a cache of its own (no verdict of an earlier run reused).
fn plateau(args: &[&str]) -> Command {
    let mut command = consenting_or_not(args);
    command.arg("--allow-native-plugins");
    command
}

/// As [`plateau`], without `--allow-native-plugins`.
fn consenting_or_not(args: &[&str]) -> Command {
    static CACHES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let cache = CACHES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut command = Command::new(env!("CARGO_BIN_EXE_plateau"));
    command
        .args(args)
        .env_remove("PLATEAU_PLUGIN_PATH")
        .env_remove("PLATEAU_PROBE_TIMEOUT_MS")
        .env_remove("RUST_BACKTRACE")
        .env("XDG_DATA_HOME", Path::new(env!("CARGO_TARGET_TMPDIR")).join("plugins/no-user-data"))
        .env(
            "XDG_CACHE_HOME",
            Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("plugins/cache-{}-{cache}", std::process::id())),
        );
    command
}

fn run(command: &mut Command) -> (Output, String, String) {
    let output = command.output().expect("plateau runs");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output, stdout, stderr)
}

/// `plateau games --plugins PATH`: succeeds whatever the plugin does; returns stdout.
fn games_with(path: &Path) -> String {
    let (output, stdout, stderr) = run(&mut plateau(&["games", "--plugins", &path.to_string_lossy()]));
    assert!(output.status.success(), "plateau games fails: {stderr}");
    for builtin in ["dvonn (DVONN)", "gipf (GIPF)", "knightline (Knight Line)"] {
        assert!(stdout.contains(builtin), "{builtin} missing from:\n{stdout}");
    }
    stdout
}

/// The line of `plateau games` about the plugin file `path`.
fn failure_line(stdout: &str, path: &Path) -> String {
    let name = path.display().to_string();
    stdout
        .lines()
        .find(|line| line.contains("FAILED") && line.contains(&name))
        .unwrap_or_else(|| panic!("no failure reported for {name} in:\n{stdout}"))
        .to_owned()
}

/// `plateau probe-plugin PATH`: the exit status and the JSON report.
fn probe(path: &Path) -> (bool, Value) {
    let (output, stdout, stderr) = run(&mut plateau(&["probe-plugin", &path.to_string_lossy()]));
    let report = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}{stderr}"));
    (output.status.success(), report)
}

#[test]
fn a_missing_file_is_reported() {
    let path = scratch("missing").join("nothing-here.so");
    let stdout = games_with(&path);
    let line = failure_line(&stdout, &path);
    assert!(line.contains(&format!("plugin file {} does not exist", path.display())), "{line}");
    let (usable, report) = probe(&path);
    assert!(!usable);
    assert!(report["error"].as_str().unwrap().contains("does not exist"), "{report}");
}

#[cfg(target_os = "linux")]
#[test]
fn a_file_the_loader_refuses_is_reported_with_the_loaders_reason() {
    let dir = scratch("not-libraries");
    let ext = std::env::consts::DLL_EXTENSION;
    let empty = dir.join(format!("empty.{ext}"));
    std::fs::write(&empty, b"").unwrap();
    let text = dir.join(format!("notes.{ext}"));
    std::fs::write(
        &text,
        "not a library, only some words long enough for an ELF header to be looked for".repeat(4),
    )
    .unwrap();
    for (path, reason) in [(&empty, "file too short"), (&text, "invalid ELF header")] {
        let line = failure_line(&games_with(path), path);
        assert!(line.contains("cannot load") && line.contains(reason), "{line}");
    }
}

#[test]
fn a_library_without_the_header_is_not_a_plugin() {
    let path = library("plateau-faulty-not-a-plugin");
    let line = failure_line(&games_with(&path), &path);
    assert!(line.contains("is not a Plateau plugin (it exports no 'plateau_plugin_v3')"), "{line}");
    let (usable, report) = probe(&path);
    assert!(!usable);
    assert_eq!(report["usable"], Value::Bool(false));
}

#[test]
fn a_plugin_for_another_abi_version_is_refused() {
    let path = library("plateau-faulty-wrong-abi");
    let line = failure_line(&games_with(&path), &path);
    assert!(line.contains("is a plugin for ABI version 4; this build of Plateau loads version 3"), "{line}");
    assert!(!probe(&path).0);
}

#[test]
fn a_plugin_for_a_builtin_id_is_reported_and_the_builtin_wins() {
    let path = library("plateau-dvonn-plugin");
    let stdout = games_with(&path);
    let line = failure_line(&stdout, &path);
    assert!(
        line.contains(
            "provides game 'dvonn', which the built-in game DVONN already provides; the plugin is not loaded"
        ),
        "{line}"
    );
    let dvonn = stdout.lines().find(|l| l.starts_with("dvonn (DVONN)")).unwrap();
    assert!(!dvonn.contains("[plugin"), "{dvonn}");
    // On its own the plugin is fine.
    let (usable, report) = probe(&path);
    assert!(usable, "{report}");
    assert_eq!(report["meta"]["game_id"], "dvonn");
}

#[test]
fn a_plugin_that_crashes_in_its_probe_is_reported_and_the_rest_load() {
    let dir = scratch("crash");
    for name in ["plateau-faulty-crash-on-load", "plateau-faulty-renamed"] {
        let file = library(name);
        std::fs::copy(&file, dir.join(file.file_name().unwrap())).expect("copy");
    }
    let stdout = games_with(&dir);
    let crashed = dir.join(library("plateau-faulty-crash-on-load").file_name().unwrap());
    let line = failure_line(&stdout, &crashed);
    assert!(line.contains("crashed during its probe"), "{line}");
    if cfg!(unix) {
        assert!(line.contains("(killed by signal 6 (SIGABRT))"), "{line}");
    }
    let renamed = stdout.lines().find(|l| l.starts_with("dvonn-renamed")).expect("the healthy plugin loads");
    assert!(renamed.contains("[plugin"), "{renamed}");
    assert!(stdout.contains("  loaded "), "{stdout}");
}

#[test]
fn a_plugin_that_hangs_in_its_probe_is_stopped_after_the_time_limit() {
    let path = library("plateau-faulty-hang-on-probe");
    let start = Instant::now();
    let (output, stdout, stderr) =
        run(plateau(&["games", "--plugins", &path.to_string_lossy()]).env("PLATEAU_PROBE_TIMEOUT_MS", "400"));
    assert!(output.status.success(), "{stderr}");
    assert!(start.elapsed() < Duration::from_secs(20), "took {:?}", start.elapsed());
    let line = failure_line(&stdout, &path);
    assert!(line.contains("hung: its probe did not finish within 400 ms and was stopped"), "{line}");
}

#[test]
fn a_panic_at_run_time_ends_the_game_with_the_fault_named() {
    let path = library("plateau-faulty-panic-in-play");
    let plugins = path.to_string_lossy();
    let args = ["play", "--plugins", &plugins, "--game", "panic-in-play", "--option", "panic_at=5"];
    let (output, stdout, stderr) = run(&mut plateau(&args));
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert_eq!(stdout.lines().count(), 4, "four moves before the fault:\n{stdout}");
    assert!(
        stderr.contains(
            "error: the plugin of game 'panic-in-play' failed at move 5: panicked: a deliberate panic in play at move 5"
        ),
        "{stderr}"
    );
    // The game so far is kept: the message gives its moves, which replay.
    let moves = stderr.split("--moves '").nth(1).and_then(|rest| rest.split('\'').next()).expect("the moves");
    assert_eq!(moves.split_whitespace().count(), 4);
    let replay =
        ["play", "--plugins", &plugins, "--game", "panic-in-play", "--moves", moves, "--max-moves", "1"];
    let (output, stdout, stderr) = run(&mut plateau(&replay));
    assert!(output.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("   5. "), "{stdout}");
}

#[test]
fn a_plugin_game_plays_like_the_builtin_one() {
    let path = library("plateau-faulty-renamed");
    let plugins = path.to_string_lossy();
    let play = |game: &str| {
        let (output, stdout, stderr) =
            run(&mut plateau(&["play", "--plugins", &plugins, "--game", game, "--seed", "7"]));
        assert!(output.status.success(), "{stdout}{stderr}");
        stdout
    };
    // The same rules and the same random agents: the same game, move for move.
    let builtin = play("dvonn");
    let plugin = play("dvonn-renamed");
    assert!(plugin.contains("result: "), "{plugin}");
    assert_eq!(builtin, plugin);

    let args = ["match", "--plugins", &plugins, "--game", "dvonn-renamed", "--seats", "easy,random"];
    let (output, stdout, stderr) =
        run(plateau(&args).args(["--games", "4", "--threads", "2", "--nodes", "200", "--json"]));
    assert!(output.status.success(), "{stdout}{stderr}");
    let summary: Value = serde_json::from_str(stdout.lines().last().unwrap()).expect("a JSON summary");
    assert_eq!(summary["games"], 4, "{summary}");
}

#[test]
fn probe_plugin_prints_the_report_of_a_usable_plugin() {
    let path = library("plateau-faulty-renamed");
    let (usable, report) = probe(&path);
    assert!(usable, "{report}");
    assert_eq!(report["usable"], Value::Bool(true));
    assert_eq!(report["meta"]["game_id"], "dvonn-renamed");
    assert_eq!(report["info"]["name"], "DVONN (plugin build)");
    // The 3 default games, and one with DVONN's other end rule.
    assert_eq!(report["self_test"]["games"], 4);
    assert!(report["search"]["move"].is_string(), "{report}");
}

#[test]
fn plugins_are_found_on_the_command_line_then_the_variable_then_the_user_folder() {
    let root = scratch("order");
    let file = library("plateau-faulty-renamed");
    let name = file.file_name().unwrap();
    let (flag, var, user) = (root.join("flag"), root.join("var"), root.join("data/plateau/plugins"));
    for dir in [&flag, &var, &user] {
        std::fs::create_dir_all(dir).unwrap();
        std::fs::copy(&file, dir.join(name)).unwrap();
    }
    let games = |args: &[&str], variable: Option<&Path>| {
        let mut command = plateau(&[&["games"], args].concat());
        command.env("XDG_DATA_HOME", root.join("data"));
        if let Some(variable) = variable {
            command.env("PLATEAU_PLUGIN_PATH", variable);
        }
        let (output, stdout, stderr) = run(&mut command);
        assert!(output.status.success(), "{stderr}");
        let line =
            stdout.lines().find(|l| l.starts_with("dvonn-renamed")).expect("the plugin game").to_owned();
        (line, stdout)
    };
    let (line, stdout) = games(&["--plugins", &flag.to_string_lossy()], Some(&var));
    assert!(
        line.ends_with(&format!("[plugin {}, native (full access)]", flag.join(name).display())),
        "{line}"
    );
    for later in [&var, &user] {
        let failure = failure_line(&stdout, &later.join(name));
        let owner = format!("which the plugin {} already provides", flag.join(name).display());
        assert!(failure.contains(&owner), "{failure}");
    }
    let (line, _) = games(&[], Some(&var));
    assert!(
        line.ends_with(&format!("[plugin {}, native (full access)]", var.join(name).display())),
        "{line}"
    );
    let (line, _) = games(&[], None);
    assert!(
        line.ends_with(&format!("[plugin {}, native (full access)]", user.join(name).display())),
        "{line}"
    );
}

#[test]
fn an_agent_kind_of_the_plugins_own_runs_in_the_plugin_and_its_seat_is_kept_as_written() {
    let path = library("plateau-faulty-renamed");
    let plugins = path.to_string_lossy();
    // `first-legal` exists only in the test plugins: the host carries it as JSON.
    let own = r#"{"type":"first-legal","note":"kept as written"}"#;
    let seats = format!("{own},random:seed=3");
    let play = |game: &str| {
        run(&mut plateau(&[
            "play",
            "--plugins",
            &plugins,
            "--game",
            game,
            "--seats",
            &seats,
            "--seed",
            "7",
            "--max-moves",
            "60",
        ]))
    };
    let (output, stdout, stderr) = play("dvonn-renamed");
    assert!(output.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("   1. "), "{stdout}");
    // A game the host runs itself has no such agent, and says so instead of guessing.
    let (output, stdout, stderr) = play("dvonn");
    assert!(!output.status.success(), "{stdout}{stderr}");
    assert!(stderr.contains("cannot run agent 'first-legal'"), "{stderr}");

    // A save holding that seat checks, and keeps the seat exactly as written.
    let dir = scratch("own-agent");
    let save = dir.join("own.plateau.json");
    let text = format!(
        r#"{{"format": "plateau-save", "version": 1,
            "game": {{"id": "dvonn-renamed", "rules_version": 1, "options": {{}}}},
            "players": [{own}, {{"type": "human"}}], "moves": [], "cursor": 0}}"#
    );
    std::fs::write(&save, &text).expect("the save is written");
    let (output, stdout, stderr) =
        run(&mut plateau(&["check", "--plugins", &plugins, &save.to_string_lossy()]));
    assert!(output.status.success(), "{stdout}{stderr}");
    let read = plateau_core::save::SaveFile::from_json(&text).expect("the save reads");
    let written: Value = serde_json::from_str(&read.to_json()).expect("JSON");
    assert_eq!(written["players"][0], serde_json::from_str::<Value>(own).unwrap());
}

#[test]
fn a_native_plugin_needs_consent_and_consent_is_per_content() {
    let path = library("plateau-faulty-renamed");
    let data = scratch("consent");
    let games = |allow: bool| {
        let mut command = if allow {
            plateau(&["games", "--plugins", &path.to_string_lossy()])
        } else {
            consenting_or_not(&["games", "--plugins", &path.to_string_lossy()])
        };
        let (output, stdout, stderr) = run(command.env("XDG_DATA_HOME", &data));
        assert!(output.status.success(), "{stderr}");
        stdout
    };
    let refused = games(false);
    assert!(!refused.lines().any(|l| l.starts_with("dvonn-renamed")), "loaded without consent:\n{refused}");
    let line = failure_line(&refused, &path);
    assert!(line.contains("is a native plugin, which would run with your full rights"), "{line}");
    assert!(line.contains("--allow-native-plugins"), "{line}");
    // Allowed once on the command line: it loads, and nothing is recorded.
    assert!(games(true).lines().any(|l| l.starts_with("dvonn-renamed")));
    assert!(!games(false).lines().any(|l| l.starts_with("dvonn-renamed")));
    // Consent recorded (as the app records it) for these very bytes.
    let hash = plateau::plugins::staging::hash_file(&path).unwrap();
    let consent = serde_json::json!({"native": {hash: "libplateau_faulty_renamed.so"}});
    std::fs::create_dir_all(data.join("plateau")).unwrap();
    std::fs::write(data.join("plateau/trusted-plugins.json"), consent.to_string()).unwrap();
    assert!(games(false).lines().any(|l| l.starts_with("dvonn-renamed")), "consent recorded, yet not loaded");
    // Another build of the file is another plugin: consent does not carry over.
    let changed = scratch("consent-changed").join("libplateau_faulty_renamed.so");
    let mut bytes = std::fs::read(&path).unwrap();
    bytes.extend_from_slice(b"\0appended");
    std::fs::write(&changed, bytes).unwrap();
    let (_, stdout, _) =
        run(consenting_or_not(&["games", "--plugins", &changed.to_string_lossy()])
            .env("XDG_DATA_HOME", &data));
    assert!(failure_line(&stdout, &changed).contains("is a native plugin"), "{stdout}");
}

#[test]
fn a_probe_that_leaves_a_process_behind_has_it_killed() {
    let path = library("plateau-faulty-orphan-on-probe");
    let pids = scratch("orphans").join("pids");
    let (output, stdout, stderr) = run(plateau(&["games", "--plugins", &path.to_string_lossy()])
        .env(plateau_faulty_pids_variable(), &pids)
        .env("PLATEAU_PROBE_TIMEOUT_MS", "30000"));
    assert!(output.status.success(), "{stderr}");
    assert!(stdout.lines().any(|l| l.starts_with("orphan-on-probe")), "the plugin itself is fine:\n{stdout}");
    let started = std::fs::read_to_string(&pids).expect("the probe started sleepers");
    assert!(!started.trim().is_empty());
    // `plateau games` has returned, so the probe is over: every sleeper went with its group.
    for pid in started.lines() {
        let state = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
        assert!(state.is_empty() || state.contains(") Z "), "sleeper {pid} outlived the probe: {state}");
    }
}

/// The variable the orphan plugin reads (the test kit does not link the faulty crates).
fn plateau_faulty_pids_variable() -> &'static str {
    "PLATEAU_FAULTY_ORPHAN_PIDS"
}

#[test]
fn a_probe_that_floods_its_output_is_refused_without_reading_it_all() {
    let path = library("plateau-faulty-flood-on-probe");
    let (output, stdout, stderr) = run(&mut plateau(&["games", "--plugins", &path.to_string_lossy()]));
    assert!(output.status.success(), "{stderr}");
    let line = failure_line(&stdout, &path);
    assert!(line.contains("the probe wrote more than 1 MiB"), "{line}");
}

#[test]
fn a_verdict_is_kept_per_content_so_a_hang_costs_its_timeout_once() {
    let path = library("plateau-faulty-hang-on-probe");
    let cache = scratch("verdicts");
    let games = || {
        let (output, stdout, stderr) = run(plateau(&["games", "--plugins", &path.to_string_lossy()])
            .env("PLATEAU_PROBE_TIMEOUT_MS", "300")
            .env("XDG_CACHE_HOME", &cache));
        assert!(output.status.success(), "{stderr}");
        failure_line(&stdout, &path)
    };
    let first = games();
    assert!(first.contains("hung: its probe did not finish within 300 ms"), "{first}");
    assert!(!first.contains("remembered"), "{first}");
    let second = games();
    assert!(second.contains("hung: its probe did not finish within 300 ms"), "{second}");
    assert!(second.contains("(remembered from an earlier check of this same file)"), "{second}");
    // The failure names the file found, not the private copy that was probed.
    assert!(second.contains(&path.display().to_string()), "{second}");
}

/// The variable the panicking plugin takes its panic text from (`PANIC_TEXT` of the test
/// plugins' game crate, which the test kit does not link).
const PANIC_TEXT: &str = "PLATEAU_FAULTY_PANIC_TEXT";

/// A panic text made to pass for the engine's own answers and to retitle a terminal.
const FORGED: &str = "boom\nok\nbestmove 3\nresult First reason forged by the plugin\r\n\u{1b}]0;owned\u{7}";

/// The lines of `text` that only the plugin's forgery could have made.
fn forged_lines(text: &str) -> Vec<&str> {
    text.lines()
        .filter(|line| {
            *line == "bestmove 3" || line.starts_with("result First") || line.chars().any(char::is_control)
        })
        .collect()
}

#[test]
fn trust_a_plugins_panic_text_cannot_forge_engine_lines() {
    use std::io::Write as _;
    use std::process::Stdio;
    let path = library("plateau-faulty-panic-in-play");
    let plugins = path.to_string_lossy();
    let mut child =
        plateau(&["engine", "--plugins", &plugins, "--game", "panic-in-play", "--option", "panic_at=1"])
            .env(PANIC_TEXT, FORGED)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("plateau runs");
    child.stdin.take().unwrap().write_all(b"play e3\nresult\nlegal\nboard\nquit\n").unwrap();
    let output = child.wait_with_output().unwrap();
    let stdout = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{stdout}{}", String::from_utf8_lossy(&output.stderr));
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(forged_lines(&stdout).is_empty(), "{lines:#?}");
    assert!(
        lines[0].starts_with("error ") && lines[0].contains(r"boom\nok\nbestmove 3\nresult First"),
        "{lines:#?}"
    );
    let result = lines.iter().find(|l| l.starts_with("result ")).expect("a result line");
    assert!(result.starts_with("result draw reason "), "{result}");
    assert!(
        result.contains(
            r"boom\nok\nbestmove 3\nresult First reason forged by the plugin\r\n\u{1b}]0;owned\u{7}"
        ),
        "{result}"
    );
    // Each command answers once: its own `ok`, never one from the plugin's text.
    assert_eq!(lines.iter().filter(|l| **l == "ok").count(), 3, "{lines:#?}");
}

#[test]
fn trust_a_plugins_panic_text_stays_one_line_on_the_command_line() {
    let path = library("plateau-faulty-panic-in-play");
    let plugins = path.to_string_lossy();
    let args = ["play", "--plugins", &plugins, "--game", "panic-in-play", "--option", "panic_at=3"];
    let (output, stdout, stderr) = run(plateau(&args).env(PANIC_TEXT, FORGED));
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    // What the plugin's own panic hook prints is the plugin's (a native plugin has a
    // standard library of its own); what Plateau prints is one line.
    assert!(forged_lines(&stdout).is_empty(), "{stdout}");
    let errors: Vec<&str> = stderr.lines().filter(|l| l.starts_with("error")).collect();
    assert_eq!(errors.len(), 1, "{stderr}");
    let error = errors[0];
    assert!(!error.chars().any(char::is_control), "{error}");
    assert!(error.contains(r"boom\nok\nbestmove 3\nresult First"), "{stderr}");
    // The moves before the fault are still given, for a replay.
    assert!(error.contains("--moves '"), "{error}");
}

#[cfg(target_os = "linux")]
#[test]
fn trust_a_relative_plugin_name_opens_that_file_not_a_system_library() {
    // A plugin under the name of a library the system loader knows: a bare `libm.so.6` would
    // be looked for in the system's folders, and the system's libm loaded instead.
    let dir = scratch("relative-name");
    std::fs::copy(library("plateau-faulty-renamed"), dir.join("libm.so.6")).expect("copy");
    let (output, stdout, stderr) = run(plateau(&["probe-plugin", "libm.so.6"]).current_dir(&dir));
    let report: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}{stderr}"));
    assert!(output.status.success(), "{report}");
    assert_eq!(report["meta"]["game_id"], "dvonn-renamed", "{report}");
    assert_eq!(report["meta"]["path"], dir.join("libm.so.6").to_string_lossy().as_ref(), "{report}");
    // The same name on the search path is the same file.
    let plugin = "libm.so.6.so";
    std::fs::copy(library("plateau-faulty-renamed"), dir.join(plugin)).expect("copy");
    let (output, stdout, stderr) = run(plateau(&["games", "--plugins", plugin]).current_dir(&dir));
    assert!(output.status.success(), "{stderr}");
    let line = stdout.lines().find(|l| l.starts_with("dvonn-renamed")).unwrap_or_else(|| panic!("{stdout}"));
    assert!(line.contains(&format!("[plugin {}", dir.join(plugin).display())), "{line}");
}

/// Runs `command`, failing the test instead of waiting for ever if it has not ended after
/// `patience` (a command that opened a FIFO would wait for a writer that never comes).
fn run_patiently(command: &mut Command, patience: Duration) -> (Output, String, String) {
    use std::process::Stdio;
    let mut child = command.stdout(Stdio::piped()).stderr(Stdio::piped()).spawn().expect("plateau runs");
    let start = Instant::now();
    while child.try_wait().expect("plateau is waited for").is_none() {
        if start.elapsed() > patience {
            let _ = child.kill();
            let output = child.wait_with_output().expect("plateau ends");
            panic!("{command:?} did not end: {}", String::from_utf8_lossy(&output.stdout));
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    let output = child.wait_with_output().expect("plateau ends");
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    let stderr = String::from_utf8_lossy(&output.stderr).into_owned();
    (output, stdout, stderr)
}

#[cfg(unix)]
#[test]
fn trust_plugin_folder_entries_that_are_not_files_each_get_a_status() {
    let dir = scratch("not-files");
    let ext = std::env::consts::DLL_EXTENSION;
    let folder = dir.join(format!("folder.{ext}"));
    std::fs::create_dir(&folder).unwrap();
    let looped = dir.join(format!("loop.{ext}"));
    std::os::unix::fs::symlink(looped.file_name().unwrap(), &looped).unwrap();
    let fifo = dir.join("pipe.wasm");
    assert!(Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs").success());
    let good = library("plateau-faulty-renamed");
    std::fs::copy(&good, dir.join(good.file_name().unwrap())).expect("copy");
    let patience = Duration::from_mins(5);
    let (output, stdout, stderr) =
        run_patiently(&mut plateau(&["games", "--plugins", &dir.to_string_lossy()]), patience);
    assert!(output.status.success(), "{stderr}");
    for (path, what) in [(&folder, "a folder"), (&looped, "a symlink loop"), (&fifo, "a FIFO, not read")] {
        let line = failure_line(&stdout, path);
        assert!(line.ends_with(&format!("{}: not a regular file: {what}", path.display())), "{line}");
    }
    assert!(
        stdout.lines().any(|l| l.starts_with("dvonn-renamed")),
        "the plugin beside them loads:\n{stdout}"
    );
    // Named on the command line, or given to the probe, they are the same, and nothing waits.
    let (_, stdout, _) =
        run_patiently(&mut plateau(&["games", "--plugins", &fifo.to_string_lossy()]), patience);
    assert!(failure_line(&stdout, &fifo).contains("not a regular file: a FIFO, not read"), "{stdout}");
    for path in [&fifo, &looped] {
        let (output, stdout, _) =
            run_patiently(&mut plateau(&["probe-plugin", &path.to_string_lossy()]), patience);
        assert!(!output.status.success());
        assert!(stdout.contains(": not a regular file: a"), "{stdout}");
    }
}

#[test]
fn trust_a_faulted_plugin_game_is_saved_as_far_as_it_went() {
    let path = library("plateau-faulty-panic-in-play");
    let plugins = path.to_string_lossy();
    let save = scratch("faulted-save").join("faulted.plateau");
    let args = ["play", "--plugins", &plugins, "--game", "panic-in-play", "--option", "panic_at=5"];
    let (output, stdout, stderr) = run(plateau(&args).args(["--save", &save.to_string_lossy()]));
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    assert!(stderr.contains("failed at move 5"), "{stderr}");
    assert!(
        stderr.contains(&format!("saved the 4 moves played before the failure to {}", save.display())),
        "{stderr}"
    );
    let saved = plateau_core::save::SaveFile::read(&save).expect("the game so far is saved");
    assert_eq!(saved.game.id, "panic-in-play");
    assert_eq!(saved.game.options["panic_at"], 5);
    assert_eq!((saved.moves.len(), saved.cursor), (4, 4));
    // The save replays: its moves are the ones printed.
    let printed: Vec<&str> = stdout.lines().filter_map(|l| l.split_whitespace().nth(2)).collect();
    assert_eq!(saved.moves, printed);
    let (output, stdout, stderr) =
        run(&mut plateau(&["check", "--plugins", &plugins, &save.to_string_lossy()]));
    assert!(output.status.success(), "{stdout}{stderr}");
}

#[test]
fn trust_a_native_plugins_own_panic_message_reaches_no_terminal_raw() {
    let path = library("plateau-faulty-panic-in-play");
    let plugins = path.to_string_lossy();
    let args = ["play", "--plugins", &plugins, "--game", "panic-in-play", "--option", "panic_at=3"];
    let (output, stdout, stderr) = run(plateau(&args).env(PANIC_TEXT, FORGED).env("RUST_BACKTRACE", "1"));
    assert_eq!(output.status.code(), Some(1), "{stdout}{stderr}");
    // Not a line of either stream comes from the plugin's text, whoever printed it: the
    // plugin's own panic hook prints nothing for a panic the ABI reports.
    assert!(forged_lines(&stdout).is_empty(), "{stdout}");
    assert!(forged_lines(&stderr).is_empty(), "{stderr}");
    assert!(!stderr.contains("panicked at"), "{stderr}");
    assert_eq!(stderr.matches(r"boom\nok\nbestmove 3").count(), 1, "{stderr}");
}

/// The variable naming how the plugin `fail-in-probe` fails (`PROBE_FAULT` of the test
/// plugins' game crate).
const PROBE_FAULT: &str = "PLATEAU_FAULTY_PROBE_FAULT";

/// `plateau probe-plugin` on the `fail-in-probe` plugin failing as `fault` says, waited for
/// at most five minutes: the exit status and the report's error.
fn probe_failing(fault: &str, envs: &[(&str, &str)]) -> (bool, String) {
    let path = library("plateau-faulty-fail-in-probe");
    let mut command = plateau(&["probe-plugin", &path.to_string_lossy()]);
    command.env(PROBE_FAULT, fault).envs(envs.iter().copied());
    let (output, stdout, stderr) = run_patiently(&mut command, Duration::from_mins(5));
    let report: Value = serde_json::from_str(&stdout).unwrap_or_else(|e| panic!("{e}: {stdout}{stderr}"));
    (output.status.success(), report["error"].as_str().unwrap_or_default().to_owned())
}

#[test]
fn trust_a_hang_in_game_new_for_one_option_value_is_named() {
    let (usable, error) = probe_failing("hang-in-new", &[]);
    assert!(!usable, "{error}");
    assert!(error.ends_with("Game::new with option panic_at=10000 did not return within 2 s"), "{error}");
    // Through the host's probe in a child process: the step, not the probe's own time limit.
    let path = library("plateau-faulty-fail-in-probe");
    let (_, stdout, stderr) = run(plateau(&["games", "--plugins", &path.to_string_lossy()])
        .env(PROBE_FAULT, "hang-in-new")
        .env("PLATEAU_PROBE_TIMEOUT_MS", "60000"));
    let line = failure_line(&stdout, &path);
    assert!(
        line.contains("Game::new with option panic_at=10000 did not return within 2 s"),
        "{line}{stderr}"
    );
    // Healthy, the same plugin passes.
    let (output, stdout, _) =
        run(plateau(&["probe-plugin", &path.to_string_lossy()]).env_remove(PROBE_FAULT));
    assert!(output.status.success(), "{stdout}");
}

#[test]
fn trust_an_ai_that_never_answers_fails_the_probe_and_its_game_is_not_offered() {
    let (usable, error) = probe_failing("endless-ai", &[]);
    assert!(!usable, "{error}");
    assert!(
        error.ends_with("the AI's search at level easy (2,000 nodes or 2 s) did not return within 4 s"),
        "{error}"
    );
    // `plateau match` says at once that the game is not there, instead of printing nothing.
    let path = library("plateau-faulty-fail-in-probe");
    let args =
        ["match", "--plugins", &path.to_string_lossy(), "--game", "fail-in-probe", "--seats", "easy,easy"];
    let mut command = plateau(&args);
    command.env(PROBE_FAULT, "endless-ai").args(["--games", "2"]);
    let (output, _, stderr) = run_patiently(&mut command, Duration::from_mins(5));
    assert!(!output.status.success(), "{stderr}");
    assert!(
        stderr.contains("plugin not loaded: ") && stderr.contains("did not return within 4 s"),
        "{stderr}"
    );
}

#[test]
fn trust_a_panic_in_the_self_test_is_reported_with_its_text_escaped() {
    let (usable, error) = probe_failing("panic-in-parse", &[(PANIC_TEXT, FORGED)]);
    assert!(!usable, "{error}");
    assert!(!error.contains("does not read back"), "{error}");
    assert!(error.contains(": parse_move of '"), "{error}");
    assert!(error.contains(r"failed: panicked: boom\nok\nbestmove 3\nresult First"), "{error}");
    assert!(!error.chars().any(char::is_control), "{error:?}");
}

/// A WebAssembly module in the text format (the engine reads it as well as the binary one)
/// that describes a one-seat game and never returns from making one.
fn wasm_that_hangs_making_a_game() -> String {
    use plateau_plugin::wasm_abi::{WASM_ABI_VERSION, op};
    let hex = |value: &Value| {
        let bytes = value.to_string().into_bytes();
        let text = bytes.iter().fold(String::new(), |mut text, b| {
            use std::fmt::Write as _;
            let _ = write!(text, "\\{b:02x}");
            text
        });
        (text, bytes.len())
    };
    let (about, about_len) = hex(&serde_json::json!({
        "game_id": "hangs-in-new", "rules_version": 1, "plugin_version": "0.0.1",
        "abi_crate_version": "0.0.1", "rustc_version": "written by hand"
    }));
    let info = plateau_core::GameInfo {
        id: "hangs-in-new".into(),
        name: "Hangs in Game::new".into(),
        rules_version: 1,
        players: vec!["Only".into()],
        description: String::new(),
        rules: String::new(),
        options: Vec::new(),
        seat_colors: Vec::new(),
        lessons: Vec::new(),
        words: plateau_core::Words::new(),
    };
    let (info, info_len) = hex(&serde_json::to_value(&info).unwrap());
    format!(
        r#"(module
  (memory (export "memory") 1)
  (global $out (mut i32) (i32.const 0))
  (global $len (mut i32) (i32.const 0))
  (data (i32.const 4096) "{about}")
  (data (i32.const 16384) "{info}")
  (func (export "plateau_wasm_abi") (result i32) i32.const {WASM_ABI_VERSION})
  (func (export "plateau_inbox") (param i32) (result i32) i32.const 1024)
  (func (export "plateau_reply") (result i32) i32.const 64)
  (func (export "plateau_stop_flag") (result i32) i32.const 16)
  (func (export "plateau_clock") (result i32) i32.const 24)
  (func (export "plateau_panic_text") (result i64) i64.const 0)
  (func (export "plateau_call") (param $op i32) (param $h i32) (param $arg i64) (param $n i32) (result i32)
    (if (i32.eq (local.get $op) (i32.const {new})) (then (loop $forever (br $forever))))
    (global.set $len (i32.const 0))
    (if (i32.eq (local.get $op) (i32.const {about_op}))
      (then (global.set $out (i32.const 4096)) (global.set $len (i32.const {about_len}))))
    (if (i32.eq (local.get $op) (i32.const {factory}))
      (then (global.set $out (i32.const 16384)) (global.set $len (i32.const {info_len}))))
    (i32.store (i32.const 64) (global.get $out))
    (i32.store (i32.const 68) (global.get $len))
    (i64.store (i32.const 72) (i64.const 1))
    i32.const 0)
)"#,
        new = op::SESSION_NEW,
        about_op = op::ABOUT,
        factory = op::FACTORY_REQUEST,
    )
}

#[test]
fn trust_a_wasm_module_is_self_tested_once_and_its_verdict_kept() {
    let module = scratch("wasm-verdict").join("hangs.wasm");
    std::fs::write(&module, wasm_that_hangs_making_a_game()).unwrap();
    let cache = scratch("wasm-verdict-cache");
    let games = || {
        let (output, stdout, stderr) =
            run(plateau(&["games", "--plugins", &module.to_string_lossy()]).env("XDG_CACHE_HOME", &cache));
        assert!(output.status.success(), "{stderr}");
        failure_line(&stdout, &module)
    };
    // Loaded without a self-test, its game would be offered and hang the first game made.
    let first = games();
    assert!(first.contains("Game::new with the default options did not return within 2 s"), "{first}");
    assert!(!first.contains("remembered"), "{first}");
    let second = games();
    assert!(second.contains("did not return within 2 s"), "{second}");
    assert!(second.contains("(remembered from an earlier check of this same file)"), "{second}");
}
