//! What happened in a Tactica match, event by event, and what each reader may see of it: a drawn
//! card, a peeked card or a revealed hand is shown to its one reader and redacted for all others.

use super::abilities::AbilityAction;
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
    /// A path ended on a Port Centre whose fee `seat` could not pay: the unit went back to the
    /// field it entered the centre from, its movement spent (T34).
    PortFeeUnpaid {
        seat: Seat,
        field: Field,
        back: Field,
        gold: i32,
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
    /// An Empire's ability or Triumph was declared and waits on the stack (T83).
    AbilityAnnounced {
        seat: Seat,
        ability: AbilityAction,
    },
    /// It resolved.
    AbilityResolved {
        seat: Seat,
        ability: AbilityAction,
    },
    /// Gold gained (positive) or lost by an ability or Lydia's debt.
    Gold {
        seat: Seat,
        gold: i32,
        reason: GoldReason,
    },
    /// A unit trained from Light to Heavy (T90).
    Trained {
        field: Field,
        kind: UnitKind,
    },
    /// A TROPHY counter on the Amazon on `field` (T116).
    Trophy {
        field: Field,
    },
    /// PAIN: a −1/−1 counter on the unit on `field` (T106).
    Pained {
        field: Field,
    },
    /// DRAIN on the unit on `field` (T106).
    Drained {
        field: Field,
    },
    /// BRIBERY on the unit on `field`, for `gold` (T111).
    Bribed {
        seat: Seat,
        field: Field,
        gold: i32,
    },
    /// The Cavalry Archer on `field` spent its Evasion (T108).
    Evaded {
        field: Field,
    },
    /// The Immortal stepped aside instead of dying (T112).
    Reborn {
        seat: Seat,
        from: Field,
        to: Field,
        gold: i32,
    },
    /// A card shown to everyone: PATENT's drawn card (T118).
    CardShown {
        seat: Seat,
        card: CardKind,
    },
    /// `seat`'s hand shown to everyone (Eyes and Ears, T89).
    HandShown {
        seat: Seat,
        cards: Vec<CardKind>,
    },
    /// `seat` took a public card into its hand (COUNTERATTACK, T107; Eyes and Ears, T89).
    CardTaken {
        seat: Seat,
        card: CardKind,
    },
    /// `seat` shuffled a card from its hand back into the deck (TRADE, T94).
    CardReturned {
        seat: Seat,
    },
    /// Terror: no Action card until the end of the turn (T93).
    Terror {
        seat: Seat,
    },
    /// Persia's conquest eliminated `from`; Persia took its unit on `field` (T109).
    Conscripted {
        seat: Seat,
        from: Seat,
        field: Field,
        kind: UnitKind,
    },
    /// In a series, the last loser chose: `seat` plays first (T7).
    FirstPlayer {
        seat: Seat,
    },
    /// Scythia lost its last castle and stays in for a bonus turn (T114).
    Nomad {
        seat: Seat,
    },
}

/// Why gold changed outside the base rules' own events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum GoldReason {
    /// Scythia PLUNDERERS (T115).
    Plunder,
    /// Amazon TROPHY: the victim's owner (T116).
    Trophy,
    /// Babylon FAILURE (T96).
    Failure,
    /// Media THEFT (T105).
    Theft,
    /// Sumer PATENT (T118).
    Patent,
    /// Babylon TRADE: a card shuffled back (T94).
    Trade,
    /// Lydia's debt charged at Passing (T101).
    Debt,
    /// Parthia COUNTERATTACK's price (T107).
    Counterattack,
    /// A Triumph's price (T84).
    Triumph,
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
