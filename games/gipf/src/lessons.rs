//! GIPF's first lesson, in the Basic version: six positions of one recorded game, from the
//! starting pieces to an empty reserve.

use plateau_core::lesson::Lesson;

/// The moves of the game the lesson follows (two easy AIs, seed 5: `plateau play --game
/// gipf -o version=basic --seats easy,easy --seed 5`).
const GAME: &str = "e1-e2 d1-e2 a2-b2 i4-h5 e1-e2 b1-b2 a2-b2 i5-h5 g7-g6 a4-b5 c1-c2 i2-h3 d1-d2 \
    xb2,c2,d2,e2 g1-g2 d1-e2 a3-b4 c1-d2 i3-h4 xh2,h3,h4,h5 d1-e2 f1-f2 xb3,c3,d3,e3,f2 \
    h1-g2 xd4,e4,f3,g2 a1-b2 c1-d2 g7-g6 i2-h3 f8-f7 h6-g6 i1-h2 d8-e8 a2-b3 xb2,b3,b4,b5 \
    g7-g6 i3-h3 xd2,e3,f3,g3,h3 e9-e8 g7-g6 e1-e2 a4-b5 i5-h5 f8-f7 i5-h5 a4-b5 i5-h5 \
    xd4,e5,f5,g5,h5 i1-h2 i1-h2 b6-c6 e1-e2 xe2,e3,e4,e5 c7-d7 xg2,g3,g4,g5,g6 c7-c6 c7-d7 \
    xc5,d6,e7,f7 g7-g6 g7-g6 b6-b5 g1-g2 h6-g6 a2-b3 f1-f2 b6-b5 g7-g6 xg2,g3,g4,g5,g6 f8-f7 \
    a3-b3 f8-f7 xf2,f3,f4,f5,f6,f7 f8-f7 a3-b3 g7-g6 a1-b2 a4-b4 a3-b4 xb2,b3,b4,b5 c7-c6 \
    xc2,c3,c4,c5,c6 i2-h3 h6-h5 xe8,f7,g6,h5 i2-h2 d8-e8 f8-e8 c7-c6 c7-d7 h6-h5 a4-b5 i3-h4 \
    c7-c6 xb5,c6,d7,e8 c7-d7 i4-h4 d8-d7 xd3,d4,d5,d6,d7 i5-h5 xh2,h3,h4,h5 h1-h2 h1-g2 \
    i1-h2 f8-f7 g7-g6 xg2,g3,g4,g5,g6 h6-h5 a4-b5 b6-c6 b1-c2 b6-c6 a5-b5 g7-f7 c7-c6 b1-c2 \
    xc2,c3,c4,c5,c6 c1-d2 a2-b3 d1-d2 xd2,d3,d4,d5,d6 b6-b5 a2-b3 g7-g6 i5-h5 g7-f7 a2-b3 \
    xb3,c4,d5,e6 h6-h5 b6-b5 d8-e8 xe8,f7,g6,h5 i2-h3 b6-c6 d1-e2 a3-b4 xb4,c5,d6,e7 h6-h5 \
    xh2,h3,h4,h5 a1-b2 g1-g2 a3-b4 a2-b3 a5-b5 a4-b5 a3-b4 h6-h5 a4-b4 xc3,c4,c5,c6 h1-g2 \
    xd4,e4,f3,g2 a2-b3 a3-b4 c7-d7 f8-f7 c7-d7 xd7,e7,f6,g5 g7-f7 h1-h2 a5-b5 \
    xb4,c5,d6,e7,f7 a4-b5 a5-b5 d8-e8 h1-h2 c7-c6 c7-d7 a2-b3 xb3,c4,d5,e6 i2-h3 i1-h2 h1-h2 \
    a5-b5 i3-h3 xh2,h3,h4,h5 c7-d7 xb5,c6,d7,e8 a4-b5 b1-c2 a5-b5 xb5,c5,d5,e5 c1-d2 d8-e8 \
    d1-e2 xb2,c2,d2,e2 b1-c2 f1-f2 a2-b3 b6-c6 e9-e8 f8-e8 g1-f2 f8-f7 f1-f2 xf2,f3,f4,f5 \
    g7-g6 h6-h5 h6-h5 xe8,f7,g6,h5 a2-b3 a1-b2 c1-c2 xc2,c3,c4,c5,c6 i2-h3 h1-h2 i3-h3 \
    xe3,f3,g3,h3 i3-h4 d8-d7 i3-h4 xd7,e7,f6,g5,h4 i2-h3 d8-e8 d8-e8 g1-g2 a3-b3 f8-e8 c7-d7 \
    d1-e2 g7-g6 b1-b2";

/// The lesson's steps.
pub fn lessons() -> Vec<Lesson> {
    let basic = |lesson: Lesson| lesson.with_option("version", "basic");
    vec![
        basic(
            Lesson::new(
                "The board",
                "GIPF is played on 37 spots inside a ring of 24 dots. In Basic GIPF each player \
                 has 15 pieces: three start on the board (White's are marked), twelve wait in \
                 reserve.",
            )
            .marking("e2 b5 h5"),
        ),
        basic(
            Lesson::new(
                "Push a piece in",
                "On your turn you put a piece from your reserve on a dot and push it onto the \
                 next spot. White has pushed in from the dot e1: the new piece stands on e2, and \
                 the piece that stood there moved on to e3 (marked).",
            )
            .after_first(1, GAME)
            .marking("e2 e3"),
        ),
        basic(
            Lesson::new(
                "The whole chain moves",
                "Black has pushed in from d1 towards e2: the white piece on e2 moved on along \
                 the line to f2 (marked). A push moves every piece in front of it one spot, up to \
                 the first empty spot; a line with no empty spot cannot be pushed.",
            )
            .after_first(2, GAME)
            .marking("e2 f2"),
        ),
        basic(
            Lesson::new(
                "Four in a row",
                "White's push from d1 has made four white pieces in a row on one line (marked). \
                 Four or more of your colour in a row are taken off at once, and your own pieces \
                 go back to your reserve: pieces in reserve are what keeps you in the game.",
            )
            .after_first(13, GAME)
            .marking("b2 c2 d2 e2"),
        ),
        basic(
            Lesson::new(
                "Capturing",
                "Black's push from f1 has made a black row: c3, d3, e3 and f2. Every piece that \
                 directly extends a row goes with it, so the white piece on b3 (marked with the \
                 row) is captured and out of the game for good, while Black's four go back to \
                 Black's reserve.",
            )
            .after_first(22, GAME)
            .marking("b3 c3 d3 e3 f2"),
        ),
        basic(
            Lesson::new(
                "The end",
                "You lose when you must bring a piece in and your reserve is empty. Each capture \
                 shrinks the other side's supply, so rows that take your opponent's pieces are \
                 the way to win. In this game White captured eight black pieces; at move 220 \
                 Black had none left to play.",
            )
            .after(GAME),
        ),
    ]
}
