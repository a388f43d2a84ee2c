//! What a first hour with the app turned up (issue 44), driven as a person would: rule
//! options read in words and appear only where they apply, a file that is no save says what
//! it is, windows open between the menu bar and the status line of a small window, and a
//! GIPF push made from another dot than the record names says so.

use std::path::PathBuf;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-first-hour-{}-{name}", std::process::id()))
}

fn app(dialogs: ScriptedDialogs) -> PlateauApp {
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    PlateauApp::new(plateau::registry::builtin(), prefs, Shelf::none(), Box::new(dialogs))
}

fn harness_of(app: PlateauApp, size: [f32; 2]) -> Harness<'static, PlateauApp> {
    let mut harness =
        Harness::builder().with_size(size).build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    harness
}

fn harness(app: PlateauApp) -> Harness<'static, PlateauApp> {
    harness_of(app, [1280.0, 800.0])
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens a combo box and picks an item (the last node of that name: the start screen
/// behind the dialog may name it too).
fn choose(harness: &mut Harness<'_, PlateauApp>, combo: &str, item: &str) {
    harness.get_by_role_and_label(Role::ComboBox, combo).click();
    harness.run();
    harness.get_all_by_label(item).last().expect("the item is listed").click();
    harness.run();
}

#[test]
fn dvonns_end_rule_reads_in_words_in_the_dialog_and_the_panel() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    // The start screen's list of variants.
    harness.get_by_label_contains("Game ends when: neither player can move, the player to move cannot move");
    click(&mut harness, "New DVONN game…");
    let combo = harness.get_by_role_and_label(Role::ComboBox, "Game ends when");
    assert_eq!(combo.value().as_deref(), Some("neither player can move"));
    choose(&mut harness, "Game ends when", "the player to move cannot move");
    click(&mut harness, "Start");
    let game = harness.state().active().expect("the game started");
    assert_eq!(game.options()["end"], "mover-stuck", "the game still gets the value it reads");
    harness.get_by_label("Game ends when: the player to move cannot move");
    assert!(harness.query_by_label_contains("mover-stuck").is_none());
    assert!(harness.query_by_label_contains("neither-can-move").is_none());
}

#[test]
fn the_first_move_rule_is_offered_for_two_players_only() {
    let mut harness = harness(app(ScriptedDialogs::default()));
    click(&mut harness, "New Knight Line game…");
    harness.get_by_label("Single-tile first move");
    harness.get_by_role_and_label(Role::SpinButton, "Players").set_value_accesskit(3.0);
    harness.run();
    assert!(harness.query_by_label("Single-tile first move").is_none(), "three players have no such rule");
    click(&mut harness, "Start");
    assert_eq!(harness.state().active().expect("the game started").info().player_count(), 3);
    harness.get_by_label_contains("Players: 3");
    assert!(harness.query_by_label_contains("Single-tile").is_none(), "nor in the panel's summary");
}

#[test]
fn a_saved_option_that_does_not_apply_is_not_summarised() {
    // A three-player game saved with the two-player rule switched off (an older build wrote
    // such saves): the panel names the players, not a rule the game does not have.
    let path = temp_path("three.plateau");
    let text = r#"{"format":"plateau-save","version":1,"game":{"id":"knightline","rules_version":1,"options":{"players":3,"first_move_single":false}},"players":[{"type":"human"},{"type":"human"},{"type":"human"}],"moves":[],"cursor":0}"#;
    std::fs::write(&path, text).unwrap();
    let mut harness =
        harness(app(ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }));
    open(&mut harness);
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    harness.get_by_label_contains("Players: 3");
    assert!(harness.query_by_label_contains("Single-tile").is_none());
    let _ = std::fs::remove_file(path);
}

/// Ctrl+O (the scripted dialog answers with its file), then the load to its end.
fn open(harness: &mut Harness<'_, PlateauApp>) {
    harness.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    harness.step();
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
fn a_picture_dropped_on_the_window_is_called_a_picture() {
    let path = temp_path("photo.png");
    std::fs::write(&path, b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR").unwrap();
    let mut harness = harness(app(ScriptedDialogs::default()));
    harness.input_mut().dropped_files.push(std::sync::Arc::new(Dropped(path.clone())));
    harness.step();
    for _ in 0..100_000 {
        if !harness.state().is_loading() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    harness.run();
    let error = harness.state().error().expect("the file is refused").to_owned();
    let name = path.file_name().unwrap().to_string_lossy();
    assert!(
        error.contains(&format!(
            "{name} is not a Plateau save (it is a PNG image); Plateau opens .plateau save files"
        )),
        "{error}"
    );
    assert!(!error.contains("UTF-8"), "{error}");
    assert!(harness.state().active().is_none());
    let _ = std::fs::remove_file(path);
}

#[test]
fn opening_files_of_other_kinds_says_what_they_are() {
    for (name, bytes, what) in [
        ("empty.plateau", &b""[..], "it is an empty file"),
        ("package.json", br#"{"name": "left-pad", "version": "1.3.0"}"#, "it is JSON of another kind"),
        ("tool.exe", b"MZ\x90\0\x03\0\0\0", "it is a Windows program or library"),
    ] {
        let path = temp_path(name);
        std::fs::write(&path, bytes).unwrap();
        let mut harness =
            harness(app(ScriptedDialogs { open: Some(path.clone()), ..ScriptedDialogs::default() }));
        open(&mut harness);
        let error = harness.state().error().expect("the file is refused").to_owned();
        assert!(error.contains(&format!("is not a Plateau save ({what}); Plateau opens")), "{name}: {error}");
        let _ = std::fs::remove_file(path);
    }
}

/// The rectangle between the menu bar and the status line.
fn work_area(harness: &Harness<'_, PlateauApp>) -> egui::Rect {
    let menu = harness.get_by_label("Help").rect();
    let size = harness.ctx.content_rect();
    egui::Rect::from_min_max(egui::pos2(size.left(), menu.bottom()), size.max)
}

fn assert_inside(harness: &Harness<'_, PlateauApp>, title: &str) {
    let area = work_area(harness);
    let window = harness.get_by_role_and_label(Role::Window, title).rect();
    assert!(window.top() >= area.top(), "{title} at {window:?} covers the menu bar (work area {area:?})");
    assert!(area.expand(0.5).contains_rect(window), "{title} at {window:?} runs out of {area:?}");
}

#[test]
fn windows_open_under_the_menu_bar_of_a_small_window() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("gipf", &serde_json::json!({}), &[]).unwrap();
    let mut harness = harness_of(app, [800.0, 600.0]);
    click(&mut harness, "Help");
    click(&mut harness, "Plugins…");
    assert_inside(&harness, "Plugins");
    click(&mut harness, "Help");
    click(&mut harness, "Keyboard shortcuts");
    assert_inside(&harness, "Keyboard shortcuts");
    click(&mut harness, "Help");
    click(&mut harness, "Rules of this game");
    assert_inside(&harness, "Rules of GIPF");
}

#[test]
fn a_gipf_push_from_another_dot_says_which_move_it_is() {
    let mut app = app(ScriptedDialogs::default());
    app.start_game("gipf", &serde_json::json!({"version": "basic"}), &[]).unwrap();
    let mut harness = harness(app);
    // c2 is empty: the push from c1 leaves the position the listed push from b1 does.
    click(&mut harness, "c1: entry dot");
    click(&mut harness, "c2: empty");
    assert_eq!(harness.state().active().unwrap().session().history(), vec!["b1-c2"]);
    let status = harness.state().status().to_owned();
    assert_eq!(status, "Played b1-c2 — you clicked c1 then c2, which makes the same move");
    // The dot the record names says nothing more.
    click(&mut harness, "a1: entry dot");
    click(&mut harness, "b2: black piece");
    assert_eq!(harness.state().status(), "Played a1-b2");
}
