//! Alpha-beta as an agent: forced wins, double moves, three players (paranoid), and the
//! transposition table's memory between calls.

use std::sync::atomic::AtomicBool;

use super::games::{Bonus, Pile, PileState, Race3, TreeGame, pile_result, pile_winner};
use super::{analyse, legal};
use crate::ai::{Agent, AlphaBetaAgent, AlphaBetaSpec, Limits, Proven};
use crate::toy::{Toy, ToyOptions};
use crate::{Game, Player, ToMove};

#[test]
fn finds_the_forced_win_and_the_forced_loss_of_the_toy_game() {
    let game = Toy::new(ToyOptions { stones: 10 }).unwrap();
    let a = analyse(&game, &AlphaBetaSpec::depth(12), &game.initial_state(), Limits::NONE).unwrap();
    assert_eq!((a.best, a.proven, a.value), (2, Some(Proven::Win), Some(1.0)));
    assert_eq!(a.pv.first(), Some(&2));
    assert!(a.depth < 12, "a proven result ends the deepening early");
    let lost = Toy::new(ToyOptions { stones: 8 }).unwrap();
    let b = analyse(&lost, &AlphaBetaSpec::depth(12), &lost.initial_state(), Limits::NONE).unwrap();
    assert_eq!(b.proven, Some(Proven::Loss));
}

#[test]
fn a_player_moving_twice_in_a_row_is_handled() {
    for stones in 2..=16 {
        let game = Bonus::new(stones);
        for mover in 0..2u8 {
            let state = Pile::at(stones, mover);
            let a = analyse(&game, &AlphaBetaSpec::depth(20), &state, Limits::NONE).unwrap();
            let me = Player::new(mover.into());
            let winner = pile_winner(&game, &state);
            let expected = if winner == me { Proven::Win } else { Proven::Loss };
            assert_eq!(a.proven, Some(expected), "{stones} stones, mover {mover}");
            if winner == me {
                let mut after = state.clone();
                game.play_unchecked(&mut after, a.best);
                assert_eq!(pile_result(&game, &after), me, "{stones} stones: {} throws the win away", a.best);
            }
        }
    }
}

/// Whether `root` wins `state` of a three-player pile whatever the others do together.
fn forced_against_all(game: &Pile, state: &PileState, root: Player) -> bool {
    match game.to_move(state) {
        ToMove::Terminal => game.outcome(state).and_then(|o| o.winner()) == Some(root),
        ToMove::Player(mover) => {
            let mut moves = Vec::new();
            game.legal_moves(state, &mut moves);
            let forced = |&mv: &u32| {
                let mut child = state.clone();
                game.play_unchecked(&mut child, mv);
                forced_against_all(game, &child, root)
            };
            if mover == root { moves.iter().any(forced) } else { moves.iter().all(forced) }
        }
    }
}

#[test]
fn with_three_players_only_a_win_against_all_others_is_proven() {
    let (mut won, mut open) = (0, 0);
    for stones in 1..=14 {
        let game = Race3::new(stones);
        for mover in 0..3u8 {
            let state = Pile::at(stones, mover);
            let me = Player::new(mover.into());
            if legal(&game, &state).len() == 1 {
                continue; // played at once, unsearched
            }
            let a = analyse(&game, &AlphaBetaSpec::depth(20), &state, Limits::NONE).unwrap();
            if forced_against_all(&game, &state, me) {
                won += 1;
                assert_eq!(a.proven, Some(Proven::Win), "{stones} stones, mover {mover}");
                let mut after = state.clone();
                game.play_unchecked(&mut after, a.best);
                assert!(forced_against_all(&game, &after, me), "{stones} stones: {} lets the win go", a.best);
            } else {
                open += 1;
                // Not a loss: the others each play for themselves, not against the mover.
                assert_eq!(a.proven, None, "{stones} stones, mover {mover}");
                assert!(a.value.is_some_and(|v| v < 0.0), "{stones} stones, mover {mover}: {:?}", a.value);
            }
        }
    }
    assert!(won >= 3 && open > 20, "both kinds of position occur ({won} won, {open} not)");
}

#[test]
fn the_transposition_table_helps_the_next_search() {
    let game = TreeGame::bushy(17, 30);
    let state = game.initial_state();
    let stop = AtomicBool::new(false);
    let mut agent = AlphaBetaAgent::new(&game, AlphaBetaSpec::depth(7)).unwrap();
    let first = agent.analyse(&game, &state, &Limits::NONE, &stop).unwrap();
    let second = agent.analyse(&game, &state, &Limits::NONE, &stop).unwrap();
    assert_eq!((first.best, first.value), (second.best, second.value));
    assert!(second.nodes < first.nodes, "{} then {}", first.nodes, second.nodes);
}

#[test]
fn an_interrupted_search_returns_a_legal_move() {
    let game = TreeGame::bushy(4, 40);
    let state = game.initial_state();
    for nodes in [1, 2, 5, 50, 500] {
        let a = analyse(&game, &AlphaBetaSpec::depth(40), &state, Limits::nodes(nodes)).unwrap();
        assert!(legal(&game, &state).contains(&a.best));
        assert!(a.nodes <= nodes);
    }
}
