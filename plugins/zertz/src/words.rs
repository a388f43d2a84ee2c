//! ZÈRTZ's words in other languages ([`plateau_core::Words`]): what a window shows of the game
//! in German. They cross the plugin seam in the game's description; the host knows none of
//! them. The rules, the lesson and the options' help, long texts translated paragraph by
//! paragraph, are in `words/long.rs`.

use plateau_core::Words;

use crate::game::DESCRIPTION;

mod long;

/// The translations of the texts ZÈRTZ shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
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
            ("filled the last vacant ring", "hat den letzten leeren Ring besetzt"),
            (
                "neither player could capture or place a marble",
                "keiner konnte schlagen oder eine Kugel setzen",
            ),
            (
                DESCRIPTION,
                "ZÈRTZ, Kris Burms Spiel aus dem GIPF-Projekt. Die Kugeln gehören niemandem: Wer \
                 am Zug ist, legt eine Kugel beliebiger Farbe auf einen leeren Ring und nimmt \
                 einen freien Ring vom Rand, oder er schlägt durch Springen wie beim Damespiel, \
                 und Schlagen ist Pflicht. Das Brett schrumpft mit jedem Zug, und eine abgetrennte \
                 Gruppe von Ringen mit einer Kugel auf jedem davon gehört dir. Wer zuerst vier \
                 weiße, fünf graue, sechs schwarze oder drei Kugeln jeder Farbe schlägt, gewinnt. \
                 Jede Kugel, die du setzt, kann die sein, die dich dein Gegner herzugeben zwingt.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
