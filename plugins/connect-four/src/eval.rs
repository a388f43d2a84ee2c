//! A heuristic for positions the search stops short of the end of: the lines of four that
//! only one side has discs in are that side's chances, worth more the fuller they are.

use plateau_core::{Evaluator, Player};

use crate::game::ConnectFour;
use crate::state::ConnectFourState;

/// Worth of a line holding only one side's discs, by how many it holds (none, one, two,
/// three): a line of three needs one disc more, and is worth as much as several of two.
const LINE_WORTH: [f32; 4] = [0.0, 1.0, 4.0, 16.0];
/// The difference in worth that counts as a clear advantage (about three open threes).
const SCALE: f32 = 50.0;

/// Judges a position by the open lines each side has: `tanh` of their difference in worth,
/// kept inside `(-0.95, 0.95)` so that a real win always counts for more.
#[derive(Clone, Copy, Debug, Default)]
pub struct ConnectFourEvaluator;

impl Evaluator<ConnectFour> for ConnectFourEvaluator {
    fn evaluate(&self, game: &ConnectFour, state: &ConnectFourState, player: Player) -> f32 {
        let mine = state.discs(player);
        let theirs = state.discs(Player::new(1 - player.index()));
        let mut balance = 0.0;
        for &line in game.grid().lines() {
            let (a, b) = ((mine & line).count_ones() as usize, (theirs & line).count_ones() as usize);
            match (a, b) {
                (a, 0) => balance += LINE_WORTH[a.min(3)],
                (0, b) => balance -= LINE_WORTH[b.min(3)],
                _ => {}
            }
        }
        0.95 * (balance / SCALE).tanh()
    }
}
