//! What happened: the events `apply` returns, in order, for front ends to narrate.

use super::card::UnitKind;
use super::cell::Cell;
use super::seat::Seat;
use super::state::Outcome;
use super::support::Support;
use super::unit::UnitId;
use serde::{Deserialize, Serialize};

/// Where a unit came from when it entered the battlefield.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Source {
    Hand,
    Reserve,
    Kingdom,
}

/// Why a Soldier went to a kingdom.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum KingdomReason {
    Setup,
    Bonus,
    Discard,
}

/// One thing that happened. Units are named with their kind where that is public; a card drawn
/// into a hand is public only to its owner (see [`Event::seen_by`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    KeptHand {
        seat: Seat,
    },
    Mulliganed {
        seat: Seat,
    },
    /// A card drawn; `unit` and `kind` are `None` in the view of anyone but `seat`.
    Drew {
        seat: Seat,
        unit: Option<UnitId>,
        kind: Option<UnitKind>,
    },
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    PlacedOnBattlefield {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        cell: Cell,
    },
    PlacedInReserve {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
    },
    WentToKingdom {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        reason: KingdomReason,
    },
    Recruited {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        from: Source,
        cell: Cell,
        /// The unit that stood on the cell and went back to the reserve or the hand.
        displaced: Option<(UnitId, UnitKind)>,
    },
    AttackDeclared {
        seat: Seat,
        attacker: Cell,
        attacker_kind: UnitKind,
        target: Cell,
        target_kind: UnitKind,
    },
    /// A reaction window opened for `seat` (R22, R23).
    WindowOpened {
        seat: Seat,
    },
    Passed {
        seat: Seat,
    },
    /// The attack resolved with this value (`None` for a C attack).
    Attacked {
        seat: Seat,
        attacker: Cell,
        target: Cell,
        value: Option<u8>,
    },
    AttackBlocked {
        seat: Seat,
        attacker: Cell,
        target: Cell,
    },
    Captured {
        by: Seat,
        from: Seat,
        unit: UnitId,
        kind: UnitKind,
        cell: Cell,
    },
    Killed {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        cell: Cell,
    },
    Damaged {
        seat: Seat,
        kind: UnitKind,
        cell: Cell,
        amount: u8,
        health_left: u8,
    },
    /// R2: a back unit moved forward into the empty front cell of its column.
    Advanced {
        seat: Seat,
        kind: UnitKind,
        col: u8,
    },
    SupportPlayed {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        support: Support,
    },
    SupportNegated {
        seat: Seat,
        support: Support,
        by: Support,
    },
    AttackBonus {
        seat: Seat,
        bonus: u8,
    },
    Moved {
        seat: Seat,
        from: Cell,
        to: Cell,
    },
    ConscriptionStarted {
        seat: Seat,
    },
    Conscripted {
        seat: Seat,
        unit: UnitId,
        kind: UnitKind,
        from: Source,
        cell: Cell,
    },
    TurnEnded {
        seat: Seat,
    },
    GameOver {
        outcome: Outcome,
    },
}

impl Event {
    /// The event as `viewer` may see it (`None`: the public). Hidden cards are blanked.
    pub fn seen_by(&self, viewer: Option<Seat>) -> Event {
        match self {
            Event::Drew { seat, .. } if viewer != Some(*seat) => Event::Drew {
                seat: *seat,
                unit: None,
                kind: None,
            },
            other => other.clone(),
        }
    }
}
