//! The window's second language: chosen in View > Language, shown at once, kept in the
//! settings file and given back at the next start; and the games' own long texts, their
//! rules and lessons, in it.
//!
//! The language is the whole process's, and tests in one binary run at once: each test holds
//! [`LANGUAGE`] while it runs.

mod common;

use std::sync::{Mutex, MutexGuard, PoisonError};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, SettingsFile};
use plateau::i18n::Language;

/// Held by each test for as long as it runs (see the module's text).
static LANGUAGE: Mutex<()> = Mutex::new(());

/// The window's language, this test's alone until the guard goes.
fn hold_language() -> MutexGuard<'static, ()> {
    // A test that failed while holding it leaves nothing half done that the next one reads.
    LANGUAGE.lock().unwrap_or_else(PoisonError::into_inner)
}

fn click(harness: &mut Harness<'_, PlateauApp>, label: &str) {
    harness.get_by_label(label).click();
    harness.run();
}

/// Opens View > Language and picks `language` (by its name in itself).
fn choose_language(harness: &mut Harness<'_, PlateauApp>, view: &str, language_menu: &str, name: &str) {
    click(harness, view);
    click(harness, language_menu);
    click(harness, name);
}

#[test]
fn first_session_german_chosen_in_the_menu_speaks_for_the_window_and_the_game() {
    let _language = hold_language();
    let dir = tempfile::tempdir().unwrap();
    let settings = dir.path().join("settings.json");
    // Without the evaluation: its figures arrive from a worker thread and add widgets on
    // whichever frame they land, so the frames a click takes to settle would depend on
    // the machine's load.
    let prefs = Prefs { show_evaluation: false, ..common::quick_prefs() };
    let mut app = common::app(prefs, ScriptedDialogs::default());
    app.keep_settings_in(SettingsFile::at(&settings));
    let mut harness = common::window(app, [1280.0, 800.0]);
    harness.run();
    harness.get_by_label("New DVONN game…");

    choose_language(&mut harness, "View", "Language", "Deutsch");
    assert_eq!(harness.state().prefs().language, Language::German);
    // The menu bar and the start screen speak German from this frame on.
    for label in ["Spiel", "Ansicht", "Hilfe", "Neues Spiel: DVONN…", "Gespeichertes Spiel öffnen…"] {
        harness.get_by_label(label);
    }
    assert!(harness.query_by_label("View").is_none(), "no English menu left");
    click(&mut harness, "Spiel");
    harness.get_by_label("Speichern unter…");
    harness.get_by_label("Spiel schließen");
    // A menu entry with a shortcut is named with it.
    harness.get_by_label_contains("Neues Spiel…").click();
    harness.run();
    assert!(harness.get_all_by_label("Bedenkzeit").count() > 0, "the clock row in German");
    click(&mut harness, "Starten");
    harness.get_by_label("Rückgängig");
    // The game's own words too, from the table the game gives (plateau_core::Words): its
    // seats, its phase and its option.
    harness.get_by_label_contains("Weiß am Zug");
    harness.get_by_label_contains("Phase: Einsetzen");
    harness.get_by_label_contains("Spielende, wenn: keiner mehr ziehen kann");
    assert!(harness.query_by_label_contains("Black").is_none(), "no English seat name left");
    assert!(harness.state().status().starts_with("Neues Spiel: DVONN"), "{}", harness.state().status());

    // Kept in the settings file, and a window started from it speaks German.
    harness.state_mut().flush_kept();
    let text = std::fs::read_to_string(&settings).unwrap();
    assert!(text.contains(r#""language":"de""#), "{text}");
    let kept = Prefs::from_json(Some(&text));
    assert_eq!(kept.language, Language::German);
    let next = common::window(common::app(kept, ScriptedDialogs::default()), [1280.0, 800.0]);
    next.get_by_label("Ansicht");
    drop(next);

    // And back.
    choose_language(&mut harness, "Ansicht", "Sprache", "English");
    assert_eq!(harness.state().prefs().language, Language::English);
    harness.get_by_label("View");
    harness.get_by_label("Undo");
    assert!(harness.query_by_label("Ansicht").is_none(), "no German menu left");
    harness.state_mut().flush_kept();
    let text = std::fs::read_to_string(&settings).unwrap();
    assert_eq!(Prefs::from_json(Some(&text)).language, Language::English);
}

fn steps(harness: &mut Harness<'_, PlateauApp>, n: usize) {
    for _ in 0..n {
        harness.step();
    }
}

#[test]
fn first_session_german_rules_and_lesson_come_in_the_game_s_own_german() {
    let _language = hold_language();
    let prefs = Prefs { language: Language::German, show_evaluation: false, ..common::quick_prefs() };
    let mut harness = common::window(common::app(prefs, ScriptedDialogs::default()), [1280.0, 800.0]);
    let seats = ["human", "human"].map(str::to_owned);
    harness.state_mut().start_game("dvonn", &serde_json::json!({}), &seats).unwrap();
    steps(&mut harness, 2);

    // The Rules window: each paragraph of DVONN's rules from its German table, a title line
    // still shown apart from its paragraph.
    harness.get_by_label("Regeln").click();
    steps(&mut harness, 3);
    harness.get_by_label("Regeln von DVONN");
    for title in
        ["Phase 1, Einsetzen", "Phase 2, Ziehen", "Abgeschnitten", "Wertung", "Unsere Entscheidungen"]
    {
        harness.get_by_label(title);
    }
    harness.get_by_label_contains("Ein Turm zieht in gerader Linie (sechs Richtungen)");
    harness.get_by_label_contains("DVONN wird auf einem Brett mit 49 Feldern");
    for english in ["Phase 2, moving", "On your turn you move one stack", "Our decisions", "is played on"] {
        assert!(harness.query_by_label_contains(english).is_none(), "{english:?} is left in English");
    }

    // Its lesson, opened from there: each step's title and words in German too.
    harness.get_by_label("Spielen lernen…").click();
    steps(&mut harness, 3);
    harness.get_by_label("DVONN lernen");
    harness.get_by_label("Das Brett");
    harness.get_by_label_contains("Zuerst füllen die Spieler das Brett");
    for step in ["Die DVONN-Steine", "Das Brett füllen", "Nur der Rand ist frei"] {
        harness.get_by_label("Weiter").click();
        steps(&mut harness, 2);
        harness.get_by_label(step);
    }
    harness.get_by_label_contains("Weiß beginnt diese Partie mit i1-h1 (markiert)");
    assert!(harness.query_by_label_contains("surrounded").is_none(), "no English step words left");
    assert_eq!(harness.state().lesson_step().map(|s| s.0), Some(3));
}
