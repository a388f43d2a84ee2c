//! GIPF's words in other languages ([`plateau_core::Words`]): what the window shows of the
//! game in German. The rules, the lesson and the options' help, long texts translated
//! paragraph by paragraph, are in `words/long.rs`.

use plateau_core::Words;

use crate::game::DESCRIPTION;

mod long;

/// The translations of every text GIPF shows.
pub(crate) fn words() -> Words {
    let words = Words::new().with(
        "de",
        &[
            ("White", "Weiß"),
            ("Black", "Schwarz"),
            ("Game over", "Spiel vorbei"),
            ("Insertion", "Einschieben"),
            ("Removal before insertion", "Entfernen vor dem Einschieben"),
            ("Removal after insertion", "Entfernen nach dem Einschieben"),
            ("reserve", "Vorrat"),
            ("captured", "geschlagen"),
            ("GIPF-pieces", "GIPF-Steine"),
            ("on board", "auf dem Brett"),
            ("Version", "Version"),
            ("Basic", "Einfach"),
            ("Standard", "Standard"),
            ("Tournament", "Turnier"),
            ("Pieces", "Steine"),
            ("Ply cap (not a rule)", "Zuggrenze (keine Regel)"),
            ("ply cap reached (not a rule)", "Zuggrenze erreicht (keine Regel)"),
            ("GIPF-piece", "GIPF-Stein"),
            ("basic piece", "einfacher Stein"),
            ("keep none", "keinen behalten"),
            ("keep", "behalten:"),
            ("end turn", "Zug beenden"),
            ("decline the rows (reserve empty: loses)", "Reihen ablehnen (Vorrat leer: verliert)"),
            ("reserve empty", "Vorrat leer"),
            ("last GIPF-piece captured", "letzter GIPF-Stein geschlagen"),
            ("no GIPF-piece left", "kein GIPF-Stein mehr"),
            (
                DESCRIPTION,
                "GIPF, das erste Spiel von Kris Burms GIPF-Projekt. Die Spieler schieben abwechselnd \
                 einen Stein aus ihrem Vorrat von einem der Punkte am Rand auf das sechseckige Brett \
                 und schieben dabei die Reihe der Steine vor ihm weiter. Vier oder mehr Steine einer \
                 Farbe in einer Reihe werden zusammen mit den Steinen, die diese Reihe verlängern, \
                 entfernt: die eigenen gehen in den Vorrat zurück, die des Gegners sind geschlagen. \
                 Wer einen Stein einschieben muss und keinen mehr im Vorrat hat, verliert. Standard \
                 und Turnier bringen GIPF-Steine dazu (Doppelsteine, die beim Entfernen einer Reihe \
                 verschont werden dürfen), und wer seinen letzten GIPF-Stein verliert, verliert das \
                 Spiel.",
            ),
        ],
    );
    words.with("de", long::GERMAN)
}
