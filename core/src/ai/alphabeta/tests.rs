//! Alpha-beta against a plain max/min search on random game trees whose movers are random
//! (so one player often moves several times in a row), with two players and, paranoid,
//! with three.

use std::sync::atomic::AtomicBool;

use super::score::{self, INFINITY};
use super::table::NO_MOVE;
use super::{AlphaBetaAgent, AlphaBetaSpec, Shared};
use crate::ai::tests::games::{TreeGame, TreeState};
use crate::ai::{Agent, Budget, Limits};
use crate::{Game, GameAi, Player, ToMove};

/// Value of `state` for `view`, searched `depth` plies by explicit max (where `view` moves)
/// and min (where any other player moves: with three players, the paranoid assumption), with
/// the same scoring as the agent: terminal results by distance from the root, judgements at
/// the horizon. No pruning, no table.
fn reference(game: &TreeGame, state: &TreeState, view: Player, depth: u32, ply: usize) -> i32 {
    let mover = game.to_move(state).player().expect("not a leaf");
    let evaluator = game.evaluator();
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut best: Option<i32> = None;
    for mv in moves {
        let mut child = state.clone();
        game.play_unchecked(&mut child, mv);
        let v = match game.to_move(&child) {
            ToMove::Terminal => terminal(game, &child, view, ply + 1),
            ToMove::Player(_) if depth == 1 => score::judgement(evaluator.evaluate(game, &child, view)),
            ToMove::Player(_) => reference(game, &child, view, depth - 1, ply + 1),
        };
        best = Some(match best {
            None => v,
            Some(b) if mover == view => b.max(v),
            Some(b) => b.min(v),
        });
    }
    best.expect("positions that are not leaves have moves")
}

/// The agent's score of the finished `state` for `view`, `ply` plies from the root.
fn terminal(game: &TreeGame, state: &TreeState, view: Player, ply: usize) -> i32 {
    score::terminal(game.outcome(state).unwrap().reward(view, game.info().player_count()), ply)
}

/// One fixed-depth, full-window search with the agent's tables (which persist from call to
/// call, as they do between iterations).
fn searched(agent: &mut AlphaBetaAgent<TreeGame>, game: &TreeGame, state: &TreeState, depth: u32) -> i32 {
    let stop = AtomicBool::new(false);
    let mover = game.to_move(state).player().unwrap();
    let mut budget = Budget::new(&Limits::NONE, &stop, 256);
    let shared = Shared::new(game, agent.evaluator.as_ref(), &agent.table, false, state, mover);
    let mut thread = shared.thread(&mut agent.main);
    let mut search = thread.search(&mut budget, NO_MOVE);
    search.negamax(state, mover, depth, -INFINITY, INFINITY, 0).expect("no budget to run out")
}

/// Checks that fixed-depth searches of `game`'s root, at depths 1 to 6 with the agent's
/// tables kept between them, score what the reference does; returns the root's mover and
/// the position after its first legal move.
fn agrees_with_reference(game: &TreeGame, seed: u64) -> (Player, TreeState) {
    let root = game.initial_state();
    let mut agent = AlphaBetaAgent::new(game, AlphaBetaSpec::default()).unwrap();
    let view = game.to_move(&root).player().unwrap();
    for depth in 1..=6 {
        let expected = reference(game, &root, view, depth, 0);
        assert_eq!(searched(&mut agent, game, &root, depth), expected, "seed {seed} depth {depth}");
    }
    let mut moves = Vec::new();
    game.legal_moves(&root, &mut moves);
    let mut child = root;
    game.play_unchecked(&mut child, moves[0]);
    (view, child)
}

#[test]
fn fixed_depth_scores_equal_plain_max_min() {
    let mut repeated_movers = 0;
    for seed in 0..300 {
        let game = TreeGame::with(seed, 7);
        let (view, child) = agrees_with_reference(&game, seed);
        repeated_movers += usize::from(game.to_move(&child) == ToMove::Player(view));
    }
    assert!(repeated_movers > 50, "the trees must exercise double moves ({repeated_movers})");
}

#[test]
fn iterative_deepening_with_aspiration_agrees_with_max_min() {
    let stop = AtomicBool::new(false);
    for seed in 0..200 {
        let game = TreeGame::with(seed, 8);
        let root = game.initial_state();
        let view = game.to_move(&root).player().unwrap();
        let depth = 5;
        let mut agent = AlphaBetaAgent::new(&game, AlphaBetaSpec::depth(depth)).unwrap();
        let a = agent.analyse(&game, &root, &Limits::NONE, &stop).unwrap();
        let expected = reference(&game, &root, view, depth, 0);
        let mut moves = Vec::new();
        game.legal_moves(&root, &mut moves);
        if moves.len() > 1 {
            assert_eq!(a.value, Some(score::to_value(expected)), "seed {seed}");
            // The chosen move is worth the root's value.
            let mut child = root.clone();
            game.play_unchecked(&mut child, a.best);
            let after = match game.to_move(&child) {
                ToMove::Terminal => terminal(&game, &child, view, 1),
                ToMove::Player(_) => reference_after(&game, &child, view, depth - 1),
            };
            assert_eq!(after, expected, "seed {seed}: best move {} is not optimal", a.best);
        }
    }
}

/// Reference value of a child position one ply below the root.
fn reference_after(game: &TreeGame, child: &TreeState, view: Player, depth: u32) -> i32 {
    if depth == 0 {
        return score::judgement(game.evaluator().evaluate(game, child, view));
    }
    reference(game, child, view, depth, 1)
}

#[test]
fn with_three_players_scores_equal_paranoid_max_min() {
    let (mut coalition_moves, mut draws) = (0, 0);
    for seed in 0..300 {
        let game = TreeGame::three(seed, 7);
        let (view, child) = agrees_with_reference(&game, seed);
        if let ToMove::Player(next) = game.to_move(&child) {
            coalition_moves += usize::from(next != view);
        } else {
            draws += usize::from(game.outcome(&child).unwrap().winner().is_none());
        }
    }
    assert!(coalition_moves > 100, "the trees must hand the move to the others ({coalition_moves})");
    assert!(draws > 0, "the trees must have drawn leaves near the root");
}

#[test]
fn other_lines_are_scored_exactly_and_leave_the_answer_alone() {
    let stop = AtomicBool::new(false);
    let mut with_lines = 0;
    for seed in 0..100 {
        let game = TreeGame::with(seed, 8);
        let root = game.initial_state();
        let view = game.to_move(&root).player().unwrap();
        let depth = 4;
        let plain = AlphaBetaAgent::new(&game, AlphaBetaSpec::depth(depth)).unwrap().analyse(
            &game,
            &root,
            &Limits::NONE,
            &stop,
        );
        let mut agent = AlphaBetaAgent::new(&game, AlphaBetaSpec::depth(depth)).unwrap();
        let lined = agent.analyse(&game, &root, &Limits::NONE.with_lines(3), &stop).unwrap();
        let plain = plain.unwrap();
        assert_eq!((lined.best, lined.value), (plain.best, plain.value), "seed {seed}");
        if lined.moves.is_empty() {
            continue;
        }
        with_lines += 1;
        assert_eq!((lined.moves[0].mv, lined.moves[0].value), (lined.best, lined.value));
        // The lines are scored at the depth the answer reached (a proof ends deepening early).
        let reached = lined.depth;
        let best = reference(&game, &root, view, reached, 0);
        for line in &lined.moves[1..] {
            assert_ne!(line.mv, lined.best);
            let mut child = root.clone();
            game.play_unchecked(&mut child, line.mv);
            let exact = match game.to_move(&child) {
                ToMove::Terminal => terminal(&game, &child, view, 1),
                ToMove::Player(_) => reference_after(&game, &child, view, reached - 1),
            };
            assert_eq!(line.value, Some(score::to_value(exact.min(best))), "seed {seed}: {}", line.mv);
        }
    }
    assert!(with_lines > 50, "lines for {with_lines} of 100 trees");
}
