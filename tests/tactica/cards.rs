//! Tactica's Action cards, one scenario test per card (rulings T65, T68–T76), and the one stack
//! with its reaction windows (T77–T81): who may react, last in first out, and windows closing
//! when every eligible player has passed.

use crate::common::*;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::{Action, CardTarget, Decision, Event, PeasantChoice, Waiting};

fn duel() -> Scenario {
    Scenario::new("tactica-3p", 2)
}

/// Seat 0's `attacker` on 2,0 attacks seat 1's `defender` on 3,0; seat 0 holds `mine` and seat 1
/// `theirs`. Returns the match with the Entering Combat's window open.
fn fight(
    attacker: &str,
    defender: &str,
    mine: &[&str],
    theirs: &[&str],
) -> invictus::games::tactica::Match {
    let mut s = duel();
    s.unit(0, attacker, "2,0");
    s.unit(1, defender, "3,0");
    s.hand(0, mine).hand(1, theirs);
    let mut g = s.build();
    g.act(0, attack_action(&g, "2,0", "3,0"));
    g
}

#[test]
fn heroic_defense_adds_one_defense() {
    let mut g = fight("HI", "HI", &[], &["heroic_defense"]);
    g.play(1, play_card(&g, "heroic_defense", on_unit(&g, "3,0")));
    // 3 damage against 3 + 1.
    assert_eq!(owner(&g, "3,0"), Some(1));
    assert!(unit(&g, "2,0").is_none());
}

#[test]
fn more_heroic_defense_adds_two_defense() {
    let mut g = fight("HC", "HI", &[], &["more_heroic_defense"]);
    g.play(1, play_card(&g, "more_heroic_defense", on_unit(&g, "3,0")));
    // 4 damage against 3 + 2.
    assert_eq!(owner(&g, "3,0"), Some(1));
}

#[test]
fn surprising_attack_adds_one_attack() {
    let mut g = fight("LI", "HI", &["surprising_attack"], &[]);
    g.play(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    assert_eq!(
        owner(&g, "3,0"),
        None,
        "3 damage kills the HI; the LI died too"
    );
}

#[test]
fn more_surprising_attack_adds_two_attack() {
    let mut g = fight("LI", "HC", &["more_surprising_attack"], &[]);
    let events = g.play(
        0,
        play_card(&g, "more_surprising_attack", on_unit(&g, "2,0")),
    );
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Damage { amount: 4, .. }
    )));
    assert!(unit(&g, "3,0").is_none());
}

#[test]
fn poisoned_blade_lets_a_peasant_kill_heavy_cavalry() {
    let mut g = fight("PE", "HC", &["poisoned_blade"], &[]);
    g.play(0, play_card(&g, "poisoned_blade", on_unit(&g, "2,0")));
    assert!(unit(&g, "3,0").is_none());
    assert!(unit(&g, "2,0").is_none(), "the HC still strikes back");
}

#[test]
fn t70_reinforcements_without_the_light_infantry_cancel_the_melee() {
    let mut g = fight("HI", "LI", &[], &["reinforcements"]);
    let target = CardTarget::Reinforce {
        field: f(&g, "3,0"),
        to: f(&g, "4,-1"),
        light_infantry: false,
    };
    let events = g.play(1, play_card(&g, "reinforcements", target));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatCancelled { .. }
    )));
    assert_eq!(owner(&g, "4,-1"), Some(1));
    assert!(unit(&g, "3,0").is_none(), "the attacker does not advance");
    assert!(unit(&g, "2,0").unwrap().combat_used);
}

#[test]
fn t70_reinforcements_with_the_light_infantry_give_a_new_target() {
    let mut g = fight("LI", "HC", &[], &["reinforcements", "more_heroic_defense"]);
    // Played on the HC: it ends when the Light Infantry takes the HC's place.
    g.act(1, play_card(&g, "more_heroic_defense", on_unit(&g, "3,0")));
    let target = CardTarget::Reinforce {
        field: f(&g, "3,0"),
        to: f(&g, "4,-1"),
        light_infantry: true,
    };
    g.play(1, play_card(&g, "reinforcements", target));
    // The new LI (1 Defense) and the attacker (2 against 1) both die; the HC stands aside.
    assert_eq!(owner(&g, "4,-1"), Some(1));
    assert!(unit(&g, "3,0").is_none() && unit(&g, "2,0").is_none());
}

#[test]
fn t70_reinforcements_against_a_ranged_attack_may_step_anywhere_next() {
    let mut s = duel();
    s.unit_tier(0, "AR", 1, "2,0");
    s.unit(1, "LI", "3,0");
    s.hand(1, &["reinforcements"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "2,0", "3,0"));
    let away = CardTarget::Reinforce {
        field: f(&g, "3,0"),
        to: f(&g, "4,0"),
        light_infantry: false,
    };
    // Range 1 does not reach 2: the combat is cancelled; the LI also loots the Village.
    let events = g.play(1, play_card(&g, "reinforcements", away));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatCancelled { .. }
    )));
    assert_eq!((owner(&g, "4,0"), gold(&g, 1)), (Some(1), 33));
}

#[test]
fn t69_forced_march_interrupts_a_melee() {
    let mut g = fight("HI", "LI", &[], &["forced_march"]);
    g.act(1, Action::Pass);
    // Now the Combat itself is pending.
    assert!(matches!(
        g.stack().last().unwrap().item,
        invictus::games::tactica::Item::Combat
    ));
    let events = g.play(1, play_card(&g, "forced_march", push(&g, "3,0", "3,1")));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatCancelled { .. }
    )));
    assert_eq!((owner(&g, "2,0"), owner(&g, "3,1")), (Some(0), Some(1)));
}

#[test]
fn t69_forced_march_leaves_a_ranged_combat_going_while_in_range() {
    let mut s = duel();
    s.unit_tier(0, "AR", 2, "2,0");
    s.unit_tier(0, "AR", 1, "-3,0");
    s.unit(1, "LI", "3,0");
    s.unit(1, "LI", "-2,0");
    s.hand(1, &["forced_march", "forced_march"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "2,0", "3,0"));
    g.play(1, play_card(&g, "forced_march", push(&g, "3,0", "4,-1")));
    assert!(unit(&g, "4,-1").is_none(), "still within range 2: shot");
    g.act(0, attack_action(&g, "-3,0", "-2,0"));
    let events = g.play(1, play_card(&g, "forced_march", push(&g, "-2,0", "-1,-1")));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CombatCancelled { .. }
    )));
    assert_eq!(owner(&g, "-1,-1"), Some(1));
}

#[test]
fn t69_forced_march_is_a_movement_effect_and_never_a_combat() {
    let mut s = duel();
    s.unit(0, "LI", "2,-1");
    s.unit(0, "LI", "-3,0");
    s.unit(0, "LI", "5,-1");
    s.unit(1, "LI", "2,-2");
    s.hand(0, &["forced_march", "forced_march", "forced_march"]);
    let mut g = s.build();
    g.act(0, Action::BuyCard);
    g.refuse(0, play_card(&g, "forced_march", push(&g, "2,-1", "2,-2")));
    g.act(0, play_card(&g, "forced_march", push(&g, "2,-1", "1,-1")));
    g.act(0, play_card(&g, "forced_march", push(&g, "-3,0", "-2,0")));
    g.act(0, play_card(&g, "forced_march", push(&g, "5,-1", "4,0")));
    settle(&mut g);
    assert_eq!(unit(&g, "1,-1").unwrap().mp, 0, "the Desert stops it");
    let li = unit(&g, "-2,0").unwrap();
    assert!(
        li.mountain_token && li.mp == 3,
        "no Mountains cost, a token"
    );
    let looter = unit(&g, "4,0").unwrap();
    assert_eq!(
        (looter.mp, gold(&g, 0)),
        (0, 25 - 5 + 3),
        "the Village stops and pays"
    );
}

#[test]
fn t69_forced_march_onto_a_port_centre_asks_for_the_fee() {
    let mut s = duel();
    s.unit(1, "LI", "6,0");
    s.hand(0, &["forced_march"]);
    let mut g = s.build();
    g.act(0, Action::BuyCard);
    g.play(0, play_card(&g, "forced_march", push(&g, "6,0", "7,0")));
    assert!(matches!(
        g.decision(),
        Some(Decision::PortFee { seat: 1, .. })
    ));
    g.play(1, Action::PortFee { pay: false });
    assert_eq!(owner(&g, "6,0"), Some(1), "it went back");
    assert_eq!(gold(&g, 1), 30);
}

#[test]
fn t71_fresh_horses_refresh_movement_but_not_combat_or_wagon() {
    let mut s = duel();
    s.unit(0, "LI", "-3,0");
    s.wagon(0, "-3,0");
    s.unit(0, "LI", "2,0");
    s.unit(1, "PE", "-3,-1");
    s.hand(0, &["fresh_horses"]).hand(1, &["fresh_horses"]);
    let mut g = s.build();
    g.play(0, attack_action(&g, "-3,0", "-3,-1"));
    go(&mut g, 0, "2,0", &["2,1"]);
    // Seat 1 may not play it as a reaction.
    g.act(0, move_action(&g, "2,1", &["2,2"]));
    g.refuse(1, play_card(&g, "fresh_horses", on_unit(&g, "2,1")));
    settle(&mut g);
    g.refuse(0, move_action(&g, "-3,-1", &["-3,-2"]));
    g.play(0, play_card(&g, "fresh_horses", on_unit(&g, "-3,-1")));
    let li = unit(&g, "-3,-1").unwrap();
    assert_eq!((li.mp, li.wagon_mp), (3, 0));
    go(&mut g, 0, "-3,-1", &["-3,-2"]);
    assert!(unit(&g, "-3,-2").unwrap().combat_used);
}

#[test]
fn t72_intelligence_steals_and_shows_the_hand_to_its_player_only() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.hand(0, &["intelligence"])
        .hand(1, &["reflex", "intuition"]);
    s.gold(1, 2);
    let mut g = s.build();
    let events = g.play(
        0,
        play_card(&g, "intelligence", CardTarget::Player { seat: 1 }),
    );
    let shown = events
        .iter()
        .find(|e| matches!(e, Event::HandRevealed { .. }))
        .unwrap();
    let hand = g.player(1).hand.clone();
    assert!(
        matches!(shown.seen_by(Some(0)), Event::HandRevealed { cards: Some(c), .. } if c == hand)
    );
    assert!(matches!(
        shown.seen_by(Some(2)),
        Event::HandRevealed { cards: None, .. }
    ));
    assert_eq!(g.view(Some(0)).knowledge.unwrap().hands[0].1, hand);
    assert!(g.view(Some(2)).knowledge.unwrap().hands.is_empty());
    assert!(!serde_json::to_string(&g.view(Some(2)))
        .unwrap()
        .contains("\"hands\":[["));
    g.play(0, Action::Intelligence { steal: true });
    assert_eq!((gold(&g, 0), gold(&g, 1)), (27, 0));
}

#[test]
fn t72_intelligence_makes_them_discard_a_card_of_their_choice() {
    let mut s = duel();
    s.hand(0, &["intelligence"])
        .hand(1, &["reflex", "intuition"]);
    let mut g = s.build();
    g.play(
        0,
        play_card(&g, "intelligence", CardTarget::Player { seat: 1 }),
    );
    g.play(0, Action::Intelligence { steal: false });
    assert_eq!(g.waiting(), Waiting::Decision { seat: 1 });
    g.play(
        1,
        Action::Discard {
            card: card(&g, "reflex"),
        },
    );
    assert_eq!(g.player(1).hand, vec![card(&g, "intuition")]);
    assert_eq!(gold(&g, 1), 30);
}

#[test]
fn t73_swords_to_ploughs_pays_the_price_and_offers_a_peasant() {
    let mut s = duel();
    s.castle(3, Some(1));
    s.unit(1, "HI", "3,0");
    s.wagon(1, "3,0");
    s.hand(0, &["swords_to_ploughs"]);
    let mut g = s.build();
    let events = g.play(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "3,0")));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { kill: false, .. }
    )));
    assert_eq!(gold(&g, 1), 36);
    assert_eq!(g.wagon(f(&g, "3,0")), Some(1), "the wagon stays");
    assert!(matches!(
        g.decision(),
        Some(Decision::Peasant { seat: 1, .. })
    ));
    let legal = g.legal_actions(1);
    let keep = PeasantChoice::Place {
        field: f(&g, "5,-5"),
    };
    assert!(legal.contains(&Action::Peasant { choice: keep }));
    g.play(
        1,
        Action::Peasant {
            choice: PeasantChoice::Place {
                field: f(&g, "3,0"),
            },
        },
    );
    let peasant = unit(&g, "3,0").unwrap();
    assert!(peasant.owner == 1 && peasant.fatigued);
}

#[test]
fn t73_swords_to_ploughs_may_move_a_peasant_instead() {
    let mut s = duel();
    s.unit_tier(1, "AR", 3, "3,0");
    s.unit(1, "PE", "-3,0");
    s.hand(0, &["swords_to_ploughs"]);
    let mut g = s.build();
    g.play(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "3,0")));
    assert_eq!(gold(&g, 1), 39, "an Archer pays its tier's price");
    let choice = PeasantChoice::Move {
        from: f(&g, "-3,0"),
        to: f(&g, "3,0"),
    };
    g.play(1, Action::Peasant { choice });
    assert!(unit(&g, "-3,0").is_none());
    assert_eq!(owner(&g, "3,0"), Some(1));
}

#[test]
fn t74_reflex_strikes_first_and_two_reflexes_cancel() {
    let mut g = fight("LI", "LI", &["reflex"], &[]);
    g.play(0, play_card(&g, "reflex", on_unit(&g, "2,0")));
    assert_eq!(owner(&g, "3,0"), Some(0), "the attacker lived and advanced");
    let mut g = fight("LI", "LI", &["reflex"], &["reflex"]);
    g.act(0, play_card(&g, "reflex", on_unit(&g, "2,0")));
    g.play(1, play_card(&g, "reflex", on_unit(&g, "3,0")));
    assert!(unit(&g, "2,0").is_none() && unit(&g, "3,0").is_none());
}

#[test]
fn t75_intuition_cancels_and_intuition_answers_intuition() {
    let mut g = fight("LI", "HI", &["surprising_attack"], &["intuition"]);
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    let item = g.stack().last().unwrap().id;
    let events = g.play(
        1,
        play_card(&g, "intuition", CardTarget::StackCard { item }),
    );
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CardCancelled { seat: 0, .. }
    )));
    assert_eq!(owner(&g, "3,0"), Some(1), "2 damage against 3");
    // Intuition on Intuition: the attack card resolves after all.
    let mut g = fight(
        "LI",
        "HI",
        &["surprising_attack", "intuition"],
        &["intuition"],
    );
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    let item = g.stack().last().unwrap().id;
    g.act(
        1,
        play_card(&g, "intuition", CardTarget::StackCard { item }),
    );
    let item = g.stack().last().unwrap().id;
    g.refuse(1, Action::Pass);
    g.play(
        0,
        play_card(&g, "intuition", CardTarget::StackCard { item }),
    );
    assert!(unit(&g, "3,0").is_none(), "3 damage against 3");
}

#[test]
fn t76_a_card_whose_target_is_gone_fizzles() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "LI", "-3,0");
    s.hand(0, &["forced_march"]).hand(1, &["forced_march"]);
    let mut g = s.build();
    g.act(0, Action::BuyCard);
    g.act(0, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    // Seat 1 moves its own unit away first.
    let events = g.play(1, play_card(&g, "forced_march", push(&g, "2,0", "3,0")));
    assert_eq!(owner(&g, "3,0"), Some(0));
    assert!(unit(&g, "2,1").is_none());
    let fm = card(&g, "forced_march");
    assert!(has_event(
        &events,
        |e| matches!(e, Event::CardCancelled { seat: 0, card } if *card == fm)
    ));
    assert_eq!(g.discard_pile().iter().filter(|&&c| c == fm).count(), 2);
}

#[test]
fn t65_a_full_hand_discards_before_drawing() {
    let mut s = duel();
    s.hand(0, &["reflex", "reflex", "reflex", "intuition", "intuition"]);
    let mut g = s.build();
    g.play(0, Action::BuyCard);
    assert_eq!(g.waiting(), Waiting::Decision { seat: 0 });
    let choices = g.legal_actions(0);
    assert!(choices
        .iter()
        .all(|a| matches!(a, Action::Discard { .. } | Action::Surrender)));
    g.play(
        0,
        Action::Discard {
            card: card(&g, "reflex"),
        },
    );
    assert_eq!(g.player(0).hand.len(), 5);
    assert_eq!(g.discard_pile(), &[card(&g, "reflex")]);
    // Free draws too: the card that comes with a conquest.
    let mut s = duel();
    s.hand(0, &["reflex", "reflex", "reflex", "intuition", "intuition"]);
    for at in ["-5,-1", "-6,-1", "-4,0"] {
        s.unit(0, "LI", at);
    }
    let mut g = s.build();
    go(&mut g, 0, "-4,0", &["-5,0"]);
    assert_eq!(g.waiting(), Waiting::Decision { seat: 0 });
    g.play(
        0,
        Action::Discard {
            card: card(&g, "intuition"),
        },
    );
    assert_eq!((g.player(0).hand.len(), gold(&g, 0)), (5, 37));
}

#[test]
fn t65_a_full_hand_may_play_a_card_legal_now_instead_of_discarding() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.hand(
        0,
        &["fresh_horses", "reflex", "reflex", "intuition", "intuition"],
    );
    s.deck_top("poisoned_blade");
    let mut g = s.build();
    g.play(0, Action::BuyCard);
    assert_eq!(g.waiting(), Waiting::Decision { seat: 0 });
    // A card bought in the turn: the regular-action card is as legal as a discard; the
    // reactions are not, no window being open.
    let horses = play_card(&g, "fresh_horses", on_unit(&g, "2,0"));
    let choices = g.legal_actions(0);
    assert!(choices.contains(&horses), "{choices:?}");
    assert!(choices.contains(&Action::Discard {
        card: card(&g, "reflex")
    }));
    assert!(!choices
        .iter()
        .any(|a| matches!(a, Action::PlayCard { card: c, .. } if *c == card(&g, "reflex"))));
    let mut events = g.act(0, horses);
    assert_eq!(g.player(0).hand.len(), 4, "played, not yet drawn");
    events.extend(settle(&mut g));
    // The card resolved first, then the draw it made room for, with no window between.
    let fresh = events
        .iter()
        .position(|e| matches!(e, Event::CardResolved { .. }))
        .expect("the card resolved");
    let drawn = events
        .iter()
        .position(|e| matches!(e, Event::CardDrawn { seat: 0, .. }))
        .expect("the put-off draw came");
    assert!(fresh < drawn, "{events:?}");
    let blade = card(&g, "poisoned_blade");
    assert_eq!(g.player(0).hand.len(), 5);
    assert!(g.player(0).hand.contains(&blade));
    assert_eq!(g.discard_pile(), &[card(&g, "fresh_horses")]);
    assert!(g.stack().is_empty());
    assert_eq!(g.waiting(), Waiting::Turn { seat: 0 });
    g.check_invariants().expect("every card in one place");
}

#[test]
fn t65_the_temple_draw_at_the_end_of_a_turn_leaves_only_a_discard() {
    let mut s = duel();
    s.unit(0, "LI", "0,0");
    s.unit(0, "LI", "2,0");
    s.hand(
        0,
        &[
            "fresh_horses",
            "fresh_horses",
            "reflex",
            "intuition",
            "intuition",
        ],
    );
    let mut g = s.build();
    end_turn(&mut g);
    assert_eq!(g.waiting(), Waiting::Decision { seat: 0 });
    let choices = g.legal_actions(0);
    assert!(
        choices
            .iter()
            .all(|a| matches!(a, Action::Discard { .. } | Action::Surrender)),
        "the turn is over: no regular action is legal, and no window is open: {choices:?}"
    );
}

#[test]
fn t77_last_in_first_out_and_the_window_closes_when_all_passed() {
    let mut g = fight(
        "LI",
        "HI",
        &["surprising_attack", "reflex"],
        &["heroic_defense", "intuition"],
    );
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    // The player who just played may add more: the window is open to both.
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![0, 1] });
    g.act(1, play_card(&g, "heroic_defense", on_unit(&g, "3,0")));
    g.act(1, Action::Pass);
    g.refuse(1, Action::Pass);
    let mut events = g.act(0, Action::Pass);
    events.extend(settle(&mut g));
    let resolved: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::CardResolved { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(resolved, vec![1, 0], "the last card played resolves first");
    assert_eq!(owner(&g, "3,0"), Some(1), "3 damage against 3 + 1");
}

#[test]
fn t78_reactions_only_in_an_open_window() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "LI", "-3,0");
    s.hand(0, &["forced_march"]).hand(1, &["forced_march"]);
    let mut g = s.build();
    g.refuse(0, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    // End of turn and Passing open windows too.
    g.act(0, Action::EndTurn);
    g.play(1, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    assert_eq!(owner(&g, "2,1"), Some(0));
    assert_eq!(g.active(), 1);
}

#[test]
fn t79_window_eligibility_is_public_cards_in_hand() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.unit(0, "LI", "2,0");
    s.hand(1, &["fresh_horses"]);
    let mut g = s.build();
    g.act(0, move_action(&g, "2,0", &["2,1"]));
    // Seat 1 holds only a card it cannot play now, and is asked all the same; seat 2 holds none.
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    assert_eq!(g.legal_actions(1), vec![Action::Pass, Action::Surrender]);
}

#[test]
fn t80_the_player_on_turn_triggers_first() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.castle(2, Some(2)).castle(3, Some(2));
    for keep in ["-5,0", "-5,-1", "-6,-1"] {
        s.unit(0, "LI", keep);
    }
    for keep in ["7,-6", "7,-7", "6,-7"] {
        s.unit(1, "LI", keep);
    }
    for keep in ["-7,0", "-7,1", "-6,1", "5,-6", "5,-5", "6,-5"] {
        s.unit(2, "PE", keep);
    }
    let mut g = s.build();
    let events = g.play(2, Action::Surrender);
    let conquerors: Vec<u8> = events
        .iter()
        .filter_map(|e| match e {
            Event::CastleConquered { seat, .. } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(conquerors, vec![0, 1]);
}

#[test]
fn t81_no_reaching_back_to_a_resolved_card() {
    let mut g = fight("LI", "HI", &["surprising_attack"], &["intuition"]);
    g.act(0, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    let item = g.stack().last().unwrap().id;
    g.act(1, Action::Pass);
    // The card resolved; the Entering Combat's window is open again.
    assert!(matches!(g.waiting(), Waiting::Window { .. }));
    g.refuse(
        1,
        play_card(&g, "intuition", CardTarget::StackCard { item }),
    );
}

#[test]
fn t76_a_combat_card_follows_its_unit_when_it_is_pushed_within_range() {
    // More Heroic Defense on the Light Infantry, then a Forced March pushes it to another field
    // still within the Archer's range: the card resolves on the unit where it now stands.
    let mut s = duel();
    s.unit_tier(0, "archer", 2, "0,-3");
    s.unit(1, "LI", "2,-3");
    s.hand(0, &["forced_march"]);
    s.hand(1, &["more_heroic_defense"]);
    let mut g = s.build();
    g.act(0, attack_action(&g, "0,-3", "2,-3"));
    g.act(1, play_card(&g, "more_heroic_defense", on_unit(&g, "2,-3")));
    let push = CardTarget::Push {
        field: f(&g, "2,-3"),
        to: f(&g, "2,-4"),
    };
    let events = g.play(0, play_card(&g, "forced_march", push));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::CardResolved { seat: 1, .. }
    )));
    // 2 damage against 1 + 2 defence: the Light Infantry lives, on its new field.
    assert_eq!(owner(&g, "2,-4"), Some(1));
    assert!(unit(&g, "2,-3").is_none());
}
