//! The check of a game's words in other languages ([`plateau_core::Words`]): every English
//! text a table translates must be one the game shows, whole or as a phrase inside one, so a
//! text renamed in the game cannot leave its translation behind unnoticed; and every text the
//! game shows most (its seats, phases, option labels and choices) has a translation in each
//! language the table has.

use std::collections::BTreeSet;
use std::sync::atomic::AtomicBool;

use plateau_core::ai::{Limits, RandomSpec, SpecObject};
use plateau_core::{GameFactory, OptionKind};
use serde_json::Value;

/// Every text the game made by `factory` with `options` shows: its description, seats and
/// options, and along `games` random games its phases, choosers' labels, figures and
/// endings.
pub fn shown_texts(factory: &dyn GameFactory, options: &Value, games: u64) -> BTreeSet<String> {
    let info = factory.info();
    let mut texts: BTreeSet<String> = BTreeSet::new();
    texts.insert(info.description.clone());
    texts.extend(info.players.iter().cloned());
    for spec in &info.options {
        texts.insert(spec.label.clone());
        texts.insert(spec.help.clone());
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
    let words = &factory.info().words;
    words.check()?;
    let mut shown: BTreeSet<String> = rare.iter().map(|t| (*t).to_owned()).collect();
    for options in variants {
        shown.extend(shown_texts(factory, options, games));
    }
    let mut problems = Vec::new();
    for language in words.languages() {
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
            if !shown.iter().any(|t| t == english || contains_phrase(t, english)) {
                problems.push(format!("{language}: {english:?} is no text the game shows"));
            }
        }
    }
    if problems.is_empty() { Ok(()) } else { Err(problems.join("\n")) }
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
