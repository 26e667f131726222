//! R1, R2, R3, R15: the board, advancing and ranges; R5: a captured or killed card keeps its army.

use crate::common::*;
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R1, R2, R3, R15: the board -----

#[test]
fn r1_back_cell_only_behind_an_occupied_front_cell() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let guardian = in_hand(&game, Seat::A, Guardian);
    let mut cells: Vec<String> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Recruit { unit, cell } if unit == guardian => Some(cell.to_string()),
            _ => None,
        })
        .collect();
    cells.sort();
    assert_eq!(cells, ["B1", "F1", "F2", "F3"]);
}

#[test]
fn r2_back_unit_advances_keeping_orientation_and_damage() {
    let mut game = king()
        .field(Seat::A, "F2", Warrior)
        .field(Seat::B, "F2", Priest)
        .field_with(Seat::B, "B2", Guardian, true, 1)
        .build();
    let events = attack(&mut game, "F2", "F2");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Killed { kind: Priest, .. })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Advanced {
            kind: Guardian,
            col: 1,
            ..
        }
    )));
    let front = game
        .seat_state(Seat::B)
        .at(cell("F2"))
        .expect("the Guardian advanced");
    assert_eq!(game.kind(front.unit), Guardian);
    assert!(front.tilted);
    assert_eq!(front.damage, 1);
    assert!(game.seat_state(Seat::B).at(cell("B2")).is_none());
}

#[test]
fn r2_advance_after_a_support_moves_a_front_unit() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "B1", Guardian)
        .hand(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .build();
    let priest = in_hand(&game, Seat::A, Priest);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: priest,
            support: SupportUse::Priest {
                from: cell("F1"),
                to: cell("F3"),
            },
        },
    );
    assert_eq!(field_kind(&game, Seat::A, "F3"), Some(Warrior));
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Guardian));
    assert_eq!(field_kind(&game, Seat::A, "B1"), None);
}

#[test]
fn r3_r15_ranges_count_depth_from_the_attackers_row() {
    let game = king()
        .field(Seat::A, "F2", Archer)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "B1", Archer)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F3", Priest)
        .field(Seat::B, "B1", Wizard)
        .field(Seat::B, "B2", Archer)
        .field(Seat::B, "B3", Warrior)
        .build();
    let targets = |from: &str| {
        let mut t: Vec<String> = game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Attack { attacker, target } if attacker == cell(from) => {
                    Some(target.to_string())
                }
                _ => None,
            })
            .collect();
        t.sort();
        t
    };
    // Archer: depth 2, offsets -1..1. From the front row depth 2 is the enemy back row.
    assert_eq!(targets("F2"), ["B1", "B2", "B3"]);
    // From the back row depth 2 is the enemy front row; no line of sight is needed.
    assert_eq!(targets("B1"), ["F1", "F2"]);
    // Warrior: depth 1, offsets -1..1, from column 1.
    assert_eq!(targets("F1"), ["F1", "F2"]);
}

// ----- R5: card conservation is checked by the randomized test; here a capture -----

#[test]
fn r5_a_captured_soldier_stays_a_card_of_its_printed_army() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .tilted(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    attack(&mut game, "F1", "F1");
    // Warrior (2) against a tilted Warrior (1): 2 > 1, killed, not captured.
    assert!(game.seat_state(Seat::B).graveyard.contains(&target));
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::A).kingdom.contains(&target));
    assert_eq!(game.card(target).army, Seat::B);
    game.check_invariants().unwrap();
}

#[test]
fn r5_a_killed_unit_goes_to_its_owners_graveyard_also_when_its_captor_conscripted_it() {
    // B captured one of A's Warriors and conscripted it; A kills it: it goes to A's graveyard
    // (R5, replacing the former H1).
    let build = |rulings: Rulings| {
        let settings = Settings {
            rulings,
            ..Settings::default()
        };
        invictus::games::invictus::rules::scenario::Scenario::with_settings(
            Army::pure(Version::King),
            Army::pure(Version::King),
            settings,
            cards::builtin(),
        )
        .field(Seat::A, "F1", Warrior)
        // Upright with 1 damage: the attack kills it (a damaged unit is never captured).
        .conscripted(Seat::B, "F1", Warrior, false, 1)
        .field(Seat::B, "F2", Guardian)
        .build()
    };
    let mut game = build(Rulings::Corrected);
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    assert_eq!(game.card(target).army, Seat::A);
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::A).graveyard.contains(&target));
    assert!(!game.seat_state(Seat::B).graveyard.contains(&target));
    game.check_invariants().unwrap();
    // A match stored under the first rulings keeps the former H1: the side it stood on.
    let mut game = build(Rulings::First);
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::B).graveyard.contains(&target));
    game.check_invariants().unwrap();
}
