//! Notation (rules.md §2.10): writing and reading sub-moves and whole turns.
//!
//! # Sub-moves (canonical, state-independent)
//!
//! - push: `[G]dot-spot`, the dot and the spot next to it (`e1-e2`, `Ga1-b2`);
//! - removal: `x` and the spots it empties in alphabetical order (`xb2,c3,d4,e5`); kept
//!   GIPF-pieces are simply not listed;
//! - end of turn: `end`. It declines the optional rows left after the insertion (a row of
//!   GIPF-pieces only). §2.10 has no word for that, because a paper record does not need one;
//!   the engine does, so that every decision is a move. It only exists where such rows
//!   remain, so it never appears in Basic.
//!
//! # Whole turns
//!
//! A turn is its sub-moves joined by `;` in the order played: removals before the push,
//! the push, removals after it, and `end` when optional rows were declined after the push:
//! `xb3,c4;a4-b5;xh2,h3,h4,h5`. [`turn_notation`] writes it, `parse_sequence` reads it.
//!
//! # Also read
//!
//! - the official chain-end form `e1-e4` (G-1): the second coordinate is the spot where the
//!   pushed chain ends, i.e. the first empty spot of the line in the current position;
//! - a bare spot `e2` (or `Ge2`) for an insertion into an empty border spot;
//! - a push from another dot that leaves the same position as a listed push (see
//!   [`crate::push`]) is read as that listed push.

use plateau_core::{IllegalMove, MoveError, ParseMoveError};

use crate::Gipf;
use crate::geometry::{ENTRIES, GEO, LINES, Point, bit, dot_name, parse_point, spot_name, spots_of};
use crate::moves::{GipfMove, Kind, run_positions};
use crate::push;
use crate::rows::row_on_line;
use crate::state::{GipfState, Piece, colour_name};

/// The canonical notation of one sub-move.
pub(crate) fn move_text(mv: GipfMove) -> String {
    match mv.0 {
        Kind::Push { entry, gipf } => {
            let e = &GEO.entries[usize::from(entry)];
            format!(
                "{}{}-{}",
                if gipf { "G" } else { "" },
                dot_name(usize::from(e.dot)),
                spot_name(usize::from(e.spots[0]))
            )
        }
        Kind::Remove { .. } => {
            let spots: Vec<String> = spots_of(mv.emptied()).map(spot_name).collect();
            format!("x{}", spots.join(","))
        }
        Kind::EndTurn => "end".to_owned(),
    }
}

/// The canonical notation of one whole turn: its sub-moves, in playing order, joined by `;`
/// (`xb3,c4;a4-b5;xh2,h3,h4,h5`). `parse_sequence` reads it back into the same moves.
pub fn turn_notation(moves: &[GipfMove]) -> String {
    let parts: Vec<String> = moves.iter().map(|&m| move_text(m)).collect();
    parts.join(";")
}

impl Gipf {
    /// Splits the moves of a game played from `start` into turns (a turn ends when the other
    /// player is to act) and writes each in canonical turn notation.
    pub fn turns(&self, start: &GipfState, moves: &[GipfMove]) -> Vec<String> {
        let mut state = start.clone();
        let mut turns = Vec::new();
        let mut current: Vec<GipfMove> = Vec::new();
        let mut mover = state.side;
        for &mv in moves {
            if state.side != mover && !current.is_empty() {
                turns.push(turn_notation(&current));
                current.clear();
            }
            mover = state.side;
            current.push(mv);
            self.apply(&mut state, mv);
        }
        if !current.is_empty() {
            turns.push(turn_notation(&current));
        }
        turns
    }

    /// Reads one sub-move (see the module docs for the accepted forms).
    pub(crate) fn parse_one(&self, s: &GipfState, text: &str) -> Result<GipfMove, ParseMoveError> {
        let t = text.trim();
        let err = |reason: String| ParseMoveError::new(text, reason);
        if t.is_empty() {
            return Err(err("empty move".to_owned()));
        }
        if t == "end" {
            return Ok(GipfMove::END_TURN);
        }
        if let Some(list) = t.strip_prefix('x') {
            return self.parse_removal(s, list).map_err(err);
        }
        let (gipf, body) = match t.strip_prefix('G') {
            Some(rest) => (true, rest),
            None => (false, t),
        };
        let entry = match body.split_once('-') {
            Some((from, to)) => parse_dot_spot(s, from.trim(), to.trim()),
            None => parse_bare_spot(s, body.trim()),
        }
        .map_err(err)?;
        Ok(GipfMove::push(push::canonical_entry(s, entry, Piece { owner: s.side, gipf }), gipf))
    }

    /// Reads the spot list of a removal and finds the move that empties exactly those spots.
    /// When no legal removal does, it still builds the removal those spots describe (so that
    /// `try_play` can say what is wrong with it); only lists that no removal can describe
    /// are refused here.
    fn parse_removal(&self, s: &GipfState, list: &str) -> Result<GipfMove, String> {
        if list.trim().is_empty() {
            return Err("a removal must list the spots it empties, e.g. xb2,c3,d4,e5".to_owned());
        }
        let mut want = 0u64;
        for name in list.split(',').map(str::trim) {
            let spot = match parse_point(name) {
                Some(Point::Spot(spot)) => spot,
                Some(Point::Dot(_)) => return Err(format!("{name} is a dot; only spots hold pieces")),
                None => return Err(format!("'{name}' is not a spot of the board")),
            };
            if want & bit(spot) != 0 {
                return Err(format!("{name} is listed twice"));
            }
            want |= bit(spot);
        }
        let mut legal = Vec::new();
        self.generate(s, &mut legal);
        if let Some(&mv) = legal.iter().find(|m| m.is_removal() && m.emptied() == want) {
            return Ok(mv);
        }
        let lines: Vec<usize> = (0..LINES).filter(|&l| want & !GEO.line_mask[l] == 0).collect();
        if lines.is_empty() {
            let names: Vec<String> = spots_of(want).map(spot_name).collect();
            return Err(format!("{} do not lie on one line, so they cannot be one row", names.join(", ")));
        }
        // Prefer the line where the player has a row covering the listed spots.
        let side = s.side.index();
        for &line in &lines {
            if let Some(row) = row_on_line(s, side, line)
                && want & !row.run == 0
            {
                let (start, end) = (usize::from(row.start), usize::from(row.end));
                let keep = run_positions(line, start, end, row.run & !want);
                return Ok(GipfMove::remove(line, start, end, keep));
            }
        }
        let line = lines[0];
        let positions: Vec<usize> = (0..usize::from(GEO.line_len[line]))
            .filter(|&p| want & bit(usize::from(GEO.line_spots[line][p])) != 0)
            .collect();
        let (start, end) = (positions[0], positions[positions.len() - 1]);
        let keep = run_positions(line, start, end, GEO.segment_mask(line, start, end) & !want);
        Ok(GipfMove::remove(line, start, end, keep))
    }

    /// Reads a whole turn (or any consecutive sub-moves of one) separated by `;`, checking
    /// and playing each on a copy of `s` as it goes. Reads exactly the moves written: a turn
    /// whose optional rows were declined after the push ends with `;end`. Every part must be
    /// a move of the player to act in `s`: text running on into the opponent's turn is
    /// refused.
    pub(crate) fn parse_turn(&self, s: &GipfState, text: &str) -> Result<Vec<GipfMove>, MoveError> {
        if s.ending.is_some() {
            return Err(MoveError::GameOver);
        }
        if text.trim().is_empty() {
            return Err(ParseMoveError::new(text, "empty turn").into());
        }
        // The shape is checked first, so a stray ';' is a syntax error wherever it sits.
        if text.split(';').any(|part| part.trim().is_empty()) {
            return Err(ParseMoveError::new(text, "empty part between ';' separators").into());
        }
        let mut state = s.clone();
        let mut moves = Vec::new();
        let mover = s.side;
        for part in text.split(';').map(str::trim) {
            let refuse = |reason: String| MoveError::Illegal {
                notation: part.to_owned(),
                source: IllegalMove::new(reason),
            };
            if state.ending.is_some() {
                return Err(refuse("the game ended before this move".to_owned()));
            }
            if state.side != mover {
                return Err(refuse(format!(
                    "{}'s turn is over before this part; a turn string holds one player's moves",
                    colour_name(mover)
                )));
            }
            let mv = self.parse_one(&state, part)?;
            self.checked_play(&mut state, mv)
                .map_err(|source| MoveError::Illegal { notation: part.to_owned(), source })?;
            moves.push(mv);
        }
        Ok(moves)
    }
}

/// `dot-spot`: the canonical form (the spot next to the dot) or the official chain-end form.
fn parse_dot_spot(s: &GipfState, from: &str, to: &str) -> Result<usize, String> {
    let dot = match parse_point(from) {
        Some(Point::Dot(d)) => d,
        Some(Point::Spot(_)) => {
            return Err(format!("{from} is a spot; a push starts on a dot of the outer ring"));
        }
        None => return Err(format!("'{from}' is not a point of the board")),
    };
    let spot = match parse_point(to) {
        Some(Point::Spot(sp)) => sp,
        Some(Point::Dot(_)) => return Err(format!("{to} is a dot; a push goes to a spot")),
        None => return Err(format!("'{to}' is not a point of the board")),
    };
    if let Some(entry) = GEO.entry_from(dot, spot) {
        return Ok(entry);
    }
    // Official form: `spot` is where the pushed chain ends, somewhere along a line from `dot`.
    for entry in 0..ENTRIES {
        let e = &GEO.entries[entry];
        if usize::from(e.dot) != dot {
            continue;
        }
        let Some(k) = e.spots[..usize::from(e.len)].iter().position(|&x| usize::from(x) == spot) else {
            continue;
        };
        return match push::gap(s, entry) {
            Some(j) if j != k => Err(format!(
                "read as the chain end, {to} does not fit: the push {from}-{} ends at {} here",
                spot_name(usize::from(e.spots[0])),
                spot_name(usize::from(e.spots[j]))
            )),
            _ => Ok(entry),
        };
    }
    Err(format!("no line runs from {from} through {to}"))
}

/// A bare spot: an insertion into an empty border spot.
fn parse_bare_spot(s: &GipfState, name: &str) -> Result<usize, String> {
    let spot = match parse_point(name) {
        Some(Point::Spot(sp)) => sp,
        Some(Point::Dot(_)) => return Err(format!("{name} is a dot; write dot-spot for a push")),
        None => return Err(format!("'{name}' is neither a move nor a spot of the board")),
    };
    let entry = GEO.first_entry_into[spot];
    if entry == u8::MAX {
        return Err(format!("{name} is not next to a dot, so no piece can enter it directly"));
    }
    if s.occupied() & bit(spot) != 0 {
        return Err(format!("{name} is occupied: name the dot to push from (e.g. dot-{name})"));
    }
    Ok(usize::from(entry))
}
