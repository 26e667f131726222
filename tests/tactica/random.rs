//! Tactica: randomized matches in every mode, with the invariants checked after every action,
//! every listed action applying, unlisted ones refused, and the same seed giving the same match.

use invictus::games::tactica::{Action, EmpireRule, Match, TacticaSetup, Waiting};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn setup(map: &str, players: u8, alliances: Vec<Vec<u8>>, seed: u64) -> TacticaSetup {
    TacticaSetup {
        map: map.into(),
        players,
        alliances,
        seed,
        turn_cap: Some(12),
        empires: Default::default(),
    }
}

/// Plays a random match; returns the version and outcome for determinism checks.
fn play(setup: TacticaSetup, seed: u64, check_every: bool) -> (u64, String) {
    let mut game = Match::new(setup).expect("valid setup");
    let mut rng = Pcg64Mcg::seed_from_u64(seed);
    let mut legal = Vec::new();
    for step in 0..20_000 {
        let waiting = game.waiting();
        let seats = waiting.seats();
        if seats.is_empty() {
            break;
        }
        let seat = seats[rng.gen_range(0..seats.len())];
        game.legal_actions_into(seat, &mut legal);
        legal.retain(|a| *a != Action::Surrender || rng.gen_ratio(1, 400));
        assert!(
            !legal.is_empty(),
            "nothing to do for seat {seat} at {waiting:?}"
        );
        // End the turn now and then so that matches move on.
        let action = if matches!(waiting, Waiting::Turn { .. }) && rng.gen_ratio(1, 8) {
            Action::EndTurn
        } else {
            legal[rng.gen_range(0..legal.len())]
        };
        let before = game.snapshot();
        // Someone else may not take it.
        for other in 0..game.players() {
            if step % 16 == 0 && !waiting.includes(other) && action != Action::Surrender {
                assert!(
                    game.clone().apply(other, &action).is_err(),
                    "seat {other} took {action:?}"
                );
            }
        }
        let result = game.apply(seat, &action);
        assert!(
            result.is_ok(),
            "step {step}: {action:?} by {seat} refused: {result:?} at {waiting:?}"
        );
        if check_every {
            if let Err(e) = game.check_invariants() {
                panic!("step {step}: after {action:?} by {seat}: {e}\nbefore: {before:?}");
            }
        }
    }
    assert!(game.is_over(), "the match did not end within the cap");
    (game.version(), format!("{:?}", game.outcome()))
}

#[test]
fn random_duels_on_the_3p_map_keep_the_invariants() {
    for seed in 0..60 {
        play(setup("tactica-3p", 2, vec![], seed), seed, true);
    }
}

#[test]
fn random_free_for_all_on_every_map_keep_the_invariants() {
    for seed in 0..10 {
        play(setup("tactica-3p", 3, vec![], seed), seed, true);
        play(setup("tactica-4p", 4, vec![], seed), seed, true);
        play(
            setup("tactica-6p", 3 + (seed % 4) as u8, vec![], seed),
            seed,
            true,
        );
    }
}

#[test]
fn random_alliance_games_keep_the_invariants() {
    for seed in 0..6 {
        play(
            setup("tactica-4p", 4, vec![vec![0, 1], vec![2, 3]], seed),
            seed,
            true,
        );
        play(
            setup("tactica-6p", 6, vec![vec![0, 1, 2], vec![3, 4, 5]], seed),
            seed,
            true,
        );
        play(
            setup(
                "tactica-6p",
                6,
                vec![vec![0, 1], vec![2, 3], vec![4, 5]],
                seed,
            ),
            seed,
            true,
        );
    }
}

#[test]
fn t7_random_matches_with_drafted_empires_keep_the_invariants() {
    // The draft itself is played at random: bans, picks and Media's cheaper type.
    let drafted = |map: &str, players: u8, seed: u64| TacticaSetup {
        empires: EmpireRule::Draft,
        ..setup(map, players, vec![], seed)
    };
    for seed in 0..80 {
        play(drafted("tactica-3p", 2, seed), seed, true);
    }
    for seed in 0..6 {
        play(drafted("tactica-3p", 3, seed), seed, true);
        play(drafted("tactica-6p", 6, seed), seed, true);
    }
}

#[test]
fn a_seed_and_the_same_choices_give_the_same_match() {
    for seed in 0..5 {
        let a = play(setup("tactica-3p", 2, vec![], seed), seed, false);
        let b = play(setup("tactica-3p", 2, vec![], seed), seed, false);
        assert_eq!(a, b);
    }
}
