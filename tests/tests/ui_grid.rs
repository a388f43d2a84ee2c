//! A bounded grid board in the window, with seat colours of the game's own: Connect Four is
//! drawn whole and stays put, a click on any cell of a column drops a disc to the bottom of
//! it, and the winning line ends the game.

mod common;

use common::{click, cursor};

use egui::Modifiers;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::PlateauApp;
use plateau_core::StaticFactory;

/// The app with Connect Four as its only game, the game started through the dialog.
fn connect_four_started() -> Harness<'static, PlateauApp> {
    common::started_alone(
        Box::new(StaticFactory::<connect_four_plugin::ConnectFour>::new()),
        "New Connect Four game…",
    )
}

#[test]
fn a_click_anywhere_in_a_column_drops_a_disc_to_its_foot() {
    let mut harness = connect_four_started();
    let info = harness.state().active().unwrap().info().clone();
    assert_eq!(info.seat_colors.len(), 2, "the game names red and yellow");
    // The top cell of column d: the disc falls to d1.
    click(&mut harness, "d6: empty");
    harness.get_by_label("d1: red piece");
    harness.get_by_label("d6: empty");
    click(&mut harness, "d4: empty");
    harness.get_by_label("d2: yellow piece");
    // A click on a disc already in the column drops on top too.
    click(&mut harness, "d1: red piece");
    harness.get_by_label("d3: red piece");
    assert_eq!(cursor(&harness), 3);
}

#[test]
fn the_grid_is_drawn_whole_cell_against_cell_and_does_not_pan() {
    let mut harness = connect_four_started();
    assert!(harness.query_by_label("Fit to pieces").is_none(), "a bounded board has nothing to fit");
    let a1 = harness.get_by_label("a1: empty").rect();
    let b1 = harness.get_by_label("b1: empty").rect();
    let a2 = harness.get_by_label("a2: empty").rect();
    let g6 = harness.get_by_label("g6: empty").rect();
    assert!((b1.left() - a1.right()).abs() < 1.0, "neighbours touch: {a1:?} {b1:?}");
    assert!((a2.bottom() - a1.top()).abs() < 1.0, "rows stack upwards: {a1:?} {a2:?}");
    assert!(g6.right() > a1.right() && g6.top() < a1.top());
    // A drag over the board moves nothing.
    let from = a1.center();
    let press = |pos, pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    harness.event(egui::Event::PointerMoved(from));
    harness.event(press(from, true));
    for step in 1..=10 {
        harness.event(egui::Event::PointerMoved(from + egui::vec2(30.0, 20.0) * step as f32));
        harness.step();
    }
    harness.event(press(from + egui::vec2(300.0, 200.0), false));
    harness.run();
    assert_eq!(harness.get_by_label("a1: empty").rect(), a1, "the board stayed where it was");
}

#[test]
fn four_in_a_column_wins() {
    let mut harness = connect_four_started();
    for _ in 0..3 {
        click(&mut harness, "a6: empty");
        click(&mut harness, "b6: empty");
    }
    click(&mut harness, "a6: empty");
    harness.get_by_label("a4: red piece");
    assert_eq!(harness.state().active().unwrap().position().to_move, plateau_core::ToMove::Terminal);
    // The game is over: a click explains instead of playing.
    click(&mut harness, "c1: empty");
    assert_eq!(cursor(&harness), 7);
}
