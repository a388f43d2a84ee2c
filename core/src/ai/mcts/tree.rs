//! The MCTS search tree: flat arenas of nodes and edges addressed by `u32` indices (no
//! per-node allocation), the UCT choice, backing up reward vectors (and, when asked for, RAVE
//! statistics and implicit minimax values), the solver, and cutting the tree down to a
//! subtree when play moves on.

use std::collections::VecDeque;

use super::super::{Proven, Rewards};
use super::MctsSpec;
use super::amaf::AmafMarks;
use crate::{Game, Player, Rng, ToMove};

/// Most seats implicit minimax keeps values for; games with more play without it.
pub(super) const IMPLICIT_SEATS: usize = 4;

/// "No index": an edge whose child node has not been created yet.
pub(super) const NONE: u32 = u32::MAX;

/// What is proven about the position an edge leads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Proof {
    /// Nothing yet.
    Open,
    /// This player wins whatever the others do.
    Won(Player),
    /// Best play by everyone draws.
    Drawn,
}

impl Proof {
    /// The proven result of a finished state.
    fn of_terminal<G: Game>(game: &G, state: &G::State) -> Self {
        match game.outcome(state).and_then(|o| o.winner()) {
            Some(winner) => Self::Won(winner),
            None => Self::Drawn,
        }
    }

    /// The exact reward vector, for a proven position.
    pub(super) fn rewards(self, players: usize) -> Option<Rewards> {
        match self {
            Self::Open => None,
            Self::Won(p) => Some(Rewards::win(p)),
            Self::Drawn => Some(Rewards::draw(players)),
        }
    }

    /// The exact reward of `player`, for a proven position.
    pub(super) fn reward(self, player: Player, players: usize) -> Option<f64> {
        self.rewards(players).map(|r| r.of(player))
    }

    /// The proof as seen by `player`.
    pub(super) fn for_player(self, player: Player) -> Option<Proven> {
        match self {
            Self::Open => None,
            Self::Won(p) if p == player => Some(Proven::Win),
            Self::Won(_) => Some(Proven::Loss),
            Self::Drawn => Some(Proven::Draw),
        }
    }
}

/// A position reached by the search. Its state is not stored (search replays moves from the
/// root); its hash is, to find it again when the tree is reused.
#[derive(Clone, Debug)]
pub(super) struct Node {
    pub hash: u64,
    /// Its edges are `edges[first_edge .. first_edge + edge_count]` once expanded.
    pub first_edge: u32,
    pub edge_count: u32,
    /// Iterations that passed through this node.
    pub visits: u32,
    /// Who moves here; `None` for a finished game.
    pub mover: Option<Player>,
    pub expanded: bool,
    /// Implicit minimax: each seat's reward in `[0, 1]` by the evaluator's judgements backed
    /// up over the children created so far, every mover taking its own best (max^n, which
    /// is minimax with two players); the node's own judgement until it has any. NaN when
    /// not computed.
    pub implicit: [f32; IMPLICIT_SEATS],
}

/// A legal move out of a node, with the statistics of the iterations that took it.
#[derive(Clone, Debug)]
pub(super) struct Edge<M> {
    pub mv: M,
    /// The node the move leads to, or [`NONE`] until an iteration first takes the move.
    pub child: u32,
    pub visits: u32,
    /// What is proven about the child position.
    pub proof: Proof,
    /// Sum of the rewards of the player moving at the parent, over `visits` iterations.
    pub sum: f64,
    /// RAVE: iterations passing through the parent in which its mover played this move at
    /// some later point, and the sum of that player's rewards over them.
    pub amaf_visits: u32,
    pub amaf_sum: f32,
}

impl<M> Edge<M> {
    /// The mean reward of an edge that is not proven: its own mean, or with `rave = Some(k)`
    /// that mean blended with its all-moves-as-first mean, weighted `√(k / (3n + k))` after
    /// `n` visits (the AMAF mean alone before the first). Needs a visit or an AMAF credit.
    fn mean(&self, rave: Option<f64>) -> f64 {
        let n = f64::from(self.visits);
        let Some(k) = rave.filter(|_| self.amaf_visits > 0) else { return self.sum / n };
        let amaf = f64::from(self.amaf_sum) / f64::from(self.amaf_visits);
        if self.visits == 0 {
            return amaf;
        }
        let beta = (k / (3.0 * n + k)).sqrt();
        (1.0 - beta) * (self.sum / n) + beta * amaf
    }

    /// Value of the edge for the player moving at its parent: the exact reward if proven,
    /// else the mean reward; `None` if never visited.
    pub(super) fn value(&self, mover: Player, players: usize) -> Option<f64> {
        self.proof
            .reward(mover, players)
            .or_else(|| (self.visits > 0).then(|| self.sum / f64::from(self.visits)))
    }
}

/// The tree of one search, rooted at `root_state`. Node 0 is the root.
pub(super) struct Tree<G: Game> {
    pub root_state: G::State,
    /// What is proven about the root position.
    pub root_proof: Proof,
    pub nodes: Vec<Node>,
    pub edges: Vec<Edge<G::Move>>,
}

impl<G: Game> Tree<G> {
    /// A tree holding only the root.
    pub(super) fn new(game: &G, state: &G::State) -> Self {
        let mut tree =
            Self { root_state: state.clone(), root_proof: Proof::Open, nodes: Vec::new(), edges: Vec::new() };
        tree.add_node(game, state);
        if game.to_move(state) == ToMove::Terminal {
            tree.root_proof = Proof::of_terminal(game, state);
        }
        tree
    }

    /// Memory held by the arenas, for the memory cap.
    pub(super) fn bytes(&self) -> usize {
        self.nodes.capacity() * size_of::<Node>() + self.edges.capacity() * size_of::<Edge<G::Move>>()
    }

    /// True if one more node keeps the arenas within `max_bytes` (counting the capacity a
    /// full arena doubles to).
    pub(super) fn node_fits(&self, max_bytes: usize) -> bool {
        self.nodes.len() < self.nodes.capacity()
            || self.bytes() + self.nodes.capacity().max(4) * size_of::<Node>() <= max_bytes
    }

    /// Adds an unexpanded node for `state` and returns its index.
    pub(super) fn add_node(&mut self, game: &G, state: &G::State) -> u32 {
        let index = self.nodes.len() as u32;
        self.nodes.push(Node {
            hash: game.hash(state),
            first_edge: 0,
            edge_count: 0,
            visits: 0,
            mover: game.to_move(state).player(),
            expanded: false,
            implicit: [f32::NAN; IMPLICIT_SEATS],
        });
        index
    }

    /// The proof of a newly created child that is a finished game.
    pub(super) fn terminal_proof(game: &G, state: &G::State) -> Proof {
        Proof::of_terminal(game, state)
    }

    /// Creates the edges of `node` (whose position is `state`), in an order shuffled by
    /// `rng` so that untried moves are taken in random order. Returns false, leaving the node
    /// unexpanded, if the edges would take the tree past `max_bytes`.
    pub(super) fn expand(
        &mut self,
        node: u32,
        game: &G,
        state: &G::State,
        moves: &mut Vec<G::Move>,
        rng: &mut Rng,
        max_bytes: usize,
    ) -> bool {
        game.legal_moves(state, moves);
        let needed = moves.len() * size_of::<Edge<G::Move>>();
        // Growing the edge arena may double its capacity; count what it would really take.
        let growth = if self.edges.len() + moves.len() > self.edges.capacity() {
            (self.edges.capacity().max(moves.len())) * size_of::<Edge<G::Move>>()
        } else {
            needed
        };
        if self.bytes() + growth > max_bytes {
            return false;
        }
        for i in (1..moves.len()).rev() {
            moves.swap(i, rng.below(i + 1));
        }
        let first = self.edges.len() as u32;
        self.edges.extend(moves.iter().map(|&mv| Edge {
            mv,
            child: NONE,
            visits: 0,
            proof: Proof::Open,
            sum: 0.0,
            amaf_visits: 0,
            amaf_sum: 0.0,
        }));
        let n = &mut self.nodes[node as usize];
        n.first_edge = first;
        n.edge_count = moves.len() as u32;
        n.expanded = true;
        true
    }

    /// Indices of the edges of `node` (empty until expanded).
    pub(super) fn edges_of(&self, node: u32) -> std::ops::Range<usize> {
        let n = &self.nodes[node as usize];
        let first = n.first_edge as usize;
        first..first + n.edge_count as usize
    }

    /// UCT: the edge of `node` to follow. An untried edge first (in shuffled order); then the
    /// best of mean reward for the mover plus `exploration × √(ln N / n)`. Proven edges count
    /// with their exact value and no exploration bonus: there is nothing left to learn there.
    /// The constant is the spec's `exploration`. With `rave = Some(k)` the mean is blended
    /// with the edge's all-moves-as-first mean, weighted `β = √(k / (3n + k))` (the AMAF mean
    /// alone for an edge never taken), and only edges without either statistic count as
    /// untried. With `implicit = Some(α)` the result is blended in turn with
    /// the child's implicit minimax value, weighted `α`, once the child exists.
    /// `None` only for a node without edges.
    pub(super) fn select(&self, node: u32, spec: &MctsSpec, players: usize) -> Option<usize> {
        let (exploration, rave, implicit) = (spec.exploration, spec.rave, spec.implicit);
        let n = &self.nodes[node as usize];
        let mover = n.mover?;
        let log_n = f64::from(n.visits.max(1)).ln();
        let mut best = None;
        let mut best_score = f64::NEG_INFINITY;
        for i in self.edges_of(node) {
            let e = &self.edges[i];
            let score = match e.proof.reward(mover, players) {
                Some(exact) => exact,
                None if e.visits == 0 && (rave.is_none() || e.amaf_visits == 0) => return Some(i),
                None => {
                    let n = f64::from(e.visits);
                    let mean = self.blend_minimax(e.mean(rave), e, implicit, mover);
                    mean + exploration * (log_n / n.max(1.0)).sqrt()
                }
            };
            if score > best_score {
                best_score = score;
                best = Some(i);
            }
        }
        best
    }

    /// Counts one iteration along `path` (pairs of node and edge taken, from the root): a
    /// visit of the root, of every edge and of every node they lead to. Until [`Self::credit`]
    /// adds the iteration's rewards, the visits count as losses for every mover on the path:
    /// in a tree shared by several threads this "virtual loss" steers the others away from a
    /// line one of them is still playing out.
    pub(super) fn visit(&mut self, path: &[(u32, usize)]) {
        self.nodes[0].visits = self.nodes[0].visits.saturating_add(1);
        for &(_, edge) in path {
            let e = &mut self.edges[edge];
            e.visits = e.visits.saturating_add(1);
            if e.child != NONE {
                let child = &mut self.nodes[e.child as usize];
                child.visits = child.visits.saturating_add(1);
            }
        }
    }

    /// Adds the rewards of an iteration already counted by [`Self::visit`] along `path`, each
    /// edge crediting the reward of the player who moves at its parent. Then lets proofs
    /// climb: a node whose result became certain passes it to the edge above.
    pub(super) fn credit(&mut self, path: &[(u32, usize)], rewards: &Rewards) {
        for &(node, edge) in path {
            let mover = self.nodes[node as usize].mover.expect("only nodes with a mover have edges");
            self.edges[edge].sum += rewards.of(mover);
        }
        for i in (0..path.len()).rev() {
            let (node, edge) = path[i];
            if self.edges[edge].proof == Proof::Open {
                break;
            }
            let proof = self.solve(node);
            if proof == Proof::Open {
                break;
            }
            match i.checked_sub(1) {
                Some(above) => self.edges[path[above].1].proof = proof,
                None => self.root_proof = proof,
            }
        }
    }

    /// `mean` blended with the implicit minimax value of the child `e` leads to, weighted
    /// `implicit`; `mean` itself without a weight or before the child has a value.
    fn blend_minimax(&self, mean: f64, e: &Edge<G::Move>, implicit: Option<f64>, mover: Player) -> f64 {
        let Some(alpha) = implicit.filter(|_| e.child != NONE) else { return mean };
        match self.nodes[e.child as usize].implicit[mover.index()] {
            v if v.is_nan() => mean,
            v => (1.0 - alpha) * mean + alpha * f64::from(v),
        }
    }

    /// Implicit minimax's backup: each node on `path`, deepest first, takes the values of
    /// the child best for its mover (proven edges count with their exact rewards). With two
    /// players that is minimax; with more, max^n.
    pub(super) fn backup_minimax(&mut self, path: &[(u32, usize)], players: usize) {
        let seats = players.min(IMPLICIT_SEATS);
        for &(node, _) in path.iter().rev() {
            let Some(mover) = self.nodes[node as usize].mover else { continue };
            let mut best: Option<[f32; IMPLICIT_SEATS]> = None;
            for e in &self.edges[self.edges_of(node)] {
                let values = match e.proof.rewards(players) {
                    Some(exact) => {
                        let mut values = [f32::NAN; IMPLICIT_SEATS];
                        for (p, v) in values.iter_mut().enumerate().take(seats) {
                            *v = exact.of(Player::new(p)) as f32;
                        }
                        values
                    }
                    None if e.child == NONE => continue,
                    None => match self.nodes[e.child as usize].implicit {
                        v if v[0].is_nan() => continue,
                        v => v,
                    },
                };
                if best.is_none_or(|b| values[mover.index()] > b[mover.index()]) {
                    best = Some(values);
                }
            }
            if let Some(best) = best {
                self.nodes[node as usize].implicit = best;
            }
        }
    }

    /// RAVE's backup: `played` is the iteration's (player, move id) sequence, whose first
    /// `path.len()` entries are the tree moves of `path`. Every edge of a node on the path
    /// whose move the node's mover played at that depth or later gets the mover's reward.
    pub(super) fn backup_amaf(
        &mut self,
        game: &G,
        path: &[(u32, usize)],
        played: &[(Player, u32)],
        rewards: &Rewards,
        marks: &mut AmafMarks,
    ) {
        marks.clear();
        let mut next = played.len();
        for (depth, &(node, _)) in path.iter().enumerate().rev() {
            while next > depth {
                next -= 1;
                marks.mark(played[next].0, played[next].1);
            }
            let mover = self.nodes[node as usize].mover.expect("only nodes with a mover have edges");
            let reward = rewards.of(mover) as f32;
            for i in self.edges_of(node) {
                let e = &mut self.edges[i];
                if marks.contains(mover, game.move_id(e.mv)) {
                    e.amaf_visits = e.amaf_visits.saturating_add(1);
                    e.amaf_sum += reward;
                }
            }
        }
    }

    /// The solver rule for one node, from the proofs of its edges, assuming every player
    /// maximises its own reward: the mover wins if some move wins for it; when every move is
    /// proven, the mover takes a draw if there is one (a draw beats a loss), and otherwise
    /// the node is lost to a player only if every move loses to that same player (with three
    /// players, which opponent the mover lets win is not decided, so that stays open).
    fn solve(&self, node: u32) -> Proof {
        let n = &self.nodes[node as usize];
        let Some(mover) = n.mover else { return Proof::Open };
        if !n.expanded || n.edge_count == 0 {
            return Proof::Open;
        }
        let mut open = false;
        let mut drawn = false;
        let mut winner: Option<Player> = None;
        let mut mixed = false;
        for e in &self.edges[self.edges_of(node)] {
            match e.proof {
                Proof::Won(p) if p == mover => return Proof::Won(mover),
                Proof::Won(p) => {
                    mixed |= winner.is_some_and(|w| w != p);
                    winner = Some(p);
                }
                Proof::Drawn => drawn = true,
                Proof::Open => open = true,
            }
        }
        match winner {
            _ if open => Proof::Open,
            _ if drawn => Proof::Drawn,
            Some(w) if !mixed => Proof::Won(w),
            _ => Proof::Open,
        }
    }

    /// The edge to play from `node`: a proven win for the mover if there is one, else the
    /// most visited move that is not a proven loss (ties to the better mean), else the most
    /// visited move. `None` when no move out of `node` was tried.
    pub(super) fn best_edge(&self, node: u32, players: usize) -> Option<usize> {
        let mover = self.nodes[node as usize].mover?;
        let rank = |e: &Edge<G::Move>| match e.proof.for_player(mover) {
            Some(Proven::Win) => 2,
            Some(Proven::Loss) => 0,
            _ => 1,
        };
        let range = self.edges_of(node);
        if self.edges[range.clone()].iter().all(|e| e.visits == 0) {
            return None;
        }
        range.max_by(|&a, &b| {
            let (ea, eb) = (&self.edges[a], &self.edges[b]);
            let va = ea.value(mover, players).unwrap_or(0.0);
            let vb = eb.value(mover, players).unwrap_or(0.0);
            // On a complete tie the earlier edge wins, keeping the choice deterministic.
            (rank(ea), ea.visits).cmp(&(rank(eb), eb.visits)).then(va.total_cmp(&vb)).then(b.cmp(&a))
        })
    }

    /// A node at most `max_depth` plies below the root whose position equals `state`, with
    /// the proof of the edge leading to it. Hashes narrow the search; equality is confirmed
    /// by replaying the moves, so a hash collision cannot graft a wrong subtree.
    pub(super) fn find(&self, game: &G, state: &G::State, max_depth: usize) -> Option<(u32, Proof)> {
        let hash = game.hash(state);
        let mut line = Vec::new();
        self.find_below(0, self.root_proof, game, state, hash, max_depth, &mut line)
    }

    #[allow(clippy::too_many_arguments)]
    fn find_below(
        &self,
        node: u32,
        proof: Proof,
        game: &G,
        state: &G::State,
        hash: u64,
        max_depth: usize,
        line: &mut Vec<G::Move>,
    ) -> Option<(u32, Proof)> {
        let n = &self.nodes[node as usize];
        if n.hash == hash {
            let mut replay = self.root_state.clone();
            for &mv in line.iter() {
                game.play_unchecked(&mut replay, mv);
            }
            if replay == *state {
                return Some((node, proof));
            }
        }
        if line.len() == max_depth || !n.expanded {
            return None;
        }
        for i in self.edges_of(node) {
            let e = &self.edges[i];
            if e.child == NONE {
                continue;
            }
            line.push(e.mv);
            let found = self.find_below(e.child, e.proof, game, state, hash, max_depth, line);
            line.pop();
            if found.is_some() {
                return found;
            }
        }
        None
    }

    /// How many nodes and edges the subtree under `node` holds.
    fn subtree_size(&self, node: u32) -> (usize, usize) {
        let (mut nodes, mut edges) = (0, 0);
        let mut pending = vec![node];
        while let Some(at) = pending.pop() {
            nodes += 1;
            let range = self.edges_of(at);
            edges += range.len();
            pending.extend(self.edges[range].iter().map(|e| e.child).filter(|&c| c != NONE));
        }
        (nodes, edges)
    }

    /// The subtree under `node` as a tree of its own, rooted at `state` (the position of
    /// `node`) with `proof`; statistics are kept, everything outside the subtree is dropped.
    pub(super) fn reroot(&self, node: u32, proof: Proof, state: G::State) -> Self {
        // Arenas of exactly the subtree's size: the old tree is still alive while this one is
        // filled, and growing by doubling would hold up to twice the copy on top of it, more
        // than a sandboxed plugin's memory may have room for.
        let (nodes, edges) = self.subtree_size(node);
        let mut tree = Self {
            root_state: state,
            root_proof: proof,
            nodes: Vec::with_capacity(nodes),
            edges: Vec::with_capacity(edges),
        };
        tree.nodes.push(self.nodes[node as usize].clone());
        // Breadth first: (old index, new index) of nodes whose edges still need copying.
        let mut queue = VecDeque::from([(node, 0u32)]);
        while let Some((old, new)) = queue.pop_front() {
            let range = self.edges_of(old);
            let first = tree.edges.len() as u32;
            tree.nodes[new as usize].first_edge = first;
            for i in range {
                let mut e = self.edges[i].clone();
                if e.child != NONE {
                    let copy = tree.nodes.len() as u32;
                    tree.nodes.push(self.nodes[e.child as usize].clone());
                    queue.push_back((e.child, copy));
                    e.child = copy;
                }
                tree.edges.push(e);
            }
        }
        tree
    }
}
