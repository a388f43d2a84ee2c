//! The file a plugin is loaded from: always named by its absolute path, and only ever a
//! regular file. The system loader treats a name without a slash (`libm.so.6`) as a library
//! to look for in its own folders, so a relative name given by the user could check one file
//! and load another (the system's `libm` instead of `./libm.so.6`); the path is made absolute
//! once, before anything looks at the file, and every later step (the checks, reading,
//! `dlopen`) uses that path. Anything but a regular file (a folder, a FIFO, a symlink loop)
//! is named for what it is and never opened: opening a FIFO would wait for a writer.

use std::fs::FileType;
use std::path::{Path, PathBuf};

use super::PluginError;

/// What a plugin path names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Found {
    /// A regular file (or a link to one).
    File,
    /// Nothing at all.
    Nothing,
    /// Something that is not a regular file, in words: "a folder", "a symlink loop", "a
    /// FIFO, not read"...
    Other(String),
}

/// What is at `path`, found out without opening it.
pub fn what_is(path: &Path) -> Found {
    let error = match std::fs::metadata(path) {
        Ok(meta) if meta.is_file() => return Found::File,
        Ok(meta) => return Found::Other(kind_of(meta.file_type()).to_owned()),
        Err(error) => error,
    };
    let link = std::fs::symlink_metadata(path).is_ok_and(|meta| meta.file_type().is_symlink());
    if link && loops(path) {
        Found::Other("a symlink loop".to_owned())
    } else if error.kind() != std::io::ErrorKind::NotFound {
        Found::Other(format!("unreadable ({error})"))
    } else if link {
        Found::Other("a symbolic link to nothing".to_owned())
    } else {
        Found::Nothing
    }
}

/// A file type that is not a regular file, in words.
fn kind_of(kind: FileType) -> &'static str {
    if kind.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt as _;
        if kind.is_fifo() {
            return "a FIFO, not read";
        }
        if kind.is_socket() {
            return "a socket, not read";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device, not read";
        }
    }
    "not a file"
}

/// Whether following the symbolic links from `path` comes back to one already seen (or goes
/// on past the forty hops systems allow).
fn loops(path: &Path) -> bool {
    let mut seen = vec![path.to_owned()];
    let mut current = path.to_owned();
    for _ in 0..40 {
        let Ok(target) = std::fs::read_link(&current) else { return false };
        let next = match current.parent() {
            Some(folder) if target.is_relative() => folder.join(target),
            _ => target,
        };
        if seen.contains(&next) {
            return true;
        }
        seen.push(next.clone());
        current = next;
    }
    true
}

/// Whether `path` names a WebAssembly plugin (by its extension, as the plugin folders do).
pub fn is_wasm(path: &Path) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("wasm"))
}

/// `path` made absolute (against the current folder), if there is a regular file there.
pub(crate) fn checked(path: &Path) -> Result<PathBuf, PluginError> {
    let absolute = std::path::absolute(path).map_err(|_| PluginError::Missing(path.to_owned()))?;
    match what_is(&absolute) {
        Found::File => Ok(absolute),
        Found::Nothing => Err(PluginError::Missing(absolute)),
        Found::Other(what) => Err(PluginError::NotAFile { path: absolute, what }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_a_relative_name_becomes_a_path_in_the_current_folder() {
        let here = std::env::current_dir().unwrap();
        let name = Path::new("Cargo.toml");
        assert!(here.join(name).is_file(), "tests run in the crate's folder");
        let found = checked(name).unwrap();
        assert!(found.is_absolute(), "{}", found.display());
        assert_eq!(found, here.join(name));
        // A bare library name the system loader would find elsewhere is a missing file here.
        let missing = checked(Path::new("libm.so.6")).unwrap_err();
        assert_eq!(missing, PluginError::Missing(here.join("libm.so.6")));
        assert!(matches!(checked(Path::new("")), Err(PluginError::Missing(_))));
    }

    #[cfg(unix)]
    #[test]
    fn trust_what_is_not_a_regular_file_is_named_never_opened() {
        let dir = tempfile::tempdir().unwrap();
        let folder = dir.path().join("folder.so");
        std::fs::create_dir(&folder).unwrap();
        let looped = dir.path().join("loop.so");
        std::os::unix::fs::symlink("loop.so", &looped).unwrap();
        let (a, b) = (dir.path().join("a.so"), dir.path().join("b.so"));
        std::os::unix::fs::symlink("b.so", &a).unwrap();
        std::os::unix::fs::symlink("a.so", &b).unwrap();
        let dangling = dir.path().join("gone.so");
        std::os::unix::fs::symlink("nowhere.so", &dangling).unwrap();
        let fifo = dir.path().join("pipe.wasm");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status().unwrap();
        assert!(made.success());
        let other = |what: &str| Found::Other(what.to_owned());
        assert_eq!(what_is(&folder), other("a folder"));
        assert_eq!(what_is(&looped), other("a symlink loop"));
        assert_eq!(what_is(&a), other("a symlink loop"));
        assert_eq!(what_is(&dangling), other("a symbolic link to nothing"));
        assert_eq!(what_is(&dir.path().join("absent.so")), Found::Nothing);
        // Were the FIFO opened, this would wait for a writer for ever.
        assert_eq!(what_is(&fifo), other("a FIFO, not read"));
        let error = checked(&fifo).unwrap_err();
        assert_eq!(error.to_string(), format!("{}: not a regular file: a FIFO, not read", fifo.display()));
        assert!(matches!(checked(&folder), Err(PluginError::NotAFile { .. })));
    }
}
