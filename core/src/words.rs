//! A game's words in other languages.
//!
//! A game speaks English: its seats' names, phases, option labels, chooser labels, legends,
//! the reasons a game ends. [`Words`] gives, per language, the translation of each such
//! text, keyed by the English text itself, so a front end can show any text the game
//! supplies in the language of its window without knowing the game: it asks for the text's
//! translation, and shows the English where there is none. The table is plain data in
//! [`crate::GameInfo`], so it crosses the plugin seam with the rest of the description, and
//! a plugin is translated without the host knowing it.
//!
//! Texts the game builds from parts ("White ran out of time") are looked up whole first,
//! then in their parts: [`Words::text`] replaces each known phrase inside a longer text, so
//! a table of seat names also translates the sentences that name the seats.
//!
//! Long texts written as a whole (the rules, a lesson's words, the description, an option's
//! help) are looked up paragraph by paragraph instead, each paragraph whole
//! ([`Words::paragraphs`]): replacing the phrases inside a paragraph would leave it half in
//! one language and half in the other, and a paragraph changed in English shows in English
//! until its translation follows, while the others stay translated.

use std::borrow::Cow;
use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Translations of a game's English texts, per language tag (`"de"`).
#[derive(Clone, Eq, PartialEq, Debug, Default, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Words(BTreeMap<String, BTreeMap<String, String>>);

/// Longest text a table may hold, in bytes, and most entries per language: a plugin's table
/// is read from untrusted JSON, and looking up a text walks a language's entries.
pub const MOST_ENTRIES: usize = 4_096;

impl Words {
    /// No translations.
    pub fn new() -> Self {
        Self::default()
    }

    /// True when there is no translation at all.
    pub fn is_empty(&self) -> bool {
        self.0.values().all(BTreeMap::is_empty)
    }

    /// Adds `pairs` of English text and translation for `language`.
    #[must_use]
    pub fn with(mut self, language: &str, pairs: &[(&str, &str)]) -> Self {
        let table = self.0.entry(language.to_owned()).or_default();
        for (english, translated) in pairs {
            table.insert((*english).to_owned(), (*translated).to_owned());
        }
        self
    }

    /// The languages with translations.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        self.0.keys().map(String::as_str)
    }

    /// The translation of exactly `english` into `language`, if the game gives one.
    pub fn get(&self, language: &str, english: &str) -> Option<&str> {
        self.0.get(language)?.get(english).map(String::as_str)
    }

    /// `english` in `language`: its own translation if there is one; else the text with
    /// every translated phrase in it replaced (longest phrases first, whole words only);
    /// else the English.
    pub fn text(&self, language: &str, english: &str) -> String {
        if let Some(whole) = self.get(language, english) {
            return whole.to_owned();
        }
        let Some(table) = self.0.get(language) else { return english.to_owned() };
        let mut phrases: Vec<(&String, &String)> =
            table.iter().filter(|(from, _)| !from.is_empty() && english.contains(from.as_str())).collect();
        if phrases.is_empty() {
            return english.to_owned();
        }
        phrases.sort_by_key(|(from, _)| std::cmp::Reverse(from.len()));
        replace_phrases(english, &phrases)
    }

    /// `english`, a long text of paragraphs (see [`split_paragraphs`]), in `language`: each
    /// paragraph its own translation where the table has one, else the English paragraph.
    /// No phrase inside a paragraph is replaced.
    pub fn paragraphs<'a>(&'a self, language: &str, english: &'a str) -> Vec<Cow<'a, str>> {
        split_paragraphs(english)
            .into_iter()
            .map(|paragraph| match self.get(language, &paragraph) {
                Some(translated) => Cow::Borrowed(translated),
                None => paragraph,
            })
            .collect()
    }

    /// Checks the table's size (see [`MOST_ENTRIES`]); the problem in words otherwise.
    pub fn check(&self) -> Result<(), String> {
        for (language, table) in &self.0 {
            if language.is_empty()
                || language.len() > 16
                || !language.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
            {
                return Err(format!(
                    "the language tag {} is not a tag such as \"de\"",
                    crate::quote::quote(language)
                ));
            }
            if table.len() > MOST_ENTRIES {
                return Err(format!(
                    "{} texts in {language}, more than the {MOST_ENTRIES} allowed",
                    table.len()
                ));
            }
        }
        Ok(())
    }
}

/// The paragraphs of a long text: the parts between blank lines, trimmed, the empty ones
/// left out. A paragraph keeps its inner line breaks (a rules paragraph may open with a
/// title line), and a text with Windows line ends splits as the same text with Unix ones.
pub fn split_paragraphs(text: &str) -> Vec<Cow<'_, str>> {
    if text.contains('\r') {
        let unix = text.replace("\r\n", "\n").replace('\r', "\n");
        return split_paragraphs(&unix).into_iter().map(|p| Cow::Owned(p.into_owned())).collect();
    }
    text.split("\n\n").map(str::trim).filter(|p| !p.is_empty()).map(Cow::Borrowed).collect()
}

/// `text` with each of `phrases` (longest first) replaced where it stands as whole words;
/// a replaced part is never looked into again.
fn replace_phrases(text: &str, phrases: &[(&String, &String)]) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    'scan: while !rest.is_empty() {
        for (from, to) in phrases {
            if rest.starts_with(from.as_str()) && starts_word(text, rest) && ends_word(&rest[from.len()..]) {
                out.push_str(to);
                rest = &rest[from.len()..];
                continue 'scan;
            }
        }
        let next = rest.chars().next().map_or(1, char::len_utf8);
        out.push_str(&rest[..next]);
        rest = &rest[next..];
    }
    out
}

/// True when `rest`, a tail of `text`, starts at the beginning of a word.
fn starts_word(text: &str, rest: &str) -> bool {
    let before = &text[..text.len() - rest.len()];
    before.chars().next_back().is_none_or(|c| !c.is_alphanumeric())
}

/// True when `after` does not go on with the same word.
fn ends_word(after: &str) -> bool {
    after.chars().next().is_none_or(|c| !c.is_alphanumeric())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn words() -> Words {
        Words::new().with(
            "de",
            &[
                ("White", "Weiß"),
                ("Black", "Schwarz"),
                ("movement", "Ziehen"),
                ("ran out of time", "hat keine Zeit mehr"),
            ],
        )
    }

    #[test]
    fn a_whole_text_then_its_phrases_then_the_english() {
        let words = words();
        assert_eq!(words.text("de", "White"), "Weiß");
        assert_eq!(words.text("de", "White ran out of time"), "Weiß hat keine Zeit mehr");
        assert_eq!(words.text("de", "Whitehall"), "Whitehall", "whole words only");
        assert_eq!(words.text("de", "no such text"), "no such text");
        assert_eq!(words.text("fr", "White"), "White", "English where a language has nothing");
        assert_eq!(words.get("de", "movement"), Some("Ziehen"));
    }

    #[test]
    fn long_texts_are_translated_paragraph_by_paragraph_and_never_in_part() {
        let words = words().with("de", &[("Phase 1\nWhite places.", "Phase 1\nWeiß setzt.")]);
        let rules = "White starts.\n\nPhase 1\nWhite places.\n\n\nBlack ran out of time.\n";
        assert_eq!(
            words.paragraphs("de", rules),
            ["White starts.", "Phase 1\nWeiß setzt.", "Black ran out of time."],
            "the paragraphs without a translation of their own stay English, whole"
        );
        assert_eq!(words.paragraphs("fr", rules)[1], "Phase 1\nWhite places.");
        assert_eq!(split_paragraphs("a\r\nb\r\n\r\nc"), ["a\nb", "c"]);
        assert_eq!(split_paragraphs("a\rb"), ["a\nb"], "a lone carriage return ends a line too");
        assert!(split_paragraphs(" \n\n ").is_empty());
    }

    #[test]
    fn tables_cross_as_json_and_are_checked() {
        let words = words();
        let json = serde_json::to_string(&words).unwrap();
        let back: Words = serde_json::from_str(&json).unwrap();
        assert_eq!(back, words);
        assert!(words.check().is_ok());
        let bad: Words = serde_json::from_str(r#"{"d e": {"a": "b"}}"#).unwrap();
        assert!(bad.check().is_err());
        assert!(Words::new().is_empty());
    }
}
