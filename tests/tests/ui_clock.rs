//! The clocks as a player meets them: they stop while the game is not in sight (the rules
//! lab, the New game dialog), the time control chosen is remembered per game, and a time
//! control of one's own can be set. Time here is the harness's frame time (a quarter second
//! a frame), never the system clock.

use std::time::Duration;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, TimeControl};

mod common;

const FRAME: f32 = 0.25;

fn harness() -> Harness<'static, PlateauApp> {
    let prefs = Prefs { show_evaluation: false, ..common::quick_prefs() };
    common::timed_window(common::app(prefs, ScriptedDialogs::default()), [1280.0, 800.0], FRAME)
}

fn white_left(harness: &Harness<'_, PlateauApp>) -> Duration {
    harness.state().active().unwrap().clock.as_ref().unwrap().left(0)
}

fn steps(harness: &mut Harness<'_, PlateauApp>, n: usize) {
    for _ in 0..n {
        harness.step();
    }
}

/// Picks `item` in the View menu.
fn view_menu(harness: &mut Harness<'_, PlateauApp>, item: &str) {
    harness.get_by_label("View").click();
    steps(harness, 2);
    harness.get_by_label(item).click();
    steps(harness, 2);
}

/// Clicks the number field showing `shown` and types `text` over it.
fn type_into(harness: &mut Harness<'_, PlateauApp>, shown: &str, text: &str) {
    harness.get_by_value(shown).click();
    steps(harness, 2);
    // The field is in text mode, its number selected: what is typed replaces it.
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    steps(harness, 1);
    harness.event(egui::Event::Text(text.to_owned()));
    steps(harness, 1);
    harness.key_press(egui::Key::Enter);
    steps(harness, 2);
}

#[test]
fn the_clock_stops_while_another_screen_or_a_dialog_covers_the_game() {
    let mut harness = harness();
    let control = TimeControl { per_game: Duration::from_mins(1), increment: Duration::ZERO };
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_timed_game("dvonn", &serde_json::json!({}), &humans, Some(control)).unwrap();
    steps(&mut harness, 9);
    assert!(white_left(&harness) < Duration::from_secs(59), "White's clock runs in sight");

    // Twenty frames (five seconds) in the rules lab: not a moment off White's clock.
    view_menu(&mut harness, "Rules lab…");
    let running = white_left(&harness);
    steps(&mut harness, 20);
    assert!(harness.state().is_lab_open());
    assert_eq!(white_left(&harness), running);
    view_menu(&mut harness, "Close the rules lab");
    steps(&mut harness, 4);
    let back = white_left(&harness);
    assert!(back < running, "it runs again once the game is back: {back:?}");

    // The New game dialog over the game stops it too.
    harness.state_mut().open_new_game_dialog(None);
    steps(&mut harness, 2);
    let under = white_left(&harness);
    steps(&mut harness, 20);
    assert_eq!(white_left(&harness), under);
}

#[test]
fn each_game_remembers_its_own_clock_and_a_custom_one_can_be_set() {
    let mut harness = harness();
    harness.state_mut().open_new_game_dialog(Some(0));
    steps(&mut harness, 2);
    let game_name = harness.state().games().next().unwrap().name.clone();
    // A control of one's own: 7 minutes + 4 seconds a move.
    harness.get_by_role_and_label(Role::ComboBox, "Clock").click();
    steps(&mut harness, 2);
    harness.get_by_label("Custom…").click();
    steps(&mut harness, 2);
    type_into(&mut harness, "20 min", "7");
    type_into(&mut harness, "10 s a move", "4");
    harness.get_by_label("Start").click();
    steps(&mut harness, 3);
    let game = harness.state().active().expect("the game started");
    assert_eq!(game.info().name, game_name);
    let control = game.clock.as_ref().expect("on the clock").control();
    assert_eq!((control.per_game, control.increment), (Duration::from_mins(7), Duration::from_secs(4)));
    let id = game.info().id.clone();
    assert_eq!(harness.state().prefs().clocks.get(&id).map(String::as_str), Some("7+4"));
    // Another game keeps its own default: no clock.
    let other = harness.state().games().nth(1).unwrap().id.clone();
    assert!(!harness.state().prefs().clocks.contains_key(&other));
}
