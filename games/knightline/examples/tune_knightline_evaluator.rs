//! Fits the three-player model of the Knight Line evaluator to the outcomes of self-play.
//!
//! ```text
//! cargo run --release -p plateau-knightline --example tune_knightline_evaluator -- [games] [iterations] [seed] [opening]
//! ```
//!
//! Plays `games` (default 1500) three-player games whose first `opening` (default 2) plies
//! are drawn uniformly at random (seeded), so that the games spread over many positions, and
//! whose other moves every seat plays with MCTS at `iterations` (default 1000) iterations and
//! the evaluator's cut-off after 4 plies. Every position in which the player to move cannot
//! win at once (the evaluator already calls that one) becomes a sample: each player's
//! features, how many turns that player waits before moving, and who won (a draw counts a
//! third each). A multinomial logistic regression (softmax over the three players; Newton's
//! method, a little L2) then fits the scores of `three_players.rs`, printed ready to paste.
//! Every fifth game is held out, and the log-loss (natural log; a uniform guess scores
//! ln 3 = 1.0986) of an even guess, of the former evaluator (before the three-player model:
//! `tanh` of a player's weighted total minus the best rival's, turned into chances the way
//! MCTS turns values into rewards), of the evaluator as built, and of the fitted weights are
//! printed side by side.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, MctsSpec, build_agent};
use plateau_core::fit::{self, solve, whole_number_args};
use plateau_core::{Evaluator, Game, Player, ToMove, Verdict};
use plateau_knightline::{
    FEATURE_COUNT, FEATURES, KnightLine, KnightLineEvaluator, KnightLineOptions, KnightLineState,
};

/// Players of the games fitted.
const PLAYERS: usize = 3;
/// Features the model weighs: all but the last, `spare` (see `three_players.rs`).
const MODEL: usize = FEATURE_COUNT - 1;
/// Inputs of the regression: the features in one block per wait (0, 1 or 2 turns), then an
/// offset for waiting one and two turns (the player to move is the reference), then one
/// for Black and Red (White is the reference).
const INPUTS: usize = PLAYERS * MODEL + 2 * (PLAYERS - 1);

/// One position: what every player's score sees, and who won.
struct Sample {
    game: u32,
    /// Per player, the regression inputs.
    inputs: [[f64; INPUTS]; PLAYERS],
    /// Per player, the chance the former evaluator gave.
    former: [f64; PLAYERS],
    /// Per player, the chance the evaluator as built gives.
    current: [f64; PLAYERS],
    /// Per player, 1 for the winner (a third each for a draw).
    won: [f64; PLAYERS],
}

const USAGE: &str = "usage: tune_knightline_evaluator [games] [iterations] [seed] [opening]";

fn main() -> Result<(), String> {
    let args = whole_number_args(USAGE)?;
    let games = u32::try_from(args.first().copied().unwrap_or(1_500))
        .ok()
        .filter(|&g| g >= 5)
        .ok_or_else(|| format!("games must be between 5 and {}; {USAGE}", u32::MAX))?;
    let iterations = args.get(1).copied().unwrap_or(1_000);
    let seed = args.get(2).copied().unwrap_or(1);
    let opening = args.get(3).copied().unwrap_or(2);

    let samples: Vec<Sample> = fit::self_play(games, 100, |g| self_play(g, iterations, seed, opening));

    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().partition(|s| s.game % 5 != 0);
    let weights = fit(&train);
    println!("{} training, {} held-out positions", train.len(), test.len());
    for (i, name) in FEATURES[..MODEL].iter().enumerate() {
        let row: Vec<String> = (0..PLAYERS).map(|k| format!("{:+.5}", weights[k * MODEL + i])).collect();
        println!("  {name:>13}: {}  (to move, next, last)", row.join("  "));
    }
    let wait = &weights[PLAYERS * MODEL..PLAYERS * MODEL + 2];
    let seat = &weights[PLAYERS * MODEL + 2..];
    println!("  {:>13}: {:+.5}  {:+.5}  {:+.5}", "wait offset", 0.0, wait[0], wait[1]);
    println!("  {:>13}: {:+.5}  {:+.5}  {:+.5}  (White, Black, Red)", "seat offset", 0.0, seat[0], seat[1]);
    let even = [1.0 / PLAYERS as f64; PLAYERS];
    println!("held out, even guess:       log-loss {:.4}", log_loss(&test, |_| even));
    println!("held out, former evaluator: log-loss {:.4}", log_loss(&test, |s| s.former));
    println!("held out, evaluator as built: log-loss {:.4}", log_loss(&test, |s| s.current));
    println!("held out, fitted weights:   log-loss {:.4}", log_loss(&test, |s| chances(&weights, s)));
    let rows: Vec<String> = (0..PLAYERS).map(|k| rust_array(&weights[k * MODEL..(k + 1) * MODEL])).collect();
    println!("const WAIT_OFFSET: [f32; 3] = [0.0, {:.5}, {:.5}];", wait[0], wait[1]);
    println!("const SEAT_OFFSET: [f32; 3] = [0.0, {:.5}, {:.5}];", seat[0], seat[1]);
    println!("const WEIGHTS: [[f32; MODEL_FEATURES]; 3] = [{}];", rows.join(", "));
    Ok(())
}

fn rust_array(weights: &[f64]) -> String {
    let items: Vec<String> = weights.iter().map(|w| format!("{w:.5}")).collect();
    format!("[{}]", items.join(", "))
}

/// Plays game `index` (a random opening, then MCTS on every seat) and returns its samples.
fn self_play(index: u32, iterations: u64, seed: u64, opening: u64) -> Vec<Sample> {
    let game = KnightLine::new(KnightLineOptions { players: PLAYERS as u8, ..KnightLineOptions::default() })
        .expect("three players are allowed");
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (u64::from(index) << 8) | 1;
    let mut agents: Vec<_> = (0..PLAYERS as u64)
        .map(|p| {
            let spec = MctsSpec {
                seed: Some(rng ^ (p + 1).wrapping_mul(0xD1B5_4A32_D192_ED03)),
                ..MctsSpec::cut_off(iterations, 4)
            };
            build_agent(&game, &spec).expect("MCTS plays Knight Line")
        })
        .collect();
    let stop = AtomicBool::new(false);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut seen = Vec::new();
    let mut plies = 0;
    while let ToMove::Player(player) = game.to_move(&state) {
        if let Some(sample) = view(&game, &state, player, index) {
            seen.push(sample);
        }
        let mv = if plies < opening {
            // xorshift64: reproducible and plenty random for picking a move.
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            game.legal_moves(&state, &mut legal);
            legal[(rng % legal.len() as u64) as usize]
        } else {
            agents[player.index()]
                .analyse(&game, &state, &Limits::NONE, &stop)
                .expect("the game is not over")
                .best
        };
        game.play_unchecked(&mut state, mv);
        plies += 1;
    }
    let won: [f64; PLAYERS] = match game.outcome(&state).map(|o| o.verdict) {
        Some(Verdict::Winner(w)) => std::array::from_fn(|p| if p == w.index() { 1.0 } else { 0.0 }),
        _ => [1.0 / PLAYERS as f64; PLAYERS],
    };
    seen.into_iter().map(|s| Sample { won, ..s }).collect()
}

/// The sample of `state` with `mover` to move, unless the mover can win at once.
fn view(game: &KnightLine, state: &KnightLineState, mover: Player, index: u32) -> Option<Sample> {
    let features: [[f32; FEATURE_COUNT]; PLAYERS] =
        std::array::from_fn(|p| KnightLineEvaluator::features(state, Player::new(p)));
    if features[mover.index()][0] > 0.0 {
        return None;
    }
    let inputs = std::array::from_fn(|p| {
        let wait = (p + PLAYERS - mover.index()) % PLAYERS;
        let mut x = [0.0; INPUTS];
        for (i, &f) in features[p][..MODEL].iter().enumerate() {
            x[wait * MODEL + i] = f64::from(f);
        }
        if wait > 0 {
            x[PLAYERS * MODEL + wait - 1] = 1.0;
        }
        if p > 0 {
            x[PLAYERS * MODEL + PLAYERS - 1 + p - 1] = 1.0;
        }
        x
    });
    let evaluator = KnightLineEvaluator::default();
    let totals: [f64; PLAYERS] = std::array::from_fn(|p| {
        // The former total, by the names of the features it weighed.
        let [live, _, threats, pairs, targets, _, spare] = features[p];
        let w =
            [evaluator.live_threat, evaluator.threat, evaluator.pair, evaluator.mobility, evaluator.reserve];
        w.iter().zip([live, threats, pairs, targets, spare]).map(|(w, x)| f64::from(w * x)).sum()
    });
    let former = as_chances(std::array::from_fn(|p| {
        let rival = (0..PLAYERS).filter(|&q| q != p).map(|q| totals[q]).fold(f64::MIN, f64::max);
        (totals[p] - rival).tanh()
    }));
    let current =
        as_chances(std::array::from_fn(|p| f64::from(evaluator.evaluate(game, state, Player::new(p)))));
    Some(Sample { game: index, inputs, former, current, won: [0.0; PLAYERS] })
}

/// Values in `[-1, 1]` as MCTS turns them into rewards: `(v + 1) / 2`, scaled to sum to 1.
fn as_chances(values: [f64; PLAYERS]) -> [f64; PLAYERS] {
    let rewards = values.map(|v| f64::midpoint(v, 1.0));
    let total: f64 = rewards.iter().sum();
    rewards.map(|r| r / total)
}

fn dot(w: &[f64], x: &[f64]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

/// The softmax chances of the players under `weights`.
fn chances(weights: &[f64], sample: &Sample) -> [f64; PLAYERS] {
    let scores = sample.inputs.map(|x| dot(weights, &x));
    let top = scores.iter().copied().fold(f64::MIN, f64::max);
    let exp = scores.map(|s| (s - top).exp());
    let total: f64 = exp.iter().sum();
    exp.map(|e| e / total)
}

/// Mean cross-entropy of the outcomes under the chances `predict` gives.
fn log_loss(samples: &[&Sample], predict: impl Fn(&Sample) -> [f64; PLAYERS]) -> f64 {
    let total: f64 = samples
        .iter()
        .map(|s| {
            let p = predict(s);
            -(0..PLAYERS).map(|i| s.won[i] * p[i].clamp(1e-6, 1.0).ln()).sum::<f64>()
        })
        .sum();
    total / samples.len().max(1) as f64
}

/// Multinomial logistic regression with weights shared by the players (their inputs differ),
/// by Newton's method with a small L2.
fn fit(samples: &[&Sample]) -> Vec<f64> {
    let lambda = 1e-3 * samples.len() as f64;
    let mut w = vec![0.0; INPUTS];
    for _ in 0..25 {
        let mut grad = vec![0.0; INPUTS];
        let mut hess = vec![vec![0.0; INPUTS]; INPUTS];
        for s in samples {
            let p = chances(&w, s);
            // Gradient Σ (p_i - y_i) x_i; Hessian Σ p_i x_i x_iᵀ - m mᵀ with m = Σ p_i x_i.
            let mut mean = [0.0; INPUTS];
            for (i, x) in s.inputs.iter().enumerate() {
                for j in 0..INPUTS {
                    grad[j] += (p[i] - s.won[i]) * x[j];
                    mean[j] += p[i] * x[j];
                }
                for (a, row) in hess.iter_mut().enumerate() {
                    if x[a] == 0.0 {
                        continue;
                    }
                    for (b, h) in row.iter_mut().enumerate() {
                        *h += p[i] * x[a] * x[b];
                    }
                }
            }
            for (a, row) in hess.iter_mut().enumerate() {
                for (b, h) in row.iter_mut().enumerate() {
                    *h -= mean[a] * mean[b];
                }
            }
        }
        for i in 0..INPUTS {
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
