//! The window's second language: chosen in View > Language, shown at once, kept in the
//! settings file and given back at the next start.
//!
//! One test only: the language is the whole process's, and tests in one binary run at once.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, Prefs, ScriptedDialogs, SettingsFile};
use plateau::i18n::Language;

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
