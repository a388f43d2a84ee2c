//! The preferences on disk: `settings.json` in the user's data folder, written (atomically,
//! on the [`DiskWriter`]'s thread) whenever they change, not every thirty seconds in place as
//! the window's own storage does.
//!
//! The file may come from a newer version, so what this version does not know is kept: the
//! object read is written back with only the settings the person changed replaced, so unknown
//! keys, and values this version cannot read (a new theme), stay as they were. A file that
//! cannot be read at all is moved aside, never replaced, and the person is told.

use std::path::{Path, PathBuf};

use plateau_core::files::{self, FileError, FileKind};
use plateau_core::quote::quote_up_to;
use serde_json::{Map, Value};

use super::disk_writer::DiskWriter;
use super::prefs::Prefs;

/// The settings file, and what was last written to it.
pub struct SettingsFile {
    /// The file and its writer; none where the preferences are not kept.
    disk: Option<(PathBuf, DiskWriter)>,
    /// The preferences as last read or written, to see which of them the person changed.
    written: Option<Prefs>,
    /// The file's object as it stands on disk, with what this version does not know.
    on_disk: Map<String, Value>,
    /// A file that could neither be read nor moved aside is left alone: nothing is written.
    hands_off: bool,
    /// What went wrong reading the file, not yet told.
    unread: Vec<Unread>,
}

/// A settings file that could not be read, and where it went.
struct Unread {
    /// Why it could not be read.
    reason: String,
    /// Where it was moved; `None` if it could not be moved either.
    aside: Option<PathBuf>,
}

impl SettingsFile {
    /// No file: the preferences live as long as the window (tests, pictures).
    pub fn none() -> Self {
        Self { disk: None, written: None, on_disk: Map::new(), hands_off: false, unread: Vec::new() }
    }

    /// `settings.json` in the user's data folder, if there is one.
    pub fn user() -> Self {
        crate::plugins::user_data_dir().map_or_else(Self::none, |data| Self::at(&data.join("settings.json")))
    }

    /// The settings file at `path`.
    pub fn at(path: &Path) -> Self {
        Self { disk: Some((path.to_owned(), DiskWriter::new())), ..Self::none() }
    }

    /// The preferences in the file, if it is there and readable; a setting whose value this
    /// version cannot read keeps its default ([`Prefs::from_object`]). A file that is there
    /// but cannot be read (not JSON, too large, not a file) is moved aside to
    /// `settings.json.unreadable-<time>` and reported by [`Self::take_failures`].
    pub fn read(&mut self) -> Option<Prefs> {
        let (path, _) = self.disk.as_ref()?;
        let object = match files::read_text(path, FileKind::AppState) {
            Err(FileError::Io { error, .. }) if error.kind() == std::io::ErrorKind::NotFound => return None,
            Err(error) => Err(error.to_string()),
            Ok(text) => match serde_json::from_str::<Value>(&text) {
                Ok(Value::Object(object)) => Ok(object),
                Ok(_) => {
                    Err(format!("{}: not a JSON object", quote_up_to(&path.display().to_string(), 1000)))
                }
                Err(error) => {
                    Err(format!("{}: not JSON: {error}", quote_up_to(&path.display().to_string(), 1000)))
                }
            },
        };
        match object {
            Ok(object) => {
                let prefs = Prefs::from_object(&object);
                self.on_disk = object;
                self.written = Some(prefs.clone());
                Some(prefs)
            }
            Err(reason) => {
                let stamp = jiff::Timestamp::now().strftime("%Y%m%dT%H%M%SZ").to_string();
                let aside = set_aside(path, &stamp).ok();
                // Writing over a file that is still there would lose it.
                self.hands_off = aside.is_none();
                self.unread.push(Unread { reason, aside });
                None
            }
        }
    }

    /// Writes `prefs` if they differ from what was last written or read: over the file's
    /// own object, replacing only the settings that changed since.
    pub fn sync(&mut self, prefs: &Prefs) {
        let Some((path, writer)) = &self.disk else { return };
        if self.hands_off || self.written.as_ref() == Some(prefs) {
            return;
        }
        let (Ok(new), Ok(old)) = (serde_json::to_value(prefs), serde_json::to_value(&self.written)) else {
            return;
        };
        let merged = merge(Value::Object(std::mem::take(&mut self.on_disk)), &old, &new);
        let Value::Object(merged) = merged else { unreachable!("the preferences are an object") };
        writer
            .write(path.clone(), serde_json::to_string(&merged).expect("JSON values serialise").into_bytes());
        self.on_disk = merged;
        self.written = Some(prefs.clone());
    }

    /// Waits until the last write is on disk.
    pub fn flush(&self) {
        if let Some((_, writer)) = &self.disk {
            writer.flush();
        }
    }

    /// What failed since the last call: writes, and a file that could not be read (last, as
    /// the one the person most needs to hear of).
    pub fn take_failures(&mut self) -> Vec<String> {
        let mut failures = self.disk.as_ref().map(|(_, writer)| writer.take_failures()).unwrap_or_default();
        for unread in self.unread.drain(..) {
            failures.push(match unread.aside {
                Some(aside) => crate::tr!(
                    "prefs-set-aside",
                    reason = unread.reason,
                    aside = quote_up_to(&aside.display().to_string(), 1000).to_string()
                ),
                None => crate::tr!("prefs-left-alone", reason = unread.reason),
            });
        }
        failures
    }
}

/// `base` (the file's value) with what changed from `old` to `new` (the preferences as last
/// read or written, and now) put in: key by key within objects, so keys only `base` has are
/// kept, and whole otherwise.
fn merge(base: Value, old: &Value, new: &Value) -> Value {
    if old == new {
        return base;
    }
    match (base, old, new) {
        (Value::Object(mut base), Value::Object(old), Value::Object(new)) => {
            for (key, value) in new {
                let merged = match (base.remove(key), old.get(key)) {
                    (Some(was), Some(old)) => merge(was, old, value),
                    _ => value.clone(),
                };
                base.insert(key.clone(), merged);
            }
            for key in old.keys().filter(|key| !new.contains_key(*key)) {
                base.remove(key);
            }
            Value::Object(base)
        }
        _ => new.clone(),
    }
}

/// Moves the file at `path` to `<name>.unreadable-<stamp>` (with `-2`, `-3`, … added where
/// that is taken, so no earlier one is overwritten); where it went.
fn set_aside(path: &Path, stamp: &str) -> std::io::Result<PathBuf> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    for count in 1..1000 {
        let suffix = if count == 1 { String::new() } else { format!("-{count}") };
        let aside = path.with_file_name(format!("{name}.unreadable-{stamp}{suffix}"));
        // A link to nowhere is taken too: `symlink_metadata` sees the link itself.
        if std::fs::symlink_metadata(&aside).is_err() {
            std::fs::rename(path, &aside)?;
            return Ok(aside);
        }
    }
    Err(std::io::Error::new(std::io::ErrorKind::AlreadyExists, "every name to set it aside under is taken"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::prefs::Theme;

    #[test]
    fn preferences_are_written_when_they_change_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("plateau").join("settings.json");
        let mut file = SettingsFile::at(&path);
        assert_eq!(file.read(), None);
        let prefs = Prefs { theme: Theme::Dark, ai_delay_ms: 0, ..Prefs::default() };
        file.sync(&prefs);
        file.flush();
        assert_eq!(SettingsFile::at(&path).read(), Some(prefs.clone()));
        // Unchanged: nothing is written (the file's time stays).
        let before = std::fs::metadata(&path).unwrap().modified().unwrap();
        file.sync(&prefs);
        file.flush();
        assert_eq!(std::fs::metadata(&path).unwrap().modified().unwrap(), before);
        assert!(file.take_failures().is_empty());
    }

    fn on_disk(path: &Path) -> Value {
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    #[test]
    fn trust_what_this_version_cannot_read_is_written_back_untouched() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        let newer = serde_json::json!({
            "theme": "HighContrast",
            "recent": ["/games/a.plateau"],
            "options": {"gipf": {"version": "basic"}},
            "seats": {"gipf": ["human", "random"], "yinsh": {"kind": "later"}},
            "sound": true,
            "future": {"nested": [1, 2, 3]},
        });
        std::fs::write(&path, newer.to_string()).unwrap();
        let mut file = SettingsFile::at(&path);
        let mut prefs = file.read().expect("readable");
        assert_eq!(prefs.theme, Theme::System);
        assert_eq!(prefs.recent, vec![PathBuf::from("/games/a.plateau")]);

        // A change to one setting writes that setting and nothing else of what was there.
        prefs.sound = false;
        prefs.seats.insert("dvonn".into(), vec!["human".into(), "human".into()]);
        file.sync(&prefs);
        file.flush();
        let written = on_disk(&path);
        assert_eq!(written["theme"], "HighContrast");
        assert_eq!(written["future"], newer["future"]);
        assert_eq!(written["recent"], newer["recent"]);
        assert_eq!(written["options"], newer["options"]);
        assert_eq!(written["sound"], false);
        assert_eq!(written["seats"]["yinsh"], newer["seats"]["yinsh"], "an unreadable entry stays");
        assert_eq!(written["seats"]["dvonn"], serde_json::json!(["human", "human"]));
        assert!(!SettingsFile::at(&path).read().unwrap().sound);

        // Changed by the person, the setting is theirs; changed back, it stays what they chose.
        prefs.theme = Theme::Dark;
        file.sync(&prefs);
        prefs.theme = Theme::System;
        file.sync(&prefs);
        file.flush();
        assert_eq!(on_disk(&path)["theme"], "System");
        assert_eq!(on_disk(&path)["future"], newer["future"]);
        // A removed entry goes, the others stay.
        prefs.seats.remove("gipf");
        file.sync(&prefs);
        file.flush();
        assert_eq!(
            on_disk(&path)["seats"],
            serde_json::json!({"yinsh": {"kind": "later"}, "dvonn": ["human", "human"]})
        );
        assert!(file.take_failures().is_empty());
    }

    /// The files beside `path` whose names start as a set-aside one does.
    fn set_aside_files(path: &Path) -> Vec<PathBuf> {
        let mut found: Vec<PathBuf> = std::fs::read_dir(path.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.file_name().unwrap().to_string_lossy().starts_with("settings.json.unreadable-"))
            .collect();
        found.sort();
        found
    }

    #[test]
    fn trust_an_unparseable_file_is_set_aside_and_told() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        std::fs::write(&path, "{\"theme\": \"Dark\", broken").unwrap();
        let mut file = SettingsFile::at(&path);
        assert_eq!(file.read(), None);
        let aside = set_aside_files(&path);
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), "{\"theme\": \"Dark\", broken");
        let failures = file.take_failures();
        assert_eq!(failures.len(), 1, "{failures:?}");
        assert!(
            failures[0].contains("settings.json.unreadable-") && failures[0].contains("not JSON"),
            "{failures:?}"
        );
        assert!(file.take_failures().is_empty(), "told once");
        // The preferences start afresh in a file of their own.
        file.sync(&Prefs::default());
        file.flush();
        assert_eq!(SettingsFile::at(&path).read(), Some(Prefs::default()));
        assert_eq!(std::fs::read_to_string(&aside[0]).unwrap(), "{\"theme\": \"Dark\", broken");
    }

    #[test]
    fn trust_a_file_too_large_is_set_aside_not_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        // 70 MiB, sparse: its size is refused before anything of it is read.
        let size = 70 * 1024 * 1024;
        std::fs::File::create(&path).unwrap().set_len(size).unwrap();
        let mut file = SettingsFile::at(&path);
        assert_eq!(file.read(), None);
        let aside = set_aside_files(&path);
        assert_eq!(aside.len(), 1, "{aside:?}");
        assert_eq!(std::fs::metadata(&aside[0]).unwrap().len(), size);
        assert!(!path.exists());
        let failures = file.take_failures();
        assert!(failures.last().is_some_and(|f| f.contains("unreadable")), "{failures:?}");
    }

    #[test]
    fn trust_setting_aside_never_overwrites_an_earlier_one() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        let taken = dir.path().join("settings.json.unreadable-T");
        std::fs::write(&taken, "first").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(
            dir.path().join("nowhere"),
            dir.path().join("settings.json.unreadable-T-2"),
        )
        .unwrap();
        std::fs::write(&path, "second").unwrap();
        let aside = set_aside(&path, "T").unwrap();
        assert_eq!(std::fs::read_to_string(&taken).unwrap(), "first");
        assert_eq!(std::fs::read_to_string(&aside).unwrap(), "second");
        assert!(aside.file_name().unwrap().to_string_lossy().starts_with("settings.json.unreadable-T-"));
        assert!(!path.exists());
    }

    #[test]
    fn trust_a_file_that_cannot_be_set_aside_is_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("settings.json");
        // A folder where the file should be cannot be read; moved aside, it leaves room for
        // the file.
        std::fs::create_dir(&path).unwrap();
        let mut file = SettingsFile::at(&path);
        assert_eq!(file.read(), None);
        assert_eq!(set_aside_files(&path).len(), 1);
        assert!(!file.take_failures().is_empty());
        // A file with no folder to move it in is not written over.
        let mut lost = SettingsFile::none();
        lost.hands_off = true;
        lost.disk = Some((dir.path().join("other.json"), DiskWriter::new()));
        lost.sync(&Prefs::default());
        lost.flush();
        assert!(!dir.path().join("other.json").exists());
    }
}
