//! The one real-window test: the binary opens its window under Xvfb, draws a DVONN game and
//! writes a screenshot that is not blank.

use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn xvfb_available() -> bool {
    Command::new("xvfb-run").arg("--help").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

#[test]
fn the_window_opens_and_draws_a_board() {
    if !xvfb_available() {
        assert!(std::env::var_os("CI").is_none(), "CI must provide xvfb-run (see .ci/run)");
        eprintln!("skipped: xvfb-run is not installed (apt-get install xvfb)");
        return;
    }
    let png = std::env::temp_dir().join(format!("plateau-smoke-{}.png", std::process::id()));
    let _ = std::fs::remove_file(&png);
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", env!("CARGO_BIN_EXE_plateau"), "--screenshot"])
        .arg(&png)
        .args(["--demo", "dvonn", "--demo-moves", "60"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting xvfb-run");
    // A guard against a hung window, not a speed check.
    let deadline = Instant::now() + Duration::from_secs(180);
    let status = loop {
        if let Some(status) = child.try_wait().unwrap() {
            break status;
        }
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the window did not close after its screenshot");
        }
        std::thread::sleep(Duration::from_millis(100));
    };
    let output = child.wait_with_output().unwrap();
    assert!(status.success(), "plateau failed: {}", String::from_utf8_lossy(&output.stderr));
    check_not_blank(&png);
}

fn check_not_blank(png: &PathBuf) {
    let image =
        image::open(png).unwrap_or_else(|e| panic!("no screenshot at {}: {e}", png.display())).to_rgba8();
    assert!(image.width() >= 640 && image.height() >= 400, "{}x{}", image.width(), image.height());
    let mut colours = std::collections::HashSet::new();
    for p in image.pixels().step_by(7) {
        colours.insert(p.0);
    }
    assert!(colours.len() > 50, "only {} colours: the window looks blank", colours.len());
}
