//! Save files of every game, fuzzed: real saves of random games (`SaveFile::capture`) are
//! mutated as text and as JSON, then read with `SaveFile::from_json` and replayed with
//! `SaveFile::restore`. Each step must succeed or give a `SaveError` that says what is wrong
//! (a bad move by its number and text), never panic or hang; a failed restore leaves the
//! save as it was; what restores saves and restores again to the same game.

mod fuzz;

use fuzz::{
    Edit, VARIANTS, arbitrary_text, config, edits, factory, guarded, legal_notations, mutate, odd_json,
};
use plateau_core::GameSession;
use plateau_core::ai::SeatSpec;
use plateau_core::save::{SaveError, SaveFile};
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Value, json};

/// Seats as save files hold them: valid, refused and odd.
const SEATS: &[&str] = &[
    r#"{"type":"human"}"#,
    r#"{"type":"human","name":"Ann"}"#,
    r#"{"type":"random","seed":7}"#,
    r#"{"type":"level","level":"hard"}"#,
    r#"{"type":"mcts","iterations":500,"exploration":0.5}"#,
    r#"{"type":"alphabeta","depth":4,"tt_mb":8}"#,
    r#"{"type":"phased","phases":{"placement":{"type":"mcts"}},"otherwise":{"type":"alphabeta"}}"#,
    r#"{"type":"alphabeta","tt_mb":4294967295}"#,
    r#"{"type":"mcts","memory_mb":0}"#,
    r#"{"type":"alphabeta","tt_mb":65536}"#,
    r#"{"type":"mcts","iterations":0}"#,
    r#"{"type":"mcts","playout_limit":4294967295}"#,
    r#"{"type":"phased","phases":{"movement":{"type":"alphabeta","depth":65}},"otherwise":{"type":"random"}}"#,
    r#"{"type":"nobody"}"#,
    r#"{"type":"level","level":"grandmaster"}"#,
    r#"{"type":"human","colour":"white"}"#,
    "{}",
    "null",
];

/// JSON pieces spliced into mutated save text.
const JSON_PIECES: &[&str] = &[
    "{",
    "}",
    "[",
    "]",
    ",",
    ":",
    "\"",
    "null",
    "true",
    "\\u0000",
    "\\ud800",
    r#""moves":[]"#,
    r#""cursor":3"#,
    r#""rules_version":1"#,
    r#""options":{"players":3}"#,
    r#"{"type":"human"}"#,
    r#""format":"plateau-save""#,
    r#""version":1"#,
];

/// Fields whose value a structural mutation replaces or removes.
const FIELDS: &[&[&str]] = &[
    &["format"],
    &["version"],
    &["game"],
    &["game", "id"],
    &["game", "rules_version"],
    &["game", "options"],
    &["players"],
    &["moves"],
    &["cursor"],
];

/// Option keys and values of the three games, and some that no game has.
const OPTION_KEYS: &[&str] =
    &["version", "pieces", "ply_cap", "players", "grey", "first_move_single", "bogus", ""];
const OPTION_VALUES: &[&str] =
    &["basic", "standard", "tournament", "none", "blocker", "wildcard", "Basic", ""];

/// One change to a save's JSON.
#[derive(Clone, Debug)]
enum Change {
    /// Replace a field's value.
    Set(Index, Value),
    /// Remove a field.
    Remove(Index),
    /// Add a field no save has.
    Add(String, Value),
    /// Mutate the text of one move.
    MoveText(Index, Vec<Edit>),
    /// Replace one move with another JSON value.
    MoveValue(Index, Value),
    /// Remove one move.
    DeleteMove(Index),
    /// Copy one move to another place.
    DuplicateMove(Index, Index),
    /// Exchange two moves.
    SwapMoves(Index, Index),
    /// Cut the move list short.
    TruncateMoves(Index),
    /// Set one rule option.
    Option(Index, Value),
    /// Replace one seat.
    Seat(Index, Value),
    /// One seat more.
    AddSeat(Value),
    /// One seat fewer.
    RemoveSeat(Index),
}

fn seat() -> impl Strategy<Value = Value> {
    prop_oneof![
        3 => prop::sample::select(SEATS).prop_map(|s| serde_json::from_str(s).unwrap()),
        1 => odd_json(),
    ]
}

fn option_value() -> impl Strategy<Value = Value> {
    prop_oneof![prop::sample::select(OPTION_VALUES).prop_map(Value::from), odd_json()]
}

fn change() -> impl Strategy<Value = Change> {
    prop_oneof![
        1 => (any::<Index>(), odd_json()).prop_map(|(i, v)| Change::Set(i, v)),
        1 => any::<Index>().prop_map(Change::Remove),
        1 => ("[a-z_]{1,10}", odd_json()).prop_map(|(k, v)| Change::Add(k, v)),
        4 => (any::<Index>(), edits(3)).prop_map(|(i, e)| Change::MoveText(i, e)),
        1 => (any::<Index>(), odd_json()).prop_map(|(i, v)| Change::MoveValue(i, v)),
        1 => any::<Index>().prop_map(Change::DeleteMove),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Change::DuplicateMove(i, j)),
        1 => (any::<Index>(), any::<Index>()).prop_map(|(i, j)| Change::SwapMoves(i, j)),
        1 => any::<Index>().prop_map(Change::TruncateMoves),
        2 => (any::<Index>(), option_value()).prop_map(|(i, v)| Change::Option(i, v)),
        1 => (any::<Index>(), seat()).prop_map(|(i, v)| Change::Seat(i, v)),
        1 => seat().prop_map(Change::AddSeat),
        1 => any::<Index>().prop_map(Change::RemoveSeat),
    ]
}

/// The seats of a save, if they are a list.
fn seats(save: &mut Value) -> Option<&mut Vec<Value>> {
    save.get_mut("players").and_then(Value::as_array_mut)
}

/// The field at `path`, with its parent object.
fn parent<'a>(save: &'a mut Value, path: &[&str]) -> Option<&'a mut serde_json::Map<String, Value>> {
    let (last, init) = path.split_last()?;
    let mut node = save;
    for key in init {
        node = node.get_mut(*key)?;
    }
    let object = node.as_object_mut()?;
    object.contains_key(*last).then_some(object)
}

impl Change {
    fn apply(&self, save: &mut Value, fragments: &[String]) {
        let moves =
            |save: &mut Value| save.get_mut("moves").and_then(Value::as_array_mut).map(std::mem::take);
        match self {
            Self::Set(i, value) => {
                let path = *i.get(FIELDS);
                if let Some(object) = parent(save, path) {
                    object.insert(path[path.len() - 1].to_owned(), value.clone());
                }
            }
            Self::Remove(i) => {
                let path = *i.get(FIELDS);
                if let Some(object) = parent(save, path) {
                    object.remove(path[path.len() - 1]);
                }
            }
            Self::Add(key, value) => {
                if let Some(object) = save.as_object_mut() {
                    object.insert(key.clone(), value.clone());
                }
            }
            Self::Option(i, value) => {
                if let Some(game) = save.get_mut("game").and_then(Value::as_object_mut) {
                    let options = game.entry("options").or_insert_with(|| json!({}));
                    if !options.is_object() {
                        *options = json!({});
                    }
                    options[*i.get(OPTION_KEYS)] = value.clone();
                }
            }
            Self::Seat(i, value) => {
                if let Some(seats) = seats(save).filter(|s| !s.is_empty()) {
                    *i.get_mut(seats) = value.clone();
                }
            }
            Self::AddSeat(value) => {
                if let Some(seats) = seats(save) {
                    seats.push(value.clone());
                }
            }
            Self::RemoveSeat(i) => {
                if let Some(seats) = seats(save).filter(|s| !s.is_empty()) {
                    seats.remove(i.index(seats.len()));
                }
            }
            _ => {
                let Some(mut list) = moves(save) else { return };
                self.apply_to_moves(&mut list, fragments);
                save["moves"] = Value::Array(list);
            }
        }
    }

    fn apply_to_moves(&self, list: &mut Vec<Value>, fragments: &[String]) {
        let len = list.len();
        if len == 0 {
            return;
        }
        match self {
            Self::MoveText(i, edits) => {
                let k = i.index(len);
                let text = list[k].as_str().unwrap_or_default().to_owned();
                list[k] = Value::String(mutate(&text, edits, fragments));
            }
            Self::MoveValue(i, value) => list[i.index(len)] = value.clone(),
            Self::DeleteMove(i) => {
                list.remove(i.index(len));
            }
            Self::DuplicateMove(i, j) => {
                let copy = list[i.index(len)].clone();
                list.insert(j.index(len + 1), copy);
            }
            Self::SwapMoves(i, j) => list.swap(i.index(len), j.index(len)),
            Self::TruncateMoves(i) => list.truncate(i.index(len)),
            _ => {}
        }
    }
}

/// How one case changes its save.
#[derive(Clone, Debug)]
enum Damage {
    /// None: the save must restore to the game it was made from.
    Nothing,
    /// Edits of the JSON text.
    Text(Vec<Edit>),
    /// One move's text mutated and nothing else.
    OneMove(Index, Vec<Edit>),
    /// Changes to the JSON value.
    Structure(Vec<Change>),
    /// Not a save at all.
    Arbitrary(String),
}

fn damage() -> impl Strategy<Value = Damage> {
    prop_oneof![
        1 => Just(Damage::Nothing),
        4 => edits(6).prop_map(Damage::Text),
        4 => (any::<Index>(), edits(3)).prop_map(|(i, e)| Damage::OneMove(i, e)),
        4 => prop::collection::vec(change(), 1..4).prop_map(Damage::Structure),
        1 => arbitrary_text().prop_map(Damage::Arbitrary),
    ]
}

/// A save of a random game of `variant`, with its session.
fn real_save(
    variant: usize,
    seed: u64,
    plies: usize,
    undo: usize,
    seats: &[Index],
) -> (Box<dyn GameSession>, SaveFile) {
    let session = fuzz::random_session(variant, seed, plies, undo);
    let players = (0..session.info().player_count())
        .map(|k| {
            let text = seats.get(k).map_or(SEATS[0], |i| *i.get(&SEATS[..7]));
            serde_json::from_str::<SeatSpec>(text).unwrap()
        })
        .collect();
    let save = SaveFile::capture(session.as_ref(), players);
    (session, save)
}

/// Checks a `SaveError` names its problem; for a bad move, its number and text.
fn check_error(error: &SaveError, save: Option<&SaveFile>, case: &str) {
    let message = error.to_string();
    assert!(!message.is_empty(), "{case}: an error without words");
    if let SaveError::Move { number, text, .. } = error {
        let save = save.expect("only a replay refuses a move");
        assert!(
            (1..=save.moves.len()).contains(number),
            "{case}: move number {number} of {}",
            save.moves.len()
        );
        assert_eq!(&save.moves[number - 1], text, "{case}: the refused move is not the one at {number}");
        let quoted = plateau_core::quote::quote(text);
        assert!(message.contains(&format!("move {number} '{quoted}'")), "{case}: {message}");
    }
}

fn check(variant: usize, seed: u64, plies: usize, undo: usize, seats: Vec<Index>, damage: Damage) {
    guarded("save", move || {
        let (session, save) = real_save(variant, seed, plies, undo, &seats);
        let original = save.to_json();
        let mut fragments: Vec<String> = legal_notations(session.as_ref());
        fragments.extend(save.moves.iter().cloned());
        fragments.extend(JSON_PIECES.iter().map(|&p| p.to_owned()));
        let text = match &damage {
            Damage::Text(edits) => mutate(&original, edits, &fragments),
            Damage::OneMove(i, edits) if !save.moves.is_empty() => {
                let mut value: Value = serde_json::from_str(&original).unwrap();
                Change::MoveText(*i, edits.clone()).apply(&mut value, &fragments);
                serde_json::to_string_pretty(&value).unwrap()
            }
            Damage::Nothing | Damage::OneMove(..) => original.clone(),
            Damage::Structure(changes) => {
                let mut value: Value = serde_json::from_str(&original).unwrap();
                for change in changes {
                    change.apply(&mut value, &fragments);
                }
                serde_json::to_string(&value).unwrap()
            }
            Damage::Arbitrary(text) => text.clone(),
        };
        let case = format!("variant {variant}, {} moves, {damage:?}", save.moves.len());

        let read = match SaveFile::from_json(&text) {
            Ok(read) => read,
            Err(e) => {
                assert!(
                    matches!(e, SaveError::Json { .. } | SaveError::Format(_) | SaveError::Seat { .. }),
                    "{case}: read as {e:?}"
                );
                check_error(&e, None, &case);
                assert!(
                    !matches!(damage, Damage::Nothing | Damage::OneMove(..)),
                    "{case}: a real save is refused: {e}"
                );
                return;
            }
        };
        for seat in &read.players {
            fuzz::assert_seat_bounded(seat, &case);
        }
        let before = read.to_json();
        let id = &session.info().id;
        let restored = read.restore(factory(id).as_ref());
        assert_eq!(read.to_json(), before, "{case}: restoring changed the save");
        match restored {
            Ok(back) => {
                assert_eq!(back.cursor(), read.cursor, "{case}: cursor");
                assert!(back.history().len() >= read.moves.len(), "{case}: fewer moves than the save");
                if matches!(damage, Damage::Nothing) {
                    assert_eq!(back.history(), session.history(), "{case}");
                    assert_eq!(back.hash(), session.hash(), "{case}");
                }
                // Whatever restores saves again and restores to the same game.
                let again = SaveFile::capture(back.as_ref(), read.players.clone()).to_json();
                let twice = SaveFile::from_json(&again)
                    .unwrap_or_else(|e| panic!("{case}: a restored game's save is refused: {e}"))
                    .restore(factory(id).as_ref())
                    .unwrap_or_else(|e| panic!("{case}: a restored game's save does not restore: {e}"));
                assert_eq!(twice.history(), back.history(), "{case}");
                assert_eq!(twice.hash(), back.hash(), "{case}");
            }
            Err(e) => {
                check_error(&e, Some(&read), &case);
                assert!(!matches!(damage, Damage::Nothing), "{case}: a real save does not restore: {e}");
                if let Damage::OneMove(i, _) = &damage {
                    let k = i.index(save.moves.len());
                    let SaveError::Move { number, .. } = e else {
                        panic!("{case}: one bad move, but the error is {e}");
                    };
                    assert!(number > k, "{case}: move {number} refused, but only move {} changed", k + 1);
                }
            }
        }
    });
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn damaged_saves_are_refused_with_a_reason(
        variant in 0..VARIANTS,
        seed in any::<u64>(),
        plies in 0..200usize,
        undo in prop_oneof![2 => Just(0usize), 1 => 0..20usize],
        seats in prop::collection::vec(any::<Index>(), 3),
        damage in damage(),
    ) {
        check(variant, seed, plies, undo, seats, damage);
    }
}

/// Saves whose numbers are out of every range, on a short game of each game.
#[test]
fn saves_with_odd_numbers() {
    for (id, options, seats) in [
        ("dvonn", json!({}), 2),
        ("gipf", json!({"version": "basic"}), 2),
        ("knightline", json!({"players": 3}), 3),
    ] {
        for number in fuzz::ODD_NUMBERS.iter().chain(&["-1e-999", "1E+2", "[]", "\"3\""]) {
            let seat = r#"{"type":"human"}"#;
            let seats = vec![seat; seats].join(",");
            for (cursor, rules, version) in [(number, &"1", &"1"), (&"0", number, &"1"), (&"0", &"1", number)]
            {
                let text = format!(
                    r#"{{"format":"plateau-save","version":{version},"game":{{"id":"{id}","rules_version":{rules},"options":{options}}},"players":[{seats}],"moves":[],"cursor":{cursor}}}"#
                );
                guarded("odd save", move || match SaveFile::from_json(&text) {
                    Ok(save) => {
                        if let Err(e) = save.restore(factory(id).as_ref()) {
                            check_error(&e, Some(&save), &text);
                        }
                    }
                    Err(e) => check_error(&e, None, &text),
                });
            }
        }
    }
}
