//! Hand-made movement-phase positions for tests, puzzles and analysis.

use plateau_core::Player;

use crate::geometry::Cell;
use crate::rules::Dvonn;
use crate::state::{DvonnState, PIECES, Piece};

/// Ids handed out per colour: the ids real games give them (rules §1.3), so a hand-made
/// position is indistinguishable from a played one.
fn ids_of(piece: Piece) -> impl Iterator<Item = u8> {
    (0..PIECES as u8).filter(move |&id| Piece::of_ply(usize::from(id)) == piece)
}

impl Dvonn {
    /// A movement-phase position (placement over) with the given stacks and `to_move` to act.
    ///
    /// `stacks` lists `(space, pieces)` pairs such as `("c3", "BW")`: the pieces bottom to
    /// top, `W` white, `B` black, `D` DVONN (either case); unlisted spaces are empty. At most
    /// 23 white, 23 black and 3 DVONN pieces, each space once.
    ///
    /// The position is taken as given: nothing is removed, even a group without a DVONN
    /// piece (rules example DV-2 has one); the first move played from it removes such groups.
    /// Whether `to_move` acts, must pass, or the game is already over is worked out by the
    /// rules of §1.6, exactly as after a move; the same position serves every
    /// [`crate::EndRule`], under which "must pass" may mean the game is over.
    pub fn position(stacks: &[(&str, &str)], to_move: Player) -> Result<DvonnState, String> {
        if to_move.index() > 1 {
            return Err(format!("DVONN has two players; seat {} does not exist", to_move.index()));
        }
        let mut state = DvonnState::empty();
        let mut white = ids_of(Piece::White);
        let mut black = ids_of(Piece::Black);
        let mut dvonn = ids_of(Piece::Dvonn);
        for &(name, pieces) in stacks {
            let cell = Cell::parse(name.trim()).ok_or_else(|| format!("'{name}' is not a DVONN space"))?;
            if state.height(cell) > 0 {
                return Err(format!("{cell} is listed twice"));
            }
            if pieces.is_empty() {
                return Err(format!("the stack on {cell} has no pieces"));
            }
            for letter in pieces.chars() {
                let piece = Piece::from_letter(letter)
                    .ok_or_else(|| format!("'{letter}' in the stack on {cell} is not W, B or D"))?;
                let (supply, count) = match piece {
                    Piece::White => (&mut white, "23 white"),
                    Piece::Black => (&mut black, "23 black"),
                    Piece::Dvonn => (&mut dvonn, "3 DVONN"),
                };
                let id = supply.next().ok_or_else(|| format!("a game has only {count} pieces"))?;
                state.put_piece(cell.number(), id);
            }
        }
        state.settled = state.all_groups_hold_dvonn();
        state.begin_movement(to_move.index() as u8);
        Ok(state)
    }
}

#[cfg(test)]
mod tests {
    use plateau_core::{Game, ToMove};

    use super::*;

    #[test]
    fn builds_the_stacks_as_listed() {
        let state = Dvonn::position(&[("c3", "BW"), ("d3", "w"), ("e4", "D")], Player::WHITE).unwrap();
        assert_eq!(state.describe(), "c3=BW d3=W e4=D");
        assert_eq!(state.height(Cell::parse("c3").unwrap()), 2);
        assert_eq!(state.top(Cell::parse("c3").unwrap()), Some(Piece::White));
        let game = Dvonn::standard();
        assert_eq!(game.phase(&state), "Movement");
        assert_eq!(game.hash(&state), game.hash_from_scratch(&state));
    }

    #[test]
    fn refuses_bad_descriptions() {
        let err = |stacks: &[(&str, &str)]| Dvonn::position(stacks, Player::WHITE).unwrap_err();
        assert_eq!(err(&[("z9", "W")]), "'z9' is not a DVONN space");
        assert_eq!(err(&[("c3", "W"), ("C3", "B")]), "c3 is listed twice");
        assert_eq!(err(&[("c3", "")]), "the stack on c3 has no pieces");
        assert_eq!(err(&[("c3", "WX")]), "'X' in the stack on c3 is not W, B or D");
        assert_eq!(err(&[("c3", "DDDD")]), "a game has only 3 DVONN pieces");
        assert!(Dvonn::position(&[], Player::RED).is_err());
    }

    #[test]
    fn a_position_where_nobody_can_move_is_over() {
        let game = Dvonn::standard();
        let state = Dvonn::position(&[("c3", "D"), ("e3", "W")], Player::BLACK).unwrap();
        assert_eq!(game.to_move(&state), ToMove::Terminal);
        let score = game.outcome(&state).unwrap().score;
        assert_eq!(score, [1, 0]);
    }
}
