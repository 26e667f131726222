//! What a seat's view carries beyond the board: its hand with the cards' numbers, the legal
//! actions open to it, the units it may name; and whether a reaction window is open. King
//! version numbers: Warrior 2 atk 2/1 hp, Guardian 1 atk 3/2, Archer 1 atk 2/1, King N 4/3.

mod common;

use common::*;
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;
use invictus::games::invictus::text;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

/// The window test of the old host code: the public view's pending stack.
fn window_in_public_view(game: &Match) -> bool {
    let view = game.view(None);
    view.priority.is_some()
        && matches!(
            view.pending.last(),
            Some(
                PendingView::Attack { .. }
                    | PendingView::Support { .. }
                    | PendingView::AfterHit { .. }
            )
        )
}

/// Each view's actions: the legal actions for the seat with priority, none for anyone else;
/// every action is described without a hidden card (`words` writes "?" for a unit the view may
/// not name, and no action's words hold a "?" otherwise).
fn assert_actions(game: &Match) {
    let priority = game.priority();
    assert!(
        game.view(None).actions.is_empty(),
        "the public view lists actions"
    );
    for seat in Seat::BOTH {
        let view = game.view(Some(seat));
        if priority == Some(seat) {
            assert_eq!(view.actions, game.legal_actions());
            for &action in &view.actions {
                let text = text::action(invictus::kit::lang::Lang::EN, &view, seat, action);
                assert!(!text.contains('?'), "{action:?}: {text}");
            }
        } else {
            assert!(
                view.actions.is_empty(),
                "{seat} may not act: {:?}",
                view.actions
            );
        }
        for card in view.seats.get(seat).hand.as_deref().unwrap_or_default() {
            assert_eq!(view.kind_of(card.unit), Some(card.kind));
        }
        for field in &view.seats.get(seat.pair()).battlefield {
            assert_eq!(view.kind_of(field.unit), Some(field.kind));
        }
    }
}

#[test]
fn hand_cards_carry_their_numbers() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian, Archer])
        .field(Seat::B, "F1", Warrior)
        .build();
    let view = game.view(Some(Seat::A));
    let hand = view.seats.a.hand.as_deref().expect("the own hand");
    let numbers = |kind| {
        let card = hand.iter().find(|c| c.kind == kind).expect("in the hand");
        (card.attack, card.health_upright, card.health_tilted)
    };
    assert_eq!(numbers(Guardian), (AttackValue::Points(1), 3, 2));
    assert_eq!(numbers(Archer), (AttackValue::Points(1), 2, 1));
    // The unplaced Leader waits in the hand.
    assert_eq!(numbers(King), (AttackValue::N, 4, 3));
    assert_eq!(hand.len(), game.seat_state(Seat::A).hand.len());
    for card in hand {
        let printed = game.card(card.unit);
        assert_eq!(card.kind, printed.kind);
        assert_eq!(card.attack, printed.attack);
        assert_eq!(card.health_upright, printed.health(false));
        assert_eq!(card.health_tilted, printed.health(true));
    }
    assert_eq!(game.view(Some(Seat::B)).seats.a.hand, None);
    assert_eq!(game.view(None).seats.a.hand, None);
}

#[test]
fn actions_are_the_legal_actions_of_the_seat_with_priority_only() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Archer])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Guardian])
        .build();
    assert_eq!(game.priority(), Some(Seat::A));
    assert_actions(&game);
    let archer = in_hand(&game, Seat::A, Archer);
    let view = game.view(Some(Seat::A));
    assert!(view.actions.contains(&Action::EndTurn));
    assert_eq!(view.kind_of(archer), Some(Archer));
    // B's Guardian is named in no view but B's.
    let guardian = in_hand(&game, Seat::B, Guardian);
    assert_eq!(view.kind_of(guardian), None);
    assert_eq!(game.view(None).kind_of(guardian), None);
    assert_eq!(game.view(Some(Seat::B)).kind_of(guardian), Some(Guardian));
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    // B's reaction window: B's view lists Pass and the Guardian, A's nothing.
    assert_eq!(game.priority(), Some(Seat::B));
    assert_actions(&game);
    let view = game.view(Some(Seat::B));
    assert_eq!(view.actions[0], Action::Pass);
    assert!(view.actions.contains(&Action::PlaySupport {
        unit: guardian,
        support: SupportUse::Guardian,
    }));
    play(&mut game, Action::Pass);
    assert_actions(&game);
    play(&mut game, Action::Resign { seat: Seat::B });
    assert!(game.is_over());
    assert_actions(&game);
}

#[test]
fn actions_match_the_legal_actions_along_random_matches() {
    let catalog = invictus::games::invictus::cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(31);
    for (i, a) in Version::ALL.into_iter().enumerate() {
        for (j, b) in Version::ALL.into_iter().enumerate() {
            let seed = 500 + (i * 6 + j) as u64;
            let mut game =
                Match::new(MatchSetup::new(Army::pure(a), Army::pure(b), seed), catalog).unwrap();
            while !game.is_over() {
                assert_actions(&game);
                assert_eq!(game.window_open(), window_in_public_view(&game));
                let legal = game.legal_actions();
                game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
            }
            assert_actions(&game);
            assert!(!game.window_open());
        }
    }
}

#[test]
fn window_open_in_attack_support_and_after_hit_windows_only() {
    // Setup: no window.
    let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), 1);
    let game = Match::new(setup, scenario_catalog()).unwrap();
    assert!(!game.window_open());

    // The attack window of the defender.
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Guardian, Wizard])
        .build();
    assert!(!game.window_open(), "the action phase is no window");
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(matches!(game.stack(), [Frame::Attack { .. }]));
    assert!(game.window_open());
    assert!(invictus::hosting::window_open(&game));
    play_through(&mut game, Action::Pass);
    assert!(game.stack().is_empty());
    assert!(!game.window_open());

    // The support window of the opponent.
    let warrior = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    assert!(matches!(game.stack(), [Frame::Support { .. }]));
    assert_eq!(game.priority(), Some(Seat::B));
    assert!(game.window_open());
    play_through(&mut game, Action::Pass);
    assert!(!game.window_open());

    // The after-hit window of the attacker (Diplomat).
    let mut game = Scenario::new(
        Army::pure(Version::Emperor),
        Army::pure(Version::King),
        scenario_catalog(),
    )
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
        assert!(game.window_open());
        play(&mut game, Action::Pass);
    }
    assert!(matches!(game.stack(), [Frame::AfterHit { .. }]));
    assert_eq!(game.priority(), Some(Seat::A));
    assert!(game.window_open());
    assert_eq!(game.view(Some(Seat::A)).actions[0], Action::Pass);
    play(&mut game, Action::Pass);
    assert!(!game.window_open());

    // Game over: no window.
    play(&mut game, Action::Resign { seat: Seat::A });
    assert!(!game.window_open());
}
