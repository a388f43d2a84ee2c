//! Knight Line's first lesson: five positions of one short recorded game for two players.

use plateau_core::lesson::Lesson;

/// The moves of the game the lesson follows (two easy AIs, seed 2: `plateau play --game
/// knightline --seats easy,easy --seed 2`).
const GAME: &str = "0,0>2,1:1 1,0>-1,1:13 0,0>1,2:6 1,0>0,2:4 0,0>2,-1:11 -1,1>0,-1:11 \
    2,-1>1,1:10 0,-1>-2,0:8 1,1>3,0:7 -2,0>-1,2:2 1,1>0,3:2";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    vec![
        Lesson::new(
            "Two stacks",
            "Knight Line is played on an open square grid. White starts with one stack of 20 \
             tiles on 0,0, Black with 20 on 1,0 beside it (marked).",
        )
        .marking("0,0 1,0"),
        Lesson::new(
            "A knight's move",
            "On your turn you split one of your stacks: take tiles from its top, leaving at \
             least one behind, and put them down as a new stack a knight's move away (two \
             squares one way, one the other). White's very first move places a single tile: \
             here from 0,0 to 2,1.",
        )
        .after_first(1, GAME)
        .marking("0,0 2,1"),
        Lesson::new(
            "Stay connected",
            "Black has moved 13 tiles from 1,0 to -1,1. The new stack must land on an empty \
             cell that touches a tile, diagonals included, so all the tiles stay one group. How \
             many tiles to take is yours to choose: a tall stack can split again and again, a \
             single tile never moves.",
        )
        .after_first(2, GAME)
        .marking("1,0 -1,1"),
        Lesson::new(
            "Lines of stacks",
            "Four of your stacks in a straight line (across, up or diagonal), whatever their \
             heights, win at once. White has three on a diagonal, 3,0, 2,1 and 1,2, and its \
             stack on 1,1 is a knight's move from 0,3, the fourth cell of that line (all \
             marked).",
        )
        .after_first(10, GAME)
        .marking("3,0 2,1 1,2 1,1 0,3"),
        Lesson::new(
            "White wins",
            "White split two tiles off 1,1 onto 0,3: four in a row, and the game is over. A \
             player who cannot move passes; if nobody can move, Black wins, so White has to \
             build the line before the tiles run out.",
        )
        .after(GAME)
        .marking("0,3 1,2 2,1 3,0"),
    ]
}
