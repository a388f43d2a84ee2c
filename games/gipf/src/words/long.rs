//! GIPF's long texts in German: each paragraph of the rules (`rules.md`), each title and
//! paragraph of the first lesson (`lessons.rs`) and each option's help, keyed by the English
//! text. They are looked up whole, paragraph by paragraph, and `check_words` in the game's
//! tests fails when an English paragraph has no German here, so a paragraph changed in
//! English cannot keep an old translation unnoticed.

/// Pairs of English paragraph and its German.
pub(super) const GERMAN: &[(&str, &str)] = &[
    // rules.md, paragraph by paragraph.
    (
        "GIPF is played on a hexagonal board of 37 spots surrounded by 24 dots. Pieces enter the \
         board from a dot and push along one of the 21 lines.",
        "GIPF wird auf einem sechseckigen Brett mit 37 Punkten gespielt, umgeben von 24 \
         Randpunkten. Die Steine kommen von einem Randpunkt aus aufs Brett und werden entlang \
         einer der 21 Linien eingeschoben.",
    ),
    (
        "Your turn\n\
         Take a piece from your reserve, put it on a dot and push it onto the adjacent spot. If \
         that spot is occupied, the whole chain of pieces in front moves one spot along the line, \
         up to the first empty spot. A push into a line with no empty spot is not allowed.",
        "Dein Zug\n\
         Nimm einen Stein aus deinem Vorrat, setze ihn auf einen Randpunkt und schiebe ihn auf den \
         angrenzenden Punkt. Ist dieser Punkt besetzt, rückt die ganze Kette von Steinen davor \
         entlang der Linie um einen Punkt weiter, bis zum ersten freien Punkt. In eine Linie ohne \
         freien Punkt darf nicht eingeschoben werden.",
    ),
    (
        "Rows\n\
         Four or more of your pieces in a row on a line must be taken off, together with every \
         piece directly extending that row on the same line up to the first empty spot or dot. \
         Your own pieces go back to your reserve; your opponent's pieces are captured. Rows of \
         your colour made by your opponent's push are taken by you at the start of your next turn, \
         before you push. When rows cross, you choose which to take first.",
        "Reihen\n\
         Vier oder mehr deiner Steine in einer Reihe auf einer Linie müssen vom Brett genommen \
         werden, zusammen mit allen Steinen, die diese Reihe auf derselben Linie unmittelbar \
         verlängern, bis zum ersten freien Punkt oder Randpunkt. Deine eigenen Steine gehen zurück \
         in deinen Vorrat; die Steine des Gegners sind geschlagen. Reihen deiner Farbe, die durch \
         das Einschieben des Gegners entstehen, nimmst du zu Beginn deines nächsten Zuges vom \
         Brett, bevor du einschiebst. Kreuzen sich Reihen, wählst du, welche du zuerst nimmst.",
    ),
    (
        "GIPF-pieces (Standard and Tournament) are two pieces stacked. Taking a GIPF-piece that is \
         part of a row is always your choice, for either colour. A row made only of GIPF-pieces \
         may be left on the board and is offered again in your later turns.",
        "GIPF-Steine (Standard und Turnier) sind zwei aufeinandergestapelte Steine. Ob ein \
         GIPF-Stein, der zu einer Reihe gehört, mit vom Brett genommen wird, entscheidest immer \
         du, bei beiden Farben. Eine Reihe nur aus GIPF-Steinen darf auf dem Brett bleiben und \
         wird dir in späteren Zügen erneut angeboten.",
    ),
    (
        "Versions\n\
         Basic: 15 pieces each (options 16–18), three on the board at the start. Standard: 18 \
         each, the three starting pieces are GIPF-pieces. Tournament: empty board, 18 each; your \
         first piece must be a GIPF-piece, and you may keep adding GIPF-pieces until you play your \
         first basic piece.",
        "Versionen\n\
         Einfach: je 15 Steine (als Option 16–18), drei davon zu Beginn auf dem Brett. Standard: \
         je 18, die drei Startsteine sind GIPF-Steine. Turnier: leeres Brett, je 18; dein erster \
         Stein muss ein GIPF-Stein sein, und du darfst weitere GIPF-Steine einbringen, bis du \
         deinen ersten einfachen Stein spielst.",
    ),
    (
        "End\n\
         You lose when you must bring a piece into play and your reserve is empty, or (Standard, \
         Tournament) when you have no GIPF-piece left on the board. There are no draws.",
        "Ende\n\
         Du verlierst, wenn du einen Stein ins Spiel bringen musst und dein Vorrat leer ist, oder \
         (Standard, Turnier) wenn du keinen GIPF-Stein mehr auf dem Brett hast. Unentschieden gibt \
         es nicht.",
    ),
    (
        "Our decisions\n\
         The second coordinate of the official push notation is where the chain ends; removals are \
         checked one at a time and the game ends as soon as a removal decides it; the reserve is \
         checked after your opening removals; a removal must take at least one piece; a ply cap, \
         off by default, is an engine aid for studies, not a rule.",
        "Unsere Entscheidungen\n\
         Die zweite Koordinate der offiziellen Notation eines Einschiebens ist das Ende der Kette; \
         Entfernungen werden einzeln geprüft, und das Spiel endet, sobald eine Entfernung es \
         entscheidet; der Vorrat wird nach den Entfernungen zu Beginn deines Zuges geprüft; eine \
         Entfernung muss mindestens einen Stein nehmen; eine Zuggrenze, voreingestellt aus, ist \
         eine Hilfe der Engine für Studien, keine Regel.",
    ),
    // The first lesson (lessons.rs): each step's title and paragraphs.
    ("The board", "Das Brett"),
    (
        "GIPF is played on 37 spots inside a ring of 24 dots. In Basic GIPF each player has 15 \
         pieces: three start on the board (White's are marked), twelve wait in reserve.",
        "GIPF wird auf 37 Punkten innerhalb eines Rings aus 24 Randpunkten gespielt. In GIPF \
         Einfach hat jeder Spieler 15 Steine: drei stehen zu Beginn auf dem Brett (die von Weiß \
         sind markiert), zwölf warten im Vorrat.",
    ),
    ("Push a piece in", "Einen Stein einschieben"),
    (
        "On your turn you put a piece from your reserve on a dot and push it onto the next spot. \
         White has pushed in from the dot e1: the new piece stands on e2, and the piece that stood \
         there moved on to e3 (marked).",
        "Wer am Zug ist, setzt einen Stein aus dem Vorrat auf einen Randpunkt und schiebt ihn auf \
         den nächsten Punkt. Weiß hat vom Randpunkt e1 aus eingeschoben: Der neue Stein steht auf \
         e2, und der Stein, der dort stand, ist nach e3 weitergerückt (markiert).",
    ),
    ("The whole chain moves", "Die ganze Kette rückt"),
    (
        "Black has pushed in from d1 towards e2: the white piece on e2 moved on along the line to \
         f2 (marked). A push moves every piece in front of it one spot, up to the first empty \
         spot; a line with no empty spot cannot be pushed.",
        "Schwarz hat von d1 aus in Richtung e2 eingeschoben: Der weiße Stein auf e2 ist entlang \
         der Linie nach f2 weitergerückt (markiert). Beim Einschieben rückt jeder Stein davor um \
         einen Punkt weiter, bis zum ersten freien Punkt; in eine Linie ohne freien Punkt kann \
         nicht eingeschoben werden.",
    ),
    ("Four in a row", "Vier in einer Reihe"),
    (
        "White's push from d1 has made four white pieces in a row on one line (marked). Four or \
         more of your colour in a row are taken off at once, and your own pieces go back to your \
         reserve: pieces in reserve are what keeps you in the game.",
        "Das Einschieben von Weiß bei d1 hat vier weiße Steine in eine Reihe auf einer Linie \
         gebracht (markiert). Vier oder mehr Steine deiner Farbe in einer Reihe kommen sofort vom \
         Brett, und deine eigenen gehen zurück in deinen Vorrat: Die Steine im Vorrat halten dich \
         im Spiel.",
    ),
    ("Capturing", "Schlagen"),
    (
        "Black's push from f1 has made a black row: c3, d3, e3 and f2. Every piece that directly \
         extends a row goes with it, so the white piece on b3 (marked with the row) is captured \
         and out of the game for good, while Black's four go back to Black's reserve.",
        "Das Einschieben von Schwarz bei f1 hat eine schwarze Reihe gebildet: c3, d3, e3 und f2. \
         Jeder Stein, der eine Reihe unmittelbar verlängert, geht mit ihr, also ist der weiße \
         Stein auf b3 (mit der Reihe markiert) geschlagen und endgültig aus dem Spiel, während die \
         vier schwarzen in den Vorrat von Schwarz zurückgehen.",
    ),
    ("The end", "Das Ende"),
    (
        "You lose when you must bring a piece in and your reserve is empty. Each capture shrinks \
         the other side's supply, so rows that take your opponent's pieces are the way to win. In \
         this game White captured eight black pieces; at move 220 Black had none left to play.",
        "Du verlierst, wenn du einen Stein einschieben musst und dein Vorrat leer ist. Jeder \
         geschlagene Stein verkleinert den Vorrat der anderen Seite, also gewinnt man mit Reihen, \
         die Steine des Gegners schlagen. In dieser Partie hat Weiß acht schwarze Steine \
         geschlagen; beim 220. Zug hatte Schwarz keinen Stein mehr zum Einschieben.",
    ),
    // The options' help.
    (
        "basic: plain pieces only; standard: the same start with GIPF-pieces; tournament: empty \
         board, GIPF-pieces brought in during the opening.",
        "Einfach: nur einfache Steine; Standard: derselbe Anfang mit GIPF-Steinen; Turnier: leeres \
         Brett, die GIPF-Steine kommen in der Eröffnung dazu.",
    ),
    (
        "Pieces per player in the Basic version (16 to 18 lengthen the game or give a handicap); \
         the other versions always use 18.",
        "Steine pro Spieler in der Version Einfach (16 bis 18 verlängern das Spiel oder geben eine \
         Vorgabe); die anderen Versionen spielen immer mit 18.",
    ),
    (
        "Engine adjudication, not part of the GIPF rules: after this many moves the game is scored \
         a draw. 0 turns it off.",
        "Schiedsspruch der Engine, kein Teil der GIPF-Regeln: Nach so vielen Zügen wird die Partie \
         als unentschieden gewertet. 0 schaltet sie aus.",
    ),
];
