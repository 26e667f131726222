//! Randomized matches played to the end with random legal actions, checking the engine's
//! invariants after every action, replay determinism and hidden information.

mod common;

use common::{candidate_actions, cell};
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::*;
use invictus::games::invictus::sim::play_random_match;
use invictus::kit::sim::match_seed;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn king_setup(seed: u64) -> MatchSetup {
    MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), seed)
}

/// Plays one match checking, after every action: the invariants (R1, R5, reserve limits, no
/// Leader in a kingdom, somebody to act with a legal action), that every listed action applies,
/// and that sampled unlisted actions are refused without changing anything. Returns the outcome.
fn deep_checked_match(setup: MatchSetup, game_index: u64) -> Outcome {
    let catalog = cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(game_index);
    let mut game = Match::new(setup, catalog).unwrap();
    {
        game.check_invariants().unwrap();
        let mut steps = 0;
        while !game.is_over() {
            let legal = game.legal_actions();
            assert!(!legal.is_empty());
            for &action in &legal {
                let mut copy = game.clone();
                copy.apply(action)
                    .unwrap_or_else(|e| panic!("listed {action:?} refused: {e}"));
                copy.check_invariants()
                    .unwrap_or_else(|e| panic!("after listed {action:?}: {e}"));
            }
            for action in candidate_actions(&game, &mut rng, 12) {
                if legal.contains(&action) {
                    continue;
                }
                let before = game.clone();
                assert_eq!(game.apply(action), Err(RuleError::NotLegal(action)));
                assert_eq!(game, before, "a refused {action:?} changed the match");
            }
            let action = legal[rng.gen_range(0..legal.len())];
            game.apply(action).unwrap();
            game.check_invariants()
                .unwrap_or_else(|e| panic!("game {game_index}, step {steps}, {action:?}: {e}"));
            steps += 1;
            assert!(steps < 5_000, "a match must end");
        }
    }
    game.outcome().unwrap()
}

#[test]
fn random_king_matches_keep_every_invariant() {
    let mut outcomes = std::collections::HashMap::new();
    for game_index in 0..40u64 {
        let outcome = deep_checked_match(king_setup(match_seed(99, game_index)), game_index);
        *outcomes.entry(format!("{outcome:?}")).or_insert(0) += 1;
    }
    // Random play reaches several different endings.
    assert!(outcomes.len() >= 3, "{outcomes:?}");
}

#[test]
fn every_pair_of_pure_versions_keeps_every_invariant() {
    let mut index = 0;
    for a in Version::ALL {
        for b in Version::ALL {
            for _ in 0..2 {
                let setup = MatchSetup::new(Army::pure(a), Army::pure(b), match_seed(31, index));
                deep_checked_match(setup, index);
                index += 1;
            }
        }
    }
}

#[test]
fn random_mixed_armies_keep_every_invariant() {
    let mut rng = Pcg64Mcg::seed_from_u64(2024);
    for index in 0..30 {
        let light = index % 5 == 4;
        let mut setup = MatchSetup::new(
            invictus::games::invictus::sim::random_army(&mut rng, light),
            invictus::games::invictus::sim::random_army(&mut rng, light),
            match_seed(77, index),
        );
        setup.settings.light_match = light;
        for army in [&setup.armies.a, &setup.armies.b] {
            army.validate(light)
                .unwrap_or_else(|e| panic!("{army}: {e}"));
        }
        deep_checked_match(setup, index);
    }
}

#[test]
fn many_fast_matches_of_every_version_keep_the_cheap_invariants() {
    let catalog = cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(5);
    let mut index = 0;
    for a in Version::ALL {
        for b in Version::ALL {
            for _ in 0..10 {
                let setup = MatchSetup::new(Army::pure(a), Army::pure(b), match_seed(8, index));
                play_random_match(setup, catalog, true)
                    .unwrap_or_else(|f| panic!("{a} vs {b}: {f}"));
                index += 1;
            }
        }
    }
    for i in 0..200 {
        let setup = MatchSetup::new(
            invictus::games::invictus::sim::random_army(&mut rng, false),
            invictus::games::invictus::sim::random_army(&mut rng, false),
            match_seed(9, i),
        );
        play_random_match(setup, catalog, true).unwrap_or_else(|f| panic!("{f}"));
    }
}

/// R23: what the acting player sees of an action (events, views, windows offered) does not
/// depend on which hidden cards the other player holds in hand rather than in the draw pile.
#[test]
fn windows_offered_do_not_depend_on_the_hidden_hand() {
    let catalog = cards::builtin();
    let mut compared = 0;
    let mut windows_seen = 0;
    let mut index = 0;
    for a in Version::ALL {
        for b in Version::ALL {
            let setup = MatchSetup::new(Army::pure(a), Army::pure(b), match_seed(55, index));
            index += 1;
            let played = play_random_match(setup.clone(), catalog, false).unwrap();
            let mut game = Match::new(setup, catalog).unwrap();
            for &action in &played.actions {
                let actor = game.priority().unwrap();
                // Ninja takes random cards from that very hand: what it reveals is the point.
                let ninja = matches!(
                    action,
                    Action::PlaySupport {
                        support: SupportUse::Ninja,
                        ..
                    }
                );
                if let (false, Some(mut other)) =
                    (ninja, with_hidden_cards_swapped(&game, actor.pair()))
                {
                    if other.legal_actions().contains(&action) {
                        let mut real = game.clone();
                        let seen = |events: Vec<Event>| -> Vec<Event> {
                            events.iter().map(|e| e.seen_by(Some(actor))).collect()
                        };
                        let real_events = seen(real.apply(action).unwrap());
                        let other_events = seen(other.apply(action).unwrap());
                        windows_seen += real_events
                            .iter()
                            .filter(|e| matches!(e, Event::WindowOpened { .. }))
                            .count();
                        assert_eq!(real_events, other_events, "{a} vs {b}: {action:?}");
                        assert_eq!(real.view(Some(actor)), other.view(Some(actor)));
                        compared += 1;
                    }
                }
                game.apply(action).unwrap();
            }
        }
    }
    assert!(compared > 1_000, "{compared}");
    assert!(windows_seen > 100, "{windows_seen}");
}

#[test]
fn many_fast_random_matches_keep_the_cheap_invariants() {
    let catalog = cards::builtin();
    for i in 0..400 {
        let mut setup = king_setup(match_seed(7, i));
        if i % 4 == 1 {
            setup.armies = BySeat::new(
                Army::pure_light(Version::King),
                Army::pure_light(Version::King),
            );
            setup.settings.light_match = true;
        }
        if i % 4 == 2 {
            setup.settings.reserve_limit = BySide::new(1 + (i % 5) as u8, 5);
        }
        play_random_match(setup, catalog, true).unwrap_or_else(|f| panic!("{f}"));
    }
}

#[test]
fn a_setup_and_its_actions_replay_to_the_same_state() {
    let catalog = cards::builtin();
    for i in 0..20 {
        let setup = king_setup(match_seed(3, i));
        let played = play_random_match(setup.clone(), catalog, false).unwrap();
        let log = invictus::games::invictus::replay::MatchLog {
            setup,
            actions: played.actions.clone(),
        };
        let replayed = log.replay(catalog).unwrap();
        assert_eq!(replayed, played.game);
        assert_eq!(
            serde_json::to_string(&replayed).unwrap(),
            serde_json::to_string(&played.game).unwrap()
        );
    }
}

#[test]
fn a_serialized_match_continues_identically() {
    let catalog = cards::builtin();
    let setup = king_setup(41);
    let played = play_random_match(setup.clone(), catalog, false).unwrap();
    let half = played.actions.len() / 2;
    let mut game = Match::new(setup, catalog).unwrap();
    for &a in &played.actions[..half] {
        game.apply(a).unwrap();
    }
    // The generator travels with the state: shuffles after the restore come out the same.
    let mut restored: Match = serde_json::from_str(&serde_json::to_string(&game).unwrap()).unwrap();
    assert_eq!(restored, game);
    for &a in &played.actions[half..] {
        restored.apply(a).unwrap();
    }
    assert_eq!(restored, played.game);
}

#[test]
fn the_same_seed_gives_the_same_match_and_another_seed_another() {
    let catalog = cards::builtin();
    let a = play_random_match(king_setup(5), catalog, false).unwrap();
    let b = play_random_match(king_setup(5), catalog, false).unwrap();
    let c = play_random_match(king_setup(6), catalog, false).unwrap();
    assert_eq!(a.actions, b.actions);
    assert_eq!(a.game, b.game);
    assert_ne!(a.actions, c.actions);
}

/// Swaps a hand card with a draw-pile card of another kind, through the serialized state.
fn with_hidden_cards_swapped(game: &Match, seat: Seat) -> Option<Match> {
    let zone = game.seat_state(seat);
    let (hi, di) = zone.hand.iter().enumerate().find_map(|(hi, &h)| {
        zone.draw_pile
            .iter()
            .position(|&d| game.kind(d) != game.kind(h) && !game.kind(h).is_leader())
            .map(|di| (hi, di))
    })?;
    let mut value = serde_json::to_value(game).unwrap();
    let zone = &mut value["players"][seat as usize];
    let h = zone["hand"][hi].clone();
    zone["hand"][hi] = zone["draw_pile"][di].clone();
    zone["draw_pile"][di] = h;
    Some(serde_json::from_value(value).unwrap())
}

#[test]
fn the_public_view_never_shows_hidden_cards() {
    let catalog = cards::builtin();
    let mut checked = 0;
    for i in 0..10 {
        let setup = king_setup(match_seed(17, i));
        let played = play_random_match(setup.clone(), catalog, false).unwrap();
        let mut game = Match::new(setup, catalog).unwrap();
        for &action in &played.actions {
            let events = game.apply(action).unwrap();
            let public = game.view(None);
            assert!(public.seats.a.hand.is_none() && public.seats.b.hand.is_none());
            // Own view has the own hand, and only it.
            let own = game.view(Some(Seat::A));
            assert_eq!(
                own.seats.a.hand.as_ref().map(Vec::len),
                Some(game.seat_state(Seat::A).hand.len())
            );
            assert!(own.seats.b.hand.is_none());
            // Changing which hidden cards are where changes nothing public, nor B's view.
            for seat in Seat::BOTH {
                if let Some(other) = with_hidden_cards_swapped(&game, seat) {
                    assert_eq!(other.view(None), public);
                    assert_eq!(other.view(Some(seat.pair())), game.view(Some(seat.pair())));
                    assert_ne!(other.view(Some(seat)), game.view(Some(seat)));
                    checked += 1;
                }
            }
            for e in &events {
                if let Event::Drew { seat, .. } = e {
                    assert_eq!(
                        e.seen_by(None),
                        Event::Drew {
                            seat: *seat,
                            unit: None,
                            kind: None
                        }
                    );
                    assert_eq!(&e.seen_by(Some(*seat)), e);
                }
            }
        }
    }
    assert!(checked > 100);
}

#[test]
fn the_state_version_counts_applied_actions() {
    let catalog = cards::builtin();
    let setup = king_setup(8);
    let played = play_random_match(setup, catalog, false).unwrap();
    assert_eq!(played.game.version(), played.actions.len() as u64);
    let _ = cell("F1");
}
