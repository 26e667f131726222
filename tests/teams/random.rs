//! Randomized team matches checked after every action, and redeals.

use crate::common::candidate_actions;
use crate::support::*;
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::*;
use invictus::games::invictus::sim::random_army;
use invictus::kit::sim::match_seed;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

// ----- Randomized team matches -----

/// Every listed action applies, sampled unlisted ones are refused without change, the
/// invariants hold (R1 on both team battlefields, R5, draw piles hold their player's cards,
/// only the next player has priority during a turn), and no view holds another player's hand.
fn checked_team_match(setup: MatchSetup, index: u64) -> Outcome {
    let mut rng = Pcg64Mcg::seed_from_u64(index);
    let mut game = Match::new(setup, cards::builtin()).unwrap();
    game.check_invariants().unwrap();
    let mut steps = 0;
    while !game.is_over() {
        let legal = game.legal_actions();
        assert!(!legal.is_empty());
        if steps % 3 == 0 {
            for &action in &legal {
                let mut copy = game.clone();
                copy.apply(action)
                    .unwrap_or_else(|e| panic!("listed {action:?} refused: {e}"));
                copy.check_invariants()
                    .unwrap_or_else(|e| panic!("after listed {action:?}: {e}"));
            }
        }
        for action in candidate_actions(&game, &mut rng, 8) {
            if legal.contains(&action) {
                continue;
            }
            let before = game.clone();
            assert_eq!(game.apply(action), Err(RuleError::NotLegal(action)));
            assert_eq!(game, before, "a refused {action:?} changed the match");
        }
        // Nobody but the player with priority may act, and any seat may resign at any time.
        if let Some(priority) = game.priority() {
            for seat in Seat::ALL.into_iter().filter(|&s| s != priority) {
                let before = game.clone();
                assert!(game.apply_as(seat, game.version(), legal[0]).is_err());
                assert_eq!(game, before);
            }
        }
        if game.window_open() {
            // R37 with R22's nesting: the next player answers the active player, and the
            // active player answers the next player's reaction (or reacts after a hit).
            let active = game.turn().active;
            let reactor = game.priority().unwrap();
            let answers_active = match game.stack().last() {
                Some(Frame::Attack { seat, .. } | Frame::Support { seat, .. }) => *seat == active,
                _ => false,
            };
            assert_eq!(
                reactor,
                if answers_active {
                    game.next(active)
                } else {
                    active
                },
                "game {index}, step {steps}: {:?}, first {:?}",
                game.stack(),
                game.first_player()
            );
        }
        assert_views_hide_other_hands(&game);
        let action = legal[rng.gen_range(0..legal.len())];
        game.apply(action).unwrap();
        game.check_invariants()
            .unwrap_or_else(|e| panic!("game {index}, step {steps}, {action:?}: {e}"));
        for seat in Seat::ALL {
            let owned = game.units().iter().filter(|c| c.army == seat).count();
            let held = (0..game.units().len())
                .map(|i| UnitId(i as u8))
                .filter(|&u| game.owner(u) == seat && game.holder(u).is_some())
                .count();
            assert_eq!(owned, held, "every card of {seat}'s army is somewhere");
        }
        steps += 1;
        assert!(steps < 10_000, "a match must end");
    }
    game.outcome().unwrap()
}

fn assert_views_hide_other_hands(game: &Match) {
    for viewer in [
        None,
        Some(Seat::A),
        Some(Seat::B),
        Some(Seat::C),
        Some(Seat::D),
    ] {
        let view = game.view(viewer);
        let own_actions: Vec<UnitId> = view
            .actions
            .iter()
            .flat_map(|a| match *a {
                Action::PlaySupport { unit, .. }
                | Action::Recruit { unit, .. }
                | Action::SetupBattlefield { unit, .. }
                | Action::SetupReserve { unit }
                | Action::SetupKingdom { unit }
                | Action::SendToKingdom { unit }
                | Action::Discard { unit }
                | Action::Conscript { unit, .. } => vec![unit],
                _ => vec![],
            })
            .collect();
        for seat in Seat::ALL {
            assert_eq!(view.seats.get(seat).hand.is_some(), viewer == Some(seat));
            let zones = game.seat_state(seat);
            for &unit in zones.draw_pile {
                assert_eq!(view.kind_of(unit), None, "{viewer:?} sees {seat}'s pile");
            }
            if viewer != Some(seat) {
                for &unit in zones.hand {
                    assert!(
                        view.kind_of(unit).is_none() || own_actions.contains(&unit),
                        "{viewer:?} sees {seat}'s hand card {unit}"
                    );
                }
            }
        }
        if viewer.is_none() || viewer != game.priority() {
            assert!(view.actions.is_empty());
        }
    }
}

#[test]
fn random_team_matches_keep_every_invariant() {
    let mut rng = Pcg64Mcg::seed_from_u64(44);
    let mut outcomes = std::collections::HashMap::new();
    for index in 0..24u64 {
        let setup = match index % 4 {
            0 => team_setup(match_seed(44, index)),
            1 => {
                let pick = |rng: &mut Pcg64Mcg| Army::pure(Version::ALL[rng.gen_range(0..6)]);
                MatchSetup::teams(
                    pick(&mut rng),
                    pick(&mut rng),
                    pick(&mut rng),
                    pick(&mut rng),
                    match_seed(44, index),
                )
            }
            2 => {
                let light = index % 8 == 2;
                let mut setup = MatchSetup::teams(
                    random_army(&mut rng, light),
                    random_army(&mut rng, light),
                    random_army(&mut rng, light),
                    random_army(&mut rng, light),
                    match_seed(44, index),
                );
                setup.settings.light_match = light;
                setup
            }
            _ => {
                let mut setup = team_setup(match_seed(44, index));
                setup.settings.reserve_limit = BySide::new(rng.gen_range(1..=5), 5);
                setup
            }
        };
        let outcome = checked_team_match(setup, index);
        let key = match outcome {
            Outcome::Win { condition, .. } => format!("{condition:?}"),
            Outcome::Draw => "draw".to_string(),
        };
        *outcomes.entry(key).or_insert(0) += 1;
    }
    assert!(outcomes.len() >= 2, "{outcomes:?}");
}

#[test]
fn a_redeal_for_one_player_deals_the_three_other_hands_again_each_from_its_own_pool() {
    let mut rng = Pcg64Mcg::seed_from_u64(17);
    let mut positions = Vec::new();
    for index in 0..8 {
        let mut game = Match::new(team_setup(match_seed(17, index)), cards::builtin()).unwrap();
        while !game.is_over() {
            if rng.gen_range(0..3) == 0 {
                positions.push(game.clone());
            }
            let legal = game.legal_actions();
            game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
        }
    }
    assert!(positions.len() > 50, "{}", positions.len());
    let sorted = |units: &[UnitId]| {
        let mut v = units.to_vec();
        v.sort_unstable();
        v
    };
    let mut partner_changed = 0;
    for game in &positions {
        for viewer in Seat::ALL {
            let redealt = game.redeal_hidden(viewer, &mut rng);
            redealt.check_invariants().unwrap();
            assert_eq!(redealt.view(Some(viewer)), game.view(Some(viewer)));
            assert_eq!(redealt.view(None), game.view(None));
            for seat in Seat::ALL.into_iter().filter(|&s| s != viewer) {
                let (after, before) = (redealt.seat_state(seat), game.seat_state(seat));
                assert_eq!(after.hand.len(), before.hand.len());
                let pool = |z: &SeatZones| sorted(&[z.hand, z.draw_pile].concat());
                assert_eq!(pool(&after), pool(&before), "{seat}'s own cards only");
                // Public cards in a hand stay: Leaders and cards of another army.
                for &u in before.hand {
                    if game.card(u).is_leader() || game.owner(u) != seat {
                        assert!(after.hand.contains(&u));
                    }
                }
                if seat == viewer.partner() && sorted(after.hand) != sorted(before.hand) {
                    partner_changed += 1;
                }
            }
        }
    }
    assert!(
        partner_changed > positions.len(),
        "the partner's hand is dealt again too"
    );
}
