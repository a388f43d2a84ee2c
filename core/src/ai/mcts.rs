//! Monte Carlo tree search: UCT over per-player reward vectors (any number of players; the
//! player to move at a node maximises its own reward), with tree reuse between moves, a
//! pluggable playout policy, an evaluator cut-off for playouts, and a solver that proves
//! wins, losses and draws from finished positions upwards. Two optional refinements of the
//! means: RAVE (all moves as first) and implicit minimax backups of the evaluator's
//! judgements (max^n with more than two players: each mover takes the child best for it). A
//! move bounded by time alone may be searched by several threads growing one tree
//! ([`shared_tree`]).

mod amaf;
mod shared_tree;
mod tree;

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use crate::clock::Moment;

use serde::{Deserialize, Serialize};

use self::amaf::AmafMarks;
use self::tree::{IMPLICIT_SEATS, NONE, Proof, Tree};
use super::limits::bounds::{self, check_budget};
use super::{Agent, AgentSpec, Analysis, Budget, Limits, MoveStat, PlayoutPolicy, Rewards, UniformPolicy};
use crate::{Evaluator, GameAi, Player, Rng, ToMove};

/// Iterations per move when neither the spec nor the caller sets a budget.
pub const DEFAULT_ITERATIONS: u64 = 10_000;

/// How deep below the old root the new position is looked for when reusing the tree. Deep
/// enough for a full round of three players with a few extra actions (removal decisions,
/// forced passes) in between.
const REUSE_DEPTH: usize = 12;

/// Longest principal variation reported.
const MAX_PV: usize = 64;

/// Settings of an MCTS seat: `{"type": "mcts", "iterations": 20000}`. Every field has a
/// default, so any subset may be given.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MctsSpec {
    /// Iterations per move. With neither this, `time_ms` nor a caller's limit, 10 000.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub iterations: Option<u64>,
    /// Thinking time per move in milliseconds (makes play depend on the machine).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub time_ms: Option<u64>,
    /// UCT exploration constant `c` (rewards are in `[0, 1]`); larger explores more.
    #[serde(alias = "c")]
    pub exploration: f64,
    /// Plies after which a playout stops and the game's evaluator judges the position;
    /// `None` plays every playout to the end of the game.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cutoff: Option<u32>,
    /// Hard cap on playout length, for games that could go on for very long; a capped
    /// playout is judged by the evaluator like a cut-off one.
    pub playout_limit: u32,
    /// Play playouts uniformly at random, ignoring the game's playout policy: plain UCT, the
    /// usual reference opponent.
    pub random_playouts: bool,
    /// RAVE ("rapid action value estimation"): blend each move's mean with the mean of the
    /// iterations in which its player played it at any later point, weighted
    /// `√(k / (3n + k))` after `n` visits of its own. The value is `k`, roughly the visits at
    /// which the two weigh alike; `None` is plain UCT. Suits games where a move (a cell) is
    /// worth much the same a few plies earlier or later, such as placement phases.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rave: Option<f64>,
    /// Implicit minimax backups: every node created is judged by the game's evaluator (a
    /// reward per seat), those judgements are backed up through the tree with each mover
    /// taking the child best for itself (minimax with two players, max^n with more), and a
    /// move's mean is blended with its backed-up value, weighted by this `α` in `[0, 1]`.
    /// Ignored with more than four players. `None` is plain UCT.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub implicit: Option<f64>,
    /// Keep the subtree of the position reached when asked about a later position.
    pub reuse: bool,
    /// Memory cap of the tree in MiB; past it the tree stops growing and iterations only
    /// refine the statistics of the existing nodes. Inside a WebAssembly plugin the tree
    /// also keeps to a share of the sandbox's memory ([`crate::memory::search_bytes`]).
    pub memory_mb: u32,
    /// Seed of the playouts; `None` picks one from the clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// Most threads, all growing the one tree (with virtual loss); the caller's offer
    /// applies too, and only a move bounded by time alone uses more than one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub threads: Option<u32>,
}

impl Default for MctsSpec {
    fn default() -> Self {
        Self {
            iterations: None,
            time_ms: None,
            // Close to the textbook √2 / 2 for rewards in [0, 1].
            exploration: 0.7,
            cutoff: None,
            playout_limit: 1_000,
            random_playouts: false,
            rave: None,
            implicit: None,
            reuse: true,
            memory_mb: 1_024,
            seed: None,
            threads: None,
        }
    }
}

impl MctsSpec {
    /// A spec with this many iterations per move and otherwise default settings.
    pub fn iterations(iterations: u64) -> Self {
        Self { iterations: Some(iterations), ..Self::default() }
    }

    /// A spec with this many iterations per move, whose playouts stop after `cutoff` plies
    /// for the evaluator to judge, and otherwise default settings.
    pub fn cut_off(iterations: u64, cutoff: u32) -> Self {
        Self { cutoff: Some(cutoff), ..Self::iterations(iterations) }
    }

    /// The budget the spec itself sets.
    pub fn limits(&self) -> Limits {
        Limits {
            time: self.time_ms.map(Duration::from_millis),
            nodes: self.iterations,
            depth: None,
            threads: self.threads,
            // A seat's own time is a time per move it asks for.
            from_clock: false,
            lines: None,
        }
    }
}

#[typetag::serde(name = "mcts")]
impl AgentSpec for MctsSpec {
    fn label(&self) -> String {
        match (self.iterations, self.time_ms) {
            (Some(n), _) => format!("mcts {n}"),
            (None, Some(ms)) => format!("mcts {ms}ms"),
            (None, None) => "mcts".to_owned(),
        }
    }
    fn reseeded(&self, seed: u64) -> Box<dyn AgentSpec> {
        Box::new(Self { seed: Some(seed), ..self.clone() })
    }
    fn timed(&self, time_ms: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { iterations: None, time_ms: Some(time_ms), ..self.clone() }))
    }
    fn with_nodes(&self, nodes: u64) -> Option<Box<dyn AgentSpec>> {
        Some(Box::new(Self { iterations: Some(nodes), time_ms: None, ..self.clone() }))
    }
    fn validate(&self) -> Result<(), String> {
        check_budget("iterations", self.iterations, bounds::MAX_NODES)?;
        check_budget("time_ms", self.time_ms, bounds::MAX_TIME_MS)?;
        if !exploration_ok(self.exploration) {
            return Err(format!("exploration must be a number of at least 0, not {}", self.exploration));
        }
        if let Some(k) = self.rave.filter(|&k| !rave_ok(k)) {
            return Err(format!("rave must be a number above 0, not {k}"));
        }
        if let Some(alpha) = self.implicit.filter(|&a| !weight_ok(a)) {
            return Err(format!("implicit must be a weight from 0 to 1, not {alpha}"));
        }
        if !(1..=bounds::MAX_MEMORY_MB).contains(&self.memory_mb) {
            return Err(format!(
                "memory_mb must be between 1 and {}, not {}",
                bounds::MAX_MEMORY_MB,
                self.memory_mb
            ));
        }
        let plies = bounds::MAX_PLAYOUT_PLIES;
        if self.playout_limit == 0 || self.playout_limit > plies {
            return Err(format!("playout_limit must be between 1 and {plies}, not {}", self.playout_limit));
        }
        if let Some(cutoff) = self.cutoff.filter(|&c| c > plies) {
            return Err(format!("cutoff must be at most {plies}, not {cutoff}"));
        }
        bounds::check_threads(self.threads)
    }
}

fn exploration_ok(c: f64) -> bool {
    c.is_finite() && c >= 0.0
}

fn rave_ok(k: f64) -> bool {
    k.is_finite() && k > 0.0
}

fn weight_ok(alpha: f64) -> bool {
    (0.0..=1.0).contains(&alpha)
}

/// The MCTS agent for one game. Keeps its tree between calls (unless `reuse` is off) and
/// its random generator, so a sequence of calls is reproducible from the seed when no time
/// limit applies.
pub struct MctsAgent<G: GameAi> {
    spec: MctsSpec,
    rng: Rng,
    evaluator: Box<dyn Evaluator<G>>,
    policy: Box<dyn PlayoutPolicy<G>>,
    players: usize,
    tree: Option<Tree<G>>,
    /// Scratch: legal moves of the position at hand.
    moves: Vec<G::Move>,
    /// Scratch: the (node, edge) pairs of the current iteration.
    path: Vec<(u32, usize)>,
    /// Scratch for RAVE: who played which move id, in the tree and then in the playout.
    played: Vec<(Player, u32)>,
    amaf: Option<AmafMarks>,
    /// The agents of the other threads of a parallel search, made when first needed; they
    /// lend their random generators and scratch space, the tree is this agent's.
    helpers: Vec<MctsAgent<G>>,
}

impl<G: GameAi> MctsAgent<G> {
    /// An agent for `game` with the game's evaluator and playout policy. Settings that
    /// [`AgentSpec::validate`] refuses are replaced by the defaults (see `validate` to report
    /// them instead); implicit minimax is dropped for games of more than four players.
    pub fn new(game: &G, mut spec: MctsSpec, seed: u64) -> Self {
        if !exploration_ok(spec.exploration) {
            spec.exploration = MctsSpec::default().exploration;
        }
        spec.memory_mb = spec.memory_mb.max(1);
        spec.rave = spec.rave.filter(|&k| rave_ok(k));
        let players = game.info().player_count();
        spec.implicit = spec.implicit.filter(|&a| players <= IMPLICIT_SEATS && weight_ok(a));
        let policy: Box<dyn PlayoutPolicy<G>> =
            if spec.random_playouts { Box::new(UniformPolicy) } else { game.playout_policy() };
        Self {
            rng: Rng::new(seed),
            evaluator: game.evaluator(),
            policy,
            players,
            tree: None,
            moves: Vec::with_capacity(256),
            path: Vec::with_capacity(64),
            played: Vec::new(),
            amaf: spec.rave.map(|_| AmafMarks::new()),
            helpers: Vec::new(),
            spec,
        }
    }

    /// The tree for `state`: the matching subtree of the last one when it is found within
    /// [`REUSE_DEPTH`] plies, else a fresh tree.
    fn tree_for(&mut self, game: &G, state: &G::State) -> Tree<G> {
        if let Some(old) = self.tree.take()
            && self.spec.reuse
            && let Some((node, proof)) = old.find(game, state, REUSE_DEPTH)
        {
            return if node == 0 { old } else { old.reroot(node, proof, state.clone()) };
        }
        Tree::new(game, state)
    }

    /// One iteration: select down the tree, add one node, play out (or take the proven
    /// value), back the rewards up.
    fn iterate(&mut self, tree: &mut Tree<G>, game: &G, max_depth: usize, max_bytes: usize) {
        let mut state = tree.root_state.clone();
        let exact = self.descend(tree, game, &mut state, max_depth, max_bytes);
        tree.visit(&self.path);
        let rewards = match exact {
            Some(rewards) => rewards,
            None => self.playout(game, &mut state),
        };
        self.back_up(tree, game, &rewards);
    }

    /// An iteration's way down: from the root (`state` is the root's position) select down
    /// the tree and add one node, leaving the edges taken in `self.path` and the position
    /// reached in `state`. Returns the exact rewards of a proven or finished position, or
    /// `None` when `state` is to be played out.
    fn descend(
        &mut self,
        tree: &mut Tree<G>,
        game: &G,
        state: &mut G::State,
        max_depth: usize,
        max_bytes: usize,
    ) -> Option<Rewards> {
        self.path.clear();
        self.played.clear();
        let mut node = 0u32;
        loop {
            if self.path.len() >= max_depth {
                return None;
            }
            if !tree.nodes[node as usize].expanded
                && !tree.expand(node, game, state, &mut self.moves, &mut self.rng, max_bytes)
            {
                return None;
            }
            let Some(edge) = tree.select(node, &self.spec, self.players) else {
                // A non-terminal position without moves breaks the Game contract; the
                // playout scores it as a draw instead of failing.
                return None;
            };
            self.path.push((node, edge));
            let (mv, child, proof) = {
                let e = &tree.edges[edge];
                (e.mv, e.child, e.proof)
            };
            if self.amaf.is_some()
                && let Some(mover) = tree.nodes[node as usize].mover
            {
                self.played.push((mover, game.move_id(mv)));
            }
            game.play_unchecked(state, mv);
            if let Some(exact) = proof.rewards(self.players) {
                return Some(exact);
            }
            if child != NONE {
                node = child;
                continue;
            }
            if !tree.node_fits(max_bytes) {
                return None;
            }
            let child = tree.add_node(game, state);
            tree.edges[edge].child = child;
            if self.spec.implicit.is_some() {
                let judged = if tree.nodes[child as usize].mover.is_none() {
                    Rewards::terminal(game, state, self.players)
                } else {
                    Rewards::judged(self.evaluator.as_ref(), game, state, self.players)
                };
                let values = &mut tree.nodes[child as usize].implicit;
                for (p, v) in values.iter_mut().enumerate().take(self.players) {
                    *v = judged.of(Player::new(p)) as f32;
                }
            }
            if tree.nodes[child as usize].mover.is_none() {
                let proof = Tree::terminal_proof(game, state);
                tree.edges[edge].proof = proof;
                return Some(proof.rewards(self.players).expect("a terminal proof is never open"));
            }
            return None;
        }
    }

    /// An iteration's way back up: credits `rewards` along `self.path` (already counted by
    /// [`Tree::visit`]), then the implicit minimax and RAVE statistics.
    fn back_up(&mut self, tree: &mut Tree<G>, game: &G, rewards: &Rewards) {
        tree.credit(&self.path, rewards);
        if self.spec.implicit.is_some() {
            tree.backup_minimax(&self.path, self.players);
        }
        if let Some(marks) = self.amaf.as_mut() {
            tree.backup_amaf(game, &self.path, &self.played, rewards, marks);
        }
    }

    /// Plays the policy from `state` to the end of the game, or until the cut-off or the
    /// playout cap, where the evaluator judges.
    fn playout(&mut self, game: &G, state: &mut G::State) -> Rewards {
        let mut plies = 0u32;
        loop {
            if game.to_move(state) == ToMove::Terminal {
                return Rewards::terminal(game, state, self.players);
            }
            if plies >= self.spec.playout_limit || self.spec.cutoff.is_some_and(|c| plies >= c) {
                return Rewards::judged(self.evaluator.as_ref(), game, state, self.players);
            }
            let Some(mv) = self.policy.next_move(game, state, &mut self.moves, &mut self.rng) else {
                return Rewards::draw(self.players);
            };
            if self.amaf.is_some()
                && let Some(player) = game.to_move(state).player()
            {
                self.played.push((player, game.move_id(mv)));
            }
            game.play_unchecked(state, mv);
            plies += 1;
        }
    }

    /// The statistics of `tree` as an [`Analysis`]; `first` is the fallback move when nothing
    /// was tried.
    fn report(
        &self,
        tree: &Tree<G>,
        first: G::Move,
        nodes: u64,
        reused: u64,
        elapsed: Duration,
    ) -> Analysis<G::Move> {
        let mover = tree.nodes[0].mover.expect("the root of a search is not terminal");
        let players = self.players;
        let root_edges = tree.edges_of(0);
        let total: u64 = tree.edges[root_edges.clone()].iter().map(|e| u64::from(e.visits)).sum();
        // The expected line from `node` on: the best edge at each node, as far as the tree goes.
        let line_from = |mut node: u32, line: &mut Vec<G::Move>| {
            while line.len() < MAX_PV
                && let Some(edge) = tree.best_edge(node, players)
            {
                let e = &tree.edges[edge];
                line.push(e.mv);
                if e.child == NONE {
                    break;
                }
                node = e.child;
            }
        };
        let mut moves: Vec<MoveStat<G::Move>> = tree.edges[root_edges]
            .iter()
            .map(|e| MoveStat {
                mv: e.mv,
                visits: u64::from(e.visits),
                share: if total == 0 { 0.0 } else { f64::from(e.visits) / total as f64 },
                value: e.value(mover, players).map(|r| 2.0 * r - 1.0),
                proven: e.proof.for_player(mover),
                pv: {
                    let mut line = vec![e.mv];
                    if e.child != NONE {
                        line_from(e.child, &mut line);
                    }
                    line
                },
            })
            .collect();
        moves.sort_by_key(|m| std::cmp::Reverse(m.visits));

        let mut pv = Vec::new();
        line_from(0, &mut pv);
        let best_edge = tree.best_edge(0, players);
        let best = best_edge.map_or(first, |e| tree.edges[e].mv);
        if pv.is_empty() {
            pv.push(best);
        }
        let value = tree
            .root_proof
            .reward(mover, players)
            .or_else(|| best_edge.and_then(|e| tree.edges[e].value(mover, players)))
            .map(|r| 2.0 * r - 1.0);
        Analysis {
            best,
            value,
            proven: tree.root_proof.for_player(mover),
            nodes,
            depth: pv.len() as u32,
            pv,
            moves,
            reused,
            elapsed,
        }
    }
}

impl<G: GameAi> Agent<G> for MctsAgent<G> {
    /// Searches until a limit is reached, the stop flag is set or the root is proven. The
    /// effective budget is the tighter of the spec's and `limits`; with neither setting
    /// iterations or time, [`DEFAULT_ITERATIONS`]. `limits.depth` caps the depth of the
    /// tree (0 means no search). A zero budget returns the first legal move, or the best
    /// move of a reused tree.
    fn analyse(
        &mut self,
        game: &G,
        state: &G::State,
        limits: &Limits,
        stop: &AtomicBool,
    ) -> Option<Analysis<G::Move>> {
        game.legal_moves(state, &mut self.moves);
        let first = *self.moves.first()?;
        if self.moves.len() == 1 {
            return Some(Analysis::bare(first));
        }
        let mut limits = self.spec.limits().and(limits);
        if limits.nodes.is_none() && limits.time.is_none() {
            limits.nodes = Some(DEFAULT_ITERATIONS);
        }
        if limits.depth == Some(0) {
            limits.nodes = Some(0);
        }
        Some(self.search(game, state, &limits, stop, first))
    }
}

impl<G: GameAi> MctsAgent<G> {
    /// The search of `state` (which has at least two moves, `first` among them) within
    /// `limits`: on this thread alone, or with helpers sharing the tree when the limits
    /// allow several threads ([`shared_tree`]).
    fn search(
        &mut self,
        game: &G,
        state: &G::State,
        limits: &Limits,
        stop: &AtomicBool,
        first: G::Move,
    ) -> Analysis<G::Move> {
        let start = Moment::now();
        let max_depth = limits.depth.map_or(usize::MAX, |d| d as usize);
        // Inside a sandbox, no more than its memory allows: past its cap the tree only
        // stops growing, past the sandbox's the plugin would fail.
        let max_bytes = crate::memory::search_bytes((self.spec.memory_mb as usize).saturating_mul(1 << 20));
        let mut tree = self.tree_for(game, state);
        let reused = u64::from(tree.nodes[0].visits);
        let threads = limits.parallelism();
        let iterations = if threads > 1 {
            let (grown, iterations) =
                self.grow_together(tree, game, limits, stop, max_depth, max_bytes, threads);
            tree = grown;
            iterations
        } else {
            let mut budget = Budget::new(limits, stop, 1);
            let mut iterations = 0u64;
            while tree.root_proof == Proof::Open && !budget.exhausted(iterations) {
                self.iterate(&mut tree, game, max_depth, max_bytes);
                iterations += 1;
            }
            iterations
        };
        let analysis = self.report(&tree, first, iterations, reused, start.elapsed());
        if self.spec.reuse {
            self.tree = Some(tree);
        }
        analysis
    }
}

#[cfg(test)]
mod tests {
    use std::sync::atomic::AtomicBool;

    use super::{Agent, IMPLICIT_SEATS, Limits, MctsAgent, MctsSpec, NONE};
    use crate::ai::tests::games::{Race3, TreeGame};
    use crate::{Game, Player};

    #[test]
    fn the_memory_cap_stops_the_tree_growing_but_not_the_search() {
        let game = Race3::new(300);
        let state = game.initial_state();
        let spec = MctsSpec { memory_mb: 1, ..MctsSpec::iterations(60_000) };
        let mut agent = MctsAgent::new(&game, spec, 3);
        let a = agent.analyse(&game, &state, &Limits::NONE, &AtomicBool::new(false)).unwrap();
        assert_eq!(a.nodes, 60_000);
        let tree = agent.tree.as_ref().unwrap();
        assert!(tree.bytes() <= 1 << 20, "{} bytes", tree.bytes());
        assert!(tree.nodes.len() > 1_000, "the tree grew up to the cap");
        assert!((1..=2).contains(&a.best));
    }

    #[test]
    fn threads_sharing_a_tree_leave_every_iteration_counted_once_and_credited() {
        let game = Race3::new(300);
        let state = game.initial_state();
        let mut agent = MctsAgent::new(&game, MctsSpec { seed: Some(5), ..MctsSpec::default() }, 5);
        // Time alone bounds the move, so both threads search; how many iterations they make
        // in 20 ms does not matter, only that the tree accounts for them.
        let limits = Limits::time(std::time::Duration::from_millis(20)).with_threads(2);
        let a = agent.analyse(&game, &state, &limits, &AtomicBool::new(false)).unwrap();
        let tree = agent.tree.as_ref().unwrap();
        assert_eq!(u64::from(tree.nodes[0].visits), a.reused + a.nodes);
        let root = &tree.edges[tree.edges_of(0)];
        assert_eq!(root.iter().map(|e| u64::from(e.visits)).sum::<u64>(), a.nodes);
        // Every reward is in [0, 1], and every visit has had its reward by now.
        for e in &tree.edges {
            assert!(e.sum >= 0.0 && e.sum <= f64::from(e.visits), "{e:?}");
        }
        // Each child node was visited as often as the edge into it.
        for e in tree.edges.iter().filter(|e| e.child != NONE) {
            assert_eq!(tree.nodes[e.child as usize].visits, e.visits);
        }
    }

    #[test]
    fn rave_credits_every_move_its_mover_played_later_in_the_iteration() {
        // The tree game's moves are the numbers 0 to 3 at every position, so a root move is
        // often played again deeper down by the same player.
        let game = TreeGame::bushy(5, 40);
        let spec = MctsSpec { rave: Some(100.0), ..MctsSpec::iterations(3_000) };
        let mut agent = MctsAgent::new(&game, spec, 7);
        agent.analyse(&game, &game.initial_state(), &Limits::NONE, &AtomicBool::new(false)).unwrap();
        let tree = agent.tree.as_ref().unwrap();
        let root = &tree.edges[tree.edges_of(0)];
        // The move taken always counts for itself; later repeats add more.
        assert!(root.iter().all(|e| e.amaf_visits >= e.visits), "{root:?}");
        assert!(root.iter().any(|e| e.amaf_visits > e.visits), "{root:?}");
        let amaf: u32 = root.iter().map(|e| e.amaf_visits).sum();
        assert!(amaf > 3_000, "{amaf} credits over 3000 iterations");

        // Without RAVE nothing is recorded.
        let mut plain = MctsAgent::new(&game, MctsSpec::iterations(500), 7);
        plain.analyse(&game, &game.initial_state(), &Limits::NONE, &AtomicBool::new(false)).unwrap();
        let tree = plain.tree.as_ref().unwrap();
        assert!(tree.edges.iter().all(|e| e.amaf_visits == 0));
    }

    /// The first player's reward under best play by both, by brute force.
    fn first_player_value(game: &TreeGame, state: &<TreeGame as Game>::State) -> f64 {
        let Some(mover) = game.to_move(state).player() else {
            return match game.outcome(state).and_then(|o| o.winner()) {
                Some(w) if w.index() == 0 => 1.0,
                Some(_) => 0.0,
                None => 0.5,
            };
        };
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        let values = moves.iter().map(|&mv| {
            let mut next = state.clone();
            game.play_unchecked(&mut next, mv);
            first_player_value(game, &next)
        });
        if mover.index() == 0 { values.fold(0.0, f64::max) } else { values.fold(1.0, f64::min) }
    }

    #[test]
    fn implicit_minimax_backs_up_the_value_of_best_play() {
        let mut checked = 0;
        for seed in 1..=20 {
            let game = TreeGame::with(seed, 7);
            let mut moves = Vec::new();
            game.legal_moves(&game.initial_state(), &mut moves);
            if moves.len() < 2 {
                continue; // a single move is played without a search
            }
            checked += 1;
            let spec = MctsSpec { implicit: Some(0.5), ..MctsSpec::iterations(50_000) };
            let mut agent = MctsAgent::new(&game, spec, seed);
            let state = game.initial_state();
            agent.analyse(&game, &state, &Limits::NONE, &AtomicBool::new(false)).unwrap();
            let tree = agent.tree.as_ref().unwrap();
            assert_ne!(tree.root_proof, super::Proof::Open, "seed {seed}: a small tree is solved");
            let expected = first_player_value(&game, &state);
            assert!((f64::from(tree.nodes[0].implicit[0]) - expected).abs() < 1e-6, "seed {seed}");
            // Every node created got a judgement.
            assert!(tree.nodes[1..].iter().all(|n| !n.implicit[0].is_nan()), "seed {seed}");
        }
        assert!(checked >= 5, "only {checked} trees with a choice at the root");
    }

    #[test]
    #[expect(clippy::float_cmp, reason = "the backed-up values are copies of the children's")]
    fn implicit_max_n_gives_every_node_the_values_of_its_movers_best_child() {
        let mut checked = 0;
        for seed in 1..=10 {
            let game = TreeGame::three(seed, 9);
            let state = game.initial_state();
            let mut moves = Vec::new();
            game.legal_moves(&state, &mut moves);
            if moves.len() < 2 {
                continue; // a single move is played without a search
            }
            let spec = MctsSpec { implicit: Some(0.5), ..MctsSpec::iterations(3_000) };
            let mut agent = MctsAgent::new(&game, spec, seed);
            assert_eq!(agent.spec.implicit, Some(0.5));
            agent.analyse(&game, &state, &Limits::NONE, &AtomicBool::new(false)).unwrap();
            let tree = agent.tree.as_ref().unwrap();
            for (i, node) in tree.nodes.iter().enumerate() {
                // Every node created got a judgement: three rewards that share 1.
                let total: f32 = node.implicit[..3].iter().sum();
                assert!((total - 1.0).abs() < 1e-4, "seed {seed} node {i}: {:?}", node.implicit);
                let Some(mover) = node.mover else { continue };
                let children: Vec<[f32; IMPLICIT_SEATS]> = tree.edges[tree.edges_of(i as u32)]
                    .iter()
                    .filter_map(|e| match e.proof.rewards(3) {
                        Some(exact) => Some(std::array::from_fn(|p| {
                            if p < 3 { exact.of(Player::new(p)) as f32 } else { f32::NAN }
                        })),
                        None => (e.child != NONE).then(|| tree.nodes[e.child as usize].implicit),
                    })
                    .collect();
                if children.is_empty() {
                    continue;
                }
                checked += 1;
                let best = children.iter().map(|v| v[mover.index()]).fold(f32::MIN, f32::max);
                assert_eq!(node.implicit[mover.index()], best, "seed {seed} node {i}");
                assert!(
                    children.iter().any(|v| v[..3] == node.implicit[..3]),
                    "seed {seed} node {i}: the values are one child's"
                );
            }
        }
        assert!(checked > 200, "only {checked} nodes with valued children");
    }
}
