//! DVONN's own alpha-beta search: `{"type": "dvonn-search"}`.
//!
//! The generic alpha-beta ([`plateau_core::ai::AlphaBetaAgent`]) knows no game; this one is
//! written for DVONN's positions and is several times faster per node, which is what a
//! time-limited game against other programs rewards. Both stand on core's skeleton
//! ([`plateau_core::ai::deepening`]): iterative deepening, the time model (an iteration is
//! started only if it is expected to finish in the move's time), the lazy-SMP helper threads
//! and the scores' convention ([`plateau_core::ai::score`]) are core's. What is DVONN's:
//! - principal variation search at each iteration, the previous iteration's best move
//!   searched first at the root and the table's move first below it; an iteration cut short
//!   by the budget offers a move that beat the first on the null window even if its re-search
//!   did not finish;
//! - move ordering by kind (landing on the opponent's stacks first, on one's own last),
//!   killers and history ([`order`]); the table's move is tried before the other moves are
//!   generated, so a node it refutes costs no move generation or ordering;
//! - a transposition table replaced by relevancy, kept from move to move ([`table`]);
//! - the fitted evaluation of [`crate::eval`] as an integer at the leaves, exact scores at
//!   the end of the game;
//! - a removal extension: a move at the last ply that cuts stacks off the DVONN pieces is
//!   searched one ply deeper, so the horizon never falls right after the biggest swing a
//!   move can make, before the other side's answer (at most [`MAX_EXTENSIONS`] such plies
//!   past the iteration's depth);
//! - ProbCut (a shallow search predicts a deep one): at a null-window node of the movement
//!   phase with [`PROBCUT_MIN_DEPTH`] plies or more left, a search [`PROBCUT_REDUCTION`]
//!   plies shallower that clears the window by [`PROBCUT_MARGIN`] ends the node, as a fail
//!   high above it or a fail low below it. The margin is about one standard deviation of how
//!   much a value moves over four plies, and the shallow search keeps the depth's parity,
//!   because values alternate with it. Placements keep the plain search: their values were
//!   not calibrated;
//! - placements are searched without late move reductions, and a placement's table entry
//!   stands in only for a search of the same depth parity ([`serves`]), so that every leaf of
//!   one iteration has the same side to act: placement values of the two parities do not
//!   compare, and a weight that shifts only the leaves of one side to act (`to_move`) would
//!   otherwise move choices;
//! - on a game clock ([`Limits::from_clock`]), placements are searched no further than the
//!   last placement (the movement phase's first position is the deepest leaf), and at most
//!   [`PLACEMENT_NODES`] nodes, about what a placement gets in a 5 s game: deeper and longer
//!   placement searches were judged worse. Searches asked for a time, nodes or a depth (the
//!   app's levels, a time per move, `go`) keep neither rule: they were measured on the clock
//!   only, and an analysis asked to run until stopped must not end after a fraction of a
//!   second;
//! - the three DVONN pieces are searched on the 25 interior spaces only, the opponent's as
//!   well as its own ([`DvonnSearchSpec::dvonn_inside`]): the placement terms see nothing
//!   while only DVONN pieces stand, and the search put them on the edge, where PrimaDvonna
//!   never does (the setting says why);
//! - threads: when the caller offers several and the move is bounded by time alone
//!   ([`Limits::parallelism`]), the skeleton's helpers share this search's table, through
//!   which the main thread finds their cut-offs, exact scores and better moves to try first.
//!
//! Measured (each feature's effect against PrimaDvonna and on recorded positions): see
//! docs/ai-strength.md#the-searchs-features.

mod order;
mod table;
#[cfg(test)]
mod tests;

use plateau_core::clock::Moment;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::deepening::{self, Iteration, Plan, RootSearch, ScoreChild};
use plateau_core::ai::score::{self, INFINITY, from_table, is_proven, to_table};
use plateau_core::ai::{Agent, AgentSpec, AlphaBetaSpec, Analysis, Budget, Limits, MoveStat, Proven, bounds};
use plateau_core::{Game, Player};
use serde::{Deserialize, Serialize};

use self::order::Ordering;
use self::table::{Bound, NO_MOVE, Table, progress};
use crate::eval::{own_placement_weights, search_score};
use crate::geometry::{INTERIOR, SPACES};
use crate::moves::Move;
use crate::rules::Dvonn;
use crate::state::DvonnState;

/// Deepest iteration (the shared alpha-beta's limit, whose checks the spec reuses).
pub const MAX_DEPTH: u32 = plateau_core::ai::MAX_DEPTH;

/// Moves searched in order before late move reductions may start.
const LATE: usize = 4;

/// Fewest plies left at which ProbCut ([`DvonnSearchSpec::probcut`]) is tried.
const PROBCUT_MIN_DEPTH: u32 = 5;
/// How many plies shallower ProbCut's search is: an even number, so that it ends with the
/// same side to act as the full search (values alternate with the depth's parity).
const PROBCUT_REDUCTION: u32 = 4;

/// Default [`DvonnSearchSpec::probcut`] margin: about one standard deviation of how much a
/// value changes over four plies (see the module documentation).
const PROBCUT_MARGIN: i32 = 300;
/// Largest [`DvonnSearchSpec::probcut`] margin: far beyond every judgement (they stay
/// within a few thousand), so only proven results clear it.
const MAX_PROBCUT: i32 = 100_000;

/// Most plies a line may be extended past the iteration's depth.
const MAX_EXTENSIONS: u32 = 2;

/// Default of [`DvonnSearchSpec::placement_nodes`]: about what a placement gets in a game of
/// 5 s (0.75 s for 24 placements).
pub const PLACEMENT_NODES: u64 = 100_000;

/// Nodes between readings of the clock and the stop flag.
const CLOCK_EVERY: u32 = 1024;

/// Settings of a DVONN search seat; any subset may be given. Without any limit it searches 6
/// plies. Deterministic: no seed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DvonnSearchSpec {
    /// Deepest iteration in plies (at most 64).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub depth: Option<u32>,
    /// Node budget per move.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub nodes: Option<u64>,
    /// Thinking time per move in milliseconds (makes play depend on the machine).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// Most nodes per placement played on a game clock ([`Limits::from_clock`]), whatever
    /// the clock allows: PrimaDvonna judging Plateau's placements found those of longer
    /// searches worse (see the module documentation). `null` lifts the cap. Searches asked
    /// for a time, nodes or a depth (the app's levels, `go`) are not capped.
    pub placement_nodes: Option<u64>,
    /// Size of the transposition table in MiB.
    pub tt_mb: u32,
    /// Late move reductions: moves ordered late (after the table's move, the killers and
    /// the first few others), that land on no opponent stack, are searched one ply
    /// shallower first and searched again at full depth only if they then beat the best.
    /// Movement only: placements are never reduced.
    pub reductions: bool,
    /// Removal extensions: a move at the last ply that removes stacks (cuts them off the
    /// DVONN pieces) is searched one ply deeper.
    pub extensions: bool,
    /// ProbCut: at a null-window node of the movement phase with five plies or more left, a
    /// search four plies shallower whose value clears the window by this margin (in
    /// thousandths of the evaluation's log-odds, 1 to 100,000; 300 by default) ends the node.
    /// `null` turns it off.
    pub probcut: Option<i32>,
    /// Most threads to search with; the caller's offer (the engine's `--threads`, the app's
    /// cores) applies too, and only a move bounded by time alone uses more than one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
    /// DVONN pieces inside: the three DVONN pieces are searched on the 25 interior spaces
    /// only, at the root and below it; `false` searches all the empty spaces. On by default.
    ///
    /// Why: the placement terms weigh pieces against the DVONN pieces, so while only DVONN
    /// pieces stand on the board they are all zero, and the search's choice of a DVONN space
    /// rests on the few placements its horizon reaches. From the empty board it put its third
    /// DVONN piece on the edge, where PrimaDvonna never puts its own; a DVONN piece on the edge
    /// has three or four neighbours to link stacks to it instead of six, and its stack is
    /// among the first free to move. Held inside, White scored better against PrimaDvonna
    /// (docs/ai-strength-log.md, "The DVONN pieces inside"). The opponent's DVONN pieces are
    /// searched the same way: a model of its choices, not a rule of the game.
    pub dvonn_inside: bool,
}

impl Default for DvonnSearchSpec {
    fn default() -> Self {
        Self {
            depth: None,
            nodes: None,
            time_ms: None,
            placement_nodes: Some(PLACEMENT_NODES),
            tt_mb: 32,
            reductions: true,
            extensions: true,
            probcut: Some(PROBCUT_MARGIN),
            threads: None,
            dvonn_inside: true,
        }
    }
}

impl DvonnSearchSpec {
    /// The spaces the DVONN pieces are searched on: the interior ones with
    /// [`dvonn_inside`](Self::dvonn_inside), else all.
    fn dvonn_spaces(&self) -> u64 {
        if self.dvonn_inside { INTERIOR } else { SPACES }
    }

    /// A spec searching at most `nodes` nodes per move.
    pub fn nodes(nodes: u64) -> Self {
        Self { nodes: Some(nodes), ..Self::default() }
    }

    /// The same limits as settings of the shared alpha-beta, whose checks and limits apply.
    fn as_alphabeta(&self) -> AlphaBetaSpec {
        AlphaBetaSpec {
            depth: self.depth,
            nodes: self.nodes,
            time_ms: self.time_ms,
            tt_mb: self.tt_mb,
            aspiration: false,
            threads: self.threads,
        }
    }
}

#[typetag::serde(name = "dvonn-search")]
impl AgentSpec for DvonnSearchSpec {
    fn label(&self) -> String {
        match (self.depth, self.nodes, self.time_ms) {
            (Some(d), _, _) => format!("dvonn-search d{d}"),
            (None, Some(n), _) => format!("dvonn-search {n} nodes"),
            (None, None, Some(ms)) => format!("dvonn-search {ms}ms"),
            (None, None, None) => "dvonn-search".to_owned(),
        }
    }
    fn timed(&self, time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { nodes: None, time_ms: Some(time_ms), ..self.clone() }))
    }
    fn with_nodes(&self, nodes: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { nodes: Some(nodes), time_ms: None, ..self.clone() }))
    }
    fn validate(&self) -> Result<(), String> {
        self.as_alphabeta().validate()?;
        if let Some(margin) = self.probcut
            && !(1..=MAX_PROBCUT).contains(&margin)
        {
            return Err(format!("probcut must be between 1 and {MAX_PROBCUT}, not {margin}"));
        }
        bounds::check_threads(self.threads)
    }
}

/// The agent of [`DvonnSearchSpec`]. Its table and history survive between moves.
pub struct DvonnSearch {
    spec: DvonnSearchSpec,
    /// Shared by all threads of a search.
    table: Table,
    main: Worker,
    /// The helper threads' own state, made when first needed and kept.
    helpers: Vec<Worker>,
}

/// What one thread of the search keeps to itself, from move to move.
struct Worker {
    ordering: Ordering,
    /// Per ply: the moves and their ordering keys.
    moves: Vec<Vec<Move>>,
    keys: Vec<Vec<u32>>,
}

impl Worker {
    fn new() -> Self {
        Self {
            ordering: Ordering::new(),
            moves: vec![Vec::new(); MAX_DEPTH as usize + 2],
            keys: vec![Vec::new(); MAX_DEPTH as usize + 2],
        }
    }
}

impl DvonnSearch {
    /// An agent with these settings (already validated by the caller).
    pub fn new(spec: DvonnSearchSpec) -> Self {
        Self { table: Table::new(spec.tt_mb), spec, main: Worker::new(), helpers: Vec::new() }
    }
}

/// What every thread of one move's search reads.
struct Shared<'s> {
    game: &'s Dvonn,
    spec: &'s DvonnSearchSpec,
    table: &'s Table,
    state: &'s DvonnState,
    /// The root's moves, in the order of generation.
    root: &'s [Move],
}

impl<'s> Shared<'s> {
    /// One iteration's search with `worker`'s tables, `nodes` searched so far, spending from
    /// `budget`.
    fn search<'a, 'b>(
        &'a self,
        worker: &'a mut Worker,
        nodes: u64,
        budget: &'a mut Budget<'b>,
    ) -> Search<'a, 'b> {
        Search {
            game: self.game,
            searcher: self.state.turn,
            table: self.table,
            ordering: &mut worker.ordering,
            moves: &mut worker.moves,
            keys: &mut worker.keys,
            reductions: self.spec.reductions,
            extensions: self.spec.extensions,
            probcut: self.spec.probcut,
            dvonn_spaces: self.spec.dvonn_spaces(),
            depth: 0,
            nodes,
            budget,
        }
    }

    /// One thread's search of the root, with `worker`'s tables.
    fn thread(&'s self, worker: &'s mut Worker) -> Thread<'s> {
        worker.ordering.new_search();
        Thread { shared: self, worker, root: self.root.to_vec(), nodes: 0 }
    }
}

/// One thread's search of one move, as the skeleton ([`deepening`]) drives it.
struct Thread<'s> {
    shared: &'s Shared<'s>,
    worker: &'s mut Worker,
    /// The root's moves, the last iteration's best first.
    root: Vec<Move>,
    nodes: u64,
}

impl RootSearch for Thread<'_> {
    type Move = Move;

    fn iterate(
        &mut self,
        budget: &mut Budget<'_>,
        depth: u32,
        previous: Option<(Move, i32)>,
    ) -> Iteration<Move> {
        let shared = self.shared;
        let first = previous.map_or(self.root[0], |(mv, _)| mv);
        let mut search = shared.search(self.worker, self.nodes, budget);
        let best = search.root(shared.state, &mut self.root, depth, first);
        let spent = search.budget.spent();
        self.nodes = search.nodes;
        match best {
            Some((best, score)) if !spent => Iteration::Finished { best, score, exact: false },
            // Cut short: the first move searched is the previous best; only another that
            // beat it counts (see `Search::root`).
            better => {
                Iteration::Interrupted { better: better.filter(|&(mv, _)| previous.is_none() || mv != first) }
            }
        }
    }

    fn nodes(&self) -> u64 {
        self.nodes
    }

    /// `best`, then the line the table expects after it, at most `depth` moves in all, each
    /// checked to be legal.
    fn line(&mut self, best: Move, depth: u32) -> Vec<Move> {
        let Shared { game, table, state, .. } = *self.shared;
        let mut line = vec![best];
        let mut position = *state;
        game.play_unchecked(&mut position, best);
        let mut legal = Vec::new();
        while (line.len() as u32) < depth && !game.is_over(&position) {
            let Some(next) =
                table.probe(key(state.turn, &position)).and_then(|e| Move::from_id(u32::from(e.mv)))
            else {
                break;
            };
            game.legal_moves(&position, &mut legal);
            if !legal.contains(&next) {
                break;
            }
            game.play_unchecked(&mut position, next);
            line.push(next);
        }
        line
    }
}

impl Agent<Dvonn> for DvonnSearch {
    fn analyse(
        &mut self,
        game: &Dvonn,
        state: &DvonnState,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Analysis<Move>> {
        let start = Moment::now();
        game.to_move(state).player()?;
        let mut root = Vec::new();
        game.legal_moves(state, &mut root);
        keep_dvonn_pieces_on(self.spec.dvonn_spaces(), state, &mut root);
        let first = *root.first()?;
        let mut limits = self.spec.as_alphabeta().limits().and(limits);
        // Placements on a game clock follow the rules the judge measured (see the module
        // documentation); a search asked for a time, nodes or a depth is given all of it.
        let placing_on_the_clock = limits.from_clock && state.is_placement();
        if placing_on_the_clock {
            limits = limits.and(&Limits { nodes: self.spec.placement_nodes, ..Limits::NONE });
        }
        let max_depth = match limits.depth {
            Some(depth) => depth.min(MAX_DEPTH),
            None if limits.is_unbounded() => 6,
            None => MAX_DEPTH,
        };
        // While placing on the clock, never look past the last placement: the leaves are then
        // either placements judged by the placement terms or the movement phase's first
        // position, and never a few plies into the movement phase, where a search that reached
        // them with time to spare chose worse placements (see the module documentation).
        let max_depth = if placing_on_the_clock { max_depth.min(state.placements_left()) } else { max_depth };
        if root.len() == 1 || max_depth == 0 || limits.nodes == Some(0) {
            return Some(Analysis::bare(first));
        }
        let limits = limits.and(&Limits { threads: self.spec.threads, ..Limits::NONE });
        let helpers = limits.parallelism() - 1;
        while self.helpers.len() < helpers {
            self.helpers.push(Worker::new());
        }
        let shared = Shared { game, spec: &self.spec, table: &self.table, state, root: &root };
        let threads = self.helpers[..helpers].iter_mut().map(|worker| shared.thread(worker)).collect();
        let plan = Plan { limits, max_depth, start, clock_every: CLOCK_EVERY };
        let deepened = deepening::deepen(shared.thread(&mut self.main), threads, &plan, stop);
        let proof =
            |score: i32| is_proven(score).then_some(if score > 0 { Proven::Win } else { Proven::Loss });
        // Analysis mode's other lines, each with the line the table expects after it.
        let others = match deepened.other_lines(&limits) {
            Some(lines) => {
                let mut budget = lines.budget(stop, CLOCK_EVERY);
                let mut search = shared.search(&mut self.main, 0, &mut budget);
                let scored = lines.score(game, state, root.iter().copied(), &mut search);
                let (mut thread, depth) = (shared.thread(&mut self.main), lines.found.depth);
                let stat = |(mv, score)| {
                    MoveStat::scored(mv, Some(to_value(score)), proof(score), thread.line(mv, depth))
                };
                scored.into_iter().map(stat).collect()
            }
            None => Vec::new(),
        };
        let analysis = deepened.into_analysis(first, |found| {
            ((found.depth > 0).then(|| to_value(found.score)), proof(found.score))
        });
        Some(analysis.with_other_lines(others))
    }
}

/// A score as a value in `[-1, 1]`: won and lost games at the ends, judgements through
/// `tanh` (the evaluation is in thousandths of the fitted model's log-odds scale).
fn to_value(score: i32) -> f64 {
    if is_proven(score) { f64::from(score.signum()) } else { (f64::from(score) / 1000.0).tanh() }
}

/// One iteration's search, borrowing the thread's tables and budget.
struct Search<'s, 'b> {
    game: &'s Dvonn,
    /// The seat index of the side to act at the root: its colour picks the placement
    /// weights of the leaf scores (see [`search_score`]).
    searcher: u8,
    table: &'s Table,
    ordering: &'s mut Ordering,
    moves: &'s mut [Vec<Move>],
    keys: &'s mut [Vec<u32>],
    reductions: bool,
    extensions: bool,
    probcut: Option<i32>,
    /// The spaces the DVONN pieces are searched on ([`DvonnSearchSpec::dvonn_spaces`]).
    dvonn_spaces: u64,
    /// Depth of the current iteration, which extensions may pass by [`MAX_EXTENSIONS`].
    depth: u32,
    nodes: u64,
    budget: &'s mut Budget<'b>,
}

impl Search<'_, '_> {
    /// True once the budget is spent; then every search call unwinds.
    fn out_of_budget(&mut self) -> bool {
        self.budget.exhausted(self.nodes)
    }

    /// One iteration at the root: `previous` first, then the rest in ordering. Returns the
    /// best move and its score, or `None` if the budget ran out before the first move's
    /// value was known. An iteration cut short keeps a later move only when it had already
    /// proved better than the first: beating it on the null window is proof enough, at the
    /// bound shown there, even if the re-search for its exact value did not finish.
    fn root(
        &mut self,
        state: &DvonnState,
        moves: &mut [Move],
        depth: u32,
        previous: Move,
    ) -> Option<(Move, i32)> {
        if let Some(i) = moves.iter().position(|&m| m == previous) {
            moves[..=i].rotate_right(1);
        }
        self.depth = depth;
        let mut alpha = -INFINITY;
        let mut best = None;
        for (i, &mv) in moves.iter().enumerate() {
            let mut child = *state;
            self.game.play_unchecked(&mut child, mv);
            let v = if i == 0 {
                self.child(state, &child, depth - 1, -INFINITY, INFINITY, 1)
            } else {
                match self.child(state, &child, depth - 1, alpha, alpha + 1, 1) {
                    // A move that beat the best on the null window is better than it even if
                    // the budget ends before its exact value is known: keep it then, at the
                    // bound it has shown.
                    Some(v) if v > alpha => {
                        self.child(state, &child, depth - 1, alpha, INFINITY, 1).or(Some(v))
                    }
                    other => other,
                }
            };
            let Some(v) = v else { break };
            if v > alpha {
                alpha = v;
                best = Some((mv, v));
            }
        }
        if !self.budget.spent()
            && let Some((mv, v)) = best
        {
            self.table.store(self.key(state), progress(state), depth, v, Bound::Exact, mv.id() as u16);
        }
        best
    }

    /// Value of `child` (reached by a move of the side to act in `parent`) for that side,
    /// searched `depth` plies within `(alpha, beta)`. The sign flips only when the other
    /// side acts next: after White's last placement White moves again.
    fn child(
        &mut self,
        parent: &DvonnState,
        child: &DvonnState,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        if child.turn == parent.turn {
            self.negamax(child, depth, alpha, beta, ply)
        } else {
            self.negamax(child, depth, -beta, -alpha, ply).map(|v| -v)
        }
    }

    /// Value of `state` for its side to act, `depth` plies deep, fail-soft; `None` when the
    /// budget ran out.
    fn negamax(
        &mut self,
        state: &DvonnState,
        depth: u32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<i32> {
        if self.out_of_budget() {
            return None;
        }
        self.nodes += 1;
        if self.game.is_over(state) {
            return Some(final_score(state, ply));
        }
        if depth == 0 || ply >= self.moves.len() - 1 {
            return Some(search_score(state, self.searcher));
        }
        let key = self.key(state);
        let mut first = NO_MOVE;
        if let Some(entry) = self.table.probe(key) {
            first = entry.mv;
            if serves(state, u32::from(entry.depth), depth) {
                let stored = from_table(entry.score, ply);
                let usable = match entry.bound {
                    Bound::Exact => true,
                    Bound::Lower => stored >= beta,
                    Bound::Upper => stored <= alpha,
                    Bound::Empty => false,
                };
                if usable {
                    return Some(stored);
                }
            }
        }
        // ProbCut: where a shallower search clears the window by the margin, the full one is
        // taken to clear it too. Only null-window nodes: a principal variation node's value is
        // wanted exactly. Scores near proven ones are exact already, and placements were not
        // calibrated.
        if let Some(margin) = self.probcut
            && depth >= PROBCUT_MIN_DEPTH
            && beta - alpha == 1
            && beta.abs() < score::PROVEN
            && !state.is_placement()
        {
            let high = beta + margin;
            let v = self.negamax(state, depth - PROBCUT_REDUCTION, high - 1, high, ply)?;
            if v >= high {
                return Some(beta);
            }
            let low = alpha - margin;
            let v = self.negamax(state, depth - PROBCUT_REDUCTION, low, low + 1, ply)?;
            if v <= low {
                return Some(alpha);
            }
        }
        let alpha_at_entry = alpha;
        let mut best = -INFINITY;
        let mut best_move = NO_MOVE;
        // The table's move is tried before the others are generated: where it refutes the
        // position, as it mostly does where it was stored by a cut-off, the other moves are
        // never generated or ordered. It would come first in the ordering anyway; the others
        // are then ordered with the history its subtree has just added to, which itself saved
        // nodes (depth 8 on 8 positions of recorded games: 24M nodes against 30M before this
        // and the ordering of captures by history). Only a legal jump is tried this way (a
        // slot's move may belong to another position whose key shares the slot).
        let staged = Move::from_id(u32::from(first))
            .filter(|&mv| matches!(mv, Move::Jump { .. }) && self.game.is_legal(state, mv));
        if let Some(mv) = staged {
            let (v, searched_depth) = self.search_move(state, mv, 0, u32::MAX, depth, alpha, beta, ply)?;
            best = v;
            best_move = first;
            alpha = alpha.max(v);
            if alpha >= beta {
                self.ordering.cutoff(state.turn, ply, mv, searched_depth);
                self.table.store(key, progress(state), depth, to_table(best, ply), Bound::Lower, best_move);
                return Some(best);
            }
        }
        let mut moves = std::mem::take(&mut self.moves[ply]);
        let mut keys = std::mem::take(&mut self.keys[ply]);
        self.game.legal_moves(state, &mut moves);
        keep_dvonn_pieces_on(self.dvonn_spaces, state, &mut moves);
        // `remove`, not `swap_remove`: the order of equal keys stays that of generation.
        if let Some(i) = staged.and_then(|mv| moves.iter().position(|&m| m == mv)) {
            moves.remove(i);
        }
        let done = usize::from(staged.is_some());
        keys.clear();
        self.ordering.keys(state, ply, &moves, first, &mut keys);
        let mut result = Some(());
        for i in 0..moves.len() {
            let mut pick = i;
            for j in i + 1..moves.len() {
                if keys[j] > keys[pick] {
                    pick = j;
                }
            }
            moves.swap(i, pick);
            keys.swap(i, pick);
            let mv = moves[i];
            let Some((v, searched_depth)) =
                self.search_move(state, mv, done + i, keys[i], depth, alpha, beta, ply)
            else {
                result = None;
                break;
            };
            if v > best {
                best = v;
                best_move = mv.id() as u16;
            }
            if v > alpha {
                alpha = v;
            }
            if alpha >= beta {
                self.ordering.cutoff(state.turn, ply, mv, searched_depth);
                break;
            }
        }
        self.moves[ply] = moves;
        self.keys[ply] = keys;
        result?;
        let bound = if best >= beta {
            Bound::Lower
        } else if best > alpha_at_entry {
            Bound::Exact
        } else {
            Bound::Upper
        };
        self.table.store(key, progress(state), depth, to_table(best, ply), bound, best_move);
        Some(best)
    }

    /// Value of `mv`, the `index`-th move searched at a node of `state` with ordering key
    /// `key`, `depth` plies left and window `(alpha, beta)`: the first move with the full
    /// window, later ones with a null window first (late quiet ones a ply shallower) and again
    /// with the full window if they beat `alpha`. Also returns the depth it was searched
    /// with (one more where it was extended). `None` when the budget ran out.
    #[allow(clippy::too_many_arguments)]
    fn search_move(
        &mut self,
        state: &DvonnState,
        mv: Move,
        index: usize,
        key: u32,
        depth: u32,
        alpha: i32,
        beta: i32,
        ply: usize,
    ) -> Option<(i32, u32)> {
        let mut child = *state;
        self.game.play_unchecked(&mut child, mv);
        // Placements are never reduced: a reduced placement's leaves would have the other side
        // to act, and the placement values of the two parities do not compare (see the module
        // documentation).
        let reduce = self.reductions
            && index >= LATE
            && depth >= 3
            && key < order::CAPTURE_KEY
            && !state.is_placement();
        let depth = depth + u32::from(self.extends(state, &child, depth, ply));
        let v = if index == 0 {
            self.child(state, &child, depth - 1, alpha, beta, ply + 1)
        } else {
            let probe = if reduce {
                match self.child(state, &child, depth - 2, alpha, alpha + 1, ply + 1) {
                    Some(v) if v > alpha => self.child(state, &child, depth - 1, alpha, alpha + 1, ply + 1),
                    other => other,
                }
            } else {
                self.child(state, &child, depth - 1, alpha, alpha + 1, ply + 1)
            };
            match probe {
                Some(v) if v > alpha && v < beta => {
                    self.child(state, &child, depth - 1, alpha, beta, ply + 1)
                }
                other => other,
            }
        };
        v.map(|v| (v, depth))
    }

    /// Whether the move from `parent` to `child`, searched with `depth` plies left at `ply`,
    /// is searched one ply deeper: a last-ply move that removed stacks (a move empties one
    /// space; a cut-off empties more), within [`MAX_EXTENSIONS`] of the iteration's depth.
    fn extends(&self, parent: &DvonnState, child: &DvonnState, depth: u32, ply: usize) -> bool {
        self.extensions
            && depth == 1
            && ply as u32 + 1 < self.depth + MAX_EXTENSIONS
            && child.occupied.count_ones() + 1 < parent.occupied.count_ones()
    }

    /// The table's key for `state` in this search ([`key`]).
    fn key(&self, state: &DvonnState) -> u64 {
        key(self.searcher, state)
    }
}

/// The table's key for `state` in a search for `searcher`, the seat to act at the root. A
/// placement's score depends on whose search it is (Black weighs placements with weights of
/// its own, [`search_score`]), so Black's placement entries get keys of their own: an agent
/// that searches for both colours (hints, the engine's analysis) never reads the other
/// colour's placement scores. Movement entries are shared.
fn key(searcher: u8, state: &DvonnState) -> u64 {
    const BLACK_PLACEMENTS: u64 = 0x6A09_E667_F3BC_C909;
    if own_placement_weights(searcher) && state.is_placement() {
        state.hash ^ BLACK_PLACEMENTS
    } else {
        state.hash
    }
}

impl ScoreChild<Dvonn> for Search<'_, '_> {
    fn score_child(&mut self, root: &DvonnState, child: &DvonnState, depth: u32) -> Option<i32> {
        // The iteration's depth, which extensions may pass by at most `MAX_EXTENSIONS`.
        self.depth = depth;
        let score = self.child(root, child, depth - 1, -INFINITY, INFINITY, 1);
        score.filter(|_| !self.budget.spent())
    }
}

/// Keeps, of `moves`, the placements on `spaces` when `state` places a DVONN piece; leaves
/// every other position's moves alone.
fn keep_dvonn_pieces_on(spaces: u64, state: &DvonnState, moves: &mut Vec<Move>) {
    if state.places_dvonn() {
        moves.retain(|mv| matches!(mv, Move::Place(cell) if spaces >> cell.number() & 1 == 1));
    }
}

/// Whether a table entry for `state` searched `stored` plies deep may stand for a search of
/// `depth` plies. In the movement phase any deeper search does. A placement's entry must also
/// have the same parity of depth, so that its leaves had the same side to act: placement
/// values of the two parities do not compare (see the module documentation).
fn serves(state: &DvonnState, stored: u32, depth: u32) -> bool {
    stored >= depth && (!state.is_placement() || (stored - depth).is_multiple_of(2))
}

/// Score of a finished game `ply` plies from the root for the side to act there: a win or a
/// loss by the shared convention ([`score`]), with the piece difference as its tie-break; 0
/// for a draw.
fn final_score(state: &DvonnState, ply: usize) -> i32 {
    let side = Player::new(usize::from(state.turn));
    let margin = state.pieces_controlled(side) as i32 - state.pieces_controlled(side.opponent()) as i32;
    match margin.signum() {
        0 => 0,
        1 => score::won(ply) + score::tie_break(margin),
        _ => score::lost(ply) + score::tie_break(margin),
    }
}
