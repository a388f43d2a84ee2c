//! Random-playout speed of the Hex rules on one core, per board size: whole games with
//! uniformly random legal moves, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-hex`. Prints playouts and moves per CPU-second.

use std::time::Duration;

use plateau_core::Game;
use plateau_core::perft::timed_playouts;
use plateau_hex::{Hex, HexOptions};

/// Above the most moves any board allows (361 stones and the swap).
const MAX_PLIES: u32 = 400;

fn main() {
    for size in [5, 11, 19] {
        let game = Hex::new(HexOptions { size, swap: true }).expect("valid size");
        let (total, seconds) = timed_playouts(&game, 0x4E58, 500, MAX_PLIES, Duration::from_secs(2));
        assert_eq!(total.finished, total.playouts, "every random game of Hex ends");
        println!("hex {size}x{size}: {}", total.rates(seconds, "moves"));
    }
}
