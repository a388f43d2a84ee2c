//! [`Dvonn`]: the rules of rules.md §1 behind the [`Game`] trait.

use std::sync::{Arc, OnceLock};

use plateau_core::{
    BoardView, Evaluator, Game, GameAi, GameInfo, GameView, IllegalMove, MoveInput, OptionsError, Outcome,
    ParseMoveError, Player, Scores, ToMove,
};

use crate::eval::DvonnEvaluator;
use crate::legality;
use crate::moves::Move;
use crate::notation;
use crate::options::{DvonnOptions, EndRule, option_specs};
use crate::state::{DvonnState, Status};
use crate::view;

/// The DVONN rules (Kris Burm; rules.md §1, decisions D-1..D-10) with one set of options.
#[derive(Clone, Debug)]
pub struct Dvonn {
    options: DvonnOptions,
    /// The same for every set of options, so made once and shared (see [`shared_info`]).
    info: Arc<GameInfo>,
}

pub(crate) const DESCRIPTION: &str = "Two players fill a board of 49 spaces with their pieces and three red \
DVONN pieces, then take turns moving whole stacks: a stack travels exactly as many spaces as it \
is tall, in a straight line, and must land on another stack. Only stacks with a free side may \
move, and any group of stacks that loses contact with every DVONN piece leaves the board at once. \
When nobody can move, each player counts the pieces in the stacks they control; the larger \
count wins.";

impl Dvonn {
    /// True when `mv` is one of the moves `legal_moves` yields in `state`: the check behind
    /// `try_play`, without its reason (for a move remembered from elsewhere, such as the
    /// search's table).
    pub(crate) fn is_legal(&self, state: &DvonnState, mv: Move) -> bool {
        legality::check(state, mv, self.options.end).is_ok()
    }

    /// The rulebook's rules (the default options).
    pub fn standard() -> Self {
        Self::with_options(DvonnOptions::default())
    }

    /// The rules with `options`; every combination of options is valid.
    pub fn with_options(options: DvonnOptions) -> Self {
        Self { options, info: shared_info() }
    }

    /// True when the game is over in `state` under these rules: when neither player can
    /// move, and with [`EndRule::MoverStuck`] also when only the player to move cannot.
    ///
    /// [`DvonnState::is_over`] knows only the first case: the position itself does not
    /// depend on the options, only what its "must pass" means does.
    #[inline]
    pub fn is_over(&self, state: &DvonnState) -> bool {
        match state.status {
            Status::Acting => false,
            Status::MustPass => self.options.end == EndRule::MoverStuck,
            Status::Over => true,
        }
    }
}

/// The game's description: its rules, lessons and German words are long, and a game is made
/// for every `newgame` of the engine and every session, so it is made once and shared.
fn shared_info() -> Arc<GameInfo> {
    static INFO: OnceLock<Arc<GameInfo>> = OnceLock::new();
    let info = INFO.get_or_init(|| {
        Arc::new(GameInfo {
            id: "dvonn".to_owned(),
            name: "DVONN".to_owned(),
            // The default rule is the one every earlier version played, so saves keep
            // replaying as they did.
            rules_version: 1,
            players: vec!["White".to_owned(), "Black".to_owned()],
            description: DESCRIPTION.to_owned(),
            rules: include_str!("rules.md").to_owned(),
            options: option_specs(),
            seat_colors: Vec::new(),
            lessons: crate::lessons::lessons(),
            words: crate::words::words(),
        })
    });
    Arc::clone(info)
}

impl Default for Dvonn {
    fn default() -> Self {
        Self::standard()
    }
}

impl Game for Dvonn {
    type State = DvonnState;
    type Move = Move;
    type Options = DvonnOptions;

    fn new(options: DvonnOptions) -> Result<Self, OptionsError> {
        Ok(Self::with_options(options))
    }

    fn options(&self) -> &DvonnOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn initial_state(&self) -> DvonnState {
        DvonnState::empty()
    }

    fn to_move(&self, state: &DvonnState) -> ToMove {
        if self.is_over(state) { ToMove::Terminal } else { ToMove::Player(state.turn()) }
    }

    fn phase(&self, state: &DvonnState) -> &'static str {
        if state.is_placement() { "Placement" } else { "Movement" }
    }

    fn legal_moves(&self, state: &DvonnState, out: &mut Vec<Move>) {
        state.legal_moves(out, self.options.end);
    }

    #[inline]
    fn play_unchecked(&self, state: &mut DvonnState, mv: Move) {
        debug_assert_eq!(legality::check(state, mv, self.options.end), Ok(()), "illegal {mv} in {state:?}");
        match mv {
            Move::Place(cell) => state.place(cell),
            Move::Jump { from, to } => state.jump(from, to),
            Move::Pass => state.pass(),
        }
    }

    fn try_play(&self, state: &mut DvonnState, mv: Move) -> Result<(), IllegalMove> {
        legality::check(state, mv, self.options.end)
            .map_err(|refusal| IllegalMove::new(refusal.to_string()))?;
        self.play_unchecked(state, mv);
        Ok(())
    }

    fn is_pass(&self, mv: Move) -> bool {
        mv == Move::Pass
    }

    fn outcome(&self, state: &DvonnState) -> Option<Outcome> {
        // Under `mover-stuck` a game can also end where the rulebook would have the player to
        // move pass; the reason says so, and "nobody can move" stays the reason of every end
        // both rules share.
        let (reason, code) = match state.status {
            Status::Over => ("nobody can move", "nobody-can-move"),
            Status::MustPass if self.options.end == EndRule::MoverStuck => {
                ("the player to move cannot move", "mover-stuck")
            }
            Status::Acting | Status::MustPass => return None,
        };
        let white = state.pieces_controlled(Player::WHITE);
        let black = state.pieces_controlled(Player::BLACK);
        let outcome = match white.cmp(&black) {
            std::cmp::Ordering::Greater => Outcome::win(Player::WHITE, reason),
            std::cmp::Ordering::Less => Outcome::win(Player::BLACK, reason),
            std::cmp::Ordering::Equal => Outcome::draw(reason),
        };
        Some(outcome.with_code(code).with_score(vec![i64::from(white), i64::from(black)]))
    }

    fn scores(&self, state: &DvonnState) -> Scores {
        Scores::single(
            "pieces",
            [Player::WHITE, Player::BLACK].map(|p| i64::from(state.pieces_controlled(p))),
        )
    }

    fn hash(&self, state: &DvonnState) -> u64 {
        state.hash
    }

    fn hash_from_scratch(&self, state: &DvonnState) -> u64 {
        state.hash_from_scratch()
    }

    fn move_id(&self, mv: Move) -> u32 {
        mv.id()
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        Move::from_id(id)
    }

    fn notation(&self, _state: &DvonnState, mv: Move) -> String {
        mv.to_string()
    }

    fn parse_move(&self, _state: &DvonnState, text: &str) -> Result<Move, ParseMoveError> {
        notation::parse_move(text)
    }
}

impl GameView for Dvonn {
    fn board_view(&self, state: &DvonnState) -> BoardView {
        view::board_view(state)
    }

    fn move_input(&self, _state: &DvonnState, mv: Move) -> MoveInput {
        view::move_input(mv)
    }
}

impl GameAi for Dvonn {
    fn evaluator(&self) -> Box<dyn Evaluator<Self>> {
        Box::new(DvonnEvaluator)
    }

    fn playout_policy(&self) -> Box<dyn plateau_core::ai::PlayoutPolicy<Self>> {
        Box::new(crate::DvonnPolicy)
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(level)
    }

    /// Not in the placement phase: there the Hard level's judgement of one position and of
    /// the next, the other side to place, differed by some 15 points back and forth (about
    /// 75% and 59% for White from move 27 to 32 of a reviewed game), because the evaluator
    /// cannot read the build-up and the searches there end on either side's placement.
    fn steady_judgement(&self, state: &DvonnState) -> bool {
        !state.is_placement()
    }

    fn custom_agent(
        &self,
        spec: &dyn plateau_core::ai::AgentSpec,
    ) -> Option<Box<dyn plateau_core::ai::Agent<Self>>> {
        let spec = spec.downcast::<crate::DvonnSearchSpec>()?;
        Some(Box::new(crate::DvonnSearch::new(spec.clone())))
    }
}
