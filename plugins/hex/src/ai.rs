//! The Hex level table: what Easy .. Expert mean in this game.
//!
//! Plain MCTS with random playouts to the end of the game: a Hex playout always ends (a
//! full board has a winner) and a random fill is a fair judge of who is better connected.
//! Measured with `plateau match` on the 11×11 board with the swap rule, 40 games each,
//! seats alternating: Medium beat Easy 40–0 (Elo 95% interval +407 .. +inf), Hard beat
//! Medium 38–2 (+350 .. +inf). Blending in the distance evaluator by implicit minimax
//! (α 0.4, 30 000 iterations) lost to Hard 15–25 and took twice as long, so the evaluator
//! only serves for hints and display. Expert beat Hard only 11–9 in 20 games (−121 .. +208),
//! and RAVE (k 300) at Hard's budget did the same, so Expert is not yet a proven step above
//! Hard. Budgets are iterations, never time, so a level plays
//! the same on every machine.

use plateau_core::ai::{AgentSpec, Level, MctsSpec};

/// MCTS iterations per move of Easy, Medium, Hard and Expert.
pub(crate) const ITERATIONS: [u64; 4] = [300, 3_000, 30_000, 100_000];

/// The agent spec of `level`.
pub(crate) fn level_spec(level: Level) -> Box<dyn AgentSpec> {
    let index = Level::ALL.iter().position(|&l| l == level).expect("every level is listed");
    Box::new(MctsSpec::iterations(ITERATIONS[index]))
}
