//! DVONN's words in other languages ([`plateau_core::Words`]): what the window shows of the
//! game in German. The rules and the lesson, long texts translated paragraph by paragraph,
//! are in `words/long.rs`.

use plateau_core::Words;

use crate::rules::DESCRIPTION;

mod long;

/// The translations of every text DVONN shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
        "de",
        &[
            ("White", "Weiß"),
            ("Black", "Schwarz"),
            ("Placement", "Einsetzen"),
            ("Movement", "Ziehen"),
            ("Game ends when", "Spielende, wenn"),
            ("neither player can move", "keiner mehr ziehen kann"),
            ("the player to move cannot move", "der Spieler am Zug nicht ziehen kann"),
            (
                "As the rulebook says, a player without a move passes, and the game ends only when \
                 neither player can move; or, as some other programs play it, the game ends as soon \
                 as the player to move cannot move.",
                "Wie in der Spielregel passt ein Spieler ohne Zug, und das Spiel endet erst, wenn \
                 keiner mehr ziehen kann; oder, wie manche andere Programme es spielen, es endet, \
                 sobald der Spieler am Zug nicht ziehen kann.",
            ),
            ("nobody can move", "niemand kann ziehen"),
            ("pieces", "Steine"),
            ("pass", "passen"),
            (
                DESCRIPTION,
                "Zwei Spieler füllen ein Brett aus 49 Feldern mit ihren Steinen und drei roten \
                 DVONN-Steinen und ziehen dann abwechselnd ganze Türme: Ein Turm zieht genau so \
                 viele Felder weit, wie er hoch ist, in gerader Linie, und muss auf einem anderen \
                 Turm landen. Nur Türme mit einer freien Seite dürfen ziehen, und jede Gruppe von \
                 Türmen, die keinen DVONN-Stein mehr berührt, verlässt sofort das Brett. Kann \
                 niemand mehr ziehen, zählt jeder die Steine der Türme, die er beherrscht; die \
                 größere Zahl gewinnt.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
