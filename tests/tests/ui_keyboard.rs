//! Moves from the keyboard: a move typed in notation, and the chooser of moves that share
//! cells (GIPF's single piece or GIPF piece) worked with the arrows and Enter.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs};

mod common;

fn harness(id: &str, options: &serde_json::Value) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { show_evaluation: false, ..common::quick_prefs() };
    let mut app = common::app(prefs, ScriptedDialogs::default());
    app.start_game(id, options, &["human".to_owned(), "human".to_owned()]).unwrap();
    let mut harness = common::window(app, [1280.0, 800.0]);
    step(&mut harness);
    harness
}

fn step(harness: &mut Harness<'_, PlateauApp>) {
    harness.step();
    harness.step();
}

fn history(harness: &Harness<'_, PlateauApp>) -> Vec<String> {
    harness.state().active().unwrap().timeline().moves().to_vec()
}

/// Types `text` into the move field and presses Enter.
fn type_move(harness: &mut Harness<'_, PlateauApp>, text: &str) {
    harness.get_by_label("Move:").click();
    step(harness);
    // Over whatever is left in the field (a refused move stays there to be mended).
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::A);
    step(harness);
    harness.get_by_label("Move:").type_text(text);
    step(harness);
    harness.key_press(egui::Key::Enter);
    step(harness);
}

#[test]
fn a_typed_move_is_played_and_a_wrong_one_says_why() {
    let mut harness = harness("dvonn", &serde_json::json!({}));
    type_move(&mut harness, "e3");
    assert_eq!(history(&harness), ["e3"]);
    type_move(&mut harness, "e3");
    assert_eq!(history(&harness), ["e3"], "an occupied cell is refused");
    assert!(harness.query_by_label_contains("'e3' is illegal").is_some(), "the field says why");
    type_move(&mut harness, "zz9");
    assert!(harness.query_by_label_contains("cannot read 'zz9' as a move").is_some());
    assert_eq!(history(&harness).len(), 1);
}

#[test]
fn the_gipf_piece_chooser_answers_the_arrows_and_enter() {
    let mut harness = harness("gipf", &serde_json::json!({"version": "tournament"}));
    // Each side's first move must bring a GIPF piece; from White's second on, either piece.
    let push = |harness: &mut Harness<'_, PlateauApp>| {
        harness.get_by_label("a1: entry dot").click();
        step(harness);
        harness.get_by_label_contains("b2: ").click();
        step(harness);
    };
    push(&mut harness);
    push(&mut harness);
    assert_eq!(history(&harness).len(), 2);
    push(&mut harness);
    harness.get_by_label("Choose the move:");
    let game = harness.state().active().unwrap();
    let choices: Vec<String> =
        game.selection.chooser().iter().map(|&id| game.legal_move(id).unwrap().notation.clone()).collect();
    assert_eq!(choices.len(), 2, "a single piece or a GIPF piece: {choices:?}");
    // Down picks the second; up and down again land there too; Enter plays it.
    for key in [egui::Key::ArrowDown, egui::Key::ArrowUp, egui::Key::ArrowRight] {
        harness.key_press(key);
        step(&mut harness);
    }
    harness.key_press(egui::Key::Enter);
    step(&mut harness);
    assert_eq!(history(&harness).last(), Some(&choices[1]));
    assert_eq!(history(&harness).len(), 3);
}
