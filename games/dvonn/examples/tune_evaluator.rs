//! Fits the weights of the DVONN evaluator to the outcomes of games the DVONN search plays.
//!
//! ```text
//! cargo run --release -p plateau-dvonn --example tune_evaluator -- [games] [nodes] [seed]
//! ```
//!
//! Plays `games` (default 2000) games with the DVONN search (`dvonn-search`) at `nodes`
//! (default 20000) nodes a move on both sides, except that each game's first placements, from
//! 6 to all 49 of them, are drawn uniformly at random (seeded): so the set-ups range from the
//! kind a program builds to every kind there is, and the outcome says who was set up better
//! and who then moved better. Every
//! position in which someone acts becomes a sample: the features seen by the side to act,
//! and whether that side went on to win (draws count half). A logistic regression (Newton's
//! method, a little L2) then fits `P(win) = σ(w · x)` for the placement phase on its own
//! features, and for the movement phase with weights that slide from a full to an empty board
//! (the features enter twice, scaled by the board's fullness `f` and by `1 - f`). The
//! evaluator's value `2P - 1 = tanh(w · x / 2)` takes the halved weights, which are printed
//! ready to paste. Every fifth game is held out, and the log-loss and accuracy of the current
//! and the fitted weights on it are printed side by side.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, build_agent};
use plateau_core::fit::{self, solve, whole_number_args};
use plateau_core::{Evaluator, Game, Player, ToMove, Verdict};
use plateau_dvonn::{
    Dvonn, DvonnEvaluator, DvonnSearchSpec, DvonnState, FEATURE_COUNT, FEATURES, PLACEMENT_FEATURES,
};

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

const USAGE: &str = "usage: tune_evaluator [games] [nodes] [seed]";

fn main() -> Result<(), String> {
    let args = whole_number_args(USAGE)?;
    let games = u32::try_from(args.first().copied().unwrap_or(2_000))
        .ok()
        .filter(|&g| g >= 5)
        .ok_or_else(|| format!("games must be between 5 and {}; {USAGE}", u32::MAX))?;
    let nodes = args.get(1).copied().unwrap_or(20_000);
    let seed = args.get(2).copied().unwrap_or(1);

    let samples: Vec<Sample> = fit::self_play(games, 25, |g| self_play(g, nodes, seed));

    let placement: Vec<&Sample> = samples.iter().filter(|s| s.placement).collect();
    let movement: Vec<&Sample> = samples.iter().filter(|s| !s.placement).collect();
    let placement = report("placement", &placement, &PLACEMENT_FEATURES);
    let movement = report("movement", &movement, &FEATURES);
    println!("const PLACEMENT: [f32; PLACEMENT_FEATURE_COUNT] = {};", rust_array(&placement));
    println!("const MOVEMENT_FULL: [f32; FEATURE_COUNT] = {};", rust_array(&movement[..FEATURE_COUNT]));
    println!("const MOVEMENT_EMPTY: [f32; FEATURE_COUNT] = {};", rust_array(&movement[FEATURE_COUNT..]));
    Ok(())
}

/// Fits on four games in five, prints the weights and the held-out scores, and returns the
/// halved weights.
fn report(phase: &str, samples: &[&Sample], names: &[&str]) -> Vec<f64> {
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().copied().partition(|s| s.game % 5 != 0);
    let weights: Vec<f64> = fit(&train).iter().map(|w| w / 2.0).collect();
    println!("{phase}: {} training, {} held-out positions", train.len(), test.len());
    let columns = weights.len() / names.len();
    for (i, name) in names.iter().enumerate() {
        let row: Vec<String> =
            (0..columns).map(|c| format!("{:+.5}", weights[c * names.len() + i])).collect();
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

/// Plays game `index` (random placements first, then the DVONN search on both sides) and returns
/// its samples.
fn self_play(index: u32, nodes: u64, seed: u64) -> Vec<Sample> {
    let game = Dvonn::standard();
    let mut rng = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ (u64::from(index) << 8) | 1;
    let mut agents: Vec<_> = (0..2)
        .map(|_| build_agent(&game, &DvonnSearchSpec::nodes(nodes)).expect("the DVONN search plays DVONN"))
        .collect();
    let stop = AtomicBool::new(false);
    // xorshift64: reproducible and plenty random for picking a space.
    let mut next = move || {
        rng ^= rng << 13;
        rng ^= rng >> 7;
        rng ^= rng << 17;
        rng
    };
    let random_placements = 6 + next() % 44;
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    let mut seen: Vec<(Player, bool, Vec<f64>, f32)> = Vec::new();
    let mut ply = 0;
    while let ToMove::Player(player) = game.to_move(&state) {
        seen.push(view(&game, &state, player));
        let mv = if state.is_placement() && ply < random_placements {
            game.legal_moves(&state, &mut legal);
            legal[(next() % legal.len() as u64) as usize]
        } else {
            agents[player.index()]
                .analyse(&game, &state, &Limits::NONE, &stop)
                .expect("the game is not over")
                .best
        };
        game.play(&mut state, mv);
        ply += 1;
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
    let inputs = if state.is_placement() {
        DvonnEvaluator::placement_features(state, player).map(f64::from).to_vec()
    } else {
        let features = DvonnEvaluator::features(state, player).map(f64::from);
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
