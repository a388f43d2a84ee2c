//! Random-playout speed of the Hex rules on one core, per board size: whole games with
//! uniformly random legal moves, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-hex`. Prints playouts and moves per second.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::perft::{PlayoutStats, random_playouts};
use plateau_core::{Game, Rng};
use plateau_hex::{Hex, HexOptions};

const BATCH: u64 = 500;
const RUN: Duration = Duration::from_secs(2);
/// Above the most moves any board allows (361 stones and the swap).
const MAX_PLIES: u32 = 400;

fn main() {
    for size in [5, 11, 19] {
        let game = Hex::new(HexOptions { size, swap: true }).expect("valid size");
        let mut rng = Rng::new(0x4E58);
        black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        let mut total = PlayoutStats::default();
        let start = Instant::now();
        while start.elapsed() < RUN {
            total += black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
        }
        let seconds = start.elapsed().as_secs_f64();
        assert_eq!(total.finished, total.playouts, "every random game of Hex ends");
        println!(
            "hex {size}x{size}: playouts/s: {:.0}  moves/s: {:.0}  mean length: {:.1}",
            total.playouts as f64 / seconds,
            total.plies as f64 / seconds,
            total.plies as f64 / total.playouts as f64
        );
    }
}
