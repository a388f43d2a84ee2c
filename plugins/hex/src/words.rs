//! Hex's words in other languages ([`plateau_core::Words`]): what a window shows of the game
//! in German. They cross the plugin seam in the game's description; the host knows none of
//! them. The rules, the lesson and the options' help, long texts translated paragraph by
//! paragraph, are in `words/long.rs`.

use plateau_core::Words;

use crate::game::DESCRIPTION;

mod long;

/// The translations of the texts Hex shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
        "de",
        &[
            ("White", "Weiß"),
            ("Black", "Schwarz"),
            ("Swap or place", "Tauschen oder setzen"),
            ("Play", "Spiel"),
            ("Board size", "Brettgröße"),
            ("Swap rule", "Tauschregel"),
            ("stones", "Steine"),
            ("to connect", "bis zur Verbindung"),
            ("swap", "tauschen"),
            ("connected their sides", "hat die eigenen Seiten verbunden"),
            (
                DESCRIPTION,
                "Hex, das Verbindungsspiel von Piet Hein und John Nash. Die Spieler setzen \
                 abwechselnd einen Stein ihrer Farbe auf ein beliebiges leeres Feld einer Raute \
                 aus Sechsecken. Weiß verbindet die obere und die untere Reihe, Schwarz die linke \
                 und die rechte Spalte; wer zuerst seine beiden Seiten mit einer Kette eigener \
                 Steine verbindet, gewinnt. Ein volles Brett enthält immer genau eine solche \
                 Kette, also gibt es kein Unentschieden, und die Tauschregel nimmt dem ersten \
                 Spieler seinen Vorteil.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
