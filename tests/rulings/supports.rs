//! R20 to R26: supports, reaction windows, negation, the Warrior and the Priest.

use crate::common::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R20 to R25: supports and reactions -----

#[test]
fn r20_a_support_goes_to_the_reserve_and_a_full_reserve_blocks_supports() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .reserve(Seat::A, &[Guardian, Guardian, Archer])
        .hand(Seat::A, &[Warrior, Warrior])
        .field(Seat::B, "F1", Warrior)
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.seat_state(Seat::A).reserve.last(), Some(&w));
    let w = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.seat_state(Seat::A).reserve.len(), 5);
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { .. })));
}

#[test]
fn r20_the_leader_declares_which_support_it_copies() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    let leader = in_hand(&game, Seat::A, King);
    let mut copies: Vec<Support> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaySupport { unit, support } if unit == leader => Some(support.support()),
            _ => None,
        })
        .collect();
    copies.dedup();
    // In the action phase: the three phase-2 supports of its version.
    assert_eq!(copies, [Support::Warrior, Support::Archer, Support::Priest]);
}

#[test]
fn r21_reactions_are_not_played_in_the_own_action_phase() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian, Wizard])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!game.legal_actions().iter().any(|a| matches!(
        a,
        Action::PlaySupport {
            support: SupportUse::Guardian | SupportUse::Wizard,
            ..
        }
    )));
}

#[test]
fn r22_guardian_negates_an_attack_and_the_attacker_still_tilts() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
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
    assert_eq!(game.priority(), Some(Seat::B));
    let guardian = in_hand(&game, Seat::B, Guardian);
    assert!(game.legal_actions().contains(&Action::Pass));
    let events = play_through(
        &mut game,
        Action::PlaySupport {
            unit: guardian,
            support: SupportUse::Guardian,
        },
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::AttackBlocked { .. })));
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 0);
    assert_eq!(game.seat_state(Seat::B).reserve, [guardian]);
    assert_eq!(game.priority(), Some(Seat::A));
}

#[test]
fn r22_wizard_negates_a_guardian_and_a_second_guardian_may_follow() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Wizard])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian, Guardian])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let g1 = in_hand(&game, Seat::B, Guardian);
    play(
        &mut game,
        Action::PlaySupport {
            unit: g1,
            support: SupportUse::Guardian,
        },
    );
    // The attacker's negation window.
    assert_eq!(game.priority(), Some(Seat::A));
    let wizard = in_hand(&game, Seat::A, Wizard);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SupportNegated {
            support: Support::Guardian,
            ..
        }
    )));
    // The Guardian's attack window is offered again.
    assert_eq!(game.priority(), Some(Seat::B));
    assert!(matches!(game.stack(), [Frame::Attack { .. }]));
    let g2 = in_hand(&game, Seat::B, Guardian);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: g2,
            support: SupportUse::Guardian,
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F1"), Some(Warrior));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).reserve),
        [Guardian, Guardian]
    );
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).reserve), [Wizard]);
}

#[test]
fn r22_wizard_negates_a_phase_two_support() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Wizard])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    let wizard = in_hand(&game, Seat::B, Wizard);
    play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    // R24: the negated support stays in the reserve without effect.
    assert_eq!(game.turn().attack_bonus, 0);
    assert_eq!(game.seat_state(Seat::A).reserve, [w]);
    assert_eq!(game.priority(), Some(Seat::A));
    assert!(game.stack().is_empty());
}

#[test]
fn r23_the_window_sequence_does_not_depend_on_the_hidden_hand() {
    // Same public position: in one the Guardian is in B's hand, in the other in B's draw pile.
    let with_guardian = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Guardian])
        .draw_pile(Seat::B, &[Archer])
        .build();
    let without = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Archer])
        .draw_pile(Seat::B, &[Guardian])
        .build();
    let strip =
        |events: Vec<Event>| -> Vec<Event> { events.iter().map(|e| e.seen_by(None)).collect() };
    let mut a = with_guardian;
    let mut b = without;
    let attack_action = Action::Attack {
        attacker: cell("F1"),
        target: cell("F1"),
    };
    let ea = strip(play(&mut a, attack_action));
    let eb = strip(play(&mut b, attack_action));
    assert_eq!(ea, eb);
    assert!(ea
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { seat: Seat::B })));
    assert_eq!(a.priority(), b.priority());
    assert_eq!(a.view(None), b.view(None));
    assert_eq!(b.legal_actions(), vec![Action::Pass]);
}

#[test]
fn r23_no_window_when_every_fitting_card_is_public() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .graveyard(Seat::B, &[Guardian, Guardian])
        .kingdom(Seat::B, &[Guardian, Guardian])
        .hand(Seat::B, &[Archer])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
    assert!(game.stack().is_empty());
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Warrior]);
}

#[test]
fn r23_no_window_with_an_empty_hand_or_a_full_reserve() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .reserve(Seat::B, &[Archer, Archer, Archer, Archer, Priest])
        .hand(Seat::B, &[Guardian])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
}

#[test]
fn r24_a_wizard_cannot_be_negated() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior, Wizard])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Wizard])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    let wizard = in_hand(&game, Seat::B, Wizard);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    // A holds a Wizard too, but no window opens against B's Wizard.
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
    assert!(game.stack().is_empty());
}

#[test]
fn r25_warrior_stacks_for_the_whole_turn() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::A, "F2", Guardian)
        .hand(Seat::A, &[Warrior, Warrior])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .build();
    for _ in 0..2 {
        let w = in_hand(&game, Seat::A, Warrior);
        play_through(
            &mut game,
            Action::PlaySupport {
                unit: w,
                support: SupportUse::Warrior,
            },
        );
    }
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian],
        "1 + 2 = 3: captured"
    );
    let events = attack(&mut game, "F2", "F2");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })),
        "still +2 on the second attack"
    );
}

// ----- R26 Priest -----

#[test]
fn r26_priest_swaps_and_keeps_r1() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F2", Guardian)
        .hand(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .build();
    let priest = in_hand(&game, Seat::A, Priest);
    let moves: Vec<String> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::PlaySupport {
                unit,
                support: SupportUse::Priest { from, to },
            } if *unit == priest => Some(format!("{from}>{to}")),
            _ => None,
        })
        .collect();
    // F1 may go to F2 (swap), F3, or B2 (behind the Guardian) but not B1 (its own column, left
    // empty) nor B3 (nothing in front).
    assert!(moves.contains(&"F1>F2".to_string()));
    assert!(moves.contains(&"F1>F3".to_string()));
    assert!(moves.contains(&"F1>B2".to_string()));
    assert!(!moves.contains(&"F1>B1".to_string()));
    assert!(!moves.contains(&"F1>B3".to_string()));
    let mut swapped = game.clone();
    play_through(
        &mut swapped,
        Action::PlaySupport {
            unit: priest,
            support: SupportUse::Priest {
                from: cell("F1"),
                to: cell("F2"),
            },
        },
    );
    assert_eq!(field_kind(&swapped, Seat::A, "F1"), Some(Guardian));
    assert_eq!(field_kind(&swapped, Seat::A, "F2"), Some(Warrior));
}
