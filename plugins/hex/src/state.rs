//! The Hex position: stones as bitsets, plus the stones already joined to each side.
//!
//! `joined[p][s]` holds the stones of player `p` connected through their own stones to side
//! `s` of `p`. Both sets only grow while stones are placed, and a new stone can only extend
//! them from itself, so each stone is visited at most once per side over a whole game: win
//! detection costs amortised constant time per move. A player has won when one stone is in
//! both of their sets, and that can first happen at the stone just placed.

use crate::Bits;
use crate::geometry::{Geometry, MAX_CELLS, NONE};
use crate::zobrist;

/// A Hex position, including whose turn it is. About 300 bytes, no heap.
///
/// Equality and hashing see the position only, not `last`: the same position
/// reached by different moves is one position (transpositions, repetition, tree reuse).
#[derive(Clone, Debug)]
pub struct HexState {
    /// Stones of White (0) and Black (1).
    pub(crate) stones: [Bits; 2],
    /// Per player and side, the stones connected to that side.
    pub(crate) joined: [[Bits; 2]; 2],
    /// 0 White, 1 Black.
    pub(crate) to_move: u8,
    /// True right after White's first stone when the swap rule applies.
    pub(crate) swap_open: bool,
    /// The player who connected their sides, once someone has.
    pub(crate) winner: Option<u8>,
    pub(crate) hash: u64,
    /// The cell of the stone placed last, [`NONE`] at the start, after a swap and in a
    /// position set up by hand. Not part of the position: the playout policy answers it.
    pub(crate) last: u16,
}

impl PartialEq for HexState {
    fn eq(&self, other: &Self) -> bool {
        // The joined sets, the winner and the hash follow from the stones.
        self.stones == other.stones && self.to_move == other.to_move && self.swap_open == other.swap_open
    }
}

impl Eq for HexState {}

impl std::hash::Hash for HexState {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        // The Zobrist key covers stones, turn and swap, what equality compares.
        self.hash.hash(state);
    }
}

impl HexState {
    /// The empty board, White to move.
    pub(crate) fn empty() -> Self {
        Self {
            stones: [Bits::EMPTY; 2],
            joined: [[Bits::EMPTY; 2]; 2],
            to_move: 0,
            swap_open: false,
            winner: None,
            hash: 0,
            last: NONE,
        }
    }

    /// The stones of White (`0`) or Black (`1`).
    pub fn stones(&self, player: usize) -> &Bits {
        &self.stones[player]
    }

    /// Every occupied cell.
    pub fn occupied(&self) -> Bits {
        self.stones[0].or(&self.stones[1])
    }

    /// The owner of cell number `i`, if any.
    pub fn owner(&self, i: usize) -> Option<usize> {
        (0..2).find(|&p| self.stones[p].contains(i))
    }

    /// Puts a stone of `player` on the empty cell `i`, updates the joined sets, and records a
    /// win. Turn and swap flags are the caller's business.
    pub(crate) fn add_stone(&mut self, geo: &Geometry, player: usize, i: usize) {
        debug_assert!(self.owner(i).is_none(), "cell {i} is occupied");
        self.stones[player].insert(i);
        self.hash ^= zobrist::stone(player, i);
        for side in 0..2 {
            let touches = geo.on_side(i, player, side)
                || geo.neighbours[i]
                    .iter()
                    .any(|&n| n != NONE && self.joined[player][side].contains(n as usize));
            if touches {
                self.spread(geo, player, side, i);
            }
        }
        if self.joined[player][0].contains(i) && self.joined[player][1].contains(i) {
            self.winner = Some(player as u8);
        }
    }

    /// Adds `from` and every stone of `player` connected to it to `joined[player][side]`.
    fn spread(&mut self, geo: &Geometry, player: usize, side: usize, from: usize) {
        let mut stack = [0u16; MAX_CELLS];
        let mut top = 0;
        self.joined[player][side].insert(from);
        stack[top] = from as u16;
        top += 1;
        while top > 0 {
            top -= 1;
            let here = stack[top] as usize;
            for &n in &geo.neighbours[here] {
                let n = n as usize;
                if n != NONE as usize
                    && self.stones[player].contains(n)
                    && !self.joined[player][side].contains(n)
                {
                    self.joined[player][side].insert(n);
                    stack[top] = n as u16;
                    top += 1;
                }
            }
        }
    }

    /// Recomputes the joined sets from the stones alone.
    pub(crate) fn rejoin(&mut self, geo: &Geometry) {
        self.joined = [[Bits::EMPTY; 2]; 2];
        for player in 0..2 {
            for side in 0..2 {
                let stones: Vec<usize> = self.stones[player].iter().collect();
                for i in stones {
                    if geo.on_side(i, player, side) && !self.joined[player][side].contains(i) {
                        self.spread(geo, player, side, i);
                    }
                }
            }
        }
        self.winner =
            (0..2).find(|&p| !self.joined[p][0].and(&self.joined[p][1]).is_empty()).map(|p| p as u8);
    }
}
