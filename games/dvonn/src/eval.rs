//! A static evaluation of DVONN positions for search cut-offs and implicit minimax.
//!
//! The value is `tanh` of a weighted sum of features, each the difference between the player
//! and the opponent, so it stays in `(-1, 1)`; a finished game gets exactly 1, -1 or 0. The
//! placement phase has features of its own ([`PLACEMENT_FEATURES`]: where the pieces stand
//! relative to the DVONN pieces and the edge); the movement phase has [`FEATURES`], with
//! weights given at a few numbers of stacks on the board ([`PHASE_KNOTS`]) and sliding
//! between them.
//!
//! The weights were fitted by logistic regression on the outcomes of games, so that
//! `(1 + value) / 2` estimates the chance of winning.
//! - Placement: fitted to self-play games whose placements were drawn at random (so that
//!   every kind of set-up occurs) and whose movement phase the DVONN search played; pieces
//!   next to a DVONN piece are worth most, then pieces two steps away.
//! - Placement, set by hand: `dvonn_distance`, `crowded` and `edge_shortfall`, the terms
//!   PrimaDvonna's placement evaluation weighs that the fitted ones lack (its source is
//!   public; read for the idea, nothing taken), at a tenth, a half and a tenth of a piece
//!   beside a DVONN piece.
//! - Placement in Black's own searches ([`search_score`] with Black at the root): weights
//!   fitted to games PrimaDvonna played against itself, which play better as Black and worse
//!   as White than the set above, so only Black's searches use them. Their `to_move` weight
//!   is the one above: it shifts every leaf of one side to act, and since the placement
//!   search compares only leaves of one parity ([`crate::search`]) it moves no placement
//!   choice, only the value shown. The value bar ([`Evaluator`]) shows the set above for
//!   both sides.
//! - Movement: eighteen features, a weight set per knot, fitted to the outcomes of 1,600 games
//!   PrimaDvonna (the CodeCup 2011 winner) played against itself, kept in
//!   `tools/sparring/data` and fitted by `tune_dvonn_evaluator -- fit` with both files. Four
//!   of the features say how close a side's stacks and their landings lie to the DVONN pieces
//!   (`stack_closeness`, `landing_closeness`, `onto_dvonn`, `target_closeness`): PrimaDvonna
//!   values its stacks and moves that way. Three (`best_cut`, `far`, `cut_now`) are about
//!   cut-offs, DVONN's big swings.
//!
//! Refits that did better on held-out games have also played worse, so a refit is kept only
//! after a match says so. Each fit's data, commands, held-out log-loss and match results, and
//! the refits tried and dropped: see docs/ai-strength.md#the-evaluators-fits.
//!
//! [`crate::search`] uses the weighted sum itself, as an integer, at its leaves.

use plateau_core::{Evaluator, Player};

use crate::geometry::{BitIter, CELL_SLOTS, INTERIOR, SPACES, distance, ring_breaks, spread};
use crate::rules::Dvonn;
use crate::state::DvonnState;

/// Number of features.
pub const FEATURE_COUNT: usize = 18;

/// Names of the features, in the order of [`DvonnEvaluator::features`]. All but the last three
/// are "mine minus theirs":
/// - `controlled`: pieces in the stacks a side controls (its score if the game ended now);
/// - `near_dvonn`: those of them in stacks that hold or touch a DVONN piece, which the next
///   isolation cannot cut off;
/// - `on_dvonn`: those in stacks that hold a DVONN piece, which no isolation can cut off;
/// - `within_two`: those at most two steps from a DVONN piece;
/// - `stacks`: stacks controlled (each is a future move and a target to deal with);
/// - `mobility`: moves the side would have;
/// - `movable`: stacks with at least one move;
/// - `best_capture`: height of the tallest enemy stack a move of the side can take;
/// - `in_reach`: enemy pieces in all the stacks the side can take;
/// - `best_cut`: the most a move of the side can cut off: enemy pieces minus its own in the
///   groups that lose their link to every DVONN piece when one of its stacks leaves its space
///   (a move always lands on a stack, so leaving is the only way it changes who is linked);
/// - `far`: pieces in stacks three or more steps from every DVONN piece along occupied
///   spaces, the ones a cut reaches first;
/// - `stack_closeness`: the side's stacks, each counted by how close it lies to the DVONN
///   pieces (1 on one, 1/4 a step away, 1/16 two steps, 1/64 three, for each DVONN piece),
///   whatever its height: PrimaDvonna's idea of a stack's worth (its source is public; the
///   idea read, nothing taken);
/// - `landing_closeness`: the landings of the side's unblocked stacks, each counted by its
///   closeness: moves that would end near the DVONN pieces;
/// - `onto_dvonn`: landings on stacks that hold a DVONN piece (the stack that takes one
///   carries it along, and can then never be cut off);
/// - `target_closeness`: landings on enemy stacks, each counted by its closeness;
/// - `capture_now`: `best_capture` of the side to act, counted for it and against the other
///   (the side to act takes first, so its capture is worth more than the other's threat);
/// - `cut_now`: `best_cut` of the side to act, counted the same way;
/// - `to_move`: 1 when the side acts next, -1 when the opponent does.
pub const FEATURES: [&str; FEATURE_COUNT] = [
    "controlled",
    "near_dvonn",
    "on_dvonn",
    "within_two",
    "stacks",
    "mobility",
    "movable",
    "best_capture",
    "in_reach",
    "best_cut",
    "far",
    "stack_closeness",
    "landing_closeness",
    "onto_dvonn",
    "target_closeness",
    "capture_now",
    "cut_now",
    "to_move",
];

/// Number of placement-phase features.
pub const PLACEMENT_FEATURE_COUNT: usize = 10;

/// Names of the placement-phase features, in the order of
/// [`DvonnEvaluator::placement_features`]; all but the last are "mine minus theirs", counted
/// over the pieces placed so far:
/// - `beside_dvonn`: pieces next to a DVONN piece (no isolation can cut them off while it
///   stays);
/// - `two_from_dvonn`: pieces two steps from the nearest DVONN piece;
/// - `edge`: pieces on the 24 edge spaces, the only ones free to move when the board is full;
/// - `edge_beside_enemy`: those of them next to an opponent's piece, which they could take
///   at once;
/// - `beside_own`: pieces with a neighbour of their own colour;
/// - `dvonn_reached`: DVONN pieces with at least one of the side's pieces next to them
///   (spreading over all three keeps a side from being cut off at one stroke);
/// - `dvonn_distance`: the steps from each piece to each DVONN piece, added up (a piece far
///   from all three is the first to be cut off; one between them stays linked longest);
/// - `crowded`: for each piece with fewer than two neighbouring spaces free of its own
///   pieces, how many it lacks (a piece walled in by its own side can neither move nor be
///   taken, and will only be stacked on by its own stacks);
/// - `edge_shortfall`: how many edge spaces the side holds fewer than the opponent, beyond
///   three (edge pieces make the first moves of the movement phase);
/// - `to_move`: 1 when the side acts next, -1 when the opponent does.
pub const PLACEMENT_FEATURES: [&str; PLACEMENT_FEATURE_COUNT] = [
    "beside_dvonn",
    "two_from_dvonn",
    "edge",
    "edge_beside_enemy",
    "beside_own",
    "dvonn_reached",
    "dvonn_distance",
    "crowded",
    "edge_shortfall",
    "to_move",
];

/// Weights of the placement phase.
const PLACEMENT: [f32; PLACEMENT_FEATURE_COUNT] =
    [0.17051, 0.10783, -0.00215, 0.02372, -0.02450, -0.00694, -0.017, -0.085, -0.017, 0.03103];
/// Weights of the placement phase in Black's own searches: fitted to the outcomes of 800
/// games PrimaDvonna played against itself (see the module documentation), all but
/// `to_move`, which is [`PLACEMENT`]'s: the fitted -0.1356 cost 11 points as Black and 22 as
/// White against PrimaDvonna while the placement search compared leaves of both parities.
/// Since it no longer does, `to_move` moves no placement choice, only the value shown.
const PLACEMENT_AS_BLACK: [f32; PLACEMENT_FEATURE_COUNT] =
    [0.12363, 0.05483, -0.00442, 0.05247, -0.00693, -0.02875, -0.02811, -0.01922, 0.02270, 0.03103];
/// Occupied spaces at which the movement phase's weights are given, from the full board of
/// its first move down to an empty one; between two knots the weights slide linearly (see
/// [`DvonnEvaluator::phase_shares`]). Each knot has its own fitted weights; `fit --straight`
/// fits a straight slide from the first knot to the last instead.
pub const PHASE_KNOTS: [u32; PHASES] = [49, 36, 24, 12, 0];
/// Number of [`PHASE_KNOTS`].
pub const PHASES: usize = 5;
/// Weights of the movement phase at each of [`PHASE_KNOTS`].
const MOVEMENT: [[f32; FEATURE_COUNT]; PHASES] = [
    [
        0.00897, -0.02028, 0.00343, -0.02791, 0.27788, 0.01719, -0.09599, -0.11435, 0.04576, 0.03349,
        -0.08614, 0.40994, 0.02889, -0.03829, 0.05458, 0.00010, -0.00871, 0.20725,
    ],
    [
        0.06261, -0.03927, -0.06895, -0.04609, 0.31640, 0.00694, -0.13350, -0.05532, 0.03498, 0.07940,
        -0.09334, 0.47360, 0.11044, -0.05391, 0.16139, 0.01306, -0.00835, 0.13649,
    ],
    [
        0.04473, 0.00448, -0.01313, -0.02235, 0.08951, 0.00568, 0.05618, -0.01707, 0.03829, 0.06120,
        -0.02333, 0.19026, 0.25391, -0.11167, 0.13470, 0.01033, -0.00469, 0.10090,
    ],
    [
        0.10128, 0.01312, -0.00049, -0.00306, 0.00279, 0.07653, 0.20486, 0.00962, 0.10758, 0.06714, -0.01981,
        0.03955, 0.23341, -0.06244, -0.01396, 0.00564, -0.00143, -0.11463,
    ],
    [
        0.16279, 0.06695, 0.00980, 0.09144, 0.06636, 0.02762, 0.01693, 0.22097, 0.16001, 0.17325, 0.01480,
        0.00569, 0.09744, 0.01971, 0.05095, 0.06687, 0.06759, -0.04279,
    ],
];

/// The DVONN evaluator. Stateless and cheap: a few dozen bitboard operations.
#[derive(Clone, Copy, Debug, Default)]
pub struct DvonnEvaluator;

impl DvonnEvaluator {
    /// The [`FEATURES`] of `state` as seen by `player`.
    pub fn features(state: &DvonnState, player: Player) -> [f32; FEATURE_COUNT] {
        let side = u8::from(player != Player::WHITE);
        let (regions, closeness) = (Regions::of(state), Closeness::of(state));
        // Only the movement phase asks which stacks may cut a group off.
        let breaks = ring_breaks(state.occupied);
        let mine = side_features(state, &regions, &closeness, breaks, side);
        let theirs = side_features(state, &regions, &closeness, breaks, side ^ 1);
        let mut out = [0.0; FEATURE_COUNT];
        for (o, (m, t)) in out.iter_mut().zip(mine.iter().zip(&theirs)) {
            *o = m - t;
        }
        let sign = if state.turn == side { 1.0 } else { -1.0 };
        let acting = if state.turn == side { &mine } else { &theirs };
        out[FEATURE_COUNT - 3] = sign * acting[BEST_CAPTURE];
        out[FEATURE_COUNT - 2] = sign * acting[BEST_CUT];
        out[FEATURE_COUNT - 1] = sign;
        out
    }

    /// The [`PLACEMENT_FEATURES`] of `state` as seen by `player`.
    pub fn placement_features(state: &DvonnState, player: Player) -> [f32; PLACEMENT_FEATURE_COUNT] {
        let side = u8::from(player != Player::WHITE);
        let regions = Regions::of(state);
        let mine = placement_side(state, &regions, side);
        let theirs = placement_side(state, &regions, side ^ 1);
        let mut out = [0.0; PLACEMENT_FEATURE_COUNT];
        for (o, (m, t)) in out.iter_mut().zip(mine.iter().zip(&theirs)) {
            *o = m - t;
        }
        out[PLACEMENT_FEATURE_COUNT - 1] = if state.turn == side { 1.0 } else { -1.0 };
        out
    }

    /// How much each of [`PHASE_KNOTS`] weighs in `state`: at most two neighbouring knots
    /// share it, in proportion to how close the number of stacks is to each; the shares sum
    /// to 1.
    pub fn phase_shares(state: &DvonnState) -> [f32; PHASES] {
        let stacks = state.occupied.count_ones();
        let mut shares = [0.0; PHASES];
        match PHASE_KNOTS.windows(2).position(|w| stacks > w[1]) {
            Some(k) => {
                let (upper, lower) = (PHASE_KNOTS[k], PHASE_KNOTS[k + 1]);
                let towards_upper = (stacks.min(upper) - lower) as f32 / (upper - lower) as f32;
                shares[k] = towards_upper;
                shares[k + 1] = 1.0 - towards_upper;
            }
            None => shares[PHASES - 1] = 1.0,
        }
        shares
    }

    /// The weighted sum of the features of `state` for `player`: the fitted log-odds (halved)
    /// that `player` wins; placements weighed by `placement`.
    fn log_odds(state: &DvonnState, player: Player, placement: &[f32; PLACEMENT_FEATURE_COUNT]) -> f32 {
        if state.is_placement() {
            let features = Self::placement_features(state, player);
            return features.iter().zip(placement).map(|(f, w)| f * w).sum();
        }
        let features = Self::features(state, player);
        Self::phase_shares(state)
            .iter()
            .zip(&MOVEMENT)
            .filter(|(share, _)| **share > 0.0)
            .map(|(share, weights)| share * features.iter().zip(weights).map(|(f, w)| f * w).sum::<f32>())
            .sum()
    }
}

/// Index of `best_capture` in [`FEATURES`].
const BEST_CAPTURE: usize = 7;
/// Index of `best_cut` in [`FEATURES`].
const BEST_CUT: usize = 9;

/// The spaces around the DVONN pieces that the features count pieces in; the same for both
/// sides, so found once per evaluation.
#[derive(Clone, Copy)]
struct Regions {
    /// Spaces holding or touching a DVONN piece.
    near: u64,
    /// Spaces at most two steps from a DVONN piece.
    within_two: u64,
    /// Stacks three or more steps from every DVONN piece, counting steps between occupied
    /// spaces only.
    far: u64,
}

/// How close each space lies to the DVONN pieces: for each DVONN piece, 1 on its space, 1/4 a
/// step away, 1/16 two steps and 1/64 three, added up. The idea (a space's worth falling off
/// with its distance to the DVONN pieces) is PrimaDvonna's; the numbers are ours.
///
/// Counted in sixty-fourths, as whole numbers, and without a loop over the spaces: for each
/// distance, the spaces at that distance from one DVONN piece, from two, and so on, are kept
/// as bit sets (a two-bit count per space, at most three DVONN pieces), so the closeness of a
/// set of spaces is eight population counts. A loop over the landed-on spaces, whose length
/// the processor cannot foresee, took much of the evaluation's time; the values are the same,
/// exactly. The landings are then summed once per count ([`LandingCounts`]), not per stack.
struct Closeness {
    /// `counts[j]`: the spaces `j` steps from an odd number of DVONN pieces, and those `j`
    /// steps from two or three.
    counts: [[u64; 2]; CLOSE_STEPS],
}

/// Steps within which a DVONN piece makes a space close: at 0, 1, 2 and 3 steps.
const CLOSE_STEPS: usize = 4;

/// The closeness a DVONN piece `j` steps away adds, in [`CLOSENESS_UNIT`]s.
const CLOSE_WEIGHT: [u32; CLOSE_STEPS] = [64, 16, 4, 1];

/// What [`Closeness`] is counted in: 1 (a DVONN piece on the space itself) is this many units.
const CLOSENESS_UNIT: f32 = CLOSE_WEIGHT[0] as f32;

/// `RINGS[d][j]`: the spaces `j` steps from cell `d` (none for a slot off the board).
const RINGS: [[u64; CLOSE_STEPS]; CELL_SLOTS] = {
    let mut table = [[0; CLOSE_STEPS]; CELL_SLOTS];
    let mut d = 0;
    while d < CELL_SLOTS {
        let mut n = 0;
        while n < CELL_SLOTS {
            if SPACES >> d & 1 == 1 && SPACES >> n & 1 == 1 {
                let steps = distance(d, n) as usize;
                if steps < CLOSE_STEPS {
                    table[d][steps] |= 1 << n;
                }
            }
            n += 1;
        }
        d += 1;
    }
    table
};

impl Closeness {
    fn of(state: &DvonnState) -> Self {
        let mut counts = [[0u64; 2]; CLOSE_STEPS];
        for d in BitIter(state.dvonn) {
            for (count, ring) in counts.iter_mut().zip(&RINGS[d]) {
                // Adds one to the two-bit count of each space of the ring; it never exceeds
                // three, the number of DVONN pieces.
                count[1] |= count[0] & ring;
                count[0] ^= ring;
            }
        }
        Self { counts }
    }

    /// The closeness of `cells`, added up, in [`CLOSENESS_UNIT`]s.
    fn of_cells(&self, cells: u64) -> u32 {
        self.counts
            .iter()
            .zip(CLOSE_WEIGHT)
            .map(|([odd, two], weight)| {
                weight * ((cells & odd).count_ones() + 2 * (cells & two).count_ones())
            })
            .sum()
    }
}

impl Regions {
    fn of(state: &DvonnState) -> Self {
        let near = state.dvonn | spread(state.dvonn);
        let linked_one = near & state.occupied;
        let linked_two = linked_one | (spread(linked_one) & state.occupied);
        Self { near, within_two: near | spread(near), far: state.occupied & !linked_two }
    }
}

/// The per-side placement features (the last, `to_move`, left 0) of seat index `side`.
fn placement_side(state: &DvonnState, regions: &Regions, side: u8) -> [f32; PLACEMENT_FEATURE_COUNT] {
    let mine = state.owned(side);
    let theirs = state.owned(side ^ 1);
    // While placing, every stack is one piece, so a side's pieces never share a space with a
    // DVONN piece: "near" is "beside" for them.
    let beside_dvonn = regions.near;
    let two = regions.within_two & !regions.near;
    let edge_spaces = SPACES & !INTERIOR;
    let edge = edge_spaces & mine;
    let edge_beside_enemy = edge & spread(theirs);
    let beside_own = mine & spread(mine);
    let reached = BitIter(state.dvonn).filter(|&d| spread(1 << d) & mine != 0).count();
    let (mut dvonn_distance, mut crowded) = (0, 0);
    for n in BitIter(mine) {
        dvonn_distance += BitIter(state.dvonn).map(|d| distance(n, d)).sum::<u32>();
        let free = (spread(1 << n) & !mine).count_ones();
        crowded += 2u32.saturating_sub(free);
    }
    let their_edge = (edge_spaces & theirs).count_ones();
    let edge_shortfall = their_edge.saturating_sub(edge.count_ones() + 3);
    [
        (mine & beside_dvonn).count_ones() as f32,
        (mine & two).count_ones() as f32,
        edge.count_ones() as f32,
        edge_beside_enemy.count_ones() as f32,
        beside_own.count_ones() as f32,
        reached as f32,
        dvonn_distance as f32,
        crowded as f32,
        edge_shortfall as f32,
        0.0,
    ]
}

/// The per-side features (all but the last two, which are left 0) of seat index `side`;
/// `breaks` is the board's [`ring_breaks`].
fn side_features(
    state: &DvonnState,
    regions: &Regions,
    closeness: &Closeness,
    breaks: u64,
    side: u8,
) -> [f32; FEATURE_COUNT] {
    let Regions { near, within_two, far } = *regions;
    let owned = state.owned(side);
    // One pass over the side's stacks: each height goes to every region the stack is in.
    let (mut controlled, mut near_dvonn, mut on_dvonn, mut close) = (0u32, 0u32, 0u32, 0u32);
    for n in BitIter(owned) {
        let (height, bit) = (u32::from(state.height[n]), 1u64 << n);
        controlled += height;
        near_dvonn += height * u32::from(near & bit != 0);
        on_dvonn += height * u32::from(state.dvonn & bit != 0);
        close += height * u32::from(within_two & bit != 0);
    }
    let (mut movable, mut reach, mut best_cut) = (0, 0u64, 0i32);
    let mut landed = LandingCounts::default();
    for n in BitIter(state.unblocked(side)) {
        let landings = state.landings(n);
        landed.add(landings);
        movable += u32::from(landings != 0);
        reach |= landings;
        // Leaving any other space cuts nothing off (see `cut_by_leaving`).
        if landings != 0 && (breaks | state.dvonn) >> n & 1 == 1 {
            best_cut = best_cut.max(cut_by_leaving(state, side, n, landings, breaks));
        }
    }
    let enemy = state.owned(side ^ 1);
    let mobility = landed.total(u64::count_ones);
    let onto_dvonn = landed.total(|spaces| (spaces & state.dvonn).count_ones());
    let landing_closeness = landed.total(|spaces| closeness.of_cells(spaces));
    let target_closeness = landed.total(|spaces| closeness.of_cells(spaces & enemy));
    let (mut best_capture, mut in_reach) = (0u8, 0u32);
    for n in BitIter(reach & enemy) {
        best_capture = best_capture.max(state.height[n]);
        in_reach += u32::from(state.height[n]);
    }
    [
        controlled as f32,
        near_dvonn as f32,
        on_dvonn as f32,
        close as f32,
        owned.count_ones() as f32,
        mobility as f32,
        movable as f32,
        f32::from(best_capture),
        in_reach as f32,
        best_cut as f32,
        state.pieces_in(owned & far) as f32,
        closeness.of_cells(owned) as f32 / CLOSENESS_UNIT,
        landing_closeness as f32 / CLOSENESS_UNIT,
        onto_dvonn as f32,
        target_closeness as f32 / CLOSENESS_UNIT,
        0.0,
        0.0,
        0.0,
    ]
}

/// How many of a side's stacks land on each space, as a binary number per space kept in bit
/// sets: bit `k` of the count of space `n` is bit `n` of `planes[k]`.
///
/// The features that add something up over every landing of every stack (how many, how
/// close to the DVONN pieces, how many on a DVONN piece) are sums over the spaces of the
/// count times the space's worth, so they are counted once per plane instead of once per
/// stack: the per-stack sums of [`Closeness::of_cells`] were the evaluation's largest cost.
/// Five planes hold counts up to 31; a side has at most 23 stacks.
#[derive(Default)]
struct LandingCounts {
    planes: [u64; 5],
}

impl LandingCounts {
    /// Adds one to the count of each of `spaces` (a ripple-carry add of one bit per space).
    #[inline]
    fn add(&mut self, spaces: u64) {
        let mut carry = spaces;
        for plane in &mut self.planes {
            let next = *plane & carry;
            *plane ^= carry;
            carry = next;
        }
    }

    /// The sum over the spaces of their count times their worth, for a worth that adds up
    /// over spaces: `worth(set)` is the worth of the spaces of `set` together.
    #[inline]
    fn total(&self, worth: impl Fn(u64) -> u32) -> u32 {
        self.planes
            .iter()
            .enumerate()
            .filter(|(_, plane)| **plane != 0)
            .map(|(k, &plane)| worth(plane) << k)
            .sum()
    }
}

/// What seat `side` gains in the cut-off that follows when its stack on `n` leaves for one of
/// `landings`: enemy pieces minus its own in the groups left without a DVONN piece, for the
/// best landing (the moving stack is lost with them if it can only land among them). A move
/// always lands on a stack, so leaving is the only way it changes what is linked.
///
/// Most stacks need no flood fill of the board, or only part of one:
/// - leaving a space whose occupied neighbours form one unbroken arc (not one of `breaks`,
///   the [`ring_breaks`] of the board) links nothing apart (and where groups were already
///   cut off, as in a hand-made position, it cuts off nothing more);
/// - where every stack is linked to a DVONN piece (`settled`, as after every move), only a
///   stack whose links ran through `n` can lose them, and such a stack is linked to one of
///   `n`'s occupied neighbours without passing `n`; so once the fill from the DVONN pieces
///   that stay has reached all those neighbours, nothing is cut off, and the fill stops there.
fn cut_by_leaving(state: &DvonnState, side: u8, n: usize, landings: u64, breaks: u64) -> i32 {
    let bit = 1u64 << n;
    let rest = state.occupied & !bit;
    let enemy = state.owned(side ^ 1);
    let balance = |dead: u64| state.pieces_in(dead & enemy) as i32 - state.pieces_in(dead & !enemy) as i32;
    // The occupied neighbours that must stay linked; with unsettled groups (a hand-made
    // position), every stack must be found linked, which no partial fill shows.
    let must = if state.settled { spread(bit) & rest } else { rest };
    if state.dvonn & bit != 0 {
        // The DVONN piece travels with the stack, so what stays linked depends on the landing
        // (which itself stays linked: it then holds the DVONN piece). Whatever the DVONN
        // pieces that stay link is linked after every landing.
        let dvonn = state.dvonn & !bit;
        let Some(linked) = linked_unless_reaching(dvonn, must, rest) else { return 0 };
        return BitIter(landings)
            .map(|t| if linked >> t & 1 == 1 { linked } else { linked_to(linked | 1 << t, rest) })
            .map(|linked| balance(rest & !linked))
            .max()
            .unwrap_or(0);
    }
    if breaks & bit == 0 {
        return 0;
    }
    let Some(linked) = linked_unless_reaching(state.dvonn, must, rest) else { return 0 };
    let dead = rest & !linked;
    let mover_lost = if landings & !dead == 0 { i32::from(state.height[n]) } else { 0 };
    balance(dead) - mover_lost
}

/// The spaces of `occupied` linked to `from` through occupied neighbours, or `None` as soon as
/// they are seen to include all of `must`.
fn linked_unless_reaching(from: u64, must: u64, occupied: u64) -> Option<u64> {
    let mut reach = from & occupied;
    loop {
        if must & !reach == 0 {
            return None;
        }
        let next = reach | (spread(reach) & occupied);
        if next == reach {
            return Some(reach);
        }
        reach = next;
    }
}

/// The spaces of `occupied` linked to `from` through occupied neighbours: the whole fill. It
/// is asked to reach every bit of the word, bits 55 to 63 included, which no set of spaces
/// holds, so it never stops early (and the fallback is never taken).
fn linked_to(from: u64, occupied: u64) -> u64 {
    linked_unless_reaching(from, u64::MAX, occupied).unwrap_or(occupied)
}

/// Whether a search by seat index `searcher` weighs placements with [`PLACEMENT_AS_BLACK`]
/// instead of [`PLACEMENT`]: Black's searches do. The search keys its placement entries by
/// this too, so the two weight sets never read each other's scores.
pub(crate) const fn own_placement_weights(searcher: u8) -> bool {
    searcher == 1
}

/// The evaluation for the side to act in thousandths of the fitted log-odds (the weighted sum
/// before `tanh`, which keeps the order): the integer leaf score of [`crate::search`], in a
/// search by seat index `searcher` (its root's side to act). Black searches its placements
/// with weights of its own: fitted to PrimaDvonna's games, they placed better than the
/// hand-set ones as Black and worse as White (see the module documentation).
pub(crate) fn search_score(state: &DvonnState, searcher: u8) -> i32 {
    let placement = if own_placement_weights(searcher) { &PLACEMENT_AS_BLACK } else { &PLACEMENT };
    (DvonnEvaluator::log_odds(state, Player::new(usize::from(state.turn)), placement) * 1000.0) as i32
}

impl Evaluator<Dvonn> for DvonnEvaluator {
    fn evaluate(&self, game: &Dvonn, state: &DvonnState, player: Player) -> f32 {
        // The game's own end rule: under `mover-stuck` a player who must pass has lost or won
        // already, and the value is exact.
        if game.is_over(state) {
            let mine = state.pieces_controlled(player);
            let theirs = state.pieces_controlled(player.opponent());
            return match mine.cmp(&theirs) {
                std::cmp::Ordering::Greater => 1.0,
                std::cmp::Ordering::Less => -1.0,
                std::cmp::Ordering::Equal => 0.0,
            };
        }
        Self::log_odds(state, player, &PLACEMENT).tanh()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn placement_features_count_distance_crowding_and_the_edge() {
        let state = Dvonn::position(
            &[("e3", "D"), ("d3", "W"), ("a1", "W"), ("b1", "W"), ("a2", "W"), ("c1", "W"), ("h3", "B")],
            Player::WHITE,
        )
        .unwrap();
        let white = DvonnEvaluator::placement_features(&state, Player::WHITE);
        // The features are whole numbers, compared as such.
        let at = |name: &str| white[PLACEMENT_FEATURES.iter().position(|f| *f == name).unwrap()] as i32;
        // Steps to e3: d3 1, a1 4, b1 3, a2 4, c1 2 for White; h3 3 for Black.
        assert_eq!(at("dvonn_distance"), 14 - 3);
        // a1's neighbours are b1, a2 (both White) and b2: one free where two are wanted.
        assert_eq!(at("crowded"), 1);
        // White holds four edge spaces, Black none: Black is one short beyond three.
        assert_eq!(at("edge_shortfall"), -1);
        let black = DvonnEvaluator::placement_features(&state, Player::BLACK);
        for (w, b) in white.iter().zip(&black).take(PLACEMENT_FEATURE_COUNT - 1) {
            assert_eq!(*w as i32, -(*b as i32));
        }
    }

    #[test]
    #[expect(clippy::float_cmp, reason = "sums of powers of 1/4, exact in f32")]
    fn closeness_counts_stacks_and_landings_by_their_distance_to_the_dvonn_pieces() {
        // One row: the DVONN piece on c3, White on d3 and f3 (one and three steps away), Black
        // on e3 and g3 (two and four). A stack of one piece lands on its occupied neighbours.
        let state = Dvonn::position(
            &[("c3", "D"), ("d3", "W"), ("e3", "B"), ("f3", "W"), ("g3", "B")],
            Player::WHITE,
        )
        .unwrap();
        let white = DvonnEvaluator::features(&state, Player::WHITE);
        let at = |name: &str| white[FEATURES.iter().position(|f| *f == name).unwrap()];
        // White's stacks 1/4 + 1/64, Black's 1/16 (g3 is too far to count).
        assert_eq!(at("stack_closeness"), 0.25 + 1.0 / 64.0 - 1.0 / 16.0);
        // White lands on c3 (1) and e3 (1/16) from d3, on e3 and g3 (0) from f3; Black on d3
        // (1/4) and f3 (1/64) from e3, and on f3 from g3.
        assert_eq!(at("landing_closeness"), 1.0 + 2.0 / 16.0 - (0.25 + 2.0 / 64.0));
        assert_eq!(at("onto_dvonn"), 1.0);
        // Of those, the landings on the other side's stacks.
        assert_eq!(at("target_closeness"), 2.0 / 16.0 - (0.25 + 2.0 / 64.0));
    }

    #[test]
    fn closeness_by_bit_counts_is_the_sum_over_the_dvonn_pieces_of_their_distance_weights() {
        // Every set of one to three DVONN pieces on ten spaces (corners, edges, the middle,
        // neighbours whose rings overlap), every space counted alone and all at once.
        let spaces: Vec<usize> = BitIter(SPACES).collect();
        let picks = [0, 1, 5, 10, 11, 24, 25, 30, 47, 48].map(|i| spaces[i]);
        for chosen in (1u32..1 << picks.len()).filter(|c| c.count_ones() <= 3) {
            let dvonn = BitIter(u64::from(chosen)).fold(0u64, |set, i| set | 1 << picks[i]);
            let closeness = Closeness::of(&DvonnState { dvonn, ..DvonnState::default() });
            let expected = |n: usize| -> u32 {
                BitIter(dvonn).filter_map(|d| CLOSE_WEIGHT.get(distance(d, n) as usize)).sum()
            };
            for &n in &spaces {
                assert_eq!(closeness.of_cells(1 << n), expected(n), "dvonn {dvonn:#x}, space {n}");
            }
            let all: u32 = spaces.iter().map(|&n| expected(n)).sum();
            assert_eq!(closeness.of_cells(SPACES), all);
        }
    }

    /// `best_cut` the plain way: a flood fill of the whole board for every stack that can
    /// move, without the shortcuts of [`cut_by_leaving`].
    fn best_cut_by_flooding(state: &DvonnState, side: u8) -> i32 {
        let enemy = state.owned(side ^ 1);
        let balance =
            |dead: u64| state.pieces_in(dead & enemy) as i32 - state.pieces_in(dead & !enemy) as i32;
        let mut best = 0;
        for n in BitIter(state.unblocked(side)) {
            let (landings, rest) = (state.landings(n), state.occupied & !(1u64 << n));
            for t in BitIter(landings) {
                let dvonn =
                    if state.dvonn >> n & 1 == 1 { state.dvonn & !(1 << n) | 1 << t } else { state.dvonn };
                // A fill of its own, not the evaluation's, so that the two are checked
                // against each other.
                let mut linked = dvonn & rest;
                while linked | (spread(linked) & rest) != linked {
                    linked |= spread(linked) & rest;
                }
                let dead = rest & !linked;
                let mover_lost = if landings & !dead == 0 { i32::from(state.height[n]) } else { 0 };
                let lost = if state.dvonn >> n & 1 == 1 { 0 } else { mover_lost };
                best = best.max(balance(dead) - lost);
            }
        }
        best
    }

    #[test]
    fn the_best_cut_with_its_shortcuts_is_the_best_cut_by_flooding() {
        let (mut checked, mut cuts) = (0, 0);
        crate::random_games::random_games(200, |_, state| {
            if state.is_placement() {
                return;
            }
            for side in [0, 1] {
                let (regions, closeness) = (Regions::of(state), Closeness::of(state));
                let mine = side_features(state, &regions, &closeness, ring_breaks(state.occupied), side);
                assert_eq!(mine[BEST_CUT] as i32, best_cut_by_flooding(state, side), "{}", state.describe());
                cuts += usize::from(mine[BEST_CUT] > 0.0);
                checked += 1;
            }
        });
        // Enough positions, and enough of them with something to cut off, to mean something.
        assert!(checked > 5_000 && cuts > 500, "{checked} positions, {cuts} with a cut");
    }

    #[test]
    fn black_searches_its_placements_with_its_own_weights_and_moves_with_the_same() {
        use plateau_core::Game as _;
        let game = Dvonn::standard();
        let mut placing = game.initial_state();
        for word in ["e3", "d2", "c3", "c4", "f3", "a1", "b2"] {
            let mv = game.parse_move(&placing, word).unwrap();
            game.play_unchecked(&mut placing, mv);
        }
        assert!(placing.is_placement());
        let acting = Player::new(usize::from(placing.turn));
        let weighed = |weights| (DvonnEvaluator::log_odds(&placing, acting, weights) * 1000.0) as i32;
        assert_eq!(search_score(&placing, 0), weighed(&PLACEMENT));
        assert_eq!(search_score(&placing, 1), weighed(&PLACEMENT_AS_BLACK));
        assert_ne!(search_score(&placing, 0), search_score(&placing, 1));
        let moving = Dvonn::position(
            &[("c3", "D"), ("d3", "WW"), ("e3", "B"), ("b2", "W"), ("g3", "B"), ("h3", "D")],
            Player::WHITE,
        )
        .unwrap();
        assert!(!moving.is_placement());
        assert_eq!(search_score(&moving, 0), search_score(&moving, 1));
    }

    #[test]
    fn the_value_is_antisymmetric_and_bounded() {
        let state = Dvonn::position(
            &[("c3", "D"), ("d3", "WW"), ("e3", "B"), ("b2", "W"), ("g3", "B"), ("h3", "D")],
            Player::WHITE,
        )
        .unwrap();
        let eval = DvonnEvaluator;
        let game = Dvonn::standard();
        let white = eval.evaluate(&game, &state, Player::WHITE);
        let black = eval.evaluate(&game, &state, Player::BLACK);
        assert!((white + black).abs() < 1e-6, "{white} {black}");
        assert!(white > -1.0 && white < 1.0);
    }
}
