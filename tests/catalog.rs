//! The built-in card catalog agrees with what the texts fix ("Card statistics" of the rulings).

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::{AttackValue, Provenance, Role, UnitKind, Version};

fn card(kind: UnitKind) -> &'static invictus::games::invictus::rules::CardStats {
    cards::builtin().get(kind)
}

#[test]
fn the_catalog_holds_all_36_units_in_rule_book_order() {
    let cards = cards::builtin().cards();
    assert_eq!(cards.len(), 36);
    for (i, c) in cards.iter().enumerate() {
        assert_eq!(c.kind, UnitKind::ALL[i]);
        assert!(!c.support.text.is_empty());
    }
    for version in Version::ALL {
        let leaders = cards
            .iter()
            .filter(|c| c.kind.version() == version && c.kind.role() == Role::Leader);
        assert_eq!(leaders.count(), 1);
    }
}

#[test]
fn numbers_fixed_by_the_texts() {
    use UnitKind::*;
    assert_eq!(card(Samurai).attack, AttackValue::Points(1));
    assert_eq!(card(Arbalist).attack, AttackValue::Points(1));
    assert_eq!(card(Musha).health_upright, 3);
    assert_eq!(card(Viking).health_tilted, 1);
    assert_eq!(card(Ocelotl).health_tilted, 1);
    for kind in [Samurai, Arbalist] {
        assert_eq!(card(kind).provenance.attack, Provenance::Rulebook);
    }
    // The review: Warrior, Guardian and Archer lose 1 health tilted; Priest and Wizard do not.
    for kind in [Warrior, Guardian, Archer] {
        assert_eq!(
            card(kind).health_tilted + 1,
            card(kind).health_upright,
            "{kind}"
        );
        assert_eq!(card(kind).provenance.health_tilted, Provenance::Review);
    }
    for kind in [Priest, Wizard] {
        assert_eq!(
            card(kind).health_tilted,
            card(kind).health_upright,
            "{kind}"
        );
    }
    assert!(card(Medjay).health_tilted > card(Medjay).health_upright);
    // The Giant, with no support, fights best of all Soldiers.
    let giant = card(Giant);
    for c in cards::builtin().cards() {
        if c.kind != Giant && c.kind.role() == Role::Soldier {
            assert!(
                c.health_upright < giant.health_upright || c.health_tilted < giant.health_tilted,
                "{}",
                c.kind
            );
        }
    }
}

#[test]
fn every_version_uses_a_symbol() {
    for version in Version::ALL {
        let symbols = cards::builtin()
            .cards()
            .iter()
            .filter(|c| c.kind.version() == version)
            .filter(|c| matches!(c.attack, AttackValue::X | AttackValue::N | AttackValue::C))
            .count();
        assert!(symbols > 0, "{version}");
    }
}

#[test]
fn the_built_in_file_round_trips_through_json_entries() {
    let entries: Vec<_> = cards::builtin()
        .cards()
        .iter()
        .map(|c| c.to_entry())
        .collect();
    let json = serde_json::to_string(&entries).unwrap();
    let back: Vec<invictus::games::invictus::rules::CardEntry> =
        serde_json::from_str(&json).unwrap();
    let rebuilt = invictus::games::invictus::rules::Catalog::from_entries(back).unwrap();
    assert_eq!(&rebuilt, cards::builtin());
}

#[test]
fn a_file_missing_a_card_or_listing_one_twice_is_refused() {
    let mut entries: Vec<_> = cards::builtin()
        .cards()
        .iter()
        .map(|c| c.to_entry())
        .collect();
    let last = entries.pop().unwrap();
    let err = invictus::games::invictus::rules::Catalog::from_entries(entries.clone()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 'Emperor': missing (every one of the 36 units must be listed)"
    );
    entries.push(last);
    entries.push(entries[0].clone());
    let err = invictus::games::invictus::rules::Catalog::from_entries(entries.clone()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 'Warrior', field 'name': listed twice"
    );
    entries.pop();
    entries[1].colour = "red".into();
    let err = invictus::games::invictus::rules::Catalog::from_entries(entries).unwrap_err();
    assert_eq!(
        err.to_string(),
        "card 'Guardian', field 'colour': expected \"green\", found \"red\""
    );
}

#[test]
fn the_balance_report_was_made_with_the_built_in_numbers() {
    let report = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/balance.md"))
        .expect("docs/balance.md");
    let fingerprint = cards::fingerprint(cards::builtin());
    assert!(
        report.contains("Cards: the built-in card data"),
        "the report must come from the built-in data"
    );
    assert!(
        report.contains(&format!("(fingerprint `{fingerprint}`)")),
        "docs/balance.md was made with other card numbers than src/games/invictus/cards/cards.toml \
         (now {fingerprint}); run the command it names again"
    );
    assert!(report.contains("Every version wins between 40% and 60%"));
}

#[test]
fn the_fingerprint_changes_with_any_fighting_number() {
    let builtin = cards::builtin();
    let moved = cards::parse(
        &cards::BUILTIN_TOML.replacen("health_upright = 2", "health_upright = 3", 1),
        "test",
    )
    .unwrap();
    assert_ne!(cards::fingerprint(builtin), cards::fingerprint(&moved));
    let reworded = cards::parse(
        &cards::BUILTIN_TOML.replacen("During Phase 2", "In Phase 2", 1),
        "test",
    )
    .unwrap();
    assert_eq!(cards::fingerprint(builtin), cards::fingerprint(&reworded));
    assert_eq!(cards::fingerprint(builtin).len(), 16);
}
