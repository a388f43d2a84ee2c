//! The Hex playout policy: save a bridge the opponent just cut into, else a random cell.
//!
//! Two stones of one colour that share two empty neighbours (a bridge) are as good as
//! joined: when the opponent takes one of the shared cells, the other one saves the link.
//! A stone on the second row with two empty cells in front of it is joined to its side the
//! same way. Uniformly random playouts ignore this and let the opponent cut every bridge,
//! so they misjudge the positions good players build. Answering the intrusion, the move
//! just played, is the cheapest repair: only the six cells around it are looked at. Every
//! other move is a uniformly random empty cell, drawn from the bitsets without listing the
//! legal moves.

use plateau_core::Rng;
use plateau_core::ai::PlayoutPolicy;

use crate::geometry::{Cell, MAX_CELLS, NONE, OFF_SIDE};
use crate::{Bits, Hex, HexState, Move};

/// Bridge-saving playouts (see the module comment).
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct BridgePolicy;

impl PlayoutPolicy<Hex> for BridgePolicy {
    /// Only asked while the swap is on offer: uniformly among the cells and the swap.
    fn choose(&self, _game: &Hex, _state: &HexState, moves: &[Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }

    fn pick(&self, game: &Hex, s: &HexState, rng: &mut Rng) -> Option<Move> {
        if s.swap_open {
            return None;
        }
        let empty = game.geo.all.and_not(&s.occupied());
        let cell = bridge_save(game, s, &empty, rng).or_else(|| random_cell(&empty, rng))?;
        Some(Move::Place(Cell::from_index(cell, game.geo.n)))
    }
}

/// An empty cell that restores a bridge (or a second-row link to a side) of the player to
/// move which the last stone cut into, chosen at random when there are several.
fn bridge_save(game: &Hex, s: &HexState, empty: &Bits, rng: &mut Rng) -> Option<usize> {
    if s.last == NONE {
        return None;
    }
    let mover = usize::from(s.to_move);
    let ring = &game.geo.ring[usize::from(s.last)];
    // Bit k of `own` and `open`: ring neighbour k is the mover's (a stone or their side), or
    // an empty cell.
    let (mut own, mut open) = (0u32, 0u32);
    for (k, &x) in ring.iter().enumerate() {
        let x = usize::from(x);
        if x < MAX_CELLS {
            own |= u32::from(s.stones[mover].contains(x)) << k;
            open |= u32::from(empty.contains(x)) << k;
        } else if x == usize::from(OFF_SIDE[mover]) {
            own |= 1 << k;
        }
    }
    // The cells shared by the last stone and its ring neighbour k are ring neighbours k - 1
    // and k + 1: when both are the mover's, k is the other half of the bridge.
    let before = (own << 1 | own >> 5) & 0b11_1111;
    let after = own >> 1 | (own & 1) << 5;
    let saves = open & before & after;
    if saves == 0 {
        return None;
    }
    let k = nth_one(u64::from(saves), rng.below(saves.count_ones() as usize));
    Some(usize::from(ring[k]))
}

/// A uniformly random cell of `empty`, `None` when it has none.
fn random_cell(empty: &Bits, rng: &mut Rng) -> Option<usize> {
    let count = empty.len();
    if count == 0 {
        return None;
    }
    let mut rank = rng.below(count);
    for (k, &word) in empty.0.iter().enumerate() {
        let ones = word.count_ones() as usize;
        if rank < ones {
            return Some(k * 64 + nth_one(word, rank));
        }
        rank -= ones;
    }
    None
}

/// The position of the set bit of `word` that has `rank` set bits below it (`rank` must be
/// below the number of set bits), by halving instead of clearing bits one by one.
fn nth_one(word: u64, rank: usize) -> usize {
    let (mut w, mut rank, mut base) = (word, rank as u32, 0);
    for width in [32, 16, 8, 4, 2, 1] {
        let low = (w & ((1u64 << width) - 1)).count_ones();
        if rank >= low {
            rank -= low;
            w >>= width;
            base += width;
        }
    }
    base
}

#[cfg(test)]
mod tests {
    use plateau_core::Game;

    use super::*;
    use crate::HexOptions;

    fn hex(size: u8) -> Hex {
        Hex::new(HexOptions { size, swap: false }).unwrap()
    }

    /// `moves` played from the empty board (cell names, colours alternating from White).
    fn after(game: &Hex, moves: &[&str]) -> HexState {
        let mut s = game.initial_state();
        for name in moves {
            game.play_unchecked(&mut s, Move::Place(game.parse_cell(name).unwrap()));
        }
        s
    }

    fn picks(game: &Hex, s: &HexState) -> Vec<String> {
        let mut rng = Rng::new(5);
        let mut seen: Vec<String> = (0..200)
            .map(|_| match BridgePolicy.pick(game, s, &mut rng) {
                Some(Move::Place(cell)) => cell.to_string(),
                other => panic!("{other:?}"),
            })
            .collect();
        seen.sort();
        seen.dedup();
        seen
    }

    #[test]
    fn an_intrusion_into_a_bridge_is_answered_by_the_other_shared_cell() {
        let game = hex(7);
        // White's c3 and d4 share the cells c4 and d3; Black takes d3.
        let s = after(&game, &["c3", "a7", "d4", "d3"]);
        assert_eq!(picks(&game, &s), vec!["c4".to_owned()]);
        // Without the bridge, the answer is anywhere.
        let s = after(&game, &["c3", "a7", "e4", "d3"]);
        assert!(picks(&game, &s).len() > 20);
    }

    #[test]
    fn an_intrusion_between_a_second_row_stone_and_its_side_is_answered() {
        let game = hex(7);
        // White's c2 stands on the second row; Black takes one of the two cells in front.
        let s = after(&game, &["c2", "c1"]);
        assert_eq!(picks(&game, &s), vec!["d1".to_owned()]);
        // Black's b3 stands on Black's second column; White takes a3, Black answers.
        let s = after(&game, &["e5", "b3", "a3"]);
        assert_eq!(picks(&game, &s), vec!["a4".to_owned()]);
    }

    #[test]
    fn random_cells_cover_every_empty_cell_and_nothing_else() {
        let game = hex(5);
        let s = after(&game, &["a1", "e5", "c3"]);
        let seen = picks(&game, &s);
        assert_eq!(seen.len(), 25 - 3);
        assert!(!seen.iter().any(|c| ["a1", "e5", "c3"].contains(&c.as_str())));
    }

    #[test]
    fn nth_one_finds_every_set_bit_in_order() {
        for word in [1u64, 0b1011_0100, u64::MAX, 0x8000_0000_0000_0001, 0xF0F0_0000_0F0F_00FF] {
            let expected: Vec<usize> = (0..64).filter(|&b| word >> b & 1 == 1).collect();
            let found: Vec<usize> = (0..expected.len()).map(|r| nth_one(word, r)).collect();
            assert_eq!(found, expected, "{word:#x}");
        }
    }

    #[test]
    fn the_swap_is_left_to_choose() {
        let game = Hex::new(HexOptions { size: 5, swap: true }).unwrap();
        let s = after(&game, &["c3"]);
        assert_eq!(BridgePolicy.pick(&game, &s, &mut Rng::new(1)), None);
    }
}
