//! DVONN notation (rules §1.8): `e3` (placement), `c3-e5` (move), `pass`.
//!
//! Writing always gives the canonical lower-case form with a hyphen. Reading ignores case,
//! surrounding blanks and blanks around the hyphen, and accepts a move with or without the
//! hyphen (`C3E5`, the CodeCup form). A jump must join two spaces on one straight line;
//! whether it is legal in a position is for `try_play` to say.

use std::fmt;

use plateau_core::ParseMoveError;

use crate::geometry::Cell;
use crate::moves::Move;

impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Place(cell) => write!(f, "{cell}"),
            Self::Jump { from, to } => write!(f, "{from}-{to}"),
            Self::Pass => f.write_str("pass"),
        }
    }
}

const EXPECTED: &str = "expected a space like 'e3', a move like 'c3-e5', or 'pass'";

/// Reads a move in any accepted form (see the module documentation).
pub fn parse_move(input: &str) -> Result<Move, ParseMoveError> {
    let text = input.trim();
    let error = |reason: String| ParseMoveError::new(input, reason);
    if text.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    if text.is_empty() {
        return Err(error(format!("the move is empty; {EXPECTED}")));
    }
    let (first, second) = split_spaces(text).ok_or_else(|| error(EXPECTED.to_owned()))?;
    let space = |name: &str| Cell::parse(name).ok_or_else(|| error(format!("'{name}' is not a DVONN space")));
    let from = space(first)?;
    let Some(second) = second else {
        return Ok(Move::Place(from));
    };
    let to = space(second)?;
    if from == to {
        return Err(error(format!("a move needs two different spaces, not {from} twice")));
    }
    if from.line_distance(to).is_none() {
        return Err(error(format!("{from} and {to} are not on one straight line")));
    }
    Ok(Move::Jump { from, to })
}

/// Splits `text` into one or two space names of the shape letter + digits, joined by an
/// optional hyphen (with optional blanks around it). `None` when the text has another shape.
fn split_spaces(text: &str) -> Option<(&str, Option<&str>)> {
    let first_len = name_len(text)?;
    let (first, rest) = text.split_at(first_len);
    if rest.is_empty() {
        return Some((first, None));
    }
    let rest = rest.trim_start();
    let rest = rest.strip_prefix('-').map_or(rest, str::trim_start);
    let second_len = name_len(rest)?;
    (second_len == rest.len()).then_some((first, Some(rest)))
}

/// Length of the name at the start of `text`: one ASCII letter and one or more digits.
fn name_len(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    if !bytes.first()?.is_ascii_alphabetic() {
        return None;
    }
    let digits = bytes[1..].iter().take_while(|b| b.is_ascii_digit()).count();
    (digits > 0).then_some(1 + digits)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(name: &str) -> Cell {
        Cell::parse(name).unwrap()
    }

    #[test]
    fn canonical_forms() {
        assert_eq!(Move::Place(cell("e3")).to_string(), "e3");
        assert_eq!(Move::Jump { from: cell("c3"), to: cell("e5") }.to_string(), "c3-e5");
        assert_eq!(Move::Pass.to_string(), "pass");
    }

    #[test]
    fn accepted_spellings() {
        let jump = Move::Jump { from: cell("c3"), to: cell("e5") };
        for text in ["c3-e5", "C3E5", "c3e5", " c3 - e5 ", "C3-e5"] {
            assert_eq!(parse_move(text), Ok(jump), "{text}");
        }
        for text in ["e3", "E3", " e3 "] {
            assert_eq!(parse_move(text), Ok(Move::Place(cell("e3"))), "{text}");
        }
        for text in ["pass", "PASS", "Pass "] {
            assert_eq!(parse_move(text), Ok(Move::Pass), "{text}");
        }
    }

    #[test]
    fn precise_errors() {
        let reason = |text: &str| parse_move(text).unwrap_err().reason;
        assert_eq!(reason("z9"), "'z9' is not a DVONN space");
        assert_eq!(reason("A5"), "'A5' is not a DVONN space");
        assert_eq!(reason("c3-z9"), "'z9' is not a DVONN space");
        assert_eq!(reason("e33"), "'e33' is not a DVONN space");
        assert_eq!(reason("c3-d5"), "c3 and d5 are not on one straight line");
        assert_eq!(reason("c3c3"), "a move needs two different spaces, not c3 twice");
        assert_eq!(reason("hello"), EXPECTED);
        assert_eq!(reason("c3-"), EXPECTED);
        assert_eq!(reason("c3--e5"), EXPECTED);
        assert_eq!(reason("c3-e5-g7"), EXPECTED);
        assert!(reason("").starts_with("the move is empty"));
        let error = parse_move("z9").unwrap_err();
        assert_eq!(error.input, "z9");
    }
}
