//! R14 to R19: attack values, damage, kills and captures.

use crate::common::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R14 to R19: attacks -----

#[test]
fn r14_attack_value_is_fixed_when_the_attacker_tilts() {
    // Wizard attacks with X = cards in its player's hand at that moment.
    let mut game = king()
        .field(Seat::A, "F1", Wizard)
        .hand(Seat::A, &[Archer])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    assert_eq!(
        game.seat_state(Seat::A).hand.len(),
        2,
        "Archer and the King"
    );
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(2), .. })));
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    // 2 against an upright Warrior's 2 health: captured.
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Warrior]);
}

#[test]
fn r14_n_counts_units_on_the_battlefield() {
    let mut game = king()
        .field(Seat::A, "F2", King)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F3", Warrior)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F1", Guardian)
        .build();
    let events = attack(&mut game, "F2", "F2");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian],
        "3 = health 3: capture"
    );
}

#[test]
fn r16_r19_a_defender_tilted_in_its_own_turn_defends_with_tilted_health() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .tilted(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .build();
    attack(&mut game, "F1", "F1");
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Warrior],
        "1 = tilted health 1"
    );
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damaged {
            amount: 1,
            health_left: 1,
            ..
        }
    )));
}

#[test]
fn r17_damage_then_an_equal_attack_kills_instead_of_capturing() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::A, "F2", Warrior)
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Warrior)
        .build();
    // Guardian (1) hits the Guardian (3): 1 damage; then Warrior (2) = 3 - 1: killed, not captured.
    attack(&mut game, "F1", "F1");
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 1);
    attack(&mut game, "F2", "F1");
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Guardian]
    );
    assert!(game.seat_state(Seat::A).kingdom.is_empty());
}

#[test]
fn r17_support_damage_never_captures() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Archer])
        .field(Seat::B, "F1", Priest)
        .field(Seat::B, "F2", Warrior)
        .build();
    let archer = in_hand(&game, Seat::A, Archer);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: archer,
            support: SupportUse::Archer { target: cell("F1") },
        },
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Priest]
    );
    assert!(game.seat_state(Seat::A).kingdom.is_empty());
}

#[test]
fn r17_attack_below_health_leaves_damage() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::B, "F1", Guardian)
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damaged {
            amount: 1,
            health_left: 2,
            ..
        }
    )));
}

#[test]
fn r18_c_captures_any_soldier_and_deals_one_damage_to_a_leader() {
    let mut game = king()
        .field(Seat::A, "F1", Priest)
        .field(Seat::A, "F2", Priest)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .build();
    let warrior = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    let events = attack(&mut game, "F1", "F1");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { value: None, .. })),
        "C is never increased"
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian]
    );
    attack(&mut game, "F2", "F2");
    assert_eq!(game.seat_state(Seat::B).at(cell("F2")).unwrap().damage, 1);
    assert!(!game.is_over());
}
