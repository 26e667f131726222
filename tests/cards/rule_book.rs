//! The rule book's worked examples, played as scenarios.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
