//! Knight Line's long texts in German: each paragraph of the rules (`rules.md`), each title and
//! paragraph of the first lesson (`lessons.rs`) and each option's help, keyed by the English
//! text. They are looked up whole, paragraph by paragraph, and `check_words` in the game's
//! tests fails when an English paragraph has no German here, so a paragraph changed in
//! English cannot keep an old translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "Knight Line is played on an unbounded square grid. Each player starts with one stack of \
         20 tiles: White at (0,0), Black beside it at (1,0), and in the three-player game Red at \
         (0,-1).",
        "Knight Line wird auf einem unbegrenzten Gitter aus Quadraten gespielt. Jeder Spieler \
         beginnt mit einem Turm aus 20 Steinen: Weiß auf (0,0), Schwarz daneben auf (1,0) und im \
         Spiel zu dritt Rot auf (0,-1).",
    ),
    (
        "Your turn\n\
         Split one of your stacks: take 1 or more tiles from the top, always leaving at least one \
         behind, and place them as a new stack a knight's move away (two squares in one direction, \
         one in the other). The new stack must land on an empty cell that touches at least one \
         occupied cell, diagonals included, so all tiles stay connected. In the two-player game \
         White's very first move places a single tile; the rule option \"Single-tile first move\" \
         (on by default) keeps this rule, and turning it off makes that move as free as any other.",
        "Dein Zug\n\
         Teile einen deiner Türme: Nimm 1 oder mehr Steine von oben ab, wobei immer mindestens \
         einer liegen bleibt, und setze sie als neuen Turm einen Rösselsprung entfernt ab (zwei \
         Felder in die eine Richtung, eines in die andere). Der neue Turm muss auf einem leeren \
         Feld landen, das mindestens ein besetztes Feld berührt, auch diagonal, damit alle Steine \
         verbunden bleiben. Im Spiel zu zweit setzt Weiß beim allerersten Zug einen einzelnen \
         Stein; die Regeloption „Erster Zug mit einem Stein“ (voreingestellt an) behält diese \
         Regel bei, und ausgeschaltet ist dieser Zug so frei wie jeder andere.",
    ),
    (
        "Winning\n\
         Four or more of your stacks in a straight line (across, up, or diagonal) win at once, \
         whatever their heights.",
        "Gewinnen\n\
         Vier oder mehr deiner Türme in einer geraden Linie (waagrecht, senkrecht oder diagonal) \
         gewinnen sofort, ganz gleich, wie hoch sie sind.",
    ),
    (
        "Passing and the end\n\
         A player with no legal move passes and plays again when a move becomes possible. Two \
         players: when nobody can move, Black wins. Three players (White, Black, Red in turn): as \
         soon as any player is forced to pass, the game ends and everybody draws.",
        "Passen und Spielende\n\
         Wer keinen erlaubten Zug hat, passt und zieht wieder, sobald ein Zug möglich wird. Zu \
         zweit: Kann niemand mehr ziehen, gewinnt Schwarz. Zu dritt (Weiß, Schwarz, Rot der Reihe \
         nach): Sobald ein Spieler passen muss, endet das Spiel unentschieden für alle.",
    ),
    (
        "Grey tile variants\n\
         A grey tile starts at (0,0) and each player places their stack on a cell next to it \
         before play starts. Blocker: the grey tile breaks every line through it. Wildcard: it \
         counts as a stack of every player for lines.",
        "Varianten mit grauem Stein\n\
         Ein grauer Stein liegt zu Beginn auf (0,0), und jeder Spieler setzt seinen Turm vor \
         Spielbeginn auf ein Feld daneben. Sperre: Der graue Stein unterbricht jede Linie durch \
         ihn. Joker: Er zählt für Linien als Turm jedes Spielers.",
    ),
    (
        "Our decisions\n\
         A pass is not permanent; in the grey variants stacks go next to the grey tile itself; \
         White's single-tile first move also applies with the grey tile in two-player games (to \
         White's first split, after both stacks are placed), never with three players, and can be \
         switched off; lines of five or more count.",
        "Unsere Entscheidungen\n\
         Passen ist nicht endgültig; in den Varianten mit grauem Stein kommen die Türme direkt \
         neben den grauen Stein; der erste Zug von Weiß mit einem Stein gilt im Spiel zu zweit \
         auch mit grauem Stein (für die erste Teilung von Weiß, nachdem beide Türme gesetzt sind), \
         nie zu dritt, und lässt sich ausschalten; Linien aus fünf oder mehr Türmen zählen.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("Two stacks", "Zwei Türme"),
    (
        "Knight Line is played on an open square grid. White starts with one stack of 20 tiles on \
         0,0, Black with 20 on 1,0 beside it (marked).",
        "Knight Line wird auf einem offenen Gitter aus Quadraten gespielt. Weiß beginnt mit einem \
         Turm aus 20 Steinen auf 0,0, Schwarz mit 20 auf 1,0 daneben (markiert).",
    ),
    ("A knight's move", "Ein Rösselsprung"),
    (
        "On your turn you split one of your stacks: take tiles from its top, leaving at least one \
         behind, and put them down as a new stack a knight's move away (two squares one way, one \
         the other). White's very first move places a single tile: here from 0,0 to 2,1.",
        "Wer am Zug ist, teilt einen seiner Türme: Er nimmt Steine von oben ab, lässt mindestens \
         einen liegen und setzt sie als neuen Turm einen Rösselsprung entfernt ab (zwei Felder in \
         die eine Richtung, eines in die andere). Beim allerersten Zug setzt Weiß einen einzelnen \
         Stein: hier von 0,0 nach 2,1.",
    ),
    ("Stay connected", "Verbunden bleiben"),
    (
        "Black has moved 13 tiles from 1,0 to -1,1. The new stack must land on an empty cell that \
         touches a tile, diagonals included, so all the tiles stay one group. How many tiles to \
         take is yours to choose: a tall stack can split again and again, a single tile never \
         moves.",
        "Schwarz hat 13 Steine von 1,0 nach -1,1 gezogen. Der neue Turm muss auf einem leeren Feld \
         landen, das einen Stein berührt, auch diagonal, damit alle Steine eine Gruppe bleiben. \
         Wie viele Steine du nimmst, entscheidest du: Ein hoher Turm lässt sich immer wieder \
         teilen, ein einzelner Stein zieht nie.",
    ),
    ("Lines of stacks", "Linien aus Türmen"),
    (
        "Four of your stacks in a straight line (across, up or diagonal), whatever their heights, \
         win at once. White has three on a diagonal, 3,0, 2,1 and 1,2, and its stack on 1,1 is a \
         knight's move from 0,3, the fourth cell of that line (all marked).",
        "Vier deiner Türme in einer geraden Linie (waagrecht, senkrecht oder diagonal) gewinnen \
         sofort, ganz gleich, wie hoch sie sind. Weiß hat drei auf einer Diagonale, 3,0, 2,1 und \
         1,2, und sein Turm auf 1,1 steht einen Rösselsprung von 0,3 entfernt, dem vierten Feld \
         dieser Linie (alle markiert).",
    ),
    ("White wins", "Weiß gewinnt"),
    (
        "White split two tiles off 1,1 onto 0,3: four in a row, and the game is over. A player who \
         cannot move passes; if nobody can move, Black wins, so White has to build the line before \
         the tiles run out.",
        "Weiß hat zwei Steine von 1,1 nach 0,3 abgeteilt: vier in einer Reihe, und das Spiel ist \
         vorbei. Wer nicht ziehen kann, passt; kann niemand mehr ziehen, gewinnt Schwarz, also \
         muss Weiß seine Linie bauen, bevor die Züge ausgehen.",
    ),
    // The options' help.
    (
        "Two players (White, Black) or three (White, Black, Red).",
        "Zwei Spieler (Weiß, Schwarz) oder drei (Weiß, Schwarz, Rot).",
    ),
    (
        "None; a blocker: a neutral tile at the centre breaks lines; a wildcard: it counts for \
         every player's lines. With a grey tile, players first place their stacks next to it.",
        "Keiner; Sperre: Ein neutraler Stein in der Mitte unterbricht Linien; Joker: Er zählt für \
         die Linien jedes Spielers. Mit grauem Stein setzen die Spieler ihre Türme zuerst neben \
         ihn.",
    ),
    (
        "White's first split moves exactly one tile, as the rulebook says (two players only, with \
         or without the grey tile; off, it is as free as any later split).",
        "Die erste Teilung von Weiß bewegt genau einen Stein, wie es die Spielregel sagt (nur zu \
         zweit, mit oder ohne grauen Stein; ausgeschaltet ist sie so frei wie jede spätere \
         Teilung).",
    ),
];
