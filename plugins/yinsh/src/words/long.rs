//! YINSH's long texts in German: each paragraph of the rules (`rules.md`), each title and
//! paragraph of the first lesson (`lessons.rs`) and each option's help, keyed by the English
//! text. They are looked up whole, paragraph by paragraph, and `check_words` in the game's
//! tests fails when an English paragraph has no German here, so a paragraph changed in
//! English cannot keep an old translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "YINSH is played on 85 points where the board's lines meet, in 11 columns a to k; the \
         numbers along each column start at 1 at White's side, so every point has a name such as \
         e5. Each player has five rings; the 51 markers, white on one side and black on the other, \
         are a supply both players share.",
        "YINSH wird auf den 85 Punkten gespielt, an denen sich die Linien des Bretts kreuzen, in \
         11 Spalten a bis k; die Zahlen entlang jeder Spalte beginnen mit 1 auf der Seite von \
         Weiß, so hat jeder Punkt einen Namen wie e5. Jeder Spieler hat fünf Ringe; die 51 Marker, \
         auf einer Seite weiß und auf der anderen schwarz, sind ein gemeinsamer Vorrat beider \
         Spieler.",
    ),
    (
        "Placement\n\
         White first, the players take turns putting one of their rings on any vacant point, until \
         all ten rings are on the board.",
        "Ringe setzen\n\
         Beginnend mit Weiß setzen die Spieler abwechselnd einen ihrer Ringe auf einen beliebigen \
         freien Punkt, bis alle zehn Ringe auf dem Brett stehen.",
    ),
    (
        "Your turn\n\
         Put a marker, your colour up, inside one of your rings, then move that ring in a straight \
         line along one of the board's lines. The marker stays where the ring stood. The ring may \
         pass over any number of vacant points; it may jump over markers, but only over one \
         unbroken run of them, and then it must stop on the first vacant point after that run. A \
         ring never passes over another ring and never stops on a marker. Every marker it jumps is \
         turned over, so markers change colour. Written as from and to: h7-g7.",
        "Dein Zug\n\
         Lege einen Marker mit deiner Farbe nach oben in einen deiner Ringe und ziehe diesen Ring \
         dann in gerader Linie entlang einer der Linien des Bretts. Der Marker bleibt liegen, wo \
         der Ring stand. Der Ring darf über beliebig viele freie Punkte ziehen; er darf Marker \
         überspringen, aber nur eine lückenlose Folge davon, und muss dann auf dem ersten freien \
         Punkt hinter dieser Folge halten. Ein Ring zieht nie über einen anderen Ring und hält nie \
         auf einem Marker. Jeder übersprungene Marker wird umgedreht und wechselt so die Farbe. \
         Geschrieben als Start und Ziel: h7-g7.",
    ),
    (
        "Rows\n\
         Five markers of one colour next to each other in a line are a row. Whoever makes a row of \
         their colour takes those five markers off the board (they go back to the supply) and then \
         takes one of their own rings off the board. If a move makes several rows, the mover takes \
         theirs first, then the opponent takes the rows the move made for them, before their own \
         turn. When a line holds more than five, you choose which five; when two rows share a \
         marker, you choose one, and the other is broken. A row is written x and its two ends \
         (xh5-h9), the ring x and its point (xi9).",
        "Reihen\n\
         Fünf Marker einer Farbe nebeneinander auf einer Linie bilden eine Reihe. Wer eine Reihe \
         seiner Farbe bildet, nimmt diese fünf Marker vom Brett (sie gehen zurück in den Vorrat) \
         und entfernt dann einen seiner eigenen Ringe vom Brett. Bildet ein Zug mehrere Reihen, \
         nimmt der Ziehende zuerst seine, dann nimmt der Gegner vor seinem eigenen Zug die Reihen, \
         die der Zug für ihn gebildet hat. Liegen mehr als fünf auf einer Linie, wählst du, welche \
         fünf; teilen sich zwei Reihen einen Marker, wählst du eine, und die andere ist zerstört. \
         Eine Reihe wird als x und ihre beiden Enden geschrieben (xh5-h9), ein Ring als x und sein \
         Punkt (xi9).",
    ),
    (
        "Winning\n\
         The first to take off three rings wins; in Blitz, the first to take off one. If both \
         players' winning rows come with one move, the mover, who removes first, wins. When every \
         marker is on the board and a ring has to move, the game ends: more rings taken off wins, \
         as many each is a draw.",
        "Gewinnen\n\
         Wer zuerst drei Ringe entfernt hat, gewinnt; in Blitz, wer zuerst einen entfernt hat. \
         Bringt ein Zug beiden Spielern ihre Gewinnreihe, gewinnt der Ziehende, der zuerst \
         entfernt. Liegen alle Marker auf dem Brett und muss ein Ring ziehen, endet das Spiel: \
         Mehr entfernte Ringe gewinnen, gleich viele sind unentschieden.",
    ),
    (
        "Our decisions\n\
         A player none of whose rings can move passes (as on boardspace.net); if neither player \
         can move, the game ends as when the markers run out. The supply is checked when a ring is \
         about to move, after every row and ring the last move caused, so the 51st marker does not \
         end the game if it makes a row. Each row and each ring removed is one action, so a turn \
         can take several actions.",
        "Unsere Entscheidungen\n\
         Ein Spieler, von dessen Ringen keiner ziehen kann, passt (wie auf boardspace.net); kann \
         keiner der beiden ziehen, endet das Spiel wie beim Ausgehen der Marker. Der Vorrat wird \
         geprüft, wenn ein Ring gerade ziehen soll, nach allen Reihen und Ringen, die der letzte \
         Zug ausgelöst hat, also beendet der 51. Marker das Spiel nicht, wenn er eine Reihe \
         bildet. Jede entfernte Reihe und jeder entfernte Ring ist eine Aktion, ein Zug kann also \
         aus mehreren Aktionen bestehen.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("Placing the rings", "Die Ringe setzen"),
    (
        "YINSH is played on the points where the lines of the board meet. Each player has five \
         rings; White first, the players take turns putting one ring on any empty point until all \
         ten stand on the board. White's are marked.",
        "YINSH wird auf den Punkten gespielt, an denen sich die Linien des Bretts kreuzen. Jeder \
         Spieler hat fünf Ringe; beginnend mit Weiß setzen die Spieler abwechselnd einen Ring auf \
         einen beliebigen freien Punkt, bis alle zehn auf dem Brett stehen. Die von Weiß sind \
         markiert.",
    ),
    (
        "The 51 markers, white on one face and black on the other, are shared by both players.",
        "Die 51 Marker, auf einer Seite weiß und auf der anderen schwarz, gehören beiden Spielern \
         gemeinsam.",
    ),
    ("Moving a ring", "Einen Ring ziehen"),
    (
        "Now a turn is a ring move. Put a marker with your colour up inside one of your rings, \
         then move the ring in a straight line over empty points. The marker stays behind: White's \
         ring went from f3 to f4 (marked) and left a white marker on f3.",
        "Jetzt ist jeder Zug ein Ringzug. Lege einen Marker mit deiner Farbe nach oben in einen \
         deiner Ringe und ziehe den Ring dann in gerader Linie über freie Punkte. Der Marker \
         bleibt zurück: Der Ring von Weiß ist von f3 nach f4 gezogen (markiert) und hat auf f3 \
         einen weißen Marker hinterlassen.",
    ),
    ("Jumping markers", "Marker überspringen"),
    (
        "A ring may jump one unbroken run of markers, of either colour, and must stop on the first \
         empty point after it; it never passes over a ring. Each marker jumped is turned over. \
         White's ring went from f4 over Black's markers on f5 and f6 to f7 (marked), and both \
         markers are white now.",
        "Ein Ring darf eine lückenlose Folge von Markern beider Farben überspringen und muss auf \
         dem ersten freien Punkt dahinter halten; über einen Ring zieht er nie. Jeder \
         übersprungene Marker wird umgedreht. Der Ring von Weiß ist von f4 über die schwarzen \
         Marker auf f5 und f6 nach f7 gezogen (markiert), und beide Marker sind jetzt weiß.",
    ),
    ("A row of five", "Eine Reihe aus fünf"),
    (
        "Five markers of one colour side by side in a straight line make a row. White's ring has \
         left f7 for g8, and the marked markers from f3 to f7 are five white ones in a line.",
        "Fünf Marker einer Farbe nebeneinander in gerader Linie bilden eine Reihe. Der Ring von \
         Weiß ist von f7 nach g8 weitergezogen, und die markierten Marker von f3 bis f7 sind fünf \
         weiße in einer Linie.",
    ),
    ("Taking off the row and a ring", "Reihe und Ring entfernen"),
    (
        "Whoever makes a row takes its five markers off the board and then one of their own rings, \
         here the ring on g8. The marked points are empty again and White has one ring off. A row \
         made in the opponent's colour is theirs to take.",
        "Wer eine Reihe bildet, nimmt ihre fünf Marker vom Brett und dann einen seiner eigenen \
         Ringe, hier den Ring auf g8. Die markierten Punkte sind wieder frei, und Weiß hat einen \
         Ring entfernt. Eine Reihe in der Farbe des Gegners nimmt der Gegner.",
    ),
    ("Winning", "Gewinnen"),
    (
        "The first to take off three rings wins, so each ring you win leaves you fewer to move \
         with. In Blitz, the short game shown here, one ring is enough: White has already won.",
        "Wer zuerst drei Ringe entfernt hat, gewinnt, also bleiben dir mit jedem gewonnenen Ring \
         weniger zum Ziehen. In Blitz, dem kurzen Spiel hier, genügt ein Ring: Weiß hat schon \
         gewonnen.",
    ),
    (
        "If the markers run out first, whoever has taken off more rings wins.",
        "Gehen vorher die Marker aus, gewinnt, wer mehr Ringe entfernt hat.",
    ),
    // The options' help.
    (
        "The normal game is won by the first player to remove three rings; Blitz, the rulebook's \
         short game, by the first to remove one.",
        "Das normale Spiel gewinnt, wer zuerst drei Ringe entfernt; Blitz, das kurze Spiel der \
         Spielregel, wer zuerst einen entfernt.",
    ),
];
