//! What happened in a Tactica match, event by event, and what each reader may see of it: a drawn
//! card, a peeked card or a revealed hand is shown to its one reader and redacted for all others.

use super::action::{CardTarget, Path, Recruit};
use super::empires::{Cheaper, EmpireKind};
use super::map::Field;
use super::ruleset::{CardKind, UnitKind};
use super::state::{EndReason, Seat};
use serde::Serialize;

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "event", rename_all = "snake_case")]
pub enum Event {
    TurnStarted {
        seat: Seat,
        turn: u32,
        round: u32,
    },
    CastleChosen {
        seat: Seat,
        castle: u8,
    },
    /// A regular action was announced and waits on the stack.
    MoveAnnounced {
        seat: Seat,
        from: Field,
        path: Path,
    },
    AttackAnnounced {
        seat: Seat,
        from: Field,
        target: Field,
    },
    Moved {
        seat: Seat,
        from: Field,
        to: Field,
        boarded: bool,
        left_wagon: bool,
    },
    /// A regular action came to nothing (its unit or field changed before it resolved, T76).
    Fizzled {
        seat: Seat,
    },
    Recruited {
        seat: Seat,
        what: Recruit,
        field: Field,
        cost: i32,
    },
    CardBought {
        seat: Seat,
        price: i32,
    },
    /// `card` is the drawn card for the drawer's eyes only (None for every other reader).
    CardDrawn {
        seat: Seat,
        card: Option<CardKind>,
    },
    Reshuffled {
        cards: usize,
    },
    CardPlayed {
        seat: Seat,
        card: CardKind,
        target: CardTarget,
        item: u32,
    },
    CardResolved {
        seat: Seat,
        card: CardKind,
    },
    /// A card had no effect: cancelled by Intuition, or its target gone (T75, T76).
    CardCancelled {
        seat: Seat,
        card: CardKind,
    },
    Passed {
        seat: Seat,
    },
    CardDiscarded {
        seat: Seat,
        card: CardKind,
    },
    CombatStarted {
        attacker: Field,
        defender: Field,
        ranged: bool,
    },
    CombatCancelled {
        attacker: Field,
        defender: Field,
    },
    /// Damage dealt in a combat (after all bonuses).
    Damage {
        from: Field,
        to: Field,
        amount: i32,
    },
    UnitDestroyed {
        seat: Seat,
        kind: UnitKind,
        field: Field,
        /// Destroyed by damage in a combat by an enemy (T45).
        kill: bool,
    },
    WagonDestroyed {
        seat: Seat,
        field: Field,
    },
    Advanced {
        from: Field,
        to: Field,
    },
    MountainToken {
        field: Field,
    },
    Looted {
        seat: Seat,
        field: Field,
        gold: i32,
        from: Option<Seat>,
    },
    PortFeePaid {
        seat: Seat,
        field: Field,
        gold: i32,
    },
    /// A unit that would not pay went back (T34).
    TurnedBack {
        from: Field,
        to: Field,
    },
    ConquestAnnounced {
        castle: u8,
        seat: Seat,
    },
    ConquestFailed {
        castle: u8,
    },
    CastleConquered {
        castle: u8,
        seat: Seat,
        from: Option<Seat>,
        plundered: bool,
        gold: i32,
    },
    Income {
        seat: Seat,
        gold: i32,
    },
    TurnEnded {
        seat: Seat,
    },
    /// The draft (T7): `seat` banned `empire`.
    EmpireBanned {
        seat: Seat,
        empire: EmpireKind,
    },
    /// The draft (T7, T9): `seat` picked `empire`, naming Media's cheaper type publicly.
    EmpirePicked {
        seat: Seat,
        empire: EmpireKind,
        cheaper: Option<Cheaper>,
    },
    GoldStolen {
        from: Seat,
        to: Seat,
        gold: i32,
    },
    /// `viewer` saw `seat`'s hand (Intelligence): the cards for the viewer and `seat` only.
    HandRevealed {
        viewer: Seat,
        seat: Seat,
        cards: Option<Vec<CardKind>>,
    },
    /// The Temple peek: the card for the peeker only (T36).
    Peeked {
        seat: Seat,
        card: Option<CardKind>,
    },
    PeekPutBottom {
        seat: Seat,
        bottom: bool,
    },
    MovementRefreshed {
        field: Field,
    },
    Surrendered {
        seat: Seat,
    },
    Eliminated {
        seat: Seat,
        placement: u8,
    },
    GameOver {
        winners: Vec<Seat>,
        reason: EndReason,
    },
}

impl Event {
    /// This event as `reader` may see it (None: the public). Nothing hidden survives for others.
    pub fn seen_by(&self, reader: Option<Seat>) -> Event {
        match self {
            Event::CardDrawn { seat, card } if reader != Some(*seat) && card.is_some() => {
                Event::CardDrawn {
                    seat: *seat,
                    card: None,
                }
            }
            Event::Peeked { seat, card } if reader != Some(*seat) && card.is_some() => {
                Event::Peeked {
                    seat: *seat,
                    card: None,
                }
            }
            Event::HandRevealed {
                viewer,
                seat,
                cards,
            } if reader != Some(*viewer) && reader != Some(*seat) && cards.is_some() => {
                Event::HandRevealed {
                    viewer: *viewer,
                    seat: *seat,
                    cards: None,
                }
            }
            other => other.clone(),
        }
    }
}
