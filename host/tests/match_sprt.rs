//! `plateau match --sprt`: a sequential test on game pairs stops the match once it decides,
//! at a point that depends on the seed alone, and reports the verdict in text and JSON.

mod common;
use common::{last_json, plateau, stderr, stdout};

#[test]
fn a_clearly_stronger_agent_is_accepted_early_and_reproducibly() {
    let args = [
        "match",
        "--game",
        "knightline",
        "--seats",
        "mcts:iterations=300,random",
        "--sprt",
        "elo0=0,elo1=50",
        "--games",
        "200",
        "--threads",
        "2",
        "--json",
    ];
    let o = plateau(&args);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let last = last_json(&o);
    let sprt = &last["sprt"];
    assert_eq!(sprt["verdict"], "h1", "{text}");
    let pairs = sprt["pairs"].as_u64().unwrap();
    assert!(pairs > 0 && 2 * pairs < 200, "{text}");
    assert!(sprt["llr"].as_f64().unwrap() >= sprt["upper"].as_f64().unwrap(), "{sprt}");
    assert!((sprt["lower"].as_f64().unwrap() + 19f64.ln()).abs() < 1e-9, "{sprt}");
    let pentanomial: Vec<u64> =
        sprt["pentanomial"].as_array().unwrap().iter().map(|c| c.as_u64().unwrap()).collect();
    assert_eq!(pentanomial.len(), 5);
    assert_eq!(pentanomial.iter().sum::<u64>(), pairs);
    // The table and the usual keys count exactly the games of the pairs the test saw.
    assert_eq!(last["games"].as_u64().unwrap(), 2 * pairs, "{last}");
    let wins =
        last["wins"]["mcts:iterations=300"].as_u64().unwrap() + last["wins"]["random"].as_u64().unwrap();
    assert_eq!(wins + last["draws"].as_u64().unwrap(), 2 * pairs, "{last}");
    let points = pentanomial.iter().enumerate().map(|(half, c)| half as u64 * c).sum::<u64>();
    let first_points =
        2 * last["wins"]["mcts:iterations=300"].as_u64().unwrap() + last["draws"].as_u64().unwrap();
    assert_eq!(points, first_points, "the pairs hold the first agent's half points: {text}");
    assert!(text.contains(&format!("games: {}, seed 1", 2 * pairs)), "{text}");
    let line = text.lines().find(|l| l.starts_with("SPRT ")).unwrap();
    assert!(
        line.starts_with(&format!(
            "SPRT elo0=0 elo1=50 alpha=0.05 beta=0.05: H1 accepted after {pairs} pairs (LLR "
        )),
        "{line}"
    );
    assert!(line.contains("bounds -2.94 .. 2.94); pairs 0/0.5/1/1.5/2: "), "{line}");
    assert_eq!(stdout(&plateau(&args)), text, "the stopping point depends on the seed, not on threads");
}

#[test]
fn a_test_that_runs_out_of_games_is_inconclusive_after_whole_pairs() {
    let o = plateau(&[
        "match",
        "--game",
        "knightline",
        "--seats",
        "random,random",
        "--sprt",
        "elo0=0,elo1=50",
        "--games",
        "5",
        "--json",
    ]);
    assert!(o.status.success(), "{}", stderr(&o));
    let last = last_json(&o);
    assert_eq!(last["games"], 6, "five games round up to three pairs: {last}");
    assert_eq!(last["sprt"]["verdict"], "inconclusive", "{last}");
    assert_eq!(last["sprt"]["pairs"], 3, "{last}");
    assert!(stdout(&o).contains("inconclusive after the maximum of 6 games"), "{}", stdout(&o));
}

#[test]
fn bad_tests_are_refused_clearly() {
    let seats = ["match", "--game", "knightline", "--seats", "random,random", "--sprt"];
    for (spec, says) in [
        ("elo0=0,elo=50", "unknown SPRT setting 'elo'"),
        ("elo1=50", "SPRT setting 'elo0' is missing"),
        ("elo0=0,elo1=x", "elo1='x' is not a number"),
        ("elo0=50,elo1=0", "elo1 must be greater than elo0"),
        ("elo0=0,elo1=50,alpha=0.6", "alpha must be above 0 and below 0.5"),
    ] {
        let o = plateau(&[&seats[..], &[spec]].concat());
        assert_eq!(o.status.code(), Some(2), "{spec}: {}", stderr(&o));
        assert!(stderr(&o).contains("--sprt") && stderr(&o).contains(says), "{spec}: {}", stderr(&o));
    }
    let o = plateau(&[
        "match",
        "--game",
        "knightline",
        "--seats",
        "random,random,random",
        "--sprt",
        "elo0=0,elo1=50",
    ]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    assert!(stderr(&o).contains("--sprt compares two agents"), "{}", stderr(&o));
}
