//! The window's words in the language the person chose: one Fluent catalogue per language
//! (`host/locales/<lang>/plateau.ftl`), compiled into the binary so it needs no files at run
//! time.
//!
//! Only the window speaks German. The command line, the engine protocol and log messages stay
//! English: they are a tool interface that scripts read. Words that come from the games
//! themselves (seat names, phases, option labels, choosers, figures, the reasons a game
//! ended, the description, the rules texts and the lessons) are the games' to translate: each
//! gives a table ([`plateau_core::Words`]) that `app::game_words` applies, English where it
//! has none. Game names stay English, as do the core's error messages, which the window wraps
//! in a translated sentence.
//!
//! Look a message up with [`tr!`](crate::tr): `tr!("menu-new-game")`, or with arguments
//! `tr!("status-saved", path = path.display().to_string())`. A message missing from the
//! German catalogue falls back to the English one; an id missing from the English catalogue
//! shows as itself (and fails a debug assertion; the catalogue tests find it first).

use std::sync::LazyLock;
use std::sync::atomic::{AtomicU8, Ordering};

pub use fluent_bundle::FluentValue;
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};
use serde::{Deserialize, Serialize};
use unic_langid::LanguageIdentifier;

/// A language the window speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Language {
    /// English, the catalogue every other falls back to.
    #[default]
    #[serde(rename = "en")]
    English,
    /// German.
    #[serde(rename = "de")]
    German,
}

impl Language {
    /// Every language, in the order the menu lists them.
    pub const ALL: [Language; 2] = [Language::English, Language::German];

    /// The language's name in itself, as a menu shows it.
    pub fn name(self) -> &'static str {
        match self {
            Language::English => "English",
            Language::German => "Deutsch",
        }
    }

    /// The language's code ("en", "de").
    pub fn code(self) -> &'static str {
        match self {
            Language::English => "en",
            Language::German => "de",
        }
    }

    /// The language named by a code such as "de" or a locale such as "de_AT.UTF-8".
    pub fn from_code(code: &str) -> Option<Language> {
        let lower = code.trim().to_ascii_lowercase();
        Language::ALL.into_iter().find(|l| {
            lower == l.code()
                || lower.strip_prefix(l.code()).is_some_and(|rest| rest.starts_with(['_', '-', '.']))
        })
    }

    /// The language the system's locale asks for (`LC_ALL`, `LC_MESSAGES`, `LANG`, the first
    /// one set wins, as the C library reads them), if it is one the window speaks.
    pub fn from_environment(get: impl Fn(&str) -> Option<String>) -> Option<Language> {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .into_iter()
            .filter_map(&get)
            .find(|value| !value.is_empty())
            .and_then(|value| Language::from_code(&value))
    }

    fn catalogue(self) -> &'static str {
        match self {
            Language::English => include_str!("../locales/en/plateau.ftl"),
            Language::German => include_str!("../locales/de/plateau.ftl"),
        }
    }

    fn index(self) -> usize {
        self as usize
    }
}

/// The language of the window, for the whole process (there is one window).
static CURRENT: AtomicU8 = AtomicU8::new(0);

/// Makes `language` the window's language; the next lookup uses it.
pub fn set_language(language: Language) {
    CURRENT.store(language as u8, Ordering::Relaxed);
}

/// The window's language.
pub fn current() -> Language {
    Language::ALL.get(CURRENT.load(Ordering::Relaxed) as usize).copied().unwrap_or_default()
}

type Bundle = FluentBundle<FluentResource>;

static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| Language::ALL.into_iter().map(bundle).collect());

fn bundle(language: Language) -> Bundle {
    let id: LanguageIdentifier = language.code().parse().expect("language codes are valid");
    let resource = FluentResource::try_new(language.catalogue().to_owned())
        .unwrap_or_else(|(_, errors)| panic!("the {} catalogue does not parse: {errors:?}", language.code()));
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // egui draws Unicode's isolation marks as boxes; every argument here is plain text anyway.
    bundle.set_use_isolating(false);
    bundle.add_resource(resource).expect("a catalogue defines each message once");
    bundle
}

/// The message `id` in the window's language, with `args` filled in.
pub fn tr_args(id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    tr_in(current(), id, args)
}

/// The message `id` in the window's language.
pub fn tr(id: &str) -> String {
    tr_args(id, &[])
}

/// The message `id` in `language` with `args` filled in; the English message where `language`
/// lacks it, and the id itself where English lacks it too.
pub fn tr_in(language: Language, id: &str, args: &[(&str, FluentValue<'_>)]) -> String {
    let fluent_args = (!args.is_empty()).then(|| {
        let mut fluent_args = FluentArgs::with_capacity(args.len());
        for (name, value) in args {
            fluent_args.set(*name, value.clone());
        }
        fluent_args
    });
    for bundle in [&BUNDLES[language.index()], &BUNDLES[Language::English.index()]] {
        if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
            debug_assert!(errors.is_empty(), "message {id}: {errors:?}");
            return text.into_owned();
        }
    }
    debug_assert!(false, "no message {id} in the English catalogue");
    id.to_owned()
}

/// Looks a message up in the window's language: `tr!("menu-new-game")`, or with arguments
/// `tr!("status-saved", path = shown_path)` (each value anything a Fluent value is made
/// from: text or a number).
#[macro_export]
macro_rules! tr {
    ($id:literal) => {
        $crate::i18n::tr($id)
    };
    ($id:literal, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::tr_args($id, &[$((stringify!($name), $crate::i18n::FluentValue::from($value))),+])
    };
}

#[cfg(test)]
mod tests;
