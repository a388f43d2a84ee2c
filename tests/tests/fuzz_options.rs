//! Rule options fuzzed: `--option` pairs through `options::from_pairs`, then every game's
//! `GameFactory::create` (the registry's factories, as the command line uses them), and
//! option objects straight into `create` (the route save files take). Each must make a
//! session or say why not, never panic or hang; a session made reports options that make
//! the same game again.

mod fuzz;

use fuzz::{Edit, arbitrary_text, config, edits, guarded, mutate, odd_json};
use plateau_core::options::from_pairs;
use proptest::prelude::*;
use proptest::sample::Index;
use serde_json::{Map, Value};

/// Valid pairs of the three games.
const PAIRS: &[&str] = &[
    "version=basic",
    "version=standard",
    "version=tournament",
    "pieces=15",
    "pieces=18",
    "ply_cap=800",
    "ply_cap=0",
    "players=2",
    "players=3",
    "grey=none",
    "grey=blocker",
    "grey=wildcard",
];

/// Keys of the three games' options, and some that no game has.
const KEYS: &[&str] =
    &["version", "pieces", "ply_cap", "players", "grey", "first_move_single", "bogus", "Version", ""];

fn fragments() -> Vec<String> {
    PAIRS
        .iter()
        .chain(KEYS)
        .chain(&["=", " ", "\"", "true", "null", "[]", "{}"])
        .map(|&s| (*s).to_owned())
        .collect()
}

/// One `--option` argument.
#[derive(Clone, Debug)]
enum Pair {
    Valid(Index),
    Mutated(Index, Vec<Edit>),
    Arbitrary(String),
}

fn pair() -> impl Strategy<Value = Pair> {
    prop_oneof![
        2 => any::<Index>().prop_map(Pair::Valid),
        4 => (any::<Index>(), edits(3)).prop_map(|(i, e)| Pair::Mutated(i, e)),
        1 => arbitrary_text().prop_map(Pair::Arbitrary),
    ]
}

impl Pair {
    fn text(&self) -> String {
        match self {
            Self::Valid(i) => (*i.get(PAIRS)).to_owned(),
            Self::Mutated(i, edits) => mutate(i.get::<&str>(PAIRS), edits, &fragments()),
            Self::Arbitrary(text) => text.clone(),
        }
    }
}

/// Every game's `create` on `options`: a session, or an error in words; a session's own
/// options make the same game again.
fn create_everywhere(options: &Value, case: &str) {
    for factory in plateau::registry::builtin() {
        let id = &factory.info().id;
        match factory.create(options) {
            Ok(session) => {
                let players = session.info().player_count();
                assert!((2..=3).contains(&players), "{case}: {id} with {players} players");
                assert!(!session.legal_moves().is_empty(), "{case}: {id} is over before it starts");
                let again = factory.create(&session.options()).unwrap_or_else(|e| {
                    panic!("{case}: {id} refuses its own options {}: {e}", session.options())
                });
                assert_eq!(again.options(), session.options(), "{case}: {id}");
                assert_eq!(again.info(), session.info(), "{case}: {id}");
                assert_eq!(again.hash(), session.hash(), "{case}: {id}");
            }
            Err(e) => assert!(!e.0.is_empty(), "{case}: {id} refuses without a reason"),
        }
    }
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn option_pairs_make_a_game_or_say_why_not(pairs in prop::collection::vec(pair(), 0..4)) {
        let pairs: Vec<String> = pairs.iter().map(Pair::text).collect();
        guarded("options", move || {
            let case = format!("{pairs:?}");
            match from_pairs(&pairs) {
                Ok(options) => {
                    assert!(options.is_object(), "{case}: {options}");
                    create_everywhere(&options, &case);
                }
                Err(e) => {
                    assert!(!e.0.is_empty(), "{case}: refused without a reason");
                    let bad = pairs.iter().find(|p| !p.contains('=') || p.split('=').next().unwrap().trim().is_empty());
                    assert!(bad.is_some(), "{case}: refused ({e}) though every pair is key=value");
                }
            }
        });
    }

    #[test]
    fn option_objects_make_a_game_or_say_why_not(
        fields in prop::collection::vec((prop::sample::select(KEYS), odd_json()), 0..4),
        valid in prop::collection::vec(any::<Index>(), 0..3),
    ) {
        let mut object: Map<String, Value> = valid
            .iter()
            .map(|i| {
                let (key, value) = i.get(PAIRS).split_once('=').unwrap();
                (key.to_owned(), serde_json::from_str(value).unwrap_or_else(|_| Value::from(value)))
            })
            .collect();
        object.extend(fields.into_iter().map(|(k, v)| ((*k).to_owned(), v)));
        let options = Value::Object(object);
        guarded("option object", move || create_everywhere(&options, &options.to_string()));
    }

    #[test]
    fn option_values_of_any_json_make_a_game_or_say_why_not(options in odd_json()) {
        guarded("option value", move || create_everywhere(&options, &options.to_string()));
    }
}
