//! The game's own words in the window's language: every text a game supplies (its seats, its
//! phases, its options, its choosers' labels, its figures, why it ended) goes through here on
//! its way to the screen, and comes out in the window's language where the game gives a
//! translation ([`plateau_core::Words`]), in English otherwise. The host knows no game's
//! words: a plugin that brings a table is shown in German as a built-in game is.

use std::borrow::Cow;

use plateau_core::{GameInfo, OptionKind, Words};

use crate::i18n::{Language, current};

/// `text`, a text of the game whose table is `words`, in the window's language.
pub fn game_text<'a>(words: &Words, text: &'a str) -> Cow<'a, str> {
    text_in(current(), words, text)
}

/// `text` in `language`.
fn text_in<'a>(language: Language, words: &Words, text: &'a str) -> Cow<'a, str> {
    if language == Language::English {
        Cow::Borrowed(text)
    } else {
        Cow::Owned(words.text(language.code(), text))
    }
}

/// `info` as the window shows it: seats, description and options in the window's language.
/// The ids, option keys and values, and the rules text stay as the game gave them.
pub fn shown_info(info: &GameInfo) -> Cow<'_, GameInfo> {
    info_in(current(), info)
}

/// `info` in `language`.
fn info_in(language: Language, info: &GameInfo) -> Cow<'_, GameInfo> {
    if language == Language::English || info.words.is_empty() {
        return Cow::Borrowed(info);
    }
    let words = &info.words;
    let text = |s: &str| text_in(language, words, s).into_owned();
    let mut shown = info.clone();
    shown.players = info.players.iter().map(|p| text(p)).collect();
    shown.description = text(&info.description);
    for spec in &mut shown.options {
        spec.label = text(&spec.label);
        spec.help = text(&spec.help);
        if let OptionKind::Choice { choices, labels, .. } = &mut spec.kind {
            // Every choice gets its words, translated (a choice without a label shows its value).
            let words_of: Vec<String> = choices
                .iter()
                .enumerate()
                .map(|(i, value)| text(labels.get(i).filter(|l| !l.is_empty()).unwrap_or(value)))
                .collect();
            *labels = words_of;
        }
    }
    Cow::Owned(shown)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_shows_in_german_where_it_gives_german_and_in_english_elsewhere() {
        let mut info = GameInfo {
            id: "toy".to_owned(),
            name: "Toy".to_owned(),
            players: vec!["White".to_owned(), "Black".to_owned()],
            description: "A toy.".to_owned(),
            ..GameInfo::default()
        };
        info.words = Words::new().with("de", &[("White", "Weiß")]);
        let shown = info_in(Language::German, &info);
        assert_eq!(shown.players, ["Weiß", "Black"]);
        assert_eq!(shown.description, "A toy.");
        assert_eq!(text_in(Language::German, &info.words, "White to move"), "Weiß to move");
        assert_eq!(info_in(Language::English, &info).players, ["White", "Black"]);
    }
}
