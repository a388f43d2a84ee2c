//! The AI through the object-safe session: hints, bound agents, search speed.

use std::sync::atomic::AtomicBool;

use serde_json::json;

use super::games::{Pile, PileOptions};
use crate::ai::{
    AgentError, AlphaBetaSpec, HumanSpec, Level, LevelSpec, Limits, MctsSpec, Proven, SpecObject,
};
use crate::toy::Toy;
use crate::{GameFactory, GameSession, MoveError, Session, StaticFactory};

fn toy(stones: u32) -> Box<dyn GameSession> {
    StaticFactory::<Toy>::new().create(&json!({ "stones": stones })).unwrap()
}

#[test]
fn a_hint_gives_the_move_with_its_evidence() {
    let session = toy(10);
    let stop = AtomicBool::new(false);
    let mcts = MctsSpec { seed: Some(1), ..MctsSpec::iterations(20_000) };
    let hint = session.hint(&mcts.seat(), &Limits::NONE, &stop).unwrap();
    assert_eq!((hint.mv, hint.notation.as_str()), (2, "take2"));
    assert_eq!(hint.proven, Some(Proven::Win));
    assert_eq!(hint.value, Some(1.0));
    assert!(hint.share.is_some_and(|s| s > 0.0 && s <= 1.0));
    assert_eq!(hint.pv.first().map(String::as_str), Some("take2"));
    assert_eq!(hint.moves.len(), 3);
    assert!(hint.moves.iter().all(|m| m.notation.starts_with("take")));

    let ab = session.hint(&AlphaBetaSpec::depth(12).seat(), &Limits::NONE, &stop).unwrap();
    assert_eq!((ab.mv, ab.proven), (2, Some(Proven::Win)));
    assert!(ab.nodes > 0 && ab.share.is_none());

    // Humans get no hint from themselves; a finished game gets none at all.
    assert!(session.hint(&HumanSpec::default().seat(), &Limits::NONE, &stop).is_none());
    let mut over = toy(2);
    over.play(2).unwrap();
    assert!(over.hint(&mcts.seat(), &Limits::NONE, &stop).is_none());
}

#[test]
fn a_bound_agent_follows_the_game_and_keeps_its_tree() {
    let session = toy(21);
    let stop = AtomicBool::new(false);
    let mut agent =
        session.bind_agent(&MctsSpec { seed: Some(2), ..MctsSpec::iterations(3_000) }.seat()).unwrap();
    let first = agent.hint(&Limits::NONE, &stop).unwrap();
    agent.play(first.mv).unwrap();
    // The opponent's reply, then our move again: the tree of the line is still there.
    agent.play(1).unwrap();
    let second = agent.hint(&Limits::nodes(1), &stop).unwrap();
    assert!(second.nodes <= 1);
    assert!(second.moves.iter().map(|m| m.visits).sum::<u64>() > 1, "visits kept from the first search");
    assert_eq!(agent.play(9), Err(MoveError::UnknownId(9)));
    assert!(matches!(session.bind_agent(&HumanSpec::default().seat()).err(), Some(AgentError::Human(_))));
}

#[test]
fn alphabeta_plays_three_players_paranoid() {
    let three = Session::new(Pile::with(PileOptions { players: 3, max_take: 2, ..PileOptions::default() }));
    assert!(three.bind_agent(&AlphaBetaSpec::depth(3).seat()).is_ok());
    assert!(three.bind_agent(&LevelSpec::new(Level::Easy).seat()).is_ok());
    assert!(three.think(&AlphaBetaSpec::depth(3).seat(), &Limits::NONE, &AtomicBool::new(false)).is_some());
}

#[test]
fn search_speed_counts_the_work_done() {
    let speed = toy(30).search_speed(2_000, 1);
    assert!(speed.mcts_iterations > 0 && speed.mcts_iterations <= 2_000);
    assert!(speed.uniform_iterations > 0 && speed.uniform_iterations <= 2_000);
    assert!(speed.alphabeta_nodes.is_some_and(|n| n > 0 && n <= 2_000));
    assert!(speed.mcts_per_second() >= 0.0);
    let three = Session::new(Pile::with(PileOptions {
        players: 3,
        stones: 30,
        max_take: 2,
        ..PileOptions::default()
    }));
    let speed = three.search_speed(500, 1);
    assert!(speed.alphabeta_nodes.is_some_and(|n| n > 0 && n <= 500));
    assert_eq!((speed.mcts_iterations, speed.uniform_iterations), (500, 500));
}
