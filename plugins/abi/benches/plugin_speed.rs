//! Games through their plugins against the same games compiled in: what the C ABI costs.
//!
//! Run with `cargo bench -p plateau-plugin --bench plugin_speed`. The bench builds the
//! release plugin libraries it loads itself, first thing (`cargo build --release -p
//! plateau-dvonn-plugin -p plateau-gipf-plugin -p plateau-knightline-plugin -p plateau-hex`,
//! with `$CARGO`, into `$CARGO_TARGET_DIR` or the workspace's `target`, under `release/`:
//! the profile the bench itself is built with). Then it prints four tables:
//!
//! 1. random playouts per second of DVONN, GIPF, Knight Line and Hex, compiled in against
//!    the same game through its plugin (`GameSession::random_playouts`: the games run inside
//!    the plugin, one call per run);
//! 2. MCTS iterations per second from a mid-game position, with the game's playout policy
//!    and with uniform playouts: the searches `GameSession::search_speed` runs (a fixed
//!    iteration budget and seed, no tree reuse), asked for through `GameSession::hint` so
//!    that each search is timed on its own; `search_speed` itself is run once per side as a
//!    check that both sides do the same work;
//! 3. the cost of one call of each kind on a mid-game DVONN position, in nanoseconds;
//! 4. the probe (`plateau_plugin::check::probe`: load, header checks, a self-test of a few
//!    random games) per plugin, each in a fresh process (this bench run as a child), as the
//!    host probes a plugin in a child process.
//!
//! The machine may be shared with other work, so times are the time the measuring thread
//! spent on a CPU (`/proc/thread-self/schedstat`) where Linux reports it, else the wall
//! clock. Even so, other work slows a run down (it evicts the caches, shares the memory
//! bandwidth, and under a virtual machine perhaps the physical core), so the bench runs many
//! short rounds: each a run of the
//! compiled-in side and one of the plugin side, back to back, the order flipping from round
//! to round, so a change in load hits both. Each figure is the median of [`ROUNDS`] rounds
//! with the smallest and largest in brackets; a ratio is the median of the rounds' own
//! plugin/compiled-in ratios, with their range, and beside it the ratio of the two sides'
//! fastest runs (interference only ever slows a run, so the fastest is the least disturbed).
//!
//! Both sides do the very same work (same seeds, counts and budgets), and the bench checks
//! it: the same playout totals, and the same iterations, move, value and principal
//! variation from every search.
//!
//! With `-- --wasm` the plugin side is each game's WebAssembly build instead (built first with
//! `plugins/build-wasm`, release, into `target/wasm`), run in the sandbox: the same tables,
//! then the time to compile and check each module and the memory of one more game in play.
//! Float functions (`ln` in the search's exploration term) may round differently inside the
//! guest, so there the searches must only do the same number of iterations.
//!
//! `cargo test --benches` (or `--all-targets`) runs this file without `--bench`; it then
//! only says how to run it, since it takes minutes and builds the release plugins.

use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::AtomicBool;
use std::time::Instant;

use plateau_core::ai::{Hint, Limits, MctsSpec, SpecObject};
use plateau_core::cpu_time::thread_cpu_nanos;
use plateau_core::{GameFactory, GameSession, Playable, Rng, StaticFactory};
use plateau_plugin::PluginLibrary;
use plateau_plugin::check::probe;
use serde_json::Value;

/// Rounds of every measurement.
const ROUNDS: usize = 15;
/// About how long one timed run lasts, in seconds (MCTS runs last as long as their budget).
const RUN_SECONDS: f64 = 0.1;
/// The share of the compiled-in search speed a search inside a plugin must keep, and the
/// games the requirement names.
const SEARCH_FLOOR: f64 = 0.9;
const SEARCH_FLOOR_GAMES: [&str; 2] = ["DVONN", "Knight Line"];
/// Seed of the playouts, the searches and the moves to the search position.
const SEED: u64 = 1;
/// Random moves played from the start to the DVONN position of the call costs: all 49
/// placements and 11 moves.
const CALLS_AFTER: usize = 60;
/// Random games of the probe's self-test (as `plateau probe-plugin` plays by default).
const PROBE_GAMES: u64 = 3;
/// Set to a plugin file, it makes this program a probe child: it probes that file once and
/// prints `wall_ns cpu_ns games plies`.
const PROBE_CHILD: &str = "PLATEAU_PLUGIN_SPEED_PROBE";

/// One game, compiled in and as a plugin.
struct Case {
    /// Name in the tables.
    name: &'static str,
    /// The plugin's package.
    package: &'static str,
    /// The plugin's crate name, the stem of its library file.
    crate_name: &'static str,
    /// The compiled-in factory.
    compiled: fn() -> Box<dyn GameFactory>,
    /// Ply cap of one random playout (GIPF games can wander; the rest always end first).
    max_plies: u32,
    /// Random moves played from the start to the search position (`plateau bench` plays 20;
    /// Knight Line is nearly over by then).
    search_after: usize,
    /// MCTS iterations of one search (every search must use them all).
    budget: u64,
}

fn compiled<G: Playable>() -> Box<dyn GameFactory> {
    Box::new(StaticFactory::<G>::new())
}

const CASES: [Case; 4] = [
    Case {
        name: "DVONN",
        package: "plateau-dvonn-plugin",
        crate_name: "plateau_dvonn_plugin",
        compiled: compiled::<plateau_dvonn::Dvonn>,
        max_plies: 1_000,
        search_after: 20,
        budget: 20_000,
    },
    Case {
        name: "GIPF",
        package: "plateau-gipf-plugin",
        crate_name: "plateau_gipf_plugin",
        compiled: compiled::<plateau_gipf::Gipf>,
        max_plies: 1_000,
        search_after: 20,
        budget: 20_000,
    },
    Case {
        name: "Knight Line",
        package: "plateau-knightline-plugin",
        crate_name: "plateau_knightline_plugin",
        compiled: compiled::<plateau_knightline::KnightLine>,
        max_plies: 1_000,
        search_after: 8,
        budget: 20_000,
    },
    Case {
        name: "Hex",
        package: "plateau-hex",
        crate_name: "plateau_hex",
        compiled: compiled::<plateau_hex::Hex>,
        max_plies: 1_000,
        search_after: 20,
        budget: 10_000,
    },
];

/// What the bench times with.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Clock {
    OnCpu,
    Wall,
}

impl Clock {
    fn detect() -> Self {
        if thread_cpu_nanos().is_some() { Self::OnCpu } else { Self::Wall }
    }

    fn describe(self) -> &'static str {
        match self {
            Self::OnCpu => "on-CPU time of the measuring thread (/proc/thread-self/schedstat)",
            Self::Wall => "wall-clock time (no /proc/thread-self/schedstat here)",
        }
    }

    /// Runs `f` and returns its result with the seconds it took by this clock.
    fn time<T>(self, f: impl FnOnce() -> T) -> (T, f64) {
        let wall = Instant::now();
        let cpu = thread_cpu_nanos();
        let out = f();
        let seconds = match (self, cpu, thread_cpu_nanos()) {
            (Self::OnCpu, Some(start), Some(end)) => end.saturating_sub(start) as f64 * 1e-9,
            _ => wall.elapsed().as_secs_f64(),
        };
        (out, seconds.max(1e-9))
    }
}

/// The median of some rounds' figures, and their range.
#[derive(Clone, Copy)]
struct Spread {
    median: f64,
    min: f64,
    max: f64,
}

impl Spread {
    fn of(values: &[f64]) -> Self {
        let mut sorted = values.to_vec();
        sorted.sort_by(f64::total_cmp);
        let n = sorted.len();
        let median = if n % 2 == 1 { sorted[n / 2] } else { f64::midpoint(sorted[n / 2 - 1], sorted[n / 2]) };
        Self { median, min: sorted[0], max: sorted[n - 1] }
    }

    /// `median (min–max)`, each written by `show`.
    fn show(self, show: fn(f64) -> String) -> String {
        format!("{} ({}–{})", show(self.median), show(self.min), show(self.max))
    }
}

/// A whole number with thousands separators.
fn whole(value: f64) -> String {
    let digits = format!("{:.0}", value.abs());
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    if value < -0.5 { format!("-{out}") } else { out }
}

fn percent(value: f64) -> String {
    format!("{:.1}%", 100.0 * value)
}

fn times(value: f64) -> String {
    format!("{value:.2}×")
}

fn tenths(value: f64) -> String {
    format!("{value:.1}")
}

/// A table printed row by row, in columns of fixed widths.
struct Table {
    widths: Vec<usize>,
}

impl Table {
    /// Prints the header: each column's title and width.
    fn new(columns: &[(&str, usize)]) -> Self {
        let table = Self { widths: columns.iter().map(|&(_, width)| width).collect() };
        table.row(&columns.iter().map(|&(title, _)| title.to_owned()).collect::<Vec<_>>());
        table
    }

    fn row(&self, cells: &[String]) {
        let line: Vec<String> =
            cells.iter().zip(&self.widths).map(|(cell, &width)| format!("{cell:<width$}")).collect();
        println!("{}", line.join(" ").trim_end());
    }
}

/// One figure per round for each side.
#[derive(Default)]
struct Series {
    compiled: Vec<f64>,
    plugin: Vec<f64>,
}

impl Series {
    fn push(&mut self, (compiled, plugin): (f64, f64)) {
        self.compiled.push(compiled);
        self.plugin.push(plugin);
    }

    /// Plugin over compiled-in, per round.
    fn ratios(&self) -> Spread {
        Spread::of(&self.compiled.iter().zip(&self.plugin).map(|(c, p)| p / c).collect::<Vec<_>>())
    }

    /// Plugin over compiled-in, of each side's fastest run: the highest rate or, with
    /// `times`, the shortest time.
    fn fastest_ratio(&self, times: bool) -> f64 {
        let fastest = |values: &[f64]| {
            let pick = if times { f64::min } else { f64::max };
            values.iter().copied().reduce(pick).unwrap_or(f64::NAN)
        };
        fastest(&self.plugin) / fastest(&self.compiled)
    }
}

/// How many times to repeat some work for a run of about [`RUN_SECONDS`]: `work(n)` does it
/// `n` times.
fn run_length(clock: Clock, mut work: impl FnMut(u64)) -> u64 {
    let mut n = 1u64;
    loop {
        let ((), seconds) = clock.time(|| work(n));
        if seconds > RUN_SECONDS / 10.0 {
            return ((n as f64 * RUN_SECONDS / seconds) as u64).max(1);
        }
        n *= 4;
    }
}

/// The same game at the same position, compiled in and through its plugin.
struct Pair {
    compiled: Box<dyn GameSession>,
    plugin: Box<dyn GameSession>,
}

impl Pair {
    fn new(case: &Case, plugin: &dyn GameFactory) -> Self {
        Self {
            compiled: (case.compiled)().create(&Value::Null).expect("compiled-in session"),
            plugin: plugin.create(&Value::Null).expect("plugin session"),
        }
    }

    /// Plays `moves` random moves (from `seed`) on both; fewer if the game ends.
    fn advance(&mut self, moves: usize, seed: u64) {
        let mut rng = Rng::new(seed);
        for _ in 0..moves {
            let legal = self.compiled.legal_moves();
            assert_eq!(legal, self.plugin.legal_moves(), "both sides see the same moves");
            if legal.is_empty() {
                break;
            }
            let id = legal[rng.below(legal.len())];
            self.compiled.play(id).expect("legal");
            self.plugin.play(id).expect("legal in the plugin");
        }
        assert_eq!(self.compiled.hash(), self.plugin.hash(), "both sides reach the same position");
    }

    /// Runs `f` on the compiled-in side (side 0) and on the plugin side (side 1), in an
    /// order that flips every round; returns (compiled-in, plugin).
    fn both<T>(&mut self, round: usize, mut f: impl FnMut(usize, &mut dyn GameSession) -> T) -> (T, T) {
        if round.is_multiple_of(2) {
            let compiled = f(0, self.compiled.as_mut());
            (compiled, f(1, self.plugin.as_mut()))
        } else {
            let plugin = f(1, self.plugin.as_mut());
            (f(0, self.compiled.as_mut()), plugin)
        }
    }
}

fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../target"), PathBuf::from)
}

/// Builds the release plugin libraries and returns the folder holding them.
fn build_plugins() -> PathBuf {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut command = Command::new(cargo);
    command.args(["build", "--release", "--quiet"]).current_dir(env!("CARGO_MANIFEST_DIR"));
    for case in &CASES {
        command.args(["-p", case.package]);
    }
    println!("building the release plugins (cargo build --release) ...");
    let status = command.status().expect("cargo runs");
    assert!(status.success(), "the plugin crates build");
    target_dir().join("release")
}

fn library_file(dir: &Path, case: &Case) -> PathBuf {
    let (prefix, suffix) = (std::env::consts::DLL_PREFIX, std::env::consts::DLL_SUFFIX);
    dir.join(format!("{prefix}{}{suffix}", case.crate_name))
}

fn machine() -> String {
    let cores = std::thread::available_parallelism().map_or(0, std::num::NonZero::get);
    let model = std::fs::read_to_string("/proc/cpuinfo").ok().and_then(|text| {
        let line = text.lines().find(|line| line.starts_with("model name"))?;
        Some(line.split_once(':')?.1.trim().to_owned())
    });
    let load = std::fs::read_to_string("/proc/loadavg").ok().map(|text| {
        let fields: Vec<&str> = text.split_whitespace().take(3).collect();
        fields.join(" ")
    });
    let model = model.map_or_else(String::new, |model| format!(", {model}"));
    let load = load.map_or_else(String::new, |load| format!("; load average {load} at the start"));
    format!("{cores} cores{model}{load}")
}

fn main() {
    if let Some(path) = std::env::var_os(PROBE_CHILD) {
        probe_child(Path::new(&path));
        return;
    }
    if !std::env::args().any(|arg| arg == "--bench") {
        println!("plugin_speed: run it with `cargo bench -p plateau-plugin --bench plugin_speed`");
        return;
    }
    let clock = Clock::detect();
    let wasm = std::env::args().any(|arg| arg == "--wasm");
    WASM.store(wasm, std::sync::atomic::Ordering::Relaxed);
    let dir = if wasm { build_wasm() } else { build_plugins() };
    let mut loads = Vec::new();
    let factories: Vec<_> = CASES
        .iter()
        .map(|case| {
            let file =
                if wasm { dir.join(format!("{}.wasm", case.crate_name)) } else { library_file(&dir, case) };
            let started = Instant::now();
            let library = PluginLibrary::open(&file).unwrap_or_else(|e| panic!("{e}"));
            loads.push((
                case.name,
                started.elapsed().as_secs_f64(),
                std::fs::metadata(&file).map_or(0, |m| m.len()),
            ));
            library.factory()
        })
        .collect();
    println!();
    println!("plugin_speed: compiled-in games against the same games through their plugins");
    println!("machine: {}", machine());
    println!("times: {}", clock.describe());
    println!(
        "figures: median of {ROUNDS} rounds (smallest–largest); each round runs compiled-in and \
         plugin back to back, the order flipping every round; plugin/compiled is the median of the \
         rounds' own ratios, fastest the ratio of each side's fastest run"
    );

    playouts(clock, &factories);
    searches(clock, &factories);
    call_costs(clock, &factories[0]);
    if wasm {
        wasm_costs(&loads, &factories);
    } else {
        probes(&dir);
    }
}

/// Whether the plugin side is the WebAssembly build.
static WASM: AtomicBool = AtomicBool::new(false);

/// Builds the WebAssembly plugins and returns the folder holding them.
fn build_wasm() -> PathBuf {
    println!("building the WebAssembly plugins (plugins/build-wasm, release) ...");
    for case in &CASES {
        let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../build-wasm");
        let status = Command::new(script).args([case.package]).stdout(std::process::Stdio::null()).status();
        assert!(status.is_ok_and(|s| s.success()), "{} builds for wasm32", case.package);
    }
    target_dir().join("wasm/wasm32-unknown-unknown/release")
}

/// The resident memory of this process, in bytes (Linux), if known.
fn resident_bytes() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib * 1024)
}

/// Table 4 of the WebAssembly run: compiling and checking each module (as the host does at
/// start-up), and the memory one more game in play takes (an instance of its own).
fn wasm_costs(loads: &[(&str, f64, u64)], factories: &[plateau_plugin::PluginFactory]) {
    const GAMES: usize = 20;
    println!();
    println!("WebAssembly modules: size, compile and check at load (once per process), memory of one game");
    let table = Table::new(&[("game", 12), ("module KiB", 11), ("load ms", 9), ("KiB per game", 13)]);
    for ((name, seconds, bytes), factory) in loads.iter().zip(factories) {
        let before = resident_bytes().unwrap_or(0);
        let sessions: Vec<_> = (0..GAMES).map(|_| factory.create(&Value::Null).expect("a game")).collect();
        let after = resident_bytes().unwrap_or(0);
        black_box(&sessions);
        let per_game = after.saturating_sub(before) / GAMES as u64 / 1024;
        table.row(&[
            name.to_string(),
            (bytes / 1024).to_string(),
            tenths(seconds * 1e3),
            per_game.to_string(),
        ]);
    }
}

/// Table 1: random playouts per second.
fn playouts(clock: Clock, factories: &[plateau_plugin::PluginFactory]) {
    println!();
    println!(
        "random playouts per second (whole games from the start, uniformly random moves, one call per run)"
    );
    let table = Table::new(&[
        ("game", 11),
        ("games/run", 9),
        ("plies/game", 10),
        ("compiled in, games/s", 28),
        ("plugin, games/s", 28),
        ("plugin/compiled", 24),
        ("fastest", 0),
    ]);
    for (case, factory) in CASES.iter().zip(factories) {
        let mut pair = Pair::new(case, factory);
        // Warm up both sides, and size the runs from the compiled-in speed.
        pair.both(0, |_, session| black_box(session.random_playouts(SEED ^ 0xFFFF, 100, case.max_plies)));
        let count = run_length(clock, |n| {
            black_box(pair.compiled.random_playouts(SEED ^ 0xFFFF, n, case.max_plies));
        });
        let mut rates = Series::default();
        let mut plies = 0;
        for round in 0..ROUNDS {
            let ((a, a_seconds), (b, b_seconds)) = pair.both(round, |_, session| {
                clock.time(|| session.random_playouts(SEED, count, case.max_plies))
            });
            assert_eq!(a, b, "{}: both sides play the same games", case.name);
            assert_eq!(a.playouts, count);
            plies = a.plies;
            rates.push((count as f64 / a_seconds, count as f64 / b_seconds));
        }
        table.row(&[
            case.name.to_owned(),
            whole(count as f64),
            tenths(plies as f64 / count as f64),
            Spread::of(&rates.compiled).show(whole),
            Spread::of(&rates.plugin).show(whole),
            rates.ratios().show(percent),
            percent(rates.fastest_ratio(false)),
        ]);
    }
}

/// Table 2: MCTS iterations per second.
fn searches(clock: Clock, factories: &[plateau_plugin::PluginFactory]) {
    println!();
    println!(
        "MCTS iterations per second, after a few random moves (seed {SEED}): one search of the budget, \
         seed {SEED}, no tree reuse"
    );
    let table = Table::new(&[
        ("game", 11),
        ("moves", 5),
        ("budget", 6),
        ("playouts", 8),
        ("compiled in, iterations/s", 28),
        ("plugin, iterations/s", 28),
        ("plugin/compiled", 24),
        ("fastest", 0),
    ]);
    let stop = AtomicBool::new(false);
    let mut checks = Vec::new();
    // The lowest median ratio among the games the floor applies to, and where.
    let mut lowest = (f64::INFINITY, String::new());
    for (case, factory) in CASES.iter().zip(factories) {
        let mut pair = Pair::new(case, factory);
        pair.advance(case.search_after, SEED);
        // `search_speed` as `plateau bench` runs it: the same work on both sides (and a
        // warm-up).
        let (a, b) = pair.both(0, |_, session| session.search_speed(case.budget, SEED));
        let counts =
            |s: &plateau_core::ai::SearchSpeed| (s.mcts_iterations, s.uniform_iterations, s.alphabeta_nodes);
        assert_eq!(counts(&a), counts(&b), "{}: search_speed does the same work on both sides", case.name);
        checks.push(format!(
            "{} {}+{} iterations, {} alpha-beta nodes",
            case.name,
            a.mcts_iterations,
            a.uniform_iterations,
            a.alphabeta_nodes.map_or_else(|| "no".to_owned(), |n| n.to_string())
        ));
        for (label, random_playouts) in [("policy", false), ("uniform", true)] {
            let spec = MctsSpec {
                iterations: Some(case.budget),
                reuse: false,
                seed: Some(SEED),
                random_playouts,
                ..MctsSpec::default()
            }
            .seat();
            let mut rates = Series::default();
            for round in 0..ROUNDS {
                let ((a, a_seconds), (b, b_seconds)) = pair.both(round, |_, session| {
                    clock.time(|| session.hint(&spec, &Limits::NONE, &stop).expect("a move"))
                });
                let work = |h: &Hint| (h.nodes, h.mv, h.value, h.depth, h.pv.clone());
                if WASM.load(std::sync::atomic::Ordering::Relaxed) {
                    assert_eq!(a.nodes, b.nodes, "{} ({label}): both sides search as long", case.name);
                } else {
                    assert_eq!(work(&a), work(&b), "{} ({label}): both sides search alike", case.name);
                }
                assert_eq!(a.nodes, case.budget, "{} ({label}): the search uses its whole budget", case.name);
                rates.push((a.nodes as f64 / a_seconds, b.nodes as f64 / b_seconds));
            }
            let ratio = rates.ratios();
            if SEARCH_FLOOR_GAMES.contains(&case.name) && ratio.median < lowest.0 {
                lowest = (ratio.median, format!("{} {label}", case.name));
            }
            table.row(&[
                case.name.to_owned(),
                case.search_after.to_string(),
                whole(case.budget as f64),
                label.to_owned(),
                Spread::of(&rates.compiled).show(whole),
                Spread::of(&rates.plugin).show(whole),
                ratio.show(percent),
                percent(rates.fastest_ratio(false)),
            ]);
        }
    }
    println!(
        "searching inside the plugin keeps at least {} of the compiled-in speed ({}): {} \
         (lowest median {}, {})",
        percent(SEARCH_FLOOR),
        SEARCH_FLOOR_GAMES.join(", "),
        if lowest.0 >= SEARCH_FLOOR { "yes" } else { "NO" },
        percent(lowest.0),
        lowest.1
    );
    println!("search_speed(budget, {SEED}) did the same work on both sides: {}", checks.join("; "));
}

/// One call on a session, given a legal move id.
type Call = fn(&mut dyn GameSession, u32);

const CALLS: [(&str, Call); 7] = [
    ("hash", |s, _| {
        black_box(s.hash());
    }),
    ("to_move", |s, _| {
        black_box(s.to_move());
    }),
    ("legal_moves", |s, _| {
        black_box(s.legal_moves());
    }),
    ("notation", |s, id| {
        black_box(s.notation(id).expect("notation"));
    }),
    ("board_view", |s, _| {
        black_box(s.board_view());
    }),
    ("snapshot", |s, _| {
        black_box(s.snapshot());
    }),
    ("play + undo", |s, id| {
        s.play(id).expect("legal");
        black_box(s.undo());
    }),
];

/// Calls to `call` that take about [`RUN_SECONDS`].
fn calls_per_run(clock: Clock, session: &mut dyn GameSession, call: Call, id: u32) -> u64 {
    run_length(clock, |n| {
        for _ in 0..n {
            call(black_box(&mut *session), id);
        }
    })
}

/// Table 3: nanoseconds per call on a mid-game DVONN position.
fn call_costs(clock: Clock, dvonn: &plateau_plugin::PluginFactory) {
    let mut pair = Pair::new(&CASES[0], dvonn);
    pair.advance(CALLS_AFTER, 7);
    let moves = pair.compiled.legal_moves();
    assert!(!moves.is_empty(), "the call-cost position is mid-game");
    let id = moves[0];
    println!();
    println!(
        "cost of one call, DVONN after {} moves ({} legal moves; the notation and the move of '{}'), \
         nanoseconds",
        pair.compiled.cursor(),
        moves.len(),
        pair.compiled.notation(id).expect("notation")
    );
    let table = Table::new(&[
        ("call", 11),
        ("compiled in, ns", 24),
        ("plugin, ns", 27),
        ("plugin/compiled", 23),
        ("fastest", 7),
        ("plugin extra, ns", 0),
    ]);
    for (name, call) in CALLS {
        let (compiled, plugin) = pair.both(0, |_, session| calls_per_run(clock, session, call, id));
        let counts = [compiled, plugin];
        let mut costs = Series::default();
        for round in 0..ROUNDS {
            costs.push(pair.both(round, |side, session| {
                let ((), seconds) = clock.time(|| {
                    for _ in 0..counts[side] {
                        call(black_box(&mut *session), id);
                    }
                });
                seconds * 1e9 / counts[side] as f64
            }));
        }
        let extra: Vec<f64> = costs.plugin.iter().zip(&costs.compiled).map(|(p, c)| p - c).collect();
        table.row(&[
            name.to_owned(),
            Spread::of(&costs.compiled).show(tenths),
            Spread::of(&costs.plugin).show(tenths),
            costs.ratios().show(times),
            times(costs.fastest_ratio(true)),
            Spread::of(&extra).show(tenths),
        ]);
    }
}

/// The probe child: probes `path` once and prints `wall_ns cpu_ns games plies`.
fn probe_child(path: &Path) {
    let wall = Instant::now();
    let cpu = thread_cpu_nanos();
    let report = probe(path, PROBE_GAMES).unwrap_or_else(|e| panic!("{e}"));
    let wall = wall.elapsed().as_nanos();
    let cpu = cpu.zip(thread_cpu_nanos()).map_or(0, |(start, end)| end - start);
    println!("{wall} {cpu} {} {}", report.self_test.games, report.self_test.plies);
}

/// Table 4: probe time per plugin, each probe in a fresh process.
fn probes(dir: &Path) {
    println!();
    println!(
        "probe (plateau_plugin::check::probe: load, header checks, self-test of {PROBE_GAMES} random games), \
         each in a fresh process, milliseconds"
    );
    let table = Table::new(&[
        ("plugin", 11),
        ("file KiB", 8),
        ("self-test plies", 15),
        ("probe on-CPU, ms", 20),
        ("probe wall clock, ms", 20),
        ("whole child process, wall, ms", 0),
    ]);
    let exe = std::env::current_exe().expect("the bench's own path");
    let mut figures: Vec<[Vec<f64>; 3]> = CASES.iter().map(|_| Default::default()).collect();
    let mut plies = vec![0u64; CASES.len()];
    for _ in 0..ROUNDS {
        for (i, case) in CASES.iter().enumerate() {
            let start = Instant::now();
            let output = Command::new(&exe)
                .env(PROBE_CHILD, library_file(dir, case))
                .output()
                .expect("the probe child runs");
            let process = start.elapsed().as_secs_f64() * 1e3;
            let text = String::from_utf8_lossy(&output.stdout);
            assert!(output.status.success(), "{}: the probe fails: {text}", case.name);
            let fields: Vec<u64> =
                text.split_whitespace().map(|field| field.parse().expect("a probe figure")).collect();
            let [wall, cpu, games, played] = fields[..] else { panic!("unexpected probe output: {text}") };
            assert_eq!(games, PROBE_GAMES);
            plies[i] = played;
            figures[i][0].push(cpu as f64 * 1e-6);
            figures[i][1].push(wall as f64 * 1e-6);
            figures[i][2].push(process);
        }
    }
    for ((case, [cpu, wall, process]), plies) in CASES.iter().zip(&figures).zip(plies) {
        let size = std::fs::metadata(library_file(dir, case)).map_or(0, |m| m.len());
        table.row(&[
            case.name.to_owned(),
            whole(size as f64 / 1024.0),
            plies.to_string(),
            Spread::of(cpu).show(tenths),
            Spread::of(wall).show(tenths),
            Spread::of(process).show(tenths),
        ]);
    }
}
