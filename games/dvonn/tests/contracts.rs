//! The written contracts of `plateau_core::Game`, checked at every state of a few hundred
//! seeded random games.

use std::collections::HashSet;

use plateau_core::{Game, MoveInput, Rng, ToMove};
use plateau_dvonn::{Cell, Dvonn, DvonnOptions, DvonnState, EndRule, Move};

fn cell(name: &str) -> Cell {
    Cell::parse(name).unwrap()
}

/// Moves that are legal in few or no states, so the refusal path sees every kind of move.
fn odd_moves() -> Vec<Move> {
    vec![
        Move::Pass,
        Move::Place(cell("e3")),
        Move::Place(cell("k5")),
        Move::Jump { from: cell("a1"), to: cell("a2") },
        Move::Jump { from: cell("e3"), to: cell("e4") },
        Move::Jump { from: cell("a3"), to: cell("k3") },
        Move::Jump { from: cell("c3"), to: cell("e5") },
        Move::Jump { from: cell("a1"), to: cell("k5") },
    ]
}

fn check_state(game: &Dvonn, state: &DvonnState, moves: &[Move], foreign: &[Move]) {
    // Deterministic order, no duplicates.
    let mut again = Vec::new();
    game.legal_moves(state, &mut again);
    assert_eq!(moves, &again[..], "legal_moves is not deterministic");
    let unique: HashSet<Move> = moves.iter().copied().collect();
    assert_eq!(unique.len(), moves.len(), "duplicate legal moves in {state:?}");

    // Empty iff over iff terminal; a pass only alone.
    let over = moves.is_empty();
    assert_eq!(game.outcome(state).is_some(), over, "{state:?}");
    assert_eq!(game.to_move(state) == ToMove::Terminal, over, "{state:?}");
    if moves.iter().any(|&m| game.is_pass(m)) {
        assert_eq!(moves, [Move::Pass], "a pass beside other moves in {state:?}");
    }

    assert_eq!(game.hash(state), game.hash_from_scratch(state), "{state:?}");

    let mut inputs = HashSet::new();
    for &mv in moves {
        let text = game.notation(state, mv);
        assert_eq!(game.parse_move(state, &text), Ok(mv), "{text}");
        assert_eq!(game.parse_move(state, &text.to_uppercase()), Ok(mv), "{text}");
        assert_eq!(game.move_from_id(game.move_id(mv)), Some(mv), "{text}");
        assert!(inputs.insert(game.move_input(state, mv)), "two moves share the input of {text}");

        let mut by_try = *state;
        game.try_play(&mut by_try, mv).unwrap_or_else(|e| panic!("{text} refused: {e} in {state:?}"));
        let mut by_play = *state;
        game.play(&mut by_play, mv);
        assert_eq!(by_try, by_play, "{text}");
        assert_eq!(game.hash(&by_try), game.hash(&by_play), "{text}");
        assert_eq!(game.hash(&by_play), game.hash_from_scratch(&by_play), "after {text}");
    }

    for &mv in foreign.iter().filter(|m| !moves.contains(m)) {
        let mut probe = *state;
        let refused = game.try_play(&mut probe, mv);
        assert!(refused.is_err(), "{} accepted in {state:?}", game.notation(state, mv));
        assert!(!refused.unwrap_err().reason.is_empty());
        assert_eq!(&probe, state, "a refused move changed the state");
        assert_eq!(game.hash(&probe), game.hash(state));
    }

    // The view shows every space with its stack, plus 16 edge labels (11 files, 5 ranks).
    let view = game.board_view(state);
    let (spaces, labels): (Vec<_>, Vec<_>) =
        view.cells.iter().partition(|c| c.kind != plateau_core::board::CellKind::Decoration);
    assert_eq!(spaces.len(), 49);
    assert_eq!(labels.len(), 16);
    assert!(labels.iter().all(|c| c.stack.is_empty() && Cell::from_coord(c.coord).is_none()));
    for c in spaces {
        let space = Cell::from_coord(c.coord).expect("view cell is a space");
        assert_eq!(c.name, space.to_string());
        assert_eq!(c.stack.len(), state.height(space));
        assert_eq!(c.badge.is_some(), state.height(space) >= 2);
    }
    let pass_input = MoveInput::label("pass");
    assert_eq!(moves.contains(&Move::Pass), inputs.contains(&pass_input));
}

#[test]
fn every_state_of_random_games_keeps_the_game_contracts() {
    check_random_games(&Dvonn::standard());
}

#[test]
fn every_state_of_random_games_keeps_the_game_contracts_when_a_stuck_mover_ends_the_game() {
    check_random_games(&Dvonn::new(DvonnOptions { end: EndRule::MoverStuck }).unwrap());
}

fn check_random_games(game: &Dvonn) {
    let mut moves = Vec::new();
    let mut passes = 0;
    let mut finished = 0;
    for seed in 0..300 {
        let mut rng = Rng::new(seed);
        let mut state = game.initial_state();
        let mut recent: Vec<Vec<Move>> = Vec::new();
        loop {
            game.legal_moves(&state, &mut moves);
            let mut foreign = odd_moves();
            foreign.extend(recent.iter().flatten().copied());
            check_state(game, &state, &moves, &foreign);
            if moves.is_empty() {
                break;
            }
            passes += usize::from(moves == [Move::Pass]);
            let mv = moves[rng.below(moves.len())];
            recent.push(moves.clone());
            if recent.len() > 2 {
                recent.remove(0);
            }
            game.play(&mut state, mv);
        }
        finished += 1;
        let outcome = game.outcome(&state).expect("finished");
        let scores = game.scores(&state);
        let live: Vec<i64> = scores.per_player.iter().map(|f| f[0].value).collect();
        assert_eq!(outcome.score, live, "final scores are the live figures");
    }
    assert_eq!(finished, 300);
    match game.options().end {
        EndRule::NeitherCanMove => assert!(passes > 0, "random games should meet some forced passes"),
        EndRule::MoverStuck => assert_eq!(passes, 0, "a stuck mover ends the game instead"),
    }
}

#[test]
fn equal_positions_reached_differently_are_equal_and_hash_equally() {
    let game = Dvonn::standard();
    let order_a: Vec<Cell> = Cell::all().collect();
    // Swap two white placements (plies 5 and 7) and two black ones (plies 4 and 6).
    let mut order_b = order_a.clone();
    order_b.swap(4, 6);
    order_b.swap(3, 5);
    let (mut a, mut b) = (game.initial_state(), game.initial_state());
    for (&x, &y) in order_a.iter().zip(&order_b) {
        game.play(&mut a, Move::Place(x));
        game.play(&mut b, Move::Place(y));
    }
    assert_eq!(a, b);
    assert_eq!(game.hash(&a), game.hash(&b));
    let mut moves = Vec::new();
    game.legal_moves(&a, &mut moves);
    let mv = moves[0];
    let (mut a2, mut b2) = (a, b);
    game.play(&mut a2, mv);
    game.play(&mut b2, mv);
    assert_eq!(a2, b2);
    assert_ne!(a, a2);
    assert_ne!(game.hash(&a), game.hash(&a2));
}
