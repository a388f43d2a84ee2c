//! Reading an input file: bounded, regular files only, never waiting.

use std::fs::{self, File};
use std::io::{self, Read as _};
use std::path::Path;

use super::{FileError, FileKind};

/// The bytes of the regular file at `path`, which may be at most `kind`'s limit.
///
/// A FIFO, device, socket or folder is refused before anything is read (the open itself does
/// not wait for a FIFO's writer), and a file larger than the limit is refused without being
/// read to its end: its size is checked when opened and again while reading, since a file can
/// grow, and files such as those of `/proc` report no size at all.
pub fn read(path: &Path, kind: FileKind) -> Result<Vec<u8>, FileError> {
    let io = |error| FileError::Io { path: path.to_owned(), action: "read", error };
    let file = open_without_waiting(path).map_err(io)?;
    let metadata = file.metadata().map_err(io)?;
    if let Some(what) = special_kind(metadata.file_type()) {
        return Err(FileError::NotRegular { path: path.to_owned(), action: "read", what });
    }
    let limit = kind.limit();
    if metadata.len() > limit {
        return Err(FileError::TooLarge { path: path.to_owned(), kind, size: metadata.len() });
    }
    let mut bytes = Vec::with_capacity(metadata.len() as usize);
    file.take(limit + 1).read_to_end(&mut bytes).map_err(io)?;
    if bytes.len() as u64 > limit {
        return Err(FileError::TooLarge { path: path.to_owned(), kind, size: bytes.len() as u64 });
    }
    Ok(bytes)
}

/// The regular file at `path`, opened to be read a piece at a time (a study's results or
/// journal, which may be larger than any limit of [`read`] and are read in bounded memory):
/// special files are refused as [`read`] refuses them, and opening never waits.
pub fn open(path: &Path) -> Result<io::BufReader<File>, FileError> {
    let io = |error| FileError::Io { path: path.to_owned(), action: "read", error };
    let file = open_without_waiting(path).map_err(io)?;
    let metadata = file.metadata().map_err(io)?;
    if let Some(what) = special_kind(metadata.file_type()) {
        return Err(FileError::NotRegular { path: path.to_owned(), action: "read", what });
    }
    Ok(io::BufReader::with_capacity(1 << 16, file))
}

/// The text of the file at `path`, as [`read`] reads it; UTF-8, with a leading byte-order
/// mark (which some Windows editors add) dropped.
pub fn read_text(path: &Path, kind: FileKind) -> Result<String, FileError> {
    let mut bytes = read(path, kind)?;
    if bytes.starts_with(b"\xEF\xBB\xBF") {
        bytes.drain(..3);
    }
    String::from_utf8(bytes).map_err(|e| FileError::NotText {
        path: path.to_owned(),
        kind,
        offset: e.utf8_error().valid_up_to(),
    })
}

/// What a non-regular file is, in words; `None` for a regular file.
pub(super) fn special_kind(file_type: fs::FileType) -> Option<&'static str> {
    if file_type.is_file() {
        return None;
    }
    if file_type.is_dir() {
        return Some("a folder");
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if file_type.is_fifo() {
            return Some("a FIFO (named pipe)");
        }
        if file_type.is_char_device() {
            return Some("a character device");
        }
        if file_type.is_block_device() {
            return Some("a block device");
        }
        if file_type.is_socket() {
            return Some("a socket");
        }
    }
    Some("a special file")
}

/// Opens `path` for reading. On Unix the open does not block (a FIFO without a writer would
/// otherwise hold it forever) and a terminal does not become the process's controlling one;
/// reads from a regular file are not affected by either flag.
fn open_without_waiting(path: &Path) -> io::Result<File> {
    let mut options = fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt as _;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}
