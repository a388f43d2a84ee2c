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
//! ```
//!
//! Reading one back is lenient: `#` lines are comments except `# game: ID OPTIONS`, moves are
//! the words of the other lines, and move numbers (`12.`) are skipped, so a list typed on
//! one line ("1. e1 2. c3") or copied from elsewhere reads too. Without a `# game:` line the
//! moves are taken as moves of the game in progress.

use std::fmt::Write as _;

use plateau_core::ai::SeatSpec;
use plateau_core::save::{self, SaveFile, SavedGame};
use serde_json::Value;

/// Longest pasted text read (a move list of a hundred thousand moves is far shorter).
pub const MAX_PASTE_BYTES: usize = 8 << 20;

/// The move list of a game as copied to the clipboard.
pub fn move_list_text(name: &str, id: &str, options: &Value, moves: &[String]) -> String {
    let mut text = format!("# {name} · Plateau move list\n# game: {id} {options}\n");
    for (i, mv) in moves.iter().enumerate() {
        let _ = writeln!(text, "{:>3}. {mv}", i + 1);
    }
    text
}

/// The game of the pasted `text`: a whole save (JSON), or a move list. `current` is the game
/// in progress (id, rule options, seats), whose moves a list without a `# game:` line is
/// taken for. The moves are checked when the game is loaded, not here.
pub fn read_pasted(text: &str, current: Option<(&str, &Value, &[SeatSpec])>) -> Result<SaveFile, String> {
    if text.len() > MAX_PASTE_BYTES {
        return Err(format!("the pasted text is {} bytes; at most {MAX_PASTE_BYTES} are read", text.len()));
    }
    let trimmed = text.trim();
    if trimmed.is_empty() {
        return Err("the clipboard holds no text".to_owned());
    }
    if trimmed.starts_with('{') {
        return SaveFile::from_json(trimmed).map_err(|e| format!("the pasted save: {e}"));
    }
    let mut game: Option<(String, Value)> = None;
    let mut moves = Vec::new();
    for (number, line) in trimmed.lines().enumerate() {
        let line = line.trim();
        if let Some(comment) = line.strip_prefix('#') {
            if let Some(rest) = comment.trim().strip_prefix("game:") {
                game = Some(game_line(rest).map_err(|why| format!("line {}: {why}", number + 1))?);
            }
            continue;
        }
        moves.extend(line.split_whitespace().filter(|word| !is_move_number(word)).map(str::to_owned));
    }
    let (id, options, players) = match (game, current) {
        (Some((id, options)), Some((current_id, _, seats))) if id == current_id => {
            (id, options, seats.to_vec())
        }
        (Some((id, options)), _) => (id, options, Vec::new()),
        (None, Some((id, options, seats))) => (id.to_owned(), options.clone(), seats.to_vec()),
        (None, None) => {
            return Err(
                "the move list names no game (a \"# game: ID\" line), and no game is in progress".to_owned()
            );
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
        clock: None,
        annotations: Vec::new(),
    })
}

/// `# game: dvonn {"players": 2}` without the `# game:`: the id and the options (`{}` if none).
fn game_line(rest: &str) -> Result<(String, Value), String> {
    let rest = rest.trim();
    let (id, options) = rest.split_once(char::is_whitespace).unwrap_or((rest, ""));
    if id.is_empty() {
        return Err("\"# game:\" names no game".to_owned());
    }
    let options = match options.trim() {
        "" => Value::Object(serde_json::Map::new()),
        text => serde_json::from_str(text).map_err(|e| format!("the options are not JSON: {e}"))?,
    };
    if !options.is_object() {
        return Err("the options must be a JSON object".to_owned());
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
        let text = move_list_text("Knight Line", "knightline", &options, &moves);
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
    fn bad_pastes_say_what_is_wrong() {
        assert!(read_pasted("   ", None).unwrap_err().contains("no text"));
        assert!(read_pasted("{\"format\": \"x\"}", None).unwrap_err().starts_with("the pasted save"));
        let e = read_pasted("# game: dvonn [1]\ne1", None).unwrap_err();
        assert!(e.starts_with("line 1:") && e.contains("JSON object"), "{e}");
        let e = read_pasted("# game: dvonn {oops\ne1", None).unwrap_err();
        assert!(e.contains("not JSON"), "{e}");
    }
}
