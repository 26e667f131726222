//! R32 to R34: seats and teams, the shared zones, and the team setup.

use crate::common::{cell, in_hand, play, scenario_catalog};
use crate::support::*;
use invictus::games::invictus::cards;
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::UnitKind::*;
use invictus::games::invictus::rules::*;

// ----- R32 Seats and teams -----

#[test]
fn r32_turns_go_a_b_c_d_and_b_a_d_c_when_team_two_is_drawn_first() {
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    assert_eq!(
        active_order(&mut game, 5),
        [Seat::A, Seat::B, Seat::C, Seat::D, Seat::A, Seat::B]
    );
    // Team 2 (B and D) plays first: B, then A, then D (B's partner), then C.
    let mut game = teams()
        .first_player(Seat::B)
        .active(Seat::B)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    assert_eq!(
        active_order(&mut game, 4),
        [Seat::B, Seat::A, Seat::D, Seat::C, Seat::B]
    );
}

#[test]
fn r32_team_one_is_drawn_after_the_mulligans_unless_the_settings_fix_it() {
    let mut firsts = std::collections::HashSet::new();
    for seed in 0..16 {
        let mut game = Match::new(team_setup(seed), cards::builtin()).unwrap();
        for _ in 0..4 {
            assert_eq!(game.first_player_known(), None);
            play(&mut game, Action::KeepHand);
        }
        let first = game
            .first_player_known()
            .expect("drawn after the four mulligans");
        assert!(first.in_duel(), "team 1 is named by its A or B seat");
        assert_eq!(game.phase(), Phase::SetupBattlefield { seat: first });
        firsts.insert(first);
    }
    assert_eq!(firsts.len(), 2, "both teams can be drawn first");
    let mut fixed = team_setup(1);
    fixed.settings.first_player = Some(Seat::B);
    let mut game = Match::new(fixed, cards::builtin()).unwrap();
    for _ in 0..4 {
        play(&mut game, Action::KeepHand);
    }
    assert_eq!(game.first_player_known(), Some(Seat::B));
    let mut bad = team_setup(1);
    bad.settings.first_player = Some(Seat::C);
    assert_eq!(
        Match::new(bad, cards::builtin()).unwrap_err(),
        SetupError::FirstPlayerNotInMatch(Seat::C)
    );
}

#[test]
fn r32_each_player_brings_a_full_army_and_light_match_applies_per_player() {
    let game = Match::new(team_setup(3), cards::builtin()).unwrap();
    for seat in Seat::ALL {
        let owned = game.units().iter().filter(|c| c.army == seat).count();
        assert_eq!(owned, 21, "player {seat}: 20 Soldiers and a Leader");
    }
    let light = Army::parse(
        "leader=king blue=warrior:2 green=guardian:2 red=archer:2 yellow=priest:2 purple=wizard:2",
        true,
    )
    .unwrap();
    let mut setup = MatchSetup::teams(light.clone(), light.clone(), light.clone(), light, 3);
    setup.settings.light_match = true;
    let game = Match::new(setup, cards::builtin()).unwrap();
    assert_eq!(game.units().len(), 44, "10 Soldiers and a Leader each");
    let mut wrong = team_setup(3);
    wrong.settings.light_match = true;
    assert!(matches!(
        Match::new(wrong, cards::builtin()),
        Err(SetupError::Army { seat: Seat::A, .. })
    ));
}

// ----- R33 Zones -----

#[test]
fn r33_a_team_shares_one_battlefield_reserve_and_graveyard_and_owner_differs_from_controller() {
    let game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::C, "F2", Guardian)
        .reserve(Seat::C, &[Archer])
        .graveyard(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::C, &[Wizard])
        .build();
    for seat in [Seat::A, Seat::C] {
        let zones = game.seat_state(seat);
        assert_eq!(zones.field_count(), 2, "{seat} reads the team battlefield");
        assert_eq!(kinds(&game, zones.reserve), [Archer]);
        assert_eq!(kinds(&game, zones.graveyard), [Priest]);
    }
    // Hands are per player.
    assert!(kinds(&game, game.seat_state(Seat::C).hand).contains(&Wizard));
    assert!(!kinds(&game, game.seat_state(Seat::A).hand).contains(&Wizard));
    // C's Guardian on the team battlefield: owned by C, controlled by side A.
    let guardian = game.side_zones(Side::A).at(cell("F2")).unwrap().unit;
    assert_eq!(game.owner(guardian), Seat::C);
    assert_eq!(game.holder(guardian), Some(Holder::Side(Side::A)));
    let wizard = in_hand(&game, Seat::C, Wizard);
    assert_eq!(game.holder(wizard), Some(Holder::Player(Seat::C)));
}

#[test]
fn r33_a_handicap_lowers_a_teams_reserve_limit() {
    let mut settings = Settings {
        reserve_limit: BySide::new(5, 2),
        ..Settings::default()
    };
    settings.mode = Mode::Teams;
    let game = Scenario::teams_of(
        BySeat::teams(king(), king(), king(), king()),
        settings,
        scenario_catalog(),
    )
    .active(Seat::D)
    .field(Seat::A, "F1", Warrior)
    .field(Seat::B, "F1", Warrior)
    .reserve(Seat::B, &[Archer, Archer])
    .hand(Seat::D, &[Warrior])
    .build();
    assert_eq!(game.reserve_limit(Side::B), 2);
    // D's team reserve is full at 2: no support for D.
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { .. })));
    assert_eq!(game.view(None).seats.get(Seat::D).reserve_limit, 2);
    assert_eq!(game.view(None).seats.get(Seat::C).reserve_limit, 5);
}

// ----- R34 Setup -----

#[test]
fn r34_two_soldiers_each_then_front_rows_reserves_and_four_kingdoms() {
    for first in [Seat::A, Seat::B] {
        let mut setup = team_setup(9);
        setup.settings.first_player = Some(first);
        let mut game = Match::new(setup, cards::builtin()).unwrap();
        for seat in Seat::ALL {
            let hand = game.seat_state(seat).hand;
            assert_eq!(hand.len(), 3, "2 Soldiers and the Leader");
            assert_eq!(
                hand.iter().filter(|&&u| game.card(u).is_leader()).count(),
                1
            );
        }
        // A mulligan redraws two.
        play(&mut game, Action::Mulligan);
        for _ in 0..3 {
            play(&mut game, Action::KeepHand);
        }
        assert_eq!(game.seat_state(Seat::A).hand.len(), 3);
        let order = game.view(None).turn_order().unwrap();
        let [p0, p1, p2, p3] = [order[0], order[1], order[2], order[3]];
        assert_eq!(p0, first);
        let mut steps = Vec::new();
        while game.turn().number == 0 {
            steps.push(game.phase());
            let action = *game
                .legal_actions()
                .iter()
                .find(|a| match a {
                    Action::SetupBattlefield { unit, .. } | Action::SetupReserve { unit } => {
                        !game.card(*unit).is_leader()
                    }
                    _ => true,
                })
                .unwrap();
            play(&mut game, action);
        }
        assert_eq!(
            steps,
            [
                Phase::SetupBattlefield { seat: p0 },
                Phase::SetupBattlefield { seat: p1 },
                Phase::SetupReserve { seat: p2 },
                Phase::SetupReserve { seat: p3 },
                Phase::SetupKingdom { seat: p0 },
                Phase::SetupKingdom { seat: p1 },
                Phase::SetupKingdom { seat: p2 },
                Phase::SetupKingdom { seat: p3 },
            ]
        );
        assert_eq!(game.turn().active, p0);
        assert_eq!(game.turn().number, 1);
        for side in Side::BOTH {
            let zones = game.side_zones(side);
            assert_eq!(zones.field_count(), 1, "one unit on each front row");
            assert_eq!(zones.reserve.len(), 1, "one unit in each team reserve");
            assert_eq!(game.owner(zones.reserve[0]).side(), side);
        }
        for seat in Seat::ALL {
            assert_eq!(game.seat_state(seat).kingdom.len(), 1, "{seat}'s kingdom");
        }
        // The front rows were placed by team 1's and team 2's first players.
        assert_eq!(
            game.owner(
                game.side_zones(p0.side())
                    .field_units()
                    .next()
                    .unwrap()
                    .1
                    .unit
            ),
            p0
        );
        assert_eq!(
            game.owner(
                game.side_zones(p1.side())
                    .field_units()
                    .next()
                    .unwrap()
                    .1
                    .unit
            ),
            p1
        );
        // The reserves were filled by the other two players.
        assert_eq!(game.owner(game.side_zones(p2.side()).reserve[0]), p2);
        assert_eq!(game.owner(game.side_zones(p3.side()).reserve[0]), p3);
    }
}
