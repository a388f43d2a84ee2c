//! Building positions for tests and puzzles: pieces on spots, reserves, the side to move.

use std::fmt;

use plateau_core::Player;

use crate::Gipf;
use crate::geometry::{Point, bit, parse_point};
use crate::options::Version;
use crate::state::{GIPF_OPEN, GipfState, INSERTED, Piece, colour_name};
use crate::turn::settle_before_insertion;

/// A position to start from: the player to move is at the start of their turn (step 1 of
/// rules.md §2.4), so rows of their colour on the board are theirs to remove first.
#[derive(Clone, Debug)]
pub struct Setup<'a> {
    /// Pieces as `spot=kind` words separated by spaces or commas; kinds are `W`, `B` (basic
    /// pieces) and `WG`, `BG` (GIPF-pieces). Example: `"e2=W e3=B d4=WG"`.
    pub pieces: &'a str,
    /// Reserves of White and Black, in basic pieces.
    pub reserves: [u8; 2],
    /// The player whose turn starts.
    pub to_move: Player,
    /// Tournament only: whether each player has already inserted a piece (which starts the
    /// GIPF-loss rule for them, G-6). `None`: a player has inserted iff they have a piece on
    /// the board.
    pub has_inserted: Option<[bool; 2]>,
    /// Tournament only: whether each player's GIPF phase is still open (§2.8). `None`: open.
    pub gipf_phase_open: Option<[bool; 2]>,
}

impl<'a> Setup<'a> {
    /// A setup with the Tournament flags derived from the board.
    pub fn new(pieces: &'a str, reserves: [u8; 2], to_move: Player) -> Self {
        Self { pieces, reserves, to_move, has_inserted: None, gipf_phase_open: None }
    }
}

/// A setup that does not describe a valid position, with the reason.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct SetupError(pub String);

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid GIPF position: {}", self.0)
    }
}

impl std::error::Error for SetupError {}

impl Gipf {
    /// The position `setup` describes under this game's version. Pieces not on the board or
    /// in a reserve count as captured by the opponent, so each player's board (a GIPF-piece
    /// counts 2) plus reserve may not exceed the version's pieces per player.
    pub fn position(&self, setup: &Setup<'_>) -> Result<GipfState, SetupError> {
        let err = |m: String| Err(SetupError(m));
        let tournament = self.options.version == Version::Tournament;
        let mut placed: Vec<(usize, Piece)> = Vec::new();
        let mut used = 0u64;
        for word in setup.pieces.split(|c: char| c.is_whitespace() || c == ',').filter(|w| !w.is_empty()) {
            let Some((name, kind)) = word.split_once('=') else {
                return err(format!("'{word}' is not of the form spot=W|B|WG|BG"));
            };
            let Some(Point::Spot(spot)) = parse_point(name) else {
                return err(format!("'{name}' is not a spot"));
            };
            let piece = match kind {
                "W" => Piece { owner: Player::WHITE, gipf: false },
                "B" => Piece { owner: Player::BLACK, gipf: false },
                "WG" => Piece { owner: Player::WHITE, gipf: true },
                "BG" => Piece { owner: Player::BLACK, gipf: true },
                _ => return err(format!("'{kind}' is not a piece (W, B, WG or BG)")),
            };
            if piece.gipf && self.options.version == Version::Basic {
                return err(format!("{name}: the Basic version has no GIPF-pieces"));
            }
            if used & bit(spot) != 0 {
                return err(format!("{name} is given twice"));
            }
            used |= bit(spot);
            placed.push((spot, piece));
        }
        let mut captured = [0u8; 2];
        for p in [Player::WHITE, Player::BLACK] {
            let on_board: u32 = placed
                .iter()
                .filter(|(_, piece)| piece.owner == p)
                .map(|(_, piece)| u32::from(piece.weight()))
                .sum();
            let total = on_board + u32::from(setup.reserves[p.index()]);
            let Some(lost) = u32::from(self.pieces).checked_sub(total) else {
                return err(format!(
                    "{} has {total} pieces on the board and in reserve, more than the {} of this version",
                    colour_name(p),
                    self.pieces
                ));
            };
            captured[p.opponent().index()] = lost as u8;
        }
        let mut flags = 0;
        if tournament {
            for p in 0..2 {
                let inserted = setup
                    .has_inserted
                    .map_or_else(|| placed.iter().any(|(_, pc)| pc.owner.index() == p), |h| h[p]);
                let open = setup.gipf_phase_open.is_none_or(|o| o[p]);
                if !inserted && (!open || setup.reserves[p] < 2) {
                    return err(format!(
                        "{} has not inserted yet, so their GIPF phase must be open with at least 2 \
                         pieces in reserve for the forced first GIPF insertion",
                        colour_name(Player::new(p))
                    ));
                }
                flags |= (u8::from(open) << p & GIPF_OPEN) | (u8::from(inserted) << (2 + p) & INSERTED);
            }
        }
        let mut state = GipfState::empty(setup.reserves, setup.to_move, flags);
        for (spot, piece) in placed {
            state.put(spot, piece);
        }
        state.captured = captured;
        settle_before_insertion(&mut state);
        Ok(state)
    }
}
