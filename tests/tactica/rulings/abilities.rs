//! The Empires' abilities in combat and in the economy (T86–T119): each test sets a scenario up in
//! which the ability changes the outcome, plays checked actions, and compares the board, gold and
//! events with the ruling (and, where it helps, with the same scenario without the ability).

use super::duel;
use crate::common::*;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::{
    AbilityAction, Action, CardTarget, Decision, Event, GoldReason, Match,
};

/// A duel on the 3-castle map: seat 0 (on turn) owns castle 2, seat 1 castle 3; each plays the
/// Empire named ("" for Vanilla).
pub(super) fn empires(first: &str, second: &str) -> Scenario {
    let mut s = duel();
    if !first.is_empty() {
        s.empire(0, first);
    }
    if !second.is_empty() {
        s.empire(1, second);
    }
    s.castle(2, Some(0)).castle(3, Some(1));
    s
}

pub(super) fn ability(a: AbilityAction) -> Action {
    Action::Ability { ability: a }
}

pub(super) fn listed(game: &Match, seat: u8, action: &Action) -> bool {
    game.legal_actions(seat).contains(action)
}

fn gold_event(events: &[Event], seat: u8, reason: GoldReason) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Gold {
            seat: s,
            gold,
            reason: r,
        } if *s == seat && *r == reason => Some(*gold),
        _ => None,
    })
}

/// Seat 0's unit on `from` attacks seat 1's on `to`; returns the events.
fn fight(s: &mut Scenario, from: &str, to: &str) -> (Match, Vec<Event>) {
    let mut g = s.build();
    let events = g.play(0, attack_action(&g, from, to));
    (g, events)
}

#[test]
fn t87_akkad_archers_get_plus_one_attack() {
    // A tier-2 Archer (attack 2) against Heavy Infantry (defence 3).
    let outcome = |empire: &str| {
        let mut s = empires(empire, "");
        s.unit_tier(0, "archer", 2, "0,-3");
        s.unit(1, "HI", "0,-1");
        let (g, _) = fight(&mut s, "0,-3", "0,-1");
        unit(&g, "0,-1").is_some()
    };
    assert!(outcome(""), "2 damage against 3: the Heavy Infantry lives");
    assert!(!outcome("akkad"), "Akkad's Archer deals 3");
}

#[test]
fn t87_akkad_ignores_a_forced_discard_and_a_robbery_gains_nothing() {
    let mut s = empires("akkad", "");
    s.order(&[1, 0]);
    s.gold(0, 10).gold(1, 5);
    s.hand(0, &["reflex"]);
    s.hand(1, &["intelligence", "intelligence"]);
    let mut g = s.build();
    let spy = play_card(&g, "intelligence", CardTarget::Player { seat: 0 });
    g.play(1, spy);
    assert_eq!(
        g.decision(),
        Some(&Decision::Intelligence { seat: 1, target: 0 })
    );
    g.play(1, Action::Intelligence { steal: true });
    assert_eq!(gold(&g, 0), 7, "Akkad loses the gold");
    assert_eq!(gold(&g, 1), 5, "and the robber gains nothing");
    g.play(1, spy);
    g.play(1, Action::Intelligence { steal: false });
    assert_eq!(g.decision(), None, "no discard is asked of Akkad");
    assert_eq!(g.player(0).hand.len(), 1);
}

#[test]
fn t88_qaraddu_throws_his_spear_at_range_1_and_takes_it_back_on_a_village() {
    let mut s = empires("akkad", "");
    s.unit(0, "qaraddu", "1,-3");
    s.unit(1, "LI", "1,-2");
    let mut g = s.build();
    let throw = ability(AbilityAction::Throw {
        unit: f(&g, "1,-3"),
        target: f(&g, "1,-2"),
    });
    assert!(listed(&g, 0, &throw));
    let events = g.play(0, throw);
    // A ranged attack: the Light Infantry (attack 2) cannot hit back, and Qaraddu stays.
    assert!(unit(&g, "1,-2").is_none());
    let q = unit(&g, "1,-3").expect("Qaraddu stays where he threw from");
    assert!(!q.token, "the spear is spent");
    assert!(!has_event(
        &events,
        |e| matches!(e, Event::Damage { to, .. } if *to == f(&g, "1,-3"))
    ));
    end_turn(&mut g);
    end_turn(&mut g);
    assert!(!listed(&g, 0, &throw), "no spear, no throw");
    go(&mut g, 0, "1,-3", &["1,-4", "0,-4"]);
    assert!(
        unit(&g, "0,-4").expect("on the Village").token,
        "a Village gives it back"
    );
}

#[test]
fn t89_eyes_and_ears_takes_up_to_two_intelligence_and_shows_every_opponents_hand() {
    let mut s = empires("akkad", "");
    s.gold(0, 12);
    s.hand(1, &["reflex", "heroic_defense"]);
    let mut g = s.build();
    let triumph = ability(AbilityAction::Triumph);
    assert!(listed(&g, 0, &triumph));
    g.play(0, triumph);
    assert_eq!(g.decision(), Some(&Decision::EyesAndEars { seat: 0 }));
    // "Up to two": none, one or two.
    let take = |cards| ability(AbilityAction::TakeIntelligence { cards });
    for cards in 0..=2 {
        assert!(listed(&g, 0, &take(cards)));
    }
    assert!(!listed(&g, 0, &take(3)));
    let events = g.play(0, take(2));
    let intelligence = card(&g, "intelligence");
    assert_eq!(g.player(0).hand, vec![intelligence, intelligence]);
    assert_eq!(gold(&g, 0), 2, "a Triumph costs 10 gold (T84)");
    let shown = events.iter().find_map(|e| match e {
        Event::HandShown { seat: 1, cards } => Some(cards.clone()),
        _ => None,
    });
    assert_eq!(shown, Some(g.player(1).hand.clone()), "shown to everyone");
    let public = g.view(None);
    assert!(public.hand.is_none());
    assert!(g.player(0).knowledge.hands.iter().any(|(s, _, _)| *s == 1));
    g.check_invariants().expect("every card in one place");
    assert!(!listed(&g, 0, &triumph), "once per game");
}

#[test]
fn t91_assyria_heavy_units_hit_special_units_harder() {
    // Heavy Infantry (attack 3) against the Immortal on a wagon (defence 3 + 1).
    let wagon_left = |empire: &str| {
        let mut s = empires(empire, "persia");
        s.unit(0, "HI", "0,-3");
        s.unit(1, "immortal", "0,-2");
        s.wagon(1, "0,-2");
        let (g, _) = fight(&mut s, "0,-3", "0,-2");
        g.wagon(f(&g, "0,-2")).is_some()
    };
    assert!(wagon_left(""), "3 damage against 4");
    assert!(!wagon_left("assyria"), "4 damage: the wagon is lost");
}

#[test]
fn t92_captain_gives_adjacent_melee_units_plus_one_attack() {
    let kills = |captain: bool| {
        let mut s = empires("assyria", "");
        s.unit(0, "LI", "0,-3");
        if captain {
            s.unit(0, "captain", "1,-3");
        }
        s.unit(1, "HI", "0,-2");
        let (g, _) = fight(&mut s, "0,-3", "0,-2");
        unit(&g, "0,-2").is_none()
    };
    assert!(!kills(false));
    assert!(kills(true), "2 + 1 against 3");
}

#[test]
fn t95_babylon_slavery_may_recruit_a_free_peasant_for_a_killed_peasant() {
    let build = || {
        let mut s = empires("babylon", "");
        s.unit(0, "LI", "0,-3");
        s.unit(1, "PE", "0,-2");
        fight(&mut s, "0,-3", "0,-2").0
    };
    let mut g = build();
    assert_eq!(
        g.decision(),
        Some(&Decision::FreePeasant {
            seat: 0,
            castle: None,
            why: invictus::games::tactica::FreePeasantWhy::Slavery
        }),
        "optional: Babylon is asked"
    );
    let here = ability(AbilityAction::FreePeasant {
        keep: Some(f(&g, "-5,0")),
    });
    assert!(listed(&g, 0, &here));
    g.play(0, here);
    let peasant = unit(&g, "-5,0").expect("a Peasant in Babylon's Keep");
    assert_eq!((peasant.owner, peasant.kind), (0, kind(&g, "PE")));
    assert!(peasant.fatigued, "placing is recruiting (T56)");
    // Declined: no Peasant anywhere.
    let mut g = build();
    g.play(0, ability(AbilityAction::FreePeasant { keep: None }));
    let peasants = (0..g.board().len() as u16)
        .filter_map(|field| g.unit(field))
        .filter(|u| u.owner == 0 && u.kind == kind(&g, "PE"))
        .count();
    assert_eq!(peasants, 0);
    assert_eq!(
        g.waiting(),
        invictus::games::tactica::Waiting::Turn { seat: 0 }
    );
}

#[test]
fn t96_babylon_failure_loses_gold_when_an_enemy_takes_its_village() {
    let mut s = empires("", "babylon");
    s.unit(0, "HI", "1,-4");
    s.unit(1, "LI", "0,-4");
    s.gold(1, 5);
    let (g, events) = fight(&mut s, "1,-4", "0,-4");
    assert_eq!(owner(&g, "0,-4"), Some(0), "the attacker took the Village");
    assert_eq!(gold_event(&events, 1, GoldReason::Failure), Some(-1));
    assert_eq!(gold(&g, 1), 5 - 3 - 1, "looted, then FAILURE");
}

#[test]
fn t98_hittite_infantry_descends_mountains_for_one() {
    let reaches = |empire: &str| {
        let mut s = empires(empire, "");
        s.unit(0, "HI", "2,-2");
        let g = s.build();
        // Heavy Infantry: 2 points (3 for the Hittite Empire); off the Mountains and on.
        g.move_to(0, f(&g, "2,-2"), f(&g, "5,-2")).is_some()
    };
    assert!(!reaches(""), "2 points: one step off the Mountains");
    assert!(reaches("hittite"), "3 points: 1 to descend, then 2 more");
}

#[test]
fn t100_lydia_charges_at_plus_one_minus_one() {
    let mut s = empires("lydia", "");
    s.unit(0, "LC", "0,-3");
    s.unit(1, "HI", "0,-2");
    let mut g = s.build();
    let (from, to) = (f(&g, "0,-3"), f(&g, "0,-2"));
    let charge = ability(AbilityAction::Charge {
        unit: from,
        target: to,
    });
    assert!(listed(&g, 0, &attack_action(&g, "0,-3", "0,-2")));
    assert!(
        listed(&g, 0, &charge),
        "every cavalry attack may be a charge"
    );
    g.play(0, charge);
    assert!(unit(&g, "0,-2").is_none(), "3 damage against 3");
}

#[test]
fn t101_lydia_spends_into_debt_and_pays_it_twice_at_passing() {
    let mut s = empires("lydia", "");
    s.castle(1, Some(0));
    s.gold(0, 0);
    let mut g = s.build();
    // Two castles: spending down to −6.
    assert_eq!(g.spendable(0), 6);
    g.play(0, super::recruit(&g, "LI", 1, "-5,0"));
    g.play(0, super::recruit(&g, "PE", 1, "-5,-1"));
    assert_eq!(gold(&g, 0), -6);
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::Recruit { .. } | Action::BuyCard)),
        "below its limit Lydia cannot spend"
    );
    let events = end_turn(&mut g);
    // Income 2 × 2 castles: −2, then charged once more.
    assert_eq!(gold_event(&events, 0, GoldReason::Debt), Some(-2));
    assert_eq!(gold(&g, 0), -4);
    g.check_invariants().expect("the debt is within its bound");
}

#[test]
fn t101_thefts_never_take_anyone_below_zero() {
    let mut s = empires("lydia", "media/heavy_infantry");
    s.order(&[1, 0]);
    s.gold(0, 0);
    let mut g = s.build();
    end_turn(&mut g);
    assert_eq!(gold(&g, 0), 0, "THEFT finds no gold to take");
}

#[test]
fn t102_lydian_cavalry_strikes_first_when_attacking() {
    let mut s = empires("lydia", "");
    s.unit(0, "lydian_cavalry", "0,-3");
    s.unit(1, "HI", "0,-2");
    let (g, _) = fight(&mut s, "0,-3", "0,-2");
    // 3 against 3 both ways: first strike kills before the Heavy Infantry hits back.
    assert_eq!(owner(&g, "0,-2"), Some(0), "it won and advanced");
}

#[test]
fn t104_media_does_not_stop_on_a_village_and_loots_one_gold() {
    let after = |empire: &str| {
        let mut s = empires(empire, "");
        s.unit(0, "LC", "1,-4");
        let mut g = s.build();
        let start = gold(&g, 0);
        go(&mut g, 0, "1,-4", &["0,-4"]);
        (
            gold(&g, 0) - start,
            unit(&g, "0,-4").expect("on the Village").mp,
        )
    };
    assert_eq!(after(""), (3, 0));
    assert_eq!(after("media/heavy_infantry"), (1, 5));
}

#[test]
fn t105_media_theft_at_the_end_of_its_turn() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.empire(0, "media/heavy_infantry");
    s.gold(1, 4).gold(2, 9);
    let mut g = s.build();
    g.play(0, Action::EndTurn);
    assert_eq!(g.decision(), Some(&Decision::Theft { seat: 0 }));
    g.play(0, ability(AbilityAction::Theft { target: 2 }));
    assert_eq!((gold(&g, 1), gold(&g, 2)), (4, 8));
}

#[test]
fn t107_parthia_counterattack_takes_a_resolved_surprising_attack() {
    let mut s = empires("", "parthia");
    s.unit(0, "LI", "0,-3");
    s.unit(1, "HI", "0,-2");
    s.hand(0, &["surprising_attack"]);
    s.gold(1, 5);
    let mut g = s.build();
    g.act(0, attack_action(&g, "0,-3", "0,-2"));
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "0,-3")));
    settle(&mut g);
    let sa = card(&g, "surprising_attack");
    assert_eq!(
        g.decision(),
        Some(&Decision::Counterattack { seat: 1, card: sa })
    );
    g.play(1, ability(AbilityAction::Counterattack { take: true }));
    assert_eq!(g.player(1).hand, vec![sa]);
    assert_eq!(gold(&g, 1), 2);
    settle(&mut g);
    assert!(unit(&g, "0,-2").is_none(), "the card's +1 still counted");
    g.check_invariants().expect("every card in one place");
}

#[test]
fn t108_cavalry_archer_may_evade_one_ranged_combat() {
    let build = || {
        let mut s = empires("", "parthia");
        s.unit_tier(0, "archer", 3, "0,-3");
        s.unit(1, "cavalry_archer", "0,-1");
        fight(&mut s, "0,-3", "0,-1").0
    };
    let mut g = build();
    let field = f(&g, "0,-1");
    assert_eq!(
        g.decision(),
        Some(&Decision::Evasion { seat: 1, field }),
        "asked once the damage is known"
    );
    let events = g.play(1, ability(AbilityAction::Evade { evade: true }));
    let ca = unit(&g, "0,-1").expect("3 damage against 2, evaded");
    assert!(!ca.token, "the counter is spent");
    assert!(has_event(&events, |e| matches!(e, Event::Evaded { .. })));
    assert!(g.combat().is_none());
    // Kept for later: the damage is taken.
    let mut g = build();
    let events = g.play(1, ability(AbilityAction::Evade { evade: false }));
    assert!(unit(&g, "0,-1").is_none(), "3 damage against 2");
    assert!(!has_event(&events, |e| matches!(e, Event::Evaded { .. })));
    g.check_invariants().expect("consistent");
}

#[test]
fn t9_t109_persia_may_recruit_a_fatigued_peasant_at_its_first_castle() {
    let peasants = |g: &Match| {
        (0..g.board().len() as u16)
            .filter_map(|field| g.unit(field))
            .filter(|u| u.owner == 0 && u.kind == kind(g, "PE"))
            .count()
    };
    let build = || {
        let mut s = duel();
        s.empire(0, "persia").not_started(0);
        let mut g = s.build();
        g.play(0, Action::ChooseCastle { castle: 2 });
        g
    };
    let mut g = build();
    assert!(matches!(
        g.decision(),
        Some(Decision::FreePeasant {
            seat: 0,
            castle: Some(_),
            why: invictus::games::tactica::FreePeasantWhy::Conscription
        })
    ));
    // Every vacant Keep field of the castle is offered, and declining.
    let choices = g.legal_actions(0);
    let keeps = choices
        .iter()
        .filter(|a| {
            matches!(
                a,
                Action::Ability {
                    ability: AbilityAction::FreePeasant { keep: Some(_) }
                }
            )
        })
        .count();
    assert_eq!(
        keeps, 6,
        "the castle's six Keep fields, all vacant: {choices:?}"
    );
    assert!(listed(
        &g,
        0,
        &ability(AbilityAction::FreePeasant { keep: None })
    ));
    let last = *choices
        .iter()
        .rfind(|a| {
            matches!(
                a,
                Action::Ability {
                    ability: AbilityAction::FreePeasant { keep: Some(_) }
                }
            )
        })
        .unwrap();
    g.play(0, last);
    assert_eq!(peasants(&g), 1);
    let placed = (0..g.board().len() as u16)
        .filter_map(|field| g.unit(field))
        .find(|u| u.owner == 0 && u.kind == kind(&g, "PE"))
        .unwrap();
    assert!(placed.fatigued, "recruited with fatigue (T9, T56)");
    let mut g = build();
    g.play(0, ability(AbilityAction::FreePeasant { keep: None }));
    assert_eq!(peasants(&g), 0);
}

#[test]
fn t112_immortal_may_step_aside_to_a_field_of_persias_choice() {
    let build = || {
        let mut s = empires("", "persia");
        s.unit_tier(0, "archer", 4, "0,-4");
        s.unit(1, "immortal", "0,-2");
        s.gold(1, 10);
        fight(&mut s, "0,-4", "0,-2").0
    };
    let mut g = build();
    let field = f(&g, "0,-2");
    assert_eq!(g.decision(), Some(&Decision::Rebirth { seat: 1, field }));
    // Every vacant neighbour is offered, the farthest from the Archer first, and dying.
    let fields: Vec<u16> = g
        .legal_actions(1)
        .iter()
        .filter_map(|a| match a {
            Action::Ability {
                ability: AbilityAction::Rebirth { to: Some(to) },
            } => Some(*to),
            _ => None,
        })
        .collect();
    assert!(fields.len() >= 2, "{fields:?}");
    let archer = f(&g, "0,-4");
    let far = g.board().distance(fields[0], archer);
    assert!(fields
        .iter()
        .all(|&to| g.board().distance(to, archer) <= far));
    let near = *fields.last().unwrap();
    let events = g.play(1, ability(AbilityAction::Rebirth { to: Some(near) }));
    assert!(has_event(&events, |e| matches!(e, Event::Reborn { .. })));
    assert_eq!(gold(&g, 1), 1);
    let reborn = g.unit(near).expect("the Immortal lives where Persia chose");
    assert_eq!(reborn.owner, 1);
    assert!(!reborn.token);
    assert!(unit(&g, "0,-2").is_none(), "he left the field");
    assert_eq!(owner(&g, "0,-4"), Some(0));
    // Dying keeps the gold.
    let mut g = build();
    g.play(1, ability(AbilityAction::Rebirth { to: None }));
    assert!(unit(&g, "0,-2").is_none());
    assert_eq!(gold(&g, 1), 10);
    assert!((0..g.board().len() as u16).all(|f| g.unit(f).is_none_or(|u| u.owner != 1)));
}

#[test]
fn t115_scythia_plunderers_gain_a_gold_for_a_melee_kill() {
    let mut s = empires("scythia", "");
    s.unit(0, "HI", "0,-3");
    s.unit(1, "LI", "0,-2");
    let mut g = s.build();
    let start = gold(&g, 0);
    let events = g.play(0, attack_action(&g, "0,-3", "0,-2"));
    assert_eq!(gold_event(&events, 0, GoldReason::Plunder), Some(1));
    assert_eq!(gold(&g, 0), start + 1);
}

#[test]
fn t116_amazon_takes_a_trophy_and_the_victim_pays() {
    let mut s = empires("scythia", "");
    s.unit(0, "amazon", "0,-3");
    s.unit(1, "PE", "0,-2");
    s.gold(1, 3);
    let (g, _) = fight(&mut s, "0,-3", "0,-2");
    let amazon = unit(&g, "0,-2").expect("she advanced");
    assert_eq!(amazon.trophies, 1);
    assert_eq!(g.unit_strength(f(&g, "0,-2")), Some((4, 2)));
    assert_eq!(gold(&g, 1), 2);
}

#[test]
fn t117_sumer_riders_strike_harder_from_a_wagon() {
    let kills = |empire: &str| {
        let mut s = empires(empire, "");
        s.unit(0, "LI", "0,-3");
        s.wagon(0, "0,-3");
        s.unit(1, "HC", "0,-2");
        let (g, _) = fight(&mut s, "0,-3", "0,-2");
        unit(&g, "0,-2").is_none()
    };
    assert!(!kills(""), "2 + 1 against 4");
    assert!(kills("sumer"), "2 + 1 + 1 against 4");
}

#[test]
fn t118_sumer_may_show_a_drawn_card_for_a_gold() {
    let mut s = empires("sumer", "");
    let mut g = s.build();
    let start = gold(&g, 0);
    g.play(0, Action::BuyCard);
    assert!(matches!(
        g.decision(),
        Some(Decision::Patent { seat: 0, .. })
    ));
    // The drawn card stays hidden from the public view of the decision.
    assert!(g.view(None).hand.is_none());
    let events = g.play(0, ability(AbilityAction::Patent { show: true }));
    let drawn = g.player(0).hand[0];
    assert!(events.contains(&Event::CardShown {
        seat: 0,
        card: drawn
    }));
    assert_eq!(gold(&g, 0), start - 5 + 1);
}

#[test]
fn t119_gilgamesh_makes_the_victims_owner_discard() {
    let mut s = empires("sumer", "");
    s.unit(0, "gilgamesh", "0,-3");
    s.unit(1, "LI", "0,-2");
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "0,-3", "0,-2"));
    settle(&mut g);
    assert_eq!(g.decision(), Some(&Decision::DiscardChosen { seat: 1 }));
    g.play(
        1,
        Action::Discard {
            card: card(&g, "reflex"),
        },
    );
    assert!(g.player(1).hand.is_empty());
}
