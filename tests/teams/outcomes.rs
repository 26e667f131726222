//! R38 to R43: captures, conscription, execution, development, collapse and the end of the war in teams.

use crate::common::{cell, in_hand, play};
use crate::support::*;
use invictus::games::invictus::rules::scenario::Leftovers;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R38 Captures -----

#[test]
fn r38_a_captured_soldier_joins_the_attacking_players_kingdom() {
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::D, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .leftovers(Leftovers::Graveyard)
        .build();
    let target = game.side_zones(Side::B).at(cell("F1")).unwrap().unit;
    // A Warrior (2) on an unhurt Warrior (2): a capture (R17).
    attack_through(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::C).kingdom.contains(&target));
    assert!(!game.seat_state(Seat::A).kingdom.contains(&target));
    assert_eq!(game.owner(target), Seat::D);
}

// ----- R39 Conscription -----

#[test]
fn r39_the_involved_member_conscripts_from_the_team_reserve_then_their_own_kingdom() {
    // A kills team 2's last unit: B (the reacting player) conscripts.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field_with(Seat::B, "F1", Warrior, false, 1)
        .kingdom(Seat::B, &[Archer, Priest])
        .kingdom(Seat::D, &[Guardian, Guardian, Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    attack_through(&mut game, "F1", "F1");
    assert_eq!(game.priority(), Some(Seat::B));
    let units: Vec<UnitKind> = game
        .legal_actions()
        .iter()
        .map(|a| match a {
            Action::Conscript { unit, .. } => game.kind(*unit),
            other => panic!("{other:?}"),
        })
        .collect();
    assert!(units.contains(&Archer) && !units.contains(&Guardian));
    // The active team's own battlefield empty on C's turn: C conscripts, from the team reserve
    // first.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::B, "F1", Warrior)
        .reserve(Seat::A, &[Priest])
        .kingdom(Seat::C, &[Archer])
        .kingdom(Seat::A, &[Guardian, Guardian])
        .hand(Seat::C, &[Wizard])
        .build();
    let wizard = in_hand(&game, Seat::C, Wizard);
    play(&mut game, Action::SendToKingdom { unit: wizard });
    assert_eq!(game.priority(), Some(Seat::C));
    let priest = game.side_zones(Side::A).reserve[0];
    play(
        &mut game,
        Action::Conscript {
            unit: priest,
            cell: cell("F2"),
        },
    );
    let legal = game.legal_actions();
    assert!(legal.iter().all(|a| matches!(a,
        Action::Conscript { unit, .. } if game.seat_state(Seat::C).kingdom.contains(unit))));
    assert!(!legal.is_empty());
}

// ----- R40 Execution -----

#[test]
fn r40_a_team_loses_when_either_leader_falls() {
    // D's King, damaged down to 1 health, is killed by A's Warrior: team 1 wins, B's King
    // standing beside it.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .field_with(Seat::D, "F1", King, false, 3)
        .leftovers(Leftovers::Graveyard)
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Execution
        })
    );
}

// ----- R41 Development -----

#[test]
fn r41_kingdoms_are_compared_in_pairs_only() {
    let four = [Warrior, Guardian, Archer, Priest];
    // A comes to lead D (empty kingdom) in five colours but B, its pair, in one: no win.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::A, &four)
        .kingdom(Seat::B, &four)
        .hand(Seat::A, &[Wizard])
        .build();
    let wizard = in_hand(&game, Seat::A, Wizard);
    play(&mut game, Action::SendToKingdom { unit: wizard });
    assert!(!game.is_over());
    // C leads D (its pair) in four colours after sending a Soldier: team 1 wins.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::C, &[Warrior, Guardian, Archer])
        .kingdom(Seat::B, &four)
        .hand(Seat::C, &[Priest])
        .build();
    let priest = in_hand(&game, Seat::C, Priest);
    play(&mut game, Action::SendToKingdom { unit: priest });
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Development
        })
    );
}

// ----- R42 Collapse -----

#[test]
fn r42_a_team_that_cannot_place_two_units_loses_even_if_the_partner_could() {
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field_with(Seat::B, "F1", Warrior, false, 1)
        .kingdom(Seat::B, &[Archer])
        .kingdom(Seat::D, &[Guardian, Guardian, Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    attack_through(&mut game, "F1", "F1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Collapse
        })
    );
}

// ----- R43 End of the war -----

#[test]
fn r43_the_war_ends_when_all_four_piles_are_empty_and_teams_add_up_their_pairs() {
    let build = |b: &[UnitKind], d_pile: &[UnitKind]| {
        teams()
            .active(Seat::D)
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .kingdom(Seat::A, &[Warrior, Guardian])
            .kingdom(Seat::B, b)
            .kingdom(Seat::C, &[Archer])
            .kingdom(Seat::D, &[Priest, Wizard])
            .draw_pile(Seat::D, d_pile)
            .leftovers(Leftovers::Graveyard)
            .build()
    };
    // D still has a card: the war goes on.
    let mut game = build(&[], &[Archer]);
    end_turn(&mut game);
    assert!(!game.is_over());
    // Colours led: A 2 against B + C 1 against D = 3, for team 2 B 0 + D 2 = 2.
    let mut game = build(&[], &[]);
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::EndOfWar
        })
    );
    // B ties A in blue and green and leads in red: team 1 = 0 + 1, team 2 = 1 + 2.
    let mut game = build(&[Warrior, Guardian, Archer], &[]);
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::B,
            condition: WinCondition::EndOfWar
        })
    );
    // Equal colours (A leads B in 2, D leads C in 2): more citizens in the two kingdoms.
    let mut game = teams()
        .active(Seat::D)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::A, &[Warrior, Guardian])
        .kingdom(Seat::D, &[Priest, Wizard, Wizard])
        .leftovers(Leftovers::Graveyard)
        .build();
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::B,
            condition: WinCondition::EndOfWar
        })
    );
}
