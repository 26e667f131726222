//! The languages the bot and the terminal speak: one Fluent message catalog per language
//! (`locales/<code>.ftl`), chosen per reader, with English as the fallback for anything missing.
//!
//! Every player-facing sentence is a message of the catalogs, formatted with [`tr!`]: plurals
//! and variables are Fluent's business, never string concatenation. Adding a language is one
//! catalog file and one line in [`CATALOGS`] (and in `build.rs`, which deflates them).

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::borrow::Cow;
use std::sync::OnceLock;

/// The catalogs built into the binary: (language code, Fluent source deflated by the build, see
/// `build.rs`). English comes first: it is the fallback of every other.
const CATALOGS: &[(&str, &[u8])] = &[
    (
        "en",
        include_bytes!(concat!(env!("OUT_DIR"), "/en.ftl.deflate")),
    ),
    (
        "fr",
        include_bytes!(concat!(env!("OUT_DIR"), "/fr.ftl.deflate")),
    ),
    (
        "cs",
        include_bytes!(concat!(env!("OUT_DIR"), "/cs.ftl.deflate")),
    ),
];

/// The catalogs' Fluent sources, inflated once: (language code, source), English first.
pub fn catalogs() -> &'static [(&'static str, String)] {
    static SOURCES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
    SOURCES.get_or_init(|| {
        CATALOGS
            .iter()
            .map(|&(code, deflated)| {
                let source = miniz_oxide::inflate::decompress_to_vec(deflated)
                    .ok()
                    .and_then(|bytes| String::from_utf8(bytes).ok())
                    .unwrap_or_else(|| {
                        tracing::error!(language = code, "catalog cannot be inflated");
                        String::new()
                    });
                (code, source)
            })
            .collect()
    })
}

/// A language of [`CATALOGS`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Lang(u8);

impl Default for Lang {
    fn default() -> Self {
        Lang::EN
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// A value given to a message's variable.
pub enum Arg<'a> {
    Text(Cow<'a, str>),
    Number(f64),
}

impl<'a> From<&'a str> for Arg<'a> {
    fn from(text: &'a str) -> Self {
        Arg::Text(Cow::Borrowed(text))
    }
}

impl<'a> From<&'a String> for Arg<'a> {
    fn from(text: &'a String) -> Self {
        Arg::Text(Cow::Borrowed(text.as_str()))
    }
}

impl From<String> for Arg<'_> {
    fn from(text: String) -> Self {
        Arg::Text(Cow::Owned(text))
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg<'_> {
            fn from(n: $t) -> Self {
                Arg::Number(n as f64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f64);

/// Formats a message of `lang`'s catalog: `tr!(lang, "id")` or `tr!(lang, "id", name = value, …)`.
#[macro_export]
macro_rules! tr {
    ($lang:expr, $id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $crate::kit::lang::Lang::text(
            $lang,
            $id,
            &[$((stringify!($key), $crate::kit::lang::Arg::from($value))),*],
        )
    };
}

type Bundle = FluentBundle<FluentResource>;

fn bundles() -> &'static [Bundle] {
    static BUNDLES: OnceLock<Vec<Bundle>> = OnceLock::new();
    BUNDLES.get_or_init(|| {
        catalogs()
            .iter()
            .map(|(code, source)| {
                let tag: unic_langid::LanguageIdentifier = code.parse().unwrap_or_default();
                let mut bundle = Bundle::new_concurrent(vec![tag]);
                // Discord and terminals show the text as it is: no bidi isolation marks.
                bundle.set_use_isolating(false);
                let resource = match FluentResource::try_new(source.to_string()) {
                    Ok(resource) => resource,
                    Err((resource, errors)) => {
                        tracing::error!(language = code, ?errors, "catalog has syntax errors");
                        resource
                    }
                };
                if let Err(errors) = bundle.add_resource(resource) {
                    tracing::error!(language = code, ?errors, "catalog repeats a message");
                }
                bundle
            })
            .collect()
    })
}

impl Lang {
    pub const EN: Lang = Lang(0);
    pub const FR: Lang = Lang(1);
    pub const CS: Lang = Lang(2);

    /// Every language there is a catalog for, English first.
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..CATALOGS.len()).map(|i| Lang(i as u8))
    }

    /// The language's code, as in `locales/<code>.ftl` ("en", "fr", "cs").
    pub fn code(self) -> &'static str {
        CATALOGS[self.0 as usize].0
    }

    /// The language of a code or locale tag: "fr", "fr-FR", "fr_CA.UTF-8", "EN-us"; `None` when
    /// there is no catalog for it.
    pub fn from_locale(tag: &str) -> Option<Lang> {
        let primary = tag
            .trim()
            .split(['-', '_', '.', '@'])
            .next()
            .unwrap_or("")
            .to_ascii_lowercase();
        Lang::all().find(|lang| lang.code() == primary)
    }

    /// The language of a locale tag, or English.
    pub fn from_locale_or_english(tag: Option<&str>) -> Lang {
        tag.and_then(Lang::from_locale).unwrap_or_default()
    }

    /// The terminal's language: the first of `LC_ALL`, `LC_MESSAGES`, `LANG` that is set (POSIX
    /// order), or English.
    pub fn from_env() -> Lang {
        ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| std::env::var(name).ok())
            .find(|value| !value.is_empty())
            .and_then(|value| Lang::from_locale(&value))
            .unwrap_or_default()
    }

    /// Whether the catalog has a message `id`.
    pub fn has(self, id: &str) -> bool {
        bundles()[self.0 as usize].has_message(id)
    }

    /// The message `id` formatted with `args`, from this language's catalog, else English's,
    /// else the id itself (a missing message shows, it never panics).
    pub fn text(self, id: &str, args: &[(&str, Arg<'_>)]) -> String {
        let fluent_args = (!args.is_empty()).then(|| {
            let mut fluent_args = FluentArgs::with_capacity(args.len());
            for (key, value) in args {
                let value = match value {
                    Arg::Text(text) => FluentValue::from(text.as_ref()),
                    Arg::Number(n) => FluentValue::from(*n),
                };
                fluent_args.set(*key, value);
            }
            fluent_args
        });
        for lang in [self, Lang::EN] {
            let bundle = &bundles()[lang.0 as usize];
            if let Some(pattern) = bundle.get_message(id).and_then(|m| m.value()) {
                let mut errors = Vec::new();
                let text = bundle.format_pattern(pattern, fluent_args.as_ref(), &mut errors);
                if !errors.is_empty() {
                    tracing::warn!(
                        id,
                        language = lang.code(),
                        ?errors,
                        "message formatted with errors"
                    );
                }
                return text.into_owned();
            }
        }
        tracing::warn!(id, "no such message in any catalog");
        id.to_string()
    }

    /// A message whose id is made at run time (`unit-guardian`), as [`Lang::text`] without
    /// variables.
    pub fn word(self, id: &str) -> String {
        self.text(id, &[])
    }
}

/// A sentence to be said later in its reader's language: a message id and its variables. The
/// hosting layer refuses with phrases; each front end words them for whoever reads them.
#[derive(Clone, Debug, PartialEq)]
pub struct Phrase {
    pub id: &'static str,
    pub args: Vec<(&'static str, PhraseArg)>,
}

/// A variable of a [`Phrase`].
#[derive(Clone, Debug, PartialEq)]
pub enum PhraseArg {
    Text(String),
    Number(f64),
    /// A sentence inside the sentence, worded in the same language.
    Phrase(Box<Phrase>),
    /// A duration, worded in the same language ([`crate::kit::lang::duration`]).
    Duration(std::time::Duration),
}

impl From<Phrase> for PhraseArg {
    fn from(phrase: Phrase) -> Self {
        PhraseArg::Phrase(Box::new(phrase))
    }
}

impl From<std::time::Duration> for PhraseArg {
    fn from(duration: std::time::Duration) -> Self {
        PhraseArg::Duration(duration)
    }
}

impl From<&str> for PhraseArg {
    fn from(text: &str) -> Self {
        PhraseArg::Text(text.to_string())
    }
}

impl From<String> for PhraseArg {
    fn from(text: String) -> Self {
        PhraseArg::Text(text)
    }
}

impl From<&String> for PhraseArg {
    fn from(text: &String) -> Self {
        PhraseArg::Text(text.clone())
    }
}

macro_rules! number_phrase_args {
    ($($t:ty),*) => {$(
        impl From<$t> for PhraseArg {
            fn from(n: $t) -> Self {
                PhraseArg::Number(n as f64)
            }
        }
    )*};
}
number_phrase_args!(u8, u16, u32, u64, usize, i8, i16, i32, i64, f64);

impl Phrase {
    /// The phrase in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let args: Vec<(&str, Arg<'_>)> = self
            .args
            .iter()
            .map(|(key, value)| {
                let value = match value {
                    PhraseArg::Text(text) => Arg::Text(Cow::Borrowed(text.as_str())),
                    PhraseArg::Number(n) => Arg::Number(*n),
                    PhraseArg::Phrase(inner) => Arg::Text(Cow::Owned(inner.text(lang))),
                    PhraseArg::Duration(d) => {
                        Arg::Text(Cow::Owned(crate::kit::lang::duration(lang, *d)))
                    }
                };
                (*key, value)
            })
            .collect();
        lang.text(self.id, &args)
    }
}

/// In English, for logs and tests.
impl std::fmt::Display for Phrase {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.text(Lang::EN))
    }
}

/// A [`Phrase`]: `phrase!("id")` or `phrase!("id", name = value, …)`.
#[macro_export]
macro_rules! phrase {
    ($id:literal $(, $key:ident = $value:expr)* $(,)?) => {
        $crate::kit::lang::Phrase {
            id: $id,
            args: vec![$((
                stringify!($key),
                $crate::kit::lang::PhraseArg::from($value),
            )),*],
        }
    };
}

/// Names listed in a sentence: "Ann", "Ann and Bob", "Ann, Bob and Cid".
pub fn name_list(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tr!(
            lang,
            "two-names",
            first = rest.join(", "),
            second = last.as_str()
        ),
    }
}

/// A duration in words ("1 day", "2 days 3 hours", "2 jours 3 heures", "5 dní"): its whole
/// days, hours, minutes and seconds, those that are not zero ("0 seconds" under a second).
pub fn duration(lang: Lang, d: std::time::Duration) -> String {
    let secs = d.as_secs();
    let units = [
        ("duration-days", secs / 86_400),
        ("duration-hours", secs / 3_600 % 24),
        ("duration-minutes", secs / 60 % 60),
        ("duration-seconds", secs % 60),
    ];
    let mut parts = units
        .iter()
        .filter(|(_, count)| *count > 0)
        .map(|&(id, count)| lang.text(id, &[("count", Arg::from(count))]));
    let Some(first) = parts.next() else {
        return tr!(lang, "duration-seconds", count = 0u64);
    };
    parts.fold(first, |first, rest| {
        tr!(lang, "duration-parts", first = first, rest = rest)
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn locales_find_their_catalog_or_none() {
        assert_eq!(Lang::from_locale("fr"), Some(Lang::FR));
        assert_eq!(Lang::from_locale("fr-CA"), Some(Lang::FR));
        assert_eq!(Lang::from_locale("fr_FR.UTF-8"), Some(Lang::FR));
        assert_eq!(Lang::from_locale("en-GB"), Some(Lang::EN));
        assert_eq!(Lang::from_locale("cs"), Some(Lang::CS));
        assert_eq!(Lang::from_locale("cs_CZ.UTF-8"), Some(Lang::CS));
        assert_eq!(Lang::from_locale("de"), None);
        assert_eq!(Lang::from_locale(""), None);
        assert_eq!(Lang::from_locale_or_english(Some("pt-BR")), Lang::EN);
        assert_eq!(Lang::FR.code(), "fr");
        assert_eq!(Lang::CS.code(), "cs");
    }

    #[test]
    fn every_catalog_has_its_constant() {
        assert_eq!(
            Lang::all().collect::<Vec<_>>(),
            vec![Lang::EN, Lang::FR, Lang::CS]
        );
    }

    #[test]
    fn a_missing_message_falls_back_to_english_then_to_its_id() {
        assert_eq!(
            Lang::FR.word("no-such-message-anywhere"),
            "no-such-message-anywhere"
        );
        assert_eq!(Lang::EN.word("language-name"), "English");
        assert_eq!(Lang::FR.word("language-name"), "Français");
        assert_eq!(Lang::CS.word("language-name"), "Čeština");
        assert_eq!(
            Lang::CS.word("no-such-message-anywhere"),
            "no-such-message-anywhere"
        );
    }

    #[test]
    fn czech_plurals_follow_the_czech_categories() {
        let choices = |n: u32| crate::tr!(Lang::CS, "menu-choices", count = n);
        assert_eq!(choices(1), "1 možnost");
        assert_eq!(choices(3), "3 možnosti");
        assert_eq!(choices(5), "5 možností");
        assert_eq!(choices(0), "0 možností");
    }

    #[test]
    fn durations_are_worded_in_each_language_with_its_plurals() {
        let day = 86_400;
        let cases: [(u64, [&str; 3]); 8] = [
            (day, ["1 day", "1 jour", "1 den"]),
            (2 * day, ["2 days", "2 jours", "2 dny"]),
            (5 * day, ["5 days", "5 jours", "5 dní"]),
            (
                2 * day + 3 * 3_600,
                ["2 days 3 hours", "2 jours 3 heures", "2 dny 3 hodiny"],
            ),
            (48 * 3_600, ["2 days", "2 jours", "2 dny"]),
            (3_600, ["1 hour", "1 heure", "1 hodina"]),
            (
                90 * 60 + 1,
                [
                    "1 hour 30 minutes 1 second",
                    "1 heure 30 minutes 1 seconde",
                    "1 hodina 30 minut 1 sekunda",
                ],
            ),
            (0, ["0 seconds", "0 seconde", "0 sekund"]),
        ];
        for (secs, want) in cases {
            for (lang, want) in Lang::all().zip(want) {
                assert_eq!(duration(lang, Duration::from_secs(secs)), want, "{lang}");
            }
        }
        // Fractions of a second are left out.
        assert_eq!(
            duration(Lang::EN, Duration::from_millis(61_500)),
            "1 minute 1 second"
        );
        assert_eq!(duration(Lang::CS, Duration::from_secs(14 * day)), "14 dní");
        assert_eq!(duration(Lang::CS, Duration::from_secs(4 * 60)), "4 minuty");
    }
}
