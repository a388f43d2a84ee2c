//! YINSH's words in other languages ([`plateau_core::Words`]): what a window shows of the
//! game in German. They cross the plugin seam in the game's description; the host knows
//! none of them. The rules text and the lessons stay English.

use plateau_core::Words;

/// The translations of the texts YINSH shows.
pub(crate) fn words() -> Words {
    Words::new().with(
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
            ("markers", "Steine"),
            ("row", "Reihe"),
            ("pass", "passen"),
            ("removed a ring", "hat einen Ring entfernt"),
            ("removed three rings", "hat drei Ringe entfernt"),
            ("the markers ran out", "die Steine sind aufgebraucht"),
            ("no ring could move", "kein Ring konnte ziehen"),
        ],
    )
}
