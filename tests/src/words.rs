//! The check of a game's words in other languages ([`plateau_core::Words`]): every English
//! text a table translates must be one the game shows, whole or as a phrase inside one, so a
//! text renamed in the game cannot leave its translation behind unnoticed; every text the
//! game shows most (its seats, phases, option labels and choices) has a translation in each
//! language the table has; and so has every paragraph of its long texts (description,
//! options' help, rules, lessons), which are translated whole, paragraph by paragraph, so a
//! paragraph changed in English fails here until its translation follows.

use std::borrow::Cow;
use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, RandomSpec, SpecObject};
use plateau_core::words::split_paragraphs;
use plateau_core::{GameFactory, GameInfo, OptionKind};
use serde_json::Value;

/// The paragraphs of the long texts of the game described by `info`, each translated whole
/// ([`plateau_core::Words::paragraphs`]): its description, its options' help, its rules,
/// and its lessons' titles and words.
pub fn paragraph_texts(info: &GameInfo) -> BTreeSet<String> {
    let mut long: Vec<&str> = vec![&info.description, &info.rules];
    long.extend(info.options.iter().map(|spec| spec.help.as_str()));
    for lesson in &info.lessons {
        long.push(&lesson.title);
        long.push(&lesson.text);
    }
    long.into_iter().flat_map(split_paragraphs).map(Cow::into_owned).collect()
}

/// Every short text the game made by `factory` with `options` shows (each translated whole
/// or phrase by phrase, [`plateau_core::Words::text`]): its seats and options' labels and
/// choices, and along `games` random games its phases, choosers' labels, figures and
/// endings.
pub fn shown_texts(factory: &dyn GameFactory, options: &Value, games: u64) -> BTreeSet<String> {
    let info = factory.info();
    let mut texts: BTreeSet<String> = BTreeSet::new();
    texts.extend(info.players.iter().cloned());
    for spec in &info.options {
        texts.insert(spec.label.clone());
        if let OptionKind::Choice { choices, .. } = &spec.kind {
            texts.extend(choices.iter().map(|c| spec.kind.choice_words(c)));
        }
    }
    let stop = AtomicBool::new(false);
    for seed in 0..games {
        let mut session = factory.create(options).expect("the options make a game");
        texts.extend(session.info().players.iter().cloned());
        for ply in 0..400 {
            texts.insert(session.phase());
            for mv in session.legal_moves() {
                if let Ok(input) = session.move_input(mv) {
                    texts.extend(input.label);
                }
            }
            texts.extend(session.scores().per_player.iter().flatten().map(|f| f.label.clone()));
            // The names of what the board shows besides cells: trays, labels.
            texts.extend(session.board_view().cells.into_iter().map(|cell| cell.name));
            let spec = RandomSpec { seed: Some(seed * 1000 + ply) }.seat();
            let Some(mv) = session.think(&spec, &Limits::default(), &stop) else { break };
            if session.play(mv).is_err() {
                break;
            }
        }
        if let Some(outcome) = session.outcome() {
            texts.insert(outcome.reason);
        }
    }
    texts
}

/// Checks the table of the game made by `factory` (see the module's text) against the texts
/// of `games` random games under each of `variants`, and `rare`: texts the game shows in
/// positions random games seldom reach. The problems in words otherwise.
pub fn check_words(
    factory: &dyn GameFactory,
    variants: &[Value],
    games: u64,
    rare: &[&str],
) -> Result<(), String> {
    let info = factory.info();
    let words = &info.words;
    words.check()?;
    let mut shown: BTreeSet<String> = rare.iter().map(|t| (*t).to_owned()).collect();
    for options in variants {
        shown.extend(shown_texts(factory, options, games));
    }
    let paragraphs = paragraph_texts(info);
    let mut problems = Vec::new();
    for language in words.languages() {
        for paragraph in &paragraphs {
            match words.get(language, paragraph) {
                None => {
                    problems.push(format!("{language}: no translation of the paragraph {}", cut(paragraph)));
                }
                // A paragraph that opens with a title line shows the title apart: its
                // translation must too.
                Some(translated) if translated.lines().count() != paragraph.lines().count() => {
                    problems.push(format!(
                        "{language}: the translation of {} has {} lines, the English {}",
                        cut(paragraph),
                        translated.lines().count(),
                        paragraph.lines().count()
                    ));
                }
                Some(_) => {}
            }
        }
        let all = shown.iter().filter(|t| !t.is_empty());
        for text in all {
            let short = text.len() <= 40;
            let translated = words.get(language, text).is_some() || words.text(language, text) != *text;
            if short && !translated && !is_code(text) {
                problems.push(format!("{language}: no translation of {text:?}"));
            }
        }
    }
    let json = serde_json::to_value(words).map_err(|e| e.to_string())?;
    for (language, table) in json.as_object().into_iter().flatten() {
        for english in table.as_object().into_iter().flatten().map(|(k, _)| k) {
            let whole = paragraphs.contains(english);
            if !whole && !shown.iter().any(|t| t == english || contains_phrase(t, english)) {
                problems.push(format!("{language}: {english:?} is no text the game shows"));
            }
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n")) }
}

/// The start of `text`, quoted, to name a long paragraph in a problem.
fn cut(text: &str) -> String {
    match text.char_indices().nth(60) {
        Some((at, _)) => format!("{:?}…", &text[..at]),
        None => format!("{text:?}"),
    }
}

/// True for texts that read the same in every language: names of cells, numbers, notation
/// (`"a1-b2"`, `"Gd8"`), the letters along a board's edge.
fn is_code(text: &str) -> bool {
    text.chars().count() <= 2
        || !text.chars().any(char::is_lowercase)
        || text.chars().any(|c| c.is_ascii_digit())
}

/// True when `phrase` stands in `text` as whole words.
fn contains_phrase(text: &str, phrase: &str) -> bool {
    text.match_indices(phrase).any(|(at, _)| {
        let before = text[..at].chars().next_back().is_none_or(|c| !c.is_alphanumeric());
        let after = text[at + phrase.len()..].chars().next().is_none_or(|c| !c.is_alphanumeric());
        before && after
    })
}

#[cfg(test)]
mod tests {
    use plateau_core::{GameSession, OptionsError, StaticFactory};
    use plateau_dvonn::Dvonn;

    use super::*;

    /// DVONN with a description (rules, lesson, words) changed, for the check to find.
    struct Changed {
        info: GameInfo,
        inner: StaticFactory<Dvonn>,
    }

    impl GameFactory for Changed {
        fn info(&self) -> &GameInfo {
            &self.info
        }
        fn create(&self, options: &Value) -> Result<Box<dyn GameSession>, OptionsError> {
            self.inner.create(options)
        }
    }

    #[test]
    fn a_paragraph_or_step_without_its_german_is_named_and_so_is_a_lost_title_line() {
        let inner = StaticFactory::<Dvonn>::new();
        let mut info = inner.info().clone();
        assert!(check_words(&inner, &[Value::Null], 1, &["pass"]).is_ok(), "DVONN as it is passes");
        info.rules.push_str("\n\nA new paragraph.");
        info.lessons[0].title = "A new title".to_owned();
        let scoring = split_paragraphs(&info.rules)
            .into_iter()
            .find(|p| p.starts_with("Scoring\n"))
            .expect("DVONN's rules say how a game is scored")
            .into_owned();
        info.words = info.words.clone().with("de", &[(scoring.as_str(), "Wertung: alles auf einer Zeile.")]);
        let problems = check_words(&Changed { info, inner }, &[Value::Null], 1, &["pass"]).unwrap_err();
        for expected in [
            r#"de: no translation of the paragraph "A new paragraph.""#,
            r#"de: no translation of the paragraph "A new title""#,
            r#"de: "The board" is no text the game shows"#,
        ] {
            assert!(problems.lines().any(|line| line == expected), "{expected}\nnot among\n{problems}");
        }
        let title_lost = |line: &str| {
            line.starts_with(r#"de: the translation of "Scoring\nEach player"#)
                && line.ends_with("… has 1 lines, the English 2")
        };
        assert!(problems.lines().any(title_lost), "the lost title line, among\n{problems}");
    }
}
