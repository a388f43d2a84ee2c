//! The files that make Plateau desktop software (`host/packaging`, host/Cargo.toml's
//! `[package.metadata.deb]`, the release archive's `install.sh`) agree with one another and
//! with what the program writes, so that a change to one of them cannot quietly break the
//! menu entry or the double-click on a save. No packaging tool is needed here: CI's
//! `scripts/check-deb` checks the installed package itself, but only after a release build.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

mod common;
use common::{plateau, stderr};

fn host_dir() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn packaging() -> PathBuf {
    host_dir().join("packaging")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The value of `key` in the desktop entry's `[Desktop Entry]` group.
fn entry_key(key: &str) -> String {
    let entry = read(&packaging().join("plateau.desktop"));
    let mut lines = entry.lines().skip_while(|l| *l != "[Desktop Entry]").skip(1);
    lines
        .by_ref()
        .take_while(|l| !l.starts_with('['))
        .find_map(|l| l.strip_prefix(key).and_then(|rest| rest.strip_prefix('=')))
        .unwrap_or_else(|| panic!("the desktop entry has no {key}"))
        .to_owned()
}

/// Every value of `attribute` in the MIME file's `<element ...>` tags, XML quotes undone.
fn mime_attributes(element: &str, attribute: &str) -> Vec<String> {
    let xml = read(&packaging().join("plateau-mime.xml"));
    let open = format!("<{element} ");
    let key = format!("{attribute}=\"");
    xml.split(&open)
        .skip(1)
        .filter_map(|tag| {
            let tag = &tag[..tag.find('>').unwrap_or(tag.len())];
            let value = &tag[tag.find(&key)? + key.len()..];
            Some(value[..value.find('"').unwrap()].replace("&quot;", "\"").replace("&amp;", "&"))
        })
        .collect()
}

/// The hicolor sizes the icon renderer makes, which the package and install.sh must ship.
fn rendered_sizes() -> BTreeSet<u32> {
    let script = read(&packaging().join("icons/render"));
    sizes_in_loop(&script)
}

/// The numbers of the first `for size in ...; do` loop of a shell script.
fn sizes_in_loop(script: &str) -> BTreeSet<u32> {
    let line = script.lines().find_map(|l| l.trim().strip_prefix("for size in ")).expect("a loop over sizes");
    line.trim_end_matches("; do").split_whitespace().map(|n| n.parse().unwrap()).collect()
}

#[test]
fn the_desktop_entry_opens_the_type_of_saves_in_the_window_it_starts() {
    // %f: one local file, which the command line opens in the window (`plateau game.plateau`).
    assert_eq!(entry_key("Exec"), "plateau %f");
    let types = mime_attributes("mime-type", "type");
    assert_eq!(types, ["application/x-plateau"]);
    assert!(entry_key("MimeType").split(';').any(|t| t == types[0]), "the entry opens {}", types[0]);
    assert_eq!(entry_key("Icon"), "plateau");
    assert_eq!(mime_attributes("generic-icon", "name"), ["plateau"]);
    // The desktop matches the open window to its entry (and icon) by the window's app id.
    let native = read(&host_dir().join("src/app/native.rs"));
    let class = entry_key("StartupWMClass");
    assert!(native.contains(&format!(".with_app_id(\"{class}\")")), "the window's app id is {class}");
}

#[test]
fn a_save_the_program_writes_has_the_mime_types_name_and_content() {
    let dir = tempfile::tempdir().unwrap();
    let save = dir.path().join("game.plateau");
    let out = plateau(&["play", "-g", "dvonn", "--max-moves", "2", "--save", &save.to_string_lossy()]);
    assert!(out.status.success(), "{}", stderr(&out));
    let globs = mime_attributes("glob", "pattern");
    assert_eq!(globs, ["*.plateau"]);
    assert!(save.to_string_lossy().ends_with(globs[0].trim_start_matches('*')));
    // A save renamed without its extension is still known by the magic: one of the strings
    // starts within the offset range the MIME file gives ("0:64").
    let bytes = std::fs::read(&save).unwrap();
    let values = mime_attributes("match", "value");
    let offsets = mime_attributes("match", "offset");
    assert_eq!(values.len(), offsets.len());
    assert!(!values.is_empty(), "a magic match");
    let found = values.iter().zip(&offsets).any(|(value, offset)| {
        let (start, end) = offset.split_once(':').unwrap_or((offset, offset));
        let (start, end): (usize, usize) = (start.parse().unwrap(), end.parse().unwrap());
        (start..=end).any(|at| bytes.get(at..).is_some_and(|rest| rest.starts_with(value.as_bytes())))
    });
    assert!(found, "no magic match {values:?} in {}", String::from_utf8_lossy(&bytes[..80.min(bytes.len())]));
}

#[test]
fn every_icon_is_drawn_at_its_size_and_shipped_by_both_installs() {
    let sizes = rendered_sizes();
    assert!(sizes.is_superset(&[16, 32, 48, 64, 128, 256].into()), "hicolor's usual sizes: {sizes:?}");
    for size in &sizes {
        let png = std::fs::read(packaging().join(format!("icons/plateau-{size}.png"))).unwrap();
        assert!(png.starts_with(b"\x89PNG\r\n\x1a\n") && &png[12..16] == b"IHDR", "plateau-{size}.png");
        let width = u32::from_be_bytes(png[16..20].try_into().unwrap());
        let height = u32::from_be_bytes(png[20..24].try_into().unwrap());
        assert_eq!((width, height), (*size, *size), "plateau-{size}.png: run host/packaging/icons/render");
    }
    assert_eq!(sizes_in_loop(&read(&packaging().join("install.sh"))), sizes, "install.sh's icons");

    // The package: every file it takes from the sources exists, and it has each icon in the
    // hicolor folder of its size.
    let manifest: toml::Table = read(&host_dir().join("Cargo.toml")).parse().unwrap();
    let assets = manifest["package"]["metadata"]["deb"]["assets"].as_array().unwrap();
    let mut packaged = BTreeSet::new();
    for asset in assets {
        let (source, dest) = (asset[0].as_str().unwrap(), asset[1].as_str().unwrap());
        // The rest (target/...) is built by scripts/package-deb.
        if !source.starts_with("target/") {
            assert!(host_dir().join(source).is_file(), "the package's {source} is missing");
        }
        if let Some(size) =
            source.strip_prefix("packaging/icons/plateau-").and_then(|s| s.strip_suffix(".png"))
        {
            assert_eq!(dest, format!("usr/share/icons/hicolor/{size}x{size}/apps/plateau.png"));
            packaged.insert(size.parse::<u32>().unwrap());
        }
    }
    assert_eq!(packaged, sizes, "the package's icons");
}
