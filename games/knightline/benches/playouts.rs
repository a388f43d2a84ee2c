//! Random-playout speed per variant: uniformly random legal moves from the initial state to
//! the end, on one core. Run with `cargo bench -p plateau-knightline`.

use std::hint::black_box;
use std::time::{Duration, Instant};

use plateau_core::cpu_time::thread_cpu_nanos;
use plateau_core::perft::{PlayoutStats, random_playouts};
use plateau_core::{Evaluator, Game, Player, Rng};
use plateau_knightline::{Grey, KnightLine, KnightLineEvaluator, KnightLineOptions};

/// How long each variant is measured.
const BUDGET: Duration = Duration::from_secs(3);
/// Playouts per timing check: small enough to stop close to the budget.
const BATCH: u64 = 2_000;
/// No game lasts longer (57 splits, their passes and 3 placements); the cap never bites.
const MAX_PLIES: u32 = 200;

fn measure(players: u8, grey: Grey) {
    let game = KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() })
        .expect("valid options");
    let mut rng = Rng::new(2024);
    // Warm up caches and the branch predictor.
    black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
    let mut total = PlayoutStats::default();
    let start = Instant::now();
    let cpu_start = thread_cpu_nanos();
    while start.elapsed() < BUDGET {
        total += black_box(random_playouts(&game, &mut rng, BATCH, MAX_PLIES));
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu_secs = cpu_start.zip(thread_cpu_nanos()).map(|(a, b)| (b - a) as f64 / 1e9);
    assert_eq!(total.finished, total.playouts, "every random game ends");
    let variant = format!("{players}p {}", grey.name());
    println!("{variant}: playouts/s: {:.0}", total.playouts as f64 / secs);
    println!("{variant}: moves/s: {:.0}", total.plies as f64 / secs);
    if let Some(cpu) = cpu_secs {
        println!(
            "{variant}: per CPU-second (excluding time other processes held the core): playouts/s: {:.0}, moves/s: {:.0}",
            total.playouts as f64 / cpu,
            total.plies as f64 / cpu
        );
    }
    println!("{variant}: average game length: {:.2} plies", total.plies as f64 / total.playouts as f64);
    let state_bytes = size_of::<<KnightLine as Game>::State>();
    println!("{variant}: state size: {state_bytes} bytes");
}

/// Evaluator speed on the states of random 2-player games (every ply of 200 games).
fn measure_evaluator() {
    let game = KnightLine::new(KnightLineOptions::default()).expect("valid options");
    let mut rng = Rng::new(7);
    let mut states = Vec::new();
    let mut moves = Vec::new();
    for _ in 0..200 {
        let mut state = game.initial_state();
        loop {
            game.legal_moves(&state, &mut moves);
            if moves.is_empty() {
                break;
            }
            states.push(state.clone());
            game.play_unchecked(&mut state, moves[rng.below(moves.len())]);
        }
    }
    let evaluator = KnightLineEvaluator::default();
    let (mut calls, mut sum) = (0u64, 0f32);
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(1) {
        for state in &states {
            sum += evaluator.evaluate(&game, state, Player::WHITE);
        }
        calls += states.len() as u64;
    }
    black_box(sum);
    println!("2p none: evaluations/s: {:.0}", calls as f64 / start.elapsed().as_secs_f64());
}

fn main() {
    measure(2, Grey::None);
    measure(3, Grey::None);
    measure(2, Grey::Wildcard);
    measure_evaluator();
}
