//! Move notation (rules.md §3.10).
//!
//! Canonical (what [`crate::KnightLine`] writes):
//!
//! - split: `fromx,fromy>tox,toy:k`, e.g. `0,0>2,1:1` (k tiles move);
//! - placement (grey-tile opening): `@x,y`;
//! - forced pass: `pass`.
//!
//! The reader also takes AbstractPlay's form, so games recorded there replay as they are:
//! a cell is a column label and a row number (y, up positive), e.g. `m0`, `o-1`; a split is
//! `from,to,k` (`m0,o1,1`) and a placement is the cell alone (`n0`). Column labels:
//!
//! - `a`..`z` are x = -12..=13 (`m` is 0);
//! - beyond 13, two letters `ab` with the first in `a..=m`: x = 14 + 26·a + b (`aa` = 14,
//!   `az` = 39, `ba` = 40);
//! - below -12, two letters with the first in `n..=z`, counted backwards from `z`:
//!   x = -(13 + 26·(25 - a) + (25 - b)) (`zz` = -13, `za` = -38, `yz` = -39);
//!
//! with letters numbered `a` = 0 .. `z` = 25. Both forms ignore surrounding white space;
//! AbstractPlay's also ignores case and inner spaces, as that program does.

use plateau_core::ParseMoveError;
use plateau_core::board::square::is_knight_jump;

use crate::geometry::{COORD_LIMIT, Cell};
use crate::moves::{MAX_TILES_MOVED, Move, MoveKind};

/// Reads a move in canonical or AbstractPlay notation. The move is well-formed (cells in the
/// supported range, a knight's jump, 1 to 19 tiles) but may still be illegal in a position.
pub fn parse(text: &str) -> Result<Move, ParseMoveError> {
    let trimmed = text.trim();
    let err = |reason: String| ParseMoveError::new(text, reason);
    if trimmed.eq_ignore_ascii_case("pass") {
        return Ok(Move::PASS);
    }
    if trimmed.is_empty() {
        return Err(err("empty move; expected e.g. 0,0>2,1:1, @1,0 or pass".to_owned()));
    }
    if let Some(cell) = trimmed.strip_prefix('@') {
        return Ok(Move::place(canonical_cell(cell).map_err(err)?));
    }
    if let Some((from, rest)) = trimmed.split_once('>') {
        let (to, tiles) = rest
            .split_once(':')
            .ok_or_else(|| err("missing ':k' (the number of tiles moved), as in 0,0>2,1:1".to_owned()))?;
        let from = canonical_cell(from).map_err(err)?;
        let to = canonical_cell(to).map_err(err)?;
        return split(from, to, tiles).map_err(err);
    }
    if trimmed.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return abstractplay(trimmed).map_err(err);
    }
    Err(err("expected fromx,fromy>tox,toy:k, @x,y, pass, or AbstractPlay's m0,o1,1".to_owned()))
}

/// A split from its parts, with the reason when it is not a move at all.
fn split(from: Cell, to: Cell, tiles: &str) -> Result<Move, String> {
    if !is_knight_jump(from.coord(), to.coord()) {
        return Err(format!("{from} to {to} is not a knight's jump (1 and 2 steps, or 2 and 1)"));
    }
    let tiles: u8 = tiles
        .trim()
        .parse()
        .ok()
        .filter(|k| (1..=MAX_TILES_MOVED).contains(k))
        .ok_or_else(|| format!("'{}' is not a tile count from 1 to {MAX_TILES_MOVED}", tiles.trim()))?;
    Ok(Move::split(from, to, tiles).expect("checked: a knight's jump and a valid tile count"))
}

/// A coordinate in the supported range, or why not.
fn coordinate(text: &str, axis: &str) -> Result<i32, String> {
    let t = text.trim();
    let digits = t.strip_prefix(['-', '+']).unwrap_or(t);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(format!("'{t}' is not a whole number for {axis}"));
    }
    match t.parse::<i32>() {
        Ok(v) if (-COORD_LIMIT..=COORD_LIMIT).contains(&v) => Ok(v),
        _ => Err(format!(
            "{axis} = {t} is off the supported board: coordinates run from -{COORD_LIMIT} to {COORD_LIMIT}"
        )),
    }
}

/// A canonical cell `x,y`.
fn canonical_cell(text: &str) -> Result<Cell, String> {
    let (x, y) =
        text.split_once(',').ok_or_else(|| format!("'{}' is not a cell; expected x,y", text.trim()))?;
    let cell = Cell::new(coordinate(x, "x")?, coordinate(y, "y")?);
    Ok(cell.expect("both coordinates checked"))
}

/// AbstractPlay: `cell` (placement) or `cell,cell,k` (split).
fn abstractplay(text: &str) -> Result<Move, String> {
    let compact: String =
        text.chars().filter(|c| !c.is_whitespace()).collect::<String>().to_ascii_lowercase();
    let parts: Vec<&str> = compact.split(',').collect();
    match parts.as_slice() {
        [cell] => Ok(Move::place(abstractplay_cell(cell)?)),
        [from, to, tiles] => split(abstractplay_cell(from)?, abstractplay_cell(to)?, tiles),
        [_, _] => Err("missing the number of tiles moved, as in m0,o1,1".to_owned()),
        _ => Err("expected AbstractPlay's m0,o1,1 (from, to, tiles) or n0 (a placement)".to_owned()),
    }
}

/// An AbstractPlay cell such as `m0`, `o-1` or `aa5`.
fn abstractplay_cell(text: &str) -> Result<Cell, String> {
    let split = text.find(|c: char| !c.is_ascii_lowercase()).unwrap_or(text.len());
    let (letters, number) = text.split_at(split);
    let x = column_x(letters)
        .ok_or_else(|| format!("'{text}' does not start with a column of one or two letters"))?;
    if x.abs() > COORD_LIMIT {
        return Err(format!(
            "column '{letters}' is x = {x}, off the supported board: coordinates run from -{COORD_LIMIT} to {COORD_LIMIT}"
        ));
    }
    if number.is_empty() {
        return Err(format!("'{text}' has no row number"));
    }
    Ok(Cell::new(x, coordinate(number, "y")?).expect("both coordinates checked"))
}

/// The x of an AbstractPlay column label (module docs), if it is one.
fn column_x(letters: &str) -> Option<i32> {
    let value = |b: u8| i32::from(b - b'a');
    match *letters.as_bytes() {
        [a] => Some(value(a) - 12),
        [a, b] if value(a) <= 12 => Some(14 + 26 * value(a) + value(b)),
        [a, b] => Some(-(13 + 26 * (25 - value(a)) + (25 - value(b)))),
        _ => None,
    }
}

/// The AbstractPlay label of column `x` (inverse of [`column_x`]).
fn column_label(x: i32) -> String {
    let letter = |v: i32| char::from(b'a' + v as u8);
    match x {
        -12..=13 => letter(x + 12).to_string(),
        14.. => [letter((x - 14) / 26), letter((x - 14) % 26)].iter().collect(),
        _ => {
            let n = -x - 13;
            [letter(25 - n / 26), letter(25 - n % 26)].iter().collect()
        }
    }
}

/// A cell in AbstractPlay's form, e.g. `m0`.
pub fn abstractplay_cell_name(c: Cell) -> String {
    format!("{}{}", column_label(c.x()), c.y())
}

/// A move in AbstractPlay's form: `m0,o1,1`, `n0` or `pass`.
pub fn to_abstractplay(mv: Move) -> String {
    match mv.kind() {
        MoveKind::Pass => "pass".to_owned(),
        MoveKind::Place { at } => abstractplay_cell_name(at),
        MoveKind::Split { from, to, tiles } => {
            format!("{},{},{tiles}", abstractplay_cell_name(from), abstractplay_cell_name(to))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cell(x: i32, y: i32) -> Cell {
        Cell::new(x, y).unwrap()
    }

    #[test]
    fn canonical_forms_read_back() {
        assert_eq!(parse("0,0>2,1:1").unwrap(), Move::split(cell(0, 0), cell(2, 1), 1).unwrap());
        assert_eq!(parse("  -1,1>0,-1:19 ").unwrap(), Move::split(cell(-1, 1), cell(0, -1), 19).unwrap());
        assert_eq!(parse("@1,-1").unwrap(), Move::place(cell(1, -1)));
        assert_eq!(parse("PASS").unwrap(), Move::PASS);
    }

    #[test]
    fn abstractplay_forms_read_back() {
        assert_eq!(parse("m0,o1,1").unwrap(), parse("0,0>2,1:1").unwrap());
        assert_eq!(parse("n-2,p-3,17").unwrap(), parse("1,-2>3,-3:17").unwrap());
        assert_eq!(parse("l1").unwrap(), parse("@-1,1").unwrap());
        assert_eq!(parse("M0, O1, 1").unwrap(), parse("0,0>2,1:1").unwrap());
    }

    #[test]
    fn column_labels_cover_one_and_two_letters() {
        for (label, x) in [
            ("a", -12),
            ("m", 0),
            ("z", 13),
            ("aa", 14),
            ("az", 39),
            ("ba", 40),
            ("zz", -13),
            ("za", -38),
            ("yz", -39),
        ] {
            assert_eq!(column_x(label), Some(x), "{label}");
            assert_eq!(column_label(x), label, "{x}");
        }
        for x in -COORD_LIMIT..=COORD_LIMIT {
            assert_eq!(column_x(&column_label(x)), Some(x));
        }
        assert_eq!(column_x("abc"), None);
        assert_eq!(column_x(""), None);
    }

    #[test]
    fn every_error_class_is_reported_in_words() {
        let reason = |t: &str| parse(t).unwrap_err().reason;
        assert!(reason("").contains("empty"));
        assert!(reason("0,0>1,1:1").contains("not a knight's jump"));
        assert!(reason("0,0>2,1:0").contains("tile count from 1 to 19"));
        assert!(reason("0,0>2,1:20").contains("tile count from 1 to 19"));
        assert!(reason("0,0>2,1").contains("missing ':k'"));
        assert!(reason("123,0>121,1:1").contains("off the supported board"));
        assert!(reason("@0,-99999999999999999999").contains("off the supported board"));
        assert!(reason("@0,--1").contains("not a whole number"));
        assert!(reason("@0.5,1").contains("not a whole number"));
        assert!(reason("@3").contains("not a cell"));
        assert!(reason("m0,o1").contains("missing the number of tiles"));
        assert!(reason("m0,n1,1").contains("not a knight's jump"));
        assert!(reason("ez0,o1,1").contains("off the supported board"));
        assert!(reason("m").contains("no row number"));
        assert!(reason("m0,o1,1,2").contains("expected AbstractPlay"));
        assert!(reason("#!").contains("expected"));
        let e = parse("0,0>9,9:1").unwrap_err();
        assert_eq!(e.input, "0,0>9,9:1");
    }

    #[test]
    fn abstractplay_writing_inverts_reading() {
        for text in ["m0,o1,1", "aa-3,ab-1,2", "yz4,za6,19", "n0", "pass"] {
            let mv = parse(text).unwrap();
            assert_eq!(to_abstractplay(mv), text);
        }
    }
}
