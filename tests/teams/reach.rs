//! R35 to R37: what the active player controls, who "the opponent" is, and who reacts.

use crate::common::{cell, in_hand, play, scenario_catalog};
use crate::support::*;
use invictus::games::invictus::rules::scenario::{Leftovers, Scenario};
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R35 The active player's reach -----

#[test]
fn r35_the_active_player_controls_the_partners_units_and_uses_only_their_own_hand() {
    let mut game = teams()
        .active(Seat::C)
        .tilted(Seat::A, "F1", Warrior)
        .field(Seat::A, "F3", Guardian)
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F3", Warrior)
        .reserve(Seat::A, &[Archer])
        .hand(Seat::A, &[Priest])
        .hand(Seat::C, &[Wizard])
        .draw_pile(Seat::C, &[Guardian])
        .draw_pile(Seat::A, &[Warrior])
        .leftovers(Leftovers::Graveyard)
        .build();
    // C may attack with A's Guardian on the team battlefield.
    assert!(game.legal_actions().contains(&Action::Attack {
        attacker: cell("F3"),
        target: cell("F3")
    }));
    // Recruit: the team reserve's leftmost unit (A's Archer), or nothing from A's hand.
    let archer = game.seat_state(Seat::A).reserve[0];
    let priest = in_hand(&game, Seat::A, Priest);
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::Recruit {
        unit: archer,
        cell: cell("F2")
    }));
    assert!(!legal.iter().any(|a| matches!(a,
        Action::Recruit { unit, .. } | Action::SendToKingdom { unit } if *unit == priest)));
    play(
        &mut game,
        Action::Recruit {
            unit: archer,
            cell: cell("F2"),
        },
    );
    assert_eq!(game.owner(archer), Seat::A);
    assert_eq!(game.holder(archer), Some(Holder::Side(Side::A)));
    end_turn(&mut game);
    // D's turn, then A's: A draws from A's own pile, and the team battlefield straightens.
    assert_eq!(game.turn().active, Seat::D);
    end_turn(&mut game);
    assert_eq!(game.turn().active, Seat::A);
    assert!(kinds(&game, game.seat_state(Seat::A).hand).contains(&Warrior));
    assert_eq!(
        game.seat_state(Seat::C).draw_pile.len(),
        1,
        "C did not draw"
    );
    assert!(game
        .side_zones(Side::A)
        .field_units()
        .all(|(_, fu)| !fu.tilted));
}

// ----- R36 "You" and "the opponent" -----

#[test]
fn r36_the_opponent_of_the_active_player_is_the_next_player() {
    // C plays Ninja: the cards come from D's hand (the next player), not B's.
    let setup = Scenario::teams_of(
        BySeat::teams(
            king(),
            king(),
            Army::pure(Version::Shogun),
            Army::pure(Version::Shogun),
        ),
        Settings::default(),
        scenario_catalog(),
    )
    .active(Seat::C)
    .field(Seat::A, "F1", Warrior)
    .field(Seat::B, "F1", Warrior)
    .hand(Seat::B, &[Warrior, Warrior, Warrior])
    .hand(Seat::D, &[Juhei, Juhei])
    .hand(Seat::C, &[Ninja]);
    let mut game = setup.build();
    assert_eq!(game.opponent(Seat::C), Seat::D);
    assert_eq!(game.opponent(Seat::D), Seat::C);
    assert_eq!(game.opponent(Seat::B), Seat::C);
    let ninja = in_hand(&game, Seat::C, Ninja);
    let b_hand = game.seat_state(Seat::B).hand.to_vec();
    play(
        &mut game,
        Action::PlaySupport {
            unit: ninja,
            support: SupportUse::Ninja,
        },
    );
    while game.priority() == Some(Seat::D) {
        play(&mut game, Action::Pass);
    }
    assert_eq!(game.seat_state(Seat::B).hand, b_hand, "B's hand untouched");
    let reserve = &game.side_zones(Side::B).reserve;
    assert_eq!(reserve.len(), 2);
    assert!(reserve.iter().all(|&u| game.owner(u) == Seat::D));
    // Archer-like damage lands on the opponent's team battlefield.
    let game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::D, "F1", Warrior)
        .hand(Seat::C, &[Archer])
        .build();
    let archer = in_hand(&game, Seat::C, Archer);
    assert!(game.legal_actions().contains(&Action::PlaySupport {
        unit: archer,
        support: SupportUse::Archer { target: cell("F1") }
    }));
}

#[test]
fn r36_for_the_reacting_player_the_opponent_is_the_active_player() {
    // B (reacting to A's Warrior support) negates it with Druid: A's team graveyard feeds
    // A's team reserve.
    let game = Scenario::teams_of(
        BySeat::teams(
            king(),
            Army::pure(Version::Odin),
            king(),
            Army::pure(Version::Odin),
        ),
        Settings::default(),
        scenario_catalog(),
    )
    .field(Seat::A, "F1", Warrior)
    .field(Seat::B, "F1", Druid)
    .graveyard(Seat::A, &[Priest])
    .hand(Seat::A, &[Warrior])
    .hand(Seat::B, &[Druid])
    .build();
    let mut game = game;
    let warrior = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    let priest = game.side_zones(Side::A).graveyard[0];
    let druid = in_hand(&game, Seat::B, Druid);
    play(
        &mut game,
        Action::PlaySupport {
            unit: druid,
            support: SupportUse::Druid { unit: priest },
        },
    );
    while game.priority() != Some(Seat::A) || game.window_open() {
        play(&mut game, Action::Pass);
    }
    assert!(game.side_zones(Side::A).reserve.contains(&priest));
}

// ----- R37 Who reacts -----

#[test]
fn r37_only_the_next_player_gets_a_window() {
    // B's King (whose supports include Guardian) stands on the battlefield, out of B's hand.
    let build = |b: &[UnitKind], d: &[UnitKind]| {
        teams()
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .field(Seat::B, "F2", King)
            .hand(Seat::B, b)
            .hand(Seat::D, d)
            .leftovers(Leftovers::Graveyard)
            .build()
    };
    let attack = Action::Attack {
        attacker: cell("F1"),
        target: cell("F1"),
    };
    // B holds a Guardian: B's window.
    let mut game = build(&[Guardian], &[]);
    play(&mut game, attack);
    assert_eq!(game.priority(), Some(Seat::B));
    assert!(game.window_open());
    // Only D holds one: no window at all, the attack resolves.
    let mut game = build(&[Warrior], &[Guardian]);
    play(&mut game, attack);
    assert!(!game.window_open());
    assert_eq!(game.priority(), Some(Seat::A));
    // On C's turn, D answers; B never does.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian])
        .hand(Seat::D, &[Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    play(&mut game, attack);
    assert_eq!(game.priority(), Some(Seat::D));
}
