//! The app's own file chooser, shown where no system file dialog can open
//! ([`crate::app::files::Picked::Unavailable`]), so that Save and Open always do something.
//! The chooser itself is the `egui_file` crate's.

use crate::tr;
use std::path::{Path, PathBuf};

use egui_file::{FileDialog, State};

use crate::app::action::AppAction;

/// What the chosen path is for.
#[derive(Debug)]
pub enum ChooserPurpose {
    /// Open this save.
    Open,
    /// Save the game in progress there, then carry out `then` (a "save changes?" answer).
    Save {
        /// The action waiting for the save.
        then: Option<AppAction>,
    },
    /// Export the lab's results into this folder.
    ExportLab,
    /// Write the annotated record of the game in progress there.
    ExportRecord,
    /// Install this plugin file.
    InstallPlugin,
}

/// The chooser while it is open.
pub struct FileChooser {
    dialog: FileDialog,
    /// What the path is for.
    pub purpose: ChooserPurpose,
}

/// What the chooser did this frame.
pub enum Chosen {
    /// Still open.
    Waiting,
    /// The person chose this path.
    Path(PathBuf),
    /// The person closed it.
    Cancelled,
}

/// Shows plugin files (and folders to walk through) only.
fn is_plugin(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "wasm" || e == std::env::consts::DLL_EXTENSION)
}

/// Shows save files (and folders to walk through) only.
fn is_save(path: &Path) -> bool {
    path.extension().is_some_and(|e| e == "plateau" || e == "json")
}

impl FileChooser {
    /// A chooser for `purpose`, opened at once in the folder `start`; `suggested_name` is the
    /// file name offered when saving.
    pub fn new(purpose: ChooserPurpose, suggested_name: &str, start: &Path) -> Self {
        let dialog = match purpose {
            ChooserPurpose::Open => {
                FileDialog::open_file().title(&tr!("chooser-open")).show_files_filter(Box::new(is_save))
            }
            ChooserPurpose::Save { .. } => FileDialog::save_file()
                .title(&tr!("chooser-save"))
                .default_filename(suggested_name)
                .show_files_filter(Box::new(is_save)),
            ChooserPurpose::ExportLab => FileDialog::select_folder()
                .title(&tr!("chooser-export-lab"))
                .open_button_text(tr!("chooser-export-here").into()),
            ChooserPurpose::ExportRecord => FileDialog::save_file()
                .title(&tr!("chooser-export-record"))
                .default_filename(suggested_name)
                .show_files_filter(Box::new(is_save)),
            ChooserPurpose::InstallPlugin => FileDialog::open_file()
                .title(&tr!("chooser-install-plugin"))
                .show_files_filter(Box::new(is_plugin)),
        };
        // Centred, and small enough to sit between the menu bar and the status line of an
        // 800 × 600 window; left to itself it opens at the top left, over the menu bar.
        let mut dialog = dialog
            .anchor(egui::Align2::CENTER_CENTER, [0.0, 0.0])
            .default_size([480.0, 400.0])
            .initial_path(start)
            .id(egui::Id::unique("plateau-file-chooser"))
            .show_new_folder(true)
            // The chooser names a new folder after the text in its name field: the button
            // says so, instead of making "New folder" unasked.
            .new_folder_button_text(tr!("chooser-new-folder").into())
            .show_rename(false);
        dialog.open();
        Self { dialog, purpose }
    }

    /// Draws the chooser; what the person did.
    pub fn show(&mut self, ctx: &egui::Context) -> Chosen {
        match self.dialog.show(ctx).state() {
            State::Open => Chosen::Waiting,
            State::Selected => {
                self.dialog.path().map_or(Chosen::Cancelled, |p| Chosen::Path(p.to_path_buf()))
            }
            State::Cancelled | State::Closed => Chosen::Cancelled,
        }
    }
}
