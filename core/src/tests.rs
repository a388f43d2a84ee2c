//! Tests of the generic machinery (history, sessions, saves) on the toy game.

use proptest::prelude::*;
use serde_json::json;

use crate::ai::{HumanSpec, RandomSpec, SeatSpec, SpecObject};
use crate::history::History;
use crate::save::{ReplayControl, SaveError, SaveFile};
use crate::toy::{Toy, ToyOptions};
use crate::{Game, GameFactory, GameSession, MoveError, StaticFactory, ToMove};

fn toy(stones: u32) -> Toy {
    Toy::new(ToyOptions { stones }).unwrap()
}

fn seats() -> Vec<SeatSpec> {
    vec![HumanSpec::default().seat(), RandomSpec { seed: Some(3) }.seat()]
}

#[derive(Clone, Debug)]
enum Op {
    Play(u32),
    Undo,
    Redo,
    Seek(usize),
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (1u32..=3).prop_map(Op::Play),
        Just(Op::Undo),
        Just(Op::Redo),
        (0usize..40).prop_map(Op::Seek)
    ]
}

proptest! {
    /// The timeline always agrees with a naive model: a list of moves and a cursor, where the
    /// current state is the replay of the moves before the cursor.
    #[test]
    fn history_matches_a_naive_model(ops in prop::collection::vec(op(), 0..60)) {
        let game = toy(40);
        let mut history = History::new(&game);
        let mut moves: Vec<u32> = Vec::new();
        let mut cursor = 0usize;
        for op in ops {
            match op {
                Op::Play(n) => {
                    let legal = history.current().left >= n;
                    prop_assert_eq!(history.play(&game, n).is_ok(), legal);
                    if legal {
                        moves.truncate(cursor);
                        moves.push(n);
                        cursor += 1;
                    }
                }
                Op::Undo => { prop_assert_eq!(history.undo(), cursor > 0); cursor = cursor.saturating_sub(1); }
                Op::Redo => {
                    let can = cursor < moves.len();
                    prop_assert_eq!(history.redo(), can);
                    if can { cursor += 1; }
                }
                Op::Seek(i) => {
                    let can = i <= moves.len();
                    prop_assert_eq!(history.seek(i), can);
                    if can { cursor = i; }
                }
            }
            prop_assert_eq!(history.moves(), &moves[..]);
            prop_assert_eq!(history.cursor(), cursor);
            let mut replay = game.initial_state();
            for &m in &moves[..cursor] { game.play_unchecked(&mut replay, m); }
            prop_assert_eq!(history.current(), &replay);
        }
    }

    /// Saving and restoring keeps the whole timeline, redo tail and cursor included.
    #[test]
    fn save_round_trips(moves in prop::collection::vec(1u32..=3, 0..12), back in 0usize..12) {
        let factory = StaticFactory::<Toy>::new();
        let mut session = factory.create(&json!({"stones": 30})).unwrap();
        for m in moves { let _ = session.play(m); }
        for _ in 0..back { session.undo(); }
        let save = SaveFile::capture(session.as_ref(), seats());
        let text = save.to_json();
        let restored = SaveFile::from_json(&text).unwrap().restore(&factory).unwrap();
        prop_assert_eq!(restored.history(), session.history());
        prop_assert_eq!(restored.cursor(), session.cursor());
        prop_assert_eq!(restored.hash(), session.hash());
        prop_assert_eq!(restored.options(), session.options());
    }
}

#[test]
fn a_new_move_after_undo_drops_the_redo_tail() {
    let game = toy(10);
    let mut h = History::new(&game);
    h.play(&game, 1).unwrap();
    h.play(&game, 2).unwrap();
    assert!(h.undo());
    h.play(&game, 3).unwrap();
    assert_eq!(h.moves(), &[1, 3]);
    assert!(!h.redo());
    assert_eq!(h.current().left, 6);
}

#[test]
fn an_illegal_move_leaves_the_timeline_alone() {
    let game = toy(2);
    let mut h = History::new(&game);
    assert!(h.play(&game, 3).is_err());
    assert_eq!(h.cursor(), 0);
    assert!(h.moves().is_empty());
}

#[test]
fn play_notation_is_all_or_nothing_and_names_the_problem() {
    let factory = StaticFactory::<Toy>::new();
    let mut s = factory.create(&json!({"stones": 2})).unwrap();
    let e = s.play_notation("take3").unwrap_err();
    assert!(matches!(e, MoveError::Illegal { .. }), "{e}");
    assert!(e.to_string().contains("cannot take 3 of 2"), "{e}");
    assert!(matches!(s.play_notation("grab"), Err(MoveError::Parse(_))));
    assert_eq!(s.play_notation("take2").unwrap(), vec![2]);
    assert_eq!(s.to_move(), ToMove::Terminal);
    assert_eq!(s.play_notation("take1"), Err(MoveError::GameOver));
    assert_eq!(s.play(7), Err(MoveError::GameOver));
}

#[test]
fn a_refused_move_sequence_keeps_the_redo_tail() {
    let game = toy(10);
    let mut h = History::new(&game);
    h.play_all(&game, &[1, 2, 3]).unwrap();
    assert!(h.seek(1));
    let (index, _) = h.play_all(&game, &[1, 3, 9]).unwrap_err();
    assert_eq!(index, 2, "the third move is the refused one");
    assert_eq!((h.cursor(), h.moves()), (1, &[1, 2, 3][..]), "nothing changed, redo tail kept");
    h.play_all(&game, &[3, 3]).unwrap();
    assert_eq!((h.cursor(), h.moves()), (3, &[1, 3, 3][..]));
    assert_eq!(h.current().left, 3);
}

#[test]
fn a_replay_reports_progress_and_stops_when_cancelled() {
    let save = SaveFile::from_json(&save_text(&["take1", "take2", "take1"], 3)).unwrap();
    let factory = StaticFactory::<Toy>::new();
    let control = ReplayControl::new();
    let session = save.restore_with(&factory, &control).unwrap();
    assert_eq!((control.done(), session.cursor()), (3, 3));
    let cancelled = ReplayControl::new();
    cancelled.cancel();
    assert!(matches!(save.restore_with(&factory, &cancelled), Err(SaveError::Cancelled)));
    assert_eq!(cancelled.done(), 0);
}

#[test]
fn unknown_move_ids_are_errors_not_panics() {
    let s = StaticFactory::<Toy>::new().create(&json!({})).unwrap();
    assert_eq!(s.notation(99), Err(MoveError::UnknownId(99)));
    assert!(s.move_input(0).is_err());
}

#[test]
fn options_are_checked() {
    let factory = StaticFactory::<Toy>::new();
    let unknown = factory.create(&json!({"stone": 3})).err().unwrap();
    assert!(unknown.to_string().contains("unknown field `stone`"), "{unknown}");
    let range = factory.create(&json!({"stones": 5000})).err().unwrap();
    assert!(range.to_string().contains("at most 1000"), "{range}");
    let typed = factory.create(&json!({"stones": "many"})).err().unwrap();
    assert!(typed.to_string().contains("invalid type"), "{typed}");
}

fn save_text(moves: &[&str], cursor: usize) -> String {
    json!({
        "format": "plateau-save", "version": 1,
        "game": {"id": "toy", "rules_version": 1, "options": {"stones": 10}},
        "players": [{"type": "human"}, {"type": "random", "seed": 4}],
        "moves": moves, "cursor": cursor,
    })
    .to_string()
}

fn restore(text: &str) -> Result<Box<dyn GameSession>, SaveError> {
    SaveFile::from_json(text)?.restore(&StaticFactory::<Toy>::new())
}

#[test]
fn a_valid_save_restores_seats_and_cursor() {
    let save = SaveFile::from_json(&save_text(&["take1", "take2"], 1)).unwrap();
    assert!(save.players[0].is_human());
    assert_eq!(save.players[1].label(), "random");
    let s = save.restore(&StaticFactory::<Toy>::new()).unwrap();
    assert_eq!(s.cursor(), 1);
    assert_eq!(s.history(), vec!["take1", "take2"]);
}

#[test]
fn a_seat_of_a_kind_this_build_does_not_know_is_kept_as_written() {
    // A plugin's own agent: carried as JSON, refused only by a game that cannot run it.
    let own = json!({"type": "plugin-agent", "depth": 3, "style": {"risky": true}});
    let text = save_text(&["take1"], 1).replace("{\"type\":\"human\"}", &own.to_string());
    let save = SaveFile::from_json(&text).unwrap();
    assert_eq!(save.players[0].json(), &own);
    let written: serde_json::Value = serde_json::from_str(&save.to_json()).unwrap();
    assert_eq!(written["players"][0], own);
    let error = save.restore(&StaticFactory::<Toy>::new()).err().unwrap();
    assert_eq!(error.to_string(), "seat 1: this build cannot run agent 'plugin-agent'");
}

#[test]
fn corrupt_saves_say_what_and_where() {
    let cases: Vec<(String, &str)> = vec![
        ("{\"format\": \"plateau-save\", ".into(), "line 1, column"),
        ("[1, 2]".into(), "no \"format\""),
        (save_text(&[], 0).replace("plateau-save", "chess-pgn"), "format is 'chess-pgn'"),
        (save_text(&[], 0).replace("\"version\":1", "\"version\":9"), "version 9 is not supported"),
        (save_text(&["take1", "take9", "take1"], 3), "move 2 'take9'"),
        (
            save_text(&["take3", "take3", "take3", "take3"], 4),
            "move 4 'take3': 'take3' is illegal: cannot take 3 of 1",
        ),
        (save_text(&["take1"], 2), "cursor 2 is beyond the 1 move of the save"),
        (save_text(&[], 0).replace("\"toy\"", "\"chess\""), "unknown game 'chess'"),
        (save_text(&[], 0).replace("\"rules_version\":1", "\"rules_version\":2"), "rules version 2"),
        (save_text(&[], 0).replace("{\"type\":\"human\"},", ""), "1 seat, the game needs 2"),
        (
            save_text(&[], 0).replace("\"human\"", "\"wizard\""),
            "seat 1: this build cannot run agent 'wizard'",
        ),
        (
            save_text(&[], 0).replace("\"seed\":4", "\"seed\":\"four\""),
            "seat 2: agent 'random': invalid type",
        ),
        (save_text(&[], 0).replace("\"stones\":10", "\"stones\":10,\"colour\":1"), "unknown field `colour`"),
        // A seat asking for a 64 GiB table is refused before anything is allocated.
        (
            save_text(&[], 0).replace("{\"type\":\"human\"}", "{\"type\":\"alphabeta\",\"tt_mb\":65536}"),
            "seat 1: tt_mb must be between 1 and 4096, not 65536",
        ),
        (
            save_text(&[], 0).replace("\"seed\":4", "\"seed\":4,\"iterations\":0").replace("random", "mcts"),
            "seat 2: iterations must be between 1",
        ),
    ];
    for (text, expected) in cases {
        let message = match restore(&text) {
            Ok(_) => panic!("accepted: {text}"),
            Err(e) => e.to_string(),
        };
        assert!(message.contains(expected), "expected '{expected}' in '{message}'");
    }
}

#[test]
fn atomic_write_replaces_the_file_and_leaves_no_temporary() {
    let dir = std::env::temp_dir().join(format!("plateau-save-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("game.json");
    crate::files::write(&path, b"old").unwrap();
    let save = SaveFile::from_json(&save_text(&["take1"], 1)).unwrap();
    save.write(&path).unwrap();
    let back = SaveFile::read(&path).unwrap();
    assert_eq!(back.moves, vec!["take1"]);
    let leftovers: Vec<_> =
        std::fs::read_dir(&dir).unwrap().filter_map(Result::ok).map(|e| e.file_name()).collect();
    assert_eq!(leftovers.len(), 1, "{leftovers:?}");
    let missing_dir = dir.join("no/such/dir/game.json");
    assert!(save.write(&missing_dir).unwrap_err().to_string().contains("no/such/dir"));
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn a_file_that_is_no_save_is_called_what_it_is() {
    let dir = tempfile::tempdir().unwrap();
    let read = |name: &str, bytes: &[u8]| {
        let path = dir.path().join(name);
        std::fs::write(&path, bytes).unwrap();
        SaveFile::read(&path).unwrap_err()
    };
    let what = |e: SaveError| match e {
        SaveError::NotASave { what, .. } => what,
        other => panic!("{other:?}"),
    };
    assert_eq!(what(read("photo.png", b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR")), "a PNG image");
    assert_eq!(what(read("empty.plateau", b"")), "an empty file");
    assert_eq!(what(read("package.json", br#"{"name": "left-pad"}"#)), "JSON of another kind");
    let e = read("photo.jpg", b"\xFF\xD8\xFF\xE0");
    assert!(e.to_string().ends_with("photo.jpg: not a Plateau save: it is a JPEG image"), "{e}");
    // Errors of something that is meant as a save stay as they were.
    assert!(matches!(read("cut.plateau", br#"{"format": "plateau-save", "vers"#), SaveError::Json { .. }));
    assert!(matches!(read("other.plateau", br#"{"format": "plateau-results"}"#), SaveError::Format(_)));
    assert!(matches!(read("latin1.plateau", b"caf\xE9"), SaveError::File(_)), "bytes of no known kind");
}
