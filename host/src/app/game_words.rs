//! The game's own words in the window's language: every text a game supplies (its seats, its
//! phases, its options, its choosers' labels, its figures, why it ended, its description,
//! rules and lessons) goes through here on its way to the screen, and comes out in the
//! window's language where the game gives a translation ([`plateau_core::Words`]), in English
//! otherwise. The host knows no game's words: a plugin that brings a table is shown in German
//! as a built-in game is.
//!
//! Short texts are translated whole or phrase by phrase ([`Words::text`]); long ones (the
//! description, an option's help, the rules, a lesson's title and words) paragraph by
//! paragraph, each whole or not at all ([`Words::paragraphs`]), so none shows half in English.

use std::borrow::Cow;

use plateau_core::words::split_paragraphs;
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

/// `text`, a long text of the game whose table is `words` (its rules, a lesson's words), as
/// its paragraphs in the window's language: each paragraph translated whole, or English.
pub fn game_paragraphs<'a>(words: &'a Words, text: &'a str) -> Vec<Cow<'a, str>> {
    paragraphs_in(current(), words, text)
}

/// `text` in `language`, paragraph by paragraph.
fn paragraphs_in<'a>(language: Language, words: &'a Words, text: &'a str) -> Vec<Cow<'a, str>> {
    if language == Language::English {
        split_paragraphs(text)
    } else {
        words.paragraphs(language.code(), text)
    }
}

/// `title`, a title the game gives (a lesson step's), whole in the window's language, or
/// English: a few words are not worth a sentence of mixed languages.
pub fn game_title<'a>(words: &'a Words, title: &'a str) -> &'a str {
    title_in(current(), words, title)
}

/// `title` in `language`.
fn title_in<'a>(language: Language, words: &'a Words, title: &'a str) -> &'a str {
    if language == Language::English {
        title
    } else {
        words.get(language.code(), title.trim()).unwrap_or(title)
    }
}

/// `info` as the window shows it: seats, description and options in the window's language.
/// The ids, option keys and values stay as the game gave them, and so do the rules and the
/// lessons, which their windows translate as they show them ([`game_paragraphs`]): the
/// start screen asks for this of every game on every frame.
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
    let long = |s: &str| paragraphs_in(language, words, s).join("\n\n");
    let mut shown = info.clone();
    shown.players = info.players.iter().map(|p| text(p)).collect();
    shown.description = long(&info.description);
    for spec in &mut shown.options {
        spec.label = text(&spec.label);
        spec.help = long(&spec.help);
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

    #[test]
    fn long_texts_show_paragraph_by_paragraph_never_half_translated() {
        let mut info = GameInfo {
            id: "toy".to_owned(),
            players: vec!["White".to_owned()],
            description: "White takes.\n\nWhite wins.".to_owned(),
            ..GameInfo::default()
        };
        info.words = Words::new().with("de", &[("White", "Weiß"), ("White wins.", "Weiß gewinnt.")]);
        assert_eq!(
            info_in(Language::German, &info).description,
            "White takes.\n\nWeiß gewinnt.",
            "a paragraph without its own translation stays English, seat name and all"
        );
        let rules = "Taking\nWhite takes.\n\nWhite wins.";
        assert_eq!(
            paragraphs_in(Language::German, &info.words, rules),
            ["Taking\nWhite takes.", "Weiß gewinnt."]
        );
        assert_eq!(
            paragraphs_in(Language::English, &info.words, rules),
            ["Taking\nWhite takes.", "White wins."]
        );
        assert_eq!(title_in(Language::German, &info.words, "White"), "Weiß");
        assert_eq!(
            title_in(Language::German, &info.words, "White takes"),
            "White takes",
            "whole or not at all"
        );
    }
}
