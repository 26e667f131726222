//! The Tlatoani version's cards: Ocelotl, Tlacochcalcatl, Cuauhtli, Pochtecatl and Tlamacazqui.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
