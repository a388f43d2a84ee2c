//! One position, one figure: the hint, analysis mode's list, the evaluation bar and
//! `plateau analyse` all show the judging search's chance for the player to move, the same
//! to the percent at the same budget. Seeded, budgeted searches; no clock.

use std::sync::atomic::AtomicBool;

use plateau_core::GameSession;
use plateau_core::ai::{Limits, RandomSpec, SpecObject};

use super::analysis_job::AnalysisJob;
use super::evaluation::chances_text;
use super::game_review::GameReview;
use super::hint_words::{hint_sentence, percent, top_moves};
use crate::review::{judge_limits, judge_seat};

/// Nodes of every search here: small, for debug builds.
const NODES: u64 = 3_000;

/// A DVONN game `plies` moves in, every move drawn at random from seed `seed`.
fn dvonn_after(plies: u64, seed: u64) -> Box<dyn GameSession> {
    let games = crate::registry::builtin();
    let factory = games.iter().find(|f| f.info().id == "dvonn").expect("DVONN is built in");
    let mut session = factory.create(&serde_json::json!({})).unwrap();
    let stop = AtomicBool::new(false);
    for ply in 0..plies {
        let spec = RandomSpec { seed: Some(seed * 1000 + ply) }.seat();
        let Some(id) = session.think(&spec, &Limits::default(), &stop) else { break };
        session.play(id).unwrap();
    }
    session
}

/// The first "NN%" in `text`.
fn first_percent(text: &str) -> String {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_digit() && c != '%'))
        .find(|w| w.ends_with('%') && w.len() > 1)
        .unwrap_or_else(|| panic!("no figure in {text:?}"))
        .to_owned()
}

/// The figure right after `name` in "White 97% · Black 3%" (names elsewhere, such as the
/// mover's column of `plateau analyse`, are skipped).
fn figure_of(text: &str, name: &str) -> String {
    text.match_indices(name)
        .filter_map(|(at, _)| text[at + name.len()..].split_whitespace().next())
        .find(|w| w.ends_with('%'))
        .unwrap_or_else(|| panic!("no figure for {name} in {text:?}"))
        .to_owned()
}

#[test]
fn one_position_shows_one_figure_everywhere() {
    // Movement phase (after the 49 placements) and placement phase alike.
    for (plies, seed) in [(53, 1), (56, 2), (20, 3)] {
        let session = dvonn_after(plies, seed);
        let mover = session.to_move().player().expect("the game goes on");
        let name = session.info().player_name(mover).to_owned();
        let players = session.info().player_count();
        let stop = AtomicBool::new(false);

        let hint = session.hint(&judge_seat(Some(NODES)), &judge_limits(), &stop).unwrap();
        let sentence = hint_sentence(&hint, &name, players);
        let hinted = first_percent(&sentence);

        let mut job = AnalysisJob::start(session.as_ref(), Some(NODES), || {});
        assert!(job.wait_round());
        let listed = top_moves(job.latest.as_ref().unwrap(), players, 5);
        let listed = percent(listed[0].chance.expect("the choice has a figure"));

        let mut review = GameReview::default();
        review.set_nodes(Some(NODES));
        let positions = session.cursor() + 1;
        review.drive(session.as_ref(), positions, true, false, || {});
        review.finish();
        let judged = review.at(session.cursor()).expect("the shown position is judged");
        let bar = chances_text(&session.info().players, &judged.chances);

        let line = crate::cli::analyse::printed_line(session.as_ref(), NODES, session.cursor());

        println!(
            "DVONN after {plies} moves, {name} to move: {sentence} | list {listed} | bar {bar} | {line}"
        );
        assert_eq!(listed, hinted, "list and hint: {sentence}");
        assert_eq!(figure_of(&bar, &name), hinted, "bar and hint: {bar} / {sentence}");
        assert_eq!(figure_of(&line, &name), hinted, "analyse and hint: {line}");
        assert_eq!(judged.best.as_deref(), Some(hint.notation.as_str()), "one search, one choice");
    }
}
