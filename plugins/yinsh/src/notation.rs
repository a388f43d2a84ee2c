//! How YINSH actions are written: points as printed on the board (`e5`), a placement as its
//! point, a ring move as `e5-e8`, a row as `x a2-a6` (its two ends), the ring taken off
//! after it as `x f3`, and `pass`.

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
            format!("x {low}-{high}")
        }
        Move::Remove(at) => format!("x {at}"),
        Move::Pass => "pass".to_owned(),
    }
}

/// Reads a point name (`e5`, any case).
pub(crate) fn point(text: &str) -> Result<Point, ParseMoveError> {
    let t = text.trim().to_ascii_lowercase();
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
    Point::at(column, number).ok_or_else(|| {
        let why = format!("{letter}{number} is not a point of the board");
        ParseMoveError::new(text, why)
    })
}

/// Reads an action in the forms [`write`] gives. `x a2-a6` names a row by its two ends, in
/// either order; `x f3` is a ring taken off. A lone point is a placement during placement
/// and a ring removal when a ring must go, so that the point clicked reads either way.
pub(crate) fn read(s: &YinshState, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    let (removal, body) = match t.strip_prefix(['x', 'X']) {
        Some(rest) if rest.starts_with(char::is_whitespace) => (true, rest.trim()),
        _ => (false, t),
    };
    if let Some((a, b)) = body.split_once('-') {
        let (a, b) = (point(a)?, point(b)?);
        if removal {
            let (low, high) = (a.min(b), a.max(b));
            let stretch = STRETCHES
                .iter()
                .position(|st| {
                    st.start == low.0 && st.mask & high.bit() != 0 && st.mask.ilog2() == u32::from(high.0)
                })
                .ok_or_else(|| {
                    ParseMoveError::new(
                        text,
                        format!("{a} and {b} are not the ends of five points in a line"),
                    )
                })?;
            return Ok(Move::Row { stretch: stretch as u8 });
        }
        return Ok(Move::Ring { from: a, to: b });
    }
    let at = point(body)?;
    Ok(if removal || s.phase == Phase::Ring { Move::Remove(at) } else { Move::Place(at) })
}
