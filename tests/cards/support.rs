//! Helpers shared by the card tests: scenarios by version or army text, the supports a unit
//! may play, attack values and reaction windows out of the events, and short names for the versions.

use crate::common::*;
use invictus::games::invictus::rules::scenario::Scenario;
use invictus::games::invictus::rules::*;

pub fn versions(a: Version, b: Version) -> Scenario {
    Scenario::new(Army::pure(a), Army::pure(b), scenario_catalog())
}

pub fn armies(a: &str, b: &str) -> Scenario {
    Scenario::new(
        Army::parse(a, false).unwrap(),
        Army::parse(b, false).unwrap(),
        scenario_catalog(),
    )
}

pub fn supports_of(game: &Match, unit: UnitId) -> Vec<SupportUse> {
    game.legal_actions()
        .into_iter()
        .filter_map(|a| match a {
            Action::PlaySupport { unit: u, support } if u == unit => Some(support),
            _ => None,
        })
        .collect()
}

pub fn can_play(game: &Match, support: Support) -> bool {
    game.legal_actions()
        .iter()
        .any(|a| matches!(a, Action::PlaySupport { support: s, .. } if s.support() == support))
}

pub fn attack_value(events: &[Event]) -> Option<u8> {
    events.iter().find_map(|e| match e {
        Event::Attacked { value, .. } => *value,
        _ => None,
    })
}

pub fn windows(events: &[Event]) -> usize {
    events
        .iter()
        .filter(|e| matches!(e, Event::WindowOpened { .. }))
        .count()
}

pub use invictus::games::invictus::rules::Version::{
    Emperor as EmperorV, King as KingV, Odin as OdinV, Pharaoh as PharaohV,
};
pub use invictus::games::invictus::rules::Version::{Shogun as ShogunV, Tlatoani as TlatoaniV};
