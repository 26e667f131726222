//! The Empires' activated abilities and Triumphs as actions (T83, T86, T90, T93, T94, T106, T109,
//! T111, T113, T114): when each is listed, what it does when it resolves, and its once-per-turn or
//! once-per-round refresh.

use super::abilities::{ability, empires, listed};
use crate::common::*;
use invictus::games::tactica::{AbilityAction, Action, Decision, Event, Waiting};

#[test]
fn t86_akkad_teleports_from_a_village_to_its_keep_once_per_round() {
    let mut s = empires("akkad", "");
    s.unit(0, "LI", "0,-4");
    s.unit(0, "LI", "1,-3");
    let mut g = s.build();
    let from_basic = ability(AbilityAction::Teleport {
        unit: f(&g, "1,-3"),
        to: f(&g, "-5,0"),
    });
    assert_eq!(
        g.refuse(0, from_basic),
        invictus::games::tactica::RuleError::NotLegal
    );
    let teleport = ability(AbilityAction::Teleport {
        unit: f(&g, "0,-4"),
        to: f(&g, "-5,0"),
    });
    g.play(0, teleport);
    assert_eq!(owner(&g, "-5,0"), Some(0));
    assert!(unit(&g, "0,-4").is_none());
    assert!(
        !g.legal_actions(0).iter().any(|a| matches!(
            a,
            Action::Ability {
                ability: AbilityAction::Teleport { .. }
            }
        )),
        "once per round"
    );
}

#[test]
fn t2_a_regular_action_is_never_a_reaction_and_a_reaction_never_a_regular_action() {
    // Seat 1 (Assyria) holds a regular-action card (Fresh Horses) and a reaction (Reflex), and
    // has TRAINING (RA, once per turn).
    let mut s = empires("", "assyria");
    s.order(&[0, 1]);
    s.unit(0, "LI", "0,-3");
    s.unit(1, "LI", "0,-2");
    s.unit(1, "LI", "-3,3");
    s.hand(1, &["fresh_horses", "reflex"]);
    let mut g = s.build();
    let (horses, reflex) = (card(&g, "fresh_horses"), card(&g, "reflex"));
    let plays = |g: &invictus::games::tactica::Match, c| {
        g.legal_actions(1)
            .iter()
            .any(|a| matches!(a, Action::PlayCard { card, .. } if *card == c))
    };
    let trains = |g: &invictus::games::tactica::Match| {
        g.legal_actions(1).iter().any(|a| {
            matches!(
                a,
                Action::Ability {
                    ability: AbilityAction::Train { .. }
                }
            )
        })
    };
    g.act(0, attack_action(&g, "0,-3", "0,-2"));
    assert!(matches!(g.waiting(), Waiting::Window { ref seats } if seats.contains(&1)));
    assert!(plays(&g, reflex), "a reaction in another player's window");
    assert!(!plays(&g, horses), "RA: never as a reaction");
    assert!(!trains(&g), "an RA ability neither");
    settle(&mut g);
    end_turn(&mut g);
    assert_eq!(g.waiting(), Waiting::Turn { seat: 1 });
    assert!(plays(&g, horses), "RA: in its own turn");
    assert!(!plays(&g, reflex), "R: only in a window");
    assert!(trains(&g));
}

#[test]
fn t4_t83_a_once_per_round_ability_refreshes_at_its_owners_turn_start() {
    let teleports = |g: &invictus::games::tactica::Match, seat| {
        g.legal_actions(seat).iter().any(|a| {
            matches!(
                a,
                Action::Ability {
                    ability: AbilityAction::Teleport { .. }
                }
            )
        })
    };
    let mut s = empires("akkad", "");
    s.order(&[0, 1]);
    s.unit(0, "LI", "0,-4");
    s.unit(1, "LI", "3,-4");
    let mut g = s.build();
    g.play(
        0,
        ability(AbilityAction::Teleport {
            unit: f(&g, "0,-4"),
            to: f(&g, "-5,0"),
        }),
    );
    assert!(!teleports(&g, 0), "used this round");
    end_turn(&mut g);
    // The other player's turn is still the same round for Akkad: no TELEPORT as a reaction,
    // so no window is opened for it either (T79).
    g.act(1, move_action(&g, "3,-4", &["2,-4"]));
    assert_eq!(g.waiting(), Waiting::Turn { seat: 1 });
    assert!(!teleports(&g, 0));
    end_turn(&mut g);
    // Akkad's next turn starts: refreshed, from the Keep it went to.
    assert_eq!(g.waiting(), Waiting::Turn { seat: 0 });
    assert!(teleports(&g, 0), "refreshed at its owner's turn start");
}

#[test]
fn t86_t79_teleport_is_a_reaction_in_the_other_players_turn() {
    let mut s = empires("akkad", "");
    s.order(&[1, 0]);
    s.unit(0, "LI", "0,-4");
    s.unit(1, "LI", "3,-4");
    let mut g = s.build();
    g.act(1, move_action(&g, "3,-4", &["2,-4"]));
    // Seat 0 holds no card, but an unused reaction ability: it is prompted (T79).
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![0] });
    g.act(
        0,
        ability(AbilityAction::Teleport {
            unit: f(&g, "0,-4"),
            to: f(&g, "-5,-1"),
        }),
    );
    settle(&mut g);
    assert_eq!(owner(&g, "-5,-1"), Some(0));
    assert_eq!(owner(&g, "2,-4"), Some(1), "the move resolved after it");
}

#[test]
fn t90_assyria_trains_an_unmoved_light_unit_into_a_heavy_one() {
    let mut s = empires("assyria", "");
    s.unit(0, "LI", "0,-3");
    s.unit(0, "LC", "2,-4");
    let mut g = s.build();
    go(&mut g, 0, "2,-4", &["3,-4"]);
    let moved = ability(AbilityAction::Train {
        unit: f(&g, "3,-4"),
    });
    assert!(!listed(&g, 0, &moved), "it acted this turn");
    let train = ability(AbilityAction::Train {
        unit: f(&g, "0,-3"),
    });
    let events = g.play(0, train);
    let heavy = unit(&g, "0,-3").expect("still there");
    assert_eq!(heavy.kind, kind(&g, "HI"));
    assert!(heavy.fatigued, "it cannot move or attack this turn");
    assert!(has_event(&events, |e| matches!(e, Event::Trained { .. })));
    assert!(g.move_to(0, f(&g, "0,-3"), f(&g, "0,-2")).is_none());
    assert!(!listed(&g, 0, &moved), "once per turn");
}

#[test]
fn t93_terror_cancels_the_cards_on_the_stack_and_closes_cards_for_the_turn() {
    let mut s = empires("", "assyria");
    s.unit(0, "LI", "0,-3");
    s.unit(1, "HI", "0,-2");
    s.hand(0, &["surprising_attack", "more_surprising_attack"]);
    s.gold(1, 10);
    let mut g = s.build();
    g.act(0, attack_action(&g, "0,-3", "0,-2"));
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "0,-3")));
    // Assyria holds no card but may react with Terror (T79).
    assert!(g.waiting().includes(1));
    let terror = ability(AbilityAction::Triumph);
    let events = g.play(1, terror);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Terror { seat: 1 }
    )));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CardCancelled { seat: 0, .. }
    )));
    assert!(
        unit(&g, "0,-2").is_some(),
        "2 damage against 3: no card helped"
    );
    assert!(
        !g.legal_actions(0)
            .iter()
            .any(|a| matches!(a, Action::PlayCard { .. })),
        "no Action card for the rest of the turn"
    );
    assert_eq!(gold(&g, 1), 0);
    g.check_invariants().expect("every card in one place");
}

#[test]
fn t94_babylon_trades_a_card_for_gold_and_pays_for_a_discard() {
    let mut s = empires("babylon", "");
    s.hand(0, &["reflex"]);
    s.hand(1, &["intuition"]);
    s.gold(0, 0);
    let mut g = s.build();
    let trade = ability(AbilityAction::Trade {
        card: Some(card(&g, "reflex")),
        target: Some(1),
    });
    let deck = g.deck_len();
    g.play(0, trade);
    assert_eq!(g.decision(), Some(&Decision::DiscardChosen { seat: 1 }));
    g.play(
        1,
        Action::Discard {
            card: card(&g, "intuition"),
        },
    );
    assert_eq!(gold(&g, 0), 0, "+4 for the card, −4 for the discard");
    assert_eq!(g.deck_len(), deck + 1, "the card went back into the deck");
    assert!(g.player(0).hand.is_empty() && g.player(1).hand.is_empty());
    assert!(!listed(&g, 0, &trade), "once per round");
}

#[test]
fn t106_magi_pain_is_permanent_and_drain_cuts_the_next_turn() {
    let mut s = empires("media/heavy_infantry", "");
    s.unit(0, "magi", "0,-4");
    s.unit(0, "magi", "1,-4");
    s.unit(1, "LI", "0,-1");
    s.unit(1, "HC", "1,-1");
    let mut g = s.build();
    let pain = ability(AbilityAction::Pain {
        magi: f(&g, "0,-4"),
        target: f(&g, "0,-1"),
    });
    assert!(listed(&g, 0, &pain), "range 4, no combat");
    let events = g.play(0, pain);
    // Defence 1 − 1: the Light Infantry is destroyed, not killed; no damage came back.
    assert!(unit(&g, "0,-1").is_none());
    assert!(has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { kill: false, .. }
    )));
    assert!(unit(&g, "0,-4").expect("the Magi").combat_used);
    g.play(
        0,
        ability(AbilityAction::Drain {
            magi: f(&g, "1,-4"),
            target: f(&g, "1,-1"),
        }),
    );
    end_turn(&mut g);
    assert_eq!(unit(&g, "1,-1").expect("the Heavy Cavalry").mp, 1);
}

#[test]
fn t111_persia_bribes_a_unit_so_that_it_cannot_attack_persians() {
    let mut s = empires("persia", "");
    s.unit(0, "HI", "0,-3");
    s.unit(1, "LC", "0,-2");
    s.gold(0, 10);
    let mut g = s.build();
    let bribe = ability(AbilityAction::Bribe {
        target: f(&g, "0,-2"),
    });
    g.play(0, bribe);
    assert_eq!(gold(&g, 0), 4, "its standard cost, 6");
    assert!(unit(&g, "0,-2").expect("the cavalry").bribed);
    end_turn(&mut g);
    assert!(
        !g.legal_actions(1)
            .iter()
            .any(|a| matches!(a, Action::Attack { .. })),
        "it may not attack Persians"
    );
}

#[test]
fn t113_scythia_salvo_hits_two_enemies_without_combat() {
    let mut s = empires("scythia", "");
    s.unit_tier(0, "archer", 2, "0,-3");
    s.unit(1, "LI", "0,-1");
    s.unit(1, "HI", "1,-2");
    let mut g = s.build();
    // The two targets in map order, as the actions list them.
    let mut targets = [f(&g, "0,-1"), f(&g, "1,-2")];
    targets.sort_unstable();
    let salvo = ability(AbilityAction::Salvo {
        archer: f(&g, "0,-3"),
        targets,
    });
    let events = g.play(0, salvo);
    assert!(unit(&g, "0,-1").is_none(), "1 damage against defence 1");
    assert!(unit(&g, "1,-2").is_some(), "1 damage against defence 3");
    assert!(!has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { kill: true, .. }
    )));
    assert!(unit(&g, "0,-3").expect("the Archer").combat_used);
    assert!(!listed(&g, 0, &salvo));
}

#[test]
fn t114_scythia_stays_in_for_a_turn_without_a_castle() {
    let mut s = empires("", "scythia");
    s.castle(3, None);
    s.castle(1, Some(1));
    for keep in ["1,6", "1,5", "0,5"] {
        s.unit(0, "LI", keep);
    }
    let mut g = s.build();
    // A conquest needs three units on the Keep fields (T58): it happens as play goes on.
    let events = g.play(0, Action::EndTurn);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Nomad { seat: 1 }
    )));
    assert!(g.player(1).alive, "NOMADISM: still in");
    assert_eq!(g.castles_of(1), 0);
    end_turn(&mut g);
    assert!(
        !g.player(1).alive,
        "out after its bonus turn without a castle"
    );
}

#[test]
fn t109_persia_takes_a_unit_of_the_player_it_eliminates() {
    let mut s = empires("persia", "");
    s.castle(3, None);
    s.castle(1, Some(1));
    s.unit(1, "HC", "3,-4");
    for keep in ["1,6", "1,5", "0,5"] {
        s.unit(0, "LI", keep);
    }
    let mut g = s.build();
    let events = g.play(0, Action::EndTurn);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Conscripted { .. }
    )));
    let taken = unit(&g, "3,-4").expect("the Heavy Cavalry stays");
    assert_eq!(taken.owner, 0);
    assert!(taken.fatigued);
    assert!(!g.player(1).alive);
}

#[test]
fn t109_persia_chooses_which_unit_of_the_eliminated_player_it_takes() {
    let build = || {
        let mut s = invictus::games::tactica::scenario::Scenario::new("tactica-3p", 3);
        s.order(&[0, 1, 2]);
        s.empire(0, "persia");
        s.castle(2, Some(0)).castle(1, Some(1)).castle(3, Some(2));
        s.unit(1, "HC", "3,-4");
        s.unit(1, "PE", "4,-4");
        for keep in ["1,6", "1,5", "0,5"] {
            s.unit(0, "LI", keep);
        }
        let mut g = s.build();
        g.play(0, Action::EndTurn);
        g
    };
    let mut g = build();
    assert!(matches!(
        g.decision(),
        Some(Decision::Capture {
            seat: 0,
            loser: 1,
            ..
        })
    ));
    assert!(g.player(1).alive, "out once Persia has chosen");
    let choices = g.legal_actions(0);
    let hc = ability(AbilityAction::Capture {
        unit: f(&g, "3,-4"),
    });
    let pe = ability(AbilityAction::Capture {
        unit: f(&g, "4,-4"),
    });
    assert_eq!(choices[0], hc, "the dearest first");
    assert!(choices.contains(&pe));
    g.play(0, pe);
    let taken = unit(&g, "4,-4").expect("the Peasant stays");
    assert_eq!(taken.owner, 0);
    assert!(taken.fatigued);
    assert!(unit(&g, "3,-4").is_none(), "the rest are removed");
    assert!(!g.player(1).alive);
    g.check_invariants().expect("consistent");
    // Persia gives up while choosing: the player it conquered is out all the same, and the
    // third player wins.
    let mut g = build();
    g.apply(0, &Action::Surrender).unwrap();
    assert!(!g.player(0).alive && !g.player(1).alive);
    assert!(g.decision().is_none());
    assert_eq!(g.outcome().map(|o| o.winners.clone()), Some(vec![2]));
    g.check_invariants().expect("consistent");
}

#[test]
fn t109_no_question_when_the_elimination_ends_the_match() {
    let mut s = empires("persia", "");
    s.castle(3, None);
    s.castle(1, Some(1));
    s.unit(1, "HC", "3,-4");
    s.unit(1, "PE", "4,-4");
    for keep in ["1,6", "1,5", "0,5"] {
        s.unit(0, "LI", keep);
    }
    let mut g = s.build();
    g.play(0, Action::EndTurn);
    assert!(g.decision().is_none());
    assert_eq!(unit(&g, "3,-4").map(|u| u.owner), Some(0), "the dearest");
    assert_eq!(g.outcome().map(|o| o.winners.clone()), Some(vec![0]));
}

#[test]
fn t97_architect_plan_gives_its_mountain_token_and_a_peasant_from_a_village() {
    let mut s = empires("babylon", "");
    s.unit(0, "architect", "2,-2");
    s.mountain_token("2,-2");
    s.unit(0, "LI", "4,-4");
    s.unit(0, "architect", "0,-4");
    let mut g = s.build();
    let plan = ability(AbilityAction::Plan {
        architect: f(&g, "2,-2"),
        to: f(&g, "4,-4"),
    });
    g.play(0, plan);
    assert!(unit(&g, "4,-4").expect("the Light Infantry").mountain_token);
    assert!(!unit(&g, "2,-2").expect("the Architect").mountain_token);
    // The Architect on the Village: a free Peasant in a Keep at Babylon's End of turn, on the
    // field Babylon chooses; not one it may decline.
    end_turn(&mut g);
    assert!(matches!(
        g.decision(),
        Some(Decision::FreePeasant {
            seat: 0,
            why: invictus::games::tactica::FreePeasantWhy::Plan,
            ..
        })
    ));
    assert!(!listed(
        &g,
        0,
        &ability(AbilityAction::FreePeasant { keep: None })
    ));
    g.play(
        0,
        ability(AbilityAction::FreePeasant {
            keep: Some(f(&g, "-5,0")),
        }),
    );
    let peasant = unit(&g, "-5,0").expect("a Peasant in the Keep");
    assert_eq!((peasant.owner, peasant.kind), (0, kind(&g, "PE")));
}

#[test]
fn t98_hittite_wagons_have_fatigue() {
    let drives_at_once = |empire: &str| {
        let mut s = empires(empire, "");
        s.unit(0, "LI", "-5,0");
        let mut g = s.build();
        g.play(0, super::wagon_at(&g, "-5,0"));
        unit(&g, "-5,0").expect("the driver").wagon_mp > 0
    };
    assert!(
        drives_at_once(""),
        "a wagon under infantry is driven at once (T48)"
    );
    assert!(!drives_at_once("hittite"), "not the Hittite Empire's");
}

#[test]
fn t99_the_hittite_heavy_chariot_is_a_wagon_at_plus_two_and_a_special_unit() {
    let chariot_at = |g: &invictus::games::tactica::Match, at: &str| Action::Recruit {
        what: invictus::games::tactica::Recruit::Chariot,
        field: f(g, at),
    };
    let vanilla = empires("", "").build();
    assert!(!listed(&vanilla, 0, &chariot_at(&vanilla, "-5,0")));
    let mut s = empires("hittite", "");
    s.unit(0, "LI", "-5,0");
    let mut g = s.build();
    let start = gold(&g, 0);
    g.play(0, chariot_at(&g, "-5,0"));
    assert_eq!(gold(&g, 0), start - 8);
    assert_eq!(g.unit_strength(f(&g, "-5,0")), Some((4, 3)), "+2/+2");
    assert_eq!(g.view(None).chariots, vec![f(&g, "-5,0")]);
    // Assyria's Heavy Infantry treats its driver as Special (T91): 3 + 1 against 1 + 2 + 1.
    let wagon_left = |empire: &str| {
        let mut s = empires(empire, "hittite");
        s.unit(0, "HI", "0,-3");
        s.unit(1, "LI", "0,-2");
        s.chariot(1, "0,-2");
        s.mountain_token("0,-2");
        let mut g = s.build();
        g.play(0, attack_action(&g, "0,-3", "0,-2"));
        g.wagon(f(&g, "0,-2")).is_some()
    };
    assert!(wagon_left(""), "3 damage against 4");
    assert!(!wagon_left("assyria"), "4 damage: the chariot is lost");
    g.check_invariants().expect("tokens and wagons in order");
}

#[test]
fn t86_teleport_into_an_enemy_on_its_keep_is_a_melee_entering_combat() {
    let mut s = empires("akkad", "");
    s.unit(0, "HI", "0,-4");
    s.unit(1, "LI", "-5,0");
    let mut g = s.build();
    let teleport = ability(AbilityAction::Teleport {
        unit: f(&g, "0,-4"),
        to: f(&g, "-5,0"),
    });
    let events = g.play(0, teleport);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatStarted { .. }
    )));
    // 3 against 1: the Light Infantry dies and the Heavy Infantry advances onto the Keep.
    assert_eq!(owner(&g, "-5,0"), Some(0));
    assert!(unit(&g, "0,-4").is_none());
    assert!(unit(&g, "-5,0").expect("the Heavy Infantry").combat_used);
}
