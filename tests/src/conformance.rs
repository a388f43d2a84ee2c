//! The conformance suite of ARCHITECTURE.md §8, generic over [`Game`]: random reachable states are
//! checked against every contract written on the trait. Each game crate runs it on each of
//! its variants; game-specific checks ride along the same games through [`GameChecks`].
//!
//! At every state the suite checks that
//!
//! - `legal_moves` gives the same list twice;
//! - the state is terminal iff it has an outcome iff it has no legal moves;
//! - the incremental hash equals the hash computed from scratch, and a clone of the state
//!   is equal to it and hashes equally (by [`Game::hash`] and by [`std::hash::Hash`]);
//! - no legal move is listed twice, and a pass only ever stands alone;
//! - the board view shows each coordinate once;
//! - for every legal move: its notation reads back as the move, its id round-trips, its
//!   input touches only cells the view shows and differs from every other move's input,
//!   `play_unchecked` and `try_play` reach the same state, and that state's incremental hash equals its
//!   hash from scratch;
//! - `try_play` refuses moves that are not listed (odd moves the caller names, the moves of
//!   the last two states, a sample of the moves played so far) with a reason, and leaves the
//!   state and its hash as they were.

use std::collections::hash_map::DefaultHasher;
use std::collections::{HashSet, VecDeque};
use std::hash::{Hash, Hasher};

use plateau_core::{Coord, Game, GameView, MoveInput, Rng, ToMove};

/// How many moves played earlier the suite keeps as candidates for refusal.
const PLAYED_SAMPLE: usize = 4096;
/// How many of those it tries on each state (the rest wait for later states).
const PLAYED_TRIES: usize = 64;

/// What a run of the suite covered, so a test can assert it really explored something.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coverage {
    /// Games played.
    pub games: u64,
    /// Games that reached their end (the rest hit the ply cap).
    pub finished: u64,
    /// States checked.
    pub states: u64,
    /// Moves played.
    pub plies: u64,
    /// States whose only legal move was a pass.
    pub passes: u64,
    /// Moves refused as expected (foreign moves tried on states where they are illegal).
    pub refusals: u64,
}

/// Checks of one game's own rules, run on the states the suite visits after the generic
/// checks have passed there. An error names what is wrong; the suite adds the game number
/// and the moves that led there.
pub trait GameChecks<G: Game> {
    /// Checks a state, given its legal moves.
    fn state(&mut self, _game: &G, _state: &G::State, _moves: &[G::Move]) -> Result<(), String> {
        Ok(())
    }

    /// Checks a whole game: `line` was played from `start` and reached `end`, which is
    /// terminal unless the ply cap stopped the game.
    fn game(
        &mut self,
        _game: &G,
        _start: &G::State,
        _line: &[G::Move],
        _end: &G::State,
    ) -> Result<(), String> {
        Ok(())
    }
}

/// No checks beyond the generic ones.
impl<G: Game> GameChecks<G> for () {}

/// The distinct positions that `moves`, each played from `state`, lead to: as many as there
/// are moves when no two moves are the same move in effect.
pub fn successor_states<G: Game>(game: &G, state: &G::State, moves: &[G::Move]) -> HashSet<G::State> {
    moves
        .iter()
        .map(|&m| {
            let mut next = state.clone();
            game.play_unchecked(&mut next, m);
            next
        })
        .collect()
}

/// Plays `games` random games from the initial state (seeded by `seed`), each capped at
/// `max_plies`, and checks every contract of [`Game`] at every state. Panics with the game
/// number, ply and move list on the first violation.
pub fn check_random_games<G: GameView>(game: &G, games: u64, seed: u64, max_plies: u32) -> Coverage {
    let mut suite = Suite::new(game);
    suite.random_games(games, seed, max_plies, &mut ());
    suite.coverage()
}

/// The suite on one game (one variant), for runs that need more than
/// [`check_random_games`]: odd moves to refuse, games from other start states, or
/// game-specific checks. Keeps the moves seen so far as refusal candidates across games.
pub struct Suite<'g, G: GameView> {
    game: &'g G,
    odd_moves: Vec<G::Move>,
    played: Vec<G::Move>,
    recent: VecDeque<Vec<G::Move>>,
    coverage: Coverage,
}

impl<'g, G: GameView> Suite<'g, G> {
    /// A suite with nothing checked yet.
    pub fn new(game: &'g G) -> Self {
        Self {
            game,
            odd_moves: Vec::new(),
            played: Vec::new(),
            recent: VecDeque::new(),
            coverage: Coverage::default(),
        }
    }

    /// Also tries these moves on every state where they are not legal: moves that random
    /// games seldom or never list, so that every kind of refusal is seen.
    #[must_use]
    pub fn with_odd_moves(mut self, moves: impl IntoIterator<Item = G::Move>) -> Self {
        self.odd_moves.extend(moves);
        self
    }

    /// What the suite has covered so far.
    pub fn coverage(&self) -> Coverage {
        self.coverage
    }

    /// Plays `games` random games from the initial state, seeded by `seed`, each capped at
    /// `max_plies`, checking every state generically and with `checks`.
    pub fn random_games(&mut self, games: u64, seed: u64, max_plies: u32, checks: &mut impl GameChecks<G>) {
        let mut rng = Rng::new(seed);
        for _ in 0..games {
            let start = self.game.initial_state();
            self.random_game_from(&start, &mut rng, max_plies, checks);
        }
    }

    /// Plays one random game from `start` (any state the game can be in, such as a set-up
    /// position), capped at `max_plies`, checking every state generically and with `checks`.
    /// Panics with the game number and the moves played on the first violation.
    pub fn random_game_from(
        &mut self,
        start: &G::State,
        rng: &mut Rng,
        max_plies: u32,
        checks: &mut impl GameChecks<G>,
    ) {
        let game = self.game;
        let number = self.coverage.games;
        let mut state = start.clone();
        let mut line: Vec<G::Move> = Vec::new();
        let mut moves = Vec::new();
        self.recent.clear();
        let fail = |line: &[G::Move], error: String| -> ! {
            let mut replay = start.clone();
            let mut written = Vec::new();
            for &mv in line {
                written.push(game.notation(&replay, mv));
                game.play_unchecked(&mut replay, mv);
            }
            panic!("game {number} after {written:?}: {error}")
        };
        loop {
            game.legal_moves(&state, &mut moves);
            if let Err(error) = self.check_state(&state, &moves) {
                fail(&line, error);
            }
            if let Err(error) = checks.state(game, &state, &moves) {
                fail(&line, error);
            }
            self.coverage.states += 1;
            self.coverage.passes += u64::from(moves.len() == 1 && game.is_pass(moves[0]));
            if moves.is_empty() || line.len() == max_plies as usize {
                break;
            }
            let mv = moves[rng.below(moves.len())];
            if self.played.len() < PLAYED_SAMPLE {
                self.played.push(mv);
            } else {
                let slot = rng.below(self.played.len());
                self.played[slot] = mv;
            }
            if self.recent.len() == 2 {
                self.recent.pop_front();
            }
            self.recent.push_back(moves.clone());
            line.push(mv);
            game.play_unchecked(&mut state, mv);
        }
        if let Err(error) = checks.game(game, start, &line, &state) {
            fail(&line, error);
        }
        self.coverage.games += 1;
        self.coverage.finished += u64::from(moves.is_empty());
        self.coverage.plies += line.len() as u64;
    }

    /// Checks every generic contract at `state`, whose legal moves are `moves`.
    fn check_state(&mut self, state: &G::State, moves: &[G::Move]) -> Result<(), String> {
        let game = self.game;
        let mut again = Vec::new();
        game.legal_moves(state, &mut again);
        if again != moves {
            return Err("legal_moves is not deterministic".into());
        }
        let outcome = game.outcome(state);
        let terminal = game.to_move(state) == ToMove::Terminal;
        if terminal != outcome.is_some() || terminal != moves.is_empty() {
            return Err(format!(
                "Terminal={terminal}, outcome={outcome:?}, {} legal moves: the three must agree",
                moves.len()
            ));
        }
        if game.hash(state) != game.hash_from_scratch(state) {
            return Err("incremental hash differs from the hash computed from scratch".into());
        }
        let copy = state.clone();
        if copy != *state || game.hash(&copy) != game.hash(state) || std_hash(&copy) != std_hash(state) {
            return Err("a clone of the state is not equal to it or hashes differently".into());
        }
        let unique: HashSet<G::Move> = moves.iter().copied().collect();
        if unique.len() != moves.len() {
            return Err(format!("duplicate legal moves in {moves:?}"));
        }
        if moves.len() > 1 && moves.iter().any(|&m| game.is_pass(m)) {
            return Err(format!("a pass next to other moves: {moves:?}"));
        }
        let view = game.board_view(state);
        let shown: HashSet<Coord> = view.cells.iter().map(|c| c.coord).collect();
        if shown.len() != view.cells.len() {
            return Err("the board view shows a cell twice".into());
        }
        let mut inputs: HashSet<MoveInput> = HashSet::new();
        for &mv in moves {
            let text = game.notation(state, mv);
            match game.parse_move(state, &text) {
                Ok(parsed) if parsed == mv => {}
                other => return Err(format!("notation '{text}' of {mv:?} reads back as {other:?}")),
            }
            let id = game.move_id(mv);
            if game.move_from_id(id) != Some(mv) {
                return Err(format!("move id {id} of {mv:?} does not round-trip"));
            }
            let input = game.move_input(state, mv);
            if let Some(cell) = input.cells.iter().find(|c| !shown.contains(c)) {
                return Err(format!("move '{text}' touches {cell:?}, which the board view does not show"));
            }
            if !inputs.insert(input.clone()) {
                return Err(format!("move '{text}' has the same input as another legal move: {input:?}"));
            }
            let mut fast = state.clone();
            game.play_unchecked(&mut fast, mv);
            let mut checked = state.clone();
            game.try_play(&mut checked, mv).map_err(|e| format!("try_play refuses legal '{text}': {e}"))?;
            if fast != checked {
                return Err(format!("play and try_play disagree on '{text}'"));
            }
            if game.hash(&fast) != game.hash_from_scratch(&fast) {
                return Err(format!(
                    "after '{text}' the incremental hash differs from the hash from scratch"
                ));
            }
        }
        self.check_refusals(state, &unique)
    }

    /// `try_play` refuses moves that are not legal here, says why, and changes nothing.
    fn check_refusals(&mut self, state: &G::State, legal: &HashSet<G::Move>) -> Result<(), String> {
        let game = self.game;
        let hash = game.hash(state);
        let played = self.played.iter().filter(|m| !legal.contains(m)).take(PLAYED_TRIES);
        let candidates = self.odd_moves.iter().chain(self.recent.iter().flatten()).chain(played);
        let mut tried: HashSet<G::Move> = HashSet::new();
        for &mv in candidates {
            if legal.contains(&mv) || !tried.insert(mv) {
                continue;
            }
            let mut probe = state.clone();
            match game.try_play(&mut probe, mv) {
                Ok(()) => return Err(format!("try_play accepts {mv:?}, which legal_moves does not list")),
                Err(refusal) if refusal.reason.is_empty() => {
                    return Err(format!("try_play refuses {mv:?} without a reason"));
                }
                Err(_) => {}
            }
            if probe != *state || game.hash(&probe) != hash {
                return Err(format!("try_play changed the state while refusing {mv:?}"));
            }
            self.coverage.refusals += 1;
        }
        Ok(())
    }
}

/// The state's hash by [`std::hash::Hash`], which hash maps and transposition tables use.
fn std_hash<T: Hash>(value: &T) -> u64 {
    let mut hasher = DefaultHasher::new();
    value.hash(&mut hasher);
    hasher.finish()
}
