//! The message catalogs: every language has every message with the same variables, every message
//! the code names exists, and the English card texts are the card data's.

use fluent_syntax::ast;
use invictus::lang::{Lang, CATALOGS};
use std::collections::{BTreeMap, BTreeSet};

/// A catalog's messages and, for each, the variables it uses (in its value, its selectors and
/// their variants).
fn messages(code: &str, source: &str) -> BTreeMap<String, BTreeSet<String>> {
    fn pattern(p: &ast::Pattern<&str>, vars: &mut BTreeSet<String>) {
        for element in &p.elements {
            if let ast::PatternElement::Placeable { expression } = element {
                expression_vars(expression, vars);
            }
        }
    }
    fn expression_vars(e: &ast::Expression<&str>, vars: &mut BTreeSet<String>) {
        match e {
            ast::Expression::Select { selector, variants } => {
                inline(selector, vars);
                for v in variants {
                    pattern(&v.value, vars);
                }
            }
            ast::Expression::Inline(i) => inline(i, vars),
        }
    }
    fn inline(i: &ast::InlineExpression<&str>, vars: &mut BTreeSet<String>) {
        match i {
            ast::InlineExpression::VariableReference { id } => {
                vars.insert(id.name.to_string());
            }
            ast::InlineExpression::Placeable { expression } => expression_vars(expression, vars),
            _ => {}
        }
    }
    let resource = fluent_syntax::parser::parse(source)
        .unwrap_or_else(|(_, errors)| panic!("{code}.ftl does not parse: {errors:?}"));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                if let Some(value) = &m.value {
                    pattern(value, &mut vars);
                }
                let repeated = out.insert(m.id.name.to_string(), vars).is_some();
                assert!(!repeated, "{code}.ftl has {} twice", m.id.name);
            }
            ast::Entry::Junk { content } => panic!("{code}.ftl has junk: {content}"),
            _ => {}
        }
    }
    out
}

#[test]
fn every_language_has_every_message_with_the_same_variables() {
    let (_, english_source) = CATALOGS[0];
    let english = messages("en", english_source);
    assert!(
        english.len() > 400,
        "only {} English messages",
        english.len()
    );
    for &(code, source) in &CATALOGS[1..] {
        let other = messages(code, source);
        let missing: Vec<&String> = english
            .keys()
            .filter(|id| !other.contains_key(*id))
            .collect();
        let extra: Vec<&String> = other
            .keys()
            .filter(|id| !english.contains_key(*id))
            .collect();
        assert!(missing.is_empty(), "{code}.ftl lacks {missing:?}");
        assert!(
            extra.is_empty(),
            "{code}.ftl has messages English lacks: {extra:?}"
        );
        for (id, vars) in &english {
            assert_eq!(&other[id], vars, "{code}.ftl's {id} has other variables");
        }
    }
}

/// The message ids written in the source as `tr!(lang, "id"` or `phrase!("id"`.
fn ids_in_source() -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    let mut stack = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/src"
    ))];
    while let Some(path) = stack.pop() {
        if path.is_dir() {
            for entry in std::fs::read_dir(&path).unwrap() {
                stack.push(entry.unwrap().path());
            }
            continue;
        }
        // lang.rs defines the macros (its examples name no real message).
        if path.extension().is_none_or(|e| e != "rs") || path.ends_with("lang.rs") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap();
        for start in ["tr!(", "phrase!("] {
            for (at, _) in text.match_indices(start) {
                // `tr!(` itself, not the end of another macro's name (`include_str!(`).
                let before = text[..at].chars().next_back();
                if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                    continue;
                }
                let rest = &text[at + start.len()..];
                // The id is the first string literal of the call.
                let Some(open) = rest.find('"') else { continue };
                if rest[..open].contains(')') {
                    continue;
                }
                let literal = &rest[open + 1..];
                let id = &literal[..literal.find('"').unwrap()];
                found.insert((path.display().to_string(), id.to_string()));
            }
        }
    }
    found
}

#[test]
fn every_message_the_code_names_is_in_the_catalogs() {
    let named = ids_in_source();
    assert!(
        named.len() > 300,
        "only {} message ids found in the source",
        named.len()
    );
    for (file, id) in &named {
        for lang in Lang::all() {
            assert!(lang.has(id), "{file} names {id}, missing in {lang}.ftl");
        }
    }
    // Ids made at run time.
    let mut made: Vec<String> = Vec::new();
    for (key, _, _) in invictus::games::Variant::CHOICES {
        made.push(format!("variant-{key}"));
    }
    for key in invictus::discord::render::RULE_TOPICS {
        made.push(format!("rules-{key}-title"));
        made.push(format!("rules-{key}-text"));
    }
    for card in invictus::catalog::builtin().cards() {
        let unit = card.kind.name().to_lowercase();
        made.push(format!("support-{unit}-timing"));
        made.push(format!("support-{unit}-text"));
    }
    for id in &made {
        for lang in Lang::all() {
            assert!(lang.has(id), "{id} is missing in {lang}.ftl");
        }
    }
}

#[test]
fn the_english_card_texts_are_the_card_data() {
    for card in invictus::catalog::builtin().cards() {
        let unit = card.kind.name().to_lowercase();
        assert_eq!(
            Lang::EN.word(&format!("support-{unit}-text")),
            card.support.text,
            "{unit}'s support text"
        );
        assert_eq!(
            Lang::EN.word(&format!("support-{unit}-timing")),
            card.support.timing,
            "{unit}'s support timing"
        );
        // And every other language has its own wording of it.
        for lang in Lang::all().filter(|l| *l != Lang::EN) {
            let text = lang.word(&format!("support-{unit}-text"));
            assert_ne!(text, card.support.text, "{unit} untranslated in {lang}");
        }
    }
}

#[test]
fn plurals_and_variables_are_the_catalogs_business() {
    use invictus::tr;
    assert_eq!(tr!(Lang::EN, "menu-choices", count = 3), "3 choices");
    assert_eq!(tr!(Lang::FR, "menu-choices", count = 3), "3 choix");
    // Czech has three plural forms of whole numbers (one, few, other).
    assert_eq!(tr!(Lang::CS, "menu-choices", count = 1), "1 možnost");
    assert_eq!(tr!(Lang::CS, "menu-choices", count = 3), "3 možnosti");
    assert_eq!(tr!(Lang::CS, "menu-choices", count = 5), "5 možností");
    // A refusal made by the hosting layer is worded for each reader.
    let phrase = invictus::phrase!("refused-not-over", match_id = "12");
    assert_eq!(phrase.text(Lang::EN), "Match #12 is not over yet.");
    for lang in Lang::all().filter(|l| *l != Lang::EN) {
        assert!(phrase.text(lang).contains("#12"), "{lang}");
        assert_ne!(phrase.text(lang), phrase.text(Lang::EN), "{lang}");
    }
}
