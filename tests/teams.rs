//! The 4-player team mode (R32–R44), the corrected R5/R7/R8 in it, and randomized team matches
//! checked after every action.

mod common;

use common::{candidate_actions, cell, in_hand, play, scenario_catalog};
use invictus::catalog;
use invictus::engine::scenario::{Leftovers, Scenario};
use invictus::engine::UnitKind::*;
use invictus::engine::*;
use invictus::sim::{match_seed, random_army};
use rand::{Rng, SeedableRng};
use rand_pcg::Pcg64Mcg;

fn teams() -> Scenario {
    Scenario::teams(scenario_catalog())
}

fn king() -> Army {
    Army::pure(Version::King)
}

fn team_setup(seed: u64) -> MatchSetup {
    MatchSetup::teams(king(), king(), king(), king(), seed)
}

fn kinds(game: &Match, units: &[UnitId]) -> Vec<UnitKind> {
    units.iter().map(|&u| game.kind(u)).collect()
}

/// Plays an attack and passes every window it opens, until its player acts again.
fn attack_through(game: &mut Match, attacker: &str, target: &str) {
    play(
        game,
        Action::Attack {
            attacker: cell(attacker),
            target: cell(target),
        },
    );
    while game.window_open() {
        play(game, Action::Pass);
    }
}

/// Ends the active player's turn, through the discard phase if it opens.
fn end_turn(game: &mut Match) {
    play(game, Action::EndTurn);
    if game.phase() == Phase::Discard {
        play(game, Action::EndTurn);
    }
}

/// Ends `turns` turns, returning who was active from the first to the last.
fn active_order(game: &mut Match, turns: usize) -> Vec<Seat> {
    let mut order = vec![game.turn().active];
    for _ in 0..turns {
        end_turn(game);
        order.push(game.turn().active);
    }
    order
}

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
        let mut game = Match::new(team_setup(seed), catalog::builtin()).unwrap();
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
    let mut game = Match::new(fixed, catalog::builtin()).unwrap();
    for _ in 0..4 {
        play(&mut game, Action::KeepHand);
    }
    assert_eq!(game.first_player_known(), Some(Seat::B));
    let mut bad = team_setup(1);
    bad.settings.first_player = Some(Seat::C);
    assert_eq!(
        Match::new(bad, catalog::builtin()).unwrap_err(),
        SetupError::FirstPlayerNotInMatch(Seat::C)
    );
}

#[test]
fn r32_each_player_brings_a_full_army_and_light_match_applies_per_player() {
    let game = Match::new(team_setup(3), catalog::builtin()).unwrap();
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
    let game = Match::new(setup, catalog::builtin()).unwrap();
    assert_eq!(game.units().len(), 44, "10 Soldiers and a Leader each");
    let mut wrong = team_setup(3);
    wrong.settings.light_match = true;
    assert!(matches!(
        Match::new(wrong, catalog::builtin()),
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
        let mut game = Match::new(setup, catalog::builtin()).unwrap();
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

// ----- R35 The active player's reach -----

#[test]
fn r35_the_active_player_controls_the_partners_units_and_uses_only_their_own_hand() {
    let mut game = teams()
        .active(Seat::C)
        .tilted(Seat::A, "F1", Warrior)
        .field(Seat::A, "F3", Guardian)
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F3", Warrior)
        .reserve(Seat::A, &[Archer])
        .hand(Seat::A, &[Priest])
        .hand(Seat::C, &[Wizard])
        .draw_pile(Seat::C, &[Guardian])
        .draw_pile(Seat::A, &[Warrior])
        .leftovers(Leftovers::Graveyard)
        .build();
    // C may attack with A's Guardian on the team battlefield.
    assert!(game.legal_actions().contains(&Action::Attack {
        attacker: cell("F3"),
        target: cell("F3")
    }));
    // Recruit: the team reserve's leftmost unit (A's Archer), or nothing from A's hand.
    let archer = game.seat_state(Seat::A).reserve[0];
    let priest = in_hand(&game, Seat::A, Priest);
    let legal = game.legal_actions();
    assert!(legal.contains(&Action::Recruit {
        unit: archer,
        cell: cell("F2")
    }));
    assert!(!legal.iter().any(|a| matches!(a,
        Action::Recruit { unit, .. } | Action::SendToKingdom { unit } if *unit == priest)));
    play(
        &mut game,
        Action::Recruit {
            unit: archer,
            cell: cell("F2"),
        },
    );
    assert_eq!(game.owner(archer), Seat::A);
    assert_eq!(game.holder(archer), Some(Holder::Side(Side::A)));
    end_turn(&mut game);
    // D's turn, then A's: A draws from A's own pile, and the team battlefield straightens.
    assert_eq!(game.turn().active, Seat::D);
    end_turn(&mut game);
    assert_eq!(game.turn().active, Seat::A);
    assert!(kinds(&game, game.seat_state(Seat::A).hand).contains(&Warrior));
    assert_eq!(
        game.seat_state(Seat::C).draw_pile.len(),
        1,
        "C did not draw"
    );
    assert!(game
        .side_zones(Side::A)
        .field_units()
        .all(|(_, fu)| !fu.tilted));
}

// ----- R36 "You" and "the opponent" -----

#[test]
fn r36_the_opponent_of_the_active_player_is_the_next_player() {
    // C plays Ninja: the cards come from D's hand (the next player), not B's.
    let setup = Scenario::teams_of(
        BySeat::teams(
            king(),
            king(),
            Army::pure(Version::Shogun),
            Army::pure(Version::Shogun),
        ),
        Settings::default(),
        scenario_catalog(),
    )
    .active(Seat::C)
    .field(Seat::A, "F1", Warrior)
    .field(Seat::B, "F1", Warrior)
    .hand(Seat::B, &[Warrior, Warrior, Warrior])
    .hand(Seat::D, &[Juhei, Juhei])
    .hand(Seat::C, &[Ninja]);
    let mut game = setup.build();
    assert_eq!(game.opponent(Seat::C), Seat::D);
    assert_eq!(game.opponent(Seat::D), Seat::C);
    assert_eq!(game.opponent(Seat::B), Seat::C);
    let ninja = in_hand(&game, Seat::C, Ninja);
    let b_hand = game.seat_state(Seat::B).hand.to_vec();
    play(
        &mut game,
        Action::PlaySupport {
            unit: ninja,
            support: SupportUse::Ninja,
        },
    );
    while game.priority() == Some(Seat::D) {
        play(&mut game, Action::Pass);
    }
    assert_eq!(game.seat_state(Seat::B).hand, b_hand, "B's hand untouched");
    let reserve = &game.side_zones(Side::B).reserve;
    assert_eq!(reserve.len(), 2);
    assert!(reserve.iter().all(|&u| game.owner(u) == Seat::D));
    // Archer-like damage lands on the opponent's team battlefield.
    let game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::D, "F1", Warrior)
        .hand(Seat::C, &[Archer])
        .build();
    let archer = in_hand(&game, Seat::C, Archer);
    assert!(game.legal_actions().contains(&Action::PlaySupport {
        unit: archer,
        support: SupportUse::Archer { target: cell("F1") }
    }));
}

#[test]
fn r36_for_the_reacting_player_the_opponent_is_the_active_player() {
    // B (reacting to A's Warrior support) negates it with Druid: A's team graveyard feeds
    // A's team reserve.
    let game = Scenario::teams_of(
        BySeat::teams(
            king(),
            Army::pure(Version::Odin),
            king(),
            Army::pure(Version::Odin),
        ),
        Settings::default(),
        scenario_catalog(),
    )
    .field(Seat::A, "F1", Warrior)
    .field(Seat::B, "F1", Druid)
    .graveyard(Seat::A, &[Priest])
    .hand(Seat::A, &[Warrior])
    .hand(Seat::B, &[Druid])
    .build();
    let mut game = game;
    let warrior = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    let priest = game.side_zones(Side::A).graveyard[0];
    let druid = in_hand(&game, Seat::B, Druid);
    play(
        &mut game,
        Action::PlaySupport {
            unit: druid,
            support: SupportUse::Druid { unit: priest },
        },
    );
    while game.priority() != Some(Seat::A) || game.window_open() {
        play(&mut game, Action::Pass);
    }
    assert!(game.side_zones(Side::A).reserve.contains(&priest));
}

// ----- R37 Who reacts -----

#[test]
fn r37_only_the_next_player_gets_a_window() {
    // B's King (whose supports include Guardian) stands on the battlefield, out of B's hand.
    let build = |b: &[UnitKind], d: &[UnitKind]| {
        teams()
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .field(Seat::B, "F2", King)
            .hand(Seat::B, b)
            .hand(Seat::D, d)
            .leftovers(Leftovers::Graveyard)
            .build()
    };
    let attack = Action::Attack {
        attacker: cell("F1"),
        target: cell("F1"),
    };
    // B holds a Guardian: B's window.
    let mut game = build(&[Guardian], &[]);
    play(&mut game, attack);
    assert_eq!(game.priority(), Some(Seat::B));
    assert!(game.window_open());
    // Only D holds one: no window at all, the attack resolves.
    let mut game = build(&[Warrior], &[Guardian]);
    play(&mut game, attack);
    assert!(!game.window_open());
    assert_eq!(game.priority(), Some(Seat::A));
    // On C's turn, D answers; B never does.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian])
        .hand(Seat::D, &[Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    play(&mut game, attack);
    assert_eq!(game.priority(), Some(Seat::D));
}

// ----- R38 Captures -----

#[test]
fn r38_a_captured_soldier_joins_the_attacking_players_kingdom() {
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::D, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .leftovers(Leftovers::Graveyard)
        .build();
    let target = game.side_zones(Side::B).at(cell("F1")).unwrap().unit;
    // A Warrior (2) on an unhurt Warrior (2): a capture (R17).
    attack_through(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::C).kingdom.contains(&target));
    assert!(!game.seat_state(Seat::A).kingdom.contains(&target));
    assert_eq!(game.owner(target), Seat::D);
}

// ----- R39 Conscription -----

#[test]
fn r39_the_involved_member_conscripts_from_the_team_reserve_then_their_own_kingdom() {
    // A kills team 2's last unit: B (the reacting player) conscripts.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field_with(Seat::B, "F1", Warrior, false, 1)
        .kingdom(Seat::B, &[Archer, Priest])
        .kingdom(Seat::D, &[Guardian, Guardian, Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    attack_through(&mut game, "F1", "F1");
    assert_eq!(game.priority(), Some(Seat::B));
    let units: Vec<UnitKind> = game
        .legal_actions()
        .iter()
        .map(|a| match a {
            Action::Conscript { unit, .. } => game.kind(*unit),
            other => panic!("{other:?}"),
        })
        .collect();
    assert!(units.contains(&Archer) && !units.contains(&Guardian));
    // The active team's own battlefield empty on C's turn: C conscripts, from the team reserve
    // first.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::B, "F1", Warrior)
        .reserve(Seat::A, &[Priest])
        .kingdom(Seat::C, &[Archer])
        .kingdom(Seat::A, &[Guardian, Guardian])
        .hand(Seat::C, &[Wizard])
        .build();
    let wizard = in_hand(&game, Seat::C, Wizard);
    play(&mut game, Action::SendToKingdom { unit: wizard });
    assert_eq!(game.priority(), Some(Seat::C));
    let priest = game.side_zones(Side::A).reserve[0];
    play(
        &mut game,
        Action::Conscript {
            unit: priest,
            cell: cell("F2"),
        },
    );
    let legal = game.legal_actions();
    assert!(legal.iter().all(|a| matches!(a,
        Action::Conscript { unit, .. } if game.seat_state(Seat::C).kingdom.contains(unit))));
    assert!(!legal.is_empty());
}

// ----- R40 Execution -----

#[test]
fn r40_a_team_loses_when_either_leader_falls() {
    // D's King, damaged down to 1 health, is killed by A's Warrior: team 1 wins, B's King
    // standing beside it.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .field_with(Seat::D, "F1", King, false, 3)
        .leftovers(Leftovers::Graveyard)
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Execution
        })
    );
}

// ----- R41 Development -----

#[test]
fn r41_kingdoms_are_compared_in_pairs_only() {
    let four = [Warrior, Guardian, Archer, Priest];
    // A comes to lead D (empty kingdom) in five colours but B, its pair, in one: no win.
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::A, &four)
        .kingdom(Seat::B, &four)
        .hand(Seat::A, &[Wizard])
        .build();
    let wizard = in_hand(&game, Seat::A, Wizard);
    play(&mut game, Action::SendToKingdom { unit: wizard });
    assert!(!game.is_over());
    // C leads D (its pair) in four colours after sending a Soldier: team 1 wins.
    let mut game = teams()
        .active(Seat::C)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::C, &[Warrior, Guardian, Archer])
        .kingdom(Seat::B, &four)
        .hand(Seat::C, &[Priest])
        .build();
    let priest = in_hand(&game, Seat::C, Priest);
    play(&mut game, Action::SendToKingdom { unit: priest });
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Development
        })
    );
}

// ----- R42 Collapse -----

#[test]
fn r42_a_team_that_cannot_place_two_units_loses_even_if_the_partner_could() {
    let mut game = teams()
        .field(Seat::A, "F1", Warrior)
        .field_with(Seat::B, "F1", Warrior, false, 1)
        .kingdom(Seat::B, &[Archer])
        .kingdom(Seat::D, &[Guardian, Guardian, Guardian])
        .leftovers(Leftovers::Graveyard)
        .build();
    attack_through(&mut game, "F1", "F1");
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::Collapse
        })
    );
}

// ----- R43 End of the war -----

#[test]
fn r43_the_war_ends_when_all_four_piles_are_empty_and_teams_add_up_their_pairs() {
    let build = |b: &[UnitKind], d_pile: &[UnitKind]| {
        teams()
            .active(Seat::D)
            .field(Seat::A, "F1", Warrior)
            .field(Seat::B, "F1", Warrior)
            .kingdom(Seat::A, &[Warrior, Guardian])
            .kingdom(Seat::B, b)
            .kingdom(Seat::C, &[Archer])
            .kingdom(Seat::D, &[Priest, Wizard])
            .draw_pile(Seat::D, d_pile)
            .leftovers(Leftovers::Graveyard)
            .build()
    };
    // D still has a card: the war goes on.
    let mut game = build(&[], &[Archer]);
    end_turn(&mut game);
    assert!(!game.is_over());
    // Colours led: A 2 against B + C 1 against D = 3, for team 2 B 0 + D 2 = 2.
    let mut game = build(&[], &[]);
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::A,
            condition: WinCondition::EndOfWar
        })
    );
    // B ties A in blue and green and leads in red: team 1 = 0 + 1, team 2 = 1 + 2.
    let mut game = build(&[Warrior, Guardian, Archer], &[]);
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::B,
            condition: WinCondition::EndOfWar
        })
    );
    // Equal colours (A leads B in 2, D leads C in 2): more citizens in the two kingdoms.
    let mut game = teams()
        .active(Seat::D)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .kingdom(Seat::A, &[Warrior, Guardian])
        .kingdom(Seat::D, &[Priest, Wizard, Wizard])
        .leftovers(Leftovers::Graveyard)
        .build();
    end_turn(&mut game);
    assert_eq!(
        game.outcome(),
        Some(Outcome::Win {
            side: Side::B,
            condition: WinCondition::EndOfWar
        })
    );
}

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
    let mut game = Match::new(team_setup(21), catalog::builtin()).unwrap();
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
    let mut secret = Match::new(team_setup(21), catalog::builtin()).unwrap();
    play(&mut secret, Action::Mulligan);
    play(&mut secret, Action::KeepHand);
    let mut kept = Match::new(team_setup(21), catalog::builtin()).unwrap();
    play(&mut kept, Action::KeepHand);
    play(&mut kept, Action::KeepHand);
    assert_eq!(secret.view(Some(Seat::C)), kept.view(Some(Seat::C)));
    assert_eq!(secret.view(None), kept.view(None));
}

// ----- Randomized team matches -----

/// Every listed action applies, sampled unlisted ones are refused without change, the
/// invariants hold (R1 on both team battlefields, R5, draw piles hold their player's cards,
/// only the next player has priority during a turn), and no view holds another player's hand.
fn checked_team_match(setup: MatchSetup, index: u64) -> Outcome {
    let mut rng = Pcg64Mcg::seed_from_u64(index);
    let mut game = Match::new(setup, catalog::builtin()).unwrap();
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
        let mut game = Match::new(team_setup(match_seed(17, index)), catalog::builtin()).unwrap();
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
