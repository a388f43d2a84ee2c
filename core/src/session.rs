//! The object-safe face of a game in progress, used by the front end, the command line and
//! (through the same trait) plugin games: [`GameSession`], its generic implementation
//! [`Session<G>`], and [`GameFactory`], which makes sessions from options.
//!
//! Moves cross this boundary as `u32` ids ([`Game::move_id`](crate::Game::move_id)) and text; nothing here is
//! generic, so a session can live behind a C ABI.

use std::sync::atomic::AtomicBool;

use serde_json::Value;

use crate::ai::{
    AgentError, Hint, Limits, SearchSpeed, SeatSpec, SessionAgent, ThinkingSeat, TypedSeat, build_agent,
    measure_by_thinking, measure_speed,
};
use crate::history::History;
use crate::perft::{PlayoutStats, perft, random_playouts};
use crate::{
    BoardView, GameInfo, MoveError, MoveInput, OptionsError, Outcome, Playable, Rng, Scores, ToMove, options,
};

/// A game in progress with its undo/redo timeline. All position queries answer for the
/// state at the history cursor.
pub trait GameSession: Send {
    /// The game and the seats for this session's options.
    fn info(&self) -> &GameInfo;
    /// The rule options, as JSON (the form save files keep).
    fn options(&self) -> Value;
    /// Who acts next.
    fn to_move(&self) -> ToMove;
    /// Name of the current phase.
    fn phase(&self) -> String;
    /// Ids of the legal moves, in the game's deterministic order; empty iff the game is over.
    fn legal_moves(&self) -> Vec<u32>;
    /// The move `id` in canonical notation as played from the current state.
    fn notation(&self, id: u32) -> Result<String, MoveError>;
    /// How a person makes move `id` by pointing.
    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError>;
    /// Reads a move and checks it is legal here, without playing it.
    fn parse_move(&self, text: &str) -> Result<u32, MoveError>;
    /// Plays move `id` at the cursor (dropping the redo tail), if legal.
    fn play(&mut self, id: u32) -> Result<(), MoveError>;
    /// Parses and plays one move, or several written as one unit (a whole GIPF turn); all
    /// or nothing. Returns the ids played.
    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError>;
    /// Steps back one move; false at the start.
    fn undo(&mut self) -> bool;
    /// Steps forward along the redo tail; false at its end.
    fn redo(&mut self) -> bool;
    /// Moves the cursor to `index` (number of moves played); false if out of range.
    fn seek(&mut self, index: usize) -> bool;
    /// Number of moves before the cursor.
    fn cursor(&self) -> usize;
    /// The whole timeline (including the redo tail) in canonical notation.
    fn history(&self) -> Vec<String>;
    /// The seat that made each move of the timeline.
    fn history_movers(&self) -> Vec<Option<crate::Player>>;
    /// The current position for drawing, with the last move marked.
    fn board_view(&self) -> BoardView;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// Live figures per player.
    fn scores(&self) -> Scores;
    /// Zobrist hash of the current state.
    fn hash(&self) -> u64;
    /// Perft count from the current state.
    fn perft(&self, depth: u32) -> u64;
    /// `count` random games from the initial state (for speed figures), each capped at
    /// `max_plies` moves.
    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats;
    /// The move the agent in `seat` would play now: `None` for humans, for seats the
    /// session's own build cannot run, and when the game is over.
    ///
    /// Seats are JSON ([`SeatSpec`]) because agent kinds are a per-binary registry: the
    /// session reads the seat with the registry of the binary it runs in, so a plugin game
    /// runs the agent kinds its plugin defines.
    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32>;
    /// An independent copy (for a worker thread).
    fn clone_box(&self) -> Box<dyn GameSession>;

    /// The move the agent in `seat` suggests now, with the search's statistics
    /// (evaluation, visit shares, principal variation) for a Hint button; `None` as for
    /// [`GameSession::think`]. The default asks `think` and reports the move alone.
    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        let id = self.think(seat, limits, stop)?;
        Some(Hint::bare(id, self.notation(id).unwrap_or_default()))
    }

    /// An agent for `seat` that follows this game from the current position: tell it every
    /// move played, ask it for moves. Unlike `think`, it keeps its search (tree, table)
    /// from one move to the next. Fails for humans, for kinds the session's build does not
    /// know, for settings out of range and for agents that cannot play this game, with a
    /// message saying why. The default wraps
    /// `think` (no reuse between moves).
    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        if seat.is_human() {
            return Err(AgentError::Human(seat.label()));
        }
        Ok(Box::new(ThinkingSeat::new(self.clone_box(), seat.clone())))
    }

    /// Whether `seat` could sit at this game: a person, or an agent kind the session's own
    /// build knows, with settings in range. Cheap (builds nothing), so a save can be checked
    /// seat by seat when it is opened rather than fail when the seat's turn comes. Agents
    /// that cannot play this game at all are still refused only by
    /// [`GameSession::bind_agent`].
    fn check_seat(&self, seat: &SeatSpec) -> Result<(), AgentError> {
        let spec = seat.to_spec()?;
        spec.validate().map_err(|reason| AgentError::Invalid { agent: spec.label(), reason })
    }

    /// How the game's evaluator judges the current position for each seat, in seat order,
    /// each in `[-1, 1]` (1: sure win); the exact result once the game is over. The rules
    /// lab follows games with it. The default judges every position even.
    fn evaluate(&self) -> Vec<f32> {
        vec![0.0; self.info().player_count()]
    }

    /// Search speed from the current position for `plateau bench`: an MCTS search of
    /// `budget` iterations and an alpha-beta search of `budget` nodes,
    /// seeded by `seed`. The default measures through `think` (see
    /// [`crate::ai::measure_by_thinking`]).
    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        measure_by_thinking(self, budget, seed)
    }

    /// Everything a front end shows of the current position, in one answer (one call behind
    /// a plugin boundary). The default asks the questions one by one.
    fn snapshot(&self) -> crate::snapshot::Snapshot {
        crate::snapshot::Snapshot::ask(self)
    }

    /// Why this session stopped working, if it did: a plugin game that panicked or returned
    /// a value the host refused. A faulted session answers safely from then on (no legal
    /// moves, nobody to move); front ends show this text. Compiled-in games never fault.
    fn fault(&self) -> Option<String> {
        None
    }

    /// True while a request made earlier is still running: a plugin game kept off the
    /// caller's thread whose answer came too late to wait for. Meanwhile every question is
    /// answered at once with what the session last showed (no legal moves), and every change
    /// is refused ("still answering"), though a change refused in the very request that went
    /// late may still happen when its answer comes. Ask again later, and once this says
    /// false read the session afresh: it may have moved on. A late request is reported at
    /// least once: the first call after its answer came still says true, so a caller asking
    /// once a frame never misses one. Sessions that answer at once are never busy.
    fn busy(&self) -> bool {
        false
    }
}

/// [`GameSession`] for any compiled-in [`Game`](crate::Game).
#[derive(Clone, Debug)]
pub struct Session<G: Playable> {
    game: G,
    history: History<G>,
}

impl<G: Playable> Session<G> {
    /// A new game at the initial state.
    pub fn new(game: G) -> Self {
        let history = History::new(&game);
        Self { game, history }
    }

    /// The rules.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The timeline.
    pub fn timeline(&self) -> &History<G> {
        &self.history
    }

    /// The state at the cursor.
    pub fn state(&self) -> &G::State {
        self.history.current()
    }

    fn decode(&self, id: u32) -> Result<G::Move, MoveError> {
        self.game.move_from_id(id).ok_or(MoveError::UnknownId(id))
    }
}

impl<G: Playable> GameSession for Session<G> {
    fn info(&self) -> &GameInfo {
        self.game.info()
    }

    fn options(&self) -> Value {
        options::encode::<G>(self.game.options())
    }

    fn to_move(&self) -> ToMove {
        self.game.to_move(self.state())
    }

    fn phase(&self) -> String {
        self.game.phase(self.state()).to_owned()
    }

    fn legal_moves(&self) -> Vec<u32> {
        let mut moves = Vec::new();
        self.game.legal_moves(self.state(), &mut moves);
        moves.into_iter().map(|m| self.game.move_id(m)).collect()
    }

    fn notation(&self, id: u32) -> Result<String, MoveError> {
        Ok(self.game.notation(self.state(), self.decode(id)?))
    }

    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        Ok(self.game.move_input(self.state(), self.decode(id)?))
    }

    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        let state = self.state();
        if self.game.to_move(state) == ToMove::Terminal {
            return Err(MoveError::GameOver);
        }
        let mv = self.game.parse_move(state, text)?;
        let mut probe = state.clone();
        self.game
            .try_play(&mut probe, mv)
            .map_err(|source| MoveError::Illegal { notation: text.trim().to_owned(), source })?;
        Ok(self.game.move_id(mv))
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        if self.to_move() == ToMove::Terminal {
            return Err(MoveError::GameOver);
        }
        let mv = self.decode(id)?;
        let notation = self.game.notation(self.state(), mv);
        self.history.play(&self.game, mv).map_err(|source| MoveError::Illegal { notation, source })
    }

    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        if self.to_move() == ToMove::Terminal {
            return Err(MoveError::GameOver);
        }
        let moves = self.game.parse_sequence(self.state(), text)?;
        // All or nothing without copying the timeline: `play_all` checks every move before
        // it changes anything, so replaying a long save stays linear.
        self.history.play_all(&self.game, &moves).map_err(|(i, source)| {
            let mut before = self.state().clone();
            for &mv in &moves[..i] {
                self.game.play_unchecked(&mut before, mv);
            }
            MoveError::Illegal { notation: self.game.notation(&before, moves[i]), source }
        })?;
        Ok(moves.iter().map(|&mv| self.game.move_id(mv)).collect())
    }

    fn undo(&mut self) -> bool {
        self.history.undo()
    }

    fn redo(&mut self) -> bool {
        self.history.redo()
    }

    fn seek(&mut self, index: usize) -> bool {
        self.history.seek(index)
    }

    fn cursor(&self) -> usize {
        self.history.cursor()
    }

    fn history(&self) -> Vec<String> {
        let h = &self.history;
        h.moves().iter().enumerate().map(|(i, &m)| self.game.notation(h.state_at(i), m)).collect()
    }

    fn history_movers(&self) -> Vec<Option<crate::Player>> {
        let h = &self.history;
        (0..h.moves().len()).map(|i| self.game.to_move(h.state_at(i)).player()).collect()
    }

    fn board_view(&self) -> BoardView {
        let mut view = self.game.board_view(self.state());
        if let Some((before, mv)) = self.history.last_move() {
            view.last_move = self.game.move_input(before, mv).cells;
        }
        view
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(self.state())
    }

    fn scores(&self) -> Scores {
        self.game.scores(self.state())
    }

    fn hash(&self) -> u64 {
        self.game.hash(self.state())
    }

    fn perft(&self, depth: u32) -> u64 {
        perft(&self.game, self.state(), depth)
    }

    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        random_playouts(&self.game, &mut Rng::new(seed), count, max_plies)
    }

    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        let spec = seat.to_spec().ok()?;
        let mut agent = build_agent(&self.game, spec.as_ref()).ok()?;
        agent.select(&self.game, self.state(), limits, stop).map(|m| self.game.move_id(m))
    }

    fn clone_box(&self) -> Box<dyn GameSession> {
        Box::new(self.clone())
    }

    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        let spec = seat.to_spec().ok()?;
        let mut agent = build_agent(&self.game, spec.as_ref()).ok()?;
        let analysis = agent.analyse(&self.game, self.state(), limits, stop)?;
        Some(Hint::from_analysis(&self.game, self.state(), &analysis))
    }

    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        let spec = seat.to_spec()?;
        let agent = build_agent(&self.game, spec.as_ref())?;
        Ok(Box::new(TypedSeat::new(self.game.clone(), self.state().clone(), agent)))
    }

    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        measure_speed(&self.game, self.state(), budget, seed)
    }

    fn evaluate(&self) -> Vec<f32> {
        let state = self.state();
        let players = self.game.info().player_count();
        if let Some(outcome) = self.game.outcome(state) {
            // Exact at the end: +1 for the winner, -1 for the others, 0 for a draw.
            return (0..players)
                .map(|p| match outcome.winner() {
                    Some(w) if w.index() == p => 1.0,
                    Some(_) => -1.0,
                    None => 0.0,
                })
                .collect();
        }
        let evaluator = self.game.evaluator();
        (0..players)
            .map(|p| evaluator.evaluate(&self.game, state, crate::Player::new(p)).clamp(-1.0, 1.0))
            .collect()
    }
}

/// Makes sessions of one game from options given as JSON. The host keeps one per game in
/// its registry; plugins provide their own.
pub trait GameFactory: Send + Sync {
    /// The game as made with its default options.
    fn info(&self) -> &GameInfo;
    /// A new session for these options (`null` or `{}` for the defaults).
    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError>;
}

/// [`GameFactory`] for a compiled-in game.
pub struct StaticFactory<G: Playable> {
    default: G,
}

impl<G: Playable> StaticFactory<G> {
    /// A factory; panics if the game refuses its own default options (a bug in the game).
    pub fn new() -> Self {
        Self { default: G::new(G::Options::default()).expect("default options are valid") }
    }
}

impl<G: Playable> Default for StaticFactory<G> {
    fn default() -> Self {
        Self::new()
    }
}

impl<G: Playable> GameFactory for StaticFactory<G> {
    fn info(&self) -> &GameInfo {
        self.default.info()
    }

    fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
        let game = G::new(options::decode::<G>(options)?)?;
        Ok(Box::new(Session::new(game)))
    }
}
