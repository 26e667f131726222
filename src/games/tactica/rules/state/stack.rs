//! The one stack of actions and reactions, its window's answers, and the decisions a player owes.

use super::*;

/// A combat's answers to the optional abilities of its two units: per side (attacker 0,
/// defender 1), whether Evasion and Rebirth were asked, and whether they were used.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answers {
    pub asked: u8,
    pub used: u8,
    /// Where each side's Immortal steps aside to, when it uses Rebirth.
    #[serde(default)]
    pub rise_to: [Field; 2],
}

/// An optional ability a combat asks about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Optional {
    Evasion,
    Rebirth,
}

impl Answers {
    fn bit(side: usize, which: Optional) -> u8 {
        let base = match which {
            Optional::Evasion => 0,
            Optional::Rebirth => 2,
        };
        1 << (base + side.min(1))
    }

    pub fn is_empty(&self) -> bool {
        self.asked == 0
    }

    /// The answer given for `side`'s `which`, if it was asked.
    pub fn get(&self, side: usize, which: Optional) -> Option<bool> {
        let bit = Answers::bit(side, which);
        (self.asked & bit != 0).then_some(self.used & bit != 0)
    }

    pub fn set(&mut self, side: usize, which: Optional, used: bool) {
        let bit = Answers::bit(side, which);
        self.asked |= bit;
        if used {
            self.used |= bit;
        } else {
            self.used &= !bit;
        }
    }
}

/// One item on the stack (T77): a regular action, a triggered action or a reaction.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct StackItem {
    pub id: u32,
    pub seat: Seat,
    pub item: Item,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Item {
    Move {
        unit: u16,
        from: Field,
        path: Path,
        leave_wagon: bool,
    },
    EnterCombat,
    Combat,
    Recruit {
        what: Recruit,
        field: Field,
    },
    BuyCard,
    Card {
        card: CardKind,
        target: CardTarget,
        /// The id of the unit the card names, when it names one: the card follows that unit if
        /// it is moved before the card resolves (0: no unit).
        #[serde(default)]
        unit: u16,
    },
    /// An Empire's activated ability or Triumph (T83). `unit`: the id of the unit it names
    /// (0: none); it fizzles if that unit is gone (T76).
    Ability {
        ability: AbilityAction,
        #[serde(default)]
        unit: u16,
    },
    /// A castle conquest by a side (a player, or an alliance by its first member), T58.
    Conquest {
        castle: u8,
        side: u8,
    },
    EndOfTurn,
    Passing,
    /// Draws a full hand put off while the card played to make room resolves (T65): it resolves
    /// as soon as it is on top, with no window of its own.
    Draw {
        draws: u8,
    },
}

/// A question one player must answer before play goes on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// Discard a card before drawing `draws` more (T65).
    DiscardToDraw { seat: Seat, draws: u8 },
    /// Intelligence: steal or make `target` discard (T72).
    Intelligence { seat: Seat, target: Seat },
    /// `seat` discards a card of their choice (Intelligence).
    DiscardChosen { seat: Seat },
    /// Swords to Ploughs: the owner's Peasant (T73).
    Peasant { seat: Seat, field: Field },
    /// A movement effect put `seat`'s unit on a Port Centre: pay the fee or go back to `back` (T34).
    PortFee {
        seat: Seat,
        field: Field,
        back: Field,
    },
    /// The Temple peek (T36): keep the card on top or put it at the bottom.
    Peek { seat: Seat },
    /// An alliance conquered `castle`: the chooser gives it to a member (T62).
    GiveCastle { seat: Seat, castle: u8, side: u8 },
    /// The draft: `seat` bans an Empire (T7).
    BanEmpire { seat: Seat },
    /// The draft: `seat` picks its Empire (T7, T9).
    PickEmpire { seat: Seat },
    /// A series' draft: the last loser chooses who plays first (T7).
    PlayOrder { seat: Seat },
    /// Media's THEFT at its End of turn: which opponent loses gold (T105).
    Theft { seat: Seat },
    /// Sumer's PATENT: show the card in hand slot `slot` (just drawn) for gold (T118).
    Patent { seat: Seat, slot: u8 },
    /// Parthia's COUNTERATTACK: pay to take `card`, which just resolved, into the hand (T107).
    Counterattack { seat: Seat, card: CardKind },
    /// A free Peasant on a vacant Keep field (of `castle` when given, else of any castle
    /// `seat` holds), for `why`: optional for CONSCRIPTION and SLAVERY, only its field for PLAN.
    FreePeasant {
        seat: Seat,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        castle: Option<u8>,
        why: FreePeasantWhy,
    },
    /// Persia's CONSCRIPTION (T109): its conquest puts `loser` out; which of `loser`'s units
    /// Persia takes first. Then `loser` is out, and Persia draws the conquest's `draws`.
    Capture { seat: Seat, loser: Seat, draws: u8 },
    /// Eyes and Ears (T89): how many Intelligence cards `seat` takes, up to two.
    EyesAndEars { seat: Seat },
    /// Evasion (T108): spend the Cavalry Archer's counter on `field` to cancel the damage of
    /// the ranged combat being resolved, or take it.
    Evasion { seat: Seat, field: Field },
    /// Rebirth (T112): the Immortal on `field` about to die steps aside, for its token and the
    /// price, to a vacant neighbouring field of its owner's choice, or dies.
    Rebirth { seat: Seat, field: Field },
}

impl Decision {
    pub fn seat(&self) -> Seat {
        match *self {
            Decision::DiscardToDraw { seat, .. }
            | Decision::Intelligence { seat, .. }
            | Decision::DiscardChosen { seat }
            | Decision::Peasant { seat, .. }
            | Decision::PortFee { seat, .. }
            | Decision::Peek { seat }
            | Decision::GiveCastle { seat, .. }
            | Decision::BanEmpire { seat }
            | Decision::PickEmpire { seat }
            | Decision::PlayOrder { seat }
            | Decision::Theft { seat }
            | Decision::Patent { seat, .. }
            | Decision::Counterattack { seat, .. }
            | Decision::FreePeasant { seat, .. }
            | Decision::Capture { seat, .. }
            | Decision::EyesAndEars { seat }
            | Decision::Evasion { seat, .. }
            | Decision::Rebirth { seat, .. } => seat,
        }
    }
}

/// What gives a free Peasant.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FreePeasantWhy {
    /// Persia's CONSCRIPTION at its first castle and each castle first conquered (T9, T109):
    /// "may recruit".
    Conscription,
    /// Babylon's SLAVERY for a killed enemy Peasant (T95): "may recruit".
    Slavery,
    /// The Architect's PLAN on a Village at Babylon's End of turn (T97): "recruit" (only the
    /// field is chosen).
    Plan,
}

impl FreePeasantWhy {
    /// Whether the Peasant may be declined.
    pub fn optional(self) -> bool {
        self != FreePeasantWhy::Plan
    }
}
