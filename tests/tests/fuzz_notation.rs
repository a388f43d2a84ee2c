//! Move notation of every game, fuzzed on random reachable positions: arbitrary text and
//! mutated notation of the legal moves (and of the moves played) go through
//! `GameSession::parse_move` and `GameSession::play_notation`. Each must answer with a move
//! or an error, never panic or hang; a refused text leaves the session exactly as it was
//! (hash, cursor, timeline with its redo tail, legal moves), and a text `parse_move` accepts
//! plays as exactly that move.

mod fuzz;

use fuzz::{Edit, Snapshot, VARIANTS, arbitrary_text, config, edits, guarded, legal_notations, mutate};
use proptest::prelude::*;
use proptest::sample::Index;

/// Separators and words of the three notations, spliced into mutated moves.
const PIECES: &[&str] = &[";", "-", ",", ">", ":", "@", "x", "G", " ", "end", "pass", "0", "-1", "e5", "a1"];

/// How the text of one case is made from the position.
#[derive(Clone, Debug)]
enum Text {
    /// Any text at all.
    Arbitrary(String),
    /// A legal move's notation, exactly.
    Legal(Index),
    /// A legal move's notation, mutated.
    Mutated(Index, Vec<Edit>),
    /// Several legal or played moves joined by a separator, then possibly mutated (GIPF
    /// reads a whole turn as moves joined by `;`).
    Joined(Vec<Index>, &'static str, Vec<Edit>),
}

fn text() -> impl Strategy<Value = Text> {
    prop_oneof![
        2 => arbitrary_text().prop_map(Text::Arbitrary),
        1 => any::<Index>().prop_map(Text::Legal),
        4 => (any::<Index>(), edits(4)).prop_map(|(i, e)| Text::Mutated(i, e)),
        2 => (
            prop::collection::vec(any::<Index>(), 2..5),
            prop::sample::select(&[";", " ", "", ",", " ; "][..]),
            prop::collection::vec(any::<Index>().prop_map(Edit::Case), 0..2),
        )
            .prop_map(|(picks, sep, e)| Text::Joined(picks, sep, e)),
    ]
}

impl Text {
    /// The text for a position whose legal moves read `legal` and whose timeline reads
    /// `history`.
    fn build(&self, legal: &[String], history: &[String]) -> String {
        let mut pool: Vec<String> = legal.iter().chain(history).cloned().collect();
        let fragments: Vec<String> =
            pool.iter().cloned().chain(PIECES.iter().map(|&p| p.to_owned())).collect();
        if pool.is_empty() {
            pool.push("pass".to_owned());
        }
        let source: &[String] = if legal.is_empty() { &pool } else { legal };
        match self {
            Self::Arbitrary(text) => text.clone(),
            Self::Legal(i) => i.get(source).clone(),
            Self::Mutated(i, edits) => mutate(i.get::<String>(source), edits, &fragments),
            Self::Joined(picks, sep, edits) => {
                let parts: Vec<&str> = picks.iter().map(|i| i.get(&pool).as_str()).collect();
                mutate(&parts.join(sep), edits, &fragments)
            }
        }
    }
}

/// The property on one position of one variant.
fn check(variant: usize, seed: u64, plies: usize, undo: usize, text: &Text) {
    let text = text.clone();
    guarded("notation", move || {
        let mut session = fuzz::random_session(variant, seed, plies, undo);
        let legal = legal_notations(session.as_ref());
        let input = text.build(&legal, &session.history());
        let before = Snapshot::of(session.as_ref());
        let game = session.info().id.clone();
        let case = format!("{game} variant {variant} after {} moves, {input:?}", before.cursor);

        if let Text::Legal(i) = &text
            && !legal.is_empty()
        {
            let k = legal.iter().position(|n| n == i.get(&legal)).unwrap();
            assert_eq!(session.parse_move(&input), Ok(before.legal[k]), "{case}: a legal move's notation");
        }
        let parsed = session.parse_move(&input);
        match &parsed {
            Ok(id) => assert!(before.legal.contains(id), "{case}: parsed {id}, which is not legal here"),
            Err(e) => assert!(!e.to_string().is_empty(), "{case}: an error without words"),
        }
        assert_eq!(Snapshot::of(session.as_ref()), before, "{case}: parse_move changed the session");

        match session.play_notation(&input) {
            Ok(ids) => {
                assert!(!ids.is_empty(), "{case}: played nothing");
                if let Ok(id) = parsed {
                    assert_eq!(ids, vec![id], "{case}: parse_move and play_notation disagree");
                }
                assert_eq!(
                    session.cursor(),
                    before.cursor + ids.len(),
                    "{case}: cursor after playing {ids:?}"
                );
                assert_eq!(
                    session.history()[..before.cursor],
                    before.history[..before.cursor],
                    "{case}: the moves before the cursor changed"
                );
                assert!(before.legal.contains(&ids[0]), "{case}: the first move played was not legal");
            }
            Err(e) => {
                assert!(parsed.is_err(), "{case}: parse_move read {parsed:?} but play_notation refused: {e}");
                assert!(!e.to_string().is_empty(), "{case}: an error without words");
                assert_eq!(
                    Snapshot::of(session.as_ref()),
                    before,
                    "{case}: refused ({e}) but changed the session"
                );
            }
        }
    });
}

proptest! {
    #![proptest_config(config(256))]

    #[test]
    fn notation_never_panics_and_refusals_change_nothing(
        variant in 0..VARIANTS,
        seed in any::<u64>(),
        plies in 0..250usize,
        undo in prop_oneof![3 => Just(0usize), 1 => 1..6usize],
        text in text(),
    ) {
        check(variant, seed, plies, undo, &text);
    }
}

/// Every variant once at its start, its middle and (usually) its end, with the texts that
/// trouble parsers most: empty, blank, separators alone, huge numbers.
#[test]
fn odd_texts_on_every_variant() {
    let odd = [
        "",
        " ",
        ";",
        ";;",
        "-",
        "x",
        "G",
        "@",
        ">",
        ":",
        ",",
        "end",
        "pass;pass",
        "\u{0}",
        "\u{feff}e3",
        "é3",
        "e٣",
        "e99999999999999999999",
        "a0-a0",
        "Ge",
        "x,",
        "xa1,a1",
        "@,",
        "@99999999999,0",
        "0,0>2,1:255",
        "0,0>2,1:-1",
        "zzz0,o1,1",
        "m0,o1,99999999999999999999",
        "M 0 , O 1 , 1",
    ];
    for variant in 0..VARIANTS {
        for plies in [0, 60, 2000] {
            for text in odd {
                check(variant, 7, plies, 0, &Text::Arbitrary(text.to_owned()));
            }
        }
    }
}
