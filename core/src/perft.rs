//! Move-generator checks and speed figures shared by every game: perft counts and random
//! playouts.

use crate::{Game, Rng, ToMove};

/// Number of move sequences of exactly `depth` plies from `state` (leaf positions counted
/// with multiplicity). A game that ends before `depth` contributes nothing; `depth == 0`
/// counts the state itself.
pub fn perft<G: Game>(game: &G, state: &G::State, depth: u32) -> u64 {
    let mut buffers = vec![Vec::new(); depth as usize + 1];
    perft_inner(game, state, depth, &mut buffers)
}

fn perft_inner<G: Game>(game: &G, state: &G::State, depth: u32, buffers: &mut [Vec<G::Move>]) -> u64 {
    if depth == 0 {
        return 1;
    }
    let (moves, rest) = buffers.split_first_mut().expect("one buffer per ply");
    game.legal_moves(state, moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for &mv in moves.iter() {
        let mut child = state.clone();
        game.play_unchecked(&mut child, mv);
        total += perft_inner(game, &child, depth - 1, rest);
    }
    total
}

/// Plays uniformly random legal moves from `state` until the game ends or `max_plies` moves
/// have been made; returns the number of moves made. `buffer` is reused scratch space.
pub fn random_playout<G: Game>(
    game: &G,
    state: &mut G::State,
    rng: &mut Rng,
    buffer: &mut Vec<G::Move>,
    max_plies: u32,
) -> u32 {
    let mut plies = 0;
    while plies < max_plies {
        game.legal_moves(state, buffer);
        if buffer.is_empty() {
            break;
        }
        let mv = buffer[rng.below(buffer.len())];
        game.play_unchecked(state, mv);
        plies += 1;
    }
    plies
}

/// Totals of a batch of random playouts.
#[derive(Clone, Copy, Debug, Default, Eq, PartialEq)]
pub struct PlayoutStats {
    /// Games played from the initial state.
    pub playouts: u64,
    /// Moves made in all of them.
    pub plies: u64,
    /// Games that reached their end (the rest hit the ply cap).
    pub finished: u64,
}

impl std::ops::AddAssign for PlayoutStats {
    fn add_assign(&mut self, other: Self) {
        self.playouts += other.playouts;
        self.plies += other.plies;
        self.finished += other.finished;
    }
}

impl PlayoutStats {
    /// The rates over `seconds`, as benchmarks print them: "playouts/s: 60267  actions/s:
    /// 3138915  mean length: 52.1 actions", with `unit` naming what a ply is.
    pub fn rates(&self, seconds: f64, unit: &str) -> String {
        format!(
            "playouts/s: {:.0}  {unit}/s: {:.0}  mean length: {:.1} {unit}",
            self.playouts as f64 / seconds,
            self.plies as f64 / seconds,
            self.plies as f64 / self.playouts.max(1) as f64
        )
    }
}

/// Random playouts from the seed `seed` for about `run` of wall time, in batches of `batch`
/// after one batch to warm up: the totals, and the seconds they took on this thread's CPU
/// (wall time where the system does not say), so that a busy machine reads about the same.
pub fn timed_playouts<G: Game>(
    game: &G,
    seed: u64,
    batch: u64,
    max_plies: u32,
    run: std::time::Duration,
) -> (PlayoutStats, f64) {
    let mut rng = Rng::new(seed);
    std::hint::black_box(random_playouts(game, &mut rng, batch, max_plies));
    let mut total = PlayoutStats::default();
    let cpu = crate::cpu_time::thread_cpu_nanos();
    let start = std::time::Instant::now();
    while start.elapsed() < run {
        total += std::hint::black_box(random_playouts(game, &mut rng, batch, max_plies));
    }
    let seconds = crate::cpu_time::cpu_seconds_since(cpu).unwrap_or_else(|| start.elapsed().as_secs_f64());
    (total, seconds)
}

/// Plays `count` random games from the initial state, each capped at `max_plies` moves.
pub fn random_playouts<G: Game>(game: &G, rng: &mut Rng, count: u64, max_plies: u32) -> PlayoutStats {
    let initial = game.initial_state();
    let mut buffer = Vec::with_capacity(256);
    let mut stats = PlayoutStats::default();
    for _ in 0..count {
        let mut state = initial.clone();
        stats.plies += u64::from(random_playout(game, &mut state, rng, &mut buffer, max_plies));
        stats.playouts += 1;
        stats.finished += u64::from(game.to_move(&state) == ToMove::Terminal);
    }
    stats
}
