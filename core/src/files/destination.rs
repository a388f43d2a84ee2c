//! Writing a file: to a temporary file beside the target, flushed, then renamed over it.

use std::fs::{self, File};
use std::io::{self, Write as _};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};

use super::FileError;
use super::read::special_kind;

/// Writes `contents` to `path` the one way Plateau writes files (see [`super`]): atomically,
/// regular files only, through symbolic links, keeping permissions.
pub fn write(path: &Path, contents: &[u8]) -> Result<(), FileError> {
    Destination::new(path).write(contents)
}

/// A file about to be written, with the inputs of the same command it must not replace.
///
/// A command that works for a while before it writes (a review, a study) calls
/// [`Destination::check`] first, so that a path it cannot write is found out before the work,
/// then [`Destination::write`] at the end, which checks everything again.
#[derive(Clone, Debug)]
pub struct Destination {
    path: PathBuf,
    inputs: Vec<(PathBuf, FileId)>,
}

impl Destination {
    /// The file at `path`.
    pub fn new(path: impl Into<PathBuf>) -> Self {
        Self { path: path.into(), inputs: Vec::new() }
    }

    /// Refuses to write onto `input`, a file this command reads: the same file, whatever the
    /// names or links it is reached by. An input that does not exist is no file to protect.
    #[must_use]
    pub fn not_onto(mut self, input: &Path) -> Self {
        if let Some(id) = FileId::of(input) {
            self.inputs.push((input.to_owned(), id));
        }
        self
    }

    /// The path as given.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Everything [`Destination::write`] would refuse, found out without writing: the target
    /// is not a special file, not read-only, not an input, and its folder takes a new file.
    pub fn check(&self) -> Result<(), FileError> {
        let target = self.resolve()?;
        let (temp, file) = self.create_temp(&target.path)?;
        drop(file);
        let _ = fs::remove_file(temp);
        Ok(())
    }

    /// Writes `contents`: to a new temporary file in the target's folder, with the existing
    /// file's permissions, flushed to disk, then renamed over the target (and the folder
    /// flushed, so that the rename survives a power cut). On any failure the temporary file
    /// is removed and the target is as it was.
    pub fn write(&self, contents: &[u8]) -> Result<(), FileError> {
        self.write_through(|file| file.write_all(contents))
    }

    /// [`Destination::write`] with the writing of the contents given by the caller (tests
    /// make it fail half-way, as a full disk does).
    pub(super) fn write_through(
        &self,
        fill: impl FnOnce(&mut File) -> io::Result<()>,
    ) -> Result<(), FileError> {
        let target = self.resolve()?;
        let (temp, mut file) = self.create_temp(&target.path)?;
        let result = (|| {
            if let Some(existing) = &target.existing {
                file.set_permissions(existing.permissions())?;
                keep_owner(&file, existing);
            }
            fill(&mut file)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&temp, &target.path)?;
            sync_folder(folder_of(&target.path));
            Ok(())
        })();
        result.map_err(|error| {
            let _ = fs::remove_file(&temp);
            self.io(error)
        })
    }

    /// Starts writing the file a piece at a time, for contents too large to hold (a study's
    /// results): the pieces go to a temporary file beside the target, which
    /// [`Pending::commit`] flushes and renames over it as [`Destination::write`] does.
    /// Dropped without a commit, the temporary file is removed and the target is as it was.
    pub fn begin(&self) -> Result<Pending, FileError> {
        let target = self.resolve()?;
        let (temp, file) = self.create_temp(&target.path)?;
        let pending = Pending {
            destination: self.clone(),
            target: target.path,
            temp,
            file: Some(io::BufWriter::with_capacity(1 << 20, file)),
        };
        if let Some(existing) = &target.existing {
            let file = pending.file.as_ref().expect("just made").get_ref();
            file.set_permissions(existing.permissions()).map_err(|e| self.io(e))?;
            keep_owner(file, existing);
        }
        Ok(pending)
    }

    /// Follows symbolic links to the file that would really be written and checks it.
    fn resolve(&self) -> Result<Target, FileError> {
        /// As many links as the system itself follows before it gives up (Linux's ELOOP).
        const MAX_LINKS: usize = 40;
        let mut path = self.path.clone();
        for _ in 0..=MAX_LINKS {
            if path.file_name().is_none() {
                return Err(FileError::BadPath { path: self.path.clone(), reason: "the path names no file" });
            }
            match fs::symlink_metadata(&path) {
                Ok(meta) if meta.file_type().is_symlink() => {
                    let link = fs::read_link(&path).map_err(|e| self.io(e))?;
                    path = folder_of(&path).join(link);
                }
                Ok(meta) => {
                    if let Some(what) = special_kind(meta.file_type()) {
                        return Err(FileError::NotRegular { path: self.path.clone(), action: "write", what });
                    }
                    if meta.permissions().readonly() {
                        return Err(FileError::ReadOnly { path: self.path.clone() });
                    }
                    let id = FileId::from_metadata(&meta);
                    if let Some((input, _)) = self.inputs.iter().find(|(_, input)| Some(*input) == id) {
                        return Err(FileError::SameAsInput { path: self.path.clone(), input: input.clone() });
                    }
                    return Ok(Target { path, existing: Some(meta) });
                }
                Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(Target { path, existing: None }),
                Err(e) => return Err(self.io(e)),
            }
        }
        Err(FileError::BadPath { path: self.path.clone(), reason: "too many symbolic links" })
    }

    /// A new, empty temporary file beside `target`, named after it so a stray one (after a
    /// power cut) says whose it was.
    fn create_temp(&self, target: &Path) -> Result<(PathBuf, File), FileError> {
        static COUNTER: AtomicU64 = AtomicU64::new(0);
        let name = target.file_name().unwrap_or_default().to_string_lossy();
        let folder = folder_of(target);
        loop {
            let unique = COUNTER.fetch_add(1, Ordering::Relaxed);
            let temp = folder.join(format!(".{name}.{}-{unique}.tmp", std::process::id()));
            match fs::OpenOptions::new().write(true).create_new(true).open(&temp) {
                Ok(file) => return Ok((temp, file)),
                Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {}
                Err(e) => return Err(self.io(e)),
            }
        }
    }

    fn io(&self, error: io::Error) -> FileError {
        FileError::Io { path: self.path.clone(), action: "write", error }
    }
}

/// A file being written by pieces ([`Destination::begin`]); `Write` takes the pieces.
#[derive(Debug)]
pub struct Pending {
    destination: Destination,
    target: PathBuf,
    temp: PathBuf,
    /// `None` once committed.
    file: Option<io::BufWriter<File>>,
}

impl Pending {
    /// Flushes what was written to disk and renames it over the target (the folder flushed
    /// too, so that the rename survives a power cut).
    pub fn commit(mut self) -> Result<(), FileError> {
        let file = self.file.take().expect("committed once");
        let result = (|| {
            let file = file.into_inner().map_err(io::IntoInnerError::into_error)?;
            file.sync_all()?;
            drop(file);
            fs::rename(&self.temp, &self.target)?;
            sync_folder(folder_of(&self.target));
            Ok(())
        })();
        result.map_err(|error| {
            let _ = fs::remove_file(&self.temp);
            self.destination.io(error)
        })
    }
}

impl io::Write for Pending {
    fn write(&mut self, bytes: &[u8]) -> io::Result<usize> {
        self.file.as_mut().map_or(Ok(0), |f| f.write(bytes))
    }

    fn flush(&mut self) -> io::Result<()> {
        self.file.as_mut().map_or(Ok(()), io::Write::flush)
    }
}

impl Drop for Pending {
    fn drop(&mut self) {
        if self.file.take().is_some() {
            let _ = fs::remove_file(&self.temp);
        }
    }
}

/// The file a destination's path leads to after its links.
struct Target {
    path: PathBuf,
    /// The file there now, if any (never a link or a special file).
    existing: Option<fs::Metadata>,
}

/// A file's identity on its system (device and inode on Unix): equal for two paths that reach
/// the same file, through links, hard links or other spellings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FileId {
    device: u64,
    inode: u64,
}

impl FileId {
    /// The identity of the file `path` reaches, if it exists (and the system tells).
    pub fn of(path: &Path) -> Option<Self> {
        fs::metadata(path).ok().as_ref().and_then(Self::from_metadata)
    }

    #[cfg(unix)]
    #[expect(clippy::unnecessary_wraps, reason = "other systems have no identity to give")]
    pub(super) fn from_metadata(meta: &fs::Metadata) -> Option<Self> {
        use std::os::unix::fs::MetadataExt as _;
        Some(Self { device: meta.dev(), inode: meta.ino() })
    }

    #[cfg(not(unix))]
    pub(super) fn from_metadata(_: &fs::Metadata) -> Option<Self> {
        None
    }
}

fn folder_of(path: &Path) -> &Path {
    path.parent().filter(|p| !p.as_os_str().is_empty()).unwrap_or(Path::new("."))
}

/// Gives the new file the old one's owner and group where the system allows it (a file of
/// another user saved by root stays theirs); where it does not, the file is the writer's, as
/// with any editor.
fn keep_owner(file: &File, existing: &fs::Metadata) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt as _;
        let differs = file.metadata().is_ok_and(|m| m.uid() != existing.uid() || m.gid() != existing.gid());
        if differs {
            let _ = std::os::unix::fs::fchown(file, Some(existing.uid()), Some(existing.gid()));
        }
    }
    #[cfg(not(unix))]
    let _ = (file, existing);
}

/// Flushes a folder's entries, so a rename in it is on disk. Not every system can open a
/// folder (Windows cannot); the rename has happened either way.
fn sync_folder(folder: &Path) {
    if let Ok(dir) = File::open(folder) {
        let _ = dir.sync_all();
    }
}
