//! R44: secrecy between partners; and the corrected R5, R7 and R8 in the team mode.

use crate::common::{cell, in_hand, play};
use crate::support::*;
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::scenario::Leftovers;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R44 Secrecy between partners -----

#[test]
fn r44_no_view_shows_a_partners_hand_and_a_window_does_not_depend_on_the_hand() {
    let game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::A, &[Archer])
        .hand(Seat::C, &[Wizard])
        .hand(Seat::B, &[Guardian])
        .hand(Seat::D, &[Priest])
        .build();
    for viewer in Seat::ALL {
        let view = game.view(Some(viewer));
        for seat in Seat::ALL {
            assert_eq!(view.seats.get(seat).hand.is_some(), seat == viewer);
        }
        let partner_hand = game.seat_state(viewer.partner()).hand;
        for &unit in partner_hand {
            assert_eq!(
                view.kind_of(unit),
                None,
                "{viewer} sees its partner's {unit}"
            );
        }
        let json = serde_json::to_string(&view).unwrap();
        assert!(json.contains("\"partners\""));
    }
    // Whether B is offered a window depends on B's hand and pile together, not on the split,
    // and never on D's cards.
    let build = |b_hand: &[UnitKind], b_pile: &[UnitKind], d_hand: &[UnitKind]| {
        let mut game = teams()
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .field(Seat::B, "F2", King)
            .hand(Seat::B, b_hand)
            .draw_pile(Seat::B, b_pile)
            .hand(Seat::D, d_hand)
            .leftovers(Leftovers::Graveyard)
            .build();
        play(
            &mut game,
            Action::Attack {
                attacker: cell("F1"),
                target: cell("F1"),
            },
        );
        game.window_open()
    };
    assert!(build(&[Guardian], &[Warrior], &[]));
    assert!(build(&[Warrior], &[Guardian], &[]));
    assert!(!build(&[Warrior], &[Warrior], &[Guardian]));
}

// ----- R5, R7, R8 corrected, in the team mode -----

#[test]
fn r5_in_teams_a_killed_unit_goes_to_its_owners_team_graveyard() {
    // A Priest of D's army stands on team 1's battlefield (captured and conscripted); B's
    // Archer kills it: it goes to team 2's graveyard, with its owner's cards.
    let mut game = teams()
        .first_player(Seat::B)
        .active(Seat::B)
        .field(Seat::B, "F1", Warrior)
        .field_of(Seat::D, Side::A, "F1", Priest)
        .field(Seat::A, "F2", Warrior)
        .hand(Seat::B, &[Archer])
        .leftovers(Leftovers::Graveyard)
        .build();
    let priest = game.side_zones(Side::A).at(cell("F1")).unwrap().unit;
    assert_eq!(game.owner(priest), Seat::D);
    let archer = in_hand(&game, Seat::B, Archer);
    play(
        &mut game,
        Action::PlaySupport {
            unit: archer,
            support: SupportUse::Archer { target: cell("F1") },
        },
    );
    while game.window_open() {
        play(&mut game, Action::Pass);
    }
    assert!(game.side_zones(Side::B).graveyard.contains(&priest));
    assert!(!game.side_zones(Side::A).graveyard.contains(&priest));
}

#[test]
fn r7_r8_in_teams_four_secret_mulligans_then_the_first_team_is_drawn() {
    let mut game = Match::new(team_setup(21), cards::builtin()).unwrap();
    let hands_before: Vec<Vec<UnitId>> = Seat::ALL
        .iter()
        .map(|&s| game.seat_state(s).hand.to_vec())
        .collect();
    let mut events = Vec::new();
    for (seat, choice) in Seat::ALL.into_iter().zip([
        Action::Mulligan,
        Action::KeepHand,
        Action::Mulligan,
        Action::KeepHand,
    ]) {
        assert_eq!(game.phase(), Phase::Mulligan { seat });
        // Nothing of the earlier choices shows: the views of the next player are the same
        // whatever the earlier players chose.
        let view = game.view(Some(seat));
        assert_eq!(view.first_player, None);
        events = game.apply(choice).unwrap();
        if seat != Seat::D {
            assert!(
                events.is_empty(),
                "{seat}'s choice stays secret: {events:?}"
            );
        }
    }
    let mulliganed: Vec<Seat> = events
        .iter()
        .filter_map(|e| match e {
            Event::Mulliganed { seat } => Some(*seat),
            _ => None,
        })
        .collect();
    assert_eq!(mulliganed, [Seat::A, Seat::C]);
    assert!(matches!(
        events.last(),
        Some(Event::FirstPlayerDrawn { .. })
    ));
    assert_eq!(game.seat_state(Seat::B).hand, hands_before[1]);
    assert_eq!(game.seat_state(Seat::D).hand, hands_before[3]);
    assert_eq!(game.seat_state(Seat::A).hand.len(), 3);
    // A later player's redeal cannot tell an earlier player's secret choice.
    let mut secret = Match::new(team_setup(21), cards::builtin()).unwrap();
    play(&mut secret, Action::Mulligan);
    play(&mut secret, Action::KeepHand);
    let mut kept = Match::new(team_setup(21), cards::builtin()).unwrap();
    play(&mut kept, Action::KeepHand);
    play(&mut kept, Action::KeepHand);
    assert_eq!(secret.view(Some(Seat::C)), kept.view(Some(Seat::C)));
    assert_eq!(secret.view(None), kept.view(None));
}
