//! The preferences on disk: `settings.json` in the user's data folder, written (atomically,
//! on the [`DiskWriter`]'s thread) whenever they change, not every thirty seconds in place as
//! the window's own storage does.

use std::path::{Path, PathBuf};

use plateau_core::files::{self, FileKind};

use super::disk_writer::DiskWriter;
use super::prefs::Prefs;

/// The settings file, and what was last written to it.
pub struct SettingsFile {
    /// The file and its writer; none where the preferences are not kept.
    disk: Option<(PathBuf, DiskWriter)>,
    written: Option<Prefs>,
}

impl SettingsFile {
    /// No file: the preferences live as long as the window (tests, pictures).
    pub fn none() -> Self {
        Self { disk: None, written: None }
    }

    /// `settings.json` in the user's data folder, if there is one.
    pub fn user() -> Self {
        crate::plugins::user_data_dir().map_or_else(Self::none, |data| Self::at(&data.join("settings.json")))
    }

    /// The settings file at `path`.
    pub fn at(path: &Path) -> Self {
        Self { disk: Some((path.to_owned(), DiskWriter::new())), written: None }
    }

    /// The preferences in the file, if it is there and readable; what is unreadable in it
    /// falls back to the defaults ([`Prefs::from_json`]).
    pub fn read(&mut self) -> Option<Prefs> {
        let (path, _) = self.disk.as_ref()?;
        let text = files::read_text(path, FileKind::AppState).ok()?;
        let prefs = Prefs::from_json(Some(&text));
        self.written = Some(prefs.clone());
        Some(prefs)
    }

    /// Writes `prefs` if they differ from what was last written or read.
    pub fn sync(&mut self, prefs: &Prefs) {
        let Some((path, writer)) = &self.disk else { return };
        if self.written.as_ref() == Some(prefs) {
            return;
        }
        writer.write(path.clone(), prefs.to_json().into_bytes());
        self.written = Some(prefs.clone());
    }

    /// Waits until the last write is on disk.
    pub fn flush(&self) {
        if let Some((_, writer)) = &self.disk {
            writer.flush();
        }
    }

    /// What failed to be written since the last call.
    pub fn take_failures(&self) -> Vec<String> {
        self.disk.as_ref().map(|(_, writer)| writer.take_failures()).unwrap_or_default()
    }
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
}
