//! Sound through the window: a knock for each move, a heavier one when pieces leave the
//! board, one chime at the end; nothing for undo (a step forward sounds its move) or when
//! switched off. The app under test
//! has no speaker, so it only logs what it would sound.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{Cue, PlateauApp, Prefs, ScriptedDialogs};

mod common;

fn harness(prefs: Prefs) -> Harness<'static, PlateauApp> {
    common::window(common::app(prefs, ScriptedDialogs::default()), [1280.0, 800.0])
}

fn start(harness: &mut Harness<'_, PlateauApp>, seats: [&str; 2]) {
    let seats = seats.map(str::to_owned);
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    harness.step();
}

fn play_to_the_end(harness: &mut Harness<'_, PlateauApp>) {
    for _ in 0..100_000 {
        if harness.state().active().unwrap().is_over() {
            harness.step();
            return;
        }
        std::thread::yield_now();
        harness.step();
    }
    panic!("the game did not end");
}

#[test]
fn a_game_knocks_for_moves_and_captures_and_chimes_once_at_the_end() {
    let mut harness = harness(common::quick_prefs());
    start(&mut harness, ["random", "random"]);
    play_to_the_end(&mut harness);
    let heard = harness.state().sounds_heard();
    assert_eq!(heard.last(), Some(&Cue::End), "{heard:?}");
    assert_eq!(heard.iter().filter(|c| **c == Cue::End).count(), 1, "{heard:?}");
    // Random DVONN play cuts stacks off the board long before its end.
    assert!(heard.contains(&Cue::Capture), "{heard:?}");
    assert!(heard.contains(&Cue::Move), "{heard:?}");
    let moves = harness.state().active().unwrap().position().cursor;
    assert_eq!(heard.len(), moves.min(64), "one sound per move: {heard:?}");
}

#[test]
fn undo_is_silent_redo_knocks_and_an_agreed_draw_chimes() {
    let mut harness = harness(common::quick_prefs());
    start(&mut harness, ["human", "human"]);
    for seed in 0..3 {
        harness.state_mut().play_random_moves(1, seed);
        harness.step();
    }
    assert_eq!(harness.state().sounds_heard(), [Cue::Move; 3]);
    harness.get_by_label("Undo").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().active().unwrap().position().cursor, 2);
    assert_eq!(harness.state().sounds_heard().len(), 3, "undo makes no sound");
    // Stepping forward sounds the move again, as a replay does.
    harness.get_by_label("Redo").click();
    harness.step();
    harness.step();
    assert_eq!(harness.state().sounds_heard(), [Cue::Move; 4]);
    harness.get_by_label("Offer a draw").click();
    harness.step();
    harness.step();
    harness.get_by_label("Accept the draw").click();
    harness.step();
    harness.step();
    assert!(harness.state().active().unwrap().is_over());
    assert_eq!(harness.state().sounds_heard(), [Cue::Move, Cue::Move, Cue::Move, Cue::Move, Cue::End]);
}

#[test]
fn switched_off_it_is_silent() {
    let mut harness = harness(Prefs { sound: false, ..common::quick_prefs() });
    start(&mut harness, ["random", "random"]);
    play_to_the_end(&mut harness);
    assert!(harness.state().sounds_heard().is_empty());
}

#[test]
fn the_view_menu_switches_it_off() {
    let mut harness = harness(common::quick_prefs());
    assert!(harness.state().prefs().sound, "on for a new user");
    harness.get_by_label("View").click();
    harness.step();
    harness.step();
    harness.get_by_label("Sound").click();
    harness.step();
    assert!(!harness.state().prefs().sound);
}
