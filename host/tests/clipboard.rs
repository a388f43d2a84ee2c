//! The desktop clipboard, in a real window under Xvfb: Ctrl+C puts the move list where other
//! programs read it (`xclip -o`), and Ctrl+V opens a game that another program put there
//! (`xclip -i`). Keys are sent with `xdotool`.

use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// True under CI (`CI` set to anything but `false` or empty), where nothing may be skipped.
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

fn installed(tool: &str) -> bool {
    Command::new(tool).arg("-version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok()
}

/// The script run inside the X server: start the window on the save, copy, paste a shorter
/// list that "another program" put on the clipboard, copy again. Each step waits for its
/// effect (polling, with a limit) rather than for a fixed time.
const SCRIPT: &str = r##"
set -u
out=$1; plateau=$2; save=$3
app=""
trap '[ -n "$app" ] && kill $app 2>/dev/null' EXIT
window=""
# On a loaded machine the first connection to a just-started X server is now and then
# refused; the window is started again (at most three times) if it exits before showing.
for _ in 1 2 3; do
  "$plateau" "$save" 2>"$out/stderr" &
  app=$!
  for _ in $(seq 600); do
    window=$(xdotool search --name 'Plateau' 2>/dev/null | head -n1)
    [ -n "$window" ] && xwininfo -id "$window" 2>/dev/null | grep -q IsViewable && break 2
    window=""
    kill -0 $app 2>/dev/null || break
    sleep 0.1
  done
  sleep 1
done
[ -n "$window" ] || { echo "no window" >"$out/error"; exit 1; }
# No window manager runs here: give the window the keyboard by hand, and type through XTEST
# (windows ignore the synthetic events of `key --window`).
xdotool windowfocus --sync "$window" 2>/dev/null || xdotool windowfocus "$window"
xdotool mousemove --window "$window" 640 400
# Ctrl+C until the move list arrives (the first frames may still be loading the game).
copy() {
  for _ in $(seq 300); do
    xdotool key --clearmodifiers ctrl+c
    sleep 0.1
    text=$(xclip -o -selection clipboard 2>/dev/null || true)
    case "$text" in *"Plateau move list"*) [ "$text" != "${1:-}" ] && { printf '%s' "$text"; return 0; };; esac
  done
  return 1
}
copy >"$out/first" || { echo "nothing copied" >"$out/error"; exit 1; }
# Another program's text: the same list without its last move, and a remark of its own,
# so that the window's copy (which has no remark) can be told from it.
head -n -1 "$out/first" >"$out/expected"
{ cat "$out/expected"; echo "# put here by another program"; } >"$out/pasted"
xclip -i -selection clipboard <"$out/pasted"
xdotool key --clearmodifiers ctrl+v
# The window now holds the pasted game: what it copies is the pasted list, remark dropped.
# The paste reaches the app a few frames later than the key, so a copy may still give the old
# game for a while: wait for a list that is neither the pasted text nor the first game.
first=$(cat "$out/first")
for _ in $(seq 300); do
  xdotool key --clearmodifiers ctrl+c
  sleep 0.1
  text=$(xclip -o -selection clipboard 2>/dev/null || true)
  [ "$text" = "$first" ] && continue
  case "$text" in *"another program"*) ;; *"Plateau move list"*) printf '%s\n' "$text" >"$out/second"; break;; esac
done
[ -s "$out/second" ] || echo "the window still copies the first game after Ctrl+V" >"$out/error"
"##;

#[test]
fn the_move_list_reaches_other_programs_and_their_text_reaches_the_window() {
    let tools = ["xvfb-run", "xdotool", "xclip"];
    if let Some(missing) = tools.iter().find(|tool| !installed(tool)) {
        assert!(
            !in_ci(),
            "CI must provide {missing} (see .ci/run): without it this test would pass vacuously"
        );
        eprintln!("skipped: {missing} is not installed (apt-get install xvfb xdotool xclip)");
        return;
    }
    let out = tempfile::tempdir().unwrap();
    let save = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/knightline-2p.plateau");
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", "bash", "-c", SCRIPT, "clipboard"])
        .arg(out.path())
        .arg(env!("CARGO_BIN_EXE_plateau"))
        .arg(&save)
        .env("XDG_CONFIG_HOME", out.path().join("config"))
        .env("XDG_DATA_HOME", out.path().join("data"))
        .env("XDG_CACHE_HOME", out.path().join("cache"))
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .expect("starting xvfb-run");
    // A guard against a hung window, not a speed check.
    let deadline = Instant::now() + Duration::from_mins(4);
    while child.try_wait().unwrap().is_none() {
        if Instant::now() > deadline {
            let _ = child.kill();
            panic!("the clipboard script did not finish");
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    let read = |name: &str| std::fs::read_to_string(out.path().join(name)).unwrap_or_default();
    assert!(read("error").is_empty(), "{}; the app said: {}", read("error"), read("stderr"));
    let first = read("first");
    assert!(first.starts_with("# Knight Line · Plateau move list\n# game: knightline"), "{first}");
    let moves = first.lines().filter(|l| !l.starts_with('#')).count();
    assert!(moves > 5, "the whole game is copied: {first}");
    let expected = read("expected");
    assert_eq!(expected.lines().filter(|l| !l.starts_with('#')).count(), moves - 1);
    assert_eq!(
        read("second"),
        expected,
        "the window opened the pasted game; the app said: {}",
        read("stderr")
    );
}
