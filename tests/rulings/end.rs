//! R27 to R29: execution, development, collapse, conscription and the end of the war.

use crate::common::*;
use invictus::games::invictus::rules::scenario::Leftovers;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R27 to R29: the end -----

#[test]
fn r27_execution_by_killing_the_leader() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field_with(Seat::B, "F1", King, false, 2)
        .field(Seat::B, "F2", Warrior)
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Execution
        })
    );
    assert!(matches!(events.last(), Some(Event::GameOver { .. })));
    assert_eq!(game.priority(), None);
    assert!(game.legal_actions().is_empty());
    assert_eq!(game.apply(Action::EndTurn), Err(RuleError::GameOver));
    game.check_invariants().unwrap();
}

#[test]
fn r27_execution_by_capturing_the_leader() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .tilted(Seat::B, "F1", King)
        .field(Seat::B, "F2", Warrior)
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    // 2 + 1 = 3 = the tilted King's health, undamaged: captured.
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Captured { kind: King, .. })));
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Execution
        })
    );
    assert!(
        game.seat_state(Seat::A).kingdom.is_empty(),
        "R5: a Leader never enters a kingdom"
    );
    game.check_invariants().unwrap();
}

#[test]
fn r27_development_wins_at_once_with_four_colours() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .kingdom(Seat::A, &[Warrior, Guardian, Archer])
        .hand(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::B, &[Wizard])
        .build();
    let priest = in_hand(&game, Seat::A, Priest);
    play(&mut game, Action::SendToKingdom { unit: priest });
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Development
        })
    );
}

#[test]
fn r27_collapse_when_conscription_cannot_place_two_units() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Priest)
        .reserve(Seat::B, &[Archer])
        .build();
    attack(&mut game, "F1", "F1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Collapse
        })
    );
}

#[test]
fn r28_conscription_from_the_reserve_in_the_opponents_turn() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Priest)
        .reserve(Seat::B, &[Archer, Guardian, Wizard])
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::ConscriptionStarted { seat: Seat::B })));
    assert_eq!(game.priority(), Some(Seat::B));
    let archer = game.seat_state(Seat::B).reserve[0];
    let mut legal = game.legal_actions();
    legal.sort_by_key(|a| format!("{a:?}"));
    assert_eq!(
        legal,
        ["F1", "F2", "F3"].map(|c| Action::Conscript {
            unit: archer,
            cell: cell(c)
        })
    );
    play(
        &mut game,
        Action::Conscript {
            unit: archer,
            cell: cell("F2"),
        },
    );
    let guardian = game.seat_state(Seat::B).reserve[0];
    let cells: Vec<String> = game
        .legal_actions()
        .iter()
        .map(|a| match a {
            Action::Conscript { unit, cell } => {
                assert_eq!(*unit, guardian);
                cell.to_string()
            }
            other => panic!("{other:?}"),
        })
        .collect();
    // The second may not replace the first: only empty cells.
    assert_eq!(cells, ["F1", "F3", "B2"]);
    play(
        &mut game,
        Action::Conscript {
            unit: guardian,
            cell: cell("B2"),
        },
    );
    assert_eq!(game.priority(), Some(Seat::A));
    assert_eq!(kinds_of(&game, game.seat_state(Seat::B).reserve), [Wizard]);
    assert_eq!(field_kind(&game, Seat::B, "B2"), Some(Guardian));
}

#[test]
fn r28_conscription_completes_from_the_kingdom_by_choice() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Priest)
        .reserve(Seat::B, &[Archer])
        .kingdom(Seat::B, &[Guardian, Wizard])
        .captured(Seat::B, &[Warrior])
        .build();
    attack(&mut game, "F1", "F1");
    let archer = game.seat_state(Seat::B).reserve[0];
    play(
        &mut game,
        Action::Conscript {
            unit: archer,
            cell: cell("F1"),
        },
    );
    let mut choices: Vec<UnitKind> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::Conscript { unit, cell: c } if *c == cell("F2") => Some(game.kind(*unit)),
            _ => None,
        })
        .collect();
    choices.sort();
    assert_eq!(
        choices,
        [Warrior, Guardian, Wizard],
        "captured citizens serve too"
    );
    let captured = *game
        .seat_state(Seat::B)
        .kingdom
        .iter()
        .find(|&&u| game.kind(u) == Warrior)
        .unwrap();
    play(
        &mut game,
        Action::Conscript {
            unit: captured,
            cell: cell("F2"),
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F2"), Some(Warrior));
    assert_eq!(game.card(captured).army, Seat::A);
    game.check_invariants().unwrap();
}

#[test]
fn r29_end_of_the_war_and_its_tie_breaks() {
    use UnitKind::*;
    // Everything not placed is put in the graveyards here, so both draw piles are empty.
    let build = |ak: &[UnitKind], bk: &[UnitKind], extra_grave_b: &[UnitKind]| {
        let mut game = king()
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .kingdom(Seat::A, ak)
            .kingdom(Seat::B, bk)
            .graveyard(Seat::B, extra_grave_b)
            .leftovers(Leftovers::Graveyard)
            .build();
        play(&mut game, Action::EndTurn);
        game.outcome()
    };
    let win = |seat: Seat| {
        Some(Outcome::Win {
            side: seat.side(),
            condition: WinCondition::EndOfWar,
        })
    };
    // More colours led.
    assert_eq!(build(&[Warrior, Guardian], &[Archer], &[]), win(Seat::A));
    // Colours equal (1 each): more citizens.
    assert_eq!(build(&[Warrior, Warrior], &[Archer], &[]), win(Seat::A));
    // Colours and citizens equal: graveyards equal too (same leftovers) -> draw.
    assert_eq!(build(&[Warrior], &[Archer], &[]), Some(Outcome::Draw));
}

#[test]
fn r29_fewer_fallen_soldiers_breaks_the_last_tie() {
    // A keeps one Archer in hand, so A's graveyard holds one Soldier fewer than B's.
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::A, &[Guardian])
        .kingdom(Seat::B, &[Archer])
        .hand(Seat::A, &[Archer])
        .leftovers(Leftovers::Graveyard)
        .build();
    play(&mut game, Action::EndTurn);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::EndOfWar
        })
    );
}

#[test]
fn r29_the_war_goes_on_while_one_pile_has_cards() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .draw_pile(Seat::B, &[Archer])
        .leftovers(Leftovers::Graveyard)
        .build();
    play(&mut game, Action::EndTurn);
    assert!(!game.is_over());
    play(&mut game, Action::EndTurn);
    assert!(
        game.is_over(),
        "B drew its last card; both piles are empty at the end of its turn"
    );
}
