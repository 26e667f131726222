//! Armies: which units a player brings, their validation (R6), the pure presets and the short
//! army text (`leader=shogun blue=samurai:4 …`).

use super::card::{Colour, Role, UnitKind, Version};
use serde::{Deserialize, Serialize};
use std::fmt;

/// A number of copies of one Soldier type.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SoldierCount {
    pub unit: UnitKind,
    pub count: u8,
}

/// The units a player brings: one Leader and Soldiers. Unvalidated until a match is built from it.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Army {
    pub leader: UnitKind,
    pub soldiers: Vec<SoldierCount>,
}

/// Why an army is not allowed (R6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ArmyError {
    LeaderIsNotALeader(UnitKind),
    SoldierIsALeader(UnitKind),
    TwoTypesOfOneColour {
        colour: Colour,
        first: UnitKind,
        second: UnitKind,
    },
    ZeroCopies(UnitKind),
    WrongSize {
        soldiers: usize,
        expected: usize,
    },
    /// A word of an army text that is not `key=value`.
    NotKeyValue(String),
    /// `leader=` names no Leader.
    NotALeader(String),
    LeaderTwice,
    /// A key that is neither a colour nor `leader`.
    NotAColour(String),
    /// A name that is no unit.
    NotAUnit(String),
    /// A Soldier given for another colour than its own.
    WrongColour {
        unit: UnitKind,
        colour: Colour,
    },
    /// A count that is not 0 to 20.
    NotACount(String),
    NoLeader,
}

impl fmt::Display for ArmyError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArmyError::LeaderIsNotALeader(u) => write!(f, "{u} is a Soldier, not a Leader"),
            ArmyError::SoldierIsALeader(u) => {
                write!(f, "{u} is a Leader: an army has exactly one Leader")
            }
            ArmyError::TwoTypesOfOneColour {
                colour,
                first,
                second,
            } => write!(f, "two {colour} types: {first} and {second}"),
            ArmyError::ZeroCopies(u) => write!(f, "{u} is listed with 0 copies"),
            ArmyError::WrongSize { soldiers, expected } => write!(
                f,
                "the army has {soldiers} Soldiers; it needs exactly {expected} (plus the Leader)"
            ),
            ArmyError::NotKeyValue(part) => write!(
                f,
                "{part:?}: expected key=value (leader=…, blue=name:count, …) or a preset: king, shogun, pharaoh, odin, tlatoani, emperor"
            ),
            ArmyError::NotALeader(value) => write!(f, "{value:?} is not a Leader"),
            ArmyError::LeaderTwice => f.write_str("the leader is given twice"),
            ArmyError::NotAColour(key) => write!(
                f,
                "{key:?} is not a colour (blue, green, red, yellow, purple) or leader"
            ),
            ArmyError::NotAUnit(name) => write!(f, "{name:?} is not a unit of Invictus"),
            ArmyError::WrongColour { unit, colour } => {
                write!(f, "{unit} is not a {colour} Soldier")
            }
            ArmyError::NotACount(count) => write!(f, "{count:?} is not a count (0 to 20)"),
            ArmyError::NoLeader => f.write_str("the army text names no leader (leader=…)"),
        }
    }
}

impl std::error::Error for ArmyError {}

impl Army {
    /// A version's pure army: its five Soldiers four times each and its Leader (R6).
    pub fn pure(version: Version) -> Army {
        Army {
            leader: version.leader(),
            soldiers: version
                .soldiers()
                .into_iter()
                .map(|unit| SoldierCount { unit, count: 4 })
                .collect(),
        }
    }

    /// A pure army halved for a Light Match: two of each Soldier (R30).
    pub fn pure_light(version: Version) -> Army {
        let mut army = Army::pure(version);
        for s in &mut army.soldiers {
            s.count = 2;
        }
        army
    }

    pub fn soldier_total(&self) -> usize {
        self.soldiers.iter().map(|s| s.count as usize).sum()
    }

    /// Checks R6: one Leader, Soldiers only in the list, one type per colour, the right size.
    pub fn validate(&self, light_match: bool) -> Result<(), ArmyError> {
        if self.leader.role() != Role::Leader {
            return Err(ArmyError::LeaderIsNotALeader(self.leader));
        }
        let mut by_colour: [Option<UnitKind>; 5] = [None; 5];
        for s in &self.soldiers {
            let Some(colour) = s.unit.colour() else {
                return Err(ArmyError::SoldierIsALeader(s.unit));
            };
            if s.count == 0 {
                return Err(ArmyError::ZeroCopies(s.unit));
            }
            match by_colour[colour as usize] {
                Some(first) => {
                    return Err(ArmyError::TwoTypesOfOneColour {
                        colour,
                        first,
                        second: s.unit,
                    })
                }
                None => by_colour[colour as usize] = Some(s.unit),
            }
        }
        let expected = if light_match { 10 } else { 20 };
        let soldiers = self.soldier_total();
        if soldiers != expected {
            return Err(ArmyError::WrongSize { soldiers, expected });
        }
        Ok(())
    }

    /// Every unit of the army, the Leader first, then the Soldiers in list order.
    pub fn units(&self) -> impl Iterator<Item = UnitKind> + '_ {
        std::iter::once(self.leader).chain(
            self.soldiers
                .iter()
                .flat_map(|s| std::iter::repeat_n(s.unit, s.count as usize)),
        )
    }

    /// Parses a preset name (`king`, `shogun`, …) or an army text such as
    /// `leader=shogun blue=samurai:4 green=guardian:4 red=arbalist:4 yellow=anubis:4 purple=wizard:4`.
    /// `light` halves the presets. The result is not yet validated.
    pub fn parse(text: &str, light: bool) -> Result<Army, ArmyError> {
        let text = text.trim();
        if let Some(version) = Version::from_key(text) {
            return Ok(if light {
                Army::pure_light(version)
            } else {
                Army::pure(version)
            });
        }
        let mut leader = None;
        let mut soldiers = Vec::new();
        for part in text.split_whitespace() {
            let (key, value) = part
                .split_once('=')
                .ok_or_else(|| ArmyError::NotKeyValue(part.to_string()))?;
            let key = key.to_ascii_lowercase();
            if key == "leader" {
                let unit = UnitKind::from_name(value)
                    .or_else(|| Version::from_key(value).map(Version::leader))
                    .ok_or_else(|| ArmyError::NotALeader(value.to_string()))?;
                if leader.replace(unit).is_some() {
                    return Err(ArmyError::LeaderTwice);
                }
                continue;
            }
            let colour =
                Colour::from_key(&key).ok_or_else(|| ArmyError::NotAColour(key.clone()))?;
            let (name, count) = value.split_once(':').unwrap_or((value, "4"));
            let unit =
                UnitKind::from_name(name).ok_or_else(|| ArmyError::NotAUnit(name.to_string()))?;
            if unit.colour() != Some(colour) {
                return Err(ArmyError::WrongColour { unit, colour });
            }
            let count: u8 = count
                .parse()
                .ok()
                .filter(|c| *c <= 20)
                .ok_or_else(|| ArmyError::NotACount(count.to_string()))?;
            soldiers.push(SoldierCount { unit, count });
        }
        let leader = leader.ok_or(ArmyError::NoLeader)?;
        Ok(Army { leader, soldiers })
    }
}

impl fmt::Display for Army {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "leader={}", self.leader.name().to_ascii_lowercase())?;
        for s in &self.soldiers {
            let colour = s.unit.colour().map_or("leader", |c| c.key());
            write!(
                f,
                " {colour}={}:{}",
                s.unit.name().to_ascii_lowercase(),
                s.count
            )?;
        }
        Ok(())
    }
}
