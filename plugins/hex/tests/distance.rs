//! The "to connect" figure checked against a plain shortest path: Dijkstra over the cells
//! with the player's own stones free, empty cells costing one and the opponent's stones
//! walls, on every position of random games of every size, with and without the swap.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use plateau_core::{Game, Player, Rng, ToMove};
use plateau_hex::{BLOCKED, Cell, Hex, HexOptions, HexState, distance_to_connect};

/// The fewest empty cells `player` must fill to join their sides, the slow and plain way.
fn reference(game: &Hex, s: &HexState, player: usize) -> u32 {
    let n = game.size();
    let cell = |c: i32, r: i32| -> Option<usize> {
        (0..i32::from(n)).contains(&c).then_some(())?;
        (0..i32::from(n)).contains(&r).then_some(())?;
        Some(Cell::new(c as u8, r as u8).index(n))
    };
    // Hex's six neighbours on the rhombus: (c ± 1, r), (c, r ± 1), (c + 1, r − 1), (c − 1, r + 1).
    let steps = [(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)];
    let cost = |i: usize| match s.owner(i) {
        Some(p) if p == player => Some(0),
        Some(_) => None,
        None => Some(1),
    };
    // White joins row 0 to row n−1; Black column 0 to column n−1.
    let along = |c: u8, r: u8| if player == 0 { r } else { c };
    let mut dist = vec![u32::MAX; usize::from(n) * usize::from(n)];
    let mut heap = BinaryHeap::new();
    for c in 0..n {
        for r in 0..n {
            let i = Cell::new(c, r).index(n);
            if along(c, r) == 0
                && let Some(k) = cost(i)
            {
                dist[i] = k;
                heap.push(Reverse((k, c, r)));
            }
        }
    }
    while let Some(Reverse((d, c, r))) = heap.pop() {
        if d > dist[Cell::new(c, r).index(n)] {
            continue;
        }
        if along(c, r) == n - 1 {
            return d;
        }
        for (dc, dr) in steps {
            let (nc, nr) = (i32::from(c) + dc, i32::from(r) + dr);
            let Some(j) = cell(nc, nr) else { continue };
            let Some(k) = cost(j) else { continue };
            if d + k < dist[j] {
                dist[j] = d + k;
                heap.push(Reverse((d + k, nc as u8, nr as u8)));
            }
        }
    }
    BLOCKED
}

fn check(game: &Hex, s: &HexState, what: &str) {
    for player in 0..2 {
        let expected = reference(game, s, player);
        let got = distance_to_connect(game, s, Player::new(player));
        assert_eq!(got, expected, "{what}: player {player}");
    }
}

#[test]
fn the_figure_is_the_shortest_path_on_every_position_of_random_games() {
    let mut rng = Rng::new(2026);
    let mut positions = 0;
    for size in 5..=13 {
        for swap in [false, true] {
            let game = Hex::new(HexOptions { size, swap }).unwrap();
            for g in 0..40 {
                let mut s = game.initial_state();
                let mut moves = Vec::new();
                let mut ply = 0;
                loop {
                    check(&game, &s, &format!("size {size}, swap {swap}, game {g}, ply {ply}"));
                    positions += 1;
                    let ToMove::Player(_) = game.to_move(&s) else { break };
                    game.legal_moves(&s, &mut moves);
                    let mv = moves[rng.below(moves.len())];
                    game.try_play(&mut s, mv).unwrap();
                    ply += 1;
                }
            }
        }
    }
    assert!(positions > 40_000, "{positions} positions");
}

#[test]
fn a_single_gap_beside_own_stones_on_the_near_side_counts_one() {
    // Black (columns a to e) holds a5 c5 d5 e5 and c1 d1 e1: b5 alone joins a5 to e5. The
    // search had queued the empty a1 to a4 ahead of a5 and stopped at e1, two cells away.
    let game = Hex::new(HexOptions { size: 5, swap: false }).unwrap();
    let s = game.position(&[], &["a5", "c5", "d5", "e5", "c1", "d1", "e1"], 1).unwrap();
    assert_eq!(distance_to_connect(&game, &s, Player::BLACK), 1);
    check(&game, &s, "the example");
}

#[test]
fn a_player_who_has_connected_needs_nothing() {
    let game = Hex::new(HexOptions { size: 5, swap: false }).unwrap();
    // Black's row 3 joins columns a and e; some of it starts beside empty near-side cells.
    let s = game.position(&["a1", "b1", "c1", "d2"], &["a3", "b3", "c3", "d3", "e3"], 0).unwrap();
    assert_eq!(game.outcome(&s).and_then(|o| o.winner()), Some(Player::BLACK));
    assert_eq!(distance_to_connect(&game, &s, Player::BLACK), 0);
    check(&game, &s, "a won position");
}
