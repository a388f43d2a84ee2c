//! Sound reaches the audio device: the real window plays a game between two random players
//! under Xvfb, with ALSA's default device replaced by one that writes a WAV file, and the
//! file must hold the knocks (loud samples) between silence.

use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// True under CI (`CI` set to anything but `false` or empty), where nothing may be skipped.
fn in_ci() -> bool {
    std::env::var("CI").is_ok_and(|v| !v.is_empty() && v != "false" && v != "0")
}

/// Runs the window until the file `stop` appears, then closes it.
const SCRIPT: &str = r#"
set -u
plateau=$1; stop=$2; log=$3
"$plateau" --demo dvonn --demo-seats random,random 2>"$log" &
app=$!
trap 'kill $app 2>/dev/null' EXIT
for _ in $(seq 1200); do
  [ -e "$stop" ] && exit 0
  kill -0 $app 2>/dev/null || exit 1
  sleep 0.1
done
"#;

/// The samples of a 32-bit integer PCM WAV file as ALSA's file plugin writes it (its
/// lengths are left unset while it is being written, so they are not read), if the header
/// says so.
fn samples_i32(wav: &[u8]) -> Option<Vec<i32>> {
    let header = wav.get(..44)?;
    let format = u16::from_le_bytes([header[20], header[21]]);
    let bits = u16::from_le_bytes([header[34], header[35]]);
    if &header[..4] != b"RIFF" || format != 1 || bits != 32 {
        return None;
    }
    Some(wav[44..].chunks_exact(4).map(|b| i32::from_le_bytes([b[0], b[1], b[2], b[3]])).collect())
}

#[test]
fn moves_are_heard_on_the_audio_device() {
    if Command::new("xvfb-run").arg("--help").stdout(Stdio::null()).stderr(Stdio::null()).status().is_err() {
        assert!(!in_ci(), "CI must provide xvfb-run (see .ci/run)");
        eprintln!("skipped: xvfb-run is not installed");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let wav = dir.path().join("heard.wav");
    let stop = dir.path().join("stop");
    let config = dir.path().join("asound.conf");
    // The default device writes what it is given to a file and passes it on to nothing,
    // so the test needs no sound card. ALSA_CONFIG_PATH replaces the system's whole
    // configuration: nothing else is in play.
    std::fs::write(
        &config,
        format!(
            "pcm.!default {{\n  type file\n  slave.pcm {{ type null }}\n  file \"{}\"\n  format \"wav\"\n}}\n",
            wav.display()
        ),
    )
    .unwrap();
    let mut child = Command::new("xvfb-run")
        .args(["-a", "-s", "-screen 0 1280x800x24", "bash", "-c", SCRIPT, "sound"])
        .arg(env!("CARGO_BIN_EXE_plateau"))
        .arg(&stop)
        .arg(dir.path().join("stderr"))
        .env("ALSA_CONFIG_PATH", &config)
        .env("XDG_CONFIG_HOME", dir.path().join("config"))
        .env("XDG_DATA_HOME", dir.path().join("data"))
        .env("XDG_CACHE_HOME", dir.path().join("cache"))
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("starting xvfb-run");
    // A knock peaks at 45% of full scale; silence is 0. Waits for several knocks (a null
    // device takes samples faster than real time, so the file grows quickly either way).
    let loud = (0.3 * f64::from(i32::MAX)) as i32;
    let deadline = Instant::now() + Duration::from_mins(2);
    let mut knocks = 0;
    while Instant::now() < deadline && child.try_wait().unwrap().is_none() {
        std::thread::sleep(Duration::from_millis(200));
        let Some(samples) = std::fs::read(&wav).ok().as_deref().and_then(samples_i32) else { continue };
        // A knock is a run of loud samples after at least 10 ms of silence (stereo, 48 kHz
        // at most).
        knocks = 0;
        let mut quiet = 0usize;
        for s in samples {
            if s.unsigned_abs() > loud.unsigned_abs() {
                knocks += usize::from(quiet > 960);
                quiet = 0;
            } else if s == 0 {
                quiet += 1;
            }
        }
        if knocks >= 3 {
            break;
        }
    }
    std::fs::write(&stop, b"").unwrap();
    let status = child.wait().unwrap();
    let log = std::fs::read_to_string(dir.path().join("stderr")).unwrap_or_default();
    assert!(knocks >= 3, "{knocks} knocks reached the device; the app said: {log}");
    assert!(status.success(), "the window closed early: {log}");
    assert!(!log.contains("no sound"), "{log}");
}
