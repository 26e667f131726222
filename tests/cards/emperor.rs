//! The Emperor version's cards: Immortal, Cataphract, Siphonarioi, Diplomat and Alchemist.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
