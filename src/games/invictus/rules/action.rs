//! What a player can do: the closed set of actions the engine lists and accepts.

use super::cell::Cell;
use super::seat::Seat;
use super::support::SupportUse;
use super::unit::UnitId;
use serde::{Deserialize, Serialize};

/// One decision of the player with priority. Units are named by [`UnitId`]; cells are the
/// acting player's own unless the variant says otherwise.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "snake_case")]
pub enum Action {
    /// Setup: keep the three drawn Soldiers (R7).
    KeepHand,
    /// Setup: shuffle the three back and draw three new ones, once (R7).
    Mulligan,
    /// Setup: place a unit from the hand on a front cell (R8).
    SetupBattlefield { unit: UnitId, cell: Cell },
    /// Setup: place a unit from the hand in the reserve, with no support effect (R8).
    SetupReserve { unit: UnitId },
    /// Setup: place a Soldier from the hand in the kingdom (R8).
    SetupKingdom { unit: UnitId },
    /// The Recruit action (R11): the leftmost reserve unit, or a hand unit when the reserve is
    /// empty (or a Giant, R31), onto `cell`, displacing whatever is there.
    Recruit { unit: UnitId, cell: Cell },
    /// One attack of the Attack action (R14): `attacker` is an own cell, `target` an enemy cell.
    Attack { attacker: Cell, target: Cell },
    /// Play a unit from the hand as a support (R20), in the action phase or a reaction window.
    PlaySupport { unit: UnitId, support: SupportUse },
    /// The once-per-turn bonus: a Soldier from the hand to the kingdom.
    SendToKingdom { unit: UnitId },
    /// End the action phase and the turn.
    EndTurn,
    /// Discard phase (R12): a Soldier from the hand to the kingdom.
    Discard { unit: UnitId },
    /// Decline the reaction window that is open.
    Pass,
    /// Conscription (R28): place the next unit (leftmost reserve, or a chosen kingdom Soldier).
    Conscript { unit: UnitId, cell: Cell },
    /// `seat` concedes the match. Either player may resign at any time, whoever has priority;
    /// it is never listed by `legal_actions`.
    Resign { seat: Seat },
    /// `seat` ran out of time (the host's turn clock) and loses; like [`Action::Resign`] it is
    /// never listed by `legal_actions`.
    TimeOut { seat: Seat },
}
