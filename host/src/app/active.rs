//! A game in progress in the window: the session, who sits where, the half-made move, and
//! the AI work under way. No drawing here.
//!
//! Everything the window shows of the game is kept here, refreshed when the position changes
//! (a move, undo, redo, a seek), so drawing a frame asks the session nothing.

use crate::tr;
use std::path::PathBuf;

use plateau_core::ai::{SeatSpec, evaluator_chances};
use plateau_core::move_tree::{MoveTree, NodeId};
use plateau_core::save::{self, Ending, SaveFile, SavedGame};
use plateau_core::{GameInfo, GameSession, MoveError, Outcome, ToMove};
use serde_json::Value;

use super::analysis_job::{AnalysisJob, FIRST_ROUND};
use super::clock::GameClock;
use super::game_review::GameReview;
use super::position::ShownPosition;
use super::selection::{LegalMove, Selection};
use super::timeline::Timeline;
use super::worker::{AiJob, Purpose, SharedAgent};

mod ai_jobs;
mod clocks;
mod lines;
mod waiting;

use waiting::PluginWait;

/// A game in progress.
#[expect(clippy::struct_excessive_bools, reason = "four independent facts of the game, not a state machine")]
pub struct ActiveGame {
    /// The rules and the timeline. Private so that every change goes through the methods
    /// below, which keep the shown position and the move list in step with it.
    session: Box<dyn GameSession>,
    /// The game as the session describes it, in the window's language (see
    /// [`Self::relocalize`]).
    info: GameInfo,
    /// The rule options (fixed for the session's life).
    options: Value,
    /// One seat per player, in seat order.
    pub seats: Vec<SeatSpec>,
    /// Where it was last saved or opened from.
    pub path: Option<PathBuf>,
    /// True when there are changes since the last save.
    pub dirty: bool,
    /// Names the game's file among the games the app keeps (`super::shelf`): made when
    /// the game starts, kept when it is resumed.
    pub key: String,
    /// Counts the changes (moves, seats, a flag fall), so the kept copy is written once per
    /// change.
    revision: u64,
    /// The AI seats wait until Resume: an opened game never moves before the person has
    /// looked at it.
    pub paused: bool,
    /// The half-made human move.
    pub selection: Selection,
    /// The search under way, if any.
    pub job: Option<AiJob>,
    /// A suggested move for the human, shown on the board.
    pub hint: Option<u32>,
    /// The game clocks, for a game played on time.
    pub clock: Option<GameClock>,
    /// Analysis mode: no seat plays; the person may move for every seat, and a search
    /// studies the shown position until analysis mode ends.
    pub analysing: bool,
    /// The search of analysis mode.
    pub analysis: Option<AnalysisJob>,
    /// The evaluation of every position, for the evaluation bar and graph.
    pub review: GameReview,
    /// The board is drawn half a turn round (the other side at the bottom).
    pub flipped: bool,
    /// Sixths of a turn a hexagonal board is turned clockwise (View > Rotate, R), as a
    /// player turns a real board to see it from another side.
    pub rotation: u8,
    /// Iterations of analysis mode's first round (tests use small ones).
    pub analysis_first_round: Option<u64>,
    /// The input time of the latest frame (see [`Self::tick_clock`]).
    now: f64,
    /// Who is to move at the end of the timeline, as last seen there: whose clock runs, and
    /// whose AI seat plays, while the person looks back at earlier moves.
    latest_to_move: ToMove,
    /// The hash of the position at the end of the timeline, as last seen there: an AI move
    /// searched for another end is stale.
    latest_hash: u64,
    /// Set once the game has ended (by the rules, on time or by the players' word) at the
    /// end of its line: from then on no clock runs, whatever line is shown.
    finished: bool,
    /// The side line deleted last, to put back.
    pub removed: Option<super::timeline::Removed>,
    position: ShownPosition,
    timeline: Timeline,
    /// A resignation or an agreed draw, and the position (the end of a line) where it was
    /// made.
    ending: Option<(NodeId, Ending)>,
    /// The remarks an annotated record brought, per position of its main line (the remark
    /// on the move that led there).
    pub record_remarks: Vec<Option<String>>,
    /// A draw offered by this seat, waiting for the other people's answer.
    pub draw_offer: Option<usize>,
    /// Bound agents of the AI seats (made when first needed), following the game.
    agents: Vec<Option<SharedAgent>>,
    /// Why the session stopped working (a plugin game's fault), once it has.
    fault: Option<String>,
    /// True once the fault has been handed out to be shown.
    fault_reported: bool,
    /// Whether the game waits for a late answer of its plugin ([`GameSession::busy`]).
    plugin_wait: PluginWait,
}

impl ActiveGame {
    /// A game at the session's current position. Reads the session's whole timeline, once.
    pub fn new(session: Box<dyn GameSession>, seats: Vec<SeatSpec>) -> Self {
        let timeline = Timeline::read(session.as_ref());
        Self::with_timeline(session, seats, timeline)
    }

    /// A game with side lines, shown on the line ending at `shown`, which `session` plays.
    pub fn with_lines(
        session: Box<dyn GameSession>,
        seats: Vec<SeatSpec>,
        tree: MoveTree,
        shown: NodeId,
    ) -> Self {
        let timeline = Timeline::from_tree(tree, shown, session.history_movers());
        Self::with_timeline(session, seats, timeline)
    }

    fn with_timeline(mut session: Box<dyn GameSession>, seats: Vec<SeatSpec>, timeline: Timeline) -> Self {
        let fault = session.fault();
        let info = super::game_words::shown_info(session.info()).into_owned();
        let position = ShownPosition::read(session.as_ref(), &info.words);
        let info_id = session.info().id.clone();
        let (latest_to_move, latest_hash, finished) =
            read_line_end(session.as_mut(), &position, timeline.len());
        Self {
            fault,
            latest_to_move,
            latest_hash,
            finished,
            removed: None,
            fault_reported: false,
            info,
            options: session.options(),
            position,
            timeline,
            session,
            seats,
            path: None,
            dirty: false,
            key: super::shelf::new_key(&info_id),
            revision: 0,
            paused: false,
            selection: Selection::default(),
            job: None,
            hint: None,
            clock: None,
            analysing: false,
            analysis: None,
            review: GameReview::default(),
            analysis_first_round: FIRST_ROUND,
            flipped: false,
            rotation: 0,
            ending: None,
            record_remarks: Vec::new(),
            draw_offer: None,
            now: 0.0,
            agents: Vec::new(),
            plugin_wait: PluginWait::Answered,
        }
    }

    /// Shows the game's words in the window's language, after it changed.
    pub fn relocalize(&mut self) {
        self.info = super::game_words::shown_info(self.session.info()).into_owned();
        if self.fault.is_none() && !self.waiting() {
            self.position = ShownPosition::read(self.session.as_ref(), &self.info.words);
            self.show_ending();
            self.show_flag();
        }
    }

    /// The rules and the timeline, to read. Every question asked here crosses into the game;
    /// drawing code reads the cached answers below instead.
    pub fn session(&self) -> &dyn GameSession {
        self.session.as_ref()
    }

    /// The game's description.
    pub fn info(&self) -> &GameInfo {
        &self.info
    }

    /// The rule options of this game.
    pub fn options(&self) -> &Value {
        &self.options
    }

    /// The shown position.
    pub fn position(&self) -> &ShownPosition {
        &self.position
    }

    /// Every move of the timeline, redo tail included.
    pub fn timeline(&self) -> &Timeline {
        &self.timeline
    }

    /// The legal moves of the shown position.
    pub fn legal(&self) -> &[LegalMove] {
        &self.position.legal
    }

    /// The legal move with this id.
    pub fn legal_move(&self, id: u32) -> Option<&LegalMove> {
        self.position.legal_move(id)
    }

    /// The seat to act, if the game goes on.
    pub fn seat_to_move(&self) -> Option<&SeatSpec> {
        self.seat_for(self.position.to_move)
    }

    fn seat_for(&self, to_move: ToMove) -> Option<&SeatSpec> {
        match to_move {
            ToMove::Player(p) => self.seats.get(p.index()),
            ToMove::Terminal => None,
        }
    }

    /// True when an AI seat is to move at the shown position (and plays, unless paused).
    pub fn ai_to_move(&self) -> bool {
        !self.analysing
            && !self.flagged()
            && !self.waiting()
            && self.seat_to_move().is_some_and(|seat| !seat.is_human())
    }

    /// True when a person must act now (and may click the board): a person's seat is to
    /// move, or any seat in analysis mode.
    pub fn human_to_move(&self) -> bool {
        !self.flagged()
            && !self.waiting()
            && self.seat_to_move().is_some_and(|seat| self.analysing || seat.is_human())
    }

    /// True once a player's time ran out.
    pub fn flagged(&self) -> bool {
        self.clock.as_ref().is_some_and(|c| c.flagged().is_some())
    }

    /// Marks a change nobody has saved yet.
    fn changed(&mut self) {
        self.dirty = true;
        self.revision += 1;
    }

    /// How many changes the game has had (see [`Self::key`]).
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// True once the game has ended at the end of its line (by the rules, on time or by the
    /// players' word), whatever position is shown: a finished game is kept and named as one
    /// while the person looks back through it.
    pub fn finished(&self) -> bool {
        self.finished || self.flagged()
    }

    /// True when the game is over: by the rules, by a player's time, or by the players'
    /// word.
    pub fn is_over(&self) -> bool {
        // Read from the shown position, which is kept: drawing a frame asks the game nothing.
        self.flagged() || self.position.outcome.is_some() || self.ended_here()
    }

    /// True once the game has ended at the end of its line (by the rules, on time or by the
    /// players' word), whatever position is shown.
    pub fn has_ended(&self) -> bool {
        self.finished || self.ending.is_some()
    }

    /// True when the position shown is where a player resigned or a draw was agreed.
    fn ended_here(&self) -> bool {
        self.ending.is_some_and(|(node, _)| node == self.timeline.node_at(self.position.cursor))
    }

    /// The players' word that ended the game at the position shown, if it did.
    pub fn ending_here(&self) -> Option<Ending> {
        self.ending.filter(|_| self.ended_here()).map(|e| e.1)
    }

    /// The record's remark on move `ply` of the line shown, while that move is the main
    /// line's (the record judged the main line).
    pub fn remark(&self, ply: usize) -> Option<&str> {
        let node = self.timeline.line().get(ply.checked_sub(1)?)?;
        if !self.timeline.tree().is_main(*node) {
            return None;
        }
        self.record_remarks.get(ply)?.as_deref()
    }

    /// Puts the ending of a save on the last move of the line it closes
    /// ([`plateau_core::save::RestoredGame::ending`]).
    pub fn set_ending(&mut self, ending: Option<(NodeId, Ending)>) {
        self.ending = ending;
        self.finished |= ending.is_some();
        self.show_ending();
    }

    /// The seat that would resign now: the only person's seat against the AI, or the person
    /// to move. `None` where nobody may resign (a game of more than two, a game over, a look
    /// back at an earlier position).
    pub fn resigning_seat(&self) -> Option<usize> {
        if self.info.player_count() != 2 || self.is_over() || !self.at_latest() || self.analysing {
            return None;
        }
        let humans: Vec<usize> = (0..self.seats.len()).filter(|&i| self.seats[i].is_human()).collect();
        match humans[..] {
            [only] => Some(only),
            _ => {
                self.position.to_move.player().map(plateau_core::Player::index).filter(|i| humans.contains(i))
            }
        }
    }

    /// `seat` resigns: the game ends here.
    pub fn resign(&mut self, seat: usize) {
        self.end_by_word(Ending::Resigned { seat });
    }

    /// `seat` offers a draw. AI seats answer at once, by their own judgement of the position
    /// shown; people answer through [`Self::answer_draw`]. True when the draw is agreed now.
    pub fn offer_draw(&mut self, seat: usize) -> bool {
        let others: Vec<usize> = (0..self.seats.len()).filter(|&i| i != seat).collect();
        if others.iter().any(|&i| !self.seats[i].is_human() && !self.ai_accepts_draw(i)) {
            return false;
        }
        if others.iter().any(|&i| self.seats[i].is_human()) {
            self.draw_offer = Some(seat);
            return false;
        }
        self.end_by_word(Ending::DrawAgreed);
        true
    }

    /// The other people's answer to the draw offered.
    pub fn answer_draw(&mut self, accept: bool) {
        if self.draw_offer.take().is_some() && accept {
            self.end_by_word(Ending::DrawAgreed);
        }
    }

    /// An AI seat takes a draw unless it judges itself ahead: its chance, as the evaluation of
    /// the position shown has it (the evaluator's own judgement if the evaluation has not got
    /// there), is at most [`DRAW_ACCEPTED_BELOW`].
    fn ai_accepts_draw(&self, seat: usize) -> bool {
        let chance =
            self.review.at(self.position.cursor).and_then(|j| j.chances.get(seat).copied()).unwrap_or_else(
                || evaluator_chances(&self.session.evaluate()).get(seat).copied().unwrap_or(0.5),
            );
        chance <= DRAW_ACCEPTED_BELOW
    }

    fn end_by_word(&mut self, ending: Ending) {
        if !self.at_latest() {
            return;
        }
        self.draw_offer = None;
        self.finished = true;
        self.ending = Some((self.timeline.node_at(self.position.cursor), ending));
        self.job = None;
        self.hint = None;
        self.changed();
        self.show_ending();
    }

    /// Shows the players' ending where it was made.
    fn show_ending(&mut self) {
        let Some(ending) = self.ending_here() else { return };
        self.position.outcome = Some(ending.outcome(&self.info));
        self.position.to_move = ToMove::Terminal;
        self.position.legal.clear();
        self.selection.clear();
        if self.at_latest() {
            self.latest_to_move = ToMove::Terminal;
        }
    }

    /// True when some seat is played by the AI.
    pub fn has_ai(&self) -> bool {
        self.seats.iter().any(|s| !s.is_human())
    }

    /// Puts `spec` in seat `index` (a person taking over from the AI, another level). A
    /// search under way for that seat stops; the next turn of the seat uses the new spec.
    pub fn set_seat(&mut self, index: usize, spec: SeatSpec) {
        let Some(seat) = self.seats.get_mut(index) else { return };
        if *seat == spec {
            return;
        }
        *seat = spec;
        self.changed();
        if let Some(slot) = self.agents.get_mut(index) {
            *slot = None;
        }
        if self.job.as_ref().is_some_and(|j| j.purpose == Purpose::Move)
            && self.position.to_move.player().is_some_and(|p| p.index() == index)
        {
            self.job = None;
        }
    }

    /// Starts or ends analysis mode. Starting stops the AI's move under way; ending stops
    /// the analysis search.
    pub fn set_analysing(&mut self, on: bool) {
        self.analysing = on;
        self.analysis = None;
        if on {
            self.job = None;
            self.hint = None;
        }
    }

    /// True when the session's current position (not yet shown) waits for a person.
    fn session_waits_for_human(&self) -> bool {
        self.seat_for(self.session.to_move()).is_some_and(SeatSpec::is_human)
    }

    /// True when the shown position is the end of the timeline (not a look at the past).
    pub fn at_latest(&self) -> bool {
        self.position.cursor == self.timeline.len()
    }

    /// Plays a move at the cursor. A move played there before (the next one of the line, or
    /// the start of a side line) is followed; a new one before the end of the line starts a
    /// side line, and the rest of the line stays in the tree.
    pub fn play(&mut self, id: u32) -> Result<(), MoveError> {
        let before = self.position.cursor;
        let mover = self.position.to_move.player();
        if self.flagged() {
            return Err(MoveError::GameOver);
        }
        if self.waiting() {
            return Err(self.waiting_error());
        }
        let notation = self.legal_move(id).map(|m| m.notation.clone());
        if let Some(node) = notation.as_deref().and_then(|n| self.timeline.existing(before, n)) {
            if before == self.timeline.len() {
                self.replay_at_end(node)?;
                if let (Some(clock), Some(mover)) = (&mut self.clock, mover)
                    && !self.analysing
                {
                    clock.moved(mover.index(), self.now);
                }
                return Ok(());
            }
            let notation = self.timeline.tree().notation(node).to_owned();
            return self
                .enter(node)
                .map_err(|why| MoveError::Illegal { notation, source: plateau_core::IllegalMove::new(why) });
        }
        if let Err(e) = self.session.play(id) {
            if self.check_fault() {
                self.position_changed();
            }
            // Refused as late, it may still be played: the resync shows it then.
            self.note_busy();
            return Err(e);
        }
        match notation {
            Some(notation) => self.timeline.record(before, notation, mover),
            // A move the shown list lacked (the session could not describe it): the notation
            // of its position is gone now, so read the whole list again.
            None if self.session.fault().is_none() => self.timeline = Timeline::read(self.session.as_ref()),
            // A faulted session's list is gone: the move stands as its id.
            None => self.timeline.record(before, id.to_string(), mover),
        }
        // Where the move leaves the shown position, should the session fault from now on.
        self.position.cursor = before + 1;
        self.removed = None;
        self.changed();
        self.review.forget_after(before);
        if let (Some(clock), Some(mover)) = (&mut self.clock, mover)
            && !self.analysing
        {
            clock.moved(mover.index(), self.now);
        }
        // Every bound agent follows the move, told on its next search's thread (never on the
        // window's: a plugin's agent may take long); one that refuses it is bound again from
        // the position then.
        for agent in self.agents.iter().flatten() {
            agent.follow(id);
        }
        self.position_changed();
        Ok(())
    }

    /// Shows the position after `index` moves.
    pub fn seek(&mut self, index: usize) -> bool {
        let moved = self.fault.is_none() && !self.waiting() && self.session.seek(index);
        self.note_busy();
        if moved {
            self.agents.clear();
            self.position_changed();
        }
        moved
    }

    /// Shows the position after the move `node`, on the line through it: the session plays
    /// that line from where it parts from the line shown. Says why not if the session
    /// refuses a move of the line (a plugin game that has failed).
    pub fn enter(&mut self, node: NodeId) -> Result<(), String> {
        if self.fault.is_some() {
            return Err(tr!("active-stopped-working"));
        }
        if self.waiting() {
            return Err(self.waiting_error().to_string());
        }
        let tree = self.timeline.tree();
        let target = tree.line_through(node);
        let depth = tree.depth(node);
        let mut on = self.timeline.line().to_vec();
        let shared = save::goto(self.session.as_mut(), tree, &mut on, &target);
        let shared = match shared {
            Ok(shared) => shared,
            Err(e) => {
                // The session is somewhere along the way: show where it is, every other line
                // kept (once it answers, if it went late).
                if !self.note_busy() {
                    self.timeline.follow(self.session.as_ref());
                }
                self.position_changed();
                return Err(tr!("active-cannot-show-line", reason = e.to_string()));
            }
        };
        if shared < target.len() || shared < self.timeline.len() {
            self.timeline.show_line(node, self.session.history_movers());
            self.review.forget_after(shared);
        }
        self.session.seek(depth);
        self.agents.clear();
        self.position_changed();
        Ok(())
    }

    /// Forgets everything tied to the previous position: the half-made move, the hint, the
    /// search; and reads the new position.
    fn position_changed(&mut self) {
        self.selection.clear();
        self.hint = None;
        self.analysis = None;
        if self.check_fault() {
            // A faulted session answers nothing useful: the board stays as it was last read,
            // with no move left to make, and the move list as far as it went.
            self.position.legal.clear();
            self.position.to_move = ToMove::Terminal;
            self.agents.clear();
            return;
        }
        self.position = ShownPosition::read(self.session.as_ref(), &self.info.words);
        self.check_fault();
        if self.note_busy() {
            // What the session answered is what it last showed, as far as it went: the end of
            // the line and its clock stay as they were until it answers and is read again.
            self.position.legal.clear();
            return;
        }
        if self.at_latest() {
            self.latest_to_move = self.position.to_move;
            self.latest_hash = self.position.hash;
            self.finished |= self.position.outcome.is_some();
            self.show_flag();
        }
        // The AI's move for the end of the line goes on while the person looks elsewhere;
        // any other search was for the position left.
        let end = (self.timeline.len(), self.latest_hash);
        if self.job.as_ref().is_some_and(|job| job.purpose != Purpose::Move || job.position != end) {
            self.job = None;
        }
        self.show_ending();
        self.draw_offer = None;
    }

    /// Moves the evaluation of the positions along (see `GameReview::drive`).
    pub fn drive_review(&mut self, wanted: bool, busy: bool, wake: impl Fn() + Send + 'static) -> bool {
        let positions = self.timeline.len() + 1;
        let wanted = wanted && self.fault.is_none() && !self.waiting();
        let took = self.review.drive(self.session.as_ref(), positions, wanted, busy, wake);
        if self.note_busy() {
            // Its copy of the game came too late: it starts again once the plugin answers.
            self.review.forget_after(positions);
        }
        took
    }

    /// Moves the analysis search along: starts it for the shown position in analysis mode
    /// and takes its findings; true when they changed.
    pub fn drive_analysis(&mut self, wake: impl Fn() + Send + 'static) -> bool {
        if !self.analysing || self.waiting() || self.position.to_move == ToMove::Terminal {
            self.analysis = None;
            return false;
        }
        let here = (self.position.cursor, self.position.hash);
        if self.analysis.as_ref().is_none_or(|a| a.position != here) {
            self.analysis = Some(AnalysisJob::start(self.session.as_ref(), self.analysis_first_round, wake));
            if self.note_busy() {
                return false;
            }
        }
        self.analysis.as_mut().is_some_and(AnalysisJob::poll)
    }

    /// Notes the session's fault, if it has one now; true once it has.
    fn check_fault(&mut self) -> bool {
        if self.fault.is_none() {
            self.fault = self.session.fault();
        }
        self.fault.is_some()
    }

    /// Why the game stopped working (a plugin game's fault), if it did.
    pub fn fault(&self) -> Option<&str> {
        self.fault.as_deref()
    }

    /// The fault, the first time it is asked for after it happened; `None` after that.
    pub fn take_new_fault(&mut self) -> Option<String> {
        if self.fault_reported {
            return None;
        }
        let fault = self.fault.clone()?;
        self.fault_reported = true;
        Some(fault)
    }

    /// A save of the game as the window knows it: its moves as listed, the shown position's
    /// place in them, the seats. Read from what the window keeps, not from the session, so a
    /// game whose plugin has failed is saved as far as it went.
    pub fn save_file(&self) -> SaveFile {
        let tree = self.timeline.tree();
        // An ending on a line since deleted went with it.
        let ending = self.ending.filter(|&(node, _)| tree.contains(node));
        let mut file = SaveFile {
            format: save::FORMAT.to_owned(),
            version: save::VERSION,
            game: SavedGame {
                id: self.info.id.clone(),
                rules_version: self.info.rules_version,
                options: self.options.clone(),
            },
            players: self.seats.clone(),
            moves: tree.notations(&tree.main_line()),
            cursor: self.position.cursor.min(self.timeline.len()),
            variations: save::side_lines_marked(tree, &|node| self.timeline.is_taken_back(node)),
            line: self.timeline.line().last().map_or_else(Vec::new, |&end| save::line_choices(tree, end)),
            clock: self.clock.as_ref().map(GameClock::saved),
            ending: ending.map(|e| e.1),
            ending_line: ending.map_or_else(Vec::new, |(node, _)| save::line_choices(tree, node)),
            annotations: Vec::new(),
        };
        file.version = file.needed_version();
        file
    }
}

/// The highest chance at which an AI seat still takes a draw offered: an even game, or one
/// it is losing.
pub const DRAW_ACCEPTED_BELOW: f32 = 0.6;

/// The end of a game by time: with two players the other wins; with more, the game ends
/// without a winner.
pub fn time_out(info: &GameInfo, seat: usize) -> Outcome {
    let loser = plateau_core::Player::new(seat);
    let reason = format!("{} ran out of time", info.player_name(loser));
    Outcome::conceded(loser, info.player_count(), reason)
}

/// "White wins", "nobody wins".
fn describe_verdict(info: &GameInfo, outcome: &Outcome) -> String {
    match outcome.winner() {
        Some(p) => tr!("over-wins", player = info.player_name(p)),
        None => tr!("active-nobody-wins"),
    }
}

/// Who is to move, the hash and whether the game is over at the end of the line shown, as
/// `(to move, hash, over)`: read there when the session shows an earlier position (a game
/// resumed or opened where the person was looking back), and put back where it was.
fn read_line_end(session: &mut dyn GameSession, shown: &ShownPosition, len: usize) -> (ToMove, u64, bool) {
    let here = (shown.to_move, shown.hash, shown.outcome.is_some());
    if shown.cursor >= len || session.fault().is_some() || !session.seek(len) {
        return here;
    }
    let end = (session.to_move(), session.hash(), session.outcome().is_some());
    if !session.seek(shown.cursor) {
        return here;
    }
    end
}

#[cfg(test)]
mod tests {
    use plateau_core::ai::{Limits, RandomSpec, SpecObject};

    use super::*;

    #[test]
    fn the_kept_move_list_follows_the_session_through_undo_and_a_new_branch() {
        let games = crate::registry::builtin();
        let session = games[0].create(&serde_json::json!({})).unwrap();
        let seats = vec![SeatSpec::human(), SeatSpec::human()];
        let mut game = ActiveGame::new(session, seats);
        let stop = std::sync::atomic::AtomicBool::new(false);
        let play_random = |game: &mut ActiveGame, seed| {
            let spec = RandomSpec { seed: Some(seed) }.seat();
            let id = game.session().think(&spec, &Limits::default(), &stop).unwrap();
            game.play(id).unwrap();
        };
        for seed in 0..6 {
            play_random(&mut game, seed);
        }
        // Looking back three moves (Undo would take them back).
        assert!(game.step_back() && game.step_back() && game.step_back());
        assert!(!game.at_latest());
        // A move here replaces the three undone ones.
        play_random(&mut game, 99);
        assert!(game.at_latest());
        let session = game.session();
        assert_eq!(game.timeline(), &Timeline::read(session));
        assert_eq!(game.timeline().len(), 4);
        assert_eq!(game.position().cursor, session.cursor());
        assert_eq!(game.position().hash, session.hash());
    }
}
