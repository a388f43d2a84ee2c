//! The file rules, each on real files in a temporary folder.

use std::fs;
use std::io::{self, Write as _};
use std::path::Path;
use std::process::Command;

use super::*;

#[cfg(unix)]
use std::os::unix::fs::FileTypeExt as _;

fn folder() -> tempfile::TempDir {
    tempfile::tempdir().expect("a temporary folder")
}

/// The names in `dir`, sorted: a write must leave no temporary file behind.
fn names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> =
        fs::read_dir(dir).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    names.sort();
    names
}

#[test]
fn a_write_creates_or_replaces_the_file_and_leaves_nothing_else() {
    let dir = folder();
    let path = dir.path().join("game.plateau");
    write(&path, b"first").unwrap();
    write(&path, b"second").unwrap();
    assert_eq!(fs::read(&path).unwrap(), b"second");
    assert_eq!(names(dir.path()), ["game.plateau"]);
}

#[test]
fn a_failure_half_way_leaves_the_old_file_whole_and_no_temporary_file() {
    let dir = folder();
    let path = dir.path().join("results.json");
    write(&path, b"the previous results").unwrap();
    let full_disk = Destination::new(&path).write_through(|file| {
        file.write_all(b"half of the new")?;
        Err(io::Error::from_raw_os_error(28))
    });
    let error = full_disk.unwrap_err();
    assert_eq!(error.io_kind(), Some(io::ErrorKind::StorageFull), "{error}");
    assert!(error.to_string().starts_with(&format!("{}: cannot write:", path.display())), "{error}");
    assert_eq!(fs::read(&path).unwrap(), b"the previous results");
    assert_eq!(names(dir.path()), ["results.json"]);
}

#[cfg(unix)]
#[test]
fn a_symbolic_link_is_followed_and_stays_a_link() {
    let dir = folder();
    let target = dir.path().join("saves").join("real.plateau");
    fs::create_dir(dir.path().join("saves")).unwrap();
    fs::write(&target, b"old").unwrap();
    let link = dir.path().join("link.plateau");
    std::os::unix::fs::symlink("saves/real.plateau", &link).unwrap();
    write(&link, b"new").unwrap();
    assert!(fs::symlink_metadata(&link).unwrap().file_type().is_symlink());
    assert_eq!(fs::read(&target).unwrap(), b"new");

    // A link whose target does not exist yet makes the target.
    let dangling = dir.path().join("dangling.plateau");
    std::os::unix::fs::symlink("saves/later.plateau", &dangling).unwrap();
    write(&dangling, b"made").unwrap();
    assert_eq!(fs::read(dir.path().join("saves/later.plateau")).unwrap(), b"made");
    assert!(fs::symlink_metadata(&dangling).unwrap().file_type().is_symlink());
}

#[cfg(unix)]
#[test]
fn a_loop_of_links_is_refused() {
    let dir = folder();
    let a = dir.path().join("a");
    std::os::unix::fs::symlink("b", &a).unwrap();
    std::os::unix::fs::symlink("a", dir.path().join("b")).unwrap();
    let error = write(&a, b"x").unwrap_err();
    assert!(error.to_string().contains("too many symbolic links"), "{error}");
}

#[cfg(unix)]
#[test]
fn a_fifo_is_neither_replaced_nor_waited_for() {
    let dir = folder();
    let fifo = dir.path().join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo runs");
    assert!(made.success());
    let error = write(&fifo, b"x").unwrap_err();
    assert!(error.to_string().contains("it is a FIFO (named pipe), not a regular file"), "{error}");
    assert!(fs::symlink_metadata(&fifo).unwrap().file_type().is_fifo());
    // Nobody writes to the FIFO: a blocking open would never return.
    let error = read(&fifo, FileKind::Save).unwrap_err();
    assert!(matches!(error, FileError::NotRegular { action: "read", .. }), "{error}");
    assert_eq!(names(dir.path()), ["pipe"]);
}

#[cfg(unix)]
#[test]
fn a_character_device_is_neither_replaced_nor_read() {
    let dir = folder();
    // A null device of our own where the system allows making one (as root); else the
    // system's, through a link, which only the checks before any write may touch.
    let own = dir.path().join("null");
    let device = if Command::new("mknod").arg(&own).args(["c", "1", "3"]).status().is_ok_and(|s| s.success())
    {
        own
    } else {
        let link = dir.path().join("null-link");
        std::os::unix::fs::symlink("/dev/null", &link).unwrap();
        let error = Destination::new(&link).check().unwrap_err();
        assert!(error.to_string().contains("it is a character device"), "{error}");
        return;
    };
    let error = write(&device, b"x").unwrap_err();
    assert!(error.to_string().contains("it is a character device, not a regular file"), "{error}");
    assert!(fs::symlink_metadata(&device).unwrap().file_type().is_char_device());
    for endless in [Path::new("/dev/zero"), device.as_path()] {
        let error = read(endless, FileKind::Save).unwrap_err();
        assert!(error.to_string().contains("it is a character device"), "{error}");
    }
}

#[test]
fn a_folder_is_neither_replaced_nor_read() {
    let dir = folder();
    let sub = dir.path().join("study");
    fs::create_dir(&sub).unwrap();
    assert!(write(&sub, b"x").unwrap_err().to_string().contains("it is a folder"));
    assert!(read(&sub, FileKind::Study).unwrap_err().to_string().contains("it is a folder"));
    assert!(sub.is_dir());
}

#[cfg(unix)]
#[test]
fn permissions_are_kept_and_a_read_only_file_is_not_replaced() {
    use std::os::unix::fs::PermissionsExt as _;
    let dir = folder();
    let private = dir.path().join("private.plateau");
    fs::write(&private, b"old").unwrap();
    fs::set_permissions(&private, fs::Permissions::from_mode(0o600)).unwrap();
    write(&private, b"new").unwrap();
    assert_eq!(fs::metadata(&private).unwrap().permissions().mode() & 0o777, 0o600);

    let frozen = dir.path().join("frozen.plateau");
    fs::write(&frozen, b"keep me").unwrap();
    fs::set_permissions(&frozen, fs::Permissions::from_mode(0o444)).unwrap();
    let error = write(&frozen, b"lost").unwrap_err();
    assert!(matches!(error, FileError::ReadOnly { .. }), "{error}");
    assert!(error.to_string().contains("read-only"), "{error}");
    assert_eq!(fs::read(&frozen).unwrap(), b"keep me");
    assert_eq!(names(dir.path()), ["frozen.plateau", "private.plateau"]);
}

#[cfg(unix)]
#[test]
fn an_input_is_not_overwritten_under_another_name() {
    let dir = folder();
    let save = dir.path().join("game.plateau");
    fs::write(&save, b"the game").unwrap();
    let link = dir.path().join("pic.png");
    std::os::unix::fs::symlink(&save, &link).unwrap();
    let hard = dir.path().join("hard.png");
    fs::hard_link(&save, &hard).unwrap();
    let spelled = dir.path().join(".").join("game.plateau");
    for output in [&link, &hard, &spelled, &save] {
        let destination = Destination::new(output).not_onto(&save);
        let error = destination.check().unwrap_err();
        assert!(matches!(error, FileError::SameAsInput { .. }), "{error}");
        assert!(error.to_string().contains("which this command reads"), "{error}");
        assert!(destination.write(b"PNG").is_err());
    }
    assert_eq!(fs::read(&save).unwrap(), b"the game");
    // Another file is written as usual.
    let other = dir.path().join("other.png");
    Destination::new(&other).not_onto(&save).write(b"PNG").unwrap();
    assert_eq!(fs::read(&other).unwrap(), b"PNG");
}

#[test]
fn check_finds_a_folder_that_takes_no_file_before_any_work() {
    let dir = folder();
    let missing = dir.path().join("no such folder").join("out.png");
    let error = Destination::new(&missing).check().unwrap_err();
    assert_eq!(error.io_kind(), Some(io::ErrorKind::NotFound), "{error}");
    #[cfg(target_os = "linux")]
    assert!(Destination::new("/proc/x").check().is_err());
    Destination::new(dir.path().join("fine.png")).check().unwrap();
    assert!(names(dir.path()).is_empty(), "check writes nothing");
}

#[test]
fn a_file_larger_than_its_kind_is_refused_without_reading_it() {
    let dir = folder();
    let big = dir.path().join("huge.plateau");
    // Sparse: a size, no data written.
    fs::File::create(&big).unwrap().set_len(FileKind::Save.limit() + 1024 * 1024).unwrap();
    let error = read(&big, FileKind::Save).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("{}: cannot read: it is 65 MiB, more than the 64 MiB a save file may be", big.display())
    );
    fs::File::create(&big).unwrap().set_len(FileKind::Save.limit() + 1).unwrap();
    assert!(matches!(read(&big, FileKind::Save), Err(FileError::TooLarge { .. })));
    let ok = dir.path().join("ok.plateau");
    fs::File::create(&ok).unwrap().set_len(1000).unwrap();
    assert_eq!(read(&ok, FileKind::Save).unwrap().len(), 1000);
}

#[test]
fn text_drops_a_byte_order_mark_and_refuses_bytes_that_are_not_utf8() {
    let dir = folder();
    let bom = dir.path().join("bom.plateau");
    fs::write(&bom, b"\xEF\xBB\xBF{\"format\": 1}").unwrap();
    assert_eq!(read_text(&bom, FileKind::Save).unwrap(), "{\"format\": 1}");
    let picture = dir.path().join("picture.png");
    fs::write(&picture, b"\x89PNG\r\n").unwrap();
    let error = read_text(&picture, FileKind::Save).unwrap_err();
    assert_eq!(
        error.to_string(),
        format!("{}: not a save file: it is not text (byte 0 is not UTF-8)", picture.display())
    );
}

#[test]
fn a_missing_file_is_named_with_the_system_reason() {
    let error = read(Path::new("/no/such/file.plateau"), FileKind::Save).unwrap_err();
    assert!(error.to_string().starts_with("/no/such/file.plateau: cannot read: "), "{error}");
    assert_eq!(error.io_kind(), Some(io::ErrorKind::NotFound));
}

#[test]
fn paths_in_messages_show_control_characters_escaped() {
    let error = read(Path::new("/no/such/\u{1b}[2J.plateau"), FileKind::Save).unwrap_err();
    assert!(error.to_string().starts_with("/no/such/\\u{1b}[2J.plateau: cannot read"), "{error}");
}

#[test]
fn sizes_read_in_words() {
    use super::error::size_in_words;
    assert_eq!(size_in_words(1), "1 byte");
    assert_eq!(size_in_words(1023), "1023 bytes");
    assert_eq!(size_in_words(64 * 1024 * 1024), "64 MiB");
    assert_eq!(size_in_words(3_435_973_837), "3.2 GiB");
}

#[test]
fn trust_a_lock_has_one_holder_at_a_time_and_goes_with_it() {
    let dir = folder();
    let path = dir.path().join("game.lock");
    assert!(!FileLock::is_taken(&path).unwrap(), "no file, no lock");
    let first = FileLock::try_take(&path).unwrap().expect("a free lock is taken");
    // Locks belong to an open file: a second holder in this process is refused as another
    // process would be.
    assert!(FileLock::try_take(&path).unwrap().is_none());
    assert!(FileLock::is_taken(&path).unwrap());
    // Looking does not take it.
    assert!(FileLock::try_take(&path).unwrap().is_none());
    drop(first);
    assert!(!FileLock::is_taken(&path).unwrap());
    let second = FileLock::try_take(&path).unwrap().expect("released, it is free again");
    assert_eq!(second.path(), path);
}

#[test]
fn trust_a_lock_file_left_by_a_holder_that_died_is_free_and_cleared() {
    let dir = folder();
    let path = dir.path().join("game.lock");
    // A holder that ends without releasing anything: the system closes its files, which
    // ends its lock; the file stays.
    let held = fs::OpenOptions::new().create(true).truncate(false).write(true).open(&path).unwrap();
    held.lock().unwrap();
    assert!(FileLock::is_taken(&path).unwrap());
    drop(held);
    assert!(path.exists());
    assert!(!FileLock::is_taken(&path).unwrap());
    let next = FileLock::try_take(&path).unwrap().expect("nobody holds it");
    drop(next);
    #[cfg(unix)]
    assert!(!path.exists(), "the next holder removes it when done");
}
