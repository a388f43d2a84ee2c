//! Preferences that persist across restarts (in `settings.json`, see [`super::settings_file`]).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

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
    /// preferences entry must never keep the app from starting), setting by setting
    /// ([`Self::from_object`]).
    pub fn from_json(text: Option<&str>) -> Self {
        match text.and_then(|t| serde_json::from_str(t).ok()) {
            Some(Value::Object(raw)) => Self::from_object(&raw),
            _ => Self::default(),
        }
    }

    /// Reads what this version can of `raw`, one setting at a time: a value it cannot read (a
    /// theme added by a newer version) leaves that setting at its default and nothing else,
    /// and of a per-game table or a list only the unreadable entries are left out. Keys this version
    /// does not know are ignored here; the settings file writes them back
    /// ([`super::settings_file`]).
    pub fn from_object(raw: &Map<String, Value>) -> Self {
        let Ok(Value::Object(defaults)) = serde_json::to_value(Self::default()) else {
            return Self::default();
        };
        let mut known = Map::new();
        for (key, default) in defaults {
            let Some(value) = raw.get(&key) else { continue };
            // Each setting is tried on its own (the others take their defaults), so the cost
            // is one read of each value whatever the file's size.
            if readable(&key, value) {
                known.insert(key, value.clone());
            } else if let (Value::Object(entries), Value::Object(_)) = (value, &default) {
                let kept: Map<String, Value> = entries
                    .iter()
                    .filter(|(name, entry)| {
                        readable(&key, &Value::Object(Map::from_iter([((*name).clone(), (*entry).clone())])))
                    })
                    .map(|(name, entry)| (name.clone(), entry.clone()))
                    .collect();
                known.insert(key, Value::Object(kept));
            } else if let (Value::Array(items), Value::Array(_)) = (value, &default) {
                let kept: Vec<Value> = items
                    .iter()
                    .filter(|item| readable(&key, &Value::Array(vec![(*item).clone()])))
                    .cloned()
                    .collect();
                known.insert(key, Value::Array(kept));
            }
        }
        serde_json::from_value(Value::Object(known)).unwrap_or_default()
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

/// Whether this version reads `value` as the setting `key`.
fn readable(key: &str, value: &Value) -> bool {
    let alone = Value::Object(Map::from_iter([(key.to_owned(), value.clone())]));
    serde_json::from_value::<Prefs>(alone).is_ok()
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

    #[test]
    fn trust_one_value_from_a_newer_version_resets_nothing_else() {
        let text = r#"{"theme":"HighContrast","recent":["/games/a.plateau",{"cloud":7}],"sound":false,
            "options":{"gipf":{"version":"basic"}},"clocks":{"gipf":"5+3","dvonn":{"per":"move"}},
            "seats":"a shape of a later version","language":"de","future":{"x":1}}"#;
        let prefs = Prefs::from_json(Some(text));
        assert_eq!(prefs.theme, Theme::System, "an unknown theme keeps the default");
        assert_eq!(prefs.recent, vec![PathBuf::from("/games/a.plateau")]);
        assert!(!prefs.sound);
        assert_eq!(prefs.options["gipf"], serde_json::json!({"version": "basic"}));
        assert_eq!(prefs.language, Language::German);
        // Of a table, only the entry this version cannot read is left out.
        assert_eq!(prefs.clocks, BTreeMap::from([("gipf".to_owned(), "5+3".to_owned())]));
        assert!(prefs.seats.is_empty());
        assert_eq!(Prefs::from_json(Some("[1, 2]")), Prefs::default());
    }
}
