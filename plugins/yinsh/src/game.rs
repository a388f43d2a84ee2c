//! [`Yinsh`]: the rules of the normal game or Blitz, as a `plateau_core::Game`.

use plateau_core::board::MoveInput;
use plateau_core::{
    BoardView, Figure, Game, GameAi, GameInfo, GameView, IllegalMove, OptionsError, Outcome, ParseMoveError,
    Player, Scores, ToMove,
};
use thiserror::Error;

use crate::geometry::Point;
use crate::moves::{self, Move};
use crate::options::{YinshOptions, option_specs};
use crate::state::{End, Phase, RINGS, YinshState};
use crate::{notation, rules, view};

/// Seat names: White places and moves first.
const SEATS: [&str; 2] = ["White", "Black"];

pub(crate) const DESCRIPTION: &str = "YINSH, Kris Burm's game of the GIPF project. Each player places five \
    rings, then moves them: a moving ring leaves a marker of its colour behind and turns over \
    every marker it jumps. Five markers of your colour in a row go off the board, and with them \
    one of your own rings; the first to remove three rings wins (one in Blitz). Every ring you \
    take off brings you closer to winning and leaves you fewer to play with.";

/// YINSH, normal or Blitz (rules.md).
#[derive(Clone, Debug)]
pub struct Yinsh {
    options: YinshOptions,
    info: GameInfo,
}

/// Why [`Yinsh::position`] cannot build a position.
#[derive(Clone, Eq, PartialEq, Debug, Error)]
pub enum PositionError {
    /// A point name that does not read.
    #[error(transparent)]
    Name(#[from] ParseMoveError),
    /// The same point given twice.
    #[error("{0} is given twice")]
    Twice(String),
    /// More rings or markers than the game has.
    #[error("{0}")]
    TooMany(String),
    /// A row of five already on the board: it would have been removed.
    #[error("{0} has a row of five on the board, which would have been removed")]
    RowStanding(&'static str),
}

/// The pieces of a position set up by hand: point names per player (White first).
#[derive(Clone, Debug, Default)]
pub struct Setup<'a> {
    /// Rings of White and Black.
    pub rings: [&'a [&'a str]; 2],
    /// Markers showing White and Black.
    pub markers: [&'a [&'a str]; 2],
    /// Rings White and Black have removed.
    pub removed: [u8; 2],
    /// 0 White, 1 Black: who moves a ring next.
    pub to_move: usize,
}

impl Yinsh {
    /// Rings a player must remove to win (3, or 1 in Blitz).
    pub fn rings_to_win(&self) -> u8 {
        self.options.variant.rings_to_win()
    }

    /// The position `setup` describes, with `setup.to_move` about to move a ring (or to pass,
    /// or the game over, as the rules say for it). For tests and analysis: it need not be
    /// reachable, but it must hold no row of five and no more pieces than the game has.
    pub fn position(&self, setup: &Setup<'_>) -> Result<YinshState, PositionError> {
        let mut s = YinshState::start();
        let mut taken = 0u128;
        for (p, seat) in SEATS.iter().enumerate() {
            for (kind, names) in [(0, setup.rings[p]), (1, setup.markers[p])] {
                for name in names {
                    let at = notation::point(name)?;
                    if taken & at.bit() != 0 {
                        return Err(PositionError::Twice(at.to_string()));
                    }
                    taken |= at.bit();
                    if kind == 0 {
                        s.rings[p] |= at.bit();
                    } else {
                        s.markers[p] |= at.bit();
                    }
                }
            }
            let removed = u32::from(setup.removed[p]);
            if s.rings[p].count_ones() + removed > RINGS || setup.removed[p] >= self.rings_to_win() {
                return Err(PositionError::TooMany(format!(
                    "{seat} has {} rings on the board and {removed} removed: at most {RINGS} in all, fewer than {} removed",
                    s.rings[p].count_ones(),
                    self.rings_to_win()
                )));
            }
            if rules::has_row(&s, p) {
                return Err(PositionError::RowStanding(seat));
            }
        }
        if s.markers_on_board() > crate::MARKERS {
            return Err(PositionError::TooMany(format!(
                "{} markers: the game has {}",
                s.markers_on_board(),
                crate::MARKERS
            )));
        }
        s.removed = setup.removed;
        // The turn begins as the rules say: it may end the game at once.
        rules::begin_turn(&mut s, setup.to_move & 1);
        s.hash = s.hash_from_scratch();
        Ok(s)
    }

    /// The action `text` names in `s`, played: a shorthand for tests and examples.
    pub fn play_text(&self, s: &mut YinshState, text: &str) -> Result<(), plateau_core::MoveError> {
        let mv = self.parse_move(s, text)?;
        self.try_play(s, mv)
            .map_err(|source| plateau_core::MoveError::Illegal { notation: text.to_owned(), source })
    }
}

impl Game for Yinsh {
    type State = YinshState;
    type Move = Move;
    type Options = YinshOptions;

    fn new(options: YinshOptions) -> Result<Self, OptionsError> {
        let info = GameInfo {
            id: "yinsh".to_owned(),
            name: "YINSH".to_owned(),
            rules_version: 1,
            players: SEATS.iter().map(|&s| s.to_owned()).collect(),
            description: DESCRIPTION.to_owned(),
            rules: include_str!("rules.md").to_owned(),
            options: option_specs(),
            lessons: crate::lessons::lessons(),
            words: crate::words::words(),
            ..GameInfo::default()
        };
        Ok(Self { options, info })
    }

    fn options(&self) -> &YinshOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn initial_state(&self) -> YinshState {
        YinshState::start()
    }

    fn to_move(&self, s: &YinshState) -> ToMove {
        if s.end.is_some() { ToMove::Terminal } else { ToMove::Player(Player::new(s.to_move as usize)) }
    }

    fn phase(&self, s: &YinshState) -> &'static str {
        match s.phase {
            Phase::Placement => "Placement",
            Phase::Movement => "Movement",
            Phase::Row => "Remove a row",
            Phase::Ring => "Remove a ring",
        }
    }

    /// Placements on vacant points in point order (`a2`, `a3`, … column by column); ring
    /// moves by ring, then direction, then distance; or the pass when no ring can move;
    /// rows in the board's stretch order; ring removals in point order.
    fn legal_moves(&self, s: &YinshState, out: &mut Vec<Move>) {
        rules::legal_moves(s, out);
    }

    fn play_unchecked(&self, s: &mut YinshState, mv: Move) {
        rules::play(s, mv, self.rings_to_win());
    }

    fn try_play(&self, s: &mut YinshState, mv: Move) -> Result<(), IllegalMove> {
        if let Some(why) = rules::refusal(s, mv) {
            return Err(IllegalMove::new(why));
        }
        self.play_unchecked(s, mv);
        Ok(())
    }

    fn is_pass(&self, mv: Move) -> bool {
        mv == Move::Pass
    }

    fn outcome(&self, s: &YinshState) -> Option<Outcome> {
        let removed = || vec![i64::from(s.removed[0]), i64::from(s.removed[1])];
        let by_rings = |reason: &str, code: &str| {
            let outcome = match s.removed[0].cmp(&s.removed[1]) {
                std::cmp::Ordering::Greater => {
                    Outcome::win(Player::WHITE, format!("{reason}; White removed more rings"))
                }
                std::cmp::Ordering::Less => {
                    Outcome::win(Player::BLACK, format!("{reason}; Black removed more rings"))
                }
                std::cmp::Ordering::Equal => {
                    Outcome::draw(format!("{reason} with as many rings removed on each side"))
                }
            };
            outcome.with_code(code).with_score(removed())
        };
        Some(match s.end? {
            End::Rings(p) => {
                let reason = if self.rings_to_win() == 1 { "removed a ring" } else { "removed three rings" };
                Outcome::win(Player::new(usize::from(p)), reason).with_code("rings").with_score(removed())
            }
            End::Markers => by_rings("the markers ran out", "markers"),
            End::Blocked => by_rings("no ring could move", "blocked"),
        })
    }

    /// Per player: "rings removed" and "markers" showing their colour.
    fn scores(&self, s: &YinshState) -> Scores {
        let per_player = (0..2)
            .map(|p| {
                let figure = |label: &str, value: i64| Figure { label: label.to_owned(), value };
                vec![
                    figure("rings removed", i64::from(s.removed[p])),
                    figure("markers", i64::from(s.markers[p].count_ones())),
                ]
            })
            .collect();
        Scores { per_player }
    }

    fn hash(&self, s: &YinshState) -> u64 {
        s.hash
    }

    fn hash_from_scratch(&self, s: &YinshState) -> u64 {
        s.hash_from_scratch()
    }

    fn move_id(&self, mv: Move) -> u32 {
        moves::id(mv)
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        moves::from_id(id)
    }

    /// `e5` (a ring placed), `e5-e8` (a ring moved), `xa2-a6` (a row removed, by its ends),
    /// `xf3` (a ring removed), `pass`: the official notation, one action at a time.
    fn notation(&self, _s: &YinshState, mv: Move) -> String {
        notation::write(mv)
    }

    fn parse_move(&self, s: &YinshState, text: &str) -> Result<Move, ParseMoveError> {
        notation::read(s, text)
    }

    /// A whole turn as official records write it: `h7-c7;xh5-h9xi9` is the ring move, the
    /// row and the ring, each checked in the position the ones before it lead to.
    fn parse_sequence(&self, s: &YinshState, text: &str) -> Result<Vec<Move>, plateau_core::MoveError> {
        let mut probe = s.clone();
        let mut out = Vec::new();
        for action in notation::actions(text) {
            let mv = self.parse_move(&probe, action)?;
            self.try_play(&mut probe, mv)
                .map_err(|source| plateau_core::MoveError::Illegal { notation: action.to_owned(), source })?;
            out.push(mv);
        }
        if out.is_empty() {
            return Err(ParseMoveError::new(text, "no action").into());
        }
        Ok(out)
    }
}

impl GameView for Yinsh {
    fn board_view(&self, s: &YinshState) -> BoardView {
        view::board_view(s)
    }

    fn move_input(&self, _s: &YinshState, mv: Move) -> MoveInput {
        view::move_input(mv)
    }
}

impl GameAi for Yinsh {
    fn evaluator(&self) -> Box<dyn plateau_core::Evaluator<Self>> {
        Box::new(crate::YinshEvaluator)
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(level)
    }
}

/// A point by name, for tests: `point("e5")`.
pub fn point(name: &str) -> Result<Point, ParseMoveError> {
    notation::point(name)
}
