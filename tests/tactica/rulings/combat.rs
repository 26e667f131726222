//! Rulings T38–T57: combat, first strike, War Wagons and recruitment.

use super::*;
use invictus::games::tactica::{AttackType, Field};

#[test]
fn t38_a_melee_attacker_keeps_its_origin() {
    let mut s = duel();
    s.unit(0, "PE", "2,0");
    s.unit(1, "PE", "3,0");
    s.hand(1, &["reinforcements", "forced_march"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    // The origin stays taken, so nothing can be put there.
    let onto_origin = invictus::games::tactica::CardTarget::Reinforce {
        field: f(&g, "3,0"),
        to: f(&g, "2,0"),
        light_infantry: true,
    };
    g.refuse(1, play_card(&g, "reinforcements", onto_origin));
    g.refuse(1, play_card(&g, "forced_march", push(&g, "3,0", "2,0")));
    settle(&mut g);
    assert_eq!((owner(&g, "2,0"), owner(&g, "3,0")), (Some(0), Some(1)));
}

#[test]
fn t39_targets_and_range() {
    let mut s = duel();
    s.unit_tier(0, "AR", 2, "2,0");
    s.unit(0, "LI", "-3,0");
    s.unit(1, "LI", "3,0");
    s.unit(1, "PE", "2,-3");
    s.unit(1, "PE", "-3,2");
    let mut g = s.build();
    g.refuse(0, attack_action(&g, "-3,0", "-3,2"));
    g.refuse(0, attack_action(&g, "2,0", "2,-3"));
    // Adjacent, the archer still fights ranged: no advance, no melee damage back.
    g.play(0, attack_action(&g, "2,0", "3,0"));
    assert!(unit(&g, "3,0").is_none());
    assert_eq!(owner(&g, "2,0"), Some(0));
}

/// Seat 0's Light Infantry on 2,0 attacks in melee seat 1's `defender` (a unit id, at `tier`)
/// on 3,0, seat 1 playing `empire` ("" for Vanilla); returns the match and the events.
fn light_infantry_attacks(empire: &str, defender: &str, tier: u8) -> (Match, Vec<Event>) {
    let mut s = duel();
    if !empire.is_empty() {
        s.empire(1, empire);
    }
    s.unit(0, "LI", "2,0");
    s.unit_tier(1, defender, tier, "3,0");
    let mut g = s.build();
    let events = g.play(0, attack_action(&g, "2,0", "3,0"));
    (g, events)
}

/// The damage the unit on `from` dealt to the unit on `to`, if any was dealt.
fn damage(events: &[Event], from: Field, to: Field) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Damage {
            from: f,
            to: t,
            amount,
        } if (*f, *t) == (from, to) => Some(*amount),
        _ => None,
    })
}

#[test]
fn t39_a_ranged_defender_in_melee_deals_zero() {
    // Every ranged unit of the ruleset, Vanilla's and the Empires', at every tier; and Akkad's
    // Archer, whose +1 is to its ranged Attack only (T57).
    let rules = duel().rules().clone();
    let mut cases = vec![("akkad".to_string(), "archer".to_string(), 1)];
    for unit in rules
        .units
        .iter()
        .filter(|u| u.attack_type == AttackType::Ranged)
    {
        let empire = unit.empire.clone().unwrap_or_default();
        for tier in 1..=unit.tiers.max(1) {
            cases.push((empire.clone(), unit.id.clone(), tier));
        }
    }
    let ranged: std::collections::BTreeSet<&str> = cases.iter().map(|c| c.1.as_str()).collect();
    assert_eq!(
        ranged.into_iter().collect::<Vec<_>>(),
        ["archer", "cavalry_archer", "magi"]
    );
    for (empire, defender, tier) in &cases {
        let (g, events) = light_infantry_attacks(empire, defender, *tier);
        let case = format!("{empire} {defender} tier {tier}");
        let (attacker, target) = (f(&g, "2,0"), f(&g, "3,0"));
        assert_eq!(damage(&events, target, attacker), None, "{case} hit back");
        // Two damage kills it (Defense 1, the Cavalry Archer's 2): the Light Infantry advances.
        let winner = unit(&g, "3,0").unwrap_or_else(|| panic!("{case}: nobody on its field"));
        assert_eq!((winner.owner, winner.kind), (0, kind(&g, "LI")), "{case}");
        assert!(unit(&g, "2,0").is_none(), "{case}: the attacker advanced");
    }
}

#[test]
fn t39_card_and_wagon_bonuses_add_to_a_ranged_defenders_zero() {
    // On a wagon a tier-2 Archer deals 0 + 1: the Heavy Infantry lives, and its 3 damage take
    // the Archer's 1 + 1 Defense to −1, which costs only the wagon (T48).
    let mut s = duel();
    s.unit(0, "HI", "2,0");
    s.unit_tier(1, "AR", 2, "3,0");
    s.wagon(1, "3,0");
    let mut g = s.build();
    let events = g.play(0, attack_action(&g, "2,0", "3,0"));
    assert_eq!(damage(&events, f(&g, "3,0"), f(&g, "2,0")), Some(1));
    assert_eq!((owner(&g, "2,0"), owner(&g, "3,0")), (Some(0), Some(1)));
    assert_eq!(g.wagon(f(&g, "3,0")), None);
    // Surprising Attack: 0 + 1 kills the Light Infantry as it kills the Archer.
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit_tier(1, "AR", 2, "3,0");
    s.hand(1, &["surprising_attack"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "2,0", "3,0"));
    let events = g.play(1, play_card(&g, "surprising_attack", on_unit(&g, "3,0")));
    assert_eq!(damage(&events, f(&g, "3,0"), f(&g, "2,0")), Some(1));
    assert!(unit(&g, "2,0").is_none() && unit(&g, "3,0").is_none());
}

#[test]
fn t40_combat_resolves_in_its_order() {
    let mut s = duel();
    s.unit(0, "HI", "2,0");
    s.unit(1, "LI", "3,0");
    s.hand(1, &["intuition"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    assert!(g.combat().is_some());
    assert_eq!(unit(&g, "2,0").unwrap().mp, 2);
    g.apply(1, &Action::Pass).unwrap();
    // Entering Combat resolved: points and combat spent, the Combat waits in its own window.
    let hi = unit(&g, "2,0").unwrap();
    assert!(hi.combat_used && hi.mp == 0);
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    let events = g.apply(1, &Action::Pass).unwrap();
    let at = |pred: &dyn Fn(&Event) -> bool| events.iter().position(pred).unwrap();
    let damage = at(&|e| matches!(e, Event::Damage { .. }));
    let death = at(&|e| matches!(e, Event::UnitDestroyed { .. }));
    let advance = at(&|e| matches!(e, Event::Advanced { .. }));
    assert!(damage < death && death < advance);
    assert_eq!(owner(&g, "3,0"), Some(0));
}

#[test]
fn t41_ranged_defenders_hit_back_only_within_their_range() {
    let mut s = duel();
    s.unit_tier(0, "AR", 2, "2,0");
    s.unit_tier(0, "AR", 2, "-3,0");
    s.unit_tier(1, "AR", 1, "2,-2");
    s.unit_tier(1, "AR", 2, "-3,-2");
    let mut g = s.build();
    g.play(0, attack_action(&g, "2,0", "2,-2"));
    assert!(unit(&g, "2,-2").is_none());
    assert!(unit(&g, "2,0").is_some(), "range 1 does not reach 2");
    g.play(0, attack_action(&g, "-3,0", "-3,-2"));
    assert!(unit(&g, "-3,-2").is_none() && unit(&g, "-3,0").is_none());
}

#[test]
fn t42_a_melee_ends_when_a_unit_leaves_its_field() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "PE", "3,0");
    s.hand(1, &["forced_march"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    // Still adjacent after the push, but the melee is over.
    let events = g.play(1, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatCancelled { .. }
    )));
    assert_eq!(owner(&g, "3,0"), Some(1));
    let li = unit(&g, "2,1").unwrap();
    assert!(li.combat_used && li.mp == 0);
    g.refuse(0, attack_action(&g, "2,1", "3,0"));
}

#[test]
fn t43_attacking_an_empty_wagon_destroys_it() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(1, "3,0");
    let mut g = s.build();
    let events = g.play(0, attack_action(&g, "2,0", "3,0"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::WagonDestroyed { seat: 1, .. }
    )));
    assert!(!has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { .. }
    )));
    assert_eq!(g.wagon(f(&g, "3,0")), None);
    assert!(unit(&g, "3,0").unwrap().combat_used);
}

#[test]
fn t44_poisoned_blade_kills_through_the_wagon_and_two_blades_kill_both() {
    let mut s = duel();
    s.unit(0, "PE", "2,0");
    s.unit(1, "HI", "3,0");
    s.wagon(1, "3,0");
    s.hand(0, &["poisoned_blade"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    g.play(0, play_card(&g, "poisoned_blade", on_unit(&g, "2,0")));
    assert!(unit(&g, "3,0").is_none() && g.wagon(f(&g, "3,0")).is_none());
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "HI", "3,0");
    s.hand(0, &["poisoned_blade"]).hand(1, &["poisoned_blade"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    g.apply(0, &play_card(&g, "poisoned_blade", on_unit(&g, "2,0")))
        .unwrap();
    g.apply(1, &play_card(&g, "poisoned_blade", on_unit(&g, "3,0")))
        .unwrap();
    settle(&mut g);
    assert!(unit(&g, "2,0").is_none() && unit(&g, "3,0").is_none());
}

#[test]
fn t45_a_kill_is_a_unit_destroyed_by_combat_damage() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "LI", "3,0");
    s.wagon(1, "3,0");
    let mut g = s.build();
    let events = g.play(0, attack_action(&g, "2,0", "3,0"));
    // 2 damage against 1 + 1: only the wagon goes, and that is no kill.
    assert!(has_event(&events, |e| matches!(
        e,
        Event::WagonDestroyed { seat: 1, .. }
    )));
    assert!(!has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { seat: 1, .. }
    )));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed {
            seat: 0,
            kill: true,
            ..
        }
    )));
    assert_eq!(owner(&g, "3,0"), Some(1));
}

#[test]
fn t46_first_strike_that_takes_the_wagon_stops_the_blow_back() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(0, "2,0");
    s.unit(1, "HI", "3,0");
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    let events = g.play(1, play_card(&g, "reflex", on_unit(&g, "3,0")));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::WagonDestroyed { seat: 0, .. }
    )));
    let from_attacker = f(&g, "2,0");
    assert!(!has_event(&events, |e| matches!(
        e,
        Event::Damage { from, .. } if *from == from_attacker
    )));
    assert_eq!((owner(&g, "2,0"), owner(&g, "3,0")), (Some(0), Some(1)));
    assert_eq!(g.wagon(f(&g, "2,0")), None);
}

#[test]
fn t47_bonuses_add_up() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "HC", "3,0");
    s.hand(0, &["surprising_attack", "more_surprising_attack"]);
    let mut g = s.build();
    g.apply(0, &attack_action(&g, "2,0", "3,0")).unwrap();
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    let events = g.play(
        0,
        play_card(&g, "more_surprising_attack", on_unit(&g, "2,0")),
    );
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Damage { amount: 5, .. }
    )));
    assert!(unit(&g, "3,0").is_none());
}

#[test]
fn t48_wagons_are_bought_on_keeps_empty_or_under_infantry() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.unit(0, "LI", "-5,-1");
    s.unit(0, "LC", "-6,-1");
    let mut g = s.build();
    g.play(0, wagon_at(&g, "-5,0"));
    g.play(0, wagon_at(&g, "-5,-1"));
    assert_eq!(unit(&g, "-5,-1").unwrap().wagon_mp, 2, "it drives at once");
    g.refuse(0, wagon_at(&g, "-6,-1"));
    g.refuse(0, wagon_at(&g, "-4,0"));
    assert_eq!(gold(&g, 0), 13);
}

#[test]
fn t49_only_the_owners_rested_infantry_boards() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(0, "3,0");
    s.wagon(0, "-3,0");
    s.unit(0, "LC", "-4,0");
    s.unit(0, "LI", "-3,1");
    s.fatigued("-3,1");
    s.unit(1, "LI", "-2,-1");
    let mut g = s.build();
    g.refuse(0, move_action(&g, "-4,0", &["-3,0"]));
    g.refuse(0, move_action(&g, "-3,1", &["-3,0"]));
    let events = go(&mut g, 0, "2,0", &["3,0"]);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Moved { boarded: true, .. }
    )));
    let li = unit(&g, "3,0").unwrap();
    assert_eq!((li.mp, li.wagon_mp), (3, 2), "boarding is free");
    end_turn(&mut g);
    g.refuse(1, move_action(&g, "-2,-1", &["-3,0"]));
}

#[test]
fn t50_a_driver_spends_its_own_points_first() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(0, "2,0");
    s.unit(0, "LI", "-3,0");
    s.wagon(0, "-3,0");
    let mut g = s.build();
    go(&mut g, 0, "2,0", &["2,1", "2,2", "2,3", "2,4"]);
    let li = unit(&g, "2,4").unwrap();
    assert_eq!((li.mp, li.wagon_mp), (0, 1));
    let mut leave = move_action(&g, "2,4", &["3,4"]);
    if let Action::Move { leave_wagon, .. } = &mut leave {
        *leave_wagon = true;
    }
    g.refuse(0, leave);
    let mut leave = move_action(&g, "-3,0", &["-4,0", "-4,1"]);
    if let Action::Move { leave_wagon, .. } = &mut leave {
        *leave_wagon = true;
    }
    g.play(0, leave);
    assert_eq!(unit(&g, "-4,1").unwrap().mp, 1);
    assert_eq!(g.wagon(f(&g, "-3,0")), Some(0), "the wagon stays");
}

#[test]
fn t51_driver_and_wagon_move_together() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(0, "2,0");
    s.hand(1, &["forced_march"]);
    let mut g = s.build();
    g.apply(0, &Action::BuyCard).unwrap();
    g.play(1, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    assert_eq!(owner(&g, "2,1"), Some(0));
    assert_eq!(g.wagon(f(&g, "2,1")), Some(0));
    assert_eq!(g.wagon(f(&g, "2,0")), None);
}

#[test]
fn t52_a_wagon_is_not_a_unit_for_income_conquest_or_cards() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.wagon(0, "2,0");
    s.wagon(0, "3,0");
    s.unit(0, "LI", "-5,0");
    s.unit(0, "LI", "-5,-1");
    s.wagon(0, "-6,-1");
    s.hand(0, &["swords_to_ploughs"]);
    let mut g = s.build();
    g.refuse(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "3,0")));
    let events = end_turn(&mut g);
    assert_eq!(income(&events, 0), Some(2));
    assert_eq!(
        g.castle_owner(castle(&g, 2)),
        None,
        "two units and a wagon do not conquer"
    );
}

#[test]
fn t53_a_hittite_wagon_bought_this_turn_does_not_move_with_its_driver() {
    let bought_under = |empire: &str, what: Recruit| {
        let mut s = duel();
        if !empire.is_empty() {
            s.empire(0, empire);
        }
        s.castle(2, Some(0));
        s.unit(0, "LI", "-5,0");
        s.unit(1, "PE", "-4,-1");
        let mut g = s.build();
        g.play(
            0,
            Action::Recruit {
                what,
                field: f(&g, "-5,0"),
            },
        );
        g
    };
    let driven = |g: &Match| {
        g.legal_actions(0).iter().any(
            |a| matches!(a, Action::Move { unit, leave_wagon: false, .. } if *unit == f(g, "-5,0")),
        )
    };
    // Elsewhere a wagon bought under infantry is driven at once (T48).
    let g = bought_under("", Recruit::Wagon);
    assert!(driven(&g));
    for what in [Recruit::Wagon, Recruit::Chariot] {
        let mut g = bought_under("hittite", what);
        assert!(
            !driven(&g),
            "{what:?}: no move of the driver with it is listed"
        );
        let refused = g.refuse(0, move_action(&g, "-5,0", &["-4,0"]));
        assert!(
            matches!(refused, RuleError::BadPath(why) if why.key() == "wagon_fatigued"),
            "{what:?}: {refused:?}"
        );
        // A melee attack would carry it onto the enemy's field.
        g.refuse(0, attack_action(&g, "-5,0", "-4,-1"));
        // The driver may leave it: the wagon stays where it was bought.
        let leave = Action::Move {
            unit: f(&g, "-5,0"),
            path: Path::from_slice(&[f(&g, "-4,0")]).expect("a path"),
            leave_wagon: true,
        };
        assert!(g.legal_actions(0).contains(&leave), "{what:?}");
        g.play(0, leave);
        assert_eq!(owner(&g, "-4,0"), Some(0), "{what:?}");
        assert!(unit(&g, "-5,0").is_none());
        assert_eq!(g.wagon(f(&g, "-5,0")), Some(0), "{what:?}");
    }
}

#[test]
fn t54_recruiting_pays_on_own_keeps_with_five_tokens() {
    let mut s = duel();
    s.castle(2, Some(0)).castle(3, Some(1));
    s.unit(1, "LI", "-5,0");
    for at in ["3,0", "3,1", "3,2"] {
        s.unit_tier(0, "AR", 4, at);
    }
    let mut g = s.build();
    g.play(0, recruit(&g, "AR", 1, "-5,-1"));
    g.play(0, recruit(&g, "AR", 2, "-6,-1"));
    assert_eq!(gold(&g, 0), 25 - 3 - 6);
    // Five Archer tokens across all tiers are used up.
    g.refuse(0, recruit(&g, "AR", 1, "-7,0"));
    g.refuse(0, recruit(&g, "PE", 1, "6,-5"));
    g.play(0, recruit(&g, "PE", 1, "-7,0"));
}

#[test]
fn t55_docks_limit_and_discount() {
    let mut s = duel();
    s.unit(0, "LI", "0,-7");
    s.unit(0, "LI", "7,0");
    let mut g = s.build();
    end_turn(&mut g);
    end_turn(&mut g);
    let events = g.play(0, recruit(&g, "PE", 1, "0,-6"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Recruited { cost: 1, .. }
    )));
    let events = g.play(0, recruit(&g, "LI", 1, "6,0"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Recruited { cost: 2, .. }
    )));
    g.refuse(0, recruit(&g, "PE", 1, "6,1"));
}

#[test]
fn t56_recruits_are_fatigued() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.unit(1, "PE", "-4,0");
    s.hand(0, &["fresh_horses"]);
    let mut g = s.build();
    g.play(0, recruit(&g, "LI", 1, "-5,0"));
    g.refuse(0, move_action(&g, "-5,0", &["-5,1"]));
    g.refuse(0, attack_action(&g, "-5,0", "-4,0"));
    g.refuse(0, play_card(&g, "fresh_horses", on_unit(&g, "-5,0")));
    end_turn(&mut g);
    // It defends all the same.
    g.play(1, attack_action(&g, "-4,0", "-5,0"));
    assert_eq!(owner(&g, "-5,0"), Some(0));
}

#[test]
fn t57_archers_are_bought_at_a_tier() {
    let mut s = duel();
    s.castle(2, Some(0));
    let mut g = s.build();
    g.refuse(0, recruit(&g, "AR", 5, "-5,0"));
    g.refuse(0, recruit(&g, "AR", 0, "-5,0"));
    g.play(0, recruit(&g, "AR", 3, "-5,0"));
    assert_eq!(gold(&g, 0), 16);
    let view = g.view(Some(0));
    let archer = view
        .units
        .iter()
        .find(|u| u.field == f(&g, "-5,0"))
        .unwrap();
    assert_eq!((archer.attack, archer.range), (3, 3));
}
