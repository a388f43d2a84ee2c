//! The Hex level table: what Easy .. Expert mean in this game.
//!
//! MCTS from core with Hex's bridge-saving playouts (`playout.rs`) to the end of the game:
//! a Hex playout always ends (a full board has a winner), and once the playouts stop
//! letting the opponent cut every bridge they judge connections well. At equal budget they
//! beat uniformly random playouts 40–0 (3 000 iterations each, 11×11). The levels differ
//! only in iterations per move, never in time, so a level plays the same on every machine.
//!
//! Measured with `plateau match` on the 11×11 board with the swap rule, 40 games each, seats
//! alternating (seed 1); time per move is one core's CPU time averaged over a game of the
//! level against itself (release build):
//!
//! | match           | iterations        | games | score       | Elo, 95% interval |
//! |-----------------|-------------------|-------|-------------|-------------------|
//! | Medium – Easy   | 3 000 vs 300      | 40    | 40–0 (100%) | +407 .. +inf      |
//! | Hard – Medium   | 30 000 vs 3 000   | 40    | 35–5 (88%)  | +212 .. +655      |
//! | Expert – Hard   | 250 000 vs 30 000 | 40    | 34–6 (85%)  | +181 .. +555      |
//!
//! Time per move: Easy 2 ms, Medium 23 ms, Hard 0.24 s, Expert 2.2 s (the first moves, with
//! the longest playouts, up to 2.7 s).
//!
//! Reproduce: `cargo build --release -p plateau -p plateau-hex`, then
//! `target/release/plateau --plugins target/release/libplateau_hex.so match -g hex
//! --seats expert,hard --games 40 --threads 2` (and `hard,medium`, `medium,easy`; the
//! playouts against uniform ones: `--seats
//! mcts:iterations=3000,mcts:iterations=3000,random_playouts=true`).
//!
//! Tried and left out: with bridge playouts, Expert at 100 000 iterations beat Hard only
//! 28–12 (+40 .. +291), too close to the 70% a level must clear. Before the bridge
//! playouts (uniform playouts at 300 / 3 000 / 30 000 / 100 000) Expert beat Hard only 11–9
//! in 20 games, RAVE (k 300) at Hard's budget did no better, and blending in the distance
//! evaluator by implicit minimax (α 0.4) lost to Hard 15–25 at twice the time, so the
//! evaluator only serves for hints and display.

use plateau_core::ai::{AgentSpec, Level, MctsSpec};

/// MCTS iterations per move of Easy, Medium, Hard and Expert.
pub(crate) const ITERATIONS: [u64; 4] = [300, 3_000, 30_000, 250_000];

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(MctsSpec::iterations(ITERATIONS[index]))
}
