//! DVONN's long texts in German: each paragraph of the rules (`rules.md`) and each title and
//! paragraph of the first lesson (`lessons.rs`), keyed by the English text. They are looked up
//! whole, paragraph by paragraph, and `check_words` in the game's tests fails when an English
//! paragraph has no German here, so a paragraph changed in English cannot keep an old
//! translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "DVONN is played on a board of 49 spaces in five rows (9, 10, 11, 10, 9). White has 23 \
         white pieces and 2 red DVONN pieces, Black 23 black pieces and 1 DVONN piece.",
        "DVONN wird auf einem Brett mit 49 Feldern in fünf Reihen (9, 10, 11, 10, 9) gespielt. \
         Weiß hat 23 weiße Steine und 2 rote DVONN-Steine, Schwarz 23 schwarze Steine und 1 \
         DVONN-Stein.",
    ),
    (
        "Phase 1, placement\n\
         The players take turns placing one piece on any empty space. White, Black and White place \
         the three DVONN pieces first; then Black, White, Black… place their own pieces until the \
         board is full. White places the 49th piece and then also makes the first move of phase 2.",
        "Phase 1, Einsetzen\n\
         Die Spieler setzen abwechselnd je einen Stein auf ein beliebiges leeres Feld. Weiß, \
         Schwarz und Weiß setzen zuerst die drei DVONN-Steine; danach setzen Schwarz, Weiß, \
         Schwarz… ihre eigenen Steine, bis das Brett voll ist. Weiß setzt den 49. Stein und macht \
         danach auch den ersten Zug der Phase 2.",
    ),
    (
        "Phase 2, moving\n\
         On your turn you move one stack whose top piece is your colour. A stack moves in a \
         straight line (six directions) exactly as many spaces as it has pieces, jumping over \
         empty and occupied spaces alike, and lands on top of an occupied space (any colour, DVONN \
         pieces included). It may never end on an empty space or leave the board, and stacks are \
         never split. A stack whose six neighbouring spaces are all occupied is surrounded and \
         cannot move; a space on the edge of the board is never surrounded. A lone DVONN piece \
         never moves.",
        "Phase 2, Ziehen\n\
         Wer am Zug ist, zieht einen Turm, dessen oberster Stein die eigene Farbe hat. Ein Turm \
         zieht in gerader Linie (sechs Richtungen) genau so viele Felder weit, wie er Steine hat, \
         springt dabei über leere wie besetzte Felder hinweg und landet oben auf einem besetzten \
         Feld (gleich welcher Farbe, auch auf DVONN-Steinen). Er darf nie auf einem leeren Feld \
         enden oder das Brett verlassen, und Türme werden nie geteilt. Ein Turm, dessen sechs \
         Nachbarfelder alle besetzt sind, ist eingeschlossen und darf nicht ziehen; ein Feld am \
         Rand des Bretts ist nie eingeschlossen. Ein einzelner DVONN-Stein zieht nie.",
    ),
    (
        "Isolation\n\
         After every move, every group of pieces that is no longer connected (through neighbouring \
         spaces) to a DVONN piece is removed from the game, whoever owns it — even the stack that \
         just moved.",
        "Abgeschnitten\n\
         Nach jedem Zug wird jede Gruppe von Steinen, die (über benachbarte Felder) keine \
         Verbindung mehr zu einem DVONN-Stein hat, aus dem Spiel genommen, ganz gleich, wem sie \
         gehört – auch der Turm, der gerade gezogen hat.",
    ),
    (
        "Passing\n\
         You pass only when you have no legal move; you play again as soon as you have one. The \
         game ends when neither player can move.",
        "Passen\n\
         Man passt nur, wenn man keinen erlaubten Zug hat, und zieht wieder, sobald man einen hat. \
         Das Spiel endet, wenn keiner mehr ziehen kann.",
    ),
    (
        "Option: Game ends when\n\
         \"neither-can-move\" (the default) is the rule above, as the rulebook has it. \
         \"mover-stuck\" is a variant some other programs play: nobody passes, and the game ends \
         as soon as the player whose turn it is has no legal move in phase 2, even if the opponent \
         could still move. It is scored the usual way.",
        "Option: Spielende, wenn\n\
         „keiner mehr ziehen kann“ (voreingestellt, neither-can-move) ist die Regel oben, wie sie \
         in der Spielregel steht. „der Spieler am Zug nicht ziehen kann“ (mover-stuck) ist eine \
         Variante, die manche andere Programme spielen: Niemand passt, und das Spiel endet, sobald \
         der Spieler am Zug in Phase 2 keinen erlaubten Zug hat, auch wenn der Gegner noch ziehen \
         könnte. Gewertet wird wie üblich.",
    ),
    (
        "Scoring\n\
         Each player counts all pieces in the stacks they control (top piece of their colour), \
         whatever colours are inside. The higher total wins; equal totals are a draw.",
        "Wertung\n\
         Jeder Spieler zählt alle Steine der Türme, die er beherrscht (oberster Stein in seiner \
         Farbe), gleich welche Farben darin stecken. Die höhere Summe gewinnt; bei gleicher Summe \
         endet das Spiel unentschieden.",
    ),
    (
        "Our decisions\n\
         Nothing is removed during placement; edge spaces are never surrounded; a stack moves \
         exactly its height; stacks containing DVONN pieces move for the owner of their top piece \
         and are never removed; the game ends only when neither side can move (not when the player \
         to move is stuck, unless the \"mover-stuck\" option is chosen); a player with no move at \
         the start of phase 2 passes.",
        "Unsere Entscheidungen\n\
         Beim Einsetzen wird nichts entfernt; Randfelder sind nie eingeschlossen; ein Turm zieht \
         genau so weit, wie er hoch ist; Türme mit DVONN-Steinen ziehen für den Besitzer ihres \
         obersten Steins und werden nie entfernt; das Spiel endet erst, wenn keine Seite mehr \
         ziehen kann (nicht schon, wenn der Spieler am Zug festsitzt, außer mit der Option „der \
         Spieler am Zug nicht ziehen kann“); wer zu Beginn der Phase 2 keinen Zug hat, passt.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("The board", "Das Brett"),
    (
        "DVONN is played on 49 spaces. White has 23 white pieces and 2 red DVONN pieces, Black 23 \
         black pieces and 1 DVONN piece.",
        "DVONN wird auf 49 Feldern gespielt. Weiß hat 23 weiße Steine und 2 rote DVONN-Steine, \
         Schwarz 23 schwarze Steine und 1 DVONN-Stein.",
    ),
    (
        "First the players fill the board, one piece a turn; then they move stacks until nobody \
         can.",
        "Zuerst füllen die Spieler das Brett, einen Stein pro Zug; dann ziehen sie Türme, bis \
         keiner mehr kann.",
    ),
    ("The DVONN pieces", "Die DVONN-Steine"),
    (
        "White, Black and White place the three red DVONN pieces first, on any empty spaces \
         (marked). Everything on the board will have to stay connected to them.",
        "Weiß, Schwarz und Weiß setzen zuerst die drei roten DVONN-Steine auf beliebige leere \
         Felder (markiert). Alles auf dem Brett muss mit ihnen verbunden bleiben.",
    ),
    ("Filling the board", "Das Brett füllen"),
    (
        "Then Black, White, Black… place their own pieces on empty spaces until the board is full. \
         White places the 49th piece and also makes the first move.",
        "Dann setzen Schwarz, Weiß, Schwarz… ihre eigenen Steine auf leere Felder, bis das Brett \
         voll ist. Weiß setzt den 49. Stein und macht auch den ersten Zug.",
    ),
    ("Only the edge is free", "Nur der Rand ist frei"),
    (
        "A piece whose six neighbouring spaces are all taken is surrounded and cannot move, so at \
         first only pieces on the edge can. A single piece moves exactly one space and must land \
         on another piece: White starts this game with i1-h1 (marked), making a stack of two with \
         White on top.",
        "Ein Stein, dessen sechs Nachbarfelder alle besetzt sind, ist eingeschlossen und darf \
         nicht ziehen; anfangs können also nur Steine am Rand ziehen. Ein einzelner Stein zieht \
         genau ein Feld weit und muss auf einem anderen Stein landen: Weiß beginnt diese Partie \
         mit i1-h1 (markiert) und baut so einen Turm aus zwei Steinen, Weiß obenauf.",
    ),
    ("Taller stacks jump farther", "Höhere Türme springen weiter"),
    (
        "A stack moves in a straight line exactly as many spaces as it has pieces, jumping over \
         empty and full spaces alike, and must land on a piece. Its top piece says who may move \
         it. Black's stack on k4 is four high, so it can jump to g4 (marked).",
        "Ein Turm zieht in gerader Linie genau so viele Felder weit, wie er Steine hat, springt \
         dabei über leere wie besetzte Felder und muss auf einem Stein landen. Sein oberster Stein \
         bestimmt, wer ihn ziehen darf. Der Turm von Schwarz auf k4 ist vier Steine hoch und kann \
         daher nach g4 (markiert) springen.",
    ),
    ("Cut off", "Abgeschnitten"),
    (
        "After every move, whatever is no longer connected to a DVONN piece leaves the board, \
         whoever owns it. Black has just played j4-h2: the stacks on k4 and k3 (marked) touched \
         the rest only through j4, so they went, with five of Black's own pieces.",
        "Nach jedem Zug verlässt alles das Brett, was nicht mehr mit einem DVONN-Stein verbunden \
         ist, ganz gleich, wem es gehört. Schwarz hat gerade j4-h2 gezogen: Die Türme auf k4 und \
         k3 (markiert) hingen nur über j4 am Rest, also sind sie fort, mit fünf eigenen Steinen \
         von Schwarz.",
    ),
    ("The count", "Die Wertung"),
    (
        "A player who cannot move passes; when neither can, the game ends. Each player counts the \
         pieces in the stacks whose top piece is theirs. Black's stacks on h5 and i3 (marked) hold \
         4 pieces each, White's on j5 and i4 3 each: Black wins 8 to 6.",
        "Wer nicht ziehen kann, passt; können beide nicht mehr ziehen, endet das Spiel. Jeder \
         Spieler zählt die Steine in den Türmen, deren oberster Stein seine Farbe hat. Die Türme \
         von Schwarz auf h5 und i3 (markiert) enthalten je 4 Steine, die von Weiß auf j5 und i4 je \
         3: Schwarz gewinnt 8 zu 6.",
    ),
];
