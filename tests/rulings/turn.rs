//! R9 to R13: the turn's phases; and the checked entry points that refuse an action.

use crate::common::*;
use invictus::games::invictus::rules::scenario::Leftovers;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R9 to R13: the turn -----

#[test]
fn r9_preparation_untaps_and_draws() {
    let mut game = king()
        .tilted(Seat::A, "F1", Warrior)
        .tilted(Seat::B, "F1", Warrior)
        .draw_pile(Seat::B, &[Archer])
        .build();
    let pile = game.seat_state(Seat::B).draw_pile.len();
    let hand = game.seat_state(Seat::B).hand.len();
    play(&mut game, Action::EndTurn);
    assert_eq!(game.turn().active, Seat::B);
    assert!(!game.seat_state(Seat::B).at(cell("F1")).unwrap().tilted);
    // Only the active player's units straighten (R19).
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    assert_eq!(game.seat_state(Seat::B).draw_pile.len(), pile - 1);
    assert_eq!(game.seat_state(Seat::B).hand.len(), hand + 1);
    assert_eq!(
        game.kind(*game.seat_state(Seat::B).hand.last().unwrap()),
        Archer
    );
}

#[test]
fn r9_no_draw_from_an_empty_pile() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .draw_pile(Seat::A, &[Archer])
        .leftovers(Leftovers::Graveyard)
        .build();
    assert!(game.seat_state(Seat::B).draw_pile.is_empty());
    let hand = game.seat_state(Seat::B).hand.len();
    play(&mut game, Action::EndTurn);
    assert_eq!(game.seat_state(Seat::B).hand.len(), hand);
    assert!(!game.is_over());
}

#[test]
fn r10_recruit_and_attack_exclude_each_other() {
    let base = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F2", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .build();
    let mut recruited = base.clone();
    let guardian = in_hand(&recruited, Seat::A, Guardian);
    play(
        &mut recruited,
        Action::Recruit {
            unit: guardian,
            cell: cell("F3"),
        },
    );
    assert!(!recruited
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Attack { .. })));
    let mut attacked = base;
    attack(&mut attacked, "F1", "F1");
    assert!(!attacked
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Recruit { .. })));
    // The Attack action may contain several attacks, one per untapped unit.
    assert!(attacked.legal_actions().contains(&Action::Attack {
        attacker: cell("F2"),
        target: cell("F1")
    }));
    assert!(!attacked
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Attack { attacker, .. } if *attacker == cell("F1"))));
    assert!(attacked.legal_actions().contains(&Action::EndTurn));
}

#[test]
fn r11_recruit_takes_the_leftmost_reserve_unit_and_swaps_into_the_reserve() {
    let mut game = king()
        .field_with(Seat::A, "F1", Warrior, false, 1)
        .reserve(Seat::A, &[Archer, Priest])
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let recruits: Vec<Action> = game
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Recruit { .. }))
        .collect();
    let archer = game.seat_state(Seat::A).reserve[0];
    assert!(recruits
        .iter()
        .all(|a| matches!(a, Action::Recruit { unit, .. } if *unit == archer)));
    let warrior = game.seat_state(Seat::A).at(cell("F1")).unwrap().unit;
    play(
        &mut game,
        Action::Recruit {
            unit: archer,
            cell: cell("F1"),
        },
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).reserve),
        [Priest, Warrior]
    );
    assert_eq!(*game.seat_state(Seat::A).reserve.last().unwrap(), warrior);
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Archer));
}

#[test]
fn r11_recruit_from_the_hand_when_the_reserve_is_empty_swaps_into_the_hand() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let guardian = in_hand(&game, Seat::A, Guardian);
    play(
        &mut game,
        Action::Recruit {
            unit: guardian,
            cell: cell("F1"),
        },
    );
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Guardian));
    assert!(kinds_of(&game, game.seat_state(Seat::A).hand).contains(&Warrior));
    let recruited = game.seat_state(Seat::A).at(cell("F1")).unwrap();
    assert!(!recruited.tilted);
}

#[test]
fn r12_discard_down_to_five_even_after_the_bonus() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(
            Seat::A,
            &[Warrior, Guardian, Archer, Priest, Wizard, Guardian],
        )
        .field(Seat::B, "F1", Warrior)
        .kingdom_bonus_used()
        .build();
    assert_eq!(
        game.seat_state(Seat::A).hand.len(),
        7,
        "six Soldiers and the King"
    );
    play(&mut game, Action::EndTurn);
    assert_eq!(game.phase(), Phase::Discard);
    assert!(game
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Discard { .. })));
    let first = game.legal_actions()[0];
    play(&mut game, first);
    assert_eq!(game.phase(), Phase::Discard);
    let first = game.legal_actions()[0];
    play(&mut game, first);
    assert_eq!(game.seat_state(Seat::A).hand.len(), 5);
    assert_eq!(game.seat_state(Seat::A).kingdom.len(), 2);
    assert_eq!(game.turn().active, Seat::B);
}

#[test]
fn r13_damage_and_turn_effects_end_with_the_turn() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", King)
        .build();
    let warrior = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.turn().attack_bonus, 1);
    attack(&mut game, "F1", "F1");
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 2);
    play(&mut game, Action::EndTurn);
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 0);
    assert_eq!(game.turn().attack_bonus, 0);
}

// ----- the checked entry points -----

#[test]
fn refused_actions_change_nothing() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    let before = game.clone();
    let illegal = Action::Attack {
        attacker: cell("F3"),
        target: cell("F1"),
    };
    assert_eq!(game.apply(illegal), Err(RuleError::NotLegal(illegal)));
    assert_eq!(
        game.apply_as(Seat::B, game.version(), Action::EndTurn),
        Err(RuleError::NotYourTurn {
            priority: Some(Seat::A)
        })
    );
    assert_eq!(
        game.apply_as(Seat::A, game.version() + 3, Action::EndTurn),
        Err(RuleError::StaleVersion {
            submitted: before.version() + 3,
            current: before.version()
        })
    );
    assert_eq!(game, before);
    let v = game.version();
    game.apply_as(Seat::A, v, Action::EndTurn).unwrap();
    assert_eq!(game.version(), v + 1);
    assert!(matches!(
        game.apply_as(Seat::B, v, Action::EndTurn),
        Err(RuleError::StaleVersion { .. })
    ));
}
