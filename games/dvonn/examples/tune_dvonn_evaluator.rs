//! Fits the weights of the DVONN evaluator to the outcomes of games the DVONN search plays.
//!
//! ```text
//! cargo run --release -p plateau-dvonn --example tune_dvonn_evaluator -- play GAMES NODES SEED FILE
//! cargo run --release -p plateau-dvonn --example tune_dvonn_evaluator -- label DEPTH FILE OUT
//! cargo run --release -p plateau-dvonn --example tune_dvonn_evaluator -- fit [--straight] [--outcome SHARE] [--side white|black] FILE [FILE ...]
//! ```
//!
//! `play` plays `GAMES` games with the DVONN search (`dvonn-search`) at `NODES` nodes a move on
//! both sides, except that each game's first placements, from 6 to all 49 of them, are drawn
//! uniformly at random (seeded by `SEED`): so the set-ups range from the kind a program
//! builds to every kind there is, and the outcome says who was set up better and who then
//! moved better. It writes the games to `FILE`, one a line: the outcome (`white`, `black` or
//! `draw`), then the moves in DVONN notation.
//!
//! `fit` replays recorded games. Every position in which someone acts becomes a sample: the
//! features seen by the side to act, and whether that side went on to win (draws count
//! half). A logistic regression (Newton's method, a little L2) then fits `P(win) = σ(w · x)`
//! for the placement phase on its own features, and for the movement phase with one set of
//! weights per phase knot (each feature enters once per knot, times that knot's share of the
//! position, [`DvonnEvaluator::phase_shares`]). The evaluator's value
//! `2P - 1 = tanh(w · x / 2)` takes the halved weights, which are printed ready to paste.
//! With `--straight` the movement weights are fitted at a full board and an empty one only and
//! slide straight between them (two weights a feature instead of one a knot, so fewer games
//! pin them down); they are printed at every knot all the same.
//! Every fifth game is held out, and the log-loss and accuracy of the current and the fitted
//! weights on it are printed side by side. With `--side white` (or `black`) only the positions
//! where that side acts are fitted: a weight set for one colour, whose `to_move` is then its
//! constant term. Why: White wins more often than Black, and a fit of both colours together
//! credits whatever differs between the colours' positions with that advantage.
//!
//! A record may name one side after its outcome, `marked=white` or `marked=black`: in games
//! between two different programs, the one whose strength should not leak into the weights.
//! Otherwise whatever that program's style makes frequent (pieces beside the DVONN pieces,
//! say) would be credited or blamed for how strong the program is. The regression gives the
//! marked side a term of its own, printed and then left out of the evaluator.
//!
//! `label` searches every movement-phase position of the games in `FILE` (where the side to
//! act has a choice) `DEPTH` plies deep with the DVONN search and writes the games again
//! with each such move followed by `@` and the search's value of the position before it
//! (`g5-h5@-0.1234`, for the side to act, in `[-1, 1]`). `fit` then fits the movement
//! weights to those values instead of the outcome alone: a position's target is `SHARE`
//! times the outcome plus the rest times `(1 + value) / 2` (`--outcome`, 0.5 by default;
//! positions without a value keep the outcome). Why: the evaluator's value then predicts
//! what a search `DEPTH` plies deeper would say, which is what a leaf's score stands in
//! for, and a value is a far less noisy target than one outcome per game.
//!
//! Games are kept apart from the fit because playing them takes long (2,500 games at 50,000
//! nodes a move, about half an hour on two cores) and a model may be refitted many times.

use std::fmt::Write as _;
use std::io::Write as _;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, build_agent};
use plateau_core::fit::{self, solve};
use plateau_core::{Evaluator, Game, Player, ToMove, Verdict};
use plateau_dvonn::{
    Dvonn, DvonnEvaluator, DvonnSearchSpec, DvonnState, FEATURE_COUNT, FEATURES, PHASE_KNOTS, PHASES,
    PLACEMENT_FEATURES,
};

/// One position: who won from the view of the side to act, and what the evaluator sees.
struct Sample {
    game: usize,
    /// Who acts in the position.
    acting: Player,
    placement: bool,
    /// The inputs of the regression: the features, or for the movement phase the features
    /// times each knot's share, knot after knot; then 1 when the side to act is the record's
    /// marked side, -1 when the other side is, 0 in an unmarked record.
    inputs: Vec<f64>,
    current: f64,
    /// What the fit aims at: the outcome below, or where the position has a searched value,
    /// the outcome's share of it plus the rest of `(1 + value) / 2`.
    target: f64,
    /// 1 for a win of the side to act, 0 for a loss, 0.5 for a draw.
    won: f64,
    /// False for a draw.
    decided: bool,
}

const USAGE: &str = "usage: tune_dvonn_evaluator play GAMES NODES SEED FILE | tune_dvonn_evaluator label DEPTH FILE OUT | tune_dvonn_evaluator fit [--straight] [--outcome SHARE] [--side white|black] FILE [FILE ...]";

fn main() -> Result<(), String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("play") if args.len() == 5 => {
            let number = |i: usize, what: &str| {
                args[i]
                    .parse::<u64>()
                    .map_err(|_| format!("{what} '{}' is not a whole number; {USAGE}", args[i]))
            };
            let games = u32::try_from(number(1, "GAMES")?)
                .ok()
                .filter(|&g| g >= 1)
                .ok_or_else(|| format!("GAMES must be between 1 and {}; {USAGE}", u32::MAX))?;
            let nodes = number(2, "NODES")?;
            let seed = number(3, "SEED")?;
            // Each game is written as soon as it ends, so a long run can be fitted on before it
            // is over.
            let file =
                std::fs::File::create(&args[4]).map_err(|e| format!("cannot write {}: {e}", args[4]))?;
            let out = std::sync::Mutex::new(std::io::BufWriter::new(file));
            let failures: Vec<String> = fit::self_play(games, 25, |g| {
                let record = self_play(g, nodes, seed);
                let mut out = out.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                out.write_all(record.as_bytes())
                    .and_then(|()| out.flush())
                    .err()
                    .map(|e| e.to_string())
                    .into_iter()
                    .collect()
            });
            match failures.first() {
                Some(e) => Err(format!("cannot write {}: {e}", args[4])),
                None => Ok(()),
            }
        }
        Some("label") if args.len() == 4 => {
            let depth = args[1].parse::<u32>().ok().filter(|d| (1..=32).contains(d)).ok_or_else(|| {
                format!("DEPTH '{}' should be a whole number from 1 to 32; {USAGE}", args[1])
            })?;
            let text =
                std::fs::read_to_string(&args[2]).map_err(|e| format!("cannot read {}: {e}", args[2]))?;
            let records: Vec<(usize, &str)> =
                text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()).collect();
            let games =
                u32::try_from(records.len()).map_err(|_| format!("{} holds too many games", args[2]))?;
            if games == 0 {
                return Err(format!("{} holds no games", args[2]));
            }
            let file =
                std::fs::File::create(&args[3]).map_err(|e| format!("cannot write {}: {e}", args[3]))?;
            let out = std::sync::Mutex::new(std::io::BufWriter::new(file));
            let failures: Vec<String> = fit::self_play(games, 25, |g| {
                let (line, record) = records[g as usize];
                let labelled = match label(record, depth) {
                    Ok(labelled) => labelled,
                    Err(e) => return vec![format!("{}, line {}: {e}", args[2], line + 1)],
                };
                let mut out = out.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
                out.write_all(labelled.as_bytes())
                    .and_then(|()| out.flush())
                    .err()
                    .map(|e| format!("cannot write {}: {e}", args[3]))
                    .into_iter()
                    .collect()
            });
            match failures.first() {
                Some(e) => Err(e.clone()),
                None => Ok(()),
            }
        }
        Some("fit") if args.len() >= 2 => {
            let mut rest = &args[1..];
            let straight = rest.first().is_some_and(|a| a == "--straight");
            if straight {
                rest = &rest[1..];
            }
            let mut outcome_share = 0.5;
            if rest.first().is_some_and(|a| a == "--outcome") {
                outcome_share = rest
                    .get(1)
                    .and_then(|s| s.parse::<f64>().ok())
                    .filter(|s| (0.0..=1.0).contains(s))
                    .ok_or_else(|| format!("--outcome takes a share from 0 to 1; {USAGE}"))?;
                rest = &rest[2..];
            }
            let mut side = None;
            if rest.first().is_some_and(|a| a == "--side") {
                side = Some(match rest.get(1).map(String::as_str) {
                    Some("white") => Player::WHITE,
                    Some("black") => Player::BLACK,
                    _ => return Err(format!("--side takes white or black; {USAGE}")),
                });
                rest = &rest[2..];
            }
            let files = rest;
            if files.is_empty() {
                return Err(USAGE.to_owned());
            }
            let mut samples = Vec::new();
            let mut games = 0;
            for path in files {
                let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read {path}: {e}"))?;
                for (line, record) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
                    samples.extend(
                        replay(record, games, outcome_share)
                            .map_err(|e| format!("{path}, line {}: {e}", line + 1))?
                            .into_iter()
                            .filter(|s| side.is_none_or(|side| s.acting == side)),
                    );
                    games += 1;
                }
            }
            println!("{games} games");
            if straight {
                for sample in samples.iter_mut().filter(|s| !s.placement) {
                    sample.inputs = straight_inputs(&sample.inputs);
                }
            }
            fit_and_print(&samples, straight);
            Ok(())
        }
        _ => Err(USAGE.to_owned()),
    }
}

/// The movement inputs of a straight slide, from those of a weight set per knot: each feature
/// once times the position's share of a full board and once times its share of an empty one.
/// A knot's inputs are the features times its share, and the shares interpolate the number of
/// stacks between knots, so the full board's share is the knots' shares weighted by `k / 49`.
/// The marked side's term, last, is kept as it is.
fn straight_inputs(inputs: &[f64]) -> Vec<f64> {
    let (knots, marked) = inputs.split_at(FEATURE_COUNT * PHASES);
    let towards_full: Vec<f64> = PHASE_KNOTS.iter().map(|&k| full_board_share(k)).collect();
    let slide = |share: &dyn Fn(f64) -> f64| -> Vec<f64> {
        (0..FEATURE_COUNT)
            .map(|i| knots.chunks(FEATURE_COUNT).zip(&towards_full).map(|(x, &t)| x[i] * share(t)).sum())
            .collect()
    };
    [slide(&|t| t), slide(&|t| 1.0 - t), marked.to_vec()].concat()
}

/// How much a straight slide weighs the full board's weights at `knot` stacks (the empty
/// board's take the rest).
fn full_board_share(knot: u32) -> f64 {
    f64::from(knot) / f64::from(PHASE_KNOTS[0])
}

fn fit_and_print(samples: &[Sample], straight: bool) {
    let placement: Vec<&Sample> = samples.iter().filter(|s| s.placement).collect();
    let movement: Vec<&Sample> = samples.iter().filter(|s| !s.placement).collect();
    let placement = report("placement", &placement, &PLACEMENT_FEATURES);
    let mut movement = report("movement", &movement, &FEATURES);
    if straight {
        let (full, empty) = movement.split_at(FEATURE_COUNT);
        movement = PHASE_KNOTS
            .iter()
            .flat_map(|&k| {
                let towards_full = full_board_share(k);
                full.iter().zip(empty).map(move |(f, e)| f * towards_full + e * (1.0 - towards_full))
            })
            .collect();
    }
    println!("const PLACEMENT: [f32; PLACEMENT_FEATURE_COUNT] = {};", rust_array(&placement));
    println!("const MOVEMENT: [[f32; FEATURE_COUNT]; PHASES] = [");
    for knot in movement.chunks(FEATURE_COUNT) {
        println!("    {},", rust_array(knot));
    }
    println!("];");
}

/// Fits on four games in five, prints the weights and the held-out scores, and returns the
/// halved weights.
fn report(phase: &str, samples: &[&Sample], names: &[&str]) -> Vec<f64> {
    let (train, test): (Vec<&Sample>, Vec<&Sample>) = samples.iter().copied().partition(|s| s.game % 5 != 0);
    let mut weights: Vec<f64> = fit(&train).iter().map(|w| w / 2.0).collect();
    // The marked side's own term stays out of the evaluator (and of the held-out scores).
    if let Some(marked) = weights.pop() {
        println!("{phase}: the marked side's term {marked:+.5}");
    }
    println!("{phase}: {} training, {} held-out positions", train.len(), test.len());
    let columns = weights.len() / names.len();
    if columns > 1 {
        // A weight set a knot, or (straight) one at the first knot and one at the last.
        let knots: Vec<u32> = if columns == PHASES {
            PHASE_KNOTS.to_vec()
        } else {
            vec![PHASE_KNOTS[0], PHASE_KNOTS[PHASES - 1]]
        };
        let knots: Vec<String> = knots.iter().map(|k| format!("{k:>9} stacks ")).collect();
        println!("  {:>17}  {}", "", knots.join(""));
    }
    for (i, name) in names.iter().enumerate() {
        let row: Vec<String> =
            (0..columns).map(|c| format!("{:>+16.5}", weights[c * names.len() + i])).collect();
        println!("  {name:>17}: {}", row.join(""));
    }
    let fitted = |s: &Sample| dot(&weights, &s.inputs).tanh();
    let current = |s: &Sample| s.current;
    for (name, value) in [("current", &current as &dyn Fn(&Sample) -> f64), ("fitted ", &fitted)] {
        let (loss, hits) = score(&test, |s| s.won, value);
        let (target_loss, _) = score(&test, |s| s.target, value);
        println!(
            "  held out, {name} weights: log-loss {loss:.4} on outcomes, {target_loss:.4} on targets, right side {:.1}%",
            hits * 100.0
        );
    }
    weights
}

fn rust_array(weights: &[f64]) -> String {
    let items: Vec<String> = weights.iter().map(|w| format!("{w:.5}")).collect();
    format!("[{}]", items.join(", "))
}

/// Plays game `index` (random placements first, then the DVONN search on both sides) and returns
/// its record: a line with the outcome and the moves.
fn self_play(index: u32, nodes: u64, seed: u64) -> String {
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
    let mut moves = String::new();
    let mut ply = 0;
    while let ToMove::Player(player) = game.to_move(&state) {
        let mv = if state.is_placement() && ply < random_placements {
            game.legal_moves(&state, &mut legal);
            legal[(next() % legal.len() as u64) as usize]
        } else {
            agents[player.index()]
                .analyse(&game, &state, &Limits::NONE, &stop)
                .expect("the game is not over")
                .best
        };
        let _ = write!(moves, " {}", game.notation(&state, mv));
        game.play_unchecked(&mut state, mv);
        ply += 1;
    }
    let outcome = match game.outcome(&state).map(|o| o.verdict) {
        Some(Verdict::Winner(p)) if p == Player::WHITE => "white",
        Some(Verdict::Winner(_)) => "black",
        _ => "draw",
    };
    format!("{outcome}{moves}\n")
}

/// The record of one game again, each movement-phase move where the side to act had a choice
/// followed by `@` and the value of `depth` plies of the DVONN search in the position before it.
fn label(record: &str, depth: u32) -> Result<String, String> {
    let game = Dvonn::standard();
    let mut words = record.split_whitespace();
    let mut out = words.next().ok_or("the record is empty")?.to_owned();
    let spec = DvonnSearchSpec { depth: Some(depth), ..DvonnSearchSpec::default() };
    let mut agent = build_agent(&game, &spec).map_err(|e| e.to_string())?;
    let stop = AtomicBool::new(false);
    let mut state = game.initial_state();
    let mut legal = Vec::new();
    for (ply, word) in words.enumerate() {
        let _ = write!(out, " {word}");
        if word.starts_with("marked=") {
            continue;
        }
        let mv = game.parse_move(&state, word).map_err(|e| format!("move {} ({word}): {e}", ply + 1))?;
        game.legal_moves(&state, &mut legal);
        if !state.is_placement() && legal.len() > 1 {
            let analysis = agent.analyse(&game, &state, &Limits::NONE, &stop).ok_or("the game is over")?;
            if let Some(value) = analysis.value {
                let _ = write!(out, "@{value:.4}");
            }
        }
        game.play_unchecked(&mut state, mv);
    }
    out.push('\n');
    Ok(out)
}

/// The samples of one recorded game (`index` among all read); `outcome_share` is the
/// outcome's share of the target where a move carries a searched value (see [`label`]).
fn replay(record: &str, index: usize, outcome_share: f64) -> Result<Vec<Sample>, String> {
    let game = Dvonn::standard();
    let mut words = record.split_whitespace();
    let winner = match words.next() {
        Some("white") => Some(Player::WHITE),
        Some("black") => Some(Player::BLACK),
        Some("draw") => None,
        other => return Err(format!("the outcome should be white, black or draw, not {other:?}")),
    };
    let mut words = words.peekable();
    let marked = match words.peek().and_then(|w| w.strip_prefix("marked=")) {
        Some("white") => Some(Player::WHITE),
        Some("black") => Some(Player::BLACK),
        Some(other) => return Err(format!("marked= should name white or black, not {other:?}")),
        None => None,
    };
    if marked.is_some() {
        words.next();
    }
    let mut state = game.initial_state();
    let mut samples = Vec::new();
    for (ply, word) in words.enumerate() {
        let ToMove::Player(player) = game.to_move(&state) else {
            return Err(format!("move {} ({word}) comes after the end of the game", ply + 1));
        };
        let (word, searched) = match word.split_once('@') {
            Some((word, value)) => {
                let value =
                    value.parse::<f64>().ok().filter(|v| (-1.0..=1.0).contains(v)).ok_or_else(|| {
                        format!("move {} ({word}): the value {value:?} is not in [-1, 1]", ply + 1)
                    })?;
                (word, Some(value))
            }
            None => (word, None),
        };
        let (placement, mut inputs, current) = view(&game, &state, player);
        let won = match winner {
            Some(w) if w == player => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
        inputs.push(match marked {
            Some(m) if m == player => 1.0,
            Some(_) => -1.0,
            None => 0.0,
        });
        samples.push(Sample {
            game: index,
            acting: player,
            placement,
            inputs,
            current: f64::from(current),
            target: searched
                .map_or(won, |v| outcome_share * won + (1.0 - outcome_share) * f64::midpoint(1.0, v)),
            won,
            decided: winner.is_some(),
        });
        let mv = game.parse_move(&state, word).map_err(|e| format!("move {} ({word}): {e}", ply + 1))?;
        game.play_unchecked(&mut state, mv);
    }
    Ok(samples)
}

/// What the evaluator sees in `state` from `player`'s side.
fn view(game: &Dvonn, state: &DvonnState, player: Player) -> (bool, Vec<f64>, f32) {
    let current = DvonnEvaluator.evaluate(game, state, player);
    let inputs = if state.is_placement() {
        DvonnEvaluator::placement_features(state, player).map(f64::from).to_vec()
    } else {
        let features = DvonnEvaluator::features(state, player).map(f64::from);
        let shares = DvonnEvaluator::phase_shares(state);
        shares.iter().flat_map(|&share| features.iter().map(move |x| x * f64::from(share))).collect()
    };
    (state.is_placement(), inputs, current)
}

fn dot(w: &[f64], x: &[f64]) -> f64 {
    w.iter().zip(x).map(|(a, b)| a * b).sum()
}

fn sigmoid(z: f64) -> f64 {
    1.0 / (1.0 + (-z).exp())
}

/// Mean log-loss against `truth` (a chance of winning), and the share of decided games whose
/// winner the value favoured, for values in `[-1, 1]`.
fn score(samples: &[&Sample], truth: impl Fn(&Sample) -> f64, value: impl Fn(&Sample) -> f64) -> (f64, f64) {
    let (mut loss, mut hits, mut decided) = (0.0, 0.0, 0.0);
    for s in samples {
        let p = f64::midpoint(1.0, value(s)).clamp(1e-6, 1.0 - 1e-6);
        let t = truth(s);
        loss -= t * p.ln() + (1.0 - t) * (1.0 - p).ln();
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
                *g += (p - s.target) * xi;
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
