//! Hex's first lesson: seven positions of one short game on a 7×7 board, from the empty
//! board to a finished chain.
//!
//! The small board keeps the game short enough to follow; the rules are those of every size.

use plateau_core::lesson::Lesson;

/// The game the lesson follows, chosen by hand: White's bridge at the top holds, but Black
/// walls White off from the bottom and joins left to right.
const GAME: &str = "e3 swap d4 e5 e2 d3 e3 d5 f4 f5 g5 g4 b5 b6 a6 a7";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    let small = |lesson: Lesson| lesson.with_option("size", 7);
    vec![
        small(
            Lesson::new(
                "The board",
                "Hex is played on a rhombus of hexagons, here 7 a side (the usual board has 11). \
                 White owns the top and bottom rows (marked), Black the left and right \
                 columns.\n\nWhoever first links their own two sides with an unbroken chain of \
                 their stones wins.",
            )
            .marking("a1 b1 c1 d1 e1 f1 g1 a7 b7 c7 d7 e7 f7 g7"),
        ),
        small(
            Lesson::new(
                "Placing a stone",
                "White begins. A turn is one stone of your colour on any empty cell; White has \
                 put one on e3 (marked). Stones never move and are never taken, and the game \
                 can never end in a draw.",
            )
            .after_first(1, GAME)
            .marking("e3"),
        ),
        small(
            Lesson::new(
                "The swap",
                "Going first is an advantage, so on the first turn Black may swap instead of \
                 placing: White's first stone leaves and a black one appears on its mirror \
                 image across the a1–g7 diagonal, e3 becoming c5 (marked). Then White moves \
                 again. A first stone that is too strong invites the swap.",
            )
            .after_first(2, GAME)
            .marking("e3 c5"),
        ),
        small(
            Lesson::new(
                "A bridge",
                "White's d4 and e2 (marked) do not touch, but both touch the two empty cells \
                 d3 and e3 (marked). This is a bridge: it covers ground twice as fast as \
                 stones side by side, and it is as good as joined.",
            )
            .after_first(5, GAME)
            .marking("d4 e2 d3 e3"),
        ),
        small(
            Lesson::new(
                "The bridge holds",
                "Black has pushed into the bridge at d3; White answers on the other cell, e3 \
                 (both marked), and the chain is whole. A bridge can only be cut if you let \
                 both cells go, so answer at once when it is attacked.",
            )
            .after_first(7, GAME)
            .marking("d3 e3"),
        ),
        small(
            Lesson::new(
                "Blocking",
                "Every stone also stands in the other player's way, and a chain from left to \
                 right is a wall no chain from top to bottom can cross. Black's d5 (marked) \
                 joins c5 and e5 into a wall just below White's stones.",
            )
            .after_first(8, GAME)
            .marking("c5 d5 e5"),
        ),
        small(
            Lesson::new(
                "A finished chain",
                "White tried to get round the wall on the right, Black stretched it to g4 and \
                 then reached a7 on the left. The marked chain joins Black's two sides: Black \
                 wins, and White's stones above it can no longer reach the bottom row.",
            )
            .after(GAME)
            .marking("a7 b6 c5 d5 e5 f5 g4"),
        ),
    ]
}

#[cfg(test)]
mod tests {
    use plateau_core::board::ColorRole;
    use plateau_core::session::GameSession;
    use plateau_core::{Player, StaticFactory, Verdict};

    use super::*;
    use crate::Hex;

    /// Who owns the stone on cell `name` in `session`, if any.
    fn stone(session: &dyn GameSession, name: &str) -> Option<usize> {
        let board = session.board_view();
        let cell = board.cells.iter().find(|c| c.name == name).expect(name);
        cell.stack.first().map(|piece| match piece.color {
            ColorRole::Player(p) => p.index(),
            other => panic!("{name}: a stone of {other:?}"),
        })
    }

    #[test]
    fn every_step_replays_and_marks_cells_of_the_board() {
        let game = StaticFactory::<Hex>::new();
        plateau_tests::lessons::check_lessons(&game, &lessons()).unwrap();
    }

    #[test]
    fn the_steps_show_what_their_words_say() {
        let game = StaticFactory::<Hex>::new();
        let steps = lessons();
        let at = |title: &str| {
            let lesson = steps.iter().find(|l| l.title == title).expect(title);
            lesson.replay(&game).unwrap()
        };
        let swapped = at("The swap");
        assert_eq!((stone(&*swapped, "e3"), stone(&*swapped, "c5")), (None, Some(1)));
        let bridge = at("A bridge");
        assert_eq!([stone(&*bridge, "d4"), stone(&*bridge, "e2")], [Some(0), Some(0)]);
        assert_eq!([stone(&*bridge, "d3"), stone(&*bridge, "e3")], [None, None]);
        let held = at("The bridge holds");
        assert_eq!([stone(&*held, "d3"), stone(&*held, "e3")], [Some(1), Some(0)]);
        let end = at("A finished chain");
        let winner = end.outcome().unwrap().verdict;
        assert_eq!(winner, Verdict::Winner(Player::new(1)));
        for cell in ["a7", "b6", "c5", "d5", "e5", "f5", "g4"] {
            assert_eq!(stone(&*end, cell), Some(1), "{cell}");
        }
    }
}
