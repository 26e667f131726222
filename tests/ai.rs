//! The built-in opponent: decisions blind to hidden cards, always legal, reproducible, taking a
//! win and parrying a loss when one is on the board, and beating a random player.

mod common;

use common::{cell, in_hand, king, play};
use invictus::games::invictus::cards;
use invictus::games::invictus::opponent::{evaluate, greedy_choice, Ai, Level};
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::*;
use invictus::games::invictus::sim::{play_match, PlayerKind};
use invictus::kit::sim::match_seed;
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

use UnitKind::{Archer, Guardian, Priest, Warrior, Wizard};

/// A's action phase with several sensible choices. `split` picks one of two dealings of the
/// cards A cannot see (B's hand and draw pile from the same pool, and A's own draw order).
fn a_to_act(split: bool) -> Match {
    let base = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F2", Archer)
        .field(Seat::A, "B2", UnitKind::King)
        .field(Seat::B, "F1", Priest)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "B2", UnitKind::King)
        .hand(Seat::A, &[Warrior, Archer, Wizard, Priest])
        .reserve(Seat::A, &[Guardian])
        .reserve(Seat::B, &[Archer])
        .kingdom(Seat::A, &[Warrior, Priest])
        .kingdom(Seat::B, &[Wizard, Priest]);
    if split {
        base.hand(Seat::B, &[Wizard, Guardian, Warrior])
            .draw_pile(Seat::B, &[Archer, Warrior])
            .draw_pile(Seat::A, &[Guardian, Wizard, Archer])
            .build()
    } else {
        base.hand(Seat::B, &[Archer, Warrior, Warrior])
            .draw_pile(Seat::B, &[Guardian, Wizard])
            .draw_pile(Seat::A, &[Archer, Guardian, Wizard])
            .build()
    }
}

/// B's window against an attack that would kill its Leader: a Guardian in hand saves it. A's
/// Wizards are in its graveyard, so nothing can negate the Guardian. `split` picks one of two
/// dealings of what B cannot see (A's hand and draw pile, B's own draw order).
fn b_must_react(split: bool) -> Match {
    let base = king()
        .field(Seat::A, "F2", Warrior)
        .tilted(Seat::A, "F1", Warrior)
        .field(Seat::A, "B2", UnitKind::King)
        .field_with(Seat::B, "F2", UnitKind::King, false, 2)
        .field(Seat::B, "F1", Priest)
        .graveyard(Seat::A, &[Wizard, Wizard, Wizard, Wizard])
        .hand(Seat::B, &[Guardian, Archer])
        .kingdom(Seat::A, &[Priest])
        .kingdom(Seat::B, &[Priest]);
    let built = if split {
        base.hand(Seat::A, &[Archer, Priest])
            .draw_pile(Seat::A, &[Guardian, Warrior])
            .draw_pile(Seat::B, &[Warrior, Wizard])
            .build()
    } else {
        base.hand(Seat::A, &[Guardian, Warrior])
            .draw_pile(Seat::A, &[Priest, Archer])
            .draw_pile(Seat::B, &[Wizard, Warrior])
            .build()
    };
    let mut game = built;
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F2"),
            target: cell("F2"),
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    game
}

#[test]
fn hidden_cards_never_change_a_decision() {
    for (one, two, seat) in [
        (a_to_act(false), a_to_act(true), Seat::A),
        (b_must_react(false), b_must_react(true), Seat::B),
    ] {
        assert_ne!(one, two, "the two dealings differ");
        assert_eq!(one.view(Some(seat)), two.view(Some(seat)));
        assert!(one.legal_actions().len() > 1);
        for level in Level::ALL {
            let seeds: &[u64] = if level == Level::Hard { &[1] } else { &[1, 2] };
            for &seed in seeds {
                let ai = Ai::new(level, seed);
                assert_eq!(
                    ai.choose(&one, seat),
                    ai.choose(&two, seat),
                    "{level}, seed {seed}"
                );
            }
        }
        let greedy = |game: &Match| greedy_choice(game, seat, &mut Pcg64Mcg::seed_from_u64(5));
        assert_eq!(greedy(&one), greedy(&two));
        for s in Seat::BOTH {
            assert_eq!(evaluate(&one, s), evaluate(&two, s));
        }
    }
}

#[test]
fn a_decision_is_reproducible() {
    let game = a_to_act(false);
    // Hard is compared on two dealings in `hidden_cards_never_change_a_decision`.
    for level in [Level::Easy, Level::Normal] {
        let ai = Ai::new(level, 9);
        assert_eq!(ai.level(), level);
        let first = ai.choose(&game, Seat::A);
        assert!(first.is_some());
        assert_eq!(Ai::new(level, 9).choose(&game, Seat::A), first);
    }
}

#[test]
fn every_level_takes_a_winning_attack() {
    // B's King has one health left and no Guardian can come (all in B's graveyard).
    let game = king()
        .field(Seat::A, "F2", Warrior)
        .field(Seat::A, "F1", Archer)
        .field_with(Seat::B, "F2", UnitKind::King, false, 3)
        .field(Seat::B, "F1", Warrior)
        .graveyard(Seat::B, &[Guardian, Guardian, Guardian, Guardian])
        .hand(Seat::A, &[Warrior, Priest, Wizard])
        .build();
    let win = Action::Attack {
        attacker: cell("F2"),
        target: cell("F2"),
    };
    assert!(game.legal_actions().contains(&win));
    for level in Level::ALL {
        assert_eq!(
            Ai::new(level, 3).choose(&game, Seat::A),
            Some(win),
            "{level}"
        );
    }
    let mut rng = Pcg64Mcg::seed_from_u64(1);
    assert_eq!(greedy_choice(&game, Seat::A, &mut rng), Some(win));
    let mut after = game.clone();
    play(&mut after, win);
    assert_eq!(evaluate(&after, Seat::A), 1.0);
    assert_eq!(evaluate(&after, Seat::B), 0.0);
}

#[test]
fn normal_and_hard_parry_an_attack_on_their_leader() {
    let game = b_must_react(false);
    let guardian = Action::PlaySupport {
        unit: in_hand(&game, Seat::B, Guardian),
        support: SupportUse::Guardian,
    };
    assert!(game.legal_actions().contains(&guardian));
    for level in [Level::Normal, Level::Hard] {
        assert_eq!(
            Ai::new(level, 4).choose(&game, Seat::B),
            Some(guardian),
            "{level}"
        );
    }
}

#[test]
fn the_ai_answers_only_when_it_has_priority_and_only_with_legal_actions() {
    let catalog = cards::builtin();
    let mut rng = Pcg64Mcg::seed_from_u64(21);
    let mut checked = 0;
    for (i, a) in Version::ALL.into_iter().enumerate() {
        let b = Version::ALL[(i + 2) % 6];
        let setup = MatchSetup::new(Army::pure(a), Army::pure(b), match_seed(4, i as u64));
        let mut game = Match::new(setup, catalog).unwrap();
        let easy = Ai::new(Level::Easy, i as u64);
        let normal = Ai::new(Level::Normal, i as u64);
        while !game.is_over() {
            let seat = game.priority().unwrap();
            let legal = game.legal_actions();
            assert_eq!(easy.choose(&game, seat.pair()), None);
            let mut ais = vec![&easy];
            if legal.len() > 1 && rng.gen_range(0..20) == 0 {
                ais.push(&normal);
            }
            for ai in ais {
                let action = ai.choose(&game, seat).unwrap();
                assert!(legal.contains(&action), "{action:?} not in {legal:?}");
                checked += 1;
            }
            let greedy = greedy_choice(&game, seat, &mut rng).unwrap();
            assert!(legal.contains(&greedy));
            assert_eq!(greedy_choice(&game, seat.pair(), &mut rng), None);
            let value = evaluate(&game, seat);
            assert!(value > 0.0 && value < 1.0, "{value}");
            game.apply(legal[rng.gen_range(0..legal.len())]).unwrap();
        }
        assert_eq!(easy.choose(&game, Seat::A), None);
        assert_eq!(easy.choose(&game, Seat::B), None);
    }
    assert!(checked > 200, "{checked}");
}

#[test]
fn normal_beats_random_play() {
    let catalog = cards::builtin();
    for index in 0..2u64 {
        let setup = MatchSetup::new(
            Army::pure(Version::ALL[index as usize]),
            Army::pure(Version::ALL[index as usize + 3]),
            match_seed(11, index),
        );
        let (ai_seat, players) = if index.is_multiple_of(2) {
            (
                Seat::A,
                BySeat::new(PlayerKind::Ai(Level::Normal), PlayerKind::Random),
            )
        } else {
            (
                Seat::B,
                BySeat::new(PlayerKind::Random, PlayerKind::Ai(Level::Normal)),
            )
        };
        let played = play_match(setup, catalog, &players, true, None).unwrap();
        assert!(
            matches!(played.game.outcome(), Some(Outcome::Win { side, .. }) if side == ai_seat.side()),
            "game {index}: {:?}",
            played.game.outcome()
        );
        assert!(!played.ai_decision_micros.is_empty());
    }
}

#[test]
fn levels_read_and_print_by_name() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
        assert_eq!(
            serde_json::to_string(&level).unwrap(),
            format!("\"{level}\"")
        );
    }
    assert_eq!(" HARD ".parse::<Level>(), Ok(Level::Hard));
    assert_eq!(Level::default(), Level::Normal);
    let err = "expert".parse::<Level>().unwrap_err();
    assert!(err.contains("easy, normal, hard"), "{err}");
    assert_eq!("ai:easy".parse(), Ok(PlayerKind::Ai(Level::Easy)));
    assert_eq!("ai".parse(), Ok(PlayerKind::Ai(Level::Normal)));
    assert_eq!("greedy".parse(), Ok(PlayerKind::Greedy));
    assert!("ai:expert".parse::<PlayerKind>().is_err());
}

#[test]
fn the_evaluation_prefers_more_units_and_more_citizens() {
    let scenario = |extra_a: bool, citizens: bool| -> Match {
        let mut s: Scenario = king()
            .field(Seat::A, "F2", Warrior)
            .field(Seat::B, "F2", Warrior)
            .hand(Seat::A, &[Archer])
            .hand(Seat::B, &[Archer]);
        if extra_a {
            s = s.field(Seat::A, "F1", Guardian);
        }
        if citizens {
            s = s.kingdom(Seat::A, &[Priest, Wizard]);
        }
        s.build()
    };
    let even = evaluate(&scenario(false, false), Seat::A);
    assert!((even - 0.5).abs() < 1e-9, "{even}");
    assert!(evaluate(&scenario(true, false), Seat::A) > even);
    assert!(evaluate(&scenario(false, true), Seat::A) > even);
    assert!(evaluate(&scenario(true, false), Seat::B) < even);
}

/// C's action phase in a team match. `split` picks one of two dealings of what C cannot see:
/// its partner A's hand and draw pile (R44), the opponents' hands and piles, and C's own draw
/// order.
fn c_to_act_in_teams(split: bool) -> Match {
    let base = Scenario::teams(common::scenario_catalog())
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::C, "F2", Archer)
        .field(Seat::C, "B2", UnitKind::King)
        .field(Seat::B, "F1", Priest)
        .field(Seat::D, "F2", Guardian)
        .field(Seat::B, "B2", UnitKind::King)
        .field(Seat::D, "B1", UnitKind::King)
        .field(Seat::A, "B1", UnitKind::King)
        .hand(Seat::C, &[Warrior, Archer, Wizard])
        .kingdom(Seat::C, &[Warrior])
        .kingdom(Seat::D, &[Wizard]);
    if split {
        base.hand(Seat::A, &[Wizard, Guardian])
            .draw_pile(Seat::A, &[Archer, Warrior])
            .hand(Seat::D, &[Priest, Archer])
            .draw_pile(Seat::D, &[Warrior])
            .draw_pile(Seat::C, &[Guardian, Priest])
            .build()
    } else {
        base.hand(Seat::A, &[Archer, Warrior])
            .draw_pile(Seat::A, &[Guardian, Wizard])
            .hand(Seat::D, &[Warrior, Archer])
            .draw_pile(Seat::D, &[Priest])
            .draw_pile(Seat::C, &[Priest, Guardian])
            .build()
    }
}

#[test]
fn in_the_team_mode_a_decision_never_depends_on_the_partners_hand() {
    let (one, two) = (c_to_act_in_teams(false), c_to_act_in_teams(true));
    assert_ne!(
        one.seat_state(Seat::A).hand,
        two.seat_state(Seat::A).hand,
        "the partner's hands differ"
    );
    assert_eq!(one.view(Some(Seat::C)), two.view(Some(Seat::C)));
    assert!(one.legal_actions().len() > 1);
    for level in Level::ALL {
        let ai = Ai::new(level, 3);
        let chosen = ai.choose(&one, Seat::C);
        assert!(chosen.is_some_and(|a| one.is_legal(a)));
        assert_eq!(chosen, ai.choose(&two, Seat::C), "{level}");
    }
    for seat in Seat::ALL {
        assert_eq!(evaluate(&one, seat), evaluate(&two, seat));
    }
}

#[test]
fn a_team_of_built_in_players_beats_a_team_of_random_players() {
    let catalog = cards::builtin();
    let king = || Army::pure(Version::King);
    let mut wins = 0;
    for index in 0..10u64 {
        let setup = MatchSetup::teams(king(), king(), king(), king(), match_seed(8, index));
        let ai = PlayerKind::Ai(Level::Easy);
        let (players, ai_side) = if index % 2 == 0 {
            (
                BySeat::teams(ai, PlayerKind::Random, ai, PlayerKind::Random),
                Side::A,
            )
        } else {
            (
                BySeat::teams(PlayerKind::Random, ai, PlayerKind::Random, ai),
                Side::B,
            )
        };
        let played = play_match(setup, catalog, &players, true, None).unwrap();
        if matches!(played.game.outcome(), Some(Outcome::Win { side, .. }) if side == ai_side) {
            wins += 1;
        }
    }
    assert!(wins >= 9, "the built-in team won {wins} of 10");
}
