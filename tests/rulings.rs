//! One or more tests per ruling (R-numbers of the project's rulings), built with the scenario
//! builder. King version numbers: Warrior 2 atk 2/1 hp, Guardian 1 atk 3/2, Archer 1 atk 2/1,
//! Priest C 1/1, Wizard X 1/1, King N 4/3.

mod common;

use common::*;
use invictus::catalog;
use invictus::engine::scenario::Leftovers;
use invictus::engine::UnitKind::*;
use invictus::engine::*;

// ----- R1, R2, R3, R15: the board -----

#[test]
fn r1_back_cell_only_behind_an_occupied_front_cell() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let guardian = in_hand(&game, Seat::A, Guardian);
    let mut cells: Vec<String> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::Recruit { unit, cell } if unit == guardian => Some(cell.to_string()),
            _ => None,
        })
        .collect();
    cells.sort();
    assert_eq!(cells, ["B1", "F1", "F2", "F3"]);
}

#[test]
fn r2_back_unit_advances_keeping_orientation_and_damage() {
    let mut game = king()
        .field(Seat::A, "F2", Warrior)
        .field(Seat::B, "F2", Priest)
        .field_with(Seat::B, "B2", Guardian, true, 1)
        .build();
    let events = attack(&mut game, "F2", "F2");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Killed { kind: Priest, .. })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Advanced {
            kind: Guardian,
            col: 1,
            ..
        }
    )));
    let front = game
        .seat_state(Seat::B)
        .at(cell("F2"))
        .expect("the Guardian advanced");
    assert_eq!(game.kind(front.unit), Guardian);
    assert!(front.tilted);
    assert_eq!(front.damage, 1);
    assert!(game.seat_state(Seat::B).at(cell("B2")).is_none());
}

#[test]
fn r2_advance_after_a_support_moves_a_front_unit() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "B1", Guardian)
        .hand(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .build();
    let priest = in_hand(&game, Seat::A, Priest);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: priest,
            support: SupportUse::Priest {
                from: cell("F1"),
                to: cell("F3"),
            },
        },
    );
    assert_eq!(field_kind(&game, Seat::A, "F3"), Some(Warrior));
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Guardian));
    assert_eq!(field_kind(&game, Seat::A, "B1"), None);
}

#[test]
fn r3_r15_ranges_count_depth_from_the_attackers_row() {
    let game = king()
        .field(Seat::A, "F2", Archer)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "B1", Archer)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F3", Priest)
        .field(Seat::B, "B1", Wizard)
        .field(Seat::B, "B2", Archer)
        .field(Seat::B, "B3", Warrior)
        .build();
    let targets = |from: &str| {
        let mut t: Vec<String> = game
            .legal_actions()
            .into_iter()
            .filter_map(|a| match a {
                Action::Attack { attacker, target } if attacker == cell(from) => {
                    Some(target.to_string())
                }
                _ => None,
            })
            .collect();
        t.sort();
        t
    };
    // Archer: depth 2, offsets -1..1. From the front row depth 2 is the enemy back row.
    assert_eq!(targets("F2"), ["B1", "B2", "B3"]);
    // From the back row depth 2 is the enemy front row; no line of sight is needed.
    assert_eq!(targets("B1"), ["F1", "F2"]);
    // Warrior: depth 1, offsets -1..1, from column 1.
    assert_eq!(targets("F1"), ["F1", "F2"]);
}

// ----- R5: card conservation is checked by the randomized test; here a capture -----

#[test]
fn r5_a_captured_soldier_stays_a_card_of_its_printed_army() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .tilted(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    attack(&mut game, "F1", "F1");
    // Warrior (2) against a tilted Warrior (1): 2 > 1, killed, not captured.
    assert!(game.seat_state(Seat::B).graveyard.contains(&target));
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::A).kingdom.contains(&target));
    assert_eq!(game.card(target).army, Seat::B);
    game.check_invariants().unwrap();
}

#[test]
fn r5_a_killed_unit_goes_to_its_owners_graveyard_also_when_its_captor_conscripted_it() {
    // B captured one of A's Warriors and conscripted it; A kills it: it goes to A's graveyard
    // (R5, replacing the former H1).
    let build = |rulings: Rulings| {
        let settings = Settings {
            rulings,
            ..Settings::default()
        };
        invictus::engine::scenario::Scenario::with_settings(
            Army::pure(Version::King),
            Army::pure(Version::King),
            settings,
            catalog::builtin(),
        )
        .field(Seat::A, "F1", Warrior)
        // Upright with 1 damage: the attack kills it (a damaged unit is never captured).
        .conscripted(Seat::B, "F1", Warrior, false, 1)
        .field(Seat::B, "F2", Guardian)
        .build()
    };
    let mut game = build(Rulings::Corrected);
    let target = game.seat_state(Seat::B).at(cell("F1")).unwrap().unit;
    assert_eq!(game.card(target).army, Seat::A);
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::A).graveyard.contains(&target));
    assert!(!game.seat_state(Seat::B).graveyard.contains(&target));
    game.check_invariants().unwrap();
    // A match stored under the first rulings keeps the former H1: the side it stood on.
    let mut game = build(Rulings::First);
    attack(&mut game, "F1", "F1");
    assert!(game.seat_state(Seat::B).graveyard.contains(&target));
    game.check_invariants().unwrap();
}

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
    let err = Match::new(setup, catalog::builtin()).unwrap_err();
    assert_eq!(
        err.to_string(),
        "army B: the army has 16 Soldiers; it needs exactly 20 (plus the Leader)"
    );
}

// ----- R7, R8: setup -----

fn fresh(seed: u64, first: Seat) -> Match {
    let mut setup = MatchSetup::new(Army::pure(Version::King), Army::pure(Version::King), seed);
    setup.settings.first_player = Some(first);
    Match::new(setup, catalog::builtin()).unwrap()
}

/// The public view and B's view, with the version left out (it counts A's decision, not
/// what it was).
fn seen_by_b(game: &Match) -> (invictus::engine::View, invictus::engine::View) {
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
    let mut game = Match::new(setup, catalog::builtin()).unwrap();
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
        let mut game = Match::new(setup, catalog::builtin()).unwrap();
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

// ----- R9 to R13: the turn -----

#[test]
fn r9_preparation_untaps_and_draws() {
    let mut game = king()
        .tilted(Seat::A, "F1", Warrior)
        .tilted(Seat::B, "F1", Warrior)
        .draw_pile(Seat::B, &[Archer])
        .build();
    let pile = game.seat_state(Seat::B).draw_pile.len();
    let hand = game.seat_state(Seat::B).hand.len();
    play(&mut game, Action::EndTurn);
    assert_eq!(game.turn().active, Seat::B);
    assert!(!game.seat_state(Seat::B).at(cell("F1")).unwrap().tilted);
    // Only the active player's units straighten (R19).
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    assert_eq!(game.seat_state(Seat::B).draw_pile.len(), pile - 1);
    assert_eq!(game.seat_state(Seat::B).hand.len(), hand + 1);
    assert_eq!(
        game.kind(*game.seat_state(Seat::B).hand.last().unwrap()),
        Archer
    );
}

#[test]
fn r9_no_draw_from_an_empty_pile() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .draw_pile(Seat::A, &[Archer])
        .leftovers(Leftovers::Graveyard)
        .build();
    assert!(game.seat_state(Seat::B).draw_pile.is_empty());
    let hand = game.seat_state(Seat::B).hand.len();
    play(&mut game, Action::EndTurn);
    assert_eq!(game.seat_state(Seat::B).hand.len(), hand);
    assert!(!game.is_over());
}

#[test]
fn r10_recruit_and_attack_exclude_each_other() {
    let base = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F2", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Guardian)
        .build();
    let mut recruited = base.clone();
    let guardian = in_hand(&recruited, Seat::A, Guardian);
    play(
        &mut recruited,
        Action::Recruit {
            unit: guardian,
            cell: cell("F3"),
        },
    );
    assert!(!recruited
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Attack { .. })));
    let mut attacked = base;
    attack(&mut attacked, "F1", "F1");
    assert!(!attacked
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Recruit { .. })));
    // The Attack action may contain several attacks, one per untapped unit.
    assert!(attacked.legal_actions().contains(&Action::Attack {
        attacker: cell("F2"),
        target: cell("F1")
    }));
    assert!(!attacked
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::Attack { attacker, .. } if *attacker == cell("F1"))));
    assert!(attacked.legal_actions().contains(&Action::EndTurn));
}

#[test]
fn r11_recruit_takes_the_leftmost_reserve_unit_and_swaps_into_the_reserve() {
    let mut game = king()
        .field_with(Seat::A, "F1", Warrior, false, 1)
        .reserve(Seat::A, &[Archer, Priest])
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let recruits: Vec<Action> = game
        .legal_actions()
        .into_iter()
        .filter(|a| matches!(a, Action::Recruit { .. }))
        .collect();
    let archer = game.seat_state(Seat::A).reserve[0];
    assert!(recruits
        .iter()
        .all(|a| matches!(a, Action::Recruit { unit, .. } if *unit == archer)));
    let warrior = game.seat_state(Seat::A).at(cell("F1")).unwrap().unit;
    play(
        &mut game,
        Action::Recruit {
            unit: archer,
            cell: cell("F1"),
        },
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).reserve),
        [Priest, Warrior]
    );
    assert_eq!(*game.seat_state(Seat::A).reserve.last().unwrap(), warrior);
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Archer));
}

#[test]
fn r11_recruit_from_the_hand_when_the_reserve_is_empty_swaps_into_the_hand() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian])
        .field(Seat::B, "F1", Warrior)
        .build();
    let guardian = in_hand(&game, Seat::A, Guardian);
    play(
        &mut game,
        Action::Recruit {
            unit: guardian,
            cell: cell("F1"),
        },
    );
    assert_eq!(field_kind(&game, Seat::A, "F1"), Some(Guardian));
    assert!(kinds_of(&game, game.seat_state(Seat::A).hand).contains(&Warrior));
    let recruited = game.seat_state(Seat::A).at(cell("F1")).unwrap();
    assert!(!recruited.tilted);
}

#[test]
fn r12_discard_down_to_five_even_after_the_bonus() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(
            Seat::A,
            &[Warrior, Guardian, Archer, Priest, Wizard, Guardian],
        )
        .field(Seat::B, "F1", Warrior)
        .kingdom_bonus_used()
        .build();
    assert_eq!(
        game.seat_state(Seat::A).hand.len(),
        7,
        "six Soldiers and the King"
    );
    play(&mut game, Action::EndTurn);
    assert_eq!(game.phase(), Phase::Discard);
    assert!(game
        .legal_actions()
        .iter()
        .all(|a| matches!(a, Action::Discard { .. })));
    let first = game.legal_actions()[0];
    play(&mut game, first);
    assert_eq!(game.phase(), Phase::Discard);
    let first = game.legal_actions()[0];
    play(&mut game, first);
    assert_eq!(game.seat_state(Seat::A).hand.len(), 5);
    assert_eq!(game.seat_state(Seat::A).kingdom.len(), 2);
    assert_eq!(game.turn().active, Seat::B);
}

#[test]
fn r13_damage_and_turn_effects_end_with_the_turn() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", King)
        .build();
    let warrior = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.turn().attack_bonus, 1);
    attack(&mut game, "F1", "F1");
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 2);
    play(&mut game, Action::EndTurn);
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 0);
    assert_eq!(game.turn().attack_bonus, 0);
}

// ----- R14 to R19: attacks -----

#[test]
fn r14_attack_value_is_fixed_when_the_attacker_tilts() {
    // Wizard attacks with X = cards in its player's hand at that moment.
    let mut game = king()
        .field(Seat::A, "F1", Wizard)
        .hand(Seat::A, &[Archer])
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Guardian)
        .build();
    assert_eq!(
        game.seat_state(Seat::A).hand.len(),
        2,
        "Archer and the King"
    );
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(2), .. })));
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    // 2 against an upright Warrior's 2 health: captured.
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Warrior]);
}

#[test]
fn r14_n_counts_units_on_the_battlefield() {
    let mut game = king()
        .field(Seat::A, "F2", King)
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F3", Warrior)
        .field(Seat::B, "F2", Guardian)
        .field(Seat::B, "F1", Guardian)
        .build();
    let events = attack(&mut game, "F2", "F2");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian],
        "3 = health 3: capture"
    );
}

#[test]
fn r16_r19_a_defender_tilted_in_its_own_turn_defends_with_tilted_health() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .tilted(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .build();
    attack(&mut game, "F1", "F1");
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Warrior],
        "1 = tilted health 1"
    );
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", Warrior)
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damaged {
            amount: 1,
            health_left: 1,
            ..
        }
    )));
}

#[test]
fn r17_damage_then_an_equal_attack_kills_instead_of_capturing() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::A, "F2", Warrior)
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", Warrior)
        .build();
    // Guardian (1) hits the Guardian (3): 1 damage; then Warrior (2) = 3 - 1: killed, not captured.
    attack(&mut game, "F1", "F1");
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 1);
    attack(&mut game, "F2", "F1");
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Guardian]
    );
    assert!(game.seat_state(Seat::A).kingdom.is_empty());
}

#[test]
fn r17_support_damage_never_captures() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Archer])
        .field(Seat::B, "F1", Priest)
        .field(Seat::B, "F2", Warrior)
        .build();
    let archer = in_hand(&game, Seat::A, Archer);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: archer,
            support: SupportUse::Archer { target: cell("F1") },
        },
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).graveyard),
        [Priest]
    );
    assert!(game.seat_state(Seat::A).kingdom.is_empty());
}

#[test]
fn r17_attack_below_health_leaves_damage() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::B, "F1", Guardian)
        .build();
    let events = attack(&mut game, "F1", "F1");
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Damaged {
            amount: 1,
            health_left: 2,
            ..
        }
    )));
}

#[test]
fn r18_c_captures_any_soldier_and_deals_one_damage_to_a_leader() {
    let mut game = king()
        .field(Seat::A, "F1", Priest)
        .field(Seat::A, "F2", Priest)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .build();
    let warrior = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: warrior,
            support: SupportUse::Warrior,
        },
    );
    let events = attack(&mut game, "F1", "F1");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { value: None, .. })),
        "C is never increased"
    );
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian]
    );
    attack(&mut game, "F2", "F2");
    assert_eq!(game.seat_state(Seat::B).at(cell("F2")).unwrap().damage, 1);
    assert!(!game.is_over());
}

// ----- R20 to R25: supports and reactions -----

#[test]
fn r20_a_support_goes_to_the_reserve_and_a_full_reserve_blocks_supports() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .reserve(Seat::A, &[Guardian, Guardian, Archer])
        .hand(Seat::A, &[Warrior, Warrior])
        .field(Seat::B, "F1", Warrior)
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.seat_state(Seat::A).reserve.last(), Some(&w));
    let w = in_hand(&game, Seat::A, Warrior);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.seat_state(Seat::A).reserve.len(), 5);
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { .. })));
}

#[test]
fn r20_the_leader_declares_which_support_it_copies() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    let leader = in_hand(&game, Seat::A, King);
    let mut copies: Vec<Support> = game
        .legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaySupport { unit, support } if unit == leader => Some(support.support()),
            _ => None,
        })
        .collect();
    copies.dedup();
    // In the action phase: the three phase-2 supports of its version.
    assert_eq!(copies, [Support::Warrior, Support::Archer, Support::Priest]);
}

#[test]
fn r21_reactions_are_not_played_in_the_own_action_phase() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Guardian, Wizard])
        .field(Seat::B, "F1", Warrior)
        .build();
    assert!(!game.legal_actions().iter().any(|a| matches!(
        a,
        Action::PlaySupport {
            support: SupportUse::Guardian | SupportUse::Wizard,
            ..
        }
    )));
}

#[test]
fn r22_guardian_negates_an_attack_and_the_attacker_still_tilts() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    let guardian = in_hand(&game, Seat::B, Guardian);
    assert!(game.legal_actions().contains(&Action::Pass));
    let events = play_through(
        &mut game,
        Action::PlaySupport {
            unit: guardian,
            support: SupportUse::Guardian,
        },
    );
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::AttackBlocked { .. })));
    assert!(game.seat_state(Seat::A).at(cell("F1")).unwrap().tilted);
    assert_eq!(game.seat_state(Seat::B).at(cell("F1")).unwrap().damage, 0);
    assert_eq!(game.seat_state(Seat::B).reserve, [guardian]);
    assert_eq!(game.priority(), Some(Seat::A));
}

#[test]
fn r22_wizard_negates_a_guardian_and_a_second_guardian_may_follow() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Wizard])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Guardian, Guardian])
        .build();
    play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    let g1 = in_hand(&game, Seat::B, Guardian);
    play(
        &mut game,
        Action::PlaySupport {
            unit: g1,
            support: SupportUse::Guardian,
        },
    );
    // The attacker's negation window.
    assert_eq!(game.priority(), Some(Seat::A));
    let wizard = in_hand(&game, Seat::A, Wizard);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::SupportNegated {
            support: Support::Guardian,
            ..
        }
    )));
    // The Guardian's attack window is offered again.
    assert_eq!(game.priority(), Some(Seat::B));
    assert!(matches!(game.stack(), [Frame::Attack { .. }]));
    let g2 = in_hand(&game, Seat::B, Guardian);
    play_through(
        &mut game,
        Action::PlaySupport {
            unit: g2,
            support: SupportUse::Guardian,
        },
    );
    assert_eq!(field_kind(&game, Seat::B, "F1"), Some(Warrior));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::B).reserve),
        [Guardian, Guardian]
    );
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).reserve), [Wizard]);
}

#[test]
fn r22_wizard_negates_a_phase_two_support() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Wizard])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    assert_eq!(game.priority(), Some(Seat::B));
    let wizard = in_hand(&game, Seat::B, Wizard);
    play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    // R24: the negated support stays in the reserve without effect.
    assert_eq!(game.turn().attack_bonus, 0);
    assert_eq!(game.seat_state(Seat::A).reserve, [w]);
    assert_eq!(game.priority(), Some(Seat::A));
    assert!(game.stack().is_empty());
}

#[test]
fn r23_the_window_sequence_does_not_depend_on_the_hidden_hand() {
    // Same public position: in one the Guardian is in B's hand, in the other in B's draw pile.
    let with_guardian = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Guardian])
        .draw_pile(Seat::B, &[Archer])
        .build();
    let without = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .hand(Seat::B, &[Archer])
        .draw_pile(Seat::B, &[Guardian])
        .build();
    let strip =
        |events: Vec<Event>| -> Vec<Event> { events.iter().map(|e| e.seen_by(None)).collect() };
    let mut a = with_guardian;
    let mut b = without;
    let attack_action = Action::Attack {
        attacker: cell("F1"),
        target: cell("F1"),
    };
    let ea = strip(play(&mut a, attack_action));
    let eb = strip(play(&mut b, attack_action));
    assert_eq!(ea, eb);
    assert!(ea
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { seat: Seat::B })));
    assert_eq!(a.priority(), b.priority());
    assert_eq!(a.view(None), b.view(None));
    assert_eq!(b.legal_actions(), vec![Action::Pass]);
}

#[test]
fn r23_no_window_when_every_fitting_card_is_public() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .graveyard(Seat::B, &[Guardian, Guardian])
        .kingdom(Seat::B, &[Guardian, Guardian])
        .hand(Seat::B, &[Archer])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
    assert!(game.stack().is_empty());
    assert_eq!(kinds_of(&game, game.seat_state(Seat::A).kingdom), [Warrior]);
}

#[test]
fn r23_no_window_with_an_empty_hand_or_a_full_reserve() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .field(Seat::B, "F2", King)
        .reserve(Seat::B, &[Archer, Archer, Archer, Archer, Priest])
        .hand(Seat::B, &[Guardian])
        .build();
    let events = play(
        &mut game,
        Action::Attack {
            attacker: cell("F1"),
            target: cell("F1"),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
}

#[test]
fn r24_a_wizard_cannot_be_negated() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .hand(Seat::A, &[Warrior, Wizard])
        .field(Seat::B, "F1", Warrior)
        .hand(Seat::B, &[Wizard])
        .build();
    let w = in_hand(&game, Seat::A, Warrior);
    play(
        &mut game,
        Action::PlaySupport {
            unit: w,
            support: SupportUse::Warrior,
        },
    );
    let wizard = in_hand(&game, Seat::B, Wizard);
    let events = play(
        &mut game,
        Action::PlaySupport {
            unit: wizard,
            support: SupportUse::Wizard,
        },
    );
    // A holds a Wizard too, but no window opens against B's Wizard.
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::WindowOpened { .. })));
    assert!(game.stack().is_empty());
}

#[test]
fn r25_warrior_stacks_for_the_whole_turn() {
    let mut game = king()
        .field(Seat::A, "F1", Guardian)
        .field(Seat::A, "F2", Guardian)
        .hand(Seat::A, &[Warrior, Warrior])
        .field(Seat::B, "F1", Guardian)
        .field(Seat::B, "F2", King)
        .build();
    for _ in 0..2 {
        let w = in_hand(&game, Seat::A, Warrior);
        play_through(
            &mut game,
            Action::PlaySupport {
                unit: w,
                support: SupportUse::Warrior,
            },
        );
    }
    let events = attack(&mut game, "F1", "F1");
    assert!(events
        .iter()
        .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })));
    assert_eq!(
        kinds_of(&game, game.seat_state(Seat::A).kingdom),
        [Guardian],
        "1 + 2 = 3: captured"
    );
    let events = attack(&mut game, "F2", "F2");
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { value: Some(3), .. })),
        "still +2 on the second attack"
    );
}

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

// ----- R30: variants -----

#[test]
fn r30_light_match_armies_have_ten_soldiers() {
    let mut setup = MatchSetup::new(
        Army::pure_light(Version::King),
        Army::pure_light(Version::King),
        9,
    );
    setup.settings.light_match = true;
    let game = Match::new(setup.clone(), catalog::builtin()).unwrap();
    assert_eq!(game.units().len(), 22);
    assert_eq!(game.seat_state(Seat::A).draw_pile.len(), 7);
    setup.armies.a = Army::pure(Version::King);
    assert!(Match::new(setup, catalog::builtin()).is_err());
}

#[test]
fn r30_handicap_lowers_the_reserve_limit() {
    let mut settings = Settings {
        reserve_limit: BySide::new(2, 5),
        ..Settings::default()
    };
    let game = invictus::engine::scenario::Scenario::with_settings(
        Army::pure(Version::King),
        Army::pure(Version::King),
        settings.clone(),
        catalog::builtin(),
    )
    .field(Seat::A, "F1", Warrior)
    .reserve(Seat::A, &[Archer, Archer])
    .hand(Seat::A, &[Warrior])
    .field(Seat::B, "F1", Warrior)
    .build();
    assert!(!game
        .legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { .. })));
    settings.reserve_limit = BySide::new(0, 5);
    let setup = MatchSetup {
        armies: BySeat::new(Army::pure(Version::King), Army::pure(Version::King)),
        settings,
        seed: 1,
    };
    assert_eq!(
        Match::new(setup, catalog::builtin()).unwrap_err(),
        SetupError::ReserveLimit {
            side: Side::A,
            limit: 0
        }
    );
}

// ----- R26 Priest -----

#[test]
fn r26_priest_swaps_and_keeps_r1() {
    let game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::A, "F2", Guardian)
        .hand(Seat::A, &[Priest])
        .field(Seat::B, "F1", Warrior)
        .build();
    let priest = in_hand(&game, Seat::A, Priest);
    let moves: Vec<String> = game
        .legal_actions()
        .iter()
        .filter_map(|a| match a {
            Action::PlaySupport {
                unit,
                support: SupportUse::Priest { from, to },
            } if *unit == priest => Some(format!("{from}>{to}")),
            _ => None,
        })
        .collect();
    // F1 may go to F2 (swap), F3, or B2 (behind the Guardian) but not B1 (its own column, left
    // empty) nor B3 (nothing in front).
    assert!(moves.contains(&"F1>F2".to_string()));
    assert!(moves.contains(&"F1>F3".to_string()));
    assert!(moves.contains(&"F1>B2".to_string()));
    assert!(!moves.contains(&"F1>B1".to_string()));
    assert!(!moves.contains(&"F1>B3".to_string()));
    let mut swapped = game.clone();
    play_through(
        &mut swapped,
        Action::PlaySupport {
            unit: priest,
            support: SupportUse::Priest {
                from: cell("F1"),
                to: cell("F2"),
            },
        },
    );
    assert_eq!(field_kind(&swapped, Seat::A, "F1"), Some(Guardian));
    assert_eq!(field_kind(&swapped, Seat::A, "F2"), Some(Warrior));
}

// ----- the checked entry points -----

#[test]
fn refused_actions_change_nothing() {
    let mut game = king()
        .field(Seat::A, "F1", Warrior)
        .field(Seat::B, "F1", Warrior)
        .build();
    let before = game.clone();
    let illegal = Action::Attack {
        attacker: cell("F3"),
        target: cell("F1"),
    };
    assert_eq!(game.apply(illegal), Err(RuleError::NotLegal(illegal)));
    assert_eq!(
        game.apply_as(Seat::B, game.version(), Action::EndTurn),
        Err(RuleError::NotYourTurn {
            priority: Some(Seat::A)
        })
    );
    assert_eq!(
        game.apply_as(Seat::A, game.version() + 3, Action::EndTurn),
        Err(RuleError::StaleVersion {
            submitted: before.version() + 3,
            current: before.version()
        })
    );
    assert_eq!(game, before);
    let v = game.version();
    game.apply_as(Seat::A, v, Action::EndTurn).unwrap();
    assert_eq!(game.version(), v + 1);
    assert!(matches!(
        game.apply_as(Seat::B, v, Action::EndTurn),
        Err(RuleError::StaleVersion { .. })
    ));
}
