//! Tactica's Empires as data (the EMPIRES expansion, T82–T119): what each Empire changes in the
//! numbers, read from `assets/tactica/empires.toml` and checked against the ruleset, and the
//! ruleset a seat plays by once its Empire is known (one price function, T82), and the draft
//! that gives each seat its Empire (T7).

use super::abilities::{Ability, AbilityNumbers, Triumph};
use super::ruleset::{Ruleset, RulesetError, UnitKind};
use super::state::{Decision, EmpireRule, Match, Seat, SetupError};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::sync::Arc;

/// The built-in Empires (lexicon 4.4).
pub const BUILTIN_EMPIRES: &str = include_str!("../../../../assets/tactica/empires.toml");

/// An Empire's index in the ruleset's Empire list.
pub type EmpireKind = u8;

/// What an Empire's abilities are called in the data; the engine gives each its behaviour.
pub const ABILITIES: &[&str] = &[
    "teleport",
    "throw",
    "ignore_discards",
    "archer_bonus",
    "training",
    "heavy_against_special",
    "captain_aura",
    "trade",
    "slavery",
    "failure",
    "plan",
    "wagon_fatigue",
    "mountain_descent",
    "heavy_chariot",
    "charge",
    "debt",
    "reflex",
    "light_pillage",
    "theft",
    "pain",
    "drain",
    "counterattack",
    "evasion",
    "conscription",
    "bribery",
    "rebirth",
    "salvo",
    "nomadism",
    "plunderers",
    "trophy",
    "wagon_riders",
    "patent",
    "sovereignty",
];

/// The Triumph cards whose texts are known (T84).
pub const TRIUMPHS: &[&str] = &["eyes_and_ears", "terror"];

/// One Empire as its data file lists it.
#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Empire {
    pub id: String,
    pub name: String,
    #[serde(default)]
    pub unit_costs: BTreeMap<String, i32>,
    #[serde(default)]
    pub tier_costs: BTreeMap<String, Vec<i32>>,
    #[serde(default)]
    pub unit_defense: BTreeMap<String, i32>,
    #[serde(default)]
    pub unit_movement: BTreeMap<String, u8>,
    /// Unit types (or "wagon") this Empire cannot recruit.
    #[serde(default)]
    pub no_recruit: Vec<String>,
    #[serde(default)]
    pub card_price: Option<i32>,
    #[serde(default)]
    pub wagon_cost: Option<i32>,
    #[serde(default)]
    pub wagon_movement_bonus: Option<u8>,
    #[serde(default)]
    pub citadel_income: Option<i32>,
    /// Media: the unit type named at the pick costs this much less (T103).
    #[serde(default)]
    pub cheaper_by: i32,
    #[serde(default)]
    pub triumph: Option<String>,
    #[serde(default)]
    pub abilities: Vec<String>,
}

impl Empire {
    pub fn has(&self, ability: &str) -> bool {
        self.abilities.iter().any(|a| a == ability)
    }

    /// Whether this Empire names a unit type at its pick, to pay less for it (Media, T103).
    pub fn names_a_cheaper_type(&self) -> bool {
        self.cheaper_by > 0
    }
}

/// The Empires file.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct EmpiresFile {
    triumph_cost: i32,
    numbers: AbilityNumbers,
    empire: Vec<Empire>,
}

/// What an Empire's pick names as its cheaper type (Media, T9, T103): a unit type or the War
/// Wagon.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "type")]
pub enum Cheaper {
    Unit { kind: UnitKind },
    Wagon,
}

/// The Empires of a ruleset, checked.
#[derive(Debug, Clone, Default)]
pub struct Empires {
    pub list: Vec<Empire>,
    /// A Triumph's price (T84).
    pub triumph_cost: i32,
    /// The abilities' numbers.
    pub numbers: AbilityNumbers,
}

impl Empires {
    /// Reads an Empires file and checks it against the ruleset's units.
    pub fn parse(text: &str, rules: &Ruleset) -> Result<Empires, RulesetError> {
        let file: EmpiresFile = toml::from_str(text)
            .map_err(|e| RulesetError::Parse(format!("empires: {}", e.message())))?;
        let bad = |empire: &str, problem: String| {
            RulesetError::Bad(format!("empire '{empire}': {problem}"))
        };
        if file.empire.len() > 32 {
            return Err(RulesetError::Bad("at most 32 Empires".into()));
        }
        file.numbers.check().map_err(RulesetError::Bad)?;
        if file.triumph_cost < 0 {
            return Err(RulesetError::Bad(
                "a Triumph's cost cannot be negative".into(),
            ));
        }
        let mut seen = std::collections::HashSet::new();
        for e in &file.empire {
            if !seen.insert(e.id.clone()) {
                return Err(bad(&e.id, "listed twice".into()));
            }
            let unit = |id: &str| rules.units.iter().any(|u| u.id == id);
            for id in e
                .unit_costs
                .keys()
                .chain(e.tier_costs.keys())
                .chain(e.unit_defense.keys())
                .chain(e.unit_movement.keys())
            {
                if !unit(id) {
                    return Err(bad(&e.id, format!("no unit '{id}' in the ruleset")));
                }
            }
            for id in &e.no_recruit {
                if id != "wagon" && !unit(id) {
                    return Err(bad(&e.id, format!("no unit '{id}' in the ruleset")));
                }
            }
            for (id, costs) in &e.tier_costs {
                let tiers = rules.unit_by_id(id).map_or(0, |k| rules.unit(k).tiers);
                if usize::from(tiers) != costs.len() || tiers == 0 {
                    return Err(bad(
                        &e.id,
                        format!("'{id}' needs one cost for each of its {tiers} tiers"),
                    ));
                }
            }
            let negative = e
                .unit_costs
                .values()
                .chain(e.tier_costs.values().flatten())
                .any(|c| *c < 0)
                || e.card_price.is_some_and(|c| c < 0)
                || e.wagon_cost.is_some_and(|c| c < 0)
                || e.citadel_income.is_some_and(|c| c < 0)
                || e.cheaper_by < 0;
            if negative {
                return Err(bad(&e.id, "costs and incomes cannot be negative".into()));
            }
            for (id, change) in &e.unit_defense {
                let defense = rules.unit_by_id(id).map_or(0, |k| rules.unit(k).defense);
                if defense + change < 1 {
                    return Err(bad(&e.id, format!("'{id}' would have a Defense below 1")));
                }
            }
            if e.unit_movement.values().any(|m| *m > 12)
                || e.wagon_movement_bonus.is_some_and(|m| m > 6)
            {
                return Err(bad(&e.id, "movement must be at most 12".into()));
            }
            if let Some(ability) = e
                .abilities
                .iter()
                .find(|a| !ABILITIES.contains(&a.as_str()))
            {
                return Err(bad(&e.id, format!("no ability '{ability}' is known")));
            }
            if let Some(triumph) = e.triumph.as_deref().filter(|t| !TRIUMPHS.contains(t)) {
                return Err(bad(&e.id, format!("no Triumph '{triumph}' is known (T84)")));
            }
        }
        for unit in &rules.units {
            if let Some(ability) = unit
                .abilities
                .iter()
                .find(|a| !ABILITIES.contains(&a.as_str()))
            {
                return Err(RulesetError::BadUnit {
                    unit: unit.id.clone(),
                    problem: format!("no ability '{ability}' is known"),
                });
            }
            if let Some(owner) = &unit.empire {
                if !file.empire.iter().any(|e| &e.id == owner) {
                    return Err(RulesetError::BadUnit {
                        unit: unit.id.clone(),
                        problem: format!("its Empire '{owner}' is not in the Empires file"),
                    });
                }
            }
        }
        Ok(Empires {
            list: file.empire,
            triumph_cost: file.triumph_cost,
            numbers: file.numbers,
        })
    }

    pub fn get(&self, kind: EmpireKind) -> Option<&Empire> {
        self.list.get(usize::from(kind))
    }

    pub fn by_id(&self, id: &str) -> Option<EmpireKind> {
        self.list
            .iter()
            .position(|e| e.id == id || e.name.eq_ignore_ascii_case(id))
            .map(|i| i as EmpireKind)
    }

    pub fn len(&self) -> usize {
        self.list.len()
    }

    pub fn is_empty(&self) -> bool {
        self.list.is_empty()
    }
}

impl Ruleset {
    /// The ruleset a seat plays by: the base numbers for Vanilla (`None`), else with its
    /// Empire's changes (T82) and, for Media, its cheaper type (T103). Special units are
    /// recruitable only by their own Empire.
    pub fn for_empire(&self, empire: Option<EmpireKind>, cheaper: Option<Cheaper>) -> Ruleset {
        let mut rules = self.clone();
        rules.empire_rules = Default::default();
        let Some(e) = empire.and_then(|k| self.empires.get(k)) else {
            return rules;
        };
        for (i, unit) in rules.units.iter_mut().enumerate() {
            let id = unit.id.clone();
            if let Some(owner) = &unit.empire {
                rules.recruitable[i] = *owner == e.id;
            }
            if e.no_recruit.contains(&id) {
                rules.recruitable[i] = false;
            }
            if let Some(&cost) = e.unit_costs.get(&id) {
                unit.cost = cost;
            }
            if let Some(costs) = e.tier_costs.get(&id) {
                unit.tier_costs = costs.clone();
            }
            if let Some(&change) = e.unit_defense.get(&id) {
                unit.defense += change;
            }
            if let Some(&movement) = e.unit_movement.get(&id) {
                unit.movement = movement;
            }
        }
        if e.no_recruit.iter().any(|id| id == "wagon") {
            rules.wagon_recruitable = false;
        }
        if let Some(price) = e.card_price {
            rules.card_rules.price = price;
        }
        if let Some(cost) = e.wagon_cost {
            rules.wagon.cost = cost;
        }
        if let Some(bonus) = e.wagon_movement_bonus {
            rules.wagon.movement_bonus = bonus;
        }
        if let Some(income) = e.citadel_income {
            rules.economy.castle_income = income;
        }
        match cheaper {
            Some(Cheaper::Unit { kind }) if usize::from(kind) < rules.units.len() => {
                let unit = &mut rules.units[usize::from(kind)];
                unit.cost = (unit.cost - e.cheaper_by).max(0);
                for cost in &mut unit.tier_costs {
                    *cost = (*cost - e.cheaper_by).max(0);
                }
                if unit.tiered() && unit.tier_costs.is_empty() {
                    unit.tier_costs = (1..=unit.tiers)
                        .map(|t| (unit.cost_per_tier * i32::from(t) - e.cheaper_by).max(0))
                        .collect();
                }
            }
            Some(Cheaper::Wagon) => rules.wagon.cost = (rules.wagon.cost - e.cheaper_by).max(0),
            _ => {}
        }
        rules.abilities = Ability::mask_of(&e.abilities).unwrap_or(0);
        rules.triumph = e.triumph.as_deref().and_then(Triumph::by_id);
        rules.empire = empire;
        rules
    }

    /// [`Ruleset::for_empire`] of these base rules, made once per Empire and cheaper type and
    /// then shared: a match restored for every click does not copy its rules again.
    pub fn of_empire(
        self: &Arc<Ruleset>,
        empire: EmpireKind,
        cheaper: Option<Cheaper>,
    ) -> Arc<Ruleset> {
        self.cached_for(empire, cheaper)
    }

    fn cached_for(&self, empire: EmpireKind, cheaper: Option<Cheaper>) -> Arc<Ruleset> {
        let key = (empire, cheaper);
        let mut made = self.empire_rules.lock().unwrap_or_else(|e| e.into_inner());
        if let Some((_, rules)) = made.iter().find(|(k, _)| *k == key) {
            return Arc::clone(rules);
        }
        let rules = Arc::new(self.for_empire(Some(empire), cheaper));
        made.push((key, Arc::clone(&rules)));
        rules
    }

    /// The standard cost of a recruit for a player of `empire` (Media with its cheaper type),
    /// from the Empire's rules made once (see [`Ruleset::of_empire`]): what menus show.
    pub fn recruit_cost(
        &self,
        empire: Option<EmpireKind>,
        cheaper: Option<Cheaper>,
        what: crate::games::tactica::Recruit,
    ) -> i32 {
        let own;
        let rules = match empire {
            None => self,
            Some(empire) => {
                own = self.cached_for(empire, cheaper);
                &*own
            }
        };
        match what {
            crate::games::tactica::Recruit::Unit { kind, tier } => rules.unit_cost(kind, tier),
            crate::games::tactica::Recruit::Wagon => rules.wagon.cost,
            crate::games::tactica::Recruit::Chariot => rules.chariot.as_ref().map_or(0, |c| c.cost),
        }
    }

    /// The types an Empire's pick may name as cheaper (T103): any type it may recruit but the
    /// Peasant, the War Wagon included; empty for an Empire without that choice.
    pub fn cheaper_choices(&self, empire: EmpireKind) -> Vec<Cheaper> {
        let Some(e) = self
            .empires
            .get(empire)
            .filter(|e| e.names_a_cheaper_type())
        else {
            return Vec::new();
        };
        let own = self.for_empire(Some(empire), None);
        let mut out: Vec<Cheaper> = (0..own.units.len() as UnitKind)
            .filter(|&k| own.recruitable[usize::from(k)] && k != own.peasant)
            .map(|kind| Cheaper::Unit { kind })
            .collect();
        if own.wagon_recruitable && !e.no_recruit.iter().any(|id| id == "wagon") {
            out.push(Cheaper::Wagon);
        }
        out
    }

    /// How a setup names `empire` as given to a seat (`EmpireRule::Given`): its id, and for an
    /// Empire that names a cheaper type (T103) the one `pick` chooses among its choices, as
    /// `id/<unit id or wagon>`.
    pub fn given_empire(
        &self,
        empire: EmpireKind,
        pick: impl FnOnce(&[Cheaper]) -> Option<Cheaper>,
    ) -> String {
        let id = self.empires.list[usize::from(empire)].id.clone();
        match pick(&self.cheaper_choices(empire)) {
            None => id,
            Some(Cheaper::Wagon) => format!("{id}/wagon"),
            Some(Cheaper::Unit { kind }) => format!("{id}/{}", self.unit(kind).id),
        }
    }
}

impl Match {
    /// The rules `seat` plays by: the base rules with its Empire's changes (T82).
    pub fn rules_of(&self, seat: Seat) -> &Ruleset {
        match self.seat_rules.get(usize::from(seat)) {
            Some(rules) => rules,
            None => &self.rules,
        }
    }

    /// [`Match::rules_of`], shared: for a caller that changes the match while reading them.
    pub(super) fn seat_rules_arc(&self, seat: Seat) -> Arc<Ruleset> {
        match self.seat_rules.get(usize::from(seat)) {
            Some(rules) => Arc::clone(rules),
            None => Arc::clone(&self.rules),
        }
    }

    /// Recomputes each seat's rules from its Empire (after a pick, on restore).
    pub(super) fn refresh_seat_rules(&mut self) {
        self.seat_rules = self
            .s
            .players
            .iter()
            .map(|p| match p.empire {
                None => Arc::clone(&self.rules),
                Some(empire) => self.rules.of_empire(empire, p.cheaper),
            })
            .collect();
    }

    /// Sets up the Empires the setup asks for: the draft's bans and picks as the first
    /// decisions (T7), or the given Empires.
    pub(super) fn begin_empires(&mut self) -> Result<(), SetupError> {
        let bad = |what: String| Err(SetupError::Empires(what));
        let empires = Arc::clone(&self.rules.empires);
        match self.s.setup.empires.clone() {
            EmpireRule::Vanilla => Ok(()),
            EmpireRule::Series { loser } => {
                if self.s.setup.players != 2 || loser >= 2 {
                    return bad("a series is played by two players".into());
                }
                if empires.len() < 4 {
                    return bad(format!(
                        "{} Empires are too few for 2 players",
                        empires.len()
                    ));
                }
                let other = 1 - loser;
                for seat in [loser, other] {
                    self.s.decisions.push(Decision::BanEmpire { seat });
                }
                for seat in [loser, other] {
                    self.s.decisions.push(Decision::PickEmpire { seat });
                }
                self.s.decisions.push(Decision::PlayOrder { seat: loser });
                Ok(())
            }
            EmpireRule::Draft => {
                let n = self.s.setup.players;
                let bans = if n == 2 { 2 } else { 0 };
                if empires.len() < usize::from(n) + bans {
                    return bad(format!(
                        "{} Empires are too few for {n} players",
                        empires.len()
                    ));
                }
                let order = self.s.order.clone();
                if n == 2 {
                    for &seat in &order {
                        self.s.decisions.push(Decision::BanEmpire { seat });
                    }
                }
                for &seat in &order {
                    self.s.decisions.push(Decision::PickEmpire { seat });
                }
                Ok(())
            }
            EmpireRule::Given(ids) => {
                if ids.len() != usize::from(self.s.setup.players) {
                    return bad(format!(
                        "{} Empires given for {} players",
                        ids.len(),
                        self.s.setup.players
                    ));
                }
                for (seat, id) in ids.iter().enumerate() {
                    let (name, cheaper) = match id.split_once('/') {
                        Some((name, cheaper)) => (name, Some(cheaper)),
                        None => (id.as_str(), None),
                    };
                    let Some(empire) = empires.by_id(name) else {
                        return bad(format!("no Empire '{name}'"));
                    };
                    if self.s.players.iter().any(|p| p.empire == Some(empire)) {
                        return bad(format!("'{name}' is given twice (T7)"));
                    }
                    let choices = self.rules.cheaper_choices(empire);
                    let cheaper = match cheaper {
                        None if choices.is_empty() => None,
                        None => {
                            return bad(format!(
                                "'{name}' names a cheaper type: {name}/<unit id or wagon> (T103)"
                            ))
                        }
                        Some(what) => {
                            let found = match what {
                                "wagon" => Some(Cheaper::Wagon),
                                unit => self
                                    .rules
                                    .unit_by_id(unit)
                                    .map(|kind| Cheaper::Unit { kind }),
                            };
                            match found.filter(|c| choices.contains(c)) {
                                Some(c) => Some(c),
                                None => {
                                    return bad(format!(
                                        "'{what}' cannot be {name}'s cheaper type (T103)"
                                    ))
                                }
                            }
                        }
                    };
                    let player = &mut self.s.players[seat];
                    player.empire = Some(empire);
                    player.cheaper = cheaper;
                }
                Ok(())
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_empires_rules_are_made_once_and_shared() {
        let base = Ruleset::standard();
        let persia = base.empires.by_id("persia").expect("Persia");
        let first = base.of_empire(persia, None);
        let again = base.of_empire(persia, None);
        assert!(Arc::ptr_eq(&first, &again));
        let hi = base.unit_by_id("heavy_infantry").expect("HI");
        assert_eq!(first.unit(hi).defense, base.unit(hi).defense - 1);
        let media = base.empires.by_id("media").expect("Media");
        let wagon = base.of_empire(media, Some(Cheaper::Wagon));
        let hc = base.of_empire(media, Some(Cheaper::Unit { kind: hi }));
        assert!(
            !Arc::ptr_eq(&wagon, &hc),
            "each cheaper type has its own rules"
        );
        assert_eq!(wagon.wagon.cost, base.wagon.cost - 1);
        assert_eq!(hc.unit_cost(hi, 1), base.unit_cost(hi, 1) - 1);
    }
}
