//! The rules: drop a disc into a column with room; four of a colour in a line wins; a full
//! board with no line is a draw.

use plateau_core::{
    BoardView, Game, GameAi, GameInfo, GameView, IllegalMove, MoveInput, OptionsError, Outcome,
    ParseMoveError, Rgb, Scores, ToMove,
};

use crate::grid::{Grid, MAX_SIDE, MIN_SIDE, column_letter};
use crate::options::{ConnectFourOptions, option_specs};
use crate::state::ConnectFourState;

/// The first seat's colour.
pub const RED: Rgb = Rgb::new(214, 40, 40);
/// The second seat's colour.
pub const YELLOW: Rgb = Rgb::new(245, 200, 30);

/// Connect Four on a grid of the options' size. A move is the column a disc is dropped into,
/// numbered from 0 at the left.
#[derive(Clone, Debug)]
pub struct ConnectFour {
    options: ConnectFourOptions,
    info: GameInfo,
    grid: Grid,
}

impl ConnectFour {
    /// The board's shape.
    pub fn grid(&self) -> &Grid {
        &self.grid
    }

    /// Why `column` cannot take a disc in `state`, if it cannot.
    fn refusal(&self, state: &ConnectFourState, column: u8) -> Option<String> {
        if self.outcome(state).is_some() {
            Some("the game is over".to_owned())
        } else if column >= self.grid.columns() {
            Some(format!("the board has no column {}", column_letter(column)))
        } else if state.height(column) == self.grid.rows() {
            Some(format!("column {} is full", column_letter(column)))
        } else {
            None
        }
    }
}

impl Game for ConnectFour {
    type State = ConnectFourState;
    type Move = u8;
    type Options = ConnectFourOptions;

    fn new(options: ConnectFourOptions) -> Result<Self, OptionsError> {
        for (name, value) in [("columns", options.columns), ("rows", options.rows)] {
            if !(MIN_SIDE..=MAX_SIDE).contains(&value) {
                return Err(OptionsError(format!(
                    "{name} must be from {MIN_SIDE} to {MAX_SIDE}, not {value}"
                )));
            }
        }
        let info = GameInfo {
            id: "connect-four".to_owned(),
            name: "Connect Four".to_owned(),
            rules_version: 1,
            players: vec!["Red".to_owned(), "Yellow".to_owned()],
            description: "Drop discs into an upright grid; the first with four in a line wins.".to_owned(),
            rules: include_str!("rules.md").to_owned(),
            options: option_specs(),
            seat_colors: vec![RED, YELLOW],
            lessons: Vec::new(),
            words: plateau_core::Words::new(),
        };
        Ok(Self { options, info, grid: Grid::new(options.columns, options.rows) })
    }
    fn options(&self) -> &ConnectFourOptions {
        &self.options
    }
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn initial_state(&self) -> ConnectFourState {
        ConnectFourState::empty()
    }
    fn to_move(&self, state: &ConnectFourState) -> ToMove {
        if self.outcome(state).is_some() { ToMove::Terminal } else { ToMove::Player(state.mover()) }
    }
    fn phase(&self, _: &ConnectFourState) -> &'static str {
        "Dropping"
    }
    fn legal_moves(&self, state: &ConnectFourState, out: &mut Vec<u8>) {
        out.clear();
        if self.outcome(state).is_none() {
            out.extend((0..self.grid.columns()).filter(|&c| state.height(c) < self.grid.rows()));
        }
    }
    fn play_unchecked(&self, state: &mut ConnectFourState, column: u8) {
        state.drop_disc(&self.grid, column);
    }
    fn try_play(&self, state: &mut ConnectFourState, column: u8) -> Result<(), IllegalMove> {
        if let Some(reason) = self.refusal(state, column) {
            return Err(IllegalMove::new(reason));
        }
        self.play_unchecked(state, column);
        Ok(())
    }
    fn outcome(&self, state: &ConnectFourState) -> Option<Outcome> {
        match state.last_mover() {
            Some(winner) if state.won() => {
                Some(Outcome::win(winner, "four in a line").with_code("four-in-a-line"))
            }
            _ if usize::from(state.played()) == self.grid.cells() => {
                Some(Outcome::draw("the board is full").with_code("board-full"))
            }
            _ => None,
        }
    }
    fn scores(&self, state: &ConnectFourState) -> Scores {
        let count = |seat| i64::from(state.discs(plateau_core::Player::new(seat)).count_ones());
        Scores::single("discs", [count(0), count(1)])
    }
    fn hash(&self, state: &ConnectFourState) -> u64 {
        state.hash()
    }
    fn hash_from_scratch(&self, state: &ConnectFourState) -> u64 {
        state.hash_from_scratch()
    }
    fn move_id(&self, column: u8) -> u32 {
        u32::from(column)
    }
    fn move_from_id(&self, id: u32) -> Option<u8> {
        u8::try_from(id).ok().filter(|&c| c < self.grid.columns())
    }
    fn notation(&self, _: &ConnectFourState, column: u8) -> String {
        column_letter(column).to_string()
    }
    fn parse_move(&self, _: &ConnectFourState, text: &str) -> Result<u8, ParseMoveError> {
        let last = column_letter(self.grid.columns() - 1);
        match text.trim().to_ascii_lowercase().as_bytes() {
            &[letter] if (b'a'..=b'a' + self.grid.columns() - 1).contains(&letter) => Ok(letter - b'a'),
            _ => Err(ParseMoveError::new(text, format!("expected a column letter from a to {last}"))),
        }
    }
}

impl GameView for ConnectFour {
    fn board_view(&self, state: &ConnectFourState) -> BoardView {
        crate::view::board_view(&self.grid, state)
    }

    fn move_input(&self, state: &ConnectFourState, column: u8) -> MoveInput {
        crate::view::move_input(&self.grid, state, column)
    }
}

impl GameAi for ConnectFour {
    fn evaluator(&self) -> Box<dyn plateau_core::Evaluator<Self>> {
        Box::new(crate::eval::ConnectFourEvaluator)
    }
}
