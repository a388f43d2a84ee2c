//! Random bytes and truncated lines on stdin never crash `plateau engine`, in either
//! protocol: every run ends with exit code 0 (the end of input ends the engine) and no
//! panic. The inputs come from a seeded generator, so a failure names a reproducible case.

mod common;

use plateau_core::Rng;

/// Lines a fuzzer should hit: real commands and moves, whole or cut short.
const PROTOCOL_LINES: &[&str] = &[
    "games",
    "options",
    "options gipf",
    "newgame gipf",
    "newgame dvonn",
    "newgame knightline",
    "newgame gipf variant=tournament",
    "position startpos moves e3 d2 c3",
    "position e3 e3",
    "legal",
    "play e3",
    "play c3-e5",
    "play pass",
    "agent random",
    "agent alphabeta:depth=2",
    "agent mcts:iterations=30",
    "go depth 2",
    "go nodes 40",
    "go time 5",
    "go infinite",
    "stop",
    "undo",
    "undo 3",
    "board",
    "result",
    "isready",
    "help",
];

const CODECUP_LINES: &[&str] = &["Start", "E3", "D2", "C3E5", "I1J2", "PASS", "a1", "k5", "Quit", "start"];

/// A random input: pieces of known lines (possibly truncated) mixed with random bytes,
/// the whole possibly cut off in the middle of a line.
fn random_input(rng: &mut Rng, vocabulary: &[&str]) -> Vec<u8> {
    let mut input = Vec::new();
    for _ in 0..rng.below(40) {
        match rng.below(3) {
            0 => {
                let line = vocabulary[rng.below(vocabulary.len())].as_bytes();
                input.extend_from_slice(&line[..=rng.below(line.len())]);
            }
            1 => input.extend((0..rng.below(30)).map(|_| rng.next_u64() as u8)),
            _ => input.push(b'\n'),
        }
        if rng.below(2) == 0 {
            input.push(b'\n');
        }
    }
    input.truncate(rng.below(input.len() + 1));
    input
}

fn assert_clean(args: &[&str], input: Vec<u8>, case: usize) {
    let shown = String::from_utf8_lossy(&input).into_owned();
    let output = common::run_engine(args, input);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(!stderr.contains("panicked"), "case {case} {args:?} on {shown:?}: {stderr}");
    assert!(output.status.success(), "case {case} {args:?} on {shown:?}: {} {stderr}", output.status);
}

#[test]
fn random_input_never_crashes_the_protocol() {
    let mut rng = Rng::new(2011);
    for case in 0..40 {
        let mut input = random_input(&mut rng, PROTOCOL_LINES);
        // A search only `stop` ends would outlive the input's end only if the engine failed
        // to stop it there, which is exactly what the guard would catch.
        if rng.below(4) == 0 {
            input.extend_from_slice(b"\nquit\n");
        }
        assert_clean(&[], input, case);
    }
}

#[test]
fn random_input_never_crashes_codecup_mode() {
    let mut rng = Rng::new(49);
    for case in 0..40 {
        let input = random_input(&mut rng, CODECUP_LINES);
        assert_clean(
            &["--codecup-dvonn", "--time-per-game", "0.2", "--level", "mcts:iterations=50"],
            input,
            case,
        );
    }
}

#[test]
fn overlong_lines_and_invalid_utf8_get_error_lines() {
    let mut input = vec![b'x'; 200_000];
    input.extend_from_slice(b"\n\xff\xfe\n\xc3\nisready\n");
    let output = common::run_engine(&[], input);
    assert!(output.status.success());
    let stdout = String::from_utf8(output.stdout).unwrap();
    let lines: Vec<&str> = stdout.lines().collect();
    assert_eq!(lines.len(), 4, "{lines:?}");
    assert!(lines[..3].iter().all(|l| l.starts_with("error ")), "{lines:?}");
    assert_eq!(lines[3], "readyok");
}
