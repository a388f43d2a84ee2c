//! Choosing files: native dialogs in the app, scripted paths in tests (tests never open a
//! dialog).

use std::path::PathBuf;

/// Asks the person for a path.
pub trait FileDialogs {
    /// Where to save; `None` if cancelled.
    fn save_path(&mut self, suggested_name: &str) -> Option<PathBuf>;
    /// Which save to open; `None` if cancelled.
    fn open_path(&mut self) -> Option<PathBuf>;
    /// A folder to write into (the lab's exports); `None` if cancelled.
    fn folder_path(&mut self, title: &str) -> Option<PathBuf>;
}

/// The platform's file dialogs.
pub struct NativeDialogs;

impl FileDialogs for NativeDialogs {
    fn save_path(&mut self, suggested_name: &str) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .set_title("Save game")
            .add_filter("Plateau save", &["plateau", "json"])
            .set_file_name(suggested_name)
            .save_file()
    }

    fn open_path(&mut self) -> Option<PathBuf> {
        rfd::FileDialog::new()
            .set_title("Open game")
            .add_filter("Plateau save", &["plateau", "json"])
            .pick_file()
    }

    fn folder_path(&mut self, title: &str) -> Option<PathBuf> {
        rfd::FileDialog::new().set_title(title).pick_folder()
    }
}

/// Paths fixed in advance, for tests.
#[derive(Default)]
pub struct ScriptedDialogs {
    /// Answer to the next save dialog, and to the next choice of a folder to write into.
    pub save: Option<PathBuf>,
    /// Answer to the next open dialog.
    pub open: Option<PathBuf>,
}

impl FileDialogs for ScriptedDialogs {
    fn save_path(&mut self, _: &str) -> Option<PathBuf> {
        self.save.clone()
    }

    fn open_path(&mut self) -> Option<PathBuf> {
        self.open.clone()
    }

    fn folder_path(&mut self, _: &str) -> Option<PathBuf> {
        self.save.clone()
    }
}
