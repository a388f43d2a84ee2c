//! Games as text on the clipboard: the move list copied out, and a pasted move list or save
//! read back in.
//!
//! A copied move list reads
//!
//! ```text
//! # DVONN · Plateau move list
//! # game: dvonn {}
//!   1. e1
//!   2. c3
//!      ( 2. d4 3. e5 ( 3. f6 ) )
//!   3. b2
//! ```
//!
//! where the bracketed side line is played instead of move 2, as in PGN. Reading one back is
//! lenient: `#` lines are comments except `# game: ID OPTIONS`, moves are the words of the
//! other lines, move numbers (`12.`) are skipped, and a `(` that opens a word or a `)` that
//! ends one is a bracket, so a list typed on one line ("1. e1 2. c3 (2. d4) 3. b2") or
//! copied from elsewhere reads too. Without a `# game:` line the moves are taken as moves of
//! the game in progress.

use crate::tr;
use std::fmt::Write as _;

use plateau_core::ai::SeatSpec;
use plateau_core::move_tree::MoveTree;
use plateau_core::save::{self, SaveFile, SavedGame, Variation};
use serde_json::Value;

/// Longest pasted text read (a move list of a hundred thousand moves is far shorter).
pub const MAX_PASTE_BYTES: usize = 8 << 20;

/// The move list of a game, side lines included, as copied to the clipboard.
pub fn move_list_text(name: &str, id: &str, options: &Value, tree: &MoveTree) -> String {
    let mut text = format!("# {name} · Plateau move list\n# game: {id} {options}\n");
    let main = tree.notations(&tree.main_line());
    let variations = save::side_lines(tree);
    for (i, mv) in main.iter().enumerate() {
        let _ = writeln!(text, "{:>3}. {mv}", i + 1);
        for variation in variations.iter().filter(|v| v.from == i) {
            let _ = writeln!(text, "     {}", bracketed(variation));
        }
    }
    text
}

/// "( 2. d4 3. e5 ( 3. f6 ) )".
fn bracketed(variation: &Variation) -> String {
    let mut text = "(".to_owned();
    for (i, mv) in variation.moves.iter().enumerate() {
        let ply = variation.from + i;
        let _ = write!(text, " {}. {mv}", ply + 1);
        for nested in variation.variations.iter().filter(|v| v.from == ply) {
            let _ = write!(text, " {}", bracketed(nested));
        }
    }
    text.push_str(" )");
    text
}

/// A line being read: where it starts, its moves, its side lines, and the side lines that
/// replace its own first move (written inside it, as PGN allows, but its siblings).
struct Reading {
    from: usize,
    moves: Vec<String>,
    variations: Vec<Variation>,
    siblings: Vec<Variation>,
}

impl Reading {
    fn new(from: usize) -> Self {
        Self { from, moves: Vec::new(), variations: Vec::new(), siblings: Vec::new() }
    }
}

/// The main line and side lines of the words of a move list.
fn read_lines<'a>(
    words: impl Iterator<Item = (usize, &'a str)>,
) -> Result<(Vec<String>, Vec<Variation>), String> {
    let mut stack = vec![Reading::new(0)];
    for (line, word) in words {
        let opened = word.len() - word.trim_start_matches('(').len();
        let body = word.trim_start_matches('(');
        let closed = body.len() - body.trim_end_matches(')').len();
        let body = body.trim_end_matches(')');
        for _ in 0..opened {
            let top = stack.last().expect("the main line is never closed");
            let Some(before) = (top.from + top.moves.len()).checked_sub(1).filter(|_| !top.moves.is_empty())
            else {
                return Err(tr!("paste-open-before-move", line = line));
            };
            stack.push(Reading::new(before));
        }
        if !body.is_empty() && !is_move_number(body) {
            stack.last_mut().expect("the main line is never closed").moves.push(body.to_owned());
        }
        for _ in 0..closed {
            if stack.len() == 1 {
                return Err(tr!("paste-close-nothing", line = line));
            }
            let done = stack.pop().expect("checked above");
            if done.moves.is_empty() {
                return Err(tr!("paste-empty-side-line", line = line));
            }
            let variation = Variation {
                from: done.from,
                moves: done.moves,
                variations: done.variations,
                taken_back: false,
            };
            // A side line of a side line's first move is that side line's sibling.
            let top = stack.len() - 1;
            let into = if top > 0 && stack[top].from == variation.from {
                &mut stack[top].siblings
            } else {
                &mut stack[top].variations
            };
            into.push(variation);
            into.extend(done.siblings);
        }
    }
    if stack.len() > 1 {
        return Err(tr!("paste-not-closed", count = stack.len() - 1));
    }
    let main = stack.pop().expect("the main line");
    Ok((main.moves, main.variations))
}

/// The game of the pasted `text`: a whole save (JSON), or a move list. `current` is the game
/// in progress (id, rule options, seats), whose moves a list without a `# game:` line is
/// taken for. The moves are checked when the game is loaded, not here.
pub fn read_pasted(text: &str, current: Option<(&str, &Value, &[SeatSpec])>) -> Result<SaveFile, String> {
    if text.len() > MAX_PASTE_BYTES {
        return Err(tr!("paste-too-long", bytes = text.len(), most = MAX_PASTE_BYTES));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err(tr!("paste-no-text"));
    }
    if trimmed.starts_with('{') {
        return SaveFile::from_json(trimmed).map_err(|e| tr!("paste-save", reason = e.to_string()));
    }
    let mut game: Option<(String, Value)> = None;
    let mut words = Vec::new();
    for (number, line) in trimmed.lines().enumerate() {
        let line = line.trim();
        if let Some(comment) = line.strip_prefix('#') {
            if let Some(rest) = comment.trim().strip_prefix("game:") {
                game =
                    Some(game_line(rest).map_err(|why| tr!("paste-line", line = number + 1, reason = why))?);
            }
            continue;
        }
        words.extend(line.split_whitespace().map(|word| (number + 1, word)));
    }
    let (moves, variations) = read_lines(words.into_iter())?;
    let (id, options, players) = match (game, current) {
        (Some((id, options)), Some((current_id, _, seats))) if id == current_id => {
            (id, options, seats.to_vec())
        }
        (Some((id, options)), _) => (id, options, Vec::new()),
        (None, Some((id, options, seats))) => (id.to_owned(), options.clone(), seats.to_vec()),
        (None, None) => {
            return Err(tr!("paste-no-game"));
        }
    };
    Ok(SaveFile {
        format: save::FORMAT.to_owned(),
        version: save::VERSION,
        // The rules version is filled in by whoever knows the game (see `for_rules`).
        game: SavedGame { id, rules_version: 0, options },
        players,
        cursor: moves.len(),
        moves,
        variations,
        line: Vec::new(),
        clock: None,
        ending: None,
        ending_line: Vec::new(),
        annotations: Vec::new(),
    })
}

/// `# game: dvonn {"players": 2}` without the `# game:`: the id and the options (`{}` if none).
fn game_line(rest: &str) -> Result<(String, Value), String> {
    let rest = rest.trim();
    let (id, options) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    if id.is_empty() {
        return Err(tr!("paste-game-line-empty"));
    }
    let options = match options.trim() {
        "" => Value::Object(serde_json::Map::new()),
        text => {
            serde_json::from_str(text).map_err(|e| tr!("paste-options-not-json", reason = e.to_string()))?
        }
    };
    if !options.is_object() {
        return Err(tr!("paste-options-not-object"));
    }
    Ok((id.to_owned(), options))
}

/// "12." (a move number of a list).
fn is_move_number(word: &str) -> bool {
    word.strip_suffix('.').is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    #[test]
    fn a_copied_list_reads_back_with_its_game() {
        let moves = vec!["0,0>2,1:1".to_owned(), "1,0>2,2:6".to_owned()];
        let options = json!({"players": 3});
        let text = move_list_text("Knight Line", "knightline", &options, &MoveTree::from_line(moves.clone()));
        let save = read_pasted(&text, None).unwrap();
        assert_eq!((save.game.id.as_str(), &save.game.options), ("knightline", &options));
        assert_eq!(save.moves, moves);
        assert_eq!(save.cursor, 2);
    }

    #[test]
    fn a_bare_list_is_taken_for_the_game_in_progress() {
        let seats = [SeatSpec::human(), SeatSpec::human()];
        let options = json!({});
        let save = read_pasted("1. e1 2. c3\n3. d4", Some(("dvonn", &options, &seats))).unwrap();
        assert_eq!(save.moves, vec!["e1", "c3", "d4"]);
        assert_eq!(save.players.len(), 2);
        let none = read_pasted("1. e1", None).unwrap_err();
        assert!(none.contains("names no game"), "{none}");
    }

    #[test]
    fn side_lines_are_copied_in_brackets_and_read_back() {
        let mut tree = MoveTree::from_line(["e1", "c3", "b2"]);
        let e1 = tree.main_line()[0];
        let d4 = tree.add_child(e1, "d4".into());
        let e5 = tree.add_child(d4, "e5".into());
        tree.add_child(d4, "f6".into());
        tree.add_child(e5, "a1".into());
        let text = move_list_text("DVONN", "dvonn", &json!({}), &tree);
        assert!(text.contains("  2. c3\n     ( 2. d4 3. e5 ( 3. f6 ) 4. a1 )\n  3. b2\n"), "{text}");
        let save = read_pasted(&text, None).unwrap();
        assert_eq!(save.moves, ["e1", "c3", "b2"]);
        assert_eq!(save.variations, save::side_lines(&tree));
        // Typed on one line, with the brackets against the moves.
        let typed =
            read_pasted("# game: dvonn\n1. e1 2. c3 (2. d4 3. e5 (3. f6) 4. a1) 3. b2", None).unwrap();
        assert_eq!((typed.moves, typed.variations), (save.moves, save.variations));
    }

    #[test]
    fn unbalanced_brackets_say_where() {
        let seats = [SeatSpec::human(), SeatSpec::human()];
        let current = Some(("dvonn", &json!({}), &seats[..]));
        let cases = [
            ("(e1)", "line 1: '(' opens a side line before any move"),
            ("e1\nc3)", "line 2: ')' closes no side line"),
            ("e1 (c3 (d4", "2 side lines not closed"),
            ("e1 ( )", "line 1: a side line without moves"),
        ];
        // "1. e1 (1. d4 (1. c4))": c4 replaces d4, which replaces e1: three first moves.
        let save = read_pasted("e1 (d4 (c4)) c3", current).unwrap();
        let firsts: Vec<(usize, &str)> =
            save.variations.iter().map(|v| (v.from, v.moves[0].as_str())).collect();
        assert_eq!(firsts, [(0, "d4"), (0, "c4")]);
        for (text, expected) in cases {
            let e = read_pasted(text, current).unwrap_err();
            assert!(e.contains(expected), "{text:?}: {e}");
        }
    }

    #[test]
    fn bad_pastes_say_what_is_wrong() {
        assert!(read_pasted("   ", None).unwrap_err().contains("no text"));
        assert!(read_pasted("{\"format\": \"x\"}", None).unwrap_err().starts_with("the pasted save"));
        let e = read_pasted("# game: dvonn [1]\ne1", None).unwrap_err();
        assert!(e.starts_with("line 1:") && e.contains("JSON object"), "{e}");
        let e = read_pasted("# game: dvonn {oops\ne1", None).unwrap_err();
        assert!(e.contains("not JSON"), "{e}");
    }
}
