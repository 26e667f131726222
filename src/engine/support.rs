//! Supports: what each unit can do when played from the hand into the reserve, and when (R20–R24).

use super::card::{Colour, UnitKind, Version};
use super::cell::Cell;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Every support effect of the game. Tlamacazqui and the Alchemist have several, numbered as in
/// the rule book; a Leader copies one support of its own version (R20).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Support {
    Warrior,
    Guardian,
    Archer,
    Priest,
    Wizard,
    Samurai,
    Musha,
    Juhei,
    Komuso,
    Ninja,
    Commander,
    Medjay,
    Slinger,
    Anubis,
    Sorcerer,
    Viking,
    Arbalist,
    Bard,
    Druid,
    Ocelotl,
    Tlacochcalcatl,
    Cuauhtli,
    Pochtecatl,
    Tlamacazqui1,
    Tlamacazqui2,
    Immortal,
    Cataphract,
    Siphonarioi,
    Diplomat,
    Alchemist1,
    Alchemist2,
    Alchemist3,
}

/// When a support may be played (R21, R22).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Timing {
    /// During the action phase of its player's own turn.
    ActionPhase,
    /// When the opponent declares an attack on one of the player's units.
    AgainstAttack,
    /// When the opponent places a unit into the reserve to use its support.
    AgainstSupport,
    /// When the player's own attack hit a unit that survived.
    AfterHit,
    /// During the discard phase of the player's own turn.
    DiscardPhase,
}

impl Support {
    /// The supports a unit can give: a Soldier its own (none for the Giant, R31), a Leader those
    /// of its version's Soldiers.
    pub fn of_unit(kind: UnitKind) -> &'static [Support] {
        use Support::*;
        match kind {
            UnitKind::Warrior => &[Warrior],
            UnitKind::Guardian => &[Guardian],
            UnitKind::Archer => &[Archer],
            UnitKind::Priest => &[Priest],
            UnitKind::Wizard => &[Wizard],
            UnitKind::King => &[Warrior, Guardian, Archer, Priest, Wizard],
            UnitKind::Samurai => &[Samurai],
            UnitKind::Musha => &[Musha],
            UnitKind::Juhei => &[Juhei],
            UnitKind::Komuso => &[Komuso],
            UnitKind::Ninja => &[Ninja],
            UnitKind::Shogun => &[Samurai, Musha, Juhei, Komuso, Ninja],
            UnitKind::Commander => &[Commander],
            UnitKind::Medjay => &[Medjay],
            UnitKind::Slinger => &[Slinger],
            UnitKind::Anubis => &[Anubis],
            UnitKind::Sorcerer => &[Sorcerer],
            UnitKind::Pharaoh => &[Commander, Medjay, Slinger, Anubis, Sorcerer],
            UnitKind::Viking => &[Viking],
            UnitKind::Giant => &[],
            UnitKind::Arbalist => &[Arbalist],
            UnitKind::Bard => &[Bard],
            UnitKind::Druid => &[Druid],
            UnitKind::Odin => &[Viking, Arbalist, Bard, Druid],
            UnitKind::Ocelotl => &[Ocelotl],
            UnitKind::Tlacochcalcatl => &[Tlacochcalcatl],
            UnitKind::Cuauhtli => &[Cuauhtli],
            UnitKind::Pochtecatl => &[Pochtecatl],
            UnitKind::Tlamacazqui => &[Tlamacazqui1, Tlamacazqui2],
            UnitKind::Tlatoani => &[
                Ocelotl,
                Tlacochcalcatl,
                Cuauhtli,
                Pochtecatl,
                Tlamacazqui1,
                Tlamacazqui2,
            ],
            UnitKind::Immortal => &[Immortal],
            UnitKind::Cataphract => &[Cataphract],
            UnitKind::Siphonarioi => &[Siphonarioi],
            UnitKind::Diplomat => &[Diplomat],
            UnitKind::Alchemist => &[Alchemist1, Alchemist2, Alchemist3],
            UnitKind::Emperor => &[
                Immortal,
                Cataphract,
                Siphonarioi,
                Diplomat,
                Alchemist1,
                Alchemist2,
                Alchemist3,
            ],
        }
    }

    /// The Soldier whose support this is.
    pub fn soldier(self) -> UnitKind {
        use Support::*;
        match self {
            Warrior => UnitKind::Warrior,
            Guardian => UnitKind::Guardian,
            Archer => UnitKind::Archer,
            Priest => UnitKind::Priest,
            Wizard => UnitKind::Wizard,
            Samurai => UnitKind::Samurai,
            Musha => UnitKind::Musha,
            Juhei => UnitKind::Juhei,
            Komuso => UnitKind::Komuso,
            Ninja => UnitKind::Ninja,
            Commander => UnitKind::Commander,
            Medjay => UnitKind::Medjay,
            Slinger => UnitKind::Slinger,
            Anubis => UnitKind::Anubis,
            Sorcerer => UnitKind::Sorcerer,
            Viking => UnitKind::Viking,
            Arbalist => UnitKind::Arbalist,
            Bard => UnitKind::Bard,
            Druid => UnitKind::Druid,
            Ocelotl => UnitKind::Ocelotl,
            Tlacochcalcatl => UnitKind::Tlacochcalcatl,
            Cuauhtli => UnitKind::Cuauhtli,
            Pochtecatl => UnitKind::Pochtecatl,
            Tlamacazqui1 | Tlamacazqui2 => UnitKind::Tlamacazqui,
            Immortal => UnitKind::Immortal,
            Cataphract => UnitKind::Cataphract,
            Siphonarioi => UnitKind::Siphonarioi,
            Diplomat => UnitKind::Diplomat,
            Alchemist1 | Alchemist2 | Alchemist3 => UnitKind::Alchemist,
        }
    }

    pub fn colour(self) -> Colour {
        self.soldier()
            .colour()
            .expect("every support belongs to a Soldier")
    }

    pub fn version(self) -> Version {
        self.soldier().version()
    }

    pub fn timing(self) -> Timing {
        use Support::*;
        match self {
            Guardian | Musha | Medjay | Tlacochcalcatl | Cataphract => Timing::AgainstAttack,
            Wizard | Sorcerer | Druid | Tlamacazqui1 | Alchemist1 => Timing::AgainstSupport,
            Diplomat => Timing::AfterHit,
            Alchemist3 => Timing::DiscardPhase,
            _ => Timing::ActionPhase,
        }
    }

    /// Supports marked "may not be negated" (R24): they open no window.
    pub fn can_be_negated(self) -> bool {
        use Support::*;
        !matches!(
            self,
            Wizard | Sorcerer | Druid | Tlacochcalcatl | Tlamacazqui1 | Alchemist1
        )
    }

    /// Whether the engine plays this support yet. Armies holding a unit whose supports are not
    /// all implemented are refused at setup rather than played with a silently missing effect.
    pub fn is_implemented(self) -> bool {
        use Support::*;
        matches!(self, Warrior | Guardian | Archer | Priest | Wizard)
    }

    pub fn name(self) -> &'static str {
        use Support::*;
        match self {
            Tlamacazqui1 => "Tlamacazqui (1)",
            Tlamacazqui2 => "Tlamacazqui (2)",
            Alchemist1 => "Alchemist (1)",
            Alchemist2 => "Alchemist (2)",
            Alchemist3 => "Alchemist (3)",
            other => other.soldier().name(),
        }
    }
}

impl fmt::Display for Support {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A support as it is played: the effect and every choice it needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "support", rename_all = "snake_case")]
pub enum SupportUse {
    /// +1 attack to all own units this turn (R25).
    Warrior,
    /// Negate the attack being declared against the player.
    Guardian,
    /// 1 damage to a unit of the opponent's battlefield (never captures, R17).
    Archer { target: Cell },
    /// Move an own unit to another cell, swapping if it is occupied (R26).
    Priest { from: Cell, to: Cell },
    /// Negate the support the opponent has just placed.
    Wizard,
}

impl SupportUse {
    pub fn support(self) -> Support {
        match self {
            SupportUse::Warrior => Support::Warrior,
            SupportUse::Guardian => Support::Guardian,
            SupportUse::Archer { .. } => Support::Archer,
            SupportUse::Priest { .. } => Support::Priest,
            SupportUse::Wizard => Support::Wizard,
        }
    }
}
