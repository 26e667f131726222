//! R6, R7, R8: armies, mulligans and the setup order.

use crate::common::*;
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R6: armies -----

#[test]
fn r6_army_validation() {
    let parse = |t: &str| Army::parse(t, false).unwrap();
    let err = |army: Army| army.validate(false).unwrap_err().to_string();
    assert_eq!(Army::pure(Version::King).validate(false), Ok(()));
    assert_eq!(
        err(parse("leader=king blue=warrior:4 green=guardian:4 red=archer:4 yellow=priest:4 blue=samurai:4")),
        "two blue types: Warrior and Samurai"
    );
    assert_eq!(
        err(parse("leader=king blue=warrior:4 green=guardian:4")),
        "the army has 8 Soldiers; it needs exactly 20 (plus the Leader)"
    );
    assert!(Army::parse("leader=warrior blue=warrior:20", false)
        .unwrap()
        .validate(false)
        .unwrap_err()
        .to_string()
        .contains("is a Soldier, not a Leader"));
    // A colour may be skipped, types may come from any version, the Leader from any version.
    assert_eq!(
        parse("leader=odin blue=warrior:8 green=guardian:4 red=archer:4 purple=wizard:4")
            .validate(false),
        Ok(())
    );
    assert!(Army::parse("leader=king green=warrior:4", false).is_err());
}

#[test]
fn r6_setup_refuses_a_bad_army_with_its_seat() {
    let mut bad = Army::pure(Version::King);
    bad.soldiers.pop();
    let setup = MatchSetup::new(Army::pure(Version::King), bad, 1);
    let err = Match::new(setup, cards::builtin()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "army B: the army has 16 Soldiers; it needs exactly 20 (plus the Leader)"
    );
}

// ----- R7, R8: setup -----

fn fresh(seed: u64, first: Seat) -> Match {
    let mut setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), seed);
    setup.settings.first_player = Some(first);
    Match::new(setup, cards::builtin()).unwrap()
}

/// The public view and B's view, with the version left out (it counts A's decision, not
/// what it was).
fn seen_by_b(
    game: &Match,
) -> (
    invictus::games::invictus::rules::View,
    invictus::games::invictus::rules::View,
) {
    let mut public = game.view(None);
    let mut own = game.view(Some(Seat::B));
    public.version = 0;
    own.version = 0;
    (public, own)
}

#[test]
fn r7_mulligans_are_decided_independently_then_carried_out_together() {
    // The first player is fixed here, yet A decides first: the order of the two decisions
    // does not depend on who plays first, and neither learns the other's choice (R7).
    let kept = fresh(3, Seat::B);
    assert_eq!(kept.priority(), Some(Seat::A));
    assert_eq!(
        kept.legal_actions(),
        vec![Action::KeepHand, Action::Mulligan]
    );
    let hand_a: Vec<UnitId> = kept.seat_state(Seat::A).hand.to_vec();
    assert_eq!(hand_a.len(), 4, "3 Soldiers and the Leader");
    let mut mulliganed = kept.clone();
    let mut kept = kept;
    let events_keep = kept.apply(Action::KeepHand).unwrap();
    let events_mulligan = mulliganed.apply(Action::Mulligan).unwrap();
    // Nothing of A's choice shows: no event, A's hand not yet redrawn, and B sees the same.
    assert!(events_keep.is_empty() && events_mulligan.is_empty());
    assert_eq!(mulliganed.seat_state(Seat::A).hand, hand_a);
    assert_eq!(seen_by_b(&kept), seen_by_b(&mulliganed));
    assert_eq!(mulliganed.priority(), Some(Seat::B));
    // B's choice carries out both, A's first, and only then are the decisions shown.
    let events = mulliganed.apply(Action::KeepHand).unwrap();
    assert_eq!(events[0], Event::Mulliganed { seat: Seat::A });
    assert!(events.contains(&Event::KeptHand { seat: Seat::B }));
    assert_eq!(
        events.last(),
        Some(&Event::FirstPlayerDrawn { seat: Seat::B })
    );
    let zone = mulliganed.seat_state(Seat::A);
    assert_eq!(zone.hand.len(), 4);
    assert_eq!(zone.draw_pile.len(), 17);
    assert_eq!(
        kinds_of(&mulliganed, zone.hand)
            .iter()
            .filter(|k| k.is_leader())
            .count(),
        1
    );
    assert!(matches!(
        mulliganed.phase(),
        Phase::SetupBattlefield { seat: Seat::B }
    ));
    mulliganed.check_invariants().unwrap();
}

#[test]
fn r7_under_the_first_rulings_the_first_player_decides_first() {
    // Matches stored before the correction keep their order (former H3), so they replay.
    let mut setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), 3);
    setup.settings.first_player = Some(Seat::B);
    setup.settings.rulings = Rulings::First;
    let mut game = Match::new(setup, cards::builtin()).unwrap();
    assert_eq!(game.priority(), Some(Seat::B));
    let events = game.apply(Action::Mulligan).unwrap();
    assert_eq!(events[0], Event::Mulliganed { seat: Seat::B });
    assert_eq!(game.priority(), Some(Seat::A));
}

#[test]
fn r8_setup_order_front_reserve_kingdom_alternating() {
    let mut game = fresh(11, Seat::A);
    play(&mut game, Action::KeepHand);
    play(&mut game, Action::KeepHand);
    let mut order = Vec::new();
    for _ in 0..6 {
        let seat = game.priority().unwrap();
        order.push((seat, format!("{:?}", game.phase())));
        let action = *game
            .legal_actions()
            .iter()
            .find(|a| match a {
                Action::SetupBattlefield { unit, .. }
                | Action::SetupReserve { unit }
                | Action::SetupKingdom { unit } => !game.kind(*unit).is_leader(),
                _ => false,
            })
            .unwrap();
        play(&mut game, action);
    }
    let seats: Vec<Seat> = order.iter().map(|(s, _)| *s).collect();
    assert_eq!(
        seats,
        [Seat::A, Seat::B, Seat::A, Seat::B, Seat::A, Seat::B]
    );
    assert!(order[0].1.starts_with("SetupBattlefield") && order[2].1.starts_with("SetupReserve"));
    assert!(order[4].1.starts_with("SetupKingdom"));
    // Turn 1 of the first player: one unit in each area, the Preparation draw done.
    assert_eq!(game.phase(), Phase::Action);
    assert_eq!(game.turn().active, Seat::A);
    assert_eq!(game.turn().number, 1);
    for seat in Seat::BOTH {
        let z = game.seat_state(seat);
        assert_eq!(
            (z.field_count(), z.reserve.len(), z.kingdom.len()),
            (1, 1, 1)
        );
    }
    assert_eq!(game.seat_state(Seat::A).hand.len(), 2);
    assert_eq!(game.seat_state(Seat::B).hand.len(), 1);
}

#[test]
fn r8_the_leader_never_goes_to_the_kingdom_in_setup() {
    let mut game = fresh(5, Seat::A);
    play(&mut game, Action::KeepHand);
    play(&mut game, Action::KeepHand);
    let leader = in_hand(&game, Seat::A, King);
    play(
        &mut game,
        Action::SetupBattlefield {
            unit: leader,
            cell: cell("F2"),
        },
    );
    let first = game.legal_actions()[0];
    play(&mut game, first);
    for action in game.legal_actions() {
        play(&mut game.clone(), action);
    }
    let first = game.legal_actions()[0];
    play(&mut game, first);
    let first = game.legal_actions()[0];
    play(&mut game, first);
    assert!(game
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::SetupKingdom { unit } if !game.kind(*unit).is_leader())));
}

#[test]
fn r8_first_player_is_drawn_from_the_seed_after_the_mulligans() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..40 {
        let setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), seed);
        let mut game = Match::new(setup, cards::builtin()).unwrap();
        // Unknown to everyone while the mulligans are decided.
        assert_eq!(game.view(None).first_player, None);
        assert_eq!(game.view(Some(Seat::A)).first_player, None);
        game.apply(Action::KeepHand).unwrap();
        assert_eq!(game.view(Some(Seat::B)).first_player, None);
        let events = game.apply(Action::Mulligan).unwrap();
        let first = game.first_player();
        assert_eq!(
            events.last(),
            Some(&Event::FirstPlayerDrawn { seat: first })
        );
        assert_eq!(game.view(None).first_player, Some(first));
        assert_eq!(game.priority(), Some(first));
        firsts.insert(first);
    }
    assert_eq!(firsts.len(), 2);
}
