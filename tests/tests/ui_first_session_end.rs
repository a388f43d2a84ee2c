//! After the end of a game, as a new player meets it: a finished game stays finished while
//! the person looks back through it (no seat to change, nothing to pause, one Analyse), it
//! is called finished when it is about to be replaced and kept among the finished games, and
//! "Don't save" lets it go rather than keeping it.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, ScriptedDialogs};

mod common;

fn harness() -> Harness<'static, PlateauApp> {
    let mut app = common::app(common::quick_prefs(), ScriptedDialogs::default());
    app.set_search_budgets(Some(200), 200);
    common::window(app, [1280.0, 800.0])
}

fn step(harness: &mut Harness<'_, PlateauApp>) {
    harness.step();
    harness.step();
}

/// Clicks `item` of the Game menu.
fn open_menu_item(harness: &mut Harness<'_, PlateauApp>, item: &str) {
    harness.get_by_label("Game").click();
    harness.run_steps(4);
    // A menu item's label ends with its shortcut, if it has one.
    harness.get_by_label_contains(item).click();
    harness.run_steps(4);
}

/// A DVONN game against the AI that White resigned after four placements, then looked
/// back at two moves before its end.
fn finished_and_looked_back() -> Harness<'static, PlateauApp> {
    let mut harness = harness();
    let seats = ["human", "easy"].map(str::to_owned);
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    step(&mut harness);
    harness.state_mut().play_random_moves(4, 3);
    step(&mut harness);
    harness.get_by_label("Resign…").click();
    step(&mut harness);
    harness.get_by_label("Resign").click();
    step(&mut harness);
    assert!(harness.state().active().unwrap().is_over());
    harness.key_press(egui::Key::ArrowLeft);
    harness.key_press(egui::Key::ArrowLeft);
    step(&mut harness);
    harness
}

#[test]
fn first_session_a_finished_game_looked_back_at_offers_nothing_of_a_game_in_play() {
    let mut harness = finished_and_looked_back();
    let game = harness.state().active().unwrap();
    assert!(!game.at_latest() && !game.is_over(), "an earlier position is shown");
    assert!(game.finished(), "the game is still over");
    // Who played each seat is a fact now, not a choice; nothing runs to be paused.
    assert_eq!(harness.query_all_by_role(egui::accesskit::Role::ComboBox).count(), 0);
    assert!(harness.query_by_label("Pause").is_none());
    assert!(harness.query_by_label("Resume").is_none());
    assert!(harness.query_by_label_contains("(human)").is_none());
    // At the end again: the game-over panel, with one Analyse in the window.
    harness.key_press(egui::Key::End);
    step(&mut harness);
    harness.get_by_label("Game over: Black wins");
    assert_eq!(harness.query_all_by_label("Analyse").count(), 1);
}

#[test]
fn first_session_a_finished_game_is_called_finished_and_kept_as_one() {
    let mut harness = finished_and_looked_back();
    // Asked before a new game replaces it: the finished game, not "in progress".
    open_menu_item(&mut harness, "New game…");
    harness.get_by_label("Start").click();
    step(&mut harness);
    step(&mut harness);
    assert!(harness.query_by_label_contains("The finished game (4 moves)").is_some());
    assert!(harness.query_by_label_contains("in progress").is_none());
    harness.get_by_label("Cancel").click();
    step(&mut harness);
    // Closed while looking back, it is kept among the finished games.
    open_menu_item(&mut harness, "Close game");
    assert_eq!((harness.state().finished().len(), harness.state().unfinished().len()), (1, 0));
}

#[test]
fn first_session_don_t_save_lets_the_replaced_game_go() {
    let mut harness = harness();
    let seats = ["human", "easy"].map(str::to_owned);
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    step(&mut harness);
    harness.state_mut().play_random_moves(3, 5);
    step(&mut harness);
    let old = harness.state().active().unwrap().key.clone();
    open_menu_item(&mut harness, "New game…");
    harness.get_by_label("Start").click();
    step(&mut harness);
    step(&mut harness);
    harness.get_by_label("Don't save").click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert!(game.key != old && game.timeline().is_empty(), "the new game is on");
    assert!(harness.state().unfinished().is_empty(), "the game let go is not kept");

    // Replaced without being asked (closed), a game with moves is kept.
    harness.state_mut().play_random_moves(2, 7);
    step(&mut harness);
    open_menu_item(&mut harness, "Close game");
    assert_eq!(harness.state().unfinished().len(), 1);
}

#[test]
fn first_session_escape_on_an_open_list_closes_the_list_not_the_dialog() {
    use egui::accesskit::Role;
    let mut harness = harness();
    harness.state_mut().open_new_game_dialog(Some(0));
    step(&mut harness);
    harness.get_by_role_and_label(Role::ComboBox, "Clock").click();
    step(&mut harness);
    assert!(egui::Popup::is_any_open(&harness.ctx), "the list is open");
    harness.key_press(egui::Key::Escape);
    step(&mut harness);
    assert!(!egui::Popup::is_any_open(&harness.ctx), "Escape closed the list");
    assert!(harness.query_by_label("Start").is_some(), "and left the dialog open");
    // A second Escape is the dialog's.
    harness.key_press(egui::Key::Escape);
    step(&mut harness);
    assert!(harness.query_by_label("Start").is_none());
}
