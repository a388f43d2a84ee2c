//! A save with a move that does not replay: the app offers to open the moves before it, and
//! what it opens is never written back over the file.

use egui_kittest::kittest::Queryable;
use plateau::app::{Prefs, ScriptedDialogs};

mod common;

#[test]
fn a_save_with_a_bad_move_opens_up_to_that_move_when_asked() {
    let path = std::env::temp_dir().join(format!("plateau-partial-{}.plateau", std::process::id()));
    let text = serde_json::json!({
        "format": "plateau-save", "version": 1,
        "game": {"id": "dvonn", "rules_version": 1, "options": {}},
        "players": [{"type": "human"}, {"type": "human"}],
        "moves": ["e3", "d2", "e3", "c3"], "cursor": 4
    })
    .to_string();
    std::fs::write(&path, &text).unwrap();
    let prefs = Prefs { show_evaluation: false, ..common::quick_prefs() };
    let mut harness = common::window(common::app(prefs, ScriptedDialogs::default()), [1280.0, 800.0]);
    harness.state_mut().open_path(&path);
    for _ in 0..1000 {
        if !harness.state().is_loading() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    harness.step();
    harness.step();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    harness.get_by_label(&format!("{name} has a move that does not replay"));
    assert!(harness.query_by_label_contains("move 3 'e3'").is_some(), "the bad move is named");
    harness.get_by_label("Open the moves before it").click();
    for _ in 0..1000 {
        harness.step();
        if harness.state().active().is_some() && !harness.state().is_loading() {
            break;
        }
        std::thread::yield_now();
    }
    let game = harness.state().active().expect("the first moves opened");
    assert_eq!(game.timeline().moves(), ["e3", "d2"]);
    assert!(game.path.is_none() && game.dirty, "not the file's game: saving asks for a new file");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), text, "the file is left as it was");
    std::fs::remove_file(&path).unwrap();
}
