//! The one way Plateau reads a file and the one way it writes one.
//!
//! Every file Plateau writes (saves, records, pictures, a study's outputs, merged results,
//! the app's own state) goes through [`write()`] or a [`Destination`]: the bytes go to a
//! temporary file in the target's folder, are flushed to disk, and the temporary file is
//! renamed over the target, so a reader sees the old file or the whole new one, never a torn
//! one, and a full disk leaves the old file as it was. Only regular files are replaced: a
//! device, a FIFO or a folder is refused with a message (as root, writing `/dev/null` would
//! otherwise replace the system's device with a file). A symbolic link is followed and its
//! target written, so the link stays a link. A replaced file keeps its permissions (and, where
//! the system allows, its owner), and a read-only file is not replaced.
//!
//! Every file Plateau reads as input goes through [`read`] or [`read_text`]: each kind of file
//! has a size limit ([`FileKind`]), special files are refused before a byte is read, and
//! opening never waits (a FIFO with no writer would block forever).
//!
//! What one process at a time may write (a kept game, a study's output folder) is owned
//! through a [`FileLock`], which the system releases when the process ends, however it ends.

mod content;
mod destination;
mod error;
mod kind;
mod lock;
mod read;

pub use content::describe;
pub use destination::{Destination, FileId, Pending, write};
pub use error::FileError;
pub(crate) use error::shown;
pub use kind::FileKind;
pub use lock::FileLock;
pub use read::{open, read, read_text};

#[cfg(test)]
mod tests;
