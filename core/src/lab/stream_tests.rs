//! Large studies: a run keeps aggregates, not games; files larger than the reading cap are
//! read back a game at a time; a stop starts no game after it.

use std::io::BufReader;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use serde_json::json;

use super::journal::MAX_LINE;
use super::runner::play_study;
use super::sort::Sorter;
use super::*;
use crate::toy::Toy;
use crate::{GameFactory, StaticFactory};

fn study(games: u32) -> Study {
    Study {
        name: None,
        game: "toy".to_owned(),
        rule_sets: vec![
            RuleSet { name: "ten".to_owned(), options: json!({"stones": 10}) },
            RuleSet { name: "eleven".to_owned(), options: json!({"stones": 11}) },
        ],
        seats: vec!["random".to_owned()],
        games,
        seed: 7,
        max_moves: 1_000,
        random_opening: 0,
    }
}

fn prepared(games: u32) -> PreparedStudy {
    let factory = StaticFactory::<Toy>::new();
    study(games).prepare(&[&factory as &dyn GameFactory]).expect("a valid study")
}

fn seats(prepared: &PreparedStudy) -> Vec<Vec<String>> {
    runner::rule_set_seats(prepared).into_iter().map(|r| r.seats).collect()
}

/// What a run keeps while it plays: the tally and, for the results file, the sorter.
struct Kept {
    tally: Tally,
    sorter: Sorter,
    most_held: usize,
}

#[test]
fn trust_a_run_keeps_aggregates_whose_size_does_not_grow_with_the_games() {
    let folder = tempfile::tempdir().unwrap();
    let run = |games: u32| {
        let prepared = prepared(games);
        let done = JobSet::new(2, games, Shard::WHOLE);
        let kept = Mutex::new(Kept {
            tally: Tally::new(prepared.study.clone(), seats(&prepared)),
            sorter: Sorter::new(folder.path(), games, 16 * 1024),
            most_held: 0,
        });
        let end = play_study(&prepared, Shard::WHOLE, 2, &done, &AtomicBool::new(false), &|game, _| {
            let mut kept = kept.lock().unwrap();
            kept.tally.add(&game);
            kept.sorter.push(&game).unwrap();
            kept.most_held = kept.most_held.max(kept.sorter.held());
        })
        .unwrap();
        assert_eq!(end.played, 2 * u64::from(games));
        assert!(!end.interrupted);
        kept.into_inner().unwrap()
    };
    // Records kept: trajectories, distinct values of each measure, endings and phases, and
    // games held by the sorter before it writes a run to disk.
    let retained = |kept: &Kept| {
        let per_rule_set: usize = kept
            .tally
            .rule_sets
            .iter()
            .map(|r| {
                r.trajectories.len()
                    + r.lengths.counts().count()
                    + r.lead_changes.counts().count()
                    + r.decisiveness.counts().count()
                    + r.endings.len()
                    + r.branching.len()
            })
            .sum();
        per_rule_set + kept.most_held
    };
    // Past the games whose trajectories are kept (4,096 a rule set of two), ten times the
    // games keep the same number of records, give or take the few new distinct values.
    let small = run(5_000);
    let large = run(50_000);
    assert_eq!(small.tally.games(), 10_000);
    assert_eq!(large.tally.games(), 100_000);
    let kept = small.tally.trajectory_games() as usize;
    assert_eq!(kept, 4_096);
    assert!(small.tally.rule_sets.iter().chain(&large.tally.rule_sets).all(|r| r.trajectories.len() == kept));
    assert!(small.most_held <= 16 * 1024 / 64 && large.most_held <= 16 * 1024 / 64, "{}", large.most_held);
    let (few, many) = (retained(&small), retained(&large));
    assert!(many <= few + few / 10, "{few} records kept for 10,000 games, {many} for 100,000");
    // The sorter gives every game back once, in job order.
    let mut sorted = large.sorter.finish().unwrap();
    let mut count = 0u64;
    let mut last = None;
    while let Some(game) = sorted.next_game().unwrap() {
        let job = game.job(50_000);
        assert!(last.is_none_or(|l| l < job));
        last = Some(job);
        count += 1;
    }
    assert_eq!(count, 100_000);
}

/// Results of `prepared` with `games` hand-made games a rule set, each with a long
/// trajectory, sealed.
fn big_results(prepared: &PreparedStudy, games: u32) -> StudyResults {
    let games: Vec<LabGame> = (0..2)
        .flat_map(|r| {
            (0..games).map(move |g| LabGame {
                rule_set: r,
                game: g,
                seating: if g % 2 == 0 { vec![0, 1] } else { vec![1, 0] },
                winner: if g % 3 == 0 { None } else { Some((g as usize + r) % 2) },
                finished: g % 7 != 0,
                plies: 20 + g % 13,
                reason: if g % 3 == 0 { "drawn".to_owned() } else { "won".to_owned() },
                branching: vec![PhaseCount { phase: "Taking".to_owned(), moves: 40, plies: 20 }],
                trajectory: (0..21)
                    .map(|k| vec![((k * (g as usize + 1)) % 19) as f32 / 19.0 - 0.5])
                    .collect(),
            })
        })
        .collect();
    let mut results = StudyResults {
        format: results::FORMAT.to_owned(),
        version: results::VERSION,
        study: prepared.study.clone(),
        rule_sets: runner::rule_set_seats(prepared),
        shards: vec![Shard::WHOLE],
        interrupted: false,
        fingerprint: String::new(),
        checksum: String::new(),
        games,
    };
    results.seal();
    results
}

#[test]
fn trust_a_results_file_larger_than_the_cap_is_read_a_game_at_a_time() {
    const CAP: usize = 4 * 1024;
    let prepared = prepared(2_000);
    let results = big_results(&prepared, 2_000);
    // The layout this build writes (checksum after the games) and the one of earlier builds
    // (serde's field order, the checksum before the games, all on one line).
    let old = serde_json::to_string(&results).unwrap();
    for text in [results.to_json(), old] {
        assert!(text.len() > 100 * CAP, "{} bytes", text.len());
        let mut reader =
            ResultsReader::with_cap(BufReader::with_capacity(1024, text.as_bytes()), CAP).unwrap();
        let mut tally = Tally::new(reader.head().study.clone(), reader.head().seats());
        while let Some(game) = reader.next_game().unwrap() {
            tally.add(&game);
        }
        assert!(reader.peak() <= CAP, "held {} bytes at once", reader.peak());
        assert_eq!(reader.head().checksum, results.checksum, "the checksum was read and checked");
        assert_eq!(tally, Tally::of(&results));
        assert_eq!(StudyReport::of_tally(&tally), StudyReport::of(&results));
    }
    // A value over the cap is refused, naming where.
    let error = ResultsReader::with_cap(results.to_json().as_bytes(), 64).err().unwrap().to_string();
    assert!(error.contains("longer than 64 bytes"), "{error}");
}

#[test]
fn trust_a_journal_larger_than_the_cap_resumes_a_line_at_a_time() {
    const CAP: usize = 2 * 1024;
    let prepared = prepared(2_000);
    let results = big_results(&prepared, 2_000);
    let folder = tempfile::tempdir().unwrap();
    let (journal, _) = Journal::open(folder.path(), &prepared, Shard::WHOLE).unwrap();
    for game in results.games.iter().rev() {
        journal.append(game).unwrap();
    }
    drop(journal);
    let size = std::fs::metadata(folder.path().join(JOURNAL)).unwrap().len();
    assert!(size > 100 * CAP as u64, "{size} bytes");
    let mut tally = Tally::new(prepared.study.clone(), seats(&prepared));
    let (_, done) =
        Journal::resume(folder.path(), &prepared, Shard::WHOLE, CAP, &mut |g| tally.add(g)).unwrap();
    assert_eq!(done.len(), 4_000);
    // Read in the order written (the reverse of job order): the same report, the same
    // trajectories kept.
    assert_eq!(StudyReport::of_tally(&tally), StudyReport::of(&results));
    let kept = |t: &Tally| {
        let mut all: Vec<String> =
            t.rule_sets.iter().flat_map(|r| &r.trajectories).map(|v| format!("{v:?}")).collect();
        all.sort();
        all
    };
    assert_eq!(kept(&tally), kept(&Tally::of(&results)));
    // A line longer than the cap is refused, naming it.
    let error = Journal::resume(folder.path(), &prepared, Shard::WHOLE, 100, &mut |_| {}).err().unwrap();
    assert!(error.to_string().ends_with("line 1 is longer than any game"), "{error}");
    assert!(Journal::resume(folder.path(), &prepared, Shard::WHOLE, MAX_LINE, &mut |_| {}).is_ok());
}

#[test]
fn trust_a_stop_starts_no_game_after_it_and_abandons_those_under_way() {
    const THREADS: usize = 3;
    let prepared = prepared(2_000);
    let done = JobSet::new(2, 2_000, Shard::WHOLE);
    let stop = AtomicBool::new(false);
    let (delivered, after) = (AtomicU64::new(0), AtomicU64::new(0));
    let end = play_study(&prepared, Shard::WHOLE, THREADS, &done, &stop, &|_, count| {
        delivered.fetch_add(1, Ordering::SeqCst);
        if stop.load(Ordering::SeqCst) {
            after.fetch_add(1, Ordering::SeqCst);
        }
        if count == 25 {
            stop.store(true, Ordering::SeqCst);
        }
    })
    .unwrap();
    assert!(end.interrupted);
    assert_eq!(end.played, delivered.load(Ordering::SeqCst));
    // Once the flag is up, at most the games the other threads had already finished arrive:
    // none is started, and those under way are dropped at their next move.
    assert!(
        after.load(Ordering::SeqCst) < THREADS as u64,
        "{} games after the stop",
        after.load(Ordering::SeqCst)
    );
    assert!(end.played < 25 + THREADS as u64, "{} games", end.played);
    // Stopped before it starts, a run plays nothing.
    let none = play_study(&prepared, Shard::WHOLE, THREADS, &done, &AtomicBool::new(true), &|_, _| {
        panic!("a game was played after the stop")
    })
    .unwrap();
    assert_eq!(none, runner::RunEnd { played: 0, interrupted: true });
}
