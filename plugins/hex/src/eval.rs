//! The Hex evaluator: how many empty cells each side still needs.
//!
//! [`distance_to_connect`] is a shortest path between a player's two sides where the
//! player's own stones cost nothing, empty cells cost one and the opponent's stones are
//! walls, found by a 0-1 breadth-first search. The evaluator compares both players'
//! distances, counting the move in hand as half a cell.

use plateau_core::{Evaluator, Player};

use crate::geometry::{MAX_CELLS, NONE};
use crate::{Hex, HexState};

/// Distance of a player who cannot connect any more (the opponent has).
pub const BLOCKED: u32 = 1_000;

/// The fewest empty cells `player` must still fill to join their two sides (0 once joined,
/// [`BLOCKED`] when the opponent's stones cut every path).
pub fn distance_to_connect(game: &Hex, s: &HexState, player: Player) -> u32 {
    const UNSEEN: u16 = u16::MAX;
    let geo = &game.geo;
    let p = player.index();
    let own = &s.stones[p];
    let theirs = &s.stones[p ^ 1];
    if s.winner.is_some_and(|w| usize::from(w) == p) {
        return 0;
    }
    let cost = |i: usize| u16::from(!own.contains(i));
    let mut dist = [UNSEEN; MAX_CELLS];
    // A double-ended queue in one array: 0-cost steps go to the front, 1-cost ones to the
    // back. Each cell enters at most once per improvement (at most 7 times), so the halves
    // never run out.
    let mut deque = [0u16; 8 * MAX_CELLS];
    let (mut head, mut tail) = (4 * MAX_CELLS, 4 * MAX_CELLS);
    // The near side's own stones start at the front (distance 0) and its empty cells at the
    // back (distance 1), so the deque is sorted by distance from the start, as the early
    // stop below needs.
    for (i, slot) in dist.iter_mut().enumerate().take(geo.cells()) {
        if geo.on_side(i, p, 0) && !theirs.contains(i) {
            *slot = cost(i);
            if *slot == 0 {
                head -= 1;
                deque[head] = i as u16;
            } else {
                deque[tail] = i as u16;
                tail += 1;
            }
        }
    }
    let mut best = u32::from(UNSEEN);
    while head < tail {
        let here = deque[head] as usize;
        head += 1;
        let d = dist[here];
        if u32::from(d) >= best {
            continue;
        }
        if geo.on_side(here, p, 1) {
            // The deque stays sorted by distance, so the first far-side cell is the nearest.
            best = u32::from(d);
            break;
        }
        for &n in &geo.neighbours[here] {
            if n == NONE || theirs.contains(n as usize) {
                continue;
            }
            let n = n as usize;
            let step = cost(n);
            if d + step < dist[n] {
                dist[n] = d + step;
                if step == 0 {
                    head -= 1;
                    deque[head] = n as u16;
                } else {
                    deque[tail] = n as u16;
                    tail += 1;
                }
            }
        }
    }
    if best == u32::from(UNSEEN) { BLOCKED } else { best }
}

/// Judges a position by the difference of the two players' [`distance_to_connect`]:
/// `tanh(0.3 × (theirs − mine ± ½))`, the half for whoever is to move. ±1 once decided.
#[derive(Clone, Copy, Debug, Default)]
pub struct HexEvaluator;

/// How steeply a lead of one cell moves the judgement.
const SLOPE: f32 = 0.3;

impl Evaluator<Hex> for HexEvaluator {
    fn evaluate(&self, game: &Hex, s: &HexState, player: Player) -> f32 {
        if let Some(w) = s.winner {
            return if usize::from(w) == player.index() { 1.0 } else { -1.0 };
        }
        let mine = distance_to_connect(game, s, player) as f32;
        let theirs = distance_to_connect(game, s, player.opponent()) as f32;
        let tempo = if usize::from(s.to_move) == player.index() { 0.5 } else { -0.5 };
        (SLOPE * (theirs - mine + tempo)).tanh()
    }
}
