//! ZÈRTZ's words in other languages ([`plateau_core::Words`]): what a window shows of the
//! game in German. They cross the plugin seam in the game's description; the host knows
//! none of them. The rules text and the lessons stay English.

use plateau_core::Words;

/// The translations of the texts ZÈRTZ shows.
pub(crate) fn words() -> Words {
    Words::new().with(
        "de",
        &[
            ("Player 1", "Spieler 1"),
            ("Player 2", "Spieler 2"),
            ("Capture", "Schlagen"),
            ("Pass", "Passen"),
            ("Place a marble from your captures", "Eine geschlagene Kugel setzen"),
            ("Place a marble", "Eine Kugel setzen"),
            ("Remove a free ring", "Einen freien Ring entfernen"),
            ("Jump again", "Weiter springen"),
            ("Variant", "Variante"),
            ("standard (37 rings)", "Standard (37 Ringe)"),
            ("Blitz (37 rings, fewer marbles)", "Blitz (37 Ringe, weniger Kugeln)"),
            ("48 rings", "48 Ringe"),
            ("61 rings", "61 Ringe"),
            ("white marble", "weiße Kugel"),
            ("grey marble", "graue Kugel"),
            ("black marble", "schwarze Kugel"),
            ("pass", "passen"),
            ("pool", "Vorrat"),
            ("in the pool", "im Vorrat"),
            ("captured by", "geschlagen von"),
            ("white", "weiß"),
            ("grey", "grau"),
            ("black", "schwarz"),
            ("captured four white", "hat vier weiße geschlagen"),
            ("captured five grey", "hat fünf graue geschlagen"),
            ("captured six black", "hat sechs schwarze geschlagen"),
            ("captured three of each colour", "hat drei von jeder Farbe geschlagen"),
            ("captured three white", "hat drei weiße geschlagen"),
            ("captured four grey", "hat vier graue geschlagen"),
            ("captured five black", "hat fünf schwarze geschlagen"),
            ("captured two of each colour", "hat zwei von jeder Farbe geschlagen"),
            ("captured a winning set", "hat einen Gewinnsatz geschlagen"),
            ("filled the last vacant ring", "hat den letzten freien Ring besetzt"),
            (
                "neither player could capture or place a marble",
                "keiner konnte schlagen oder eine Kugel setzen",
            ),
        ],
    )
}
