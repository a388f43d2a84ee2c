//! [`KnightLine`]: the rules for one set of options, as a `plateau_core::Game`.

use std::sync::{Arc, OnceLock};

use plateau_core::board::MoveInput;
use plateau_core::{
    BoardView, Figure, Game, GameAi, GameInfo, GameView, IllegalMove, OptionsError, Outcome, ParseMoveError,
    Player, Scores, ToMove,
};

use crate::geometry::Cell;
use crate::moves::Move;
use crate::options::{Grey, KnightLineOptions, option_specs};
use crate::rules::SEATS;
use crate::state::{KnightLineState, STACK_SIZE, Status};
use crate::{notation, view, zobrist};

/// Knight Line (rules.md §3) for 2 or 3 players, with or without the grey tile.
#[derive(Clone, Debug)]
pub struct KnightLine {
    options: KnightLineOptions,
    info: Arc<GameInfo>,
}

pub(crate) const DESCRIPTION: &str = "Knight Line, by Stephen Tavener, is a small connection game played on an \
    open table with no board. Every player begins with one stack of twenty tiles. On your turn \
    you lift some tiles off the top of one of your stacks, leaving at least one behind, and set \
    them down a knight's jump away on an empty spot that touches the group, so the group grows \
    by one stack every turn and never falls apart. The first player with four stacks in a \
    straight row, across, up or diagonally, wins; if nobody can move any more, Black wins, and \
    in the three-player game anyone left without a move ends it as a draw. The optional grey \
    tile either blocks lines or counts for everyone.";

impl Game for KnightLine {
    type State = KnightLineState;
    type Move = Move;
    type Options = KnightLineOptions;

    fn new(options: KnightLineOptions) -> Result<Self, OptionsError> {
        // One description per player count, made once and shared: a game is made for every
        // `newgame` of the engine and every session, and its rules, lessons and German words
        // are long.
        static INFO: [OnceLock<Arc<GameInfo>>; 2] = [OnceLock::new(), OnceLock::new()];
        if !(2..=3).contains(&options.players) {
            return Err(OptionsError(format!(
                "Knight Line is played by 2 or 3 players, not {}",
                options.players
            )));
        }
        let players = usize::from(options.players);
        let info = INFO[players - 2].get_or_init(|| {
            Arc::new(GameInfo {
                id: "knightline".to_owned(),
                name: "Knight Line".to_owned(),
                rules_version: 1,
                players: SEATS[..players].iter().map(|&s| s.to_owned()).collect(),
                description: DESCRIPTION.to_owned(),
                rules: include_str!("rules.md").to_owned(),
                options: option_specs(),
                seat_colors: Vec::new(),
                lessons: crate::lessons::lessons(),
                words: crate::words::words(),
            })
        });
        Ok(Self { options, info: Arc::clone(info) })
    }

    fn options(&self) -> &KnightLineOptions {
        &self.options
    }

    fn info(&self) -> &GameInfo {
        &self.info
    }

    /// Two players: White 20 on (0,0), Black 20 on (1,0); three players add Red 20 on
    /// (0,-1) (K-6). Grey variants: only the grey tile on (0,0), and each player places their
    /// stack next to it in turn (K-8). White's first split moves one tile in two-player games
    /// (K-9), unless the `first_move_single` option is off (K-13).
    fn initial_state(&self) -> KnightLineState {
        let players = self.options.players;
        let mut state = if self.options.grey.is_present() {
            let mut s = KnightLineState::empty(players, Some(Cell::ORIGIN), Cell::ORIGIN);
            s.wildcard = self.options.grey == Grey::Wildcard;
            s.placements_left = players;
            s.hash ^= zobrist::placements(players);
            s
        } else {
            let mut s = KnightLineState::empty(players, None, Cell::ORIGIN);
            let starts = [(0, 0), (1, 0), (0, -1)];
            for (p, &(x, y)) in starts.iter().enumerate().take(players as usize) {
                s.add_stack(p, Cell::new_unchecked(x, y), STACK_SIZE);
            }
            s
        };
        if players == 2 && self.options.first_move_single {
            state.restricted = true;
            state.hash ^= zobrist::restricted();
        }
        state
    }

    fn to_move(&self, state: &KnightLineState) -> ToMove {
        match state.status {
            Status::Ongoing => ToMove::Player(Player::new(state.to_move as usize)),
            _ => ToMove::Terminal,
        }
    }

    fn phase(&self, state: &KnightLineState) -> &'static str {
        if state.is_placement() { "Placement" } else { "Play" }
    }

    fn legal_moves(&self, state: &KnightLineState, out: &mut Vec<Move>) {
        state.generate(out);
    }

    fn play_unchecked(&self, state: &mut KnightLineState, mv: Move) {
        state.apply(mv);
    }

    fn try_play(&self, state: &mut KnightLineState, mv: Move) -> Result<(), IllegalMove> {
        state.check(mv)?;
        state.apply(mv);
        Ok(())
    }

    fn is_pass(&self, mv: Move) -> bool {
        mv.is_pass()
    }

    /// "four in a row" (the mover made a line of four), "nobody can move" (two players, Black wins) or
    /// "a player was forced to pass" (three players, all draw).
    fn outcome(&self, state: &KnightLineState) -> Option<Outcome> {
        match state.status {
            Status::Ongoing => None,
            Status::Line(p) => Some(Outcome::win(Player::new(p as usize), "four in a row").with_code("line")),
            Status::NobodyCanMove => {
                Some(Outcome::win(Player::BLACK, "nobody can move").with_code("nobody-can-move"))
            }
            Status::ForcedPass => Some(Outcome::draw("a player was forced to pass").with_code("forced-pass")),
        }
    }

    /// Per player: "stacks" on the board, "longest line" of them, and "spare tiles" (how many
    /// more splits their stacks allow).
    fn scores(&self, state: &KnightLineState) -> Scores {
        let wild = state.wild();
        let per_player = (0..self.options.players as usize)
            .map(|p| {
                let player = Player::new(p);
                let figure =
                    |label: &str, value: u32| Figure { label: label.to_owned(), value: i64::from(value) };
                vec![
                    figure("stacks", state.stack_count(player)),
                    figure("longest line", state.longest_line(p, wild)),
                    figure("spare tiles", state.spare_tiles(player)),
                ]
            })
            .collect();
        Scores { per_player }
    }

    fn hash(&self, state: &KnightLineState) -> u64 {
        state.hash
    }

    fn hash_from_scratch(&self, state: &KnightLineState) -> u64 {
        let mut h = zobrist::turn(state.to_move as usize) ^ zobrist::placements(state.placements_left);
        if state.restricted {
            h ^= zobrist::restricted();
        }
        if let Some(g) = state.grey {
            h ^= zobrist::grey(g);
        }
        for (cell, owner, height) in state.stacks() {
            h ^= zobrist::stack(owner.index(), cell, height);
        }
        h
    }

    fn move_id(&self, mv: Move) -> u32 {
        mv.id()
    }

    fn move_from_id(&self, id: u32) -> Option<Move> {
        Move::from_id(id)
    }

    fn notation(&self, _state: &KnightLineState, mv: Move) -> String {
        mv.to_string()
    }

    /// Canonical notation or AbstractPlay's (see [`crate::notation`]).
    fn parse_move(&self, _state: &KnightLineState, text: &str) -> Result<Move, ParseMoveError> {
        notation::parse(text)
    }
}

impl GameView for KnightLine {
    fn board_view(&self, state: &KnightLineState) -> BoardView {
        view::board_view(state)
    }

    fn move_input(&self, _state: &KnightLineState, mv: Move) -> MoveInput {
        view::move_input(mv)
    }
}

impl GameAi for KnightLine {
    /// Search stops short of the end with [`KnightLineEvaluator`](crate::KnightLineEvaluator)'s judgement.
    fn evaluator(&self) -> Box<dyn plateau_core::Evaluator<Self>> {
        Box::new(crate::KnightLineEvaluator::default())
    }

    /// Three players: `ThreatPolicy` (it blocks the next players' lines); two players: uniform.
    fn playout_policy(&self) -> Box<dyn plateau_core::ai::PlayoutPolicy<Self>> {
        if self.options.players == 2 {
            Box::new(plateau_core::ai::UniformPolicy)
        } else {
            Box::new(crate::playout::ThreatPolicy)
        }
    }

    fn level_spec(&self, level: plateau_core::ai::Level) -> Box<dyn plateau_core::ai::AgentSpec> {
        crate::ai::level_spec(self.options, level)
    }
}
