//! The match runner: tallies, seat rotation, JSON, reproducibility, errors.

use std::sync::Mutex;
use std::sync::atomic::AtomicBool;

use serde_json::json;

use super::games::{Pile, PileOptions};
use crate::ai::arena::{Entrant, MatchConfig, MatchError, run_match};
use crate::ai::parse::parse_seats;
use crate::ai::{AlphaBetaSpec, Limits, SpecObject};
use crate::toy::Toy;
use crate::{GameFactory, GameSession, Session, StaticFactory};

fn entrants(text: &str) -> Vec<Entrant> {
    parse_seats(text).unwrap().into_iter().map(|(name, spec)| Entrant::new(name, spec)).collect()
}

fn toy(stones: u32) -> Box<dyn GameSession> {
    StaticFactory::<Toy>::new().create(&json!({ "stones": stones })).unwrap()
}

#[test]
fn perfect_players_split_a_won_opening_evenly() {
    // From 10 stones the first player wins with perfect play; both agents play perfectly,
    // and seats swap every other game.
    let session = toy(10);
    let config = MatchConfig {
        games: 6,
        seed: 5,
        threads: 3,
        ..MatchConfig::new(entrants("alphabeta:depth=12,mcts:iterations=3000"))
    };
    let seen = Mutex::new(Vec::new());
    let report = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|p| {
        assert_eq!(p.total, 6);
        seen.lock().unwrap().push(p.done);
    })
    .unwrap();
    assert_eq!(report.wins, [3, 3]);
    assert_eq!((report.games, report.draws, report.unfinished, report.cancelled), (6, 0, 0, false));
    assert_eq!(report.seat_wins, [6, 0], "White always wins");
    for record in &report.records {
        let expected = if record.index % 2 == 0 { [0, 1] } else { [1, 0] };
        assert_eq!(record.seating, expected);
        assert_eq!(record.winner, Some(record.seating[0]));
    }
    let mut seen = seen.into_inner().unwrap();
    seen.sort_unstable();
    assert_eq!(seen, [1, 2, 3, 4, 5, 6]);
    assert_eq!(
        report.summary_json(),
        r#"{"games":6,"draws":0,"wins":{"alphabeta:depth=12":3,"mcts:iterations=3000":3}}"#
    );
    let parsed: serde_json::Value = serde_json::from_str(&report.summary_json()).unwrap();
    assert_eq!(parsed["wins"]["alphabeta:depth=12"], 3);
    assert_eq!(report.losses(0), 3);
    let elo = report.elo().unwrap();
    assert!(elo.difference.abs() < 1e-12 && elo.low < 0.0 && elo.high > 0.0, "{elo:?}");
    let line = report.elo_line().unwrap();
    assert!(line.starts_with("Elo alphabeta:depth=12 - mcts:iterations=3000: +0 "), "{line}");
    assert!(report.table().contains("wins by seat: White 6, Black 0"), "{}", report.table());
    assert!(!report.table().contains("vs even"), "two entrants need no even-share column");
}

#[test]
fn three_players_rotate_and_the_result_does_not_depend_on_threads() {
    let game = Pile::with(PileOptions { players: 3, stones: 15, max_take: 2, ..PileOptions::default() });
    let session = Session::new(game);
    let run = |threads| {
        let config =
            MatchConfig { games: 12, seed: 9, threads, ..MatchConfig::new(entrants("random,easy,random")) };
        run_match(&session, &config, &AtomicBool::new(false), &|_| {}).unwrap()
    };
    let report = run(1);
    assert_eq!(report, run(4));
    assert_eq!(report.names, ["random", "easy", "random#2"]);
    assert_eq!(report.wins.iter().sum::<u32>() + report.draws, 12);
    assert_eq!(report.seat_wins.iter().sum::<u32>(), report.wins.iter().sum::<u32>());
    for record in &report.records {
        let g = record.index as usize;
        assert_eq!(record.seating, [g % 3, (g + 1) % 3, (g + 2) % 3]);
    }
    assert!(report.elo().is_none(), "Elo is for two entrants");
    let table = report.table();
    let header = table.lines().next().unwrap();
    assert!(header.ends_with("vs even"), "{table}");
    for (i, line) in table.lines().skip(1).take(3).enumerate() {
        let above = line.rsplit(' ').next().unwrap().parse::<f64>().unwrap();
        assert!((above - 100.0 * (report.score(i) - 1.0 / 3.0)).abs() < 0.051, "{line}");
    }
    let different = {
        let config = MatchConfig {
            games: 12,
            seed: 10,
            threads: 2,
            ..MatchConfig::new(entrants("random,easy,random"))
        };
        run_match(&session, &config, &AtomicBool::new(false), &|_| {}).unwrap()
    };
    assert_ne!(
        report.records.iter().map(|r| r.plies).collect::<Vec<_>>(),
        different.records.iter().map(|r| r.plies).collect::<Vec<_>>(),
        "another seed plays other games"
    );
}

#[test]
fn bad_matches_are_refused_before_playing() {
    let session = toy(10);
    let config = MatchConfig::new(entrants("random,random,random"));
    let error = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}).unwrap_err();
    assert_eq!(error, MatchError::SeatCount { seats: 2, given: 3 });
    assert_eq!(error.to_string(), "the game has 2 seats, but the match has 3 entrants");
    let config = MatchConfig::new(entrants("random"));
    let error = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}).unwrap_err();
    assert_eq!(error.to_string(), "the game has 2 seats, but the match has 1 entrant");

    let three = Session::new(Pile::with(PileOptions { players: 3, ..PileOptions::default() }));
    let config = MatchConfig::new(entrants("random,human,random"));
    let error =
        run_match(&three, &config, &AtomicBool::new(false), &|_| panic!("no game may start")).unwrap_err();
    assert!(matches!(error, MatchError::Agent { .. }), "{error}");

    let config = MatchConfig::new(entrants("human,random"));
    assert!(matches!(
        run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}),
        Err(MatchError::Agent { .. })
    ));
}

#[test]
fn a_stopped_match_reports_what_was_finished_and_capped_games_are_draws() {
    let session = toy(40);
    let stop = AtomicBool::new(true);
    let config = MatchConfig { games: 4, ..MatchConfig::new(entrants("random,random")) };
    let report = run_match(session.as_ref(), &config, &stop, &|_| {}).unwrap();
    assert!(report.cancelled);
    assert_eq!(
        (report.games, report.summary_json().as_str()),
        (0, r#"{"games":0,"draws":0,"wins":{"random":0,"random#2":0}}"#)
    );

    let config = MatchConfig {
        games: 2,
        max_moves: 3,
        limits: Limits::depth(2),
        ..MatchConfig::new(vec![
            Entrant::new("a", AlphaBetaSpec::default().seat()),
            Entrant::new("b", AlphaBetaSpec::default().seat()),
        ])
    };
    let report = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}).unwrap();
    assert_eq!((report.games, report.draws, report.unfinished), (2, 2, 2));
    assert!(report.records.iter().all(|r| r.plies == 3 && !r.finished && r.winner.is_none()));
    assert!(report.table().contains("unfinished (move cap, counted as draws): 2"));
}

#[test]
fn a_random_opening_is_shared_by_the_seatings_of_a_rotation() {
    // An opening longer than the game plays it out at random: the result then depends only
    // on the opening, so both games of a rotation end alike, seat for seat, while different
    // rotations get different openings.
    let session = toy(11);
    let config = MatchConfig {
        games: 40,
        seed: 3,
        opening: 1_000,
        ..MatchConfig::new(entrants("alphabeta:depth=12,alphabeta:depth=12"))
    };
    let report = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}).unwrap();
    for pair in report.records.chunks(2) {
        assert_eq!(pair[0].winner_seat, pair[1].winner_seat, "{pair:?}");
        assert_eq!(pair[0].plies, pair[1].plies, "{pair:?}");
        assert_ne!(pair[0].winner, pair[1].winner, "the seats swapped");
    }
    let lengths: std::collections::BTreeSet<u32> = report.records.iter().map(|r| r.plies).collect();
    assert!(lengths.len() > 1, "openings differ between rotations: {lengths:?}");

    // A short opening, then perfect play: still a finished game per seating, and the
    // opening's moves count.
    let config = MatchConfig { opening: 2, ..config };
    let report = run_match(session.as_ref(), &config, &AtomicBool::new(false), &|_| {}).unwrap();
    assert_eq!(report.unfinished, 0);
    assert!(report.records.iter().all(|r| r.plies >= 2));
}
