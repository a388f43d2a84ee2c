//! Hex's words in other languages ([`plateau_core::Words`]): what a window shows of the game
//! in German. They cross the plugin seam in the game's description; the host knows none of
//! them. The rules text and the lessons stay English.

use plateau_core::Words;

/// The translations of the texts Hex shows.
pub(crate) fn words() -> Words {
    Words::new().with(
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
        ],
    )
}
