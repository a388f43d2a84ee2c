//! [`Gipf`]: the rules for one set of options, implementing [`plateau_core::Game`].
//!
//! # Sub-move model
//!
//! A turn (rules.md §2.4) is several moves of the same player, and `to_move` says who decides
//! next:
//!
//! 1. before the insertion, each single row removal is a move (the player's own colour:
//!    rows the opponent made for them, or their kept all-GIPF rows). While a compulsory row
//!    remains (its run holds a basic piece) only removals are legal. Optional rows (runs of
//!    GIPF-pieces only) are declined by simply inserting;
//! 2. the reserve check happens when no compulsory row is left: with an empty reserve and
//!    no row the player loses; with optional rows left they may remove one (which may refill
//!    the reserve) or play `end`, which declines them and loses;
//! 3. the insertion is one move;
//! 4. after it, each removal of a row of the mover's colour is a move; when only optional rows
//!    remain the mover may also play `end`. When no row of theirs is left, the turn passes.
//!
//! Rows of the opponent's colour made by the push are the opponent's to remove at the start
//! of their turn (G-5), and the win check of §2.9 runs after every single removal.

use std::sync::{Arc, OnceLock};

use plateau_core::{
    BoardView, Evaluator, Figure, Game, GameAi, GameInfo, GameView, IllegalMove, MoveError, MoveInput,
    OptionsError, Outcome, ParseMoveError, Player, Scores, ToMove,
};

use crate::eval::GipfEvaluator;
use crate::geometry::{Point, parse_point};
use crate::moves::GipfMove;
use crate::notation::move_text;
use crate::options::{GipfOptions, Version};
use crate::state::{GIPF_OPEN, GipfState, Piece, Rows, Stage};
use crate::turn::settle_before_insertion;
use crate::view::board_view;

/// GIPF (Basic, Standard or Tournament, rules.md §2) for one set of options.
#[derive(Clone, Debug)]
pub struct Gipf {
    pub(crate) options: GipfOptions,
    /// Pieces per player for these options (Basic: the option; otherwise 18).
    pub(crate) pieces: u8,
    /// The same for every set of options: made once and shared, since a game is made for
    /// every `newgame` of the engine and every session, and its rules, lessons and German
    /// words are long.
    info: Arc<GameInfo>,
}

impl Gipf {
    /// The rules of `version` with the other options at their defaults.
    pub fn with_version(version: Version) -> Self {
        Self::new(GipfOptions::version(version)).expect("default options of every version are valid")
    }

    /// Pieces per player in this version.
    pub fn pieces_per_player(&self) -> u8 {
        self.pieces
    }

    /// Plays `mv` if it is one of the legal moves, else explains why not; `s` is untouched on
    /// refusal.
    pub(crate) fn checked_play(&self, s: &mut GipfState, mv: GipfMove) -> Result<(), IllegalMove> {
        let mut legal = Vec::new();
        self.generate(s, &mut legal);
        if legal.contains(&mv) {
            self.apply(s, mv);
            Ok(())
        } else {
            Err(self.explain(s, mv))
        }
    }

    /// Plays a whole turn written in canonical turn notation (or any run of consecutive
    /// sub-moves of the player to act, see [`crate::notation`]) on `state`: all of it, or
    /// nothing if some part does not read or is illegal. Returns the sub-moves played.
    pub fn play_turn(&self, state: &mut GipfState, text: &str) -> Result<Vec<GipfMove>, MoveError> {
        let moves = self.parse_turn(state, text)?;
        for &mv in &moves {
            self.apply(state, mv);
        }
        Ok(moves)
    }

    /// The legal moves of `state` in canonical notation, in generation order.
    pub fn legal_notations(&self, state: &GipfState) -> Vec<String> {
        let mut moves = Vec::new();
        self.generate(state, &mut moves);
        moves.into_iter().map(move_text).collect()
    }

    /// A static evaluation of `state` for `player` with the default [`GipfEvaluator`].
    pub fn evaluate(&self, state: &GipfState, player: Player) -> f32 {
        GipfEvaluator::default().evaluate(self, state, player)
    }
}

pub(crate) const DESCRIPTION: &str = "GIPF, the first game of Kris Burm's GIPF project. Players take turns \
    pushing a piece from their reserve onto the hexagonal board from one of the dots around \
    its edge, shoving the line of pieces in front of it. Four or more pieces of one colour in a \
    line are taken off together with the pieces extending that line: your own go back to your \
    reserve, your opponent's are captured. Whoever has to bring in a piece with an empty \
    reserve loses. Standard and Tournament add GIPF-pieces (double pieces that may be spared \
    when a row is taken), and losing your last GIPF-piece loses the game.";

impl Game for Gipf {
    type State = GipfState;
    type Move = GipfMove;
    type Options = GipfOptions;

    fn new(options: GipfOptions) -> Result<Self, OptionsError> {
        static INFO: OnceLock<Arc<GameInfo>> = OnceLock::new();
        let pieces = options.validate()?;
        let info = INFO.get_or_init(|| {
            Arc::new(GameInfo {
                id: "gipf".into(),
                name: "GIPF".into(),
                rules_version: 1,
                players: vec!["White".into(), "Black".into()],
                description: DESCRIPTION.into(),
                rules: include_str!("rules.md").to_owned(),
                options: GipfOptions::specs(),
                seat_colors: Vec::new(),
                lessons: crate::lessons::lessons(),
                words: crate::words::words(),
            })
        });
        Ok(Self { options, pieces, info: Arc::clone(info) })
    }

    fn options(&self) -> &GipfOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    /// Basic and Standard: White on b5, e2, h5 and Black on b2, e8, h2 (G-2), basic pieces or
    /// GIPF-pieces, reserves of 12 (Basic: pieces − 3). Tournament: empty board, 18 each,
    /// both GIPF phases open.
    fn initial_state(&self) -> GipfState {
        let gipf = self.options.version == Version::Standard;
        let (reserve, flags) = match self.options.version {
            Version::Basic => (self.pieces - 3, 0),
            Version::Standard => (self.pieces - 6, 0),
            Version::Tournament => (self.pieces, GIPF_OPEN),
        };
        let mut s = GipfState::empty([reserve; 2], Player::WHITE, flags);
        if self.options.version != Version::Tournament {
            for (names, owner) in [(["b5", "e2", "h5"], Player::WHITE), (["b2", "e8", "h2"], Player::BLACK)] {
                for name in names {
                    if let Some(Point::Spot(spot)) = parse_point(name) {
                        s.put(spot, Piece { owner, gipf });
                    }
                }
            }
        }
        settle_before_insertion(&mut s);
        s
    }

    fn to_move(&self, s: &GipfState) -> ToMove {
        if s.ending.is_some() { ToMove::Terminal } else { ToMove::Player(s.side) }
    }

    fn phase(&self, s: &GipfState) -> &'static str {
        match (s.ending, s.stage, s.rows) {
            (Some(_), _, _) => "Game over",
            (None, Stage::BeforeInsertion, Rows::None) => "Insertion",
            (None, Stage::BeforeInsertion, _) => "Removal before insertion",
            (None, Stage::AfterInsertion, _) => "Removal after insertion",
        }
    }

    fn legal_moves(&self, s: &GipfState, out: &mut Vec<GipfMove>) {
        self.generate(s, out);
    }

    fn play_unchecked(&self, s: &mut GipfState, mv: GipfMove) {
        debug_assert!(
            {
                let mut legal = Vec::new();
                self.generate(s, &mut legal);
                legal.contains(&mv)
            },
            "play: {} is not legal",
            move_text(mv)
        );
        self.apply(s, mv);
    }

    fn try_play(&self, s: &mut GipfState, mv: GipfMove) -> Result<(), IllegalMove> {
        self.checked_play(s, mv)
    }

    fn outcome(&self, s: &GipfState) -> Option<Outcome> {
        let ending = s.ending?;
        Some(match ending.winner {
            Some(p) => Outcome::win(p, ending.reason.text()).with_code(ending.reason.code()),
            None => Outcome::draw(ending.reason.text()).with_code(ending.reason.code()),
        })
    }

    /// Per player: reserve, captured (pieces taken from the opponent, a GIPF-piece counts 2),
    /// GIPF-pieces on the board, pieces on the board (a GIPF-piece counts 1).
    fn scores(&self, s: &GipfState) -> Scores {
        let figure = |label: &str, value: u32| Figure { label: label.to_owned(), value: i64::from(value) };
        Scores {
            per_player: [Player::WHITE, Player::BLACK]
                .into_iter()
                .map(|p| {
                    vec![
                        figure("reserve", u32::from(s.reserve(p))),
                        figure("captured", u32::from(s.captured(p))),
                        figure("GIPF-pieces", s.gipf_pieces(p)),
                        figure("on board", s.on_board(p)),
                    ]
                })
                .collect(),
        }
    }

    fn hash(&self, s: &GipfState) -> u64 {
        s.hash
    }

    fn hash_from_scratch(&self, s: &GipfState) -> u64 {
        s.hash_from_scratch()
    }

    fn move_id(&self, mv: GipfMove) -> u32 {
        mv.id()
    }

    fn move_from_id(&self, id: u32) -> Option<GipfMove> {
        GipfMove::from_id(id)
    }

    fn notation(&self, _s: &GipfState, mv: GipfMove) -> String {
        move_text(mv)
    }

    fn parse_move(&self, s: &GipfState, text: &str) -> Result<GipfMove, ParseMoveError> {
        self.parse_one(s, text)
    }

    fn parse_sequence(&self, s: &GipfState, text: &str) -> Result<Vec<GipfMove>, MoveError> {
        self.parse_turn(s, text)
    }
}

impl GameView for Gipf {
    fn board_view(&self, s: &GipfState) -> BoardView {
        board_view(s)
    }

    fn move_input(&self, s: &GipfState, mv: GipfMove) -> MoveInput {
        self.input(s, mv)
    }
}

impl GameAi for Gipf {
    /// Search stops short of the end with [`GipfEvaluator`]'s judgement.
    fn evaluator(&self) -> Box<dyn Evaluator<Self>> {
        Box::new(GipfEvaluator::default())
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(self.options, level)
    }
}
