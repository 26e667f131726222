//! The Pharaoh version's cards: Commander, Medjay, Slinger, Anubis and Sorcerer.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
