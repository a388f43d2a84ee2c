//! A YINSH turn made by pointing, in the window: rings placed with one click each, a ring
//! moved with two (the ring, then where it goes), and after a row of five, the row taken
//! off with one click on any of its markers and a ring with one click on it.

mod common;

use common::{click, cursor};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::PlateauApp;
use plateau_core::StaticFactory;

/// The app with YINSH as its only game, started through the dialog.
fn yinsh_started() -> Harness<'static, PlateauApp> {
    common::started_alone(Box::new(StaticFactory::<plateau_yinsh::Yinsh>::new()), "New YINSH game…")
}

#[test]
fn a_row_of_five_made_and_taken_off_by_pointing() {
    let mut harness = yinsh_started();
    // White's rings on a2–e2, Black's on j11 and k7–k10.
    for (white, black) in [("a2", "j11"), ("b2", "k10"), ("c2", "k9"), ("d2", "k8"), ("e2", "k7")] {
        click(&mut harness, &format!("{white}: empty"));
        harness.get_by_label(&format!("{white}: white ring"));
        click(&mut harness, &format!("{black}: empty"));
    }
    assert_eq!(cursor(&harness), 10);
    // White moves each ring one point up, leaving a marker on the second line; Black walks
    // the j ring down its column.
    let black_walk = ["j11", "j10", "j9", "j8", "j7"];
    for (i, column) in ["a", "b", "c", "d", "e"].into_iter().enumerate() {
        click(&mut harness, &format!("{column}2: white ring"));
        click(&mut harness, &format!("{column}3: empty"));
        harness.get_by_label(&format!("{column}2: white piece"));
        harness.get_by_label(&format!("{column}3: white ring"));
        if i < 4 {
            click(&mut harness, &format!("{}: black ring", black_walk[i]));
            click(&mut harness, &format!("{}: empty", black_walk[i + 1]));
        }
    }
    // a2–e2 is a row: White takes it off with one click on one of its markers, then a ring.
    assert_eq!(harness.state().active().unwrap().session().phase(), "Remove a row");
    click(&mut harness, "c2: white piece");
    for column in ["a", "b", "c", "d", "e"] {
        harness.get_by_label(&format!("{column}2: empty"));
    }
    assert_eq!(harness.state().active().unwrap().session().phase(), "Remove a ring");
    click(&mut harness, "a3: white ring");
    harness.get_by_label("a3: empty");
    let session = harness.state().active().unwrap().session();
    assert_eq!(session.phase(), "Movement");
    let moves = session.history();
    assert_eq!(moves[moves.len() - 3..], ["e2-e3", "xa2-e2", "xa3"]);
}
