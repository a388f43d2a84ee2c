//! A native plugin is probed and loaded from a private copy named by its content, so the file
//! that runs in this process is exactly the file that was probed: replacing or editing the
//! original afterwards changes nothing, and the loader is always given an absolute path
//! (a bare name would send it searching the system's library folders).

use std::path::{Path, PathBuf};

use plateau_core::files::{self, FileKind};
pub use plateau_plugin::host::content_hash;

/// A plugin file ready to be probed and opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Staged {
    /// The file as found on the search path.
    pub original: PathBuf,
    /// The absolute path of the bytes to probe and open: a copy in the cache, or the original
    /// itself where there is no cache folder.
    pub file: PathBuf,
    /// SHA-256 of the contents, in hex: the name consent and verdicts are kept under.
    pub hash: String,
}

/// The hash of the file at `path`, read as a plugin library.
pub fn hash_file(path: &Path) -> Result<String, String> {
    let bytes = files::read(path, FileKind::NativePlugin).map_err(|e| e.reason())?;
    Ok(content_hash(&bytes))
}

/// The folder in `cache` that holds the private copies.
pub fn copies_dir(cache: &Path) -> PathBuf {
    cache.join("native")
}

/// Reads `original`, hashes it, and copies it to `native/<hash>.<extension>` in `cache`
/// (kept if already there with the same contents).
pub fn stage(original: &Path, cache: Option<&Path>) -> Result<Staged, String> {
    let bytes = files::read(original, FileKind::NativePlugin).map_err(|e| e.reason())?;
    let hash = content_hash(&bytes);
    let file = match cache {
        Some(cache) => {
            let extension =
                original.extension().map_or_else(String::new, |e| format!(".{}", e.to_string_lossy()));
            let folder = copies_dir(cache);
            let copy = folder.join(format!("{hash}{extension}"));
            if hash_file(&copy).ok().as_deref() == Some(hash.as_str()) {
                plateau_plugin::host::cache::mark_used(&copy);
            } else {
                std::fs::create_dir_all(&folder).map_err(|e| {
                    format!("cannot make the folder {} for a copy to load: {e}", folder.display())
                })?;
                files::write(&copy, &bytes)
                    .map_err(|e| format!("cannot keep a copy to load: {}", e.reason()))?;
            }
            copy
        }
        None => std::path::absolute(original).map_err(|e| format!("no absolute path: {e}"))?,
    };
    Ok(Staged { original: original.to_owned(), file, hash })
}

/// Checks that the staged file still has the contents that were probed.
pub fn still_the_same(staged: &Staged) -> Result<(), String> {
    let now = hash_file(&staged.file)?;
    if now == staged.hash {
        Ok(())
    } else {
        Err(format!("{} changed after it was checked; it is not loaded", staged.file.display()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_staged_copy_is_named_by_its_contents_and_outlives_the_original() {
        let dir = tempfile::tempdir().unwrap();
        let original = dir.path().join("libgame.so");
        std::fs::write(&original, b"first build").unwrap();
        let cache = dir.path().join("cache");
        let staged = stage(&original, Some(&cache)).unwrap();
        assert_eq!(staged.hash, content_hash(b"first build"));
        assert_eq!(staged.file, cache.join("native").join(format!("{}.so", staged.hash)));
        std::fs::write(&original, b"swapped after the probe").unwrap();
        assert_eq!(std::fs::read(&staged.file).unwrap(), b"first build");
        assert_eq!(still_the_same(&staged), Ok(()));
        std::fs::write(&staged.file, b"tampered").unwrap();
        assert!(still_the_same(&staged).unwrap_err().contains("changed after it was checked"));
        let relative = stage(Path::new("no/such/file.so"), None).unwrap_err();
        assert!(relative.contains("cannot"), "{relative}");
    }

    #[test]
    fn hashes_are_sha256() {
        assert_eq!(content_hash(b"abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    }
}
