//! Alpha-beta as an agent: forced wins, double moves, the two-player restriction, and the
//! transposition table's memory between calls.

use std::sync::atomic::AtomicBool;

use super::games::{Bonus, Pile, Race3, TreeGame, pile_result, pile_winner};
use super::{analyse, legal};
use crate::ai::{Agent, AgentError, AlphaBetaAgent, AlphaBetaSpec, Limits, Proven, build_agent};
use crate::toy::{Toy, ToyOptions};
use crate::{Game, Player};

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
                game.play(&mut after, a.best);
                assert_eq!(pile_result(&game, &after), me, "{stones} stones: {} throws the win away", a.best);
            }
        }
    }
}

#[test]
fn three_player_games_are_refused_with_a_reason() {
    let game = Race3::new(9);
    let Err(error) = build_agent(&game, &AlphaBetaSpec::depth(4)) else { panic!("built") };
    assert!(matches!(error, AgentError::Unsupported { .. }));
    let message = error.to_string();
    assert!(message.contains("two-player") && message.contains("3 players"), "{message}");
    assert!(AlphaBetaAgent::new(&game, AlphaBetaSpec::default()).is_err());
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
