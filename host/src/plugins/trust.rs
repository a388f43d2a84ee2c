//! Which native plugins may run. A native plugin runs with the user's full rights, so one
//! seen for the first time (or changed: consent is per content hash) is not even probed
//! until the user agrees: in the app by "Allow and load" in the Plugins window, on the
//! command line with `--allow-native-plugins`. The app records consent in
//! `trusted-plugins.json` beside its settings, and the command line honours what it records.
//! WebAssembly plugins need no consent: they run in a sandbox.

use std::collections::BTreeMap;
use std::path::PathBuf;

use plateau_core::files::{self, FileKind};
use serde::{Deserialize, Serialize};

/// The name of the consent file in the user's data folder.
pub const FILE_NAME: &str = "trusted-plugins.json";

/// Which native plugins may run.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct NativeTrust {
    /// Every native plugin may run (`--allow-native-plugins`), this time, without recording.
    pub allow_all: bool,
    /// The file that records consent, per plugin content; none, nothing is recorded.
    pub store: Option<PathBuf>,
}

/// What the consent file holds.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
struct Consent {
    /// SHA-256 of each allowed native plugin, with the file name it had when allowed.
    #[serde(default)]
    native: BTreeMap<String, String>,
}

impl NativeTrust {
    /// The user's consent file; `allow_all` as the command line says.
    pub fn user(allow_all: bool) -> Self {
        Self { allow_all, store: super::user_data_dir().map(|dir| dir.join(FILE_NAME)) }
    }

    /// Every native plugin may run: tests and explicit command lines.
    pub fn everything() -> Self {
        Self { allow_all: true, store: None }
    }

    fn read(&self) -> Consent {
        let Some(path) = &self.store else { return Consent::default() };
        files::read_text(path, FileKind::AppState)
            .ok()
            .and_then(|text| serde_json::from_str(&text).ok())
            .unwrap_or_default()
    }

    /// Whether the native plugin with this content hash may run.
    pub fn allows(&self, hash: &str) -> bool {
        self.allow_all || self.read().native.contains_key(hash)
    }

    /// Records consent to run the native plugin with this content hash (named `name`).
    pub fn approve(&self, hash: &str, name: &str) -> Result<(), String> {
        let Some(path) = &self.store else {
            return Err("there is no data folder to record the consent in".to_owned());
        };
        let mut consent = self.read();
        consent.native.insert(hash.to_owned(), name.to_owned());
        let text = serde_json::to_string_pretty(&consent).map_err(|e| e.to_string())?;
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| format!("cannot make {}: {e}", folder.display()))?;
        }
        files::write(path, text.as_bytes()).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn consent_is_recorded_per_content_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let trust = NativeTrust { allow_all: false, store: Some(dir.path().join(FILE_NAME)) };
        assert!(!trust.allows("abc"));
        trust.approve("abc", "libgame.so").unwrap();
        assert!(trust.allows("abc"));
        assert!(!trust.allows("abd"), "another build of the same file needs consent again");
        assert!(NativeTrust::everything().allows("anything"));
        assert!(NativeTrust::default().approve("abc", "x").is_err());
    }
}
