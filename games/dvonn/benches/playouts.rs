//! Random-playout speed of the DVONN rules on one core: whole games (49 placements, then
//! moves to the end) with uniformly random legal moves, for about three seconds.
//!
//! Run with `cargo bench -p plateau-dvonn`. Prints `playouts/s: N` and `moves/s: N` by the
//! wall clock and, where Linux reports it, by the time the thread actually spent on a CPU,
//! which stays meaningful on a machine busy with other work.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::cpu_time::thread_cpu_nanos;
use plateau_core::perft::{PlayoutStats, random_playouts};
use plateau_core::{Game, Rng};
use plateau_dvonn::{Dvonn, DvonnOptions};

const BATCH: u64 = 2_000;
const RUN: Duration = Duration::from_secs(3);
/// Far above the longest possible game (49 placements plus fewer than 49 moves and passes).
const MAX_PLIES: u32 = 1_000;

fn main() {
    let game = Dvonn::new(DvonnOptions::default()).expect("default options");
    let mut rng = Rng::new(0x5EED);
    // Warm up caches and branch predictors before timing.
    black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));

    let mut total = PlayoutStats::default();
    let cpu_start = thread_cpu_nanos();
    let start = Instant::now();
    while start.elapsed() < RUN {
        total += black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
    }
    let seconds = start.elapsed().as_secs_f64();
    let cpu_seconds = cpu_start.zip(thread_cpu_nanos()).map(|(a, b)| (b - a) as f64 * 1e-9);
    assert_eq!(total.finished, total.playouts, "every random game reaches its end");

    let (games, plies) = (total.playouts as f64, total.plies as f64);
    println!("dvonn random playouts on one core, {seconds:.2} s");
    println!("playouts: {}", total.playouts);
    println!("plies per game: {:.1}", plies / games);
    println!("playouts/s: {:.0}", games / seconds);
    println!("moves/s: {:.0}", plies / seconds);
    if let Some(cpu) = cpu_seconds.filter(|&s| s > 0.0) {
        println!("on-cpu time: {cpu:.2} s ({:.0}% of the wall clock)", 100.0 * cpu / seconds);
        println!("on-cpu playouts/s: {:.0}", games / cpu);
        println!("on-cpu moves/s: {:.0}", plies / cpu);
    }
}
