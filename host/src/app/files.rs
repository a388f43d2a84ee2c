//! Choosing files: the system's dialogs in the app, scripted paths in tests (tests never open a
//! system dialog). A system dialog runs on a thread of its own and answers later
//! ([`Picked::Waiting`]), so the window goes on drawing (a resize, a loading save, the lab)
//! while it is open; the game waits, as under any window over it. Where no system dialog can open (a desktop without an XDG portal or zenity), the
//! dialogs say so and the app shows its own chooser ([`super::windows::file_chooser`])
//! instead of doing nothing.

use crate::tr;
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, Sender, TryRecvError};

/// What a file dialog answered.
#[derive(Debug)]
pub enum Picked {
    /// The person chose this path.
    Path(PathBuf),
    /// The person closed the dialog without choosing.
    Cancelled,
    /// No dialog could open here, for this reason.
    Unavailable(String),
    /// The dialog is open; it answers through this.
    Waiting(OpenDialog),
}

impl From<Option<PathBuf>> for Picked {
    fn from(path: Option<PathBuf>) -> Self {
        path.map_or(Self::Cancelled, Self::Path)
    }
}

/// A dialog still open, whose answer comes from another thread.
#[derive(Debug)]
pub struct OpenDialog {
    answer: Receiver<Option<PathBuf>>,
}

impl OpenDialog {
    /// A dialog and the sender that answers it (with `None` for a cancelled dialog).
    pub fn new() -> (Sender<Option<PathBuf>>, Self) {
        let (send, answer) = mpsc::channel();
        (send, Self { answer })
    }

    /// The answer, once there is one. A dialog whose thread ended without answering counts
    /// as cancelled.
    pub fn answer(&self) -> Option<Picked> {
        match self.answer.try_recv() {
            Ok(path) => Some(path.into()),
            Err(TryRecvError::Empty) => None,
            Err(TryRecvError::Disconnected) => Some(Picked::Cancelled),
        }
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

    /// Opens `dialog` (made here, on the UI thread, as macOS requires) and waits for it on a
    /// thread of its own.
    fn open<F>(dialog: rfd::AsyncFileDialog, show: impl FnOnce(rfd::AsyncFileDialog) -> F) -> Picked
    where
        F: Future<Output = Option<rfd::FileHandle>> + Send + 'static,
    {
        if let Some(why) = Self::unavailable() {
            return Picked::Unavailable(why);
        }
        let shown = show(dialog);
        let (send, open) = OpenDialog::new();
        let waiter = std::thread::Builder::new().name("file dialog".to_owned()).spawn(move || {
            let path = pollster::block_on(shown).map(|handle| handle.path().to_path_buf());
            // The app may have quit meanwhile; then nobody is waiting.
            let _ = send.send(path);
        });
        match waiter {
            Ok(_) => Picked::Waiting(open),
            Err(e) => Picked::Unavailable(e.to_string()),
        }
    }
}

impl FileDialogs for NativeDialogs {
    fn save_path(&mut self, suggested_name: &str) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(tr!("chooser-save"))
            .add_filter(tr!("files-save-filter"), &["plateau", "json"])
            .set_file_name(suggested_name);
        Self::open(dialog, rfd::AsyncFileDialog::save_file)
    }

    fn open_path(&mut self) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(tr!("chooser-open"))
            .add_filter(tr!("files-save-filter"), &["plateau", "json"]);
        Self::open(dialog, rfd::AsyncFileDialog::pick_file)
    }

    fn folder_path(&mut self, title: &str) -> Picked {
        Self::open(rfd::AsyncFileDialog::new().set_title(title), rfd::AsyncFileDialog::pick_folder)
    }

    fn plugin_path(&mut self) -> Picked {
        let dialog = rfd::AsyncFileDialog::new()
            .set_title(tr!("chooser-install-plugin"))
            .add_filter(tr!("files-plugin-filter"), &["wasm", std::env::consts::DLL_EXTENSION]);
        Self::open(dialog, rfd::AsyncFileDialog::pick_file)
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
    /// The next dialog stays open until the test answers it through this dialog's sender
    /// ([`OpenDialog::new`]).
    pub open_dialog: Option<OpenDialog>,
}

impl ScriptedDialogs {
    fn answer(&mut self, path: Option<PathBuf>) -> Picked {
        if let Some(open) = self.open_dialog.take() {
            return Picked::Waiting(open);
        }
        if self.unavailable {
            return Picked::Unavailable("no system file dialog in this test".to_owned());
        }
        path.into()
    }
}

impl FileDialogs for ScriptedDialogs {
    fn save_path(&mut self, _: &str) -> Picked {
        self.answer(self.save.clone())
    }

    fn open_path(&mut self) -> Picked {
        self.answer(self.open.clone())
    }

    fn folder_path(&mut self, _: &str) -> Picked {
        self.answer(self.save.clone())
    }

    fn plugin_path(&mut self) -> Picked {
        self.answer(self.open.clone())
    }
}
