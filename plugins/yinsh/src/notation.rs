//! How YINSH actions are written, as the official notation of the GIPF project writes them
//! (gipf.com, "YINSH notation"): points as printed on the board (`e5`), a placement as its
//! point, a ring move as `h7-g7`, a row of five removed as `x` and its two ends
//! (`xh5-h9`, lower end first), the ring taken off after it as `x` and its point (`xi9`),
//! and `pass`. A whole turn reads as the official record writes it, actions joined by `;`
//! or run together after an `x`: `h7-c7;xh5-h9xi9`.
//!
//! boardspace.net's move strings read too: `place wr e 5`, `move e 5 e 8`,
//! `remove w c 3 g 3` (a row), `remove wr g 7` (a ring).

use plateau_core::ParseMoveError;

use crate::geometry::{Point, STRETCHES};
use crate::moves::Move;
use crate::state::{Phase, YinshState};

/// The canonical text of `mv`.
pub(crate) fn write(mv: Move) -> String {
    match mv {
        Move::Place(at) => at.to_string(),
        Move::Ring { from, to } => format!("{from}-{to}"),
        Move::Row { stretch } => {
            let (low, high) = Move::row_ends(stretch);
            format!("x{low}-{high}")
        }
        Move::Remove(at) => format!("x{at}"),
        Move::Pass => "pass".to_owned(),
    }
}

/// Reads a point name (`e5`, any case; boardspace's `e 5` too).
pub(crate) fn point(text: &str) -> Result<Point, ParseMoveError> {
    let t: String = text.trim().to_ascii_lowercase().split_whitespace().collect();
    let mut chars = t.chars();
    let Some(letter) = chars.next().filter(char::is_ascii_lowercase) else {
        return Err(ParseMoveError::new(text, "a point is a column letter a to k and a number (e5)"));
    };
    let column = letter as u8 - b'a';
    if column > 10 {
        return Err(ParseMoveError::new(text, format!("column {letter} is off the board (a to k)")));
    }
    let digits = chars.as_str();
    let number: u8 = match digits.parse() {
        Ok(n) if !digits.starts_with('+') => n,
        _ => return Err(ParseMoveError::new(text, format!("'{digits}' is not a number (1 to 11)"))),
    };
    Point::at(column, number)
        .ok_or_else(|| ParseMoveError::new(text, format!("{letter}{number} is not a point of the board")))
}

/// The row whose two ends are `a` and `b`, in either order.
fn row(text: &str, a: Point, b: Point) -> Result<Move, ParseMoveError> {
    let (low, high) = (a.min(b), a.max(b));
    STRETCHES
        .iter()
        .position(|st| st.start == low.0 && st.mask.ilog2() == u32::from(high.0))
        .map(|k| Move::Row { stretch: k as u8 })
        .ok_or_else(|| {
            ParseMoveError::new(text, format!("{a} and {b} are not the ends of five points in a line"))
        })
}

/// Reads one action in the forms [`write`] gives, or boardspace's. A lone point is a
/// placement, except while a ring must be removed, when it names that ring: the point
/// clicked reads either way.
pub(crate) fn read(s: &YinshState, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    if let Some(mv) = read_boardspace(s, t)? {
        return Ok(mv);
    }
    let (removal, body) = match t.strip_prefix(['x', 'X']) {
        Some(rest) => (true, rest.trim()),
        None => (false, t),
    };
    if let Some((a, b)) = body.split_once('-') {
        let (a, b) = (point(a)?, point(b)?);
        return if removal { row(text, a, b) } else { Ok(Move::Ring { from: a, to: b }) };
    }
    let at = point(body)?;
    Ok(if removal || s.phase == Phase::Ring { Move::Remove(at) } else { Move::Place(at) })
}

/// boardspace.net's `place`, `move` and `remove` strings; `None` for anything else.
fn read_boardspace(s: &YinshState, text: &str) -> Result<Option<Move>, ParseMoveError> {
    let mut words = text.split_whitespace();
    let Some(verb) = words.next().map(str::to_ascii_lowercase) else { return Ok(None) };
    if !matches!(verb.as_str(), "place" | "move" | "remove") {
        return Ok(None);
    }
    // A colour word (`wr`, `w`) may follow the verb; `b` is one only where a point's
    // letter follows it (`remove b b 6 f 6`), else it is column b. The points are letter
    // and number, written apart or together.
    let mut rest: Vec<&str> = words.collect();
    let colour = match rest.first().map(|w| w.to_ascii_lowercase()) {
        Some(w) if matches!(w.as_str(), "wr" | "br" | "wm" | "bm") => true,
        Some(w) if matches!(w.as_str(), "w" | "b") => {
            rest.get(1).is_some_and(|next| next.starts_with(|c: char| c.is_ascii_alphabetic()))
        }
        _ => false,
    };
    if colour {
        rest.remove(0);
    }
    let mut points = Vec::new();
    let mut i = 0;
    while i < rest.len() {
        let word = rest[i];
        let joined = if word.len() == 1 && i + 1 < rest.len() {
            i += 1;
            format!("{word}{}", rest[i])
        } else {
            word.to_owned()
        };
        points.push(point(&joined)?);
        i += 1;
    }
    let mv = match (verb.as_str(), points.as_slice()) {
        ("place", [at]) => Move::Place(*at),
        ("move", [from, to]) => Move::Ring { from: *from, to: *to },
        ("remove", [at]) if s.phase != Phase::Row => Move::Remove(*at),
        ("remove", [a, b]) => row(text, *a, *b)?,
        _ => {
            return Err(ParseMoveError::new(
                text,
                format!(
                    "'{verb}' takes {}",
                    match verb.as_str() {
                        "place" => "one point",
                        "move" => "two points",
                        _ => "a ring's point or a row's two ends",
                    }
                ),
            ));
        }
    };
    Ok(Some(mv))
}

/// Splits a turn as official records write it (`h7-c7;xh5-h9xi9`) into its actions.
pub(crate) fn actions(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        // boardspace strings and single actions stay whole.
        if part.contains(' ') && !part.starts_with(['x', 'X']) {
            out.push(part);
            continue;
        }
        let mut start = 0;
        for (i, c) in part.char_indices().skip(1) {
            if c == 'x' || c == 'X' {
                out.push(part[start..i].trim());
                start = i;
            }
        }
        out.push(part[start..].trim());
    }
    out
}
