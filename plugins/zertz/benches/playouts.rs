//! Random-playout speed of the ZÈRTZ rules on one core: whole games of uniformly random
//! legal actions from the full board, in every variant, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-zertz`. Prints playouts and actions per CPU-second (the
//! thread's own time, so a busy machine reads about the same), and the mean game length.

use std::time::Duration;

use plateau_core::Game;
use plateau_core::perft::timed_playouts;
use plateau_zertz::{Variant, Zertz, ZertzOptions};

/// Far above the longest random game seen (every action counts, removals and jumps too).
const MAX_PLIES: u32 = 2_000;

fn main() {
    for variant in [Variant::Standard, Variant::Blitz, Variant::Rings48, Variant::Rings61] {
        let game = Zertz::new(ZertzOptions { variant }).expect("valid options");
        let (total, seconds) = timed_playouts(&game, 0x2E27, 200, MAX_PLIES, Duration::from_secs(2));
        assert_eq!(total.finished, total.playouts, "every random game of ZÈRTZ ends");
        println!("zertz {variant:?}: {}", total.rates(seconds, "actions"));
    }
}
