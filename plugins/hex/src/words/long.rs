//! Hex's long texts in German: each paragraph of the rules (`rules.md`), each title and
//! paragraph of the first lesson (`lessons.rs`) and each option's help, keyed by the English
//! text. They are looked up whole, paragraph by paragraph, and `check_words` in the game's
//! tests fails when an English paragraph has no German here, so a paragraph changed in
//! English cannot keep an old translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "Hex is played on a rhombus of hexagonal cells, 11 a side by default (any size from 5 to \
         19 with the option \"Board size\"). Columns are lettered from a on the left, rows \
         numbered from 1 at the top, so every cell has a name such as d5.",
        "Hex wird auf einer Raute aus sechseckigen Feldern gespielt, voreingestellt mit 11 Feldern \
         je Seite (mit der Option „Brettgröße“ jede Größe von 5 bis 19). Die Spalten sind von \
         links nach rechts mit Buchstaben ab a bezeichnet, die Reihen von oben nach unten ab 1 \
         nummeriert, so hat jedes Feld einen Namen wie d5.",
    ),
    (
        "The sides\n\
         White owns the top and bottom rows (row 1 and the last row); Black owns the left and \
         right columns (column a and the last column). The board shows each side in its owner's \
         colour. The four corner cells belong to one side of each player.",
        "Die Seiten\n\
         Weiß gehören die obere und die untere Reihe (Reihe 1 und die letzte Reihe); Schwarz \
         gehören die linke und die rechte Spalte (Spalte a und die letzte Spalte). Das Brett zeigt \
         jede Seite in der Farbe ihres Besitzers. Die vier Eckfelder gehören zu je einer Seite \
         beider Spieler.",
    ),
    (
        "Your turn\n\
         White moves first. On your turn put one stone of your colour on any empty cell. Stones \
         never move and are never taken.",
        "Dein Zug\n\
         Weiß beginnt. Wer am Zug ist, setzt einen Stein seiner Farbe auf ein beliebiges leeres \
         Feld. Steine ziehen nie und werden nie geschlagen.",
    ),
    (
        "Winning\n\
         You win as soon as a chain of your stones, each touching the next along a shared edge, \
         links your two sides. The game cannot end in a draw: once the board is full exactly one \
         player has such a chain, so someone always wins before that.",
        "Gewinnen\n\
         Du gewinnst, sobald eine Kette deiner Steine, jeder mit dem nächsten über eine gemeinsame \
         Kante verbunden, deine beiden Seiten verbindet. Unentschieden kann das Spiel nicht enden: \
         Auf einem vollen Brett hat genau ein Spieler eine solche Kette, also gewinnt immer \
         jemand, bevor es so weit ist.",
    ),
    (
        "The swap rule\n\
         With the option \"Swap rule\" (on by default), Black's first turn offers a choice: place \
         a stone as usual, or play swap. Swapping takes over White's first stone: it is removed, \
         and a Black stone goes on its mirror image across the long diagonal from a1 to the far \
         corner (column and row exchanged, so e3 becomes c5), which stands to Black's sides \
         exactly as the original stood to White's. Then White moves again. Written as \"swap\".",
        "Die Tauschregel\n\
         Mit der Option „Tauschregel“ (voreingestellt an) hat Schwarz beim ersten Zug die Wahl: \
         wie üblich einen Stein setzen oder tauschen. Beim Tauschen übernimmt Schwarz den ersten \
         Stein von Weiß: Er wird entfernt, und ein schwarzer Stein kommt auf sein Spiegelbild an \
         der langen Diagonale von a1 zur gegenüberliegenden Ecke (Spalte und Reihe vertauscht, aus \
         e3 wird c5), das zu den Seiten von Schwarz genau so steht wie das Original zu denen von \
         Weiß. Dann zieht Weiß erneut. Geschrieben als „swap“.",
    ),
    (
        "Our decisions\n\
         Players keep their colours and sides when swapping; the stone is mirrored instead. This \
         is the same game as exchanging colours, with the seats never changing sides. Swap is only \
         possible as the very next move after White's first stone and only once.",
        "Unsere Entscheidungen\n\
         Beim Tauschen behalten die Spieler ihre Farben und Seiten; stattdessen wird der Stein \
         gespiegelt. Das ist dasselbe Spiel wie ein Tausch der Farben, nur wechseln die Plätze nie \
         die Seiten. Tauschen ist nur als allernächster Zug nach dem ersten Stein von Weiß möglich \
         und nur einmal.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("The board", "Das Brett"),
    (
        "Hex is played on a rhombus of hexagons, here 7 a side (the usual board has 11). White \
         owns the top and bottom rows (marked), Black the left and right columns.",
        "Hex wird auf einer Raute aus Sechsecken gespielt, hier mit 7 Feldern je Seite (das \
         übliche Brett hat 11). Weiß gehören die obere und die untere Reihe (markiert), Schwarz \
         die linke und die rechte Spalte.",
    ),
    (
        "Whoever first links their own two sides with an unbroken chain of their stones wins.",
        "Wer zuerst seine beiden Seiten mit einer lückenlosen Kette eigener Steine verbindet, \
         gewinnt.",
    ),
    ("Placing a stone", "Einen Stein setzen"),
    (
        "White begins. A turn is one stone of your colour on any empty cell; White has put one on \
         e3 (marked). Stones never move and are never taken, and the game can never end in a draw.",
        "Weiß beginnt. Ein Zug ist ein Stein deiner Farbe auf einem beliebigen leeren Feld; Weiß \
         hat einen auf e3 gesetzt (markiert). Steine ziehen nie und werden nie geschlagen, und das \
         Spiel kann nie unentschieden enden.",
    ),
    ("The swap", "Der Tausch"),
    (
        "Going first is an advantage, so on the first turn Black may swap instead of placing: \
         White's first stone leaves and a black one appears on its mirror image across the a1–g7 \
         diagonal, e3 becoming c5 (marked). Then White moves again. A first stone that is too \
         strong invites the swap.",
        "Anzufangen ist ein Vorteil, deshalb darf Schwarz beim ersten Zug tauschen, statt zu \
         setzen: Der erste Stein von Weiß verschwindet, und ein schwarzer erscheint auf seinem \
         Spiegelbild an der Diagonale a1–g7, aus e3 wird c5 (markiert). Dann zieht Weiß erneut. \
         Ein zu starker erster Stein lädt zum Tausch ein.",
    ),
    ("A bridge", "Eine Brücke"),
    (
        "White's d4 and e2 (marked) do not touch, but both touch the two empty cells d3 and e3 \
         (marked). This is a bridge: it covers ground twice as fast as stones side by side, and it \
         is as good as joined.",
        "Die weißen Steine auf d4 und e2 (markiert) berühren sich nicht, aber beide berühren die \
         zwei leeren Felder d3 und e3 (markiert). Das ist eine Brücke: Sie kommt doppelt so \
         schnell voran wie Steine nebeneinander und ist so gut wie verbunden.",
    ),
    ("The bridge holds", "Die Brücke hält"),
    (
        "Black has pushed into the bridge at d3; White answers on the other cell, e3 (both \
         marked), and the chain is whole. A bridge can only be cut if you let both cells go, so \
         answer at once when it is attacked.",
        "Schwarz ist bei d3 in die Brücke eingedrungen; Weiß antwortet auf dem anderen Feld, e3 \
         (beide markiert), und die Kette ist geschlossen. Eine Brücke lässt sich nur trennen, wenn \
         du beide Felder hergibst, also antworte sofort, wenn sie angegriffen wird.",
    ),
    ("Blocking", "Blockieren"),
    (
        "Every stone also stands in the other player's way, and a chain from left to right is a \
         wall no chain from top to bottom can cross. Black's d5 (marked) joins c5 and e5 into a \
         wall just below White's stones.",
        "Jeder Stein steht auch dem anderen Spieler im Weg, und eine Kette von links nach rechts \
         ist eine Mauer, die keine Kette von oben nach unten überqueren kann. Der schwarze Stein \
         auf d5 (markiert) verbindet c5 und e5 zu einer Mauer direkt unter den Steinen von Weiß.",
    ),
    ("A finished chain", "Eine fertige Kette"),
    (
        "White tried to get round the wall on the right, Black stretched it to g4 and then reached \
         a7 on the left. The marked chain joins Black's two sides: Black wins, and White's stones \
         above it can no longer reach the bottom row.",
        "Weiß hat versucht, die Mauer rechts zu umgehen, Schwarz hat sie bis g4 verlängert und \
         dann links a7 erreicht. Die markierte Kette verbindet die beiden Seiten von Schwarz: \
         Schwarz gewinnt, und die weißen Steine darüber können die unterste Reihe nicht mehr \
         erreichen.",
    ),
    // The options' help.
    (
        "Cells along each side of the rhombus (11 is the classic board, 19 a long game).",
        "Felder entlang jeder Seite der Raute (11 ist das klassische Brett, 19 ein langes Spiel).",
    ),
    (
        "On Black's first turn Black may take over White's first stone instead of placing one, \
         which keeps White from opening with a strong move.",
        "Beim ersten Zug darf Schwarz den ersten Stein von Weiß übernehmen, statt selbst einen zu \
         setzen; das hält Weiß davon ab, mit einem starken Zug zu eröffnen.",
    ),
];
