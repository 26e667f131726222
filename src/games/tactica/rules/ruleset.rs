//! Tactica's numbers as data: units, the War Wagon, the Action cards, incomes and rewards, read
//! from a TOML ruleset file (the built-in one is `assets/tactica/ruleset.toml`) and checked.

use super::empires::{Cheaper, EmpireKind, Empires, BUILTIN_EMPIRES};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// The built-in ruleset (lexicon 4.4).
pub const BUILTIN_RULESET: &str = include_str!("../../../../assets/tactica/ruleset.toml");

/// A unit type's index in the ruleset's unit list.
pub type UnitKind = u8;
/// An Action card type's index in the ruleset's card list.
pub type CardKind = u8;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AttackType {
    Melee,
    Ranged,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MovementMode {
    Infantry,
    Cavalry,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct UnitType {
    pub id: String,
    pub code: String,
    pub name: String,
    pub attack: i32,
    pub defense: i32,
    pub attack_type: AttackType,
    pub cost: i32,
    /// Tiered units (the Archer): cost = cost_per_tier × tier, attack = range = tier (T57).
    #[serde(default)]
    pub cost_per_tier: i32,
    #[serde(default)]
    pub tiers: u8,
    pub mode: MovementMode,
    pub movement: u8,
    pub tokens: u8,
    /// A special unit's Empire: only that Empire recruits it (T85).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub empire: Option<String>,
    /// A ranged unit's range when it is not its attack (the Magi, 2r4).
    #[serde(default)]
    pub range: u8,
    /// A tiered unit's cost at each tier when an Empire sets it (Parthia, Sumer); empty: the
    /// cost per tier times the tier.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tier_costs: Vec<i32>,
    /// A special unit's own abilities (their names as in the Empires file).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub abilities: Vec<String>,
    /// `abilities` as bits of [`super::abilities::Ability`].
    #[serde(skip)]
    pub ability_bits: u64,
}

impl UnitType {
    pub fn tiered(&self) -> bool {
        self.tiers > 0
    }
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct WagonType {
    pub id: String,
    pub code: String,
    pub name: String,
    pub cost: i32,
    pub attack_bonus: i32,
    pub defense_bonus: i32,
    pub movement_bonus: u8,
    pub tokens: u8,
    pub protection_floor: i32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// R: in any open reaction window (T78).
    Reaction,
    /// RA: a regular action of the player on turn (T2).
    Regular,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gem {
    /// Green: friendly units only, allies' included (T67, T121).
    Friendly,
    /// Blue: any unit.
    Any,
    /// No gem: the card targets a card or a player.
    None,
}

/// What a card does. The behaviour of each kind is the engine's; its numbers are data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum CardEffect {
    CombatBonus { attack: i32, defense: i32 },
    PoisonedBlade,
    Reflex,
    Reinforcements { unit: String },
    ForcedMarch,
    FreshHorses,
    Intelligence { steal: i32 },
    SwordsToPloughs { unit: String },
    Intuition,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardType {
    pub id: String,
    pub name: String,
    pub count: u8,
    pub timing: Timing,
    pub gem: Gem,
    pub effect: CardEffect,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Economy {
    pub start_gold: i32,
    pub second_player_gold_duel: i32,
    pub castle_income: i32,
    pub unit_income: i32,
    pub temple_income: i32,
    pub temple_draws: u8,
    pub port_income_base: i32,
    pub village_loot: i32,
    pub port_fee: i32,
    pub conquest_gold: i32,
    pub conquest_draws: u8,
    pub conquest_min_units: u8,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardRules {
    pub price: i32,
    pub hand_limit: u8,
    pub buys_per_turn: u8,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct RulesetFile {
    version: String,
    source: String,
    economy: Economy,
    cards: CardRules,
    wagon: WagonType,
    /// The Hittite Empire's Heavy Chariot, a wagon equivalent (T99).
    #[serde(default)]
    chariot: Option<WagonType>,
    units: Vec<UnitType>,
    card: Vec<CardType>,
}

/// A checked ruleset, with the indices the engine needs resolved once.
#[derive(Debug, Clone)]
pub struct Ruleset {
    pub version: String,
    pub source: String,
    pub economy: Economy,
    pub card_rules: CardRules,
    pub wagon: WagonType,
    /// The Heavy Chariot (T99), bought only by an Empire with the `heavy_chariot` ability.
    pub chariot: Option<WagonType>,
    pub units: Vec<UnitType>,
    pub cards: Vec<CardType>,
    /// The Peasant (Swords to Ploughs) and the Light Infantry (Reinforcements).
    pub peasant: UnitKind,
    pub light_infantry: UnitKind,
    /// The total number of Action cards (31 in lexicon 4.4).
    pub deck_size: usize,
    /// The Empires (empty for a ruleset read without its Empires file).
    pub empires: std::sync::Arc<Empires>,
    /// Whether each unit type may be recruited under these rules: a special unit only by its
    /// own Empire, and an Empire may forbid a type (T85, Akkad, Media, Scythia).
    pub recruitable: Vec<bool>,
    /// Whether the War Wagon may be bought (not by Parthia).
    pub wagon_recruitable: bool,
    /// The Empire these rules are for (see [`Ruleset::for_empire`]); `None`: the base rules.
    pub empire: Option<EmpireKind>,
    /// That Empire's abilities, as bits of [`super::abilities::Ability`].
    pub abilities: u64,
    /// That Empire's Triumph, when its text is known (T84).
    pub triumph: Option<super::abilities::Triumph>,
    /// Each Empire's rules made from these, kept (see [`Ruleset::of_empire`]).
    pub(super) empire_rules: EmpireRules,
}

/// The rules made for each Empire (and Media's cheaper type) from a base ruleset, made once.
pub(super) type EmpireRules =
    Arc<std::sync::Mutex<Vec<((EmpireKind, Option<Cheaper>), Arc<Ruleset>)>>>;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum RulesetError {
    #[error("the ruleset file is not valid TOML for a ruleset: {0}")]
    Parse(String),
    #[error("unit '{0}' is listed twice")]
    DuplicateUnit(String),
    #[error("card '{0}' is listed twice")]
    DuplicateCard(String),
    #[error("unit '{unit}': {problem}")]
    BadUnit { unit: String, problem: String },
    #[error("card '{card}': {problem}")]
    BadCard { card: String, problem: String },
    #[error("{0}")]
    Bad(String),
}

impl Ruleset {
    /// The built-in ruleset, parsed once.
    pub fn standard() -> Arc<Ruleset> {
        static STANDARD: OnceLock<Arc<Ruleset>> = OnceLock::new();
        STANDARD
            .get_or_init(|| {
                Arc::new(
                    Ruleset::parse_with_empires(BUILTIN_RULESET, BUILTIN_EMPIRES)
                        .expect("the built-in ruleset and Empires are valid"),
                )
            })
            .clone()
    }

    /// A ruleset and its Empires, each from its file's text.
    pub fn parse_with_empires(text: &str, empires: &str) -> Result<Ruleset, RulesetError> {
        let mut rules = Ruleset::parse(text)?;
        rules.empires = Arc::new(Empires::parse(empires, &rules)?);
        Ok(rules)
    }

    /// A ruleset from its file's text, without Empires (Vanilla only).
    pub fn parse(text: &str) -> Result<Ruleset, RulesetError> {
        let mut file: RulesetFile =
            toml::from_str(text).map_err(|e| RulesetError::Parse(e.message().to_string()))?;
        let mut seen = std::collections::HashSet::new();
        if file.units.is_empty() || file.units.len() > 32 {
            return Err(RulesetError::Bad(
                "a ruleset lists 1 to 32 unit types".into(),
            ));
        }
        for unit in &file.units {
            if !seen.insert(unit.id.clone()) {
                return Err(RulesetError::DuplicateUnit(unit.id.clone()));
            }
            let bad = |problem: &str| RulesetError::BadUnit {
                unit: unit.id.clone(),
                problem: problem.to_string(),
            };
            if unit.tokens == 0 || unit.tokens > 20 {
                return Err(bad("tokens must be 1 to 20"));
            }
            if unit.defense < 1 {
                return Err(bad("defense must be at least 1"));
            }
            if unit.attack < 0 || unit.cost < 0 || unit.cost_per_tier < 0 {
                return Err(bad("attack and costs cannot be negative"));
            }
            if unit.movement > 12 {
                return Err(bad("movement must be at most 12"));
            }
            if unit.tiered() && (unit.tiers > 8 || unit.cost_per_tier == 0) {
                return Err(bad("a tiered unit needs 1 to 8 tiers and a cost per tier"));
            }
            if unit.tier_costs.iter().any(|c| *c < 0)
                || (!unit.tier_costs.is_empty() && unit.tier_costs.len() != usize::from(unit.tiers))
            {
                return Err(bad("tier costs need one cost per tier, none negative"));
            }
            if unit.attack_type == AttackType::Ranged
                && !unit.tiered()
                && unit.attack < 1
                && unit.range < 1
            {
                return Err(bad(
                    "a ranged unit without tiers needs an attack (its range)",
                ));
            }
        }
        let mut seen = std::collections::HashSet::new();
        if file.card.is_empty() || file.card.len() > 32 {
            return Err(RulesetError::Bad(
                "a ruleset lists 1 to 32 card types".into(),
            ));
        }
        let find_unit = |id: &str| file.units.iter().position(|u| u.id == id);
        for card in &file.card {
            if !seen.insert(card.id.clone()) {
                return Err(RulesetError::DuplicateCard(card.id.clone()));
            }
            let bad = |problem: &str| RulesetError::BadCard {
                card: card.id.clone(),
                problem: problem.to_string(),
            };
            if card.count == 0 || card.count > 20 {
                return Err(bad("count must be 1 to 20"));
            }
            match &card.effect {
                CardEffect::Reinforcements { unit } | CardEffect::SwordsToPloughs { unit }
                    if find_unit(unit).is_none() =>
                {
                    return Err(bad(&format!("no unit '{unit}' in the ruleset")));
                }
                CardEffect::Intelligence { steal } if *steal < 0 => {
                    return Err(bad("steal cannot be negative"));
                }
                _ => {}
            }
        }
        let reinforcement_unit = file.card.iter().find_map(|c| match &c.effect {
            CardEffect::Reinforcements { unit } => Some(unit.clone()),
            _ => None,
        });
        let peasant_unit = file.card.iter().find_map(|c| match &c.effect {
            CardEffect::SwordsToPloughs { unit } => Some(unit.clone()),
            _ => None,
        });
        let peasant = peasant_unit
            .as_deref()
            .and_then(find_unit)
            .or_else(|| find_unit("peasant"))
            .unwrap_or(0) as UnitKind;
        let light_infantry = reinforcement_unit
            .as_deref()
            .and_then(find_unit)
            .or_else(|| find_unit("light_infantry"))
            .unwrap_or(0) as UnitKind;
        let e = &file.economy;
        if e.start_gold < 0 || e.second_player_gold_duel < 0 || e.conquest_min_units == 0 {
            return Err(RulesetError::Bad(
                "starting gold cannot be negative and a conquest needs at least one unit".into(),
            ));
        }
        if file.cards.hand_limit == 0 || file.cards.price < 0 {
            return Err(RulesetError::Bad(
                "the hand limit must be at least 1 and the card price not negative".into(),
            ));
        }
        let bad_wagon = |w: &WagonType| w.tokens == 0 || w.protection_floor > 0 || w.cost < 0;
        if bad_wagon(&file.wagon) || file.chariot.as_ref().is_some_and(bad_wagon) {
            return Err(RulesetError::Bad(
                "the wagon needs tokens and a protection floor of at most 0".into(),
            ));
        }
        for unit in file.units.iter_mut() {
            unit.ability_bits =
                super::abilities::Ability::mask_of(&unit.abilities).map_err(|ability| {
                    RulesetError::BadUnit {
                        unit: unit.id.clone(),
                        problem: format!("no ability '{ability}' is known"),
                    }
                })?;
        }
        let deck_size = file.card.iter().map(|c| c.count as usize).sum();
        let recruitable = file.units.iter().map(|u| u.empire.is_none()).collect();
        Ok(Ruleset {
            version: file.version,
            source: file.source,
            economy: file.economy,
            card_rules: file.cards,
            wagon: file.wagon,
            chariot: file.chariot,
            units: file.units,
            cards: file.card,
            peasant,
            light_infantry,
            deck_size,
            empires: Arc::default(),
            recruitable,
            wagon_recruitable: true,
            empire: None,
            abilities: 0,
            triumph: None,
            empire_rules: EmpireRules::default(),
        })
    }

    pub fn unit(&self, kind: UnitKind) -> &UnitType {
        &self.units[kind as usize]
    }

    pub fn card(&self, kind: CardKind) -> &CardType {
        &self.cards[kind as usize]
    }

    pub fn unit_by_id(&self, id: &str) -> Option<UnitKind> {
        self.units
            .iter()
            .position(|u| u.id == id || u.code.eq_ignore_ascii_case(id))
            .map(|i| i as UnitKind)
    }

    pub fn card_by_id(&self, id: &str) -> Option<CardKind> {
        self.cards
            .iter()
            .position(|c| c.id == id || c.name.eq_ignore_ascii_case(id))
            .map(|i| i as CardKind)
    }

    /// Whether these rules let a unit type be recruited (`None`: the War Wagon).
    pub fn may_recruit(&self, kind: Option<UnitKind>) -> bool {
        match kind {
            Some(kind) => self
                .recruitable
                .get(usize::from(kind))
                .copied()
                .unwrap_or(false),
            None => self.wagon_recruitable,
        }
    }

    /// The standard cost of a unit type at a tier (T54, T57, T82), with the Empire's changes
    /// when these are an Empire's rules ([`Ruleset::for_empire`]).
    pub fn unit_cost(&self, kind: UnitKind, tier: u8) -> i32 {
        let unit = self.unit(kind);
        if unit.tiered() {
            match unit.tier_costs.get(usize::from(tier.max(1)) - 1) {
                Some(&cost) => cost,
                None => unit.cost_per_tier * tier as i32,
            }
        } else {
            unit.cost
        }
    }

    /// Base attack: a tiered unit's attack is its tier (T57).
    pub fn base_attack(&self, kind: UnitKind, tier: u8) -> i32 {
        let unit = self.unit(kind);
        if unit.tiered() {
            tier as i32
        } else {
            unit.attack
        }
    }

    /// The attack a unit deals in a melee combat (T39): a ranged unit's melee Attack is 0
    /// ("always equal to 0, unless stated otherwise", and no unit states otherwise); a melee
    /// unit's is its Attack.
    pub fn melee_attack(&self, kind: UnitKind, tier: u8) -> i32 {
        match self.unit(kind).attack_type {
            AttackType::Melee => self.base_attack(kind, tier),
            AttackType::Ranged => 0,
        }
    }

    /// A ranged unit's range (its tier for a tiered unit); 0 for melee units.
    pub fn range(&self, kind: UnitKind, tier: u8) -> u8 {
        let unit = self.unit(kind);
        match unit.attack_type {
            AttackType::Melee => 0,
            AttackType::Ranged if unit.tiered() => tier,
            AttackType::Ranged if unit.range > 0 => unit.range,
            AttackType::Ranged => unit.attack.clamp(0, 255) as u8,
        }
    }
}
