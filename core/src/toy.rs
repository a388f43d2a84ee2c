//! A tiny game for testing the generic machinery without any real game: a pile of stones,
//! players alternately take 1 to 3, whoever takes the last stone wins.

use serde::{Deserialize, Serialize};

use crate::board::{BoardView, Lattice};
use crate::{
    Coord, Game, GameAi, GameInfo, GameView, IllegalMove, MoveInput, OptionsError, Outcome, ParseMoveError,
    Player, Scores, ToMove,
};

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ToyOptions {
    pub stones: u32,
}

#[derive(Clone, Debug)]
pub struct Toy {
    options: ToyOptions,
    info: GameInfo,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ToyState {
    pub left: u32,
    pub mover: u8,
}

impl Game for Toy {
    type State = ToyState;
    type Move = u32;
    type Options = ToyOptions;

    fn new(options: ToyOptions) -> Result<Self, OptionsError> {
        if options.stones > 1000 {
            return Err(OptionsError("stones must be at most 1000".into()));
        }
        let info = GameInfo {
            id: "toy".into(),
            name: "Toy".into(),
            rules_version: 1,
            players: vec!["White".into(), "Black".into()],
            description: "Take one to three stones; the last stone wins.".into(),
            rules: String::new(),
            options: Vec::new(),
            seat_colors: Vec::new(),
            lessons: Vec::new(),
            words: crate::Words::new(),
        };
        Ok(Self { options, info })
    }
    fn options(&self) -> &ToyOptions {
        &self.options
    }
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn initial_state(&self) -> ToyState {
        ToyState { left: if self.options.stones == 0 { 10 } else { self.options.stones }, mover: 0 }
    }
    fn to_move(&self, s: &ToyState) -> ToMove {
        if s.left == 0 { ToMove::Terminal } else { ToMove::Player(Player::new(s.mover.into())) }
    }
    fn phase(&self, _: &ToyState) -> &'static str {
        "Taking"
    }
    fn legal_moves(&self, s: &ToyState, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=3).filter(|&n| n <= s.left));
    }
    fn play_unchecked(&self, s: &mut ToyState, mv: u32) {
        s.left -= mv;
        s.mover ^= 1;
    }
    fn try_play(&self, s: &mut ToyState, mv: u32) -> Result<(), IllegalMove> {
        if !(1..=3).contains(&mv) || mv > s.left {
            return Err(IllegalMove::new(format!("cannot take {mv} of {}", s.left)));
        }
        self.play_unchecked(s, mv);
        Ok(())
    }
    fn outcome(&self, s: &ToyState) -> Option<Outcome> {
        (s.left == 0).then(|| Outcome::win(Player::new((s.mover ^ 1).into()), "took the last stone"))
    }
    fn scores(&self, s: &ToyState) -> Scores {
        Scores::single("left", [i64::from(s.left), i64::from(s.left)])
    }
    fn hash(&self, s: &ToyState) -> u64 {
        u64::from(s.left) << 1 | u64::from(s.mover)
    }
    fn hash_from_scratch(&self, s: &ToyState) -> u64 {
        self.hash(s)
    }
    fn move_id(&self, mv: u32) -> u32 {
        mv
    }
    fn move_from_id(&self, id: u32) -> Option<u32> {
        (1..=3).contains(&id).then_some(id)
    }
    fn notation(&self, _: &ToyState, mv: u32) -> String {
        format!("take{mv}")
    }
    fn parse_move(&self, _: &ToyState, text: &str) -> Result<u32, ParseMoveError> {
        text.trim()
            .strip_prefix("take")
            .and_then(|n| n.parse().ok())
            .filter(|n| (1..=3).contains(n))
            .ok_or_else(|| ParseMoveError::new(text, "expected take1, take2 or take3"))
    }
}

impl GameView for Toy {
    fn board_view(&self, s: &ToyState) -> BoardView {
        let _ = s;
        BoardView::empty(Lattice::Square)
    }

    fn move_input(&self, _: &ToyState, mv: u32) -> MoveInput {
        MoveInput::cells([Coord::new(mv as i32, 0)])
    }
}

impl GameAi for Toy {}
