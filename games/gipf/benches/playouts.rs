//! Random-playout speed of the GIPF rules, per version, on one core.
//!
//! For about 3 seconds per version it plays uniformly random legal sub-moves from the start
//! to the end of the game and prints playouts per second, moves (sub-moves) per second, the
//! average game length and the share of games that ended by the rules (Tournament games can
//! wander for a long time under random play, so they run with a ply cap, which is an
//! adjudication, not a rule).

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::cpu_time::{cpu_seconds_since, thread_cpu_nanos};
use plateau_core::perft::random_playout;
use plateau_core::{Game, Rng};
use plateau_gipf::{EndReason, Gipf, GipfOptions, Version};

const BUDGET: Duration = Duration::from_secs(3);

fn bench(name: &str, options: GipfOptions) {
    let game = Gipf::new(options).expect("valid options");
    let initial = game.initial_state();
    let mut rng = Rng::new(0x6769_7066);
    let mut buffer = Vec::with_capacity(512);
    let (mut games, mut moves, mut by_rules) = (0u64, 0u64, 0u64);
    let start = Instant::now();
    let cpu_start = thread_cpu_nanos();
    while start.elapsed() < BUDGET {
        // Check the clock every 64 games so timing does not weigh on the figures.
        for _ in 0..64 {
            let mut state = initial.clone();
            moves += u64::from(random_playout(&game, &mut state, &mut rng, &mut buffer, u32::MAX));
            games += 1;
            let ending = black_box(&state).ending().expect("random playouts run to the end");
            by_rules += u64::from(ending.reason != EndReason::PlyCap);
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("gipf {name}:");
    println!("  playouts/s: {:.0}", games as f64 / secs);
    println!("  moves/s: {:.0}", moves as f64 / secs);
    if let Some(cpu) = cpu_seconds_since(cpu_start) {
        println!(
            "  per CPU-second: {:.0} playouts, {:.0} moves (this thread had the CPU {:.0}% of the time)",
            games as f64 / cpu,
            moves as f64 / cpu,
            100.0 * cpu / secs
        );
    }
    println!("  average game length: {:.1} sub-moves", moves as f64 / games as f64);
    println!("  ended by the rules: {:.1}% of {games} games", 100.0 * by_rules as f64 / games as f64);
}

/// Runs every version, or with arguments only those whose names contain one of them
/// (`cargo bench -p plateau-gipf --bench playouts -- basic`).
fn main() {
    let filters: Vec<String> = std::env::args().skip(1).filter(|a| !a.starts_with('-')).collect();
    let versions = [
        ("basic", GipfOptions::version(Version::Basic)),
        ("standard", GipfOptions::version(Version::Standard)),
        (
            "tournament (ply cap 2000)",
            GipfOptions { ply_cap: 2000, ..GipfOptions::version(Version::Tournament) },
        ),
    ];
    for (name, options) in versions {
        if filters.is_empty() || filters.iter().any(|f| name.contains(f.as_str())) {
            bench(name, options);
        }
    }
}
