//! The three-player playout policy: win at once when possible, else block the next
//! players' wins, else play at random.
//!
//! With three players a cut-off playout of random moves lets threats stand or fall by
//! chance: the player who could complete a line seldom does, and the players who must block
//! seldom do. Playing those forced moves makes a playout's end position (which the
//! evaluator judges) one that real play could reach. Two-player games keep uniform playouts,
//! which their levels were measured with.

use plateau_core::Rng;
use plateau_core::ai::PlayoutPolicy;

use crate::KnightLine;
use crate::eval::{MAX_GAPS, features};
use crate::geometry::Cell;
use crate::moves::Move;
use crate::state::KnightLineState;

/// Wins, then blocks of the next player's and then the last player's live threats.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct ThreatPolicy;

impl PlayoutPolicy<KnightLine> for ThreatPolicy {
    fn choose(&self, _game: &KnightLine, _state: &KnightLineState, moves: &[Move], rng: &mut Rng) -> usize {
        rng.below(moves.len())
    }

    fn pick(&self, _game: &KnightLine, state: &KnightLineState, rng: &mut Rng) -> Option<Move> {
        if state.is_placement() {
            return None;
        }
        let players = state.players as usize;
        let mover = state.to_move as usize;
        // The mover's own gaps first (a win), then each rival's in turn order.
        for wait in 0..players {
            let f = features(state, (mover + wait) % players);
            let known = (f.live_gaps as usize).min(MAX_GAPS);
            for &(x, y) in &f.gaps[..known] {
                if let Some(mv) = split_to(state, mover, x, y, rng) {
                    return Some(mv);
                }
            }
        }
        None
    }
}

/// A split of `player` onto the empty target `(x, y)`, from the first of their stacks a
/// knight's jump away, moving a random number of tiles.
fn split_to(state: &KnightLineState, player: usize, x: i32, y: i32, rng: &mut Rng) -> Option<Move> {
    let to = Cell::new(x, y)?;
    state.tall[player].as_slice().iter().find_map(|t| {
        t.cell.jump_to(to)?;
        let most = if state.restricted { 1 } else { t.height - 1 };
        Move::split(t.cell, to, 1 + rng.below(usize::from(most)) as u8)
    })
}

#[cfg(test)]
mod tests {
    use plateau_core::{Game, Player};

    use super::*;
    use crate::KnightLineOptions;
    use crate::moves::MoveKind;

    fn three() -> KnightLine {
        KnightLine::new(KnightLineOptions { players: 3, ..KnightLineOptions::default() }).unwrap()
    }

    /// White has three in a row on (1,0) (2,0) (3,0) and a tall stack on (3,2), a knight's jump
    /// from the gap (4,0); Black's tall stack on (2,-1) reaches (4,0) too; Red has stacks of
    /// its own on the left.
    fn threat(to_move: Player) -> KnightLineState {
        let (white, black, red) = (Player::WHITE, Player::BLACK, Player::RED);
        three()
            .position(
                &[
                    (1, 0, white, 1),
                    (2, 0, white, 1),
                    (3, 0, white, 1),
                    (3, 2, white, 3),
                    (2, -1, black, 5),
                    (0, 1, red, 5),
                ],
                None,
                to_move,
            )
            .unwrap()
    }

    fn target(mv: Move) -> Cell {
        match mv.kind() {
            MoveKind::Split { to, .. } => to,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn wins_at_once_and_blocks_the_next_players_win() {
        let game = three();
        let mut rng = Rng::new(5);
        let gap = Cell::new(4, 0).unwrap();
        // White completes the line.
        let mv = ThreatPolicy.pick(&game, &threat(Player::WHITE), &mut rng).unwrap();
        assert_eq!(target(mv), gap);
        let mut state = threat(Player::WHITE);
        game.play_unchecked(&mut state, mv);
        assert_eq!(game.outcome(&state).and_then(|o| o.winner()), Some(Player::WHITE));
        // Black, before White moves again, takes the gap.
        let state = threat(Player::BLACK);
        let mv = ThreatPolicy.pick(&game, &state, &mut rng).unwrap();
        assert_eq!(target(mv), gap);
        let mut legal = Vec::new();
        game.legal_moves(&state, &mut legal);
        assert!(legal.contains(&mv));
        // Red has no stack a knight's jump from the gap, so it plays at random.
        assert_eq!(ThreatPolicy.pick(&game, &threat(Player::RED), &mut rng), None);
    }
}
