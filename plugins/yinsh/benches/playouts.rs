//! Random-playout speed of the YINSH rules on one core: whole games of uniformly random
//! legal actions from the empty board, normal and Blitz, for about two seconds each.
//!
//! Run with `cargo bench -p plateau-yinsh`. Prints playouts and actions per CPU-second (the
//! thread's own time, so a busy machine reads about the same), and the mean game length.

use std::time::Duration;

use plateau_core::Game;
use plateau_core::perft::timed_playouts;
use plateau_yinsh::{Variant, Yinsh, YinshOptions};

/// Far above the longest random game seen (every action counts, removals too).
const MAX_PLIES: u32 = 2_000;

fn main() {
    for variant in [Variant::Normal, Variant::Blitz] {
        let game = Yinsh::new(YinshOptions { variant }).expect("valid options");
        let (total, seconds) = timed_playouts(&game, 0x5914, 200, MAX_PLIES, Duration::from_secs(2));
        assert_eq!(total.finished, total.playouts, "every random game of YINSH ends");
        println!("yinsh {variant:?}: {}", total.rates(seconds, "actions"));
    }
}
