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

use crate::geometry::{Cell, NONE, OFF_SIDE};
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
    let own =
        |x: u16| x == OFF_SIDE[mover] || ((x as usize) < MAX_INDEX && s.stones[mover].contains(x as usize));
    let ring = &game.geo.ring[usize::from(s.last)];
    // The cells shared by the last stone and its ring neighbour `k` are ring neighbours
    // `k - 1` and `k + 1`: when both are the mover's, `k` is the other half of the bridge.
    let mut saves = [0u16; 6];
    let mut found = 0;
    for k in 0..6 {
        let other = ring[k];
        if (other as usize) < MAX_INDEX
            && empty.contains(other as usize)
            && own(ring[(k + 5) % 6])
            && own(ring[(k + 1) % 6])
        {
            saves[found] = other;
            found += 1;
        }
    }
    (found > 0).then(|| usize::from(saves[rng.below(found)]))
}

/// Cell numbers are below this; larger ring entries mark the board's edges.
const MAX_INDEX: usize = crate::MAX_CELLS;

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
            let mut w = word;
            for _ in 0..rank {
                w &= w - 1;
            }
            return Some(k * 64 + w.trailing_zeros() as usize);
        }
        rank -= ones;
    }
    None
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
            game.play(&mut s, Move::Place(game.parse_cell(name).unwrap()));
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
    fn the_swap_is_left_to_choose() {
        let game = Hex::new(HexOptions { size: 5, swap: true }).unwrap();
        let s = after(&game, &["c3"]);
        assert_eq!(BridgePolicy.pick(&game, &s, &mut Rng::new(1)), None);
    }
}
