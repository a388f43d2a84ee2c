//! Keeping the plugin caches in bounds. The cache folder ([`user_cache_dir`]) holds
//! files named by a plugin's content hash: compiled WebAssembly and the record it is checked
//! against (`wasm/`, `super::compiled`) and the private copies native plugins are loaded
//! from (`native/`, kept by the app). Each new plugin
//! version, and each new engine, adds files that nothing would ever remove; [`prune`] removes
//! the ones no load has used for [`KEEP`], and [`mark_used`] is how a load says it used one.

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

/// The user's cache folder for plugins: `$XDG_CACHE_HOME/plateau`, else `~/.cache/plateau`.
pub fn user_cache_dir() -> Option<PathBuf> {
    let cache = std::env::var_os("XDG_CACHE_HOME").map(PathBuf::from).filter(|p| p.is_absolute());
    let home = std::env::var_os("HOME").map(PathBuf::from).filter(|p| p.is_absolute());
    cache.or_else(|| home.map(|h| h.join(".cache"))).map(|dir| dir.join("plateau"))
}

/// SHA-256 of `bytes`, in lower-case hex: the name plugin files and compiled modules are
/// kept under.
pub fn content_hash(bytes: &[u8]) -> String {
    use std::fmt::Write as _;

    use sha2::Digest;
    sha2::Sha256::digest(bytes).iter().fold(String::with_capacity(64), |mut hex, b| {
        let _ = write!(hex, "{b:02x}");
        hex
    })
}

/// How long a cached file stays after it was last used: a month.
pub const KEEP: Duration = Duration::from_hours(30 * 24);

/// Notes that `file` was used now, so that [`prune`] keeps it. Best effort: a file whose
/// time cannot be set is only compiled or copied again once pruned.
pub fn mark_used(file: &Path) {
    if let Ok(opened) = std::fs::File::open(file) {
        let _ = opened.set_modified(SystemTime::now());
    }
}

/// Removes from `folder` the cached files last used (modified) more than `keep` before `now`,
/// and returns how many went. Only regular files whose names start with a SHA-256 in hex are
/// touched, so nothing else that lands in the folder is ever removed; a file that cannot be
/// removed (in use elsewhere, say) stays for the next time. A missing folder has nothing to
/// prune.
pub fn prune(folder: &Path, keep: Duration, now: SystemTime) -> usize {
    let Ok(entries) = std::fs::read_dir(folder) else { return 0 };
    let mut removed = 0;
    for entry in entries.flatten() {
        let Ok(meta) = entry.metadata() else { continue };
        if !meta.is_file() || !named_by_hash(&entry.file_name().to_string_lossy()) {
            continue;
        }
        let unused = meta.modified().ok().and_then(|used| now.duration_since(used).ok());
        if unused.is_some_and(|unused| unused > keep) && std::fs::remove_file(entry.path()).is_ok() {
            removed += 1;
        }
    }
    removed
}

/// True for a name that starts with 64 lower-case hex digits and goes on with `-` or `.`.
fn named_by_hash(name: &str) -> bool {
    let bytes = name.as_bytes();
    bytes.len() > 64
        && bytes[..64].iter().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(b))
        && matches!(bytes[64], b'-' | b'.')
}

#[cfg(test)]
mod tests {
    use super::*;

    fn aged(folder: &Path, name: &str, days: u64, now: SystemTime) -> PathBuf {
        let path = folder.join(name);
        std::fs::write(&path, b"cached").unwrap();
        let used = now - Duration::from_hours(days * 24);
        std::fs::File::options().write(true).open(&path).unwrap().set_modified(used).unwrap();
        path
    }

    #[test]
    fn files_unused_for_longer_than_the_keep_go_and_nothing_else_does() {
        let folder = tempfile::tempdir().unwrap();
        let now = SystemTime::now();
        let hash = "ab".repeat(32);
        let old_compiled = aged(folder.path(), &format!("{hash}-0123456789abcdef.cwasm"), 40, now);
        let old_copy = aged(folder.path(), &format!("{}.so", "0f".repeat(32)), 31, now);
        let recent = aged(folder.path(), &format!("{}.wasm", "12".repeat(32)), 29, now);
        let not_ours = aged(folder.path(), "notes.txt", 400, now);
        let short_name = aged(folder.path(), "abcdef.cwasm", 400, now);
        std::fs::create_dir(folder.path().join("c".repeat(64) + ".d")).unwrap();

        assert_eq!(prune(folder.path(), KEEP, now), 2);
        assert!(!old_compiled.exists() && !old_copy.exists());
        assert!(recent.exists() && not_ours.exists() && short_name.exists());
        assert!(folder.path().join("c".repeat(64) + ".d").is_dir());
        assert_eq!(prune(&folder.path().join("missing"), KEEP, now), 0);
    }

    #[test]
    fn a_file_marked_used_is_kept() {
        let folder = tempfile::tempdir().unwrap();
        let now = SystemTime::now();
        let file = aged(folder.path(), &format!("{}.so", "ee".repeat(32)), 90, now);
        mark_used(&file);
        assert_eq!(prune(folder.path(), KEEP, now + Duration::from_mins(1)), 0);
        assert!(file.exists());
        assert_eq!(prune(folder.path(), KEEP, now + KEEP + Duration::from_hours(1)), 1);
    }
}
