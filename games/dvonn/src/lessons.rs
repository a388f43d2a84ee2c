//! DVONN's first lesson: seven positions of one recorded game, from the empty board to the
//! count at the end.

use plateau_core::lesson::Lesson;

/// The moves of the game the lesson follows (two easy AIs, seed 3: `plateau play --game
/// dvonn --seats easy,easy --seed 3`), placement first.
const GAME: &str = "i4 h5 i3 k5 h4 i5 g2 c5 i2 j5 k4 k3 j4 h1 g5 h2 f5 h3 g3 j3 i1 g4 f3 g1 f4 e2 \
    c2 j2 f2 e1 f1 e4 d2 e3 d1 e5 d3 d4 b1 c3 c4 a3 a1 b4 b3 b2 a2 d5 c1 i1-h1 g1-f1 g2-h3 \
    j2-i2 h3-j5 i2-k4 f2-e1 f1-f3 e1-e3 e5-f5 g5-g4 f3-i3 b1-a1 k5-j4 f4-e3 i5-h4 g3-h4 \
    j3-k4 h4-h1 j4-h2 g4-i4 h2-h5";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson::new(
            "The board",
            "DVONN is played on 49 spaces. White has 23 white pieces and 2 red DVONN pieces, Black \
             23 black pieces and 1 DVONN piece.\n\nFirst the players fill the board, one piece a \
             turn; then they move stacks until nobody can.",
        ),
        Lesson::new(
            "The DVONN pieces",
            "White, Black and White place the three red DVONN pieces first, on any empty spaces \
             (marked). Everything on the board will have to stay connected to them.",
        )
        .after_first(3, GAME)
        .marking("i4 h5 i3"),
        Lesson::new(
            "Filling the board",
            "Then Black, White, Black… place their own pieces on empty spaces until the board is \
             full. White places the 49th piece and also makes the first move.",
        )
        .after_first(49, GAME),
        Lesson::new(
            "Only the edge is free",
            "A piece whose six neighbouring spaces are all taken is surrounded and cannot move, \
             so at first only pieces on the edge can. A single piece moves exactly one space and \
             must land on another piece: White starts this game with i1-h1 (marked), making a \
             stack of two with White on top.",
        )
        .after_first(49, GAME)
        .marking("i1 h1"),
        Lesson::new(
            "Taller stacks jump farther",
            "A stack moves in a straight line exactly as many spaces as it has pieces, jumping \
             over empty and full spaces alike, and must land on a piece. Its top piece says who \
             may move it. Black's stack on k4 is four high, so it can jump to g4 (marked).",
        )
        .after_first(68, GAME)
        .marking("k4 g4"),
        Lesson::new(
            "Cut off",
            "After every move, whatever is no longer connected to a DVONN piece leaves the \
             board, whoever owns it. Black has just played j4-h2: the stacks on k4 and k3 \
             (marked) touched the rest only through j4, so they went, with five of Black's own \
             pieces.",
        )
        .after_first(69, GAME)
        .marking("k4 k3 j4 h2"),
        Lesson::new(
            "The count",
            "A player who cannot move passes; when neither can, the game ends. Each player \
             counts the pieces in the stacks whose top piece is theirs. Black's stacks on h5 and \
             i3 (marked) hold 4 pieces each, White's on j5 and i4 3 each: Black wins 8 to 6.",
        )
        .after_first(71, GAME)
        .marking("h5 i3"),
    ]
}
