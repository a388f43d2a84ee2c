//! Positions set up from text, in the format of the reference implementation
//! (`tools/zertz/PERFT.md`): one `key: value` per line or per `|`, `#` comments.
//!
//! ```text
//! variant: standard        (ignored here: the game decides)
//! removed: a1 d1           (or rings: the rings present)
//! white: d4 | grey: d5 | black: -
//! pool: 5 7 10 | captured1: 0 0 0 | captured2: 0 0 0
//! to_move: 1 | phase: turn (or remove, or chain with chain: d4)
//! ```

use thiserror::Error;

use crate::geometry::{Board, rings};
use crate::moves::Colour;
use crate::notation;
use crate::options::Variant;
use crate::rules;
use crate::state::{Phase, ZertzState};

/// Why a position text does not describe a position.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
pub enum PositionError {
    /// A line, key or value that does not read.
    #[error("{0}")]
    Text(String),
    /// Marbles that do not add up to the game's supply, a marble off the board, and the like.
    #[error("{0}")]
    Impossible(String),
}

/// The position `text` describes, for a game of `variant`.
pub(crate) fn read(variant: Variant, text: &str) -> Result<ZertzState, PositionError> {
    let b = variant.board();
    let mut fields: Vec<(String, String)> = Vec::new();
    for raw in text.split(['\n', '|']) {
        let line = raw.split('#').next().unwrap_or_default().trim();
        if line.is_empty() {
            continue;
        }
        let Some((key, value)) = line.split_once(':') else {
            return Err(PositionError::Text(format!("'{line}' is not 'key: value'")));
        };
        fields.push((key.trim().to_ascii_lowercase(), value.trim().to_owned()));
    }
    let field = |key: &str| fields.iter().find(|(k, _)| k == key).map(|(_, v)| v.as_str());
    let ring_list = |value: &str| -> Result<u64, PositionError> {
        let mut set = 0;
        for word in value.split_whitespace().filter(|&w| w != "-") {
            let r = notation::ring(b, word).map_err(|e| PositionError::Text(e.to_string()))?;
            set |= r.bit();
        }
        Ok(set)
    };
    let counts = |key: &str| -> Result<Option<[u8; 3]>, PositionError> {
        let Some(value) = field(key) else { return Ok(None) };
        let numbers: Vec<u8> = value.split_whitespace().filter_map(|w| w.parse().ok()).collect();
        match numbers[..] {
            [w, g, bl] if value.split_whitespace().count() == 3 => Ok(Some([w, g, bl])),
            _ => Err(PositionError::Text(format!("{key}: three counts (white grey black), not '{value}'"))),
        }
    };
    let mut s = ZertzState::start(b.all, variant.supply());
    if let Some(present) = field("rings") {
        s.rings = ring_list(present)?;
    }
    s.rings &= !ring_list(field("removed").unwrap_or("-"))?;
    for colour in Colour::ALL {
        let set = ring_list(field(colour.word()).unwrap_or("-"))?;
        if let Some(r) = rings(set & (!s.rings | s.occupied())).next() {
            return Err(PositionError::Impossible(format!(
                "{} holds two marbles or is not on the board",
                b.name(r)
            )));
        }
        s.marbles[colour as usize] = set;
    }
    if let Some(pool) = counts("pool")? {
        s.pool = pool;
    }
    for p in 0..2 {
        if let Some(c) = counts(&format!("captured{}", p + 1))? {
            s.captured[p] = c;
        }
    }
    s.to_move = match field("to_move").unwrap_or("1") {
        "1" => 0,
        "2" => 1,
        other => return Err(PositionError::Text(format!("to_move: 1 or 2, not '{other}'"))),
    };
    s.phase = match field("phase").unwrap_or("turn") {
        "turn" => Phase::Turn,
        "remove" => Phase::Remove,
        "chain" => {
            let at = field("chain")
                .ok_or_else(|| PositionError::Text("phase chain needs chain: RING".to_owned()))?;
            Phase::Chain(notation::ring(b, at).map_err(|e| PositionError::Text(e.to_string()))?)
        }
        other => return Err(PositionError::Text(format!("phase: turn, remove or chain, not '{other}'"))),
    };
    check(variant, b, &s)?;
    s.hash = s.hash_from_scratch();
    Ok(s)
}

/// The rules' invariants: every marble accounted for, no full group left on the board, a
/// chain marble that can jump, a free ring to remove, no winner already.
fn check(variant: Variant, b: &Board, s: &ZertzState) -> Result<(), PositionError> {
    let impossible = |why: String| Err(PositionError::Impossible(why));
    for colour in Colour::ALL {
        let c = colour as usize;
        let total = u32::from(s.pool[c])
            + u32::from(s.captured[0][c])
            + u32::from(s.captured[1][c])
            + s.marbles[c].count_ones();
        if total != u32::from(variant.supply()[c]) {
            return impossible(format!(
                "{} marbles add up to {total}, not the game's {}",
                colour.word(),
                variant.supply()[c]
            ));
        }
    }
    for r in rings(s.rings) {
        if rules::group(b, s.rings, r) & s.vacant() == 0 {
            return impossible(format!("the group of {} is full and would have been claimed", b.name(r)));
        }
    }
    for p in 0..2 {
        if variant.wins(s.captured[p]) {
            return impossible(format!("player {} has already won", p + 1));
        }
    }
    match s.phase {
        Phase::Chain(at) => {
            let mut can = false;
            rules::jumps_from(b, s, at, |_| can = true);
            if !can {
                return impossible(format!("the marble on {} cannot jump", b.name(at)));
            }
        }
        Phase::Remove if rules::free_rings(b, s) == 0 => {
            return impossible("no ring is free to remove".to_owned());
        }
        _ => {}
    }
    Ok(())
}
