//! What happened: the events `apply` returns, in order, for front ends to narrate.

use super::card::UnitKind;
use super::cell::Cell;
use super::seat::{Seat, Side};
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

/// A zone of a player, for units moved by supports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    Hand,
    Reserve,
    Kingdom,
    Graveyard,
    Battlefield,
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
    /// Who plays first, drawn after both mulligans (R8).
    FirstPlayerDrawn {
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
    /// `by` captured a unit from the battlefield of side `from`.
    Captured {
        by: Seat,
        from: Side,
        unit: UnitId,
        kind: UnitKind,
        cell: Cell,
    },
    /// A unit on side `side`'s battlefield was killed.
    Killed {
        side: Side,
        unit: UnitId,
        kind: UnitKind,
        cell: Cell,
    },
    Damaged {
        side: Side,
        kind: UnitKind,
        cell: Cell,
        amount: u8,
        health_left: u8,
    },
    /// R2: a back unit moved forward into the empty front cell of its column.
    Advanced {
        side: Side,
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
    /// A unit of side `side`'s battlefield moved to an empty cell.
    Moved {
        side: Side,
        from: Cell,
        to: Cell,
    },
    /// A support moved a unit between zones. `seat` and `to_seat` are whose zones they are: the
    /// player's own for a hand or kingdom, the player's side's for a reserve, graveyard or
    /// battlefield.
    Transferred {
        unit: UnitId,
        kind: UnitKind,
        seat: Seat,
        from: Zone,
        to_seat: Seat,
        to: Zone,
        cell: Option<Cell>,
        by: Support,
    },
    /// Two units of side `side`'s battlefield exchanged cells.
    Swapped {
        side: Side,
        a: Cell,
        b: Cell,
    },
    /// A turn-long effect took hold (Samurai, Komuso, Viking, Ocelotl, Immortal, Commander).
    Effect {
        seat: Seat,
        support: Support,
    },
    /// `seat` may play no support this turn (or, with `next_turn`, during its next turn).
    SupportsLocked {
        seat: Seat,
        next_turn: bool,
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
    Resigned {
        seat: Seat,
    },
    /// `seat` ran out of time.
    TimedOut {
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
