//! Helpers shared by the integration tests.
#![allow(dead_code)]

use invictus::games::invictus::cards;
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::{
    Action, AttackValue, Catalog, Cell, Event, Frame, Match, Seat, SupportUse, UnitId, UnitKind,
};
use rand::Rng;
use rand_pcg::Pcg64Mcg;
use std::sync::OnceLock;

pub fn cell(s: &str) -> Cell {
    s.parse().expect("a cell")
}

/// The card numbers the scenario tests are written with (listed in `tests/rulings/` and
/// `tests/cards/`): the built-in data with the house values that balancing has since moved pinned
/// back, so that tuning for balance does not change what a rules test checks.
pub fn scenario_catalog() -> &'static Catalog {
    static CATALOG: OnceLock<Catalog> = OnceLock::new();
    CATALOG.get_or_init(|| {
        // (unit, attack, health upright, health tilted) as the tests assume them.
        let pinned: [(&str, u8, i64, i64); 3] = [
            ("Warrior", 2, 2, 1),
            ("Giant", 3, 3, 3),
            ("Ocelotl", 1, 2, 1),
        ];
        let entries = cards::builtin()
            .cards()
            .iter()
            .map(|card| {
                let mut entry = card.to_entry();
                if let Some(&(_, attack, upright, tilted)) =
                    pinned.iter().find(|(name, ..)| *name == entry.name)
                {
                    entry.attack = AttackValue::Points(attack);
                    entry.health_upright = upright;
                    entry.health_tilted = tilted;
                }
                if entry.name == "Shogun" {
                    // The Shogun's range reaches depth 2 (what the Komuso tests copy).
                    entry.range =
                        serde_json::from_str("[[1, -1], [1, 0], [1, 1], [2, 0]]").expect("a range");
                }
                entry
            })
            .collect();
        Catalog::from_entries(entries).expect("the pinned numbers are valid")
    })
}

pub fn king() -> Scenario {
    Scenario::king(scenario_catalog())
}

/// The id of a `kind` card in `seat`'s hand.
pub fn in_hand(game: &Match, seat: Seat, kind: UnitKind) -> UnitId {
    *game
        .seat_state(seat)
        .hand
        .iter()
        .find(|&&u| game.kind(u) == kind)
        .unwrap_or_else(|| panic!("no {kind} in {seat}'s hand"))
}

/// Applies a legal action, panicking with the legal list if it is refused.
pub fn play(game: &mut Match, action: Action) -> Vec<Event> {
    match game.apply(action) {
        Ok(events) => events,
        Err(e) => panic!(
            "{action:?} refused ({e}); legal: {:?}",
            game.legal_actions()
        ),
    }
}

/// Applies an action, then passes every reaction window that opens.
pub fn play_through(game: &mut Match, action: Action) -> Vec<Event> {
    let mut events = play(game, action);
    while matches!(
        game.stack().last(),
        Some(Frame::Attack { .. } | Frame::Support { .. } | Frame::AfterHit { .. })
    ) {
        events.extend(play(game, Action::Pass));
    }
    events
}

pub fn attack(game: &mut Match, from: &str, to: &str) -> Vec<Event> {
    play_through(
        game,
        Action::Attack {
            attacker: cell(from),
            target: cell(to),
        },
    )
}

pub fn kinds_of(game: &Match, units: &[UnitId]) -> Vec<UnitKind> {
    units.iter().map(|&u| game.kind(u)).collect()
}

pub fn field_kind(game: &Match, seat: Seat, c: &str) -> Option<UnitKind> {
    game.seat_state(seat).at(cell(c)).map(|f| game.kind(f.unit))
}

/// Actions of every shape, most of them illegal in any given position.
pub fn candidate_actions(game: &Match, rng: &mut Pcg64Mcg, n: usize) -> Vec<Action> {
    let units = game.units().len() as u8;
    let any_cell = |rng: &mut Pcg64Mcg| Cell::ALL[rng.gen_range(0..6)];
    (0..n)
        .map(|_| {
            let unit = UnitId(rng.gen_range(0..units));
            match rng.gen_range(0..14) {
                0 => Action::KeepHand,
                1 => Action::Mulligan,
                2 => Action::SetupBattlefield {
                    unit,
                    cell: any_cell(rng),
                },
                3 => Action::SetupReserve { unit },
                4 => Action::SetupKingdom { unit },
                5 => Action::Recruit {
                    unit,
                    cell: any_cell(rng),
                },
                6 => Action::Attack {
                    attacker: any_cell(rng),
                    target: any_cell(rng),
                },
                7 => Action::PlaySupport {
                    unit,
                    support: {
                        let other = UnitId(rng.gen_range(0..units));
                        match rng.gen_range(0..16) {
                            0 => SupportUse::Warrior,
                            1 => SupportUse::Guardian,
                            2 => SupportUse::Wizard,
                            3 => SupportUse::Archer {
                                target: any_cell(rng),
                            },
                            4 => SupportUse::Priest {
                                from: any_cell(rng),
                                to: any_cell(rng),
                            },
                            5 => SupportUse::Samurai,
                            6 => SupportUse::Musha { swap: rng.gen() },
                            7 => SupportUse::Ninja,
                            8 => SupportUse::Anubis {
                                unit: other,
                                cell: any_cell(rng),
                            },
                            9 => SupportUse::Sorcerer { citizen: other },
                            10 => SupportUse::Druid { unit: other },
                            11 => SupportUse::Cuauhtli {
                                target: any_cell(rng),
                            },
                            12 => SupportUse::Tlamacazqui1,
                            13 => SupportUse::Cataphract {
                                swap_with: any_cell(rng),
                            },
                            14 => SupportUse::Diplomat { to: any_cell(rng) },
                            _ => SupportUse::Alchemist3,
                        }
                    },
                },
                8 => Action::SendToKingdom { unit },
                9 => Action::EndTurn,
                10 => Action::Discard { unit },
                11 => Action::Pass,
                _ => Action::Conscript {
                    unit,
                    cell: any_cell(rng),
                },
            }
        })
        .collect()
}
