//! ZÈRTZ's long texts in German: each paragraph of the rules (`rules.md`), each title and
//! paragraph of the first lesson (`lessons.rs`) and each option's help, keyed by the English
//! text. They are looked up whole, paragraph by paragraph, and `check_words` in the game's
//! tests fails when an English paragraph has no German here, so a paragraph changed in
//! English cannot keep an old translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "ZÈRTZ is played on a board made of 37 rings (48 or 61 on the larger boards), in columns a \
         to g; the rings of each column are numbered from the bottom up, so every ring has a name \
         such as d4. The marbles, 6 white, 8 grey and 10 black (5, 7 and 9 in Blitz), start in a \
         pool both players share. The marbles belong to nobody; what counts is who captures them.",
        "ZÈRTZ wird auf einem Brett aus 37 Ringen gespielt (48 oder 61 auf den größeren Brettern), \
         in den Spalten a bis g; die Ringe jeder Spalte sind von unten nach oben nummeriert, so \
         hat jeder Ring einen Namen wie d4. Die Kugeln, 6 weiße, 8 graue und 10 schwarze (in Blitz \
         5, 7 und 9), liegen zu Beginn in einem gemeinsamen Vorrat beider Spieler. Die Kugeln \
         gehören niemandem; es zählt, wer sie schlägt.",
    ),
    (
        "Your turn\n\
         Either place a marble or capture; capturing is compulsory.",
        "Dein Zug\n\
         Entweder setzt du eine Kugel, oder du schlägst; Schlagen ist Pflicht.",
    ),
    (
        "Placing\n\
         Take a marble of any colour from the pool and put it on any vacant ring. Then remove a \
         free ring: a vacant ring at the edge of the board that can slide out without moving \
         another ring, which means that two neighbouring places next to each other (60° apart) \
         hold no ring. If no ring is free, your turn ends after the placement. Once the pool is \
         empty you place marbles from your own captures. Written as colour and ring, then the ring \
         removed: Wd4, -d1 (the official record writes the turn Wd4,d1).",
        "Setzen\n\
         Nimm eine Kugel beliebiger Farbe aus dem Vorrat und lege sie auf einen beliebigen leeren \
         Ring. Entferne dann einen freien Ring: einen leeren Ring am Rand des Bretts, der sich \
         herausschieben lässt, ohne einen anderen Ring zu bewegen, das heißt, zwei \
         nebeneinanderliegende Nachbarplätze (60° auseinander) sind ohne Ring. Ist kein Ring frei, \
         endet dein Zug nach dem Setzen. Ist der Vorrat leer, setzt du Kugeln, die du geschlagen \
         hast. Geschrieben als Farbe und Ring, dann der entfernte Ring: Wd4, -d1 (die offizielle \
         Notation schreibt den Zug Wd4,d1).",
    ),
    (
        "Capturing\n\
         If any marble can jump, you must capture. A marble jumps over a marble beside it, of any \
         colour, to the vacant ring directly behind, and you take the marble jumped. If the same \
         marble can jump again, it must, in any direction; where it has a choice, you choose, and \
         a shorter chain is as good as a longer one. A capture is your whole turn: no placement \
         and no ring removed. Written as x, the ring jumped from, the colour captured and the ring \
         landed on: xd1Gd3 (the official record writes a chain x d1Gd3Wd5).",
        "Schlagen\n\
         Kann irgendeine Kugel springen, musst du schlagen. Eine Kugel springt über eine \
         benachbarte Kugel beliebiger Farbe auf den leeren Ring direkt dahinter, und du nimmst die \
         übersprungene Kugel. Kann dieselbe Kugel weiterspringen, muss sie es, in jede Richtung; \
         hat sie die Wahl, wählst du, und eine kürzere Kette ist so gut wie eine längere. Ein \
         Schlagzug ist dein ganzer Zug: kein Setzen und kein Ring entfernt. Geschrieben als x, der \
         Ring, von dem die Kugel springt, die Farbe der geschlagenen Kugel und der Ring, auf dem \
         sie landet: xd1Gd3 (die offizielle Notation schreibt eine Kette x d1Gd3Wd5).",
    ),
    (
        "Isolating\n\
         When a placement or a removal leaves a group of rings cut off from the rest of the board \
         with a marble on every one of its rings, you take the group: its rings leave the board \
         and its marbles are yours. A cut-off group with a vacant ring stays and is played on like \
         the rest, until someone fills it or cuts it down.",
        "Abtrennen\n\
         Lässt ein Setzen oder Entfernen eine Gruppe von Ringen vom Rest des Bretts abgetrennt \
         zurück, mit einer Kugel auf jedem ihrer Ringe, bekommst du die Gruppe: Ihre Ringe \
         verlassen das Brett, und ihre Kugeln gehören dir. Eine abgetrennte Gruppe mit einem \
         leeren Ring bleibt und wird wie der Rest bespielt, bis jemand sie füllt oder verkleinert.",
    ),
    (
        "Winning\n\
         The first to capture four white, five grey, six black, or three of each colour wins \
         (Blitz: three white, four grey, five black, or two of each). The larger boards keep the \
         standard marbles and goals. Whoever places a marble on the last vacant ring of the board \
         wins, whatever the captures.",
        "Gewinnen\n\
         Wer zuerst vier weiße, fünf graue, sechs schwarze oder drei Kugeln jeder Farbe schlägt, \
         gewinnt (Blitz: drei weiße, vier graue, fünf schwarze oder zwei jeder Farbe). Die \
         größeren Bretter behalten die Kugeln und Ziele des Standardspiels. Wer eine Kugel auf den \
         letzten leeren Ring des Bretts setzt, gewinnt, ganz gleich, was geschlagen ist.",
    ),
    (
        "Our decisions\n\
         Taking an isolated group is automatic: the rulebook calls it optional, but refusing never \
         helps. The game ends the moment a goal is reached, even in the middle of a chain. A \
         player who can neither capture nor place a marble (the pool and their captures empty) \
         passes; two passes in a row are a draw. For the rulebook's draw by repetition we count \
         turns: after 50 turns in a row in which no ring leaves the board and no marble leaves the \
         pool, the game is a draw. Each placement, removal and jump is one action.",
        "Unsere Entscheidungen\n\
         Eine abgetrennte Gruppe wird automatisch genommen: Die Spielregel stellt es frei, aber \
         Verzichten hilft nie. Das Spiel endet in dem Moment, in dem ein Ziel erreicht ist, auch \
         mitten in einer Kette. Wer weder schlagen noch eine Kugel setzen kann (Vorrat und eigene \
         geschlagene Kugeln leer), passt; zweimal Passen hintereinander ist unentschieden. Für das \
         Unentschieden durch Wiederholung aus der Spielregel zählen wir Züge: Nach 50 Zügen \
         hintereinander, in denen kein Ring das Brett und keine Kugel den Vorrat verlässt, ist das \
         Spiel unentschieden. Jedes Setzen, Entfernen und jeder Sprung ist eine Aktion.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("The board", "Das Brett"),
    (
        "ZÈRTZ is played on a board of 37 rings that shrinks as the game goes on. The marbles, \
         white, grey and black, wait in a pool on the left and belong to nobody: what counts is \
         who captures them.",
        "ZÈRTZ wird auf einem Brett aus 37 Ringen gespielt, das im Lauf des Spiels schrumpft. Die \
         Kugeln, weiß, grau und schwarz, warten links in einem Vorrat und gehören niemandem: Es \
         zählt, wer sie schlägt.",
    ),
    (
        "This lesson plays Blitz, the short game, with 5 white, 7 grey and 9 black marbles.",
        "Diese Lektion spielt Blitz, das kurze Spiel, mit 5 weißen, 7 grauen und 9 schwarzen \
         Kugeln.",
    ),
    ("Placing a marble", "Eine Kugel setzen"),
    (
        "On your turn, if you cannot capture, take a marble of any colour from the pool and put it \
         on any empty ring: Player 1 has put a white one on d4 (marked).",
        "Wer am Zug ist und nicht schlagen kann, nimmt eine Kugel beliebiger Farbe aus dem Vorrat \
         und legt sie auf einen beliebigen leeren Ring: Spieler 1 hat eine weiße auf d4 gelegt \
         (markiert).",
    ),
    (
        "Then remove a free ring, one at the edge with nothing on it that could slide out without \
         pushing another. The free rings glow; Player 1 takes g2 (marked).",
        "Dann wird ein freier Ring entfernt, einer am Rand, auf dem nichts liegt und der sich \
         herausschieben lässt, ohne einen anderen zu verschieben. Die freien Ringe leuchten; \
         Spieler 1 nimmt g2 (markiert).",
    ),
    ("Capturing is compulsory", "Schlagen ist Pflicht"),
    (
        "A marble jumps over a neighbouring marble of any colour to the empty ring straight behind \
         it, and whoever jumps keeps the marble jumped. If you can capture, you must. Player 1 has \
         put black on e2 next to the white on f2, so Player 2 has to jump from f2 over e2 to d2 \
         (marked).",
        "Eine Kugel springt über eine benachbarte Kugel beliebiger Farbe auf den leeren Ring \
         direkt dahinter, und wer springt, behält die übersprungene Kugel. Wer schlagen kann, muss \
         schlagen. Spieler 1 hat eine schwarze Kugel auf e2 neben die weiße auf f2 gelegt, also \
         muss Spieler 2 von f2 über e2 nach d2 springen (markiert).",
    ),
    ("Capture chains", "Schlagketten"),
    (
        "A marble that can jump again must go on, in any direction, until it cannot. The white \
         marble landing on d2 gave Player 1 a jump from d1 to d3; from there the same marble must \
         jump d4 and land on d5 (marked). A capture is the whole turn: no placement, no ring \
         removed.",
        "Eine Kugel, die weiterspringen kann, muss weiter, in jede Richtung, bis es nicht mehr \
         geht. Die weiße Kugel, die auf d2 gelandet ist, gab Spieler 1 einen Sprung von d1 nach \
         d3; von dort muss dieselbe Kugel über d4 springen und auf d5 landen (markiert). Ein \
         Schlagzug ist der ganze Zug: kein Setzen, kein Ring entfernt.",
    ),
    ("Isolating rings", "Ringe abtrennen"),
    (
        "Player 1 has placed white on g1, and its only link to the rest of the board is f1 (both \
         marked). Removing f1 cuts g1 off. A group of rings cut off with a marble on every ring is \
         taken by the player who cut it: its rings leave the board and its marbles are theirs. A \
         cut-off group with an empty ring stays.",
        "Spieler 1 hat eine weiße Kugel auf g1 gelegt, und ihre einzige Verbindung zum Rest des \
         Bretts ist f1 (beide markiert). Wird f1 entfernt, ist g1 abgetrennt. Eine abgetrennte \
         Gruppe von Ringen mit einer Kugel auf jedem Ring bekommt, wer sie abgetrennt hat: Ihre \
         Ringe verlassen das Brett, und ihre Kugeln gehören ihm. Eine abgetrennte Gruppe mit einem \
         leeren Ring bleibt.",
    ),
    ("Winning", "Gewinnen"),
    (
        "The white marble from g1 is Player 1's third white, and in Blitz that wins. Blitz is won \
         with 3 white, 4 grey, 5 black or 2 of each colour; the standard game, with 6 white, 8 \
         grey and 10 black marbles, with 4 white, 5 grey, 6 black or 3 of each.",
        "Die weiße Kugel von g1 ist die dritte weiße von Spieler 1, und in Blitz gewinnt das. \
         Blitz gewinnt man mit 3 weißen, 4 grauen, 5 schwarzen oder 2 jeder Farbe; das \
         Standardspiel, mit 6 weißen, 8 grauen und 10 schwarzen Kugeln, mit 4 weißen, 5 grauen, 6 \
         schwarzen oder 3 jeder Farbe.",
    ),
    (
        "Whoever fills the last empty ring of the board also wins.",
        "Wer den letzten leeren Ring des Bretts füllt, gewinnt ebenfalls.",
    ),
    // The options' help.
    (
        "The standard game: 37 rings and 6 white, 8 grey, 10 black marbles; 4 white, 5 grey, 6 \
         black or 3 of each win. Blitz, the rulebook's short game: 5, 7 and 9 marbles; 3 white, 4 \
         grey, 5 black or 2 of each win. The larger boards of 48 and 61 rings keep the standard \
         marbles and goals.",
        "Das Standardspiel: 37 Ringe und 6 weiße, 8 graue, 10 schwarze Kugeln; 4 weiße, 5 graue, 6 \
         schwarze oder 3 jeder Farbe gewinnen. Blitz, das kurze Spiel der Spielregel: 5, 7 und 9 \
         Kugeln; 3 weiße, 4 graue, 5 schwarze oder 2 jeder Farbe gewinnen. Die größeren Bretter \
         mit 48 und 61 Ringen behalten die Kugeln und Ziele des Standardspiels.",
    ),
];
