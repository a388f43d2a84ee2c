//! Choosing files: the system's dialogs in the app, scripted paths in tests (tests never open a
//! system dialog). Where no system dialog can open (a desktop without an XDG portal or
//! zenity), the dialogs say so and the app shows its own chooser
//! ([`super::windows::file_chooser`]) instead of doing nothing.

use crate::tr;
use std::path::PathBuf;

/// What a file dialog answered.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Picked {
    /// The person chose this path.
    Path(PathBuf),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No dialog could open here, for this reason.
    Unavailable(String),
}

impl From<Option<PathBuf>> for Picked {
    fn from(path: Option<PathBuf>) -> Self {
        path.map_or(Self::Cancelled, Self::Path)
    }
}

/// Asks the person for a path.
pub trait FileDialogs {
    /// Where to save.
    fn save_path(&mut self, suggested_name: &str) -> Picked;
    /// Which save to open.
    fn open_path(&mut self) -> Picked;
    /// A folder to write into (the lab's exports).
    fn folder_path(&mut self, title: &str) -> Picked;
    /// A plugin file to install.
    fn plugin_path(&mut self) -> Picked;
    /// True when the save dialog itself asks before a chosen file is replaced; else the app
    /// asks.
    fn asks_before_replacing(&self) -> bool {
        false
    }
}

/// The platform's file dialogs.
pub struct NativeDialogs;

impl NativeDialogs {
    /// Why no system dialog can open here, if none can. On Linux the dialog is the desktop
    /// portal's (over the session's D-Bus), else zenity's; the dialog library answers "no
    /// file" for a dialog that failed to open just as for one the person cancelled, so this
    /// is asked before, not after.
    fn unavailable() -> Option<String> {
        if !cfg!(target_os = "linux") {
            return None;
        }
        let portal = std::env::var_os("DBUS_SESSION_BUS_ADDRESS").is_some_and(|a| !a.is_empty());
        let zenity = std::env::var_os("PATH")
            .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join("zenity").is_file()));
        (!portal && !zenity).then(|| tr!("files-no-dialog"))
    }
}

impl FileDialogs for NativeDialogs {
    fn save_path(&mut self, suggested_name: &str) -> Picked {
        if let Some(why) = Self::unavailable() {
            return Picked::Unavailable(why);
        }
        rfd::FileDialog::new()
            .set_title(tr!("chooser-save"))
            .add_filter(tr!("files-save-filter"), &["plateau", "json"])
            .set_file_name(suggested_name)
            .save_file()
            .into()
    }

    fn open_path(&mut self) -> Picked {
        if let Some(why) = Self::unavailable() {
            return Picked::Unavailable(why);
        }
        rfd::FileDialog::new()
            .set_title(tr!("chooser-open"))
            .add_filter(tr!("files-save-filter"), &["plateau", "json"])
            .pick_file()
            .into()
    }

    fn folder_path(&mut self, title: &str) -> Picked {
        if let Some(why) = Self::unavailable() {
            return Picked::Unavailable(why);
        }
        rfd::FileDialog::new().set_title(title).pick_folder().into()
    }

    fn plugin_path(&mut self) -> Picked {
        if let Some(why) = Self::unavailable() {
            return Picked::Unavailable(why);
        }
        rfd::FileDialog::new()
            .set_title(tr!("chooser-install-plugin"))
            .add_filter(tr!("files-plugin-filter"), &["wasm", std::env::consts::DLL_EXTENSION])
            .pick_file()
            .into()
    }

    /// The portal's, GTK's and zenity's save dialogs all ask (rfd turns it on for each).
    fn asks_before_replacing(&self) -> bool {
        true
    }
}

/// Paths fixed in advance, for tests.
#[derive(Default)]
pub struct ScriptedDialogs {
    /// Answer to the next save dialog, and to the next choice of a folder to write into.
    pub save: Option<PathBuf>,
    /// Answer to the next open dialog.
    pub open: Option<PathBuf>,
    /// Behave like a desktop where no system dialog opens (the app's own chooser then shows).
    pub unavailable: bool,
}

impl ScriptedDialogs {
    fn answer(&self, path: Option<&PathBuf>) -> Picked {
        if self.unavailable {
            return Picked::Unavailable("no system file dialog in this test".to_owned());
        }
        path.cloned().into()
    }
}

impl FileDialogs for ScriptedDialogs {
    fn save_path(&mut self, _: &str) -> Picked {
        self.answer(self.save.as_ref())
    }

    fn open_path(&mut self) -> Picked {
        self.answer(self.open.as_ref())
    }

    fn folder_path(&mut self, _: &str) -> Picked {
        self.answer(self.save.as_ref())
    }

    fn plugin_path(&mut self) -> Picked {
        self.answer(self.open.as_ref())
    }
}
