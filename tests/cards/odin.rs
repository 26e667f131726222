//! The Odin version's cards: Giant, Arbalist, Bard, Druid and Odin's copies.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
