//! A game in progress inside a plugin, as a [`GameSession`].

use std::cell::OnceCell;
use std::sync::Arc;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{AgentError, Hint, Limits, SearchSpeed, SeatSpec, SessionAgent};
use plateau_core::board::ColorRole;
use plateau_core::perft::PlayoutStats;
use plateau_core::{
    BoardView, GameInfo, GameSession, IllegalMove, MoveError, MoveInput, Outcome, Player, Scores, ToMove,
};
use serde_json::Value;

use super::agent::PluginAgent;
use super::call::{CallError, checked, made, request};
use super::header::check_info;
use super::seam::Tier;
use super::seam::{Call, Handle, Patience, Reply, Seam};
use crate::abi::TERMINAL;
use crate::protocol::request::{self as ask};
use crate::protocol::{Refusal, Request};

/// A game in progress inside a plugin, as a [`GameSession`].
///
/// It is `Send` but not `Sync` (the fault cell): one thread at a time uses its handle, as the
/// seam requires.
pub struct PluginSession {
    seam: Arc<dyn Seam>,
    handle: Handle,
    info: GameInfo,
    game_id: String,
    /// The first failure of the plugin; once set, nothing more is asked of it.
    pub(super) fault: OnceCell<String>,
    /// What the plugin last showed, so a faulted game stays on screen and saves where it
    /// was, not blank at move 0.
    seen: std::cell::RefCell<LastSeen>,
}

/// The last good answers of a session.
#[derive(Default)]
struct LastSeen {
    cursor: usize,
    history: Vec<String>,
    movers: Vec<Option<Player>>,
    view: Option<BoardView>,
}

impl std::fmt::Debug for PluginSession {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("PluginSession")
            .field("handle", &self.handle)
            .field("game", &self.game_id)
            .field("players", &self.info.player_count())
            .field("fault", &self.fault.get())
            .finish_non_exhaustive()
    }
}

impl Drop for PluginSession {
    fn drop(&mut self) {
        self.seam.free_session(self.handle);
    }
}

impl PluginSession {
    pub(super) fn new(seam: Arc<dyn Seam>, handle: Handle, info: GameInfo) -> Self {
        let game_id = info.id.clone();
        Self { seam, handle, info, game_id, fault: OnceCell::new(), seen: std::cell::RefCell::default() }
    }

    /// Whether the plugin runs sandboxed or with full access.
    pub fn tier(&self) -> Tier {
        self.seam.tier()
    }

    /// A copy of this game (its options, its whole timeline and its cursor) in a seam of its
    /// own, replayed move by move and checked by its hash.
    fn replay_into(&self, seam: Arc<dyn Seam>) -> Result<Self, String> {
        let options = serde_json::to_vec(&self.options()).map_err(|e| e.to_string())?;
        let timeline = self.history();
        let cursor = self.cursor();
        let hash = self.hash();
        if let Some(fault) = self.fault.get() {
            return Err(fault.clone());
        }
        let handle = made(checked(seam.call(Call::SessionNew(&options), Patience::Quick, None)), "session")
            .map_err(|e| match e {
            CallError::Fault(reason) => reason,
            CallError::Refused(refusal) => format!("refused the game's own options: {refusal:?}"),
        })?;
        let mut copy = Self::new(seam, handle, self.info.clone());
        for line in &timeline {
            copy.play_notation(line).map_err(|e| format!("the copy refused move '{line}': {e}"))?;
        }
        if !copy.seek(cursor) || copy.hash() != hash {
            return Err("the copy does not reach the same position".to_owned());
        }
        Ok(copy)
    }
    fn faulted(&self) -> bool {
        self.fault.get().is_some()
    }

    /// Marks the session faulted (the first reason stays).
    fn set_fault(&self, reason: String) {
        let _ = self.fault.set(reason);
    }

    fn players(&self) -> usize {
        self.info.player_count()
    }

    fn seat_ok(&self, player: Player) -> bool {
        player.index() < self.players()
    }

    /// Asks the session and returns the answer, or `None` after marking it faulted
    /// (refusals come back as `Err`).
    fn ask<R: Request>(&self, request: &R, stop: Option<&AtomicBool>) -> Option<Result<R::Answer, Refusal>> {
        if self.faulted() {
            return None;
        }
        let handle = self.handle;
        match self::request(self.seam.as_ref(), handle, request, stop) {
            Ok(answer) => Some(Ok(answer)),
            Err(CallError::Refused(refusal)) => Some(Err(refusal)),
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                None
            }
        }
    }

    /// Asks for something the game never refuses; a refusal faults the session.
    fn expect<R: Request>(&self, request: &R) -> Option<R::Answer> {
        self.expect_with(request, None)
    }

    fn expect_with<R: Request>(&self, request: &R, stop: Option<&AtomicBool>) -> Option<R::Answer> {
        match self.ask(request, stop)? {
            Ok(answer) => Some(answer),
            Err(refusal) => {
                self.set_fault(format!("refused '{}': {refusal:?}", R::NAME));
                None
            }
        }
    }

    /// Asks for something that may be refused with a move error.
    fn expect_move<R: Request>(&self, request: &R) -> Result<R::Answer, MoveError> {
        match self.ask(request, None) {
            None => Err(self.fault_error()),
            Some(Err(Refusal::Move(error))) => Err(error.into()),
            Some(Err(other)) => {
                self.set_fault(format!("refused '{}': {other:?}", R::NAME));
                Err(self.fault_error())
            }
            Some(Ok(answer)) => Ok(answer),
        }
    }

    /// The move error a faulted session gives.
    fn fault_error(&self) -> MoveError {
        MoveError::Illegal {
            notation: String::new(),
            source: IllegalMove::new(format!(
                "the game's plugin failed: {}",
                self.fault.get().map_or("", String::as_str)
            )),
        }
    }

    /// Fetches and checks the session's own game description (its seats depend on the
    /// options).
    pub(super) fn refresh_info(&mut self) {
        let Some(info) = self.expect(&ask::Info) else {
            return;
        };
        if let Err(reason) = check_info(&info) {
            self.set_fault(reason);
        } else if info.id != self.game_id {
            self.set_fault(format!("a session of game '{}' says it is '{}'", self.game_id, info.id));
        } else {
            self.info = info;
        }
    }

    /// Runs a call that answers with a number; `None` after marking the session faulted.
    fn hot(&self, call: Call<'_>) -> Option<Reply> {
        if self.faulted() {
            return None;
        }
        match checked(self.seam.call(call, Patience::Quick, None)) {
            Ok(reply) => Some(reply),
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                None
            }
            Err(CallError::Refused(refusal)) => {
                self.set_fault(format!("refused a call: {refusal:?}"));
                None
            }
        }
    }

    /// Runs a call that answers "done" or "not done".
    fn step(&self, call: Call<'_>) -> bool {
        self.hot(call).is_some_and(|reply| reply.value == 1)
    }

    /// Checks that `id` is a legal move now; faults if not.
    fn legal_or_fault(&self, id: u32, what: &str) -> bool {
        if self.legal_moves().contains(&id) {
            true
        } else {
            self.set_fault(format!("{what} {id}, which is not a legal move"));
            false
        }
    }

    fn check_hint(&self, hint: Hint) -> Option<Hint> {
        (self.legal_or_fault(hint.mv, "hinted move") && hint.value.is_none_or(f64::is_finite)).then_some(hint)
    }

    fn check_view(&self, view: &BoardView) -> Result<(), String> {
        for cell in &view.cells {
            if !cell.center.iter().all(|c| c.is_finite()) {
                return Err(format!("cell {} has no finite position", cell.name));
            }
            for piece in &cell.stack {
                if let ColorRole::Player(p) = piece.color
                    && !self.seat_ok(p)
                {
                    return Err(format!("a piece on {} belongs to seat {}", cell.name, p.index()));
                }
            }
        }
        for edge in &view.edges {
            if !edge.from.iter().chain(&edge.to).all(|c| c.is_finite()) {
                return Err("a board edge has no finite position".to_owned());
            }
            if let ColorRole::Player(p) = edge.role
                && !self.seat_ok(p)
            {
                return Err(format!("a board edge belongs to seat {}", p.index()));
            }
        }
        Ok(())
    }

    fn check_outcome(&self, outcome: &Outcome) -> Result<(), String> {
        if let Some(winner) = outcome.winner()
            && !self.seat_ok(winner)
        {
            return Err(format!("the winner is seat {}", winner.index()));
        }
        if !outcome.score.is_empty() && outcome.score.len() != self.players() {
            return Err(format!("the final score has {} entries", outcome.score.len()));
        }
        Ok(())
    }

    /// Checks a snapshot as each of its answers is checked alone: seats, board, outcome,
    /// distinct move ids.
    fn check_snapshot(&self, snapshot: &plateau_core::snapshot::Snapshot) -> Result<(), String> {
        if let ToMove::Player(p) = snapshot.to_move
            && !self.seat_ok(p)
        {
            return Err(format!("seat {} to move in a game of {} seats", p.index(), self.players()));
        }
        self.check_view(&snapshot.board)?;
        if let Some(outcome) = &snapshot.outcome {
            self.check_outcome(outcome)?;
        }
        if snapshot.scores.per_player.len() > self.players() {
            return Err(format!("scores for {} seats", snapshot.scores.per_player.len()));
        }
        let mut ids: Vec<u32> = snapshot.moves.iter().map(|m| m.id).collect();
        ids.sort_unstable();
        if ids.windows(2).any(|w| w[0] == w[1]) {
            return Err("a move id given twice".to_owned());
        }
        Ok(())
    }

    /// What a faulted session shows: the last board and cursor it gave, nobody to move.
    fn faulted_snapshot(&self) -> plateau_core::snapshot::Snapshot {
        let seen = self.seen.borrow();
        plateau_core::snapshot::Snapshot {
            cursor: seen.cursor,
            hash: 0,
            to_move: ToMove::Terminal,
            phase: String::new(),
            outcome: Some(self.fault_outcome()),
            scores: Scores::default(),
            board: seen
                .view
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square)),
            moves: Vec::new(),
        }
    }

    /// The outcome a faulted session reports: a draw whose reason names the fault.
    fn fault_outcome(&self) -> Outcome {
        Outcome::draw(format!("the game's plugin failed: {}", self.fault.get().map_or("", String::as_str)))
            .with_code("plugin-failed")
    }
}

impl GameSession for PluginSession {
    fn info(&self) -> &GameInfo {
        &self.info
    }

    fn options(&self) -> Value {
        self.expect(&ask::Options).unwrap_or(Value::Null)
    }

    fn to_move(&self) -> ToMove {
        let seat = self.hot(Call::ToMove(self.handle)).map_or(u64::from(TERMINAL), |reply| reply.value);
        let Ok(seat) = u32::try_from(seat) else {
            self.set_fault(format!("seat {seat} to move"));
            return ToMove::Terminal;
        };
        if seat == TERMINAL {
            return ToMove::Terminal;
        }
        if (seat as usize) < self.players() {
            ToMove::Player(Player::new(seat as usize))
        } else {
            self.set_fault(format!("seat {seat} to move in a game of {} seats", self.players()));
            ToMove::Terminal
        }
    }

    fn phase(&self) -> String {
        self.expect(&ask::Phase).unwrap_or_default()
    }

    fn legal_moves(&self) -> Vec<u32> {
        self.hot(Call::LegalMoves(self.handle)).map(|reply| reply.ids).unwrap_or_default()
    }

    fn notation(&self, id: u32) -> Result<String, MoveError> {
        self.expect_move(&ask::Notation { id })
    }

    fn move_input(&self, id: u32) -> Result<MoveInput, MoveError> {
        self.expect_move(&ask::MoveInput { id })
    }

    fn parse_move(&self, text: &str) -> Result<u32, MoveError> {
        let id = self.expect_move(&ask::ParseMove { text: text.to_owned() })?;
        if self.legal_or_fault(id, "read a move as") { Ok(id) } else { Err(self.fault_error()) }
    }

    fn play(&mut self, id: u32) -> Result<(), MoveError> {
        if self.faulted() {
            return Err(MoveError::GameOver);
        }
        match checked(self.seam.call(Call::Play(self.handle, id), Patience::Quick, None)) {
            Ok(_) => Ok(()),
            Err(CallError::Refused(Refusal::Move(error))) => Err(error.into()),
            Err(CallError::Refused(other)) => {
                self.set_fault(format!("refused a move with {other:?}"));
                Err(self.fault_error())
            }
            Err(CallError::Fault(reason)) => {
                self.set_fault(reason);
                Err(self.fault_error())
            }
        }
    }

    fn play_notation(&mut self, text: &str) -> Result<Vec<u32>, MoveError> {
        let ids = self.expect_move(&ask::PlayNotation { text: text.to_owned() })?;
        if ids.is_empty() {
            self.set_fault(format!("played '{text}' as no move at all"));
            return Err(self.fault_error());
        }
        Ok(ids)
    }

    fn undo(&mut self) -> bool {
        self.step(Call::Undo(self.handle))
    }

    fn redo(&mut self) -> bool {
        self.step(Call::Redo(self.handle))
    }

    fn seek(&mut self, index: usize) -> bool {
        self.step(Call::Seek(self.handle, index as u64))
    }

    fn cursor(&self) -> usize {
        match self.hot(Call::Cursor(self.handle)).map(|reply| usize::try_from(reply.value)) {
            Some(Ok(cursor)) => {
                self.seen.borrow_mut().cursor = cursor;
                cursor
            }
            _ => self.seen.borrow().cursor,
        }
    }

    fn history(&self) -> Vec<String> {
        match self.expect(&ask::History) {
            Some(lines) => {
                self.seen.borrow_mut().history.clone_from(&lines);
                lines
            }
            None => self.seen.borrow().history.clone(),
        }
    }

    fn history_movers(&self) -> Vec<Option<Player>> {
        let movers = self.expect(&ask::HistoryMovers).unwrap_or_else(|| self.seen.borrow().movers.clone());
        if let Some(bad) = movers.iter().flatten().find(|p| !self.seat_ok(**p)) {
            self.set_fault(format!("a move of the history was made by seat {}", bad.index()));
            return self.seen.borrow().movers.clone();
        }
        self.seen.borrow_mut().movers.clone_from(&movers);
        movers
    }

    fn board_view(&self) -> BoardView {
        let empty = || {
            self.seen
                .borrow()
                .view
                .clone()
                .unwrap_or_else(|| BoardView::empty(plateau_core::board::Lattice::Square))
        };
        let Some(view) = self.expect(&ask::BoardView) else {
            return empty();
        };
        match self.check_view(&view) {
            Ok(()) => {
                self.seen.borrow_mut().view = Some(view.clone());
                view
            }
            Err(reason) => {
                self.set_fault(format!("bad board view: {reason}"));
                empty()
            }
        }
    }

    fn outcome(&self) -> Option<Outcome> {
        if self.faulted() {
            return Some(self.fault_outcome());
        }
        let outcome = self.expect(&ask::Outcome);
        match outcome {
            None => Some(self.fault_outcome()),
            Some(None) => None,
            Some(Some(outcome)) => match self.check_outcome(&outcome) {
                Ok(()) => Some(outcome),
                Err(reason) => {
                    self.set_fault(format!("bad outcome: {reason}"));
                    Some(self.fault_outcome())
                }
            },
        }
    }

    fn scores(&self) -> Scores {
        let scores = self.expect(&ask::Scores).unwrap_or_default();
        if scores.per_player.len() > self.players() {
            self.set_fault(format!("scores for {} seats", scores.per_player.len()));
            return Scores::default();
        }
        scores
    }

    fn hash(&self) -> u64 {
        self.hot(Call::Hash(self.handle)).map_or(0, |reply| reply.value)
    }

    fn perft(&self, depth: u32) -> u64 {
        self.expect(&ask::Perft { depth }).unwrap_or(0)
    }

    fn random_playouts(&self, seed: u64, count: u64, max_plies: u32) -> PlayoutStats {
        self.expect(&ask::RandomPlayouts { seed, count, max_plies })
            .map(PlayoutStats::from)
            .unwrap_or_default()
    }

    fn think(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<u32> {
        if seat.is_human() {
            return None;
        }
        let id = self.expect_with(&ask::Think { spec: seat.clone(), limits: *limits }, Some(stop))??;
        self.legal_or_fault(id, "chose").then_some(id)
    }

    fn clone_box(&self) -> Box<dyn GameSession> {
        let copy = match self.seam.fork() {
            // Copies of a WebAssembly game get an instance of their own, so one can think
            // while the other is shown.
            Some(fork) => fork.and_then(|seam| self.replay_into(seam)),
            None => match self.hot(Call::SessionClone(self.handle)) {
                Some(reply) if reply.value != 0 => {
                    Ok(Self::new(Arc::clone(&self.seam), reply.value, self.info.clone()))
                }
                Some(_) => Err("made no copy of a session".to_owned()),
                None => Err(self.fault.get().cloned().unwrap_or_default()),
            },
        };
        match copy {
            Ok(copy) => Box::new(copy),
            Err(reason) => {
                // A copy that only reports the fault: handle 0 is "none" in both tiers, and a
                // faulted session never calls its plugin.
                let copy = Self::new(Arc::clone(&self.seam), 0, self.info.clone());
                copy.set_fault(reason);
                Box::new(copy)
            }
        }
    }

    fn hint(&self, seat: &SeatSpec, limits: &Limits, stop: &AtomicBool) -> Option<Hint> {
        if seat.is_human() {
            return None;
        }
        let hint = self.expect_with(&ask::Hint { spec: seat.clone(), limits: *limits }, Some(stop))??;
        self.check_hint(hint)
    }

    fn bind_agent(&self, seat: &SeatSpec) -> Result<Box<dyn SessionAgent>, AgentError> {
        if seat.is_human() {
            return Err(AgentError::Human(seat.label()));
        }
        let unsupported = |reason: String| AgentError::Unsupported { agent: seat.label(), reason };
        if let Some(fault) = self.fault.get() {
            return Err(unsupported(format!("the game's plugin failed: {fault}")));
        }
        let bytes =
            serde_json::to_vec(seat).map_err(|e| unsupported(format!("the spec cannot be written: {e}")))?;
        // An agent of a WebAssembly game thinks in an instance of its own, on a copy of the
        // game, so the game stays free to answer while it thinks.
        let home = match self.seam.fork() {
            Some(fork) => Some(
                fork.and_then(|seam| self.replay_into(seam))
                    .map_err(|e| unsupported(format!("the game's plugin failed: {e}")))?,
            ),
            None => None,
        };
        let (seam, session) =
            home.as_ref().map_or((&self.seam, self.handle), |copy| (&copy.seam, copy.handle));
        match made(checked(seam.call(Call::AgentBind(session, &bytes), Patience::Quick, None)), "agent") {
            Ok(handle) => Ok(Box::new(PluginAgent {
                seam: Arc::clone(seam),
                handle,
                _home: home,
                fault: OnceCell::new(),
            })),
            Err(CallError::Refused(Refusal::Agent(error))) => Err(error.into()),
            Err(CallError::Refused(other)) => Err(unsupported(format!("the plugin refused: {other:?}"))),
            Err(CallError::Fault(reason)) => {
                if home.is_none() {
                    self.set_fault(reason.clone());
                }
                Err(unsupported(format!("the game's plugin failed: {reason}")))
            }
        }
    }

    fn check_seat(&self, seat: &SeatSpec) -> Result<(), AgentError> {
        let failed = |reason: String| AgentError::Unsupported { agent: seat.label(), reason };
        match self.ask(&ask::CheckSeat { spec: seat.clone() }, None) {
            Some(Ok(())) => Ok(()),
            Some(Err(Refusal::Agent(error))) => Err(error.into()),
            Some(Err(other)) => {
                let reason = format!("refused '{}' with {other:?}", ask::CheckSeat::NAME);
                self.set_fault(reason.clone());
                Err(failed(format!("the game's plugin failed: {reason}")))
            }
            None => Err(failed(format!(
                "the game's plugin failed: {}",
                self.fault.get().map_or("", String::as_str)
            ))),
        }
    }

    fn evaluate(&self) -> Vec<f32> {
        let players = self.players();
        let values = self.expect(&ask::Evaluate).unwrap_or_else(|| vec![0.0; players]);
        if values.len() != players || !values.iter().all(|v| v.is_finite()) {
            self.set_fault(format!("an evaluation of {} values for {players} seats", values.len()));
            return vec![0.0; players];
        }
        values.into_iter().map(|v| v.clamp(-1.0, 1.0)).collect()
    }

    fn search_speed(&self, budget: u64, seed: u64) -> SearchSpeed {
        self.expect(&ask::SearchSpeed { budget, seed }).unwrap_or_default()
    }

    fn snapshot(&self) -> plateau_core::snapshot::Snapshot {
        let Some(snapshot) = self.expect(&ask::Snapshot) else {
            return self.faulted_snapshot();
        };
        match self.check_snapshot(&snapshot) {
            Ok(()) => {
                let mut seen = self.seen.borrow_mut();
                seen.cursor = snapshot.cursor;
                seen.view = Some(snapshot.board.clone());
                snapshot
            }
            Err(reason) => {
                self.set_fault(format!("bad snapshot: {reason}"));
                self.faulted_snapshot()
            }
        }
    }

    fn fault(&self) -> Option<String> {
        self.fault.get().cloned()
    }
}
