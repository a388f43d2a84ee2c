//! Hostile WebAssembly plugins, written by hand in the text format: each one fails cleanly
//! with its own message, and the host goes on (the same process loads and plays a good
//! module afterwards).
//!
//! Every module implements just enough of the seam to be loaded (it describes a one-seat game
//! and makes session 1), and misbehaves in one operation. The limits are small (100 ms for
//! a quick call, 16 MiB of memory) so each test takes a fraction of a second; what is checked
//! is the message, not the time.

use std::path::PathBuf;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

use plateau_core::ai::{Limits, SeatSpec};
use plateau_core::{GameFactory, GameInfo, GameSession, ToMove};
use plateau_plugin::host::{Tier, WasmLimits};
use plateau_plugin::wasm_abi::{About, op};
use plateau_plugin::{PluginError, PluginLibrary};
use serde_json::{Value, json};

fn limits() -> WasmLimits {
    WasmLimits {
        memory_bytes: 16 << 20,
        quick_call: Duration::from_millis(100),
        stop_grace: Duration::from_millis(100),
        search_call: Duration::from_mins(1),
    }
}

/// `bytes` as a WebAssembly text string literal.
fn wat_string(bytes: &[u8]) -> String {
    use std::fmt::Write as _;
    bytes.iter().fold(String::new(), |mut text, b| {
        let _ = write!(text, "\\{b:02x}");
        text
    })
}

fn info(id: &str) -> GameInfo {
    GameInfo {
        id: id.into(),
        name: "Hostile".into(),
        rules_version: 1,
        players: vec!["Only".into()],
        description: "A plugin that misbehaves.".into(),
        rules: String::new(),
        options: Vec::new(),
        seat_colors: Vec::new(),
        lessons: Vec::new(),
        words: plateau_core::Words::new(),
    }
}

/// A module that answers ABOUT and FACTORY_REQUEST (and the session's own INFO request)
/// properly, makes session 1 for SESSION_NEW, and runs `misbehave` (WebAssembly
/// instructions) for operation `bad_op`. `extra` adds functions, imports or exports.
fn module(bad_op: u32, misbehave: &str, extra: &str) -> String {
    module_of("hostile", bad_op, misbehave, extra)
}

/// As [`module`], for the game `id`.
fn module_of(id: &str, bad_op: u32, misbehave: &str, extra: &str) -> String {
    let about = serde_json::to_vec(&About {
        game_id: id.into(),
        rules_version: 1,
        plugin_version: "0.0.1".into(),
        abi_crate_version: "0.0.1".into(),
        rustc_version: "handwritten".into(),
    })
    .unwrap();
    let info = serde_json::to_vec(&info(id)).unwrap();
    format!(
        r#"(module
  {extra}
  (memory (export "memory") 1)
  (global $out (mut i32) (i32.const 0))
  (global $len (mut i32) (i32.const 0))
  (data (i32.const 4096) "{about}")
  (data (i32.const 16384) "{info}")
  (func (export "plateau_wasm_abi") (result i32) i32.const 2)
  (func (export "plateau_inbox") (param i32) (result i32) i32.const 1024)
  (func (export "plateau_reply") (result i32) i32.const 64)
  (func (export "plateau_stop_flag") (result i32) i32.const 16)
  (func (export "plateau_clock") (result i32) i32.const 24)
  (func (export "plateau_panic_text") (result i64) i64.const 0)
  (func (export "plateau_call") (param $op i32) (param $h i32) (param $arg i64) (param $n i32) (result i32)
    (i32.eq (local.get $op) (i32.const {bad_op}))
    if
      {misbehave}
    end
    (global.set $len (i32.const 0))
    (i32.eq (local.get $op) (i32.const 0))
    if
      (global.set $out (i32.const 4096))
      (global.set $len (i32.const {about_len}))
    end
    (i32.or (i32.eq (local.get $op) (i32.const 1)) (i32.eq (local.get $op) (i32.const 13)))
    if
      (global.set $out (i32.const 16384))
      (global.set $len (i32.const {info_len}))
    end
    (i32.store (i32.const 64) (global.get $out))
    (i32.store (i32.const 68) (global.get $len))
    (i64.store (i32.const 72) (i64.const 1))
    i32.const 0)
)"#,
        about = wat_string(&about),
        about_len = about.len(),
        info = wat_string(&info),
        info_len = info.len(),
    )
}

/// Writes `text` as a `.wasm` file (wasmtime reads the text format too) and opens it.
fn open(name: &str, text: impl AsRef<[u8]>) -> Result<PluginLibrary, PluginError> {
    // Tests run side by side: each file is written once, under a name of its own.
    static FILES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let dir = std::env::temp_dir().join(format!("plateau-hostile-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let n = FILES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let path: PathBuf = dir.join(format!("{name}-{n}.wasm"));
    std::fs::write(&path, text).unwrap();
    PluginLibrary::open_in(&path, limits(), None)
}

fn load(name: &str, text: &str) -> PluginLibrary {
    open(name, text).unwrap_or_else(|e| panic!("{name} should load: {e}"))
}

fn refused(name: &str, text: impl AsRef<[u8]>) -> String {
    match open(name, text) {
        Ok(_) => panic!("{name} loaded"),
        Err(e) => e.to_string(),
    }
}

/// A game in a good module, to show the host goes on.
fn a_good_game_still_plays() {
    let library = load("good", &module(99, "", ""));
    assert_eq!(library.meta().tier, Tier::Wasm);
    let session = library.factory().create(&Value::Null).unwrap();
    assert_eq!(session.fault(), None);
    assert_eq!(session.info().id, "hostile");
}

fn assert_contains(text: &str, part: &str) {
    assert!(text.contains(part), "'{text}' should say '{part}'");
}

const LOOP: &str = "(loop $forever (br $forever))";

#[test]
fn an_endless_loop_at_creation_is_cut_off() {
    let library = load("loop-at-creation", &module(op::SESSION_NEW, LOOP, ""));
    let error = library.factory().create_session(&Value::Null).unwrap_err().to_string();
    assert_contains(&error, "the plugin stopped answering (no answer within 0.1 s)");
    a_good_game_still_plays();
}

#[test]
fn an_endless_loop_in_legal_moves_faults_the_session() {
    let library = load("loop-in-moves", &module(op::LEGAL_MOVES, LOOP, ""));
    let session = library.factory().create(&Value::Null).unwrap();
    assert_eq!(session.legal_moves(), Vec::<u32>::new());
    assert_contains(&session.fault().unwrap(), "stopped answering");
    // Faulted for good: the session answers from the host without calling the plugin.
    assert_eq!(session.to_move(), ToMove::Terminal);
    assert_contains(&session.outcome().unwrap().reason, "stopped answering");
    a_good_game_still_plays();
}

#[test]
fn an_agent_that_will_not_stop_is_cut_off_after_the_grace() {
    // A long request is the search (the short ones are the host's questions at creation): it
    // waits for the stop flag, then ignores it.
    let ignore_stop = "(if (i32.gt_u (local.get $n) (i32.const 60)) (then \
        (loop $wait (br_if $wait (i32.eqz (i32.load8_u (i32.const 16))))) \
        (loop $forever (br $forever))))";
    let library = load("loop-in-agent", &module(op::SESSION_REQUEST, ignore_stop, ""));
    let session = library.factory().create(&Value::Null).unwrap();
    let stop = AtomicBool::new(true);
    let seat = SeatSpec::from_json(json!({"type": "mcts", "iterations": 10})).unwrap();
    // The host raises the guest's stop flag at the first tick; the guest then loops.
    assert_eq!(session.think(&seat, &Limits::NONE, &stop), None);
    assert_contains(&session.fault().unwrap(), "did not stop within 0.1 s of being asked");
    a_good_game_still_plays();
}

#[test]
fn a_memory_bomb_hits_the_cap() {
    let bomb = "(loop $grow (drop (memory.grow (i32.const 16))) (br $grow))";
    let library = load("memory-bomb", &module(op::SESSION_NEW, bomb, ""));
    let error = library.factory().create_session(&Value::Null).unwrap_err().to_string();
    assert_contains(
        &error,
        "the plugin ran out of memory: it wanted more than the 16 MiB its sandbox allows",
    );
    a_good_game_still_plays();
}

#[test]
fn deep_recursion_overflows_the_guest_stack_only() {
    let deep = "(func $deep (param i32) (result i32) (call $deep (i32.add (local.get 0) (i32.const 1))))";
    let library = load("recursion", &module(op::SESSION_NEW, "(drop (call $deep (i32.const 0)))", deep));
    let error = library.factory().create_session(&Value::Null).unwrap_err().to_string();
    assert_contains(&error, "the plugin overflowed its stack");
    a_good_game_still_plays();
}

#[test]
fn a_trap_faults_with_its_kind() {
    let library = load("trap", &module(op::HASH, "unreachable", ""));
    let session = library.factory().create(&Value::Null).unwrap();
    assert_eq!(session.hash(), 0);
    assert_contains(&session.fault().unwrap(), "the plugin aborted (it reached unreachable code)");
    // A guest that leaves its panic message where the ABI says: the fault quotes it.
    let panicking = module(op::TO_MOVE, "unreachable", r#"(data (i32.const 32768) "rules broke")"#).replace(
        r#"(func (export "plateau_panic_text") (result i64) i64.const 0)"#,
        r#"(func (export "plateau_panic_text") (result i64) i64.const 0x80000000000b)"#,
    );
    let session = load("panic", &panicking).factory().create_session(&Value::Null).unwrap();
    assert_eq!(session.to_move(), ToMove::Terminal);
    assert_eq!(session.fault().unwrap(), "the plugin panicked: rules broke");
    let library = load("out-of-bounds", &module(op::CURSOR, "(drop (i32.load (i32.const 0x7fff0000)))", ""));
    let session = library.factory().create(&Value::Null).unwrap();
    assert_eq!(session.cursor(), 0);
    assert_contains(&session.fault().unwrap(), "the plugin trapped: out of bounds memory access");
    a_good_game_still_plays();
}

#[test]
fn a_huge_answer_is_refused_unread() {
    let flood = "(i32.store (i32.const 64) (i32.const 0)) (i32.store (i32.const 68) (i32.const 0x7fffffff)) (return (i32.const 0))";
    let library = load("flood", &module(op::SESSION_REQUEST, flood, ""));
    let error = library.factory().create_session(&Value::Null).unwrap_err().to_string();
    assert_contains(&error, "an answer of 2147483647 bytes");
    a_good_game_still_plays();
}

#[test]
fn missing_or_wrong_exports_are_named() {
    let good = module(99, "", "");
    let missing = good.replace(r#"(export "plateau_call")"#, "");
    assert_contains(
        &refused("no-call", &missing),
        "its export 'plateau_call' is missing or of the wrong type",
    );
    let wrong = good.replace(
        r#"(func (export "plateau_reply") (result i32)"#,
        r#"(func (export "plateau_reply") (result i64) i64.const 0) (func (result i32)"#,
    );
    assert_contains(
        &refused("wrong-type", &wrong),
        "its export 'plateau_reply' is missing or of the wrong type",
    );
    let version = good.replace("(result i32) i32.const 2)", "(result i32) i32.const 7)");
    assert_contains(&refused("version", &version), "WebAssembly ABI version 7");
    a_good_game_still_plays();
}

#[test]
fn a_malformed_module_is_not_webassembly() {
    assert_contains(&refused("garbage", b"\0asm\x01\0\0\0\x99\x99garbage"), "not a valid WebAssembly module");
    assert_contains(&refused("text", "hello, this is not a plugin"), "not a valid WebAssembly module");
    a_good_game_still_plays();
}

#[test]
fn a_module_that_imports_anything_is_refused() {
    let wasi = r#"(import "wasi_snapshot_preview1" "fd_write" (func (param i32 i32 i32 i32) (result i32)))"#;
    let error = refused("wasi", module(99, "", wasi));
    assert_contains(
        &error,
        "it imports 'wasi_snapshot_preview1::fd_write'; a Plateau plugin may import nothing",
    );
    let host = r#"(import "env" "open_socket" (func (result i32)))"#;
    assert_contains(&refused("host-function", module(99, "", host)), "it imports 'env::open_socket'");
    a_good_game_still_plays();
}

#[test]
fn the_loader_says_which_file_failed() {
    let error = open("named", "nonsense").unwrap_err();
    assert!(matches!(error, PluginError::BadModule { .. }), "{error}");
    assert_contains(&error.to_string(), ".wasm is not a usable WebAssembly plugin");
    assert_contains(&error.to_string(), "plateau-hostile-");
}

#[test]
fn a_faulted_game_keeps_its_cursor() {
    // The module's cursor is 1 (its value for every call); it hangs when asked to undo.
    let library = load("fault-later", &module(op::UNDO, LOOP, ""));
    let mut session = library.factory().create_session(&Value::Null).unwrap();
    assert_eq!(session.cursor(), 1);
    assert!(!session.undo());
    assert_contains(&session.fault().unwrap(), "stopped answering");
    // A save of the faulted game records where it was, not move 0.
    assert_eq!(session.cursor(), 1);
}

/// A module of the game `id` in a folder of its own, with a compiled-code cache of its own.
struct Cached {
    _dir: tempfile::TempDir,
    path: PathBuf,
    cache: tempfile::TempDir,
}

impl Cached {
    fn new(id: &str) -> Self {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join(format!("{id}.wasm"));
        std::fs::write(&path, module_of(id, 99, "", "")).unwrap();
        Self { _dir: dir, path, cache: tempfile::tempdir().unwrap() }
    }

    /// Opens the module through its cache and checks that its game plays.
    fn open(&self) -> PluginLibrary {
        let library = PluginLibrary::open_in(&self.path, limits(), Some(self.cache.path()))
            .unwrap_or_else(|e| panic!("{e}"));
        let session = library.factory().create(&Value::Null).unwrap();
        assert_eq!(session.fault(), None);
        library
    }

    /// The one cached file ending in `.extension`.
    fn kept(&self, extension: &str) -> PathBuf {
        let kept: Vec<_> = std::fs::read_dir(self.cache.path())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == extension))
            .collect();
        assert_eq!(kept.len(), 1, "one .{extension} file kept: {kept:?}");
        kept[0].clone()
    }
}

#[test]
fn compiled_code_is_kept_by_content_and_a_damaged_copy_is_compiled_again() {
    let cached = Cached::new("hostile");
    cached.open();
    let files = std::fs::read_dir(cached.cache.path()).unwrap().count();
    assert_eq!(files, 2, "the compiled module and its record");
    let (code, check) = (cached.kept("cwasm"), cached.kept("check"));
    // Loaded from the cache, it plays the same.
    cached.open();
    // A damaged copy is not run: the module is compiled again and the copy replaced.
    std::fs::write(&code, b"not compiled code").unwrap();
    cached.open();
    assert_ne!(std::fs::read(&code).unwrap(), b"not compiled code");
    assert!(check.is_file());
}

#[test]
fn trust_compiled_code_with_flipped_bytes_is_compiled_again_not_run() {
    let cached = Cached::new("hostile");
    cached.open();
    let code = cached.kept("cwasm");
    let good = std::fs::read(&code).unwrap();
    // 2,000 bytes (or half the file, if smaller) flipped in its middle, header untouched:
    // wasmtime's own checks accept such a file and run whatever it now holds.
    let mut damaged = good.clone();
    let count = 2000.min(damaged.len() / 2);
    let from = (damaged.len() - count) / 2;
    for byte in &mut damaged[from..from + count] {
        *byte ^= 0xFF;
    }
    std::fs::write(&code, &damaged).unwrap();
    assert_eq!(cached.open().meta().game_id, "hostile");
    let now = std::fs::read(&code).unwrap();
    assert!(now != damaged, "the damaged code was replaced");
    assert_eq!(now.len(), good.len());
}

#[test]
fn trust_another_modules_compiled_code_under_this_name_is_not_run() {
    let (alpha, beta) = (Cached::new("alpha"), Cached::new("beta"));
    alpha.open();
    beta.open();
    let (code, check) = (alpha.kept("cwasm"), alpha.kept("check"));
    let (other_code, other_check) = (beta.kept("cwasm"), beta.kept("check"));
    // beta's code under alpha's name, alpha's record beside it: the code's digest is wrong.
    std::fs::copy(&other_code, &code).unwrap();
    assert_eq!(alpha.open().meta().game_id, "alpha");
    assert!(std::fs::read(&code).unwrap() != std::fs::read(&other_code).unwrap());
    // beta's code and record, both under alpha's name: the record names another module.
    std::fs::copy(&other_code, &code).unwrap();
    std::fs::copy(&other_check, &check).unwrap();
    assert_eq!(alpha.open().meta().game_id, "alpha");
    assert!(std::fs::read(&check).unwrap() != std::fs::read(&other_check).unwrap());
    // And alpha's own cache, as rewritten, loads as alpha again.
    assert_eq!(alpha.open().meta().game_id, "alpha");
}

#[test]
fn trust_truncated_compiled_code_is_compiled_again() {
    let cached = Cached::new("hostile");
    cached.open();
    let code = cached.kept("cwasm");
    let good = std::fs::read(&code).unwrap();
    std::fs::write(&code, &good[..good.len() / 2]).unwrap();
    cached.open();
    assert_eq!(std::fs::read(&code).unwrap().len(), good.len());
    std::fs::write(&code, b"").unwrap();
    cached.open();
    assert_eq!(std::fs::read(&code).unwrap().len(), good.len());
}

#[test]
fn trust_compiled_code_without_its_record_is_compiled_again() {
    let (alpha, beta) = (Cached::new("alpha"), Cached::new("beta"));
    alpha.open();
    beta.open();
    let (code, check) = (alpha.kept("cwasm"), alpha.kept("check"));
    // beta's code under alpha's name and no record: nothing says whose code it is.
    std::fs::remove_file(&check).unwrap();
    std::fs::copy(beta.kept("cwasm"), &code).unwrap();
    assert_eq!(alpha.open().meta().game_id, "alpha");
    assert!(check.is_file(), "the record is written again");
    // A record without its code is no use either: the module is compiled and kept again.
    std::fs::remove_file(&code).unwrap();
    assert_eq!(alpha.open().meta().game_id, "alpha");
    assert!(code.is_file());
}

#[test]
fn a_search_nobody_stops_may_run_past_the_grace() {
    // A long request is the search: it runs until the guest's clock (which the host keeps)
    // reads 300 ms, three times the grace a stopped search gets, and then answers.
    let slow = "(if (i32.gt_u (local.get $n) (i32.const 60)) (then \
        (loop $wait (br_if $wait (i64.lt_u (i64.load (i32.const 24)) (i64.const 300))))))";
    let library = load("slow-search", &module(op::SESSION_REQUEST, slow, ""));
    let session = library.factory().create_session(&Value::Null).unwrap();
    let seat = SeatSpec::from_json(json!({"type": "mcts", "iterations": 10})).unwrap();
    // The module answers the search with its game description, which the host reads as the
    // wrong kind of answer: what matters is that the call was not cut off.
    let _ = session.think(&seat, &Limits::NONE, &AtomicBool::new(false));
    let fault = session.fault().unwrap_or_default();
    assert!(!fault.contains("did not stop"), "{fault}");
    assert!(!fault.contains("stopped answering"), "{fault}");
}
