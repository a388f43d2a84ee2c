//! Seat specs: parsing (good and bad), typetag round trips, levels.

use super::analyse;
use super::games::{Bonus, Pile, PileOptions};
use crate::Game;
use crate::ai::parse::{parse_seat, parse_seats};
use crate::ai::{
    AgentError, AgentSpec, AlphaBetaSpec, HumanSpec, Level, LevelSpec, Limits, MctsSpec, PhasedSpec,
    RandomSpec, build_agent,
};

fn parsed<T: AgentSpec + Clone + 'static>(text: &str) -> T {
    let spec = parse_seat(text).unwrap_or_else(|e| panic!("{text}: {e}")).to_spec().unwrap();
    spec.downcast::<T>().unwrap_or_else(|| panic!("{text}: wrong type {spec:?}")).clone()
}

#[test]
fn good_specs_parse() {
    assert_eq!(parsed::<RandomSpec>("random"), RandomSpec { seed: None });
    assert_eq!(parsed::<RandomSpec>(" Random : seed = 7 "), RandomSpec { seed: Some(7) });
    assert_eq!(parsed::<HumanSpec>("human:name=Ada"), HumanSpec { name: Some("Ada".into()) });
    assert_eq!(parsed::<LevelSpec>("hard"), LevelSpec::new(Level::Hard));
    assert_eq!(
        parsed::<LevelSpec>("EXPERT:seed=3"),
        LevelSpec { seed: Some(3), ..LevelSpec::new(Level::Expert) }
    );
    assert_eq!(parsed::<LevelSpec>("level:level=easy"), LevelSpec::new(Level::Easy));
    assert_eq!(parsed::<MctsSpec>("mcts:iterations=20000"), MctsSpec::iterations(20_000));
    assert_eq!(
        parsed::<MctsSpec>("mcts:c=0.5,cutoff=40,reuse=false,seed=9"),
        MctsSpec { exploration: 0.5, cutoff: Some(40), reuse: false, seed: Some(9), ..MctsSpec::default() }
    );
    assert_eq!(parsed::<MctsSpec>("mcts:rave=300"), MctsSpec { rave: Some(300.0), ..MctsSpec::default() });
    assert_eq!(
        parsed::<MctsSpec>("mcts:implicit=0.4"),
        MctsSpec { implicit: Some(0.4), ..MctsSpec::default() }
    );
    assert_eq!(parsed::<AlphaBetaSpec>("alphabeta:depth=6"), AlphaBetaSpec::depth(6));
    assert_eq!(
        parsed::<AlphaBetaSpec>("alphabeta:nodes=100000,tt_mb=64,aspiration=false"),
        AlphaBetaSpec { nodes: Some(100_000), tt_mb: 64, aspiration: false, ..AlphaBetaSpec::default() }
    );
}

#[test]
fn bad_specs_name_the_bad_part() {
    let cases = [
        ("", "empty seat"),
        ("wizard", "unknown agent 'wizard'"),
        ("mctx:iterations=5", "unknown agent 'mctx'"),
        ("mcts:iteratons=5", "'iteratons=5': unknown field `iteratons`"),
        ("mcts:iterations=lots", "'iterations=lots': invalid type: string \"lots\""),
        ("mcts:seed=1,iterations=-4", "'iterations=-4'"),
        ("mcts:iterations", "'iterations' is not of the form key=value"),
        ("mcts:iterations=5,", "empty setting"),
        ("mcts:seed=1,seed=2", "'seed' is set twice"),
        ("mcts:exploration=-1", "exploration must be"),
        ("mcts:rave=0", "rave must be a number above 0, not 0"),
        ("mcts:implicit=1.5", "implicit must be a weight from 0 to 1, not 1.5"),
        ("alphabeta:depth=99", "depth must be at most 64"),
        ("alphabeta:tt_mb=0", "tt_mb must be"),
        ("alphabeta:seed=3", "'seed=3': unknown field `seed`"),
        ("hard:iterations=5", "'iterations=5': unknown field `iterations`"),
        (":depth=3", "no agent name"),
        // Bounds hold whichever way a spec is written.
        ("alphabeta:tt_mb=65536", "tt_mb must be between 1 and 4096, not 65536"),
        (r#"{"type":"alphabeta","tt_mb":65536}"#, "tt_mb must be between 1 and 4096, not 65536"),
        ("mcts:memory_mb=100000", "memory_mb must be between 1 and 4096"),
        ("mcts:iterations=0", "iterations must be between 1 and 10000000000, not 0"),
        ("mcts:iterations=18446744073709551615", "iterations must be between 1 and 10000000000"),
        ("mcts:time_ms=999999999999", "time_ms must be between 1 and 86400000"),
        ("mcts:playout_limit=0", "playout_limit must be between 1 and 1000000"),
        ("alphabeta:nodes=99999999999", "nodes must be between 1 and 10000000000"),
        ("expert:time_ms=0", "time_ms must be between 1"),
        (
            r#"{"type":"phased","phases":{"placement":{"type":"mcts","memory_mb":9999}},"otherwise":{"type":"random"}}"#,
            "phase 'placement': memory_mb must be",
        ),
        (
            r#"{"type":"phased","phases":{},"otherwise":{"type":"alphabeta","depth":65}}"#,
            "otherwise: depth must be at most 64, not 65",
        ),
    ];
    for (text, expected) in cases {
        let error = parse_seat(text).err().unwrap_or_else(|| panic!("accepted '{text}'"));
        let message = error.to_string();
        assert_eq!(error.seat, text.trim());
        assert!(message.contains(expected), "'{text}': expected '{expected}' in '{message}'");
        assert!(message.starts_with(&format!("seat '{}'", text.trim())), "{message}");
    }
}

#[test]
fn seat_lists_split_on_commas_between_seats() {
    let seats = parse_seats("hard, mcts:iterations=500,seed=2 ,random,alphabeta:depth=4").unwrap();
    let names: Vec<&str> = seats.iter().map(|(name, _)| name.as_str()).collect();
    assert_eq!(names, ["hard", "mcts:iterations=500,seed=2", "random", "alphabeta:depth=4"]);
    let mcts = seats[1].1.to_spec().unwrap();
    let mcts = mcts.downcast::<MctsSpec>().unwrap();
    assert_eq!((mcts.iterations, mcts.seed), (Some(500), Some(2)));
    let e = parse_seats("seed=3,hard").unwrap_err();
    assert_eq!(e.seat, "seed=3");
    assert!(e.to_string().contains("must follow an agent name"), "{e}");
    assert!(parse_seats("hard,seed=3").is_err(), "a level takes settings only after a colon");
    assert_eq!(parse_seats("easy,wizard").unwrap_err().seat, "wizard");
}

#[test]
fn every_spec_survives_a_typetag_round_trip() {
    let specs: Vec<Box<dyn AgentSpec>> = vec![
        Box::new(HumanSpec { name: Some("Ada".into()) }),
        Box::new(RandomSpec { seed: Some(4) }),
        Box::new(MctsSpec { iterations: Some(123), cutoff: Some(7), seed: Some(8), ..MctsSpec::default() }),
        Box::new(MctsSpec::default()),
        Box::new(AlphaBetaSpec { depth: Some(5), time_ms: Some(250), ..AlphaBetaSpec::default() }),
        Box::new(LevelSpec { seed: Some(1), ..LevelSpec::new(Level::Medium) }),
    ];
    for spec in specs {
        let json = serde_json::to_string(&spec).unwrap();
        let back: Box<dyn AgentSpec> = serde_json::from_str(&json).unwrap();
        assert_eq!(format!("{back:?}"), format!("{spec:?}"), "{json}");
        assert_eq!(serde_json::to_string(&back).unwrap(), json);
    }
    let tags: Vec<String> = [
        serde_json::to_value(Box::new(MctsSpec::default()) as Box<dyn AgentSpec>).unwrap(),
        serde_json::to_value(Box::new(AlphaBetaSpec::default()) as Box<dyn AgentSpec>).unwrap(),
        serde_json::to_value(Box::new(LevelSpec::new(Level::Hard)) as Box<dyn AgentSpec>).unwrap(),
    ]
    .iter()
    .map(|v| v["type"].as_str().unwrap().to_owned())
    .collect();
    assert_eq!(tags, ["mcts", "alphabeta", "level"], "tag names are stable");
    let hard: Box<dyn AgentSpec> = serde_json::from_str(r#"{"type":"level","level":"hard"}"#).unwrap();
    assert_eq!(hard.label(), "hard");
}

#[test]
fn levels_resolve_through_the_game() {
    let generic = Bonus::new(12);
    let state = generic.initial_state();
    // The generic table is MCTS: root move statistics are reported.
    let easy =
        analyse(&generic, &LevelSpec { seed: Some(1), ..LevelSpec::new(Level::Easy) }, &state, Limits::NONE)
            .unwrap();
    assert_eq!(easy.nodes, Level::Easy.default_iterations());
    assert!(!easy.moves.is_empty());
    assert!(Level::ALL.windows(2).all(|w| w[0].default_iterations() < w[1].default_iterations()));
    // A game that maps levels to alpha-beta.
    let tuned = Pile::with(PileOptions {
        stones: 12,
        bonus: Some(2),
        alphabeta_levels: true,
        ..PileOptions::default()
    });
    let hard = analyse(&tuned, &LevelSpec::new(Level::Hard), &state, Limits::NONE).unwrap();
    assert!(hard.moves.is_empty(), "alpha-beta reports no per-move visits");
    assert_eq!("Expert".parse::<Level>(), Ok(Level::Expert));
    assert!("grandmaster".parse::<Level>().unwrap_err().contains("'grandmaster'"));
}

#[test]
fn humans_and_unknown_specs_build_no_agent() {
    let game = Bonus::new(5);
    assert!(matches!(build_agent(&game, &HumanSpec::default()), Err(AgentError::Human(_))));
    let Err(error) = build_agent(&game, &Oracle {}) else { panic!("built") };
    assert_eq!(error.to_string(), "this build cannot run agent 'oracle'");
    // Registered tags parse through typetag.
    assert_eq!(parse_seat("test-oracle").unwrap().label(), "oracle");
}

/// A spec of some other crate that this build's `build_agent` does not know.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
struct Oracle {}

#[typetag::serde(name = "test-oracle")]
impl AgentSpec for Oracle {
    fn label(&self) -> String {
        "oracle".into()
    }
}

#[test]
fn phased_specs_pick_the_agent_of_the_phase() {
    let game = Pile::with(PileOptions { stones: 12, bonus: Some(2), ..PileOptions::default() });
    let state = game.initial_state();
    // The Pile game is always in its "Taking" phase; names match ignoring case.
    let taking_by_alphabeta = PhasedSpec::new(
        "TAKING",
        Box::new(AlphaBetaSpec::depth(4)),
        Box::new(MctsSpec { seed: Some(1), ..MctsSpec::iterations(200) }),
    );
    let a = analyse(&game, &taking_by_alphabeta, &state, Limits::NONE).unwrap();
    assert!(a.moves.is_empty() && a.depth > 0, "alpha-beta played: {a:?}");
    let other_phase = PhasedSpec::new(
        "placement",
        Box::new(AlphaBetaSpec::depth(4)),
        Box::new(MctsSpec { seed: Some(1), ..MctsSpec::iterations(200) }),
    );
    let a = analyse(&game, &other_phase, &state, Limits::NONE).unwrap();
    // (It may stop before 200 iterations once it has solved this small game.)
    assert!(!a.moves.is_empty() && (1..=200).contains(&a.nodes), "MCTS played the phase nobody named: {a:?}");
    assert_eq!(other_phase.label(), "placement: alphabeta d4; then mcts 200");

    // Written as JSON on the command line, and back.
    let json = serde_json::to_string(&(Box::new(other_phase) as Box<dyn AgentSpec>)).unwrap();
    let seats = parse_seats(&format!("hard,{json}, random")).unwrap();
    assert_eq!(seats.len(), 3, "{seats:?}");
    assert_eq!(seats[1].0, json);
    assert_eq!(seats[1].1.label(), "placement: alphabeta d4; then mcts 200");
    let broken = parse_seat(r#"{"type":"phased","phases":{}}"#).unwrap_err();
    assert!(broken.to_string().contains("missing field `otherwise`"), "{broken}");

    // A phase whose agent cannot be built makes the whole spec fail.
    let with_human =
        PhasedSpec::new("taking", Box::new(HumanSpec::default()), Box::new(RandomSpec::default()));
    assert!(matches!(build_agent(&game, &with_human), Err(AgentError::Human(_))));
}

#[test]
fn timed_specs_think_by_the_clock_instead_of_their_budget() {
    let mcts = MctsSpec::iterations(500).timed(250).unwrap();
    let mcts = mcts.downcast::<MctsSpec>().unwrap();
    assert_eq!((mcts.iterations, mcts.time_ms), (None, Some(250)));
    let ab = AlphaBetaSpec { nodes: Some(9), depth: Some(3), ..AlphaBetaSpec::default() }.timed(100).unwrap();
    let ab = ab.downcast::<AlphaBetaSpec>().unwrap();
    assert_eq!((ab.nodes, ab.time_ms, ab.depth), (None, Some(100), Some(3)));
    assert!(HumanSpec::default().timed(100).is_none());
    let phased =
        PhasedSpec::new("taking", Box::new(MctsSpec::iterations(5)), Box::new(RandomSpec::default()));
    let phased = phased.timed(40).unwrap();
    assert_eq!(phased.label(), "taking: mcts 40ms; then random");
    // Levels take the time on the command line and keep it in save files.
    let expert = parsed::<LevelSpec>("expert:time_ms=1000");
    assert_eq!(expert.time_ms, Some(1000));
    assert_eq!(expert.label(), "expert 1000ms");
    let json = serde_json::to_string(&(Box::new(expert.clone()) as Box<dyn AgentSpec>)).unwrap();
    assert_eq!(json, r#"{"type":"level","level":"expert","time_ms":1000}"#);
}

#[test]
fn agents_are_never_built_from_specs_out_of_bounds() {
    // Whatever route a spec took (a save file deserialises it without `parse_seat`), the
    // builder refuses it before allocating anything.
    let game = Pile::new(PileOptions::default()).unwrap();
    let huge: Box<dyn AgentSpec> = serde_json::from_str(r#"{"type":"alphabeta","tt_mb":65536}"#).unwrap();
    let error = build_agent(&game, huge.as_ref()).err().expect("refused");
    assert!(matches!(error, AgentError::Invalid { .. }), "{error}");
    assert!(error.to_string().contains("tt_mb must be between 1 and 4096"), "{error}");
    let nested = PhasedSpec::new(
        "placement",
        Box::new(MctsSpec { memory_mb: 0, ..MctsSpec::default() }),
        Box::new(RandomSpec::default()),
    );
    assert!(build_agent(&game, &nested).is_err());
    assert!(build_agent(&game, &MctsSpec::iterations(10)).is_ok());
}

#[test]
fn a_blank_human_name_is_labelled_human() {
    assert_eq!(parsed::<HumanSpec>("human:name=").label(), "human");
    assert_eq!(parsed::<HumanSpec>("human:name=  Ada ").label(), "Ada");
}
