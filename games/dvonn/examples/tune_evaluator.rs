//! Fits the weights of the DVONN evaluator to the outcomes of self-play games.
//!
//! ```text
//! cargo run --release -p plateau-dvonn --example tune_evaluator -- [games] [iterations] [seed] [implicit%]
//! ```
//!
//! Plays `games` (default 600) games between MCTS seats with `iterations` (default 2000) per
//! move, c = 0.35 and the game's playout policy. By default the search does not use the
//! evaluator, so the data does not depend on the weights being fitted; `implicit%` (say 50)
//! adds implicit minimax with that weight, for a second round on games that the current
//! weights played. Every position in which someone acts becomes a sample: the features seen
//! by the side to act, and whether that side went on to win (draws count half). A logistic regression (Newton's method, a little L2) then fits `P(win) = σ(w · x)`
//! for the placement phase, and for the movement phase with weights that slide from a full
//! to an empty board (the features enter twice, scaled by the board's fullness `f` and by
//! `1 - f`). The evaluator's value `2P - 1 = tanh(w · x / 2)` takes the halved weights, which
//! are printed ready to paste. Every fifth game is held out, and the log-loss and accuracy of
//! the current and the fitted weights on it are printed side by side.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use plateau_core::ai::{Limits, MctsSpec, build_agent};
use plateau_core::{Evaluator, Game, Player, ToMove, Verdict};
use plateau_dvonn::{Dvonn, DvonnEvaluator, DvonnState, FEATURE_COUNT, FEATURES};

/// One position: who won from the view of the side to act, and what the evaluator sees.
struct Sample {
    game: u32,
    placement: bool,
    /// The inputs of the regression: the features, or for the movement phase the features
    /// times the fullness followed by the features times one minus it.
    inputs: Vec<f64>,
    current: f64,
    /// 1 for a win of the side to act, 0 for a loss, 0.5 for a draw.
    won: f64,
    /// False for a draw.
    decided: bool,
}

const USAGE: &str = "usage: tune_evaluator [games] [iterations] [seed] [implicit%]";

fn main() -> Result<(), String> {
    let args = std::env::args()
        .skip(1)
        .enumerate()
        .map(|(i, a)| {
            a.parse::<u64>().map_err(|_| format!("argument {} ('{a}') is not a whole number; {USAGE}", i + 1))
        })
        .collect::<Result<Vec<u64>, String>>()?;
    let games = u32::try_from(args.first().copied().unwrap_or(600))
        .ok()
        .filter(|&g| g >= 5)
        .ok_or_else(|| format!("games must be between 5 and {}; {USAGE}", u32::MAX))?;
    let iterations = args.get(1).copied().unwrap_or(2_000);
    let seed = args.get(2).copied().unwrap_or(1);
    let implicit = args.get(3).copied().filter(|&p| p > 0).map(|p| p as f64 / 100.0);
    let threads = std::thread::available_parallelism().map_or(1, std::num::NonZero::get) as u32;

    let done = AtomicU32::new(0);
    let samples: Vec<Sample> = std::thread::scope(|scope| {
        let workers: Vec<_> = (0..threads)
            .map(|t| {
                let done = &done;
                scope.spawn(move || {
                    let mut out = Vec::new();
                    for g in (t..games).step_by(threads as usize) {
                        out.extend(self_play(g, iterations, implicit, seed));
                        let n = done.fetch_add(1, Ordering::Relaxed) + 1;
                        if n.is_multiple_of(25) || n == games {
                            eprintln!("{n}/{games} games");
                        }
                    }
                    out
                })
            })
            .collect();
        workers.into_iter().flat_map(|w| w.join().expect("worker")).collect()
    });

    let placement: Vec<&Sample> = samples.iter().filter(|s| s.placement).collect();
    let movement: Vec<&Sample> = samples.iter().filter(|s| !s.placement).collect();
    let placement = report("placement", &placement);
    let movement = report("movement", &movement);
    println!("const PLACEMENT: [f32; FEATURE_COUNT] = {};", rust_array(&placement));
    println!("const MOVEMENT_FULL: [f32; FEATURE_COUNT] = {};", rust_array(&movement[..FEATURE_COUNT]));
    println!("const MOVEMENT_EMPTY: [f32; FEATURE_COUNT] = {};", rust_array(&movement[FEATURE_COUNT..]));
    Ok(())
}

/// Fits on four games in five, prints the weights and the held-out scores, and returns the
/// halved weights.
fn report(phase: &str, samples: &[&Sample]) -> Vec<f64> {
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().copied().partition(|s| s.game % 5 != 0);
    let weights: Vec<f64> = fit(&train).iter().map(|w| w / 2.0).collect();
    println!("{phase}: {} training, {} held-out positions", train.len(), test.len());
    let columns = weights.len() / FEATURE_COUNT;
    for (i, name) in FEATURES.iter().enumerate() {
        let row: Vec<String> =
            (0..columns).map(|c| format!("{:+.5}", weights[c * FEATURE_COUNT + i])).collect();
        println!("  {name:>13}: {}", row.join("  "));
    }
    let (loss, hits) = score(&test, |s| s.current);
    println!("  held out, current weights: log-loss {loss:.4}, right side {:.1}%", hits * 100.0);
    let (loss, hits) = score(&test, |s| dot(&weights, &s.inputs).tanh());
    println!("  held out, fitted weights:  log-loss {loss:.4}, right side {:.1}%", hits * 100.0);
    weights
}

fn rust_array(weights: &[f64]) -> String {
    let items: Vec<String> = weights.iter().map(|w| format!("{w:.5}")).collect();
    format!("[{}]", items.join(", "))
}

/// Plays game `index` between two MCTS seats and returns its samples.
fn self_play(index: u32, iterations: u64, implicit: Option<f64>, seed: u64) -> Vec<Sample> {
    let game = Dvonn::standard();
    let base = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ u64::from(index) << 8;
    let mut agents: Vec<_> = (0..2)
        .map(|seat| {
            let spec = MctsSpec {
                exploration: 0.35,
                implicit,
                seed: Some(base + seat),
                ..MctsSpec::iterations(iterations)
            };
            build_agent(&game, &spec).expect("MCTS plays DVONN")
        })
        .collect();
    let stop = AtomicBool::new(false);
    let mut state = game.initial_state();
    let mut seen: Vec<(Player, bool, Vec<f64>, f32)> = Vec::new();
    while let ToMove::Player(player) = game.to_move(&state) {
        seen.push(view(&game, &state, player));
        let analysis = agents[player.index()]
            .analyse(&game, &state, &Limits::NONE, &stop)
            .expect("the game is not over");
        game.play(&mut state, analysis.best);
    }
    let winner = match game.outcome(&state).map(|o| o.verdict) {
        Some(Verdict::Winner(p)) => Some(p),
        _ => None,
    };
    seen.into_iter()
        .map(|(player, placement, inputs, current)| Sample {
            game: index,
            placement,
            inputs,
            current: f64::from(current),
            won: match winner {
                Some(w) if w == player => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            },
            decided: winner.is_some(),
        })
        .collect()
}

/// What the evaluator sees in `state` from `player`'s side.
fn view(game: &Dvonn, state: &DvonnState, player: Player) -> (Player, bool, Vec<f64>, f32) {
    let current = DvonnEvaluator.evaluate(game, state, player);
    let features = DvonnEvaluator::features(state, player).map(f64::from);
    let inputs = if state.is_placement() {
        features.to_vec()
    } else {
        let full = f64::from(DvonnEvaluator::fullness(state));
        features.iter().map(|x| x * full).chain(features.iter().map(|x| x * (1.0 - full))).collect()
    };
    (player, state.is_placement(), inputs, current)
}

fn dot(w: &[f64], x: &[f64]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Mean log-loss and share of decided games whose winner the value favoured, for values in
/// `[-1, 1]`.
fn score(samples: &[&Sample], value: impl Fn(&Sample) -> f64) -> (f64, f64) {
    let (mut loss, mut hits, mut decided) = (0.0, 0.0, 0.0);
    for s in samples {
        let p = f64::midpoint(1.0, value(s)).clamp(1e-6, 1.0 - 1e-6);
        loss -= s.won * p.ln() + (1.0 - s.won) * (1.0 - p).ln();
        if s.decided {
            decided += 1.0;
            if (p > 0.5) == (s.won > 0.5) {
                hits += 1.0;
            }
        }
    }
    (loss / samples.len().max(1) as f64, hits / f64::max(decided, 1.0))
}

/// Logistic regression without intercept (the features are differences, so the model must be
/// antisymmetric; `to_move` plays the intercept's part), by Newton's method with a small L2.
fn fit(samples: &[&Sample]) -> Vec<f64> {
    let k = samples.first().map_or(0, |s| s.inputs.len());
    let lambda = 1e-3 * samples.len() as f64;
    let mut w = vec![0.0; k];
    for _ in 0..25 {
        let mut grad = vec![0.0; k];
        let mut hess = vec![vec![0.0; k]; k];
        for s in samples {
            let p = sigmoid(dot(&w, &s.inputs));
            let curvature = p * (1.0 - p);
            for ((g, row), &xi) in grad.iter_mut().zip(&mut hess).zip(&s.inputs) {
                *g += (p - s.won) * xi;
                for (h, &xj) in row.iter_mut().zip(&s.inputs) {
                    *h += curvature * xi * xj;
                }
            }
        }
        for i in 0..k {
            grad[i] += lambda * w[i];
            hess[i][i] += lambda;
        }
        let step = solve(hess, grad);
        for (w, s) in w.iter_mut().zip(step) {
            *w -= s;
        }
    }
    w
}

/// Solves `a x = b` by Gaussian elimination with partial pivoting (`a` is positive definite).
fn solve(mut a: Vec<Vec<f64>>, mut b: Vec<f64>) -> Vec<f64> {
    let k = b.len();
    for col in 0..k {
        let pivot = (col..k).max_by(|&i, &j| a[i][col].abs().total_cmp(&a[j][col].abs())).unwrap_or(col);
        a.swap(col, pivot);
        b.swap(col, pivot);
        let (done, rest) = a.split_at_mut(col + 1);
        let pivot_row = &done[col];
        for (offset, row) in rest.iter_mut().enumerate() {
            let factor = row[col] / pivot_row[col];
            for (x, p) in row[col..].iter_mut().zip(&pivot_row[col..]) {
                *x -= factor * p;
            }
            b[col + 1 + offset] -= factor * b[col];
        }
    }
    let mut x = vec![0.0; k];
    for row in (0..k).rev() {
        let rest: f64 = (row + 1..k).map(|c| a[row][c] * x[c]).sum();
        x[row] = (b[row] - rest) / a[row][row];
    }
    x
}
