//! The app driven through its accessibility tree, as a person would: start a DVONN game,
//! place pieces by clicking cells, undo, redo, save, open, and survive a bad save file.

use std::path::PathBuf;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{OpenDialog, PlateauApp, Prefs, ScriptedDialogs, Shelf};

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-{}-{name}", std::process::id()))
}

/// A DVONN save file in the temporary folder: `players` and `moves` as JSON arrays.
fn dvonn_save(name: &str, players: &str, moves: &str, cursor: usize) -> PathBuf {
    let path = temp_path(name);
    let game = r#"{"id":"dvonn","rules_version":1,"options":{}}"#;
    let text = format!(
        r#"{{"format":"plateau-save","version":1,"game":{game},"players":{players},"moves":{moves},"cursor":{cursor}}}"#
    );
    std::fs::write(&path, text).unwrap();
    path
}

/// A fresh app that has opened the save at `path` with Ctrl+O, without an error.
fn opened(path: &std::path::Path) -> Harness<'static, PlateauApp> {
    let mut harness =
        harness(app(ScriptedDialogs { open: Some(path.to_path_buf()), ..ScriptedDialogs::default() }));
    open_and_load(&mut harness);
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    harness
}

fn app(dialogs: ScriptedDialogs) -> PlateauApp {
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    PlateauApp::new(plateau::registry::builtin(), prefs, Shelf::none(), Box::new(dialogs))
}

fn harness(app: PlateauApp) -> Harness<'static, PlateauApp> {
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    harness
}

/// Steps frames until the save being loaded on the worker thread has arrived (bounded, and
/// independent of how long the worker takes).
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

/// Ctrl+O (the scripted dialog answers with its file), then the load to its end. Stepped, not
/// run: the load starts in the first frame and repaints until it is done.
fn open_and_load(harness: &mut Harness<'_, PlateauApp>) {
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.step();
    finish_loading(harness);
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

fn start_dvonn(harness: &mut Harness<'_, PlateauApp>) {
    click(harness, "New DVONN game…");
    click(harness, "Start");
    assert!(harness.state().active().is_some(), "the game started");
}

#[test]
fn start_screen_lists_every_game() {
    let harness = harness(app(ScriptedDialogs::default()));
    for factory in plateau::registry::builtin() {
        let info = factory.info();
        harness.get_by_label(&format!("New {} game…", info.name));
    }
}

#[test]
fn place_by_clicking_then_undo_and_redo() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    start_dvonn(&mut harness);
    // The first three placements are DVONN pieces (drawn red), then Black's own colour.
    click(&mut harness, "e3: empty");
    harness.get_by_label("e3: red piece");
    click(&mut harness, "d2: empty");
    click(&mut harness, "c3: empty");
    click(&mut harness, "f3: empty");
    harness.get_by_label("f3: black piece");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 4);

    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("f3: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    harness.get_by_label("c3: empty");

    harness.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::Z);
    harness.run();
    harness.get_by_label("c3: red piece");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    harness.run();
    harness.get_by_label("f3: black piece");

    // Clicking an occupied cell during placement does nothing but explain.
    click(&mut harness, "f3: black piece");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 4);
    assert!(harness.state().status().contains("no legal move starts at f3"), "{}", harness.state().status());
}

#[test]
fn save_then_open_restores_the_position() {
    let path = temp_path("round-trip.plateau");
    let dialogs =
        ScriptedDialogs { save: Some(path.clone()), open: Some(path.clone()), ..ScriptedDialogs::default() };
    let mut harness = harness(app(dialogs));
    start_dvonn(&mut harness);
    for cell in ["a1", "b1", "c1", "k5"] {
        click(&mut harness, &format!("{cell}: empty"));
    }
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    assert!(path.exists(), "saved: {}", harness.state().status());
    let saved_hash = harness.state().active().unwrap().session().hash();

    // A new game, then open the save: the same position comes back.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    click(&mut harness, "Start");
    harness.get_by_label("a1: empty");
    open_and_load(&mut harness);
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    harness.get_by_label("k5: black piece");
    harness.get_by_label("a1: red piece");
    assert_eq!(harness.state().active().unwrap().session().hash(), saved_hash);
    let _ = std::fs::remove_file(path);
}

/// A DVONN game with one piece placed and Ctrl+S pressed, the save dialog still open: the
/// window, the path its answer will give, and the sender that gives it.
fn saving_with_the_dialog_open(
    name: &str,
) -> (Harness<'static, PlateauApp>, PathBuf, std::sync::mpsc::Sender<Option<PathBuf>>) {
    let (answer, dialog) = OpenDialog::new();
    let mut harness =
        harness(app(ScriptedDialogs { open_dialog: Some(dialog), ..ScriptedDialogs::default() }));
    start_dvonn(&mut harness);
    click(&mut harness, "a1: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.step();
    assert_status(&harness, "Waiting for the file dialog");
    (harness, temp_path(name), answer)
}

fn assert_status(harness: &Harness<'_, PlateauApp>, start: &str) {
    let status = harness.state().status();
    assert!(status.starts_with(start), "status: {status} (expected: {start}…)");
}

#[test]
fn a_system_dialog_answers_later_while_the_window_goes_on() {
    let (mut harness, path, answer) = saving_with_the_dialog_open("answered-later.plateau");
    // The window draws on and takes clicks; a second Save does not open a second dialog.
    click(&mut harness, "b1: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.step();
    assert_status(&harness, "A file dialog is open already");
    assert!(!path.exists());

    // The answer comes: the game is saved as it stands then.
    answer.send(Some(path.clone())).unwrap();
    harness.step();
    harness.step();
    let saved = plateau_core::save::SaveFile::read(&path).expect("saved once the dialog answered");
    assert_eq!(saved.moves.len(), 2, "{}", harness.state().status());
    assert!(harness.state().title().contains("answered-later"), "{}", harness.state().title());
    let _ = std::fs::remove_file(path);
}

#[test]
fn a_save_dialog_answered_after_its_game_was_replaced_writes_nothing() {
    let (mut harness, path, answer) = saving_with_the_dialog_open("replaced.plateau");
    // Another game takes the window while the dialog is open.
    harness.state_mut().start_game("gipf", &serde_json::json!({}), &[]).unwrap();
    harness.step();
    answer.send(Some(path.clone())).unwrap();
    harness.step();
    harness.step();
    assert!(!path.exists(), "the GIPF game is not written under the DVONN game's name");
    assert_status(&harness, "The game the file dialog was for");
}

#[test]
fn a_system_dialog_that_ends_without_an_answer_counts_as_cancelled() {
    let (answer, dialog) = OpenDialog::new();
    let mut harness =
        harness(app(ScriptedDialogs { open_dialog: Some(dialog), ..ScriptedDialogs::default() }));
    start_dvonn(&mut harness);
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.step();
    assert_status(&harness, "Waiting for the file dialog");
    drop(answer);
    harness.step();
    harness.step();
    assert_eq!(harness.state().status(), "Nothing was chosen.");
    assert!(!harness.state().is_loading());
}

#[test]
fn a_bad_save_file_shows_an_error_and_keeps_the_game() {
    let path = dvonn_save("corrupt.plateau", r#"[{"type":"human"},{"type":"human"}]"#, r#"["e3","e3"]"#, 2);
    let mut harness =
        harness(app(ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }));
    start_dvonn(&mut harness);
    click(&mut harness, "g3: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.run();
    // The game has an unsaved move: asked first. (Stepped, not run: the load repaints.)
    harness.get_by_label("Don't save").click();
    harness.step();
    finish_loading(&mut harness);
    // The bad move is named, with the first move offered; Cancel keeps the game.
    harness.step();
    harness.step();
    harness.get_by_label_contains("move 2 'e3'");
    harness.get_by_label("Open the first move");
    click(&mut harness, "Cancel");
    harness.get_by_label("g3: red piece");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 1);
    let _ = std::fs::remove_file(path);
}

#[test]
fn the_move_list_shows_the_past() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    start_dvonn(&mut harness);
    for cell in ["a1", "b1", "c1"] {
        click(&mut harness, &format!("{cell}: empty"));
    }
    harness.key_press(Key::ArrowLeft);
    harness.run();
    harness.get_by_label("c1: empty");
    harness.get_by_label("Viewing move 2 of 3");
    click(&mut harness, "Back to the latest position");
    harness.get_by_label("c1: red piece");
}

#[test]
fn an_ai_seat_moves_by_itself_and_undo_returns_to_the_human() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("dvonn", &serde_json::json!({}), &["human".into(), "random".into()]).unwrap();
    let mut harness = harness(app);
    harness.get_by_label("e3: empty").click();
    // The random seat answers on its worker thread while the spinner turns; step frames until
    // it has (the spinner keeps repainting, so the UI never "settles" meanwhile).
    for _ in 0..2000 {
        if harness.state().active().unwrap().session().cursor() == 2 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(5));
        harness.step();
    }
    assert_eq!(harness.state().active().unwrap().session().cursor(), 2, "the AI replied");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    harness.run();
    let game = harness.state().active().unwrap();
    assert_eq!(game.session().cursor(), 0, "undo skips the AI's move back to the human's turn");
    assert!(game.human_to_move());
}

#[test]
fn gipf_push_by_clicking_a_dot_then_a_spot() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("gipf", &serde_json::json!({"version": "basic"}), &[]).unwrap();
    let mut harness = harness(app);
    harness.get_by_label("b2: black piece");
    click(&mut harness, "a1: entry dot");
    click(&mut harness, "b2: black piece");
    // The push shoves Black's piece one spot along the a1–i5 line.
    harness.get_by_label("b2: white piece");
    harness.get_by_label("c3: black piece");
    assert_eq!(harness.state().active().unwrap().session().history(), vec!["a1-b2"]);
    // c2 is empty: a push into it from c1 leaves the position the listed push from b1 does,
    // so it is accepted as that move.
    click(&mut harness, "c1: entry dot");
    click(&mut harness, "c2: empty");
    harness.get_by_label("c2: black piece");
    assert_eq!(harness.state().active().unwrap().session().history(), vec!["a1-b2", "b1-c2"]);
}

#[test]
fn knightline_tile_counts_are_chosen_in_the_panel() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    let mut harness = harness(app);
    // White's first move may only move one tile: no chooser.
    click(&mut harness, "0,0: white stack of 20");
    click(&mut harness, "2,1: empty");
    harness.get_by_label("2,1: white piece");
    // Black may move 1 to 19 tiles to the same cell: the chooser offers them on a slider,
    // which the arrow keys move (instead of stepping through the moves) and Enter plays.
    click(&mut harness, "1,0: black stack of 20");
    click(&mut harness, "2,2: empty");
    harness.get_by_label("Choose the move:");
    harness.get_by_label_contains("1 tile (1,0>2,2:1)");
    for _ in 0..4 {
        harness.key_press(Key::ArrowRight);
        harness.run();
    }
    harness.get_by_label_contains("5 tiles (1,0>2,2:5)");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 1, "the arrows did not seek");
    harness.key_press(Key::Enter);
    harness.run();
    harness.get_by_label("2,2: black stack of 5");
    harness.get_by_label("1,0: black stack of 15");
}

#[test]
fn escape_drops_a_half_made_move() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    harness.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    click(&mut harness, "0,0: white stack of 20");
    assert_eq!(harness.state().active().unwrap().selection.prefix().len(), 1);
    harness.key_press(Key::Escape);
    harness.run();
    assert!(harness.state().active().unwrap().selection.is_empty());
}

#[test]
fn the_rules_panel_explains_the_game_and_our_decisions() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    start_dvonn(&mut harness);
    click(&mut harness, "Rules");
    harness.get_by_label("Isolation");
    harness.get_by_label("Our decisions");
}

#[test]
fn two_ai_seats_play_a_whole_game() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("knightline", &serde_json::json!({}), &["easy".into(), "random".into()]).unwrap();
    // Not `harness()`: with the AI thinking from the first frame the UI never settles.
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    // Each seat's agent follows every move (its own and the other's); an agent out of step
    // would propose an illegal move and the game would stall with a message.
    for _ in 0..20_000 {
        if harness.state().active().unwrap().session().outcome().is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
        harness.step();
    }
    let game = harness.state().active().unwrap();
    assert!(game.session().outcome().is_some(), "game over; status: {}", harness.state().status());
    assert!(!harness.state().status().contains("refuse"), "{}", harness.state().status());
}

#[test]
fn hint_suggests_a_legal_move_for_the_human() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    let mut harness = harness(app);
    harness.get_by_label("Hint").click();
    for _ in 0..20_000 {
        if harness.state().active().unwrap().hint.is_some() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(2));
        harness.step();
    }
    let game = harness.state().active().unwrap();
    let hint = game.hint.expect("a hint arrives");
    let m = game.legal_move(hint).expect("the hint is a legal move");
    assert!(
        harness.state().status().starts_with(&format!("Hint: {}", m.notation)),
        "{}",
        harness.state().status()
    );
}

#[test]
fn a_new_game_asks_before_it_replaces_unsaved_moves() {
    let path = temp_path("asked.plateau");
    let mut harness =
        harness(app(ScriptedDialogs { save: Some(path.clone()), ..ScriptedDialogs::default() }));
    start_dvonn(&mut harness);
    for cell in ["a1", "b1", "c1"] {
        click(&mut harness, &format!("{cell}: empty"));
    }
    let new_game = |harness: &mut Harness<'_, PlateauApp>| {
        harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
        harness.run();
        click(harness, "Start");
    };
    // Cancel: the game stays as it was.
    new_game(&mut harness);
    harness.get_by_label("Save the DVONN game?");
    harness.get_by_label_contains("(3 moves) has changes that are not saved");
    click(&mut harness, "Cancel");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 3);
    assert!(harness.query_by_label("Save the DVONN game?").is_none());

    // Save: written first, then replaced.
    new_game(&mut harness);
    click(&mut harness, "Save");
    assert!(path.exists(), "saved before it was replaced");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 0);

    // Nothing unsaved: no question.
    new_game(&mut harness);
    assert!(harness.query_by_label("Save the DVONN game?").is_none());

    // Don't save: replaced without a file.
    click(&mut harness, "d1: empty");
    new_game(&mut harness);
    click(&mut harness, "Don't save");
    assert_eq!(harness.state().active().unwrap().session().cursor(), 0);
    let _ = std::fs::remove_file(path);
}

#[test]
fn an_opened_game_with_the_ai_to_move_waits_for_resume() {
    // A save after one move, with an AI seat to move next.
    let path =
        dvonn_save("paused.plateau", r#"[{"type":"human"},{"type":"random","seed":3}]"#, r#"["e3"]"#, 1);
    let mut harness = opened(&path);
    for _ in 0..20 {
        harness.step();
    }
    let game = harness.state().active().unwrap();
    assert!(game.paused && game.job.is_none(), "the AI does not move before Resume");
    assert_eq!(game.session().cursor(), 1);
    assert!(harness.state().status().contains("paused"), "{}", harness.state().status());
    // Stepped, not run: the AI's search repaints until it is done.
    harness.get_by_label("Resume").click();
    for _ in 0..10_000 {
        if harness.state().active().unwrap().session().cursor() == 2 {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert_eq!(harness.state().active().unwrap().session().cursor(), 2, "the AI moved after Resume");
    let _ = std::fs::remove_file(path);
}

#[test]
fn a_missing_file_is_named_once() {
    let path = temp_path("not-there.plateau");
    let mut harness =
        harness(app(ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }));
    open_and_load(&mut harness);
    let error = harness.state().error().expect("an error is shown").to_owned();
    assert_eq!(error.matches("not-there.plateau").count(), 1, "{error}");
}

/// A save file dropped on the window, as the windowing layer hands it over.
#[derive(Debug)]
struct Dropped(PathBuf);

impl egui::DroppedFile for Dropped {
    fn path(&self) -> &std::path::Path {
        &self.0
    }
    fn bytes(&self) -> Result<Vec<u8>, String> {
        std::fs::read(&self.0).map_err(|e| e.to_string())
    }
}

#[test]
fn the_title_names_the_file_and_unsaved_changes_and_saves_become_recent_files() {
    let path = temp_path("titled.plateau");
    let mut harness =
        harness(app(ScriptedDialogs { save: Some(path.clone()), ..ScriptedDialogs::default() }));
    assert_eq!(harness.state().title(), "Plateau");
    start_dvonn(&mut harness);
    click(&mut harness, "a1: empty");
    assert_eq!(harness.state().title(), "DVONN* - Plateau");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    let file = path.file_name().unwrap().to_string_lossy().into_owned();
    assert_eq!(harness.state().title(), format!("{file} - DVONN - Plateau"));
    assert_eq!(harness.state().prefs().recent, vec![path.clone()]);

    // Back on the start screen, the file is offered; a click opens it.
    harness.get_by_label("Game").click();
    harness.run();
    click(&mut harness, "Close game");
    // Stepped, not run: the load repaints until it is done.
    harness.get_by_label(&file).click();
    harness.step();
    finish_loading(&mut harness);
    harness.get_by_label("a1: red piece");
    let _ = std::fs::remove_file(path);
}

#[test]
fn a_save_dropped_on_the_window_opens() {
    let path = dvonn_save("dropped.plateau", r#"[{"type":"human"},{"type":"human"}]"#, r#"["e3","d2"]"#, 2);
    let mut harness = harness(app(ScriptedDialogs::default()));
    harness.input_mut().dropped_files.push(std::sync::Arc::new(Dropped(path.clone())));
    harness.step();
    finish_loading(&mut harness);
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    harness.get_by_label("d2: red piece");
    assert_eq!(harness.state().prefs().recent, vec![path.clone()]);
    let _ = std::fs::remove_file(path);
}

#[test]
fn without_a_system_dialog_the_apps_own_chooser_saves_and_opens() {
    // The chooser opens in the folder of the latest recent file.
    let folder = temp_path("chooser");
    std::fs::create_dir_all(&folder).unwrap();
    let mut app = app(ScriptedDialogs { unavailable: true, ..ScriptedDialogs::default() });
    app.prefs_mut().recent = vec![folder.join("earlier.plateau")];
    // The chooser (the egui_file crate's) gives its two text fields no accessible name, which
    // the harness would otherwise refuse.
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    start_dvonn(&mut harness);
    click(&mut harness, "a1: empty");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::S);
    harness.run();
    assert!(harness.state().status().contains("own file chooser"), "{}", harness.state().status());
    harness.get_by_label("Save").click();
    harness.step();
    harness.step();
    // Under the name offered: the game, the day and the time, free in that folder.
    let saved: Vec<PathBuf> = std::fs::read_dir(&folder).unwrap().flatten().map(|e| e.path()).collect();
    assert_eq!(saved.len(), 1, "saved through the chooser: {}", harness.state().status());
    let name = saved[0].file_name().unwrap().to_string_lossy().into_owned();
    assert!(name.starts_with("dvonn-20") && name.ends_with(".plateau"), "{name}");
    assert!(!harness.state().active().unwrap().dirty);

    // Open goes through it too: pick the file, then Open.
    harness.key_press_modifiers(Modifiers::COMMAND, Key::N);
    harness.run();
    click(&mut harness, "Start");
    harness.key_press_modifiers(Modifiers::COMMAND, Key::O);
    harness.run();
    harness.get_by_label_contains(&name).click();
    harness.step();
    // Stepped, not run: the chooser's window keeps repainting while it animates away.
    harness.get_by_label("Open").click();
    harness.step();
    finish_loading(&mut harness);
    harness.get_by_label("a1: red piece");
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn a_forced_pass_says_why() {
    // After these 75 moves, the player to move has only the pass (from random play).
    let moves = "i1 i4 e1 j2 a2 g4 d4 h4 j3 h2 h1 e5 b1 e4 c5 a1 g5 g3 j4 f5 e2 k3 g1 b3 c1 d1 f1 j5 d5 b2 b4 c3 \
                 k4 c2 h3 i2 k5 i3 c4 h5 a3 f3 f2 i5 g2 f4 d3 d2 e3 c5-d5 d1-c1 g1-f1 j5-k5 d5-d3 j2-j3 h1-i1 k3-k4 \
                 d4-e5 e4-f5 b4-a3 h5-g5 e2-f3 b3-c3 g2-f2 f4-e3 j4-j3 k5-i3 f2-d2 g4-f3 b1-c2 i3-f3 d2-a2 g3-f3 \
                 h3-h2 i2-i1";
    let list: Vec<String> = moves.split_whitespace().map(|m| format!("\"{m}\"")).collect();
    let players = r#"[{"type":"human"},{"type":"human"}]"#;
    let path = dvonn_save("forced-pass.plateau", players, &format!("[{}]", list.join(",")), list.len());
    let mut harness = opened(&path);
    harness.get_by_label("You have no legal move on the board.");
    harness.get_by_label("pass").click();
    harness.run();
    assert_eq!(harness.state().active().unwrap().session().cursor(), 76);
    assert!(harness.query_by_label("You have no legal move on the board.").is_none());
    let _ = std::fs::remove_file(path);
}

#[test]
fn the_new_game_dialog_shows_the_options_that_apply_and_keeps_each_games_choices() {
    use egui::accesskit::Role;
    let mut harness = harness(app(ScriptedDialogs::default()));
    harness.get_by_label("2 or 3 players");
    click(&mut harness, "New GIPF game…");
    // Opens a combo box and picks an item (the last node of that name: the start screen
    // behind the dialog names the games too).
    let choose = |harness: &mut Harness<'_, PlateauApp>, combo: &str, item: &str| {
        harness.get_by_role_and_label(Role::ComboBox, combo).click();
        harness.run();
        harness.get_all_by_label(item).last().expect("the item is listed").click();
        harness.run();
    };
    let choose_version =
        |harness: &mut Harness<'_, PlateauApp>, version: &str| choose(harness, "Version", version);
    // Tournament, the default version, always has 18 pieces; Basic's count can change. The ply
    // cap is an engine setting, never shown.
    assert!(harness.query_by_label("Pieces").is_none());
    assert!(harness.query_by_label_contains("Ply cap").is_none());
    choose_version(&mut harness, "Basic");
    harness.get_by_role_and_label(Role::SpinButton, "Pieces").set_value_accesskit(17.0);
    harness.run();
    choose_version(&mut harness, "Standard");
    assert!(harness.query_by_label("Pieces").is_none(), "Standard always has 18 pieces");

    // A look at Knight Line (for 3 players) and back: each game keeps what was chosen.
    choose(&mut harness, "Game", "Knight Line");
    harness.get_by_role_and_label(Role::SpinButton, "Players").set_value_accesskit(3.0);
    harness.run();
    harness.get_by_label("Red");
    choose(&mut harness, "Game", "GIPF");
    assert!(harness.query_by_label("Pieces").is_none(), "still Standard");
    choose_version(&mut harness, "Basic");
    assert_eq!(harness.get_by_role_and_label(Role::SpinButton, "Pieces").value().as_deref(), Some("17"));
    choose(&mut harness, "Game", "Knight Line");
    harness.get_by_label("Red");
    click(&mut harness, "Start");
    assert_eq!(harness.state().active().unwrap().info().player_count(), 3);
}

/// Drags the board by `by` in ten steps, starting near its top-left corner.
fn drag_board(harness: &mut Harness<'_, PlateauApp>, by: egui::Vec2) {
    let start = harness.get_by_label("Fit to pieces").rect().center() + egui::vec2(100.0, 100.0);
    let press = |pos, pressed| egui::Event::PointerButton {
        pos,
        button: egui::PointerButton::Primary,
        pressed,
        modifiers: Modifiers::NONE,
    };
    harness.event(egui::Event::PointerMoved(start));
    harness.event(press(start, true));
    for step in 1..=10 {
        harness.event(egui::Event::PointerMoved(start + by * (step as f32 / 10.0)));
        harness.step();
    }
    harness.event(press(start + by, false));
    harness.run();
}

/// A new two-player Knight Line game, started through the dialog.
fn knight_line_started() -> Harness<'static, PlateauApp> {
    let mut harness = harness(app(ScriptedDialogs::default()));
    click(&mut harness, "New Knight Line game…");
    click(&mut harness, "Start");
    harness
}

/// Where White's starting stack is drawn.
fn white_stack_at(harness: &Harness<'_, PlateauApp>) -> egui::Pos2 {
    harness.get_by_label_contains("white stack of").rect().center()
}

#[test]
fn knight_lines_view_follows_a_move_that_lands_off_screen() {
    let mut harness = knight_line_started();
    let white = white_stack_at;
    let fitted = white(&harness);
    // Far enough that every stack is out of sight.
    drag_board(&mut harness, egui::vec2(900.0, 700.0));
    assert!(harness.query_by_label_contains("white stack of").is_none(), "dragged out of sight");
    harness.state_mut().play_random_moves(1, 7);
    harness.run();
    assert!((white(&harness) - fitted).length() < 100.0, "the new position brought the view back");
    // A position already seen is left where the person put it.
    drag_board(&mut harness, egui::vec2(40.0, 30.0));
    let moved = white(&harness);
    harness.run();
    assert!((white(&harness) - moved).length() < 1.0);
}

#[test]
fn knight_lines_fit_button_takes_its_click_and_brings_the_pieces_back() {
    let mut harness = knight_line_started();
    let white = white_stack_at;
    let fitted = white(&harness);
    // Drag the board away from the pieces.
    drag_board(&mut harness, egui::vec2(300.0, 200.0));
    assert!((white(&harness) - fitted).length() > 100.0, "the drag panned the board");
    let cursor = harness.state().active().unwrap().session().cursor();
    click(&mut harness, "Fit to pieces");
    assert!((white(&harness) - fitted).length() < 1.0, "fitted again");
    assert_eq!(harness.state().active().unwrap().session().cursor(), cursor, "no move made");
    assert!(harness.state().active().unwrap().selection.prefix().is_empty(), "no cell selected");
}

#[test]
fn a_gipf_row_is_taken_off_with_one_click_on_any_of_its_pieces() {
    // The first recorded Basic game up to the push that makes White's row h2-h5.
    let moves = [
        "a4-b4", "i3-h4", "i2-h2", "e9-e8", "e1-e2", "a1-b2", "g7-g6", "d1-e2", "f8-e8", "b1-c2", "h6-h5",
        "b6-b5", "i2-h3",
    ];
    let list: Vec<String> = moves.iter().map(|m| format!("\"{m}\"")).collect();
    let path = temp_path("gipf-row.plateau");
    let text = format!(
        r#"{{"format":"plateau-save","version":1,"game":{{"id":"gipf","rules_version":1,"options":{{"version":"basic"}}}},"players":[{{"type":"human"}},{{"type":"human"}}],"moves":[{}],"cursor":{}}}"#,
        list.join(","),
        moves.len()
    );
    std::fs::write(&path, text).unwrap();
    let mut harness = opened(&path);
    harness.get_by_label("Click any piece of a marked row to take the row off.");
    // h4 is in the middle of the row: one click takes it all.
    click(&mut harness, "h4: white piece");
    let history = harness.state().active().unwrap().session().history();
    assert_eq!(history.last().map(String::as_str), Some("xh2,h3,h4,h5"), "{history:?}");
    harness.get_by_label("h4: empty");
    let _ = std::fs::remove_file(path);
}

#[test]
fn moves_of_two_clicks_get_no_row_sentence() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    harness.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    assert!(harness.query_by_label_contains("marked row").is_none());
}
