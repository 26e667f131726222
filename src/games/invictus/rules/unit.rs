//! Unit instances of a match: their ids and the numbers each one fights with.

use super::card::{AttackValue, CardStats, Colour, RangePattern, UnitKind};
use super::seat::Seat;
use serde::{Deserialize, Serialize};
use std::fmt;

/// One physical card of a match. Ids are dense over both armies: seat A's units first. A unit
/// keeps its id (and its printed army) wherever it goes, captured or not (R5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct UnitId(pub u8);

impl fmt::Display for UnitId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "#{}", self.0)
    }
}

/// The numbers of one unit instance, copied from the catalog when the match is created so that a
/// match never changes if the catalog does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UnitCard {
    pub kind: UnitKind,
    /// The army the card was printed for.
    pub army: Seat,
    pub attack: AttackValue,
    pub health_upright: u8,
    pub health_tilted: u8,
    pub range: RangePattern,
}

impl UnitCard {
    pub fn from_stats(stats: &CardStats, army: Seat) -> UnitCard {
        UnitCard {
            kind: stats.kind,
            army,
            attack: stats.attack,
            health_upright: stats.health_upright,
            health_tilted: stats.health_tilted,
            range: stats.range,
        }
    }

    pub fn colour(&self) -> Option<Colour> {
        self.kind.colour()
    }

    pub fn is_leader(&self) -> bool {
        self.kind.is_leader()
    }

    /// Printed health in an orientation (R16).
    pub fn health(&self, tilted: bool) -> u8 {
        if tilted {
            self.health_tilted
        } else {
            self.health_upright
        }
    }
}

/// A unit standing on a battlefield cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FieldUnit {
    pub unit: UnitId,
    /// Horizontal after attacking; straightened in its owner's Preparation (R9, R19).
    pub tilted: bool,
    /// Damage taken this turn, cleared at the end of every turn (R13).
    pub damage: u8,
}

impl FieldUnit {
    pub fn fresh(unit: UnitId) -> FieldUnit {
        FieldUnit {
            unit,
            tilted: false,
            damage: 0,
        }
    }
}
