//! One or more scenario tests per card of the Shogun, Pharaoh, Odin, Tlatoani and Emperor
//! versions: the effect, and each condition under which it cannot be played; then the rule
//! book's worked examples. (The King version's cards are covered in `rulings.rs`.)
//! House numbers used: Samurai 1 atk 3/2, Musha 1 atk 3/2, Juhei 1 2/1, Komuso C 1/1, Ninja X
//! 1/1, Shogun N 4/3 (range reaches depth 2), Commander 2 2/1, Medjay 2 1/2, Slinger 1 2/1,
//! Anubis C, Viking 2 2/1, Giant 3 3/3, Arbalist 1, Ocelotl 1 2/1, Cuauhtli 1, Pochtecatl C,
//! Immortal 2, Cataphract 1 3/2, Siphonarioi 1 2/1, Diplomat C 1/1.

mod common;

use common::*;
use invictus::engine::scenario::Scenario;
use invictus::engine::UnitKind::*;
use invictus::engine::*;

fn versions(a: Version, b: Version) -> Scenario {
    Scenario::new(Army::pure(a), Army::pure(b), scenario_catalog())
}

fn armies(a: &str, b: &str) -> Scenario {
    Scenario::new(
        Army::parse(a, false).unwrap(),
        Army::parse(b, false).unwrap(),
        scenario_catalog(),
    )
}

fn supports_of(game: &Match, unit: UnitId) -> Vec<SupportUse> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaySupport { unit: u, support } if u == unit => Some(support),
            _ => None,
        })
        .collect()
}

fn can_play(game: &Match, support: Support) -> bool {
    game.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { support: s, .. } if s.support() == support))
}

fn attack_value(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::Attacked { value, .. } => *value,
        _ => None,
    })
}

fn windows(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::WindowOpened { .. }))
        .count()
}

use Version::{Emperor as EmperorV, King as KingV, Odin as OdinV, Pharaoh as PharaohV};
use Version::{Shogun as ShogunV, Tlatoani as TlatoaniV};

// ----- Shogun -----

#[test]
fn samurai_adds_three_to_the_next_soldier_attack_only() {
    let mut game = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .field(Seat::A, "F2", Shogun)
        .field(Seat::A, "F3", Samurai)
        .hand(Seat::A, &[Samurai])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F3", Guardian)
        .field(Seat::B, "B2", King)
        .build();
    let s = in_hand(&game, Seat::A, Samurai);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: s,
            support: SupportUse::Samurai,
        },
    );
    // The Leader does not use it up: N = 3 units.
    assert_eq!(attack_value(&attack(&mut game, "F2", "F2")), Some(3));
    assert_eq!(game.turn().samurai_bonus, 3);
    assert_eq!(attack_value(&attack(&mut game, "F1", "F1")), Some(4));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard).len(),
        1,
        "4 > 3: killed, not captured"
    );
    assert_eq!(
        attack_value(&attack(&mut game, "F3", "F3")),
        Some(1),
        "used up by one attack"
    );
}

#[test]
fn musha_negates_and_may_swap_the_rows() {
    let base = versions(KingV, ShogunV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Samurai)
        .field(Seat::B, "B1", Juhei)
        .field(Seat::B, "F2", Shogun)
        .hand(Seat::B, &[Musha]);
    let mut game = base.build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let musha = in_hand(&game, Seat::B, Musha);
    let uses = supports_of(&game, musha);
    assert_eq!(
        uses,
        [
            SupportUse::Musha { swap: false },
            SupportUse::Musha { swap: true }
        ]
    );
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: musha,
            support: SupportUse::Musha { swap: true },
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F1"), Some(Juhei));
    assert_eq!(field_kind(&game, Seat::B, "B1"), Some(Samurai));
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
}

#[test]
fn musha_needs_a_unit_in_the_back_row() {
    let mut game = versions(KingV, ShogunV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Samurai)
        .field(Seat::B, "F2", Shogun)
        .hand(Seat::B, &[Musha])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(windows(&events), 0);
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [] as [UnitKind; 0]
    );
    assert!(game.stack().is_empty());
}

#[test]
fn juhei_hits_the_back_row_for_two() {
    let game = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Juhei])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "B1", Guardian)
        .build();
    let juhei = in_hand(&game, Seat::A, Juhei);
    assert_eq!(
        supports_of(&game, juhei),
        [SupportUse::Juhei { target: cell("B1") }]
    );
    let mut hit = game.clone();
    play_through(
        &mut hit,
        Action::PlaySupport {
            unit: juhei,
            support: SupportUse::Juhei { target: cell("B1") },
        },
    );
    assert_eq!(hit.seat_state(Seat::B).at(cell("B1")).unwrap().damage, 2);
    let empty_back = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Juhei])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!can_play(&empty_back, Support::Juhei));
}

#[test]
fn komuso_lends_the_leaders_range_to_the_next_soldier_attack() {
    let mut game = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Komuso)
        .field(Seat::A, "F3", Shogun)
        .hand(Seat::A, &[Komuso])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "B1", Guardian)
        .build();
    let reach = Action::Attack {
        attacker: cell("F1"),
        target: cell("B1"),
    };
    assert!(!game.legal_actions().contains(&reach));
    let k = in_hand(&game, Seat::A, Komuso);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: k,
            support: SupportUse::Komuso,
        },
    );
    assert!(
        game.legal_actions().contains(&reach),
        "the Shogun reaches depth 2"
    );
    play_through(&mut game, reach);
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian],
        "Komuso attacks with C"
    );
    assert!(!game.turn().komuso);
}

#[test]
fn ninja_sends_two_random_hand_cards_to_the_reserve() {
    let mut game = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Archer, Priest])
        .build();
    assert_eq!(game.seat_state(Seat::B).hand.len(), 3);
    let n = in_hand(&game, Seat::A, Ninja);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: n,
            support: SupportUse::Ninja,
        },
    );
    assert_eq!(game.seat_state(Seat::B).hand.len(), 1);
    assert_eq!(game.seat_state(Seat::B).reserve.len(), 2);
    game.check_invariants().unwrap();
}

#[test]
fn ninja_needs_two_hand_cards_and_two_free_reserve_slots() {
    let one_card = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Archer])
        .build();
    assert!(!can_play(&one_card, Support::Ninja));
    let full = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Warrior)
        .reserve(Seat::B, &[Archer, Archer, Archer, Priest])
        .hand(Seat::B, &[Archer, Priest])
        .build();
    assert!(!can_play(&full, Support::Ninja));
}

#[test]
fn the_shogun_copies_the_five_supports_of_its_version() {
    let game = versions(ShogunV, KingV)
        .field(Seat::A, "F1", Samurai)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "B1", Guardian)
        .draw_pile(Seat::B, &[Archer, Archer])
        .hand(Seat::B, &[Priest, Archer])
        .build();
    let leader = in_hand(&game, Seat::A, Shogun);
    let mut copies: Vec<Support> = supports_of(&game, leader)
        .iter()
        .map(|s| s.support())
        .collect();
    copies.dedup();
    assert_eq!(
        copies,
        [
            Support::Samurai,
            Support::Juhei,
            Support::Komuso,
            Support::Ninja
        ]
    );
}

// ----- Pharaoh -----

#[test]
fn commander_straightens_soldiers_but_not_the_leader() {
    let mut game = versions(PharaohV, KingV)
        .tilted(Seat::A, "F1", Commander)
        .tilted(Seat::A, "F2", Pharaoh)
        .hand(Seat::A, &[Commander])
        .field(Seat::B, "F1", Guardian)
        .turn_action(TurnAction::Attack)
        .build();
    let c = in_hand(&game, Seat::A, Commander);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: c,
            support: SupportUse::Commander,
        },
    );
    assert!(!game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    assert!(game.seat_state(Seat::A).at(cell("F2")).unwrap().tilted);
    assert!(game.legal_actions().contains(&Action::Attack {
        attacker: cell("F1"),
        target: cell("F1")
    }));
    let only_leader = versions(PharaohV, KingV)
        .tilted(Seat::A, "F2", Pharaoh)
        .hand(Seat::A, &[Commander])
        .field(Seat::B, "F1", Guardian)
        .build();
    assert!(!can_play(&only_leader, Support::Commander));
}

#[test]
fn medjay_returns_the_attacked_unit_to_the_hand() {
    let mut game = versions(KingV, PharaohV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Slinger)
        .field(Seat::B, "B1", Anubis)
        .field(Seat::B, "F2", Pharaoh)
        .hand(Seat::B, &[Medjay])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let m = in_hand(&game, Seat::B, Medjay);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: m,
            support: SupportUse::Medjay,
        },
    );
    assert!(kinds_of(&game, game.seat_state(Seat::B).hand).contains(&Slinger));
    assert_eq!(
        field_kind(&game, Seat::B, "F1"),
        Some(Anubis),
        "R2: the back unit advanced"
    );
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
}

#[test]
fn medjay_cannot_save_a_lone_unit() {
    let mut game = versions(KingV, PharaohV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Slinger)
        .reserve(Seat::B, &[Pharaoh])
        .hand(Seat::B, &[Medjay])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(windows(&events), 0);
}

#[test]
fn slinger_hits_the_centre_front_cell_for_two() {
    let mut game = versions(PharaohV, KingV)
        .field(Seat::A, "F1", Commander)
        .hand(Seat::A, &[Slinger])
        .field(Seat::B, "F2", Guardian)
        .build();
    let s = in_hand(&game, Seat::A, Slinger);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: s,
            support: SupportUse::Slinger,
        },
    );
    assert_eq!(game.seat_state(Seat::B).at(cell("F2")).unwrap().damage, 2);
    let no_centre = versions(PharaohV, KingV)
        .field(Seat::A, "F1", Commander)
        .hand(Seat::A, &[Slinger])
        .field(Seat::B, "F1", Guardian)
        .build();
    assert!(!can_play(&no_centre, Support::Slinger));
}

#[test]
fn anubis_brings_a_unit_back_from_the_graveyard_ready_to_attack() {
    let mut game = versions(PharaohV, KingV)
        .field(Seat::A, "F1", Commander)
        .graveyard(Seat::A, &[Medjay])
        .hand(Seat::A, &[Anubis])
        .field(Seat::B, "F2", Guardian)
        .build();
    let a = in_hand(&game, Seat::A, Anubis);
    let cells: Vec<String> = supports_of(&game, a)
        .iter()
        .map(|s| match s {
            SupportUse::Anubis { cell, .. } => cell.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    assert_eq!(
        cells,
        ["F2", "F3", "B1"],
        "R1: no back cell without a front unit"
    );
    let medjay = game.seat_state(Seat::A).graveyard[0];
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Anubis {
                unit: medjay,
                cell: cell("F2"),
            },
        },
    );
    assert!(!game.seat_state(Seat::A).at(cell("F2")).unwrap().tilted);
    assert!(game.legal_actions().contains(&Action::Attack {
        attacker: cell("F2"),
        target: cell("F2")
    }));
    let empty = versions(PharaohV, KingV)
        .field(Seat::A, "F1", Commander)
        .hand(Seat::A, &[Anubis])
        .field(Seat::B, "F2", Guardian)
        .build();
    assert!(!can_play(&empty, Support::Anubis));
}

#[test]
fn sorcerer_negates_and_takes_a_citizen_back_to_the_hand() {
    let mut game = versions(KingV, PharaohV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Commander)
        .kingdom(Seat::B, &[Slinger])
        .hand(Seat::B, &[Sorcerer])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    let s = in_hand(&game, Seat::B, Sorcerer);
    let citizen = game.seat_state(Seat::B).kingdom[0];
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: s,
            support: SupportUse::Sorcerer { citizen },
        },
    );
    assert_eq!(windows(&events), 0, "the Sorcerer cannot be negated");
    assert_eq!(game.turn().attack_bonus, 0);
    assert!(game.seat_state(Seat::B).hand.contains(&citizen));
    assert!(game.seat_state(Seat::B).kingdom.is_empty());
}

#[test]
fn sorcerer_cannot_negate_green_nor_work_with_an_empty_kingdom() {
    // Against a Guardian: the attacker's Sorcerer does not fit, so no window opens for it.
    let mut game = versions(PharaohV, KingV)
        .field(Seat::A, "F1", Commander)
        .field(Seat::A, "F2", Pharaoh)
        .kingdom(Seat::A, &[Slinger])
        .hand(Seat::A, &[Sorcerer])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let g = in_hand(&game, Seat::B, Guardian);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: g,
            support: SupportUse::Guardian,
        },
    );
    assert_eq!(windows(&events), 0);
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::AttackBlocked { .. })));
    // Empty kingdom: no window against a Warrior.
    let mut game = versions(KingV, PharaohV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Commander)
        .field(Seat::B, "F2", Pharaoh)
        .hand(Seat::B, &[Sorcerer])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(windows(&events), 0);
    assert_eq!(game.turn().attack_bonus, 1);
}

// ----- Odin -----

#[test]
fn the_giant_has_no_support_and_may_come_from_the_hand_past_the_reserve() {
    let game = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .reserve(Seat::A, &[Bard])
        .hand(Seat::A, &[Giant])
        .field(Seat::B, "F1", Warrior)
        .build();
    let giant = in_hand(&game, Seat::A, Giant);
    assert!(supports_of(&game, giant).is_empty());
    assert!(game.legal_actions().contains(&Action::Recruit {
        unit: giant,
        cell: cell("F2")
    }));
    let bard = game.seat_state(Seat::A).reserve[0];
    assert!(game.legal_actions().contains(&Action::Recruit {
        unit: bard,
        cell: cell("F2")
    }));
    assert!(game
        .legal_actions()
        .contains(&Action::SendToKingdom { unit: giant }));
}

#[test]
fn arbalist_never_targets_a_leader() {
    let game = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .hand(Seat::A, &[Arbalist])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .build();
    let a = in_hand(&game, Seat::A, Arbalist);
    assert_eq!(
        supports_of(&game, a),
        [SupportUse::Arbalist { target: cell("F1") }]
    );
}

#[test]
fn bard_places_an_opponents_reserve_unit_on_their_battlefield() {
    let mut game = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .hand(Seat::A, &[Bard])
        .field(Seat::B, "F1", Warrior)
        .reserve(Seat::B, &[Archer, Priest])
        .build();
    let b = in_hand(&game, Seat::A, Bard);
    let priest = game.seat_state(Seat::B).reserve[1];
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: b,
            support: SupportUse::Bard {
                unit: priest,
                cell: cell("F3"),
            },
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F3"), Some(Priest));
    assert_eq!(kinds_of(&game, game.seat_state(Seat::B).reserve), [Archer]);
    let empty = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .hand(Seat::A, &[Bard])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!can_play(&empty, Support::Bard));
}

#[test]
fn druid_negates_and_returns_a_dead_unit_to_the_opponents_reserve() {
    let mut game = versions(KingV, OdinV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .graveyard(Seat::A, &[Archer])
        .field(Seat::B, "F1", Viking)
        .hand(Seat::B, &[Druid])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    let d = in_hand(&game, Seat::B, Druid);
    let archer = game.seat_state(Seat::A).graveyard[0];
    play(
        &mut game,
        Action::PlaySupport {
            unit: d,
            support: SupportUse::Druid { unit: archer },
        },
    );
    assert_eq!(game.turn().attack_bonus, 0);
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).reserve),
        [Warrior, Archer]
    );
}

#[test]
fn druid_needs_a_dead_unit_and_room_in_the_opponents_reserve() {
    for (grave, reserve) in [
        (vec![], vec![]),
        (vec![Archer], vec![Archer, Archer, Priest, Priest]),
    ] {
        let mut game = versions(KingV, OdinV)
            .field(Seat::A, "F1", Warrior)
            .hand(Seat::A, &[Warrior])
            .graveyard(Seat::A, &grave)
            .reserve(Seat::A, &reserve)
            .field(Seat::B, "F1", Viking)
            .field(Seat::B, "F2", Odin)
            .hand(Seat::B, &[Druid])
            .build();
        let w = in_hand(&game, Seat::A, Warrior);
        let events = play(
            &mut game,
            Action::PlaySupport {
                unit: w,
                support: SupportUse::Warrior,
            },
        );
        assert_eq!(
            windows(&events),
            0,
            "graveyard {grave:?}, reserve {reserve:?}"
        );
    }
}

#[test]
fn odin_copies_four_supports() {
    let game = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .reserve(Seat::A, &[Druid])
        .field(Seat::B, "F1", Warrior)
        .build();
    let odin = in_hand(&game, Seat::A, Odin);
    let mut copies: Vec<Support> = supports_of(&game, odin)
        .iter()
        .map(|s| s.support())
        .collect();
    copies.dedup();
    // Bard needs a unit in the opponent's reserve; Druid is a reaction.
    assert_eq!(copies, [Support::Viking, Support::Arbalist]);
    assert_eq!(Support::of_unit(Odin).len(), 4);
}

// ----- Tlatoani -----

#[test]
fn ocelotl_sets_attack_to_x_but_leaves_c_alone() {
    let mut game = versions(TlatoaniV, KingV)
        .field(Seat::A, "F1", Ocelotl)
        .field(Seat::A, "F2", Pochtecatl)
        .hand(Seat::A, &[Ocelotl, Cuauhtli, Cuauhtli])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "B1", King)
        .build();
    let o = in_hand(&game, Seat::A, Ocelotl);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: o,
            support: SupportUse::Ocelotl,
        },
    );
    // Hand now: two Cuauhtli and the Tlatoani = 3 = the Guardian's health: captured.
    assert_eq!(attack_value(&attack(&mut game, "F1", "F1")), Some(3));
    let events = attack(&mut game, "F2", "F2");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: None, .. })));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian, Guardian]
    );
}

#[test]
fn tlacochcalcatl_shields_only_the_leader_and_cannot_be_negated() {
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Wizard])
        .field(Seat::B, "F1", Tlatoani)
        .field(Seat::B, "F2", Ocelotl)
        .hand(Seat::B, &[Tlacochcalcatl])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let t = in_hand(&game, Seat::B, Tlacochcalcatl);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: t,
            support: SupportUse::Tlacochcalcatl,
        },
    );
    assert_eq!(windows(&events), 0, "A's Wizard gets no window");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::AttackBlocked { .. })));
    // Against a Soldier it does not fit: no window at all (the Tlatoani is on the field).
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Ocelotl)
        .field(Seat::B, "F2", Tlatoani)
        .hand(Seat::B, &[Tlacochcalcatl])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(windows(&events), 0);
}

#[test]
fn cuauhtli_takes_only_an_undamaged_one_health_soldier() {
    let game = versions(TlatoaniV, TlatoaniV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Cuauhtli])
        .tilted(Seat::B, "F1", Ocelotl)
        .field(Seat::B, "F2", Ocelotl)
        .field_with(Seat::B, "F3", Pochtecatl, false, 0)
        .field_with(Seat::B, "B1", Cuauhtli, true, 0)
        .field_with(Seat::B, "B2", Tlatoani, false, 0)
        .build();
    let c = in_hand(&game, Seat::A, Cuauhtli);
    let mut targets: Vec<String> = supports_of(&game, c)
        .iter()
        .map(|s| match s {
            SupportUse::Cuauhtli { target } => target.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    targets.sort();
    // F1 tilted Ocelotl (1), F3 Pochtecatl (1/1), B1 tilted Cuauhtli (1); not the upright
    // Ocelotl (2) nor the Leader.
    assert_eq!(targets, ["B1", "F1", "F3"]);
    let damaged = versions(TlatoaniV, TlatoaniV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Cuauhtli])
        .field_with(Seat::B, "F3", Pochtecatl, false, 0)
        .build();
    assert!(can_play(&damaged, Support::Cuauhtli));
    let hurt = versions(TlatoaniV, TlatoaniV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Cuauhtli])
        .field_with(Seat::B, "F3", Tlacochcalcatl, false, 2)
        .build();
    assert!(!can_play(&hurt, Support::Cuauhtli));
}

#[test]
fn pochtecatl_swaps_a_soldier_with_a_citizen_keeping_the_orientation() {
    let mut game = versions(TlatoaniV, KingV)
        .tilted(Seat::A, "F1", Ocelotl)
        .field(Seat::A, "F2", Tlatoani)
        .kingdom(Seat::A, &[Cuauhtli])
        .hand(Seat::A, &[Pochtecatl])
        .field(Seat::B, "F1", Warrior)
        .build();
    let p = in_hand(&game, Seat::A, Pochtecatl);
    let uses = supports_of(&game, p);
    assert_eq!(uses.len(), 1, "the Leader cannot be swapped: {uses:?}");
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: p,
            support: uses[0],
        },
    );
    let f1 = game.seat_state(Seat::A).at(cell("F1")).unwrap();
    assert_eq!(game.kind(f1.unit), Cuauhtli);
    assert!(f1.tilted);
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Ocelotl]);
    let empty = versions(TlatoaniV, KingV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Pochtecatl])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!can_play(&empty, Support::Pochtecatl));
}

#[test]
fn tlamacazqui_first_support_sends_a_negated_soldier_support_to_the_graveyard() {
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Ocelotl)
        .hand(Seat::B, &[Tlamacazqui])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    let t = in_hand(&game, Seat::B, Tlamacazqui);
    assert!(supports_of(&game, t).contains(&SupportUse::Tlamacazqui1));
    play(
        &mut game,
        Action::PlaySupport {
            unit: t,
            support: SupportUse::Tlamacazqui1,
        },
    );
    assert!(game.seat_state(Seat::A).reserve.is_empty());
    assert_eq!(game.seat_state(Seat::A).graveyard, [w]);
    assert_eq!(game.turn().attack_bonus, 0);
}

#[test]
fn tlamacazqui_first_support_cannot_negate_a_leader() {
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Ocelotl)
        .field(Seat::B, "F2", Tlatoani)
        .hand(Seat::B, &[Tlamacazqui])
        .build();
    let king = in_hand(&game, Seat::A, King);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: king,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(windows(&events), 0);
    assert_eq!(game.turn().attack_bonus, 1);
}

#[test]
fn tlamacazqui_second_support_takes_a_dead_soldier_and_can_be_negated() {
    let mut game = versions(TlatoaniV, KingV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Tlamacazqui])
        .field(Seat::B, "F1", Warrior)
        .graveyard(Seat::B, &[Archer])
        .hand(Seat::B, &[Wizard])
        .build();
    let t = in_hand(&game, Seat::A, Tlamacazqui);
    let archer = game.seat_state(Seat::B).graveyard[0];
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: t,
            support: SupportUse::Tlamacazqui2 { unit: archer },
        },
    );
    assert_eq!(windows(&events), 1, "the Wizard may answer");
    play(&mut game, Action::Pass);
    assert_eq!(game.seat_state(Seat::A).kingdom, [archer]);
    let empty = versions(TlatoaniV, KingV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Tlamacazqui])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!can_play(&empty, Support::Tlamacazqui2));
}

// ----- Emperor -----

#[test]
fn immortal_adds_two_to_soldiers_attacking_the_front_row() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .field(Seat::A, "F2", Siphonarioi)
        .hand(Seat::A, &[Immortal])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "B2", Guardian)
        .field(Seat::B, "F3", King)
        .build();
    let i = in_hand(&game, Seat::A, Immortal);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: i,
            support: SupportUse::Immortal,
        },
    );
    assert_eq!(
        attack_value(&attack(&mut game, "F2", "B2")),
        Some(1),
        "back row: no bonus"
    );
    assert_eq!(attack_value(&attack(&mut game, "F1", "F1")), Some(4));
}

#[test]
fn cataphract_swaps_the_attacked_unit_and_hurts_the_other() {
    let mut game = versions(KingV, EmperorV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Siphonarioi)
        .field(Seat::B, "F2", Diplomat)
        .field(Seat::B, "F3", Emperor)
        .hand(Seat::B, &[Cataphract])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let c = in_hand(&game, Seat::B, Cataphract);
    let mut with: Vec<String> = supports_of(&game, c)
        .iter()
        .map(|s| match s {
            SupportUse::Cataphract { swap_with } => swap_with.to_string(),
            other => panic!("{other:?}"),
        })
        .collect();
    with.sort();
    assert_eq!(with, ["F2", "F3"]);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: c,
            support: SupportUse::Cataphract {
                swap_with: cell("F2"),
            },
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F2"), Some(Siphonarioi));
    assert_eq!(
        field_kind(&game, Seat::B, "F1"),
        None,
        "the Diplomat (1 health) died on F1"
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Diplomat]
    );
    assert!(
        game.seat_state(Seat::B).kingdom.is_empty(),
        "never captured"
    );
}

#[test]
fn siphonarioi_hits_every_front_unit_once() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .hand(Seat::A, &[Siphonarioi])
        .field(Seat::B, "F1", Priest)
        .field(Seat::B, "B1", Archer)
        .field(Seat::B, "F2", Guardian)
        .build();
    let s = in_hand(&game, Seat::A, Siphonarioi);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: s,
            support: SupportUse::Siphonarioi,
        },
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Priest]
    );
    assert_eq!(
        game.seat_state(Seat::B).at(cell("F1")).unwrap().damage,
        0,
        "the advanced Archer was not in the front row"
    );
    assert_eq!(game.seat_state(Seat::B).at(cell("F2")).unwrap().damage, 1);
}

#[test]
fn diplomat_moves_a_unit_hit_that_survived() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .field(Seat::A, "F2", Emperor)
        .hand(Seat::A, &[Diplomat])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Warrior)
        .build();
    let events = play_through(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(events.iter().any(|e| matches!(e, Event::Damaged { .. })));
    // Passing through every window also passed the Diplomat window: replay with a Diplomat.
    assert!(game.stack().is_empty());
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .field(Seat::A, "F2", Emperor)
        .hand(Seat::A, &[Diplomat])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Warrior)
        .field(Seat::B, "B3", King)
        .field(Seat::B, "F3", Archer)
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    while game.priority() == Some(Seat::B) {
        play(&mut game, Action::Pass);
    }
    assert!(matches!(game.stack(), [Frame::AfterHit { .. }]));
    let d = in_hand(&game, Seat::A, Diplomat);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: d,
            support: SupportUse::Diplomat { to: cell("F3") },
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F3"), Some(Guardian));
    assert_eq!(field_kind(&game, Seat::B, "F1"), Some(Archer), "swapped");
}

#[test]
fn no_diplomat_window_when_the_attack_kills() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .hand(Seat::A, &[Diplomat])
        .field(Seat::B, "F1", Priest)
        .field(Seat::B, "F2", King)
        .build();
    play_through(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(!game
        .stack()
        .iter()
        .any(|f| matches!(f, Frame::AfterHit { .. })));
}

#[test]
fn alchemist_first_support_negates_only_purple() {
    let mut warrior_game = versions(KingV, EmperorV)
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Immortal)
        .field(Seat::B, "F2", Emperor)
        .hand(Seat::B, &[Alchemist])
        .build();
    let w = in_hand(&warrior_game, Seat::A, Warrior);
    let events = play(
        &mut warrior_game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(windows(&events), 0);
    let mut ninja_game = versions(ShogunV, EmperorV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Immortal)
        .field(Seat::B, "F2", Emperor)
        .hand(Seat::B, &[Alchemist, Immortal])
        .build();
    let n = in_hand(&ninja_game, Seat::A, Ninja);
    play(
        &mut ninja_game,
        Action::PlaySupport {
            unit: n,
            support: SupportUse::Ninja,
        },
    );
    assert_eq!(ninja_game.priority(), Some(Seat::B));
    let a = in_hand(&ninja_game, Seat::B, Alchemist);
    play(
        &mut ninja_game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Alchemist1,
        },
    );
    assert_eq!(
        ninja_game.seat_state(Seat::B).hand.len(),
        1,
        "the Ninja was negated"
    );
}

#[test]
fn alchemist_second_support_silences_the_opponent_this_turn() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .hand(Seat::A, &[Alchemist])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Guardian])
        .build();
    let a = in_hand(&game, Seat::A, Alchemist);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Alchemist2,
        },
    );
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(windows(&events), 0, "no Guardian while locked");
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Warrior]);
    // Phase 3 is offered too (the Emperor army may hold another Alchemist): end it as well.
    while game.turn().active == Seat::A {
        play(&mut game, Action::EndTurn);
    }
    assert_eq!(game.turn().locked, None, "the lock ends with the turn");
}

#[test]
fn alchemist_third_support_is_played_in_phase_three_and_locks_the_next_turn() {
    let mut game = versions(EmperorV, KingV)
        .field(Seat::A, "F1", Immortal)
        .hand(Seat::A, &[Alchemist])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Warrior])
        .build();
    let a = in_hand(&game, Seat::A, Alchemist);
    assert!(!supports_of(&game, a).contains(&SupportUse::Alchemist3));
    play(&mut game, Action::EndTurn);
    assert_eq!(game.phase(), Phase::Discard);
    assert!(game.legal_actions().contains(&Action::EndTurn));
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Alchemist3,
        },
    );
    play(&mut game, Action::EndTurn);
    assert_eq!(game.turn().active, Seat::B);
    assert_eq!(game.turn().locked, Some(Seat::B));
    assert!(!game
        .legal_actions()
        .iter()
        .any(|x| matches!(x, Action::PlaySupport { .. })));
    play(&mut game, Action::EndTurn);
    assert_eq!(game.turn().locked, None);
}

// ----- the rule book's worked examples -----

#[test]
fn rule_book_example_of_action_phase() {
    let mut game = armies(
        "leader=pharaoh blue=samurai:4 green=medjay:4 red=arbalist:4 yellow=anubis:4 purple=druid:4",
        "shogun",
    )
    .field(Seat::A, "F1", Samurai)
    .field(Seat::A, "F2", Medjay)
    .field(Seat::A, "F3", Druid)
    .graveyard(Seat::A, &[Arbalist])
    .hand(Seat::A, &[Samurai, Anubis])
    .field(Seat::B, "F1", Musha)
    .field(Seat::B, "B1", Shogun)
    .hand(Seat::B, &[Samurai])
    .build();
    // The Samurai support: the opponent could negate, but the Shogun army has no negation.
    let s = in_hand(&game, Seat::A, Samurai);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: s,
            support: SupportUse::Samurai,
        },
    );
    assert_eq!(windows(&events), 0);
    // The Samurai attacks the Musha with 1 + 3 = 4; the Musha's window opens and is passed.
    let events = attack(&mut game, "F1", "F1");
    assert_eq!(windows(&events), 1);
    assert_eq!(attack_value(&events), Some(4));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Musha],
        "4 > 3: killed"
    );
    // The Shogun advances to the front line.
    assert_eq!(field_kind(&game, Seat::B, "F1"), Some(Shogun));
    // No enemy is within range of the Medjay or the Druid.
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Attack { .. })));
    // Anubis brings back the Arbalist.
    let anubis = in_hand(&game, Seat::A, Anubis);
    let arbalist = game.seat_state(Seat::A).graveyard[0];
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: anubis,
            support: SupportUse::Anubis {
                unit: arbalist,
                cell: cell("B1"),
            },
        },
    );
    assert_eq!(field_kind(&game, Seat::A, "B1"), Some(Arbalist));
    // The Arbalist may attack (range depth 2 from the back row reaches the Shogun).
    assert!(game.legal_actions().contains(&Action::Attack {
        attacker: cell("B1"),
        target: cell("F1")
    }));
}

#[test]
fn rule_book_arbalist_example() {
    let mut game = versions(OdinV, OdinV)
        .field(Seat::A, "F1", Viking)
        .hand(Seat::A, &[Arbalist, Arbalist])
        .field(Seat::B, "F1", Giant)
        .field(Seat::B, "F2", Odin)
        .build();
    let a = in_hand(&game, Seat::A, Arbalist);
    let events = play_through(
        &mut game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Arbalist { target: cell("F1") },
        },
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Damaged { amount: 1, .. })));
    let a = in_hand(&game, Seat::A, Arbalist);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: a,
            support: SupportUse::Arbalist { target: cell("F1") },
        },
    );
    assert_eq!(kinds_of(&game, game.seat_state(Seat::B).graveyard), [Giant]);
}

#[test]
fn rule_book_viking_example() {
    let mut game = versions(OdinV, KingV)
        .field(Seat::A, "F1", Viking)
        .field(Seat::A, "F2", Viking)
        .field(Seat::A, "F3", Viking)
        .hand(Seat::A, &[Viking])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F3", Guardian)
        .field(Seat::B, "B2", King)
        .build();
    let v = in_hand(&game, Seat::A, Viking);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: v,
            support: SupportUse::Viking,
        },
    );
    let values: Vec<Option<u8>> = ["F1", "F2", "F3"]
        .iter()
        .map(|c| attack_value(&attack(&mut game, c, c)))
        .collect();
    // Viking attack 2 plus 0, 1, 2 for the first, second and third attack.
    assert_eq!(values, [Some(2), Some(3), Some(4)]);
}

#[test]
fn rule_book_cuauhtli_example() {
    let mut game = versions(TlatoaniV, TlatoaniV)
        .field(Seat::A, "F1", Ocelotl)
        .hand(Seat::A, &[Cuauhtli])
        .tilted(Seat::B, "F2", Ocelotl)
        .field(Seat::B, "F1", Tlatoani)
        .build();
    let c = in_hand(&game, Seat::A, Cuauhtli);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: c,
            support: SupportUse::Cuauhtli { target: cell("F2") },
        },
    );
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Ocelotl]);
    assert_eq!(game.card(game.seat_state(Seat::A).kingdom[0]).army, Seat::B);
}

#[test]
fn every_leader_copies_the_supports_of_its_version() {
    for version in Version::ALL {
        let copies = Support::of_unit(version.leader());
        for soldier in version.soldiers() {
            for s in Support::of_unit(soldier) {
                assert!(copies.contains(s), "{version}: {s}");
            }
        }
        assert!(copies.iter().all(|s| s.version() == version));
    }
}

#[test]
fn a_leader_copying_a_reaction_answers_in_its_window() {
    // The Emperor as Alchemist 1 against a Ninja, the Tlatoani as Tlacochcalcatl.
    let mut game = versions(ShogunV, EmperorV)
        .field(Seat::A, "F1", Samurai)
        .hand(Seat::A, &[Ninja])
        .field(Seat::B, "F1", Immortal)
        .hand(Seat::B, &[Immortal, Immortal])
        .build();
    let n = in_hand(&game, Seat::A, Ninja);
    play(
        &mut game,
        Action::PlaySupport {
            unit: n,
            support: SupportUse::Ninja,
        },
    );
    let emperor = in_hand(&game, Seat::B, Emperor);
    assert!(supports_of(&game, emperor).contains(&SupportUse::Alchemist1));
    let mut game = versions(KingV, TlatoaniV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Ocelotl)
        .hand(Seat::B, &[Ocelotl])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let tlatoani = in_hand(&game, Seat::B, Tlatoani);
    // Not the Leader under attack: Tlacochcalcatl does not fit; Tlamacazqui 1 is not for attacks.
    assert!(supports_of(&game, tlatoani).is_empty());
}

#[test]
fn cataphract_needs_another_own_unit() {
    let mut game = versions(KingV, EmperorV)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Siphonarioi)
        .reserve(Seat::B, &[Emperor])
        .hand(Seat::B, &[Cataphract])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(windows(&events), 0);
}
