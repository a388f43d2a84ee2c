//! Every level of every game and variant is reproducible (a node or iteration budget, never
//! time, and the same move from two agents built alike) and builds an agent that plays a
//! legal move. The per-game level tables themselves are checked in each game crate.

use std::sync::atomic::AtomicBool;

use plateau_core::ai::{AlphaBetaSpec, Level, LevelSpec, Limits, MctsSpec, build_agent};
use plateau_core::{Game, GameAi};

fn check_levels<G: GameAi>(game: &G) {
    let name = &game.info().id;
    let state = game.initial_state();
    let mut legal = Vec::new();
    game.legal_moves(&state, &mut legal);
    for level in Level::ALL {
        let spec = game.level_spec(level);
        if let Some(m) = spec.downcast::<MctsSpec>() {
            assert!(m.time_ms.is_none() && m.iterations.is_some(), "{name} {level}: {m:?}");
        } else if let Some(a) = spec.downcast::<AlphaBetaSpec>() {
            assert!(a.time_ms.is_none() && a.nodes.is_some(), "{name} {level}: {a:?}");
        } else {
            // A game's own kind of agent: its settings hold no time, and a budget.
            let json = spec.seat().json().clone();
            assert!(json.get("time_ms").is_none(), "{name} {level}: {json}");
            assert!(
                ["nodes", "iterations", "depth"].iter().any(|k| json.get(k).is_some()),
                "{name} {level}: {json}"
            );
        }
        // A small extra budget keeps the test fast; the level's own budget is checked above.
        let choose = || {
            let mut agent = build_agent(game, &LevelSpec { seed: Some(7), ..LevelSpec::new(level) }).unwrap();
            agent.select(game, &state, &Limits::nodes(500), &AtomicBool::new(false))
        };
        let mv = choose();
        assert!(mv.is_some_and(|mv| legal.contains(&mv)), "{name} {level}");
        assert_eq!(mv, choose(), "{name} {level} plays the same move when built the same way");
    }
}

#[test]
fn dvonn_levels() {
    check_levels(&plateau_dvonn::Dvonn::standard());
}

#[test]
fn gipf_levels() {
    use plateau_gipf::{Gipf, GipfOptions, Version};
    for version in [Version::Basic, Version::Standard, Version::Tournament] {
        check_levels(&Gipf::new(GipfOptions { version, ..GipfOptions::default() }).unwrap());
    }
}

#[test]
fn knightline_levels() {
    use plateau_knightline::{Grey, KnightLine, KnightLineOptions};
    for players in [2, 3] {
        for grey in [Grey::None, Grey::Wildcard] {
            check_levels(
                &KnightLine::new(KnightLineOptions { players, grey, ..KnightLineOptions::default() })
                    .unwrap(),
            );
        }
    }
}
