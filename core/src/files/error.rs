//! Why a file could not be read or written, always naming the file.

use std::fmt;
use std::io;
use std::path::{Path, PathBuf};

use super::FileKind;
use crate::quote::quote_up_to;

/// Why [`super::read`] or [`super::write`] refused or failed. The message is the path, shown
/// with control characters escaped, then [`FileError::reason`].
#[derive(Debug)]
pub enum FileError {
    /// The system refused: missing folder, no permission, full disk, …
    Io {
        /// The file.
        path: PathBuf,
        /// "read" or "write".
        action: &'static str,
        /// The system's reason.
        error: io::Error,
    },
    /// A device, FIFO, socket or folder where a regular file was expected.
    NotRegular {
        /// The file.
        path: PathBuf,
        /// "read" or "write".
        action: &'static str,
        /// What it is ("a FIFO", "a folder", …).
        what: &'static str,
    },
    /// An existing file without write permission: replacing it would ignore the owner's wish.
    ReadOnly {
        /// The file.
        path: PathBuf,
    },
    /// A file larger than its kind may be.
    TooLarge {
        /// The file.
        path: PathBuf,
        /// What kind of file it was read as.
        kind: FileKind,
        /// Its size, or as much of it as was read before the limit stopped the reading.
        size: u64,
    },
    /// Bytes that are not UTF-8 where text was expected (a picture dropped as a save, …).
    NotText {
        /// The file.
        path: PathBuf,
        /// What kind of file it was read as.
        kind: FileKind,
        /// The offset of the first byte that is not UTF-8.
        offset: usize,
    },
    /// The target is a file this same command reads (the same file, whatever its name).
    SameAsInput {
        /// The file to write.
        path: PathBuf,
        /// The input it is.
        input: PathBuf,
    },
    /// A path that ends in no file name (`/`, `..`) or a loop of symbolic links.
    BadPath {
        /// The path.
        path: PathBuf,
        /// What is wrong with it.
        reason: &'static str,
    },
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", shown(self.path()), self.reason())
    }
}

// The system's reason is part of the message, so it is not also given as `source()`: an
// error chain would print it twice.
impl std::error::Error for FileError {}

impl FileError {
    /// The path the error is about.
    pub fn path(&self) -> &Path {
        match self {
            Self::Io { path, .. }
            | Self::NotRegular { path, .. }
            | Self::ReadOnly { path }
            | Self::TooLarge { path, .. }
            | Self::NotText { path, .. }
            | Self::SameAsInput { path, .. }
            | Self::BadPath { path, .. } => path,
        }
    }

    /// The message without the path, for a caller that names the file itself ("Could not
    /// open FILE: …").
    pub fn reason(&self) -> String {
        match self {
            Self::Io { action, error, .. } => format!("cannot {action}: {error}"),
            Self::NotRegular { action, what, .. } => {
                format!("cannot {action}: it is {what}, not a regular file")
            }
            Self::ReadOnly { .. } => {
                "cannot write: the file is read-only, and Plateau does not replace it".to_owned()
            }
            Self::TooLarge { kind, size, .. } => format!(
                "cannot read: it is {}, more than the {} {} may be",
                size_in_words(*size),
                size_in_words(kind.limit()),
                kind.noun()
            ),
            Self::NotText { kind, offset, .. } => {
                format!("not {}: it is not text (byte {offset} is not UTF-8)", kind.noun())
            }
            Self::SameAsInput { input, .. } => {
                format!("cannot write: it is the same file as {}, which this command reads", shown(input))
            }
            Self::BadPath { reason, .. } => format!("cannot write: {reason}"),
        }
    }

    /// The system's error kind, for an [`FileError::Io`].
    pub fn io_kind(&self) -> Option<io::ErrorKind> {
        match self {
            Self::Io { error, .. } => Some(error.kind()),
            _ => None,
        }
    }
}

/// Paths can be long, but not endless; they are input like any other.
const PATH_CHARS: usize = 1024;

pub(crate) fn shown(path: &Path) -> String {
    quote_up_to(&path.to_string_lossy(), PATH_CHARS).to_string()
}

/// `bytes` in the largest binary unit that keeps a whole number in front ("64 MiB", "3.2 GiB").
pub(crate) fn size_in_words(bytes: u64) -> String {
    const UNITS: [&str; 4] = ["KiB", "MiB", "GiB", "TiB"];
    if bytes < 1024 {
        return crate::plural(bytes, "byte");
    }
    let mut value = bytes as f64 / 1024.0;
    let mut unit = 0;
    while value >= 1024.0 && unit + 1 < UNITS.len() {
        value /= 1024.0;
        unit += 1;
    }
    if value.fract() == 0.0 {
        format!("{value} {}", UNITS[unit])
    } else {
        format!("{value:.1} {}", UNITS[unit])
    }
}
