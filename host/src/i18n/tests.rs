//! The catalogues agree with each other and with the code that looks messages up.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use fluent_syntax::ast;

use super::*;

/// Every message of a catalogue with the variables it uses.
fn messages(language: Language) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(language.catalogue())
        .unwrap_or_else(|(_, errors)| panic!("{} does not parse: {errors:?}", language.code()));
    let mut found = BTreeMap::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut variables = BTreeSet::new();
            if let Some(pattern) = &message.value {
                pattern_variables(pattern, &mut variables);
            }
            assert!(message.attributes.is_empty(), "{}: attributes are not looked up", message.id.name);
            assert!(
                found.insert(message.id.name.to_owned(), variables).is_none(),
                "{} twice in {}",
                message.id.name,
                language.code()
            );
        }
    }
    found
}

fn pattern_variables(pattern: &ast::Pattern<&str>, into: &mut BTreeSet<String>) {
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, into);
        }
    }
}

fn expression_variables(expression: &ast::Expression<&str>, into: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, into);
            for variant in variants {
                pattern_variables(&variant.value, into);
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, into),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, into: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            into.insert(id.name.to_owned());
        }
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, into);
            }
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, into),
        _ => {}
    }
}

#[test]
fn both_languages_have_the_same_messages_with_the_same_variables() {
    let english = messages(Language::English);
    let german = messages(Language::German);
    let only_english: Vec<_> = english.keys().filter(|id| !german.contains_key(*id)).collect();
    let only_german: Vec<_> = german.keys().filter(|id| !english.contains_key(*id)).collect();
    assert!(only_english.is_empty(), "not translated into German: {only_english:?}");
    assert!(only_german.is_empty(), "German only: {only_german:?}");
    for (id, variables) in &english {
        assert_eq!(variables, &german[id], "{id} uses other variables in German");
    }
}

#[test]
fn every_message_formats_without_errors_in_both_languages() {
    for language in Language::ALL {
        let bundle = &BUNDLES[language.index()];
        for (id, variables) in messages(language) {
            for sample in [FluentValue::from(1), FluentValue::from(2), FluentValue::from("Anna")] {
                let mut args = FluentArgs::new();
                for name in &variables {
                    args.set(name.clone(), sample.clone());
                }
                let pattern = bundle.get_message(&id).and_then(|m| m.value()).expect("a message has a value");
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{} {id}: {errors:?}", language.code());
                assert!(!text.trim().is_empty(), "{} {id} is empty", language.code());
            }
        }
    }
}

#[test]
fn counts_take_the_plural_they_need() {
    let moves = |language, count: usize| tr_in(language, "moves-count", &[("count", count.into())]);
    assert_eq!(moves(Language::English, 1), "1 move");
    assert_eq!(moves(Language::English, 22), "22 moves");
    assert_eq!(moves(Language::German, 1), "1 Zug");
    assert_eq!(moves(Language::German, 2), "2 Züge");
    assert_eq!(moves(Language::German, 0), "0 Züge");
}

#[test]
fn lookups_follow_the_chosen_language_and_fall_back_to_english() {
    assert_eq!(tr_in(Language::English, "menu-new-game", &[]), "New game…");
    assert_eq!(tr_in(Language::German, "menu-new-game", &[]), "Neues Spiel…");
    assert!(!tr_in(Language::German, "menu-open", &[]).contains('\u{2068}'), "no isolation marks");
    let with_name = tr_in(Language::German, "status-saved", &[("path", "a.plateau".into())]);
    assert!(with_name.contains("a.plateau") && !with_name.contains('\u{2068}'), "{with_name}");
}

#[test]
fn languages_are_read_from_codes_and_the_environment() {
    assert_eq!(Language::from_code("de"), Some(Language::German));
    assert_eq!(Language::from_code("de_AT.UTF-8"), Some(Language::German));
    assert_eq!(Language::from_code("en_GB"), Some(Language::English));
    assert_eq!(Language::from_code("fr_FR"), None);
    assert_eq!(Language::from_code("dee"), None);
    let env = |pairs: &'static [(&'static str, &'static str)]| {
        move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| (*v).to_owned())
    };
    assert_eq!(Language::from_environment(env(&[("LANG", "de_DE.UTF-8")])), Some(Language::German));
    assert_eq!(
        Language::from_environment(env(&[("LC_ALL", "en_US.UTF-8"), ("LANG", "de_DE.UTF-8")])),
        Some(Language::English)
    );
    assert_eq!(Language::from_environment(env(&[("LC_ALL", ""), ("LANG", "de_CH")])), Some(Language::German));
    assert_eq!(Language::from_environment(env(&[("LANG", "C")])), None);
    assert_eq!(Language::from_environment(env(&[])), None);
}

/// The ids the code looks up: the literal first argument of every `tr!`, `tr(` and
/// `tr_args(` in the crate's sources (on the next line too, as rustfmt may put it).
fn ids_in_sources() -> BTreeMap<String, String> {
    let mut found = BTreeMap::new();
    let mut pending = vec![Path::new(env!("CARGO_MANIFEST_DIR")).join("src")];
    while let Some(path) = pending.pop() {
        if path.is_dir() {
            pending.extend(std::fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("i18n/tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for opener in ["tr!(", "tr(", "tr_args(", "tr_in(Language::English,", "tr_in(Language::German,"] {
            for (at, _) in text.match_indices(opener) {
                let Some(rest) = text[at + opener.len()..].trim_start().strip_prefix('"') else { continue };
                let id = &rest[..rest.find('"').unwrap()];
                let preceding = text[..at].chars().next_back();
                // `str(` or `attr(` are other functions.
                if preceding.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                found.insert(id.to_owned(), path.display().to_string());
            }
        }
    }
    found
}

#[test]
fn the_catalogue_holds_exactly_the_messages_the_code_looks_up() {
    let english = messages(Language::English);
    let used = ids_in_sources();
    let missing: Vec<_> = used.iter().filter(|(id, _)| !english.contains_key(*id)).collect();
    assert!(missing.is_empty(), "looked up but not in en/plateau.ftl: {missing:?}");
    let unused: Vec<_> = english.keys().filter(|id| !used.contains_key(*id)).collect();
    assert!(unused.is_empty(), "in en/plateau.ftl but never looked up: {unused:?}");
}
