//! The file name Save offers: the game, the day and the time (`dvonn-2026-11-27-1804.plateau`),
//! and never the name of a file that is already there, so that accepting the offer can
//! replace nothing.

use std::path::Path;

/// A name for a new file of game `game_id` in `folder` ending in `ending` (`.plateau`,
/// `-annotated.plateau`), stamped with the local date and time.
pub fn suggested_name(folder: &Path, game_id: &str, ending: &str) -> String {
    let stamp = jiff::ZonedDateTime::now().strftime("%Y-%m-%d-%H%M").to_string();
    free_name(folder, game_id, &stamp, ending)
}

/// `{game_id}-{stamp}{ending}`, or with `-2`, `-3`, … after the stamp where that is taken.
fn free_name(folder: &Path, game_id: &str, stamp: &str, ending: &str) -> String {
    let base: String =
        game_id.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '-' || *c == '_').take(40).collect();
    let base = if base.is_empty() { "game".to_owned() } else { base };
    let mut name = format!("{base}-{stamp}{ending}");
    let mut n = 2;
    // `symlink_metadata`: a dangling link is taken too.
    while folder.join(&name).symlink_metadata().is_ok() {
        name = format!("{base}-{stamp}-{n}{ending}");
        n += 1;
    }
    name
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_taken_name_gets_a_number() {
        let dir = tempfile::tempdir().unwrap();
        let stamp = "2026-11-27-1804";
        assert_eq!(free_name(dir.path(), "dvonn", stamp, ".plateau"), "dvonn-2026-11-27-1804.plateau");
        std::fs::write(dir.path().join("dvonn-2026-11-27-1804.plateau"), "").unwrap();
        assert_eq!(free_name(dir.path(), "dvonn", stamp, ".plateau"), "dvonn-2026-11-27-1804-2.plateau");
        std::fs::write(dir.path().join("dvonn-2026-11-27-1804-2.plateau"), "").unwrap();
        assert_eq!(free_name(dir.path(), "dvonn", stamp, ".plateau"), "dvonn-2026-11-27-1804-3.plateau");
        assert_eq!(free_name(dir.path(), "../x", stamp, ".plateau"), "x-2026-11-27-1804.plateau");
    }

    #[test]
    fn the_stamp_is_the_local_date_and_time() {
        let name = suggested_name(Path::new("/nonexistent-folder"), "hex", ".plateau");
        let stamp = name.strip_prefix("hex-").and_then(|s| s.strip_suffix(".plateau")).unwrap();
        assert_eq!(stamp.len(), "2026-11-27-1804".len(), "{name}");
        assert!(stamp.chars().all(|c| c.is_ascii_digit() || c == '-'), "{name}");
    }
}
