//! Prices and placing (T54, T56, T73, T82, T111, T115): every path that prices a unit (a Keep, the
//! Docks, Swords to Ploughs, BRIBERY) asks its owner's Empire's standard cost, and every effect
//! that places a unit from the stash (Reinforcements, CONSCRIPTION, SLAVERY, the Architect,
//! Swords to Ploughs) is a recruit, under the Empire's bans.

use super::abilities::{ability, empires};
use super::recruit;
use crate::common::*;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::{
    AbilityAction, Action, CardTarget, Event, Match, PeasantChoice, Ruleset, TacticaSetup,
    BUILTIN_EMPIRES, BUILTIN_RULESET,
};
use std::sync::Arc;

/// The standard costs the Empires change, and Vanilla's for comparison: (the Empire as
/// `Scenario::empire` names it, unit, tier, price).
const PRICES: [(&str, &str, u8, i32); 13] = [
    ("", "heavy_infantry", 1, 6),
    ("assyria", "heavy_infantry", 1, 5),
    ("babylon", "peasant", 1, 3),
    ("hittite", "light_cavalry", 1, 7),
    ("hittite", "heavy_cavalry", 1, 11),
    ("lydia", "heavy_cavalry", 1, 8),
    ("media/heavy_infantry", "heavy_infantry", 1, 5),
    ("media/magi", "magi", 1, 8),
    ("parthia", "heavy_infantry", 1, 7),
    ("parthia", "archer", 2, 5),
    ("parthia", "archer", 4, 11),
    ("sumer", "archer", 1, 5),
    ("sumer", "archer", 3, 11),
];

fn cost_of(events: &[Event]) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Recruited { cost, .. } => Some(*cost),
        _ => None,
    })
}

#[test]
fn t54_t82_keep_and_docks_recruits_pay_the_empires_price() {
    for (empire, id, tier, price) in PRICES {
        let case = format!("{empire} {id} tier {tier}");
        let mut s = empires(empire, "");
        s.gold(0, 40);
        let mut g = s.build();
        let events = g.play(0, recruit(&g, id, tier, "-5,-1"));
        assert_eq!(cost_of(&events), Some(price), "{case} on a Keep");
        // One port held since before the turn: 1 less, after the Empire's price.
        let mut s = empires(empire, "");
        s.unit(0, "LI", "0,-7");
        s.gold(0, 40);
        let mut g = s.build();
        end_turn(&mut g);
        end_turn(&mut g);
        let events = g.play(0, recruit(&g, id, tier, "0,-6"));
        assert_eq!(cost_of(&events), Some(price - 1), "{case} in the Docks");
    }
}

#[test]
fn t73_t82_swords_to_ploughs_pays_the_owners_empire_price() {
    for (empire, id, tier, price) in PRICES {
        let mut s = empires("", empire);
        s.unit_tier(1, id, tier, "3,0");
        s.hand(0, &["swords_to_ploughs"]);
        let mut g = s.build();
        let before = gold(&g, 1);
        g.play(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "3,0")));
        assert!(unit(&g, "3,0").is_none());
        assert_eq!(
            gold(&g, 1) - before,
            price,
            "{empire} {id} tier {tier}: its owner's price"
        );
    }
}

#[test]
fn t111_t82_bribery_pays_the_owners_empire_price() {
    for (empire, id, tier, price) in PRICES {
        let mut s = empires("persia", empire);
        s.unit_tier(1, id, tier, "3,0");
        s.gold(0, 40);
        let mut g = s.build();
        let bribe = ability(AbilityAction::Bribe {
            target: f(&g, "3,0"),
        });
        let events = g.play(0, bribe);
        let paid = events.iter().find_map(|e| match e {
            Event::Bribed { gold, .. } => Some(*gold),
            _ => None,
        });
        assert_eq!(paid, Some(price), "{empire} {id} tier {tier}");
        assert_eq!(gold(&g, 0), 40 - price);
    }
}

#[test]
fn t56_t115_swords_to_ploughs_offers_scythia_no_peasant() {
    let mut s = empires("", "scythia");
    s.unit(1, "amazon", "3,0");
    s.hand(0, &["swords_to_ploughs"]);
    let mut g = s.build();
    let before = gold(&g, 1);
    g.play(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "3,0")));
    assert_eq!(
        gold(&g, 1),
        before + 5,
        "the Amazon's price is paid all the same"
    );
    assert!(
        g.decision().is_none(),
        "Scythia recruits no Peasant, by any means: {:?}",
        g.decision()
    );
    assert!(!g
        .peasant_choices(1, f(&g, "3,0"))
        .iter()
        .any(|c| matches!(c, PeasantChoice::Place { .. })));
    assert!(unit(&g, "3,0").is_none());
}

/// The built-in rules, with Empires that also ban what each placing effect places, as if their
/// lists said so: Akkad the Light Infantry (Reinforcements), Babylon the Peasant (SLAVERY, the
/// Architect) and Persia the Peasant (CONSCRIPTION).
fn rules_with_bans() -> Arc<Ruleset> {
    let mut text = BUILTIN_EMPIRES.to_string();
    for (list, with_ban) in [
        (
            "no_recruit = [\"light_cavalry\"]",
            "no_recruit = [\"light_cavalry\", \"light_infantry\"]",
        ),
        (
            "unit_costs = { peasant = 3 }",
            "unit_costs = { peasant = 3 }\nno_recruit = [\"peasant\"]",
        ),
        (
            "unit_defense = { heavy_infantry = -1, heavy_cavalry = -1 }",
            "unit_defense = { heavy_infantry = -1, heavy_cavalry = -1 }\nno_recruit = [\"peasant\"]",
        ),
    ] {
        assert_eq!(text.matches(list).count(), 1, "{list}");
        text = text.replacen(list, with_ban, 1);
    }
    Arc::new(Ruleset::parse_with_empires(BUILTIN_RULESET, &text).expect("valid rules"))
}

/// A duel by [`rules_with_bans`], seat 0 playing `first` and seat 1 `second` ("" for Vanilla).
fn banning(first: &str, second: &str) -> Scenario {
    let setup = TacticaSetup {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        seed: 1,
        turn_cap: None,
        empires: Default::default(),
    };
    let mut s = Scenario::with_rules(setup, rules_with_bans());
    for (seat, empire) in [(0, first), (1, second)] {
        if !empire.is_empty() {
            s.empire(seat, empire);
        }
    }
    s
}

fn peasants_of(g: &Match, seat: u8) -> usize {
    let peasant = kind(g, "PE");
    (0..g.board().len() as u16)
        .filter_map(|field| g.unit(field))
        .filter(|u| u.owner == seat && u.kind == peasant)
        .count()
}

#[test]
fn t56_every_effect_that_places_a_unit_is_a_recruit_under_the_empires_bans() {
    // Reinforcements: the defender may step aside, but no Light Infantry takes its place.
    let mut s = banning("", "akkad");
    s.unit(0, "HI", "2,0");
    s.unit(1, "LI", "3,0");
    s.hand(1, &["reinforcements"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "2,0", "3,0"));
    let aside = |light_infantry| {
        play_card(
            &g,
            "reinforcements",
            CardTarget::Reinforce {
                field: f(&g, "3,0"),
                to: f(&g, "4,-1"),
                light_infantry,
            },
        )
    };
    let (alone, with_light_infantry) = (aside(false), aside(true));
    assert!(g.legal_actions(1).contains(&alone));
    g.refuse(1, with_light_infantry);
    // CONSCRIPTION: no free Peasant at Persia's first castle.
    let mut s = banning("persia", "");
    s.not_started(0);
    let mut g = s.build();
    g.play(0, Action::ChooseCastle { castle: 2 });
    assert_eq!(peasants_of(&g, 0), 0, "CONSCRIPTION");
    // SLAVERY (a Peasant killed) and the Architect on a Village at the End of turn: none.
    let mut s = banning("babylon", "");
    s.castle(2, Some(0)).castle(3, Some(1));
    s.unit(0, "LI", "0,-3");
    s.unit(0, "architect", "0,-4");
    s.unit(1, "PE", "0,-2");
    let mut g = s.build();
    g.play(0, attack_action(&g, "0,-3", "0,-2"));
    assert!(unit(&g, "0,-2").is_some_and(|u| u.owner == 0), "the kill");
    assert_eq!(peasants_of(&g, 0), 0, "SLAVERY");
    end_turn(&mut g);
    assert_eq!(peasants_of(&g, 0), 0, "the Architect's PLAN");
    // Swords to Ploughs: Scythia's own ban, above.
}
