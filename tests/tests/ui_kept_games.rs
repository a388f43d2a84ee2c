//! What the app keeps without being asked, driven as a person would: every unfinished game
//! in a file of its own written after each move, offered again at the next start however
//! many there are; finished games nobody saved in a list of their own; two windows sharing
//! one data folder, each game owned by one of them at a time; a plugin game whose plugin is
//! missing; and Save asking before it replaces a file.

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};

fn prefs() -> Prefs {
    Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() }
}

/// An app keeping its games in `folder` (as the window keeps them in the data folder).
fn app_at(folder: &Path, dialogs: ScriptedDialogs) -> PlateauApp {
    PlateauApp::new(plateau::registry::builtin(), prefs(), Shelf::at(folder), Box::new(dialogs))
}

fn harness(app: PlateauApp) -> Harness<'static, PlateauApp> {
    // Menus and modals fade in and out over a few frames more than the default allows.
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_max_steps(16)
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// The kept files of one list (`unfinished` or `finished`) in `folder`, sorted.
fn kept_files(folder: &Path, list: &str) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder.join(list))
        .map(|entries| entries.flatten().map(|e| e.path()).collect())
        .unwrap_or_default();
    files.sort();
    files
}

/// Steps frames until a load has finished (bounded, independent of the worker's speed).
fn finish_loading(harness: &mut Harness<'_, PlateauApp>) {
    for _ in 0..100_000 {
        if !harness.state().is_loading() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(!harness.state().is_loading(), "the load finished");
    harness.run();
}

/// A DVONN game between two people with pieces placed on `cells`, in a window keeping its
/// games in `folder`.
fn placed(folder: &Path, cells: &[&str]) -> Harness<'static, PlateauApp> {
    let mut app = app_at(folder, ScriptedDialogs::default());
    app.start_game("dvonn", &serde_json::json!({}), &["human".into(), "human".into()]).unwrap();
    let mut harness = harness(app);
    for cell in cells {
        click(&mut harness, &format!("{cell}: empty"));
    }
    harness
}

#[test]
fn each_move_is_on_disk_at_once_and_the_game_is_offered_at_the_next_start() {
    let dir = tempfile::tempdir().unwrap();
    let mut before = placed(dir.path(), &["a1", "b1", "c1", "d1"]);
    // No exit: the window could be killed now. The writes run on their own thread, so wait
    // for them rather than for an exit.
    before.state_mut().flush_kept();
    let files = kept_files(dir.path(), "unfinished");
    assert_eq!(files.len(), 1, "{files:?}");
    let text = std::fs::read_to_string(&files[0]).unwrap();
    assert!(text.contains(r#""d1""#), "{text}");
    // A kept game is an ordinary save.
    let kept = plateau_core::save::SaveFile::read(&files[0]).expect("a kept game reads as a save");
    assert_eq!(kept.moves, ["a1", "b1", "c1", "d1"]);
    // Killed: no exit, no flush. The system then closes its files, which releases its
    // locks; dropping does the same here (and writes nothing more: all was flushed).
    drop(before);

    let mut harness = harness(app_at(dir.path(), ScriptedDialogs::default()));
    harness.get_by_label("Unfinished DVONN game, 4 moves");
    harness.get_by_label("Resume").click();
    harness.step();
    finish_loading(&mut harness);
    harness.get_by_label("d1: black piece");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 4);
    // Resumed, it is still nobody's file: the same kept file goes on with the next move.
    click(&mut harness, "e1: empty");
    harness.state_mut().flush_kept();
    assert_eq!(kept_files(dir.path(), "unfinished"), files);
    assert!(std::fs::read_to_string(&files[0]).unwrap().contains(r#""e1""#));
}

#[test]
fn every_game_replaced_is_offered_again_without_a_limit_of_five() {
    let dir = tempfile::tempdir().unwrap();
    let mut harness = placed(dir.path(), &["a1"]);
    for _ in 0..7 {
        harness.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
        harness.run();
        click(&mut harness, "0,0: white stack of 20");
        click(&mut harness, "2,1: empty");
    }
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    assert_eq!(harness.state().unfinished().len(), 8);
    harness.state_mut().flush_kept();
    drop(harness);
    assert_eq!(kept_files(dir.path(), "unfinished").len(), 8);

    let mut next = harness_at(dir.path());
    assert_eq!(next.get_all_by_label("Unfinished Knight Line game, 1 move").count(), 7);
    next.get_by_label("Unfinished DVONN game, 1 move");
    // The oldest is the DVONN game: the last offer.
    next.get_all_by_label("Resume").last().unwrap().click();
    next.step();
    finish_loading(&mut next);
    assert_eq!(next.state().active().unwrap().info().id, "dvonn");
    assert_eq!(next.state().unfinished().len(), 7);
}

fn harness_at(folder: &Path) -> Harness<'static, PlateauApp> {
    harness(app_at(folder, ScriptedDialogs::default()))
}

#[test]
fn finished_and_untouched_games_are_not_offered_as_unfinished() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("opened.plateau");
    let mut harness = harness(app_at(
        dir.path(),
        ScriptedDialogs { open: Some(save.clone()), ..ScriptedDialogs::default() },
    ));
    // A finished game nobody saved.
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &[]).unwrap();
    harness.state_mut().play_random_moves(10_000, 5);
    harness.run();
    assert!(harness.state().active().unwrap().is_over());
    let moves = harness.state().active().unwrap().timeline().len();
    // A file opened and left as it was.
    let text = r#"{"format":"plateau-save","version":1,"game":{"id":"dvonn","rules_version":1,"options":{}},"players":[{"type":"human"},{"type":"human"}],"moves":["a1"],"cursor":1}"#;
    std::fs::write(&save, text).unwrap();
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.step();
    finish_loading(&mut harness);
    harness.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    assert!(harness.state().unfinished().is_empty(), "{:?}", harness.state().unfinished().len());
    assert_eq!(harness.state().finished().len(), 1);
    harness.state_mut().flush_kept();
    assert!(kept_files(dir.path(), "unfinished").is_empty());
    assert_eq!(kept_files(dir.path(), "finished").len(), 1);

    let mut next = harness_at(dir.path());
    assert!(next.query_by_label_contains("Unfinished").is_none());
    next.get_by_label("Finished games, never saved");
    next.get_by_label(&format!("Finished DVONN game, {moves} moves"));
    click(&mut next, "Open");
    finish_loading(&mut next);
    assert!(next.state().active().unwrap().is_over());
    // Deleting asks, and is final.
    next.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    next.run();
    next.get_by_label("Game").click();
    next.run();
    click(&mut next, "Close game");
    click(&mut next, "Delete");
    next.get_by_label("Delete the finished game?");
    next.get_all_by_label("Delete").last().unwrap().click();
    next.run();
    next.state_mut().flush_kept();
    assert!(next.state().finished().is_empty());
    assert!(kept_files(dir.path(), "finished").is_empty());
}

#[test]
fn discarding_an_unfinished_game_asks_first_and_removes_its_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = placed(dir.path(), &["a1"]);
    first.state_mut().flush_kept();
    drop(first);
    let mut harness = harness_at(dir.path());
    click(&mut harness, "Discard");
    harness.get_by_label("Discard the unfinished game?");
    click(&mut harness, "Cancel");
    harness.get_by_label("Unfinished DVONN game, 1 move");
    click(&mut harness, "Discard");
    // The modal's own Discard button, the second one.
    harness.get_all_by_label("Discard").last().unwrap().click();
    harness.run();
    assert!(harness.query_by_label_contains("Unfinished").is_none());
    harness.state_mut().flush_kept();
    assert!(kept_files(dir.path(), "unfinished").is_empty());
}

#[test]
fn two_windows_sharing_a_data_folder_keep_each_others_games() {
    let dir = tempfile::tempdir().unwrap();
    let mut one = placed(dir.path(), &["a1", "b1"]);
    let mut two = placed(dir.path(), &["k5"]);
    // Each exits in turn; neither erases the other's game.
    one.state_mut().flush_kept();
    two.state_mut().flush_kept();
    drop(one);
    drop(two);
    let next = harness_at(dir.path());
    next.get_by_label("Unfinished DVONN game, 2 moves");
    next.get_by_label("Unfinished DVONN game, 1 move");
}

#[test]
fn saving_a_game_lets_its_kept_copy_go_and_a_later_move_keeps_it_again() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("mine.plateau");
    let mut app =
        app_at(dir.path(), ScriptedDialogs { save: Some(path.clone()), ..ScriptedDialogs::default() });
    app.start_game("dvonn", &serde_json::json!({}), &["human".into(), "human".into()]).unwrap();
    let mut harness = harness(app);
    click(&mut harness, "a1: empty");
    harness.state_mut().flush_kept();
    assert_eq!(kept_files(dir.path(), "unfinished").len(), 1);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    assert!(path.exists(), "{}", harness.state().status());
    harness.state_mut().flush_kept();
    assert!(kept_files(dir.path(), "unfinished").is_empty(), "saved: the person's file holds it");
    click(&mut harness, "b1: empty");
    harness.state_mut().flush_kept();
    assert_eq!(kept_files(dir.path(), "unfinished").len(), 1, "a move nobody saved yet");
}

#[test]
fn a_kept_game_whose_plugin_is_missing_stays_and_says_what_it_needs() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("unfinished")).unwrap();
    let hex = r#"{"format":"plateau-save","version":1,"game":{"id":"hex","rules_version":1,"options":{}},"players":[{"type":"human"},{"type":"human"}],"moves":["a1"],"cursor":1}"#;
    let file = dir.path().join("unfinished").join("hex-1-2-3.plateau");
    std::fs::write(&file, hex).unwrap();
    let mut harness = harness_at(dir.path());
    harness.get_by_label("Unfinished hex game, 1 move");
    harness.get_by_label("needs the plugin that provides the game 'hex'");
    click(&mut harness, "Resume");
    assert!(harness.state().active().is_none());
    harness.state_mut().flush_kept();
    assert!(file.exists(), "kept for when the plugin is back");
}

#[test]
fn an_unreadable_kept_file_is_left_alone_and_named() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("unfinished")).unwrap();
    let broken = dir.path().join("unfinished").join("dvonn-1-2-3.plateau");
    std::fs::write(&broken, "{not json").unwrap();
    let harness = harness_at(dir.path());
    assert!(harness.query_by_label_contains("Unfinished").is_none());
    assert!(
        harness.state().status().starts_with("A kept game could not be read: "),
        "{}",
        harness.state().status()
    );
    assert!(broken.exists());
}

#[test]
fn the_games_an_older_version_kept_move_into_files_of_their_own() {
    let dir = tempfile::tempdir().unwrap();
    let one = |m: &str| {
        format!(
            r#"{{"format":"plateau-save","version":1,"game":{{"id":"dvonn","rules_version":1,"options":{{}}}},"players":[{{"type":"human"}},{{"type":"human"}}],"moves":{m},"cursor":0}}"#
        )
    };
    let legacy = format!("[{},{}]", one(r#"["a1"]"#), one(r#"["a1","b1"]"#));
    let app = PlateauApp::new(
        plateau::registry::builtin(),
        prefs(),
        Shelf::at(dir.path()).with_legacy(&legacy),
        Box::new(ScriptedDialogs::default()),
    );
    let mut harness = harness(app);
    harness.get_by_label("Unfinished DVONN game, 1 move");
    harness.get_by_label("Unfinished DVONN game, 2 moves");
    harness.state_mut().flush_kept();
    assert_eq!(kept_files(dir.path(), "unfinished").len(), 2);
    // An older version's single save is read too.
    let single = harness_with_legacy(&one(r#"["a1"]"#));
    single.get_by_label("Unfinished DVONN game, 1 move");
}

fn harness_with_legacy(text: &str) -> Harness<'static, PlateauApp> {
    harness(PlateauApp::new(
        plateau::registry::builtin(),
        prefs(),
        Shelf::none().with_legacy(text),
        Box::new(ScriptedDialogs::default()),
    ))
}

#[test]
fn save_asks_before_it_replaces_a_file() {
    let dir = tempfile::tempdir().unwrap();
    let taken = dir.path().join("dvonn.plateau");
    std::fs::write(&taken, "someone's game").unwrap();
    let mut app =
        app_at(dir.path(), ScriptedDialogs { save: Some(taken.clone()), ..ScriptedDialogs::default() });
    app.start_game("dvonn", &serde_json::json!({}), &["human".into(), "human".into()]).unwrap();
    let mut harness = harness(app);
    click(&mut harness, "a1: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    harness.get_by_label("Replace dvonn.plateau?");
    click(&mut harness, "Cancel");
    assert_eq!(std::fs::read_to_string(&taken).unwrap(), "someone's game");
    assert!(harness.state().active().unwrap().dirty);

    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    click(&mut harness, "Replace");
    assert!(std::fs::read_to_string(&taken).unwrap().contains("plateau-save"));
    assert!(!harness.state().active().unwrap().dirty);
    assert_eq!(harness.state().title(), "dvonn.plateau - DVONN - Plateau");
}

/// Steps frames until `done` holds (bounded; the window looks again at games open elsewhere
/// once a second of its own time, a few frames).
fn step_until(harness: &mut Harness<'_, PlateauApp>, done: impl Fn(&Harness<'_, PlateauApp>) -> bool) {
    for _ in 0..10_000 {
        if done(harness) {
            return;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(done(harness), "the window caught up");
}

fn close_game(harness: &mut Harness<'_, PlateauApp>) {
    harness.get_by_label("Game").click();
    harness.run();
    click(harness, "Close game");
}

#[test]
fn trust_a_game_one_window_plays_is_open_in_the_other_and_not_offered() {
    let dir = tempfile::tempdir().unwrap();
    let mut playing = placed(dir.path(), &["a1", "b1"]);
    playing.state_mut().flush_kept();
    let other = harness_at(dir.path());
    other.get_by_label("Unfinished DVONN game, 2 moves");
    other.get_by_label("Open in another window");
    assert!(other.query_by_label("Resume").is_none(), "not offered for Resume");
    assert!(other.query_by_label("Discard").is_none(), "nor for Discard");
    // The window playing it goes on, its moves kept.
    click(&mut playing, "c1: empty");
    playing.state_mut().flush_kept();
    let files = kept_files(dir.path(), "unfinished");
    assert_eq!(files.len(), 1);
    assert!(std::fs::read_to_string(&files[0]).unwrap().contains(r#""c1""#));
}

#[test]
fn trust_a_window_never_writes_or_deletes_a_game_another_window_has() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = placed(dir.path(), &["a1"]);
    first.state_mut().flush_kept();
    drop(first);
    // Three windows offer the same unfinished game; the first to resume it has it.
    let mut one = harness_at(dir.path());
    let mut two = harness_at(dir.path());
    let mut three = harness_at(dir.path());
    click(&mut one, "Resume");
    finish_loading(&mut one);
    assert!(one.state().active().is_some());
    click(&mut two, "Resume");
    assert!(!two.state().is_loading() && two.state().active().is_none(), "Resume refused");
    assert!(two.state().status().contains("open in another window"), "{}", two.state().status());
    two.get_by_label("Open in another window");
    click(&mut three, "Discard");
    three.get_all_by_label("Discard").last().unwrap().click();
    three.run();
    assert!(three.state().status().contains("open in another window"), "{}", three.state().status());
    // Every window's writes done, so no half-written file is counted.
    for window in [&mut one, &mut two, &mut three] {
        window.state_mut().flush_kept();
    }
    let files = kept_files(dir.path(), "unfinished");
    assert_eq!(files.len(), 1, "Discard refused: the file stays");
    // The window that has it plays on; nothing the others did touches its file.
    click(&mut one, "b1: empty");
    one.state_mut().flush_kept();
    two.state_mut().flush_kept();
    assert!(std::fs::read_to_string(&files[0]).unwrap().contains(r#""b1""#));
    // Killed, it leaves the game kept, with its last move, for the next window.
    drop(one);
    let next = harness_at(dir.path());
    next.get_by_label("Unfinished DVONN game, 2 moves");
    next.get_by_label("Resume");
}

#[test]
fn trust_a_game_let_go_in_one_window_is_offered_in_the_other_as_it_is_then() {
    let dir = tempfile::tempdir().unwrap();
    let mut playing = placed(dir.path(), &["a1"]);
    playing.state_mut().flush_kept();
    let mut other = harness_at(dir.path());
    other.get_by_label("Open in another window");
    click(&mut playing, "b1: empty");
    close_game(&mut playing);
    playing.state_mut().flush_kept();
    // Nothing asked of the other window: it sees the game free once it looks again.
    step_until(&mut other, |h| h.query_by_label("Resume").is_some());
    other.get_by_label("Unfinished DVONN game, 2 moves");
    assert!(other.query_by_label("Open in another window").is_none());
    click(&mut other, "Resume");
    finish_loading(&mut other);
    assert_eq!(other.state().active().unwrap().session().cursor(), 2);
    // Now the first window is the other one.
    click(&mut playing, "Resume");
    assert!(playing.state().active().is_none());
    playing.get_by_label("Open in another window");
}

#[test]
fn trust_resume_takes_the_game_as_the_last_window_left_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = placed(dir.path(), &["a1"]);
    first.state_mut().flush_kept();
    drop(first);
    let mut one = harness_at(dir.path());
    let mut two = harness_at(dir.path());
    click(&mut one, "Resume");
    finish_loading(&mut one);
    click(&mut one, "b1: empty");
    click(&mut one, "c1: empty");
    close_game(&mut one);
    one.state_mut().flush_kept();
    // The second window read the game with one move at its start; it resumes all three.
    two.get_by_label("Unfinished DVONN game, 1 move");
    click(&mut two, "Resume");
    finish_loading(&mut two);
    assert_eq!(two.state().active().unwrap().session().cursor(), 3);
    click(&mut two, "d1: empty");
    two.state_mut().flush_kept();
    let files = kept_files(dir.path(), "unfinished");
    assert_eq!(files.len(), 1);
    let kept = plateau_core::save::SaveFile::read(&files[0]).unwrap();
    assert_eq!(kept.moves, ["a1", "b1", "c1", "d1"]);
}
