//! Supports: what each unit can do when played from the hand into the reserve, and when (R20–R24).

use super::card::{Colour, UnitKind, Version};
use super::cell::Cell;
use super::unit::UnitId;
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

/// A support as it is played: the effect and every choice it needs. Cells are the player's own
/// unless the field says `enemy`; units are named by id (one per kind where cards are alike).
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
    /// +3 attack to the next Soldier attack this turn (R25).
    Samurai,
    /// Negate the attack; with `swap`, exchange the attacked unit with the unit of the same
    /// column in the other row (R26).
    Musha { swap: bool },
    /// 2 damage to a unit of the opponent's back row.
    Juhei { target: Cell },
    /// The next Soldier attack this turn has the range of the player's Leader.
    Komuso,
    /// Two random cards of the opponent's hand go to the opponent's reserve.
    Ninja,
    /// Straighten all own Soldiers on the battlefield.
    Commander,
    /// Negate the attack and return the attacked unit to its owner's hand.
    Medjay,
    /// 2 damage to the unit on the opponent's centre front cell.
    Slinger,
    /// A unit of the own graveyard onto an empty own cell, upright.
    Anubis { unit: UnitId, cell: Cell },
    /// Negate a non-green support, then a citizen of the own kingdom goes to the hand.
    Sorcerer { citizen: UnitId },
    /// Each attack this turn gains 1 per tilted own unit, per use (R25).
    Viking,
    /// Damage equal to the own reserve's size (this card included) to an enemy Soldier.
    Arbalist { target: Cell },
    /// A unit of the opponent's reserve onto an empty cell of the opponent's battlefield.
    Bard { unit: UnitId, cell: Cell },
    /// Negate, then a unit of the opponent's graveyard goes to the right of their reserve.
    Druid { unit: UnitId },
    /// All own units attack with X this turn (C excepted).
    Ocelotl,
    /// Negate an attack on the own Leader.
    Tlacochcalcatl,
    /// An undamaged enemy Soldier with 1 health goes to the own kingdom.
    Cuauhtli { target: Cell },
    /// An own Soldier on `cell` swaps with a citizen of the own kingdom.
    Pochtecatl { cell: Cell, citizen: UnitId },
    /// Negate a Soldier's support; that card goes to its owner's graveyard.
    Tlamacazqui1,
    /// A Soldier of the opponent's graveyard goes to the own kingdom.
    Tlamacazqui2 { unit: UnitId },
    /// +2 attack to Soldiers attacking a front-row unit this turn, per use (R25).
    Immortal,
    /// Negate the attack; the attacked unit swaps with the own unit on `swap_with`, which takes
    /// 1 damage.
    Cataphract { swap_with: Cell },
    /// 1 damage to every unit of the opponent's front row.
    Siphonarioi,
    /// The unit just hit moves to `to` on the opponent's battlefield (swapping if occupied).
    Diplomat { to: Cell },
    /// Negate a purple support.
    Alchemist1,
    /// The opponent may play no support for the rest of this turn.
    Alchemist2,
    /// The opponent may play no support during their next turn.
    Alchemist3,
}

impl SupportUse {
    pub fn support(self) -> Support {
        use SupportUse as U;
        match self {
            U::Warrior => Support::Warrior,
            U::Guardian => Support::Guardian,
            U::Archer { .. } => Support::Archer,
            U::Priest { .. } => Support::Priest,
            U::Wizard => Support::Wizard,
            U::Samurai => Support::Samurai,
            U::Musha { .. } => Support::Musha,
            U::Juhei { .. } => Support::Juhei,
            U::Komuso => Support::Komuso,
            U::Ninja => Support::Ninja,
            U::Commander => Support::Commander,
            U::Medjay => Support::Medjay,
            U::Slinger => Support::Slinger,
            U::Anubis { .. } => Support::Anubis,
            U::Sorcerer { .. } => Support::Sorcerer,
            U::Viking => Support::Viking,
            U::Arbalist { .. } => Support::Arbalist,
            U::Bard { .. } => Support::Bard,
            U::Druid { .. } => Support::Druid,
            U::Ocelotl => Support::Ocelotl,
            U::Tlacochcalcatl => Support::Tlacochcalcatl,
            U::Cuauhtli { .. } => Support::Cuauhtli,
            U::Pochtecatl { .. } => Support::Pochtecatl,
            U::Tlamacazqui1 => Support::Tlamacazqui1,
            U::Tlamacazqui2 { .. } => Support::Tlamacazqui2,
            U::Immortal => Support::Immortal,
            U::Cataphract { .. } => Support::Cataphract,
            U::Siphonarioi => Support::Siphonarioi,
            U::Diplomat { .. } => Support::Diplomat,
            U::Alchemist1 => Support::Alchemist1,
            U::Alchemist2 => Support::Alchemist2,
            U::Alchemist3 => Support::Alchemist3,
        }
    }
}
