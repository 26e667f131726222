//! The 36 units of Invictus: their fixed identity (name, version, colour) and the catalog of their
//! fighting numbers and support texts, validated from data.

use serde::de::{self, Deserializer};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The six versions of the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Version {
    King,
    Shogun,
    Pharaoh,
    Odin,
    Tlatoani,
    Emperor,
}

impl Version {
    pub const ALL: [Version; 6] = [
        Version::King,
        Version::Shogun,
        Version::Pharaoh,
        Version::Odin,
        Version::Tlatoani,
        Version::Emperor,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Version::King => "king",
            Version::Shogun => "shogun",
            Version::Pharaoh => "pharaoh",
            Version::Odin => "odin",
            Version::Tlatoani => "tlatoani",
            Version::Emperor => "emperor",
        }
    }

    pub fn from_key(key: &str) -> Option<Version> {
        let key = key.trim().to_ascii_lowercase();
        Version::ALL
            .into_iter()
            .find(|v| v.key() == key || (key == "tlahtoani" && *v == Version::Tlatoani))
    }

    /// The Leader of this version.
    pub fn leader(self) -> UnitKind {
        UnitKind::ALL[self as usize * 6 + 5]
    }

    /// The five Soldier types of this version, blue to purple.
    pub fn soldiers(self) -> [UnitKind; 5] {
        let base = self as usize * 6;
        [0, 1, 2, 3, 4].map(|i| UnitKind::ALL[base + i])
    }
}

impl fmt::Display for Version {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// The five Soldier colours; the kingdom is counted per colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Blue,
    Green,
    Red,
    Yellow,
    Purple,
}

impl Colour {
    pub const ALL: [Colour; 5] = [
        Colour::Blue,
        Colour::Green,
        Colour::Red,
        Colour::Yellow,
        Colour::Purple,
    ];

    pub fn key(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Red => "red",
            Colour::Yellow => "yellow",
            Colour::Purple => "purple",
        }
    }

    pub fn from_key(key: &str) -> Option<Colour> {
        let key = key.trim().to_ascii_lowercase();
        if key == "violet" {
            return Some(Colour::Purple);
        }
        Colour::ALL.into_iter().find(|c| c.key() == key)
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Soldier or Leader.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    Soldier,
    Leader,
}

macro_rules! unit_kinds {
    ($($variant:ident = $name:literal, $version:ident, $colour:expr;)*) => {
        /// Every unit type of the game. Identity (name, version, colour) is fixed by the rule book;
        /// the numbers come from the [`Catalog`].
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub enum UnitKind { $($variant,)* }

        impl UnitKind {
            pub const ALL: [UnitKind; 36] = [$(UnitKind::$variant,)*];

            pub fn name(self) -> &'static str {
                match self { $(UnitKind::$variant => $name,)* }
            }

            pub fn version(self) -> Version {
                match self { $(UnitKind::$variant => Version::$version,)* }
            }

            /// The Soldier colour, or `None` for a Leader.
            pub fn colour(self) -> Option<Colour> {
                match self { $(UnitKind::$variant => $colour,)* }
            }
        }
    };
}

unit_kinds! {
    Warrior = "Warrior", King, Some(Colour::Blue);
    Guardian = "Guardian", King, Some(Colour::Green);
    Archer = "Archer", King, Some(Colour::Red);
    Priest = "Priest", King, Some(Colour::Yellow);
    Wizard = "Wizard", King, Some(Colour::Purple);
    King = "King", King, None;
    Samurai = "Samurai", Shogun, Some(Colour::Blue);
    Musha = "Musha", Shogun, Some(Colour::Green);
    Juhei = "Juhei", Shogun, Some(Colour::Red);
    Komuso = "Komuso", Shogun, Some(Colour::Yellow);
    Ninja = "Ninja", Shogun, Some(Colour::Purple);
    Shogun = "Shogun", Shogun, None;
    Commander = "Commander", Pharaoh, Some(Colour::Blue);
    Medjay = "Medjay", Pharaoh, Some(Colour::Green);
    Slinger = "Slinger", Pharaoh, Some(Colour::Red);
    Anubis = "Anubis", Pharaoh, Some(Colour::Yellow);
    Sorcerer = "Sorcerer", Pharaoh, Some(Colour::Purple);
    Pharaoh = "Pharaoh", Pharaoh, None;
    Viking = "Viking", Odin, Some(Colour::Blue);
    Giant = "Giant", Odin, Some(Colour::Green);
    Arbalist = "Arbalist", Odin, Some(Colour::Red);
    Bard = "Bard", Odin, Some(Colour::Yellow);
    Druid = "Druid", Odin, Some(Colour::Purple);
    Odin = "Odin", Odin, None;
    Ocelotl = "Ocelotl", Tlatoani, Some(Colour::Blue);
    Tlacochcalcatl = "Tlacochcalcatl", Tlatoani, Some(Colour::Green);
    Cuauhtli = "Cuauhtli", Tlatoani, Some(Colour::Red);
    Pochtecatl = "Pochtecatl", Tlatoani, Some(Colour::Yellow);
    Tlamacazqui = "Tlamacazqui", Tlatoani, Some(Colour::Purple);
    Tlatoani = "Tlatoani", Tlatoani, None;
    Immortal = "Immortal", Emperor, Some(Colour::Blue);
    Cataphract = "Cataphract", Emperor, Some(Colour::Green);
    Siphonarioi = "Siphonarioi", Emperor, Some(Colour::Red);
    Diplomat = "Diplomat", Emperor, Some(Colour::Yellow);
    Alchemist = "Alchemist", Emperor, Some(Colour::Purple);
    Emperor = "Emperor", Emperor, None;
}

impl UnitKind {
    pub fn role(self) -> Role {
        if self.colour().is_some() {
            Role::Soldier
        } else {
            Role::Leader
        }
    }

    pub fn is_leader(self) -> bool {
        self.role() == Role::Leader
    }

    /// Finds a unit by name, ignoring case and accepting the rule book's other spellings.
    pub fn from_name(name: &str) -> Option<UnitKind> {
        let key = name.trim().to_ascii_lowercase();
        let key = match key.as_str() {
            "tlacoachcalatl" | "tlacochcalcatl" => "tlacochcalcatl",
            "pochtecatli" => "pochtecatl",
            "ocelot" => "ocelotl",
            "tlahtoani" => "tlatoani",
            other => other,
        };
        UnitKind::ALL
            .into_iter()
            .find(|k| k.name().eq_ignore_ascii_case(key))
    }
}

impl fmt::Display for UnitKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Printed attack points: a number, or one of the symbols X (cards in hand), N (units on the
/// battlefield) and C (capture a Soldier / 1 damage to a Leader, R18).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AttackValue {
    Points(u8),
    X,
    N,
    C,
}

impl fmt::Display for AttackValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            AttackValue::Points(n) => write!(f, "{n}"),
            AttackValue::X => f.write_str("X"),
            AttackValue::N => f.write_str("N"),
            AttackValue::C => f.write_str("C"),
        }
    }
}

impl Serialize for AttackValue {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            AttackValue::Points(n) => serializer.serialize_u8(*n),
            other => serializer.serialize_str(&other.to_string()),
        }
    }
}

impl<'de> Deserialize<'de> for AttackValue {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Raw {
            Number(i64),
            Symbol(String),
        }
        match Raw::deserialize(deserializer)? {
            Raw::Number(n) if (0..=9).contains(&n) => Ok(AttackValue::Points(n as u8)),
            Raw::Number(n) => Err(de::Error::custom(format!(
                "attack {n} is out of range: use 0 to 9, or X, N or C"
            ))),
            Raw::Symbol(s) => match s.trim() {
                "X" | "x" => Ok(AttackValue::X),
                "N" | "n" => Ok(AttackValue::N),
                "C" | "c" => Ok(AttackValue::C),
                other => Err(de::Error::custom(format!(
                    "attack {other:?} is not a number, X, N or C"
                ))),
            },
        }
    }
}

/// A range pattern (R15): a set of (depth, column offset), depth 1..=3, offset -2..=2, stored as
/// a bit set for speed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct RangePattern(u16);

impl RangePattern {
    fn bit(depth: u8, offset: i8) -> Option<u16> {
        if !(1..=3).contains(&depth) || !(-2..=2).contains(&offset) {
            return None;
        }
        Some(1 << ((depth as u16 - 1) * 5 + (offset + 2) as u16))
    }

    /// Builds a pattern; `None` if a cell is outside depth 1..=3 and offset -2..=2.
    pub fn from_cells(cells: &[(u8, i8)]) -> Option<RangePattern> {
        let mut bits = 0;
        for &(d, o) in cells {
            bits |= Self::bit(d, o)?;
        }
        Some(RangePattern(bits))
    }

    pub fn contains(self, depth: u8, offset: i8) -> bool {
        Self::bit(depth, offset).is_some_and(|b| self.0 & b != 0)
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells, sorted by depth then offset.
    pub fn cells(self) -> Vec<(u8, i8)> {
        let mut out = Vec::new();
        for depth in 1..=3u8 {
            for offset in -2..=2i8 {
                if self.contains(depth, offset) {
                    out.push((depth, offset));
                }
            }
        }
        out
    }
}

impl Serialize for RangePattern {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let cells: Vec<[i8; 2]> = self
            .cells()
            .into_iter()
            .map(|(d, o)| [d as i8, o])
            .collect();
        cells.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for RangePattern {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let cells: Vec<[i64; 2]> = Vec::deserialize(deserializer)?;
        let mut pattern = RangePattern::default();
        for [d, o] in cells {
            let bit = (u8::try_from(d).ok())
                .zip(i8::try_from(o).ok())
                .and_then(|(d, o)| RangePattern::bit(d, o))
                .ok_or_else(|| {
                    de::Error::custom(format!(
                        "range cell [{d}, {o}] is outside depth 1..3 and column offset -2..2"
                    ))
                })?;
            pattern.0 |= bit;
        }
        Ok(pattern)
    }
}

/// Where a printed number comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Provenance {
    /// Fixed by the rule book's text.
    Rulebook,
    /// Fixed by the published review of the King edition.
    Review,
    /// A house value, to be replaced when the printed card is known.
    House,
}

/// The provenance of each numeric value of a card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StatProvenance {
    pub attack: Provenance,
    pub health_upright: Provenance,
    pub health_tilted: Provenance,
    pub range: Provenance,
}

/// The support as printed: its timing and its text.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SupportText {
    pub timing: String,
    pub text: String,
}

/// One entry of a card data file, as written (not yet validated).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardEntry {
    pub name: String,
    pub version: String,
    pub colour: String,
    pub kind: String,
    pub attack: AttackValue,
    pub health_upright: i64,
    pub health_tilted: i64,
    pub range: RangePattern,
    pub provenance: StatProvenance,
    pub support: SupportText,
}

/// The validated numbers and texts of one unit type.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CardStats {
    pub kind: UnitKind,
    pub attack: AttackValue,
    pub health_upright: u8,
    pub health_tilted: u8,
    pub range: RangePattern,
    pub provenance: StatProvenance,
    pub support: SupportText,
}

impl CardStats {
    /// The entry as it appears in a data file or in `invictus cards --json`.
    pub fn to_entry(&self) -> CardEntry {
        CardEntry {
            name: self.kind.name().to_string(),
            version: self.kind.version().key().to_string(),
            colour: self.kind.colour().map_or("leader", |c| c.key()).to_string(),
            kind: match self.kind.role() {
                Role::Soldier => "soldier",
                Role::Leader => "leader",
            }
            .to_string(),
            attack: self.attack,
            health_upright: self.health_upright as i64,
            health_tilted: self.health_tilted as i64,
            range: self.range,
            provenance: self.provenance,
            support: self.support.clone(),
        }
    }
}

/// A problem in a card data file, naming the card and the field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CatalogError {
    Field {
        card: String,
        field: &'static str,
        message: String,
    },
    UnknownCard(String),
    DuplicateCard(String),
    MissingCard(&'static str),
}

impl fmt::Display for CatalogError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CatalogError::Field {
                card,
                field,
                message,
            } => write!(f, "card '{card}', field '{field}': {message}"),
            CatalogError::UnknownCard(name) => write!(
                f,
                "card '{name}', field 'name': not a unit of Invictus (the 36 names are those of the rule book)"
            ),
            CatalogError::DuplicateCard(name) => {
                write!(f, "card '{name}', field 'name': listed twice")
            }
            CatalogError::MissingCard(name) => {
                write!(f, "card '{name}': missing (every one of the 36 units must be listed)")
            }
        }
    }
}

impl std::error::Error for CatalogError {}

/// The validated numbers and texts of all 36 units.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Catalog {
    cards: Vec<CardStats>,
}

impl Catalog {
    /// Validates the entries of a data file: all 36 units exactly once, identity matching the rule
    /// book, numbers in range.
    pub fn from_entries(entries: Vec<CardEntry>) -> Result<Catalog, CatalogError> {
        let mut slots: Vec<Option<CardStats>> = vec![None; UnitKind::ALL.len()];
        for entry in entries {
            let kind = UnitKind::from_name(&entry.name)
                .ok_or_else(|| CatalogError::UnknownCard(entry.name.clone()))?;
            let card = entry.name.clone();
            let field_error = |field: &'static str, message: String| CatalogError::Field {
                card: card.clone(),
                field,
                message,
            };
            if Version::from_key(&entry.version) != Some(kind.version()) {
                return Err(field_error(
                    "version",
                    format!(
                        "the rule book puts {} in the {} version, not {:?}",
                        kind.name(),
                        kind.version(),
                        entry.version
                    ),
                ));
            }
            let expected_colour = kind.colour().map_or("leader", |c| c.key());
            let colour_ok = match kind.colour() {
                Some(c) => Colour::from_key(&entry.colour) == Some(c),
                None => entry.colour.trim().eq_ignore_ascii_case("leader"),
            };
            if !colour_ok {
                return Err(field_error(
                    "colour",
                    format!("expected {expected_colour:?}, found {:?}", entry.colour),
                ));
            }
            let expected_role = match kind.role() {
                Role::Soldier => "soldier",
                Role::Leader => "leader",
            };
            if !entry.kind.trim().eq_ignore_ascii_case(expected_role) {
                return Err(field_error(
                    "kind",
                    format!("expected {expected_role:?}, found {:?}", entry.kind),
                ));
            }
            let health = |field: &'static str, value: i64| -> Result<u8, CatalogError> {
                if (1..=9).contains(&value) {
                    Ok(value as u8)
                } else {
                    Err(field_error(
                        field,
                        format!("{value} is out of range: health is 1 to 9"),
                    ))
                }
            };
            let health_upright = health("health_upright", entry.health_upright)?;
            let health_tilted = health("health_tilted", entry.health_tilted)?;
            if entry.range.is_empty() {
                return Err(field_error(
                    "range",
                    "the range is empty: a unit needs at least one target cell".to_string(),
                ));
            }
            if entry.support.timing.trim().is_empty() || entry.support.text.trim().is_empty() {
                return Err(field_error(
                    "support",
                    "timing and text must both be given".to_string(),
                ));
            }
            let slot = &mut slots[kind as usize];
            if slot.is_some() {
                return Err(CatalogError::DuplicateCard(entry.name));
            }
            *slot = Some(CardStats {
                kind,
                attack: entry.attack,
                health_upright,
                health_tilted,
                range: entry.range,
                provenance: entry.provenance,
                support: entry.support,
            });
        }
        let mut cards = Vec::with_capacity(slots.len());
        for (slot, kind) in slots.into_iter().zip(UnitKind::ALL) {
            cards.push(slot.ok_or(CatalogError::MissingCard(kind.name()))?);
        }
        Ok(Catalog { cards })
    }

    pub fn get(&self, kind: UnitKind) -> &CardStats {
        &self.cards[kind as usize]
    }

    /// All 36 cards, in rule book order.
    pub fn cards(&self) -> &[CardStats] {
        &self.cards
    }
}
