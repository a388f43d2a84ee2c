//! MCTS: forced wins and proofs, double moves, three players, tree reuse, the game hooks,
//! RAVE.

use std::sync::atomic::{AtomicBool, Ordering};

use super::games::{Bonus, Pile, Race3, TreeGame, TreeState, pile_result, pile_winner};
use super::{analyse, legal};
use crate::ai::{Agent, Limits, MctsAgent, MctsSpec, Proven};
use crate::toy::{Toy, ToyOptions};
use crate::{Game, Player};

fn spec(seed: u64) -> MctsSpec {
    MctsSpec { seed: Some(seed), ..MctsSpec::default() }
}

#[test]
fn finds_and_proves_the_forced_win_of_the_toy_game() {
    let game = Toy::new(ToyOptions { stones: 10 }).unwrap();
    let state = game.initial_state();
    let a = analyse(&game, &spec(1), &state, Limits::nodes(20_000)).unwrap();
    // Leaving a multiple of four wins.
    assert_eq!(a.best, 2);
    assert_eq!(a.proven, Some(Proven::Win));
    assert_eq!(a.value, Some(1.0));
    assert!(a.nodes < 20_000, "the search stops once the root is proven");
    assert_eq!(a.pv.first(), Some(&2));
    let best = a.moves.iter().find(|m| m.mv == 2).unwrap();
    assert_eq!(best.proven, Some(Proven::Win));
    let share: f64 = a.moves.iter().map(|m| m.share).sum();
    assert!((share - 1.0).abs() < 1e-9);
}

#[test]
fn proves_a_lost_position() {
    let game = Toy::new(ToyOptions { stones: 8 }).unwrap();
    let a = analyse(&game, &spec(2), &game.initial_state(), Limits::nodes(50_000)).unwrap();
    assert_eq!(a.proven, Some(Proven::Loss));
    assert_eq!(a.value, Some(-1.0));
}

#[test]
fn a_player_moving_twice_in_a_row_is_handled() {
    for stones in 1..=14 {
        let game = Bonus::new(stones);
        for mover in 0..2u8 {
            let state = Pile::at(stones, mover);
            let a = analyse(&game, &spec(u64::from(stones)), &state, Limits::nodes(30_000)).unwrap();
            let winner = pile_winner(&game, &state);
            let me = Player::new(mover.into());
            let expected = if winner == me { Proven::Win } else { Proven::Loss };
            if legal(&game, &state).len() > 1 {
                assert_eq!(a.proven, Some(expected), "{stones} stones, mover {mover}");
            }
            if winner == me {
                let mut after = state.clone();
                game.play_unchecked(&mut after, a.best);
                assert_eq!(pile_result(&game, &after), me, "{stones} stones: {} throws the win away", a.best);
            }
        }
    }
}

#[test]
fn each_of_three_players_maximises_its_own_reward() {
    let game = Race3::new(9);
    // Whoever is to move with one or two stones left takes them all and wins.
    for mover in 0..3u8 {
        let a = analyse(&game, &spec(5), &Pile::at(2, mover), Limits::nodes(2_000)).unwrap();
        assert_eq!((a.best, a.proven), (2, Some(Proven::Win)), "seat {mover}");
        let forced = analyse(&game, &spec(5), &Pile::at(1, mover), Limits::nodes(2_000)).unwrap();
        assert_eq!((forced.best, forced.nodes), (1, 0), "a single move needs no search");
    }
    // With four left, White loses whatever it does, but chooses whether Black or Red wins:
    // that choice is not decided by the rewards, so the root stays unproven while every
    // move is proven lost for White.
    let a = analyse(&game, &spec(6), &Pile::at(4, 0), Limits::nodes(3_000)).unwrap();
    assert_eq!(a.proven, None);
    assert_eq!(a.nodes, 3_000, "an undecidable root does not stop the search early");
    assert_eq!(a.value, Some(-1.0));
    assert!(a.moves.iter().all(|m| m.proven == Some(Proven::Loss)), "{:?}", a.moves);
    // With three left, White can leave one stone to Black... who then wins; taking two
    // leaves one for Black too. Black wins either way, which proves a loss for White.
    let b = analyse(&game, &spec(7), &Pile::at(3, 0), Limits::nodes(3_000)).unwrap();
    assert_eq!(b.proven, Some(Proven::Loss));
}

#[test]
fn tree_reuse_keeps_the_visits_of_the_position_reached() {
    let game = TreeGame::bushy(21, 40);
    let stop = AtomicBool::new(false);
    let mut agent = MctsAgent::new(&game, MctsSpec::iterations(4_000), 3);
    let root = game.initial_state();
    let first = agent.analyse(&game, &root, &Limits::NONE, &stop).unwrap();
    assert_eq!(first.reused, 0);
    // The same position again: everything is kept.
    let again = agent.analyse(&game, &root, &Limits::nodes(1), &stop).unwrap();
    assert_eq!(again.reused, 4_000);
    // One ply later: the subtree of the move played, with all its visits.
    let visits = again.moves.iter().find(|m| m.mv == again.best).unwrap().visits;
    let mut next = root.clone();
    game.play_unchecked(&mut next, again.best);
    assert!(legal(&game, &next).len() > 1, "the bushy tree goes on");
    let later = agent.analyse(&game, &next, &Limits::nodes(10), &stop).unwrap();
    assert_eq!(later.reused, visits);
    // Two plies later, along the predicted line.
    let mut after = next.clone();
    game.play_unchecked(&mut after, later.pv[0]);
    assert!(legal(&game, &after).len() > 1);
    assert!(agent.analyse(&game, &after, &Limits::nodes(10), &stop).unwrap().reused > 0);
    // A position the tree never saw starts afresh; so does an agent with reuse off.
    let unrelated = TreeState { path: 12345, depth: 1 };
    assert!(legal(&game, &unrelated).len() > 1);
    assert_eq!(agent.analyse(&game, &unrelated, &Limits::nodes(10), &stop).unwrap().reused, 0);
    let mut forgetful = MctsAgent::new(&game, MctsSpec { reuse: false, ..MctsSpec::iterations(500) }, 3);
    forgetful.analyse(&game, &root, &Limits::NONE, &stop);
    assert_eq!(forgetful.analyse(&game, &root, &Limits::NONE, &stop).unwrap().reused, 0);
}

#[test]
fn the_game_hooks_drive_playouts_and_cut_offs() {
    let game = TreeGame::bushy(8, 40);
    let state = game.initial_state();
    // The game's policy asks for an index past the end: clamped, not a crash.
    analyse(&game, &spec(1), &state, Limits::nodes(300)).unwrap();
    let calls = game.policy_calls.load(Ordering::Relaxed);
    assert!(calls > 0);
    // With a cut-off of 0 plies the evaluator judges every new node: no playout moves.
    let judged = MctsSpec { cutoff: Some(0), ..spec(1) };
    let a = analyse(&game, &judged, &state, Limits::nodes(300)).unwrap();
    assert_eq!(game.policy_calls.load(Ordering::Relaxed), calls);
    assert!(a.value.is_some());
}

#[test]
fn a_depth_limit_bounds_the_tree() {
    let game = TreeGame::bushy(2, 40);
    let state = game.initial_state();
    let a = analyse(&game, &spec(3), &state, Limits { depth: Some(1), ..Limits::nodes(2_000) }).unwrap();
    assert_eq!(a.pv.len(), 1, "no node below depth 1 is expanded");
}

#[test]
fn rave_keeps_forced_wins_proofs_double_moves_and_three_players() {
    let rave = |seed| MctsSpec { rave: Some(50.0), ..spec(seed) };
    let toy = Toy::new(ToyOptions { stones: 10 }).unwrap();
    let a = analyse(&toy, &rave(1), &toy.initial_state(), Limits::nodes(20_000)).unwrap();
    assert_eq!((a.best, a.proven), (2, Some(Proven::Win)));
    let lost = Toy::new(ToyOptions { stones: 8 }).unwrap();
    let a = analyse(&lost, &rave(2), &lost.initial_state(), Limits::nodes(50_000)).unwrap();
    assert_eq!(a.proven, Some(Proven::Loss));
    for stones in 1..=14 {
        let game = Bonus::new(stones);
        let state = Pile::at(stones, 0);
        let a = analyse(&game, &rave(u64::from(stones)), &state, Limits::nodes(30_000)).unwrap();
        if pile_winner(&game, &state) == Player::WHITE {
            let mut after = state.clone();
            game.play_unchecked(&mut after, a.best);
            assert_eq!(pile_result(&game, &after), Player::WHITE, "{stones} stones");
        }
    }
    let race = Race3::new(9);
    for mover in 0..3u8 {
        let a = analyse(&race, &rave(5), &Pile::at(2, mover), Limits::nodes(2_000)).unwrap();
        assert_eq!((a.best, a.proven), (2, Some(Proven::Win)), "seat {mover}");
    }
}
