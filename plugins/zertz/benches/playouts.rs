//! Random-playout speed of the ZÈRTZ rules on one core: whole games of uniformly random
//! legal actions from the full board, in every variant, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-zertz`. Prints playouts and actions per CPU-second (the
//! thread's own time, so a busy machine reads about the same), and the mean game length.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::cpu_time::{cpu_seconds_since, thread_cpu_nanos};
use plateau_core::perft::{PlayoutStats, random_playouts};
use plateau_core::{Game, Rng};
use plateau_zertz::{Variant, Zertz, ZertzOptions};

const BATCH: u64 = 200;
const RUN: Duration = Duration::from_secs(2);
/// Far above the longest random game seen (every action counts, removals and jumps too).
const MAX_PLIES: u32 = 2_000;

fn main() {
    for variant in [Variant::Standard, Variant::Blitz, Variant::Rings48, Variant::Rings61] {
        let game = Zertz::new(ZertzOptions { variant }).expect("valid options");
        let mut rng = Rng::new(0x2E27);
        black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        let mut total = PlayoutStats::default();
        let cpu = thread_cpu_nanos();
        let start = Instant::now();
        while start.elapsed() < RUN {
            total += black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        }
        let seconds = cpu_seconds_since(cpu).unwrap_or_else(|| start.elapsed().as_secs_f64());
        assert_eq!(total.finished, total.playouts, "every random game of ZÈRTZ ends");
        println!(
            "zertz {variant:?}: playouts/s: {:.0}  actions/s: {:.0}  mean length: {:.1} actions",
            total.playouts as f64 / seconds,
            total.plies as f64 / seconds,
            total.plies as f64 / total.playouts as f64
        );
    }
}
