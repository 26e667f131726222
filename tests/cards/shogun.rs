//! The Shogun version's cards: Samurai, Musha, Juhei, Komuso, Ninja and the Shogun's copies.

use crate::common::*;
use crate::support::*;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

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
