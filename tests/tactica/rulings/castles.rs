//! Rulings T58–T68 and T120–T124: castles, elimination, the deck and hands, and alliances.

use super::*;
use invictus::games::tactica::Event;

/// Seat 0's three LIs on castle 2's Keep, the third arriving by a move.
fn storm_castle_2(s: &mut Scenario) {
    s.unit(0, "LI", "-5,-1");
    s.unit(0, "LI", "-6,-1");
    s.unit(0, "LI", "-4,0");
}

#[test]
fn t58_conquest_is_announced_and_checked_again() {
    let mut s = duel();
    storm_castle_2(&mut s);
    s.hand(1, &["forced_march"]);
    let mut g = s.build();
    g.apply(0, &move_action(&g, "-4,0", &["-5,0"])).unwrap();
    g.apply(1, &Action::Pass).unwrap();
    assert!(matches!(
        g.stack().last().unwrap().item,
        invictus::games::tactica::Item::Conquest { .. }
    ));
    assert_eq!(
        unit(&g, "-5,-1").unwrap().mp,
        0,
        "participants lose their movement"
    );
    g.play(1, play_card(&g, "forced_march", push(&g, "-5,0", "-4,0")));
    assert_eq!(g.castle_owner(castle(&g, 2)), None, "the re-check fails");
    // Three against the owner's one conquers.
    let mut s = duel();
    s.castle(2, Some(1)).castle(3, Some(1));
    s.unit(1, "PE", "-7,0");
    storm_castle_2(&mut s);
    let mut g = s.build();
    go(&mut g, 0, "-4,0", &["-5,0"]);
    assert_eq!(g.castle_owner(castle(&g, 2)), Some(0));
    // Three against the owner's three does not.
    let mut s = duel();
    s.castle(2, Some(1)).castle(3, Some(1));
    for keep in ["-7,0", "-7,1", "-6,1"] {
        s.unit(1, "PE", keep);
    }
    storm_castle_2(&mut s);
    let mut g = s.build();
    go(&mut g, 0, "-4,0", &["-5,0"]);
    assert_eq!(g.castle_owner(castle(&g, 2)), Some(1));
    assert_eq!(
        unit(&g, "-5,0").unwrap().mp,
        2,
        "no conquest, no movement lost"
    );
}

/// Gold and cards seat 0 gains conquering castle 2, and the castle's mark after.
fn conquest_reward(owner: Option<u8>, plundered: bool) -> (i32, usize, bool) {
    let mut s = duel();
    s.castle(2, owner).castle(3, Some(1));
    if plundered {
        s.plundered(2);
    }
    storm_castle_2(&mut s);
    let mut g = s.build();
    go(&mut g, 0, "-4,0", &["-5,0"]);
    assert_eq!(g.castle_owner(castle(&g, 2)), Some(0));
    (
        gold(&g, 0) - 25,
        g.player(0).hand.len(),
        g.plundered(castle(&g, 2)),
    )
}

#[test]
fn t59_conquest_rewards() {
    assert_eq!(conquest_reward(None, false), (12, 1, false));
    assert_eq!(conquest_reward(Some(1), false), (12, 1, true));
    assert_eq!(conquest_reward(Some(1), true), (0, 0, true));
    assert_eq!(conquest_reward(None, true), (0, 0, true));
}

#[test]
fn t60_t61_the_conqueror_recruits_at_once_and_the_last_castle_eliminates() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.castle(2, Some(1));
    storm_castle_2(&mut s);
    s.unit(1, "HI", "3,0");
    s.wagon(1, "4,-1");
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    let discard = g.discard_pile().len();
    go(&mut g, 0, "-4,0", &["-5,0"]);
    let p1 = g.player(1);
    assert!(!p1.alive && p1.gold == 0 && p1.hand.is_empty());
    assert!(unit(&g, "3,0").is_none() && g.wagon(f(&g, "4,-1")).is_none());
    assert_eq!(g.discard_pile().len(), discard + 1);
    g.play(0, recruit(&g, "PE", 1, "-7,1"));
    end_turn(&mut g);
    assert_eq!(g.active(), 2, "the eliminated seat is skipped");
}

#[test]
fn t62_an_alliance_conquest_goes_to_the_member_chosen() {
    let mut s = Scenario::new("tactica-4p", 4);
    s.teams(&[&[0, 2], &[1, 3]]);
    s.unit(0, "LI", "-1,-4");
    s.unit(2, "LI", "-1,-5");
    s.unit(0, "LI", "-1,-3");
    let mut g = s.build();
    go(&mut g, 0, "-1,-3", &["-2,-3"]);
    assert!(matches!(g.waiting(), Waiting::Decision { seat: 0 }));
    g.refuse(0, Action::GiveCastle { to: 1 });
    g.play(0, Action::GiveCastle { to: 2 });
    assert_eq!(g.castle_owner(castle(&g, 4)), Some(2));
    assert_eq!(gold(&g, 2), 37);
}

#[test]
fn t120_allies_never_play_back_to_back() {
    for (map, players, teams) in [
        ("tactica-4p", 4, vec![vec![0, 1], vec![2, 3]]),
        ("tactica-6p", 6, vec![vec![0, 1], vec![2, 3], vec![4, 5]]),
        ("tactica-6p", 6, vec![vec![0, 1, 2], vec![3, 4, 5]]),
    ] {
        for seed in 0..10 {
            let g = Match::new(TacticaSetup {
                map: map.into(),
                players,
                alliances: teams.clone(),
                seed,
                turn_cap: None,
                empires: Default::default(),
            })
            .unwrap();
            let order = g.order();
            for i in 0..order.len() {
                let next = order[(i + 1) % order.len()];
                assert!(!g.friendly(order[i], next), "{order:?}");
            }
        }
    }
}

#[test]
fn t121_allies_are_friendly() {
    let mut s = Scenario::new("tactica-4p", 4);
    s.teams(&[&[0, 2], &[1, 3]]);
    s.castle(1, Some(2));
    s.unit(0, "LI", "0,2");
    s.unit(2, "LI", "1,2");
    s.unit(1, "PE", "0,3");
    s.hand(0, &["heroic_defense"]);
    let mut g = s.build();
    g.refuse(0, attack_action(&g, "0,2", "1,2"));
    g.refuse(0, move_action(&g, "0,2", &["1,2", "2,2"]));
    g.refuse(0, recruit(&g, "PE", 1, "3,4"));
    end_turn(&mut g);
    // An ally's defender takes a green-gem card.
    g.apply(1, &attack_action(&g, "0,3", "1,2")).unwrap();
    g.play(0, play_card(&g, "heroic_defense", on_unit(&g, "1,2")));
    assert_eq!(owner(&g, "1,2"), Some(2));
}

#[test]
fn t122_opponents_are_outside_the_alliance() {
    let mut s = Scenario::new("tactica-4p", 4);
    s.teams(&[&[0, 2], &[1, 3]]);
    s.hand(0, &["intelligence", "surprising_attack"])
        .hand(2, &["intuition"]);
    let mut g = s.build();
    g.refuse(
        0,
        play_card(
            &g,
            "intelligence",
            invictus::games::tactica::CardTarget::Player { seat: 2 },
        ),
    );
    g.apply(
        0,
        &play_card(
            &g,
            "intelligence",
            invictus::games::tactica::CardTarget::Player { seat: 1 },
        ),
    )
    .unwrap();
    let item = g.stack().last().unwrap().id;
    let cancel = play_card(
        &g,
        "intuition",
        invictus::games::tactica::CardTarget::StackCard { item },
    );
    g.refuse(2, cancel);
}

#[test]
fn t123_a_surrendered_allys_castles_go_neutral() {
    let mut s = Scenario::new("tactica-4p", 4);
    s.teams(&[&[0, 2], &[1, 3]]);
    s.castle(1, Some(2)).castle(2, Some(0));
    let mut g = s.build();
    g.play(2, Action::Surrender);
    assert_eq!(g.castle_owner(castle(&g, 1)), None);
    assert_eq!(g.castles_of(0), 1);
}

#[test]
fn t124_free_for_all_has_no_enforced_deals() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.unit(0, "HI", "2,0");
    s.unit(1, "PE", "3,0");
    s.unit(2, "PE", "2,1");
    let g = s.build();
    assert!(!g.friendly(0, 1) && !g.friendly(0, 2) && !g.friendly(1, 2));
    let legal = g.legal_actions(0);
    assert!(legal.contains(&attack_action(&g, "2,0", "3,0")));
    assert!(legal.contains(&attack_action(&g, "2,0", "2,1")));
}

#[test]
fn t63_the_deck_is_reshuffled_from_the_discard_pile() {
    let mut s = Scenario::new("tactica-3p", 3);
    let rules = s.rules().clone();
    assert_eq!(
        rules.cards.iter().map(|c| c.count as usize).sum::<usize>(),
        31
    );
    // Seat 1 holds every card but one Intuition.
    for c in &rules.cards {
        let keep = if c.id == "intuition" { 1 } else { 0 };
        for _ in keep..c.count {
            s.hand(1, &[c.id.as_str()]);
        }
    }
    let mut g = s.build();
    assert_eq!(g.deck_len(), 1);
    g.play(0, Action::BuyCard);
    assert_eq!(g.deck_len(), 0);
    for _ in 0..3 {
        end_turn(&mut g);
    }
    // Deck and discard pile empty: nothing to buy.
    g.refuse(0, Action::BuyCard);
    g.play(1, Action::Surrender);
    let events = g.play(0, Action::BuyCard);
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Reshuffled { cards: 30 }
    )));
    assert_eq!(g.deck_len(), 29);
}

#[test]
fn t64_a_card_costs_5g_once_a_turn_and_is_drawn_secretly() {
    let mut g = duel().build();
    let events = g.play(0, Action::BuyCard);
    assert_eq!(gold(&g, 0), 20);
    let drawn = events
        .iter()
        .find(|e| matches!(e, Event::CardDrawn { .. }))
        .unwrap();
    let card = g.player(0).hand[0];
    assert_eq!(
        drawn.seen_by(Some(0)),
        Event::CardDrawn {
            seat: 0,
            card: Some(card)
        }
    );
    assert_eq!(
        drawn.seen_by(Some(1)),
        Event::CardDrawn {
            seat: 0,
            card: None
        }
    );
    g.refuse(0, Action::BuyCard);
    end_turn(&mut g);
    let mut s = duel();
    s.gold(0, 4);
    let mut g = s.build();
    g.refuse(0, Action::BuyCard);
}

#[test]
fn t66_hands_are_secret_counts_and_gold_are_public() {
    let mut s = duel();
    s.hand(0, &["reflex", "intuition"])
        .hand(1, &["forced_march"]);
    let g = s.build();
    let seen_by_1 = g.view(Some(1));
    assert_eq!(seen_by_1.hand, Some(vec![card(&g, "forced_march")]));
    assert_eq!(seen_by_1.players[0].cards, 2);
    assert_eq!(seen_by_1.players[0].gold, 25);
    assert_eq!(seen_by_1.deck, g.deck_len());
    assert_eq!(g.view(None).hand, None);
    assert_eq!(g.view(None).players[1].cards, 1);
}

#[test]
fn t67_gems_choose_the_targets() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "LI", "3,0");
    s.unit(1, "LI", "-3,0");
    s.hand(
        0,
        &["fresh_horses", "swords_to_ploughs", "surprising_attack"],
    )
    .hand(1, &["forced_march", "surprising_attack"]);
    let mut g = s.build();
    // Green gem: friendly units only; blue gem: any unit.
    g.refuse(0, play_card(&g, "fresh_horses", on_unit(&g, "3,0")));
    g.act(0, attack_action(&g, "2,0", "3,0"));
    g.refuse(0, play_card(&g, "surprising_attack", on_unit(&g, "3,0")));
    g.refuse(1, play_card(&g, "surprising_attack", on_unit(&g, "2,0")));
    g.act(1, play_card(&g, "forced_march", push(&g, "2,0", "2,1")));
    settle(&mut g);
    assert_eq!(owner(&g, "2,1"), Some(0));
    g.play(0, play_card(&g, "swords_to_ploughs", on_unit(&g, "-3,0")));
    assert!(matches!(
        g.decision(),
        Some(invictus::games::tactica::Decision::Peasant { seat: 1, .. })
    ));
    assert_eq!(gold(&g, 1), 30 + 4, "the destroyed LI's price");
}

#[test]
fn t68_combat_cards_only_while_a_combat_is_pending() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(0, "LI", "-3,0");
    s.unit(1, "PE", "3,0");
    s.unit(1, "LI", "-3,1");
    s.hand(0, &["more_heroic_defense", "heroic_defense"]);
    let mut g = s.build();
    g.act(0, move_action(&g, "2,0", &["2,1"]));
    g.refuse(0, play_card(&g, "heroic_defense", on_unit(&g, "2,0")));
    settle(&mut g);
    g.act(0, attack_action(&g, "-3,0", "-3,1"));
    g.play(0, play_card(&g, "more_heroic_defense", on_unit(&g, "-3,0")));
    // 2 damage against 1 + 2: it lives and advances, and the bonus ends with the combat.
    assert_eq!(owner(&g, "-3,1"), Some(0));
    assert!(g.combat().is_none());
    let view = g.view(None);
    let winner = view.units.iter().find(|u| u.field == f(&g, "-3,1"));
    assert_eq!(winner.unwrap().defense, 1);
}
