//! [`Zertz`]: the rules of the standard game, Blitz or a larger board, as a
//! `plateau_core::Game`.

use plateau_core::board::MoveInput;
use plateau_core::{
    BoardView, Figure, Game, GameAi, GameInfo, GameView, IllegalMove, MoveError, OptionsError, Outcome,
    ParseMoveError, Player, Rgb, Scores, ToMove,
};

use crate::geometry::Board;
use crate::moves::{self, Colour, Move};
use crate::notation::{self, Piece};
use crate::options::{ZertzOptions, option_specs};
use crate::position::{self, PositionError};
use crate::state::{End, Phase, QUIET_TURNS, ZertzState};
use crate::{rules, view};

/// Seat names. The marbles belong to nobody, so the seats are only first and second.
const SEATS: [&str; 2] = ["Player 1", "Player 2"];

/// The seats' colours: neither white, grey nor black, which are the marbles'.
const SEAT_COLOURS: [Rgb; 2] = [Rgb::new(50, 110, 200), Rgb::new(215, 95, 35)];

pub(crate) const DESCRIPTION: &str = "ZÈRTZ, Kris Burm's game of the GIPF project. The marbles belong to \
    nobody: on your turn you place one of any colour on a vacant ring and take a free ring off \
    the edge, or you capture by jumping, as in draughts, and capturing is compulsory. The board \
    shrinks with every turn, and a group of rings cut off with a marble on each of them is \
    yours. The first to capture four white, five grey, six black or three of each wins. Every \
    marble you place can be the one your opponent forces you to give away.";

/// ZÈRTZ: standard, Blitz, or on 48 or 61 rings (rules.md).
#[derive(Clone, Debug)]
pub struct Zertz {
    options: ZertzOptions,
    info: GameInfo,
}

impl Zertz {
    /// The board this game is played on.
    pub fn board(&self) -> &'static Board {
        self.options.variant.board()
    }

    /// The position `text` describes, in the reference implementation's format (see
    /// `position.rs`): for tests and analysis. It need not be reachable, but its marbles
    /// must add up to the game's and no full group may be left unclaimed.
    pub fn position(&self, text: &str) -> Result<ZertzState, PositionError> {
        position::read(self.options.variant, text)
    }

    /// The action `text` names in `s`, played: a shorthand for tests and examples.
    pub fn play_text(&self, s: &mut ZertzState, text: &str) -> Result<(), MoveError> {
        let mv = self.parse_move(s, text)?;
        self.try_play(s, mv).map_err(|source| MoveError::Illegal { notation: text.to_owned(), source })
    }

    /// The goal `captured` reaches, in words: "captured four white", "captured three of
    /// each". The single colours are named first, as the rulebook lists them.
    fn goal_reached(&self, captured: [u8; 3]) -> String {
        const NUMBERS: [&str; 7] = ["no", "one", "two", "three", "four", "five", "six"];
        let goals = self.options.variant.goals();
        let Some(goal) = goals.iter().find(|g| (0..3).all(|c| captured[c] >= g[c])) else {
            return "captured a winning set".to_owned();
        };
        let number = |n: u8| NUMBERS.get(usize::from(n)).copied().unwrap_or("many");
        match Colour::ALL
            .iter()
            .find(|&&c| goal[c as usize] > 0 && goal.iter().filter(|&&n| n > 0).count() == 1)
        {
            Some(&c) => format!("captured {} {}", number(goal[c as usize]), c.word()),
            None => format!("captured {} of each colour", number(goal[0])),
        }
    }

    /// The rings that are free in `s`, by name: those a removal may take.
    pub fn free_rings(&self, s: &ZertzState) -> Vec<String> {
        crate::geometry::rings(rules::free_rings(self.board(), s)).map(|r| self.board().name(r)).collect()
    }
}

impl Game for Zertz {
    type State = ZertzState;
    type Move = Move;
    type Options = ZertzOptions;

    fn new(options: ZertzOptions) -> Result<Self, OptionsError> {
        let info = GameInfo {
            id: "zertz".to_owned(),
            name: "ZÈRTZ".to_owned(),
            rules_version: 1,
            players: SEATS.iter().map(|&s| s.to_owned()).collect(),
            description: DESCRIPTION.to_owned(),
            rules: include_str!("rules.md").to_owned(),
            options: option_specs(),
            seat_colors: SEAT_COLOURS.to_vec(),
            lessons: crate::lessons::lessons(),
            words: crate::words::words(),
        };
        Ok(Self { options, info })
    }

    fn options(&self) -> &ZertzOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn initial_state(&self) -> ZertzState {
        ZertzState::start(self.board().all, self.options.variant.supply())
    }

    fn to_move(&self, s: &ZertzState) -> ToMove {
        if s.end.is_some() { ToMove::Terminal } else { ToMove::Player(Player::new(s.to_move())) }
    }

    fn phase(&self, s: &ZertzState) -> &'static str {
        // What the turn's legal actions would be, without listing them: the view asks for
        // the phase every frame and the lab at every position.
        let playing = s.end.is_none();
        match s.phase {
            Phase::Turn if playing && rules::can_capture(self.board(), s) => "Capture",
            Phase::Turn if playing && s.source() == [0; 3] => "Pass",
            Phase::Turn if s.pool_empty() => "Place a marble from your captures",
            Phase::Turn => "Place a marble",
            Phase::Remove => "Remove a free ring",
            Phase::Chain(_) => "Jump again",
        }
    }

    /// At the start of a turn: every jump, by the jumping marble's ring and then direction
    /// (up the column first, then clockwise), if any; else every placement, by ring and then
    /// colour (white, grey, black); else the pass. After a placement, the free rings in ring
    /// order; in a chain, the jumping marble's jumps by direction.
    fn legal_moves(&self, s: &ZertzState, out: &mut Vec<Move>) {
        rules::legal_moves(self.board(), s, out);
    }

    fn play_unchecked(&self, s: &mut ZertzState, mv: Move) {
        rules::play(self.options.variant, s, mv);
    }

    fn try_play(&self, s: &mut ZertzState, mv: Move) -> Result<(), IllegalMove> {
        if let Some(why) = rules::refusal(self.board(), s, mv) {
            return Err(IllegalMove::new(why));
        }
        self.play_unchecked(s, mv);
        Ok(())
    }

    fn is_pass(&self, mv: Move) -> bool {
        mv == Move::Pass
    }

    fn outcome(&self, s: &ZertzState) -> Option<Outcome> {
        let total = |p: usize| i64::from(s.captured[p].iter().map(|&n| u16::from(n)).sum::<u16>());
        let score = vec![total(0), total(1)];
        Some(
            match s.end? {
                End::Captures(p) => {
                    let reason = self.goal_reached(s.captured[usize::from(p)]);
                    Outcome::win(Player::new(usize::from(p)), reason).with_code("captures")
                }
                End::FullBoard(p) => Outcome::win(Player::new(usize::from(p)), "filled the last vacant ring")
                    .with_code("full-board"),
                End::Passes => {
                    Outcome::draw("neither player could capture or place a marble").with_code("passes")
                }
                End::Quiet => Outcome::draw(format!(
                    "{QUIET_TURNS} turns went by without a ring or a marble from the pool leaving play"
                ))
                .with_code("quiet"),
            }
            .with_score(score),
        )
    }

    /// Per player: marbles captured of each colour.
    fn scores(&self, s: &ZertzState) -> Scores {
        let per_player = (0..2)
            .map(|p| {
                Colour::ALL
                    .iter()
                    .map(|&c| Figure {
                        label: c.word().to_owned(),
                        value: i64::from(s.captured[p][c as usize]),
                    })
                    .collect()
            })
            .collect();
        Scores { per_player }
    }

    fn hash(&self, s: &ZertzState) -> u64 {
        s.hash
    }

    fn hash_from_scratch(&self, s: &ZertzState) -> u64 {
        s.hash_from_scratch()
    }

    fn move_id(&self, mv: Move) -> u32 {
        moves::id(mv)
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        moves::from_id(id, self.board().rings)
    }

    /// `Wd4` (a white marble placed on d4), `-d1` (ring d1 removed), `xd1Gd3` (the marble on
    /// d1 jumps a grey marble and lands on d3), `pass`.
    fn notation(&self, s: &ZertzState, mv: Move) -> String {
        notation::write(self.board(), s, mv)
    }

    fn parse_move(&self, s: &ZertzState, text: &str) -> Result<Move, ParseMoveError> {
        notation::read(self.board(), s, text)
    }

    /// A whole turn as official records write it: `Wd4,d1`, `x d1Gd3Wd5`, `Bd7,b2 x Wa1Wa2`
    /// (where the marbles after the `x` must be exactly those the removal isolated), or
    /// actions joined by `;`, each checked in the position the ones before it lead to.
    fn parse_sequence(&self, s: &ZertzState, text: &str) -> Result<Vec<Move>, MoveError> {
        let b = self.board();
        let mut probe = s.clone();
        let mut out = Vec::new();
        let mut before = s.clone();
        for piece in notation::pieces(text)? {
            match piece {
                Piece::Action(action) => {
                    let mv = self.parse_move(&probe, &action)?;
                    before = probe.clone();
                    self.try_play(&mut probe, mv)
                        .map_err(|source| MoveError::Illegal { notation: action.clone(), source })?;
                    out.push(mv);
                }
                Piece::Claimed(claimed) => {
                    // The marbles that left the board with their rings on the last action.
                    let mut gone: Vec<(Colour, String)> = Vec::new();
                    for r in crate::geometry::rings(before.rings & !probe.rings) {
                        if let Some(c) = before.marble(r) {
                            gone.push((c, b.name(r)));
                        }
                    }
                    let mut said = claimed;
                    said.sort();
                    gone.sort();
                    if said != gone {
                        let words = |list: &[(Colour, String)]| {
                            if list.is_empty() {
                                "none".to_owned()
                            } else {
                                list.iter().fold(String::new(), |mut text, (c, r)| {
                                    text.push(c.letter());
                                    text.push_str(r);
                                    text
                                })
                            }
                        };
                        return Err(ParseMoveError::new(
                            text,
                            format!(
                                "the record claims {}, but the move isolates {}",
                                words(&said),
                                words(&gone)
                            ),
                        )
                        .into());
                    }
                }
            }
        }
        if out.is_empty() {
            return Err(ParseMoveError::new(text, "no action").into());
        }
        Ok(out)
    }
}

impl GameView for Zertz {
    fn board_view(&self, s: &ZertzState) -> BoardView {
        view::board_view(self.board(), s, &self.info.players)
    }

    fn move_input(&self, s: &ZertzState, mv: Move) -> MoveInput {
        view::move_input(self.board(), s, mv)
    }
}

impl GameAi for Zertz {
    fn evaluator(&self) -> Box<dyn plateau_core::Evaluator<Self>> {
        Box::new(crate::ZertzEvaluator)
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(level)
    }
}
