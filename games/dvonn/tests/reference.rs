//! A second, deliberately naive reading of rules.md §1.4–§1.6 (stacks as vectors, neighbours
//! from coordinates, isolation by breadth-first search), checked against the bitboard engine
//! on random games and by perft. The two share nothing but the `Game` interface.

mod common;

use std::collections::{BTreeMap, VecDeque};

use plateau_core::perft::perft;
use plateau_core::{Game, Rng, ToMove};
use plateau_dvonn::{Cell, Dvonn, DvonnState, Piece};

const DIRECTIONS: [(i32, i32); 6] = [(1, 0), (-1, 0), (1, 1), (0, 1), (0, -1), (-1, -1)];

fn on_board((f, r): (i32, i32)) -> bool {
    (1..=5).contains(&r) && (0..=10).contains(&f) && r - 3 <= f && f <= r + 7
}

fn name((f, r): (i32, i32)) -> String {
    format!("{}{}", char::from(b'a' + f as u8), r)
}

/// Stacks bottom to top by (file, rank).
#[derive(Clone, PartialEq, Debug)]
struct Board(BTreeMap<(i32, i32), Vec<Piece>>);

impl Board {
    fn of(state: &DvonnState) -> Self {
        Self(
            state
                .occupied_cells()
                .map(|c| ((i32::from(c.file()), i32::from(c.rank())), state.stack(c).pieces().to_vec()))
                .collect(),
        )
    }

    fn surrounded(&self, (f, r): (i32, i32)) -> bool {
        DIRECTIONS.iter().all(|(df, dr)| on_board((f + df, r + dr)) && self.0.contains_key(&(f + df, r + dr)))
    }

    /// Moves of `colour` as `from-to` names.
    fn moves(&self, colour: Piece) -> Vec<String> {
        let mut out = Vec::new();
        for (&(f, r), stack) in &self.0 {
            if stack.last() != Some(&colour) || self.surrounded((f, r)) {
                continue;
            }
            let h = stack.len() as i32;
            for (df, dr) in DIRECTIONS {
                let to = (f + df * h, r + dr * h);
                if on_board(to) && self.0.contains_key(&to) {
                    out.push(format!("{}-{}", name((f, r)), name(to)));
                }
            }
        }
        out.sort();
        out
    }

    fn apply(&mut self, from: (i32, i32), to: (i32, i32)) {
        let moving = self.0.remove(&from).unwrap();
        self.0.get_mut(&to).unwrap().extend(moving);
        let mut seen: Vec<(i32, i32)> =
            self.0.iter().filter(|(_, s)| s.contains(&Piece::Dvonn)).map(|(&c, _)| c).collect();
        let mut queue: VecDeque<(i32, i32)> = seen.iter().copied().collect();
        while let Some((f, r)) = queue.pop_front() {
            for (df, dr) in DIRECTIONS {
                let n = (f + df, r + dr);
                if self.0.contains_key(&n) && !seen.contains(&n) {
                    seen.push(n);
                    queue.push_back(n);
                }
            }
        }
        self.0.retain(|c, _| seen.contains(c));
    }
}

fn colour(player: plateau_core::Player) -> Piece {
    if player == plateau_core::Player::WHITE { Piece::White } else { Piece::Black }
}

fn coords(cell: &str) -> (i32, i32) {
    let c = Cell::parse(cell).unwrap();
    (i32::from(c.file()), i32::from(c.rank()))
}

/// What the naive model expects of the side to act in a movement-phase `state`: its legal
/// moves in notation (with the pass / game-over rule of §1.6).
fn expected_moves(state: &DvonnState) -> Vec<String> {
    let board = Board::of(state);
    let me = colour(state.turn());
    let other = colour(state.turn().opponent());
    let mine = board.moves(me);
    if !mine.is_empty() {
        mine
    } else if !board.moves(other).is_empty() {
        vec!["pass".to_owned()]
    } else {
        Vec::new()
    }
}

#[test]
fn the_engine_agrees_with_a_naive_model_on_random_games() {
    let game = Dvonn::standard();
    let mut moves = Vec::new();
    let mut checked = 0;
    for seed in 0..400 {
        let mut rng = Rng::new(seed);
        let mut state = game.initial_state();
        loop {
            game.legal_moves(&state, &mut moves);
            if !state.is_placement() {
                assert_eq!(common::legal(&game, &state), expected_moves(&state), "seed {seed}: {state:?}");
                checked += 1;
            }
            if moves.is_empty() {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            let text = game.notation(&state, mv);
            let mut expected = Board::of(&state);
            if let Some((from, to)) = text.split_once('-') {
                expected.apply(coords(from), coords(to));
            } else if text != "pass" {
                // Rules §1.3: DVONN pieces at plies 0-2, then Black at odd plies, White at even.
                let ply = expected.0.len();
                let piece = match ply {
                    0..3 => Piece::Dvonn,
                    _ if ply % 2 == 1 => Piece::Black,
                    _ => Piece::White,
                };
                expected.0.insert(coords(&text), vec![piece]);
            }
            game.play_unchecked(&mut state, mv);
            assert_eq!(Board::of(&state), expected, "seed {seed}: after {text}");
        }
        assert_eq!(game.to_move(&state), ToMove::Terminal);
    }
    assert!(checked > 400 * 20);
}

/// Perft by the naive model, passes included.
fn naive_perft(state: &DvonnState, game: &Dvonn, depth: u32) -> u64 {
    let moves = expected_moves(state);
    if depth == 1 {
        return moves.len() as u64;
    }
    moves
        .iter()
        .map(|text| {
            let mut child = *state;
            common::play(game, &mut child, text);
            naive_perft(&child, game, depth - 1)
        })
        .sum()
}

#[test]
fn perft_agrees_with_the_naive_model_after_recorded_placements() {
    let game = Dvonn::standard();
    let placements = [
        "c4 h3 e3 f3 e4 d3 f4 d2 e2 c3 g3 d4 h4 g2 b3 d5 i4 h2 i3 b4 g4 c2 c5 f2 g5 e5 c1 d1 e1 b2 f1 i5 g1 h5 a2 a3 j4 j5 h1 f5 i2 j3 b1 a1 k4 j2 i1 k5 k3",
        "a2 h3 e3 d2 d3 e2 f3 g3 e4 f4 b2 g2 b3 h4 a1 h2 a3 i3 i4 c2 f2 c3 c1 d1 e1 d4 g4 b1 f1 e5 c4 h5 i5 f5 g5 i2 h1 g1 j3 b4 j4 j5 d5 c5 i1 j2 k4 k5 k3",
    ];
    for line in placements {
        let mut state = game.initial_state();
        for text in line.split(' ') {
            common::play(&game, &mut state, text);
        }
        for depth in 1..=3 {
            assert_eq!(perft(&game, &state, depth), naive_perft(&state, &game, depth), "depth {depth}");
        }
    }
}
