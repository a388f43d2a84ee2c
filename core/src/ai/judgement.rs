//! What a judging search made of one position, as each seat's chance to win: the one
//! conversion from a search's value to a chance ([`chance`]), the one point of view (every
//! seat's chance, in seat order, adding up to 1) and the one rule for what a move cost
//! ([`Judgement::cost`]). The hint, analysis mode, the evaluation bar and graph, annotated
//! records and `plateau analyse` all read their figures through here, so that one search of
//! one position shows one figure everywhere.

use super::{Hint, Proven};

/// A search's judgement for the player to move as a chance to win, in `[0, 1]`: a proven
/// result, else `(value + 1) / 2` (search values are in `[-1, 1]`, see
/// [`super::Analysis::value`]). `None` when the search gave no value.
pub fn chance(value: Option<f64>, proven: Option<Proven>, players: usize) -> Option<f32> {
    match proven {
        Some(Proven::Win) => Some(1.0),
        Some(Proven::Loss) => Some(0.0),
        Some(Proven::Draw) => Some(1.0 / players.max(1) as f32),
        None => value.map(|v| f32::midpoint(v as f32, 1.0).clamp(0.0, 1.0)),
    }
}

/// Each seat's chance to win in one position, and the move the search would play there.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement {
    /// Each seat's chance to win, in `[0, 1]`, in seat order; they add up to 1.
    pub chances: Vec<f32>,
    /// The move the search would play, in notation (none once the game is over).
    pub best: Option<String>,
    /// Whether these figures can be compared with those of the next position, where another
    /// seat is to move ([`crate::GameAi::steady_judgement`]). Moves out of an unsteady
    /// position are never remarked on.
    pub steady: bool,
}

/// What a move cost its mover, measured against the search's own choice.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Cost {
    /// The mover's chance before the move: what the search's choice keeps.
    pub was: f32,
    /// The mover's chance after the move played.
    pub now: f32,
}

impl Cost {
    /// How much the move lost, in chance (0 when it lost nothing).
    pub fn drop(self) -> f32 {
        (self.was - self.now).max(0.0)
    }
}

impl Judgement {
    /// The judgement of a search that gave `hint` with seat `mover` to move. `evaluated` is
    /// the game's evaluator's value for each seat (in `[-1, 1]`, see
    /// [`crate::GameSession::evaluate`]): the mover gets the search's chance, and the other
    /// seats share the rest in the proportions the evaluator gives them (with two seats the
    /// other one simply has the rest). Without a value from the search, the evaluator's
    /// chances stand alone.
    pub fn from_hint(hint: Option<&Hint>, mover: usize, evaluated: &[f32]) -> Self {
        let judged = evaluator_chances(evaluated);
        let players = judged.len();
        let best = hint.map(|h| h.notation.clone());
        let steady = hint.is_none_or(|h| h.steady);
        let Some(mine) = hint.and_then(|h| h.chance(players)) else {
            return Self { chances: judged, best, steady };
        };
        let others: f32 = judged.iter().enumerate().filter(|&(i, _)| i != mover).map(|(_, c)| c).sum();
        let chances = judged
            .iter()
            .enumerate()
            .map(|(i, &c)| match i {
                _ if i == mover => mine,
                _ if others > 0.0 => (1.0 - mine) * c / others,
                _ => (1.0 - mine) / (players - 1).max(1) as f32,
            })
            .collect();
        Self { chances, best, steady }
    }

    /// The judgement of a position nobody is to move in (the game is over): the evaluator's
    /// figures, which are exact there.
    pub fn settled(evaluated: &[f32]) -> Self {
        Self { chances: evaluator_chances(evaluated), best: None, steady: true }
    }

    /// What the move `played` by seat `mover` cost, judged by `self` (the position before
    /// it) and `after` (the position it led to): the mover's chance with the search's
    /// choice against its chance after the move played. `None` when there is nothing to
    /// measure: the move was the search's own choice (which by definition costs nothing),
    /// either judgement is unsteady (its figures swing with the side to move, so a fall
    /// says nothing about the move), or a seat is missing.
    pub fn cost(&self, after: &Self, mover: usize, played: &str) -> Option<Cost> {
        if !self.steady || !after.steady || self.best.as_deref().is_none_or(|best| best == played) {
            return None;
        }
        Some(Cost { was: *self.chances.get(mover)?, now: *after.chances.get(mover)? })
    }
}

/// The evaluator's values (each in `[-1, 1]`) as chances adding up to 1, with the same
/// conversion as [`chance`]; with two seats the second has the complement of the first, as
/// the searches see it. A value that is not a number counts as even.
pub fn evaluator_chances(values: &[f32]) -> Vec<f32> {
    let mut chances: Vec<f32> = values
        .iter()
        .map(|v| if v.is_finite() { f32::midpoint(v.clamp(-1.0, 1.0), 1.0) } else { 0.5 })
        .collect();
    if let [first, _] = chances[..] {
        chances = vec![first, 1.0 - first];
    }
    let total: f32 = chances.iter().sum();
    if total > 0.0 {
        for c in &mut chances {
            *c /= total;
        }
    } else {
        let even = 1.0 / chances.len().max(1) as f32;
        chances.fill(even);
    }
    chances
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "figures built from exact binary fractions")]
mod tests {
    use super::*;

    fn judgement(chances: &[f32], best: Option<&str>, steady: bool) -> Judgement {
        Judgement { chances: chances.to_vec(), best: best.map(str::to_owned), steady }
    }

    #[test]
    fn one_conversion_from_value_to_chance() {
        assert_eq!(chance(Some(0.5), None, 2), Some(0.75));
        assert_eq!(chance(Some(-3.0), None, 2), Some(0.0), "clamped");
        assert_eq!(chance(Some(0.5), Some(Proven::Loss), 2), Some(0.0), "a proof wins over a value");
        assert_eq!(chance(None, Some(Proven::Draw), 4), Some(0.25));
        assert_eq!(chance(None, None, 2), None);
    }

    #[test]
    fn the_mover_gets_the_search_figure_and_the_others_the_rest() {
        let mut hint = Hint::bare(0, "c1-d2".to_owned());
        hint.value = Some(-0.5);
        let two = Judgement::from_hint(Some(&hint), 1, &[0.2, -0.2]);
        assert_eq!(two.chances, [0.75, 0.25]);
        assert_eq!(two.best.as_deref(), Some("c1-d2"));
        // Three seats: the two not to move share 75% as the evaluator weighs them (1 : 2).
        let three = Judgement::from_hint(Some(&hint), 0, &[0.0, -0.5, 0.0]);
        assert_eq!(three.chances[0], 0.25);
        assert!((three.chances[1] - 0.25).abs() < 1e-6 && (three.chances[2] - 0.5).abs() < 1e-6);
        assert_eq!(Judgement::from_hint(None, 0, &[1.0, -1.0]).chances, [1.0, 0.0]);
        assert_eq!(Judgement::settled(&[f32::NAN, 0.0, 0.0]).chances.len(), 3);
    }

    #[test]
    fn a_move_costs_what_it_loses_against_the_search_choice() {
        let before = judgement(&[0.74, 0.26], Some("c2"), true);
        let worse = judgement(&[0.59, 0.41], Some("d4"), true);
        let cost = before.cost(&worse, 0, "e3").unwrap();
        assert!((cost.drop() - 0.15).abs() < 1e-6);
        assert_eq!(before.cost(&worse, 0, "c2"), None, "the search's own choice costs nothing");
        let unsteady = judgement(&[0.74, 0.26], Some("c2"), false);
        assert_eq!(unsteady.cost(&worse, 0, "e3"), None, "a swinging judge is not asked");
        assert_eq!(before.cost(&judgement(&[0.59, 0.41], None, false), 0, "e3"), None);
        let better = judgement(&[0.8, 0.2], None, true);
        assert_eq!(before.cost(&better, 0, "e3").unwrap().drop(), 0.0);
    }
}
