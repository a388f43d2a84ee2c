//! Notices stay until they are read: a warning at start (kept games that could not be read)
//! is not lost to the next message (a plugin file that did not load); the status line shows
//! the latest with a count of the others, and a click lists them all, in a small window and
//! in either theme.

use std::path::{Path, PathBuf};

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use plateau::app::{PlateauApp, PluginSource, Prefs, ScriptedDialogs, Shelf, Theme};
use plateau::plugins::{PluginFailure, PluginOutcome, PluginStatus, SearchPath};

/// Five kept games in `folder` that do not read as saves.
fn unreadable_kept_games(folder: &Path) {
    let unfinished = folder.join("unfinished");
    std::fs::create_dir_all(&unfinished).unwrap();
    for i in 0..5 {
        std::fs::write(unfinished.join(format!("dvonn-1-2-{i}.plateau")), "{not json").unwrap();
    }
}

/// Plugins in `folder`: one file, refused.
fn a_plugin_that_fails(folder: PathBuf) -> PluginSource {
    let refused = folder.join("libold.so");
    PluginSource::new(SearchPath::only(&[folder]), move |_| {
        let status = PluginStatus {
            path: refused.clone(),
            outcome: PluginOutcome::Failed(PluginFailure::Refused(
                "libold.so was built for plugin ABI version 0, this host speaks version 1".to_owned(),
            )),
        };
        (Vec::new(), vec![status])
    })
}

/// An 800×600 window in `theme` over kept games in `folder`, its plugin scan done.
fn small_window(folder: &Path, theme: Theme) -> Harness<'static, PlateauApp> {
    let prefs = Prefs { theme, ai_delay_ms: 0, animate_moves: false, ..Prefs::default() };
    let app = PlateauApp::with_plugins(
        plateau::registry::builtin(),
        a_plugin_that_fails(folder.join("plugins")),
        prefs,
        Shelf::at(folder),
        Box::new(ScriptedDialogs::default()),
    );
    let mut harness = Harness::builder()
        .with_size([800.0, 600.0])
        .build_ui_state(|ui, app: &mut PlateauApp| app.show(ui), app);
    harness.step();
    for _ in 0..100_000 {
        if !harness.state().is_scanning_plugins() {
            break;
        }
        std::thread::yield_now();
        harness.step();
    }
    assert!(!harness.state().is_scanning_plugins(), "the scan finished");
    harness.run();
    harness
}

const KEPT: &str = "5 kept games could not be read";
const PLUGIN: &str = "1 plugin file not loaded";

fn in_window(rect: egui::Rect) -> bool {
    egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(800.0, 600.0)).contains_rect(rect)
}

#[test]
fn trust_two_notices_one_after_another_both_stay_readable() {
    for theme in [Theme::Light, Theme::Dark] {
        let dir = tempfile::tempdir().unwrap();
        unreadable_kept_games(dir.path());
        let mut harness = small_window(dir.path(), theme);
        // The plugin's notice came second: it is shown, and the first is counted, not gone.
        let latest = harness.get_by_label_contains(PLUGIN).rect();
        let more = harness.get_by_label("(+1 more)").rect();
        assert!(in_window(latest) && in_window(more), "{theme:?}: {latest:?} {more:?}");
        assert!(harness.query_by_label_contains(KEPT).is_none(), "{theme:?}: one notice on the line");
        // However many frames pass, it stays until read.
        for _ in 0..20 {
            harness.step();
        }
        harness.get_by_label("(+1 more)").click();
        harness.run();
        harness.get_by_label("Notices");
        let first = harness.get_by_label_contains(KEPT).rect();
        assert!(in_window(first), "{theme:?}: {first:?}");
        assert!(harness.get_all_by_label_contains(PLUGIN).count() >= 1);
        // Read, they leave the status line but stay in the list until dismissed.
        assert!(harness.query_by_label("(+1 more)").is_none(), "{theme:?}: read");
        harness.get_all_by_label("Dismiss").next().unwrap().click();
        harness.run();
        assert_eq!(harness.get_all_by_label("Dismiss").count(), 1, "{theme:?}: one dismissed, one left");
        harness.get_by_label("Dismiss all").click();
        harness.run();
        assert!(
            harness.query_by_label_contains(KEPT).is_none()
                && harness.query_by_label_contains(PLUGIN).is_none()
        );
    }
}
