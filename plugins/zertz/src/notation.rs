//! How ZÈRTZ actions are written.
//!
//! One action at a time, in the official notation's pieces (gipf.com, "ZÈRTZ notation"):
//! a placement is the marble's colour and the ring, `Wd4`; a ring removed is `-d1` (the
//! official record joins it to the placement with a comma, `Wd4,d1`, and boardspace.net
//! shows it with a minus); a jump is `x`, the ring jumped from, the colour of the marble
//! captured and the ring landed on, `xd1Gd3`; and `pass`. Rings are named as the rulebook
//! prints them: the column letter and the number counted from the bottom of the column.
//!
//! Whole turns read as official records write them (`Wd4,d1`, `x d1Gd3Wd5`,
//! `Bd7,b2 x Wa1Wa2` where the marbles after the `x` are those the removal isolated), and so
//! do boardspace.net's move strings (`RtoB 2 0 D 4`, `R- D 1`, `BtoB D 1 D 3`, `Done`) and
//! the reference implementation's actions (`P w d4`, `R d1`, `C d1-d3`).

use plateau_core::ParseMoveError;

use crate::geometry::{Board, Ring};
use crate::moves::{Colour, Move};
use crate::state::{Phase, ZertzState};

/// The canonical text of `mv` in `s`.
pub(crate) fn write(b: &Board, s: &ZertzState, mv: Move) -> String {
    match mv {
        Move::Place { colour, at } => format!("{}{}", colour.letter(), b.name(at)),
        Move::Remove(at) => format!("-{}", b.name(at)),
        Move::Jump { from, to } => {
            let taken = b
                .direction_of_jump(from.0, to.0)
                .and_then(|d| s.marble(Ring(b.next[from.index()][d])))
                .map_or('?', Colour::letter);
            format!("x{}{taken}{}", b.name(from), b.name(to))
        }
        Move::Pass => "pass".to_owned(),
    }
}

/// Reads a ring name (`d4`, any case; boardspace's `D 4` too).
pub(crate) fn ring(b: &Board, text: &str) -> Result<Ring, ParseMoveError> {
    let t: String = text.split_whitespace().collect::<String>().to_ascii_lowercase();
    let last = char::from(b'a' + b.columns as u8 - 1);
    let mut chars = t.chars();
    let Some(letter) = chars.next().filter(char::is_ascii_lowercase) else {
        return Err(ParseMoveError::new(
            text,
            format!("a ring is a column letter a to {last} and a number (d4)"),
        ));
    };
    let column = letter as u8 - b'a';
    if usize::from(column) >= b.columns {
        return Err(ParseMoveError::new(text, format!("column {letter} is off the board (a to {last})")));
    }
    let digits = chars.as_str();
    let number: u8 = match digits.parse() {
        Ok(n) if !digits.starts_with('+') => n,
        _ => return Err(ParseMoveError::new(text, format!("'{digits}' is not a ring number"))),
    };
    b.ring(column, number)
        .ok_or_else(|| ParseMoveError::new(text, format!("{letter}{number} is not a ring of the board")))
}

/// The colour a letter or word names: `W`, `G`, `B`, `white`, `grey`, `gray`, `black`, or
/// boardspace's numbers 0, 1, 2.
fn colour(text: &str) -> Option<Colour> {
    match text.to_ascii_lowercase().as_str() {
        "w" | "white" | "0" => Some(Colour::White),
        "g" | "grey" | "gray" | "1" => Some(Colour::Grey),
        "b" | "black" | "2" => Some(Colour::Black),
        _ => None,
    }
}

/// Reads one action in any form the module names.
pub(crate) fn read(b: &Board, s: &ZertzState, text: &str) -> Result<Move, ParseMoveError> {
    let t = text.trim();
    if t.eq_ignore_ascii_case("pass") {
        return Ok(Move::Pass);
    }
    if let Some(mv) = read_spaced(b, t)? {
        return Ok(mv);
    }
    let compact: String = t.split_whitespace().collect();
    if let Some(rest) = compact.strip_prefix(['-', ',']) {
        return Ok(Move::Remove(ring(b, rest)?));
    }
    let mut cursor = Cursor { text: &compact, at: 0, original: text };
    let jump = cursor.eat(['x', 'X']);
    // A ring first: a jump from it (`xd1Gd3`, `d1-d3`), or the ring itself, which is the
    // removal or the next jump the phase asks for.
    if cursor.peek_ring() {
        let first = cursor.ring(b)?;
        if cursor.done() {
            return match s.phase {
                Phase::Remove if !jump => Ok(Move::Remove(first)),
                Phase::Chain(from) => Ok(Move::Jump { from, to: first }),
                _ => Err(ParseMoveError::new(
                    text,
                    "a placement names its colour (Wd4), a jump where it starts and lands (xd1Gd3)",
                )),
            };
        }
        cursor.eat(['-', 'x', 'X']);
        let taken = cursor.colour();
        let to = cursor.ring(b)?;
        cursor.finish()?;
        return jump_move(b, s, first, taken, to, text);
    }
    // A colour first: a placement, or in a chain the official record's next jump (`Wd5`).
    let Some(colour) = cursor.colour() else {
        return Err(ParseMoveError::new(
            text,
            "write a placement as Wd4, a removal as -d1, a jump as xd1Gd3, or pass",
        ));
    };
    let at = cursor.ring(b)?;
    cursor.finish()?;
    match s.phase {
        Phase::Chain(from) => jump_move(b, s, from, Some(colour), at, text),
        _ if jump => Err(ParseMoveError::new(text, "a jump names the ring it starts from: xd1Gd3")),
        _ => Ok(Move::Place { colour, at }),
    }
}

/// The jump from `from` to `to`, checking the colour of the marble jumped when it is given.
fn jump_move(
    b: &Board,
    s: &ZertzState,
    from: Ring,
    taken: Option<Colour>,
    to: Ring,
    text: &str,
) -> Result<Move, ParseMoveError> {
    if let Some(colour) = taken {
        let over = b.direction_of_jump(from.0, to.0).map(|d| Ring(b.next[from.index()][d]));
        let actual = over.and_then(|o| s.marble(o));
        if actual.is_some_and(|a| a != colour) {
            return Err(ParseMoveError::new(
                text,
                format!(
                    "the marble between {} and {} is {}, not {}",
                    b.name(from),
                    b.name(to),
                    actual.map_or("", Colour::word),
                    colour.word()
                ),
            ));
        }
    }
    Ok(Move::Jump { from, to })
}

/// The reference's actions (`P w d4`, `R d1`, `C d1-d3`) and boardspace.net's move strings
/// (`RtoB 2 0 D 4`, `R- D 1`, `BtoB D 1 D 3`); `None` for anything else.
fn read_spaced(b: &Board, text: &str) -> Result<Option<Move>, ParseMoveError> {
    let words: Vec<&str> = text.split_whitespace().collect();
    let Some(verb) = words.first() else { return Ok(None) };
    let rest = &words[1..];
    let wrong = |what: &str| Err(ParseMoveError::new(text, format!("'{verb}' takes {what}")));
    Ok(Some(match verb.to_ascii_lowercase().as_str() {
        "p" => match rest {
            [c, at] => match colour(c) {
                Some(colour) => Move::Place { colour, at: ring(b, at)? },
                None => return wrong("a colour (w, g, b) and a ring"),
            },
            _ => return wrong("a colour (w, g, b) and a ring"),
        },
        "r" => match rest {
            [at] => Move::Remove(ring(b, at)?),
            _ => return wrong("one ring"),
        },
        "c" => match rest {
            [jump] => match jump.split_once('-') {
                Some((from, to)) => Move::Jump { from: ring(b, from)?, to: ring(b, to)? },
                None => return wrong("a jump written from-to (d1-d3)"),
            },
            _ => return wrong("a jump written from-to (d1-d3)"),
        },
        "rtob" => match rest {
            [_rack, c, column, number] => match colour(c) {
                Some(colour) => Move::Place { colour, at: ring(b, &format!("{column}{number}"))? },
                None => return wrong("a rack, a colour (0, 1, 2) and a ring"),
            },
            _ => return wrong("a rack, a colour (0, 1, 2) and a ring"),
        },
        "r-" => match rest {
            [column, number] => Move::Remove(ring(b, &format!("{column}{number}"))?),
            _ => return wrong("one ring"),
        },
        "btob" => match rest {
            [c1, n1, c2, n2] => {
                Move::Jump { from: ring(b, &format!("{c1}{n1}"))?, to: ring(b, &format!("{c2}{n2}"))? }
            }
            _ => return wrong("two rings"),
        },
        "done" => {
            return Err(ParseMoveError::new(
                text,
                "'Done' ends a turn on boardspace.net; it is not an action",
            ));
        }
        _ => return Ok(None),
    }))
}

/// A left-to-right reader of compact notation.
struct Cursor<'a> {
    text: &'a str,
    at: usize,
    original: &'a str,
}

impl Cursor<'_> {
    fn rest(&self) -> &str {
        &self.text[self.at..]
    }

    fn done(&self) -> bool {
        self.at >= self.text.len()
    }

    fn eat<const N: usize>(&mut self, chars: [char; N]) -> bool {
        match self.rest().chars().next() {
            Some(c) if chars.contains(&c) => {
                self.at += c.len_utf8();
                true
            }
            _ => false,
        }
    }

    /// Whether a ring name (a letter and a digit) comes next.
    fn peek_ring(&self) -> bool {
        let mut chars = self.rest().chars();
        matches!((chars.next(), chars.next()), (Some(l), Some(d)) if l.is_ascii_alphabetic() && d.is_ascii_digit())
    }

    fn ring(&mut self, b: &Board) -> Result<Ring, ParseMoveError> {
        let rest = self.rest();
        let digits =
            rest.char_indices().skip(1).find(|(_, c)| !c.is_ascii_digit()).map_or(rest.len(), |(i, _)| i);
        let name = &rest[..digits];
        if digits < 2 {
            return Err(ParseMoveError::new(self.original, format!("a ring name was expected at '{rest}'")));
        }
        let r = ring(b, name)?;
        self.at += digits;
        Ok(r)
    }

    /// A colour letter followed by a ring name.
    fn colour(&mut self) -> Option<Colour> {
        let mut chars = self.rest().chars();
        let (Some(c), Some(next)) = (chars.next(), chars.next()) else { return None };
        if !next.is_ascii_alphabetic() {
            return None;
        }
        let colour = colour(&c.to_string())?;
        self.at += 1;
        Some(colour)
    }

    fn finish(&self) -> Result<(), ParseMoveError> {
        if self.done() {
            Ok(())
        } else {
            Err(ParseMoveError::new(self.original, format!("'{}' is left over", self.rest())))
        }
    }
}

/// One piece of an official record: an action to play, or the marbles a turn says it
/// claimed (checked against the rules' claim).
pub(crate) enum Piece {
    /// An action in any form [`read`] takes.
    Action(String),
    /// `x Wa1Wa2` after a placement and removal: these marbles were isolated and claimed.
    Claimed(Vec<(Colour, String)>),
}

/// Splits a turn as records write it into its pieces: `Wd4,d1` is a placement and a
/// removal, `x d1Gd3Wd5` two jumps, `Bd7,b2 x Wa1Wa2` a placement, a removal and a claim;
/// parts joined by `;` are read one by one, and boardspace's `Done` is left out.
pub(crate) fn pieces(text: &str) -> Result<Vec<Piece>, ParseMoveError> {
    let mut out = Vec::new();
    for part in text.split(';').map(str::trim).filter(|p| !p.is_empty()) {
        let first = part.split_whitespace().next().unwrap_or_default().to_ascii_lowercase();
        if first == "done" {
            continue;
        }
        if matches!(first.as_str(), "p" | "r" | "c" | "rtob" | "r-" | "btob" | "pass") {
            out.push(Piece::Action(part.to_owned()));
            continue;
        }
        let compact: String = part.split_whitespace().collect();
        if let Some(chain) = compact.strip_prefix(['x', 'X']) {
            // x, the start, then colour and landing ring per jump.
            let (start, mut rest) = split_ring(chain);
            let mut from = start.to_owned();
            if from.is_empty() {
                return Err(ParseMoveError::new(part, "a capture starts with the ring jumped from: x d1Gd3"));
            }
            while !rest.is_empty() {
                let (c, after) = rest.split_at(1);
                let (to, after) = split_ring(after);
                if to.is_empty() {
                    return Err(ParseMoveError::new(
                        part,
                        format!("a colour and a ring were expected at '{rest}'"),
                    ));
                }
                out.push(Piece::Action(format!("x{from}{c}{to}")));
                from = to.to_owned();
                rest = after;
            }
            continue;
        }
        let (placement, claim) = match compact.find(['x', 'X']) {
            Some(i) => (&compact[..i], Some(&compact[i + 1..])),
            None => (compact.as_str(), None),
        };
        match placement.split_once(',') {
            Some((place, removed)) => {
                out.push(Piece::Action(place.to_owned()));
                out.push(Piece::Action(format!("-{removed}")));
            }
            None => out.push(Piece::Action(placement.to_owned())),
        }
        if let Some(mut rest) = claim {
            let mut claimed = Vec::new();
            while !rest.is_empty() {
                let (c, after) = rest.split_at(1);
                let (at, after) = split_ring(after);
                let colour = colour(c).filter(|_| !at.is_empty()).ok_or_else(|| {
                    ParseMoveError::new(
                        part,
                        format!("a claimed marble is a colour and a ring, not '{rest}'"),
                    )
                })?;
                claimed.push((colour, at.to_owned()));
                rest = after;
            }
            out.push(Piece::Claimed(claimed));
        }
    }
    Ok(out)
}

/// A ring name at the start of `text` (a letter and its digits), and what follows.
fn split_ring(text: &str) -> (&str, &str) {
    let mut end = 0;
    for (i, c) in text.char_indices() {
        let fits = if i == 0 { c.is_ascii_alphabetic() } else { c.is_ascii_digit() };
        if !fits {
            break;
        }
        end = i + c.len_utf8();
    }
    if end < 2 { ("", text) } else { text.split_at(end) }
}
