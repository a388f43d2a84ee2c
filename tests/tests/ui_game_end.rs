//! The end of a game through the window: resigning (asked twice), a draw offered to the AI
//! and to a person, the game-over panel with each player's review, a rematch with the seats
//! swapped, and the board flipped.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, ScriptedDialogs};
use plateau_core::Verdict;
use plateau_core::save::{Ending, SaveFile};

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

fn step_until(harness: &mut Harness<'_, PlateauApp>, what: &str, done: impl Fn(&PlateauApp) -> bool) {
    for _ in 0..100_000 {
        if done(harness.state()) {
            return;
        }
        std::thread::yield_now();
        harness.step();
    }
    panic!("gave up waiting until {what}");
}

fn start(harness: &mut Harness<'_, PlateauApp>, seats: [&str; 2]) {
    let seats = seats.map(str::to_owned);
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    step(harness);
}

#[test]
fn a_resignation_ends_the_game_with_a_summary_and_a_rematch_swaps_the_seats() {
    let mut harness = harness();
    start(&mut harness, ["human", "easy"]);
    harness.state_mut().play_random_moves(4, 3);
    step(&mut harness);
    harness.get_by_label("Resign…").click();
    step(&mut harness);
    assert!(!harness.state().active().unwrap().is_over(), "one click only asks");
    harness.get_by_label("Resign as White?");
    harness.get_by_label("Resign").click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert!(game.is_over());
    let outcome = game.position().outcome.clone().unwrap();
    assert_eq!(
        (outcome.verdict, outcome.reason.as_str()),
        (Verdict::Winner(plateau_core::Player::new(1)), "White resigned")
    );
    harness.get_by_label("Game over: Black wins");
    // The review judges every position, then each player's figures show.
    step_until(&mut harness, "the game is reviewed", |app| {
        app.active().unwrap().review.values().iter().filter(|v| v.is_some()).count() == 5
    });
    step(&mut harness);
    // Placements only: DVONN's judge swings there, so no move is weighed, and it says so.
    assert!(harness.query_by_label("White: no move the review can weigh").is_some());
    assert!(harness.query_by_label("Black: no move the review can weigh").is_some());
    // Saved, the resignation stays with the game.
    let save = harness.state().active().unwrap().save_file();
    assert_eq!((save.ending, save.version), (Some(Ending::Resigned { seat: 0 }), 2));
    let reread = SaveFile::from_json(&save.to_json()).unwrap();
    assert_eq!(reread.ending, save.ending);

    // Rematch asks first: the game was never saved.
    harness.get_by_label("Rematch").click();
    step(&mut harness);
    step(&mut harness);
    harness.get_by_label("Don't save").click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert!(game.timeline().is_empty() && !game.is_over());
    assert!(!game.seats[0].is_human() && game.seats[1].is_human(), "the seats are swapped");
    assert!(game.flipped, "the person keeps the near side of the board");
}

#[test]
fn a_resignation_on_a_side_line_is_saved_with_that_line_and_opens_there() {
    let mut window = harness();
    start(&mut window, ["human", "human"]);
    window.state_mut().play_random_moves(4, 3);
    step(&mut window);
    // Two moves back, another move: a side line, where Black, to move, resigns.
    window.key_press(egui::Key::ArrowLeft);
    window.key_press(egui::Key::ArrowLeft);
    step(&mut window);
    window.state_mut().play_random_moves(1, 99);
    step(&mut window);
    let game = window.state().active().unwrap();
    let shown = *game.timeline().line().last().unwrap();
    assert!(!game.timeline().tree().is_main(shown), "the move started a side line");
    window.get_by_label("Resign…").click();
    step(&mut window);
    window.get_by_label("Resign").click();
    step(&mut window);
    assert!(window.state().active().unwrap().is_over());

    let save = window.state().active().unwrap().save_file();
    assert_eq!((save.ending, save.version), (Some(Ending::Resigned { seat: 1 }), 3));
    assert_eq!(save.ending_line, save.line, "the ending closes the line shown");
    let folder = tempfile::tempdir().unwrap();
    let path = folder.path().join("side-line.plateau");
    save.write(&path).unwrap();

    // Opened again, the game is over on that line, and the save is the same.
    let mut window = harness();
    window.state_mut().open_path(&path);
    step_until(&mut window, "the save is open", |app| !app.is_loading() && app.active().is_some());
    step(&mut window);
    let game = window.state().active().unwrap();
    assert!(game.is_over(), "the resignation is shown where it was made");
    assert_eq!(game.ending_here(), Some(Ending::Resigned { seat: 1 }));
    let mut reopened = game.save_file();
    reopened.clock = save.clock.clone();
    assert_eq!(reopened, save);
}

#[test]
fn a_draw_offer_is_answered_by_the_ai_at_once_and_by_a_person_when_asked() {
    let mut harness = harness();
    start(&mut harness, ["human", "human"]);
    harness.get_by_label("Offer a draw").click();
    step(&mut harness);
    harness.get_by_label("Accept the draw");
    harness.get_by_label("Decline").click();
    step(&mut harness);
    assert!(!harness.state().active().unwrap().is_over());
    harness.get_by_label("Offer a draw").click();
    step(&mut harness);
    harness.get_by_label("Accept the draw").click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert_eq!(
        game.position().outcome.as_ref().map(|o| o.reason.as_str()),
        Some("the players agreed to a draw")
    );

    // At the start the AI sees an even game and takes the draw.
    start(&mut harness, ["human", "random"]);
    harness.get_by_label("Offer a draw").click();
    step(&mut harness);
    assert_eq!(harness.state().status(), "Draw agreed");
    assert_eq!(harness.state().active().unwrap().ending_here(), Some(Ending::DrawAgreed));
}

#[test]
fn the_board_flips_from_the_keyboard() {
    let mut harness = harness();
    start(&mut harness, ["human", "human"]);
    let cell = |harness: &Harness<'_, PlateauApp>| harness.get_by_label_contains("a1").rect().center();
    let before = cell(&harness);
    harness.key_press(egui::Key::F);
    step(&mut harness);
    assert!(harness.state().active().unwrap().flipped);
    let after = cell(&harness);
    assert!(
        after.x > before.x + 100.0 && after.y < before.y - 20.0,
        "a1 moved from bottom left to top right: {before:?} -> {after:?}"
    );
}
