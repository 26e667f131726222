//! The game contract (`invictus::games::Game`) driven the same way for both games, as hosting
//! drives it: who is waited for, legal actions per seat, applying against a version, stale and
//! out-of-turn choices refused without a change, snapshots that round-trip, events redacted per
//! reader, a window's pass, and an outcome at the end.

use invictus::games::invictus::rules::{Army, MatchSetup, Version};
use invictus::games::tactica::TacticaSetup;
use invictus::games::{Game, GameKind, Refusal, Waiting};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn snapshot_json<G: Game>(game: &G) -> String {
    serde_json::to_string(&game.snapshot()).expect("a snapshot serializes")
}

/// Plays `game` to its end (or `cap` actions) with random legal actions through the contract
/// only, checking the contract at every step. Returns the actions applied and whether it ended.
fn exercise<G: Game>(mut game: G, seed: u64, cap: usize) -> (usize, bool) {
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let seats = game.seats();
    assert!(!seats.is_empty());
    for step in 0..cap {
        let waiting = game.waiting();
        if waiting == Waiting::Over {
            let finish = game.finish().expect("an ended match has an outcome");
            assert!(finish.winners.iter().all(|w| seats.contains(w)));
            assert!(game.legal_actions(seats[0]).is_empty());
            return (step, true);
        }
        assert!(
            game.finish().is_none(),
            "no outcome while the match goes on"
        );
        let acting = waiting.seats();
        assert!(!acting.is_empty(), "someone is waited for");
        let version = game.version();
        // The costly checks (serializing the whole match) now and then.
        let thorough = step % 9 == 0;
        let before = if thorough {
            snapshot_json(&game)
        } else {
            String::new()
        };
        let seat = acting[rng.gen_range(0..acting.len())];
        let legal = game.legal_actions(seat);
        assert!(
            !legal.is_empty(),
            "seat {seat} is waited for and has actions"
        );
        let surrender = game.surrender(seat).expect("a seat of the match");
        let regular: Vec<_> = legal.iter().filter(|a| **a != surrender).collect();
        // A seat that is not waited for has no actions, and its choice is refused.
        if let Some(&idle) = seats.iter().find(|s| !waiting.includes(**s)) {
            assert!(game.legal_actions(idle).is_empty());
            if let Some(action) = regular.first() {
                let refused = game.apply(idle, version, action).expect_err("not its move");
                assert!(
                    matches!(refused, Refusal::NotYourMove | Refusal::NotLegal(_)),
                    "{refused:?}"
                );
                assert_eq!(game.version(), version, "a refusal changes nothing");
                if thorough {
                    assert_eq!(snapshot_json(&game), before, "a refusal changes nothing");
                }
            }
        }
        // A choice made on another version is refused.
        if let Some(action) = regular.first() {
            let refused = game
                .apply(seat, version + 1, action)
                .expect_err("a stale choice");
            assert_eq!(
                refused,
                Refusal::Stale {
                    submitted: version + 1,
                    current: version
                }
            );
            if thorough {
                assert_eq!(snapshot_json(&game), before, "a refusal changes nothing");
            }
        }
        if let Waiting::Window { .. } = waiting {
            let pass = game.pass(seat).expect("a window can be passed");
            assert!(legal.contains(&pass), "the pass is a legal action");
        } else {
            assert!(game.pass(seat).is_none(), "no window, no pass");
        }
        // The match round-trips through its setup and snapshot.
        if thorough {
            let restored = G::restore(game.setup(), game.snapshot()).expect("restores");
            assert_eq!(snapshot_json(&restored), before);
            assert_eq!(restored.legal_actions(seat), legal);
            assert_eq!(restored.waiting(), waiting);
        }
        // Surrender rarely, so that most matches end by the rules.
        let action = if regular.is_empty() || rng.gen_range(0..400) == 0 {
            &surrender
        } else {
            regular[rng.gen_range(0..regular.len())]
        };
        let events = game
            .apply(seat, version, action)
            .expect("a legal action applies");
        assert!(
            game.version() > version,
            "an applied action bumps the version"
        );
        for event in &events {
            for reader in seats.iter().map(|&s| Some(s)).chain([None]) {
                let seen = G::seen_by(event, reader);
                assert_eq!(G::seen_by(&seen, reader), seen, "redaction is stable");
            }
        }
        // Views serialize for every reader.
        if thorough {
            for reader in seats.iter().map(|&s| Some(s)).chain([None]) {
                serde_json::to_string(&game.view(reader)).expect("a view serializes");
            }
        }
    }
    (cap, false)
}

#[test]
fn both_games_keep_the_contract_through_whole_matches() {
    let catalog = invictus::games::invictus::cards::builtin();
    let mut ended = [0, 0];
    for seed in 0..4u64 {
        let setup = MatchSetup::new(
            Army::pure(Version::ALL[seed as usize % 6]),
            Army::pure(Version::ALL[(seed as usize + 1) % 6]),
            seed,
        );
        let game =
            invictus::games::invictus::rules::Match::new(setup, catalog).expect("a valid setup");
        assert_eq!(
            <invictus::games::invictus::rules::Match as Game>::KIND,
            GameKind::Invictus
        );
        ended[0] += exercise(game, seed, 3000).1 as usize;
        for (map, players) in [("tactica-3p", 2u8), ("tactica-4p", 4), ("tactica-6p", 3)] {
            let setup = TacticaSetup {
                map: map.to_string(),
                players,
                alliances: Vec::new(),
                seed,
                turn_cap: Some(8),
                empires: Default::default(),
            };
            let game =
                <invictus::games::tactica::Match as Game>::start(setup).expect("a valid setup");
            ended[1] += exercise(game, seed, 6000).1 as usize;
        }
    }
    assert!(ended[0] >= 3, "Invictus matches ended: {}", ended[0]);
    assert!(ended[1] >= 10, "Tactica matches ended: {}", ended[1]);
}

#[test]
fn a_restore_refuses_a_snapshot_of_another_match() {
    let setup = |seed| TacticaSetup {
        map: "tactica-3p".to_string(),
        players: 2,
        alliances: Vec::new(),
        seed,
        turn_cap: None,
        empires: Default::default(),
    };
    let one = <invictus::games::tactica::Match as Game>::start(setup(1)).expect("valid");
    assert!(<invictus::games::tactica::Match as Game>::restore(setup(2), one.snapshot()).is_err());
    assert!(<invictus::games::tactica::Match as Game>::restore(setup(1), one.snapshot()).is_ok());
}

#[test]
fn game_kinds_have_stable_keys() {
    for kind in GameKind::ALL {
        assert_eq!(GameKind::from_key(kind.key()), Some(kind));
    }
    assert_eq!(GameKind::Invictus.key(), "invictus");
    assert_eq!(GameKind::Tactica.key(), "tactica");
    assert_eq!(GameKind::from_key("chess"), None);
}

/// A refused move says why in the reader's language: hosting hands the reason on as a phrase,
/// worded per reader, never as the engine's English.
#[test]
fn a_refused_path_is_explained_in_the_readers_language() {
    use invictus::games::tactica::players::{PlayerKind, ScriptedPlayer};
    use invictus::games::tactica::{Action, Match, Path};
    use invictus::kit::lang::Lang;
    let setup = TacticaSetup {
        map: "tactica-3p".to_string(),
        players: 2,
        alliances: Vec::new(),
        seed: 3,
        turn_cap: None,
        empires: Default::default(),
    };
    let mut game = <Match as Game>::start(setup).expect("valid");
    let mut player = ScriptedPlayer::new(PlayerKind::Greedy, 3);
    for _ in 0..400 {
        let seat = Game::waiting(&game).seats()[0];
        let moving = Game::legal_actions(&game, seat)
            .into_iter()
            .find(|a| matches!(a, Action::Move { .. }));
        if let Some(Action::Move { unit, .. }) = moving {
            // A step from the unit's field onto itself, which is not vacant.
            let bad = Action::Move {
                unit,
                path: Path::from_slice(&[unit]).unwrap(),
                leave_wagon: false,
            };
            let version = game.version();
            let refused = Game::apply(&mut game, seat, version, &bad).expect_err("refused");
            let Refusal::NotLegal(Some(why)) = refused else {
                panic!("a reason: {refused:?}");
            };
            let english = why.text(Lang::EN);
            let french = why.text(Lang::FR);
            assert!(
                english.contains("the path crosses a field that is not vacant"),
                "{english}"
            );
            assert!(
                !french.contains("neighbouring") && french != english,
                "{french}"
            );
            assert_eq!(game.version(), version, "nothing changed");
            return;
        }
        let action = player.choose(&game, seat);
        let version = game.version();
        Game::apply(&mut game, seat, version, &action).expect("a legal choice");
    }
    panic!("no move was ever open");
}

/// T5, T120: a challenge that cannot start says why in the reader's language.
#[test]
fn t120_an_offer_that_cannot_start_is_refused_in_the_readers_language() {
    use invictus::games::tactica::Match;
    use invictus::games::tactica::TacticaOffer;
    use invictus::games::{Offered, Saved};
    use invictus::kit::lang::Lang;
    let offer = |map: &str, players: u8, alliances: Vec<Vec<u8>>| TacticaOffer {
        map: map.to_string(),
        players,
        alliances,
        empires: false,
        series_loser: None,
        given_empires: Vec::new(),
    };
    let cases = [
        (
            offer("tactica-4p", 2, Vec::new()),
            "not played by 2 players",
        ),
        (
            offer("tactica-3p", 2, vec![vec![0], vec![1]]),
            "4- and 6-castle maps only",
        ),
        (
            offer("tactica-6p", 4, vec![vec![0, 1], vec![2, 9]]),
            "exactly one alliance",
        ),
        (
            offer("tactica-6p", 6, vec![vec![0, 1], vec![2, 3, 4, 5]]),
            "all of two or all of three",
        ),
    ];
    for (offer, english) in cases {
        let why = <Match as Offered>::check_offer(&offer, &Saved::default()).expect_err("refused");
        assert!(
            why.text(Lang::EN).contains(english),
            "{}",
            why.text(Lang::EN)
        );
        for lang in [Lang::FR, Lang::CS] {
            let text = why.text(lang);
            assert!(
                !text.contains(english) && !text.contains("This match"),
                "{text}"
            );
        }
    }
    assert!(<Match as Offered>::check_offer(
        &offer("tactica-3p", 2, Vec::new()),
        &Saved::default()
    )
    .is_ok());
}
