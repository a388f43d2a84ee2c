//! The ZÈRTZ evaluator: how near each player's captures are to a winning set.
//!
//! A player's progress is the best of the goals' fractions: captured white over the white
//! goal, and so on, and for the set of each colour the mean of the three fractions. The
//! threats on the board (a marble that the next mover can capture, a group about to be
//! isolated) are left to the search, which sees them within a turn or two.

use plateau_core::{Evaluator, Game, Player};

use crate::Zertz;
use crate::state::{End, ZertzState};

/// Weight of the sum of all captures, beside the best goal: with two goals equally near, more
/// marbles in hand is better (they also feed placements once the pool is empty).
const BREADTH: f32 = 0.25;
/// How steeply the difference in progress turns into a winning chance.
const SCALE: f32 = 2.5;

/// Judges a position by the captures of both players: ±1 once the game is decided.
#[derive(Clone, Copy, Debug, Default)]
pub struct ZertzEvaluator;

impl ZertzEvaluator {
    /// How far `captured` is towards a winning set of `goals`: 1 reaches one.
    fn progress(game: &Zertz, captured: [u8; 3]) -> f32 {
        let goals = game.options().variant.goals();
        let fraction = |c: usize, of: u8| (f32::from(captured[c]) / f32::from(of)).min(1.0);
        let mut best = 0.0f32;
        let mut breadth = 0.0;
        for goal in goals {
            // Summed in colour order, as the value must not depend on how it is computed.
            let (mut sum, mut wanted) = (0.0f32, 0u8);
            for c in (0..3).filter(|&c| goal[c] > 0) {
                sum += fraction(c, goal[c]);
                wanted += 1;
            }
            let share = sum / f32::from(wanted);
            best = best.max(share);
            if wanted == 1 {
                breadth += share / 3.0;
            }
        }
        best + BREADTH * breadth
    }
}

impl Evaluator<Zertz> for ZertzEvaluator {
    fn evaluate(&self, game: &Zertz, s: &ZertzState, player: Player) -> f32 {
        let me = player.index();
        if let Some(end) = s.end {
            return match end {
                End::Captures(p) | End::FullBoard(p) if usize::from(p) == me => 1.0,
                End::Captures(_) | End::FullBoard(_) => -1.0,
                End::Passes | End::Quiet => 0.0,
            };
        }
        let mine = Self::progress(game, s.captured[me]);
        let theirs = Self::progress(game, s.captured[me ^ 1]);
        (SCALE * (mine - theirs)).tanh()
    }
}
