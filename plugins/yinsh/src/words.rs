//! YINSH's words in other languages ([`plateau_core::Words`]): what a window shows of the game
//! in German. They cross the plugin seam in the game's description; the host knows none of
//! them. The rules, the lesson and the options' help, long texts translated paragraph by
//! paragraph, are in `words/long.rs`.

use plateau_core::Words;

use crate::game::DESCRIPTION;

mod long;

/// The translations of the texts YINSH shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
        "de",
        &[
            ("White", "Weiß"),
            ("Black", "Schwarz"),
            ("Placement", "Ringe setzen"),
            ("Movement", "Ziehen"),
            ("Remove a row", "Reihe entfernen"),
            ("Remove a ring", "Ring entfernen"),
            ("Variant", "Variante"),
            ("normal (three rings)", "normal (drei Ringe)"),
            ("Blitz (one ring)", "Blitz (ein Ring)"),
            ("rings removed", "entfernte Ringe"),
            ("markers", "Marker"),
            ("row", "Reihe"),
            ("pass", "passen"),
            ("removed a ring", "hat einen Ring entfernt"),
            ("removed three rings", "hat drei Ringe entfernt"),
            ("the markers ran out", "die Marker sind aufgebraucht"),
            ("no ring could move", "kein Ring konnte ziehen"),
            (
                DESCRIPTION,
                "YINSH, Kris Burms Spiel aus dem GIPF-Projekt. Jeder Spieler setzt fünf Ringe und \
                 zieht sie dann: Ein ziehender Ring lässt einen Marker seiner Farbe zurück und \
                 dreht jeden Marker um, den er überspringt. Fünf Marker deiner Farbe in einer \
                 Reihe kommen vom Brett und mit ihnen einer deiner eigenen Ringe; wer zuerst drei \
                 Ringe entfernt, gewinnt (in Blitz einen). Jeder Ring, den du entfernst, bringt \
                 dich dem Sieg näher und lässt dir weniger zum Ziehen.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
