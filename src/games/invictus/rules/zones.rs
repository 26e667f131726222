//! Where a match's cards are: each player's hand, draw pile and kingdom, each side's
//! battlefield, reserve and graveyard, and who holds a unit.

use super::cell::Cell;
use super::seat::{Seat, Side};
use super::unit::{FieldUnit, UnitId};
use serde::{Deserialize, Serialize};

/// The zones of one player (R4, R33): hand, draw pile and kingdom. A card in them may belong to
/// another army (a captured Soldier, a unit displaced into the hand): see [`UnitCard::army`].
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerZones {
    pub hand: Vec<UnitId>,
    /// The top of the pile is the last element.
    pub draw_pile: Vec<UnitId>,
    pub kingdom: Vec<UnitId>,
    pub mulligan_used: bool,
}

/// The zones of one side (R33): battlefield, reserve and graveyard; a player's in a duel, a
/// team's in the team mode. The side controls the units in them, whoever owns them.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SideZones {
    /// Left to right; supports arrive on the right, recruits leave from the left.
    pub reserve: Vec<UnitId>,
    pub graveyard: Vec<UnitId>,
    /// `battlefield[row][col]`.
    pub battlefield: [[Option<FieldUnit>; 3]; 2],
}

impl SideZones {
    #[inline]
    pub fn at(&self, cell: Cell) -> Option<FieldUnit> {
        self.battlefield[cell.row.index()][cell.col as usize]
    }

    #[inline]
    pub fn at_mut(&mut self, cell: Cell) -> &mut Option<FieldUnit> {
        &mut self.battlefield[cell.row.index()][cell.col as usize]
    }

    pub fn field_units(&self) -> impl Iterator<Item = (Cell, FieldUnit)> + '_ {
        Cell::ALL
            .into_iter()
            .filter_map(move |cell| self.at(cell).map(|u| (cell, u)))
    }

    pub fn field_count(&self) -> usize {
        self.battlefield
            .iter()
            .flatten()
            .filter(|c| c.is_some())
            .count()
    }
}

/// What one player reaches (R35): their own zones and their side's, read together. In the team
/// mode both partners read the same side zones.
#[derive(Clone, Copy, Debug)]
pub struct SeatZones<'a> {
    pub hand: &'a [UnitId],
    /// The top of the pile is the last element.
    pub draw_pile: &'a [UnitId],
    pub kingdom: &'a [UnitId],
    pub mulligan_used: bool,
    pub reserve: &'a [UnitId],
    pub graveyard: &'a [UnitId],
    pub battlefield: &'a [[Option<FieldUnit>; 3]; 2],
    pub(super) side: &'a SideZones,
}

impl<'a> SeatZones<'a> {
    pub fn at(&self, cell: Cell) -> Option<FieldUnit> {
        self.side.at(cell)
    }

    pub fn field_units(&self) -> impl Iterator<Item = (Cell, FieldUnit)> + 'a {
        self.side.field_units()
    }

    pub fn field_count(&self) -> usize {
        self.side.field_count()
    }
}

/// One seat's zones as a duel's snapshot has always stored them: the player's zones and their
/// side's together. The stored form of [`Match`]'s zones (see [`MatchSnapshot`]).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatState {
    pub hand: Vec<UnitId>,
    /// The top of the pile is the last element.
    pub draw_pile: Vec<UnitId>,
    /// Left to right; supports arrive on the right, recruits leave from the left.
    pub reserve: Vec<UnitId>,
    pub kingdom: Vec<UnitId>,
    pub graveyard: Vec<UnitId>,
    /// `battlefield[row][col]`.
    pub battlefield: [[Option<FieldUnit>; 3]; 2],
    pub mulligan_used: bool,
}

impl SeatState {
    pub(super) fn join(player: &PlayerZones, side: &SideZones) -> SeatState {
        SeatState {
            hand: player.hand.clone(),
            draw_pile: player.draw_pile.clone(),
            reserve: side.reserve.clone(),
            kingdom: player.kingdom.clone(),
            graveyard: side.graveyard.clone(),
            battlefield: side.battlefield,
            mulligan_used: player.mulligan_used,
        }
    }

    pub(super) fn split(self) -> (PlayerZones, SideZones) {
        (
            PlayerZones {
                hand: self.hand,
                draw_pile: self.draw_pile,
                kingdom: self.kingdom,
                mulligan_used: self.mulligan_used,
            },
            SideZones {
                reserve: self.reserve,
                graveyard: self.graveyard,
                battlefield: self.battlefield,
            },
        )
    }
}

/// Who holds a unit now (R33): a player (hand, draw pile, kingdom) or a side (battlefield,
/// reserve, graveyard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Holder {
    Player(Seat),
    Side(Side),
}
