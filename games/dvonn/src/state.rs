//! The DVONN position and the board updates that moves make.
//!
//! Representation (rules §1, ARCHITECTURE.md §3): sets of cells are `u64` bitboards over the cell
//! numbers of [`crate::geometry`]; per cell we keep the stack height and the ids of its top
//! and bottom pieces; per piece, the id of the piece right below it. A piece's id is the ply
//! (0..=48) at which it was placed, which also fixes its colour (rules §1.3), so the whole
//! bottom-to-top order of every stack can be read back without any heap storage, and moving
//! a stack onto another is a constant-time relink. The state is a few hundred bytes of fixed
//! arrays and `Copy`, so search copies it instead of undoing moves.

use std::fmt::{self, Write as _};
use std::hash::{Hash, Hasher};

use plateau_core::Player;

use crate::geometry::{BitIter, CELL_SLOTS, Cell, SPACES, one_arc, ring_pattern, spread};
use crate::zobrist;

/// Number of pieces in a game: 23 white, 23 black and 3 DVONN pieces.
pub(crate) const PIECES: usize = 49;

/// Marks "no piece" in the piece links.
pub(crate) const NO_PIECE: u8 = u8::MAX;

/// The colour of one piece.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
#[repr(u8)]
pub enum Piece {
    /// A white piece.
    White = 0,
    /// A black piece.
    Black = 1,
    /// A red DVONN piece, which belongs to nobody.
    Dvonn = 2,
}

impl Piece {
    /// The piece placed at 0-based ply `ply` (rules §1.3): plies 0–2 place DVONN pieces, then
    /// Black places at odd plies and White at even ones.
    pub(crate) const fn of_ply(ply: usize) -> Self {
        if ply < 3 {
            Self::Dvonn
        } else if ply % 2 == 1 {
            Self::Black
        } else {
            Self::White
        }
    }

    /// The letter used in position descriptions: `W`, `B` or `D`.
    pub const fn letter(self) -> char {
        match self {
            Self::White => 'W',
            Self::Black => 'B',
            Self::Dvonn => 'D',
        }
    }

    /// The piece for a letter `W`, `B` or `D` (either case).
    pub const fn from_letter(letter: char) -> Option<Self> {
        match letter.to_ascii_uppercase() {
            'W' => Some(Self::White),
            'B' => Some(Self::Black),
            'D' => Some(Self::Dvonn),
            _ => None,
        }
    }

    /// The seat owning a stack with this piece on top; `None` for a DVONN piece.
    pub const fn owner(self) -> Option<Player> {
        match self {
            Self::White => Some(Player::WHITE),
            Self::Black => Some(Player::BLACK),
            Self::Dvonn => None,
        }
    }
}

/// Colour of every piece id.
static COLOUR: [Piece; PIECES] = {
    let mut table = [Piece::Dvonn; PIECES];
    let mut id = 0;
    while id < PIECES {
        table[id] = Piece::of_ply(id);
        id += 1;
    }
    table
};

/// Where the game stands, beyond the board.
#[derive(Copy, Clone, Eq, PartialEq, Hash, Debug)]
pub(crate) enum Status {
    /// The side to act has at least one real action.
    Acting,
    /// The side to act has no move but the other side has: its only action is a pass, or,
    /// under [`crate::EndRule::MoverStuck`], the game is over (the game decides which).
    MustPass,
    /// Neither side can move: the game is over.
    Over,
}

/// A DVONN position: the stacks, whose turn it is, and whether that player must pass or the
/// game is over. Create it with [`plateau_core::Game::initial_state`] or
/// [`crate::Dvonn::position`]; change it through the [`plateau_core::Game`] methods.
///
/// Equality compares what the rules and the players see (the stacks bottom to top, the side
/// to act, the phase), not which physical piece is which.
#[derive(Clone, Copy)]
pub struct DvonnState {
    /// Occupied cells.
    pub(crate) occupied: u64,
    /// Cells whose top piece is white.
    pub(crate) white: u64,
    /// Cells whose top piece is black.
    pub(crate) black: u64,
    /// Cells whose stack contains a DVONN piece at any height.
    pub(crate) dvonn: u64,
    /// Incremental Zobrist hash (see [`crate::zobrist`]).
    pub(crate) hash: u64,
    /// Stack height per cell number (0 = empty).
    pub(crate) height: [u8; CELL_SLOTS],
    /// Id of the top piece per cell number (meaningless when empty).
    pub(crate) top: [u8; CELL_SLOTS],
    /// Id of the bottom piece per cell number (meaningless when empty).
    pub(crate) bottom: [u8; CELL_SLOTS],
    /// Per piece id: the piece directly below it, or [`NO_PIECE`] at the bottom.
    pub(crate) below: [u8; PIECES],
    /// Placements made so far; 49 once the movement phase has begun.
    pub(crate) placed: u8,
    /// Seat index (0 White, 1 Black) of the side to act.
    pub(crate) turn: u8,
    /// Whether that side acts, must pass, or the game is over.
    pub(crate) status: Status,
    /// True when every group of connected stacks holds a DVONN piece. It holds after every
    /// move; only hand-made positions can break it. While it holds, a move that leaves no
    /// gap in the ring around the vacated cell cannot isolate anything, so the flood fill
    /// is skipped.
    pub(crate) settled: bool,
}

impl DvonnState {
    /// The empty board before the first placement, White to act.
    pub(crate) fn empty() -> Self {
        Self {
            occupied: 0,
            white: 0,
            black: 0,
            dvonn: 0,
            hash: 0,
            height: [0; CELL_SLOTS],
            top: [NO_PIECE; CELL_SLOTS],
            bottom: [NO_PIECE; CELL_SLOTS],
            below: [NO_PIECE; PIECES],
            placed: 0,
            turn: 0,
            status: Status::Acting,
            settled: true,
        }
    }

    /// True during phase 1 (placement).
    pub fn is_placement(&self) -> bool {
        usize::from(self.placed) < PIECES
    }

    /// True while the side to act places one of the three DVONN pieces (the first three
    /// plies, rules §1.3).
    pub fn places_dvonn(&self) -> bool {
        self.is_placement() && Piece::of_ply(usize::from(self.placed)) == Piece::Dvonn
    }

    /// Placements still to be made before the movement phase (0 once it has begun).
    pub fn placements_left(&self) -> u32 {
        (PIECES - usize::from(self.placed).min(PIECES)) as u32
    }

    /// True once neither player can move: the end under the rulebook's rule. Under
    /// [`crate::EndRule::MoverStuck`] the game ends earlier; ask [`crate::Dvonn::is_over`].
    pub fn is_over(&self) -> bool {
        self.status == Status::Over
    }

    /// The seat to act; once the game is over, the seat that would have acted next.
    pub fn turn(&self) -> Player {
        Player::new(usize::from(self.turn))
    }

    /// Height of the stack on `cell` (0 when empty).
    pub fn height(&self, cell: Cell) -> usize {
        usize::from(self.height[cell.number()])
    }

    /// The top piece on `cell`, if any; its colour decides who owns the stack.
    pub fn top(&self, cell: Cell) -> Option<Piece> {
        (self.height[cell.number()] > 0).then(|| COLOUR[usize::from(self.top[cell.number()])])
    }

    /// The stack on `cell`, bottom to top (empty for an empty cell).
    pub fn stack(&self, cell: Cell) -> Stack {
        let mut stack = Stack { pieces: [Piece::Dvonn; PIECES], len: self.height[cell.number()] };
        for (level, piece) in self.pieces_top_down(cell.number()).enumerate() {
            stack.pieces[usize::from(stack.len) - 1 - level] = piece;
        }
        stack
    }

    /// The occupied cells, in cell-number order.
    pub fn occupied_cells(&self) -> impl Iterator<Item = Cell> + '_ {
        BitIter(self.occupied).map(Cell::of_number)
    }

    /// Pieces in the stacks `player` controls (rules §1.7): the player's score.
    pub fn pieces_controlled(&self, player: Player) -> u32 {
        self.pieces_in(if player == Player::WHITE { self.white } else { self.black })
    }

    /// Number of pieces in the stacks on the cells of `cells`.
    pub(crate) fn pieces_in(&self, cells: u64) -> u32 {
        BitIter(cells).map(|n| u32::from(self.height[n])).sum()
    }

    /// The board as `c3=BW d3=W …` (stacks bottom to top, cells in cell-number order), the
    /// same form [`crate::Dvonn::position`] reads.
    pub fn describe(&self) -> String {
        let mut text = String::new();
        for cell in self.occupied_cells() {
            if !text.is_empty() {
                text.push(' ');
            }
            let _ = write!(text, "{cell}={}", self.stack(cell));
        }
        text
    }

    /// The pieces on cell number `n`, top first.
    pub(crate) fn pieces_top_down(&self, n: usize) -> impl Iterator<Item = Piece> + '_ {
        let mut id = self.top[n];
        (0..self.height[n]).map(move |_| {
            let piece = COLOUR[usize::from(id)];
            id = self.below[usize::from(id)];
            piece
        })
    }

    /// XOR of the piece keys of the stack on cell number `n`.
    fn stack_hash(&self, n: usize) -> u64 {
        let height = usize::from(self.height[n]);
        self.pieces_top_down(n)
            .enumerate()
            .fold(0, |h, (i, piece)| h ^ zobrist::piece(n, height - 1 - i, piece))
    }

    /// The hash recomputed from the position alone.
    pub(crate) fn hash_from_scratch(&self) -> u64 {
        let mut hash = BitIter(self.occupied).fold(0, |h, n| h ^ self.stack_hash(n));
        if self.turn == 1 {
            hash ^= zobrist::BLACK_TO_ACT;
        }
        if !self.is_placement() {
            hash ^= zobrist::MOVEMENT;
        }
        hash
    }

    /// Hands the turn to seat `side`, keeping the hash in step.
    #[inline]
    fn set_turn(&mut self, side: u8) {
        if self.turn != side {
            self.turn = side;
            self.hash ^= zobrist::BLACK_TO_ACT;
        }
    }

    /// Puts piece `id` on top of the stack on cell number `n` (which may be empty): a
    /// placement, or one piece of a hand-made stack.
    pub(crate) fn put_piece(&mut self, n: usize, id: u8) {
        let piece = COLOUR[usize::from(id)];
        let height = usize::from(self.height[n]);
        if height == 0 {
            self.bottom[n] = id;
            self.below[usize::from(id)] = NO_PIECE;
        } else {
            self.below[usize::from(id)] = self.top[n];
        }
        self.top[n] = id;
        self.height[n] += 1;
        self.hash ^= zobrist::piece(n, height, piece);
        let bit = 1 << n;
        self.occupied |= bit;
        self.white &= !bit;
        self.black &= !bit;
        match piece {
            Piece::White => self.white |= bit,
            Piece::Black => self.black |= bit,
            Piece::Dvonn => self.dvonn |= bit,
        }
    }

    /// Phase 1: places the next piece on `cell` (rules §1.3). After the 49th placement
    /// White acts again and the movement phase begins.
    pub(crate) fn place(&mut self, cell: Cell) {
        let ply = self.placed;
        self.put_piece(cell.number(), ply);
        self.placed += 1;
        if self.is_placement() {
            self.set_turn(self.placed & 1);
        } else {
            self.begin_movement(0);
        }
    }

    /// Ends the placement phase with seat `side` to act (White after a real placement phase,
    /// rules §1.3 item 5).
    pub(crate) fn begin_movement(&mut self, side: u8) {
        self.placed = PIECES as u8;
        self.hash ^= zobrist::MOVEMENT;
        self.begin_turn(side);
    }

    /// Phase 2: moves the whole stack on `from` onto the stack on `to` (rules §1.4), removes
    /// what that isolates (§1.5) and decides who acts next (§1.6).
    pub(crate) fn jump(&mut self, from: Cell, to: Cell) {
        let (f, t) = (from.number(), to.number());
        let (hf, ht) = (usize::from(self.height[f]), usize::from(self.height[t]));
        // Every moving piece changes cell and level; walk the moving stack once.
        let mut hash = self.hash;
        let mut id = self.top[f];
        for level in (0..hf).rev() {
            let piece = COLOUR[usize::from(id)];
            hash ^= zobrist::piece(f, level, piece) ^ zobrist::piece(t, ht + level, piece);
            id = self.below[usize::from(id)];
        }
        self.hash = hash;
        self.below[usize::from(self.bottom[f])] = self.top[t];
        self.top[t] = self.top[f];
        self.height[t] = (hf + ht) as u8;
        self.height[f] = 0;

        let (from_bit, both) = (from.bit(), from.bit() | to.bit());
        let white_top = (self.white >> f) & 1;
        self.white = (self.white & !both) | (white_top << t);
        self.black = (self.black & !both) | ((white_top ^ 1) << t);
        let carries_dvonn = (self.dvonn >> f) & 1;
        self.dvonn = (self.dvonn & !from_bit) | (carries_dvonn << t);
        self.occupied &= !from_bit;

        if !self.settled || carries_dvonn != 0 || !one_arc(ring_pattern(self.occupied, f)) {
            self.remove_isolated();
        }
        self.begin_turn(self.turn ^ 1);
    }

    /// The forced pass: the other side acts. A pass is only legal when that side can move.
    pub(crate) fn pass(&mut self) {
        self.set_turn(self.turn ^ 1);
        self.status = Status::Acting;
    }

    /// Removes every group of connected stacks that holds no DVONN piece (rules §1.5): a
    /// flood fill from the DVONN-holding cells over occupied cells.
    pub(crate) fn remove_isolated(&mut self) {
        let mut reach = self.dvonn;
        loop {
            let next = reach | (spread(reach) & self.occupied);
            if next == reach {
                break;
            }
            reach = next;
        }
        let dead = self.occupied & !reach;
        if dead != 0 {
            for n in BitIter(dead) {
                self.hash ^= self.stack_hash(n);
                self.height[n] = 0;
            }
            self.occupied &= !dead;
            self.white &= !dead;
            self.black &= !dead;
        }
        self.settled = true;
    }

    /// Sets the side to act to seat `side` and its status: it acts if it can move; it must
    /// pass if only the other side can move; the game is over if nobody can (rules §1.6).
    pub(crate) fn begin_turn(&mut self, side: u8) {
        self.set_turn(side);
        self.status = if self.has_move(side) {
            Status::Acting
        } else if self.has_move(side ^ 1) {
            Status::MustPass
        } else {
            Status::Over
        };
    }

    /// True when every group of connected stacks holds a DVONN piece.
    pub(crate) fn all_groups_hold_dvonn(&self) -> bool {
        let mut probe = *self;
        let before = probe.occupied;
        probe.remove_isolated();
        probe.occupied == before
    }
}

impl PartialEq for DvonnState {
    fn eq(&self, other: &Self) -> bool {
        self.placed == other.placed
            && self.turn == other.turn
            && self.status == other.status
            && self.occupied == other.occupied
            && self.white == other.white
            && self.black == other.black
            && self.dvonn == other.dvonn
            && self.height == other.height
            && BitIter(self.occupied).all(|n| self.pieces_top_down(n).eq(other.pieces_top_down(n)))
    }
}

impl Eq for DvonnState {}

impl Hash for DvonnState {
    fn hash<H: Hasher>(&self, state: &mut H) {
        // The Zobrist hash is a function of exactly what equality compares, minus the status,
        // which follows from the rest.
        self.hash.hash(state);
    }
}

impl fmt::Debug for DvonnState {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let to_act = if self.turn == 0 { "White" } else { "Black" };
        f.debug_struct("DvonnState")
            .field("placed", &self.placed)
            .field("to_act", &to_act)
            .field("status", &self.status)
            .field("board", &self.describe())
            .finish_non_exhaustive()
    }
}

impl Default for DvonnState {
    fn default() -> Self {
        Self::empty()
    }
}

/// One stack, bottom to top, held inline (no heap).
#[derive(Clone, Copy, Eq, PartialEq, Hash)]
pub struct Stack {
    pieces: [Piece; PIECES],
    len: u8,
}

impl Stack {
    /// The pieces, bottom first.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces[..usize::from(self.len)]
    }

    /// The top piece, if the stack is not empty.
    pub fn top(&self) -> Option<Piece> {
        self.pieces().last().copied()
    }

    /// Number of pieces.
    pub fn len(&self) -> usize {
        usize::from(self.len)
    }

    /// True for an empty cell.
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
}

impl fmt::Display for Stack {
    /// The letters bottom to top, e.g. `BW`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.pieces().iter().try_for_each(|p| write!(f, "{}", p.letter()))
    }
}

impl fmt::Debug for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Stack({self})")
    }
}

/// Every cell number is below 64, so `1 << n` fits; and every space is below 55.
const _: () = assert!(SPACES >> CELL_SLOTS == 0);
