//! Helpers shared by the integration tests: moves as notation, positions as text.

#![allow(dead_code)]

use plateau_core::Game;
use plateau_dvonn::{Dvonn, DvonnState, Move};

/// The legal moves of `state` in notation, sorted.
pub fn legal(game: &Dvonn, state: &DvonnState) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut names: Vec<String> = moves.iter().map(|&m| game.notation(state, m)).collect();
    names.sort();
    names
}

/// The legal moves of `state` that start on `from`, in notation, sorted.
pub fn legal_from(game: &Dvonn, state: &DvonnState, from: &str) -> Vec<String> {
    legal(game, state).into_iter().filter(|m| m.split('-').next() == Some(from) && m.contains('-')).collect()
}

/// Sorted owned strings.
pub fn sorted(names: &[&str]) -> Vec<String> {
    let mut names: Vec<String> = names.iter().map(|&s| s.to_owned()).collect();
    names.sort();
    names
}

/// Parses `text` and plays it with `try_play`, panicking with the reason if refused.
pub fn play(game: &Dvonn, state: &mut DvonnState, text: &str) {
    let mv = game.parse_move(state, text).unwrap_or_else(|e| panic!("{e}"));
    game.try_play(state, mv).unwrap_or_else(|e| panic!("{text}: {e}"));
}

/// The reason `try_play` gives for refusing `text` in `state`; checks the state is untouched.
pub fn refusal(game: &Dvonn, state: &DvonnState, text: &str) -> String {
    let mv: Move = game.parse_move(state, text).unwrap_or_else(|e| panic!("{e}"));
    let mut probe = *state;
    let reason = game.try_play(&mut probe, mv).expect_err(text).reason;
    assert_eq!(&probe, state, "a refused move changed the state");
    assert_eq!(game.hash(&probe), game.hash(state));
    reason
}
