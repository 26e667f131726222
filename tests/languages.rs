//! The message catalogs: every language has every message with the same variables, every message
//! the code names exists, and the English card texts are the card data's.

use fluent_syntax::ast;
use invictus::kit::lang::{catalogs, Lang};
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
    let (_, english_source) = &catalogs()[0];
    let english = messages("en", english_source);
    assert!(
        english.len() > 400,
        "only {} English messages",
        english.len()
    );
    for (code, source) in &catalogs()[1..] {
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
    for card in invictus::games::invictus::cards::builtin().cards() {
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
    for card in invictus::games::invictus::cards::builtin().cards() {
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

#[path = "common/english.rs"]
mod english;

/// Every Tactica unit type, the War Wagon and every Action card have their own name in every
/// catalog (none falls back to the data file's name), the English one being the data's.
#[test]
fn tactica_units_and_cards_are_named_in_every_language() {
    use invictus::games::tactica::text;
    use invictus::tr;
    let rules = invictus::games::tactica::Ruleset::standard();
    let mut units: Vec<(&str, &str)> = rules
        .units
        .iter()
        .map(|u| (u.id.as_str(), u.name.as_str()))
        .collect();
    units.push((rules.wagon.id.as_str(), rules.wagon.name.as_str()));
    for lang in Lang::all() {
        for &(id, name) in &units {
            let named = tr!(lang, "tactica-unit", unit = id, name = "\u{1}");
            assert!(
                !named.contains('\u{1}'),
                "no name for the unit {id} in {lang}"
            );
            if lang == Lang::EN {
                assert_eq!(named, name, "the English name of {id}");
            }
        }
        for card in &rules.cards {
            let (id, name) = (card.id.as_str(), card.name.as_str());
            let named = tr!(lang, "tactica-card", card = id, name = "\u{1}");
            assert!(
                !named.contains('\u{1}'),
                "no name for the card {id} in {lang}"
            );
            if lang == Lang::EN {
                assert_eq!(named, name, "the English name of {id}");
            }
        }
    }
    for (id, source) in invictus::games::tactica::BUILTIN_MAPS {
        let board = invictus::games::tactica::Board::parse(source).expect("a built-in map");
        for lang in Lang::all() {
            let named = tr!(lang, "tactica-map", map = id, name = "\u{1}");
            assert!(
                !named.contains('\u{1}'),
                "no name for the map {id} in {lang}"
            );
        }
        assert_eq!(text::map_name(Lang::EN, &board), board.name);
    }
    // Czech names as the Tactica lexicon gives them.
    assert_eq!(text::wagon_name(Lang::CS, &rules), "Bojový vůz");
    assert_eq!(
        text::unit_type_name(Lang::CS, &rules, rules.light_infantry),
        "Lehká pěchota"
    );
    let archer = rules.unit_by_id("archer").expect("archers");
    assert_eq!(
        text::unit_name(Lang::CS, &rules, archer, 2),
        "Lučištník úrovně 2"
    );
    assert_eq!(
        text::unit_name(Lang::EN, &rules, archer, 2),
        "Archer tier 2"
    );
    assert_eq!(text::seat_name(Lang::CS, 1), "Hráč 2");
    assert_eq!(text::seat_name(Lang::FR, 0), "Joueur 1");
}

/// Every Action card of the standard ruleset has its own text (what `/tactica card` says it does)
/// in every catalog, formatted with no variable missing, and French and Czech word it themselves.
#[test]
fn tactica_card_texts_are_in_every_language() {
    use invictus::games::tactica::CardEffect;
    use invictus::kit::lang::Arg;
    let rules = invictus::games::tactica::Ruleset::standard();
    for card in &rules.cards {
        let id = format!("tactica-card-text-{}", card.id);
        let (attack, defense, steal) = match card.effect {
            CardEffect::CombatBonus { attack, defense } => (attack, defense, 0),
            CardEffect::Intelligence { steal } => (0, 0, steal),
            _ => (0, 0, 0),
        };
        let text = |lang: Lang| {
            lang.text(
                &id,
                &[
                    ("attack", Arg::from(attack)),
                    ("defense", Arg::from(defense)),
                    ("steal", Arg::from(steal)),
                ],
            )
        };
        let english = text(Lang::EN);
        for lang in Lang::all() {
            assert!(lang.has(&id), "{id} is missing in {lang}.ftl");
            let worded = text(lang);
            assert!(
                !worded.contains('{') && worded.len() > 80,
                "{id} in {lang}: {worded}"
            );
            if lang != Lang::EN {
                assert_ne!(worded, english, "{id} untranslated in {lang}");
            }
        }
        if let CardEffect::CombatBonus { attack, defense } = card.effect {
            assert!(
                english.contains(&format!("+{attack}/+{defense}")),
                "{english}"
            );
        }
    }
}

/// Tactica's texts (the board, the stack, a hand, the actions open, every event as each reader
/// sees it, the outcome) at a few hundred positions of random matches on every map: in French
/// and in Czech no English sentence of the catalogs is left in them, and in no language is a
/// message or a variable missing.
#[test]
fn tactica_texts_of_random_matches_have_no_english_left_in_french_or_czech() {
    use invictus::games::tactica::text;
    use invictus::games::tactica::{Action, Match, RuleError, TacticaSetup, Waiting};
    use rand::{Rng, SeedableRng};
    use rand_pcg::Pcg64Mcg;
    use std::collections::HashSet;

    let english = english::english_sentences();
    // Every line worded, once: (language, line).
    let mut lines: HashSet<(Lang, String)> = HashSet::new();
    let mut keep = |lang: Lang, text: &str| {
        for line in text.lines() {
            lines.insert((lang, line.to_string()));
        }
    };
    let setups: [(&str, u8, Vec<Vec<u8>>); 4] = [
        ("tactica-3p", 2, vec![]),
        ("tactica-3p", 3, vec![]),
        ("tactica-4p", 4, vec![vec![0, 2], vec![1, 3]]),
        ("tactica-6p", 6, vec![vec![0, 2, 4], vec![1, 3, 5]]),
    ];
    let mut rng = Pcg64Mcg::seed_from_u64(0x07ac_71ca_7e47);
    let mut positions = 0;
    let mut events_worded = 0;
    let mut outcomes = 0;
    for seed in 0..3u64 {
        for (map, players, alliances) in &setups {
            let setup = TacticaSetup {
                map: map.to_string(),
                players: *players,
                alliances: alliances.clone(),
                seed,
                turn_cap: Some(6),
                empires: Default::default(),
            };
            let mut game = Match::new(setup).expect("a valid setup");
            let readers: Vec<Option<u8>> = std::iter::once(None)
                .chain((0..*players).map(Some))
                .collect();
            let mut step = 0;
            while !game.is_over() && step < 400 {
                let waiting = game.waiting();
                let seats = waiting.seats();
                let seat = seats[rng.gen_range(0..seats.len())];
                let mut legal = game.legal_actions(seat);
                legal.retain(|a| *a != Action::Surrender || rng.gen_ratio(1, 300));
                let action = if matches!(waiting, Waiting::Turn { .. }) && rng.gen_ratio(1, 6) {
                    Action::EndTurn
                } else {
                    legal[rng.gen_range(0..legal.len())]
                };
                let before: Vec<_> = readers.iter().map(|&r| game.view(r)).collect();
                let events = game.apply(seat, &action).expect("a legal action");
                for lang in Lang::all() {
                    for (reader, view) in readers.iter().zip(&before) {
                        for event in &events {
                            let told = text::describe_event(
                                lang,
                                event,
                                *reader,
                                view,
                                game.board(),
                                game.rules(),
                            );
                            if let Some(told) = told {
                                events_worded += 1;
                                keep(lang, &told);
                            }
                        }
                    }
                }
                step += 1;
                if step % 4 != 0 && !game.is_over() {
                    continue;
                }
                positions += 1;
                for lang in Lang::all() {
                    for &reader in &readers {
                        let view = game.view(reader);
                        let (board, rules) = (game.board(), game.rules());
                        keep(lang, &text::board_text(lang, &view, board, rules));
                        if let Some(me) = reader {
                            for action in view.actions.iter().chain([&Action::Surrender]) {
                                let line =
                                    text::describe_action(lang, action, me, &view, board, rules);
                                keep(lang, &line);
                            }
                        }
                    }
                }
            }
            if let Some(outcome) = game.outcome() {
                outcomes += 1;
                for lang in Lang::all() {
                    keep(lang, &text::outcome_text(lang, outcome));
                }
            }
        }
    }
    for lang in Lang::all() {
        for error in [
            RuleError::GameOver,
            RuleError::NoSuchSeat(7),
            RuleError::Eliminated,
            RuleError::NotYourMove,
            RuleError::Stale,
            RuleError::NotLegal,
        ] {
            keep(lang, &text::rule_error(lang, &error));
        }
    }
    assert!(positions >= 300, "only {positions} positions worded");
    assert!(events_worded >= 1000, "only {events_worded} events worded");
    assert!(outcomes >= 6, "only {outcomes} matches ended");
    // The check finds what it looks for: the English texts have English sentences.
    assert!(
        lines
            .iter()
            .any(|(lang, line)| *lang == Lang::EN
                && english.iter().any(|s| line.contains(s.as_str()))),
        "no English sentence in the English texts"
    );
    for (lang, line) in &lines {
        assert!(
            !line.contains("tactica-") && !line.contains("{$") && !line.contains("{ $"),
            "{lang}: a message or a variable is missing in “{line}”"
        );
        if *lang == Lang::EN {
            continue;
        }
        for sentence in &english {
            assert!(
                !line.contains(sentence.as_str()),
                "{lang} has the English “{sentence}” left in “{line}”"
            );
        }
    }
}
