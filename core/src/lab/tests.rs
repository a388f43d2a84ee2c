//! The lab end to end on the toy game: studies refused field by field, determinism across
//! threads and shards, pairing across rule sets, and reports of hand-made results.

#![allow(
    clippy::float_cmp,
    reason = "the values compared are exact by construction (sums of quarters, exact ±1 results)"
)]

use std::sync::atomic::AtomicBool;

use serde_json::json;

use super::results::PhaseCount;
use super::*;
use crate::toy::Toy;
use crate::{GameFactory, StaticFactory};

fn factory() -> StaticFactory<Toy> {
    StaticFactory::<Toy>::new()
}

/// Ten or eleven stones, random agents: with perfect play the first player wins both, with
/// random play they differ, which is what a study should see.
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

fn run(study: &Study, shard: Shard, threads: usize) -> StudyResults {
    let factory = factory();
    let prepared = study.prepare(&[&factory as &dyn GameFactory]).expect("a valid study");
    run_study(&prepared, shard, threads, Vec::new(), &AtomicBool::new(false), &|_| {})
        .expect("the study runs")
}

#[test]
fn bad_studies_name_the_field_at_fault() {
    let factory = factory();
    let check = |study: Study, field: &str, words: &str| {
        let error = study
            .prepare(&[&factory as &dyn GameFactory])
            .err()
            .unwrap_or_else(|| panic!("accepted {study:?}"));
        assert_eq!(error.field, field, "{error}");
        assert!(error.reason.contains(words), "expected '{words}' in '{error}'");
    };
    check(Study { game: "chess".to_owned(), ..study(4) }, "game", "unknown game 'chess'");
    check(study(0), "games", "between 1 and");
    check(Study { max_moves: 0, ..study(4) }, "max_moves", "between 1 and");
    let mut one = study(4);
    one.rule_sets.truncate(1);
    check(one, "rule_sets", "at least two");
    let mut bad_option = study(4);
    bad_option.rule_sets[1].options = json!({"stone": 3});
    check(bad_option, "rule_sets[1].options", "unknown field `stone`");
    let mut out_of_range = study(4);
    out_of_range.rule_sets[0].options = json!({"stones": 5000});
    check(out_of_range, "rule_sets[0].options", "at most 1000");
    let mut twin = study(4);
    twin.rule_sets[1].name = "ten".to_owned();
    check(twin, "rule_sets[1].name", "already the name of rule_sets[0]");
    check(Study { seats: vec!["wizard".to_owned()], ..study(4) }, "seats[0]", "unknown agent 'wizard'");
    check(
        Study { seats: vec!["random".to_owned(), "human".to_owned()], ..study(4) },
        "seats[1]",
        "not people",
    );
    check(
        Study { seats: vec!["random".to_owned(), "alphabeta:tt_mb=99999".to_owned()], ..study(4) },
        "seats[1]",
        "tt_mb must be between",
    );
    check(Study { seats: vec!["random".to_owned(); 3], ..study(4) }, "seats", "3 agents for rule set 'ten'");
}

#[test]
fn studies_read_from_json_and_toml_alike() {
    let toml = r#"
        game = "toy"
        seats = ["random"]
        games = 6
        seed = 7
        max_moves = 1000

        [[rule_sets]]
        name = "ten"
        options = { stones = 10 }

        [[rule_sets]]
        name = "eleven"
        options = { stones = 11 }
    "#;
    assert_eq!(Study::parse(toml, "study.toml").unwrap(), study(6));
    assert_eq!(Study::parse(&study(6).to_json(), "study.json").unwrap(), study(6));
    let error = Study::parse("game = \"toy\"\ngames = -1\n", "s.toml").unwrap_err();
    assert_eq!(error.field, "line 2", "{error}");
    let error = Study::parse("{\"game\": \"toy\", \"gams\": 3}", "s.json").unwrap_err();
    assert!(error.reason.contains("unknown field `gams`"), "{error}");
}

#[test]
fn results_do_not_depend_on_threads_and_shards_merge_to_one_run() {
    let study = study(30);
    let whole = run(&study, Shard::WHOLE, 1);
    assert!(whole.is_complete());
    assert_eq!(whole.games.len(), 60);
    assert_eq!(run(&study, Shard::WHOLE, 3).games, whole.games, "threads change nothing");
    let parts: Vec<StudyResults> = (0..3).map(|i| run(&study, Shard { index: i, count: 3 }, 2)).collect();
    assert!(parts.iter().all(|p| !p.is_complete()), "a shard alone is a part");
    let merged = StudyResults::merge(parts.clone()).unwrap();
    assert!(merged.is_complete());
    assert_eq!(merged.games, whole.games);
    assert_eq!(StudyReport::of(&merged), StudyReport::of(&whole));
    // Through the file format too.
    let reread = StudyResults::from_json(&merged.to_json()).unwrap();
    assert_eq!(reread, merged);
    // The same shard twice, or parts of another study, are refused.
    let twice = StudyResults::merge(vec![parts[0].clone(), parts[0].clone()]).unwrap_err();
    assert!(twice.to_string().contains("shard 0/3 is also in an earlier part"), "{twice}");
    let other = run(&Study { seed: 8, ..study.clone() }, Shard { index: 1, count: 3 }, 1);
    let error = StudyResults::merge(vec![parts[0].clone(), other]).unwrap_err();
    assert!(error.to_string().contains("differ in seed"), "{error}");
}

#[test]
fn rule_sets_are_paired_and_seats_rotate() {
    let results = run(&study(8), Shard::WHOLE, 2);
    for g in &results.games {
        assert_eq!(g.seating, if g.game % 2 == 0 { vec![0, 1] } else { vec![1, 0] });
        assert!(g.finished && g.winner.is_some());
        assert_eq!(g.trajectory.len(), g.plies as usize + 1, "one judgement per position");
        assert_eq!(g.trajectory.last().unwrap()[g.winner.unwrap()], 1.0, "the end is judged exactly");
        let [PhaseCount { phase, moves: sum, plies }] = &g.branching[..] else { panic!("{:?}", g.branching) };
        assert_eq!(phase, "Taking");
        let (sum, plies) = (*sum, *plies);
        assert_eq!(plies, g.plies);
        assert!(sum >= u64::from(plies) && sum <= 3 * u64::from(plies));
    }
    // Ten stones and eleven stones are different games, but game g of each was played by
    // agents seeded alike, so a seed change moves both.
    let reseeded = run(&Study { seed: 99, ..study(8) }, Shard::WHOLE, 2);
    assert_ne!(reseeded.games, results.games);
}

#[test]
fn a_random_opening_lets_deterministic_agents_play_different_games() {
    let alphabeta =
        |opening| Study { seats: vec!["alphabeta:depth=2".to_owned()], random_opening: opening, ..study(8) };
    // Games of one rule set, as their trajectories (every position's judgement).
    let games = |results: &StudyResults| -> Vec<Vec<Vec<f32>>> {
        results.games.iter().filter(|g| g.rule_set == 0).map(|g| g.trajectory.clone()).collect()
    };
    let fixed = games(&run(&alphabeta(0), Shard::WHOLE, 2));
    assert!(fixed.windows(2).all(|w| w[0] == w[1]), "without an opening every game is the same");
    let varied = run(&alphabeta(3), Shard::WHOLE, 2);
    let varied_games = games(&varied);
    assert!(varied_games.windows(2).any(|w| w[0] != w[1]), "with one the games differ");
    assert!(varied.games.iter().all(|g| g.finished && g.plies >= 3));
    assert_eq!(run(&alphabeta(3), Shard::WHOLE, 1).games, varied.games, "and stay reproducible");
    // Studies without the field read as before, and write it only when set.
    let text = serde_json::to_string(&alphabeta(0)).unwrap();
    assert!(!text.contains("random_opening"));
    let back: Study = serde_json::from_str(&text).unwrap();
    assert_eq!(back.random_opening, 0);
}

#[test]
fn a_stopped_run_keeps_nothing_unfinished_and_says_so() {
    let factory = factory();
    let prepared = study(20).prepare(&[&factory as &dyn GameFactory]).unwrap();
    let stop = AtomicBool::new(true);
    let results = run_study(&prepared, Shard::WHOLE, 2, Vec::new(), &stop, &|_| {}).unwrap();
    assert!(results.interrupted && !results.is_complete());
    assert!(results.games.is_empty());
}

fn game(rule_set: usize, index: u32, winner: Option<usize>, plies: u32, trajectory: &[f32]) -> LabGame {
    LabGame {
        rule_set,
        game: index,
        seating: vec![0, 1],
        winner,
        finished: true,
        plies,
        reason: if winner.is_some() { "won".to_owned() } else { "drawn".to_owned() },
        branching: vec![PhaseCount { phase: "Play".to_owned(), moves: u64::from(plies) * 3, plies }],
        trajectory: trajectory.iter().map(|&v| vec![v, -v]).collect(),
    }
}

/// Results of `study`, every rule set with White and Black, holding `games`, unsealed.
fn hand_made(study: Study, games: Vec<LabGame>) -> StudyResults {
    StudyResults {
        format: results::FORMAT.to_owned(),
        version: results::VERSION,
        rule_sets: vec![
            results::RuleSetSeats { seats: vec!["White".into(), "Black".into()] };
            study.rule_sets.len()
        ],
        study,
        shards: vec![Shard::WHOLE],
        interrupted: false,
        fingerprint: String::new(),
        checksum: String::new(),
        games,
    }
}

#[test]
fn a_report_of_hand_made_results_has_the_known_answers() {
    // Rule set "ten": White wins 3 of 4, one draw. "eleven": White wins 1 of 4, Black 3.
    let games = vec![
        game(0, 0, Some(0), 10, &[0.0, 0.2, 0.3, 1.0]),
        game(0, 1, Some(0), 20, &[0.0, -0.3, 0.4, 1.0]),
        game(0, 2, Some(0), 30, &[0.3, -0.3, 0.3, 1.0]),
        game(0, 3, None, 40, &[0.0, 0.0]),
        game(1, 0, Some(1), 11, &[0.0, -0.5, -1.0]),
        game(1, 1, Some(1), 11, &[0.0, -0.5, -1.0]),
        game(1, 2, Some(1), 11, &[0.0, -0.5, -1.0]),
        game(1, 3, Some(0), 13, &[0.0, -0.5, 1.0]),
    ];
    let results = hand_made(study(4), games);
    let report = StudyReport::of(&results);
    assert!(report.complete);
    let ten = &report.rule_sets[0];
    assert_eq!((ten.seats[0].score.wins, ten.seats[0].score.draws, ten.seats[0].score.losses), (3, 1, 0));
    assert_eq!(ten.seats[0].win_rate, Some(0.75));
    assert_eq!(ten.draws.successes, 1);
    let length = ten.length.unwrap();
    assert_eq!((length.mean, length.median, length.min, length.max), (25.0, 25.0, 10.0, 40.0));
    assert_eq!(ten.branching, vec![("Play".to_owned(), 3.0)]);
    // Lead changes on the judged positions (the last, exact one left out): game 0 none,
    // game 1 one (Black's lead at -0.3, then White's), game 2 two.
    assert_eq!(ten.lead_changes.unwrap().mean, 0.75);
    // Decided: game 0 from the second position of three (1/3), game 1 and 2 from the third
    // (2/3); the draw has none.
    let decided = ten.decisiveness.unwrap();
    assert_eq!(decided.count, 3);
    assert!((decided.median - 2.0 / 3.0).abs() < 1e-9, "{decided:?}");
    assert_eq!(ten.endings, vec![("won".to_owned(), 3), ("drawn".to_owned(), 1)]);
    let eleven = &report.rule_sets[1];
    assert_eq!(eleven.seats[1].score.wins, 3);
    // White 75% under ten and 25% under eleven: two comparison sentences (one per seat).
    assert_eq!(report.comparisons.len(), 2);
    assert!(report.comparisons[0].starts_with("White wins 75% "), "{}", report.comparisons[0]);
    assert!(report.comparisons[0].contains("instead of 25%"), "{}", report.comparisons[0]);
    let text = report.text();
    assert!(text.contains("ten — 4 games") && text.contains("eleven — 4 games"), "{text}");
    let csv = report.summary_csv();
    assert_eq!(csv.lines().count(), 5, "a header and one row per rule set and seat:\n{csv}");
    assert!(csv.lines().nth(1).unwrap().starts_with("ten,White,4,3,1,0,0.7500,"), "{csv}");
    let games = games_csv(&results);
    assert_eq!(games.lines().count(), 9);
    assert!(games.lines().nth(2).unwrap().starts_with("ten,1,0 1,White,true,20,won,1,0.667"), "{games}");
}

#[test]
fn a_run_stopped_early_has_played_every_rule_set_alike() {
    let factory = factory();
    let prepared = study(50).prepare(&[&factory as &dyn GameFactory]).unwrap();
    let stop = AtomicBool::new(false);
    let played = std::sync::atomic::AtomicU64::new(0);
    let results = run_study(&prepared, Shard::WHOLE, 1, Vec::new(), &stop, &|progress| {
        played.store(progress.done, std::sync::atomic::Ordering::Relaxed);
        if progress.done == 21 {
            stop.store(true, std::sync::atomic::Ordering::Relaxed);
        }
    })
    .unwrap();
    assert!(results.interrupted);
    let per_rule_set: Vec<usize> =
        (0..2).map(|r| results.games.iter().filter(|g| g.rule_set == r).count()).collect();
    assert_eq!(per_rule_set, [11, 10], "game-major order: the rule sets stay within one game of each other");
}

/// Results of `study(4)` with these games, as JSON, as a results file holds them.
fn results_json(games: Vec<LabGame>, tweak: impl FnOnce(&mut StudyResults)) -> String {
    let mut results = hand_made(study(4), games);
    tweak(&mut results);
    results.to_json()
}

#[test]
fn results_whose_winner_or_seating_lies_outside_the_seats_are_refused_when_read() {
    assert!(StudyResults::from_json(&results_json(vec![game(0, 0, Some(1), 10, &[0.0])], |_| {})).is_ok());
    for winner in [2, 7, 8, 99] {
        let text = results_json(vec![game(0, 0, Some(winner), 10, &[0.0])], |_| {});
        let error = StudyResults::from_json(&text).unwrap_err().to_string();
        assert_eq!(
            error,
            format!(
                "not a results file: games[0] (game 0 of rule set 0): winner: seat {winner} does not exist \
                 (the rule set has 2 seats)"
            )
        );
    }
    let mut seated = game(1, 3, None, 10, &[0.0]);
    seated.seating = vec![0, 5];
    let error = StudyResults::from_json(&results_json(vec![seated], |_| {})).unwrap_err().to_string();
    assert!(error.ends_with("game 3 of rule set 1): seating: agent 5 of 2 seats' agents"), "{error}");
}

#[test]
fn names_and_reasons_with_control_characters_are_refused() {
    let text = results_json(vec![], |r| r.study.rule_sets[1].name = "\u{1b}]0;PWNED\u{7}".to_owned());
    let error = StudyResults::from_json(&text).unwrap_err().to_string();
    assert_eq!(
        error,
        "not a results file: study: rule_sets[1].name: '\\u{1b}]0;PWNED\\u{7}' has control characters; a name is one line of plain text"
    );
    let mut odd = game(0, 0, None, 10, &[0.0]);
    odd.reason = "drawn\u{1b}[2J".to_owned();
    assert!(StudyResults::from_json(&results_json(vec![odd], |_| {})).is_err());
    let factory = factory();
    let mut long = study(4);
    long.rule_sets[0].name = "n".repeat(81);
    let error = long.prepare(&[&factory as &dyn GameFactory]).err().unwrap().to_string();
    assert!(
        error.starts_with("rule_sets[0].name: 'nnn") && error.ends_with("…' is longer than 80 characters"),
        "{error}"
    );
}

/// The three shards of `study(12)`, as their files hold them.
fn shard_files() -> Vec<String> {
    (0..3).map(|i| run(&study(12), Shard { index: i, count: 3 }, 1).to_json()).collect()
}

#[test]
fn edited_foreign_and_misplaced_shards_are_refused_when_read() {
    let parts = shard_files();
    let read = |text: &str| StudyResults::from_json(text).map(|_| ()).map_err(|e| e.to_string());
    for part in &parts {
        read(part).unwrap();
    }
    let edited = |what: &str, text: &str| {
        let error = read(text).unwrap_err();
        assert!(error.contains("edited after the run"), "{what}: {error}");
    };
    // Every winner flipped.
    edited(
        "winners",
        &parts[0]
            .replace("\"winner\":0", "\"winner\":X")
            .replace("\"winner\":1", "\"winner\":0")
            .replace("\"winner\":X", "\"winner\":1"),
    );
    // Other seat names.
    edited("seats", &parts[1].replace("\"White\"", "\"Red\""));
    // The study itself (another seed).
    edited("study", &parts[2].replace("\"seed\":7", "\"seed\":8"));

    // A game moved from one shard's file into another's, with the checksum made anew as a
    // careful forger would: it has no place in that file's shard.
    let mut forged = StudyResults::from_json(&parts[0]).unwrap();
    let stray = StudyResults::from_json(&parts[1]).unwrap().games[0].clone();
    forged.games.push(stray);
    forged.seal();
    let error = read(&forged.to_json()).unwrap_err();
    assert!(error.contains("has no place in the shards of this file"), "{error}");
}

#[test]
fn a_report_of_thousands_of_rule_sets_compares_each_with_the_fairest_only() {
    const RULE_SETS: usize = 5_000;
    let mut study = study(2);
    study.rule_sets = (0..RULE_SETS)
        .map(|r| RuleSet { name: format!("r{r}"), options: json!({"stones": 10 + r % 7}) })
        .collect();
    // Rule set 1234 is the only even one: White wins one game of two; elsewhere both.
    let games: Vec<LabGame> = (0..RULE_SETS)
        .flat_map(|r| {
            let second = if r == 1234 { Some(1) } else { Some(0) };
            [game(r, 0, Some(0), 10, &[0.0]), game(r, 1, second, 10, &[0.0])]
        })
        .collect();
    let mut results = hand_made(study, games);
    results.seal();
    let results = StudyResults::from_json(&results.to_json()).unwrap();
    let report = StudyReport::of(&results);
    assert_eq!(report::fairest(&report.rule_sets), 1234);
    // Every other rule set against the fairest, once per seat: linear, where every pair
    // would be 12,497,500 pairs.
    assert_eq!(report.comparisons.len(), 2 * (RULE_SETS - 1));
    assert!(report.comparisons.iter().all(|c| c.contains("r1234")), "{}", report.comparisons[0]);
    let text = report.text();
    assert!(text.len() < 4_000_000, "{} bytes of report", text.len());
}

#[test]
fn a_study_of_more_rule_sets_than_the_cap_is_refused() {
    let factory = factory();
    let mut study = study(1);
    study.rule_sets = (0..=study::MAX_RULE_SETS)
        .map(|r| RuleSet { name: format!("r{r}"), options: json!({"stones": 10}) })
        .collect();
    let error = study.prepare(&[&factory as &dyn GameFactory]).err().unwrap().to_string();
    assert_eq!(error, "rule_sets: a study compares at most 10000 rule sets, not 10001");
}

/// The error reading `text` as results, as text.
fn refused(text: &str) -> String {
    StudyResults::from_json(text).map(|_| ()).unwrap_err().to_string()
}

#[test]
fn trust_shards_that_split_nothing_are_refused_naming_the_field() {
    let shards = |shards: Vec<Shard>| results_json(vec![], |r| r.shards = shards);
    let error = refused(&shards(vec![Shard { index: 0, count: 0 }]));
    assert_eq!(error, "not a results file: shards[0]: 0/0 is not a shard (need 0 <= i < n)");
    let error = refused(&shards(vec![Shard::WHOLE, Shard { index: 3, count: 2 }]));
    assert!(error.ends_with("shards[1]: 3/2 is not a shard (need 0 <= i < n)"), "{error}");
    let error = refused(&shards(vec![Shard { index: 0, count: 2 }, Shard { index: 1, count: 3 }]));
    assert!(error.ends_with("shards[1]: 1/3 splits the study otherwise than shards[0] (0/2)"), "{error}");
    let error = refused(&shards(vec![Shard { index: 1, count: 2 }, Shard { index: 1, count: 2 }]));
    assert!(error.ends_with("shards[1]: 1/2 is there twice"), "{error}");
    let error = refused(&shards(vec![]));
    assert!(error.ends_with("shards: none (results cover at least one shard)"), "{error}");
    // A part of a merge read with a count of 0 never reaches the division either.
    let parts = shard_files();
    let zero = parts[0].replace("\"count\":3", "\"count\":0");
    assert!(refused(&zero).contains("shards[0]: 0/0 is not a shard"), "{}", refused(&zero));
}

#[test]
fn trust_seats_beyond_eight_and_winners_beyond_the_seats_are_refused_naming_the_field() {
    // Nine seats: a winner of 8 would be counted for a seat no game has.
    let nine: Vec<String> = (0..9).map(|s| format!("S{s}")).collect();
    let mut wide = game(0, 0, Some(8), 10, &[0.0]);
    wide.seating = (0..9).collect();
    let text = results_json(vec![wide], |r| r.rule_sets[0].seats = nine);
    assert_eq!(refused(&text), "not a results file: rule_sets[0].seats: 9 seats (a game has 1 to 8)");
    let text = results_json(vec![], |r| r.rule_sets[1].seats.clear());
    assert!(
        refused(&text).ends_with("rule_sets[1].seats: 0 seats (a game has 1 to 8)"),
        "{}",
        refused(&text)
    );
    for winner in [2, 8, 99] {
        let text =
            results_json(vec![game(0, 0, Some(1), 10, &[0.0]), game(0, 1, Some(winner), 10, &[0.0])], |_| {});
        assert_eq!(
            refused(&text),
            format!(
                "not a results file: games[1] (game 1 of rule set 0): winner: seat {winner} does not exist \
                 (the rule set has 2 seats)"
            )
        );
    }
    let mut seated = game(1, 3, None, 10, &[0.0]);
    seated.seating = vec![0, 5];
    let error = refused(&results_json(vec![seated.clone()], |_| {}));
    assert!(
        error.ends_with("games[0] (game 3 of rule set 1): seating: agent 5 of 2 seats' agents"),
        "{error}"
    );
    seated.seating = vec![0, 1, 1];
    let error = refused(&results_json(vec![seated], |_| {}));
    assert!(error.ends_with("games[0] (game 3 of rule set 1): seating: 3 agents for 2 seats"), "{error}");
    // One value a seat at most: nine would make the report pick a leader among nine seats.
    let mut judged = game(0, 2, None, 10, &[0.0]);
    judged.trajectory.push(vec![0.5; 9]);
    let error = refused(&results_json(vec![judged], |_| {}));
    assert!(
        error.ends_with("games[0] (game 2 of rule set 0): trajectory[1]: 9 values for 2 seats"),
        "{error}"
    );
}

#[test]
fn trust_a_journal_line_that_does_not_fit_names_its_line_and_field() {
    let factory = factory();
    let prepared = study(4).prepare(&[&factory as &dyn GameFactory]).unwrap();
    let folder = tempfile::tempdir().unwrap();
    let (journal, _) = Journal::open(folder.path(), &prepared, Shard::WHOLE).unwrap();
    journal.append(&game(0, 0, Some(1), 10, &[0.0])).unwrap();
    journal.append(&game(0, 1, Some(99), 10, &[0.0])).unwrap();
    drop(journal);
    let error = Journal::open(folder.path(), &prepared, Shard::WHOLE).err().unwrap().to_string();
    assert!(
        error.ends_with("journal.jsonl: line 3: winner: seat 99 does not exist (the rule set has 2 seats)"),
        "{error}"
    );
}

#[test]
fn trust_a_journal_line_of_another_study_is_refused_not_counted() {
    let factory = factory();
    let ours = study(4).prepare(&[&factory as &dyn GameFactory]).unwrap();
    let theirs = Study { seed: 8, ..study(4) }.prepare(&[&factory as &dyn GameFactory]).unwrap();
    let (folder, other) = (tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap());
    let (journal, _) = Journal::open(folder.path(), &ours, Shard::WHOLE).unwrap();
    journal.append(&game(0, 0, Some(1), 10, &[0.0])).unwrap();
    drop(journal);
    let (journal, _) = Journal::open(other.path(), &theirs, Shard::WHOLE).unwrap();
    journal.append(&game(0, 1, Some(0), 10, &[0.0])).unwrap();
    drop(journal);
    // The other study's game appended to this one's journal, as two runs given one folder do:
    // the line has the shape of one of this study's games.
    let theirs_text = std::fs::read_to_string(other.path().join(JOURNAL)).unwrap();
    let line = theirs_text.lines().nth(1).unwrap();
    let path = folder.path().join(JOURNAL);
    let mixed = format!("{}{line}\n", std::fs::read_to_string(&path).unwrap());
    std::fs::write(&path, &mixed).unwrap();
    let error = Journal::open(folder.path(), &ours, Shard::WHOLE).err().unwrap().to_string();
    assert!(error.contains("journal.jsonl: line 3: a game of another study"), "{error}");
    assert!(error.contains(&ours.study.fingerprint()), "{error}");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), mixed, "refused, the journal is left as it was");
}

#[test]
fn a_journal_of_the_first_version_still_resumes() {
    let factory = factory();
    let prepared = study(4).prepare(&[&factory as &dyn GameFactory]).unwrap();
    let folder = tempfile::tempdir().unwrap();
    let (journal, _) = Journal::open(folder.path(), &prepared, Shard::WHOLE).unwrap();
    journal.append(&game(0, 2, Some(1), 10, &[0.0])).unwrap();
    drop(journal);
    // Version 1 named the study on its first line only.
    let path = folder.path().join(JOURNAL);
    let text = std::fs::read_to_string(&path).unwrap();
    let named = format!("\"study\":\"{}\",", prepared.study.fingerprint());
    assert!(text.contains(&named) && text.contains("\"version\":2"), "{text}");
    std::fs::write(&path, text.replace(&named, "").replace("\"version\":2", "\"version\":1")).unwrap();
    let (_, games) = Journal::open(folder.path(), &prepared, Shard::WHOLE).unwrap();
    assert_eq!(games, [game(0, 2, Some(1), 10, &[0.0])]);
}

#[test]
fn trust_a_part_without_its_checksum_is_not_merged() {
    let parts = shard_files();
    // A winner changed, and the checksum that would give it away emptied.
    let checksum = StudyResults::from_json(&parts[1]).unwrap().checksum;
    let edited = parts[1]
        .replacen("\"winner\":0", "\"winner\":X", 1)
        .replacen("\"winner\":1", "\"winner\":0", 1)
        .replace("\"winner\":X", "\"winner\":1")
        .replace(&format!("\"checksum\":\"{checksum}\""), "\"checksum\":\"\"");
    let read: Vec<StudyResults> =
        [&parts[0], &edited, &parts[2]].iter().map(|t| StudyResults::from_json(t).unwrap()).collect();
    let error = StudyResults::merge(read).unwrap_err();
    assert_eq!(
        error.to_string(),
        "part 2: checksum: empty, so its games cannot be checked for edits; a merge would vouch for them \
         (run its shard again)"
    );
}

#[test]
fn trust_a_streamed_merge_refuses_a_part_whose_checksum_is_empty_or_missing() {
    let parts = shard_files();
    let checksum = StudyResults::from_json(&parts[1]).unwrap().checksum;
    let sealed = format!(",\"checksum\":\"{checksum}\"");
    let flipped = parts[1]
        .replacen("\"winner\":0", "\"winner\":X", 1)
        .replacen("\"winner\":1", "\"winner\":0", 1)
        .replace("\"winner\":X", "\"winner\":1");
    assert!(flipped.contains(&sealed), "{flipped}");
    // The checksum emptied, or its field left out altogether (as `lab merge` once took).
    for edited in [flipped.replace(&sealed, ",\"checksum\":\"\""), flipped.replace(&sealed, "")] {
        let mut readers: Vec<ResultsReader<&[u8]>> = [parts[0].as_str(), edited.as_str(), parts[2].as_str()]
            .iter()
            .map(|text| ResultsReader::new(text.as_bytes()).unwrap())
            .collect();
        let error = merge::merge_games(&mut readers, &mut |_| Ok(())).unwrap_err();
        let merge::MergeError::Part(1, error) = error else { panic!("{error:?}") };
        assert!(error.to_string().starts_with("part 2: checksum: empty"), "{error}");
    }
}

#[test]
fn trust_a_report_shows_every_text_with_its_control_characters_escaped() {
    let mut odd = game(0, 0, Some(0), 10, &[0.0]);
    odd.branching[0].phase = "Play\u{1b}[2J\u{1b}]0;PWNED\u{7}".to_owned();
    odd.reason = "won\u{1b}[31m".to_owned();
    let mut results = hand_made(study(4), vec![odd, game(1, 0, Some(1), 10, &[0.0])]);
    results.rule_sets[0].seats[0] = "Wh\u{9b}ite\nBlack".to_owned();
    let text = StudyReport::of(&results).text();
    assert!(!text.contains(['\u{1b}', '\u{7}', '\u{9b}']), "{text:?}");
    assert!(text.contains("branching Play\\u{1b}[2J\\u{1b}]0;PWNED\\u{7} 3.0"), "{text}");
    assert!(text.contains("endings  won\\u{1b}[31m 1"), "{text}");
    assert!(text.contains("Wh\\u{9b}ite\\nBlack"), "{text}");
    // One line a seat: a line break in a name does not start a line of the table.
    assert!(!text.lines().any(|l| l.starts_with("Black wins 100.0%")), "{text}");
}

#[test]
fn trust_branching_sums_do_not_wrap() {
    let mut games = vec![game(0, 0, Some(0), 1, &[0.0]), game(0, 1, Some(0), 1, &[0.0])];
    for g in &mut games {
        g.branching[0].moves = u64::MAX;
    }
    let report = StudyReport::of(&hand_made(study(4), games));
    let (phase, mean) = &report.rule_sets[0].branching[0];
    assert_eq!(phase, "Play");
    assert_eq!(*mean, u64::MAX as f64, "the mean of two plies of u64::MAX moves each");
}
