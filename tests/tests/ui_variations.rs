//! Side lines through the window, as a person makes them: a move while looking at an
//! earlier position starts a side line and keeps the game's line; the side line survives a
//! save and reopening; promote and delete from the move list.

use std::path::PathBuf;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, ScriptedDialogs};
use plateau_core::save::SaveFile;

mod common;

fn harness(save_to: Option<PathBuf>) -> Harness<'static, PlateauApp> {
    let dialogs = ScriptedDialogs { save: save_to.clone(), open: save_to, ..ScriptedDialogs::default() };
    common::window(common::app(common::quick_prefs(), dialogs), [1280.0, 800.0])
}

/// Lets the app take in what was done, and waits for the evaluation graph's judgements:
/// as they arrive the move list gains marks and moves, so a click aimed at a move before
/// then may land beside it.
fn step(harness: &mut Harness<'_, PlateauApp>) {
    harness.step();
    harness.step();
    common::step_while(harness, 5_000, PlateauApp::is_reviewing);
    harness.step();
}

fn main_line(app: &PlateauApp) -> Vec<String> {
    let tree = app.active().unwrap().timeline().tree();
    tree.notations(&tree.main_line())
}

/// A DVONN game of six placements by two people, looked at after move 2, where a click on
/// an empty cell is made.
fn game_with_a_side_line(harness: &mut Harness<'_, PlateauApp>) -> Vec<String> {
    let humans = ["human".to_owned(), "human".to_owned()];
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &humans).unwrap();
    harness.state_mut().play_random_moves(6, 7);
    step(harness);
    let played = main_line(harness.state());
    assert_eq!(played.len(), 6);
    // The move list's second move, clicked, shows the position after it.
    harness.get_by_label(played[1].as_str()).click();
    step(harness);
    assert_eq!(harness.state().active().unwrap().position().cursor, 2);
    harness.get_all_by_label_contains(": empty").next().expect("an empty cell").click();
    step(harness);
    played
}

#[test]
fn a_move_while_looking_back_starts_a_side_line_and_keeps_the_game() {
    let path = std::env::temp_dir().join(format!("plateau-ui-variations-{}.json", std::process::id()));
    let mut harness = harness(Some(path.clone()));
    let played = game_with_a_side_line(&mut harness);
    let game = harness.state().active().unwrap();
    let side = game.timeline().moves().to_vec();
    assert_eq!(side.len(), 3, "the new move follows move 2");
    assert_eq!(side[..2], played[..2]);
    assert_eq!(main_line(harness.state()), played, "the game's own line is kept whole");
    assert_eq!(game.position().cursor, 3);
    assert!(!game.timeline().on_main_line());
    harness.get_by_label("Side line from move 3");
    // The game's third move is listed as a way back into the game's line.
    let back = format!("3. {}", played[2]);
    harness.get_by_label(&back);

    // Saved and opened again: both lines, and the side line shown where it was.
    harness.state_mut().save(true);
    step(&mut harness);
    let saved = SaveFile::read(&path).unwrap();
    assert_eq!((saved.version, saved.moves.clone(), saved.cursor), (2, played.clone(), 3));
    assert_eq!(saved.variations.len(), 1);
    assert_eq!(saved.variations[0].from, 2);
    let mut reopened = self::harness(Some(path.clone()));
    reopened.state_mut().open_path(&path);
    common::step_while(&mut reopened, 1000, |app| app.is_loading() || app.active().is_none());
    let game = reopened.state().active().expect("the save opens");
    assert_eq!(main_line(reopened.state()), played);
    assert_eq!(game.timeline().moves(), side);
    assert_eq!(game.position().cursor, 3);
    std::fs::remove_file(&path).unwrap();

    // Back into the game's line by its move in the list: the game goes on from there.
    harness.get_by_label(&back).click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert!(game.timeline().on_main_line());
    assert_eq!((game.timeline().moves(), game.position().cursor), (&played[..], 3));
    assert_eq!(game.timeline().tree().len(), 7, "nothing is lost by going back and forth");
}

#[test]
fn a_side_line_is_promoted_then_deleted() {
    let mut harness = harness(None);
    let played = game_with_a_side_line(&mut harness);
    let side = harness.state().active().unwrap().timeline().moves().to_vec();
    harness.get_by_label("Promote").click();
    step(&mut harness);
    assert_eq!(main_line(harness.state()), side, "the side line is the main line now");
    assert!(harness.state().status().contains("now the main line"), "{}", harness.state().status());
    // The old game is a side line now; into it, then delete it.
    harness.get_by_label(&format!("3. {}", played[2])).click();
    step(&mut harness);
    assert_eq!(harness.state().active().unwrap().timeline().moves(), played);
    harness.get_by_label("Delete side line").click();
    step(&mut harness);
    let game = harness.state().active().unwrap();
    assert_eq!(game.timeline().tree().len(), 3, "only the promoted line is left");
    assert_eq!(game.timeline().moves(), side);
    assert_eq!(game.position().cursor, 2, "the position before the deleted move is shown");
    assert!(
        harness.state().status().contains("Deleted a side line (4 moves)"),
        "{}",
        harness.state().status()
    );
}

#[test]
fn the_move_list_marks_costly_moves_and_shows_a_records_remarks() {
    let path = std::env::temp_dir().join(format!("plateau-ui-record-{}.json", std::process::id()));
    let record = serde_json::json!({
        "format": "plateau-save", "version": 1,
        "game": {"id": "dvonn", "rules_version": 1, "options": {}},
        "players": [{"type": "human"}, {"type": "human"}],
        "moves": ["e3", "d2", "c3"], "cursor": 3,
        "annotations": [
            {"chances": [50.0, 50.0], "best": "e3"},
            {"chances": [50.0, 50.0], "best": "c3"},
            {"chances": [80.0, 20.0], "best": "b2", "comment": "d2 gives the centre away"},
            {"chances": [75.0, 25.0], "comment": "a quiet move"}
        ]
    });
    std::fs::write(&path, record.to_string()).unwrap();
    let mut harness = harness(None);
    harness.state_mut().open_path(&path);
    common::step_while(&mut harness, 1000, |app| app.is_loading() || app.active().is_none());
    step(&mut harness);
    std::fs::remove_file(&path).unwrap();
    // Black's d2 cost it 30 points: a blunder, marked; the others are not.
    assert_eq!(harness.query_all_by_label("??").count(), 1);
    assert_eq!(harness.query_all_by_label("?").count(), 0);
    assert_eq!(harness.query_all_by_label("💬").count(), 2, "both remarks are there to be read");
    harness.get_by_label("d2").hover();
    // Tooltips wait for the pointer to rest.
    for _ in 0..60 {
        harness.step();
    }
    assert!(harness.query_by_label_contains("A blunder: Black's chance fell from 50% to 20%").is_some());
    assert!(harness.query_by_label_contains("d2 gives the centre away").is_some());
}
