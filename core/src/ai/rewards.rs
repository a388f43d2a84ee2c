//! Per-player reward vectors: what a finished (or judged) game is worth to every seat.
//! MCTS backs these up so that each player, at the nodes where it moves, maximises its own
//! reward; nothing assumes two players or a zero-sum sign flip.

use crate::{Evaluator, Game, Outcome, Player};

/// Most seats any Plateau game has ([`Player::new`] allows 8).
pub(crate) const MAX_PLAYERS: usize = 8;

/// One reward in `[0, 1]` per seat, summing to 1 over the seats in play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Rewards {
    values: [f64; MAX_PLAYERS],
}

impl Rewards {
    /// Everyone gets an equal share (a draw).
    pub(crate) fn draw(players: usize) -> Self {
        let mut values = [0.0; MAX_PLAYERS];
        let share = 1.0 / players.clamp(1, MAX_PLAYERS) as f64;
        values[..players.clamp(1, MAX_PLAYERS)].fill(share);
        Self { values }
    }

    /// `winner` gets everything.
    pub(crate) fn win(winner: Player) -> Self {
        let mut values = [0.0; MAX_PLAYERS];
        values[winner.index()] = 1.0;
        Self { values }
    }

    /// The rewards of a finished game, as [`Outcome::reward`] defines them.
    pub(crate) fn from_outcome(outcome: &Outcome, players: usize) -> Self {
        match outcome.winner() {
            Some(winner) => Self::win(winner),
            None => Self::draw(players),
        }
    }

    /// The rewards of a finished state; a state that breaks the contract by having no
    /// outcome counts as a draw rather than crashing the search.
    pub(crate) fn terminal<G: Game>(game: &G, state: &G::State, players: usize) -> Self {
        game.outcome(state).map_or_else(|| Self::draw(players), |o| Self::from_outcome(&o, players))
    }

    /// Turns evaluator judgements (each in `[-1, 1]`) into rewards. Each seat's judgement `v`
    /// becomes `(v + 1) / 2`; with two players the second seat gets the complement of the
    /// first (one evaluator call, and an evaluator that is not exactly antisymmetric still
    /// yields rewards summing to 1); with more players the figures are scaled to sum to 1.
    /// Values outside `[-1, 1]` are clamped and non-finite ones read as 0 (even).
    pub(crate) fn judged<G: Game>(
        evaluator: &dyn Evaluator<G>,
        game: &G,
        state: &G::State,
        players: usize,
    ) -> Self {
        let players = players.clamp(1, MAX_PLAYERS);
        let judge = |p: usize| {
            let v = evaluator.evaluate(game, state, Player::new(p));
            let v = if v.is_finite() { f64::from(v).clamp(-1.0, 1.0) } else { 0.0 };
            f64::midpoint(v, 1.0)
        };
        let mut values = [0.0; MAX_PLAYERS];
        if players == 2 {
            values[0] = judge(0);
            values[1] = 1.0 - values[0];
            return Self { values };
        }
        for (p, value) in values.iter_mut().enumerate().take(players) {
            *value = judge(p);
        }
        let total: f64 = values.iter().sum();
        if total <= 0.0 {
            return Self::draw(players);
        }
        for value in &mut values[..players] {
            *value /= total;
        }
        Self { values }
    }

    /// The reward of one seat.
    pub(crate) fn of(&self, player: Player) -> f64 {
        self.values[player.index()]
    }
}

#[cfg(test)]
#[allow(clippy::float_cmp, reason = "rewards of wins and losses are exact")]
mod tests {
    use super::*;
    use crate::ai::NeutralEvaluator;
    use crate::ai::tests::games::Race3;

    fn sum(r: &Rewards) -> f64 {
        r.values.iter().sum()
    }

    #[test]
    fn outcomes_give_rewards_summing_to_one() {
        let three_way_draw = Rewards::from_outcome(&Outcome::draw("stalemate"), 3);
        assert!((sum(&three_way_draw) - 1.0).abs() < 1e-12);
        assert!((three_way_draw.of(Player::RED) - 1.0 / 3.0).abs() < 1e-12);
        let red_wins = Rewards::from_outcome(&Outcome::win(Player::RED, "last stone"), 3);
        assert_eq!((red_wins.of(Player::WHITE), red_wins.of(Player::RED)), (0.0, 1.0));
        for p in 0..3 {
            let outcome = Outcome::win(Player::RED, "x");
            assert_eq!(red_wins.of(Player::new(p)), outcome.reward(Player::new(p), 3));
        }
    }

    struct Skewed;
    impl<G: Game> Evaluator<G> for Skewed {
        fn evaluate(&self, _: &G, _: &G::State, player: Player) -> f32 {
            [1.0, 0.0, f32::NAN][player.index()]
        }
    }

    #[test]
    fn judgements_become_rewards_summing_to_one() {
        let game = Race3::new(5);
        let state = game.initial_state();
        let even = Rewards::judged(&NeutralEvaluator, &game, &state, 3);
        assert!((even.of(Player::WHITE) - 1.0 / 3.0).abs() < 1e-12);
        let skewed = Rewards::judged(&Skewed, &game, &state, 3);
        assert!((sum(&skewed) - 1.0).abs() < 1e-12);
        // 1 -> 1.0, 0 -> 0.5, NaN -> 0 -> 0.5; scaled by 1/2.
        assert!((skewed.of(Player::WHITE) - 0.5).abs() < 1e-12);
        assert!((skewed.of(Player::RED) - 0.25).abs() < 1e-12);
        let two = Rewards::judged(&Skewed, &game, &state, 2);
        assert_eq!((two.of(Player::WHITE), two.of(Player::BLACK)), (1.0, 0.0));
    }
}
