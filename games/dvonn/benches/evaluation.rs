//! Speed of the DVONN evaluation on one core: the movement-phase positions of 300 random
//! games (6,000 of them), each evaluated ten times a round, forty rounds.
//!
//! Run with `cargo bench -p plateau-dvonn --bench evaluation`. Prints the fastest round's
//! time per evaluation (the least disturbed by other work on the machine) and a checksum of
//! the values, which a change meant only to make the evaluation faster must leave as it was.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::{Evaluator, Game, Rng};
use plateau_dvonn::{Dvonn, DvonnEvaluator, DvonnOptions, DvonnState};

const GAMES: usize = 300;
const POSITIONS: usize = 6_000;
const ROUNDS: usize = 40;
const REPEATS: u32 = 10;

/// The movement-phase positions of random games, in the order they were reached.
fn positions(game: &Dvonn) -> Vec<DvonnState> {
    let mut rng = Rng::new(12_345);
    let (mut positions, mut moves) = (Vec::new(), Vec::new());
    for _ in 0..GAMES {
        let mut state = game.initial_state();
        while !game.is_over(&state) {
            game.legal_moves(&state, &mut moves);
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
            if !state.is_placement() && !game.is_over(&state) {
                positions.push(state);
            }
        }
    }
    positions.truncate(POSITIONS);
    positions
}

fn main() {
    let game = Dvonn::new(DvonnOptions::default()).expect("default options");
    let positions = positions(&game);
    let mover = |state: &DvonnState| game.to_move(state).player().expect("the game is not over");
    let mut fastest = Duration::MAX;
    let mut checksum = 0.0f64;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        for _ in 0..REPEATS {
            for state in &positions {
                checksum += f64::from(DvonnEvaluator.evaluate(&game, black_box(state), mover(state)));
            }
        }
        fastest = fastest.min(start.elapsed() / (REPEATS * positions.len() as u32));
    }
    println!("dvonn evaluation on one core, {} movement-phase positions of random games", positions.len());
    println!("ns per evaluation (fastest of {ROUNDS} rounds): {}", fastest.as_nanos());
    println!("checksum: {:.6}", checksum / (ROUNDS as f64 * f64::from(REPEATS)));
}
