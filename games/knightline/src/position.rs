//! Building arbitrary positions, for tests, puzzles and analysis.

use std::collections::HashSet;
use std::fmt;

use plateau_core::{Game, Player};

use crate::KnightLine;
use crate::geometry::{Cell, MAX_EXTENT, OCCUPIED_LIMIT};
use crate::lines::LINE_LENGTH;
use crate::rules::SEATS;
use crate::state::{KnightLineState, STACK_SIZE, Status};

/// One stack of a position: `(x, y, owner, height)`.
pub type StackSpec = (i32, i32, Player, u8);

/// Why [`KnightLine::position`] refused a position.
#[derive(Clone, Eq, PartialEq, Debug)]
pub struct PositionError(pub String);

impl fmt::Display for PositionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "invalid position: {}", self.0)
    }
}

impl std::error::Error for PositionError {}

impl KnightLine {
    /// A position in normal play (after any grey-tile opening, with the first-move
    /// restriction spent): `stacks` on the board, the grey tile on `grey`, `to_move` to act.
    ///
    /// The stacks need not be connected. Requirements, each refused with a clear
    /// [`PositionError`]:
    ///
    /// - owners and `to_move` are seats of this game; heights are `1..=20`; no player has
    ///   more than 20 tiles; cells are distinct and not the grey tile's;
    /// - the grey tile is given exactly when the options have one;
    /// - the engine's bounds hold for the rest of the game: with `g` the moves still possible
    ///   (the sum of `height - 1`, each move uses one and spreads the pieces by at most one
    ///   step), every `|x|, |y|` plus `g` is at most 120, and the box around the pieces is at
    ///   most `60 - g` steps wide and high (every position that can arise in play qualifies);
    /// - at most one player has a line of four.
    ///
    /// The result is settled like a position reached in play: if a player has a line they have
    /// won; if `to_move` has no move, three players draw, and with two players Black wins when
    /// the other cannot move either (otherwise `to_move` must pass).
    pub fn position(
        &self,
        stacks: &[StackSpec],
        grey: Option<(i32, i32)>,
        to_move: Player,
    ) -> Result<KnightLineState, PositionError> {
        let players = self.options().players;
        let fail = |m: String| Err(PositionError(m));
        let seat = |p: Player| SEATS.get(p.index()).copied().unwrap_or("?");
        if to_move.index() >= players as usize {
            return fail(format!("{} is not a seat of a {players}-player game", seat(to_move)));
        }
        if grey.is_some() != self.options().grey.is_present() {
            return fail(format!(
                "the grey tile must be given exactly when the variant has one (grey = {})",
                self.options().grey.name()
            ));
        }
        let growth: i32 = stacks.iter().map(|s| i32::from(s.3.max(1)) - 1).sum();
        let in_bounds = |x: i32, y: i32| x.abs().max(y.abs()) + growth <= OCCUPIED_LIMIT;
        let grey = match grey {
            Some((x, y)) if in_bounds(x, y) => Some(Cell::new_unchecked(x, y)),
            Some((x, y)) => {
                return fail(format!(
                    "the grey tile on {x},{y} is too far from 0,0 ({})",
                    bound_help(growth)
                ));
            }
            None => None,
        };
        let mut seen: HashSet<(i32, i32)> = grey.map(|g| (g.x(), g.y())).into_iter().collect();
        let mut tiles = [0u32; 3];
        for &(x, y, owner, height) in stacks {
            if owner.index() >= players as usize {
                return fail(format!("{} has no seat in a {players}-player game", seat(owner)));
            }
            if !(1..=STACK_SIZE).contains(&height) {
                return fail(format!(
                    "the stack on {x},{y} has {height} tiles; stacks hold 1 to {STACK_SIZE}"
                ));
            }
            if !in_bounds(x, y) {
                return fail(format!("the stack on {x},{y} is too far from 0,0 ({})", bound_help(growth)));
            }
            if !seen.insert((x, y)) {
                return fail(format!("{x},{y} holds two pieces"));
            }
            tiles[owner.index()] += u32::from(height);
        }
        if let Some(p) = (0..3).find(|&p| tiles[p] > u32::from(STACK_SIZE)) {
            return fail(format!("{} has {} tiles; each player has {STACK_SIZE}", SEATS[p], tiles[p]));
        }
        let anchor =
            grey.or_else(|| stacks.first().map(|s| Cell::new_unchecked(s.0, s.1))).unwrap_or(Cell::ORIGIN);
        let mut state = KnightLineState::empty(players, grey, anchor);
        state.wildcard = self.options().grey == crate::Grey::Wildcard;
        let (mut low, mut high) = ((anchor.x(), anchor.y()), (anchor.x(), anchor.y()));
        for &(x, y, ..) in stacks {
            low = (low.0.min(x), low.1.min(y));
            high = (high.0.max(x), high.1.max(y));
        }
        let extent = (high.0 - low.0).max(high.1 - low.1);
        if extent + growth > MAX_EXTENT {
            return fail(format!(
                "the pieces span {extent} steps, and with {growth} moves still possible they could \
                 spread past the {MAX_EXTENT} steps the engine supports"
            ));
        }
        for &(x, y, owner, height) in stacks {
            state.add_stack(owner.index(), Cell::new_unchecked(x, y), height);
        }
        state.set_to_move(to_move.index() as u8);
        let wild = state.wild();
        let winners: Vec<usize> =
            (0..players as usize).filter(|&p| state.longest_line(p, wild) >= LINE_LENGTH).collect();
        match winners.as_slice() {
            [] => {}
            [p] => {
                state.status = Status::Line(*p as u8);
                return Ok(state);
            }
            _ => return fail("more than one player has a line of four".to_owned()),
        }
        if !state.can_split(to_move.index()) {
            if players == 3 {
                state.status = Status::ForcedPass;
            } else if !state.can_split(to_move.index() ^ 1) {
                state.status = Status::NobodyCanMove;
            }
        }
        Ok(state)
    }
}

fn bound_help(growth: i32) -> String {
    format!("with {growth} moves still possible, |x| and |y| must stay within {}", OCCUPIED_LIMIT - growth)
}
