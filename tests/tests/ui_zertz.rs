//! A ZÈRTZ turn made by pointing, in the window: a marble taken from the pool and put on a
//! ring (two clicks), a free ring removed (one), a marble placed with one click on its ring
//! and the colour from the chooser, and a capture (the marble, then where it lands).

mod common;

use common::{click, cursor};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::PlateauApp;
use plateau_core::StaticFactory;

/// The app with ZÈRTZ as its only game, started through the dialog.
fn zertz_started() -> Harness<'static, PlateauApp> {
    common::started_alone(Box::new(StaticFactory::<plateau_zertz::Zertz>::new()), "New ZÈRTZ game…")
}

fn phase(harness: &Harness<'_, PlateauApp>) -> String {
    harness.state().active().unwrap().session().phase().clone()
}

#[test]
fn placements_removals_and_a_capture_by_pointing() {
    let mut harness = zertz_started();
    // Player 1: the white marble from the pool onto d4, then ring d1 off the board.
    click(&mut harness, "6 white in the pool: white piece");
    click(&mut harness, "d4: empty");
    harness.get_by_label("d4: white piece");
    harness.get_by_label("5 white in the pool: white piece");
    assert_eq!(phase(&harness), "Remove a free ring");
    click(&mut harness, "d1: empty");
    assert!(harness.query_by_label("d1: empty").is_none(), "the ring has left the board");
    // Player 2: one click on d5 opens the chooser of colours.
    click(&mut harness, "d5: empty");
    click(&mut harness, "grey marble (Gd5)");
    harness.get_by_label("d5: grey piece");
    click(&mut harness, "a1: empty");
    // Player 1 must capture: the white on d4 jumps the grey on d5 and lands on d6.
    assert_eq!(phase(&harness), "Capture");
    click(&mut harness, "d4: white piece");
    click(&mut harness, "d6: empty");
    harness.get_by_label("d6: white piece");
    harness.get_by_label("1 grey captured by Player 1: grey piece");
    assert_eq!(cursor(&harness), 5);
    let session = harness.state().active().unwrap().session();
    assert_eq!(session.history(), ["Wd4", "-d1", "Gd5", "-a1", "xd4Gd6"]);
}
