//! Small games for testing the searches: `Pile` (take-away games for two or three players,
//! optionally with a bonus move that makes the same player move twice) and `TreeGame`
//! (random game trees with random movers, its own evaluator and a playout policy hook).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::{Deserialize, Serialize};

use crate::ai::{AgentSpec, AlphaBetaSpec, Level, PlayoutPolicy};
use crate::board::{BoardView, Lattice};
use crate::rng::splitmix64;
use crate::{
    Coord, Evaluator, Game, GameAi, GameInfo, GameView, MoveInput, OptionsError, Outcome, ParseMoveError,
    Player, Rng, Scores, ToMove,
};

/// Rules of a take-away game: players in turn take `1..=max_take` stones; whoever takes the
/// last stone wins. Taking exactly `bonus` stones (if set) earns another move.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct PileOptions {
    pub players: u8,
    pub stones: u32,
    pub max_take: u32,
    pub bonus: Option<u32>,
    /// Make levels resolve to alpha-beta (tests the level hook).
    pub alphabeta_levels: bool,
}

impl Default for PileOptions {
    fn default() -> Self {
        Self { players: 2, stones: 10, max_take: 3, bonus: None, alphabeta_levels: false }
    }
}

#[derive(Clone, Debug)]
pub struct Pile {
    options: PileOptions,
    info: GameInfo,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PileState {
    pub left: u32,
    pub mover: u8,
}

impl Pile {
    pub fn with(options: PileOptions) -> Self {
        Self::new(options).unwrap()
    }

    /// The state with `left` stones and `mover` to move.
    pub fn at(left: u32, mover: u8) -> PileState {
        PileState { left, mover }
    }
}

/// Three players, take one or two.
pub struct Race3;

impl Race3 {
    #[allow(clippy::new_ret_no_self)]
    pub fn new(stones: u32) -> Pile {
        Pile::with(PileOptions { players: 3, stones, max_take: 2, ..PileOptions::default() })
    }
}

/// Two players, take one to three, taking two earns another move.
pub struct Bonus;

impl Bonus {
    #[allow(clippy::new_ret_no_self)]
    pub fn new(stones: u32) -> Pile {
        Pile::with(PileOptions { stones, bonus: Some(2), ..PileOptions::default() })
    }
}

impl Game for Pile {
    type State = PileState;
    type Move = u32;
    type Options = PileOptions;

    fn new(options: PileOptions) -> Result<Self, OptionsError> {
        if !(2..=3).contains(&options.players) || options.max_take == 0 {
            return Err(OptionsError("2 or 3 players, max_take at least 1".into()));
        }
        let players =
            ["White", "Black", "Red"][..options.players as usize].iter().map(|&s| s.to_owned()).collect();
        let info = GameInfo {
            id: "pile".into(),
            name: "Pile".into(),
            rules_version: 1,
            players,
            description: "Take stones; the last stone wins.".into(),
            rules: String::new(),
            options: Vec::new(),
            seat_colors: Vec::new(),
            lessons: Vec::new(),
            words: crate::Words::new(),
        };
        Ok(Self { options, info })
    }
    fn options(&self) -> &PileOptions {
        &self.options
    }
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn initial_state(&self) -> PileState {
        PileState { left: self.options.stones, mover: 0 }
    }
    fn to_move(&self, s: &PileState) -> ToMove {
        if s.left == 0 { ToMove::Terminal } else { ToMove::Player(Player::new(s.mover.into())) }
    }
    fn phase(&self, _: &PileState) -> &'static str {
        "Taking"
    }
    fn legal_moves(&self, s: &PileState, out: &mut Vec<u32>) {
        out.clear();
        out.extend((1..=self.options.max_take).filter(|&n| n <= s.left));
    }
    fn play_unchecked(&self, s: &mut PileState, mv: u32) {
        s.left -= mv;
        let again = self.options.bonus == Some(mv) && s.left > 0;
        if !again && s.left > 0 {
            s.mover = (s.mover + 1) % self.options.players;
        }
    }
    fn outcome(&self, s: &PileState) -> Option<Outcome> {
        // The mover is not advanced by the winning move, so it is the winner.
        (s.left == 0).then(|| Outcome::win(Player::new(s.mover.into()), "took the last stone"))
    }
    fn scores(&self, s: &PileState) -> Scores {
        Scores::single("left", (0..self.options.players).map(|_| i64::from(s.left)))
    }
    fn hash(&self, s: &PileState) -> u64 {
        let mut x = u64::from(s.left) << 8 | u64::from(s.mover);
        splitmix64(&mut x)
    }
    fn hash_from_scratch(&self, s: &PileState) -> u64 {
        self.hash(s)
    }
    fn move_id(&self, mv: u32) -> u32 {
        mv
    }
    fn move_from_id(&self, id: u32) -> Option<u32> {
        (1..=self.options.max_take).contains(&id).then_some(id)
    }
    fn notation(&self, _: &PileState, mv: u32) -> String {
        format!("take{mv}")
    }
    fn parse_move(&self, _: &PileState, text: &str) -> Result<u32, ParseMoveError> {
        text.trim()
            .strip_prefix("take")
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| ParseMoveError::new(text, "expected takeN"))
    }
}

impl GameView for Pile {
    fn board_view(&self, _: &PileState) -> BoardView {
        BoardView::empty(Lattice::Square)
    }

    fn move_input(&self, _: &PileState, mv: u32) -> MoveInput {
        MoveInput::cells([Coord::new(mv as i32, 0)])
    }
}

impl GameAi for Pile {
    fn level_spec(&self, level: Level) -> Box<dyn AgentSpec> {
        if self.options.alphabeta_levels {
            Box::new(AlphaBetaSpec::depth(2 + 2 * level as u32))
        } else {
            level.default_spec()
        }
    }
}

/// Who wins `state` of a two-player `Pile` with perfect play (the reference for the
/// searches), found by exhaustive recursion without any sign convention: the mover wins if
/// some move ends the game, or leads to a position the mover itself wins (moving again),
/// or to one the opponent loses.
pub fn pile_winner(game: &Pile, state: &PileState) -> Player {
    let mover = game.to_move(state).player().expect("not over");
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    for mv in moves {
        let mut child = state.clone();
        game.play_unchecked(&mut child, mv);
        if pile_result(game, &child) == mover {
            return mover;
        }
    }
    mover.opponent()
}

/// The winner of `state` with perfect play: the recorded winner once the game is over,
/// else [`pile_winner`].
pub fn pile_result(game: &Pile, state: &PileState) -> Player {
    match game.to_move(state) {
        ToMove::Terminal => game.outcome(state).unwrap().winner().unwrap(),
        ToMove::Player(_) => pile_winner(game, state),
    }
}

/// A random game tree: each position's number of moves (1 to 4), mover (any player, so the
/// same player often moves twice) and, for leaves, result come from hashing the path. Two
/// players, or three with [`TreeOptions::three_players`].
#[derive(Clone, Debug)]
pub struct TreeGame {
    options: TreeOptions,
    info: GameInfo,
    /// Counts playout policy calls (shared by clones).
    pub policy_calls: Arc<AtomicU64>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct TreeOptions {
    pub seed: u64,
    pub depth: u32,
    /// Two to four moves everywhere and rare early leaves: a tree too big to solve, for
    /// tests of budgets and tree reuse.
    pub bushy: bool,
    /// Three players instead of two.
    pub three_players: bool,
}

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TreeState {
    pub path: u64,
    pub depth: u32,
}

impl TreeGame {
    pub fn with(seed: u64, depth: u32) -> Self {
        Self::new(TreeOptions { seed, depth, ..TreeOptions::default() }).unwrap()
    }

    pub fn bushy(seed: u64, depth: u32) -> Self {
        Self::new(TreeOptions { seed, depth, bushy: true, ..TreeOptions::default() }).unwrap()
    }

    /// A tree for three players.
    pub fn three(seed: u64, depth: u32) -> Self {
        Self::new(TreeOptions { seed, depth, three_players: true, ..TreeOptions::default() }).unwrap()
    }

    fn players(&self) -> u64 {
        if self.options.three_players { 3 } else { 2 }
    }

    fn bits(&self, s: &TreeState) -> u64 {
        let mut x = s.path ^ self.options.seed.rotate_left(17);
        splitmix64(&mut x)
    }

    fn is_leaf(&self, s: &TreeState) -> bool {
        let rarity = if self.options.bushy { 40 } else { 6 };
        s.depth > 0 && (s.depth >= self.options.depth || self.bits(s).is_multiple_of(rarity))
    }

    /// The evaluator's judgement for White, in `[-1, 1]`.
    pub fn judgement(&self, s: &TreeState) -> f32 {
        self.judgement_of(s, 0)
    }

    /// The evaluator's judgement for seat `seat` with three players (each seat its own
    /// hashed value), in `[-1, 1]`.
    fn judgement_of(&self, s: &TreeState, seat: usize) -> f32 {
        let bits = self.bits(s).rotate_left(13 * seat as u32);
        ((bits >> 40) as f64 / (1u64 << 24) as f64 * 2.0 - 1.0) as f32
    }
}

impl Game for TreeGame {
    type State = TreeState;
    type Move = u32;
    type Options = TreeOptions;

    fn new(options: TreeOptions) -> Result<Self, OptionsError> {
        let info = GameInfo {
            id: "tree".into(),
            name: "Tree".into(),
            rules_version: 1,
            players: ["White", "Black", "Red"][..if options.three_players { 3 } else { 2 }]
                .iter()
                .map(|&s| s.to_owned())
                .collect(),
            description: "A random game tree.".into(),
            rules: String::new(),
            options: Vec::new(),
            seat_colors: Vec::new(),
            lessons: Vec::new(),
            words: crate::Words::new(),
        };
        Ok(Self { options, info, policy_calls: Arc::new(AtomicU64::new(0)) })
    }
    fn options(&self) -> &TreeOptions {
        &self.options
    }
    fn info(&self) -> &GameInfo {
        &self.info
    }
    fn initial_state(&self) -> TreeState {
        TreeState { path: 1, depth: 0 }
    }
    fn to_move(&self, s: &TreeState) -> ToMove {
        if self.is_leaf(s) {
            ToMove::Terminal
        } else {
            ToMove::Player(Player::new(((self.bits(s) >> 8) % self.players()) as usize))
        }
    }
    fn phase(&self, _: &TreeState) -> &'static str {
        "Tree"
    }
    fn legal_moves(&self, s: &TreeState, out: &mut Vec<u32>) {
        out.clear();
        if !self.is_leaf(s) {
            let fewest = if self.options.bushy { 2 } else { 1 };
            out.extend(0..fewest + (self.bits(s) >> 16) as u32 % (5 - fewest));
        }
    }
    fn play_unchecked(&self, s: &mut TreeState, mv: u32) {
        let mut x = s.path.wrapping_mul(31).wrapping_add(u64::from(mv) + 1);
        s.path = splitmix64(&mut x);
        s.depth += 1;
    }
    fn outcome(&self, s: &TreeState) -> Option<Outcome> {
        self.is_leaf(s).then(|| match (self.bits(s) >> 24) % (self.players() + 1) {
            n if n < self.players() => Outcome::win(Player::new(n as usize), "leaf"),
            _ => Outcome::draw("leaf"),
        })
    }
    fn scores(&self, _: &TreeState) -> Scores {
        Scores::default()
    }
    fn hash(&self, s: &TreeState) -> u64 {
        s.path ^ u64::from(s.depth)
    }
    fn hash_from_scratch(&self, s: &TreeState) -> u64 {
        self.hash(s)
    }
    fn move_id(&self, mv: u32) -> u32 {
        mv
    }
    fn move_from_id(&self, id: u32) -> Option<u32> {
        (id < 4).then_some(id)
    }
    fn notation(&self, _: &TreeState, mv: u32) -> String {
        format!("m{mv}")
    }
    fn parse_move(&self, _: &TreeState, text: &str) -> Result<u32, ParseMoveError> {
        text.strip_prefix('m')
            .and_then(|n| n.parse().ok())
            .ok_or_else(|| ParseMoveError::new(text, "expected mN"))
    }
}

impl GameView for TreeGame {
    fn board_view(&self, _: &TreeState) -> BoardView {
        BoardView::empty(Lattice::Square)
    }

    fn move_input(&self, _: &TreeState, mv: u32) -> MoveInput {
        MoveInput::cells([Coord::new(mv as i32, 0)])
    }
}

impl GameAi for TreeGame {
    fn evaluator(&self) -> Box<dyn Evaluator<Self>> {
        Box::new(TreeEvaluator)
    }

    fn playout_policy(&self) -> Box<dyn PlayoutPolicy<Self>> {
        Box::new(LastMovePolicy { calls: Arc::clone(&self.policy_calls) })
    }
}

/// Antisymmetric with two players: White's judgement, negated for Black. With three, each
/// seat has its own.
struct TreeEvaluator;

impl Evaluator<TreeGame> for TreeEvaluator {
    fn evaluate(&self, game: &TreeGame, state: &TreeState, player: Player) -> f32 {
        if game.options.three_players {
            return game.judgement_of(state, player.index());
        }
        let v = game.judgement(state);
        if player == Player::WHITE { v } else { -v }
    }
}

/// Always asks for an index past the end (MCTS must clamp it to the last move), and counts
/// its calls.
struct LastMovePolicy {
    calls: Arc<AtomicU64>,
}

impl PlayoutPolicy<TreeGame> for LastMovePolicy {
    fn choose(&self, _: &TreeGame, _: &TreeState, _: &[u32], _: &mut Rng) -> usize {
        self.calls.fetch_add(1, Ordering::Relaxed);
        usize::MAX
    }
}
