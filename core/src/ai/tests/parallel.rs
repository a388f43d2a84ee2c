//! Searches on several threads: they are offered threads with a day to think, so only a
//! proven result ends them (the test trees are small enough to be solved in well under a
//! second), and they must prove what one thread proves.

use std::time::Duration;

use super::games::TreeGame;
use super::{analyse, legal};
use crate::Game;
use crate::ai::{AgentSpec, AlphaBetaSpec, Limits, MctsSpec};

/// A day on three threads.
fn threaded() -> Limits {
    Limits::time(Duration::from_hours(24)).with_threads(3)
}

#[test]
fn parallel_searches_prove_what_one_thread_proves() {
    let mut checked = 0;
    for seed in 1..=12 {
        let game = TreeGame::with(seed, 7);
        let state = game.initial_state();
        let moves = legal(&game, &state);
        if moves.len() < 2 {
            continue; // a single move is played without a search
        }
        checked += 1;
        // One thread, to the end of the tree.
        let truth = analyse(&game, &AlphaBetaSpec::depth(64), &state, Limits::NONE).unwrap();
        assert!(truth.proven.is_some(), "seed {seed}: the whole tree was searched");
        let specs: [Box<dyn AgentSpec>; 2] = [
            Box::new(AlphaBetaSpec::default()),
            Box::new(MctsSpec { seed: Some(seed), ..MctsSpec::default() }),
        ];
        for spec in specs {
            let a = analyse(&game, spec.as_ref(), &state, threaded()).unwrap();
            assert_eq!(a.proven, truth.proven, "seed {seed}, {}", spec.label());
            assert!(moves.contains(&a.best));
            assert!(a.nodes > 0);
            // The move chosen keeps the proven result: searched alone, it is worth as much.
            let mut after = state.clone();
            game.play_unchecked(&mut after, a.best);
            let reply = analyse(&game, &AlphaBetaSpec::depth(64), &after, Limits::NONE);
            let same_mover = game.to_move(&after) == game.to_move(&state);
            let value = |v: Option<f64>| v.map(|v| if same_mover { v } else { -v });
            match reply {
                // A single reply is played unsearched, without a value.
                Some(reply) if reply.value.is_some() => {
                    assert_eq!(value(reply.value), truth.value, "seed {seed}, {}", spec.label());
                }
                Some(_) => {}
                None => assert!(game.outcome(&after).is_some()),
            }
        }
    }
    assert!(checked >= 6, "only {checked} trees with a choice at the root");
}

#[test]
fn a_threads_setting_of_a_spec_is_checked() {
    for spec in [
        Box::new(AlphaBetaSpec { threads: Some(0), ..AlphaBetaSpec::default() }) as Box<dyn AgentSpec>,
        Box::new(MctsSpec { threads: Some(100_000), ..MctsSpec::default() }),
    ] {
        let error = spec.validate().unwrap_err();
        assert!(error.starts_with("threads must be between 1 and"), "{error}");
    }
}
