//! The YINSH evaluator: rings removed first, then markers and the rings' freedom to move.
//!
//! A ring removed is most of the game (three win), so it weighs most. Markers of one's
//! colour on the board are rows in the making, and a ring with many moves both threatens
//! more rows and can break more of the opponent's. A row already formed and waiting to be
//! removed counts as the ring it will bring.

use plateau_core::{Evaluator, Player};

use crate::Yinsh;
use crate::rules;
use crate::state::{End, Phase, YinshState};

/// Weight of a ring removed (or due for a row on the board).
const RING: f32 = 1.0;
/// Weight of a marker showing one's colour.
const MARKER: f32 = 0.04;
/// Weight of one ring move.
const MOBILITY: f32 = 0.006;
/// Credit of the player about to move a ring: the marker their move will add, and the
/// freedom it will take. Without it the judgement swings with the turn (measured over
/// 2,000 random games: +0.033 for White with Black to move, −0.003 with White to move),
/// which the evaluation graph showed as a zigzag; with it, +0.018 and +0.012.
const TEMPO: f32 = 0.018;

/// Judges a position from the removed rings, markers and mobility of both players:
/// `tanh` of the weighted differences, ±1 once the game is decided.
#[derive(Clone, Copy, Debug, Default)]
pub struct YinshEvaluator;

impl Evaluator<Yinsh> for YinshEvaluator {
    fn evaluate(&self, _game: &Yinsh, s: &YinshState, player: Player) -> f32 {
        let me = player.index();
        if let Some(end) = s.end {
            let winner = match end {
                End::Rings(p) => Some(usize::from(p)),
                End::Markers | End::Blocked => match s.removed[me].cmp(&s.removed[me ^ 1]) {
                    std::cmp::Ordering::Greater => Some(me),
                    std::cmp::Ordering::Less => Some(me ^ 1),
                    std::cmp::Ordering::Equal => None,
                },
            };
            return winner.map_or(0.0, |w| if w == me { 1.0 } else { -1.0 });
        }
        let mut rings = [f32::from(s.removed[0]), f32::from(s.removed[1])];
        if matches!(s.phase, Phase::Row | Phase::Ring) {
            rings[s.to_move as usize] += 1.0;
        }
        let markers = [s.markers[0].count_ones() as f32, s.markers[1].count_ones() as f32];
        let mut mobility = [0.0f32; 2];
        for (p, m) in mobility.iter_mut().enumerate() {
            rules::ring_moves(s, p, |_, _| {
                *m += 1.0;
                true
            });
        }
        let tempo =
            |p: usize| if s.phase == Phase::Movement && usize::from(s.to_move) == p { TEMPO } else { 0.0 };
        let score = |p: usize| RING * rings[p] + MARKER * markers[p] + MOBILITY * mobility[p] + tempo(p);
        (score(me) - score(me ^ 1)).tanh()
    }
}
