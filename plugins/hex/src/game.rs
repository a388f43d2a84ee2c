//! [`Hex`]: the rules for one board size and swap setting, as a `plateau_core::Game`.

use plateau_core::board::MoveInput;
use plateau_core::{
    BoardView, Figure, Game, GameAi, GameInfo, GameView, IllegalMove, OptionsError, Outcome, ParseMoveError,
    Player, Scores, ToMove,
};
use thiserror::Error;

use crate::geometry::{Cell, Geometry, MAX_SIZE, MIN_SIZE, NONE};
use crate::moves::{Move, SWAP_ID};
use crate::options::{HexOptions, option_specs};
use crate::state::HexState;
use crate::{view, zobrist};

/// Seat names: White moves first and connects the top and bottom rows; Black connects the
/// left and right columns.
const SEATS: [&str; 2] = ["White", "Black"];

pub(crate) const DESCRIPTION: &str = "Hex, the connection game of Piet Hein and John Nash. Players take turns \
    putting a stone of their colour on any empty cell of a rhombus of hexagons. White joins the top \
    and bottom rows, Black the left and right columns; the first to link their two sides with a \
    chain of their own stones wins. A full board always holds exactly one such chain, so there are \
    no draws, and the swap rule takes away the first player's advantage.";

/// Hex on an n×n rhombus, with or without the swap rule (rules.md).
#[derive(Clone, Debug)]
pub struct Hex {
    options: HexOptions,
    info: GameInfo,
    pub(crate) geo: Geometry,
}

/// Why [`Hex::position`] cannot build a position.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
pub enum PositionError {
    /// A cell name that does not read.
    #[error(transparent)]
    Name(#[from] ParseMoveError),
    /// The same cell given twice.
    #[error("cell {0} is given twice")]
    Twice(String),
}

impl Hex {
    /// Side of the board.
    pub fn size(&self) -> u8 {
        self.geo.n
    }

    /// A position with White's stones on `white` and Black's on `black` (cell names), and
    /// `to_move` (0 White, 1 Black) to move; a player who has connected is recorded as the
    /// winner. The swap is not on offer. For tests and analysis: the position need not be
    /// reachable.
    pub fn position(
        &self,
        white: &[&str],
        black: &[&str],
        to_move: usize,
    ) -> Result<HexState, PositionError> {
        let mut s = HexState::empty();
        for (player, names) in [white, black].into_iter().enumerate() {
            for name in names {
                let cell = self.parse_cell(name)?;
                let i = cell.index(self.geo.n);
                if s.owner(i).is_some() {
                    return Err(PositionError::Twice(cell.to_string()));
                }
                s.stones[player].insert(i);
                s.hash ^= zobrist::stone(player, i);
            }
        }
        s.to_move = (to_move & 1) as u8;
        if s.to_move == 1 {
            s.hash ^= zobrist::BLACK_TO_MOVE;
        }
        s.rejoin(&self.geo);
        Ok(s)
    }

    /// Reads a cell name (`d5`) on this board.
    pub fn parse_cell(&self, text: &str) -> Result<Cell, ParseMoveError> {
        let n = self.geo.n;
        let t = text.trim().to_ascii_lowercase();
        let mut chars = t.chars();
        let Some(letter) = chars.next() else {
            return Err(ParseMoveError::new(text, "empty move"));
        };
        if !letter.is_ascii_lowercase() {
            return Err(ParseMoveError::new(text, "a move is a column letter and a row number (d5) or swap"));
        }
        let col = letter as u8 - b'a';
        let last = char::from(b'a' + n - 1);
        if col >= n {
            return Err(ParseMoveError::new(text, format!("column {letter} is off the board (a to {last})")));
        }
        let digits = chars.as_str();
        let row: u32 = match digits.parse() {
            Ok(r) if !digits.starts_with('+') => r,
            _ => return Err(ParseMoveError::new(text, format!("'{digits}' is not a row number (1 to {n})"))),
        };
        if !(1..=u32::from(n)).contains(&row) {
            return Err(ParseMoveError::new(text, format!("row {row} is off the board (1 to {n})")));
        }
        Ok(Cell::new(col, (row - 1) as u8))
    }
}

impl Game for Hex {
    type State = HexState;
    type Move = Move;
    type Options = HexOptions;

    fn new(options: HexOptions) -> Result<Self, OptionsError> {
        if !(MIN_SIZE..=MAX_SIZE).contains(&options.size) {
            return Err(OptionsError(format!(
                "Hex boards have {MIN_SIZE} to {MAX_SIZE} cells a side, not {}",
                options.size
            )));
        }
        let info = GameInfo {
            id: "hex".to_owned(),
            name: "Hex".to_owned(),
            rules_version: 1,
            players: SEATS.iter().map(|&s| s.to_owned()).collect(),
            description: DESCRIPTION.to_owned(),
            rules: include_str!("rules.md").to_owned(),
            options: option_specs(),
            seat_colors: Vec::new(),
            lessons: crate::lessons::lessons(),
            words: crate::words::words(),
        };
        Ok(Self { options, info, geo: Geometry::new(options.size) })
    }

    fn options(&self) -> &HexOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn initial_state(&self) -> HexState {
        HexState::empty()
    }

    fn to_move(&self, s: &HexState) -> ToMove {
        if s.winner.is_some() { ToMove::Terminal } else { ToMove::Player(Player::new(s.to_move as usize)) }
    }

    fn phase(&self, s: &HexState) -> &'static str {
        if s.swap_open { "Swap or place" } else { "Play" }
    }

    /// The empty cells in cell-number order (row by row), then the swap when it is on offer.
    fn legal_moves(&self, s: &HexState, out: &mut Vec<Move>) {
        out.clear();
        if s.winner.is_some() {
            return;
        }
        let n = self.geo.n;
        out.extend(self.geo.all.and_not(&s.occupied()).iter().map(|i| Move::Place(Cell::from_index(i, n))));
        if s.swap_open {
            out.push(Move::Swap);
        }
    }

    fn play_unchecked(&self, s: &mut HexState, mv: Move) {
        if s.swap_open {
            s.swap_open = false;
            s.hash ^= zobrist::SWAP_OPEN;
        }
        match mv {
            Move::Place(cell) => {
                let first = self.options.swap && s.occupied().is_empty();
                let i = cell.index(self.geo.n);
                s.add_stone(&self.geo, s.to_move as usize, i);
                s.last = i as u16;
                if first {
                    s.swap_open = true;
                    s.hash ^= zobrist::SWAP_OPEN;
                }
            }
            Move::Swap => {
                let i = s.stones[0].iter().next().expect("the swap follows White's first stone");
                s.stones[0].remove(i);
                s.hash ^= zobrist::stone(0, i);
                let mirrored = Cell::from_index(i, self.geo.n).mirrored().index(self.geo.n);
                s.stones[1].insert(mirrored);
                s.hash ^= zobrist::stone(1, mirrored);
                s.rejoin(&self.geo);
                s.last = NONE;
            }
        }
        s.to_move ^= 1;
        s.hash ^= zobrist::BLACK_TO_MOVE;
    }

    fn try_play(&self, s: &mut HexState, mv: Move) -> Result<(), IllegalMove> {
        if s.winner.is_some() {
            return Err(IllegalMove::new("the game is over"));
        }
        match mv {
            Move::Place(cell) => {
                if cell.col >= self.geo.n || cell.row >= self.geo.n {
                    return Err(IllegalMove::new(format!("{cell} is off the board")));
                }
                if s.owner(cell.index(self.geo.n)).is_some() {
                    return Err(IllegalMove::new(format!("{cell} is already taken")));
                }
            }
            Move::Swap if !s.swap_open => {
                let why = if self.options.swap {
                    "swap is only allowed as Black's first move"
                } else {
                    "the swap rule is off in this game"
                };
                return Err(IllegalMove::new(why));
            }
            Move::Swap => {}
        }
        self.play_unchecked(s, mv);
        Ok(())
    }

    fn outcome(&self, s: &HexState) -> Option<Outcome> {
        s.winner
            .map(|p| Outcome::win(Player::new(p as usize), "connected their sides").with_code("connected"))
    }

    /// Per player: "stones" on the board and "to connect", the fewest empty cells that would
    /// complete a chain between their sides.
    fn scores(&self, s: &HexState) -> Scores {
        let per_player = (0..2)
            .map(|p| {
                let figure = |label: &str, value: i64| Figure { label: label.to_owned(), value };
                let need = crate::distance_to_connect(self, s, Player::new(p));
                vec![figure("stones", s.stones[p].len() as i64), figure("to connect", i64::from(need))]
            })
            .collect();
        Scores { per_player }
    }

    fn hash(&self, s: &HexState) -> u64 {
        s.hash
    }

    fn hash_from_scratch(&self, s: &HexState) -> u64 {
        let mut h = 0;
        for p in 0..2 {
            for i in s.stones[p].iter() {
                h ^= zobrist::stone(p, i);
            }
        }
        if s.to_move == 1 {
            h ^= zobrist::BLACK_TO_MOVE;
        }
        if s.swap_open {
            h ^= zobrist::SWAP_OPEN;
        }
        h
    }

    /// A placement's id is its cell number (`row * size + column`); the swap's is 361.
    fn move_id(&self, mv: Move) -> u32 {
        match mv {
            Move::Place(cell) => cell.index(self.geo.n) as u32,
            Move::Swap => SWAP_ID,
        }
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        if id == SWAP_ID {
            Some(Move::Swap)
        } else {
            ((id as usize) < self.geo.cells()).then(|| Move::Place(Cell::from_index(id as usize, self.geo.n)))
        }
    }

    /// `d5` or `swap`.
    fn notation(&self, _s: &HexState, mv: Move) -> String {
        match mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => "swap".to_owned(),
        }
    }

    /// `d5` (any case, spaces around ignored) or `swap`.
    fn parse_move(&self, _s: &HexState, text: &str) -> Result<Move, ParseMoveError> {
        if text.trim().eq_ignore_ascii_case("swap") {
            return Ok(Move::Swap);
        }
        self.parse_cell(text).map(Move::Place)
    }
}

impl GameView for Hex {
    fn board_view(&self, s: &HexState) -> BoardView {
        view::board_view(self, s)
    }

    fn move_input(&self, _s: &HexState, mv: Move) -> MoveInput {
        match mv {
            Move::Place(cell) => MoveInput::cells([cell.coord()]),
            Move::Swap => MoveInput::label("swap"),
        }
    }
}

impl GameAi for Hex {
    fn evaluator(&self) -> Box<dyn plateau_core::Evaluator<Self>> {
        Box::new(crate::HexEvaluator)
    }

    fn playout_policy(&self) -> Box<dyn plateau_core::ai::PlayoutPolicy<Self>> {
        Box::new(crate::playout::BridgePolicy)
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(level)
    }
}
