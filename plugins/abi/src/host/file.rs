//! The file a plugin is loaded from: always named by its absolute path. The system loader
//! treats a name without a slash (`libm.so.6`) as a library to look for in its own folders,
//! so a relative name given by the user could check one file and load another (the system's
//! `libm` instead of `./libm.so.6`). The path is made absolute once, before anything looks
//! at the file, and every later step (the checks, reading, `dlopen`) uses that path.

use std::path::{Path, PathBuf};

use super::PluginError;

/// `path` made absolute (against the current folder), if there is a file there.
pub(crate) fn checked(path: &Path) -> Result<PathBuf, PluginError> {
    let absolute = std::path::absolute(path).map_err(|_| PluginError::Missing(path.to_owned()))?;
    if !absolute.exists() {
        return Err(PluginError::Missing(absolute));
    }
    Ok(absolute)
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
}
