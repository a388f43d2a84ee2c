//! The first lesson of each built-in game: every step replays and points at cells that
//! exist, and the window walks through it from the start screen and from the Rules window,
//! ending in the new-game dialog.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, ScriptedDialogs};

mod common;

fn harness(size: [f32; 2]) -> Harness<'static, PlateauApp> {
    common::window(common::app(common::quick_prefs(), ScriptedDialogs::default()), size)
}

fn steps(harness: &mut Harness<'_, PlateauApp>, n: usize) {
    for _ in 0..n {
        harness.step();
    }
}

#[test]
fn every_built_in_game_has_a_lesson_whose_steps_replay() {
    for game in plateau::registry::builtin() {
        let info = game.info();
        assert!(info.lessons.len() >= 5, "{}: {} steps", info.id, info.lessons.len());
        for lesson in &info.lessons {
            let session = lesson.replay(game.as_ref()).unwrap_or_else(|e| panic!("{}: {e}", info.id));
            assert!(!lesson.text.is_empty() && !lesson.title.is_empty());
            // The words name what the marks show: no step points at nothing it explains.
            let board = session.board_view();
            for mark in &lesson.marks {
                assert!(board.cells.iter().any(|c| &c.name == mark), "{}: {mark}", lesson.title);
            }
        }
        // The last step is the end of a game, so the lesson shows how one is won.
        let last = info.lessons.last().unwrap().replay(game.as_ref()).unwrap();
        assert!(last.outcome().is_some(), "{}: the last step is no finished game", info.id);
    }
}

#[test]
fn a_lesson_from_the_start_screen_ends_in_the_new_game_dialog() {
    let mut harness = harness([1280.0, 800.0]);
    // GIPF's card: its Learn button is the first below its title (the cards may stand in
    // one column or two).
    let title = harness.get_by_label("GIPF").rect();
    let learn = harness
        .get_all_by_label("Learn to play…")
        .filter(|b| (b.rect().left() - title.left()).abs() < 320.0 && b.rect().top() > title.top())
        .min_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("GIPF's Learn to play button");
    learn.click();
    steps(&mut harness, 3);
    harness.get_by_label("Learn GIPF");
    let count = harness.state().lesson_step().unwrap().1;
    assert_eq!(harness.state().lesson_step(), Some((0, count)));
    for step in 1..count {
        harness.get_by_label("Next").click();
        steps(&mut harness, 2);
        assert_eq!(harness.state().lesson_step(), Some((step, count)));
        assert!(harness.query_by_label_contains("cannot be shown").is_none());
    }
    assert!(harness.query_by_label("Next").is_none(), "the last step offers a game instead");
    harness.get_by_label("Back").click();
    steps(&mut harness, 2);
    assert_eq!(harness.state().lesson_step(), Some((count - 2, count)));
    harness.get_by_label("Next").click();
    steps(&mut harness, 2);
    harness.get_by_label("Play a game of GIPF…").click();
    steps(&mut harness, 4);
    assert_eq!(harness.state().lesson_step(), None, "the lesson closes");
    harness.get_by_label("Start");
    assert!(harness.state().active().is_none(), "the dialog asks first; nothing started yet");
}

#[test]
fn the_rules_window_opens_the_lesson_of_the_game_in_progress() {
    let mut harness = harness([800.0, 600.0]);
    let seats = ["human", "human"].map(str::to_owned);
    harness.state_mut().start_game("knightline", &serde_json::json!({}), &seats).unwrap();
    steps(&mut harness, 2);
    harness.get_by_label("Rules").click();
    steps(&mut harness, 3);
    harness.get_by_label("Learn to play…").click();
    steps(&mut harness, 3);
    harness.get_by_label("Learn Knight Line");
    assert_eq!(harness.state().lesson_step().map(|s| s.0), Some(0));
    // At 800×600 the whole window, buttons included, is inside the window.
    let next = harness.get_by_label("Next").rect();
    assert!(next.max.y <= 600.0 && next.max.x <= 800.0, "{next:?}");
}
