//! The turn structure of rules.md §2.4 as sub-moves, and `play`.
//!
//! A turn of player P is: removals before the insertion (step 1), the reserve check (step 2),
//! one push (step 3), removals after it (step 4). The state records the step in
//! [`Stage`] and caches [`Rows`], the rows of P's colour; the functions here move between
//! steps after every sub-move:
//!
//! - after a push: step 4 if P has rows (even optional ones: P may act on them), otherwise
//!   the turn passes;
//! - after a removal: the win check of §2.9, then the same step while P has rows; in step 4
//!   the turn passes when none are left;
//! - after the end-of-turn move: in step 4 the turn passes; in step 1 (offered only when P's
//!   reserve is empty and only optional rows remain) declining them makes P lose;
//! - when the turn passes to O, O starts in step 1 with O's rows (G-5: rows of O's colour
//!   made by P are resolved by O now); with no row and an empty reserve O loses at once
//!   (G-8: the check comes after the pre-move removals).

use plateau_core::Player;

use crate::Gipf;
use crate::geometry::GEO;
use crate::moves::{GipfMove, Kind};
use crate::options::Version;
use crate::push;
use crate::rows::row_status;
use crate::state::{EndReason, Ending, GIPF_OPEN, GipfState, INSERTED, Piece, Rows, Stage};

impl Gipf {
    /// Is the GIPF-loss rule (§2.9, G-6) in force for `player`? Standard: always;
    /// Tournament: once the player has inserted (the first insertion is a GIPF-piece).
    #[inline]
    pub(crate) fn gipf_rule(&self, s: &GipfState, player: usize) -> bool {
        match self.options.version {
            Version::Basic => false,
            Version::Standard => true,
            Version::Tournament => s.flags & (INSERTED & (4 << player)) != 0,
        }
    }

    /// Which kinds of piece the player to move may insert now: `(basic, gipf)` (§2.8).
    #[inline]
    pub(crate) fn insertion_kinds(&self, s: &GipfState) -> (bool, bool) {
        let p = s.side.index();
        let reserve = s.reserve[p];
        if self.options.version != Version::Tournament {
            return (reserve >= 1, false);
        }
        let inserted = s.flags & (4 << p) != 0;
        let open = s.flags & (1 << p) != 0;
        (reserve >= 1 && inserted, reserve >= 2 && open)
    }

    /// Plays a move known to be legal. An illegal move leaves some consistent but arbitrary
    /// state (never a panic from indexing: entries and lines are in range by construction).
    pub(crate) fn apply(&self, s: &mut GipfState, mv: GipfMove) {
        match mv.0 {
            Kind::Push { entry, gipf } => self.apply_push(s, usize::from(entry), gipf),
            Kind::Remove { .. } => self.apply_removal(s, mv.emptied()),
            Kind::EndTurn => {
                if s.stage == Stage::AfterInsertion {
                    pass_turn(s);
                } else {
                    s.finish(Ending { winner: Some(s.side.opponent()), reason: EndReason::ReserveEmpty });
                }
            }
        }
        let cap = self.options.ply_cap;
        if cap > 0 {
            s.plies += 1;
            if s.plies >= cap && s.ending.is_none() {
                s.finish(Ending { winner: None, reason: EndReason::PlyCap });
            }
        }
        s.debug_check();
    }

    fn apply_push(&self, s: &mut GipfState, entry: usize, gipf: bool) {
        let p = s.side.index();
        let e = &GEO.entries[entry];
        let Some(j) = push::gap(s, entry) else {
            debug_assert!(false, "push into a full line");
            return;
        };
        let piece = Piece { owner: s.side, gipf };
        push::apply(s, e, j, piece);
        s.set_reserve(p, s.reserve[p].saturating_sub(piece.weight()));
        if self.options.version == Version::Tournament {
            let mut flags = s.flags | (INSERTED & (4 << p));
            if !gipf {
                flags &= !(GIPF_OPEN & (1 << p));
            }
            s.set_flags(flags);
        }
        s.set_turn(s.side, Stage::AfterInsertion);
        s.rows = row_status(s, p);
        if s.rows == Rows::None {
            pass_turn(s);
        }
    }

    /// Empties the spots of one row removal by the player to move: their own pieces go back
    /// to their reserve, the opponent's are captured (a GIPF-piece counts 2 either way, G-14).
    /// Then the win check of §2.9, then the next step.
    fn apply_removal(&self, s: &mut GipfState, emptied: u64) {
        let r = s.side;
        let (mut back, mut taken) = (0u8, 0u8);
        for spot in crate::geometry::spots_of(emptied) {
            let Some(piece) = s.piece(spot) else { continue };
            s.take(spot, piece);
            if piece.owner == r {
                back += piece.weight();
            } else {
                taken += piece.weight();
            }
        }
        s.set_reserve(r.index(), s.reserve[r.index()].saturating_add(back));
        s.captured[r.index()] = s.captured[r.index()].saturating_add(taken);
        if self.win_check(s) {
            return;
        }
        s.rows = row_status(s, r.index());
        match s.stage {
            Stage::BeforeInsertion => settle_before_insertion(s),
            Stage::AfterInsertion if s.rows == Rows::None => pass_turn(s),
            Stage::AfterInsertion => {}
        }
    }

    /// §2.9 after a single removal by the player to move, R: if the opponent is under the
    /// GIPF rule and has no GIPF-piece left, R wins; otherwise if R is and has none, R loses
    /// (G-7: both at zero is R's win). Returns true when the game ended.
    fn win_check(&self, s: &mut GipfState) -> bool {
        let r = s.side;
        let o = r.opponent();
        let none_left = |p: Player| s.colour[p.index()] & s.gipf == 0;
        let ending = if self.gipf_rule(s, o.index()) && none_left(o) {
            Ending { winner: Some(r), reason: EndReason::LastGipfCaptured }
        } else if self.gipf_rule(s, r.index()) && none_left(r) {
            Ending { winner: Some(o), reason: EndReason::NoGipfLeft }
        } else {
            return false;
        };
        s.finish(ending);
        true
    }
}

/// Refreshes the rows of the player at step 1 and applies the reserve check (step 2): with
/// no row left to act on and an empty reserve, the player loses.
pub(crate) fn settle_before_insertion(s: &mut GipfState) {
    let p = s.side;
    s.rows = row_status(s, p.index());
    if s.rows == Rows::None && s.reserve[p.index()] == 0 {
        s.finish(Ending { winner: Some(p.opponent()), reason: EndReason::ReserveEmpty });
    }
}

/// The turn passes to the opponent, who starts at step 1.
pub(crate) fn pass_turn(s: &mut GipfState) {
    s.set_turn(s.side.opponent(), Stage::BeforeInsertion);
    settle_before_insertion(s);
}
