//! Knight Line's words in other languages ([`plateau_core::Words`]): what the window shows
//! of the game in German. The rules, the lesson and the options' help, long texts translated
//! paragraph by paragraph, are in `words/long.rs`.

use plateau_core::Words;

use crate::game::DESCRIPTION;

mod long;

/// The translations of every text Knight Line shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
        "de",
        &[
            ("White", "Weiß"),
            ("Black", "Schwarz"),
            ("Red", "Rot"),
            ("Placement", "Einsetzen"),
            ("Play", "Spiel"),
            ("Players", "Spieler"),
            ("Grey tile", "Grauer Stein"),
            ("none", "keiner"),
            ("blocker", "Sperre"),
            ("wildcard", "Joker"),
            ("Single-tile first move", "Erster Zug mit einem Stein"),
            ("stacks", "Türme"),
            ("longest line", "längste Reihe"),
            ("spare tiles", "übrige Steine"),
            ("tile", "Stein"),
            ("tiles", "Steine"),
            ("pass", "passen"),
            ("four in a row", "vier in einer Reihe"),
            ("nobody can move", "niemand kann ziehen"),
            ("a player was forced to pass", "ein Spieler musste passen"),
            (
                DESCRIPTION,
                "Knight Line von Stephen Tavener ist ein kleines Verbindungsspiel auf einem offenen \
                 Tisch ohne Brett. Jeder Spieler beginnt mit einem Turm aus zwanzig Steinen. Wer am \
                 Zug ist, hebt einige Steine von einem seiner Türme ab, wobei mindestens einer \
                 liegen bleibt, und setzt sie einen Rösselsprung entfernt auf einen leeren Platz, \
                 der die Gruppe berührt; so wächst die Gruppe jeden Zug um einen Turm und zerfällt \
                 nie. Wer zuerst vier Türme in einer geraden Reihe hat, waagrecht, senkrecht oder \
                 diagonal, gewinnt; kann niemand mehr ziehen, gewinnt Schwarz, und im Spiel zu \
                 dritt endet es unentschieden, wenn jemand keinen Zug mehr hat. Der graue Stein \
                 sperrt wahlweise Reihen oder zählt für alle.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
