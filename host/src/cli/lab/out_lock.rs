//! One `plateau lab run` at a time in an output folder. Two runs given the same `--out` would
//! append to one journal and overwrite each other's files, and a later resume would take the
//! other study's games for its own; so a run holds a lock on a file in the folder for as long
//! as it runs, and a second one is refused at once. The lock is the system's
//! ([`FileLock`]): a run killed or crashed leaves none behind.

use std::fs;
use std::path::Path;

use anyhow::{Context as _, anyhow};
use plateau_core::files::FileLock;

/// The lock file's name in the output folder (hidden: it is there only while a run is).
pub const LOCK: &str = ".lab-run.lock";

/// Takes the output folder `dir` (made if missing) for this run, until the lock is dropped.
pub fn take(dir: &Path) -> anyhow::Result<FileLock> {
    fs::create_dir_all(dir).with_context(|| format!("creating directory {}", dir.display()))?;
    FileLock::try_take(&dir.join(LOCK))?.ok_or_else(|| {
        anyhow!(
            "{}: another `plateau lab run` is writing this folder; wait until it ends, or give this run \
             another --out folder",
            dir.display()
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trust_a_second_run_into_one_folder_is_refused_naming_it() {
        let dir = tempfile::tempdir().unwrap();
        let out = dir.path().join("out");
        let first = take(&out).expect("a free folder is taken (and made)");
        let error = take(&out).expect_err("a second run is refused").to_string();
        assert!(
            error.starts_with(&format!("{}: another `plateau lab run` is writing", out.display())),
            "{error}"
        );
        drop(first);
        take(&out).expect("free again once the first run ends");
    }
}
