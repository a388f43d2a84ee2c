//! The GIPF position (rules.md §2.4) as bitboards, with its incremental Zobrist hash.
//!
//! The 37 spots fit one `u64` (bit = spot index of [`crate::geometry`]); a position is two
//! colour bitboards plus a bitboard of the spots holding GIPF-pieces. Everything else is a
//! handful of bytes, so states are cheap to copy (search copies instead of undoing).

use plateau_core::Player;
use plateau_core::rng::zobrist_keys;

use crate::geometry::{ENTRIES, GEO, Point, SPOTS, bit, parse_point, spot_name, spots_of};

/// `"White"` or `"Black"`, for messages.
pub(crate) fn colour_name(p: Player) -> &'static str {
    if p == Player::WHITE { "White" } else { "Black" }
}

/// A piece on a spot.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct Piece {
    /// Its owner (White or Black).
    pub owner: Player,
    /// True for a GIPF-piece (two basic pieces stacked, §2.7).
    pub gipf: bool,
}

impl Piece {
    /// Index into the Zobrist piece keys: colour, plus 2 for a GIPF-piece.
    const fn code(self) -> usize {
        self.owner.index() + 2 * self.gipf as usize
    }

    /// How many basic pieces this piece is made of (G-14: a GIPF-piece counts 2).
    pub const fn weight(self) -> u8 {
        if self.gipf { 2 } else { 1 }
    }
}

/// Where the player to move is within their turn (§2.4).
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Stage {
    /// Step 1 (and the insertion, step 3): rows may be removed, then a piece is pushed in.
    BeforeInsertion,
    /// Step 4: the piece is in; rows of the mover's colour are resolved.
    AfterInsertion,
}

/// The rows of the colour of the player to move, as far as the turn structure cares.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum Rows {
    /// No row of that colour.
    None,
    /// Only rows whose runs hold no basic piece: removing them is a choice (§2.7).
    Optional,
    /// At least one row must be removed before the turn can go on.
    Compulsory,
}

/// Why a game ended.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub enum EndReason {
    /// The loser had to bring in a piece with an empty reserve (§2.9).
    ReserveEmpty,
    /// The winner removed the loser's last GIPF-piece.
    LastGipfCaptured,
    /// The loser removed their own last GIPF-piece.
    NoGipfLeft,
    /// The engine's ply cap (an adjudication, not a rule): a draw.
    PlyCap,
}

impl EndReason {
    /// The reason as `Outcome::reason` shows it.
    pub const fn text(self) -> &'static str {
        match self {
            Self::ReserveEmpty => "reserve empty",
            Self::LastGipfCaptured => "last GIPF-piece captured",
            Self::NoGipfLeft => "no GIPF-piece left",
            Self::PlyCap => "ply cap reached (not a rule)",
        }
    }

    /// The reason as `Outcome::code` gives it.
    pub const fn code(self) -> &'static str {
        match self {
            Self::ReserveEmpty => "reserve-empty",
            Self::LastGipfCaptured => "last-gipf-captured",
            Self::NoGipfLeft => "no-gipf-left",
            Self::PlyCap => "ply-cap",
        }
    }
}

/// A finished game: the winner (`None` only for the ply-cap draw) and why.
#[derive(Clone, Copy, Eq, PartialEq, Hash, Debug)]
pub struct Ending {
    /// The winning player's index.
    pub winner: Option<Player>,
    /// Why the game ended.
    pub reason: EndReason,
}

impl Ending {
    /// Index into the Zobrist ending keys.
    const fn code(self) -> usize {
        let reason = self.reason as usize;
        match self.winner {
            Some(p) => reason * 2 + p.index(),
            None => 8,
        }
    }
}

/// Tournament flags (§2.8): bit `p` is set while player `p`'s GIPF phase is open, bit
/// `2 + p` once player `p` has inserted a piece. Always 0 in Basic and Standard.
pub(crate) const GIPF_OPEN: u8 = 0b0011;
/// See [`GIPF_OPEN`].
pub(crate) const INSERTED: u8 = 0b1100;

/// A complete GIPF position: board, reserves, captures, who acts and at which step.
///
/// Equal states hash equally; `plies` counts moves only when a ply cap is set, so without a
/// cap positions reached by different move orders are equal (transpositions).
#[derive(Clone, Eq, PartialEq, Hash, Debug)]
pub struct GipfState {
    /// Spots holding pieces of White (`[0]`) and Black (`[1]`).
    pub(crate) colour: [u64; 2],
    /// Spots holding GIPF-pieces of either colour.
    pub(crate) gipf: u64,
    /// Occupancy seen from each entry: bit `k` of `entry_occ[e]` is set when the `k`-th spot
    /// of entry `e` in push order is occupied, so a push's first gap is one `trailing_ones`.
    /// Derived from the board; kept in step by `put` and `take`.
    pub(crate) entry_occ: [u8; ENTRIES],
    /// Incremental Zobrist hash of everything below except `plies`, `rows` (derived from the
    /// board) and `captured` (fixed by the board and reserves: a player's pieces not on the
    /// board or in reserve are the opponent's captures).
    pub(crate) hash: u64,
    /// Moves played, counted only when the ply cap is on.
    pub(crate) plies: u32,
    /// Basic pieces in each player's reserve.
    pub(crate) reserve: [u8; 2],
    /// Pieces each player has captured from the other (a GIPF-piece counts 2).
    pub(crate) captured: [u8; 2],
    /// The player who acts now (after the game ends: the one who acted last or had to).
    pub(crate) side: Player,
    /// Step of the turn of `side`.
    pub(crate) stage: Stage,
    /// Tournament flags, see [`GIPF_OPEN`] and [`INSERTED`].
    pub(crate) flags: u8,
    /// Rows of `side`'s colour on the board (derived from the board, cached for speed).
    pub(crate) rows: Rows,
    /// Set once the game is over.
    pub(crate) ending: Option<Ending>,
}

/// Zobrist keys: 4 piece kinds × 37 spots, 2 × 40 reserve sizes, side, stage, 4 flag bits,
/// 9 endings.
const PIECE_KEYS: usize = 0;
const RESERVE_KEYS: usize = 4 * SPOTS;
const RESERVE_SLOTS: usize = 40;
const SIDE_KEY: usize = RESERVE_KEYS + 2 * RESERVE_SLOTS;
const STAGE_KEY: usize = SIDE_KEY + 1;
const FLAG_KEYS: usize = STAGE_KEY + 1;
const ENDING_KEYS: usize = FLAG_KEYS + 4;
const KEY_COUNT: usize = ENDING_KEYS + 9;
static KEYS: [u64; KEY_COUNT] = zobrist_keys(0x6769_7066_5a6f_6272);

#[inline]
fn piece_key(piece: Piece, spot: usize) -> u64 {
    KEYS[PIECE_KEYS + piece.code() * SPOTS + spot]
}

#[inline]
fn reserve_key(player: usize, count: u8) -> u64 {
    KEYS[RESERVE_KEYS + player * RESERVE_SLOTS + usize::from(count).min(RESERVE_SLOTS - 1)]
}

fn flag_keys(flags: u8) -> u64 {
    (0..4).filter(|b| flags & (1 << b) != 0).fold(0, |h, b| h ^ KEYS[FLAG_KEYS + b])
}

impl GipfState {
    /// An empty board with these reserves, `side` before its insertion, no ending, and the
    /// hash computed. Callers place pieces with [`GipfState::put`] and then set `rows`.
    pub(crate) fn empty(reserve: [u8; 2], side: Player, flags: u8) -> Self {
        let mut s = Self {
            colour: [0; 2],
            gipf: 0,
            entry_occ: [0; ENTRIES],
            hash: 0,
            plies: 0,
            reserve,
            captured: [0; 2],
            side,
            stage: Stage::BeforeInsertion,
            flags,
            rows: Rows::None,
            ending: None,
        };
        s.hash = s.hash_from_scratch();
        s
    }

    /// The piece on `spot`, if any.
    #[inline]
    pub(crate) fn piece(&self, spot: usize) -> Option<Piece> {
        let b = bit(spot);
        let owner = if self.colour[0] & b != 0 {
            Player::WHITE
        } else if self.colour[1] & b != 0 {
            Player::BLACK
        } else {
            return None;
        };
        Some(Piece { owner, gipf: self.gipf & b != 0 })
    }

    /// Puts `piece` on the empty `spot`, keeping the hash.
    #[inline]
    pub(crate) fn put(&mut self, spot: usize, piece: Piece) {
        let b = bit(spot);
        debug_assert!((self.colour[0] | self.colour[1]) & b == 0, "spot {spot} is occupied");
        self.colour[piece.owner.index()] |= b;
        if piece.gipf {
            self.gipf |= b;
        }
        self.hash ^= piece_key(piece, spot);
        for (entry, mask) in GEO.spot_entries[spot] {
            self.entry_occ[usize::from(entry)] |= mask;
        }
    }

    /// Replaces the piece `old` on `spot` by `new` (the spot stays occupied), keeping the
    /// hash. This is how a push moves its chain: only the gap changes occupancy.
    #[inline]
    pub(crate) fn recolour(&mut self, spot: usize, old: Piece, new: Piece) {
        if old == new {
            return;
        }
        let b = bit(spot);
        self.colour[old.owner.index()] &= !b;
        self.colour[new.owner.index()] |= b;
        self.gipf = (self.gipf & !b) | if new.gipf { b } else { 0 };
        self.hash ^= piece_key(old, spot) ^ piece_key(new, spot);
    }

    /// Takes the piece off `spot` (which must hold `piece`), keeping the hash.
    #[inline]
    pub(crate) fn take(&mut self, spot: usize, piece: Piece) {
        let b = bit(spot);
        self.colour[piece.owner.index()] &= !b;
        self.gipf &= !b;
        self.hash ^= piece_key(piece, spot);
        for (entry, mask) in GEO.spot_entries[spot] {
            self.entry_occ[usize::from(entry)] &= !mask;
        }
    }

    /// Sets a player's reserve, keeping the hash.
    #[inline]
    pub(crate) fn set_reserve(&mut self, player: usize, count: u8) {
        self.hash ^= reserve_key(player, self.reserve[player]) ^ reserve_key(player, count);
        self.reserve[player] = count;
    }

    /// Sets the Tournament flags, keeping the hash.
    #[inline]
    pub(crate) fn set_flags(&mut self, flags: u8) {
        self.hash ^= flag_keys(self.flags ^ flags);
        self.flags = flags;
    }

    /// Hands the move to `side` at `stage`, keeping the hash.
    #[inline]
    pub(crate) fn set_turn(&mut self, side: Player, stage: Stage) {
        if side != self.side {
            self.hash ^= KEYS[SIDE_KEY];
            self.side = side;
        }
        if stage != self.stage {
            self.hash ^= KEYS[STAGE_KEY];
            self.stage = stage;
        }
    }

    /// Ends the game, keeping the hash.
    pub(crate) fn finish(&mut self, ending: Ending) {
        debug_assert!(self.ending.is_none());
        self.hash ^= KEYS[ENDING_KEYS + ending.code()];
        self.ending = Some(ending);
    }

    /// The Zobrist hash computed from the position alone.
    pub fn hash_from_scratch(&self) -> u64 {
        let mut h = 0;
        for spot in spots_of(self.colour[0] | self.colour[1]) {
            if let Some(piece) = self.piece(spot) {
                h ^= piece_key(piece, spot);
            }
        }
        for p in 0..2 {
            h ^= reserve_key(p, self.reserve[p]);
        }
        if self.side == Player::BLACK {
            h ^= KEYS[SIDE_KEY];
        }
        if self.stage == Stage::AfterInsertion {
            h ^= KEYS[STAGE_KEY];
        }
        h ^= flag_keys(self.flags);
        if let Some(ending) = self.ending {
            h ^= KEYS[ENDING_KEYS + ending.code()];
        }
        h
    }

    /// All occupied spots.
    #[inline]
    pub(crate) const fn occupied(&self) -> u64 {
        self.colour[0] | self.colour[1]
    }

    /// The piece on the spot named `name` (`"e5"`); `None` for an empty spot or a name that
    /// is not a spot.
    pub fn piece_at(&self, name: &str) -> Option<Piece> {
        match parse_point(name)? {
            Point::Spot(s) => self.piece(s),
            Point::Dot(_) => None,
        }
    }

    /// Every piece on the board with its spot name, in alphabetical order of spots.
    pub fn pieces(&self) -> Vec<(String, Piece)> {
        spots_of(self.occupied()).filter_map(|s| Some((spot_name(s), self.piece(s)?))).collect()
    }

    /// Basic pieces in `player`'s reserve.
    pub fn reserve(&self, player: Player) -> u8 {
        self.reserve[player.index()]
    }

    /// Pieces `player` has captured from the opponent (a GIPF-piece counts 2).
    pub fn captured(&self, player: Player) -> u8 {
        self.captured[player.index()]
    }

    /// GIPF-pieces of `player` on the board.
    pub fn gipf_pieces(&self, player: Player) -> u32 {
        (self.colour[player.index()] & self.gipf).count_ones()
    }

    /// Pieces of `player` on the board (a GIPF-piece is one piece here).
    pub fn on_board(&self, player: Player) -> u32 {
        self.colour[player.index()].count_ones()
    }

    /// The player who acts now (the one to move, or the last to act once the game is over).
    pub fn side(&self) -> Player {
        self.side
    }

    /// The step of the turn.
    pub fn stage(&self) -> Stage {
        self.stage
    }

    /// The rows of the colour of the player to move.
    pub fn rows(&self) -> Rows {
        self.rows
    }

    /// How the game ended, once it has.
    pub fn ending(&self) -> Option<Ending> {
        self.ending
    }

    /// Tournament: is `player`'s GIPF phase still open (§2.8)? Always false in the other
    /// versions.
    pub fn gipf_phase_open(&self, player: Player) -> bool {
        self.flags & (1 << player.index()) != 0
    }

    /// Tournament: has `player` inserted a piece yet? Always false in the other versions.
    pub fn has_inserted(&self, player: Player) -> bool {
        self.flags & (1 << (2 + player.index())) != 0
    }

    /// Number of moves played, counted only when a ply cap is set (0 otherwise).
    pub fn plies(&self) -> u32 {
        self.plies
    }

    /// Checks the representation invariants (debug builds only).
    pub(crate) fn debug_check(&self) {
        debug_assert_eq!(self.colour[0] & self.colour[1], 0, "a spot holds two colours");
        debug_assert_eq!(self.gipf & !self.occupied(), 0, "a GIPF flag on an empty spot");
        debug_assert_eq!(self.occupied() >> SPOTS, 0, "a piece off the board");
        debug_assert_eq!(self.hash, self.hash_from_scratch(), "incremental hash drifted");
        debug_assert!(
            GEO.entries.iter().zip(self.entry_occ).all(|(e, occ)| {
                (0..usize::from(e.len))
                    .all(|k| (occ >> k & 1 != 0) == (self.occupied() & bit(usize::from(e.spots[k])) != 0))
            }),
            "entry occupancy drifted"
        );
    }
}
