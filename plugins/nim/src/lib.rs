//! Nim for Plateau: a row of stones; players take one to three from the end in turn, and
//! whoever takes the last stone wins. A whole game in one file, loaded as a plugin.

use plateau_core::board::{CellView, ColorRole, Lattice, PieceKind, PieceView};
use plateau_core::{
    BoardView, Coord, Game, GameAi, GameInfo, GameView, MoveInput, OptionKind, OptionSpec, OptionsError,
    Outcome, ParseMoveError, Player, Scores, ToMove,
};
use serde::{Deserialize, Serialize};

/// The rule options: how many stones there are at the start.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct NimOptions {
    pub stones: u32,
}

impl Default for NimOptions {
    fn default() -> Self {
        Self { stones: 15 }
    }
}

#[derive(Clone, Debug)]
pub struct Nim {
    options: NimOptions,
    info: GameInfo,
}

/// A position: stones left, and whose turn it is (0 or 1).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct NimState {
    left: u32,
    mover: usize,
}

impl Game for Nim {
    type State = NimState;
    type Move = u32; // how many stones to take
    type Options = NimOptions;

    fn new(options: NimOptions) -> Result<Self, OptionsError> {
        if !(1..=50).contains(&options.stones) {
            return Err(OptionsError(format!("stones must be from 1 to 50, not {}", options.stones)));
        }
        let info = GameInfo {
            id: "nim".into(),
            name: "Nim".into(),
            rules_version: 1,
            players: vec!["First".into(), "Second".into()],
            description: "Take one to three stones in turn; whoever takes the last stone wins.".into(),
            rules: "A row of stones lies between the players. On your turn you take one, two or \
                    three stones from its end. Whoever takes the last stone wins."
                .into(),
            options: vec![OptionSpec {
                key: "stones".into(),
                label: "Stones".into(),
                help: "How many stones lie on the table at the start.".into(),
                kind: OptionKind::Integer { min: 1, max: 50, default: 15 },
                // Show it only while another option has certain values, e.g.
                // Some(OptionCondition { key: "variant".into(), values: vec!["long".into()] }).
                shown_when: None,
                // True for an engine setting players never choose (GIPF's ply cap).
                engine_only: false,
            }],
            // The rest (such as `seat_colors`, the seats' own colours: Connect Four's red and
            // yellow) keeps its default, the app's usual white and black; listing only what
            // you set keeps this compiling when the info gains a field.
            ..GameInfo::default()
        };
        Ok(Self { options, info })
    }
    fn options(&self) -> &NimOptions {
        &self.options
    }
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn initial_state(&self) -> NimState {
        NimState { left: self.options.stones, mover: 0 }
    }
    fn to_move(&self, s: &NimState) -> ToMove {
        if s.left == 0 { ToMove::Terminal } else { ToMove::Player(Player::new(s.mover)) }
    }
    fn phase(&self, _: &NimState) -> &'static str {
        "Taking"
    }
    fn legal_moves(&self, s: &NimState, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&n| n <= s.left));
    }
    fn play_unchecked(&self, s: &mut NimState, take: u32) {
        s.left -= take;
        s.mover ^= 1;
    }
    fn outcome(&self, s: &NimState) -> Option<Outcome> {
        // The player who just moved took the last stone.
        (s.left == 0).then(|| Outcome::win(Player::new(s.mover ^ 1), "took the last stone"))
    }
    fn scores(&self, s: &NimState) -> Scores {
        Scores::single("stones left", [i64::from(s.left), i64::from(s.left)])
    }
    fn hash(&self, s: &NimState) -> u64 {
        u64::from(s.left) << 1 | s.mover as u64
    }
    fn hash_from_scratch(&self, s: &NimState) -> u64 {
        self.hash(s)
    }
    fn move_id(&self, take: u32) -> u32 {
        take
    }
    fn move_from_id(&self, id: u32) -> Option<u32> {
        (1..=3).contains(&id).then_some(id)
    }
    fn notation(&self, _: &NimState, take: u32) -> String {
        take.to_string()
    }
    fn parse_move(&self, _: &NimState, text: &str) -> Result<u32, ParseMoveError> {
        text.trim()
            .parse()
            .ok()
            .filter(|n| (1..=3).contains(n))
            .ok_or_else(|| ParseMoveError::new(text, "expected 1, 2 or 3"))
    }
}

impl GameView for Nim {
    /// The row of stones, one cell each; the stones still there drawn as pieces.
    fn board_view(&self, s: &NimState) -> BoardView {
        let cells = (0..self.options.stones)
            .map(|i| {
                let cell = CellView::new(Coord::new(i as i32, 0), format!("{}", i + 1), [i as f32, 0.0]);
                if i < s.left {
                    cell.with_stack(vec![PieceView::new(ColorRole::Neutral, PieceKind::Single)])
                } else {
                    cell
                }
            })
            .collect();
        // Filling the rest from `empty` keeps this compiling when the view gains a field.
        BoardView { cells, ..BoardView::empty(Lattice::Square) }
    }

    /// Taking `n` stones is a click on the n-th stone from the end of the row.
    fn move_input(&self, s: &NimState, take: u32) -> MoveInput {
        MoveInput::cells([Coord::new((s.left - take) as i32, 0)])
    }
}

/// The shared AI as it is: MCTS with uniform playouts. Overriding a hook tunes it.
impl GameAi for Nim {}

plateau_plugin::export_game_plugin!(Nim, id = "nim", rules_version = 1);
