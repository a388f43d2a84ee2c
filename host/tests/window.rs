//! The real window under Xvfb: the binary opens, draws a game, writes a screenshot and
//! closes. Each game's picture is compared with a snapshot kept in `tests/snapshots/`
//! (made on this project's machine kind; set `UPDATE_SNAPSHOTS=1` to remake them after a
//! deliberate change of looks).

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use image::RgbaImage;

/// True under CI (`CI` set to anything but `false` or empty), where nothing may be skipped.
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

fn xvfb_available() -> bool {
    Command::new("xvfb-run").arg("--help").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

/// Runs the window with `args` and returns its screenshot, or `None` when no X server can be
/// had here (outside CI only).
fn screenshot(name: &str, args: &[&str]) -> Option<RgbaImage> {
    if !xvfb_available() {
        assert!(
            !in_ci(),
            "CI must provide xvfb-run (see .ci/run): without it this test would pass vacuously"
        );
        eprintln!("skipped: xvfb-run is not installed (apt-get install xvfb)");
        return None;
    }
    let png = std::env::temp_dir().join(format!("plateau-window-{}-{name}.png", std::process::id()));
    let _ = std::fs::remove_file(&png);
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", env!("CARGO_BIN_EXE_plateau"), "--screenshot"])
        .arg(&png)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting xvfb-run");
    // A guard against a hung window, not a speed check.
    let deadline = Instant::now() + Duration::from_mins(3);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the window did not close after its screenshot");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let output = child.wait_with_output().unwrap();
    assert!(output.status.success(), "plateau failed: {}", String::from_utf8_lossy(&output.stderr));
    let image =
        image::open(&png).unwrap_or_else(|e| panic!("no screenshot at {}: {e}", png.display())).to_rgba8();
    let _ = std::fs::remove_file(&png);
    Some(image)
}

fn assert_not_blank(image: &RgbaImage) {
    assert!(image.width() >= 640 && image.height() >= 400, "{}x{}", image.width(), image.height());
    let colours: std::collections::HashSet<[u8; 4]> = image.pixels().step_by(7).map(|p| p.0).collect();
    assert!(colours.len() > 50, "only {} colours: the window looks blank", colours.len());
}

/// Compares with the kept snapshot: at most 0.5% of pixels may differ noticeably (font
/// hinting and rasteriser versions move a few edge pixels).
fn assert_matches_snapshot(name: &str, image: &RgbaImage) {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots").join(format!("{name}.png"));
    // In CI a missing snapshot is a failure, not a new reference: otherwise a lost file
    // would make the comparison pass vacuously.
    assert!(
        path.exists() || !in_ci() || std::env::var_os("UPDATE_SNAPSHOTS").is_some(),
        "snapshot {} is missing; make it outside CI with UPDATE_SNAPSHOTS=1 and commit it",
        path.display()
    );
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() || !path.exists() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        image.save(&path).unwrap();
        return;
    }
    let kept = image::open(&path).unwrap().to_rgba8();
    assert_eq!(kept.dimensions(), image.dimensions(), "snapshot {name}: size changed");
    let differing = kept
        .pixels()
        .zip(image.pixels())
        .filter(|(a, b)| a.0.iter().zip(b.0.iter()).any(|(x, y)| x.abs_diff(*y) > 40))
        .count();
    let share = differing as f64 / f64::from(image.width() * image.height());
    if share > 0.005 {
        let seen = std::env::temp_dir().join(format!("plateau-snapshot-{name}-seen.png"));
        image.save(&seen).unwrap();
        panic!(
            "snapshot {name}: {:.2}% of pixels differ; see {} against {}",
            share * 100.0,
            seen.display(),
            path.display()
        );
    }
}

/// One window at a time: parallel `xvfb-run -a` calls can race for the same display number.
static ONE_WINDOW: std::sync::Mutex<()> = std::sync::Mutex::new(());

fn check(name: &str, args: &[&str]) {
    let _turn = ONE_WINDOW.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if let Some(image) = screenshot(name, args) {
        assert_not_blank(&image);
        assert_matches_snapshot(name, &image);
    }
}

#[test]
fn start_screen() {
    check("start", &[]);
}

#[test]
fn dvonn_board() {
    check("dvonn", &["--demo", "dvonn", "--demo-moves", "60"]);
}

#[test]
fn gipf_board() {
    check("gipf", &["--demo", "gipf", "--demo-option", "version=standard", "--demo-moves", "20"]);
}

#[test]
fn knightline_board() {
    check("knightline", &["--demo", "knightline", "--demo-option", "players=3", "--demo-moves", "18"]);
}

// The small window (800×600): the side panel narrows so the board stays large; dark and
// light themes both.
#[test]
fn start_screen_small() {
    check("start-800x600", &["--size", "800x600"]);
}

#[test]
fn dvonn_board_small_dark() {
    check("dvonn-800x600-dark", &["--size", "800x600", "--dark", "--demo", "dvonn", "--demo-moves", "60"]);
}

#[test]
fn gipf_board_small() {
    check("gipf-800x600", &["--size", "800x600", "--demo", "gipf", "--demo-moves", "30"]);
}

#[test]
fn knightline_board_small_dark() {
    check(
        "knightline-800x600-dark",
        &["--size", "800x600", "--dark", "--demo", "knightline", "--demo-moves", "25"],
    );
}

// A modal window over the start screen, once the plugin games are in its list.
#[test]
fn new_game_dialog_small_dark() {
    check("new-game-800x600-dark", &["--size", "800x600", "--dark", "--new-game-dialog"]);
}
