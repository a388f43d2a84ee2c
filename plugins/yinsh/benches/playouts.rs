//! Random-playout speed of the YINSH rules on one core: whole games of uniformly random
//! legal actions from the empty board, normal and Blitz, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-yinsh`. Prints playouts and actions per CPU-second (the
//! thread's own time, so a busy machine reads about the same), and the mean game length.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::cpu_time::{cpu_seconds_since, thread_cpu_nanos};
use plateau_core::perft::{PlayoutStats, random_playouts};
use plateau_core::{Game, Rng};
use plateau_yinsh::{Variant, Yinsh, YinshOptions};

const BATCH: u64 = 200;
const RUN: Duration = Duration::from_secs(2);
/// Far above the longest random game seen (every action counts, removals too).
const MAX_PLIES: u32 = 2_000;

fn main() {
    for variant in [Variant::Normal, Variant::Blitz] {
        let game = Yinsh::new(YinshOptions { variant }).expect("valid options");
        let mut rng = Rng::new(0x5914);
        black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        let mut total = PlayoutStats::default();
        let cpu = thread_cpu_nanos();
        let start = Instant::now();
        while start.elapsed() < RUN {
            total += black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        }
        let seconds = cpu_seconds_since(cpu).unwrap_or_else(|| start.elapsed().as_secs_f64());
        assert_eq!(total.finished, total.playouts, "every random game of YINSH ends");
        println!(
            "yinsh {variant:?}: playouts/s: {:.0}  actions/s: {:.0}  mean length: {:.1} actions",
            total.playouts as f64 / seconds,
            total.plies as f64 / seconds,
            total.plies as f64 / total.playouts as f64
        );
    }
}
