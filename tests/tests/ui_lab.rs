//! The rules lab driven as a person would: open it from the start screen, set up a small
//! Knight Line study (two players against three), run it on worker threads, read the
//! tables and the comparison, export the files; cancel a long study; and see a bad agent
//! spec keep Run disabled with the reason beside it.
//!
//! Runs are waited for by stepping frames until the app says the study is over (bounded,
//! and independent of how fast the workers are); nothing depends on the clock.

use std::path::PathBuf;

use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable};
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, Shelf};

fn temp_path(name: &str) -> PathBuf {
    std::env::temp_dir().join(format!("plateau-ui-lab-{}-{name}", std::process::id()))
}

fn harness(dialogs: ScriptedDialogs) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { ai_delay_ms: 0, animate_moves: false, show_evaluation: false, ..Prefs::default() };
    let app = PlateauApp::new(plateau::registry::builtin(), prefs, Shelf::none(), Box::new(dialogs));
    let mut harness = Harness::builder()
        .with_size([1280.0, 800.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.run();
    harness
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens the lab from the start screen and sets up Knight Line, standard rules against
/// three players, `random` in every seat, `games` games per rule set.
fn set_up_study(harness: &mut Harness<'_, PlateauApp>, games: u32) {
    click(harness, "Compare rule sets…");
    assert!(harness.state().is_lab_open());
    // Nothing chosen yet: Run says why it is disabled.
    harness.get_by_label_contains("game: choose a game");
    assert!(harness.get_by_label("Run").accesskit_node().is_disabled());

    harness.get_by_role_and_label(Role::ComboBox, "Game").click();
    harness.run();
    click(harness, "Knight Line");
    // Two rule sets with the same options, told apart by number: a study that can run,
    // with nothing wrong to say.
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled(), "a new study can run");
    assert!(harness.query_by_label_contains("is already the name").is_none());
    harness.get_by_label_contains("200 games in all");
    harness
        .get_all_by_role_and_label(Role::SpinButton, "Players")
        .nth(1)
        .expect("a second rule set")
        .set_value_accesskit(3.0);
    harness.run();

    harness.get_by_role_and_label(Role::ComboBox, "Every seat").click();
    harness.run();
    click(harness, "random");
    harness.get_by_label("Games per rule set").set_value_accesskit(f64::from(games));
    harness.run();
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled(), "the study can run");
}

/// Steps frames until the study is over (bounded; the workers get a chance each step).
fn finish_running(harness: &mut Harness<'_, PlateauApp>) {
    for _ in 0..200_000 {
        if !harness.state().is_lab_running() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(!harness.state().is_lab_running(), "the study ended");
    harness.run();
}

#[test]
fn a_small_study_reports_both_rule_sets_and_exports_its_files() {
    let folder = temp_path("export");
    let mut harness = harness(ScriptedDialogs { save: Some(folder.clone()), ..ScriptedDialogs::default() });
    set_up_study(&mut harness, 10);
    click(&mut harness, "Run");
    finish_running(&mut harness);

    assert!(
        harness.state().status().starts_with("The study finished: 20 games"),
        "{}",
        harness.state().status()
    );
    harness.get_by_label("Knight Line: standard rules vs Players 3");
    assert!(harness.query_all_by_label("standard rules").count() >= 1, "the first rule set's table");
    assert!(harness.query_all_by_label("Players 3").count() >= 1, "the second rule set's table");
    assert_eq!(harness.query_all_by_label("White wins").count(), 2, "a row in each table");
    assert_eq!(harness.query_all_by_label("Red wins").count(), 1, "three players under one rule set");
    assert!(harness.query_all_by_label_contains("of games under standard rules instead of").count() >= 1);
    assert!(harness.query_by_label_contains("Incomplete").is_none());

    click(&mut harness, "Export…");
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    assert!(
        harness.state().status().starts_with(&format!(
            "Exported 10 files to {}: the results (JSON), the tables (CSV), the report (text) and 3 plots (PNG and SVG)",
            folder.display()
        )),
        "{}",
        harness.state().status()
    );
    for plot in ["win-rates", "lengths", "trajectories"] {
        let png = std::fs::read(folder.join(format!("{plot}.png"))).unwrap();
        assert!(png.starts_with(b"\x89PNG"), "{plot}.png is a PNG image");
        let svg = std::fs::read_to_string(folder.join(format!("{plot}.svg"))).unwrap();
        assert!(svg.contains("<svg"), "{plot}.svg is an SVG picture");
    }
    let results = std::fs::read_to_string(folder.join("results.json")).unwrap();
    let results = plateau_core::lab::StudyResults::from_json(&results).unwrap();
    assert_eq!(results.games.len(), 20);
    let games = std::fs::read_to_string(folder.join("games.csv")).unwrap();
    assert_eq!(games.lines().count(), 21, "a header and a row per game");
    let summary = std::fs::read_to_string(folder.join("summary.csv")).unwrap();
    assert_eq!(summary.lines().count(), 1 + 2 + 3, "a row per rule set and seat");
    assert!(folder.join("report.txt").exists());

    // Exported again into the same folder: nothing is replaced, and the status says where the
    // new files went.
    let first = std::fs::read(folder.join("results.json")).unwrap();
    std::fs::write(folder.join("games.csv"), "my own notes").unwrap();
    click(&mut harness, "Export…");
    assert!(harness.state().error().is_none(), "{:?}", harness.state().error());
    assert!(
        harness
            .state()
            .status()
            .ends_with("named with \"(2)\" because files of an earlier export were there"),
        "{}",
        harness.state().status()
    );
    assert_eq!(std::fs::read(folder.join("results.json")).unwrap(), first);
    assert_eq!(std::fs::read_to_string(folder.join("games.csv")).unwrap(), "my own notes");
    assert!(folder.join("results (2).json").exists());
    assert!(folder.join("trajectories (2).png").exists());
    let _ = std::fs::remove_dir_all(folder);
}

#[test]
fn a_failed_export_is_shown() {
    // A file where the folder should be.
    let blocker = temp_path("not-a-folder");
    std::fs::write(&blocker, "in the way").unwrap();
    let mut harness =
        harness(ScriptedDialogs { save: Some(blocker.join("results")), ..ScriptedDialogs::default() });
    set_up_study(&mut harness, 2);
    click(&mut harness, "Run");
    finish_running(&mut harness);
    click(&mut harness, "Export…");
    let error = harness.state().error().expect("the failure is shown").to_owned();
    assert!(error.starts_with("Could not export the results."), "{error}");
    harness.get_by_label_contains("Could not export the results.");
    let _ = std::fs::remove_file(blocker);
}

#[test]
fn cancel_keeps_the_window_responsive_and_the_finished_games() {
    let mut harness = harness(ScriptedDialogs::default());
    set_up_study(&mut harness, 1_000_000);
    click(&mut harness, "Run");
    assert!(harness.state().is_lab_running());
    harness.get_by_label("Running the study");
    harness.get_by_label("Cancel").click();
    harness.run();
    finish_running(&mut harness);

    // Two million games do not finish between two frames; whatever finished is reported.
    harness.get_by_label_contains("Incomplete: the run was cancelled after");
    assert!(
        harness.state().status().starts_with("The study was cancelled after"),
        "{}",
        harness.state().status()
    );
    assert!(harness.query_by_label("Running the study").is_none());
    // The window still answers: back to the start screen.
    click(&mut harness, "Back to the start screen");
    assert!(!harness.state().is_lab_open());
    harness.get_by_label("New Knight Line game…");
}

#[test]
fn a_bad_agent_spec_disables_run_with_the_reason() {
    let mut harness = harness(ScriptedDialogs::default());
    set_up_study(&mut harness, 10);
    harness
        .get_by_role_and_label(Role::TextInput, "Every seat")
        .set_text_value_accesskit("mcts:iterations=lots");
    harness.run();
    assert!(harness.get_by_label("Run").accesskit_node().is_disabled());
    harness.get_by_label_contains("seats[0]");
    harness.get_by_role_and_label(Role::TextInput, "Every seat").set_text_value_accesskit("random");
    harness.run();
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled());
}

#[test]
fn the_game_in_progress_waits_behind_the_lab() {
    let mut harness = harness(ScriptedDialogs::default());
    harness.state_mut().start_game("knightline", &serde_json::json!({}), &[]).unwrap();
    harness.run();
    harness.get_by_label("View").click();
    harness.run();
    click(&mut harness, "Rules lab…");
    assert!(harness.state().is_lab_open());
    // The lab starts on the game in progress, with a study that can run as it is.
    let game = harness.get_by_role_and_label(Role::ComboBox, "Game").value();
    assert_eq!(game.as_deref(), Some("Knight Line"));
    assert!(harness.query_by_label_contains("is already the name").is_none());
    assert!(!harness.get_by_label("Run").accesskit_node().is_disabled());
    click(&mut harness, "Back to the game");
    assert!(!harness.state().is_lab_open());
    assert!(harness.state().active().is_some(), "the game is still there");
}
