//! YINSH's first lesson: six positions of one short game, from the rings going on the board
//! to the first row of five and the ring it wins.
//!
//! The game is chosen by hand so that one ring of White's walks up column f and builds the
//! row in five moves, turning two of Black's markers on the way.

use plateau_core::lesson::Lesson;

/// The moves of the lesson's game: ten placements, seven ring moves, then White's row and
/// the ring White takes off for it.
const GAME: &str = "f3 f5 c3 f6 h7 b6 d8 i4 j9 e9 f3-f4 f5-h5 c3-c5 f6-d4 f4-f7 h5-h3 f7-g8 \
    xf3-f7 xg8";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson::new(
            "Placing the rings",
            "YINSH is played on the points where the lines of the board meet. Each player has \
             five rings; White first, the players take turns putting one ring on any empty \
             point until all ten stand on the board. White's are marked.\n\nThe 51 markers, \
             white on one face and black on the other, are shared by both players.",
        )
        .after_first(10, GAME)
        .marking("f3 c3 h7 d8 j9"),
        Lesson::new(
            "Moving a ring",
            "Now a turn is a ring move. Put a marker with your colour up inside one of your \
             rings, then move the ring in a straight line over empty points. The marker stays \
             behind: White's ring went from f3 to f4 (marked) and left a white marker on f3.",
        )
        .after_first(11, GAME)
        .marking("f3 f4"),
        Lesson::new(
            "Jumping markers",
            "A ring may jump one unbroken run of markers, of either colour, and must stop on \
             the first empty point after it; it never passes over a ring. Each marker jumped \
             is turned over. White's ring went from f4 over Black's markers on f5 and f6 to \
             f7 (marked), and both markers are white now.",
        )
        .after_first(15, GAME)
        .marking("f4 f5 f6 f7"),
        Lesson::new(
            "A row of five",
            "Five markers of one colour side by side in a straight line make a row. White's \
             ring has left f7 for g8, and the marked markers from f3 to f7 are five white ones \
             in a line.",
        )
        .after_first(17, GAME)
        .marking("f3 f4 f5 f6 f7"),
        Lesson::new(
            "Taking off the row and a ring",
            "Whoever makes a row takes its five markers off the board and then one of their \
             own rings, here the ring on g8. The marked points are empty again and White has \
             one ring off. A row made in the opponent's colour is theirs to take.",
        )
        .after(GAME)
        .marking("f3 f4 f5 f6 f7 g8"),
        Lesson::new(
            "Winning",
            "The first to take off three rings wins, so each ring you win leaves you fewer to \
             move with. In Blitz, the short game shown here, one ring is enough: White has \
             already won.\n\nIf the markers run out first, whoever has taken off more rings \
             wins.",
        )
        .with_option("variant", "blitz")
        .after(GAME)
        .marking("g8"),
    ]
}

#[cfg(test)]
mod tests {
    use plateau_core::board::{ColorRole, PieceShape};
    use plateau_core::session::GameSession;
    use plateau_core::{Player, StaticFactory, Verdict};

    use super::*;
    use crate::Yinsh;

    /// What stands on point `name` in `session`: the owner and whether it is a ring.
    fn piece(session: &dyn GameSession, name: &str) -> Option<(usize, bool)> {
        let board = session.board_view();
        let cell = board.cells.iter().find(|c| c.name == name).expect(name);
        cell.stack.first().map(|p| match p.color {
            ColorRole::Player(player) => (player.index(), p.shape == PieceShape::Ring),
            other => panic!("{name}: a piece of {other:?}"),
        })
    }

    #[test]
    fn every_step_replays_and_marks_points_of_the_board() {
        let game = StaticFactory::<Yinsh>::new();
        plateau_tests::lessons::check_lessons(&game, &lessons()).unwrap();
    }

    #[test]
    fn the_steps_show_what_their_words_say() {
        let game = StaticFactory::<Yinsh>::new();
        let steps = lessons();
        let at = |title: &str| {
            let lesson = steps.iter().find(|l| l.title == title).expect(title);
            lesson.replay(&game).unwrap()
        };
        let moved = at("Moving a ring");
        assert_eq!((piece(&*moved, "f3"), piece(&*moved, "f4")), (Some((0, false)), Some((0, true))));
        let jumped = at("Jumping markers");
        assert_eq!([piece(&*jumped, "f5"), piece(&*jumped, "f6")], [Some((0, false)); 2]);
        let row = at("A row of five");
        for name in ["f3", "f4", "f5", "f6", "f7"] {
            assert_eq!(piece(&*row, name), Some((0, false)), "{name}");
        }
        assert_eq!(row.history().last().map(String::as_str), Some("f7-g8"));
        // In the normal game one ring is not yet a win; in Blitz it is.
        let taken = at("Taking off the row and a ring");
        assert!(taken.outcome().is_none());
        for name in ["f3", "f4", "f5", "f6", "f7", "g8"] {
            assert_eq!(piece(&*taken, name), None, "{name}");
        }
        let won = at("Winning").outcome().unwrap();
        assert_eq!(won.verdict, Verdict::Winner(Player::new(0)));
    }
}
