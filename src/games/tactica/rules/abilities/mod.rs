//! The Empires' abilities and Triumphs (T83–T119): their names and numbers as data, the actions
//! that use them, and the engine's behaviour for each (in combat, in the economy, as actions).

mod actions;
mod combat;
mod economy;

use super::action::Action;
use super::map::Field;
use super::ruleset::CardKind;
use super::state::{Match, Seat, Unit};
use serde::{Deserialize, Serialize};

/// Every ability the engine knows, in the order of [`super::empires::ABILITIES`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
#[repr(u8)]
pub enum Ability {
    Teleport,
    Throw,
    IgnoreDiscards,
    ArcherBonus,
    Training,
    HeavyAgainstSpecial,
    CaptainAura,
    Trade,
    Slavery,
    Failure,
    Plan,
    WagonFatigue,
    MountainDescent,
    HeavyChariot,
    Charge,
    Debt,
    Reflex,
    LightPillage,
    Theft,
    Pain,
    Drain,
    Counterattack,
    Evasion,
    Conscription,
    Bribery,
    Rebirth,
    Salvo,
    Nomadism,
    Plunderers,
    Trophy,
    WagonRiders,
    Patent,
    Sovereignty,
}

impl Ability {
    pub const ALL: [Ability; 33] = [
        Ability::Teleport,
        Ability::Throw,
        Ability::IgnoreDiscards,
        Ability::ArcherBonus,
        Ability::Training,
        Ability::HeavyAgainstSpecial,
        Ability::CaptainAura,
        Ability::Trade,
        Ability::Slavery,
        Ability::Failure,
        Ability::Plan,
        Ability::WagonFatigue,
        Ability::MountainDescent,
        Ability::HeavyChariot,
        Ability::Charge,
        Ability::Debt,
        Ability::Reflex,
        Ability::LightPillage,
        Ability::Theft,
        Ability::Pain,
        Ability::Drain,
        Ability::Counterattack,
        Ability::Evasion,
        Ability::Conscription,
        Ability::Bribery,
        Ability::Rebirth,
        Ability::Salvo,
        Ability::Nomadism,
        Ability::Plunderers,
        Ability::Trophy,
        Ability::WagonRiders,
        Ability::Patent,
        Ability::Sovereignty,
    ];

    /// Its name in the data files.
    pub fn id(self) -> &'static str {
        super::empires::ABILITIES[self as usize]
    }

    pub fn by_id(id: &str) -> Option<Ability> {
        Ability::ALL.iter().copied().find(|a| a.id() == id)
    }

    pub fn bit(self) -> u64 {
        1 << (self as u8)
    }

    /// The bits of the abilities named, or the first unknown name.
    pub fn mask_of<'a>(ids: impl IntoIterator<Item = &'a String>) -> Result<u64, String> {
        let mut mask = 0;
        for id in ids {
            mask |= Ability::by_id(id).ok_or_else(|| id.clone())?.bit();
        }
        Ok(mask)
    }
}

/// The Triumph cards whose texts are known (T84).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Triumph {
    /// Akkad (T89): up to two Intelligence cards, and every opponent shows their hand.
    EyesAndEars,
    /// Assyria (T93), a reaction: every Action card on the stack and every card effect ends; no
    /// Action card until the end of the turn.
    Terror,
}

impl Triumph {
    pub fn by_id(id: &str) -> Option<Triumph> {
        match id {
            "eyes_and_ears" => Some(Triumph::EyesAndEars),
            "terror" => Some(Triumph::Terror),
            _ => None,
        }
    }

    pub fn id(self) -> &'static str {
        match self {
            Triumph::EyesAndEars => "eyes_and_ears",
            Triumph::Terror => "terror",
        }
    }
}

/// The abilities' numbers, from the Empires file's `[numbers]`.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AbilityNumbers {
    pub archer_bonus: i32,
    pub throw_attack: i32,
    pub eyes_and_ears_cards: u8,
    pub heavy_against_special: i32,
    pub captain_aura: i32,
    pub trade_gold: i32,
    pub failure_loss: i32,
    pub charge_attack: i32,
    pub charge_defense: i32,
    pub debt_per_castle: i32,
    pub pillage_gold: i32,
    pub theft_gold: i32,
    pub pain: i32,
    pub drain_movement: u8,
    pub counterattack_cost: i32,
    pub rebirth_cost: i32,
    pub salvo_damage: i32,
    pub plunder_gold: i32,
    pub trophy_bonus: i32,
    pub trophy_loss: i32,
    pub riders_attack: i32,
    pub riders_defense: i32,
    pub patent_gold: i32,
}

impl AbilityNumbers {
    /// None of them is negative.
    pub fn check(&self) -> Result<(), String> {
        let all = [
            self.archer_bonus,
            self.throw_attack,
            self.heavy_against_special,
            self.captain_aura,
            self.trade_gold,
            self.failure_loss,
            self.charge_attack,
            self.charge_defense,
            self.debt_per_castle,
            self.pillage_gold,
            self.theft_gold,
            self.pain,
            self.counterattack_cost,
            self.rebirth_cost,
            self.salvo_damage,
            self.plunder_gold,
            self.trophy_bonus,
            self.trophy_loss,
            self.riders_attack,
            self.riders_defense,
            self.patent_gold,
        ];
        if all.iter().any(|n| *n < 0) {
            return Err("the abilities' numbers cannot be negative".into());
        }
        Ok(())
    }
}

/// An Empire's activated ability, its Triumph, or an answer one of its abilities asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "use")]
pub enum AbilityAction {
    /// Akkad TELEPORT (T86): the unit on `unit` (a Keep field of its castle, or a Village) to
    /// another vacant Keep field of a castle its owner holds. Once per round.
    Teleport { unit: Field, to: Field },
    /// Qaraddu THROW (T88): an Entering Combat with the spear, ranged at range 1.
    Throw { unit: Field, target: Field },
    /// Assyria TRAINING (T90): the Light unit becomes Heavy. Once per turn.
    Train { unit: Field },
    /// Babylon TRADE (T94): shuffle `card` back for gold and/or pay for `target` to discard.
    Trade {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<CardKind>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Seat>,
    },
    /// Lydia CHARGE (T100): an Entering Combat of a cavalry unit at +attack −defense.
    Charge { unit: Field, target: Field },
    /// Magi PAIN (T106): a permanent −1/−1 to a unit within range, instead of combat.
    Pain { magi: Field, target: Field },
    /// Magi DRAIN (T106): the unit's movement is 1 until the end of its owner's next turn.
    Drain { magi: Field, target: Field },
    /// Persia BRIBERY (T111): pay the unit's standard cost; it may not attack Persians.
    Bribe { target: Field },
    /// Scythia SALVO (T113): the Archer deals 1 damage to each of two enemy units in range.
    Salvo { archer: Field, targets: [Field; 2] },
    /// Architect PLAN on Mountains (T97): its Mountain token goes to the friendly unit on `to`.
    Plan { architect: Field, to: Field },
    /// The Empire's Triumph (T84, T89, T93).
    Triumph,
    /// Media THEFT (T105), at its End of turn: the opponent who loses gold.
    Theft { target: Seat },
    /// Sumer PATENT (T118): show the card just drawn for gold, or keep it hidden.
    Patent { show: bool },
    /// Parthia COUNTERATTACK (T107): pay to take the card that just resolved, or let it go.
    Counterattack { take: bool },
    /// Persia CONSCRIPTION (T9, T109) or Babylon SLAVERY (T95): the free Peasant on `keep`, or
    /// none.
    FreePeasant {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        keep: Option<Field>,
    },
    /// Persia CONSCRIPTION (T109): the unit on `unit` of the player its conquest puts out.
    Capture { unit: Field },
    /// Eyes and Ears (T89): take this many Intelligence cards ("up to two").
    TakeIntelligence { cards: u8 },
    /// Evasion (T108): spend the counter to cancel this combat's damage, or take it.
    Evade { evade: bool },
    /// Rebirth (T112): step aside to `to` for the token and the price, or (`None`) die.
    Rebirth {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        to: Option<Field>,
    },
}

impl AbilityAction {
    /// The ability it uses (None: the Triumph).
    pub fn ability(&self) -> Option<Ability> {
        Some(match self {
            AbilityAction::Teleport { .. } => Ability::Teleport,
            AbilityAction::Throw { .. } => Ability::Throw,
            AbilityAction::Train { .. } => Ability::Training,
            AbilityAction::Trade { .. } => Ability::Trade,
            AbilityAction::Charge { .. } => Ability::Charge,
            AbilityAction::Pain { .. } => Ability::Pain,
            AbilityAction::Drain { .. } => Ability::Drain,
            AbilityAction::Bribe { .. } => Ability::Bribery,
            AbilityAction::Salvo { .. } => Ability::Salvo,
            AbilityAction::Plan { .. } => Ability::Plan,
            AbilityAction::Triumph => return None,
            AbilityAction::Theft { .. } => Ability::Theft,
            AbilityAction::Patent { .. } => Ability::Patent,
            AbilityAction::Counterattack { .. } => Ability::Counterattack,
            AbilityAction::FreePeasant { .. } | AbilityAction::Capture { .. } => {
                Ability::Conscription
            }
            AbilityAction::TakeIntelligence { .. } => return None,
            AbilityAction::Evade { .. } => Ability::Evasion,
            AbilityAction::Rebirth { .. } => Ability::Rebirth,
        })
    }

    /// The unit that uses it, when one does (menus list it with that unit's actions).
    pub fn unit(&self) -> Option<Field> {
        match *self {
            AbilityAction::Teleport { unit, .. }
            | AbilityAction::Throw { unit, .. }
            | AbilityAction::Train { unit }
            | AbilityAction::Charge { unit, .. } => Some(unit),
            AbilityAction::Pain { magi, .. } | AbilityAction::Drain { magi, .. } => Some(magi),
            AbilityAction::Salvo { archer, .. } => Some(archer),
            AbilityAction::Plan { architect, .. } => Some(architect),
            _ => None,
        }
    }
}

impl From<AbilityAction> for Action {
    fn from(ability: AbilityAction) -> Action {
        Action::Ability { ability }
    }
}

impl Match {
    /// Whether `seat`'s Empire has this ability.
    pub fn has_ability(&self, seat: Seat, ability: Ability) -> bool {
        self.rules_of(seat).abilities & ability.bit() != 0
    }

    /// Whether this unit's type has this ability (a special unit's own, T85).
    pub(super) fn unit_has(&self, unit: &Unit, ability: Ability) -> bool {
        self.rules.unit(unit.kind).ability_bits & ability.bit() != 0
    }

    /// A Special unit (an Empire's own unit), for Assyria's bonus (T91).
    pub(super) fn is_special(&self, unit: &Unit) -> bool {
        self.rules.unit(unit.kind).empire.is_some()
    }

    /// Whether `seat` used this ability since its turn started (T83).
    pub(super) fn used(&self, seat: Seat, ability: Ability) -> bool {
        self.s.players[usize::from(seat)].used & ability.bit() != 0
    }

    pub(super) fn mark_used(&mut self, seat: Seat, ability: Ability) {
        self.s.players[usize::from(seat)].used |= ability.bit();
    }

    /// The Triumph `seat` still holds (T84: once per game).
    pub fn triumph_of(&self, seat: Seat) -> Option<Triumph> {
        let p = &self.s.players[usize::from(seat)];
        if p.triumph_used {
            return None;
        }
        self.rules_of(seat).triumph
    }

    /// The abilities' numbers.
    pub fn numbers(&self) -> &AbilityNumbers {
        &self.rules.empires.numbers
    }

    /// What `seat` may spend: its gold, and Lydia's debt down to its limit (T101).
    pub fn spendable(&self, seat: Seat) -> i32 {
        let gold = self.s.players[usize::from(seat)].gold;
        if self.has_ability(seat, Ability::Debt) {
            gold + self.numbers().debt_per_castle * self.castles_of(seat) as i32
        } else {
            gold
        }
    }

    /// Takes up to `gold` from `seat`, never below 0 (T101: losses never make a debt); returns
    /// what was taken.
    pub(super) fn lose_gold(&mut self, seat: Seat, gold: i32) -> i32 {
        let p = &mut self.s.players[usize::from(seat)];
        let taken = gold.min(p.gold.max(0));
        p.gold -= taken;
        taken
    }
}
