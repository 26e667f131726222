//! The EMPIRES expansion's draft and the Empires' numbers (T7, T9, T82, T85, T98, T103, T107,
//! T110, T117): each test sets up a match, plays checked actions and compares prices, stats,
//! refusals and events with the ruling.

use super::{duel, recruit, wagon_at};
use crate::common::*;
use invictus::games::tactica::{
    Action, Cheaper, Decision, EmpireRule, Event, Match, RuleError, TacticaSetup, Waiting,
};

fn drafted(players: u8, seed: u64) -> Match {
    Match::new(TacticaSetup {
        map: if players <= 3 {
            "tactica-3p"
        } else {
            "tactica-6p"
        }
        .into(),
        players,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: EmpireRule::Draft,
    })
    .expect("a valid draft")
}

fn empire(game: &Match, id: &str) -> u8 {
    game.rules().empires.by_id(id).expect("an Empire")
}

/// A duel on the 3-castle map, seat 0 owning castle 2 (Keeps "-5,-1", "-6,-1", "-7,0",
/// "-5,0") and on turn, seat 0 playing `empire` (Vanilla for "").
fn duel_as(empire: &str) -> Match {
    let mut s = duel();
    if !empire.is_empty() {
        s.empire(0, empire);
    }
    s.castle(2, Some(0)).castle(3, Some(1));
    s.gold(0, 40);
    s.build()
}

fn cost_of(events: &[Event]) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Recruited { cost, .. } => Some(*cost),
        _ => None,
    })
}

#[test]
fn t7_the_duel_draft_bans_then_picks_in_the_draw_order_and_closes_what_is_taken() {
    let mut g = drafted(2, 11);
    let (first, second) = (g.order()[0], g.order()[1]);
    assert_eq!(g.waiting(), Waiting::Decision { seat: first });
    assert_eq!(g.decision(), Some(&Decision::BanEmpire { seat: first }));
    let bans: Vec<Action> = g
        .legal_actions(first)
        .into_iter()
        .filter(|a| matches!(a, Action::BanEmpire { .. }))
        .collect();
    assert_eq!(bans.len(), 10, "every Empire may be banned");
    g.refuse(second, Action::BanEmpire { empire: 0 });
    let akkad = empire(&g, "akkad");
    let events = g.play(first, Action::BanEmpire { empire: akkad });
    assert!(events.contains(&Event::EmpireBanned {
        seat: first,
        empire: akkad
    }));
    // The second player bans next; a banned Empire is closed.
    assert_eq!(g.decision(), Some(&Decision::BanEmpire { seat: second }));
    assert_eq!(
        g.refuse(second, Action::BanEmpire { empire: akkad }),
        RuleError::NotLegal
    );
    let sumer = empire(&g, "sumer");
    g.play(second, Action::BanEmpire { empire: sumer });
    // Picks in the same order; neither banned Empire can be picked.
    assert_eq!(g.decision(), Some(&Decision::PickEmpire { seat: first }));
    for banned in [akkad, sumer] {
        g.refuse(
            first,
            Action::PickEmpire {
                empire: banned,
                cheaper: None,
            },
        );
    }
    let persia = empire(&g, "persia");
    g.play(
        first,
        Action::PickEmpire {
            empire: persia,
            cheaper: None,
        },
    );
    g.refuse(
        second,
        Action::PickEmpire {
            empire: persia,
            cheaper: None,
        },
    );
    let assyria = empire(&g, "assyria");
    g.play(
        second,
        Action::PickEmpire {
            empire: assyria,
            cheaper: None,
        },
    );
    assert_eq!(g.player(first).empire, Some(persia));
    assert_eq!(g.player(second).empire, Some(assyria));
    // Then the draw winner chooses a castle and plays first; the second has 30 gold.
    assert_eq!(g.waiting(), Waiting::Castle { seat: first });
    assert_eq!(gold(&g, second), 30);
    assert_eq!(gold(&g, first), 25);
}

#[test]
fn t7_with_more_players_there_are_no_bans_and_picks_follow_the_drawn_order() {
    let mut g = drafted(3, 4);
    let order = g.order().to_vec();
    for (i, &seat) in order.iter().enumerate() {
        assert_eq!(g.decision(), Some(&Decision::PickEmpire { seat }));
        let legal = g.legal_actions(seat);
        assert!(!legal.iter().any(|a| matches!(a, Action::BanEmpire { .. })));
        let picks: std::collections::BTreeSet<u8> = legal
            .iter()
            .filter_map(|a| match a {
                Action::PickEmpire { empire, .. } => Some(*empire),
                _ => None,
            })
            .collect();
        assert_eq!(picks.len(), 10 - i, "each pick closes its Empire");
        let choice = *picks.iter().find(|&&e| e != empire(&g, "media")).unwrap();
        g.play(
            seat,
            Action::PickEmpire {
                empire: choice,
                cheaper: None,
            },
        );
    }
    assert_eq!(g.waiting(), Waiting::Castle { seat: order[0] });
}

#[test]
fn t9_t103_media_names_its_cheaper_type_at_its_pick_and_recruits_no_archers() {
    let mut g = drafted(3, 5);
    let seat = g.order()[0];
    let media = empire(&g, "media");
    let choices: Vec<Option<Cheaper>> = g
        .legal_actions(seat)
        .into_iter()
        .filter_map(|a| match a {
            Action::PickEmpire { empire, cheaper } if empire == media => Some(cheaper),
            _ => None,
        })
        .collect();
    let peasant = kind(&g, "peasant");
    let archer = kind(&g, "archer");
    let magi = kind(&g, "magi");
    assert!(!choices.contains(&None), "Media must name a type");
    assert!(choices.contains(&Some(Cheaper::Wagon)));
    assert!(choices.contains(&Some(Cheaper::Unit { kind: magi })));
    assert!(!choices.contains(&Some(Cheaper::Unit { kind: peasant })));
    assert!(!choices.contains(&Some(Cheaper::Unit { kind: archer })));
    g.refuse(
        seat,
        Action::PickEmpire {
            empire: media,
            cheaper: None,
        },
    );
    let hc = kind(&g, "heavy_cavalry");
    let events = g.play(
        seat,
        Action::PickEmpire {
            empire: media,
            cheaper: Some(Cheaper::Unit { kind: hc }),
        },
    );
    // Named publicly: every reader sees the choice.
    assert!(events.iter().any(|e| e.seen_by(None)
        == Event::EmpirePicked {
            seat,
            empire: media,
            cheaper: Some(Cheaper::Unit { kind: hc })
        }));

    let mut g = duel_as("media/heavy_cavalry");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HC", 1, "-5,-1"))), Some(8));
    g.refuse(0, recruit(&g, "AR", 1, "-6,-1"));
    assert_eq!(
        cost_of(&g.play(0, recruit(&g, "magi", 1, "-6,-1"))),
        Some(9)
    );
}

#[test]
fn t82_an_empires_standard_costs_are_its_prices_and_docks_discount_after_them() {
    let mut g = duel_as("assyria");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HI", 1, "-5,-1"))), Some(5));
    let before = gold(&g, 0);
    g.play(0, Action::BuyCard);
    assert_eq!(gold(&g, 0), before - 6, "Assyria's cards cost 6");
    // The same prices in Vanilla.
    let mut g = duel_as("");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HI", 1, "-5,-1"))), Some(6));
    // Babylon's Peasants cost 3; Lydia's and the Hittites' cavalry as their lists say.
    let mut g = duel_as("babylon");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "PE", 1, "-5,-1"))), Some(3));
    let mut g = duel_as("lydia");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HC", 1, "-5,-1"))), Some(8));
    let mut g = duel_as("hittite");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "LC", 1, "-5,-1"))), Some(7));
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HC", 1, "-6,-1"))), Some(11));
    // Docks: the discount (one per port owned) applies after the Empire's price.
    let mut s = duel();
    s.empire(0, "assyria");
    s.unit(0, "LI", "0,-7");
    let mut g = s.build();
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HI", 1, "0,-6"))), Some(4));
}

#[test]
fn t85_special_units_are_their_empires_alone_and_gilgamesh_is_one() {
    let mut g = duel_as("akkad");
    assert_eq!(
        cost_of(&g.play(0, recruit(&g, "qaraddu", 1, "-5,-1"))),
        Some(5)
    );
    g.refuse(0, recruit(&g, "captain", 1, "-6,-1"));
    let mut g = duel_as("");
    for special in ["qaraddu", "captain", "immortal", "gilgamesh", "magi"] {
        g.refuse(0, recruit(&g, special, 1, "-5,-1"));
    }
    let listed = g.legal_actions(0);
    let base_kinds = 6;
    assert!(listed.iter().all(|a| match a {
        Action::Recruit {
            what: invictus::games::tactica::Recruit::Unit { kind, .. },
            ..
        } => usize::from(*kind) < base_kinds,
        _ => true,
    }));
    let mut g = duel_as("sumer");
    assert_eq!(
        cost_of(&g.play(0, recruit(&g, "gilgamesh", 1, "-5,-1"))),
        Some(11)
    );
    assert_eq!(
        g.refuse(0, recruit(&g, "gilgamesh", 1, "-6,-1")),
        RuleError::NotLegal,
        "one Gilgamesh token"
    );
}

#[test]
fn t87_t115_empires_that_cannot_recruit_a_type_are_refused_it() {
    let mut g = duel_as("akkad");
    g.refuse(0, recruit(&g, "LC", 1, "-5,-1"));
    let mut g = duel_as("scythia");
    g.refuse(0, recruit(&g, "PE", 1, "-5,-1"));
    g.play(0, recruit(&g, "amazon", 1, "-5,-1"));
}

#[test]
fn t98_hittite_infantry_moves_further_and_citadels_pay_one() {
    let mut s = duel();
    s.empire(0, "hittite");
    s.castle(2, Some(0)).castle(3, Some(1));
    s.unit(0, "LI", "-3,0");
    let mut g = s.build();
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(
        unit(&g, "-3,0").unwrap().mp,
        4,
        "Hittite Light Infantry moves 4"
    );
    // Income: one castle, 1 gold for it instead of 2.
    let events = end_turn(&mut g);
    let income = events.iter().find_map(|e| match e {
        Event::Income { seat: 0, gold } => Some(*gold),
        _ => None,
    });
    assert_eq!(
        income,
        Some(1 + 2),
        "1 for the castle, 2 for the unit on open ground"
    );
}

#[test]
fn t107_parthia_pays_less_for_high_archers_and_buys_no_wagons() {
    let mut g = duel_as("parthia");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "AR", 1, "-5,-1"))), Some(3));
    assert_eq!(cost_of(&g.play(0, recruit(&g, "AR", 3, "-6,-1"))), Some(8));
    assert_eq!(cost_of(&g.play(0, recruit(&g, "HI", 1, "-7,0"))), Some(7));
    g.refuse(0, wagon_at(&g, "-5,0"));
}

#[test]
fn t110_persian_heavy_units_defend_one_less_and_the_immortal_does_not() {
    let mut s = duel();
    s.empire(0, "persia");
    s.unit(0, "HI", "-3,0");
    s.unit(0, "HC", "-3,1");
    s.unit(0, "immortal", "-3,2");
    s.unit(1, "HI", "3,0");
    let g = s.build();
    assert_eq!(g.unit_strength(f(&g, "-3,0")), Some((3, 2)));
    assert_eq!(g.unit_strength(f(&g, "-3,1")), Some((4, 3)));
    assert_eq!(g.unit_strength(f(&g, "-3,2")), Some((4, 3)));
    assert_eq!(
        g.unit_strength(f(&g, "3,0")),
        Some((3, 3)),
        "not the opponent's"
    );
}

#[test]
fn t117_sumer_wagons_cost_five_and_add_one_and_its_cavalry_is_slower() {
    let mut g = duel_as("sumer");
    assert_eq!(cost_of(&g.play(0, recruit(&g, "AR", 1, "-5,-1"))), Some(5));
    assert_eq!(cost_of(&g.play(0, wagon_at(&g, "-6,-1"))), Some(5));
    let mut s = duel();
    s.empire(0, "sumer");
    s.unit(0, "LC", "-3,0");
    s.unit(0, "HC", "-3,1");
    s.unit(0, "LI", "-3,2");
    s.wagon(0, "-3,2");
    let mut g = s.build();
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(unit(&g, "-3,0").unwrap().mp, 5);
    assert_eq!(unit(&g, "-3,1").unwrap().mp, 4);
    assert_eq!(
        unit(&g, "-3,2").unwrap().wagon_mp,
        1,
        "Sumer's wagon adds 1"
    );
}

#[test]
fn given_empires_are_checked_when_the_match_is_set_up() {
    let setup = |empires: &[&str]| TacticaSetup {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        seed: 1,
        turn_cap: None,
        empires: EmpireRule::Given(empires.iter().map(|e| e.to_string()).collect()),
    };
    let g = Match::new(setup(&["akkad", "media/wagon"])).expect("valid Empires");
    assert_eq!(g.player(1).cheaper, Some(Cheaper::Wagon));
    for bad in [
        &["akkad"][..],
        &["akkad", "akkad"],
        &["akkad", "atlantis"],
        &["akkad", "media"],
        &["akkad", "media/peasant"],
    ] {
        let err = Match::new(setup(bad)).expect_err(&format!("{bad:?} was accepted"));
        assert!(err.to_string().starts_with("empires:"), "{err}");
    }
}

#[test]
fn t7_in_a_series_the_last_loser_drafts_first_and_chooses_who_plays_first() {
    let mut g = Match::new(TacticaSetup {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        seed: 11,
        turn_cap: None,
        empires: EmpireRule::Series { loser: 1 },
    })
    .expect("a series' draft");
    assert_eq!(g.decision(), Some(&Decision::BanEmpire { seat: 1 }));
    g.play(
        1,
        Action::BanEmpire {
            empire: empire(&g, "akkad"),
        },
    );
    assert_eq!(g.decision(), Some(&Decision::BanEmpire { seat: 0 }));
    g.play(
        0,
        Action::BanEmpire {
            empire: empire(&g, "sumer"),
        },
    );
    assert_eq!(g.decision(), Some(&Decision::PickEmpire { seat: 1 }));
    let lydia = empire(&g, "lydia");
    g.play(
        1,
        Action::PickEmpire {
            empire: lydia,
            cheaper: None,
        },
    );
    let persia = empire(&g, "persia");
    g.play(
        0,
        Action::PickEmpire {
            empire: persia,
            cheaper: None,
        },
    );
    assert_eq!(g.decision(), Some(&Decision::PlayOrder { seat: 1 }));
    assert_eq!(
        g.refuse(0, Action::PlayFirst { first: true }),
        RuleError::NotYourMove
    );
    // The loser chooses to play second: the winner of the last match plays first, with 25 gold.
    let events = g.play(1, Action::PlayFirst { first: false });
    assert!(events.contains(&Event::FirstPlayer { seat: 0 }));
    assert_eq!(g.order(), &[0, 1]);
    assert_eq!(g.waiting(), Waiting::Castle { seat: 0 });
    assert_eq!((gold(&g, 0), gold(&g, 1)), (25, 30));
    g.check_invariants().expect("a valid start");
}

#[test]
fn t7_the_rematch_of_a_drafted_duel_names_its_loser_for_the_series() {
    use invictus::games::tactica::TacticaOffer;
    use invictus::games::Offered;
    let mut g = drafted(2, 5);
    while let Some(d) = g.decision().copied() {
        let seat = d.seat();
        let first = g.legal_actions(seat)[0];
        g.play(seat, first);
    }
    g.play(0, Action::Surrender);
    assert_eq!(g.outcome().map(|o| o.winners.clone()), Some(vec![1]));
    let original = TacticaOffer {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        empires: true,
        series_loser: None,
        given_empires: Vec::new(),
    };
    // The winner (seat 1) asks: they sit first in the rematch, the loser second.
    let (offer, order) = g.rematch_offer(&original, 1, 0).expect("a rematch");
    assert_eq!(order, vec![1, 0]);
    assert_eq!(offer.series_loser, Some(1));
    let vanilla = TacticaOffer {
        empires: false,
        ..original
    };
    let (offer, _) = g.rematch_offer(&vanilla, 1, 0).expect("a rematch");
    assert_eq!(offer.series_loser, None, "no draft, no series");
}
