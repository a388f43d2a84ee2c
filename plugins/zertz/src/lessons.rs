//! ZÈRTZ's first lesson, in Blitz: six positions of one short game, from the full board to
//! the third white marble Player 1 needs.
//!
//! Blitz keeps the game short enough to follow: its goals are lower, its rules the same.
//! The game is chosen by hand so that one turn each shows a placement, a forced capture, a
//! chain and an isolation.

use plateau_core::lesson::Lesson;

/// The actions of the lesson's game, a placement and its removal counting two, a jump one.
/// Player 1 clears the corner round g1 early (g2, g3, f3), offers a black marble on e2, and
/// gets two whites back in a chain and a third by cutting g1 off.
const GAME: &str = "Wd4 -g2 Gd1 -g3 Wf2 -f3 Bb4 -a1 Be2 -a2 xf2Bd2 xd1Wd3 xd3Wd5 Bc6 -f2 Wg1 -f1";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    let blitz = |lesson: Lesson| lesson.with_option("variant", "blitz");
    vec![
        blitz(Lesson::new(
            "The board",
            "ZÈRTZ is played on a board of 37 rings that shrinks as the game goes on. The \
             marbles, white, grey and black, wait in a pool on the left and belong to nobody: \
             what counts is who captures them.\n\nThis lesson plays Blitz, the short game, with \
             5 white, 7 grey and 9 black marbles.",
        )),
        blitz(
            Lesson::new(
                "Placing a marble",
                "On your turn, if you cannot capture, take a marble of any colour from the pool \
                 and put it on any empty ring: Player 1 has put a white one on d4 (marked).\n\n\
                 Then remove a free ring, one at the edge with nothing on it that could slide \
                 out without pushing another. The free rings glow; Player 1 takes g2 (marked).",
            )
            .after_first(1, GAME)
            .marking("d4 g2"),
        ),
        blitz(
            Lesson::new(
                "Capturing is compulsory",
                "A marble jumps over a neighbouring marble of any colour to the empty ring \
                 straight behind it, and whoever jumps keeps the marble jumped. If you can \
                 capture, you must. Player 1 has put black on e2 next to the white on f2, so \
                 Player 2 has to jump from f2 over e2 to d2 (marked).",
            )
            .after_first(10, GAME)
            .marking("f2 e2 d2"),
        ),
        blitz(
            Lesson::new(
                "Capture chains",
                "A marble that can jump again must go on, in any direction, until it cannot. \
                 The white marble landing on d2 gave Player 1 a jump from d1 to d3; from there \
                 the same marble must jump d4 and land on d5 (marked). A capture is the whole \
                 turn: no placement, no ring removed.",
            )
            .after_first(12, GAME)
            .marking("d3 d4 d5"),
        ),
        blitz(
            Lesson::new(
                "Isolating rings",
                "Player 1 has placed white on g1, and its only link to the rest of the board is \
                 f1 (both marked). Removing f1 cuts g1 off. A group of rings cut off with a \
                 marble on every ring is taken by the player who cut it: its rings leave the \
                 board and its marbles are theirs. A cut-off group with an empty ring stays.",
            )
            .after_first(16, GAME)
            .marking("g1 f1"),
        ),
        blitz(Lesson::new(
            "Winning",
            "The white marble from g1 is Player 1's third white, and in Blitz that wins. Blitz \
             is won with 3 white, 4 grey, 5 black or 2 of each colour; the standard game, with \
             6 white, 8 grey and 10 black marbles, with 4 white, 5 grey, 6 black or 3 of \
             each.\n\nWhoever fills the last empty ring of the board also wins.",
        ))
        .after(GAME),
    ]
}

#[cfg(test)]
mod tests {
    use plateau_core::board::ColorRole;
    use plateau_core::session::GameSession;
    use plateau_core::{Player, StaticFactory, Verdict};

    use super::*;
    use crate::Zertz;

    /// The colour of the marble on ring `name` in `session`, or `None` for an empty ring.
    fn marble(session: &dyn GameSession, name: &str) -> Option<ColorRole> {
        let board = session.board_view();
        let cell = board.cells.iter().find(|c| c.name == name).expect(name);
        cell.stack.first().map(|p| p.color)
    }

    /// Whether ring `name` is still on the board.
    fn ring(session: &dyn GameSession, name: &str) -> bool {
        session.board_view().cells.iter().any(|c| c.name == name)
    }

    #[test]
    fn every_step_replays_and_marks_rings_of_the_board() {
        let game = StaticFactory::<Zertz>::new();
        plateau_tests::lessons::check_lessons(&game, &lessons()).unwrap();
    }

    #[test]
    fn the_steps_show_what_their_words_say() {
        let game = StaticFactory::<Zertz>::new();
        let steps = lessons();
        let at = |title: &str| {
            let lesson = steps.iter().find(|l| l.title == title).expect(title);
            lesson.replay(&game).unwrap()
        };
        let only_move = |session: &dyn GameSession| {
            let legal = session.legal_moves();
            assert_eq!(legal.len(), 1, "{:?}", session.history());
            session.notation(legal[0]).unwrap()
        };
        let placed = at("Placing a marble");
        assert_eq!(marble(&*placed, "d4"), Some(ColorRole::White));
        assert!(placed.parse_move("-g2").is_ok(), "g2 is free");
        // The capture and the rest of the chain are the only moves there are.
        let forced = at("Capturing is compulsory");
        assert_eq!(only_move(&*forced), "xf2Bd2");
        let chain = at("Capture chains");
        assert_eq!(only_move(&*chain), "xd3Wd5");
        let cut = at("Isolating rings");
        assert_eq!(marble(&*cut, "g1"), Some(ColorRole::White));
        assert!(!ring(&*cut, "g2") && !ring(&*cut, "f2"), "g1 hangs on f1 alone");
        let end = at("Winning");
        assert!(!ring(&*end, "g1"));
        let outcome = end.outcome().unwrap();
        assert_eq!(outcome.verdict, Verdict::Winner(Player::new(0)));
        let scores = end.scores();
        assert_eq!(scores.per_player[0][0].value, 3, "three white marbles");
    }
}
