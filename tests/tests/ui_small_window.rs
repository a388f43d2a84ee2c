//! At 800×600 every control is in reach: in analysis mode the panel beside the board holds
//! more than fits, so it scrolls, and the move list keeps room of its own to scroll in.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs};

mod common;

const HEIGHT: f32 = 600.0;

fn step(harness: &mut Harness<'_, PlateauApp>, frames: usize) {
    for _ in 0..frames {
        harness.step();
    }
}

/// Twenty turns of the wheel by `points` (negative: down), and time to settle.
fn wheel(harness: &mut Harness<'_, PlateauApp>, points: f32) {
    for _ in 0..20 {
        harness.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, points),
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Unknown,
            modifiers: egui::Modifiers::NONE,
        });
        step(harness, 1);
    }
    step(harness, 10);
}

#[test]
fn the_side_panel_scrolls_to_the_move_list_in_analysis_mode() {
    let prefs = Prefs { show_evaluation: true, ..common::quick_prefs() };
    let mut app = common::app(prefs, ScriptedDialogs::default());
    app.set_search_budgets(Some(100), 100);
    let mut harness = common::window(app, [800.0, HEIGHT]);
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(30, 5);
    harness.state_mut().set_analysing(true);
    step(&mut harness, 4);
    let below =
        |harness: &Harness<'_, PlateauApp>, label: &str| harness.get_by_label(label).rect().min.y >= HEIGHT;
    // In a short window the moves come before the evaluation: the graph is what starts
    // below the window, a scroll of the panel away.
    assert!(below(&harness, "Evaluation graph"), "the graph starts below the window");

    // The wheel over the panel scrolls it until the graph and the last moves are in sight.
    let panel = egui::pos2(700.0, 120.0);
    harness.event(egui::Event::PointerMoved(panel));
    wheel(&mut harness, -60.0);
    assert!(!below(&harness, "Evaluation graph"), "the graph came into sight");
    let latest = harness.state().active().unwrap().timeline().moves()[29].clone();
    let row = harness.get_by_label(&latest).rect();
    assert!(row.max.y <= HEIGHT && row.min.x >= 560.0, "the last move's row is in sight: {row:?}");
    harness.get_by_label(&latest).click();
    step(&mut harness, 2);
    assert_eq!(harness.state().active().unwrap().position().cursor, 30);
    // The list scrolls in its own room, up to the start.
    harness.event(egui::Event::PointerMoved(row.center()));
    wheel(&mut harness, 60.0);
    // The wheel past the list's top moves the panel: down again over the panel's head.
    harness.event(egui::Event::PointerMoved(panel));
    wheel(&mut harness, -60.0);
    let start = harness.get_by_label("Starting position").rect();
    assert!(start.max.y <= HEIGHT, "the start of the list is in sight: {start:?}");
    harness.get_by_label("Starting position").click();
    step(&mut harness, 2);
    assert_eq!(harness.state().active().unwrap().position().cursor, 0, "the whole list is reachable");
}
