//! The conformance suite of DESIGN §8, generic over [`Game`]: random reachable states are
//! checked against every contract written on the trait.

use std::collections::HashSet;
use std::fmt::Write as _;

use plateau_core::{Game, MoveInput, Rng, ToMove};

/// What one run of the suite covered, so a test can assert it really explored something.
#[derive(Clone, Copy, Debug, Default)]
pub struct Coverage {
    /// Games played.
    pub games: u64,
    /// Games that reached their end (the rest hit the ply cap).
    pub finished: u64,
    /// States checked.
    pub states: u64,
    /// Forced passes seen.
    pub passes: u64,
    /// Moves refused as expected (foreign moves tried on states where they are illegal).
    pub refusals: u64,
}

/// Plays `games` random games from the initial state (seeded by `seed`), each capped at
/// `max_plies`, and checks every contract of [`Game`] at every state. Panics with the game
/// number, ply and move list on the first violation.
pub fn check_random_games<G: Game>(game: &G, games: u64, seed: u64, max_plies: u32) -> Coverage {
    let mut rng = Rng::new(seed);
    let mut coverage = Coverage::default();
    // Moves legal somewhere else: candidates for "try_play refuses what is not generated".
    let mut foreign: Vec<G::Move> = Vec::new();
    let mut moves = Vec::new();
    for number in 0..games {
        let mut state = game.initial_state();
        let mut line = Vec::new();
        let mut plies = 0;
        loop {
            let context = || format!("game {number} (seed {seed}) after {line:?}");
            check_state(game, &state, &mut moves, &foreign, &mut coverage)
                .unwrap_or_else(|e| panic!("{}: {e}", context()));
            coverage.states += 1;
            if moves.is_empty() || plies == max_plies {
                coverage.finished += u64::from(moves.is_empty());
                break;
            }
            let mv = moves[rng.below(moves.len())];
            if foreign.len() < 4096 {
                foreign.push(mv);
            } else {
                let slot = rng.below(foreign.len());
                foreign[slot] = mv;
            }
            line.push(game.notation(&state, mv));
            game.play(&mut state, mv);
            plies += 1;
        }
        coverage.games += 1;
    }
    coverage
}

/// Checks one state; `moves` is scratch space and holds the legal moves afterwards.
fn check_state<G: Game>(
    game: &G,
    state: &G::State,
    moves: &mut Vec<G::Move>,
    foreign: &[G::Move],
    coverage: &mut Coverage,
) -> Result<(), String> {
    game.legal_moves(state, moves);
    let mut again = Vec::new();
    game.legal_moves(state, &mut again);
    if *moves != again {
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
    let unique: HashSet<_> = moves.iter().collect();
    if unique.len() != moves.len() {
        return Err(format!("duplicate legal moves in {moves:?}"));
    }
    let passes = moves.iter().filter(|&&m| game.is_pass(m)).count();
    if passes > 0 {
        coverage.passes += 1;
        if moves.len() != 1 {
            return Err(format!("a pass next to other moves: {moves:?}"));
        }
    }
    let mut inputs: HashSet<MoveInput> = HashSet::new();
    let view = game.board_view(state);
    for &mv in moves.iter() {
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
        if let Some(cell) = input.cells.iter().find(|c| view.cell(**c).is_none()) {
            return Err(format!("move '{text}' touches {cell:?}, which the board view does not show"));
        }
        if !inputs.insert(input.clone()) {
            return Err(format!("move '{text}' has the same input as another legal move: {input:?}"));
        }
        let mut fast = state.clone();
        game.play(&mut fast, mv);
        let mut checked = state.clone();
        game.try_play(&mut checked, mv).map_err(|e| format!("try_play refuses legal '{text}': {e}"))?;
        if fast != checked {
            return Err(format!("play and try_play disagree on '{text}'"));
        }
    }
    for &mv in foreign.iter().filter(|m| !unique.contains(m)).take(64) {
        let mut probe = state.clone();
        if game.try_play(&mut probe, mv).is_ok() {
            let mut msg = String::new();
            let _ = write!(msg, "try_play accepts {mv:?}, which legal_moves does not list");
            return Err(msg);
        }
        if probe != *state {
            return Err(format!("try_play changed the state while refusing {mv:?}"));
        }
        coverage.refusals += 1;
    }
    Ok(())
}
