//! Preferences that persist across restarts (in `settings.json`, see [`super::settings_file`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::i18n::Language;

/// Storage key of the preferences.
pub const KEY: &str = "plateau.prefs";
/// Storage key of the game in progress at exit.
pub const AUTOSAVE_KEY: &str = "plateau.autosave";

/// How many recently opened or saved files are remembered.
pub const RECENT_FILES: usize = 8;

/// Light, dark, or as the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Theme {
    /// Follow the system.
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

/// Everything the app remembers between runs.
#[expect(clippy::struct_excessive_bools, reason = "independent on/off settings, each its own menu check box")]
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Prefs {
    /// Colour theme.
    pub theme: Theme,
    /// Game id chosen last in the new-game dialog.
    pub last_game: Option<String>,
    /// Rule options chosen last, per game id.
    pub options: BTreeMap<String, Value>,
    /// Seat choices chosen last, per game id (`"human"`, `"random"`, ...).
    pub seats: BTreeMap<String, Vec<String>>,
    /// Show cell names on the board.
    pub show_coordinates: bool,
    /// Show each move as it happens: the stack slides, removed pieces fade.
    pub animate_moves: bool,
    /// Minimum time an AI move takes on screen, so people can follow fast agents.
    pub ai_delay_ms: u64,
    /// Save files opened or saved lately, the latest first.
    pub recent: Vec<PathBuf>,
    /// The time control chosen last in the new-game dialog, per game id (`"5+3"`; a game
    /// not listed is played without clocks).
    pub clocks: BTreeMap<String, String>,
    /// Show the evaluation bar and graph beside the board (the positions are judged on a
    /// worker thread while it is on).
    pub show_evaluation: bool,
    /// Sound for moves, captures and the game's end.
    pub sound: bool,
    /// The language of the window (settings written before there was a choice read as
    /// English).
    pub language: Language,
}

impl Default for Prefs {
    fn default() -> Self {
        Self {
            theme: Theme::System,
            last_game: None,
            options: BTreeMap::new(),
            seats: BTreeMap::new(),
            show_coordinates: true,
            animate_moves: true,
            ai_delay_ms: 400,
            recent: Vec::new(),
            clocks: BTreeMap::new(),
            show_evaluation: true,
            sound: true,
            language: Language::English,
        }
    }
}

impl Prefs {
    /// Reads preferences, falling back to the defaults for anything unreadable (a broken
    /// preferences entry must never keep the app from starting).
    pub fn from_json(text: Option<&str>) -> Self {
        text.and_then(|t| serde_json::from_str(t).ok()).unwrap_or_default()
    }

    /// Puts `path` first among the recent files (once), forgetting the oldest beyond
    /// `RECENT_FILES`.
    pub fn remember_file(&mut self, path: &Path) {
        self.recent.retain(|p| p != path);
        self.recent.insert(0, path.to_path_buf());
        self.recent.truncate(RECENT_FILES);
    }

    /// The preferences as JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("preferences serialise")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn preferences_round_trip_and_survive_damage() {
        let mut prefs =
            Prefs { theme: Theme::Dark, show_coordinates: true, ai_delay_ms: 0, ..Prefs::default() };
        prefs.last_game = Some("gipf".into());
        prefs.options.insert("gipf".into(), serde_json::json!({"version": "basic"}));
        prefs.seats.insert("gipf".into(), vec!["human".into(), "random".into()]);
        prefs.remember_file(Path::new("/games/a.plateau"));
        prefs.language = Language::German;
        assert_eq!(Prefs::from_json(Some(&prefs.to_json())), prefs);
        assert_eq!(Prefs::from_json(Some("{broken")), Prefs::default());
        assert_eq!(Prefs::from_json(None), Prefs::default());
        // Fields added in later versions fall back to their defaults.
        assert_eq!(Prefs::from_json(Some(r#"{"theme":"Light"}"#)).ai_delay_ms, 400);
        assert_eq!(Prefs::from_json(Some(r#"{"theme":"Light"}"#)).language, Language::English);
        assert!(prefs.to_json().contains(r#""language":"de""#), "{}", prefs.to_json());
    }
}
