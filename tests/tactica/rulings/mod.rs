//! Tactica rulings T1–T68 and T120–T124 (lexicon 4.4, the rulings in docs/tactica-rules.md), one
//! scenario test per ruling (T38 on in the modules beside this file): the match is set up by hand,
//! played with checked actions, and the board, gold, events and refusals are compared with the
//! ruling.

mod abilities;
mod abilities_actions;
mod castles;
mod combat;
mod empires;
mod ports;
mod recruiting;

use crate::common::*;
use invictus::games::tactica::scenario::Scenario;
use invictus::games::tactica::{
    Action, EndReason, Event, Match, Path, Recruit, RuleError, TacticaSetup, Terrain, Waiting,
};

fn duel() -> Scenario {
    Scenario::new("tactica-3p", 2)
}

fn recruit(game: &Match, unit: &str, tier: u8, at: &str) -> Action {
    Action::Recruit {
        what: Recruit::Unit {
            kind: kind(game, unit),
            tier,
        },
        field: f(game, at),
    }
}

fn wagon_at(game: &Match, at: &str) -> Action {
    Action::Recruit {
        what: Recruit::Wagon,
        field: f(game, at),
    }
}

fn income(events: &[Event], seat: u8) -> Option<i32> {
    events.iter().find_map(|e| match e {
        Event::Income { seat: s, gold } if *s == seat => Some(*gold),
        _ => None,
    })
}

fn castle(game: &Match, id: u8) -> usize {
    game.board().castle_by_id(id).expect("a castle")
}

#[test]
fn t1_lexicon_4_4_wins_a_defender_keeps_its_mountain_token() {
    // 3.7 spent the token in the next combat; 4.4 spends it only on the unit's own Entering Combat.
    let mut s = duel();
    s.unit(0, "HI", "-3,0");
    s.unit(1, "HI", "-2,1");
    let mut g = s.build();
    go(&mut g, 0, "-3,0", &["-2,0"]);
    assert!(unit(&g, "-2,0").unwrap().mountain_token);
    end_turn(&mut g);
    g.play(1, attack_action(&g, "-2,1", "-2,0"));
    // 3 damage against 3 + 1: the defender lives, keeps its token and the attacker dies to 4.
    assert!(unit(&g, "-2,0").unwrap().mountain_token);
    assert!(unit(&g, "-2,1").is_none());
}

#[test]
fn t5_seats_per_map() {
    let setup = |map: &str, players| TacticaSetup {
        map: map.into(),
        players,
        alliances: Vec::new(),
        seed: 3,
        turn_cap: None,
        empires: Default::default(),
    };
    assert!(Match::new(setup("tactica-3p", 2)).is_ok());
    assert!(Match::new(setup("tactica-3p", 3)).is_ok());
    assert!(Match::new(setup("tactica-3p", 4)).is_err());
    assert!(Match::new(setup("tactica-4p", 3)).is_err());
    assert!(Match::new(setup("tactica-4p", 4)).is_ok());
    assert!(Match::new(setup("tactica-6p", 2)).is_err());
    assert!(Match::new(setup("tactica-6p", 5)).is_ok());
    // In 1v1 each player chooses a castle, the third stays neutral, the second player gets 30G.
    let mut g = Match::new(setup("tactica-3p", 2)).unwrap();
    let first = g.active();
    g.play(first, Action::ChooseCastle { castle: 1 });
    end_turn(&mut g);
    let second = g.active();
    assert_eq!(g.waiting(), Waiting::Castle { seat: second });
    g.play(second, Action::ChooseCastle { castle: 2 });
    assert_eq!(g.castle_owner(castle(&g, 3)), None);
    assert_eq!((gold(&g, first), gold(&g, second)), (27, 30));
}

#[test]
fn t6_the_seeded_draw_decides_the_order() {
    let setup = |seed| TacticaSetup {
        map: "tactica-6p".into(),
        players: 6,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: Default::default(),
    };
    let a = Match::new(setup(7)).unwrap();
    let b = Match::new(setup(7)).unwrap();
    assert_eq!(a.order(), b.order());
    assert_eq!(a.active(), a.order()[0]);
    let orders: std::collections::HashSet<Vec<u8>> = (0..8)
        .map(|seed| Match::new(setup(seed)).unwrap().order().to_vec())
        .collect();
    assert!(orders.len() > 1, "the seed changes the draw");
}

#[test]
fn t8_castle_choice_is_the_first_step() {
    let mut s = duel();
    s.not_started(0);
    s.unit(1, "LI", "-5,0");
    let mut g = s.build();
    assert_eq!(g.waiting(), Waiting::Castle { seat: 0 });
    g.refuse(0, Action::EndTurn);
    // A neutral castle with an enemy on its Keep may not be chosen while another is free.
    g.refuse(0, Action::ChooseCastle { castle: 2 });
    g.play(0, Action::ChooseCastle { castle: 3 });
    assert_eq!(g.castle_owner(castle(&g, 3)), Some(0));
    assert!(matches!(g.waiting(), Waiting::Turn { seat: 0 }));
    // With every neutral castle occupied by an enemy, any neutral castle may be chosen.
    let mut s = duel();
    s.not_started(0);
    for keep in ["-5,0", "1,5", "5,-5"] {
        s.unit(1, "LI", keep);
    }
    let g = s.build();
    assert_eq!(g.castle_choices(0).len(), 3);
}

#[test]
fn t11_surrender_any_time() {
    let mut s = Scenario::new("tactica-3p", 3);
    s.castle(1, Some(1)).plundered(1).castle(2, Some(0));
    s.unit(1, "LI", "2,0");
    s.wagon(1, "3,0");
    s.hand(1, &["reflex", "intuition"]).hand(0, &["reflex"]);
    let mut g = s.build();
    g.play(0, Action::BuyCard);
    let discard = g.discard_pile().len();
    // In the middle of the player on turn's action, in a window.
    g.apply(0, &Action::EndTurn).unwrap();
    g.apply(1, &Action::Surrender).unwrap();
    assert!(!g.player(1).alive);
    assert!(unit(&g, "2,0").is_none() && g.wagon(f(&g, "3,0")).is_none());
    assert_eq!(g.castle_owner(castle(&g, 1)), None);
    assert!(g.plundered(castle(&g, 1)), "the plunder mark stays");
    assert_eq!(g.discard_pile().len(), discard + 2, "the hand is discarded");
    settle(&mut g);
    // On its own turn, surrender ends the turn.
    assert_eq!(g.active(), 2);
    g.play(2, Action::Surrender);
    assert_eq!(g.outcome().unwrap().winners, vec![0]);
}

#[test]
fn t12_victory_last_standing_or_castle_majority() {
    let mut g = duel().build();
    g.play(1, Action::Surrender);
    let outcome = g.outcome().unwrap();
    assert_eq!(
        (outcome.winners.clone(), outcome.reason),
        (vec![0], EndReason::LastStanding)
    );
    // 4p free for all: owning 3 of 4 castles wins at once.
    let majority = |teams: bool| {
        let mut s = Scenario::new("tactica-4p", 4);
        if teams {
            s.teams(&[&[0, 2], &[1, 3]]);
        }
        s.castle(1, Some(0)).castle(2, Some(0)).castle(4, Some(1));
        s.unit(0, "LI", "7,-4");
        s.unit(0, "LI", "7,-5");
        s.unit(0, "LI", "4,-3");
        let mut g = s.build();
        go(&mut g, 0, "4,-3", &["5,-3"]);
        if teams {
            // T62: the member on turn gives the castle.
            g.play(0, Action::GiveCastle { to: 0 });
        }
        g
    };
    let g = majority(false);
    assert_eq!(g.castles_of(0), 3);
    assert_eq!(g.outcome().unwrap().reason, EndReason::CastleMajority);
    // With alliances only eliminating every other alliance wins.
    let g = majority(true);
    assert_eq!(g.castles_of(0), 3);
    assert!(g.outcome().is_none());
}

#[test]
fn t13_placement_points_the_lexicon_example() {
    let mut g = Scenario::new("tactica-6p", 6).build();
    // First of six out: 6 − 6 = 0; third of six out: 6 − 4 = 2.
    for seat in [5, 4, 3] {
        g.play(seat, Action::Surrender);
    }
    let scores = g.scores();
    assert_eq!(scores[5].placement, 0);
    assert_eq!(scores[4].placement, 1);
    assert_eq!(scores[3].placement, 2);
    assert_eq!(scores[0].placement, 6, "survivors subtract nothing");
}

#[test]
fn t14_castle_points_the_lexicon_example() {
    let mut s = Scenario::new("tactica-4p", 4);
    s.order(&[1, 0, 2, 3]);
    s.castle(1, Some(0)).castle(3, Some(2));
    s.unit(1, "LI", "-1,-4");
    s.unit(1, "LI", "-1,-5");
    s.unit(1, "LI", "-1,-3");
    let mut g = s.build();
    // Seat 1 captures the neutral castle 4.
    go(&mut g, 1, "-1,-3", &["-2,-3"]);
    assert_eq!(g.castle_owner(castle(&g, 4)), Some(1));
    g.play(3, Action::Surrender);
    g.play(1, Action::Surrender);
    let scores = g.scores();
    // Eliminated second of four with one castle captured: 2 castle points.
    assert_eq!((scores[1].placement, scores[1].castle_points), (1, 2));
    // A survivor who captured nothing but holds one castle: 2 castle points.
    assert_eq!(g.player(0).conquered, 0);
    assert_eq!((scores[0].placement, scores[0].castle_points), (4, 2));
}

/// T14: a castle counts once for its conqueror however often it changes hands. Player 1 takes
/// the neutral castle 1, Player 2 takes it from them, Player 1 takes it back: one castle
/// conquered, not two.
#[test]
fn t14_a_castle_retaken_counts_once() {
    let mut s = duel();
    s.order(&[0, 1]);
    s.castle(1, None).castle(2, Some(0)).castle(3, Some(1));
    for keep in ["1,5", "0,5", "-1,6"] {
        s.unit(0, "LI", keep);
    }
    s.unit(0, "LI", "-3,3");
    for near in ["2,5", "2,4", "-2,7"] {
        s.unit(1, "LI", near);
    }
    let mut g = s.build();
    let one = castle(&g, 1);
    // Round 1: Player 1's first action finds three of its units on the Keeps.
    go(&mut g, 0, "-3,3", &["-3,4"]);
    assert_eq!(g.castle_owner(one), Some(0));
    end_turn(&mut g);
    end_turn(&mut g);
    // Round 2: Player 1 leaves the Keeps, Player 2 walks in.
    go(&mut g, 0, "1,5", &["1,4"]);
    go(&mut g, 0, "0,5", &["0,4"]);
    go(&mut g, 0, "-1,6", &["-2,6"]);
    end_turn(&mut g);
    go(&mut g, 1, "2,5", &["1,6"]);
    go(&mut g, 1, "2,4", &["1,5"]);
    go(&mut g, 1, "-2,7", &["-1,7"]);
    assert_eq!(g.castle_owner(one), Some(1), "Player 2 took it");
    assert!(g.player(0).alive, "Player 1 still holds castle 2");
    end_turn(&mut g);
    end_turn(&mut g);
    // Round 3: Player 2 leaves, Player 1 walks back in.
    go(&mut g, 1, "1,6", &["2,5"]);
    go(&mut g, 1, "1,5", &["2,4"]);
    go(&mut g, 1, "-1,7", &["-2,7"]);
    end_turn(&mut g);
    go(&mut g, 0, "1,4", &["1,5"]);
    go(&mut g, 0, "0,4", &["0,5"]);
    go(&mut g, 0, "-2,6", &["-1,6"]);
    assert_eq!(g.castle_owner(one), Some(0), "Player 1 took it back");
    assert_eq!(
        g.player(0).conquered.count_ones(),
        1,
        "one castle conquered, twice"
    );
    let scores = g.scores();
    // Two castles held (2 and 1), one conquered: 2 × max(1, 2).
    assert_eq!(scores[0].castle_points, 4);
    // Player 2: castle 1 conquered once, castle 3 held: 2 × max(1, 1).
    assert_eq!(scores[1].castle_points, 2);
}

#[test]
fn t15_the_turn_cap_decides_by_score() {
    let mut s = Scenario::with_setup(TacticaSetup {
        map: "tactica-3p".into(),
        players: 2,
        alliances: Vec::new(),
        seed: 1,
        turn_cap: Some(1),
        empires: Default::default(),
    });
    s.castle(2, Some(0));
    let mut g = s.build();
    end_turn(&mut g);
    assert!(g.outcome().is_none());
    end_turn(&mut g);
    let outcome = g.outcome().expect("over after the capped round");
    assert_eq!(outcome.reason, EndReason::TurnCap);
    assert_eq!(outcome.winners, vec![0]);
}

#[test]
fn t16_a_castle_is_a_citadel_and_six_keeps() {
    for map in ["tactica-3p", "tactica-4p", "tactica-6p"] {
        let board = invictus::games::tactica::Board::standard(map).unwrap();
        for c in &board.castles {
            let mut around: Vec<_> = board.neighbours(c.citadel).collect();
            let mut keeps = c.keeps.to_vec();
            around.sort();
            keeps.sort();
            assert_eq!(around, keeps, "{map} castle {}", c.id);
            assert!(keeps.iter().all(|&k| board.terrain(k) == Terrain::Keep));
        }
    }
    let mut s = duel();
    s.castle(2, Some(0));
    let mut g = s.build();
    g.play(0, recruit(&g, "PE", 1, "-7,1"));
    g.refuse(0, recruit(&g, "PE", 1, "-4,0"));
}

#[test]
fn t17_ports_and_their_docks() {
    for (map, docks) in [("tactica-3p", 3), ("tactica-4p", 2), ("tactica-6p", 2)] {
        let board = invictus::games::tactica::Board::standard(map).unwrap();
        assert!(!board.ports.is_empty());
        for p in &board.ports {
            assert_eq!(p.docks.len(), docks, "{map}");
            assert!(p.docks.iter().all(|&d| board.adjacent(d, p.centre)));
        }
    }
}

#[test]
fn t18_citadels_block_movement_not_range() {
    let mut s = duel();
    s.unit(0, "LI", "-5,0");
    s.unit_tier(0, "AR", 3, "-4,0");
    s.unit(1, "LI", "-7,0");
    let mut g = s.build();
    g.refuse(0, move_action(&g, "-5,0", &["-6,0"]));
    let off_map = Action::Move {
        unit: f(&g, "-5,0"),
        path: Path::from_slice(&[4000]).unwrap(),
        leave_wagon: false,
    };
    g.refuse(0, off_map);
    // The archer shoots across the Citadel.
    let events = g.play(0, attack_action(&g, "-4,0", "-7,0"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::UnitDestroyed { .. }
    )));
    assert!(unit(&g, "-7,0").is_none());
}

#[test]
fn t19_one_unit_per_field_and_empty_wagons_are_not_vacant() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(0, "LI", "3,0");
    s.wagon(0, "2,1");
    s.unit(1, "LI", "3,1");
    s.unit(1, "LC", "1,1");
    let mut g = s.build();
    g.refuse(0, move_action(&g, "2,0", &["3,0"]));
    end_turn(&mut g);
    // An enemy may not step onto the wagon, only attack it.
    g.refuse(1, move_action(&g, "3,1", &["2,1"]));
    g.play(1, attack_action(&g, "3,1", "2,1"));
    assert_eq!(g.wagon(f(&g, "2,1")), None);
    assert_eq!(owner(&g, "2,1"), Some(1));
}

#[test]
fn t20_the_temple_is_desert_and_pays_its_own_income() {
    let mut s = duel();
    s.unit(0, "LI", "1,-1");
    let mut g = s.build();
    // Desert to Temple costs 1 and does not stop; Temple to Desert neither.
    go(&mut g, 0, "1,-1", &["0,0", "-1,0"]);
    assert_eq!(unit(&g, "-1,0").unwrap().mp, 1);
    let mut s = duel();
    s.unit(0, "LI", "0,0");
    let mut g = s.build();
    let cards = g.player(0).hand.len();
    let events = end_turn(&mut g);
    assert_eq!(
        income(&events, 0),
        Some(4),
        "no 2G for the unit on the Temple"
    );
    assert_eq!(g.player(0).hand.len(), cards + 1);
}

#[test]
fn t21_turn_start_refreshes_fatigue_movement_and_combat() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.unit(0, "HI", "-3,0");
    s.unit(1, "PE", "-3,1");
    let mut g = s.build();
    g.play(0, recruit(&g, "LI", 1, "-5,0"));
    g.play(0, attack_action(&g, "-3,0", "-3,1"));
    let li = unit(&g, "-5,0").unwrap();
    assert!(li.fatigued);
    g.refuse(0, move_action(&g, "-5,0", &["-4,0"]));
    end_turn(&mut g);
    end_turn(&mut g);
    let li = unit(&g, "-5,0").unwrap();
    let hi = unit(&g, "-3,1").unwrap();
    assert!(!li.fatigued && li.mp == 3);
    assert!(!hi.combat_used && hi.mp == 2);
}

#[test]
fn t22_only_the_player_on_turn_takes_regular_actions() {
    let mut s = duel();
    s.unit(0, "LI", "2,0");
    s.unit(1, "LI", "-3,0");
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    assert_eq!(
        g.refuse(1, move_action(&g, "-3,0", &["-4,0"])),
        RuleError::NotYourMove
    );
    g.refuse(1, Action::EndTurn);
    g.apply(0, &move_action(&g, "2,0", &["3,0"])).unwrap();
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    assert!(unit(&g, "2,0").is_some(), "the move waits for the window");
    settle(&mut g);
    assert!(unit(&g, "3,0").is_some());
}

#[test]
fn t23_end_of_turn_then_passing_then_income() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    g.apply(0, &Action::EndTurn).unwrap();
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    let events = g.apply(1, &Action::Pass).unwrap();
    assert!(has_event(&events, |e| matches!(
        e,
        Event::TurnEnded { seat: 0 }
    )));
    assert!(income(&events, 0).is_none(), "Passing has its own window");
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    let events = g.apply(1, &Action::Pass).unwrap();
    let at = |pred: &dyn Fn(&Event) -> bool| events.iter().position(pred).unwrap();
    let income_at = at(&|e| matches!(e, Event::Income { seat: 0, .. }));
    let start_at = at(&|e| matches!(e, Event::TurnStarted { seat: 1, .. }));
    assert!(income_at < start_at);
    assert_eq!(g.active(), 1);
}

#[test]
fn t24_income_counts_castles_units_temple_and_ports() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.unit(0, "LI", "3,0"); // Basic: 2
    s.unit(0, "LI", "-2,0"); // Mountains: 2
    s.unit(0, "LI", "4,0"); // Village: 0
    s.unit(0, "LI", "-5,0"); // Keep: 0
    s.unit(0, "LI", "1,0"); // Desert: 0
    s.unit(0, "LI", "7,0"); // Port Centre, one port: 3 + 1
    s.unit(0, "LI", "6,0"); // Docks: 0
    s.unit(1, "LI", "-3,3");
    let mut g = s.build();
    let before = gold(&g, 1);
    let events = end_turn(&mut g);
    assert_eq!(income(&events, 0), Some(2 + 2 + 2 + 4));
    assert_eq!(gold(&g, 1), before, "only the active player collects");
}

#[test]
fn t25_eliminated_seats_are_skipped() {
    let mut g = Scenario::new("tactica-3p", 3).build();
    g.play(1, Action::Surrender);
    end_turn(&mut g);
    assert_eq!(g.active(), 2);
    end_turn(&mut g);
    assert_eq!(g.active(), 0);
}

#[test]
fn t26_a_move_is_one_action_along_a_path() {
    let mut s = duel();
    s.unit(0, "LI", "3,0");
    s.unit(0, "LI", "2,-1");
    s.unit(0, "LI", "3,-1");
    s.hand(1, &["reflex"]);
    let mut g = s.build();
    // Through the Village without stopping: no loot, one window for the whole path.
    g.apply(0, &move_action(&g, "3,0", &["4,0", "5,0", "5,-1"]))
        .unwrap();
    assert_eq!(g.waiting(), Waiting::Window { seats: vec![1] });
    g.apply(1, &Action::Pass).unwrap();
    assert!(matches!(g.waiting(), Waiting::Turn { seat: 0 }));
    assert!(unit(&g, "5,-1").is_some());
    assert_eq!(gold(&g, 0), 25);
    // Entering the Desert forces a stop.
    let err = g.refuse(0, move_action(&g, "2,-1", &["1,-1", "1,-2"]));
    assert!(matches!(err, RuleError::BadPath(_)));
    // Ending on the Village pays.
    go(&mut g, 0, "3,-1", &["4,-1", "4,0"]);
    assert_eq!(gold(&g, 0), 28);
}

#[test]
fn t27_moving_another_unit_finishes_the_earlier_one() {
    let mut s = duel();
    s.castle(2, Some(0));
    s.unit(0, "LI", "-3,0");
    s.unit(0, "LI", "-3,2");
    let mut g = s.build();
    go(&mut g, 0, "-3,0", &["-3,-1"]);
    // Recruiting does not lock.
    g.play(0, recruit(&g, "PE", 1, "-5,0"));
    go(&mut g, 0, "-3,-1", &["-3,-2"]);
    go(&mut g, 0, "-3,2", &["-3,3"]);
    g.refuse(0, move_action(&g, "-3,-2", &["-3,-3"]));
    go(&mut g, 0, "-3,3", &["-3,4"]);
}

#[test]
fn t28_melee_needs_a_movement_point_ranged_does_not() {
    let mut s = duel();
    s.unit(0, "LI", "2,-1");
    s.unit_tier(0, "AR", 1, "1,1");
    s.unit(1, "PE", "1,-2");
    s.unit(1, "PE", "1,0");
    let mut g = s.build();
    go(&mut g, 0, "2,-1", &["1,-1"]);
    assert_eq!(unit(&g, "1,-1").unwrap().mp, 0);
    g.refuse(0, attack_action(&g, "1,-1", "1,-2"));
    go(&mut g, 0, "1,1", &["0,1"]);
    assert_eq!(unit(&g, "0,1").unwrap().mp, 0);
    g.play(0, attack_action(&g, "0,1", "1,0"));
    assert!(unit(&g, "1,0").is_none());
}

#[test]
fn t29_mountains_cost_two_and_wagon_points_may_pay() {
    let mut s = duel();
    s.unit(0, "LI", "-3,0");
    s.unit(0, "HI", "3,-2");
    s.wagon(0, "3,-2");
    let mut g = s.build();
    g.refuse(0, move_action(&g, "-3,0", &["-2,0", "-2,1"]));
    go(&mut g, 0, "-3,0", &["-2,0"]);
    assert_eq!(unit(&g, "-2,0").unwrap().mp, 1);
    g.refuse(0, move_action(&g, "-2,0", &["-3,1"]));
    // 2 own points and 2 wagon points: on and off the Mountains.
    go(&mut g, 0, "3,-2", &["2,-2", "2,-3"]);
    assert_eq!(owner(&g, "2,-3"), Some(0));
    assert_eq!(g.wagon(f(&g, "2,-3")), Some(0));
}

#[test]
fn t30_the_mountain_token_counts_and_goes_with_entering_combat() {
    let mut s = duel();
    s.unit(0, "HI", "-3,0");
    s.unit(1, "LI", "-2,-1");
    let mut g = s.build();
    go(&mut g, 0, "-3,0", &["-2,0"]);
    assert!(unit(&g, "-2,0").unwrap().mountain_token);
    end_turn(&mut g);
    end_turn(&mut g);
    let events = g.play(0, attack_action(&g, "-2,0", "-2,-1"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Damage { amount: 4, .. }
    )));
    assert!(!unit(&g, "-2,-1").unwrap().mountain_token);
}

#[test]
fn t31_desert_takes_every_point_on_arrival() {
    let mut s = duel();
    s.unit(0, "LI", "2,-1");
    s.wagon(0, "2,-1");
    let mut g = s.build();
    go(&mut g, 0, "2,-1", &["1,-1"]);
    let u = unit(&g, "1,-1").unwrap();
    assert_eq!((u.mp, u.wagon_mp), (0, 0));
    end_turn(&mut g);
    end_turn(&mut g);
    // Starting on Desert: Desert to Desert costs 1.
    go(&mut g, 0, "1,-1", &["0,-1", "-1,0"]);
    let u = unit(&g, "-1,0").unwrap();
    assert_eq!(u.mp + u.wagon_mp, 3);
}

#[test]
fn t32_a_village_pays_once_per_turn_on_arrival() {
    let mut s = duel();
    s.unit(0, "LI", "3,0");
    s.unit(0, "LI", "5,-1");
    s.unit(0, "LI", "4,-1");
    s.hand(0, &["fresh_horses"]);
    let mut g = s.build();
    go(&mut g, 0, "3,0", &["4,0"]);
    assert_eq!(gold(&g, 0), 28);
    assert_eq!(unit(&g, "4,0").unwrap().mp, 0, "the Village stops the unit");
    end_turn(&mut g);
    end_turn(&mut g);
    assert_eq!(
        gold(&g, 0),
        32,
        "staying pays nothing; 2G income for each other unit"
    );
    go(&mut g, 0, "4,0", &["4,1"]);
    go(&mut g, 0, "5,-1", &["4,0"]);
    assert_eq!(gold(&g, 0), 35, "a new arrival in a later turn pays");
    g.play(0, play_card(&g, "fresh_horses", on_unit(&g, "4,0")));
    go(&mut g, 0, "4,0", &["5,0"]);
    go(&mut g, 0, "4,-1", &["4,0"]);
    assert_eq!(gold(&g, 0), 35, "the Village already paid this turn");
}

#[test]
fn t33_killing_the_occupant_of_a_village_loots_its_owner() {
    let mut s = duel();
    s.unit(0, "HI", "3,0");
    s.unit(1, "PE", "4,0");
    s.gold(1, 2);
    let mut g = s.build();
    g.play(0, attack_action(&g, "3,0", "4,0"));
    assert_eq!(owner(&g, "4,0"), Some(0));
    assert_eq!((gold(&g, 0), gold(&g, 1)), (27, 0));
}

#[test]
fn t34_the_port_centre_fee() {
    let mut s = duel();
    s.unit(0, "LC", "6,-1");
    s.unit(0, "HI", "0,-6");
    s.unit(1, "PE", "0,-7");
    let mut g = s.build();
    go(&mut g, 0, "6,-1", &["7,-1", "7,0"]);
    assert_eq!(gold(&g, 0), 23);
    // Killing the occupant to get there is free.
    g.play(0, attack_action(&g, "0,-6", "0,-7"));
    assert_eq!(owner(&g, "0,-7"), Some(0));
    assert_eq!(gold(&g, 0), 23);
    // Unable to pay, it goes back to the field it entered the centre from (more in ports.rs).
    let mut s = duel();
    s.unit(0, "LC", "6,-1");
    s.gold(0, 1);
    let mut g = s.build();
    go(&mut g, 0, "6,-1", &["7,-1", "7,0"]);
    assert_eq!((owner(&g, "7,-1"), gold(&g, 0)), (Some(0), 1));
}

#[test]
fn t35_docks_open_from_the_turn_after_occupying_the_port() {
    let mut s = duel();
    s.unit(0, "LI", "0,-7");
    s.unit(1, "LI", "3,3");
    let mut g = s.build();
    g.refuse(0, recruit(&g, "LI", 1, "0,-6"));
    end_turn(&mut g);
    end_turn(&mut g);
    let events = g.play(0, recruit(&g, "LI", 1, "0,-6"));
    assert!(has_event(&events, |e| matches!(
        e,
        Event::Recruited { cost: 3, .. }
    )));
    // One port: one Docks recruit per turn.
    g.refuse(0, recruit(&g, "PE", 1, "1,-7"));
    // An enemy on the Docks closes them.
    let mut s = duel();
    s.unit(0, "LI", "0,-7");
    s.unit(1, "LI", "-1,-6");
    let mut g = s.build();
    end_turn(&mut g);
    end_turn(&mut g);
    g.refuse(0, recruit(&g, "LI", 1, "0,-6"));
}

#[test]
fn t36_the_temple_peek_is_private_and_once_a_turn() {
    let mut s = duel();
    s.unit(0, "LI", "0,0");
    s.deck_top("poisoned_blade");
    let mut g = s.build();
    let blade = card(&g, "poisoned_blade");
    let events = g.apply(0, &Action::PeekTemple).unwrap();
    let peek = events
        .iter()
        .find(|e| matches!(e, Event::Peeked { .. }))
        .unwrap();
    assert_eq!(
        peek.seen_by(Some(0)),
        Event::Peeked {
            seat: 0,
            card: Some(blade)
        }
    );
    assert_eq!(
        peek.seen_by(Some(1)),
        Event::Peeked {
            seat: 0,
            card: None
        }
    );
    assert_eq!(
        g.view(Some(0)).knowledge.unwrap().peek.map(|p| p.0),
        Some(blade)
    );
    assert!(g.view(Some(1)).knowledge.unwrap().peek.is_none());
    g.play(0, Action::PeekDecision { bottom: true });
    assert_eq!(
        g.snapshot().deck.first(),
        Some(&blade),
        "the card went to the bottom"
    );
    g.refuse(0, Action::PeekTemple);
}
