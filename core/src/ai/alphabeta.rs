//! Alpha-beta search: negamax over scores from the mover's point of view, where the sign
//! flips only when the side to move changes (never by ply parity, so a player moving twice
//! in a row is handled), with a transposition table, move ordering (table move, killers,
//! history) and aspiration windows. Iterative deepening, the time model and the helper
//! threads are the skeleton's ([`super::deepening`]); this module is one [`RootSearch`].
//!
//! With three or more players the search is *paranoid*: the player to move at the root
//! (the searcher) is one side and all the others together are the other, playing to make
//! the searcher's result as bad as they can. That is a two-sided zero-sum game again, so
//! alpha-beta's pruning applies; its cost is pessimism, since real opponents each play for
//! themselves. Scores are then the searcher's chance (the evaluator's value for it, and a
//! draw's share of the reward), and only a forced win is reported as proven: a "loss" to a
//! coalition that does not exist proves nothing. A move bounded by time alone may use
//! several threads ("lazy SMP"): the skeleton's helpers share this search's table, through
//! which their results speed up the main thread's search.

mod ordering;
mod score;
mod table;
#[cfg(test)]
mod tests;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use self::ordering::Ordering;
use self::score::INFINITY;
pub use self::table::Bound;
use self::table::{NO_MOVE, Table};
use super::deepening::{self, Iteration, Plan, RootSearch, ScoreChild};
use super::limits::bounds::{self, check_budget};
use super::{Agent, AgentError, AgentSpec, Analysis, Budget, Limits, MoveStat, Proven};
use crate::clock::Moment;
use crate::{Evaluator, GameAi, Player, ToMove};

/// Depth when neither the spec nor the caller sets any limit.
pub const DEFAULT_DEPTH: u32 = 6;

/// Deepest search the agent runs.
pub const MAX_DEPTH: u32 = 64;

/// First half-width of an aspiration window, in score units (1/10 000 of the evaluator's
/// scale); it grows fourfold on each failure.
const ASPIRATION: i32 = 100;

/// Past this half-width a window is opened completely.
const WIDE: i32 = 10_000;

/// Nodes between two readings of the clock.
const CLOCK_EVERY: u32 = 256;

/// Settings of an alpha-beta seat: `{"type": "alphabeta", "depth": 6}`. Any subset may be
/// given. Alpha-beta is deterministic, so there is no seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AlphaBetaSpec {
    /// Deepest iteration in plies (at most 64). With no limit at all set, 6.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Node budget per move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Thinking time per move in milliseconds (makes play depend on the machine).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// Size of the transposition table in MiB.
    pub tt_mb: u32,
    /// Search each iteration first in a narrow window around the previous score.
    pub aspiration: bool,
    /// Most threads; the caller's offer applies too, and only a move bounded by time alone
    /// uses more than one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
}

impl Default for AlphaBetaSpec {
    fn default() -> Self {
        Self { depth: None, nodes: None, time_ms: None, tt_mb: 16, aspiration: true, threads: None }
    }
}

impl AlphaBetaSpec {
    /// A spec searching to `depth` plies with otherwise default settings.
    pub fn depth(depth: u32) -> Self {
        Self { depth: Some(depth), ..Self::default() }
    }

    /// A spec searching at most `nodes` nodes per move with otherwise default settings.
    pub fn nodes(nodes: u64) -> Self {
        Self { nodes: Some(nodes), ..Self::default() }
    }

    /// The budget the spec itself sets.
    pub fn limits(&self) -> Limits {
        Limits {
            time: self.time_ms.map(Duration::from_millis),
            nodes: self.nodes,
            depth: self.depth,
            threads: self.threads,
            // A seat's own time is a time per move it asks for.
            from_clock: false,
            lines: None,
        }
    }
}

#[typetag::serde(name = "alphabeta")]
impl AgentSpec for AlphaBetaSpec {
    fn label(&self) -> String {
        match (self.depth, self.nodes) {
            (Some(d), _) => format!("alphabeta d{d}"),
            (None, Some(n)) => format!("alphabeta {n} nodes"),
            (None, None) => "alphabeta".to_owned(),
        }
    }
    fn timed(&self, time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { nodes: None, time_ms: Some(time_ms), ..self.clone() }))
    }
    fn with_nodes(&self, nodes: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { nodes: Some(nodes), time_ms: None, ..self.clone() }))
    }
    fn validate(&self) -> Result<(), String> {
        if let Some(depth) = self.depth.filter(|&d| d > MAX_DEPTH) {
            return Err(format!("depth must be at most {MAX_DEPTH}, not {depth}"));
        }
        check_budget("nodes", self.nodes, bounds::MAX_NODES)?;
        check_budget("time_ms", self.time_ms, bounds::MAX_TIME_MS)?;
        if !(1..=bounds::MAX_MEMORY_MB).contains(&self.tt_mb) {
            return Err(format!("tt_mb must be between 1 and {}, not {}", bounds::MAX_MEMORY_MB, self.tt_mb));
        }
        bounds::check_threads(self.threads)
    }
}

/// The alpha-beta agent for one game. Its transposition table and history
/// survive between calls (aged, not cleared), so consecutive moves profit from earlier work.
pub struct AlphaBetaAgent<G: GameAi> {
    spec: AlphaBetaSpec,
    evaluator: Box<dyn Evaluator<G>>,
    /// Shared by all threads of a search.
    table: Table,
    main: Worker<G>,
    /// The helper threads' own state, made when first needed and kept.
    helpers: Vec<Worker<G>>,
}

/// What one thread of the search keeps to itself, from call to call.
struct Worker<G: GameAi> {
    ordering: Ordering,
    /// Per ply: legal moves, their ordering keys, and the principal variation from there.
    moves: Vec<Vec<G::Move>>,
    keys: Vec<Vec<u32>>,
    pv: Vec<Vec<G::Move>>,
}

impl<G: GameAi> Worker<G> {
    fn new() -> Self {
        let plies = score::MAX_PLY + 2;
        Self {
            ordering: Ordering::new(),
            moves: vec![Vec::new(); plies],
            keys: vec![Vec::new(); plies],
            pv: vec![Vec::new(); plies],
        }
    }
}

/// What every thread of one call's search reads: the position and the shared tables.
struct Shared<'s, G: GameAi> {
    game: &'s G,
    evaluator: &'s dyn Evaluator<G>,
    table: &'s Table,
    state: &'s G::State,
    /// The player to move at the root, whose result the search is about.
    root: Player,
    /// Players in the game; with more than two the search is paranoid.
    players: usize,
    /// Mixed into every table key (zero with two players).
    salt: u64,
    aspiration: bool,
}

impl<'s, G: GameAi> Shared<'s, G> {
    /// What the threads of a search of `state` for `root` (its player to move) share.
    fn new(
        game: &'s G,
        evaluator: &'s dyn Evaluator<G>,
        table: &'s Table,
        aspiration: bool,
        state: &'s G::State,
        root: Player,
    ) -> Self {
        let players = game.info().player_count();
        Self {
            game,
            evaluator,
            table,
            state,
            root,
            players,
            // With three or more players a node's score belongs to its side, which depends
            // on who the root player is: the table keeps the sides' entries apart.
            salt: if players > 2 { ROOT_SALT.wrapping_mul(root.index() as u64 + 1) } else { 0 },
            aspiration,
        }
    }

    /// One thread's search of the root, with `worker`'s tables.
    fn thread(&'s self, worker: &'s mut Worker<G>) -> Thread<'s, G> {
        worker.ordering.new_search();
        Thread { shared: self, worker, nodes: 0, finished_pv: Vec::new() }
    }
}

/// One thread's search of one call, as the skeleton ([`deepening`]) drives it.
struct Thread<'s, G: GameAi> {
    shared: &'s Shared<'s, G>,
    worker: &'s mut Worker<G>,
    nodes: u64,
    /// The principal variation of the last finished iteration.
    finished_pv: Vec<G::Move>,
}

impl<G: GameAi> Thread<'_, G> {
    /// A search of the current iteration, spending from `budget`.
    fn search<'a, 'b>(&'a mut self, budget: &'a mut Budget<'b>, root_first: u32) -> Search<'a, 'b, G> {
        let shared = self.shared;
        Search {
            game: shared.game,
            root: shared.root,
            players: shared.players,
            salt: shared.salt,
            evaluator: shared.evaluator,
            table: shared.table,
            ordering: &mut self.worker.ordering,
            moves: &mut self.worker.moves,
            keys: &mut self.worker.keys,
            pv: &mut self.worker.pv,
            budget,
            nodes: self.nodes,
            heuristic: false,
            root_first,
            root_best: None,
        }
    }
}

impl<G: GameAi> RootSearch for Thread<'_, G> {
    type Move = G::Move;

    /// Searches within an aspiration window around the previous score from depth 3 on (when
    /// the spec asks for it), widened fourfold on each failure and opened past [`WIDE`].
    fn iterate(
        &mut self,
        budget: &mut Budget<'_>,
        depth: u32,
        previous: Option<(G::Move, i32)>,
    ) -> Iteration<G::Move> {
        let shared = self.shared;
        let (game, state, mover) = (shared.game, shared.state, shared.root);
        let root_first = previous.map_or(NO_MOVE, |(mv, _)| game.move_id(mv));
        let (mut low, mut high) = match previous {
            Some((_, v)) if shared.aspiration && depth >= 3 && !score::is_proven(v) => {
                (v - ASPIRATION, v + ASPIRATION)
            }
            _ => (-INFINITY, INFINITY),
        };
        let mut search = self.search(budget, root_first);
        let mut delta = ASPIRATION;
        let result = loop {
            match search.negamax(state, mover, depth, low, high, 0) {
                None => break None,
                Some(v) if v <= low && low > -INFINITY => {
                    delta = delta.saturating_mul(4);
                    low = if delta > WIDE { -INFINITY } else { (v - delta).max(-INFINITY) };
                }
                Some(v) if v >= high && high < INFINITY => {
                    delta = delta.saturating_mul(4);
                    high = if delta > WIDE { INFINITY } else { (v + delta).min(INFINITY) };
                }
                Some(v) => break Some(v),
            }
        };
        let (root_best, heuristic, nodes) = (search.root_best, search.heuristic, search.nodes);
        self.nodes = nodes;
        let Some(score) = result else {
            // Anything after the first root move that raised alpha beat the previous choice.
            let better = root_best.filter(|&(_, _, index)| previous.is_none() || index > 0);
            return Iteration::Interrupted { better: better.map(|(mv, v, _)| (mv, v)) };
        };
        let pv = &self.worker.pv[0];
        let best = pv.first().copied().or(root_best.map(|(mv, _, _)| mv));
        let Some(best) = best.or(previous.map(|(mv, _)| mv)) else {
            return Iteration::Interrupted { better: None };
        };
        self.finished_pv = if pv.is_empty() { vec![best] } else { pv.clone() };
        Iteration::Finished { best, score, exact: !heuristic }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    fn line(&mut self, best: G::Move, depth: u32) -> Vec<G::Move> {
        let mut line =
            if self.finished_pv.first() == Some(&best) { self.finished_pv.clone() } else { vec![best] };
        line.truncate(depth.max(1) as usize);
        line
    }
}

impl<G: GameAi> AlphaBetaAgent<G> {
    /// An agent for `game` with the game's evaluator (paranoid with three or more players,
    /// see the module's notes). Refused for settings that [`AgentSpec::validate`] refuses.
    pub fn new(game: &G, spec: AlphaBetaSpec) -> Result<Self, AgentError> {
        spec.validate().map_err(|reason| AgentError::Unsupported { agent: spec.label(), reason })?;
        Ok(Self {
            table: Table::new(spec.tt_mb),
            spec,
            evaluator: game.evaluator(),
            main: Worker::new(),
            helpers: Vec::new(),
        })
    }
}

impl<G: GameAi> Agent<G> for AlphaBetaAgent<G> {
    /// Deepens one ply at a time ([`deepening`]) until the depth limit, the node or time
    /// budget or the stop flag ends the search, or the result is proven. The effective limits
    /// are the tighter of the spec's and `limits`; with none set at all the depth is
    /// [`DEFAULT_DEPTH`], with only a node or time budget it is [`MAX_DEPTH`]. A zero depth
    /// or node budget returns the first legal move.
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        let start = Moment::now();
        let mover = game.to_move(state).player()?;
        let mut root_moves = std::mem::take(&mut self.main.moves[0]);
        game.legal_moves(state, &mut root_moves);
        let first = root_moves.first().copied();
        let forced = root_moves.len() == 1;
        self.main.moves[0] = root_moves;
        let first = first?;
        if forced {
            return Some(Analysis::bare(first));
        }
        let limits = self.spec.limits().and(limits);
        let max_depth = match limits.depth {
            Some(depth) => depth.min(MAX_DEPTH),
            None if limits.nodes.is_none() && limits.time.is_none() => DEFAULT_DEPTH,
            None => MAX_DEPTH,
        };
        if max_depth == 0 {
            return Some(Analysis::bare(first));
        }
        self.table.new_search();
        let helpers = limits.parallelism() - 1;
        while self.helpers.len() < helpers {
            self.helpers.push(Worker::new());
        }
        let shared =
            Shared::new(game, self.evaluator.as_ref(), &self.table, self.spec.aspiration, state, mover);
        let threads = self.helpers[..helpers].iter_mut().map(|worker| shared.thread(worker)).collect();
        let plan = Plan { limits, max_depth, start, clock_every: CLOCK_EVERY };
        let deepened = deepening::deepen(shared.thread(&mut self.main), threads, &plan, stop);
        let players = shared.players;
        // Analysis mode's other lines, each with just its move as its line.
        let others = match deepened.other_lines(&limits) {
            Some(lines) => {
                let mut budget = lines.budget(stop, CLOCK_EVERY);
                let mut thread = shared.thread(&mut self.main);
                let mut search = thread.search(&mut budget, NO_MOVE);
                let mut root = Vec::new();
                game.legal_moves(state, &mut root);
                let scored = lines.score(game, state, root, &mut search);
                let stat = |(mv, score)| {
                    MoveStat::scored(mv, Some(score::to_value(score)), proof(score, false, players), vec![mv])
                };
                scored.into_iter().map(stat).collect()
            }
            None => Vec::new(),
        };
        let analysis = deepened.into_analysis(first, |found| {
            (Some(score::to_value(found.score)), proof(found.score, found.exact, players))
        });
        Some(analysis.with_other_lines(others))
    }
}

/// What a root score proves for the root player, in a game of `players`: a won or lost
/// game, or (`exact`: no judgement went into it) a draw. With more than two players only a
/// forced win is a proof; the rest assumed the others all play against the root player.
fn proof(score: i32, exact: bool, players: usize) -> Option<Proven> {
    if score::is_proven(score) && score > 0 {
        Some(Proven::Win)
    } else if players > 2 {
        None
    } else if score::is_proven(score) {
        Some(Proven::Loss)
    } else if exact {
        // Without judgements a score that is no win or loss comes from drawn endings.
        Some(Proven::Draw)
    } else {
        None
    }
}

/// Mixed into the table's keys per root player when the search is paranoid.
const ROOT_SALT: u64 = 0x9E37_79B9_7F4A_7C15;

/// One iteration's search, borrowing the thread's tables and budget.
struct Search<'s, 'b, G: GameAi> {
    game: &'s G,
    /// The player to move at the root, whose result the search is about.
    root: Player,
    /// Players in the game; with more than two the search is paranoid.
    players: usize,
    /// Mixed into every table key (zero with two players).
    salt: u64,
    evaluator: &'s dyn Evaluator<G>,
    table: &'s Table,
    ordering: &'s mut Ordering,
    moves: &'s mut [Vec<G::Move>],
    keys: &'s mut [Vec<u32>],
    pv: &'s mut [Vec<G::Move>],
    budget: &'s mut Budget<'b>,
    /// Nodes searched, leaves included.
    nodes: u64,
    /// Set when the current iteration used an evaluator judgement (directly or through a
    /// table entry that may contain one).
    heuristic: bool,
    /// Id of the move to search first at the root (the previous iteration's best).
    root_first: u32,
    /// Best root move of the current iteration so far that raised alpha: move, score, and
    /// its index in the root's search order.
    root_best: Option<(G::Move, i32, usize)>,
}

impl<G: GameAi> Search<'_, '_, G> {
    /// Value of `state` (not finished; `mover` is to move there) for `mover`, searched
    /// `depth` plies deep within the window `(alpha, beta)`, `ply` plies below the root.
    /// Fail-soft. `None` when the budget ran out; the caller then abandons the iteration.
    fn negamax(
        &mut self,
        state: &G::State,
        mover: Player,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        if self.budget.exhausted(self.nodes) {
            return None;
        }
        self.nodes += 1;
        self.pv[ply].clear();
        let key = self.game.hash(state) ^ self.salt;
        let mut first = if ply == 0 { self.root_first } else { NO_MOVE };
        if let Some(entry) = self.table.probe(key) {
            if first == NO_MOVE {
                first = entry.mv;
            }
            if ply > 0 && u32::from(entry.depth) >= depth {
                let stored = score::from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => stored >= beta,
                    Bound::Upper => stored <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    self.heuristic |= !score::is_proven(stored);
                    return Some(stored);
                }
            }
        }

        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut keys = std::mem::take(&mut self.keys[ply]);
        self.game.legal_moves(state, &mut moves);
        keys.clear();
        keys.extend(moves.iter().map(|&m| self.ordering.key(mover, ply, self.game.move_id(m), first)));

        let alpha_at_entry = alpha;
        // A non-terminal state without moves breaks the Game contract; score it as even.
        let mut best = if moves.is_empty() { 0 } else { -INFINITY };
        let mut best_id = NO_MOVE;
        let mut aborted = false;
        for i in 0..moves.len() {
            // Selection sort, one step at a time: cut-offs usually come early.
            let mut pick = i;
            for j in i + 1..moves.len() {
                if keys[j] > keys[pick] {
                    pick = j;
                }
            }
            moves.swap(i, pick);
            keys.swap(i, pick);
            let mv = moves[i];
            let mut child = state.clone();
            self.game.play_unchecked(&mut child, mv);
            self.pv[ply + 1].clear();
            let Some(v) = self.child_value(&child, mover, depth - 1, alpha, beta, ply + 1) else {
                aborted = true;
                break;
            };
            if ply == 0 && v > alpha {
                self.root_best = Some((mv, v, i));
            }
            if v > best {
                best = v;
                best_id = self.game.move_id(mv);
            }
            if v > alpha {
                alpha = v;
                let (head, tail) = self.pv.split_at_mut(ply + 1);
                head[ply].clear();
                head[ply].push(mv);
                head[ply].extend_from_slice(&tail[0]);
            }
            if alpha >= beta {
                self.ordering.cutoff(mover, ply, self.game.move_id(mv), depth);
                break;
            }
        }
        self.moves[ply] = moves;
        self.keys[ply] = keys;
        if aborted {
            return None;
        }
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_at_entry {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, depth, score::to_table(best, ply), bound, best_id);
        Some(best)
    }

    /// Value for `mover`'s side of `child`, the position after one of `mover`'s moves. The
    /// sign flips only if the other side moves next: when `mover` moves again (or, in a
    /// paranoid search, another of the root player's opponents), the same side's value is
    /// searched with the same window.
    fn child_value(
        &mut self,
        child: &G::State,
        mover: Player,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        match self.game.to_move(child) {
            ToMove::Terminal => {
                if self.budget.exhausted(self.nodes) {
                    return None;
                }
                self.nodes += 1;
                let share = 1.0 / self.players as f64;
                let reward = self.game.outcome(child).map_or(share, |o| o.reward(self.root, self.players));
                Some(self.for_side(mover, score::terminal(reward, ply)))
            }
            ToMove::Player(_) if depth == 0 => {
                if self.budget.exhausted(self.nodes) {
                    return None;
                }
                self.nodes += 1;
                self.heuristic = true;
                Some(
                    self.for_side(
                        mover,
                        score::judgement(self.evaluator.evaluate(self.game, child, self.root)),
                    ),
                )
            }
            ToMove::Player(next) if self.same_side(next, mover) => {
                self.negamax(child, next, depth, alpha, beta, ply)
            }
            ToMove::Player(next) => self.negamax(child, next, depth, -beta, -alpha, ply).map(|v| -v),
        }
    }

    /// True when `a` and `b` are on the same side: the same player, or (paranoid, with three
    /// or more players) both opponents of the root player.
    fn same_side(&self, a: Player, b: Player) -> bool {
        a == b || (self.players > 2 && a != self.root && b != self.root)
    }

    /// `root_score`, a score for the root player, as seen by `mover`'s side.
    fn for_side(&self, mover: Player, root_score: i32) -> i32 {
        if self.same_side(mover, self.root) { root_score } else { -root_score }
    }
}

impl<G: GameAi> ScoreChild<G> for Search<'_, '_, G> {
    fn score_child(&mut self, _root: &G::State, child: &G::State, depth: u32) -> Option<i32> {
        let score = self.child_value(child, self.root, depth - 1, -INFINITY, INFINITY, 1);
        score.filter(|_| !self.budget.spent())
    }
}
